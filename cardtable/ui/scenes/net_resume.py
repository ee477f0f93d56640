"""Continue hosting (issue 32): a table hosted from this window goes on after the program
closed or crashed, as ``cardtable host --continue`` does for a headless host.

While a table is hosted, ``hosted/hosting.json`` in the data folder names it and the seat of
the person at this computer (``{"version": 1, "table": id, "seat": n}``, validated on read
like every file); the host itself autosaves the table beside it (``table-<id>.json``,
:func:`cardtable.net.host.load_tables`).  The main menu's "Continue hosting" shows while
that table's match is not over: it starts the host again with the same room code and seat
tokens, takes the person's own seat back with its token, and the friends' programs rejoin
by themselves (their clients retry with their tokens).  "Stop hosting" in the lobby, or the
match's end, forgets the record.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

HOSTING_FILE = "hosting.json"
MAX_HOSTING_BYTES = 4096

# tables this program is hosting now (room code -> its HostThread): not offered to continue
_running: dict[str, Any] = {}


def hosting_here(table_id: str, thread: Any) -> None:
    """``table_id`` is hosted by ``thread`` in this program (until that thread ends)."""
    _running[table_id] = thread


def _hosted_here(table_id: str) -> bool:
    thread = _running.get(table_id)
    return thread is not None and bool(thread.running)


def hosted_dir() -> Path:
    from cardtable.match.storage import data_dir
    return data_dir() / "hosted"


def remember_hosting(table_id: str, seat: int) -> None:
    """Note the table hosted here and the person's seat at it (best effort)."""
    from cardtable.match.files import atomic_write_json
    try:
        hosted_dir().mkdir(parents=True, exist_ok=True)
        atomic_write_json(hosted_dir() / HOSTING_FILE, {"version": 1, "table": table_id, "seat": seat})
    except (OSError, ValueError):
        pass                    # not kept: the headless host's --continue still has the table


def forget_hosting() -> None:
    try:
        (hosted_dir() / HOSTING_FILE).unlink()
    except OSError:
        pass


def table_to_continue() -> tuple[Any, int] | None:
    """(the hosted table, the person's seat) to continue, or None: no record, a damaged one,
    no saved table of that id, its match is over, or this program is hosting it now."""
    from cardtable.match.files import FileDamaged, parse_json, read_limited
    try:
        raw = read_limited(hosted_dir() / HOSTING_FILE, MAX_HOSTING_BYTES)
        data = parse_json(raw) if raw is not None else None
    except (FileDamaged, OSError):
        return None
    if type(data) is not dict or set(data) != {"version", "table", "seat"} or data["version"] != 1:
        return None
    tid, seat = data["table"], data["seat"]
    if type(tid) is not str or not 0 < len(tid) <= 64 or not tid.isalnum() or type(seat) is not int:
        return None
    from cardtable.net.host import load_tables
    try:
        tables, _problems = load_tables(hosted_dir())
    except OSError:
        return None
    for table in tables:
        if table.id == tid and 0 <= seat < table.match.players and table.tokens[seat] and not _hosted_here(tid):
            return table, seat
    return None


def can_continue(_app: Any = None) -> bool:
    return table_to_continue() is not None


def continue_hosting(app: Any) -> None:
    """The menu's "Continue hosting": the host's lobby over the saved table."""
    found = table_to_continue()
    if found is None:
        return
    from cardtable.ui.scenes.net_lobby import HostLobbyScene
    table, seat = found
    app.push(HostLobbyScene(app, table.match, table.kinds, seat, table=table))
