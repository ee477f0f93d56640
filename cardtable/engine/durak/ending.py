"""The end of a Durak bout and of the deal: take or discard, draws, leaving, fool, epaulettes.

RULES.md DUR-9 (end of bout, Italian), DUR-10 (draws), DUR-11 (leaving, fool, draw),
DUR-16 (simple durak's round-robin draw), DUR-19/20 (next slot, team result), DUR-21.
"""

from __future__ import annotations

from ..cards import rank_of, suit_of
from ..core import Event, Result

HAND = 6


class EndingMixin:
    """Bout and deal endings for :class:`~cardtable.engine.durak.state.DurakState`."""

    # -- end of a bout (DUR-9 … DUR-11, DUR-19) ----------------------------------
    def _end_bout(self, taken: bool, ev: list[Event]) -> None:
        d = self.defender
        if taken:
            hand, known = self.hands[d], self.known[d]
            for k, a in enumerate(self.att):
                for c, zone in ((a, f"table:{k}"), (self.cov[k], f"cover:{k}")):
                    if c is not None:
                        hand.append(c)
                        known.append(c)
                        ev.append(Event("move", c, zone, f"hand:{d}", True, d))
            if self.italian:  # DUR-9: the taker also picks up the discard pile
                for c in self.discard:
                    hand.append(c)
                    known.append(c)
                    ev.append(Event("move", c, "discard", f"hand:{d}", True, d))
                self.discard.clear()
        else:
            for k, a in enumerate(self.att):
                for c, zone in ((a, f"table:{k}"), (self.cov[k], f"cover:{k}")):
                    self.discard.append(c)
                    ev.append(Event("move", c, zone, "discard", False, d))
            self.defended_once = True
        ev.append(Event("bout_end", player=d, info={
            "outcome": "taken" if taken else "beaten", "attacker": self.attacker, "defender": d}))
        self.last_bout = {"taken": taken, "defender": d, "att": list(self.att),
                          "att_by": list(self.att_by)}
        self._draw(ev)
        if not self.stock:
            late = [p for p in range(self.num_players) if not self.out[p] and not self.hands[p]]
            for p in sorted(late, key=lambda q: self.emptied_at[q]):
                self._leave(p, ev)
        if self._check_over(ev):
            self._clear_table()
            return
        s = self._next_slot(d if taken else None)
        self.bout_no += 1
        if not self._pause_after_bout(taken, s):
            self._start_bout(s, self._slot_player(s))

    def _pause_after_bout(self, taken: bool, slot: int) -> bool:
        """A variant's decision between bouts (Witch durak's king, WIT-K); True = wait for it."""
        return False

    def _draw_order(self) -> list[int]:
        """DUR-10: main attacker, then the others against the direction of play, defender last."""
        a, d = self.attacker, self.defender
        order = [a] if not self.out[a] else []
        for k in range(1, self.num_players):
            q = self.next_seat(a, -k)
            if q != d and not self.out[q]:
                order.append(q)
        if d != a:
            order.append(d)
        return order

    def _draw(self, ev: list[Event]) -> None:
        if not self.stock:
            return
        order = self._draw_order()
        if self.variant == "simple":  # DUR-16: one card at a time, round and round
            while self.stock:
                need = [p for p in order if len(self.hands[p]) < HAND]
                if not need:
                    break
                for p in need:
                    if self.stock:
                        self._draw_one(p, ev)
        else:
            for p in order:
                while len(self.hands[p]) < HAND and self.stock:
                    self._draw_one(p, ev)

    def _draw_one(self, p: int, ev: list[Event]) -> None:
        c = self.stock.pop()
        self.hands[p].append(c)
        self.emptied_at[p] = -1
        if not self.stock and self.num_players * HAND < 36:
            # The turned-up trump is the last card drawn, face up: public (DUR-10).
            self.known[p].append(c)
            ev.append(Event("move", c, "trump", f"hand:{p}", True, p))
        else:
            ev.append(Event("move", c, "stock", f"hand:{p}", False, p))

    def _check_over(self, ev: list[Event]) -> bool:
        """DUR-11/DUR-20: is the deal over?  Sets the result."""
        n = self.num_players
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
        notes = {"fool": fool, "dealer": self.dealer,
                 "epaulettes": fool is not None and not self.teams_on and self._epaulettes(fool)}
        self._result = Result(order=self.finished + active, losers=losers, draw=not losers,
                              winners=winners, notes=notes)
        self.phase = "over"
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
