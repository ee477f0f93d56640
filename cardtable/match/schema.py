"""Checks of the data the program reads back from its own files (saves, statistics).

Every check raises :class:`SchemaError` (a ``ValueError``) naming the first thing wrong,
and nothing else, whatever JSON it is given: wrong types (a bool where an int goes, a
float where a seat goes), out-of-range numbers, over-long or unprintable strings, unknown
or missing keys.  The checks are written by hand (no validation library: the few shapes
here do not pay for one in the one-file executable).

Names (:func:`clean_name`) are the player-visible strings a file or the command line
can carry: at most :data:`MAX_NAME` printable characters — no control characters, NUL,
lone surrogates, or other characters that cannot be drawn or written as UTF-8.

Whether a save's match is *consistent* (its score sheet, deal options and record are
what its results imply) is checked by :func:`cardtable.match.restore.check_consistency`.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import Any

from cardtable.plugins import result_notes

_NUMBERS = re.compile(r"\d+")

MAX_NAME = 32            # characters of a player's name
MAX_SEED = 2**63         # |seed| of a match or deal
MAX_DEALS = 10_000       # deals of one match (a Pirate Party to 500 points needs dozens)
MAX_SAVE_BYTES = 4 * 1024 * 1024   # an autosave: one deal's actions and the earlier deals' results
# Actions of one deal.  The rules set no bound (durak players who always take can cycle cards
# for ever; random 6-player Italian durak passes 10,000 actions in about 1 deal of 150), so
# the bound is the save's size: an action takes at least 6 bytes of its JSON ('"0:x",'), and
# a file the reader takes by its size never holds more — a deal the program saved is never
# refused for its length (issue 37).  The writer refuses a save over MAX_SAVE_BYTES.
MAX_ACTIONS = MAX_SAVE_BYTES // 6
MAX_ACTION_CHARS = 64    # characters of one action's notation
MAX_ACTION_NUMBER = 999  # any number in an action's notation (seats, ranks, counts are small)
MAX_SCORE = 10**6        # |points| of one deal
MAX_COUNT = 10**12       # a statistics counter
MAX_ELAPSED_S = 10**8    # seconds of play in one match (three years)
MAX_OPTIONS = 32         # options of one game
MAX_NOTES = 16           # game-specific notes of one deal's result


class SchemaError(ValueError):
    """The data does not have the shape the program writes."""


# -- names ------------------------------------------------------------------------------

# Letters that print as nothing (Hangul fillers, the braille blank, …): not a visible name.
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")


def _visible(ch: str) -> bool:
    """A character that shows by itself: a letter, digit, punctuation or symbol, not a
    combining mark (it only decorates the one before it), a space or a blank letter."""
    return unicodedata.category(ch)[0] in "LNPS" and ch not in BLANK_LETTERS


def clean_name(text: Any) -> str:
    """``text`` as a name: printable characters only (``str.isprintable``: no control
    characters, NUL, lone surrogates, format or private-use characters), outer spaces
    and marks with no character to sit on stripped, at most :data:`MAX_NAME` characters,
    and empty unless some character shows (a name of combining accents or blank letters
    only would show as nothing, issue 37).  May be empty (the caller then picks a
    default name)."""
    if not isinstance(text, str):
        return ""
    name = "".join(ch for ch in text if ch.isprintable()).strip()
    while name and unicodedata.category(name[0])[0] == "M":     # a mark on nothing
        name = name[1:].lstrip()
    name = name[:MAX_NAME].strip()
    return name if any(_visible(ch) for ch in name) else ""


def name_key(name: str) -> str:
    """What two names must differ in to be told apart on screen and in the statistics:
    case and Unicode composition (``é`` typed as e + accent) aside."""
    return unicodedata.normalize("NFC", name).casefold()


def is_clean_name(value: Any) -> bool:
    """A non-empty string :func:`clean_name` leaves as it is."""
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME and clean_name(value) == value


# -- building blocks ----------------------------------------------------------------------

def canon(value: Any) -> str:
    """A strict canonical text of JSON data: ``True`` differs from ``1``, ``1`` from
    ``1.0``, tuples equal lists (for exact comparisons of saved and rebuilt data)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=True, allow_nan=False)


def same(a: Any, b: Any) -> bool:
    try:
        return canon(a) == canon(b)
    except (TypeError, ValueError):
        return False


