"""The Who's the Donkey? table (docs/rules.md chapter 4): each player's set of the round in
front of him, the best set highlighted, passes shown, the out-of-game pile in the middle,
the donkey's holder marked on his badge (with a padlock while he may not lead it, ESL-7).

Choosing a set: click cards of one value (jokers may join) — any copies, the engine's
canonical copies are matched by value — then drag the group to the table or press Play.
The status line hints the legal size and value.  Between deals the result lines give each
player's penalty with its breakdown (donkey 20, jokers 14, values; ESL-9).
"""

from __future__ import annotations

import pygame

from cardtable.engine import Action
from cardtable.engine.donkey.cards import DONKEY, DONKEY_KEY, JOKER_KEY, VALUE, key_str, parse_key
from cardtable.engine.donkey.view import DonkeyView
from cardtable.engine.zone import OUT, STOCK
from cardtable.ui import anim, assets, cards, i18n, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t, tn
from cardtable.ui.tables.base import DropZone, Place, TableView
from cardtable.ui.tables.donkey_faces import FACES
from cardtable.ui.tables.furniture import ICON_LINE_H
from cardtable.ui.tables.interact import Interaction
from cardtable.ui.words import say

__all__ = ["DonkeyTable", "TABLE", "FACES"]


def _keys(cards_) -> list[int]:
    return sorted(VALUE[c] for c in cards_)


class DonkeyInteraction(Interaction):
    """Selection by value: copies of a value are interchangeable, so any copy selected
    counts, and a selection matches the legal action with the same values."""

    def refresh(self) -> None:
        table = self.table
        self.legal = table.scene.human_actions()
        keys = {VALUE[c] for a in self.legal for c in a.cards}
        hand = {sp.card for sp in table.sprites.values() if sp.extra.get("hand")}
        self.selected = [c for c in self.selected if c in hand and VALUE[c] in keys]
        self._show_hand(lambda c: VALUE[c] in keys, lambda sp: sp.card in self.selected)

    def _toggle(self, card: int) -> None:
        keys = {VALUE[c] for a in self.legal for c in a.cards}
        if card in self.selected:
            self.selected.remove(card)
        elif VALUE[card] in keys:
            if all(len(a.cards) <= 1 for a in self.legal):
                self.selected = []       # one card only (the donkey round, ESL-6): a click changes it
            self.selected.append(card)
        self.refresh()

    def _matching(self, chosen: tuple) -> list:
        action = self.table.matching(chosen, self.legal)   # by value: any copies of a value
        return [] if action is None else [action]


