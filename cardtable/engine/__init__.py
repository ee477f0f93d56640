"""The rules engine: pure Python, no pygame, no I/O.

Public contract (DESIGN.md, docs/dev/engine.md): :func:`games`, :func:`game_info`,
:func:`new_game`, :func:`from_position`, :func:`replay`, :func:`determinize`, the
:class:`~cardtable.engine.core.GameState` methods, the typed views
(:class:`~cardtable.engine.view.View`), :class:`~cardtable.engine.zone.Zone` and
:class:`IllegalAction`.  Each game family is a package of this one (``durak``, ``pirate`` …)
whose ``__init__`` registers its games; :func:`games` finds the packages itself.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Mapping
from typing import Any

from .core import (
    RECORD_VERSION,
    Action,
    Event,
    GameInfo,
    GameState,
    IllegalAction,
    Option,
    RecordError,
    Result,
)
from .view import History, View
from .zone import Zone

__all__ = ["Action", "Event", "GameInfo", "GameState", "History", "IllegalAction", "Option",
           "RecordError", "Result", "RECORD_VERSION", "View", "Zone", "games", "game_info",
           "new_game", "from_position", "replay", "determinize", "register", "view_type"]

_REGISTRY: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game to the registry (called by each family package's ``__init__``)."""
    _REGISTRY[info.id] = info
    return info


def games() -> list[GameInfo]:
    """Every game: id, names (ru/en), player range and option schema, in menu order."""
    _load()
    return sorted(_REGISTRY.values(), key=lambda g: (g.order, g.id))


def game_info(game_id: str) -> GameInfo:
    _load()
    try:
        return _REGISTRY[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {str(game_id)[:40]!r}; known: {sorted(_REGISTRY)}") from None


def _check_seed(seed: Any) -> int:
    if type(seed) is not int or not -(1 << 63) <= seed < 1 << 63:
        raise ValueError(f"a seed is a whole number, not {str(seed)[:40]!r}")
    return seed


def new_game(game_id: str, players: int, *, seed: int, options: dict | None = None,
             deck: list[int] | None = None) -> GameState:
    """Start a deal.  ``deck`` (top card first) rigs the shuffle (docs/notation.md).

    Raises ``ValueError`` for an unknown game, a player count, seed, option or deck the game
    does not allow.
    """
    info = game_info(game_id)
    resolved = info.resolve_options(players, options)
    _check_seed(seed)
    if deck is not None:
        if not isinstance(deck, (list, tuple)) or len(deck) > 1000 or any(
                type(c) is not int for c in deck):
            raise ValueError("a rigged deck is a list of card numbers, top card first")
        deck = list(deck)
    return info.factory(players, seed, resolved, deck)


def from_position(game_id: str, position: str | Mapping) -> GameState:
    """The state of a position (text, JSON text or a JSON object; docs/notation.md,
    "Positions").  ``ValueError`` for a malformed or impossible position."""
    from .position import decode

    info = game_info(game_id)
    values = decode(game_id, position)
    values["options"] = info.resolve_options(values["players"], values["options"])
    _check_seed(values["seed"])
    try:
        state = info.position(values)  # type: ignore[misc]
    except IllegalAction as exc:
        raise ValueError(f"position: impossible: {exc}") from None
    except (KeyError, IndexError, TypeError, AttributeError) as exc:
        raise ValueError(f"position: impossible: {type(exc).__name__}: {exc}") from None
    state.start_position = state.to_position()
    return state


def replay(record: dict) -> GameState:
    """Rebuild a deal from :meth:`GameState.to_record` data, replaying every action.

    Raises :class:`RecordError` for a record of an unknown version, game or an
    action that does not replay.
    """
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    version = record.get("version")
    if type(version) is not int or version != RECORD_VERSION:
        raise RecordError(f"record version {str(version)[:20]!r} is not supported "
                          f"(expected {RECORD_VERSION})")
    try:
        position = record.get("position")
        if position is not None:
            state = from_position(record["game"], position)
            if state.num_players != record["players"]:
                raise ValueError("the position's players differ from the record's")
        else:
            if not isinstance(record.get("options", {}), dict):
                raise ValueError("options are a JSON object")
            state = new_game(record["game"], record["players"], seed=record["seed"],
                             options=record.get("options"), deck=record.get("deck"))
        actions = record["actions"]
        if not isinstance(actions, list):
            raise ValueError("actions are a list of texts")
        for text in actions:
            if not isinstance(text, str):
                raise ValueError(f"an action is its text, not {str(text)[:40]!r}")
            state.apply(text)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"record does not replay: {exc}") from None
    return state


