"""AI seats reacting out of turn at the Pirate Party table: Catch! (PIR-12) and jump-in (PIR-15).

A reaction is planned once per public move (the key is the deal and the length of its history):
every AI seat that is not to act asks its Normal/Easy heuristic (``heuristic.react``) with its own
view, and the quickest one gets a human-like delay that depends on its level and the table's speed,
so a person at the table has a fair chance to be first. ``out_of_turn(dt)`` returns the reaction as an
``AIMove`` intent once its delay has run out and the action is still legal; the scene applies it.
The table is ``busy`` while a reaction is planned (``PirateTable.busy``).
"""

from __future__ import annotations

import random

from cardtable.ai import heuristic_pirate_party as heuristic
from cardtable.ui.tables.intents import AIMove

REACT_DELAY = {"easy": 1.8, "random": 1.5, "normal": 1.1, "hard": 0.8}   # seconds, out of turn


class OutOfTurnReactions:
    """Mixin of ``PirateTable``: the planned reaction is ``[delay left, seat, action]`` or None."""

    _plan_key: tuple | None = None
    _plan: list | None = None

    def out_of_turn(self, dt: float) -> AIMove | None:
        """An AI seat's reaction once its human-like delay has passed (the scene applies it)."""
        ctx = self.ctx
        m = ctx.match
        st = m.state
        if st.is_over or ctx.speed == 0:
            self._plan = None
            return None
        key = (id(st), len(st.history))
        if key != self._plan_key:
            self._plan_key = key
            self._plan = self._make_plan(st)
        if self._plan is None or self.animating():
            return None
        self._plan[0] -= dt
        if self._plan[0] > 0:
            return None
        _, q, action = self._plan
        self._plan = None
        return AIMove(q, action) if action in st.legal_actions(q) else None

    def _make_plan(self, st) -> list | None:
        m = self.ctx.match
        best = None
        for q, seat in enumerate(m.seats):
            if seat.is_human or q == st.to_act:
                continue
            legal = st.legal_actions(q)
            if not legal:
                continue
            rng = random.Random(f"{m.seed}:{m.deal_no}:{len(st.history)}:{q}")
            level = "easy" if seat.level in ("easy", "random") else "normal"
            action = heuristic.react(st.view(q), legal, rng, level)
            if action is None:
                continue
            delay = REACT_DELAY.get(seat.level, 1.2) * (0.75 + 0.5 * rng.random())
            delay *= max(0.35, self.ctx.speed)
            if best is None or delay < best[0]:
                best = [delay, q, action]
        return best
