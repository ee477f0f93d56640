"""Strong Witchcraft events, built once and shared (for a fast engine).

Events are immutable values: one move :class:`~cardtable.engine.core.Event` per (player,
slot, card, zones), tables indexed ``[p][i][c]``; events carrying ``info`` share their dict
too (consumers treat events as read-only values and never write into ``info``).  Zones:
``hand(p)``, ``table(i)`` (attack card i of the bout), ``cover(i)``, ``stock``, ``discard``,
``laid`` of seat p (docs/notation.md).
"""

from __future__ import annotations

from collections import deque
from collections.abc import MutableSequence

from .. import zone
from ..core import Event
from ..zone import DISCARD, STOCK, Zone
from .cards import NUM_TYPES

MAX_SEATS = 6
# Where the transitions append their events: a list, or in playouts the SINK.
Events = MutableSequence[Event]
# The events of playout mode (state.step): takes append and += like a list and keeps
# nothing.  The hot paths test ``ev is not SINK`` before building what would be dropped.
SINK: Events = deque(maxlen=0)
SLOTS = 6          # table slots: the defender never faces more than 6 cards (SW-9)
SEATS = range(MAX_SEATS)
TYPES = range(NUM_TYPES)


# -- events ---------------------------------------------------------------------------
def _moves(src, dst, face_up: bool) -> list[list[list[Event]]]:
    """``[p][i][c]``: card ``c`` moving from zone ``src(p, i)`` to ``dst(p, i)`` (seat ``p``,
    slot ``i``), caused by ``p``."""
    return [[[Event("move", c, src(p, i), dst(p, i), face_up, p) for c in TYPES]
             for i in range(SLOTS)] for p in SEATS]


def _hand(p: int, i: int) -> Zone:
    return zone.hand(p)


def _table(p: int, i: int) -> Zone:
    return zone.table(i)


def _cover(p: int, i: int) -> Zone:
    return zone.cover(i)


def _discard(p: int, i: int) -> Zone:
    return DISCARD


HAND_TABLE = _moves(_hand, _table, True)      # attack, transfer, throw
HAND_COVER = _moves(_hand, _cover, True)      # cover
TABLE_HAND = _moves(_table, _hand, True)      # the defender takes (SW-10)
COVER_HAND = _moves(_cover, _hand, True)
TABLE_DISCARD = _moves(_table, _discard, False)   # beaten: discarded face down (SW-10)
COVER_DISCARD = _moves(_cover, _discard, False)
DRAW = [[Event("move", c, STOCK, zone.hand(p), False, p) for c in TYPES] for p in SEATS]
SAY_TAKE = [Event("say", player=p, info={"text": "take"}) for p in SEATS]
SAY_PASS = [Event("say", player=p, info={"text": "pass"}) for p in SEATS]
SAY_TRANSFER = [[Event("say", player=p, info={"text": "transfer", "defender": d}) for d in SEATS]
                for p in SEATS]
TURN = [Event("turn", player=p, info={"attacker": p}) for p in SEATS]
# [taken][defender][attacker]
BOUT_END = [[[Event("bout_end", player=d, info={"taken": t, "defender": d, "attacker": a})
              for a in SEATS] for d in SEATS] for t in (False, True)]
HAND_LAID = [[Event("move", c, zone.hand(p), Zone("laid", p), True, p) for c in TYPES] for p in SEATS]
HAND_DISCARD = [[Event("move", c, zone.hand(p), DISCARD, False, p) for c in TYPES] for p in SEATS]
FINISH = {how: [Event("finish", player=p, info={"player": p, "how": how}) for p in SEATS]
          for how in ("cards", "witchcraft")}
_WITCHCRAFTS: dict[tuple, Event] = {}


def witchcraft_event(p: int, combo: tuple[int, ...], count: int) -> Event:
    """Player ``p`` laid ``combo``, his ``count``-th Strong Witchcraft (SW-12)."""
    key = (p, combo, count)
    found = _WITCHCRAFTS.get(key)
    if found is None:
        found = _WITCHCRAFTS[key] = Event("witchcraft", player=p,
                                          info={"cards": list(combo), "count": count})
    return found
