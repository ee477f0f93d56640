"""The Durak table (docs/rules.md chapter 1): stock with the trump under it, attack/cover
pairs, the discard pile, transfer spots, roles and the Take / Done buttons.

Witch durak (issue 6) can subclass :class:`DurakTable` and add its enchanted faces.
"""

from __future__ import annotations

import pygame

from cardtable.engine import Action
from cardtable.engine.durak.view import DurakView
from cardtable.engine.witchcraft.view import WitchcraftView
from cardtable.engine.zone import DISCARD, STOCK, TRUMP
from cardtable.ui import cards, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.tables.base import DropZone, Place, TableView
from cardtable.ui.words import say

SUITS = "♠♥♦♣"
# The views this table (and Strong Witchcraft's, its subclass) lays out: attack/cover pairs
# on the table, a stock, a discard pile.
BoutView = DurakView | WitchcraftView


class DurakTable(TableView):
    faces_kind = "french36"
    deck = tuple(range(36))

    def warm_sizes(self):
        sizes = [((self.card_w, self.card_h), 0.0)]
        for n in (0, 4):
            size = self.slot_positions(n)[1]
            sizes += [(size, 0.0), (size, -9.0)]
        return sizes

    # -- geometry -------------------------------------------------------------------------
    def centre_need(self, size) -> tuple[int, int]:
        h = int(size[1] * 0.165)
        return int(h * 4.6), h + 60 + self.under_piles_h()

    def setup_geometry(self, size) -> None:
        """Stock (trump under it) on the left of the free middle, the discard pile on its right,
        the attack/cover pairs between them; the piles' labels under them."""
        super().setup_geometry(size)
        c = self.centre_rect
        w, h = self.card_w, self.card_h
        area = pygame.Rect(0, 0, min(c.w, int(h * 8.5)), c.h)
        area.center = c.center
        label_h = px(50) + self.under_piles_h()
        y = max(area.y + h // 2 + px(6), area.centery - label_h // 2)
        self.stock_pos = (area.x + w // 2 + px(2), y)
        block = pygame.Rect(area.x, y - h // 2 - px(6), int(w / 2 + px(2) + w * 0.35 + h / 2) + px(2), h + px(12))
        self.stock_block = block
        discard = pygame.Rect(0, 0, h + px(12), h + px(12))     # the messy pile, turned up to 10°
        discard.midright = (area.right, y)
        self.discard_pos = discard.center
        self.discard_block = discard
        self.stock_label_rect = pygame.Rect(block.x, block.bottom, max(block.w, px(110)), px(50))
        # under the pile: at a UI scale of 1.25 (1600×900) the rounded pile ended a pixel below the stock's block
        self.discard_label_rect = pygame.Rect(0, max(block.bottom, discard.bottom), discard.w, px(24))
        self.discard_label_rect.centerx = discard.centerx
        left, right = self.stock_label_rect.right + px(8), discard.x - px(8)
        self.pairs_rect = pygame.Rect(left, area.y, right - left, area.h)
        self.table_rect = self.pairs_rect

    def under_piles_h(self) -> int:
        """Room a variant wants under the piles' labels (Witch durak: direction, queen's lock)."""
        return 0

    def furniture(self) -> dict[str, pygame.Rect]:
        return {"stock": self.stock_block, "stock_label": self.stock_label_rect,
                "discard": self.discard_block, "discard_label": self.discard_label_rect}

    def slot_positions(self, n: int) -> tuple[list[tuple], tuple[int, int]]:
        """Centres of ``n`` attack cards (+1 free spot) and the table card size."""
        r = self.pairs_rect
        cols = 4 if n <= 3 else 3
        rows = 1 if n <= 3 else 2
        shown = min(n + 1, cols * rows)
        # A row is (k - 1) pitches of 1.5 card widths, plus the first card's left half and the
        # last cover's right half (shifted a quarter card, turned 9°): about 1.4 widths.  In a
        # narrow middle (six seats, 960×600) the cards get smaller rather than cover the piles'
        # labels — the trump suit under the stock among them.
        span = (min(cols, shown) - 1) * 1.5 + 1.4
        h = min(self.card_h, int(r.h / (rows * 1.3 + 0.1)), int(r.w / span / cards.ASPECT))
        w = int(h * cards.ASPECT)
        pitch = int(w * 1.5)
        slots = []
        for k in range(shown):
            row, col = divmod(k, cols)
            in_row = min(cols, shown - row * cols)
            x = r.centerx + (col - (in_row - 1) / 2) * pitch - w * 0.12
            y = r.centery + (row - (rows - 1) / 2) * h * 1.3 - h * 0.08
            slots.append((x, y))
        return slots, (w, h)

    def zone_pos(self, zone):
        if zone in (STOCK, TRUMP):
            return self.stock_pos if zone == STOCK else (self.stock_pos[0] + self.card_w * 0.35,
                                                         self.stock_pos[1])
        if zone == DISCARD:
            return self.discard_pos
        return super().zone_pos(zone)

    def transit_place(self, zone):
        """Attack slot N (``table:N``) and its cover (``cover:N``) as the table lay before
        the action, so a cover is seen landing on its card before the bout leaves."""
        if zone is not None and zone.kind in ("table", "cover") and zone.slot is not None:
            n = zone.slot
            shown = self._shown_view
            pairs = shown.table if isinstance(shown, (DurakView, WitchcraftView)) else []
            slots, size = self.slot_positions(max(len(pairs), n + 1))
            if n < len(slots):
                x, y = slots[n]
                if zone.kind == "cover":
                    return (x + size[0] * 0.24, y + size[1] * 0.2), -9.0, size
                return (x, y), 0.0, size
        return super().transit_place(zone)

    def view(self) -> BoutView:
        view = super().view()
        assert isinstance(view, (DurakView, WitchcraftView)), type(view).__name__
        return view

    # Fields Strong Witchcraft's view (the subclass's) has otherwise, or not at all.
    def discard_count(self, view) -> int:
        """The cards in the discard pile (DUR-9: face down, only counted)."""
        return len(view.discarded)

    def trump_suit(self, view) -> int | None:
        """The trump suit named under the stock (None: no trumps)."""
        return view.trump_suit

    def trump_card(self, view) -> int | None:
        """The card turned up under the stock (DUR-2), None when there is none."""
        return view.trump_card

    def teams(self, view) -> list[int] | None:
        """Each seat's team (DUR-17), or None when everyone plays for himself."""
        return view.teams

    # -- layout -----------------------------------------------------------------------------
    def hand_order(self, view, hand):
        trump = view.trump_suit
        return sorted(hand, key=lambda c: (c % 4 == trump, (c % 4 - (trump or 0)) % 4, c // 4))

    def layout_centre(self, view, places) -> None:
        trump = view.trump_card
        if trump is not None and view.stock_size > 0 and ("c", trump) not in places:
            places[("c", trump)] = Place(self.zone_pos(TRUMP), trump, True, 90.0, -1)
        pairs = view.table or []
        slots, size = self.slot_positions(len(pairs))
        for k, (a, c) in enumerate(pairs):
            x, y = slots[k]
            places[("c", a)] = Place((x, y), a, True, 0.0, 200 + 2 * k, size)
            if c is not None:
                places[("c", c)] = Place((x + size[0] * 0.24, y + size[1] * 0.2), c, True, -9.0,
                                         201 + 2 * k, size)

    # -- drawing -------------------------------------------------------------------------
    def draw_centre(self, surface, view) -> None:
        stock = view.stock_size
        trump_in_stock = self.trump_card(view) is not None and stock > 0
        # the stock: the turned-up trump is its last card, drawn as a sprite under it
        self.draw_pile(surface, self.stock_pos, stock - (1 if trump_in_stock else 0) if stock else 0)
        n = self.discard_count(view)
        self.draw_pile(surface, self.discard_pos, n, None, 7, messy=True)

    def draw_labels(self, surface, view) -> None:
        """The stock's count and the trump under the stock, the discard pile's count under it:
        over the cards in flight (the deal sends them past these words)."""
        stock = view.stock_size
        suit = self.trump_suit(view)
        label = t("durak.stock", n=stock)
        r = self.stock_label_rect
        self.label(surface, label, pygame.Rect(r.x, r.y, r.w, px(24)), 15, widgets.INK, lines=1)
        if suit is not None:
            col = (230, 60, 60) if suit in (1, 2) else (245, 245, 245)
            if cards.STYLE.get("four_colour"):
                col = {0: (245, 245, 245), 1: (235, 70, 70), 2: (90, 150, 255), 3: (90, 210, 110)}[suit]
            self.label(surface, t("durak.trump") + " " + SUITS[suit], self.trump_label_rect(), 18, col, lines=1)
        n = self.discard_count(view)
        self.label(surface, t("durak.discard", n=n), self.discard_label_rect, 15, widgets.INK, lines=1)

    def trump_label_rect(self) -> pygame.Rect:
        """Under the stock's count (the trump suit, or Witch durak's "no trumps")."""
        r = self.stock_label_rect
        return pygame.Rect(r.x, r.y + px(24), r.w, r.h - px(24))

    # -- interaction ------------------------------------------------------------------------
    def drop_zones(self, view) -> list[DropZone]:
        zones = [DropZone("table", self.pairs_rect.copy())]
        pairs = view.table or []
        slots, size = self.slot_positions(len(pairs))
        for k, (a, c) in enumerate(pairs):
            if c is None:
                r = pygame.Rect(0, 0, *size)
                r.center = (int(slots[k][0]), int(slots[k][1]))
                zones.insert(0, DropZone(f"cover:{a}", r))
        if pairs and view.phase == "defend":
            x, y = slots[min(len(pairs), len(slots) - 1)]
            r = pygame.Rect(0, 0, *size)
            r.center = (int(x), int(y))
            zones.insert(0, DropZone("transfer", r, t("durak.zone.transfer")))
            show = r.move(0, 0)
            show.midleft = (self.pairs_rect.right + px(8), self.pairs_rect.bottom - size[1] // 2)
            if view.options.get("transfer_by_showing_trump"):
                zones.insert(0, DropZone("show", show, t("durak.zone.show")))
        return zones

    def zone_of(self, action: Action) -> str | None:
        if action.kind in ("attack", "throw"):
            return "table"
        if action.kind == "cover":
            return f"cover:{action.arg[0]}"   # arg: (attack card, named suit)
        if action.kind in ("transfer", "show"):
            return action.kind
        return None

    def action_for_drop(self, cards_, zone, legal) -> Action | None:
        view = self.view()
        me = self.viewer
        if zone.startswith("cover:"):
            return Action(me, "cover", tuple(cards_[:1]), (int(zone[6:]), None))
        if zone in ("transfer", "show"):
            return Action(me, zone, tuple(cards_[:1]))
        if zone == "table":
            if view.phase == "defend" and view.defender == me:
                covers = [a for a in legal if a.kind == "cover" and a.cards == tuple(cards_)]
                if len(covers) == 1:
                    return covers[0]
                pairs = [a for a, c in (view.table or []) if c is None]
                return Action(me, "cover", tuple(cards_[:1]), (pairs[0] if pairs else None, None))
            if view.phase == "attack" or not view.table:
                return Action(me, "attack", tuple(cards_))
            return Action(me, "throw", tuple(cards_[:1]))
        return None

    def button_label(self, action: Action) -> str:
        view = self.view()
        if action.kind == "done":
            pairs = view.table or []
            if view.phase == "throw_in" and pairs and all(c is not None for _a, c in pairs):
                return t("durak.beaten")
            return t("durak.enough")
        if action.kind == "take":
            return t("durak.take")
        return super().button_label(action)

    # -- texts ------------------------------------------------------------------------------
    def seat_role(self, view, p: int) -> str:
        who = self.person(p)
        if p in (view.finished or []):
            return say("durak.role.out", who)
        if view.phase == "over":
            res = view.result
            return t("durak.role.fool") if res is not None and p in res.losers else ""
        if p == view.defender:
            return say("durak.role.defender", who)
        if p == view.attacker:
            return say("durak.role.attacker", who)
        if p == view.to_act and view.phase in ("throw_in", "take_throw_in"):
            return say("durak.role.thrower", who)
        return ""

    def seat_tag(self, view, p: int) -> str:
        tag = super().seat_tag(view, p)
        teams = self.teams(view)
        if teams:   # DUR-17: the team, as a letter (and the badge's stripe colour)
            team = t("durak.team", team="ABC"[int(teams[p]) % 3])
            return f"{team} · {tag}" if tag else team
        return tag

    def seat_colour(self, view, p: int):
        teams = self.teams(view)
        if not teams:
            return None
        return ((90, 150, 255), (255, 150, 60), (170, 110, 230))[int(teams[p]) % 3]

    def status_text(self, view) -> str:
        p = view.to_act
        if p is None:
            return ""
        phase = view.phase
        if p == self.viewer and self.scene.human_actions():
            pairs = view.table or []
            if phase == "throw_in" and pairs and all(c is not None for _a, c in pairs):
                return t("durak.you.throw_in_beaten")   # "done" now means "beaten" (DUR-8.2)
            if phase == "defend" and not any(a.kind in ("transfer", "show")
                                             for a in self.scene.human_actions()):
                return t("durak.you.defend_no_transfer")   # offer a transfer only when it is legal
            return t(f"durak.you.{phase}")
        defender = view.defender
        return say(f"durak.they.{phase}", self.person(p), self.person(defender) if defender is not None else None)

    def event_message(self, ev) -> str | None:
        who = self.person
        if ev.kind == "say" and (ev.info or {}).get("what") == "take":
            return say("durak.msg.take", who(ev.player))
        if ev.kind == "bout_end" and (ev.info or {}).get("outcome") == "beaten":
            return t("durak.msg.beaten")
        if ev.kind == "transfer":
            return say("durak.msg.transfer", who(ev.info["from"]), who(ev.info["to"]))
        if ev.kind == "player_out":
            return say("durak.msg.out", who(ev.player))
        if ev.kind == "show" and (ev.info or {}).get("reason") == "lowest_trump":
            return say("durak.msg.lowest_trump", who(ev.player), card=cards.faces_for(self.faces_kind).name(ev.card))
        if ev.kind == "show" and (ev.info or {}).get("reason") == "transfer":
            return say("durak.msg.show", who(ev.player), card=cards.faces_for(self.faces_kind).name(ev.card))
        if ev.kind == "trump":
            return t("durak.msg.trump", card=cards.faces_for(self.faces_kind).name(ev.card))
        return None

    def event_sound(self, ev) -> str | None:
        if ev.kind != "move":
            return None
        if ev.dst is not None and ev.dst.kind == "cover":
            return "cover"
        if ev.src is not None and ev.src.kind in ("table", "cover") and ev.dst is not None \
                and ev.dst.kind == "hand":
            return "take"
        return "deal" if ev.src in (STOCK, TRUMP) else "play"

    def result_lines(self, result) -> list[str]:
        if result is None:
            return []
        who = self.person
        notes = result.notes or {}
        if result.draw:
            lines = [t("durak.result.draw")]
        elif notes.get("fool") is not None:
            lines = [say("durak.result.fool", who(notes["fool"]))]
            if len(result.losers) > 1:
                team = [who(p) for p in result.losers]
                mine = next((p for p in team if p.you), None)
                lines.append(say("durak.result.team_lost", mine, names=words.names(team)))
        else:
            lines = super().result_lines(result)
        if notes.get("epaulettes"):
            lines.append(say("durak.result.epaulettes", who(notes["fool"])))
        order = [who(p) for p in result.order if p not in result.losers]
        if order:
            lines.append(t("durak.result.order", names=words.names(order)))
        return lines

    def log_variants(self, history: list[str]) -> list[str | None]:
        """A "done" that ends a bout whose cards are all covered is «Бито» (DUR-8.2); one
        that only stops the throw-ins (before the defence, or while the defender takes) is
        «Хватит»: the log calls each by the word of its button."""
        out: list[str | None] = []
        uncovered, taking = 0, False
        for text in history:
            head, _, rest = text.partition(" ")
            kind, tokens = head.partition(":")[2], rest.split()
            played = sum(1 for tok in tokens if tok not in SUITS)
            variant = None
            if kind == "attack":
                uncovered, taking = played, False
            elif kind in ("throw", "transfer"):
                uncovered += played
            elif kind == "cover":
                uncovered -= 1
            elif kind == "take":
                taking = True
            elif kind == "done" and uncovered <= 0 and not taking:
                variant = "beaten"
            out.append(variant)
        return out

    def deal_cell(self, deal: dict, p: int) -> str:
        notes = deal.get("notes") or {}
        if p not in (deal.get("losers") or []):
            return ""
        return "●⚑" if notes.get("epaulettes") and notes.get("fool") == p else "●"

    def tie_note(self, sheet: dict, players: list[int]) -> str:
        # DurakMatch.rank_key: on equal fool counts, fewer epaulettes (DUR-21) rank higher
        ep = sheet.get("epaulettes") or [0] * len(sheet["totals"])
        return t("durak.result.tie", items=self.tie_items(players, ep))

    def total_label(self) -> str:
        return t("durak.result.fools")

    def log_cards(self, kind: str, text: str) -> str:
        """Cards in the log and the hint with the indices of the language's deck, as on
        the faces: "Q♠" in English, «Д♠» in Russian (cards.rank_text)."""
        return cards.localise_ranks(text)

    def score_meaning(self) -> str:
        return t("durak.score")


TABLE = DurakTable
