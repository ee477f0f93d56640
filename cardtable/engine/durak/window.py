"""Throw-in windows (docs/rules.md DUR-8): who may add cards after a lead, a transfer, a cover or a
take, in which order, and when the window closes (the bout ends or the defence goes on).

A mixin of :class:`~cardtable.engine.durak.state.DurakState`.  Plain durak and Witch durak's
mask path (``_masks``) decide the next thrower from masks (``hand & (ranks on the table |
enchanted nines)``, LegalMixin._throws inlined, its answer kept for the player found); with
two players the window is decided inline (``_two_masks``: only the attacker may add).
"""

from __future__ import annotations

from .fields import DurakFields  # the deal's fields, typed once (object at run time)
from .rules import BOUT_LIMIT
from .sink import Events
from .tables import WINDOW_TAILS


class WindowMixin(DurakFields):
    """``_open_window``, ``_next_thrower``, ``_close_window`` for DurakState."""

    __slots__ = ()

    # -- throw-in windows (DUR-8) ---------------------------------------------
    def _eligible(self, q: int) -> bool:
        d = self.defender
        return q != d and not self.out[q] and self.team[q] != self.team[d]

    def _open_window(self, w: int, ev: Events) -> None:
        if self._two_masks:
            # two players: only the attacker may add (LegalMixin._throws and _next_thrower,
            # inlined; the queue stays empty; a player who is out has no cards, so m == 0)
            main, d = self.attacker, self.defender
            m = self.hm[main] & (self.trc | self._nines)
            self.window_added = False
            if m and main != d and self._room(w, self.hm[d].bit_count()):
                self.window = w
                self.phase = "take_throw_in" if w == 3 else "throw_in"
                self._throws_key = self.tick * 8 + main
                self._throws_val = m
                self.thrower = main
                return
            # nobody may add: the window closes at once (_close_window; it was never open, so
            # window and thrower are still 0 and None)
            if w == 1:
                self.phase = "defend"
            else:
                self._end_bout(w == 3, ev)
            return
        self.window = w
        self.window_added = False
        self.phase = "take_throw_in" if w == 3 else "throw_in"
        main, d, out = self.attacker, self.defender, self.out
        n, step = self.num_players, self.direction
        if not self.teams_on and self._masks:
            # the queue from a table (everyone in); the first player in it who may add is
            # found here (_next_thrower, inlined), the ones before him dropped; a player who
            # is out holds no cards and is left out of the rest of the queue
            hm = self.hm
            if self._room(w, hm[d].bit_count()):
                tab = self.trc | self._nines
                for q, rest in WINDOW_TAILS[n][step][main][d]:  # each of the queue, the rest after him
                    m = hm[q] & tab
                    if m:
                        self.queue = [r for r in rest if not out[r]] if True in out else list(rest)
                        self._throws_key = self.tick * 8 + q
                        self._throws_val = m
                        self.thrower = q
                        return
            self.queue = []
            self._close_window(w, ev)
            return
        if self.teams_on:
            queue = [main] if self._eligible(main) else []
            for k in range(1, n):
                q = (d + step * k) % n
                if q != main and self._eligible(q):
                    queue.append(q)
        elif n == 2:
            queue = [main] if main != d and not out[main] else []
        else:  # everyone still playing but the defender is eligible
            queue = [main] if main != d and not out[main] else []
            for k in range(1, n):
                q = (d + step * k) % n
                if q != main and not out[q]:
                    queue.append(q)
        self.queue = queue
        self._next_thrower(ev)

    def _next_thrower(self, ev: Events, first: int | None = None) -> None:
        """Give the window to the next player with a legal addition — ``first`` (who has just
        thrown in, and may go on adding) before the queue — and close it when none is left."""
        queue = self.queue
        if self._masks:
            # LegalMixin._throws (or witch_legal's), inlined; its answer is kept for the player found
            if (queue or first is not None) and self._room(0, self.hm[self.defender].bit_count()):
                tab, hm = self.trc | self._nines, self.hm
                if first is not None:
                    m = hm[first] & tab
                    if m:  # he stays the thrower
                        self._throws_key = self.tick * 8 + first
                        self._throws_val = m
                        return
                while queue:
                    q = queue.pop(0)
                    m = hm[q] & tab
                    if m:
                        self._throws_key = self.tick * 8 + q
                        self._throws_val = m
                        self.thrower = q
                        return
            queue.clear()
        elif first is not None and self._throws(first):
            return
        while queue:
            q = queue.pop(0)
            if self._throws(q):
                self.thrower = q
                return
        self._close_window(self.window, ev)

    def _close_window(self, w: int, ev: Events) -> None:
        """Nobody adds any more: the bout ends (DUR-8.2, DUR-8.3) or the defence goes on."""
        self.thrower = None
        self.window = 0
        if w == 3:
            self._end_bout(True, ev)
        elif w == 2 and not self.window_added:
            self._end_bout(False, ev)
        else:
            self.phase = "defend"

    def _room(self, w: int, nd: int) -> bool:
        """May one more card be added to the bout now, the defender holding ``nd`` cards?  Not
        after an enchanted queen is covered (Witch durak, WIT-Q; never set in plain durak); else
        DUR-7 (rules.room_for_one_more): room for one more attack card, and fewer uncovered cards
        than he holds.  ``w`` is what just happened, when it tells how many are uncovered: 1 a
        lead or a transfer (all of them), 2 the last cover (none), 0 or 3 anything else (they
        are counted).  They never outnumber the attack cards, so with fewer attack cards than
        he holds nothing is counted."""
        if self.queen_lock:
            return False
        k = len(self.att)
        if k >= BOUT_LIMIT[self.defended_once]:
            return False
        if k < nd:
            return True
        if w == 1:
            return False
        if w == 2:
            return nd > 0
        return self.cov.count(None) < nd
