"""Seats, slots and teams in a Durak deal (docs/rules.md DUR-17 … DUR-20): the next seat in
the direction of play, who plays a slot (its owner, else his nearest active partner), a
seat's next active opponent, and the slot attacking next.  Without teams a slot is its own
player while he plays.  In Witch durak a covered king may turn ``direction`` around (WIT-K):
every question here follows it."""

from __future__ import annotations

from .fields import DurakFields  # the deal's fields, typed once (object at run time)


class SeatsMixin(DurakFields):
    """Seat and slot questions for :class:`~cardtable.engine.durak.state.DurakState`."""

    def next_seat(self, p: int, steps: int = 1) -> int:
        """The seat ``steps`` places from ``p`` in the direction of play."""
        return (p + self.direction * steps) % self.num_players

    def _slot_player(self, s: int) -> int | None:
        """DUR-18: who plays slot ``s`` (its owner, else his nearest active partner
        clockwise), or None when the slot has disappeared."""
        if not self.out[s]:
            return s
        if not self.teams_on:
            return None
        n = self.num_players
        for k in range(1, n):
            q = (s + k) % n
            if not self.out[q] and self.team[q] == self.team[s]:
                return q
        return None

    def _next_opponent(self, seat: int, of: int) -> int | None:
        """The next active opponent of player ``of`` after ``seat`` in the direction of play."""
        t = self.team[of]
        for k in range(1, self.num_players):
            q = self.next_seat(seat, k)
            if not self.out[q] and self.team[q] != t:
                return q
        return None

    def _slot_holder(self, s: int) -> int:
        """DUR-18: who plays slot ``s``, a slot that has not disappeared."""
        player = self._slot_player(s)
        assert player is not None, f"slot {s} has disappeared"
        return player

    def _slot_defender(self, s: int) -> int:
        d = self._next_opponent(s, self._slot_holder(s))
        assert d is not None
        return d

    def _next_slot(self, taker: int | None) -> int:
        """DUR-19: the slot attacking next (after a take, one not played by the taker)."""
        n, step, s0 = self.num_players, self.direction, self.att_slot
        if not self.teams_on:  # a slot is its own player while he plays
            out = self.out
            for k in range(1, n + 1):
                s = (s0 + step * k) % n
                if not out[s] and s != taker:
                    return s
            raise AssertionError("no slot can attack")
        for k in range(1, n + 1):
            s = (s0 + step * k) % n
            sp = self._slot_player(s)
            if sp is not None and sp != taker:
                return s
        raise AssertionError("no slot can attack")
