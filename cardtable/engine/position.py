"""Positions (like FEN for chess): a whole mid-deal state as text or JSON, and back.

A position is a list of named fields.  The text form has one ``name: value`` line per field,
in the family's order, starting with ``game``, ``players``, ``options`` and ``seed``::

    game: durak
    players: 2
    options: variant=throw_in italian=false …
    seed: 7
    hands: 6♠ 7♠ | 8♦ 9♦ 10♦
    …

Values: cards in the game's notation separated by spaces (``-`` for none), per-seat lists
separated by `` | ``, numbers, ``true`` / ``false``, ``none``.  The JSON form is an object
with the same names: cards as text (or card numbers), per-seat lists as lists, ``null``.
Blank lines and lines starting with ``#`` are ignored when reading.

A family describes its fields with :class:`Field` values (:func:`cards`, :func:`seats_cards`,
:func:`integer` …) in ``FIELDS``, turns a state into field values (``state._position()``)
and field values back into a state (``GameInfo.position``), validating the result (a card
twice, wrong counts, a phase that cannot hold …: ``ValueError`` with the reason).  This
module only reads and writes the fields; see docs/dev/engine.md.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core import GameState

MAX_TEXT = 20_000  # a position of any game fits in a few kilobytes


@dataclass(frozen=True)
class Field:
    """One named field of a position: how its value is written and read back.

    ``write(value) -> str`` and ``read(text) -> value`` for the text form, ``load(json value)
    -> value`` for the JSON form and ``dump(value) -> json value``; ``read``/``load`` raise
    ``ValueError`` for anything malformed.  ``default`` (when not ``MISSING``) lets a
    position leave the field out."""

    name: str
    write: Callable[[Any], str]
    read: Callable[[str], Any]
    load: Callable[[Any], Any]
    dump: Callable[[Any], Any]
    default: Any = None
    optional: bool = False


def _word(text: str) -> str:
    return text.strip()


INT_RANGE = (-(1 << 40) + 1, 1 << 40)    # a number field: lo <= x < hi (text and JSON alike)
SEED_RANGE = (-(1 << 63), 1 << 63)       # the seeds new_game takes


def _int_text(text: str, bounds: tuple[int, int] = INT_RANGE) -> int:
    t = text.strip()
    if not (t.lstrip("-").isdigit() and t.isascii()) or len(t) > 21:
        raise ValueError(f"not a whole number: {t[:30]!r}")
    return _int_json(int(t), bounds)


def _int_json(x: Any, bounds: tuple[int, int] = INT_RANGE) -> int:
    if type(x) is not int or not bounds[0] <= x < bounds[1]:
        raise ValueError(f"not a whole number in {bounds[0]}..{bounds[1] - 1}: {str(x)[:30]}")
    return x


def integer(name: str, default: Any = None, optional: bool = False,
            bounds: tuple[int, int] = INT_RANGE) -> Field:
    """A whole number in ``bounds`` (``lo <= x < hi``), the same in the text and JSON forms."""
    return Field(name, str, lambda t: _int_text(t, bounds), lambda x: _int_json(x, bounds),
                 lambda v: v, default, optional)


def maybe_int(name: str, default: Any = None, optional: bool = True) -> Field:
    """A whole number or ``none``."""
    return Field(name, lambda v: "none" if v is None else str(v),
                 lambda t: None if t.strip() == "none" else _int_text(t),
                 lambda x: None if x is None else _int_json(x), lambda v: v, default, optional)


def _bool_text(text: str) -> bool:
    t = text.strip()
    if t not in ("true", "false"):
        raise ValueError(f"not true/false: {text!r}")
    return t == "true"


def _bool_json(x: Any) -> bool:
    if type(x) is not bool:
        raise ValueError(f"not true/false: {x!r}")
    return x


def boolean(name: str, default: Any = False, optional: bool = True) -> Field:
    """``true`` or ``false``."""
    return Field(name, lambda v: "true" if v else "false", _bool_text, _bool_json, lambda v: v,
                 default, optional)


def word(name: str, choices: Sequence[str] | None = None, default: Any = None,
         optional: bool = False) -> Field:
    """One word (one of ``choices`` when given)."""
    def check(v: Any) -> str:
        # the field's name is added by the reader (``position: phase: …``), not here
        if type(v) is not str or not v or " " in v:
            raise ValueError(f"{v!r} is not one word")
        if choices is not None and v not in choices:
            raise ValueError(f"{v!r} is not one of {list(choices)}")
        return v
    return Field(name, str, lambda t: check(t.strip()), check, lambda v: v, default, optional)


def ints(name: str, default: Any = (), optional: bool = True) -> Field:
    """A list of whole numbers (``-`` when empty)."""
    def read(t: str) -> list[int]:
        t = t.strip()
        return [] if t == "-" else [_int_text(x) for x in t.split()]

    def load(x: Any) -> list[int]:
        if not isinstance(x, list) or len(x) > 1000:
            raise ValueError(f"{name}: not a list of numbers: {x!r}")
        return [_int_json(v) for v in x]
    return Field(name, lambda v: " ".join(map(str, v)) or "-", read, load, list,
                 None if default is None else list(default), optional)


def cards(name: str, card_str: Callable[[int], str], parse_card: Callable[[str], int],
          default: Any = (), optional: bool = True, ids: int = 1 << 16) -> Field:
    """A list of cards (``-`` when empty)."""
    return Field(name, lambda v: _write_cards(v, card_str),
                 lambda t: _read_cards(t, parse_card), lambda x: _load_cards(x, parse_card, ids),
                 lambda v: [card_str(c) for c in v], list(default), optional)


def seats_cards(name: str, card_str: Callable[[int], str], parse_card: Callable[[str], int],
                optional: bool = False, ids: int = 1 << 16) -> Field:
    """One list of cards per seat: ``6♠ 7♠ | - | 8♦``."""
    def read(t: str) -> list[list[int]]:
        return [_read_cards(part, parse_card) for part in t.split("|")]

    def load(x: Any) -> list[list[int]]:
        if not isinstance(x, list) or len(x) > 16:
            raise ValueError(f"{name}: not one list of cards per seat: {str(x)[:80]}")
        return [_load_cards(h, parse_card, ids) for h in x]
    return Field(name, lambda v: " | ".join(_write_cards(h, card_str) for h in v), read, load,
                 lambda v: [[card_str(c) for c in h] for h in v], None, optional)


def seats_ints(name: str, optional: bool = True) -> Field:
    """One list of whole numbers per seat."""
    def read(t: str) -> list[list[int]]:
        return [[] if p.strip() == "-" else [_int_text(x) for x in p.split()] for p in t.split("|")]

    def load(x: Any) -> list[list[int]]:
        if not isinstance(x, list) or len(x) > 16 or not all(isinstance(h, list) for h in x):
            raise ValueError(f"{name}: not one list of numbers per seat: {str(x)[:80]}")
        return [[_int_json(v) for v in h] for h in x]
    return Field(name, lambda v: " | ".join(" ".join(map(str, h)) or "-" for h in v), read, load,
                 lambda v: [list(h) for h in v], None, optional)


def _write_cards(v: Sequence[int], card_str: Callable[[int], str]) -> str:
    return " ".join(card_str(c) for c in v) or "-"


def _read_cards(text: str, parse_card: Callable[[str], int]) -> list[int]:
    t = text.strip()
    if t == "-":
        return []
    words = t.split()
    if len(words) > 300:
        raise ValueError("too many cards")
    return [parse_card(w) for w in words]


def load_card(c: Any, parse_card: Callable[[str], int], ids: int) -> int:
    """One card of a position's JSON form: its number (``0 … ids-1``) or its short text."""
    if type(c) is int and 0 <= c < ids:
        return c
    if type(c) is str and len(c) <= 10:
        return parse_card(c)
    raise ValueError(f"not a card: {str(c)[:20]!r}")


