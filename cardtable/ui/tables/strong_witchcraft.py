"""The Strong Witchcraft table (docs/rules.md chapter 3).

It reuses the Durak table (stock, discard pile, attack/cover pairs) and adds: the spell
faces (:mod:`.strong_witchcraft_faces`), a "who beats whom" strip in the top band that
frames the schools around the card being dragged or selected (green: the schools it beats,
red: the schools that beat it; SW-2), each player's laid Strong Witchcrafts in front of
him (SW-12, the seat's ``extra`` place of :mod:`.seats`), a transfer spot while the lead may be transferred (SW-6), and a button per
Strong Witchcraft in hand at the start of the turn.  Identical copies share one card
number, so visible cards use ``card_key``.
"""

from __future__ import annotations

import pygame

from cardtable.engine import View
from cardtable.engine.witchcraft import SWAction
from cardtable.engine.witchcraft.cards import SCHOOLS, SCHOOLS_RU, SENIOR_TO, parse_card, spell_name
from cardtable.engine.witchcraft.view import WitchcraftView
from cardtable.ui import assets, cards, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import get_language, t
from cardtable.ui.tables.base import DropZone, Place
from cardtable.ui.tables.chooser import Menu, Option
from cardtable.ui.tables.durak import DurakTable
from cardtable.ui.tables.furniture import TIP_SIZE, fitted
from cardtable.ui.tables.strong_witchcraft_faces import FACES, SCHOOL_RGB, SYMBOLS, ink_on
from cardtable.ui.words import say

__all__ = ["StrongWitchcraftTable", "TABLE", "FACES"]

BEAT_RGB = (120, 240, 140)
BEATEN_RGB = (240, 90, 80)


