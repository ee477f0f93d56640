"""Drag-and-drop and click-to-play for the viewer's hand.

The engine decides everything: while the human may act, the cards that appear in some
legal action are raised; dragging (or selecting) cards lights the drop zones of the legal
actions that play exactly those cards; a drop on a lit zone means that action; a drop on
another zone asks the table what it would mean, so the engine can refuse it with a reason
(GEN-3); a drop anywhere else slides the cards back.

:meth:`Interaction.handle` returns an intent (:mod:`cardtable.ui.tables.intents`) for the
table scene to resolve; it never applies anything.  While a drag is live it owns the
pointer (the scene gives it every mouse event first): its release is a drop and nothing
else; a lost button-up (focus lost, released outside the window, a press or a motion
with no button held, Esc, another scene on top) ends it with :meth:`cancel`.
"""

from __future__ import annotations

import pygame

from cardtable.ui import anim, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.tables.intents import HANDLED, Intent, NotHere, Play

DRAG_THRESHOLD = 6


class Interaction:
    def __init__(self, table):
        self.table = table
        self.selected: list = []            # sprite keys of the selected hand cards
        self.drag: dict | None = None
        self.legal: list = []
        self.lit: list[tuple] = []          # (DropZone, Action)
        self.zones: list = []
        self.hover_zone = None
        self.swallow_up = False             # the click that ended a stuck drag: its button-up is ours

    # -- state ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the human's legal actions and the drop zones (after every change)."""
        table = self.table
        self.legal = table.ctx.legal
        playable = {c for a in self.legal for c in a.cards}
        hand = {k for k, sp in table.sprites.items() if sp.extra.get("hand")}
        self.selected = [k for k in self.selected if k in hand and table.sprites[k].card in playable]
        self._show_hand(playable.__contains__, lambda sp: sp.key in self.selected)

    def _show_hand(self, playable, chosen) -> None:
        """Raise the hand's cards that ``playable(card)`` says some legal action plays, light
        those ``chosen(sprite)`` (the selection), lay every other sprite flat and unlit; then
        the drop zones of the legal actions and their lights."""
        table = self.table
        for sp in table.sprites.values():
            if sp.extra.get("hand") and sp.card is not None:
                sp.raised = playable(sp.card)
                sp.glow = widgets.ACCENT if chosen(sp) else None
            else:
                sp.raised = False
                sp.glow = None
        self.zones = table.drop_zones(table.view()) if self.legal else []
        self._light()

    @property
    def selected_cards(self) -> list[int]:
        """The selected cards (``selected`` holds sprite keys; a subclass may keep card numbers)."""
        sprites = self.table.sprites
        return [sprites[k].card if isinstance(k, tuple) and k in sprites else k for k in self.selected
                if not isinstance(k, tuple) or k in sprites]

    def _selected_keys(self) -> list:
        """Sprite keys of the selection (card numbers mapped to hand sprites)."""
        out: list = []
        for k in self.selected:
            if isinstance(k, tuple):
                out.append(k)
                continue
            for key, sp in self.table.sprites.items():
                if sp.extra.get("hand") and sp.card == k and key not in out:
                    out.append(key)
                    break
        return out

    def _keyed(self) -> bool:
        """Whether ``_toggle`` takes sprite keys (the base) or card numbers (an older override)."""
        return type(self)._toggle is Interaction._toggle

    def _current_cards(self) -> tuple:
        if self.drag is not None:
            return self.drag["cards"]
        return tuple(self.selected_cards)

    def _light(self) -> None:
        """Light the drop zone of each legal action that plays the chosen cards: one action a
        zone, the first in the engine's order (:meth:`_matching` says which actions)."""
        chosen = self._current_cards()
        self.lit = []
        if not chosen:
            return
        by_name = {z.zone: z for z in self.zones}
        for a in self._matching(chosen):
            zone = self.table.zone_of(a)
            if zone in by_name and all(z.zone != zone for z, _ in self.lit):
                self.lit.append((by_name[zone], a))

    def _matching(self, chosen: tuple) -> list:
        """The legal actions that play exactly the cards ``chosen`` (a game whose hand and
        actions name cards differently says so here)."""
        want = sorted(chosen)
        return [a for a in self.legal if a.cards and sorted(a.cards) == want]

    def dragged_keys(self) -> set:
        if self.drag is None or not self.drag["moved"]:
            return set()
        return set(self.drag["keys"])

    def zone_at(self, pos) -> tuple:
        """(DropZone, legal action or None) under ``pos``; lit zones first."""
        for z, a in self.lit:
            if z.rect.collidepoint(pos):
                return z, a
        for z in self.zones:
            if z.rect.collidepoint(pos):
                return z, None
        return None, None

    # -- events -----------------------------------------------------------------------
    @property
    def dragging(self) -> bool:
        """A card is held (pressed, maybe not moved yet), or the click that ended a stuck
        drag is not over yet: the interaction owns the pointer."""
        return self.drag is not None or self.swallow_up

    def handle(self, event: pygame.event.Event) -> Intent | None:
        """What ``event`` means: an intent, :data:`HANDLED`, or None (not the hand's)."""
        if self.drag is not None:
            return self._handle_drag(event)
        if self.swallow_up:
            if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
                self.swallow_up = False
                return HANDLED
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
                return HANDLED
            self.swallow_up = False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.legal or any(r.collidepoint(event.pos) for r in self.table.ctx.blockers):
                return None
            sp = self.table.hand_sprite_at(event.pos)
            if sp is None:
                return None
            sel = self._selected_keys()
            keys = tuple(sel) if sp.key in sel else (sp.key,)
            chosen = tuple(self.table.sprites[k].card for k in keys)
            self.drag = {"cards": chosen, "keys": keys, "key": sp.key, "start": event.pos, "pos": event.pos,
                         "moved": False}
            return HANDLED
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = []
            self.refresh()
            return HANDLED
        if event.type == pygame.MOUSEMOTION:
            self.hover_zone = self.zone_at(event.pos)[0] if self.lit else None
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.selected:
            zone, action = self.zone_at(event.pos)
            if zone is not None:
                return self._play(tuple(self.selected_cards), zone, action)
        return None

    def _handle_drag(self, event: pygame.event.Event) -> Intent:
        """Every event while a drag is live (the scene sends them here first)."""
        drag = self.drag
        assert drag is not None, "handle() sends events here only while a drag is live"
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            if not _left_held(event):       # the button went up where we did not see it
                self.cancel()
                return HANDLED
            drag["pos"] = event.pos
            sx, sy = drag["start"]
            if not drag["moved"] and abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_THRESHOLD:
                drag["moved"] = True
                self._light()
            return HANDLED
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag = None
            if drag["moved"]:
                return self._drop(drag["cards"], event.pos, drag)
            self._toggle(drag["key"] if self._keyed() else self.table.sprites[drag["key"]].card)
            return HANDLED
        if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.cancel()                   # a new press while holding: the old release was lost;
            self.swallow_up = True          # this click only lets go of the card
            return HANDLED
        if kind == pygame.MOUSEBUTTONUP and event.button == 3:
            self.cancel()
            return HANDLED
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return HANDLED
        if kind in _LOST_POINTER or (kind == pygame.WINDOWLEAVE and not pygame.mouse.get_pressed()[0]):
            self.cancel()              # left the window with the button up: the release happened outside
            return HANDLED
        return HANDLED                      # keys, wheel …: nothing else acts while a card is held

    def cancel(self) -> None:
        """End a live drag: the cards slide home from where they are, nothing is played."""
        self.swallow_up = False
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if drag["moved"]:
            self._slide_home(drag, drag["pos"])
        self._light()

    def _slide_home(self, drag: dict, pos) -> None:
        """The dragged cards start their way back from where they were let go."""
        dx, dy = pos[0] - drag["start"][0], pos[1] - drag["start"][1]
        for k in drag["keys"]:
            sp = self.table.sprites.get(k)
            if sp is not None:
                x, y, a = sp.current()
                lift = sp.size[1] * 0.14 if sp.raised else 0
                sp.tween = anim.Tween((x + dx, y + dy - lift, a), (sp.pos[0], sp.pos[1], sp.angle),
                                      max(0.12, anim.BASE_MOVE * 0.8 * self.table.ctx.speed),
                                      0.0, anim.ease_out_cubic)

    def _toggle(self, key) -> None:
        playable = {c for a in self.legal for c in a.cards}
        if key in self.selected:
            self.selected.remove(key)
        elif self.table.sprites[key].card in playable:
            self.selected.append(key)
        self.refresh()

    def _drop(self, chosen: tuple, pos, drag: dict) -> Intent:
        self._slide_home(drag, pos)
        zone, action = self.zone_at(pos)
        if zone is not None and any(r.collidepoint(pos) for r in self.table.ctx.blockers):
            zone = None                  # over a button drawn on the zone: the button is what one sees
        if zone is None:                 # not a target (a button, the felt, a badge): back home
            self.refresh()
            return HANDLED
        return self._play(chosen, zone, action)

    def _play(self, chosen: tuple, zone, action) -> Intent:
        """The intent of playing ``chosen`` on ``zone`` (``action``: the lit legal one)."""
        if action is None:
            action = self.table.action_for_drop(chosen, zone.zone, self.legal)
            if action is None:
                return NotHere()
        return Play(action)

    def played(self) -> None:
        """The controller applied the last intent: the selection is spent."""
        self.selected = []

    def update(self, dt: float) -> None:
        pass

    # -- drawing ------------------------------------------------------------------------
    def draw_zones(self, surface: pygame.Surface) -> None:
        if not self.lit:
            return
        pos = self.drag["pos"] if self.drag else pygame.mouse.get_pos()
        for z, _a in self.lit:
            over = z.rect.collidepoint(pos)
            lit = z.rect.inflate(px(12), px(12))
            s = pygame.Surface(lit.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (120, 240, 140, 70 if over else 35), s.get_rect(), border_radius=px(12))
            pygame.draw.rect(s, (*widgets.LEGAL, 255), s.get_rect(), width=px(4 if over else 2),
                             border_radius=px(12))
            surface.blit(s, lit)
            if z.label:
                widgets.blit_text(surface, z.label, (z.rect.centerx, z.rect.y - px(10)), 15, widgets.LEGAL,
                                  True, anchor="midbottom")

    def draw_drag(self, surface: pygame.Surface) -> None:
        if self.drag is None or not self.drag["moved"]:
            return
        dx = self.drag["pos"][0] - self.drag["start"][0]
        dy = self.drag["pos"][1] - self.drag["start"][1]
        for k in self.drag["keys"]:
            sp = self.table.sprites.get(k)
            if sp is None:
                continue
            x, y, _a = sp.current()
            if sp.raised:
                y -= sp.size[1] * 0.14
            w, h = sp.size
            sh = cards.shadow(w, h)
            surface.blit(sh, sh.get_rect(center=(int(x + dx) + px(6), int(y + dy) + px(10))))
            img = sp.surface()
            surface.blit(img, img.get_rect(center=(int(x + dx), int(y + dy))))


# Events after which the button-up of a live drag may never come.
_LOST_POINTER = {pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN}


def _left_held(event: pygame.event.Event) -> bool:
    """Whether a motion event says the left button is down (events without the field count
    as held: a test or a platform that does not report it)."""
    buttons = getattr(event, "buttons", None)
    return True if not buttons else bool(buttons[0])
