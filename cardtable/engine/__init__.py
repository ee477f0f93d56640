"""The rules engine: pure Python, no pygame, no I/O.

Public contract (DESIGN.md): :func:`games`, :func:`new_game`, :func:`replay`,
:func:`determinize`, the :class:`~cardtable.engine.core.GameState` methods, and
:class:`IllegalAction`.  Each game family lives in one module that registers
itself here.
"""

from __future__ import annotations

import random

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

__all__ = ["Action", "Event", "GameInfo", "GameState", "IllegalAction", "Option", "RecordError",
           "Result", "RECORD_VERSION", "games", "game_info", "new_game", "replay", "determinize",
           "register"]

_REGISTRY: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game to the registry (called by each game module on import)."""
    _REGISTRY[info.id] = info
    return info


def games() -> list[GameInfo]:
    """Every game: id, names (ru/en), player range and option schema."""
    _load()
    return list(_REGISTRY.values())


def game_info(game_id: str) -> GameInfo:
    _load()
    try:
        return _REGISTRY[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {sorted(_REGISTRY)}") from None


def new_game(game_id: str, players: int, *, seed: int, options: dict | None = None,
             deck: list[int] | None = None) -> GameState:
    """Start a deal.  ``deck`` (top card first) rigs the shuffle (docs/notation.md).

    Raises ``ValueError`` for an unknown game, a player count or option the game
    does not allow.
    """
    info = game_info(game_id)
    resolved = info.resolve_options(players, options)
    return info.factory(players, seed, resolved, deck)


def replay(record: dict) -> GameState:
    """Rebuild a deal from :meth:`GameState.to_record` data, replaying every action.

    Raises :class:`RecordError` for a record of an unknown version, game or an
    action that does not replay.
    """
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    version = record.get("version")
    if version != RECORD_VERSION:
        raise RecordError(f"record version {version!r} is not supported (expected {RECORD_VERSION})")
    try:
        state = new_game(record["game"], record["players"], seed=record["seed"],
                         options=record.get("options"), deck=record.get("deck"))
        for text in record["actions"]:
            state.apply(text)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"record does not replay: {exc}") from None
    return state


def determinize(view: dict, rng: random.Random) -> GameState:
    """A full state consistent with one seat's ``view``: hidden cards re-dealt at
    random among the places they could be (for search AI that must not cheat)."""
    return game_info(view["game"]).determinize(view, rng)


# One module per game family; each registers its games when imported.
GAME_MODULES = ("durak", "witchcraft", "donkey", "pirate")
_loaded = False


def _load() -> None:
    global _loaded
    if _loaded:
        return
    import importlib
    for name in GAME_MODULES:
        importlib.import_module(f"{__name__}.{name}")
    _loaded = True
