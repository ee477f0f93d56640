"""One action played in lockstep by a family's three paths (the differential tests of
tests/test_durak_paths.py and tests/test_pirate_paths.py): the playout mode ``step``,
the checked ``apply`` and ``apply_unchecked``.  The events of the two that record them must be
the same, and so must every field of the three states afterwards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def play_in_lockstep(fast: Any, checked: Any, fused: Any, action: Any,
                     fields: Callable[[Any], dict], where: tuple) -> None:
    """``action`` in the three states; ``where`` names the deal and step in a failure."""
    assert fast.step(action) is None, (*where, str(action))
    events = checked.apply(action)
    assert fused.apply_unchecked(action) == events, (*where, str(action))
    want = fields(checked)
    assert fields(fast) == want, (*where, str(action))
    assert fields(fused) == want, (*where, str(action))
