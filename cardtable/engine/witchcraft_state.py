"""The state of one deal of Strong Witchcraft (RULES.md chapter 3, SW-4 … SW-13).

Phases: ``lead`` (the attacker may lay a Strong Witchcraft, then leads one card),
``defend`` (the defender covers, transfers or takes), ``throw`` (the thrower of
the moment throws one card or passes; SW-7/8).  While the defender still
defends, a thrown card sends the deal back to ``defend``; after "take" the
throwers throw one card after another with no answer.  A thrower who cannot
legally throw is passed over without being asked.  The bout ends when every
eligible thrower has passed in a row (SW-8); then the cards are discarded or
taken (SW-10), everyone draws (SW-11) and players out of cards leave (SW-13).

Internally the stock is a list whose *last* element is the top card.  The lists
(``hands``, ``attack``, ``covers`` …) are the truth; for speed the state also
keeps type masks derived from them (bit c = card type c): each hand's types,
the types and strengths on the table, the uncovered attack types, and the next
active seat of every seat.  :meth:`_derive` rebuilds them from the lists, and
assigning ``hands`` rebuilds the hand masks.  ``to_act`` and ``is_over`` are
plain attributes updated at every phase change.  Actions and events come
pre-built from :mod:`.witchcraft_moves`.
"""

from __future__ import annotations

from .core import Action, Event, GameState, IllegalAction, Result
from .witchcraft_cards import (
    BEATER_MASK,
    BIT,
    STRENGTH_BIT,
    STRENGTH_TYPES,
    colour_of,
    strength_of,
    type_mask,
)
from .witchcraft_moves import (
    ATTACK_CHUNKS,
    BOUT_END,
    COVER_DISCARD,
    COVER_HAND,
    DEFENCES,
    DRAW,
    FINISH,
    HAND_COVER,
    HAND_DISCARD,
    HAND_LAID,
    HAND_TABLE,
    LAY_COUNTS,
    LAYABLE,
    PASS,
    SAY_PASS,
    SAY_TAKE,
    SAY_TRANSFER,
    TABLE_DISCARD,
    TABLE_HAND,
    TAKE,
    THROW_CHUNKS,
    TRANSFER,
    TURN,
    SWAction,
    covers,
    defence,
    lays,
    witchcraft_event,
    witchcrafts,
)
from .witchcraft_public import CARD_COUNTS, GAME_ID, parse_action, refusal, view

HAND = 6
MAX_THROWN = 5   # SW-9
MAX_FACED = 6    # SW-9


