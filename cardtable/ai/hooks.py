"""What a game's AI module may tell the Hard player: the hooks, declared once with their types.

A game's heuristic module (``cardtable.ai.heuristic_<game_id>``) may define any of these names;
:meth:`HardHooks.of` reads them, and what a module leaves out takes the default here.  Hard
(hard.py) and its rollout search (rollouts.py) read the hooks from this record only, never by
looking names up in the module themselves.  What each one means is told in hard.py's docstring
and docs/ai.md; "by table" means one value, or a dict by player count (hard.by_table).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, fields
from types import ModuleType
from typing import Any

from cardtable.engine import Action, GameState, View

from .rollouts import WORLD_COST

ByTable = Any  # a number (or None), or a dict of them by player count
DEFAULT_STEPS_PER_SECOND = 15_000


@dataclass(frozen=True)
class HardHooks:
    """The optional names of a game's AI module that Hard reads, with their defaults."""

    HARD_STEPS_PER_SECOND: ByTable = DEFAULT_STEPS_PER_SECOND  # playout steps a second of budget
    HARD_TRUST: float = 0.0  # the margin another move must beat Normal's by
    HARD_TRUST_Z: ByTable = -math.inf  # ... and by how many standard errors of the paired differences
    ROLLOUT_STEPS: ByTable = None  # playouts cut after so many actions (with evaluate)
    HARD_WORLD_COST: ByTable = WORLD_COST  # what sampling a world counts, in playout steps
    HARD_PLAYOUT_COST: ByTable = WORLD_COST  # what starting a candidate's playout counts
    PLAYOUT_HISTORY: bool = False  # the policy reads the history: playouts use apply_unchecked
    evaluate: Callable[[GameState[Any]], list[float]] | None = None  # a cut playout's score
    search_reward: Callable[[GameState[Any], int], float] | None = None  # a finished playout's
    sample_world: Callable[[View, random.Random], GameState[Any]] | None = None  # a determinization
    playout_view: Callable[[GameState[Any], int], Any] | None = None  # a cheaper view for playouts
    playout_own: ByTable = None  # own(state, legal, rng, normal) -> (action, steps), by table
    # nothing hidden (or a few cards: durak_stock); None hands on, stats["candidates"] narrows
    exact_search: Callable[..., tuple[Action | None, dict[str, Any]]] | None = None
    hard_reference: Callable[[View, list[Action], Action], Action] | None = None  # the move to beat
    HARD_TREE_FROM: ByTable = None  # think time (s) from which the tree search decides (tree.py)
    HARD_TREE_STEPS_PER_SECOND: ByTable = None  # the tree's steps a second of budget (None: as above)

    @classmethod
    def of(cls, module: ModuleType | None) -> HardHooks:
        """The hooks ``module`` defines, the defaults for the rest."""
        if module is None:
            return cls()
        return cls(**{f.name: getattr(module, f.name) for f in fields(cls) if hasattr(module, f.name)})