def determinize(view: View | Mapping, rng: random.Random) -> GameState:
    """A full state consistent with one seat's ``view``: hidden cards re-dealt at
    random among the places they could be (for search AI that must not cheat).
    A view given as a mapping of its old keys (``view.to_dict()``) works too."""
    data = view if isinstance(view, Mapping) else None   # an old dict view (JSON data)
    if isinstance(view, View):
        game = view.game
    elif data is not None and isinstance(data.get("game"), str):
        game = data["game"]
    else:
        raise ValueError("not a view: no game named")
    info = game_info(game)
    _check_view_outline(view, info)
    try:
        world = info.determinize(view, rng)
        # a view read from JSON holds a set option (Witch durak's enchanted ranks) as a list:
        # the world's options as the game's own, tuples (clone copies a dict of lists deeply)
        if any(type(v) is list for v in world.options.values()):
            world.options = {k: tuple(v) if type(v) is list else v for k, v in world.options.items()}
        return world
    except ValueError:
        raise
    except (IndexError, KeyError, TypeError, AttributeError, ArithmeticError) as exc:
        # the contract: a malformed view is a ValueError, whatever part of it is wrong
        raise ValueError(f"not a consistent {game} view: {type(exc).__name__}: {str(exc)[:200]}") from None


_VIEW_TYPES: dict[tuple[str, int], type[View]] = {}


def view_type(game_id: str, players: int) -> type[View]:
    """The class of a ``players``-seat table's views of ``game_id`` (its ``from_dict`` reads a
    view sent as JSON, with the game's checks)."""
    key = (game_id, players)
    if key not in _VIEW_TYPES:
        _VIEW_TYPES[key] = type(new_game(game_id, players, seed=0).view(0))
    return _VIEW_TYPES[key]


# The largest number a view holds anywhere (card ids, counts, ticks are far smaller): a
# hostile view's huge number must not size a list before the game's checks see it.
MAX_VIEW_NUMBER = 1_000_000


def _check_view_outline(view: View | Mapping, info: Any) -> None:
    """What every game's view has (a game whose plain-dict view lacks them aside): ``players``
    in the game's range, ``player`` one of them, and no number anywhere larger than
    :data:`MAX_VIEW_NUMBER`; raises ValueError."""
    if isinstance(view, View):
        data: Mapping = view.to_dict()
    elif isinstance(view, Mapping):
        data = view
    else:
        raise ValueError("not a view")
    players, player = data.get("players"), data.get("player")
    if "players" in data and (type(players) is not int
                              or not info.min_players <= players <= info.max_players):
        raise ValueError(f"not a {info.id} view: {str(players)[:20]!r} players")
    if "player" in data and (type(player) is not int or not 0 <= player < (
            players if type(players) is int else info.max_players)):
        raise ValueError(f"not a {info.id} view: seat {str(player)[:20]!r}")
    values = data.values()
    if any(_bad_number(v, 0) for v in values):
        raise ValueError(f"not a {info.id} view: a number out of range or nested too deep")


def _bad_number(value: Any, depth: int) -> bool:
    """A number out of ±MAX_VIEW_NUMBER in ``value``, or nesting deeper than a view's."""
    kind = type(value)
    if kind is int:
        return not -MAX_VIEW_NUMBER <= value <= MAX_VIEW_NUMBER
    if kind is list or kind is tuple:
        if not value:
            return False
        try:                       # a flat list of numbers: judged at C speed
            return min(value) < -MAX_VIEW_NUMBER or max(value) > MAX_VIEW_NUMBER
        except TypeError:          # lists, texts or None inside: one by one
            return depth >= 4 or any(_bad_number(x, depth + 1) for x in value)
    if kind is dict:
        return depth >= 4 or any(_bad_number(x, depth + 1) for x in value.values())
    return False


_loaded = False


def _load() -> None:
    """Import every family package of this one (each registers its games)."""
    global _loaded
    if _loaded:
        return
    for mod in pkgutil.iter_modules(__path__):
        if mod.ispkg:
            importlib.import_module(f"{__name__}.{mod.name}")
    if not _REGISTRY:  # pragma: no cover - a packaging error, not a user's
        raise RuntimeError("no game family found under cardtable.engine")
    _loaded = True