def _load_cards(x: Any, parse_card: Callable[[str], int], ids: int) -> list[int]:
    if not isinstance(x, list) or len(x) > 300:
        raise ValueError(f"not a list of cards: {str(x)[:80]}")
    return [load_card(c, parse_card, ids) for c in x]


# -- the header every position starts with ----------------------------------------------------

def header() -> list[Field]:
    """``game``, ``players``, ``options`` (``name=value`` words, sets as ``6,7``) and ``seed``."""
    def write_opts(o: Mapping) -> str:
        return " ".join(f"{k}={_opt_text(v)}" for k, v in o.items()) or "-"

    def read_opts(t: str) -> dict:
        t = t.strip()
        out: dict = {}
        if t == "-":
            return out
        for w in t.split():
            k, sep, v = w.partition("=")
            if not sep or not k:
                raise ValueError(f"options: {w!r} is not name=value")
            out[k] = _opt_value(v)
        return out

    def load_opts(x: Any) -> dict:
        if not isinstance(x, Mapping):
            raise ValueError("options: not an object")
        return dict(x)
    return [word("game"), integer("players"),
            Field("options", write_opts, read_opts, load_opts, dict, {}, True),
            integer("seed", 0, True, SEED_RANGE)]


def _opt_text(v: Any) -> str:
    if v is None:
        return "none"
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, (list, tuple)):  # a set option: always with a comma ("6," is the set {6})
        return ",".join(map(str, v)) + ("," if len(v) < 2 else "")
    return str(v)


