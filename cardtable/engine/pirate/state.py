"""The Pirate Party deal: state machine of RULES.md chapter 5 (PIR-1 … PIR-20).

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
"""

from __future__ import annotations

from bisect import insort

from ..core import Event, GameState, IllegalAction, Result
from ..rng import below, seeded, shuffle
from ..zone import DISCARD, STOCK
from .actions import (
    DRAW,
    DRAWN,
    FIVE,
    GIVE_PHASE,
    OVER,
    PASS,
    PENDING,
    PLAYS,
    PLAYS_CALL,
    SKIPPED,
    SWAP_PHASE,
    TURN,
    PirateAction,
    parse_action,
)
from .cards import (
    BLACK,
    COLOUR,
    COLOURS,
    DRAW2,
    FACE,
    FULL_DECK,
    NUM_FACES,
    REVERSE,
    SKIP,
    WILD4,
    WILD4_FACE,
)
from .effects import EffectsMixin
from .events import (
    COLOUR_EV,
    DIR_EV,
    DRAW_EV,
    LAY_EV,
    MISPLAY_EV,
    PENALTY_EV,
    RESHUFFLE_EV,
    SAY_EV,
    STARTER_EV,
    TURN_EV,
    _move,
    deal_events,
)
from .legal import PLAYABLE, LegalMixin
from .position import fields_of
from .refusal import refusal
from .rules import HouseRules
from .scoring import deal_result, deal_returns
from .view import PirateView, public_text, seat_view

HAND_SIZE = 7

SORTED_DECK = sorted(FULL_DECK)


