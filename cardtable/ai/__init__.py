"""AI opponents: one interface, four levels, generic over every game.

``make_agent(level, game_id)`` returns an :class:`Agent` whose
``choose(view, legal, rng, budget)`` picks an action from a seat's view only
(GEN-2).  Levels: ``random``; ``easy`` and ``normal`` (the game's heuristic
module, named by its plugin in :mod:`cardtable.plugins`, or a generic fallback); ``hard``
(the Normal player improved by Monte Carlo rollouts over worlds re-dealt
from the view, :mod:`cardtable.ai.hard`).
See docs/ai.md.
"""

from __future__ import annotations

from .base import LEVELS, Agent, HeuristicAgent, RandomAgent, heuristic_module
from .hard import HardAgent

__all__ = ["LEVELS", "Agent", "HardAgent", "HeuristicAgent", "RandomAgent", "heuristic_module",
           "make_agent"]

# Hard's wall-clock guard for interactive play: a search stops when this many
# budgets have passed, even on a machine slower than the calibration (the
# decision then ends within one playout of its budget).
UI_TIME_GUARD = 1.0


def make_agent(level: str, game_id: str, *, deterministic: bool = False,
               iterations: int | None = None) -> Agent:
    """An agent of ``level`` (``random``, ``easy``, ``normal``, ``hard``) for ``game_id``.

    ``deterministic`` turns off Hard's wall-clock guard, so its choice depends
    only on (view, legal actions, rng seed, budget); ``iterations`` fixes Hard's
    iteration count per decision.
    """
    if level == "random":
        return RandomAgent(game_id)
    if level in ("easy", "normal"):
        return HeuristicAgent(game_id, level)
    if level == "hard":
        guard = None if (deterministic or iterations is not None) else UI_TIME_GUARD
        return HardAgent(game_id, iterations=iterations, time_guard=guard)
    raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS)}")
