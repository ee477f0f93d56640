"""The fields and inner methods of a Durak deal, declared once for the type checker.

:class:`~cardtable.engine.durak.state.DurakState` is put together from mixins, one per concept
(ending.py, window.py, view.py, refusal.py, legal.py; witch_legal.py for Witch durak); each
reads the deal's fields and calls the others' methods.  :class:`DurakFields` declares those
fields (the slots of the state) and methods with their types, and each mixin derives from it
(``class WindowMixin(DurakFields)``).  The classes exist only while type-checking: at run time
``DurakFields`` is ``object``, so mypy checks every mixin against one declaration while the
class hierarchy, the slots and the speed of the state are what they were.  A field or method
added to the state is added here too (mypy reports any use of a name not declared).  The
methods here only state signatures; the bodies are the mixins' and the state's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import ClassVar

    from ..core import Event, GameState, Result, Seat
    from .actions import Card, DurakAction, Phase
    from .sink import Events
    from .view import DurakView

    class DurakFields(GameState[DurakAction]):
        """What every Durak mixin may use of the deal (see the module docstring)."""

        view_type: ClassVar[type[DurakView]]
        # -- the deal ----------------------------------------------------------------------------
        dealer: Seat
        direction: int  # +1 clockwise; Witch durak's king may reverse it (WIT-K)
        tick: int  # actions applied so far (keys the throw-in cache and emptied_at)
        hm: list[int]  # each seat's hand as a bit mask of card ids (tables.BIT)
        known: list[list[Card]]  # per seat, the cards in hand everyone has seen
        stock: list[Card]  # bottom (the turned-up trump) first
        trump_card: Card
        trump_suit: int | None
        discard: list[Card]
        out: list[bool]
        finished: list[Seat]
        emptied_at: list[int]
        team: list[int]
        teams_on: bool
        variant: str
        transfers: bool
        italian: bool
        is_over: bool  # a plain field here, a property in GameState
        _result: Result | None
        _last: tuple | None  # see DurakState.last_bout
        initial_events: list[Event]
        # -- the bout ----------------------------------------------------------------------------
        phase: Phase
        bout_no: int
        defended_once: bool
        att_slot: Seat
        attacker: Seat
        leader: Seat
        defender: Seat
        att: list[Card]
        cov: list[Card | None]
        att_by: list[Seat]
        trc: int  # every card of a rank on the table, as a mask
        showed: list[int]
        named: dict[Card, int]  # Witch durak's eights on the table: the suit named (WIT-8)
        window: int
        window_added: bool
        queue: list[Seat]
        thrower: Seat | None
        # -- the paths chosen at set-up and their caches -----------------------------------------
        _plain: bool
        _masks: bool
        _two_masks: bool
        _pauses: bool
        _no_first: bool
        _shows_on: bool
        _throws_key: int
        _throws_val: int
        # -- what a variant sets and the shared paths read (plain durak: 0 / False) --------------
        _e8: int  # cards played with a named suit (Witch durak's enchanted eights, WIT-8), a mask
        _nines: int  # cards that may be added whatever the table's ranks (enchanted nines, WIT-9)
        queen_lock: bool  # nothing more may be added this bout (an enchanted queen covered, WIT-Q)
        king_covered: bool  # a choice waits after a beaten bout (an enchanted king covered, WIT-K)

        # -- methods of the state and its mixins -------------------------------------------------
        @property
        def bout_limit(self) -> int:
            raise NotImplementedError

        def beats(self, card: int, attack: int, named: int | None = None) -> bool:
            raise NotImplementedError

        def transfer_rank(self) -> int | None:
            raise NotImplementedError

        def may_throw(self, card: int, ranks: set[int]) -> bool:
            raise NotImplementedError

        def next_seat(self, p: int, steps: int = 1) -> int:
            raise NotImplementedError

        def _names(self, card: int) -> tuple:
            raise NotImplementedError

        def _play(self, action: DurakAction, ev: Events) -> None:
            raise NotImplementedError

        def _leave(self, p: int, ev: Events) -> None:
            raise NotImplementedError

        def _to_table(self, p: int, c: int, ev: Events, slot: int = -1) -> None:
            raise NotImplementedError

        def _start_bout(self, slot: int, attacker: int) -> None:
            raise NotImplementedError

        def _clear_table(self) -> None:
            raise NotImplementedError

        def _slot_player(self, s: int) -> int | None:
            raise NotImplementedError

        def _slot_holder(self, s: int) -> int:
            raise NotImplementedError

        def _next_opponent(self, seat: int, of: int) -> int | None:
            raise NotImplementedError

        def _next_slot(self, taker: int | None) -> int:
            raise NotImplementedError

        def _end_bout(self, taken: bool, ev: Events) -> None:
            raise NotImplementedError

        def _pause_after_bout(self, taken: bool, slot: int) -> bool:
            raise NotImplementedError

        def _open_window(self, w: int, ev: Events) -> None:
            raise NotImplementedError

        def _next_thrower(self, ev: Events, first: int | None = None) -> None:
            raise NotImplementedError

        def _close_window(self, w: int, ev: Events) -> None:
            raise NotImplementedError

        def _room(self, w: int, nd: int) -> bool:
            raise NotImplementedError

        def _throws(self, p: int) -> int:
            raise NotImplementedError

        def _table_ranks(self) -> set[int]:
            raise NotImplementedError

        def _attack_actions(self, p: int) -> list[DurakAction]:
            raise NotImplementedError

        def _defend_actions(self, p: int) -> list[DurakAction]:
            raise NotImplementedError

        def _throw_actions(self, p: int) -> list[DurakAction]:
            raise NotImplementedError

        def _transfer_target(self) -> int | None:
            raise NotImplementedError

        def _transfers(self, p: int) -> list[int]:
            raise NotImplementedError

        def _shows(self, p: int) -> list[int]:
            raise NotImplementedError

        def _view_extra(self, player: int) -> dict:
            raise NotImplementedError

        def _restore_extra(self, view: DurakView) -> None:
            raise NotImplementedError

        @property
        def hands(self) -> list[list[int]]:
            raise NotImplementedError

        @hands.setter
        def hands(self, hands: list[list[int]]) -> None:
            raise NotImplementedError

        @property
        def last_bout(self) -> dict | None:
            raise NotImplementedError

        @last_bout.setter
        def last_bout(self, lb: dict | None) -> None:
            raise NotImplementedError

    class WitchFields(DurakFields):
        """What Witch durak's mixins may use of its deal besides :class:`DurakFields`."""

        enchanted: frozenset[int]
        pending_slot: int | None
        _queens: int  # the enchanted queens (WIT-Q) as a mask
        _kings: int  # the enchanted kings (WIT-K) as a mask
        _tens: int  # the enchanted tens (no transfer, WIT-10) as a mask
        _wt: tuple | None  # the beat table of the deal's trump (witch_legal.py)

        def ench(self, c: int, rank: int | None = None) -> bool:
            raise NotImplementedError
else:  # at run time the mixins derive from object: classes, slots and speed as written
    DurakFields = WitchFields = object
