"""The base class of a family whose transitions are written once, in ``_play(action, ev)``.

A family's state may derive from :class:`OnePathState` instead of
:class:`~cardtable.engine.core.GameState` when every way of applying an action runs one
method, ``_play(action, ev)``, that changes the state and appends the events to ``ev``
(never reading it back).  This class supplies ``_apply`` (the checked path of ``apply``) and
``apply_unchecked`` (the history and the same transitions), each passing a new list; the family
sets ``step = _play`` with its event sink (a ``deque(maxlen=0)``) as ``ev``'s default, so the
playout mode runs the very same transitions and drops the events (docs/dev/engine.md,
"Playouts").  A rule is then changed in one place for every path.
"""

from __future__ import annotations

from collections.abc import MutableSequence

from .core import A, Event, GameState


class OnePathState(GameState[A]):
    """``apply``, ``apply_unchecked`` and ``step`` through one ``_play(action, ev)``."""

    def _play(self, action: A, ev: MutableSequence[Event]) -> None:  # pragma: no cover - abstract
        """The effects of a legal action, its events appended to ``ev``."""
        raise NotImplementedError

    def _apply(self, action: A) -> list[Event]:
        ev: list[Event] = []
        self._play(action, ev)
        return ev

    def apply_unchecked(self, action: A) -> list[Event]:
        """``_apply`` and the history (GameState.apply_unchecked without its lookups)."""
        self.history.append(action)
        ev: list[Event] = []
        self._play(action, ev)
        return ev