class StrongWitchcraftTable(DurakTable):
    faces_kind = FACES.kind
    deck = tuple(range(21))

    # -- geometry -------------------------------------------------------------------------
    max_buttons = 3            # pass / take and a Strong Witchcraft or two to lay

    def laid_size(self, size) -> tuple[int, int]:
        h = int(size[1] * (0.075 if self.players > 6 else 0.095) * 0.85)
        return int(h * 0.7), h

    def seat_extra(self, size) -> tuple[int, int]:
        """In front of every seat: his laid Strong Witchcrafts (SW-12) and their count."""
        w, h = self.laid_size(size)
        need = 3 if self.players <= 3 else 2
        return int(w * (1 + 3 * 0.55)) + px(4), int(h * (1 + 0.42 * (need - 1))) + px(20) + 2

    LEGEND_ROW = 23
    LEGEND_CHIP = 20        # a school's disc in the legend: its symbol legible at a glance (was 16)

    def legend_size(self, size) -> tuple[int, int]:
        """The "who beats whom" table at the top left: a title and a row per school."""
        names = SCHOOLS_RU if get_language() == "ru" else SCHOOLS
        name_w = max(assets.font(14, True).size(n)[0] for n in names)
        beats_w = assets.font(12, True).size(t("sw.beats"))[0]
        title_w = assets.font(13, True).size(t("sw.wheel"))[0]
        chip = px(self.LEGEND_CHIP)
        w = max(px(10) + chip + px(5) + name_w + px(8) + beats_w + px(5) + 2 * chip + px(4) + px(10),
                title_w + px(20))
        return w, px(26) + 7 * px(self.LEGEND_ROW) + px(6)

    def setup_geometry(self, size) -> None:
        super().setup_geometry(size)
        self.laid_w, self.laid_h = self.laid_size(size)

    def laid_anchor(self, p: int) -> tuple[float, float]:
        """The middle of player ``p``'s laid Strong Witchcrafts: in front of his seat
        (seats.py), under their count."""
        ex = self.seat_place(p)
        return (ex.centerx, ex.y + px(20) + (ex.h - px(20)) / 2)

    # -- layout -----------------------------------------------------------------------------
    def view(self) -> WitchcraftView:
        view = super().view()
        assert isinstance(view, WitchcraftView), type(view).__name__
        return view

    def discard_count(self, view) -> int:
        return view.discard_size

    def trump_suit(self, view) -> int | None:
        return None     # no trumps: a spell beats by the seniority of colours (SW-2, SW-3)

    def trump_card(self, view) -> int | None:
        return None

    def teams(self, view) -> list[int] | None:
        return None

    def hand_order(self, view, hand):
        # by strength, then colour: Strong Witchcrafts in the making sit together
        return sorted(hand, key=lambda c: (c % 3, c // 3))

    def layout_centre(self, view, places) -> None:
        pairs = view.table or []
        slots, size = self.slot_positions(len(pairs))
        for k, (a, c) in enumerate(pairs):
            x, y = slots[k]
            places[self.card_key(places, a)] = Place((x, y), a, True, 0.0, 200 + 2 * k, size)
            if c is not None:
                places[self.card_key(places, c)] = Place((x + size[0] * 0.24, y + size[1] * 0.2), c, True,
                                                         -9.0, 201 + 2 * k, size)
        lsize = (self.laid_w, self.laid_h)
        for p, combos in enumerate(view.laid or []):
            ax, ay = self.laid_anchor(p)
            n = len(combos)
            for j, combo in enumerate(combos):
                y = ay + (j - (n - 1) / 2) * self.laid_h * 0.42
                y = min(y, self.seat_place(p).bottom - self.laid_h / 2)
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
        """The school of the card being dragged or selected (for the legend)."""
        it = self.interaction
        chosen = it.drag["cards"] if it.drag is not None and it.drag.get("moved") else tuple(it.selected_cards)
        return chosen[0] // 3 if chosen else None

    def legend_rect(self) -> pygame.Rect:
        return self.legend_place().copy()

    def draw_wheel(self, surface) -> None:
        """SW-2 on the table, top left: a row per school — its symbol and name, "beats" and the
        two schools it beats.  While a card is dragged or selected, its school's row is framed
        in gold, the rows of the two it beats in green, of the two that beat it in red."""
        box = self.legend_rect()
        widgets.panel(surface, box, (10, 30, 22, 215), 10)
        widgets.text_in_rect(surface, t("sw.wheel"), pygame.Rect(box.x + px(8), box.y + px(3), box.w - px(16),
                                                                px(22)), 13, widgets.MUTED, True, lines=1)
        focus = self.focus_colour()
        names = SCHOOLS_RU if get_language() == "ru" else SCHOOLS
        chip, row = px(self.LEGEND_CHIP), px(self.LEGEND_ROW)
        name_w = max(assets.font(14, True).size(n)[0] for n in names)
        beats = assets.text(t("sw.beats"), 12, widgets.MUTED, True)
        for k in range(7):
            cell = pygame.Rect(box.x + px(4), box.y + px(26) + k * row, box.w - px(8), row)
            frame = None
            if focus is not None:
                if k == focus:
                    frame = widgets.ACCENT
                elif k in SENIOR_TO[focus]:
                    frame = BEAT_RGB
                elif focus in SENIOR_TO[k]:
                    frame = BEATEN_RGB
            if frame is not None:
                pygame.draw.rect(surface, frame, cell, width=px(2), border_radius=px(6))
            x, y = cell.x + px(6), cell.centery
            self._school_chip(surface, k, (x + chip // 2, y), chip)
            widgets.blit_text(surface, names[k], (x + chip + px(5), y), 14, widgets.INK, True, anchor="midleft")
            x += chip + px(5) + name_w + px(8)
            surface.blit(beats, beats.get_rect(midleft=(x, y)))
            x += beats.get_width() + px(5)
            for j in sorted(SENIOR_TO[k]):
                self._school_chip(surface, j, (x + chip // 2, y), chip)
                x += chip + px(4)

    @staticmethod
    def _school_chip(surface, k: int, centre: tuple[int, int], size: int) -> None:
        pygame.draw.circle(surface, SCHOOL_RGB[k], centre, size // 2)
        pygame.draw.circle(surface, (250, 248, 240), centre, size // 2, max(1, px(1)))
        widgets.blit_text(surface, SYMBOLS[k], centre, assets.unscaled(int(size * 0.85)), ink_on(k), True,
                          anchor="center")

    # -- a spell's whole name under the pointer ---------------------------------------------------
    def spell_under(self, pos: tuple[int, int]):
        """The face-up spell drawn topmost at ``pos`` (a hand card, one on the table or a laid
        one), or None."""
        hits = [sp for sp in self.sprites.values()
                if sp.card is not None and sp.face_up and not sp.moving and self.drawn_rect(sp).collidepoint(pos)]
        return max(hits, key=lambda sp: sp.z) if hits else None

    @staticmethod
    def drawn_rect(sp) -> pygame.Rect:
        """Where a sprite is drawn: a raised (playable) hand card a seventh of its height up."""
        r = sp.rect()
        if sp.raised:
            r.y -= int(sp.size[1] * 0.14)
        return r

    def covered(self, sp) -> bool:
        """Whether another hand card lies over part of hand card ``sp`` (its name band hidden)."""
        r = self.drawn_rect(sp)
        return any(o is not sp and o.extra.get("hand") and o.z > sp.z and self.drawn_rect(o).colliderect(r)
                   for o in self.sprites.values())

    @staticmethod
    def spell_tip(card: int) -> str:
        """A spell in full: «Огненная искра» (Огонь, сила 1) / Fire Spark (Fire, strength 1)."""
        lang = get_language()
        school = (SCHOOLS_RU if lang == "ru" else SCHOOLS)[card // 3]
        return t("sw.tip", name=spell_name(card, lang), school=school, n=card % 3 + 1)

    def name_tip(self, view: View, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """A cut name on a plate (Furniture), else the whole name of the spell under the
        pointer, just above it: with twelve cards in hand only a strip of each shows, and the
        laid sets are small (issue 34.9)."""
        tip = super().name_tip(view, pos)
        sp = None if tip is not None else self.spell_under(pos)
        if sp is None or (not self.covered(sp) if sp.extra.get("hand") else sp.size[1] >= self.card_h * 0.9):
            return tip                  # a card lying whole at full size shows its name itself
        text = self.spell_tip(sp.card)
        w, h = assets.font(TIP_SIZE, True).size(text)
        box = pygame.Rect(0, 0, w + px(16), h + px(8))
        r = self.drawn_rect(sp)
        box.midbottom = (r.centerx, r.y - px(6))
        W, H = self.ctx.size
        if box.y < 0:
            box.midtop = (r.centerx, r.bottom + px(6))
        box.clamp_ip(pygame.Rect(0, 0, W, H))
        return box, text

    def draw_name_tip(self, surface: pygame.Surface, view: View, pos: tuple[int, int]) -> None:
        """A hand card under the pointer is drawn whole on top of its neighbours (its name
        band too), then the tip with its name."""
        sp = self.spell_under(pos) if super().name_tip(view, pos) is None else None
        if sp is not None and sp.extra.get("hand") and self.covered(sp):
            img = sp.surface()
            surface.blit(img, img.get_rect(center=self.drawn_rect(sp).center))
        super().draw_name_tip(surface, view, pos)

    def draw_seat(self, surface, view, p: int) -> None:
        super().draw_seat(surface, view, p)
        laid = (view.laid or [[]] * self.players)[p]
        if laid:
            ex = self.seat_place(p)
            need = view.wins_needed
            widgets.text_in_rect(surface, self.laid_label(len(laid), need, ex.w),
                                 pygame.Rect(ex.x, ex.y, ex.w, px(18)), 13, widgets.ACCENT, True, lines=1, min_size=10)

    @staticmethod
    def laid_label(n: int, need: int, width: int) -> str:
        """"Strong Witchcraft 1/2" over a seat's laid sets, or "✦ 1/2" where that does not fit
        whole: the count is the point, and «Сильное…» lost it (seen at 6 players, 960×600)."""
        full = t("sw.laid", n=n, need=need)
        return full if fitted(full, width, 10, True)[1] == full else t("sw.laid_short", n=n, need=need)

    # -- interaction ------------------------------------------------------------------------
    def _first_open_slot(self, view, attack: int) -> int | None:
        for i, (a, c) in enumerate(view.table or []):
            if c is None and a == attack:
                return i
        return None

    def drop_zones(self, view) -> list[DropZone]:
        zones = [DropZone("table", self.pairs_rect.copy())]
        pairs = view.table or []
        slots, size = self.slot_positions(len(pairs))
        for k, (_a, c) in enumerate(pairs):
            if c is None:
                r = pygame.Rect(0, 0, *size)
                r.center = (int(slots[k][0]), int(slots[k][1]))
                zones.insert(0, DropZone(f"cover:{k}", r))
        if pairs and view.phase == "defend" and all(c is None for _a, c in pairs):
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
        pairs = view.table or []
        if zone.startswith("cover:"):
            i = int(zone[6:])
            return SWAction(me, "cover", c, pairs[i][0]) if i < len(pairs) else None
        if zone == "transfer":
            return SWAction(me, "transfer", c)
        if zone == "table":
            if view.phase == "lead":
                return SWAction(me, "attack", c)
            if view.phase == "defend" and view.defender == me:
                open_ = [a for a, cv in pairs if cv is None]
                return SWAction(me, "cover", c, open_[0] if open_ else None)
            return SWAction(me, "throw", c)
        return None

    def button_actions(self, legal):
        """Pass / take, and the Strong Witchcrafts to lay (SW-12): one button each, or one
        "Lay…" button opening a chooser when there are more than fit the column."""
        plain = [a for a in legal if not a.cards]
        lays = [a for a in legal if a.kind == "lay"]
        if len(plain) + len(lays) <= self.max_buttons:
            return plain + lays
        options = tuple(Option(self.button_label(a), a) for a in lays)
        return plain + [Menu(t("sw.lay_menu", n=len(lays)), t("sw.lay_title"), options, key="lay")]

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
            return t("sw.enough") if self.view().taking else t("sw.pass")
        return super().button_label(action)

    # -- texts ------------------------------------------------------------------------------
    def seat_role(self, view, p: int) -> str:
        res = view.result
        who = self.person(p)
        if view.phase == "over":
            return say("sw.role.apprentice" if res is not None and p in res.losers else "sw.role.out", who)
        if p in (view.witchcraft_wins or []):
            return say("sw.role.sorcerer", who)
        if p in (view.finished or []):
            return say("sw.role.out", who)
        if p == view.defender and view.phase in ("defend", "throw"):
            return say("sw.role.defender", who)
        if p == view.to_act and view.phase == "throw":
            return say("sw.role.thrower", who)
        if p == view.attacker:
            return say("sw.role.attacker", who)
        return ""

    def status_text(self, view) -> str:
        p = view.to_act
        if p is None:
            return ""
        phase = view.phase
        if phase == "throw" and view.taking:
            phase = "take_throw"
        if p == self.viewer and self.scene.human_actions():
            if phase == "lead" and not any(a.kind == "lay" for a in self.scene.human_actions()):
                phase = "lead_plain"
            return t(f"sw.you.{phase}")
        defender = view.defender
        return say(f"sw.they.{phase}", self.person(p), self.person(defender) if defender is not None else None)

    def event_message(self, ev) -> str | None:
        who = self.person
        info = ev.info or {}
        if ev.kind == "say" and info.get("text") == "take":
            return say("sw.msg.take", who(ev.player))
        if ev.kind == "say" and info.get("text") == "transfer":
            return say("sw.msg.transfer", who(ev.player), who(info["defender"]))
        if ev.kind == "bout_end" and not info.get("taken"):
            return t("sw.msg.beaten")
        if ev.kind == "witchcraft":
            return say("sw.msg.witchcraft", who(ev.player), n=info.get("count", 1))
        if ev.kind == "finish":
            key = "sw.msg.win" if info.get("how") == "witchcraft" else "sw.msg.out"
            return say(key, who(ev.player))
        return None

    def log_cards(self, kind: str, text: str) -> str:
        """Spells in the log and the hint by the names on their faces, not their codes:
        "W1/D1" -> "Ice Arrows/Touch of Decay", «Ледяные стрелы»/«Касание тлена»."""
        return "/".join(", ".join(self.spell_words(tok) for tok in part.split())
                        for part in text.split("/"))

    @staticmethod
    def spell_words(token: str) -> str:
        try:
            card = parse_card(token)
        except ValueError:
            return token
        return t("sw.spell", name=spell_name(card, get_language()))

    def event_sound(self, ev) -> str | None:
        if ev.kind == "witchcraft":
            return "win"
        return super().event_sound(ev)

    def result_lines(self, result) -> list[str]:
        if result is None:
            return []
        who = self.person
        notes = result.notes or {}
        if result.draw:
            lines = [t("sw.result.draw")]
        elif len(result.losers) == 1:
            lines = [say("sw.result.apprentice", who(result.losers[0]))]
        else:
            lines = [t("sw.result.apprentices", names=words.names([who(p) for p in result.losers]))]
        wins = notes.get("witchcraft_wins") or []
        if wins:
            lines.append(t("sw.result.sorcerers", names=words.names([who(p) for p in wins])))
        order = [who(p) for p in result.order if p not in result.losers]
        if order:
            lines.append(t("sw.result.order", names=words.names(order)))
        return lines

    def deal_cell(self, deal: dict, p: int) -> str:
        notes = deal.get("notes") or {}
        if p in (deal.get("losers") or []):
            return "●"
        return "✦" if p in (notes.get("witchcraft_wins") or []) else ""

    def tie_note(self, sheet: dict, players: list[int]) -> str:
        # WitchcraftMatch.rank_key: on equal losses, more wins by Strong Witchcraft (SW-12) rank higher
        wins = sheet.get("witchcraft_wins") or [0] * len(sheet["totals"])
        return t("sw.result.tie", items=self.tie_items(players, wins))

    def total_label(self) -> str:
        return t("sw.result.losses")

    def score_meaning(self) -> str:
        return t("sw.score")


TABLE = StrongWitchcraftTable
