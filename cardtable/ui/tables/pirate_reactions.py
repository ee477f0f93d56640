"""AI seats reacting out of turn at the Pirate Party table: Catch! (PIR-12) and jump-in (PIR-15).

A reaction is planned once per public move (the key is the deal and the length of its history):
every AI seat that is not to act asks its Normal/Easy heuristic (``heuristic.react``) with its own
view, and the quickest one gets a human-like delay that depends on its level and the table's speed,
so a person at the table has a fair chance to be first. ``out_of_turn(dt)`` returns the reaction as an
``AIMove`` intent once its delay has run out and the action is still legal; the scene applies it.
The table is ``busy`` while a reaction is planned (``PirateTable.busy``).

A jump-in takes somebody's turn (PIR-15). When a person may act — his turn, or a jump-in of his
own — an AI seat's jump-in waits at least :data:`PERSON_GRACE` seconds of a still table, at every
speed, and never lands while the person is dragging a card: he sees the card on the pile and has
his chance first, instead of a drag that suddenly does nothing.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.ai import heuristic_pirate_party as heuristic
from cardtable.ui.tables.intents import AIMove

if TYPE_CHECKING:
    # what the mixin uses of its table (ctx, animating, interaction): only while type-checking,
    # at run time PirateTable's own bases supply them
    from cardtable.ui.tables.base import TableView as _TableBase
else:
    _TableBase = object

REACT_DELAY = {"easy": 1.8, "random": 1.5, "normal": 1.1, "hard": 0.8}   # seconds, out of turn
PERSON_GRACE = 1.5     # seconds a person may act before an AI jumps in on his turn (not scaled by speed)


class OutOfTurnReactions(_TableBase):
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
        if self._plan[2].kind == "jump" and self.interaction.dragging:
            return None                 # the person's card is in his hand: his move comes first
        self._plan[0] -= dt
        if self._plan[0] > 0:
            return None
        _, q, action = self._plan
        self._plan = None
        return AIMove(q, action) if action in st.legal_actions(q) else None

    def _make_plan(self, st) -> list | None:
        m = self.ctx.match
        best: list | None = None        # [delay left, seat, action], as the plan
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
            if action.kind == "jump" and self._person_may_act(st):
                delay = max(delay, PERSON_GRACE)
            if best is None or delay < best[0]:
                best = [delay, q, action]
        return best

    def _person_may_act(self, st) -> bool:
        """Whether a person at the table may act now (his turn, or a jump-in of his own)."""
        return any(seat.is_human and st.legal_actions(q) for q, seat in enumerate(self.ctx.match.seats))
