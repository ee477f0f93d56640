"""Who's the Donkey? (Кто осёл?, W. Kramer) — docs/rules.md chapter 4, ESL-1 … ESL-9.

A climbing game for 3–12 players.  Cards and notation are in
:mod:`cardtable.engine.donkey.cards`; this module holds the deal state (the
registry entry and match scoring are in the package).

Dealing (ESL-2): the dealer is option ``dealer`` (internal; drawn by lot from
the seed when unset).  A shuffled deal takes ``players × hand - 1`` cards plus
the donkey; a rigged ``deck`` (top card first) is either all 110 cards or just
the ``players × hand`` dealt ones, and must contain the donkey among the dealt
cards.  ``deck[i]`` goes to player ``(dealer + 1 + i) % players`` — one card at a
time clockwise from the dealer's left.  The undealt rest stays out of play,
unseen (zone ``"unused"``, never moved).

Zones of the events: ``"stock"`` (the dealt pack), ``"hand:N"``, ``"set:N"`` (the
set player N laid in front of him this round), ``"out"`` (removed from the game
at the end of a normal round, face up).  Event kinds besides ``"move"``:
``"deal"``, ``"turn"``, ``"play"``, ``"pass"``, ``"round_end"``, ``"unlock"``,
``"deal_end"`` (see docs/notation.md).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Event, GameState, IllegalAction, Result, View
from ..rng import below, seeded
from ..zone import STOCK
from .actions import MAX_PLAYERS, DonkeyAction, Phase, parse_action, pick
from .cards import (
    DECK110,
    DONKEY,
    FIRST_JOKER,
    HAND_SIZE,
    JOKER_IN_DONKEY_ROUND,
    VALUE,
    dealt_cards,
    penalty,
    penalty_breakdown,
)
from .events import (
    HAND,
    PASS_EVENT,
    PLAYS,
    ROUND_EVENTS,
    SET,
    TO_OUT,
    TURN_EVENT,
    UNLOCK_EVENT,
    out_moves,
    play_event,
    play_events,
    round_event,
    set_moves,
)
from .legal import HandIndex, LegalMixin
from .position import fields_of
from .refusal import refusal
from .view import ViewMixin, determinize_into

__all__ = ["DonkeyAction", "DonkeyState", "determinize"]

class DonkeyState(LegalMixin, ViewMixin, GameState[DonkeyAction]):
    """One deal of Who's the Donkey?

    ``hands`` are lists of card ids in the order received; ``index[p]`` is
    player ``p``'s hand indexed by value (:class:`~cardtable.engine.donkey.legal.HandIndex`).  ``to_act`` and
    ``is_over`` are plain attributes updated by every move (cheaper to read than
    the base class's properties).
    """

    game_id = "donkey"
    action_type = DonkeyAction
    card_ids = 110
    # Slots: a random deal reads these fields some hundred thousand times a second; a slot is
    # read at a fixed place in the object instead of looked up in a dictionary of 30-odd names.
    __slots__ = ('num_players', 'seed', 'options', 'rigged_deck', 'history', 'dealer', '_unused',
                 'hands', '_deal_order', '_initial_events', 'index', 'known', 'out',
                 'donkey_holder', 'locked', 'ran_out', 'over', 'round_no', '_last',
                 '_first_leader', 'leader', 'turn', 'to_act', 'donkey_round', 'size', 'best',
                 'best_player', 'table', 'passed', 'acted', 'is_over')

    def __init__(self, players: int, seed: int, options: dict, deck: list[int] | None):
        super().__init__(players, seed, options, deck)
        self.is_over = False
        n = players
        dealt = n * HAND_SIZE[n]
        dealer = options.get("dealer")
        self.dealer = below(seeded(seed, "dealer"), n) if dealer is None else int(dealer) % n
        if deck is None:
            order = dealt_cards(seeded(seed, "donkey-deal"), dealt)
            self._unused: list[int] | None = None   # unused: built when first asked for
        else:
            order = _checked_deck(deck, dealt)
            in_play = set(order[:dealt])
            self._unused = [c for c in DECK110 if c not in in_play]
        # deck[i] goes to player (dealer + 1 + i) % n: player p's cards are every n-th
        self.hands: list[list[int]] = [order[(p - self.dealer - 1) % n:dealt:n] for p in range(n)]
        self._deal_order = order[:dealt]
        self._initial_events: list[Event] | None = None
        self._index_hands()
        holder = next(p for p in range(n) if DONKEY in self.hands[p])
        # Cards everyone knows to be in a hand: the donkey's first holder leads
        # (ESL-3), and cards taken in a donkey round were seen face up (ESL-6).
        self.known: list[list[int]] = [[] for _ in range(n)]
        self.known[holder].append(DONKEY)
        self.out: list[int] = []
        self.donkey_holder: int | None = holder
        self.locked = False  # ESL-7
        self.ran_out: list[int] = []
        self.over = False
        self.round_no = 0
        self._last: tuple | dict | None = None   # last_round
        first = options.get("first")  # ESL-3: the donkey's holder leads, unless set
        self._first_leader = holder if first is None else first
        self._start_round(self._first_leader, None)

    def _index_hands(self) -> None:
        self.index = [HandIndex(hand) for hand in self.hands]

    @property
    def unused(self) -> list[int]:
        """The cards not dealt, sorted: out of play, unseen (ESL-2)."""
        rest = self._unused
        if rest is None:
            rest = self._unused = sorted(_DECK.difference(self._deal_order))
        return rest

    @unused.setter
    def unused(self, cards: list[int]) -> None:
        self._unused = cards

    @property
    def initial_events(self) -> list[Event]:
        """The deal's events (dealer, one card at a time, the first turn), built when
        first asked for."""
        events = self._initial_events
        if events is None:
            n, dealer, order = self.num_players, self.dealer, self._deal_order
            events = [Event("deal", player=dealer, info={
                "dealer": dealer, "hand_size": HAND_SIZE[n], "unused": 110 - len(order)})]
            events.extend(Event("move", c, STOCK, HAND[(dealer + 1 + i) % n], False, dealer)
                          for i, c in enumerate(order))
            events.append(Event("turn", player=self._first_leader, info={"round": 1, "lead": True}))
            self._initial_events = events
        return events

    @initial_events.setter
    def initial_events(self, events: Sequence[Event]) -> None:
        self._initial_events = list(events)

    # -- rounds ---------------------------------------------------------------
    def _start_round(self, leader: int, events: list[Event] | None) -> None:
        """The first round (the next ones start at the end of ``_end_round``)."""
        self.round_no += 1
        self.leader = self.turn = self.to_act = leader
        self.donkey_round = False
        self.size = 0
        self.best = -1
        self.best_player: int | None = None
        # a new list each round: the last round's ``sets`` keep the old one
        self.table: list[tuple[int, ...]] = [()] * self.num_players
        self.passed: list[int] = []
        self.acted: list[int] = []
        if events is None:   # playout mode
            return
        key = self.round_no * MAX_PLAYERS + leader
        events.append(ROUND_EVENTS.get(key) or round_event(key, Event(
            "turn", player=leader, info={"round": self.round_no, "lead": True})))

    def _refusal(self, action: DonkeyAction) -> IllegalAction:
        return refusal(self, action)

    def _canonical(self, action: DonkeyAction) -> DonkeyAction:
        """The same set with the lowest ids of each value the player holds (copies
        are interchangeable; legal actions list these).  Fields are well typed here
        (GameState.coerce)."""
        if action.kind != "play" or not action.cards:
            return action
        try:
            cards = pick(self.hands[action.player], [VALUE[c] for c in action.cards])
        except (ValueError, IndexError, TypeError):
            return action
        return DonkeyAction(action.player, "play", cards, action.arg)

    def apply_unchecked(self, action: DonkeyAction) -> list[Event]:
        """``_apply`` and the history (GameState.apply_unchecked without its lookups)."""
        self.history.append(action)
        events: list[Event] = []
        self._play(action, events)
        return events

    def _apply(self, action: DonkeyAction) -> list[Event]:
        """The effects of a legal play or pass (ESL-4 … ESL-8) and their events."""
        events: list[Event] = []
        self._play(action, events)
        return events

    def _play(self, action: Action, events: list[Event] | None = None) -> None:
        """Apply a legal play or pass (ESL-4 … ESL-8); append its events to ``events``
        unless it is None (playout mode: no event is built or looked up)."""
        p = action.player
        self.acted.append(p)
        if action.kind == "pass":
            self.passed.append(p)
            if events is not None:
                events.append(PASS_EVENT[p])
        else:
            cards = action.cards
            hand = self.hands[p]
            for c in cards:
                hand.remove(c)
            if self.known[p]:
                # GEN-2: copies look alike, so a played card of a known value is a known card
                # gone (which copy the ids say would tell whether he held another one)
                known = self.known[p]
                for c in cards:
                    if c in known:
                        known.remove(c)
                        continue
                    v = VALUE[c]
                    for k in known:
                        if VALUE[k] == v:
                            known.remove(k)
                            break
            self.index[p].remove(cards)
            self.table[p] = cards
            if self.donkey_round:
                c = cards[0]
                v = JOKER_IN_DONKEY_ROUND if c >= FIRST_JOKER else VALUE[c]
                if v >= self.best:  # ESL-6: on a tie the last to play it
                    self.best = v
                    self.best_player = p
                if events is not None:
                    events += set_moves(p, cards)
                    events.append(play_event(p, cards, True, self.best_player == p))
            elif cards[0] == DONKEY:  # ESL-6: the leader starts a donkey round
                self.size = 1
                self.donkey_round = True
                self.donkey_holder = None
                self.best = 0
                self.best_player = p
                if events is not None:
                    events += set_moves(p, cards)
                    events.append(play_event(p, cards, True, True))
            else:  # ESL-4: a lead or a raise, the new best set
                if events is None:
                    # a set lists its naturals first (actions.pick): its value is its first
                    # card's, 14 for jokers alone (ESL-5) — cards.set_value
                    self.best = VALUE[cards[0]]
                else:
                    played, self.best = PLAYS[p].get(cards) or play_events(p, cards)
                    events += played
                self.size = len(cards)
                self.best_player = p
        nxt = p + 1
        if nxt == self.num_players:
            nxt = 0
        if nxt != self.leader and not self.hands[nxt]:  # a player with no cards is skipped
            n, hands = self.num_players, self.hands
            while nxt != self.leader and not hands[nxt]:
                nxt = (nxt + 1) % n
        if nxt == self.leader:
            self._end_round(events)
        else:
            self.turn = self.to_act = nxt
            if events is not None:
                events.append(TURN_EVENT[nxt])

    def _end_round(self, events: list[Event] | None) -> None:
        winner = self.best_player
        assert winner is not None
        table = self.table
        dr, best, size, round_no = self.donkey_round, self.best, self.size, self.round_no
        if events is not None:
            key = -((((round_no * MAX_PLAYERS + winner) * 2 + dr) * 16 + best) * 16 + size)
            events.append(ROUND_EVENTS.get(key) or round_event(key, Event(
                "round_end", player=winner, info={"winner": winner, "donkey_round": dr,
                                                  "value": best, "size": size, "round": round_no})))
        if dr:
            # ESL-6: the highest card takes every card of the round, donkey included.
            hand = self.hands[winner]
            known = self.known[winner]
            index = self.index[winner]
            for q in self.acted:
                cards = table[q]
                hand += cards
                known += cards
                index.add(cards)
                if events is not None:
                    for c in cards:
                        events.append(Event("move", c, SET[q], HAND[winner], True, winner))
            self.donkey_holder = winner
            self.locked = True  # ESL-7
        else:
            out = self.out
            for q in self.acted:
                cards = table[q]
                if cards:
                    out += cards
                    if events is not None:
                        moves = TO_OUT[winner * MAX_PLAYERS + q] or out_moves(winner, q)
                        for c in cards:
                            events.append(moves[c])
            if self.locked and winner == self.donkey_holder:
                self.locked = False  # ESL-7: he has won a normal round
                if events is not None:
                    events.append(UNLOCK_EVENT[winner])
        # ``last_round``'s record, its dict built when first asked for (a playout never asks)
        self._last = (round_no, self.leader, winner, dr, table, self.passed)
        # ESL-8: the deal ends after a round in which someone played his last card.
        hands = self.hands
        ran = [] if all(hands) else [q for q in self.acted if not hands[q]]
        if ran:
            self.over = self.is_over = True
            self.to_act = None
            self.ran_out = ran
            if events is not None:
                events.append(Event("deal_end", info={
                    "ran_out": ran, "scores": [penalty(h) for h in hands],
                    "donkey": self.donkey_holder}))
        else:   # the next round (_start_round, inlined)
            self.round_no = round_no = round_no + 1
            self.leader = self.turn = self.to_act = winner
            self.donkey_round = False
            self.size = 0
            self.best = -1
            self.best_player = None
            self.table = [()] * self.num_players
            self.passed = []
            self.acted = []
            if events is not None:
                key = round_no * MAX_PLAYERS + winner
                events.append(ROUND_EVENTS.get(key) or round_event(key, Event(
                    "turn", player=winner, info={"round": round_no, "lead": True})))

    @property
    def last_round(self) -> dict | None:
        """The last round finished: ``round``, ``leader``, ``winner``, ``donkey_round``,
        ``sets`` (the table as it was) and ``passed``; None before the first one ends."""
        last = self._last
        if isinstance(last, tuple):
            round_no, leader, winner, dr, table, passed = last
            last = self._last = {"round": round_no, "leader": leader, "winner": winner,
                                 "donkey_round": dr, "sets": table, "passed": passed}
        return last

    @last_round.setter
    def last_round(self, record: dict | None) -> None:
        self._last = record

    #: Playout mode (docs/dev/engine.md "Playouts"): ``_apply`` without building events —
    #: ``_play`` itself, its ``events`` left None (one call less per action).
    step = _play

    # -- results --------------------------------------------------------------
    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = [penalty(h) for h in self.hands]
        rest = sorted((p for p in range(self.num_players) if p not in self.ran_out),
                      key=lambda p: (scores[p], p))
        return Result(order=[*self.ran_out, *rest],
                      losers=[self.donkey_holder] if self.donkey_holder is not None else [],
                      scores=scores, winners=list(self.ran_out),
                      notes={"penalty": [penalty_breakdown(h) for h in self.hands],
                             "donkey": self.donkey_holder, "dealer": self.dealer})

    def returns(self) -> list[float]:
        """1 for the lowest penalty of the deal, 0 for the highest, linear between."""
        if not self.over:
            return [0.5] * self.num_players
        scores = [penalty(h) for h in self.hands]
        lo, hi = min(scores), max(scores)
        span = (hi - lo) or 1
        return [1.0 - (s - lo) / span for s in scores]

    # -- views, copies, text --------------------------------------------------
    @property
    def phase(self) -> Phase:
        """``lead`` (a round's first set), ``raise`` (raise or pass), ``donkey`` (a donkey
        round: one card each, ESL-6) or ``over``."""
        if self.over:
            return "over"
        if self.size == 0:
            return "lead"
        return "donkey" if self.donkey_round else "raise"

    def _position(self) -> dict:
        return fields_of(self)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand:{p}": list(h) for p, h in enumerate(self.hands)}
        # after the last round the table still shows its sets (the view's last picture),
        # but those cards have already gone out or to the donkey's taker (ESL-8)
        zones["table"] = [] if self.over else [c for cards in self.table for c in cards]
        zones["out"] = list(self.out)
        zones["unused"] = list(self.unused)  # the part of the pack not dealt (ESL-2)
        return zones

    def parse_action(self, text: str) -> DonkeyAction:
        return parse_action(text, self.num_players, self.hands)


_DECK = frozenset(DECK110)


def _checked_deck(deck: list[int], dealt: int) -> list[int]:
    deck = [int(c) for c in deck]
    if len(deck) not in (dealt, 110) or len(set(deck)) != len(deck) or not all(
            0 <= c < 110 for c in deck):
        raise ValueError(f"donkey: a rigged deck is all 110 cards or the {dealt} dealt ones, each once")
    if DONKEY not in deck[:dealt]:
        raise ValueError("donkey: the donkey must be among the dealt cards (ESL-2)")
    return deck


def determinize(view: View | Mapping[str, Any], rng: random.Random) -> DonkeyState:
    """A full state consistent with ``view`` (:func:`~.view.determinize_into`)."""
    return determinize_into(DonkeyState, view, rng)
