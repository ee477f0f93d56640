"""Durak puzzles: two-player endgames with the stock gone (or only its turned-up trump left),
where every card is known to a card counter — and the game's solver for them.

Data for :mod:`cardtable.puzzles` (``PUZZLES``, easiest first) and ``SOLVER``, built on the
exact endgame search :mod:`cardtable.ai.durak_endgame` (alpha-beta over the engine's own legal
moves, every reply of the opponent searched).  ``applies``: the seat's view hides no card
(``durak_endgame.exact_world``: two players left, no stock or only the trump everyone saw, not
Italian, no teams).  ``wins``: does the seat win against every defence — a null-window search
"is the value at least a win?" over the full state (in a puzzle nothing is hidden, so the
state is the one world the seat's view allows); a deal that would go round in circles
(transfers and takes back and forth) counts as no win, as in :mod:`cardtable.ai.proof`.

Each shipped puzzle has exactly one winning first move (tests/test_puzzles.py checks it with
this solver and with a brute-force search of its own), a title and a hint in both languages;
it is found from random deals played to an empty stock and graded by how many of the seat's
later decisions are forced wins too and by whether the Normal AI finds the first move.
"""

from __future__ import annotations

import sys

from cardtable.ai.durak_endgame import DEPTH_LIMIT, WIN, OutOfNodes, exact_world
from cardtable.ai.durak_endgame import Solver as EndgameSolver
from cardtable.engine import GameState
from cardtable.puzzles import Solver


def applies(state: GameState, seat: int) -> bool:
    """The seat can count every card (and two players are left to play it out)."""
    return exact_world(state.view(seat))


def wins(state: GameState, seat: int, budget: int) -> bool | None:
    """Whether ``seat`` wins ``state`` against every defence (None: more than ``budget``
    searched positions were needed).  A finished deal: the seat is not the fool and it is no
    draw (DUR-11: both out in the same bout)."""
    if state.is_over:
        result = state.result
        assert result is not None
        return not result.draw and bool(result.losers) and seat not in result.losers
    search = EndgameSolver(seat, budget)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEPTH_LIMIT))  # transfers and takes make long lines
    try:
        return search.value(state.clone(), WIN - 1, WIN) >= WIN
    except OutOfNodes:
        return None
    finally:
        sys.setrecursionlimit(limit)


SOLVER = Solver(applies, wins)

PUZZLES: list[dict] = []