class DonkeyTable(TableView):
    faces_kind = FACES.kind
    deck = tuple(range(110))

    def view(self) -> DonkeyView:
        view = super().view()
        assert isinstance(view, DonkeyView), type(view).__name__
        return view

    def __init__(self, scene):
        super().__init__(scene)
        self.interaction = DonkeyInteraction(self)

    # -- geometry -------------------------------------------------------------------------
    SET_SPAN = 2.35      # a set's width in card widths (four cards at 0.45 apart)

    def set_card(self, size) -> tuple[int, int]:
        """The size of a played card (a little smaller than an opponent's back)."""
        h = int(size[1] * (0.075 if self.players > 6 else 0.095) * (0.95 if self.players > 6 else 1.0))
        return int(h * cards.ASPECT), h

    def seat_extra(self, size) -> tuple[int, int]:
        """In front of every seat: his set of the round, its highlight and the "best" label."""
        w, h = self.set_card(size)
        return int(w * self.SET_SPAN) + px(18), h + px(18) + px(16)

    def centre_need(self, size) -> tuple[int, int]:
        return 300, int(size[1] * 0.075 * 1.3) + 80

    def setup_geometry(self, size) -> None:
        super().setup_geometry(size)
        self.set_w, self.set_h = self.set_card(size)
        c = self.centre_rect
        # the out pile left of the round's text, both in the middle of the table
        self.out_pos = (c.centerx, c.y + int(c.h * 0.42))
        self.table_rect = c.copy()

    def set_pos(self, p: int) -> tuple[float, float]:
        """Where player ``p``'s set of this round lies: in front of his seat (seats.py)."""
        ex = self.seat_place(p)
        return (ex.centerx, ex.bottom - px(9) - self.set_h / 2)

    def set_places(self, p: int, n: int) -> list[tuple[float, float]]:
        x, y = self.set_pos(p)
        step = min(self.set_w * 0.45, self.set_w * (self.SET_SPAN - 1) / max(1, n - 1))
        return [(x + (i - (n - 1) / 2) * step, y) for i in range(n)]

    def set_rect(self, p: int, n: int) -> pygame.Rect:
        pts = self.set_places(p, max(1, n))
        r = pygame.Rect(0, 0, int(pts[-1][0] - pts[0][0] + self.set_w), self.set_h)
        r.center = (int((pts[0][0] + pts[-1][0]) / 2), int(pts[0][1]))
        return r

    def furniture(self) -> dict[str, pygame.Rect]:
        """The out pile with its count and the round's text under it (two lines at most)."""
        x, y = self.out_pos
        pile = pygame.Rect(0, 0, int(self.set_h * 1.25), int(self.set_h * 1.2))   # turned up to 10°
        pile.center = (int(x), int(y))
        text = pygame.Rect(0, 0, self.centre_rect.w - px(20), px(22) + px(44))
        text.midtop = (int(x), pile.bottom + px(2))
        return {"out": pile, "round_text": text}

    def zone_pos(self, zone):
        if zone == OUT:
            return self.out_pos
        if zone is not None and zone.kind == "set":
            return self.set_pos(zone.seat)
        if zone == STOCK:         # the deal: from the dealer's seat, not over the table's texts
            dealer = self.view().dealer
            return self.fan_point(dealer) if dealer in self.seat_xy and dealer != self.viewer else \
                self.lay.seats[self.viewer].badge.center
        return super().zone_pos(zone)

    def transit_place(self, zone):
        if zone is not None and zone.kind == "set":       # a card played and collected in one action
            return self.zone_pos(zone), 0.0, (self.set_w, self.set_h)
        return super().transit_place(zone)

    def zone_face_up(self, zone) -> bool:
        if zone is not None and zone.kind == "set":
            return True
        return super().zone_face_up(zone)

    # -- layout -----------------------------------------------------------------------------
    def hand_order(self, view, hand):
        return sorted(hand, key=lambda c: (VALUE[c] if c != DONKEY else 15, c))

    def shown_sets(self, view) -> tuple[list[list[int]], bool]:
        """The sets to show: this round's, or the last round's until the next lead (dimmed)."""
        table = view.table or []
        if any(table) or not view.last_round:
            return table, False
        last = view.last_round
        if last.get("donkey_round"):
            return [[] for _ in table], False
        return last["sets"], True

    def layout_centre(self, view, places) -> None:
        sets, old = self.shown_sets(view)
        size = (self.set_w, self.set_h)
        for p, s in enumerate(sets):
            for i, ((x, y), c) in enumerate(zip(self.set_places(p, len(s)), s)):
                if ("c", c) in places:
                    continue
                places[("c", c)] = Place((x, y), c, True, 0.0, 200 + 20 * p + i, size)

    def sync(self, events=(), *, instant: bool = False) -> None:
        super().sync(events, instant=instant)
        _sets, old = self.shown_sets(self.view())
        for key, sp in self.sprites.items():
            sp.dimmed = old and not sp.extra.get("hand") and key[0] == "c"

    # -- drawing -------------------------------------------------------------------------
    def draw_centre(self, surface, view) -> None:
        out = len(view.out or [])
        x, y = self.out_pos
        img = cards.back(self.faces_kind, self.set_w, self.set_h)
        for i in range(min(out, 6)):
            im = anim.rotated(img, ((i * 37 + 3) % 21) - 10)
            d = i * assets.scale()
            surface.blit(im, im.get_rect(center=(x + d, y - d)))
        box = self.furniture()["round_text"]
        if self.out_text(view):
            widgets.text_in_rect(surface, self.out_text(view), pygame.Rect(box.x, box.y, box.w, px(22)), 14,
                                 widgets.MUTED, True, lines=1)
        head = self.round_text(view)
        if head:
            widgets.text_in_rect(surface, head, pygame.Rect(box.x, box.y + px(22), box.w, box.h - px(22)), 16,
                                 widgets.ACCENT if view.donkey_round else widgets.INK, True)
        sets, old = self.shown_sets(view)
        best = view.best_player if not old else (view.last_round or {}).get("winner")
        if best is not None and sets[best]:
            r = self.set_rect(best, len(sets[best])).inflate(px(18), px(18))
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            colour = widgets.DANGER if view.donkey_round else widgets.ACCENT
            pygame.draw.rect(glow, (*colour, 70), glow.get_rect(), border_radius=px(12))
            pygame.draw.rect(glow, (*colour, 255), glow.get_rect(), width=px(3), border_radius=px(12))
            surface.blit(glow, r)
            label = t("donkey.takes") if view.donkey_round else t("donkey.best")
            widgets.blit_text(surface, label, (r.centerx, r.y - px(2)), 13, colour, True, anchor="midbottom")
        passed = set(view.passed or []) if not old else set(
            (view.last_round or {}).get("passed") or [])
        for p in passed:
            set_x, set_y = self.set_pos(p)
            rect = widgets.blit_text(surface, t("donkey.pass"), (-999, -999), 15, widgets.INK, True)
            box = rect.inflate(px(16), px(8))
            box.center = (int(set_x), int(set_y))
            widgets.panel(surface, box, (0, 0, 0, 120), 10)
            widgets.blit_text(surface, t("donkey.pass"), box.center, 15, widgets.MUTED, True, anchor="center")

    def out_text(self, view) -> str:
        """How many players are out, over the round's line; nothing while nobody is («Вышло из
        игры: 0» said nothing at every deal's start)."""
        out = len(view.out or [])
        return t("donkey.out", n=out) if out else ""

    @staticmethod
    def hands_left(view) -> list[list[int]] | None:
        """Every hand as counted openly at the end (ESL-9: the view's ``final_hands``)."""
        return view.final_hands if view.is_over else None

    def round_text(self, view) -> str:
        if view.is_over:
            return ""
        if view.donkey_round:
            return t("donkey.round.donkey")
        size = view.set_size or 0
        if not size:
            # who leads is said by the status line and the leader's plate: only the round here
            return t("donkey.round.start", n=view.round)
        return say("donkey.round.best", self.person(view.best_player), n=view.round,
                   cards=tn("donkey.per_cards", size), value=value_words(view.best_value, "best"))

    def seat_icon(self, view, p: int) -> pygame.Surface | None:
        """The donkey's holder: a small donkey card inside his badge (on the right, where the
        level is written for the others), with a padlock while he may not lead it (ESL-7)."""
        if view.donkey_holder != p:
            return None
        badge_h = self.badge_rect(p).h
        # On a crowded table's badge (8 players and more) a card as tall as the badge would leave the
        # name a few letters: there it is a line high, at the end of the count line.
        crowded = badge_h < px(54)
        ch = px(ICON_LINE_H) if crowded else badge_h - px(8)
        locked = bool(view.donkey_locked)
        key = (ch, locked, cards.style_key())
        cached = getattr(self, "_icon", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        cw = int(ch * cards.ASPECT)
        icon = pygame.Surface((cw + px(4), ch), pygame.SRCALPHA)
        if crowded:   # drawn four times larger and scaled down: the small card keeps its head
            face = pygame.transform.smoothscale(cards.face(self.faces_kind, DONKEY, cw * 4, ch * 4), (cw, ch))
        else:
            face = cards.face(self.faces_kind, DONKEY, cw, ch)
        icon.blit(face, (0, 0))
        if locked:
            size = px(8) if crowded else max(10, ch // 3)
            draw_padlock(icon, (icon.get_width() - size // 2, ch - int(size * 0.45)), size)
        self._icon = (key, icon)
        return icon

    # -- interaction ------------------------------------------------------------------------
    def matching(self, chosen, legal: list[Action]) -> Action | None:
        want = _keys(chosen)
        for a in legal:
            if a.cards and _keys(a.cards) == want:
                return a
        return None

    def drop_zones(self, view) -> list[DropZone]:
        return [DropZone("table", self.table_rect.copy(), t("donkey.zone.table"))]

    def zone_of(self, action: Action) -> str | None:
        return "table" if action.kind == "play" else None

    def action_for_drop(self, cards_, zone, legal) -> Action | None:
        if zone != "table":
            return None
        return self.matching(cards_, legal) or Action(self.viewer, "play", tuple(sorted(cards_)))

    def button_actions(self, legal: list[Action]) -> list[Action]:
        acts = [a for a in legal if not a.cards]
        chosen = self.interaction.selected
        if chosen:
            match = self.matching(chosen, legal)
            if match is not None:
                acts.insert(0, match)
        return acts

    def main_action(self, legal: list[Action]) -> Action | None:
        acts = self.button_actions(legal)
        return acts[0] if acts else None

    def button_label(self, action: Action) -> str:
        if action.kind == "play":
            return play_label(action.cards)
        if action.kind == "pass":
            return t("donkey.pass")
        return super().button_label(action)

    # -- texts ------------------------------------------------------------------------------
    def seat_role(self, view, p: int) -> str:
        if p in (view.ran_out or []):
            return say("donkey.role.out", self.person(p))
        if view.donkey_holder == p:
            return t("donkey.role.holder")  # the padlock on the badge shows ESL-7
        if p == view.leader and not view.is_over:
            if view.acted:      # he has led; the others answer now: not "his move" any more
                return say("donkey.role.led", self.person(p))
            return say("donkey.role.leader", self.person(p))
        return ""

    def status_text(self, view) -> str:
        p = view.to_act
        if p is None:
            return ""
        mine = p == self.viewer and bool(self.scene.human_actions())
        who = self.person(p)
        if view.donkey_round:
            return t("donkey.you.donkey_round") if mine else say("donkey.they.donkey_round", who)
        size = view.set_size or 0
        if not size:
            if not mine:
                return say("donkey.they.lead", who)
            if view.donkey_holder == p:
                key = "donkey.you.lead_locked" if view.donkey_locked else "donkey.you.lead_donkey"
                return t(key)
            return t("donkey.you.lead")
        best = value_words(view.best_value, "than")
        if mine and all(a.kind == "pass" for a in self.scene.human_actions()):
            return t("donkey.you.no_raise")      # e.g. jokers lead (ESL-5: 14, nothing is higher)
        if mine:
            return tn("donkey.you.raise", size, value=best)
        return say("donkey.they.raise", who)

    def event_message(self, ev) -> str | None:
        who = self.person
        info = ev.info or {}
        if ev.kind == "round_end" and info.get("donkey_round"):
            return say("donkey.msg.takes", who(info["winner"]))
        if ev.kind == "play" and info.get("text") == "D":
            return say("donkey.msg.donkey", who(ev.player))
        if ev.kind == "unlock":
            return say("donkey.msg.unlock", who(ev.player))
        return None

    def log_cards(self, kind: str, text: str) -> str:
        """A set's notation in the log ("3x6+J") in words ("three 6s and a joker")."""
        try:
            return set_words(parse_set(text)) if text else text
        except ValueError:
            return text

    def event_sound(self, ev) -> str | None:
        if ev.kind != "move":
            return "shuffle" if ev.kind == "deal" else None
        if ev.src == STOCK:
            return "deal"
        if ev.src is not None and ev.src.kind == "set" and ev.dst is not None and ev.dst.kind == "hand":
            return "take"
        if ev.dst == OUT:
            return None
        return "play"

    def result_lines(self, result) -> list[str]:
        """Who ran out, who is the donkey, and the breakdown of every penalty that holds
        the donkey or jokers (plain card values are in the sheet already; ESL-9)."""
        if result is None:
            return []
        who = self.person
        lines = [t("donkey.result.out", names=words.names([who(p) for p in result.winners]))]
        pens = (result.notes or {}).get("penalty") or []
        donkey = result.losers[0] if result.losers else None
        if donkey is not None and donkey < len(pens):
            lines.append(say("donkey.result.donkey", who(donkey), total=pens[donkey]["total"],
                             parts=self.breakdown(pens[donkey])))
        jokers = [t("donkey.result.penalty", name=words.names([who(p)]), total=b["total"], parts=self.breakdown(b))
                  for p, b in enumerate(pens) if b["jokers"] and p != donkey]
        if jokers:
            lines.append(t("donkey.result.jokers", items=" · ".join(jokers)))
        return lines

    @staticmethod
    def breakdown(b: dict) -> str:
        bits = []
        if b["donkey"]:
            bits.append(t("donkey.result.b_donkey"))
        if b["jokers"]:
            bits.append(tn("donkey.result.b_jokers", b["jokers"], pts=b["joker_points"]))
        if b["values"]:
            bits.append(t("donkey.result.b_values", pts=b["values"]))
        return " + ".join(bits)

    def total_label(self) -> str:
        return t("donkey.result.total")

    def score_meaning(self) -> str:
        return t("donkey.score")


def value_words(key: int | None, form: str = "") -> str:
    """A value as players say it: "7", "joker", "donkey"; ``form`` "than" after "higher than"
    ("a joker", «старше джокера»), "best" after "best so far:" ("a joker")."""
    if key is None:
        return ""
    text = key_str(key)
    if key not in (JOKER_KEY, DONKEY_KEY):
        return text
    return t(f"donkey.value.{text}.{form}") if form and i18n.has(f"donkey.value.{text}.{form}") else \
        t(f"donkey.value.{text}")


def parse_set(text: str) -> dict[int, int]:
    """A set's notation ("3x6+J", "2xJ", "D") as {value key: count}; ``ValueError`` if it is not one."""
    counts: dict[int, int] = {}
    for part in text.split("+"):
        m, _, k = part.rpartition("x")
        key = parse_key(k)
        counts[key] = counts.get(key, 0) + (int(m) if m else 1)
    return counts


def set_words(counts: dict[int, int]) -> str:
    """Cards of a set in words, as the object of a verb ("plays …", «кладёт …»): "two 7s and a
    joker", «2 карты «7» и джокер», "the donkey", «осла»."""
    if DONKEY_KEY in counts:                  # an animal: «кладёт осла», not «осёл»
        return t("donkey.set.donkey")
    numbers = [w.strip() for w in t("donkey.words").split(",")]

    def word(n: int) -> str:
        return numbers[n - 1] if 0 < n <= len(numbers) and numbers[n - 1] else str(n)

    naturals = [tn("donkey.set.naturals", n, v=str(k), word=word(n))
                for k, n in sorted(counts.items()) if k != JOKER_KEY]
    jokers = counts.get(JOKER_KEY, 0)
    text = ", ".join(naturals)
    if jokers:
        joker_text = tn("donkey.set.jokers", jokers, word=word(jokers))
        text = t("donkey.set.both", naturals=text, jokers=joker_text) if text else joker_text
    return text


def play_label(cards_: tuple[int, ...]) -> str:
    """The Play button: "Play two 7s and a joker", «Сыграть 2 карты «7» и джокер», "Play the donkey"."""
    counts: dict[int, int] = {}
    for c in cards_:
        counts[VALUE[c]] = counts.get(VALUE[c], 0) + 1
    if DONKEY_KEY in counts:
        return t("donkey.play.donkey")
    return t("donkey.play", set=set_words(counts))


def draw_padlock(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A small padlock: the donkey's holder may not lead it yet (ESL-7)."""
    x, y = centre
    body = pygame.Rect(0, 0, size, int(size * 0.8))
    body.center = (x, y)
    shackle = pygame.Rect(0, 0, int(size * 0.7), int(size * 0.9))
    shackle.midbottom = (x, body.y + size // 6)
    pygame.draw.ellipse(surface, (40, 40, 40), shackle, width=max(2, size // 5))
    pygame.draw.rect(surface, widgets.DANGER, body, border_radius=max(2, size // 6))
    pygame.draw.rect(surface, (40, 20, 20), body, width=1, border_radius=max(2, size // 6))


TABLE = DonkeyTable