def position_options(state: GameState) -> dict:
    """The options a position writes: the deal's options that differ from their defaults,
    without the internal ones (``dealer``, ``first`` … only shape a deal's start)."""
    from . import game_info
    info = game_info(state.game_id)
    out = {}
    for o in info.options:
        if o.scope != "deal" or o.internal:
            continue
        v = state.options.get(o.name, o.default)
        if v != o.default:
            out[o.name] = v
    return out


def _opt_value(t: str) -> Any:
    if t == "none":
        return None
    if t in ("true", "false"):
        return t == "true"
    if "," in t:
        return [x for x in t.split(",") if x]
    if t.lstrip("-").isdigit() and t.isascii() and len(t) < 12:
        return int(t)
    return t


# -- reading and writing ----------------------------------------------------------------------

def encode(state: GameState) -> str:
    """The text of ``state``'s position (``state._position()`` written by its fields)."""
    values = state._position()
    lines = []
    for f in _fields(state.game_id):
        v = values[f.name]
        if f.optional and v == f.default:
            continue
        lines.append(f"{f.name}: {f.write(v)}")
    return "\n".join(lines) + "\n"


def to_json(state: GameState) -> dict:
    """``state``'s position as JSON data (the fields the text form writes)."""
    values = state._position()
    return {f.name: f.dump(values[f.name]) for f in _fields(state.game_id)
            if not (f.optional and values[f.name] == f.default)}


def decode(game_id: str, position: str | Mapping) -> dict[str, Any]:
    """The field values of a position text or JSON object (or its JSON text) of ``game_id``;
    ``ValueError`` for anything malformed, unknown or missing."""
    if isinstance(position, (bytes, bytearray)):
        raise ValueError("a position is text or a JSON object, not bytes")
    if isinstance(position, str):
        if len(position) > MAX_TEXT:
            raise ValueError(f"a position of {len(position)} characters is too long")
        if position.lstrip().startswith("{"):
            try:
                position = json.loads(position)
            except (ValueError, RecursionError) as exc:
                raise ValueError(f"position: not JSON: {exc}") from None
        else:
            return _decode_text(game_id, position)
    if not isinstance(position, Mapping):
        raise ValueError(f"a position is text or a JSON object, not {type(position).__name__}")
    return _decode_json(game_id, position)


def _fields(game_id: str) -> list[Field]:
    from . import game_info
    info = game_info(game_id)
    if info.position_fields is None:
        raise ValueError(f"{game_id}: positions are not supported yet")
    return list(info.position_fields)


def _decode_text(game_id: str, text: str) -> dict[str, Any]:
    fields = {f.name: f for f in _fields(game_id)}
    raw: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, sep, value = line.partition(":")
        name = name.strip()
        if not sep or name not in fields:
            raise ValueError(f"position: unknown line {line[:60]!r}")
        if name in raw:
            raise ValueError(f"position: {name} given twice")
        raw[name] = value
    return _fill(game_id, fields, raw, "read", (ValueError, KeyError, IndexError))


def _decode_json(game_id: str, data: Mapping) -> dict[str, Any]:
    fields = {f.name: f for f in _fields(game_id)}
    unknown = [k for k in data if k not in fields]
    if unknown:
        raise ValueError(f"position: unknown field(s) {sorted(map(str, unknown))[:5]}")
    return _fill(game_id, fields, data, "load", (ValueError, KeyError, IndexError, TypeError))