def want_keys(data: Any, what: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SchemaError(f"{what} is not an object")
    missing = [k for k in required if k not in data]
    if missing:
        raise SchemaError(f"{what} lacks {missing[0]!r}")
    extra = [k for k in data if k not in required and k not in optional]
    if extra:
        raise SchemaError(f"{what} has an unknown field {str(extra[0])[:40]!r}")
    return data


def want_int(value: Any, what: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise SchemaError(f"{what} is not a whole number in {lo}..{hi}")
    return value


def want_bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise SchemaError(f"{what} is not true/false")
    return value


def want_number(value: Any, what: str, lo: float, hi: float) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) or not lo <= value <= hi:
        raise SchemaError(f"{what} is not a number in {lo}..{hi}")
    number: float = value
    return number


def want_text(value: Any, what: str, max_len: int = MAX_NAME) -> str:
    if not isinstance(value, str) or len(value) > max_len or not value.isprintable():
        raise SchemaError(f"{what} is not printable text of at most {max_len} characters")
    return value


def want_list(value: Any, what: str, max_len: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > max_len:
        raise SchemaError(f"{what} is not a list of at most {max_len} items")
    return value


def want_seat(value: Any, what: str, players: int, none_ok: bool = False) -> int | None:
    if value is None and none_ok:
        return None
    return want_int(value, what, 0, players - 1)


def want_seats(value: Any, what: str, players: int, distinct: bool = True, max_len: int | None = None) -> list[Any]:
    items = want_list(value, what, players if max_len is None else max_len)
    for x in items:
        want_seat(x, f"a seat in {what}", players)
    if distinct and len(set(items)) != len(items):
        raise SchemaError(f"{what} names a seat twice")
    return items


def want_plain(value: Any, what: str, depth: int = 2) -> None:
    """Small JSON: scalars (bounded ints, finite numbers, short text), and lists or
    objects of them nested at most ``depth`` deep."""
    if value is None or type(value) is bool:
        return
    if type(value) is int:
        want_int(value, what, -MAX_COUNT, MAX_COUNT)
    elif type(value) is float:
        want_number(value, what, -MAX_COUNT, MAX_COUNT)
    elif isinstance(value, str):
        want_text(value, what, 64)
    elif depth > 0 and isinstance(value, list):
        for x in want_list(value, what, 64):
            want_plain(x, what, depth - 1)
    elif depth > 0 and isinstance(value, dict):
        if len(value) > 16:
            raise SchemaError(f"{what} has too many fields")
        for k, x in value.items():
            want_text(k, f"a field name in {what}")
            want_plain(x, what, depth - 1)
    else:
        raise SchemaError(f"{what} is not small plain data")


# -- seats, results --------------------------------------------------------------------------

SEAT_GENDERS = ("m", "f", None)
MAX_ENGINE_COMMAND = 1000        # cardtable.net.engine_process.MAX_COMMAND


def check_seat(data: Any, what: str = "a seat") -> dict[str, Any]:
    """``{"name", "kind", "level"}`` (+ optional ``gender``: "m", "f" or null; ``engine``, the
    command line of an engine seat)."""
    from cardtable.match import AI_LEVELS, SEAT_KINDS

    want_keys(data, what, ("name", "kind", "level"), ("gender", "engine"))
    if not is_clean_name(data["name"]):
        raise SchemaError(f"{what}'s name is not 1..{MAX_NAME} printable characters")
    if data["kind"] not in SEAT_KINDS or data["level"] not in AI_LEVELS:
        raise SchemaError(f"{what}'s kind or level is unknown")
    if data.get("gender") not in SEAT_GENDERS:
        raise SchemaError(f"{what}'s gender is unknown")
    if (data["kind"] == "engine") != ("engine" in data):
        raise SchemaError(f"{what}: an engine seat, and only it, names its program")
    engine = data.get("engine", "x")
    if not isinstance(engine, str) or not 0 < len(engine) <= MAX_ENGINE_COMMAND or not engine.isprintable():
        raise SchemaError(f"{what}'s engine is not a command line of 1..{MAX_ENGINE_COMMAND} printable characters")
    seat: dict[str, Any] = data
    return seat


# Notes of a deal's result that name seats or hold one value per seat are declared by the
# games' plugins (note -> kind, cardtable.plugins.NOTE_KINDS); other notes need only be
# small plain data (the engine may add more).


def check_result(data: Any, players: int, what: str = "a deal's result") -> dict[str, Any]:
    """The JSON of an engine ``Result`` for ``players`` seats."""
    want_keys(data, what, ("order", "losers", "draw", "scores", "winners", "notes"))
    want_seats(data["order"], f"{what}'s order", players)
    want_seats(data["losers"], f"{what}'s losers", players)
    want_seats(data["winners"], f"{what}'s winners", players)
    want_bool(data["draw"], f"{what}'s draw")
    scores = data["scores"]
    if scores is not None:
        if not isinstance(scores, list) or len(scores) != players:
            raise SchemaError(f"{what}'s scores are not one per seat")
        for s in scores:
            want_int(s, f"a score in {what}", -MAX_SCORE, MAX_SCORE)
    notes = data["notes"]
    if not isinstance(notes, dict) or len(notes) > MAX_NOTES:
        raise SchemaError(f"{what}'s notes are not a small object")
    kinds = result_notes()
    for key, value in notes.items():
        want_text(key, f"a note's name in {what}")
        w = f"{what}'s note {key!r}"
        kind = kinds.get(key)
        if kind == "seat":
            want_seat(value, w, players, none_ok=True)
        elif kind == "seats":
            want_seats(value, w, players, distinct=False, max_len=64)
        elif kind in ("per_seat", "per_seat_points"):
            if not isinstance(value, list) or len(value) != players:
                raise SchemaError(f"{w} is not one value per seat")
            for x in value:
                if kind == "per_seat_points":
                    if not isinstance(x, dict):
                        raise SchemaError(f"{w} is not one object per seat")
                    for k, v in x.items():
                        want_text(k, w)
                        want_int(v, w, -MAX_SCORE, MAX_SCORE)
                else:
                    want_int(x, w, -MAX_SCORE, MAX_SCORE)
        elif kind == "flag":
            want_bool(value, w)
        else:
            want_plain(value, w)
    checked: dict[str, Any] = data
    return checked


def check_record_shape(data: Any, what: str = "the deal's record") -> dict[str, Any]:
    """The outline of an engine record (the engine's ``replay`` judges the rest)."""
    if not isinstance(data, dict) or len(data) > 16:
        raise SchemaError(f"{what} is not an object")
    actions = want_list(data.get("actions"), f"{what}'s actions", MAX_ACTIONS)
    for a in actions:
        want_text(a, f"an action in {what}", MAX_ACTION_CHARS)
        # a guard before the engine sees it: "0:play 200000000x8" names no real set
        if any(len(n) > 3 for n in _NUMBERS.findall(a)):
            raise SchemaError(f"an action in {what} holds a number over {MAX_ACTION_NUMBER}")
    return data
