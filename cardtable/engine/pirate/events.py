"""Pirate Party events: zone names and the frequent events, built once and shared.

Events are immutable values, so a draw or a lay hands out the same object every time
(cheap playouts).  Zones (:mod:`cardtable.engine.zone`): ``STOCK``, ``DISCARD``, ``hand(N)``
(docs/notation.md).
"""

from __future__ import annotations

from collections import deque
from collections.abc import MutableSequence

from .. import zone
from ..core import Event
from ..zone import DISCARD, STOCK, Zone
from .actions import MAX_PLAYERS, PHASES
from .cards import COLOURS

# Where the transitions append their events: a new list (``apply``, ``apply_unchecked``) or in
# playout mode (``step``) the SINK, which takes ``append`` and ``+=`` like a list and keeps
# nothing.  A transition never reads ``ev`` back; a hot path tests ``ev is not SINK`` before
# building what would be dropped.
Events = MutableSequence[Event]
SINK: Events = deque(maxlen=0)

HAND = tuple(zone.hand(p) for p in range(MAX_PLAYERS))
# Events are immutable values: the frequent ones are built once and shared.
LAY_EV = [[Event("move", c, HAND[p], DISCARD, True, p) for c in range(54)] for p in range(MAX_PLAYERS)]
DRAW_EV = [[Event("move", c, STOCK, HAND[p], False, p) for c in range(54)] for p in range(MAX_PLAYERS)]
TURN_EV = [[Event("turn", player=p, info={"phase": PHASES[ph]}) for p in range(MAX_PLAYERS)]
           for ph in range(len(PHASES))]
COLOUR_EV = [[Event("colour", player=p, info={"colour": COLOURS[c]}) for c in range(4)]
             for p in range(MAX_PLAYERS)]
DIR_EV = [{d: Event("direction", player=p, info={"direction": d}) for d in (1, -1)}
          for p in range(MAX_PLAYERS)]
SAY_EV = [{k: Event("say", player=p, info={"say": k}) for k in ("jump", "all_hands")}
          for p in range(MAX_PLAYERS)]
_MOVES: dict[tuple, Event] = {}


def _move(c: int, src: Zone, dst: Zone, up: bool, p: int | None, **info) -> Event:
    """The shared event of moving ``c`` from ``src`` to ``dst`` (with ``info``, if any)."""
    key = (c, src, dst, up, p, *info.items())
    e = _MOVES.get(key)
    if e is None:
        e = _MOVES[key] = Event("move", c, src, dst, up, p, info or None)
    return e


_DEAL_EV: dict[tuple[int, int, int], list] = {}


def deal_events(n: int, dealer: int, cards: int) -> list:
    """``DEAL[i][card]``: the shared event of dealing ``card`` as the ``i``-th of ``cards``
    cards dealt by ``dealer`` to ``n`` players, one at a time from his left (built once)."""
    key = (n, dealer, cards)
    table = _DEAL_EV.get(key)
    if table is None:
        to_seat = [tuple(_move(c, STOCK, HAND[p], False, dealer) for c in range(54)) for p in range(n)]
        table = _DEAL_EV[key] = [to_seat[(dealer + 1 + i) % n] for i in range(cards)]
    return table


# The turned-up starter of a deal (PIR-4): STARTER_EV[dealer][card].
STARTER_EV = [[_move(c, STOCK, DISCARD, True, d, starter=True) for c in range(54)]
              for d in range(MAX_PLAYERS)]


RESHUFFLE_EV = [_move(c, DISCARD, STOCK, False, None) for c in range(54)]
_SAYS: dict[tuple, Event] = {}


def _say(p: int, what: str, card: int | None = None, **info) -> Event:
    """The shared ``say`` event of seat ``p`` (info ``{"say": what, **info}``)."""
    key = (p, what, card, *info.items())
    e = _SAYS.get(key)
    if e is None:
        e = _SAYS[key] = Event("say", card, player=p, info={"say": what, **info})
    return e


# A penalty card drawn by seat p (PIR-12 "caught", PIR-19 "silence"): PENALTY_EV[why][p][card].
PENALTY_EV = {why: [[Event("move", c, STOCK, HAND[p], False, p, {"penalty": why}) for c in range(54)]
                    for p in range(MAX_PLAYERS)] for why in ("caught", "silence")}
MISPLAY_EV = [[_say(p, "misplay", c) for c in range(54)] for p in range(MAX_PLAYERS)]
CATCH_EV = [[_say(p, "catch", target=t) for t in range(MAX_PLAYERS)] for p in range(MAX_PLAYERS)]
# CHALLENGE_EV[challenger][target][bluff]
CHALLENGE_EV = [[[_say(v, "challenge", target=b, bluff=bluff) for bluff in (False, True)]
                 for b in range(MAX_PLAYERS)] for v in range(MAX_PLAYERS)]
