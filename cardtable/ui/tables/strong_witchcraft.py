"""The Strong Witchcraft table (RULES.md chapter 3).

It reuses the Durak table (stock, discard pile, attack/cover pairs) and adds: the spell
faces (:mod:`.strong_witchcraft_faces`), a seniority wheel in the top-left corner that
lights the arrows of the card being dragged or selected (green: the schools it beats,
red: the schools that beat it; SW-2), each player's laid Strong Witchcrafts in front of
him (SW-12), a transfer spot while the lead may be transferred (SW-6), and a button per
Strong Witchcraft in hand at the start of the turn.  Identical copies share one card
number, so visible cards use ``card_key``.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine.witchcraft import SWAction
from cardtable.engine.witchcraft.cards import SENIOR_TO
from cardtable.ui import assets, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import get_language, t
from cardtable.ui.tables.base import DropZone, Place
from cardtable.ui.tables.durak import DurakTable
from cardtable.ui.tables.strong_witchcraft_faces import FACES, SCHOOL_RGB, SYMBOLS, ink_on

__all__ = ["StrongWitchcraftTable", "TABLE", "FACES"]

BEAT_RGB = (120, 240, 140)
BEATEN_RGB = (240, 90, 80)


class StrongWitchcraftTable(DurakTable):
    faces_kind = FACES.kind
    deck = tuple(range(21))

    # -- geometry -------------------------------------------------------------------------
    def setup_geometry(self, size) -> None:
        super().setup_geometry(size)
        W, H = self.W, self.H
        self.wheel_r = int(H * (0.085 if self.players <= 4 else 0.055))
        self.wheel_c = (int(W * 0.015 + self.wheel_r * 1.35), int(H * 0.02 + self.wheel_r * 1.3))
        self.laid_h = int(self.small_h * 0.85)
        self.stock_pos = (self.stock_pos[0], int(H * 0.45))
        self.discard_pos = (self.discard_pos[0], int(H * 0.45))
        self.laid_w = int(self.laid_h * 0.7)

    def laid_anchor(self, p: int) -> tuple[float, float]:
        """Where player ``p``'s laid Strong Witchcrafts lie: beside his badge, on the side
        towards the middle of the table (the viewer's: above his badge)."""
        if p == self.viewer:
            return (self.W * 0.1, self.H * 0.7)
        x, y = self.seat_xy[p]
        side = 1 if x <= self.W / 2 else -1
        span = self.laid_w * (1 + 3 * 0.55)
        return (x + side * (self.badge_size()[0] / 2 + px(10) + span / 2), y + self.laid_h * 0.1)

    # -- layout -----------------------------------------------------------------------------
    def hand_order(self, view, hand):
        # by strength, then colour: Strong Witchcrafts in the making sit together
        return sorted(hand, key=lambda c: (c % 3, c // 3))

    def layout_centre(self, view, places) -> None:
        pairs = view.get("table") or []
        slots, size = self.slot_positions(len(pairs))
        for k, (a, c) in enumerate(pairs):
            x, y = slots[k]
            places[self.card_key(places, a)] = Place((x, y), a, True, 0.0, 200 + 2 * k, size)
            if c is not None:
                places[self.card_key(places, c)] = Place((x + size[0] * 0.24, y + size[1] * 0.2), c, True,
                                                         -9.0, 201 + 2 * k, size)
        lsize = (self.laid_w, self.laid_h)
        for p, combos in enumerate(view.get("laid") or []):
            ax, ay = self.laid_anchor(p)
            n = len(combos)
            for j, combo in enumerate(combos):
                y = ay + (j - (n - 1) / 2) * self.laid_h * 0.42
                for i, c in enumerate(combo):
                    x = ax + (i - 1.5) * self.laid_w * 0.55
                    places[self.card_key(places, c)] = Place((x, y), c, True, 0.0, 50 + 5 * j + i, lsize)

    def zone_pos(self, zone):
        if zone is not None and zone.kind == "laid":
            return self.laid_anchor(zone.seat)
        if zone is not None and zone.kind in ("table", "cover"):
            i = zone.slot
            slots, _size = self.slot_positions(i + 1)
            return slots[min(i, len(slots) - 1)]
        return super().zone_pos(zone)

    # -- drawing -------------------------------------------------------------------------
    def draw_centre(self, surface, view) -> None:
        lang = get_language()
        if getattr(self, "_face_lang", lang) != lang:   # spell names are drawn on the faces
            cards.clear_cache()
        self._face_lang = lang
        super().draw_centre(surface, view)
        self.draw_wheel(surface)

    def focus_colour(self) -> int | None:
        """The school of the card being dragged or selected (for the wheel)."""
        it = self.interaction
        chosen = it.drag["cards"] if it.drag is not None and it.drag.get("moved") else tuple(it.selected_cards)
        return chosen[0] // 3 if chosen else None

    def draw_wheel(self, surface) -> None:
        """SW-2 on the table: an arrow from each school to the two it beats."""
        cx, cy = self.wheel_c
        r = self.wheel_r
        panel = pygame.Rect(0, 0, int(r * 2.7), int(r * 2.6) + px(16))
        panel.midtop = (cx, cy - int(r * 1.3))
        widgets.panel(surface, panel, (10, 30, 22, 170), 14)
        pts = [(cx + r * math.cos(math.radians(-90 + k * 360 / 7)),
                cy + r * math.sin(math.radians(-90 + k * 360 / 7))) for k in range(7)]
        focus = self.focus_colour()
        node = max(8, int(r * 0.27))
        for a in range(7):
            for b in sorted(SENIOR_TO[a]):
                col, width = (255, 255, 255, 90), px(1)
                if focus is not None and a == focus:
                    col, width = BEAT_RGB, px(3)
                elif focus is not None and b == focus:
                    col, width = BEATEN_RGB, px(3)
                elif focus is not None:
                    col = (255, 255, 255, 40)
                self._arrow(surface, pts[a], pts[b], node, col, width)
        for k, (x, y) in enumerate(pts):
            pygame.draw.circle(surface, SCHOOL_RGB[k], (int(x), int(y)), node)
            ring = widgets.ACCENT if k == focus else (250, 248, 240)
            pygame.draw.circle(surface, ring, (int(x), int(y)), node, px(2 if k != focus else 3))
            widgets.blit_text(surface, SYMBOLS[k], (int(x), int(y)), assets.unscaled(max(10, int(node * 1.2))),
                              ink_on(k), True, anchor="center")
        widgets.blit_text(surface, t("sw.wheel"), (cx, panel.bottom - px(2)), 12, widgets.MUTED,
                          anchor="midbottom")

    @staticmethod
    def _arrow(surface, p0, p1, node: int, col, width: int) -> None:
        dx, dy = p1[0] - p0[0], p1[1] - p0[1]
        d = math.hypot(dx, dy) or 1.0
        ux, uy = dx / d, dy / d
        a = (p0[0] + ux * node, p0[1] + uy * node)
        b = (p1[0] - ux * (node + px(2)), p1[1] - uy * (node + px(2)))
        layer = surface if len(col) == 3 else None
        if layer is None:
            tmp = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            target = tmp
        else:
            target = surface
        pygame.draw.line(target, col, a, b, width)
        h = 4 + 2 * width
        left = (b[0] - ux * h - uy * h * 0.6, b[1] - uy * h + ux * h * 0.6)
        right = (b[0] - ux * h + uy * h * 0.6, b[1] - uy * h - ux * h * 0.6)
        pygame.draw.polygon(target, col, [b, left, right])
        if layer is None:
            surface.blit(tmp, (0, 0))

    def draw_seat(self, surface, view, p: int) -> None:
        super().draw_seat(surface, view, p)
        laid = (view.get("laid") or [[]] * self.players)[p]
        if laid:
            ax, ay = self.laid_anchor(p)
            need = view.get("wins_needed", 3)
            half = self.laid_h * (0.5 + 0.21 * (len(laid) - 1))
            text = t("sw.laid", n=len(laid), need=need)
            if ay - half - px(18) < 0:     # no room above (the top seat): below the cards
                widgets.blit_text(surface, text, (int(ax), int(ay + half + px(3))), 13, widgets.ACCENT, True,
                                  anchor="midtop")
            else:
                widgets.blit_text(surface, text, (int(ax), int(ay - half - px(3))), 13, widgets.ACCENT, True,
                                  anchor="midbottom")

    # -- interaction ------------------------------------------------------------------------
    def _first_open_slot(self, view, attack: int) -> int | None:
        for i, (a, c) in enumerate(view.get("table") or []):
            if c is None and a == attack:
                return i
        return None

    def drop_zones(self, view) -> list[DropZone]:
        zones = [DropZone("table", self.pairs_rect.copy())]
        pairs = view.get("table") or []
        slots, size = self.slot_positions(len(pairs))
        for k, (_a, c) in enumerate(pairs):
            if c is None:
                r = pygame.Rect(0, 0, *size)
                r.center = (int(slots[k][0]), int(slots[k][1]))
                zones.insert(0, DropZone(f"cover:{k}", r))
        if pairs and view.get("phase") == "defend" and all(c is None for _a, c in pairs):
            x, y = slots[min(len(pairs), len(slots) - 1)]
            r = pygame.Rect(0, 0, *size)
            r.center = (int(x), int(y))
            zones.insert(0, DropZone("transfer", r, t("sw.zone.transfer")))
        return zones

    def zone_of(self, action) -> str | None:
        if action.kind in ("attack", "throw"):
            return "table"
        if action.kind == "cover":
            slot = self._first_open_slot(self.view(), action.arg)
            return None if slot is None else f"cover:{slot}"
        if action.kind == "transfer":
            return "transfer"
        return None

    def action_for_drop(self, cards_, zone, legal):
        view = self.view()
        me = self.viewer
        c = tuple(cards_[:1])
        pairs = view.get("table") or []
        if zone.startswith("cover:"):
            i = int(zone[6:])
            return SWAction(me, "cover", c, pairs[i][0]) if i < len(pairs) else None
        if zone == "transfer":
            return SWAction(me, "transfer", c)
        if zone == "table":
            if view.get("phase") == "lead":
                return SWAction(me, "attack", c)
            if view.get("phase") == "defend" and view.get("defender") == me:
                open_ = [a for a, cv in pairs if cv is None]
                return SWAction(me, "cover", c, open_[0] if open_ else None)
            return SWAction(me, "throw", c)
        return None

    def button_actions(self, legal):
        return [a for a in legal if not a.cards or a.kind == "lay"]

    def main_action(self, legal):
        plain = [a for a in legal if not a.cards]
        return plain[0] if plain else None

    def button_label(self, action) -> str:
        if action.kind == "lay":
            return t("sw.lay", symbols=" ".join(SYMBOLS[c // 3] for c in action.cards),
                     strength=action.cards[0] % 3 + 1)
        if action.kind == "take":
            return t("sw.take")
        if action.kind == "pass":
            return t("sw.enough") if self.view().get("taking") else t("sw.pass")
        return super().button_label(action)

    # -- texts ------------------------------------------------------------------------------
    def seat_role(self, view, p: int) -> str:
        res = view.get("result") or {}
        if view.get("phase") == "over":
            return t("sw.role.apprentice") if p in (res.get("losers") or []) else t("sw.role.out")
        if p in (view.get("witchcraft_wins") or []):
            return t("sw.role.sorcerer")
        if p in (view.get("finished") or []):
            return t("sw.role.out")
        if p == view.get("defender") and view.get("phase") in ("defend", "throw"):
            return t("sw.role.defender")
        if p == view.get("to_act") and view.get("phase") == "throw":
            return t("sw.role.thrower")
        if p == view.get("attacker"):
            return t("sw.role.attacker")
        return ""

    def status_text(self, view) -> str:
        p = view.get("to_act")
        if p is None:
            return ""
        phase = view.get("phase")
        if phase == "throw" and view.get("taking"):
            phase = "take_throw"
        if p == self.viewer and self.scene.human_actions():
            if phase == "lead" and not any(a.kind == "lay" for a in self.scene.human_actions()):
                phase = "lead_plain"
            return t(f"sw.you.{phase}")
        return t(f"sw.they.{phase}", name=self.scene.seat_name(p))

    def event_message(self, ev) -> str | None:
        name = self.scene.seat_name
        info = ev.info or {}
        if ev.kind == "say" and info.get("text") == "take":
            return t("sw.msg.take", name=name(ev.player))
        if ev.kind == "say" and info.get("text") == "transfer":
            return t("sw.msg.transfer", name=name(ev.player), to=name(info["defender"]))
        if ev.kind == "bout_end" and not info.get("taken"):
            return t("sw.msg.beaten")
        if ev.kind == "witchcraft":
            return t("sw.msg.witchcraft", name=name(ev.player), n=info.get("count", 1))
        if ev.kind == "finish":
            key = "sw.msg.win" if info.get("how") == "witchcraft" else "sw.msg.out"
            return t(key, name=name(ev.player))
        return None

    def event_sound(self, ev) -> str | None:
        if ev.kind == "witchcraft":
            return "win"
        return super().event_sound(ev)

    def result_lines(self, result) -> list[str]:
        if result is None:
            return []
        name = self.scene.seat_name
        notes = result.notes or {}
        if result.draw:
            lines = [t("sw.result.draw")]
        else:
            lines = [t("sw.result.apprentice", name=", ".join(name(p) for p in result.losers))]
        wins = notes.get("witchcraft_wins") or []
        if wins:
            lines.append(t("sw.result.sorcerers", names=", ".join(name(p) for p in wins)))
        if result.order:
            lines.append(t("sw.result.order", names=", ".join(name(p) for p in result.order
                                                               if p not in result.losers)))
        return lines

    def deal_cell(self, deal: dict, p: int) -> str:
        notes = deal.get("notes") or {}
        if p in (deal.get("losers") or []):
            return "●"
        return "✦" if p in (notes.get("witchcraft_wins") or []) else ""

    def total_label(self) -> str:
        return t("sw.result.losses")


TABLE = StrongWitchcraftTable
