"""The fields and inner methods of a Strong Witchcraft deal, declared once for the type checker.

:class:`~cardtable.engine.witchcraft.state.WitchcraftState` is put together from mixins (ending.py,
view.py, refusal.py, legal.py) that read its fields and call each other's methods.
:class:`WitchcraftFields` declares them with their types and each mixin derives from it.  The
class exists only while type-checking (at run time ``WitchcraftFields`` is ``object``), so the
run-time classes, slots and speed are unchanged while mypy checks every mixin against one
declaration (see durak/fields.py).  The bodies here only state signatures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..core import Event, GameState, Seat
    from .actions import Card, Phase, SWAction
    from .events import Events

    class WitchcraftFields(GameState[SWAction]):
        """What every Strong Witchcraft mixin may use of the deal (see the module docstring)."""

        # -- the deal (the lists that are the truth) ----------------------------------------------
        sets: int
        wins_needed: int  # SW-12
        known: list[list[int]]
        laid: list[list[tuple[int, ...]]]
        active: list[bool]
        order: list[int]
        sw_wins: list[int]
        discard: list[Card]
        seen_out: list[int]
        stock: list[Card]  # top last
        first: int
        _hands: list[bytearray]
        _initial: tuple[int, list[int], int] | list[Event]
        # -- the bout -----------------------------------------------------------------------------
        attack: list[Card]
        covers: list[Card]  # -1: not covered
        lead_n: int
        taking: bool
        passes: int
        laid_turn: bool
        attacker: Seat
        main: Seat
        defender: Seat
        thrower: Seat
        phase: Phase
        to_act: int | None  # a plain field here, a property in GameState
        is_over: bool
        # -- derived from the lists, kept by every transition (state.py's _derive) -----------------
        _masks: list[int]
        _tmask: int
        _smask: int
        _umask: int
        _uncov: int
        _nactive: int
        _nxt: list[int]
        _orders: dict[int, list[int]]
        _allowed: int
        _space: int
        _ready: Sequence[SWAction] | None

        # -- methods of the state and its mixins --------------------------------------------------
        def _derive(self) -> None:
            raise NotImplementedError

        def _next_active(self, p: int) -> int:
            raise NotImplementedError

        def _scan_next(self, p: int) -> int:
            raise NotImplementedError

        def _room(self) -> int:
            raise NotImplementedError

        def _throw_types(self) -> int:
            raise NotImplementedError

        def _can_transfer(self) -> bool:
            raise NotImplementedError

        def _answers(self, d: int, a: int) -> Sequence[SWAction]:
            raise NotImplementedError

        def _defence(self, player: int, hm: int) -> list[SWAction]:
            raise NotImplementedError

        def _end_bout(self, ev: Events) -> None:
            raise NotImplementedError

        def _draw_order(self, main: int, d: int) -> list[int]:
            raise NotImplementedError

        def _draw(self, q: int, ev: Events) -> None:
            raise NotImplementedError

        def _finish(self, q: int, how: str, ev: Events) -> None:
            raise NotImplementedError

        def _start_turn(self, p: int, ev: Events) -> None:
            raise NotImplementedError

        def _lay(self, p: int, combo: tuple[int, ...], ev: Events) -> None:
            raise NotImplementedError

        @property
        def hands(self) -> list[list[int]]:
            raise NotImplementedError

        @hands.setter
        def hands(self, value: list[list[int]]) -> None:
            raise NotImplementedError
else:  # at run time the mixins derive from object: classes, slots and speed as written
    WitchcraftFields = object
