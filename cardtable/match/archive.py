"""What the statistics file keeps besides the counters (issue 35): the last finished deals,
for the replay viewer, and the player's progress in lessons and puzzles.

Stored in ``statistics.json`` next to ``games``::

    "deals": [{"game": "durak", "names": ["Anna", "Bot"], "viewer": 0,
               "finished": "2026-11-28T10:00:00", "record": {engine record}}, …]   # oldest first
    "progress": {"lessons": ["durak.cover", …], "puzzles": ["sw.two_spells", …]}

A deal played at a table hosted elsewhere holds ``"seen"`` (the deal as its seat saw it,
:mod:`cardtable.match.seat_record`) instead of ``"record"``, and its ``viewer``.

Contract: :func:`check_deal` and :func:`check_progress` raise
:class:`~cardtable.match.schema.SchemaError` (and nothing else) for anything the program
could not have written; a deal's record is checked in outline here (the shape of a record,
:func:`~cardtable.match.schema.check_record_shape`) and replayed by the engine only when it
is watched (:mod:`cardtable.match.replays`), so reading the file stays fast.  At most
:data:`MAX_KEPT_DEALS` deals are kept (the oldest go first) and at most :data:`MAX_DONE`
lesson or puzzle ids.
"""

from __future__ import annotations

from typing import Any

from cardtable.match.schema import (
    SchemaError,
    check_record_shape,
    is_clean_name,
    want_keys,
    want_list,
    want_seat,
    want_text,
)

MAX_KEPT_DEALS = 20        # finished deals kept for the replay viewer
MAX_KEPT_ACTIONS = 2000    # a longer deal is not kept (20 of them stay well inside the file's limit)
MAX_DONE = 1000            # lesson or puzzle ids remembered
MAX_ID = 64                # characters of a lesson's or puzzle's id
MAX_PLAYERS = 12


def check_deal(data: Any) -> dict[str, Any]:
    """One kept deal: game id, seat names, the seat it is watched from, when it finished,
    and its engine record (its players agreeing with the names), or the deal as that seat saw
    it (``seen``, in outline: :func:`cardtable.match.seat_record.check_outline`)."""
    seen = "seen" in data if isinstance(data, dict) else False
    want_keys(data, "a kept deal", ("game", "names", "seen" if seen else "record", "viewer") if seen
              else ("game", "names", "record"), ("finished",) if seen else ("viewer", "finished"))
    from cardtable.engine import game_info

    game = want_text(data["game"], "a kept deal's game")
    try:
        game_info(game)
    except ValueError:
        raise SchemaError("a kept deal's game is unknown") from None
    names = want_list(data["names"], "a kept deal's names", MAX_PLAYERS)
    if len(names) < 2 or not all(is_clean_name(n) for n in names):
        raise SchemaError("a kept deal's names are not 2..12 player names")
    if seen:
        from cardtable.match.seat_record import check_outline

        check_outline(data["seen"])
    else:
        record = check_record_shape(data["record"], "a kept deal's record")
        if record.get("game") != game or record.get("players") != len(names):
            raise SchemaError("a kept deal's record is of another game or table")
    want_seat(data.get("viewer"), "a kept deal's viewer", len(names), none_ok=not seen)
    if "finished" in data:
        want_text(data["finished"], "a kept deal's time")
    checked: dict[str, Any] = data
    return checked


def check_progress(data: Any) -> dict[str, Any]:
    """``{"lessons": [ids], "puzzles": [ids]}``: distinct short ids (lesson or puzzle ids that
    no longer exist are kept: a later version may bring them back)."""
    want_keys(data, "the progress", (), ("lessons", "puzzles"))
    for key in ("lessons", "puzzles"):
        ids = want_list(data.get(key, []), f"the {key} done", MAX_DONE)
        for i in ids:
            if not isinstance(i, str) or not 0 < len(i) <= MAX_ID or not i.isascii() or not i.isprintable():
                raise SchemaError(f"an id in the {key} done is not short printable text")
        if len(set(ids)) != len(ids):
            raise SchemaError(f"the {key} done name an id twice")
    checked: dict[str, Any] = data
    return checked


def read(data: dict[str, Any], bad: list[str]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The kept deals and the progress of a statistics file's data; what is bad is dropped
    and named in ``bad``."""
    deals: list[dict[str, Any]] = []
    raw = data.get("deals", [])
    if not isinstance(raw, list) or len(raw) > MAX_KEPT_DEALS:
        bad.append("deals")
        raw = []
    for i, entry in enumerate(raw):
        try:
            deals.append(check_deal(entry))
        except SchemaError:
            bad.append(f"deals/{i}")
    progress: dict[str, Any] = {"lessons": [], "puzzles": []}
    if "progress" in data:
        try:
            checked = check_progress(data["progress"])
            progress = {k: list(checked.get(k, [])) for k in ("lessons", "puzzles")}
        except SchemaError:
            bad.append("progress")
    return deals, progress
