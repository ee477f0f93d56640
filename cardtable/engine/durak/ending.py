"""The end of a Durak bout and of the deal: take or discard, draws, leaving, fool, epaulettes.

docs/rules.md DUR-9 (end of bout, Italian), DUR-10 (draws), DUR-11 (leaving, fool, draw),
DUR-16 (simple durak's round-robin draw), DUR-19/20 (next slot, team result), DUR-21.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Event, Result
from ..zone import DISCARD
from .cards import rank_of, suit_of
from .fields import DurakFields  # the deal's fields, typed once (object at run time)
from .rules import HAND
from .sink import SINK, Events
from .tables import (
    BIT,
    BOUT_END,
    DEAL,
    DISCARD_ATTACK,
    DISCARD_COVER,
    DRAW_ORDER,
    DRAW_TRUMP,
    HAND_ZONE,
    TAKE_ATTACK,
    TAKE_COVER,
)


class EndingMixin(DurakFields):
    """Bout and deal endings for :class:`~cardtable.engine.durak.state.DurakState`."""

    # -- end of a bout (DUR-9 … DUR-11, DUR-19) ----------------------------------
    def _end_bout(self, taken: bool, ev: Events) -> None:
        d = self.defender
        att, cov = self.att, self.cov
        if ev is SINK and not self.italian:
            # playout mode (step.py): the same changes without the events, card lists at C speed
            if taken:
                known = self.known[d]
                got = 0
                for a, c in zip(att, cov):  # known in table order: attack card, then its cover
                    known.append(a)
                    got |= BIT[a]
                    if c is not None:
                        known.append(c)
                        got |= BIT[c]
                self.hm[d] |= got
            else:
                k = len(att)
                pairs: list[int] = [0] * (k + k)
                pairs[::2] = att
                pairs[1::2] = cov  # type: ignore[assignment]  # all covered: the bout is beaten off
                self.discard += pairs
                self.defended_once = True
        elif taken:
            known = self.known[d]
            to_a, to_c = TAKE_ATTACK[d], TAKE_COVER[d]
            got = 0
            for k, a in enumerate(att):
                known.append(a)
                ev.append(to_a[k][a])
                got |= BIT[a]
                c = cov[k]
                if c is not None:
                    known.append(c)
                    ev.append(to_c[k][c])
                    got |= BIT[c]
            if self.italian:  # DUR-9: the taker also picks up the discard pile
                for c in self.discard:
                    known.append(c)
                    ev.append(Event("move", c, DISCARD, HAND_ZONE[d], True, d))
                    got |= BIT[c]
                self.discard.clear()
            self.hm[d] |= got
        else:
            discard = self.discard
            to_a, to_c = DISCARD_ATTACK[d], DISCARD_COVER[d]
            for k, a in enumerate(att):
                c = cov[k]
                assert c is not None, "the bout is beaten off: every attack card is covered"
                discard.append(a)
                discard.append(c)
                ev.append(to_a[k][a])
                ev.append(to_c[k][c])
            self.defended_once = True
        if ev is not SINK:
            ev.append(BOUT_END[taken][self.attacker][d])
        # for DUR-21; the bout's lists are replaced, never changed, once it is over
        self._last = (taken, d, att, self.att_by)
        if self.stock:
            self._draw(ev)
        # players whose hands emptied this bout leave once the stock is gone (DUR-11);
        # the ones already out are the finished ones
        if not self.stock and self.hm.count(0) > len(self.finished):
            out, hm = self.out, self.hm
            late = [p for p in range(self.num_players) if not out[p] and not hm[p]]
            for p in sorted(late, key=lambda q: self.emptied_at[q]):
                self._leave(p, ev)
        out = self.out
        if (self.teams_on or out.count(False) < 2) and self._check_over(ev):
            self._clear_table()
            return
        self.bout_no += 1
        if self.teams_on or (self._pauses and self.king_covered and not taken):
            s = self._next_slot(d if taken else None)
            if not (self._pauses and self._pause_after_bout(taken, s)):
                self._start_bout(s, s if not self.teams_on else self._slot_holder(s))
            return
        # Seats are slots (_next_slot and _start_bout, inlined): the next seat in play after
        # the slot that did not just take attacks (DUR-19) the next seat in play after him.
        n, step, s0 = self.num_players, self.direction, self.att_slot
        if True not in out:  # everyone is in: the next seat, or the one after the taker
            s = (s0 + step) % n
            if taken and s == d:
                s = (s + step) % n
            q = (s + step) % n
        else:
            taker = d if taken else None
            for k in range(1, n + 1):
                s = (s0 + step * k) % n
                if not out[s] and s != taker:
                    break
            for k in range(1, n):
                q = (s + step * k) % n
                if not out[q]:
                    break
        # the table is cleared as _clear_table does; the window fields are already closed
        self.att = []
        self.cov = []
        self.trc = 0
        self.att_by = []
        if self.showed:
            self.showed = []
        if self.named:
            self.named = {}
        self.queen_lock = self.king_covered = False
        self.window_added = False
        self.att_slot = self.attacker = self.leader = s
        self.defender = q
        self.phase = "attack"

    def _pause_after_bout(self, taken: bool, slot: int) -> bool:
        """A variant's decision between bouts (Witch durak's king, WIT-K); True = wait for it."""
        return False

    def _draw_order(self) -> list[int]:
        """DUR-10: main attacker, then the others against the direction of play, defender last."""
        a, d, out = self.attacker, self.defender, self.out
        n, step = self.num_players, self.direction
        order = [a] if not out[a] else []
        for k in range(1, n):
            q = (a - step * k) % n
            if q != d and not out[q]:
                order.append(q)
        if d != a:
            order.append(d)
        return order

    def _draw(self, ev: Events) -> None:
        stock = self.stock
        if not stock:
            return
        order: Sequence[int]
        if True in self.out:
            order = self._draw_order()
        else:
            order = DRAW_ORDER[self.num_players][self.direction][self.attacker][self.defender]
        if self.variant == "simple":  # DUR-16: one card at a time, round and round
            while stock:
                short = [p for p in order if self.hm[p].bit_count() < HAND]
                if not short:
                    break
                for p in short:
                    if stock:
                        self._draw_one(p, ev)
            return
        # The turned-up trump (the stock's bottom card) is drawn last, face up: public (DUR-10).
        trump_under = self.num_players * HAND < 36
        hm = self.hm
        for p in order:
            need = HAND - hm[p].bit_count()
            if need <= 0 or not stock:
                continue
            self.emptied_at[p] = -1
            drawn = stock[:-need - 1:-1]  # from the top (the end of the list)
            del stock[-need:]
            got = 0
            for c in drawn:
                got |= BIT[c]
            hm[p] |= got
            if not stock and trump_under:
                c = drawn.pop()
                self.known[p].append(c)
                ev += map(DEAL[p].__getitem__, drawn)
                ev.append(DRAW_TRUMP[p][c])
            elif ev is not SINK:
                ev += map(DEAL[p].__getitem__, drawn)

    def _draw_one(self, p: int, ev: Events) -> None:
        c = self.stock.pop()
        self.hm[p] |= BIT[c]
        self.emptied_at[p] = -1
        if not self.stock and self.num_players * HAND < 36:
            # The turned-up trump is the last card drawn, face up: public (DUR-10).
            self.known[p].append(c)
            ev.append(DRAW_TRUMP[p][c])
        else:
            ev.append(DEAL[p][c])

    def _check_over(self, ev: Events) -> bool:
        """DUR-11/DUR-20: is the deal over?  Sets the result."""
        n = self.num_players
        if not self.teams_on and self.out.count(False) > 1:
            return False
        active = [p for p in range(n) if not self.out[p]]
        if self.teams_on:
            if len({self.team[p] for p in active}) > 1:
                return False
            if active:
                losers = [p for p in range(n) if self.team[p] == self.team[active[0]]]
                winners = [p for p in range(n) if p not in losers]
            else:
                losers, winners = [], []
            fool = active[0] if len(active) == 1 else None
        else:
            if len(active) > 1:
                return False
            fool = active[0] if active else None
            losers = [fool] if fool is not None else []
            winners = []
        # DUR-21 in team play too (DUR-20): the fool is the one player left holding cards
        notes = {"fool": fool, "dealer": self.dealer,
                 "epaulettes": fool is not None and self._epaulettes(fool)}
        self._result = Result(order=self.finished + active, losers=losers, draw=not losers,
                              winners=winners, notes=notes)
        self.phase = "over"
        self.is_over = True
        ev.append(Event("deal_end", info=self._result.to_dict()))
        return True

    def _epaulettes(self, fool: int) -> bool:
        """DUR-21: the fool took only sixes, all from the last player to finish."""
        lb = self.last_bout
        if not lb or not lb["taken"] or lb["defender"] != fool or not self.finished:
            return False
        last = self.finished[-1]
        cards = lb["att"]
        if not 1 <= len(cards) <= 4 or any(rank_of(c) != 6 for c in cards):
            return False
        if any(p != last for p in lb["att_by"]):
            return False
        return not (len(cards) == 1 and suit_of(cards[0]) == self.trump_suit)
