"""The Pirate Party deal: state machine of docs/rules.md chapter 5 (PIR-1 … PIR-20).

The game waits for one player (``to_act`` = ``current``) in one of these phases:

- ``turn``: lay a playable card (PIR-5), or draw when none is playable (PIR-6);
- ``drawn``: after drawing, lay the drawn card if it is playable, or pass;
- ``skipped``: the victim of a Skip answers with the identical Skip or takes it (PIR-7);
- ``pending``: the victim of a Draw Two / Draw Four answers, challenges or takes (PIR-8/10/11/18);
- ``swap``: after a 7 its player picks the seat to swap hands with (PIR-17);
- ``five``: after a 5 its player offers a card to a seat, or keeps (PIR-20);
- ``give``: the exchange partner picks the card he gives back (PIR-20).

Out of turn, any other player may catch a forgetful player (PIR-12) and, with
the house rules, jump in (PIR-15/16).  Both windows close at the first action of
a player other than the one concerned (catches and the exchange partner's reply
excepted) — so the next player's action closes a catch.

Internally the stock's top card is ``stock[-1]`` and the discard pile's top card
``discard[-1]``.  Dealing order: see docs/notation.md.

Speed (issue 11): random playouts call ``legal_actions`` and ``apply_unchecked`` about
a hundred times a deal, so their common cases (a plain turn, a draw, laying a number,
taking the pending cards) are inlined, actions and events are shared immutable objects,
and the state keeps at most 30 attributes.  tests/test_pirate_diff.py holds these paths
to simple references and to the behaviour of the engine before the optimisation.

Here: dealing, the contract, the fast path of ``legal_actions`` and ``_play``, every
transition written once (``apply`` passes it a list for the events, ``step`` the sink);
laying a card, drawing and the deal's end are in :mod:`.laying`, the rarer effects in
:mod:`.effects`, the other legal actions in :mod:`.legal`.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from ..core import Event, IllegalAction, Result
from ..one_path import OnePathState
from ..rng import below, seeded, shuffle
from ..zone import DISCARD, STOCK
from .actions import (
    DRAW,
    DRAWN,
    GIVE_PHASE,
    OVER,
    PASS,
    PENDING,
    PLAYS,
    PLAYS_CALL,
    SKIPPED,
    TURN,
    PirateAction,
    parse_action,
)
from .cards import (
    BLACK,
    COLOUR,
    DRAW2,
    FACE,
    FULL_DECK,
    NUM_FACES,
    REVERSE,
    SKIP,
)
from .effects import EffectsMixin
from .events import (
    DRAW_EV,
    LAY_EV,
    MISPLAY_EV,
    SINK,
    STARTER_EV,
    TURN_EV,
    Events,
    _move,
    deal_events,
)
from .laying import LayMixin
from .legal import PLAYABLE, LegalMixin
from .position import fields_of
from .refusal import refusal
from .rules import HouseRules
from .scoring import deal_result, deal_returns
from .view import PirateView, public_text, seat_view

HAND_SIZE = 7

SORTED_DECK = sorted(FULL_DECK)


class PirateState(LegalMixin, LayMixin, EffectsMixin, OnePathState[PirateAction]):
    """One deal of Pirate Party."""

    game_id = "pirate_party"
    action_type = PirateAction
    card_ids = NUM_FACES
    view_type = PirateView
    # A plain attribute rather than the base class's property: every playout reads it
    # once per action.  Set by ``_finish`` (and by determinization).
    is_over: bool = False

    def __init__(self, players: int, seed: int, options: dict, deck: list[int] | None):
        super().__init__(players, seed, options, deck)
        self._read_options(options)
        n = players
        rng = seeded(seed, "deal")
        dealer = options.get("dealer")
        if dealer is None:
            dealer = below(rng, n)
        if deck is not None:
            deck = list(deck)
            if sorted(deck) != SORTED_DECK:
                raise ValueError("pirate_party: a rigged deck must hold the 108 cards of PIR-1 exactly")
        else:
            deck = list(FULL_DECK)
            shuffle(rng, deck)
        leader = options.get("first")
        if leader is None:
            leader = (dealer + 1) % n
        self.dealer, self.leader = dealer, leader
        # One card at a time, clockwise from the dealer's left (PIR-4): the i-th card dealt
        # goes to seat (dealer + 1 + i) % n.  Hands are kept sorted: legal actions come in a
        # stable order.
        pos = HAND_SIZE * n
        self.hands = [sorted(deck[(p - dealer - 1) % n:pos:n]) for p in range(n)]
        ev: list[Event] = [e[c] for e, c in zip(deal_events(n, dealer, HAND_SIZE * n), deck)]
        rest = deck[pos:]
        while COLOUR[rest[0]] == BLACK:  # PIR-4: a black starter goes to the bottom of the stock
            c = rest.pop(0)
            rest.append(c)
            ev.append(_move(c, STOCK, DISCARD, True, dealer))
            ev.append(_move(c, DISCARD, STOCK, True, dealer, buried=True))
        starter = rest.pop(0)
        ev.append(STARTER_EV[dealer][starter])
        self.stock = rest[::-1]
        self.discard = [starter]
        self.colour = COLOUR[starter]
        self.direction = 1
        self.pending = 0
        self.top_owner = -1  # no jump-in onto the starter (PIR-15)
        self.catchable = -1
        self.dp_open = -1
        self.silent = False
        self.drawn = -1
        self.offer = (-1, -1, -1)  # (from, to, card) of a five exchange
        self.wd4_prev = (0, False, -1, False)  # (colour, silent, top owner, bluff) before the last W+4
        self.winner = -1
        self.reshuffles = 0
        self.is_over = False
        # PIR-4: a coloured action starter acts as if the seat before the leader laid it.
        face = FACE[starter]
        self.phase = TURN
        self.current = leader
        if face == SKIP:
            self.phase = SKIPPED
        elif face == DRAW2:
            self.phase = PENDING
            self.pending = 2
        elif face == REVERSE:
            self.direction = -1
            self.current = (leader - 2) % n
        ev.append(TURN_EV[self.phase][self.current])
        self.initial_events = ev

    def _read_options(self, o: dict) -> None:
        self.rules = HouseRules(o)

    # -- contract ---------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.current

    def legal_actions(self, player: int | None = None) -> list[PirateAction]:
        cur = self.current
        if player is None:
            player = cur
        elif self.seat(player) != cur:  # a bool, a float or no seat is refused (GEN-3)
            return self._legal(player)
        if self.catchable >= 0:
            return self._legal(player)  # he may also catch (PIR-12)
        ph = self.phase
        if ph > DRAWN:  # phases are numbered TURN = 0, DRAWN = 1, then the rarer ones
            return self._own(player)  # (or the deal is over)
        if ph == DRAWN:  # PIR-6: lay the drawn card if it is playable, or keep it
            c = self.drawn
            if not PLAYABLE[self.colour][self.discard[-1]][c]:
                return [PASS[player]]
            drawn = list(PLAYS[player][c])
            if len(self.hands[player]) == 2:
                drawn += PLAYS_CALL[player][c]
            drawn.append(PASS[player])
            return drawn
        # The common case inlined: the player to act on a plain turn (PIR-5, PIR-6).
        # Hands are sorted, so the twin of a listed card comes right after it.
        mask = PLAYABLE[self.colour][self.discard[-1]]
        hand = self.hands[player]
        plays = PLAYS[player]
        acts: list[PirateAction] = []
        prev = -1
        if len(hand) == 2:
            calls = PLAYS_CALL[player]
            for c in hand:
                if mask[c] and c != prev:
                    acts += plays[c]
                    acts += calls[c]
                    prev = c
        else:
            for c in hand:
                if mask[c] and c != prev:
                    acts += plays[c]
                    prev = c
        if acts:
            return acts
        return [DRAW[player]] if (self.stock or len(self.discard) > 1) else [PASS[player]]

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand:{p}": list(h) for p, h in enumerate(self.hands)}
        zones["stock"] = list(self.stock)
        zones["discard"] = list(self.discard)
        return zones

    def clone(self) -> PirateState:
        s = PirateState.__new__(PirateState)
        s.__dict__.update(self.__dict__)
        s.hands = [h[:] for h in self.hands]
        s.stock = self.stock[:]
        s.discard = self.discard[:]
        s.history = self.history[:]
        return s

    def parse_action(self, text: str) -> PirateAction:
        return parse_action(text)

    def _refusal(self, action) -> IllegalAction:
        return refusal(self, action)

    # -- applying (apply, apply_unchecked: OnePathState; step: _play with the sink) -------
    def _play(self, action: PirateAction, ev: Events = SINK) -> None:
        """Every transition of the deal, written once: a legal action's effects (PIR-5 …
        PIR-20), its events appended to ``ev`` — a new list for ``apply`` and
        ``apply_unchecked``, the sink in playout mode (``step = _play``, events.py): the
        transitions are the same, only the events are dropped."""
        p, k = action.player, action.kind
        arg: Any = action.arg   # a PirateArg (actions.py), its shape given by the kind tested below
        # Out-of-turn chances close at another player's action (catches and gives aside).
        if (self.catchable >= 0 or self.dp_open >= 0) and k != "catch" and k != "give":
            if p != self.catchable:
                self.catchable = -1
            if p != self.dp_open:
                self.dp_open = -1
        if k == "play":
            c = action.cards[0]
            hand = self.hands[p]
            if FACE[c] < 10 and arg is None and len(hand) > 2 and self.rules.plain_numbers:
                # The most common action inlined: a number, no call, and the turn passes (PIR-5).
                hand.remove(c)
                self.discard.append(c)
                col = COLOUR[c]
                if col != self.colour:
                    self.silent = False
                    self.colour = col
                self.top_owner = p
                self.phase = TURN
                self.current = nxt = (p + self.direction) % self.num_players
                if ev is not SINK:
                    ev += (LAY_EV[p][c], TURN_EV[TURN][nxt])
                return
            self._lay(p, c, arg, False, ev)
            return
        if k == "draw":
            stock = self.stock
            if stock:  # the common case inlined (PIR-6)
                c = stock.pop()
                insort(self.hands[p], c)
                self.drawn = c
                self.phase = DRAWN
                if ev is not SINK:
                    ev += (DRAW_EV[p][c], TURN_EV[DRAWN][p])
                return
            got = self._draw(p, 1, ev)
            self.drawn = got[0] if got else -1
            self.phase = DRAWN if got else TURN
            if not got:
                self.current = (p + self.direction) % self.num_players
        elif k == "pass" or k == "keep":
            self.phase = TURN
            self.current = c = (p + self.direction) % self.num_players
            if ev is not SINK:
                ev.append(TURN_EV[TURN][c])
            return
        elif k == "jump":
            self._lay(p, action.cards[0], arg, True, ev)
            return
        elif k == "take":
            if self.phase == PENDING:
                self._draw(p, self.pending, ev)
                self.pending = 0
            self.phase = TURN
            self.current = (p + self.direction) % self.num_players
        elif k == "challenge":
            self._challenge(p, ev)
        elif k == "catch":
            self._catch(p, arg, ev)
        elif k == "swap":
            self._swap(p, arg, ev)
            self._advance(p)
        elif k == "exchange":
            self.offer = (p, arg, action.cards[0])
            self.phase = GIVE_PHASE
            self.current = arg
        elif k == "give":
            self._give(p, action.cards[0], ev)
        elif k == "misplay":
            ev.append(MISPLAY_EV[p][action.cards[0]])
            self._draw(p, 2, ev)  # PIR-13
        if self.phase != OVER:
            ev.append(TURN_EV[self.phase][self.current])

    # Playout mode (docs/dev/engine.md "Playouts"): the transitions of ``_apply`` with the
    # sink for events — one path, so a rule changed in ``_play`` changes both.
    step = _play

    def _turn_event(self) -> Event:
        return TURN_EV[self.phase][self.current]

    def _advance(self, p: int) -> None:
        self.phase = TURN
        self.current = (p + self.direction) % self.num_players

    # -- results, views and positions (scoring.py, view.py, position.py) --------
    @property
    def result(self) -> Result | None:
        return deal_result(self)

    def returns(self) -> list[float]:
        return deal_returns(self)

    def _view(self, player: int) -> PirateView:
        return seat_view(self, player)

    def _position(self) -> dict:
        return fields_of(self)

    _public_text = staticmethod(public_text)
