"""The fields of a deal of Who's the Donkey?, declared once for the type checker.

:class:`~cardtable.engine.donkey.state.DonkeyState` takes its legal actions from a mixin
(legal.py) and its views and copies from another (view.py); both read its fields.
:class:`DonkeyFields` declares them with their types and each mixin derives from it.  The class
exists only while type-checking (at run time ``DonkeyFields`` is ``object``), so the run-time
classes, slots and speed are unchanged while mypy checks every mixin against one declaration
(see durak/fields.py).  The bodies here only state signatures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Event, GameState
    from .actions import DonkeyAction, Phase
    from .legal import HandIndex

    class DonkeyFields(GameState[DonkeyAction]):
        """What the Donkey mixins may use of the deal (see the module docstring)."""

        dealer: int
        hands: list[list[int]]  # card ids in the order received
        index: list[HandIndex]  # each hand indexed by value
        known: list[list[int]]  # cards everyone knows to be in a hand (ESL-3, ESL-6)
        out: list[int]
        ran_out: list[int]
        donkey_holder: int | None
        locked: bool  # ESL-7
        over: bool
        round_no: int
        leader: int
        turn: int
        to_act: int | None  # a plain field here, a property in GameState
        is_over: bool
        donkey_round: bool
        size: int
        best: int
        best_player: int | None
        table: list[tuple[int, ...]]
        passed: list[int]
        acted: list[int]
        _unused: list[int] | None
        _deal_order: list[int]
        _initial_events: list[Event] | None
        _last: tuple | dict | None  # see DonkeyState.last_round
        _first_leader: int

        @property
        def unused(self) -> list[int]:
            raise NotImplementedError

        @unused.setter
        def unused(self, cards: list[int]) -> None:
            raise NotImplementedError

        @property
        def last_round(self) -> dict | None:
            raise NotImplementedError

        @last_round.setter
        def last_round(self, record: dict | None) -> None:
            raise NotImplementedError

        @property
        def phase(self) -> Phase:
            raise NotImplementedError
else:  # at run time the mixins derive from object: classes, slots and speed as written
    DonkeyFields = object
