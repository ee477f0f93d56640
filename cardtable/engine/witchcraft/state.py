"""The state of one deal of Strong Witchcraft (docs/rules.md chapter 3, SW-4 … SW-13).

Phases: ``lead`` (the attacker may lay a Strong Witchcraft, then leads one card),
``defend`` (the defender covers, transfers or takes), ``throw`` (the thrower of
the moment throws one card or passes; SW-7/8), ``over``.  While the defender still
defends, a thrown card sends the deal back to ``defend``; after "take" the
throwers throw one card after another with no answer.  A thrower who cannot
legally throw is passed over without being asked.  The bout ends when every
eligible thrower has passed in a row (SW-8); then the cards are discarded or
taken (SW-10), everyone draws (SW-11) and players out of cards leave (SW-13).

:class:`WitchcraftState` holds the lists that are the truth (``hands``, ``stock``,
``attack``, ``covers`` …, the stock's *last* element being its top card; each hand a
``bytearray`` of card numbers in the order they came, so that playing a card is a C scan
without a comparison call per card, and ``hands`` answers new lists) and, for
speed, type masks derived from them (bit c = card type c): each hand's types, the
types and strengths on the table, the uncovered attack types, the throwable types,
how many more cards may be thrown (``_space``, SW-9: it falls by one with each throw and
is set by a lead or a transfer) and the next active seat of every seat.  :meth:`_derive`
rebuilds them from the lists.  ``to_act`` and ``is_over`` are plain attributes updated at every phase change.

Read-only answers for AI playouts inside determinized worlds (they may read the whole
state; docs/dev/engine.md): ``hands``, ``hand_of`` (one hand, the ``bytearray`` itself),
``hand_masks``, ``next_active`` (a list) besides the
public fields (``attack``, ``covers``, ``stock`` top last, ``laid``, ``active`` …).
Never modify what they return.

Here: dealing, the derived fields, the transitions of one action (``_play``, with the throw
phase's passing over, SW-8, at its tail); legal actions are in
:mod:`.legal`, refusals in :mod:`.refusal`, views and copies in :mod:`.view`, bout and
deal endings in :mod:`.ending`, positions in :mod:`.position`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..core import Event, GameState, Result, make_action
from .actions import DEFENCES, GAME_ID, SWAction, parse_action
from .cards import BEATER_MASK, BIT, HAND, STRENGTH_BIT, STRENGTH_TYPES, type_mask
from .ending import EndingMixin
from .events import (
    DRAW,
    HAND_COVER,
    HAND_TABLE,
    SAY_PASS,
    SAY_TAKE,
    SAY_TRANSFER,
    SINK,
    TURN,
    Events,
)
from .legal import LEAD_ROOM, LEAD_TRANSFER, THROW_HIGH, THROW_LOW, LegalMixin
from .position import fields_of
from .refusal import RefusalMixin
from .view import ObserveMixin, WitchcraftView

# The common kinds as the shared actions spell them (actions.py; literals that look like names
# are interned, so every module's "throw" is this one string).
_THROW, _COVER, _ATTACK, _TAKE, _PASS = "throw", "cover", "attack", "take", "pass"
_NEXT_SEAT = tuple(tuple((p + 1) % n for p in range(n)) for n in range(7))   # by player count


class WitchcraftState(EndingMixin, ObserveMixin, RefusalMixin, LegalMixin, GameState[SWAction]):
    """One deal.  See the module docstring for the phases and the fields."""

    game_id = GAME_ID
    action_type = SWAction
    card_ids = 21
    view_type = WitchcraftView
    # Slots: CPython reads and writes slots much faster than the attributes of an
    # instance dict holding this many keys.  ``to_act`` and ``is_over`` are plain
    # attributes here (they shadow the base class's properties), kept up to date
    # by every phase change.
    __slots__ = ("sets", "wins_needed", "known", "laid", "active", "order", "sw_wins", "discard",
                 "seen_out", "attack", "covers", "lead_n", "taking", "passes", "laid_turn", "first",
                 "stock", "attacker", "main", "defender", "thrower", "phase",
                 "_initial", "to_act", "is_over", "_hands", "_masks", "_tmask", "_smask",
                 "_umask", "_uncov", "_nactive", "_nxt", "_orders", "_allowed", "_space", "_ready")
    to_act: int | None
    is_over: bool

    # -- set-up ---------------------------------------------------------------
    def _setup(self, deck: list[int], first: int, dealer: int) -> None:
        """Deal ``deck`` (top card first): one card at a time clockwise from the dealer's
        left (the last seat deals unless option ``dealer`` says otherwise, so player 0 gets
        the first card) until everyone holds 6; the rest is the stock."""
        n = self.num_players
        self.sets = int(self.options.get("sets", 1))
        self.wins_needed = 3 if n <= 3 else 2  # SW-12
        self.known: list[list[int]] = [[] for _ in range(n)]
        self.laid: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
        self.active = [True] * n
        self.order: list[int] = []
        self.sw_wins: list[int] = []
        self.discard: list[int] = []
        self.seen_out: list[int] = []
        self.attack: list[int] = []
        self.covers: list[int] = []
        self.lead_n = self.passes = 0
        self.taking = self.laid_turn = self.is_over = False
        self.first = first
        dealt = deck[:HAND * n]
        hands = self._hands = [bytearray(dealt[(p - dealer - 1) % n::n]) for p in range(n)]
        self._initial = (dealer, dealt, first)   # initial_events, built when first read
        self.stock = deck[:HAND * n - 1:-1]   # top last
        self.attacker = self.main = self.defender = self.thrower = self.to_act = first
        self.phase = "lead"
        # the derived fields of a fresh deal (what _derive computes, without the scans)
        masks = self._masks = []
        for h in hands:
            m = 0
            for c in h:
                m |= BIT[c]
            masks.append(m)
        self._tmask = self._smask = self._umask = self._uncov = self._allowed = self._space = 0
        self._ready = None   # legal.py
        self._nactive = n
        self._nxt = list(_NEXT_SEAT[n])
        self._orders = {}

    def _derive(self) -> None:
        """Rebuild every derived field from the lists (after set-up or a rebuild
        from a view)."""
        n = self.num_players
        self._masks = [type_mask(h) for h in self._hands]
        table = self.attack + [c for c in self.covers if c >= 0]
        self._tmask = type_mask(table)
        self._smask = 0
        for c in table:
            self._smask |= STRENGTH_BIT[c]
        self._umask = _uncovered(self.attack, self.covers)
        self._uncov = self.covers.count(-1)
        self._nactive = sum(self.active)
        self._nxt = [self._scan_next(p) for p in range(n)]
        self._orders: dict[int, list[int]] = {}   # draw orders by (attacker, defender)
        self._allowed = self._throw_types()
        self._space = self._room()
        self._ready = None   # legal.py
        self.to_act = {"lead": self.attacker, "defend": self.defender,
                       "throw": self.thrower}.get(self.phase)
        self.is_over = self.phase == "over"

    @property
    def initial_events(self) -> list[Event]:
        """The deal's opening events: every card dealt, then the first turn (built when
        first read: a playout never reads them)."""
        ev = self._initial
        if isinstance(ev, tuple):
            dealer, dealt, first = ev
            n = self.num_players
            ev = self._initial = [DRAW[(dealer + 1 + i) % n][c] for i, c in enumerate(dealt)]
            ev.append(TURN[first])
        return ev

    @initial_events.setter
    def initial_events(self, value: Sequence[Event]) -> None:
        self._initial = list(value)

    @property
    def hands(self) -> list[list[int]]:
        """Every player's hand (a multiset as a list, in the order the cards came), as new
        lists: the state holds each hand as a ``bytearray`` of card numbers (its membership
        tests and removals are C scans without a comparison call per card)."""
        return [list(h) for h in self._hands]

    @hands.setter
    def hands(self, value: list[list[int]]) -> None:
        self._hands = [bytearray(h) for h in value]
        self._derive()

    def hand_of(self, p: int) -> bytearray:
        """Player ``p``'s hand as the state holds it (card numbers in the order they came),
        read-only: for the AI's playout policy, which reads one hand a move and never writes it
        (``hands`` copies every hand into a list)."""
        return self._hands[p]

    @property
    def hand_masks(self) -> list[int]:
        """Each hand as a mask of the card types it holds (cards.BIT), kept by every
        transition; read-only (the AI's playout policy reads it, never writes it)."""
        return self._masks

    @property
    def next_active(self) -> list[int]:
        """For each seat, the next active player to its left (itself if nobody else);
        read-only."""
        return self._nxt

    # -- contract -------------------------------------------------------------
    def _scan_next(self, p: int) -> int:
        n = self.num_players
        q = (p + 1) % n
        for _ in range(n):
            if self.active[q]:
                return q
            q = (q + 1) % n
        return p

    def _next_active(self, p: int) -> int:
        """The next active player to the left of ``p`` (``p`` if nobody else)."""
        return self._nxt[p]

    # -- applying -------------------------------------------------------------
    # Every transition appends its events to ``ev``: a list, or in playout mode (``step``)
    # the shared sink (events.SINK), which it tests first so as to build nothing.  The three
    # ways to apply an action run the same transitions (one rule, one place): ``_play``.
    def apply_unchecked(self, action: SWAction) -> list[Event]:
        """Apply an action already known to be legal (for AI playouts)."""
        ev: list[Event] = []
        self._play(action, ev)
        self.history.append(action)
        return ev

    def _apply(self, action: SWAction) -> list[Event]:
        ev: list[Event] = []
        self._play(action, ev)
        return ev

    def _play(self, action: SWAction, ev: Events = SINK, in_hand: bool = True) -> None:
        """The effects of a legal action (SW-5 … SW-12), its events appended to ``ev``.  The
        common kinds are written out here, one branch each, and the kinds after which the
        throwers may go on (a throw to a taker, the last cover, take, pass) end in the throw
        phase's passing over (SW-8) below them, written once; the bout's end is
        :meth:`_end_bout`, a transfer and a lay are methods.  The common kinds are told apart
        by identity with the shared actions' strings (``is``: CPython 3.11 leaves an ``==``
        before a branch this long unspecialized); a kind spelled by a string of its own is
        played as the same action spelled with the shared one (``in_hand`` False: its cards
        have left the hand already).  Every path sets ``_ready`` (legal.py): the next answers
        where they are at hand, else None.  Few local names (a call's frame sets and clears
        each of them, for every action)."""
        kind, p = action.kind, action.player
        for c in action.cards:   # the cards played leave the hand first; c: the action's card
            if in_hand:
                hand = self._hands[p]
                hand.remove(c)
                if c not in hand:   # its last copy of that type
                    self._masks[p] ^= BIT[c]
                cards = self.known[p]
                if cards and c in cards:   # no longer known to be there
                    cards.remove(c)
        if kind is _THROW:   # SW-7: one more card on the table
            cards = self.attack
            if ev is not SINK:
                ev.append(HAND_TABLE[p][len(cards)][c])
            cards.append(c)
            self.covers.append(-1)
            b = BIT[c]
            self._tmask |= b
            m = self._umask = self._umask | b
            self._uncov += 1
            self._space -= 1
            self.passes = 0
            if not self.taking:   # back to the defender (to a taker the throwers go on: SW-8)
                self.phase = "defend"
                d = self.to_act = self.defender
                # facing this type alone, his answers (_answers; no transfer, SW-6: the table
                # holds more than the lead)
                self._ready = DEFENCES[0][d][c][self._masks[d] & BEATER_MASK[c]] if m == b else None
                return
        elif kind is _COVER:   # SW-5: the first uncovered copy of the attack card is covered
            cards, cov = self.attack, self.covers
            b = action.arg   # type: ignore[assignment]  # a cover names its attack card (SWArg)
            d = cov.index(-1)   # the first uncovered card (in play the uncovered are the last ones)
            while cards[d] != b or cov[d] >= 0:
                d += 1
            cov[d] = c
            self._tmask |= BIT[c]
            self._smask |= STRENGTH_BIT[c]
            self._uncov -= 1
            if ev is not SINK:
                ev.append(HAND_COVER[p][d][c])
            if self._uncov:   # transferred copies of the lead may still lie uncovered (SW-6)
                self._umask = _uncovered(cards, cov)
                self._ready = None
                return
            self._umask = 0
            self.phase = "throw"
        elif kind is _ATTACK:   # SW-5: the lead, to the next active player
            self.attack, self.covers, self.lead_n = [c], [-1], 1
            self._tmask = self._umask = BIT[c]
            self._smask = STRENGTH_BIT[c]
            self._uncov = 1
            self.main = self.thrower = p
            d = self.defender = self.to_act = self._nxt[p]
            m = self._masks[d]
            self._space = LEAD_ROOM[len(self._hands[d])]   # the throw room (SW-9)
            self.passes = 0   # (taking is already False: reset by every bout end)
            self.phase = "defend"
            if ev is not SINK:
                ev.append(HAND_TABLE[p][0][c])
            # his answers (_answers at a fresh lead: SW-6 from its table)
            self._ready = DEFENCES[LEAD_TRANSFER[m >> c & 1][len(self._hands[p])]][d][c][
                m & BEATER_MASK[c]]
            return
        elif kind is _TAKE:   # SW-10: the throwers may still add before he takes
            self.taking = True
            self.passes = 0
            self.phase = "throw"
            if ev is not SINK:
                ev.append(SAY_TAKE[p])
        elif kind is _PASS:   # SW-8: the next thrower past the defender
            self.passes += 1
            d = self._nxt[p]
            self.thrower = self._nxt[d] if d == self.defender else d
            if ev is not SINK:
                ev.append(SAY_PASS[p])
        else:
            self._ready = None
            if kind == "transfer":
                self._transfer(p, action, ev)
            elif kind == "lay":   # SW-12
                self._lay(p, action.cards, ev)
            else:   # a common kind, its string not the shared one (parse_action's)
                self._play(make_action(type(action), p, sys.intern(kind), action.cards, action.arg),
                           ev, False)   # (its cards are out of the hand already)
            return
        # SW-8, the throw phase: throwers who cannot throw are passed over; once every eligible
        # thrower has passed in a row the bout ends.  Keeps the mask of throwable types (SW-7,
        # SW-9) for legal_actions and leaves the thrower's throws ready.
        d = self._nactive - 1   # the eligible throwers
        b = self.passes
        if b < d:
            if self._space > 0:  # room (SW-9)
                m = self._allowed = STRENGTH_TYPES[self._smask] ^ self._tmask
            else:
                m = self._allowed = 0
            p = self.thrower   # (the fields read in the loop, not before it: most often the
            while True:        # thrower of the moment can throw)
                c = self._masks[p] & m
                if c:   # his throws
                    self.passes = b
                    self.thrower = self.to_act = p
                    self._ready = THROW_LOW[p][c & 2047] + THROW_HIGH[p][c >> 11]
                    return
                b += 1
                p = self._nxt[p]
                if p == self.defender:
                    p = self._nxt[p]
                if b == d:
                    break
            self.passes, self.thrower = b, p
        self._end_bout(ev)

    # Playout mode (docs/dev/engine.md): ``_play`` itself, its events left to the sink and no
    # history.
    step = _play

    def _transfer(self, p: int, action: SWAction, ev: Events) -> None:
        """SW-6: the defender adds a copy of the lead and passes the attack on."""
        c = action.cards[0]
        self.attack.append(c)
        self.covers.append(-1)
        self._uncov += 1
        if ev is not SINK:
            ev.append(HAND_TABLE[p][self.lead_n][c])
        self.lead_n += 1
        self.main, self.defender = p, self.main
        self.thrower = p
        self.to_act = self.defender
        self._space = self._room()
        if ev is not SINK:
            ev.append(SAY_TRANSFER[p][self.defender])

    def parse_action(self, text: str) -> SWAction:
        return parse_action(text)

    def _position(self) -> dict:
        return fields_of(self)

    # -- results --------------------------------------------------------------
    @property
    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        finished = [p for p in self.order]
        losers = [p for p in range(self.num_players) if p not in finished]
        return Result(order=finished + losers, losers=losers, draw=not losers, scores=None,
                      winners=finished,
                      notes={"witchcraft_wins": list(self.sw_wins),
                             "witchcrafts": [len(x) for x in self.laid]})


def _uncovered(attack: list[int], covers: list[int]) -> int:
    """The mask of the attack cards still uncovered."""
    m = 0
    for x, cv in zip(attack, covers):
        if cv < 0:
            m |= BIT[x]
    return m
