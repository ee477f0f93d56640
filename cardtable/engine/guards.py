"""What outside text and values must be before the engine reads them (hostile input: a
file, a socket, the command line): the bounds of an action's text and argument, a bounded
``repr`` for messages about them, and the guard every ``parse_action`` is wrapped in
(:class:`cardtable.engine.core.GameState` wraps a family's own at class creation)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core import Action, GameState

MAX_ACTION_TEXT = 400


def guarded_parse(parse: Callable[[Any, str], Action]) -> Callable[[Any, str], Action]:
    """``parse`` refusing non-text, over-long text and actions of no seat with ValueError."""

    @functools.wraps(parse)
    def parse_action(self: GameState[Any], text: str) -> Action:
        if type(text) is not str:
            raise ValueError(f"an action is its text, not {short(text)}")
        if len(text) > MAX_ACTION_TEXT:
            raise ValueError(f"not an action: {len(text)} characters of text")
        try:
            action = parse(self, text)
        except (KeyError, IndexError, TypeError, AttributeError, OverflowError) as exc:
            raise ValueError(f"cannot read action {text[:80]!r}: {exc}") from None
        if not (type(action.player) is int and 0 <= action.player < self.num_players):
            raise ValueError(f"no such player in {text[:80]!r}")
        return action

    parse_action._guarded = True  # type: ignore[attr-defined]
    return parse_action


def short(x: Any) -> str:
    """A bounded ``repr`` for messages about hostile input."""
    try:
        text = repr(x)
    except Exception:  # noqa: BLE001 - a hostile object's repr may raise anything
        text = f"<{type(x).__name__}>"
    return text if len(text) <= 80 else text[:77] + "..."


def plain_arg(arg: Any, depth: int = 0) -> bool:
    """An action's ``arg``: None, a (not bool) int, a short str, or a short tuple of those."""
    if arg is None or type(arg) is int:
        return type(arg) is not int or -(1 << 31) <= arg < 1 << 31
    if type(arg) is str:
        return len(arg) <= 20
    if type(arg) is tuple and depth == 0:
        return len(arg) <= 4 and all(plain_arg(x, 1) for x in arg)
    return False
