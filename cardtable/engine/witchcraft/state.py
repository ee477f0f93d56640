"""The state of one deal of Strong Witchcraft (RULES.md chapter 3, SW-4 … SW-13).

Phases: ``lead`` (the attacker may lay a Strong Witchcraft, then leads one card),
``defend`` (the defender covers, transfers or takes), ``throw`` (the thrower of
the moment throws one card or passes; SW-7/8).  While the defender still
defends, a thrown card sends the deal back to ``defend``; after "take" the
throwers throw one card after another with no answer.  A thrower who cannot
legally throw is passed over without being asked.  The bout ends when every
eligible thrower has passed in a row (SW-8); then the cards are discarded or
taken (SW-10), everyone draws (SW-11) and players out of cards leave (SW-13).

The data of a deal and its derived type masks live in :class:`.deal.WitchcraftDeal`;
this class adds the legal actions and the transitions.  Actions and events
come pre-built and shared from :mod:`.moves`.
"""

from __future__ import annotations

from ..core import Action, Event
from .cards import (
    BEATER_MASK,
    BIT,
    STRENGTH_BIT,
    STRENGTH_TYPES,
    colour_of,
    strength_of,
    type_mask,
)
from .deal import HAND, MAX_FACED, MAX_THROWN, WitchcraftDeal
from .moves import (
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
    THROW_CHUNKS,
    TURN,
    SWAction,
    defence,
    lays,
    witchcraft_event,
    witchcrafts,
)
from .view import CARD_COUNTS, GAME_ID


class WitchcraftState(WitchcraftDeal):
    """One deal.  See the module docstring for the phases."""

    __slots__ = ()

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every legal action of ``player`` now (default: ``to_act``), in a fixed
        order: lays, leads, covers (by attack card, then by card), transfer, take;
        throws then pass."""
        if player is None:
            player = self.to_act
            if player is None:
                return []
        elif self.seat(player) != self.to_act:  # a bool, a float or no seat: refused (GEN-3)
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
            masks = self._masks
            nxt = self._nxt
            d = self.defender
            q = self.thrower
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
            ev += map(_item, TABLE_HAND[d], attack)
            if self._uncov < len(cov):   # he had covered some (SW-10: he takes his covers too)
                beaten = [c for c in cov if c >= 0]
                hand += beaten
                known += beaten
                ev += [COVER_HAND[d][i][c] for i, c in enumerate(cov) if c >= 0]
            self._masks[d] |= self._tmask
        else:   # beaten: every attack card is covered
            discard, seen = self.discard, self.seen_out
            discard += attack
            discard += cov
            seen += attack
            seen += cov
            ev += map(_item, TABLE_DISCARD[d], attack)
            ev += map(_item, COVER_DISCARD[d], cov)
        ev.append(BOUT_END[taken][d][main])
        self.attack = []
        self.covers = []
        self.lead_n = 0
        self.taking = False
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


_item = list.__getitem__   # map(_item, ZONE[d], cards): the event of slot i and card c

_APPLY = {"attack": WitchcraftState._attack, "cover": WitchcraftState._cover,
          "transfer": WitchcraftState._transfer, "take": WitchcraftState._take,
          "throw": WitchcraftState._throw, "pass": WitchcraftState._pass,
          "lay": WitchcraftState._lay_action}

__all__ = ["CARD_COUNTS", "GAME_ID", "SWAction", "WitchcraftState", "witchcrafts", "colour_of", "strength_of"]
