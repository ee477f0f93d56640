"""The fields and inner methods of a Pirate Party deal, declared once for the type checker.

:class:`~cardtable.engine.pirate.state.PirateState` is put together from mixins (legal.py,
laying.py, effects.py) that read its fields and call each other's methods.  :class:`PirateFields`
declares them with their types and each mixin derives from it.  The class exists only while
type-checking (at run time ``PirateFields`` is ``object``), so the run-time classes and speed
are unchanged while mypy checks every mixin against one declaration (see durak/fields.py).  The
bodies here only state signatures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Event, GameState, Result
    from .actions import PirateAction
    from .events import Events
    from .rules import HouseRules

    class PirateFields(GameState[PirateAction]):
        """What every Pirate Party mixin may use of the deal (see the module docstring)."""

        rules: HouseRules
        dealer: int
        leader: int
        hands: list[list[int]]  # each sorted
        stock: list[int]  # top last
        discard: list[int]  # top last
        colour: int  # the colour to follow (a wild's called colour)
        direction: int  # +1 clockwise
        phase: int  # actions.TURN, DRAWN, SKIPPED, PENDING, SWAP_PHASE, FIVE, GIVE_PHASE, OVER
        current: int
        pending: int  # cards the next player must draw (PIR-9 stacking)
        top_owner: int  # who laid the top card (-1: nobody may jump in, PIR-15)
        catchable: int  # who may be caught without his "Pirate!" call (-1: nobody, PIR-12)
        dp_open: int
        silent: bool
        drawn: int  # the card just drawn (-1: none)
        offer: tuple[int, int, int]  # (from, to, card) of a five exchange
        wd4_prev: tuple[int, bool, int, bool]  # colour, silent, top owner before a wild draw four; bluff
        winner: int
        reshuffles: int
        is_over: bool
        initial_events: list[Event]

        # -- methods of the state and its mixins ------------------------------------------------
        @property
        def result(self) -> Result | None:
            raise NotImplementedError

        def _advance(self, p: int) -> None:
            raise NotImplementedError

        def _draw(self, p: int, k: int, ev: Events, why: str | None = None) -> list[int]:
            raise NotImplementedError

        def _rotate(self, p: int, ev: Events) -> None:
            raise NotImplementedError
else:  # at run time the mixins derive from object: classes, slots and speed as written
    PirateFields = object
