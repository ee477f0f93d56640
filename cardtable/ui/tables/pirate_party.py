"""The Pirate Party table (docs/rules.md chapter 5): stock and discard pile in the middle, the
called colour as a ring and a label around the pile, a direction arrow, the pending
Draw Two / Draw Four count, silence, and 2–10 seats.

Playing: drag a card onto the pile (or select it and click the pile); a black card opens the
colour chooser (:mod:`.chooser`, PIR-10) and is played with the colour picked there; with
two cards in hand press the big "All hands on deck!" button first (PIR-12).  Catch!, Challenge!,
Take, Draw, the 7's swap targets and the 5's exchange (drag a card onto a player's badge) come
from the engine's legal actions. AI seats react out of turn (catch, jump in) after a human-like
delay that depends on their level (:mod:`.pirate_reactions`); the input itself is :mod:`.pirate_input`.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine import Action
from cardtable.engine.pirate import match_target
from cardtable.engine.pirate.actions import PirateAction
from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, FACE, card_str
from cardtable.engine.pirate.view import PirateView
from cardtable.engine.zone import DISCARD, STOCK
from cardtable.ui import assets, colour_marks, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t, tn
from cardtable.ui.tables.base import DropZone, Place, TableView
from cardtable.ui.tables.chooser import Chooser, Option
from cardtable.ui.tables.pirate_faces import COLOUR_RGB, FACE_OF, FACES, PhysicalIds
from cardtable.ui.tables.pirate_input import PirateInteraction, calls
from cardtable.ui.tables.pirate_reactions import OutOfTurnReactions
from cardtable.ui.tables.pirate_words import actor, card_words, face_words, outcome_variants, take_variants
from cardtable.ui.words import NBSP, say

__all__ = ["PirateTable", "TABLE", "FACES"]

NO_COLOUR = (120, 140, 130)      # the ring before the first card lies on the pile
SHOWN = 5                      # discard cards drawn as sprites


class PirateTable(OutOfTurnReactions, TableView):
    faces_kind = "pirate"
    deck = tuple(range(108))

    def view(self) -> PirateView:
        view = super().view()
        assert isinstance(view, PirateView), type(view).__name__
        return view

    def __init__(self, scene):
        super().__init__(scene)
        self.interaction = PirateInteraction(self)
        self.ids = PhysicalIds(SHOWN)
        self.call_armed = False
        self.call_rect: pygame.Rect | None = None
        # the cards people drew, for their own log (PIR-6): (deal, history index) -> (drawer, card)
        self.draws_seen: dict[tuple[int, int], tuple[int, str]] = {}

    # -- geometry -------------------------------------------------------------------------
    max_buttons = 4        # take / challenge / catch, and "All hands on deck!" on top

    def centre_need(self, size) -> tuple[int, int]:
        h = int(size[1] * 0.165)
        return int(h * 3.4), int(h * 1.25) + 60

    def setup_geometry(self, size) -> None:
        """The stock left of the discard pile; the called colour as a ring round the pile with
        its name on a dark plate above, the direction as an arrow hugging the ring."""
        super().setup_geometry(size)
        c = self.centre_rect
        h, w = self.card_h, self.card_w
        above = px(30) + px(28)                      # the colour plate, the silence line
        ring = int(min(h * 0.78, (c.h - above - px(8)) / 2, c.w / 4.4))
        self.ring = ring
        cy = c.y + above + ring + max(0, (c.h - above - 2 * ring) // 2 - px(4))
        group = w + px(24) + 2 * ring + px(20)
        x0 = c.centerx - group // 2
        self.stock_pos = (x0 + w // 2, cy)
        self.discard_pos = (x0 + w + px(24) + ring, cy)
        self.table_rect = pygame.Rect(0, 0, 2 * ring, 2 * ring)
        self.table_rect.center = self.discard_pos
        self.call_rect = self.lay.button_rects(self.max_buttons, assets.scale())[-1]

    def furniture(self) -> dict[str, pygame.Rect]:
        x, y = self.discard_pos
        r = self.ring                                # the ring, the direction arrow on its right
        ring = pygame.Rect(x - r, y - r, 2 * r + px(22), 2 * r)
        stock = pygame.Rect(0, 0, self.card_w + px(10), self.card_h + px(10))
        stock.center = self.stock_pos
        label = pygame.Rect(0, stock.bottom, px(100), px(24))
        label.centerx = stock.centerx
        plate = self.colour_plate_rect()
        silence = plate.move(0, -px(28))
        return {"stock": stock, "stock_label": label, "ring": ring, "colour": plate, "silence": silence}

    def colour_plate_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, px(200), px(28))
        r.midbottom = (self.discard_pos[0], self.discard_pos[1] - self.ring - px(4))
        return r

    def zone_pos(self, zone):
        if zone == STOCK:
            return self.stock_pos
        if zone == DISCARD:
            return self.discard_pos
        return super().zone_pos(zone)

    def zone_face_up(self, zone) -> bool:
        if zone == DISCARD:
            return True
        return super().zone_face_up(zone)

    # -- physical ids: every sprite its own card (pirate_faces.PhysicalIds) -------------
    def sync(self, events=(), *, instant: bool = False) -> None:
        self.geometry(self.ctx.size)
        self._remember_draw(events)
        super().sync(self.ids.assign(self.view(), list(events), self.viewer), instant=instant)

    def _remember_draw(self, events) -> None:
        """After a person's "draw" (PIR-6), which card he drew: his log names it to him, and
        only to him (the history is public and says "draws a card")."""
        m = self.ctx.match
        hist = m.state.history          # Actions here, their texts at a network table
        if not hist or str(hist[-1]).partition(" ")[0].partition(":")[2] != "draw":
            return
        p = actor(str(hist[-1]))
        if p is None:
            return
        got = [ev.card for ev in events if ev.kind == "move" and ev.src == STOCK and ev.player == p
               and ev.card is not None]
        if got and m.seats[p].is_human:
            self.draws_seen[(m.deal_no, len(hist) - 1)] = (p, card_str(got[-1]))

    # -- layout -----------------------------------------------------------------------------
    def hand_order(self, view, hand):
        return sorted(hand, key=lambda x: (COLOUR[FACE_OF[x]], FACE[FACE_OF[x]], x))

    def layout_hand(self, view, places) -> None:
        hand = self.hand_order(view, self.ids.hand)
        n = len(hand)
        if not n:
            return
        w = self.card_w
        room = self.lay.hand.w - 2      # whole pixels stay inside the hand's rect
        step = min(w * 0.92, (room - w) / max(1, n - 1))
        x0 = self.W / 2 - step * (n - 1) / 2
        hidden = self.scene.hand_hidden()
        for i, c in enumerate(hand):
            off = (i - (n - 1) / 2) / max(1, n)
            places[("c", c)] = Place((x0 + i * step, self.hand_y + abs(off) * 10), c, not hidden,
                                     0.0, 100 + i, hand=not hidden)

    def layout_centre(self, view, places) -> None:
        x0, y0 = self.discard_pos
        for i, c in enumerate(self.ids.discard):
            a = ((c * 37 + i * 11) % 25) - 12
            dx = ((c * 13) % 9) - 4
            places[("c", c)] = Place((x0 + dx, y0 + ((c * 7) % 7) - 3), c, True, float(a), 50 + i)

    # -- drawing -------------------------------------------------------------------------
    def draw_centre(self, surface, view) -> None:
        stock = view.stock_size
        self.draw_pile(surface, self.stock_pos, stock)
        fur = self.furniture()
        widgets.text_in_rect(surface, t("pirate.stock", n=stock), fur["stock_label"], 15, widgets.INK, True,
                             lines=1)
        colour = self.shown_colour(view)
        rgb = COLOUR_RGB[COLOURS.index(colour)] if colour else NO_COLOUR
        x, y = self.discard_pos
        pygame.draw.circle(surface, rgb, (x, y), self.ring, width=max(6, self.card_h // 14))
        if colour:
            self._draw_colour_plate(surface, colour)
        self._draw_arrow(surface, view.direction)
        if view.pending:
            widgets.blit_text(surface, t("pirate.pending", n=view.pending),
                              (int(x + self.ring * 0.72), int(y + self.ring * 0.72)), 30, widgets.DANGER, True,
                              anchor="center")
        if view.silent:  # PIR-19
            widgets.text_in_rect(surface, t("pirate.silence"), fur["silence"], 18, widgets.ACCENT, True, lines=1)
        self._draw_call_button(surface)

    def shown_colour(self, view) -> str | None:
        """The colour the ring and its plate show: the one in force, once a card lies on the
        pile — while the deal's first card is still on its way there, none (seen at ten
        players: «Цвет: жёлтый» over an empty pile for the whole deal)."""
        pile = [self.sprites.get(("c", c)) for c in self.ids.discard]
        if not any(sp is not None and not sp.moving for sp in pile):
            return None
        return view.colour

    def _draw_colour_plate(self, surface, colour: str) -> None:
        """The called colour, readable on the felt: light text on a dark plate with a disc of
        the colour."""
        i = COLOURS.index(colour)
        plate = self.colour_plate_rect()
        text = t("pirate.colour", colour=t(f"pirate.colour.{colour}"))
        img = assets.text(text, 17, widgets.INK, True)
        d = plate.h - px(8)
        width = min(plate.w, img.get_width() + d + px(22))
        box = pygame.Rect(0, 0, width, plate.h)
        box.center = plate.center
        widgets.panel(surface, box, (8, 20, 16, 235), 10)
        pygame.draw.rect(surface, COLOUR_RGB[i], box, width=px(2), border_radius=px(10))
        pygame.draw.circle(surface, COLOUR_RGB[i], (box.x + px(8) + d // 2, box.centery), d // 2)
        pygame.draw.circle(surface, (245, 245, 240), (box.x + px(8) + d // 2, box.centery), d // 2, px(1))
        if colour_marks.on():
            colour_marks.draw_shape(surface, i, (box.x + px(8) + d // 2, box.centery), d * 0.3)
        widgets.text_in_rect(surface, text, pygame.Rect(box.x + d + px(12), box.y, box.w - d - px(16), box.h), 17,
                             widgets.INK, True, lines=1)

    def _draw_arrow(self, surface, direction: int) -> None:
        """Clockwise (left = next) or counter-clockwise: an arrow round the ring's right side."""
        cx, cy = self.discard_pos
        rad = self.ring + px(12)
        pts = []
        steps = 24
        for k in range(steps + 1):
            a = math.radians(-50 + k * 100 / steps)  # over the ring's right side
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        if direction < 0:
            pts.reverse()
        col = (235, 235, 210)
        pygame.draw.lines(surface, col, False, pts, px(3))
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        ang = math.atan2(y2 - y1, x2 - x1)
        size = px(12)
        head = [(x2 + size * 0.4 * math.cos(ang), y2 + size * 0.4 * math.sin(ang)),
                (x2 - size * math.cos(ang - 0.5), y2 - size * math.sin(ang - 0.5)),
                (x2 - size * math.cos(ang + 0.5), y2 - size * math.sin(ang + 0.5))]
        pygame.draw.polygon(surface, col, head)

    def _draw_call_button(self, surface) -> None:
        legal = self.scene.human_actions()
        if not any(calls(a) for a in legal):
            return
        r = self.call_rect
        assert r is not None, "setup_geometry() places the call button before the table is drawn"
        armed = self.call_armed
        widgets.panel(surface, r, (200, 40, 40, 240) if armed else (120, 25, 25, 220), 12)
        pygame.draw.rect(surface, widgets.ACCENT, r, width=px(4 if armed else 2), border_radius=px(12))
        widgets.text_in_rect(surface, t("pirate.call_armed" if armed else "pirate.call"), r.inflate(-px(12), 0),
                             19, widgets.INK, True)

    # -- the colour chooser (PIR-10) -------------------------------------------------------------
    def open_colour_chooser(self, card: int, action: Action) -> bool:
        """Open the chooser for a black ``card`` played as ``action`` (any colour); False when
        the engine allows no colour for it (then the play is refused as usual)."""
        face = FACE_OF[card]
        bang = calls(action)
        options = {}
        for a in self.ctx.legal:
            if a.kind == action.kind and a.cards == (face,) and isinstance(a.arg, str) and calls(a) == bang:
                options[a.arg[0]] = a
        if not options:
            return False
        dark = (40, 30, 0)          # on yellow; white on the others
        opts = [Option(t(f"pirate.colour.{col}").capitalize(), options[col], COLOUR_RGB[i],
                       dark if col == "y" else (255, 255, 255))
                for i, col in enumerate(COLOURS) if col in options]
        self.chooser = Chooser(t("pirate.choose_colour"), opts, hint=t("pirate.choose_hint"))
        self.interaction.selected = [k for k, sp in self.sprites.items() if sp.card == card][:1]
        self.interaction.refresh()
        return True

    # -- interaction ------------------------------------------------------------------------
    def drop_zones(self, view) -> list[DropZone]:
        zones = [DropZone("discard", self.table_rect.copy(), t("pirate.zone.discard"))]
        phase = view.phase
        ex = view.exchange
        for p in range(self.players):
            if p == self.viewer:
                continue
            r = self.seat_rect(p)
            if phase == "five":
                zones.append(DropZone(f"seat:{p}", r, t("pirate.zone.exchange")))
            elif phase == "give" and ex and ex.get("from") == p:
                zones.append(DropZone(f"seat:{p}", r, t("pirate.zone.give")))
        return zones

    def zone_of(self, action: Action) -> str | None:
        if action.kind in ("play", "jump"):
            return "discard"            # a black card too: its colour is chosen after the drop
        if action.kind == "exchange":
            return f"seat:{action.arg}"
        if action.kind == "give":
            ex = self.view().exchange or {}
            return f"seat:{ex.get('from')}"
        return None

    def action_for_drop(self, cards_, zone, legal) -> Action | None:
        """The (maybe illegal) play a drop means: the engine says why not, or with the
        option ``penalties`` counts the attempt (PIR-13)."""
        if not cards_:
            return None
        face = FACE_OF[cards_[0]]
        me = self.viewer
        if zone.startswith("seat:"):
            kind = "give" if self.view().phase == "give" else "exchange"
            return PirateAction(me, kind, (face,), None if kind == "give" else int(zone[5:]))
        bang = "!" if self.call_armed else ""
        colour = ""
        kind = "play" if self.view().to_act == me else "jump"
        return PirateAction(me, kind, (face,), (colour + bang) or None)

    def button_label(self, action: Action) -> str:
        view = self.view()
        name = self.scene.seat_name
        k = action.kind
        if k == "take":
            if view.phase == "skipped":
                return t("action.pirate_party.skip")
            return t("action.pirate_party.take", n=view.pending)
        if k == "pass" and view.phase == "drawn":
            return t("action.pirate_party.keep_drawn")
        if k in ("catch", "swap"):
            return t(f"action.pirate_party.{k}", name=name(action.arg))
        return super().button_label(action)

    # -- the 7's swap, busy while a reaction is planned -------------------------------------
    def busy(self) -> bool:
        return super().busy() or self._plan is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        self._offer_swap()

    # Space / the highlighted button: the safe answer, never a gamble or an accusation —
    # facing a +4, "Take 4" rather than "Challenge!" (PIR-11); a drawn card: keep it (PIR-6)
    SAFETY = {"take": 0, "pass": 1, "keep": 1, "draw": 2, "catch": 8, "challenge": 9}

    def main_action(self, legal: list[Action]) -> Action | None:
        buttons = self.button_actions(legal)
        return min(buttons, key=lambda a: self.SAFETY.get(a.kind, 5)) if buttons else None

    def button_actions(self, legal: list[Action]) -> list[Action]:
        """Buttons for the actions without cards — except the 7's swaps: a chooser asks whom."""
        return [a for a in legal if not a.cards and a.kind != "swap"]

    def _offer_swap(self) -> None:
        """PIR-17: the human who laid a 7 picks whose hand to take in a chooser of the players
        (it cannot be cancelled: the swap is not optional)."""
        if self.chooser is not None or self.animating():
            return
        swaps = [a for a in self.ctx.legal if a.kind == "swap"]
        if not swaps:
            return
        sizes = self.view().hand_sizes or []
        name = self.ctx.seat_name
        opts = [Option(f"{name(a.arg)}\n{tn('seat.cards', sizes[a.arg] if a.arg < len(sizes) else 0)}", a)
                for a in sorted(swaps, key=lambda a: (a.arg - self.viewer) % self.players)]
        self.chooser = Chooser(t("pirate.choose_swap"), opts, cancellable=False, hint=t("pirate.choose_swap_hint"))

    # -- texts ------------------------------------------------------------------------------
    def seat_role(self, view, p: int) -> str:
        who = self.person(p)
        if view.phase == "over":
            return say("pirate.role.out", who) if view.winner == p else ""
        if view.catchable == p:
            return say("pirate.role.caught", who)
        history = view.history or []
        if history and str(history[-1]).startswith(f"{p}:jump"):   # PIR-15: whose turn it took
            return say("pirate.role.jumped", who)
        if p == view.dealer and not view.history:
            return say("pirate.role.dealer", who)
        return ""

    def status_text(self, view) -> str:
        p = view.to_act
        if p is None:
            return ""
        phase = view.phase
        c = view.colour
        colour = t(f"pirate.colour.{c}")
        forms = {"card": t(f"pirate.colour_card.{c}"), "with_": t(f"pirate.colour_with.{c}")}   # «красная карта», «красной»
        n = view.pending
        forms["cards"] = tn("seat.cards", n)                 # «Возьмите 4 карты», not «Возьмите 4!»
        top = view.top
        if p == self.viewer and self.scene.human_actions():
            if phase == "pending" and top == 53:
                return t("pirate.you.pending4", n=n, colour=colour, **forms)
            ex = view.exchange or {}
            name = self.scene.seat_name(ex["from"]) if ex.get("from") is not None else ""
            if phase == "turn" and (top is None or COLOUR[top] == BLACK):
                return t("pirate.you.turn_black", colour=colour, **forms)
            if phase == "drawn" and view.drawn is not None:    # PIR-6: name it, say if it may go
                drawn = card_words(card_str(view.drawn))
                can_lay = any(a.kind == "play" for a in self.scene.human_actions())
                return t("pirate.you.drawn" if can_lay else "pirate.you.drawn_keep", card=drawn)
            face = face_words(top) if top is not None else ""
            return t(f"pirate.you.{phase}", colour=colour, face=face, a_face=words.a_or_an(face), n=n,
                     name=name, **forms)
        return say(f"pirate.they.{phase}", self.person(p), n=n, cards=forms["cards"])

    def event_message(self, ev) -> str | None:
        who = self.person
        info = ev.info or {}
        if ev.kind == "say":
            what = info.get("say")
            if what == "all_hands":
                return say("pirate.msg.call", who(ev.player))
            if what == "catch":
                return say("pirate.msg.catch", who(ev.player), who(info["target"]))
            if what == "challenge":
                key = "pirate.msg.bluff" if info.get("bluff") else "pirate.msg.honest"
                return say(key, who(ev.player), who(info["target"]))
            if what == "jump":
                return say("pirate.msg.jump", who(ev.player))
            if what == "misplay":
                return say("pirate.msg.misplay", who(ev.player))
        if ev.kind == "colour":
            return say("pirate.msg.colour", who(ev.player), colour=t(f"pirate.colour.{info['colour']}"))
        if ev.kind == "move" and info.get("penalty") == "silence":
            return say("pirate.msg.silence", who(ev.player))
        return None

    def message_moves(self, ev) -> int | None:
        """"Dasha calls yellow" is stale once the next card lies on the wild (the plate over
        the pile shows the colour in force); seen at ten players, still up two moves later."""
        return 1 if ev.kind == "colour" else None

    def log_cards(self, kind: str, text: str) -> str:
        """Cards in the log in words: "R5" -> "red 5", "W r" -> "Wild, calling red"."""
        return card_words(text)

    def log_variants(self, history: list[str]) -> list[str | None]:
        """A "take" in the log says what was taken: a Skip's lost turn or the penalty cards."""
        # the deal's starter (PIR-4): a Draw Two or Skip there is taken with no card laid
        starter = next((card_str(e.card) for e in self.ctx.match.initial_events
                        if e.kind == "move" and e.card is not None and (e.info or {}).get("starter")), "")
        options = self.scene.match.options
        stacking = bool(options.get("stacking"))
        m = self.ctx.match
        own = {i: card for (deal, i), (p, card) in self.draws_seen.items()
               if deal == m.deal_no and p == self.viewer and i < len(history) and history[i] == f"{p}:draw"}
        return outcome_variants(history, take_variants(history, stacking, starter), stacking=stacking,
                                starter=starter, seven_zero=bool(options.get("seven_zero")),
                                to_act=self.view().to_act, own_draws=own)

    def event_sound(self, ev) -> str | None:
        if ev.kind != "move":
            return "win" if ev.kind == "deal_end" else None
        if ev.src == STOCK:
            return "deal"
        if ev.dst == STOCK:
            return "shuffle"
        return "play" if ev.dst == DISCARD else "take"

    def result_lines(self, result) -> list[str]:
        if result is None:
            return []
        who = self.person
        notes = result.notes or {}
        mode = notes.get("scoring", "collect")
        pts = notes.get("hand_points") or []
        w = result.winners[0] if result.winners else None
        lines = [say("pirate.result.out", who(w))] if w is not None else []
        if mode == "collect" and w is not None:
            points = tn("pirate.points", (result.scores or [0] * (w + 1))[w])
            lines.append(say("pirate.result.collect", who(w), points=points))
        others = [p for p in result.order if p != w]
        # a name and its points never part at the end of a line ("Игрок / 5 103"): no-break spaces
        lines.append(t("pirate.result.points", list=", ".join(
            f"{words.names([who(p)])} {pts[p]}".replace(" ", NBSP) for p in others if p < len(pts))))
        if mode == "captain" and w is not None and result.losers:
            lines.append(say("pirate.result.captain", who(w), who(result.losers[0])))
        return lines

    def deal_cell(self, deal: dict, p: int) -> str:
        notes = deal.get("notes") or {}
        if notes.get("scoring") == "captain":
            if p in (deal.get("winners") or []):
                return "★"
            return "●" if p in (deal.get("losers") or []) else ""
        return super().deal_cell(deal, p)

    def target(self) -> tuple[str, int]:
        """The match's scoring mode and the total that ends it (PIR-3; option ``target``, 0 =
        500 to collect, 200 of penalty), as the sheet and the strip say it."""
        return match_target(self.scene.match.options)

    def total_label(self) -> str:
        mode, target = self.target()
        return t(f"pirate.total.{mode}", target=target)

    def score_meaning(self) -> str:
        mode, target = self.target()
        return t(f"pirate.score.{mode}", target=target)


TABLE = PirateTable
