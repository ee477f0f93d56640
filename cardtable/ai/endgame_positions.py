"""Random durak positions with nothing hidden, for the endgame solver's tests and benchmark.

:func:`exact_positions` plays deals with Normal (Easy now and then, so that the positions
are not all Normal's own) until the stock is gone and keeps one decision of the seat to act
from each deal: a position where the view hides no card (``durak_endgame.exact_world``), the
seat has a choice, and no hand holds more than ``max_hand`` cards.  Deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from cardtable.engine import GameState, new_game

from .base import HeuristicAgent
from .durak_endgame import exact_world


def exact_positions(game_id: str, players: int, options: dict, seed: int,
                    max_hand: int = 8, min_hand: int = 1,
                    max_stock: int = 0) -> Iterator[GameState]:
    """Endless states (each a copy, the seat to act to decide), one from each deal
    ``seed``, ``seed + 1`` …; a deal with no such position gives none.  ``max_stock`` 1 also
    takes positions whose stock holds only the turned-up trump."""
    normal = HeuristicAgent(game_id, "normal")
    easy = HeuristicAgent(game_id, "easy")
    deal = seed
    while True:
        state = new_game(game_id, players, seed=deal, options=options)
        rng = random.Random(deal)
        found = []
        while state.to_act is not None:
            p = state.to_act
            legal = state.legal_actions(p)
            view = state.view(p)
            sizes = view.hand_sizes
            if (len(legal) > 1 and exact_world(view) and view.stock_size <= max_stock
                    and max(sizes) <= max_hand
                    and min(n for n in sizes if n) >= min_hand):
                found.append(state.clone())
            agent = easy if rng.random() < 0.2 else normal
            state.apply(agent.choose(view, legal, rng))
        if found:
            yield found[rng.randrange(len(found))]
        deal += 1
