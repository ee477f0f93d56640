"""The Witch durak table (docs/rules.md chapter 2): the Durak table with enchanted cards.

Everything of :class:`~cardtable.ui.tables.durak.DurakTable`, plus: enchanted faces
(:mod:`.witch_durak_faces`) with a tooltip of their power on hover and a legend of the
enchanted ranks; an enchanted eight opens a suit picker when played (WIT-8) and shows
its named suit on the table; the king's choice after a successful defence (WIT-K: the
engine's ``king`` phase, answered with the Reverse / Keep buttons) with a prompt; a
direction marker; "no trump" when an eight was turned up; the queen's lock (WIT-Q).
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine import Action
from cardtable.engine.durak.view import WitchView
from cardtable.ui import assets, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.tables import seats
from cardtable.ui.tables.durak import SUITS, DurakTable
from cardtable.ui.tables.intents import HANDLED, Play
from cardtable.ui.tables.interact import Interaction
from cardtable.ui.tables.witch_durak_faces import (
    FRAME,
    GLYPHS,
    faces_kind,
    named_id,
    split_named,
    target_suit,
)
from cardtable.ui.words import say

RANK_KEY = {6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_LABEL_RU = {11: "В", 12: "Д", 13: "К", 14: "Т"}


def named_suit(action: Action) -> int | None:
    """The suit an enchanted eight is named in ``action`` (WIT-8), else None."""
    if action.kind == "cover":
        return action.arg[1] if isinstance(action.arg, tuple) else None
    return action.arg if isinstance(action.arg, int) else None


def _base_arg(action: Action):
    return action.arg[0] if action.kind == "cover" and isinstance(action.arg, tuple) else (
        action.arg if action.kind == "cover" else None)


class WitchInteraction(Interaction):
    """Drag-and-drop of the Durak table; an enchanted eight's drop opens the suit picker."""

    def refresh(self) -> None:
        super().refresh()
        picker = self.table.picker
        if picker is not None and not all(a in self.legal for a in picker["options"]):
            self.table.picker = None

    def handle(self, event: pygame.event.Event):
        table = self.table
        if table.picker is None or self.drag is not None:
            return super().handle(event)
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_4:
            opts = table.picker["options"]
            k = event.key - pygame.K_1
            if k < len(opts):
                return table.choose_suit(opts[k])
            return HANDLED
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in table.picker_rects():
                if rect.collidepoint(event.pos):
                    # a press that began elsewhere picks nothing (and keeps the picker open)
                    return table.choose_suit(action) if widgets.pressed_on(rect) else HANDLED
            table.picker = None      # a click elsewhere closes the picker
            self.refresh()
            return HANDLED
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                table.picker = None
                self.refresh()
            return HANDLED
        return None

    def _play(self, chosen: tuple, zone, action):
        table = self.table
        if chosen and table.is_enchanted(chosen[0], 8):
            if action is None:
                action = table.action_for_drop(chosen, zone.zone, self.legal)
            if action is not None:
                # WIT-8: the same play with every suit the engine allows — the player names one
                options = [a for a in self.legal if a.kind == action.kind and a.cards == action.cards
                           and _base_arg(a) == _base_arg(action)]
                if len(options) > 1:
                    table.open_picker(options, zone.rect.center)
                    self.refresh()
                    return HANDLED
                if options:
                    action = options[0]
        return super()._play(chosen, zone, action)


