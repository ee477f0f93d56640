"""This player's seats at network tables, kept in the data folder (``net_seats.json``,
``{"version": 1, "seats": {"address ROOM": token}, "last": {"address", "name", "gender"}}``,
validated on read like every file): the seat tokens, so joining the same table again takes
the seat back, and what he last joined or hosted with, so the Join screen and setup start
from his name, he/she and the address.
"""

from __future__ import annotations

from cardtable.match import clean_name

SEATS_FILE = "net_seats.json"
MAX_KEPT = 20


def _seats_path():
    from cardtable.match.storage import data_dir
    return data_dir() / SEATS_FILE


def _seats_file() -> dict:
    """The file of this player's network seats, validated (an empty one if missing or bad)."""
    from cardtable.match.files import FileDamaged, parse_json, read_limited
    try:
        raw = read_limited(_seats_path(), 64 * 1024)
        data = parse_json(raw) if raw is not None else {}
    except (FileDamaged, OSError):
        return {}
    if type(data) is not dict or data.get("version") != 1 or type(data.get("seats")) is not dict:
        return {}
    return data


def kept_tokens() -> dict[str, str]:
    """``"address room" -> seat token`` of the tables this player sat at (newest last)."""
    seats = _seats_file().get("seats", {})
    return {k: v for k, v in seats.items() if type(k) is str and type(v) is str and len(k) <= 120
            and len(v) == 24}


def last_join() -> tuple[str, str, str | None]:
    """(address, name, gender) this player last joined a table with, for the Join screen to
    start from; empty where not kept or not valid."""
    last = _seats_file().get("last")
    if type(last) is not dict:
        return "", "", None
    address = last.get("address")
    address = address if type(address) is str and len(address) <= 120 and address.isprintable() else ""
    name = last.get("name")
    name = clean_name(name) if type(name) is str else ""
    gender = last.get("gender") if last.get("gender") in ("m", "f") else None
    return address, name, gender


def _write_seats(seats: dict[str, str], last: tuple[str, str, str | None]) -> None:
    from cardtable.match.files import atomic_write_json
    address, name, gender = last
    try:
        atomic_write_json(_seats_path(), {"version": 1, "seats": dict(list(seats.items())[-MAX_KEPT:]),
                                          "last": {"address": address, "name": name, "gender": gender}})
    except (OSError, ValueError):
        pass                       # not kept: the player can still rejoin with --token


def keep_token(address: str, room: str, token: str) -> None:
    """Remember a seat's token, so joining the same table again takes the seat back."""
    from cardtable.net.protocol import normal_room
    seats = kept_tokens()
    key = f"{address.strip()} {normal_room(room)}"
    seats.pop(key, None)
    seats[key] = token
    _write_seats(seats, last_join())


def remember_join(address: str, name: str, gender: str | None) -> None:
    """What the Join screen starts from next time: the address, the name and the gender."""
    _write_seats(kept_tokens(), (address.strip(), name, gender))
