"""The agent interface every AI level implements, and the simple levels.

An agent sees exactly what a human in its seat would (GEN-2): the seat's
``view`` (``state.view(player)``), the list of legal actions, a random
generator and a think budget in seconds.  It never receives the state itself,
so it cannot read a hidden card; and because its only source of randomness is
the ``rng`` it is handed, the same view, legal actions and seed always give the
same choice, whatever the hidden cards are (the no-cheating test).
"""

from __future__ import annotations

import random
from types import ModuleType

from cardtable import plugins
from cardtable.engine import Action, View

from .cycles import off_cycle

LEVELS = ("random", "easy", "normal", "hard")

# Action kinds that give up the initiative; the generic fallback prefers the others.
PASSIVE_KINDS = frozenset({"done", "pass", "take", "draw", "skip", "fold"})


class Agent:
    """Base class: ``choose(view, legal, rng, budget) -> Action``.

    ``level`` is one of :data:`LEVELS`; ``game_id`` the game it plays.
    ``last_stats`` holds what the last decision measured (search iterations …),
    for the arena and the benchmark.
    """

    level: str = ""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.last_stats: dict = {}
        # the game's moves can go round in a cycle that no rule ends (cycles.py)
        self.leaves_cycles = bool(getattr(heuristic_module(game_id), "MOVES_CYCLE", False))

    def choose(self, view: View, legal: list[Action], rng: random.Random,
               budget: float = 1.0) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def play(self, view: View, legal: list[Action], rng: random.Random,
             budget: float = 1.0) -> Action:
        """The move this seat makes at a table: :meth:`choose`'s, except that a seat leaves a
        cycle of moves that has gone round ``cycles.LEAVE_AFTER`` times, choosing among the
        other legal moves (durak's endless transfers; cycles.py).  Searches and playouts call
        :meth:`choose`, which never looks at cycles."""
        if self.leaves_cycles:
            legal = off_cycle(view.history, legal)
        return self.choose(view, legal, rng, budget)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level} {self.game_id}>"


class RandomAgent(Agent):
    """Uniformly random among the legal actions (the arena's baseline)."""

    level = "random"

    def choose(self, view: View, legal: list[Action], rng: random.Random,
               budget: float = 1.0) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]


def generic_choose(view: View | None, legal: list[Action], rng: random.Random,
                   level: str = "normal") -> Action:
    """The fallback heuristic of a game without its own module: random among the
    legal actions, preferring ones that are not a pass (``done``, ``take`` …); it reads
    nothing of the view (``None`` in a playout on the full state)."""
    active = [a for a in legal if a.kind not in PASSIVE_KINDS]
    pool = active or legal
    return pool[rng.randrange(len(pool))]


def generic_rollout(state, legal: list[Action], rng: random.Random) -> Action:
    """Fallback playout policy: the generic heuristic on the full (determinized) state."""
    return generic_choose(None, legal, rng)


_HEURISTICS: dict[str, ModuleType | None] = {}


def heuristic_module(game_id: str) -> ModuleType | None:
    """The game's heuristic module (its plugin's ``ai``), or ``None`` without one (cached)."""
    if game_id not in _HEURISTICS:
        entry = plugins.plugin(game_id)
        _HEURISTICS[game_id] = plugins.load(entry.ai) if entry is not None and entry.ai else None
    return _HEURISTICS[game_id]


class HeuristicAgent(Agent):
    """Easy and Normal: the game's heuristic module (or the generic fallback)."""

    def __init__(self, game_id: str, level: str = "normal"):
        super().__init__(game_id)
        if level not in ("easy", "normal"):
            raise ValueError(f"heuristic level must be easy or normal, not {level!r}")
        self.level = level
        self.module = heuristic_module(game_id)

    def choose(self, view: View, legal: list[Action], rng: random.Random,
               budget: float = 1.0) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if self.module is None:
            return generic_choose(view, legal, rng, self.level)
        return self.module.choose(view, legal, rng, self.level)