def _fill(game_id: str, fields: dict[str, Field], given: Mapping, how: str,
          errors: tuple[type[Exception], ...]) -> dict[str, Any]:
    """Every field's value: ``given`` read by the field's ``read`` (text) or ``load`` (JSON),
    an optional field's default when absent; then the game and options checked."""
    out: dict[str, Any] = {}
    for name, f in fields.items():
        if name in given:
            try:
                out[name] = getattr(f, how)(given[name])
            except errors as exc:
                raise ValueError(f"position: {name}: {exc}") from None
        elif f.optional:
            out[name] = _copy(f.default)
        else:
            raise ValueError(f"position: {name} is missing")
    _check_game(game_id, out)
    return out


def _copy(v: Any) -> Any:
    return list(v) if isinstance(v, (list, tuple)) else (dict(v) if isinstance(v, dict) else v)


def _check_game(game_id: str, values: dict) -> None:
    if values.get("game") != game_id:
        raise ValueError(f"position: a position of {values.get('game')!r}, not of {game_id!r}")


def one_card(name: str, card_str: Callable[[int], str], parse_card: Callable[[str], int],
             ids: int = 1 << 16) -> Field:
    """A single card."""
    def load(x: Any) -> int:
        found = _load_cards([x], parse_card, ids)
        return found[0]

    def read(t: str) -> int:
        found = _read_cards(t, parse_card)
        if len(found) != 1:
            raise ValueError(f"{name}: one card, not {t.strip()!r}")
        return found[0]
    return Field(name, card_str, read, load, card_str)


def covered_pairs(name: str, card_str: Callable[[int], str], parse_card: Callable[[str], int],
                  card: Callable[[Any], int], limit: int = 40) -> Field:
    """A bout's attack cards in order, each ``attack/cover`` (``attack`` alone while
    uncovered): ``[[attack, cover or None], …]``; ``card`` reads one card of the JSON form."""
    def write(v: Any) -> str:
        return " ".join(card_str(a) if c is None else f"{card_str(a)}/{card_str(c)}" for a, c in v) or "-"

    def read(t: str) -> list:
        t = t.strip()
        if t == "-":
            return []
        out = []
        for w in t.split()[:limit]:
            a, sep, c = w.partition("/")
            out.append([parse_card(a), parse_card(c) if sep else None])
        return out

    def load(x: Any) -> list:
        if not isinstance(x, list) or len(x) > limit:
            raise ValueError(f"{name}: a list of [attack, cover or null]")
        out = []
        for pair in x:
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError(f"{name}: a list of [attack, cover or null]")
            out.append([card(pair[0]), None if pair[1] is None else card(pair[1])])
        return out
    return Field(name, write, read, load,
                 lambda v: [[card_str(a), None if c is None else card_str(c)] for a, c in v], [], True)


def fail(reason: str) -> ValueError:
    """The error for a well-formed position no deal can reach (docs/notation.md): every family's
    ``state_of`` raises it, and so does :func:`check_cards`."""
    return ValueError(f"impossible position: {reason}")


class SeatChecks:
    """The seat fields of a decoded position for a table of ``n`` players: a number that is no
    seat, or a list per seat of the wrong length, makes the position impossible (:func:`fail`)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.seats = range(n)

    def seat(self, name: str, x: Any, nobody: Any = ...) -> Any:
        """``x`` if it is a seat, or ``nobody`` (the game's "no one" value, ``None`` or ``-1``,
        when the field allows it)."""
        if nobody is not ... and type(x) is type(nobody) and x == nobody:
            return x
        if type(x) is not int or x not in self.seats:
            raise fail(f"{name} {x!r} is not a seat of {self.n} players")
        return x

    def per_seat(self, name: str, lists: Any, default: Sequence = ()) -> list[list]:
        """One list per seat (copies); ``default`` for each seat when the field is absent."""
        if lists is None:
            return [list(default) for _ in self.seats]
        if len(lists) != self.n:
            raise fail(f"{name}: {len(lists)} lists for {self.n} players")
        return [list(x) for x in lists]


def check_cards(found: Sequence[int], deck: Sequence[int], card_str: Callable[[int], str]) -> None:
    """:func:`fail` unless ``found`` is exactly the multiset ``deck`` (each card as often as
    the deck holds it): names the first card too many or missing."""
    counts: dict[int, int] = {}
    for c in deck:
        counts[c] = counts.get(c, 0) + 1
    for c in found:
        left = counts.get(c, 0)
        if left == 0:
            raise fail(f"{card_str(c)} appears more often than the deck holds it")
        counts[c] = left - 1
    missing = [c for c, k in counts.items() if k]
    if missing:
        raise fail(f"{len(missing)} card(s) missing, e.g. {card_str(missing[0])}")
