"""Where Durak's transitions put their events: a list, or in playout mode the sink.

Every transition of :class:`~cardtable.engine.durak.state.DurakState` appends the events it
makes to ``ev``.  ``apply`` and ``apply_unchecked`` pass a new list; ``step`` (playout mode,
docs/dev/engine.md "Playouts") passes :data:`SINK`, a deque of length 0 whose ``append`` and
``+=`` drop the item at C speed.  A transition only ever appends to ``ev`` (never reads it
back); where building an event costs something it tests ``ev is not SINK`` first.
"""

from __future__ import annotations

from collections import deque
from collections.abc import MutableSequence

from ..core import Event

Events = MutableSequence[Event]
SINK: Events = deque(maxlen=0)
