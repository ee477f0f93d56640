"""Choreography: when each card of one action's events moves, so a person can follow.

One action can do several things at once: a cover lands and the bout ends (every card
of the bout leaves the table), a defender takes and everyone draws up, a round's cards
are collected.  The engine lists the events in the rules' order; :func:`schedule` cuts
them into *beats* and gives every card move a start time:

- a card leaving the table (a centre zone) after a card landed there in the same beat
  starts a new beat after :data:`HOLD` ``["landed"]``: the cover is seen lying on the
  table before the bout's cards leave (issue 18);
- the moves after a ``bout_end`` (drawing up) wait ``["bout_end"]``, those after a
  ``round_end`` (the round's cards collected) wait ``["round_end"]``: a round's result
  holds about a second;
- a batch that opens by clearing the table (someone else's "take" or "done") waits
  ``["clear"]`` first, so with the AI's think delay the full table is seen ~1 s.

Every time is multiplied by the speed's duration factor (Fast ×0.45 stays fast; Instant
0: no beats, no waiting).  No pygame here; zones are the engine's
:class:`~cardtable.engine.zone.Zone` values (read by ``kind``).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine import Event
from cardtable.ui import anim

# seconds at Normal speed; "reveal": after a deal's last moves, before the hands left turn over
HOLD = {"landed": 1.0, "bout_end": 0.25, "round_end": 1.0, "clear": 0.4, "reveal": 0.3}
EDGE_KINDS = frozenset({"hand", "stock", "trump", "discard", "out"})


def is_centre(zone) -> bool:
    """A place on the table where cards lie in view (not a hand, the stock or a pile)."""
    return zone is not None and zone.kind not in EDGE_KINDS


@dataclass
class Step:
    """One card move, scheduled: it starts ``start`` seconds from now, in beat ``beat``."""

    ev: Event         # a move event, as the viewer sees it
    start: float
    beat: int
    index: int        # the move's place among all moves of the batch


def schedule(events, factor: float, *, own: bool = False) -> list[Step]:
    """The move events of one action, timed (``factor``: the speed's duration factor;
    ``own``: the viewer's own action, which does not wait before clearing the table)."""
    dur, stagger = anim.BASE_MOVE * factor, anim.BASE_STAGGER * factor
    steps: list[Step] = []
    beat, beat_start, beat_end, k = 0, 0.0, 0.0, 0
    landed = False          # a card landed on the table in this beat
    pending_hold = 0.0      # a hold a bout_end/round_end asks before the next move
    moved = False
    for ev in events:
        if ev.kind in ("bout_end", "round_end"):
            pending_hold = max(pending_hold, HOLD[ev.kind])
            continue
        if ev.kind != "move":
            continue
        hold = 0.0
        if factor > 0:
            if pending_hold and moved:
                hold = pending_hold
            elif landed and is_centre(ev.src):
                hold = HOLD["landed"]
            elif not moved and not own and is_centre(ev.src):
                beat_start = beat_end = HOLD["clear"] * factor
        if hold:
            beat += 1
            beat_start = beat_end + hold * factor
            beat_end, k, landed = beat_start, 0, False
        pending_hold = 0.0
        start = beat_start + k * stagger
        steps.append(Step(ev, start, beat, len(steps)))
        beat_end = max(beat_end, start + dur)
        k += 1
        moved = True
        if is_centre(ev.dst):
            landed = True
    return steps
