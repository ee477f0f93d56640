"""An :class:`~cardtable.engine.core.Event` as JSON data and back: what a network seat is sent
of each action (docs/protocol.md, "An event"), and what a deal kept as its seat saw it holds
(:mod:`cardtable.match.seat_record`).

Reading never fails and never trusts: a field of the wrong type is dropped (a card that is
not a whole number, a zone that does not parse, a player that is not a number), so what the
table animates from a host or a file is at worst a card that moves oddly, never a crash.
"""

from __future__ import annotations

from typing import Any

from .core import Event, jsonable
from .zone import Zone


def event_data(ev: Event) -> dict[str, Any]:
    """``ev`` (already ``for_viewer``) as JSON data."""
    out: dict[str, Any] = {"kind": ev.kind}
    if ev.card is not None:
        out["card"] = ev.card
    if ev.src is not None:
        out["src"] = str(ev.src)
    if ev.dst is not None:
        out["dst"] = str(ev.dst)
    if not ev.face_up:
        out["face_up"] = False
    if ev.player is not None:
        out["player"] = ev.player
    if ev.info:
        out["info"] = jsonable(dict(ev.info))
    return out


def _zone(text: Any) -> Zone | None:
    try:
        return Zone.parse(text) if isinstance(text, str) else None
    except ValueError:
        return None


def event_from_data(data: dict[str, Any]) -> Event:
    """The event of :func:`event_data`'s JSON (a seat's table animates it)."""
    card = data.get("card")
    player = data.get("player")
    info = data.get("info")
    return Event(str(data.get("kind", "")), card if type(card) is int else None, _zone(data.get("src")),
                 _zone(data.get("dst")), data.get("face_up", True) is not False,
                 player if type(player) is int else None, info if isinstance(info, dict) else None)
