"""Durak's playout mode: ``step(action)`` without history or events (docs/dev/engine.md).

The contract is GameState.step's: ``step`` changes the state exactly as ``apply_unchecked``
(``_play`` with an event list) would, builds no events and records no history.  Random
playouts and the search AI call it hundreds of thousands of times a second, so the common
actions of the mask path (plain durak and Witch durak, ``_masks``) are played here inline:
a card to the table or onto an attack card, the throw-in window of two players (only the
attacker may add: DUR-8 with DUR-7's limits, WIT-9's nines, WIT-Q's lock), the next thrower
after a throw-in or a ``done`` and the window's closing.  Everything else — simple durak
(DUR-16), transfers and shows (DUR-12 … DUR-15), named Witch eights (WIT-8), the king's
choice (WIT-K) — goes to ``_play`` with the event sink, the opening of a window with teams
to WindowMixin; the end of a bout is EndingMixin's ``_end_bout`` (its event-free
branch).  tests/test_durak_step.py compares every field of the two modes after every action
of many seeded deals of every variant.
"""

from __future__ import annotations

from collections import deque
from collections.abc import MutableSequence
from typing import TYPE_CHECKING

from ..core import Event
from .rules import BOUT_LIMIT
from .tables import WINDOW_TAILS

if TYPE_CHECKING:  # the deal's fields, declared once (fields.py)
    from .fields import DurakFields
else:
    DurakFields = object


# Where the transitions append their events: a list, or in playouts the SINK.
Events = MutableSequence[Event]
# Playouts' event list: appending to a deque of length 0 drops the item in C.
SINK: Events = deque(maxlen=0)


class StepMixin(DurakFields):
    """``step`` for :class:`~cardtable.engine.durak.state.DurakState`."""

    __slots__ = ()

    def step(self, action) -> None:
        """Apply a legal action in playout mode (see the module docstring)."""
        kind = action.kind
        if kind == "cover":
            arg = action.arg
            if self._slow or arg.__class__ is tuple:
                self._play(action, SINK)  # simple durak, or a named Witch eight (WIT-8)
                return
            self.tick += 1
            self._place_cover(action.player, action.cards[0], arg, SINK)
            if None in self.cov:
                return
            w = 2  # DUR-8.2: every attack card covered
        elif self._slow or action.arg is not None:
            self._play(action, SINK)  # simple durak, or a named Witch eight (WIT-8)
            return
        elif kind == "throw":  # one card to the table (_to_table), the window goes on below
            self.tick += 1
            p = action.player
            self._to_table(p, action.cards[0], SINK)
            self.window_added = True
            w = 0
        elif kind == "attack":
            self.tick += 1
            p = action.player
            for c in action.cards:
                self._to_table(p, c, SINK)
            self.leader = p
            w = 1  # DUR-8.1: after a lead
        elif kind == "take":
            self.tick += 1
            w = 3  # DUR-8.3: the defender takes
        elif kind == "done":
            self.tick += 1
            p = None
            w = 0 if self.queue else -1  # -1: nobody is left to ask, the window closes
        else:
            self._play(action, SINK)  # transfer, show, the king's choice
            return
        if w <= 0:
            if not w:
                # after p's throw-in (None: after a done) p may go on adding, else the next
                # player of the queue who may (WindowMixin._next_thrower; LegalMixin._throws
                # inlined, its answer kept for the player found), else the window closes
                # (DUR-7, DUR-8, WIT-9, WIT-Q); DUR-7's limits as in _room, where the state is not known
                hm, queue = self.hm, self.queue
                if self._room(0, hm[self.defender].bit_count()):
                    tab = self.trc | self._nines
                    if p is not None:
                        m = hm[p] & tab
                        if m:
                            self._throws_key = self.tick * 8 + p
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
                elif queue:
                    queue.clear()
            # the window closes (WindowMixin._close_window without events)
            w = self.window
            self.thrower = None
            self.window = 0
            if w == 3:
                self._end_bout(True, SINK)
            elif w == 2 and not self.window_added:
                self._end_bout(False, SINK)
            else:
                self.phase = "defend"
            return
        # the throw-in window w opens (WindowMixin._open_window without events); with two
        # players only the attacker may add (LegalMixin._throws inlined, its answer kept)
        main, d = self.attacker, self.defender
        hm = self.hm
        if not self._two_masks:
            if self.teams_on:
                self._open_window(w, SINK)
                return
            # the first player of the queue who may add gets the window, the ones before him
            # are dropped (as _open_window does; a player who is out holds no cards)
            self.window_added = False
            if self._room(w, hm[d].bit_count()):
                tab = self.trc | self._nines
                for q, rest in WINDOW_TAILS[self.num_players][self.direction][main][d]:
                    m = hm[q] & tab
                    if m:
                        out = self.out
                        self.queue = [r for r in rest if not out[r]] if True in out else list(rest)
                        self._give_window(w, q, m)
                        return
            # nobody may add: the window closes at once (WindowMixin._close_window)
            self.queue = []
            self.thrower = None
            self.window = 0
            if w == 1:
                self.phase = "defend"
            else:
                self._end_bout(w == 3, SINK)
            return
        m = hm[main] & (self.trc | self._nines)
        self.window_added = False
        if m and main != d and self._room(w, hm[d].bit_count()):
            self._give_window(w, main, m)
            return
        if w == 1:
            self.phase = "defend"
        else:
            self._end_bout(w == 3, SINK)

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

    def _give_window(self, w: int, q: int, m: int) -> None:
        """Window ``w`` opens for ``q``, who may add the cards of mask ``m`` (LegalMixin._throws'
        answer, kept for him)."""
        self.window = w
        self.phase = "take_throw_in" if w == 3 else "throw_in"
        self._throws_key = self.tick * 8 + q
        self._throws_val = m
        self.thrower = q