class WitchcraftState(GameState):
    """One deal.  See the module docstring for the phases and the derived masks."""

    game_id = GAME_ID
    # Slots: CPython reads and writes slots much faster than the attributes of an
    # instance dict holding this many keys.  ``to_act`` and ``is_over`` are plain
    # attributes here (they shadow the base class's properties), kept up to date
    # by every phase change.
    __slots__ = ("sets", "wins_needed", "known", "laid", "active", "order", "sw_wins", "discard",
                 "seen_out", "attack", "covers", "lead_n", "taking", "passes", "laid_turn", "first",
                 "hist_prefix", "stock", "attacker", "main", "defender", "thrower", "phase",
                 "initial_events", "to_act", "is_over", "_hands", "_masks", "_tmask", "_smask",
                 "_umask", "_uncov", "_nactive", "_nxt", "_orders", "_allowed")
    to_act: int | None
    is_over: bool

    # -- set-up ---------------------------------------------------------------
    def _setup(self, deck: list[int], first: int) -> None:
        """Deal ``deck`` (top card first): one card at a time from player 0
        clockwise until everyone holds 6; the rest is the stock."""
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
        self.lead_n = 0
        self.taking = False
        self.passes = 0
        self.laid_turn = False
        self.first = first
        self.hist_prefix: list[str] = []
        dealt = deck[:HAND * n]
        self._hands = [dealt[p::n] for p in range(n)]
        self.initial_events = [DRAW[i % n][c] for i, c in enumerate(dealt)]
        self.stock = deck[HAND * n:][::-1]
        self.initial_events.append(TURN[first])
        self.attacker = self.main = self.defender = self.thrower = first
        self.phase = "lead"
        self._derive()

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
        self._umask = type_mask([a for a, cv in zip(self.attack, self.covers) if cv < 0])
        self._uncov = self.covers.count(-1)
        self._nactive = sum(self.active)
        self._nxt = [self._scan_next(p) for p in range(n)]
        self._orders: dict[int, list[int]] = {}   # draw orders by (attacker, defender)
        self._allowed = self._throw_types()
        self.to_act = {"lead": self.attacker, "defend": self.defender,
                       "throw": self.thrower}.get(self.phase)
        self.is_over = self.phase == "over"

    @property
    def hands(self) -> list[list[int]]:
        """Every player's hand (a multiset as a list)."""
        return self._hands

    @hands.setter
    def hands(self, value: list[list[int]]) -> None:
        self._hands = value
        self._derive()

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

    def _room(self) -> int:
        """How many more cards may be thrown now (SW-9)."""
        n_attack = len(self.attack)
        return min(MAX_THROWN - (n_attack - self.lead_n), MAX_FACED - n_attack,
                   len(self._hands[self.defender]) - self._uncov)

    def _throw_types(self) -> int:
        """The mask of types anyone may throw now: a strength on the table and no
        identical card on the table (SW-7), within the limits (SW-9)."""
        if self._room() <= 0:
            return 0
        return STRENGTH_TYPES[self._smask] & ~self._tmask

    def _throwable(self, p: int) -> list[int]:
        """Distinct cards ``p`` may throw now (SW-7, SW-9), ascending."""
        m = self._masks[p] & self._throw_types()
        return [c for c in range(21) if m >> c & 1]

    def _can_transfer(self) -> bool:
        """SW-6: only the lead, before any of it is beaten, to a player holding
        at least as many cards as he would have to beat."""
        lead_n = self.lead_n
        if self.taking or len(self.attack) != lead_n or self._uncov != lead_n:
            return False
        if not self._masks[self.defender] & BIT[self.attack[0]]:
            return False
        return lead_n + 1 <= min(MAX_FACED, len(self._hands[self.main]))

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every legal action of ``player`` now (default: ``to_act``), in a fixed
        order: lays, leads, covers (by attack card, then by card), transfer, take;
        throws then pass."""
        if player is None:
            player = self.to_act
            if player is None:
                return []
        elif player != self.to_act:
            return []
        ph = self.phase
        hm = self._masks[player]
        if ph == "defend":
            um = self._umask
            if not um or um & (um - 1):   # several uncovered types: never in play, kept general
                return self._defence(player, hm)
            a = um.bit_length() - 1
            lead_n = self.lead_n
            transfer = (hm >> a & 1 and self._uncov == lead_n == len(self.attack) and not self.taking
                        and lead_n < MAX_FACED and lead_n < len(self._hands[self.main]))  # SW-6
            beaters = hm & BEATER_MASK[a]
            found = DEFENCES.get(beaters << 9 | a << 4 | player << 1 | (1 if transfer else 0))
            if found is None:
                found = defence(player, a, beaters, 1 if transfer else 0)
            return [*found]
        if ph == "throw":
            m = hm & self._allowed
            c0, c1, c2 = THROW_CHUNKS[player]
            return [*c0[m & 127], *c1[m >> 7 & 127], *c2[m >> 14], PASS[player]]
        m0, m1, m2 = hm & 127, hm >> 7 & 127, hm >> 14
        c0, c1, c2 = ATTACK_CHUNKS[player]
        if self.laid_turn or not (LAY_COUNTS[0][m0] + LAY_COUNTS[1][m1] + LAY_COUNTS[2][m2]) & LAYABLE:
            return [*c0[m0], *c1[m1], *c2[m2]]
        return [*lays(player, hm), *c0[m0], *c1[m1], *c2[m2]]

    _legal = legal_actions

    def _defence(self, player: int, hm: int) -> list[Action]:
        """The defender's actions, for any set of uncovered types."""
        out: list[Action] = []
        um = self._umask
        while um:
            low = um & -um
            um ^= low
            a = low.bit_length() - 1
            beaters = hm & BEATER_MASK[a]
            if beaters:
                out += covers(player, a, beaters)
        if self._can_transfer():
            out.append(TRANSFER[player][self.attack[0]])
        out.append(TAKE[player])
        return out

    def _refusal(self, action: Action) -> IllegalAction:
        return refusal(self, action)

    # -- applying -------------------------------------------------------------
    def _take_from_hand(self, p: int, c: int) -> None:
        hand = self._hands[p]
        hand.remove(c)
        if c not in hand:
            self._masks[p] ^= BIT[c]
        known = self.known[p]
        if known and c in known:
            known.remove(c)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal (for AI playouts)."""
        events = _APPLY[action.kind](self, action.player, action)
        self.history.append(action)
        return events

    def _apply(self, action: Action) -> list[Event]:
        return _APPLY[action.kind](self, action.player, action)

    def _attack(self, p: int, action: Action) -> list[Event]:
        c = action.cards[0]
        hand = self._hands[p]
        hand.remove(c)   # _take_from_hand, inlined on the hot paths
        if c not in hand:
            self._masks[p] ^= BIT[c]
        known = self.known[p]
        if known and c in known:
            known.remove(c)
        self.attack, self.covers, self.lead_n = [c], [-1], 1
        self._tmask = self._umask = BIT[c]
        self._smask = STRENGTH_BIT[c]
        self._uncov = 1
        self.main = self.thrower = p
        self.defender = self.to_act = self._nxt[p]
        self.passes = 0   # (taking is already False: reset by every bout end)
        self.phase = "defend"
        return [HAND_TABLE[p][0][c]]

    def _cover(self, p: int, action: Action) -> list[Event]:
        c, a = action.cards[0], action.arg
        attack, cov = self.attack, self.covers
        i = 0
        while attack[i] != a or cov[i] >= 0:
            i += 1
        hand = self._hands[p]
        hand.remove(c)
        if c not in hand:
            self._masks[p] ^= BIT[c]
        known = self.known[p]
        if known and c in known:
            known.remove(c)
        cov[i] = c
        self._tmask |= BIT[c]
        self._smask |= STRENGTH_BIT[c]
        self._uncov -= 1
        ev = [HAND_COVER[p][i][c]]
        if self._uncov:
            # transferred copies of the lead may still lie uncovered (SW-6)
            self._umask = type_mask([x for x, cv in zip(attack, cov) if cv < 0])
        else:
            self._umask = 0
            self.phase = "throw"
            self._settle(ev)
        return ev

    def _transfer(self, p: int, action: Action) -> list[Event]:
        c = action.cards[0]
        self._take_from_hand(p, c)
        self.attack.append(c)
        self.covers.append(-1)
        self._uncov += 1
        ev = [HAND_TABLE[p][self.lead_n][c]]
        self.lead_n += 1
        self.main, self.defender = p, self.main
        self.thrower = p
        self.to_act = self.defender
        ev.append(SAY_TRANSFER[p][self.defender])
        return ev

    def _take(self, p: int, action: Action) -> list[Event]:
        self.taking = True
        self.passes = 0
        self.phase = "throw"
        ev = [SAY_TAKE[p]]
        self._settle(ev)
        return ev

    def _throw(self, p: int, action: Action) -> list[Event]:
        c = action.cards[0]
        hand = self._hands[p]
        hand.remove(c)
        if c not in hand:
            self._masks[p] ^= BIT[c]
        known = self.known[p]
        if known and c in known:
            known.remove(c)
        ev = [HAND_TABLE[p][len(self.attack)][c]]
        self.attack.append(c)
        self.covers.append(-1)
        self._tmask |= BIT[c]
        self._umask |= BIT[c]
        self._uncov += 1
        self.passes = 0
        if self.taking:
            self._settle(ev)
        else:
            self.phase = "defend"
            self.to_act = self.defender
        return ev

    def _pass(self, p: int, action: Action) -> list[Event]:
        self.passes += 1
        q = self._nxt[p]
        self.thrower = self._nxt[q] if q == self.defender else q
        ev = [SAY_PASS[p]]
        self._settle(ev)
        return ev

    def _lay_action(self, p: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._lay(p, action.cards, ev)
        return ev

    def _settle(self, ev: list[Event]) -> None:
        """In the throw phase: pass over throwers who cannot throw; end the bout
        once every eligible thrower has passed in a row (SW-8).  Keeps the mask of
        throwable types for ``legal_actions``."""
        eligible = self._nactive - 1
        passes = self.passes
        if passes < eligible:
            n_attack = len(self.attack)
            if (MAX_THROWN - n_attack + self.lead_n > 0 and n_attack < MAX_FACED
                    and len(self._hands[self.defender]) > self._uncov):  # room (SW-9)
                allowed = self._allowed = STRENGTH_TYPES[self._smask] & ~self._tmask
            else:
                allowed = self._allowed = 0
            masks, nxt, d, q = self._masks, self._nxt, self.defender, self.thrower
            while passes < eligible:
                if masks[q] & allowed:
                    self.passes = passes
                    self.thrower = self.to_act = q
                    return
                passes += 1
                q = nxt[q]
                if q == d:
                    q = nxt[q]
            self.passes, self.thrower = passes, q
        self._end_bout(ev)

    def _end_bout(self, ev: list[Event]) -> None:
        d, main = self.defender, self.main
        taken = self.taking
        attack, cov = self.attack, self.covers
        if taken:
            hand, known = self._hands[d], self.known[d]
            hand += attack
            known += attack
            # the event of slot i and card c is ZONE[d][i][c]: map pairs slots with cards
            ev += map(list.__getitem__, TABLE_HAND[d], attack)
            if self._uncov < len(cov):   # he had covered some (SW-10: he takes his covers too)
                beaten = [c for c in cov if c >= 0]
                hand += beaten
                known += beaten
                ev += [COVER_HAND[d][i][c] for i, c in enumerate(cov) if c >= 0]
            self._masks[d] |= self._tmask
        else:   # beaten: every attack card is covered
            self.discard += attack
            self.discard += cov
            self.seen_out += attack
            self.seen_out += cov
            ev += map(list.__getitem__, TABLE_DISCARD[d], attack)
            ev += map(list.__getitem__, COVER_DISCARD[d], cov)
        ev.append(BOUT_END[taken][d][main])
        self.attack, self.covers, self.lead_n, self.taking = [], [], 0, False
        self._tmask = self._smask = self._umask = self._uncov = 0
        order = self._orders.get(main << 3 | d)
        if order is None:
            order = self._orders[main << 3 | d] = self._draw_order(main, d)
        hands, stock = self._hands, self.stock
        if stock:
            for q in order:
                hand = hands[q]
                k = HAND - len(hand)
                if k > 0 and stock:   # _draw, inlined
                    drawn = stock[:-k - 1:-1]   # top first
                    del stock[-k:]
                    hand += drawn
                    ev += map(DRAW[q].__getitem__, drawn)
                    m = self._masks[q]
                    for c in drawn:
                        m |= BIT[c]
                    self._masks[q] = m
        if not stock:
            for q in order:
                if not hands[q]:
                    self._finish(q, "cards", ev)
        nxt = self._nxt[d] if taken or not self.active[d] else d
        if self._nactive > 1:   # _start_turn, inlined
            self.attacker = self.main = self.defender = self.thrower = self.to_act = nxt
            self.laid_turn = False
            self.phase = "lead"
            ev.append(TURN[nxt])
        else:
            self._start_turn(nxt, ev)

    def _draw_order(self, main: int, d: int) -> list[int]:
        """SW-11: the attacker first, then clockwise, the defender last."""
        nxt = self._nxt
        order = [main]
        q = nxt[main]
        while q != main:
            if q != d:
                order.append(q)
            q = nxt[q]
        if d != main:
            order.append(d)
        return order

    def _draw(self, q: int, ev: list[Event]) -> None:
        hand, stock = self._hands[q], self.stock
        k = HAND - len(hand)
        if k > 0 and stock:
            drawn = stock[:-k - 1:-1]   # top first
            del stock[-k:]
            hand += drawn
            ev += map(DRAW[q].__getitem__, drawn)
            m = self._masks[q]
            for c in drawn:
                m |= BIT[c]
            self._masks[q] = m

    def _finish(self, q: int, how: str, ev: list[Event]) -> None:
        self.active[q] = False
        self._nactive -= 1
        self._nxt = [self._scan_next(p) for p in range(self.num_players)]
        self._orders = {}
        self.order.append(q)
        if how == "witchcraft":
            self.sw_wins.append(q)
            self.discard += self._hands[q]
            ev += map(HAND_DISCARD[q].__getitem__, self._hands[q])
            self._hands[q] = []
            self._masks[q] = 0
            self.known[q] = []
        ev.append(FINISH[how][q])

    def _start_turn(self, p: int, ev: list[Event]) -> None:
        """SW-13: with one player left holding cards the deal is over."""
        if self._nactive <= 1:
            self.phase = "over"
            self.to_act = None
            self.is_over = True
            res = self.result
            ev.append(Event("deal_end", info=res.to_dict() if res else {}))
            return
        self.attacker = self.main = self.defender = self.thrower = p
        self.laid_turn = False
        self.phase = "lead"
        self.to_act = p
        ev.append(TURN[p])

    def _lay(self, p: int, combo: tuple[int, ...], ev: list[Event]) -> None:
        """SW-12: lay a Strong Witchcraft; the 3rd (2–3 players) or 2nd (4+) wins."""
        for c in combo:
            self._take_from_hand(p, c)
        ev += map(HAND_LAID[p].__getitem__, combo)
        self.laid[p].append(tuple(combo))
        self.laid_turn = True
        ev.append(witchcraft_event(p, tuple(combo), len(self.laid[p])))
        if len(self.laid[p]) >= self.wins_needed:
            self._finish(p, "witchcraft", ev)
            self._start_turn(self._next_active(p), ev)
            return
        if not self.hands[p]:
            self._draw(p, ev)
            if not self.hands[p]:
                self._finish(p, "cards", ev)
                self._start_turn(self._next_active(p), ev)

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

    # -- copies and text ------------------------------------------------------
    def clone(self) -> WitchcraftState:
        s = WitchcraftState.__new__(WitchcraftState)
        s.__dict__.update(self.__dict__)   # the base class's attributes
        for name in WitchcraftState.__slots__:
            setattr(s, name, getattr(self, name))
        s.history = self.history[:]
        s._hands = [h[:] for h in self._hands]
        s._masks = self._masks[:]
        s._orders = {}
        s.known = [k[:] for k in self.known]
        s.laid = [x[:] for x in self.laid]
        s.active = self.active[:]
        s.order = self.order[:]
        s.sw_wins = self.sw_wins[:]
        s.discard = self.discard[:]
        s.seen_out = self.seen_out[:]
        s.attack = self.attack[:]
        s.covers = self.covers[:]
        s.stock = self.stock[:]
        return s

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # -- view -----------------------------------------------------------------
    def view(self, player: int) -> dict:
        return view(self, player)


_APPLY = {"attack": WitchcraftState._attack, "cover": WitchcraftState._cover,
          "transfer": WitchcraftState._transfer, "take": WitchcraftState._take,
          "throw": WitchcraftState._throw, "pass": WitchcraftState._pass,
          "lay": WitchcraftState._lay_action}

__all__ = ["CARD_COUNTS", "GAME_ID", "SWAction", "WitchcraftState", "witchcrafts", "colour_of", "strength_of"]