class WitchTable(DurakTable):
    """Witch durak: the Durak table with enchanted faces, the eight's picker, the king's prompt."""

    def view(self) -> WitchView:
        view = super().view()
        assert isinstance(view, WitchView), type(view).__name__
        return view

    def __init__(self, scene):
        super().__init__(scene)
        state = scene.match.state
        self.enchanted = frozenset(state.view(scene.viewer).enchanted)
        self.faces_kind = faces_kind(self.enchanted)
        self.interaction = WitchInteraction(self)
        self.picker: dict | None = None
        self.legend_rects: list[tuple[pygame.Rect, int]] = []

    def is_enchanted(self, card: int, rank: int | None = None) -> bool:
        r = split_named(card)[0] // 4 + 6
        return r in self.enchanted and (rank is None or r == rank)

    # -- layout: an eight on the table wears its named suit (WIT-8) ------------------------
    def layout_centre(self, view, places) -> None:
        super().layout_centre(view, places)
        for c, suit in view.named or []:
            pl = places.get(("c", c))
            if pl is not None:
                pl.card = named_id(c, suit)

    # -- the suit picker -------------------------------------------------------------------
    def open_picker(self, options: list[Action], anchor) -> None:
        self.picker = {"options": sorted(options, key=lambda a: named_suit(a) or 0), "anchor": anchor}

    def choose_suit(self, action: Action) -> Play:
        """The picker's choice: the intent to play ``action`` (the scene applies it)."""
        self.picker = None
        return Play(action)

    def picker_rects(self) -> list[tuple[pygame.Rect, Action]]:
        if self.picker is None:
            return []
        opts = self.picker["options"]
        size, gap = max(px(56), int(self.card_h * 0.5)), px(10)
        total = len(opts) * size + (len(opts) - 1) * gap
        x0 = int(self.picker["anchor"][0] - total / 2)
        x0 = max(px(20), min(self.W - total - px(20), x0))
        y = int(self.picker["anchor"][1] - size / 2)
        y = max(px(60), min(self.H - size - px(20), y))
        return [(pygame.Rect(x0 + k * (size + gap), y, size, size), a) for k, a in enumerate(opts)]

    def _draw_picker(self, surface) -> None:
        rects = self.picker_rects()
        if not rects:
            return
        box = rects[0][0].unionall([r for r, _a in rects]).inflate(px(28), px(64)).move(0, -px(16))
        widgets.panel(surface, box, (20, 12, 40, 235), 14)
        pygame.draw.rect(surface, FRAME, box, width=px(3), border_radius=px(14))
        widgets.blit_text(surface, t("witch.pick_suit"), (box.centerx, box.y + px(8)), 16, widgets.INK, True,
                          anchor="midtop")
        mouse = pygame.mouse.get_pos()
        for k, (r, a) in enumerate(rects):
            suit = named_suit(a) or 0
            over = r.collidepoint(mouse)
            pygame.draw.rect(surface, (255, 255, 255) if not over else (255, 245, 200), r, border_radius=px(10))
            pygame.draw.rect(surface, widgets.ACCENT if over else FRAME, r, width=px(3), border_radius=px(10))
            widgets.blit_text(surface, SUITS[suit], r.center, assets.unscaled(int(r.h * 0.62)),
                              cards.suit_colour(suit), anchor="center")
            widgets.blit_text(surface, str(k + 1), (r.right - px(5), r.bottom - px(3)), 12, (90, 90, 90),
                              anchor="bottomright")

    # -- drawing ---------------------------------------------------------------------------
    def draw_centre(self, surface, view) -> None:
        super().draw_centre(surface, view)
        if self.players > 2:
            self._draw_direction(surface, view.direction)
        if view.queen_lock and view.table:
            widgets.text_in_rect(surface, "⊗ " + t("witch.queen_lock"), self.furniture()["queen_lock"], 16,
                                 (215, 175, 255), True, min_size=11)
        self._draw_legend(surface)
        if view.phase == "king":
            self._draw_king_prompt(surface, view)

    def draw_labels(self, surface, view) -> None:
        super().draw_labels(surface, view)
        if view.trump_suit is None and view.trump_card is not None:
            self.label(surface, t("witch.no_trump"), self.trump_label_rect(), 17, widgets.ACCENT, lines=1)

    def under_piles_h(self) -> int:
        return px(46)

    def furniture(self) -> dict[str, pygame.Rect]:
        """The piles (Durak's), the direction under the discard pile, the queen's lock under
        the stock, the legend of enchanted ranks in the top band."""
        out = super().furniture()
        d = self.discard_block
        out["direction"] = pygame.Rect(d.x, self.discard_label_rect.bottom + px(2), d.w, px(44))
        s = self.stock_label_rect
        out["queen_lock"] = pygame.Rect(s.x, s.bottom + px(2), s.w, px(44))
        return out

    def legend_size(self, size) -> tuple[int, int]:
        """The enchanted ranks' chips (and their title when there is room) in the top band."""
        chips = sum(assets.text(self.rank_label(r) + GLYPHS[r], 14, FRAME, True).get_width() + px(14)
                    for r in self.enchanted)
        title = assets.text(t("witch.legend"), 15, widgets.INK, True).get_width() + px(8)
        room = size[0] - px(seats.CORNER_W) - px(16) - px(12) - px(8)
        return min(room, chips + title), px(26)

    def _draw_direction(self, surface, direction: int) -> None:
        """Under the discard pile: a circular arrow, clockwise (left = next) or reversed
        (WIT-K), and the words."""
        box = self.furniture()["direction"]
        rad = px(10)
        cx, cy = box.x + rad + px(3), box.centery
        col = (235, 235, 210) if direction > 0 else (215, 175, 255)
        pts = []
        for k in range(29):
            a = math.radians(-60 + k * 10)      # screen angles grow clockwise (y points down)
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        if direction < 0:
            pts.reverse()
        pygame.draw.lines(surface, col, False, pts, px(3))
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        ang = math.atan2(y2 - y1, x2 - x1)
        tip = px(6)
        head = [(x2 + tip * math.cos(ang), y2 + tip * math.sin(ang)),
                (x2 - tip * math.cos(ang - 1.2), y2 - tip * math.sin(ang - 1.2)),
                (x2 - tip * math.cos(ang + 1.2), y2 - tip * math.sin(ang + 1.2))]
        pygame.draw.polygon(surface, col, head)
        text = pygame.Rect(cx + rad + px(8), box.y, box.right - cx - rad - px(8), box.h)
        widgets.text_in_rect(surface, t("witch.dir.cw" if direction > 0 else "witch.dir.ccw"), text, 14, col, True,
                             min_size=10)

    def legend_box(self) -> pygame.Rect:
        """The legend's place in the top band (seats.py keeps it free)."""
        return self.legend_place()

    def rank_label(self, rank: int) -> str:
        return t(f"opt.witch_durak.enchanted_ranks.{RANK_KEY[rank]}")

    def _draw_legend(self, surface) -> None:
        """The enchanted ranks with their glyphs, top left; hovering one explains it."""
        box = self.legend_box()
        x, y = box.x, box.y
        size = 14
        while True:         # the chips fit the top band (smaller letters for many ranks)
            imgs = [(rank, assets.text(self.rank_label(rank) + GLYPHS[rank], size, FRAME, True))
                    for rank in sorted(self.enchanted)]
            chips_w = sum(img.get_width() + px(14) for _r, img in imgs)
            if chips_w <= box.w or size <= 10:
                break
            size -= 1
        title = assets.text(t("witch.legend"), 15, widgets.INK, True)
        if title.get_width() + px(8) + chips_w <= box.w:     # the title gives way first
            surface.blit(title, (x, y + px(3)))
            x += title.get_width() + px(8)
        self.legend_rects = []
        for rank, img in imgs:
            chip = pygame.Rect(x, y, img.get_width() + px(10), px(24))
            pygame.draw.rect(surface, (243, 236, 255), chip, border_radius=px(12))
            pygame.draw.rect(surface, FRAME, chip, width=px(2), border_radius=px(12))
            surface.blit(img, img.get_rect(center=chip.center))
            self.legend_rects.append((chip, rank))
            x = chip.right + px(4)

    def _draw_king_prompt(self, surface, view) -> None:
        p = view.to_act
        if p == self.viewer and self.scene.human_actions():
            head = t("witch.you.king")
        else:
            head = say("witch.they.king", self.person(p)) if p is not None else ""
        d = view.direction
        now, other = ("witch.dir.cw", "witch.dir.ccw") if d > 0 else ("witch.dir.ccw", "witch.dir.cw")
        sub = t("witch.king.now", dir=t(now), other=t(other))
        box = pygame.Rect(0, 0, self.pairs_rect.w, px(84))
        box.center = self.pairs_rect.center
        widgets.panel(surface, box, (20, 12, 40, 230), 14)
        pygame.draw.rect(surface, FRAME, box, width=px(3), border_radius=px(14))
        widgets.fit_text(surface, "⟲ " + head, (box.x + px(16), box.y + px(28)), box.w - px(32), 18, widgets.INK,
                         True)
        widgets.fit_text(surface, sub, (box.x + px(16), box.y + px(60)), box.w - px(32), 15, widgets.MUTED)

    def draw_top(self, surface) -> None:
        super().draw_top(surface)
        self._draw_picker(surface)
        if self.interaction.drag is None and self.picker is None:
            tip = self.tooltip_at(pygame.mouse.get_pos())
            if tip:
                self._draw_tooltip(surface, tip, pygame.mouse.get_pos())

    # -- tooltips --------------------------------------------------------------------------
    def card_tip(self, card: int) -> str | None:
        """The power of an enchanted card (or None), with its suits filled in."""
        real, named = split_named(card)
        rank, suit = real // 4 + 6, real % 4
        if rank not in self.enchanted:
            return None
        hit = target_suit(real)
        if rank == 8 and named is not None:
            return t("witch.tip.8.named", named=SUITS[named])
        return t(f"witch.tip.{RANK_KEY[rank]}", suit=SUITS[suit],
                 target=SUITS[hit] if hit is not None else "")

    def tooltip_at(self, pos) -> str | None:
        for chip, rank in self.legend_rects:
            if chip.collidepoint(pos):
                return t(f"witch.short.{RANK_KEY[rank]}") + "\n" + t("witch.legend.hint")
        best = None
        for sp in self.sprites.values():
            if sp.card is None or not sp.face_up or sp.moving:
                continue
            rect = sp.rect().move(0, -int(sp.size[1] * 0.14) if sp.raised else 0)
            if rect.collidepoint(pos) and (best is None or sp.z > best.z):
                best = sp
        return self.card_tip(best.card) if best is not None and best.card is not None else None

    def _draw_tooltip(self, surface, text: str, pos) -> None:
        width = px(360)
        lines = [ln for para in text.split("\n") for ln in assets.wrap(para, 15, width)]
        step = px(20)
        h = px(12) + step * len(lines)
        w = max(assets.font(15).size(ln)[0] for ln in lines) + px(24)
        box = pygame.Rect(pos[0] + px(16), pos[1] + px(18), w, h)
        if box.right > self.W - px(8):
            box.right = pos[0] - px(12)
        if box.bottom > self.H - px(8):
            box.bottom = pos[1] - px(12)
        widgets.panel(surface, box, (25, 15, 45, 240), 10)
        pygame.draw.rect(surface, FRAME, box, width=px(2), border_radius=px(10))
        for i, ln in enumerate(lines):
            widgets.blit_text(surface, ln, (box.x + px(12), box.y + px(6) + step * i), 15, widgets.INK)

    # -- interaction -----------------------------------------------------------------------
    def action_for_drop(self, cards_, zone, legal) -> Action | None:
        action = super().action_for_drop(cards_, zone, legal)
        if action is None or not cards_ or not self.is_enchanted(cards_[0], 8) or named_suit(action) is not None:
            return action
        # an eight's play carries a name; the first allowed one lets the engine explain a refusal
        trump = self.view().trump_suit
        name = next(s for s in range(4) if s != trump)
        arg = (action.arg[0], name) if action.kind == "cover" else name
        return Action(action.player, action.kind, action.cards, arg)

    # -- texts -----------------------------------------------------------------------------
    def status_text(self, view) -> str:
        if view.phase == "king":
            p = view.to_act
            if p == self.viewer and self.scene.human_actions():
                return t("witch.you.king")
            return say("witch.they.king", self.person(p)) if p is not None else ""
        return super().status_text(view)

    def event_message(self, ev) -> str | None:
        who = self.person(ev.player) if ev.player is not None else None
        info = ev.info or {}
        if ev.kind == "direction":
            if info.get("reversed"):
                d = t("witch.dir.cw" if info.get("direction", 1) > 0 else "witch.dir.ccw")
                return say("witch.msg.reversed", who, dir=d)
            return say("witch.msg.kept", who)
        if ev.kind == "name" and ev.player != self.viewer:
            card = cards.faces_for("french36").name(ev.card)
            return say("witch.msg.named", who, card=card, suit=SUITS[info.get("suit", 0)])
        return super().event_message(ev)


TABLE = WitchTable
