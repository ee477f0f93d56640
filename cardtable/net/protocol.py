"""The seat protocol: versioned JSON messages between a table's host and the program
sitting in one seat (a friend's Card Table, a test bot, later an outside engine over
stdin/stdout).  docs/protocol.md describes every message with examples.

Contract:

- Every message is one JSON object (UTF-8 text, one websocket text frame or one line)
  with ``"v": VERSION`` and a ``"type"``.  No pickle, no eval: only :func:`json.loads`
  with NaN/Infinity refused.
- :func:`read_client` checks a message a seat sent, strictly: size (:data:`MAX_CLIENT_BYTES`),
  version, type, the exact set of fields, each field's type (a bool is not a number) and
  range.  Anything else raises :class:`Refusal` with a ``code`` (for programs) and an
  English ``reason`` (for people); the host answers it with a ``refused`` message and
  changes nothing.
- :func:`read_host` checks a message from the host (the client trusts the host with the
  game, not with its sizes or types).
- :func:`encode` writes a message (compact, UTF-8 characters kept).
- Nothing here knows a game's rules: an action travels as its notation text
  (docs/notation.md) and the host's engine reads it.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from cardtable.engine.guards import MAX_ACTION_TEXT  # an action's text: the engine's bound, one number

VERSION = 1
#: bytes of one message a seat may send (an action's text is at most 400 characters)
MAX_CLIENT_BYTES = 4096
#: bytes of one message the host may send (a twelve-player view with a long history)
MAX_HOST_BYTES = 4 * 1024 * 1024
MAX_NAME = 32
MAX_REQUEST_ID = 2**31 - 1
MAX_COUNTER = 10**9              # deal numbers and action counts
#: a room code: six characters that cannot be misread (no 0/O, 1/I/L)
ROOM_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
ROOM_LEN = 6
TOKEN_BYTES = 18                 # a seat token: 24 URL-safe characters
TOKEN_LEN = 24

CLIENT_TYPES = ("hello", "rejoin", "act", "ping", "bye")
HOST_TYPES = ("seat", "lobby", "state", "refused", "pause", "resume", "deal_over", "match_over",
              "pong", "bye")

# Refusal codes (docs/protocol.md, "Refusals").
CODES = ("too_large", "not_json", "bad_message", "bad_version", "unknown_type", "bad_field",
         "not_seated", "already_seated", "bad_room", "bad_token", "table_full", "seat_taken",
         "not_your_seat", "not_your_turn", "stale", "illegal", "paused", "deal_over",
         "match_over", "too_fast", "busy")


class Refusal(ValueError):
    """A message refused: ``code`` (one of :data:`CODES`) and an English ``reason``."""

    def __init__(self, code: str, reason: str, request: int | None = None):
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason
        self.request = request

    def message(self) -> dict:
        """The ``refused`` message answering it."""
        return {"v": VERSION, "type": "refused", "id": self.request, "code": self.code,
                "reason": self.reason}


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LEN))


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def normal_room(text: str) -> str:
    """A room code as typed by a person: case and spaces/dashes do not matter."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def encode(msg: dict) -> str:
    return json.dumps(msg, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _parse(raw: str | bytes, limit: int) -> dict:
    if len(raw) > limit:        # characters ≤ bytes: a str under the limit is checked again below
        raise Refusal("too_large", f"a message may hold at most {limit} bytes, not {len(raw)}")
    if isinstance(raw, str):
        try:
            data = raw.encode("utf-8")
        except UnicodeEncodeError:
            raise Refusal("not_json", "the message is not UTF-8 text") from None
        if len(data) > limit:
            raise Refusal("too_large", f"a message may hold at most {limit} bytes, not {len(data)}")
        text = raw
    else:
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise Refusal("not_json", "the message is not UTF-8 text") from None
    try:
        msg = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refusal("not_json", "the message is not JSON") from None
    if type(msg) is not dict:
        raise Refusal("bad_message", "a message is a JSON object")
    if "v" not in msg:
        raise Refusal("bad_version", f"a message says its version: \"v\": {VERSION}")
    if type(msg["v"]) is not int or msg["v"] != VERSION:
        raise Refusal("bad_version", f"this host speaks version {VERSION} of the protocol, not {_short(msg['v'])}")
    return msg


def _short(x: Any) -> str:
    text = json.dumps(x, ensure_ascii=True)[:40] if isinstance(x, (str, int, float, bool, type(None))) else type(x).__name__
    return text


# -- the fields of a seat's messages ----------------------------------------------------

def _req_id(v: Any) -> int:
    if type(v) is not int or not 0 <= v <= MAX_REQUEST_ID:
        raise ValueError(f"a whole number 0…{MAX_REQUEST_ID}")
    return v


def _counter(v: Any) -> int:
    if type(v) is not int or not 0 <= v <= MAX_COUNTER:
        raise ValueError(f"a whole number 0…{MAX_COUNTER}")
    return v


def _room(v: Any) -> str:
    if type(v) is not str or not 1 <= len(v) <= 16:
        raise ValueError("the room code, text of 1…16 characters")
    return v


def _token(v: Any) -> str:
    if type(v) is not str or len(v) != TOKEN_LEN or not all(ch.isalnum() or ch in "-_" for ch in v):
        raise ValueError(f"a seat token: {TOKEN_LEN} URL-safe characters")
    return v


def _name(v: Any) -> str:
    if type(v) is not str or not 1 <= len(v) <= MAX_NAME or not v.isprintable() or not v.strip():
        raise ValueError(f"a name: 1…{MAX_NAME} printable characters")
    return v.strip()


def _gender(v: Any) -> str | None:
    if v not in ("m", "f") and v is not None:
        raise ValueError('"m", "f" or null')
    return v


def _seat_wish(v: Any) -> int | None:
    if v is not None and (type(v) is not int or not 0 <= v < 64):
        raise ValueError("a seat number 0…63 or null")
    return v


def _action(v: Any) -> str:
    if type(v) is not str or not 1 <= len(v) <= MAX_ACTION_TEXT or not v.isprintable():
        raise ValueError(f"an action's notation: 1…{MAX_ACTION_TEXT} printable characters")
    return v


def _reason(v: Any) -> str:
    if type(v) is not str or len(v) > 200:
        raise ValueError("text of at most 200 characters")
    return v


# type -> (required fields, optional fields); each field with its check
CLIENT_FIELDS: dict[str, tuple[dict, dict]] = {
    "hello": ({"room": _room, "name": _name}, {"gender": _gender, "seat": _seat_wish}),
    "rejoin": ({"room": _room, "token": _token}, {}),
    "act": ({"id": _req_id, "action": _action, "deal": _counter, "at": _counter}, {}),
    "ping": ({"id": _req_id}, {}),
    "bye": ({}, {"reason": _reason}),
}


def read_client(raw: str | bytes) -> dict:
    """A seat's message, checked field by field (see the module docstring); raises
    :class:`Refusal`.  The returned dict holds exactly the message's fields."""
    msg = _parse(raw, MAX_CLIENT_BYTES)
    kind = msg.get("type")
    request = msg.get("id") if type(msg.get("id")) is int and 0 <= msg["id"] <= MAX_REQUEST_ID else None
    if type(kind) is not str or kind not in CLIENT_FIELDS:
        raise Refusal("unknown_type", f"a seat sends one of {', '.join(CLIENT_TYPES)}, not {_short(kind)}",
                      request)
    required, optional = CLIENT_FIELDS[kind]
    extra = set(msg) - {"v", "type"} - set(required) - set(optional)
    if extra:
        raise Refusal("bad_field", f"{kind} has no field {sorted(extra)[0][:40]!r}", request)
    out: dict[str, Any] = {"v": VERSION, "type": kind}
    for name in required:
        if name not in msg:
            raise Refusal("bad_field", f"{kind} needs the field {name!r}", request)
    for name, check in {**required, **optional}.items():
        if name in msg:
            try:
                out[name] = check(msg[name])
            except ValueError as exc:
                raise Refusal("bad_field", f"{kind}.{name} must be {exc}", request) from None
    return out


# -- the host's messages, as a seat reads them ------------------------------------------

HOST_FIELDS: dict[str, dict[str, type | tuple]] = {
    "seat": {"table": str, "seat": int, "token": str, "room": str, "game": str, "players": int,
             "options": dict, "seats": list, "name": str},
    "lobby": {"seats": list, "started": bool},
    "state": {"deal": int, "at": int, "view": dict, "legal": list, "events": list, "sheet": dict},
    "refused": {"code": str, "reason": str},
    "pause": {"seat": int, "since": (int, float)},
    "resume": {"seat": int},
    "deal_over": {"deal": int, "result": dict, "sheet": dict, "places": list},
    "match_over": {"sheet": dict, "places": list, "standings": list},
    "pong": {"id": int},
    "bye": {"reason": str},
}


def read_host(raw: str | bytes) -> dict:
    """A host's message with its fields' types checked; raises :class:`Refusal`."""
    msg = _parse(raw, MAX_HOST_BYTES)
    kind = msg.get("type")
    if type(kind) is not str or kind not in HOST_FIELDS:
        raise Refusal("unknown_type", f"not a host message: {_short(kind)}")
    for name, typ in HOST_FIELDS[kind].items():
        value = msg.get(name)
        if not isinstance(value, typ) or (typ is int and type(value) is bool):
            raise Refusal("bad_field", f"{kind}.{name} is missing or of the wrong type")
    return msg
