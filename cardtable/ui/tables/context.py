"""What a table view may know, handed down by its controller (the table scene).

The table scene is the controller (DESIGN.md, UI): it owns the match and decides what
happens; a :class:`~cardtable.ui.tables.base.TableView` only lays out and draws, and its
:class:`~cardtable.ui.tables.interact.Interaction` turns mouse and keys into *intents*
(:mod:`cardtable.ui.tables.intents`) that the scene resolves.  Nothing below the scene
calls back up: the view reads this context, which the scene refreshes before every
event, update and draw and after every action.

Contract: every field is read-only for the view.  ``match`` is there to read the seats,
options and the state's ``to_act``; applying an action through it is the controller's
job alone.  The methods keep the names tables used when they still held the scene
(``seat_name``, ``human_actions``, ``hand_hidden``, ``speed_factor``, ``current_view``),
so ``self.scene.seat_name(p)`` in a table keeps working (``TableView.scene`` is this
context).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from cardtable.engine import Event, View
from cardtable.match import Seat
from cardtable.ui.words import Person


class TableMatch(Protocol):
    """What a table reads of the match it shows: a local :class:`~cardtable.match.Match`, or a
    network table's ``RemoteMatch`` (scenes/net_table.py) built from a client seat's messages."""

    game_id: str
    options: dict[str, Any]
    seats: list[Seat]
    sheet: dict[str, Any]          # the score sheet: ``totals`` per seat, ``deals`` …
    deal_no: int
    seed: int                      # the match's seed (the AI seats' out-of-turn reactions draw from it)
    initial_events: list[Event]    # the current deal's opening events (the cards dealt …)

    @property
    def players(self) -> int: ...

    @property
    def state(self) -> Any: ...    # the deal's state (to_act, is_over, view …), or a remote copy


def _nothing() -> list:
    return []


def _no_view() -> View:
    raise LookupError("the table has no view: its controller gave none")


@dataclass
class TableContext:
    """The controller's answer to "what may the table show now".

    ``view`` and ``legal`` are read through the controller's cached queries (so they
    follow the state even when a test changes it behind the scene's back); the other
    fields are set by the controller."""

    match: TableMatch                   # the running match (read only)
    view_of: Callable[[], View] = _no_view  # the controller's state.view(viewer), cached per state
    legal_of: Callable[[], list] = _nothing   # the viewer's legal actions ([] unless a human may act)
    viewer: int = 0                     # whose eyes the table shows
    speed: float = 1.0                  # animation duration factor (0 = instant)
    think: float = 0.6                  # AI think delay in seconds
    hidden: bool = False                # the viewer's hand is covered (hot-seat curtain pending)
    size: tuple = (1280, 720)           # the window in pixels
    panel: int = 0                      # width kept free at the right for the open game log (seats.compute)
    names: tuple = ()                   # seat names
    people: tuple = ()                  # the seats as messages name them (cardtable.ui.words.Person)
    autoplay: bool = False
    blockers: tuple = ()                # rects of the scene's buttons: never a drop target
    actor: int | None = None            # who took the action being shown (None: a deal, a restore)
    thinking: int | None = None         # the AI seat whose search (Hard) runs now: its plate shows it

    @property
    def view(self) -> View:
        return self.view_of()

    @property
    def legal(self) -> list:
        return self.legal_of()

    def seat_name(self, p: int) -> str:
        return self.names[p] if 0 <= p < len(self.names) else str(p)

    def person(self, p: int) -> Person:
        """Seat ``p`` for a message: "you" or a name with its gender (cardtable.ui.words.say)."""
        return self.people[p] if 0 <= p < len(self.people) else Person(self.seat_name(p))

    def human_actions(self) -> list:
        return self.legal

    def hand_hidden(self) -> bool:
        return self.hidden

    def speed_factor(self) -> float:
        return self.speed

    def think_delay(self) -> float:
        return self.think

    def current_view(self) -> View:
        return self.view

    @property
    def to_act(self) -> int | None:
        return self.match.state.to_act
