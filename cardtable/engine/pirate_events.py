"""Pirate Party events: zone names and the frequent events, built once and shared.

Events are immutable values, so a draw or a lay hands out the same object every time
(cheap playouts).  Zones: ``stock``, ``discard``, ``hand:N`` (docs/notation.md).
"""

from __future__ import annotations

from .core import Event
from .pirate_actions import MAX_PLAYERS, PHASES
from .pirate_cards import COLOURS

HAND = tuple(f"hand:{p}" for p in range(MAX_PLAYERS))
# Events are immutable values: the frequent ones are built once and shared.
LAY_EV = [[Event("move", c, HAND[p], "discard", True, p) for c in range(54)] for p in range(MAX_PLAYERS)]
DRAW_EV = [[Event("move", c, "stock", HAND[p], False, p) for c in range(54)] for p in range(MAX_PLAYERS)]
TURN_EV = [[Event("turn", player=p, info={"phase": PHASES[ph]}) for p in range(MAX_PLAYERS)]
           for ph in range(len(PHASES))]
COLOUR_EV = [[Event("colour", player=p, info={"colour": COLOURS[c]}) for c in range(4)]
             for p in range(MAX_PLAYERS)]
DIR_EV = [{d: Event("direction", player=p, info={"direction": d}) for d in (1, -1)}
          for p in range(MAX_PLAYERS)]
SAY_EV = [{k: Event("say", player=p, info={"say": k}) for k in ("jump", "all_hands")}
          for p in range(MAX_PLAYERS)]
_MOVES: dict[tuple, Event] = {}


def _move(c: int, src: str, dst: str, up: bool, p: int | None) -> Event:
    key = (c, src, dst, up, p)
    e = _MOVES.get(key)
    if e is None:
        e = _MOVES[key] = Event("move", c, src, dst, up, p)
    return e
