"""Puzzles: "win from here" positions, each proved by its game's exact solver (issue 35).

A puzzle is DATA (``cardtable/puzzles/<game_id>.py`` holds ``PUZZLES``, a list of dicts, and
``SOLVER``, the game's :class:`Solver`)::

    {"id": "<game_id>.p1", "game": "<game_id>", "seat": 0,
     "title": {"en", "ru"}, "position": "<position text>", "solution": "0:attack W2",
     "hint": {"en", "ru"}}      # optional: what to look for, shown by the puzzle's "The idea"

``solution`` is the first move of the win; the solver proves that after it the seat wins
against every defence (tests/test_puzzles.py).  A game takes part by registering a solver
(:func:`register_solver`): ``applies(state, seat)`` says whether the seat's win can be judged
exactly from what it sees (no card hidden from it that matters), and ``wins(state, seat,
budget)`` says whether the seat wins against every defence — True, False, or None when the
budget (search nodes) ran out.  A game joins by naming in its plugin entry a module with its
``SOLVER`` (and ``PUZZLES``, maybe empty), ``puzzles="cardtable.puzzles.<game_id>"``; the
solver is registered when first asked for.  Strong Witchcraft's is :mod:`cardtable.ai.proof`'s
search; Durak's and Witch durak's the exact endgame search of :mod:`cardtable.ai.durak_endgame`
(:mod:`cardtable.puzzles.durak`).

:func:`from_state` turns any position (a replay's) into a puzzle for the seat to act, when
the solver proves a win from there and finds its first move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardtable.engine import Action, GameState, from_position
from cardtable.lessons import data_games, data_module

DEFAULT_BUDGET = 200_000       # search nodes for one question


@dataclass(frozen=True)
class Solver:
    """A game's exact endgame solver (see the module's docstring)."""

    applies: Callable[[GameState, int], bool]
    wins: Callable[[GameState, int, int], bool | None]


_SOLVERS: dict[str, Solver] = {}


def register_solver(game_id: str, solver: Solver) -> None:
    """Make ``game_id``'s positions puzzles (replaces an earlier solver)."""
    _SOLVERS[game_id] = solver


def solver(game_id: str) -> Solver | None:
    """The game's solver: one registered, else its puzzle module's ``SOLVER``; None if none."""
    if game_id not in _SOLVERS and game_id in puzzle_games():
        found = getattr(data_module(game_id, "puzzles"), "SOLVER", None)
        if isinstance(found, Solver):
            _SOLVERS[game_id] = found
    return _SOLVERS.get(game_id)


def puzzle_games() -> list[str]:
    """The games whose plugin names a puzzle module, in the menu's order."""
    return data_games("puzzles")


def puzzles(game_id: str | None = None) -> list[dict]:
    """The shipped puzzles (of one game), easiest first."""
    out: list[dict] = []
    known = puzzle_games()
    for g in known if game_id is None else (game_id,):
        if g in known:
            out.extend(data_module(g, "puzzles").PUZZLES)
    return out


def puzzle(puzzle_id: str) -> dict:
    for entry in puzzles():
        if entry["id"] == puzzle_id:
            return entry
    raise KeyError(puzzle_id)


def start(entry: dict) -> GameState:
    return from_position(entry["game"], entry["position"])


def winning_moves(state: GameState, seat: int, budget: int = DEFAULT_BUDGET) -> list[Action] | None:
    """The seat's moves after which it wins against every defence (None: no solver, or the
    budget ran out before every move was judged)."""
    s = solver(state.game_id)
    if s is None or state.is_over:
        return None
    out = []
    for action in state.legal_actions(seat):
        after = state.clone()
        after.apply(action)
        verdict = s.wins(after, seat, budget)
        if verdict is None:
            return None
        if verdict:
            out.append(action)
    return out


def from_state(state: GameState, budget: int = DEFAULT_BUDGET) -> dict | None:
    """A puzzle of ``state`` for the seat to act (None when the game has no solver, the seat
    cannot see everything that matters, or no forced win is proved within ``budget``)."""
    s = solver(state.game_id)
    seat = state.to_act
    if s is None or seat is None or state.is_over or not s.applies(state, seat):
        return None
    wins = winning_moves(state, seat, budget)
    if not wins:
        return None
    position = state.to_position()
    title = {"en": "Your puzzle", "ru": "Ваша задача"}
    return {"id": "made." + str(abs(hash(position)) % 10**10), "game": state.game_id, "seat": seat,
            "title": title, "position": position, "solution": str(wins[0])}