class PirateState(LegalMixin, EffectsMixin, GameState):
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
            acts = list(PLAYS[player][c])
            if len(self.hands[player]) == 2:
                acts += PLAYS_CALL[player][c]
            acts.append(PASS[player])
            return acts
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

    # -- applying -----------------------------------------------------------------
    def apply_unchecked(self, a: PirateAction) -> list[Event]:
        """``_apply`` and the history (GameState.apply_unchecked without its lookups)."""
        self.history.append(a)
        return self._apply(a)

    def step(self, a: PirateAction) -> None:
        """Playout mode (docs/dev/engine.md "Playouts"): the common actions of ``_apply``
        (a plain number laid, a card drawn from the stock, pass or keep) without building
        their events; with an out-of-turn window open and for the rest, ``_apply``."""
        p, k = a.player, a.kind
        if self.catchable < 0 and self.dp_open < 0:   # no window to close
            if k == "play":
                c = a.cards[0]
                hand = self.hands[p]
                if FACE[c] < 10 and a.arg is None and len(hand) > 2 and self.rules.plain_numbers:
                    hand.remove(c)   # as in _apply (PIR-5)
                    self.discard.append(c)
                    col = COLOUR[c]
                    if col != self.colour:
                        self.silent = False
                        self.colour = col
                    self.top_owner = p
                    self.phase = TURN
                    self.current = (p + self.direction) % self.num_players
                    return
            elif k == "draw":
                stock = self.stock
                if stock:
                    c = stock.pop()
                    insort(self.hands[p], c)
                    self.drawn = c
                    self.phase = DRAWN
                    return
            elif k == "pass" or k == "keep":
                self.phase = TURN
                self.current = (p + self.direction) % self.num_players
                return
        self._apply(a)

    def _apply(self, a: PirateAction) -> list[Event]:
        """Apply a legal action (its effects: PIR-5 … PIR-20) and return the events."""
        p, k = a.player, a.kind
        # Out-of-turn chances close at another player's action (catches and gives aside).
        if (self.catchable >= 0 or self.dp_open >= 0) and k != "catch" and k != "give":
            if p != self.catchable:
                self.catchable = -1
            if p != self.dp_open:
                self.dp_open = -1
        if k == "play":
            c = a.cards[0]
            hand = self.hands[p]
            if FACE[c] < 10 and a.arg is None and len(hand) > 2 and self.rules.plain_numbers:
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
                return [LAY_EV[p][c], TURN_EV[TURN][nxt]]
            ev = self._lay(p, c, a.arg, False)
            return ev
        elif k == "draw":
            stock = self.stock
            if stock:  # the common case inlined
                c = stock.pop()
                insort(self.hands[p], c)
                self.drawn = c
                self.phase = DRAWN
                return [DRAW_EV[p][c], TURN_EV[DRAWN][p]]
            ev = []
            got = self._draw(p, 1, ev)
            self.drawn = got[0] if got else -1
            self.phase = DRAWN if got else TURN
            if not got:
                self.current = (p + self.direction) % self.num_players
        elif k == "jump":
            ev = self._lay(p, a.cards[0], a.arg, True)
            return ev
        elif k == "pass" or k == "keep":
            self.phase = TURN
            self.current = c = (p + self.direction) % self.num_players
            return [TURN_EV[TURN][c]]
        elif k == "take":
            ev = []
            if self.phase == PENDING:
                count = self.pending
                stock = self.stock
                if len(stock) >= count:  # the common case inlined: the stock holds the cards
                    hand = self.hands[p]
                    evs = DRAW_EV[p]
                    for _ in range(count):
                        c = stock.pop()
                        insort(hand, c)
                        ev.append(evs[c])
                else:
                    self._draw(p, count, ev)
                self.pending = 0
            self.phase = TURN
            self.current = (p + self.direction) % self.num_players
        else:
            ev = []
            if k == "challenge":
                self._challenge(p, ev)
            elif k == "catch":
                self._catch(p, a.arg, ev)
            elif k == "swap":
                self._swap(p, a.arg, ev)
                self._advance(p)
            elif k == "exchange":
                self.offer = (p, a.arg, a.cards[0])
                self.phase = GIVE_PHASE
                self.current = a.arg
            elif k == "give":
                self._give(p, a.cards[0], ev)
            elif k == "misplay":
                ev.append(MISPLAY_EV[p][a.cards[0]])
                self._draw(p, 2, ev)  # PIR-13
        if self.phase != OVER:
            ev.append(TURN_EV[self.phase][self.current])
        return ev

    def _turn_event(self) -> Event:
        return TURN_EV[self.phase][self.current]

    def _advance(self, p: int) -> None:
        self.phase = TURN
        self.current = (p + self.direction) % self.num_players

    def _lay(self, p: int, c: int, arg: str | None, jump: bool) -> list[Event]:
        """Player ``p`` lays ``c`` (on his turn, as an answer, or jumping in): the events."""
        hand = self.hands[p]
        hand.remove(c)
        self.discard.append(c)
        if jump:
            self.dp_open = -1
            ev = [SAY_EV[p]["jump"], LAY_EV[p][c]]
        else:
            ev = [LAY_EV[p][c]]
        col = COLOUR[c]
        if arg is None:  # the common case: a coloured card without the call
            if len(hand) == 1:
                self.catchable = p  # PIR-12
            if col != self.colour:
                self.silent = False
                self.colour = col
        else:
            self._call_and_colour(p, c, arg, hand, ev)
        self.top_owner = p
        face = FACE[c]
        n = self.num_players
        nxt = (p + self.direction) % n
        if face < 10 and hand:  # a number, the deal goes on
            self.phase = TURN
            self.current = nxt
            rules = self.rules
            if rules.numbers:
                if face == 0 and rules.seven_zero:  # PIR-17
                    self._rotate(p, ev)
                elif face == 7 and rules.seven_zero:
                    self.phase = SWAP_PHASE
                    self.current = p
                elif face == 5 and rules.five_exchange:  # PIR-20
                    self.phase = FIVE
                    self.current = p
        else:
            if face == DRAW2:  # PIR-8, PIR-18 (the phase is still the one answered)
                self.pending = self.pending + 2 if (self.rules.stacking and self.phase == PENDING) else 2
            elif face == WILD4_FACE:  # PIR-10, PIR-18
                self.pending = self.pending + 4 if (self.rules.stacking and self.phase == PENDING) else 4
            if not hand:  # PIR-14: the last card's draw is still carried out for scoring
                if face == DRAW2 or face == WILD4_FACE:
                    self._draw(nxt, self.pending, ev)
                    self.pending = 0
                self._finish(p, ev)
                return ev
            self.phase = TURN
            self.current = nxt
            if face == SKIP:  # PIR-7
                self.phase = SKIPPED
            elif face == DRAW2 or face == WILD4_FACE:
                self.phase = PENDING
            elif face == REVERSE:  # PIR-9
                self.direction = d = -self.direction
                self.current = (p + d) % n
                ev.append(DIR_EV[p][d])
        if not jump and self.rules.double_play:
            self.dp_open = p  # PIR-16: he may jump in with the twin card
        ev.append(TURN_EV[self.phase][self.current])
        return ev

    def _call_and_colour(self, p: int, c: int, arg: str, hand: list[int], ev: list[Event]) -> None:
        """The call "All hands on deck!" (``arg`` ends with ``!``) and a black card's colour."""
        if arg[-1] == "!":
            ev.append(SAY_EV[p]["all_hands"])
            if self.silent:  # PIR-19: the call breaks the silence
                self._draw(p, 2, ev, "silence")
        elif len(hand) == 1:
            self.catchable = p  # PIR-12
        col = COLOUR[c]
        prev_colour = self.colour
        if col == BLACK:
            if c == WILD4:  # PIR-10, PIR-11: remember what a challenge would undo
                bluff = False
                for x in hand:
                    if COLOUR[x] == prev_colour:
                        bluff = True
                        break
                self.wd4_prev = (prev_colour, self.silent, self.top_owner, bluff)
            self.colour = COLOURS.index(arg[0])
            self.silent = self.rules.silent_deals  # PIR-19
            ev.append(COLOUR_EV[p][self.colour])
        elif col != prev_colour:
            self.silent = False
            self.colour = col

    def _draw(self, p: int, k: int, ev: list[Event], why: str | None = None) -> list[int]:
        """Player ``p`` draws ``k`` cards, reshuffling the discard pile when needed (PIR-6)."""
        hand, stock = self.hands[p], self.stock
        got = []
        evs = DRAW_EV[p] if why is None else PENALTY_EV[why][p]
        for _ in range(k):
            if not stock and not self._refill(ev):
                break
            c = stock.pop()
            insort(hand, c)
            got.append(c)
            ev.append(evs[c])
        return got

    def _refill(self, ev: list[Event]) -> bool:
        d = self.discard
        # While a Wild Draw Four may still be challenged, the card under it stays (PIR-11).
        keep = 2 if d[-1] == WILD4 else 1
        if len(d) <= keep:
            return False
        rest = d[:-keep]
        del d[:-keep]
        shuffle(seeded(self.seed, "reshuffle", self.reshuffles), rest)
        self.reshuffles += 1
        self.stock.extend(rest)
        ev += [RESHUFFLE_EV[c] for c in rest]
        return True

    def _finish(self, p: int, ev: list[Event]) -> None:
        self.winner = p
        self.phase = OVER
        self.is_over = True
        self.current = -1
        self.catchable = self.dp_open = -1
        res = self.result
        ev.append(Event("deal_end", player=p, info=res.to_dict() if res else None))

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
