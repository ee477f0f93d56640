"""Drag-and-drop and click-to-play for the viewer's hand.

The engine decides everything: while the human may act, the cards that appear in some
legal action are raised; dragging (or selecting) cards lights the drop zones of the legal
actions that play exactly those cards; a drop on a lit zone applies that action; a drop
elsewhere asks the table what it would mean and lets the engine refuse it with a reason
(GEN-3), and the cards slide back.
"""

from __future__ import annotations

import pygame

from cardtable.ui import anim, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t

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

    # -- state ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the human's legal actions and the drop zones (after every change)."""
        table = self.table
        self.legal = table.scene.human_actions()
        playable = {c for a in self.legal for c in a.cards}
        hand = {k for k, sp in table.sprites.items() if sp.extra.get("hand")}
        self.selected = [k for k in self.selected if k in hand and table.sprites[k].card in playable]
        for sp in table.sprites.values():
            if sp.extra.get("hand"):
                sp.raised = sp.card in playable
                sp.glow = widgets.ACCENT if sp.key in self.selected else None
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
        chosen = self._current_cards()
        self.lit = []
        if not chosen:
            return
        want = sorted(chosen)
        by_name = {z.zone: z for z in self.zones}
        for a in self.legal:
            if a.cards and sorted(a.cards) == want:
                zone = self.table.zone_of(a)
                if zone in by_name and all(z.zone != zone for z, _ in self.lit):
                    self.lit.append((by_name[zone], a))

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
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.legal:
                return False
            sp = self.table.hand_sprite_at(event.pos)
            if sp is None:
                return False
            sel = self._selected_keys()
            keys = tuple(sel) if sp.key in sel else (sp.key,)
            chosen = tuple(self.table.sprites[k].card for k in keys)
            self.drag = {"cards": chosen, "keys": keys, "key": sp.key, "start": event.pos, "pos": event.pos,
                         "moved": False}
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = []
            self.refresh()
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.drag is not None:
                self.drag["pos"] = event.pos
                sx, sy = self.drag["start"]
                if not self.drag["moved"] and abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_THRESHOLD:
                    self.drag["moved"] = True
                    self._light()
                return True
            self.hover_zone = self.zone_at(event.pos)[0] if self.lit else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                drag, self.drag = self.drag, None
                if drag["moved"]:
                    self._drop(drag["cards"], event.pos, drag)
                else:
                    self._toggle(drag["key"] if self._keyed() else self.table.sprites[drag["key"]].card)
                return True
            if self.selected:
                zone, action = self.zone_at(event.pos)
                if zone is not None:
                    self._play(tuple(self.selected_cards), zone, action)
                    return True
        return False

    def _toggle(self, key) -> None:
        playable = {c for a in self.legal for c in a.cards}
        if key in self.selected:
            self.selected.remove(key)
        elif self.table.sprites[key].card in playable:
            self.selected.append(key)
        self.refresh()

    def _drop(self, chosen: tuple, pos, drag: dict) -> None:
        # the dragged cards start their way back from where they were let go
        dx, dy = pos[0] - drag["start"][0], pos[1] - drag["start"][1]
        for k in drag["keys"]:
            sp = self.table.sprites.get(k)
            if sp is not None:
                x, y, a = sp.current()
                lift = sp.size[1] * 0.14 if sp.raised else 0
                sp.tween = anim.Tween((x + dx, y + dy - lift, a), (sp.pos[0], sp.pos[1], sp.angle),
                                      max(0.12, anim.BASE_MOVE * 0.8 * self.table.scene.speed_factor()),
                                      0.0, anim.ease_out_cubic)
        zone, action = self.zone_at(pos)
        if zone is None:
            self.refresh()
            return
        self._play(chosen, zone, action)

    def _play(self, chosen: tuple, zone, action) -> None:
        scene = self.table.scene
        if action is None:
            action = self.table.action_for_drop(chosen, zone.zone, self.legal)
            if action is None:
                scene.toast(t("table.not_here"), error=True)
                self.refresh()
                return
        if scene.try_apply(action):
            self.selected = []
        self.refresh()

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
