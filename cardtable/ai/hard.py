"""Hard: the Normal player improved by Monte Carlo rollouts within a think budget.

``HardAgent.choose(view, legal, rng, budget)`` asks the Normal heuristic for its
move, then lets :class:`~cardtable.ai.rollouts.RolloutSearch` play every legal
action out in many worlds re-dealt from the view (everyone played by Normal,
each deciding from its own view of that world) and keeps Normal's move unless
another one scores better for this seat (docs/ai.md, "Hard").

Budget and determinism: the think budget (seconds) is turned into a count of
playout steps with the game's measured calibration, ``HARD_STEPS_PER_SECOND``
in ``cardtable.ai.heuristic_<game_id>`` (a number, or a dict by player count);
so a search is a pure function of (view, legal actions, rng seed, budget) —
never of the hidden cards, never of the clock.  An optional wall-clock guard
(interactive play only) ends a search early on a slower machine; the agent
still knows only the view, it just thinks less.

Other optional names of the game's module (declared, with their types and defaults, by
:class:`~cardtable.ai.hooks.HardHooks`): ``search_reward(state, seat)`` (the
seat's reward of a finished playout, default ``state.returns()[seat]``),
``ROLLOUT_STEPS`` with ``evaluate(state)`` (playouts cut after that many
actions and scored by the evaluation; a number, or a dict by player count whose
entry ``None`` plays to the end), ``sample_world(view, rng)`` (a
determinization that uses more of the public history than the engine's
``determinize``), ``HARD_WORLD_COST`` / ``HARD_PLAYOUT_COST`` (what sampling a world / starting a
candidate's playout in it — the copy, a cut playout's evaluation — count in playout
steps, a number or a dict by player count; default 2 each: measured per game so
that a step buys about the same CPU time whatever the deal's stage),
``playout_view(state, seat)`` (a cheaper stand-in for ``state.view(seat)`` holding
what Normal reads, for the playouts), ``playout_own`` (a dict by player count, or one
value, of ``own(state, legal, rng, normal) -> (action, steps)``: the searching seat's own
moves in its playouts instead of Normal's ``normal``, the steps counted in the budget), ``PLAYOUT_HISTORY`` (True: the policy reads the public history in playouts, so
worlds are played with ``apply_unchecked`` instead of the engine's playout mode
``step``), ``HARD_TRUST`` (the margin by which another move must beat
Normal's in the paired comparison) and ``HARD_TRUST_Z`` (the number of standard
errors of the paired differences by which it must beat it; a number, or a dict by player
count), ``exact_search(view, legal,
normal, policy, steps)`` (a search for positions where the view leaves nothing hidden,
returning ``(action or None, stats)``; ``None`` hands the decision to the rollouts, with
only the moves of ``stats["candidates"]`` to choose from when it names them),
``hard_reference(view, legal, normal)`` (the move Hard keeps unless the search shows a
better one; default Normal's ``normal``: a game whose worlds assume more about the other
players than Normal does may answer differently where that assumption decides the move),
``HARD_TREE_FROM`` (the think time from which :class:`~cardtable.ai.tree.TreeSearch` — a tree
over every seat's moves, deeper with more time, on the rollouts' worlds and playouts — decides
instead of the one-move rollouts; by player count, ``None`` = never), ``HARD_TREE_STEPS_PER_SECOND``
(the tree's own calibration, by player count, ``None`` = ``HARD_STEPS_PER_SECOND``: the tree
stops early on a settled decision and its steps cost less CPU than the rollouts', so the same
count left it using well under its think time).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from cardtable.engine import Action, GameState, View

from .base import Agent, HeuristicAgent, heuristic_module
from .hooks import HardHooks
from .rollouts import RolloutSearch
from .tree import TreeSearch

MIN_ITERATIONS = 8
# The UI's wall-clock guard stops the search this long before the budget ends (at most 15% of
# it): the last playout, Normal's answer and the bookkeeping after the search fit in that time,
# so that a decision ends within its budget + 10% on a loaded machine too
# (``python -m cardtable.bench --only ai --budget B``, docs/performance.md).
GUARD_MARGIN = 0.04
MAX_ITERATIONS = 5_000_000


def by_table(value, players: int):
    """A per-game setting given as one value or a dict by player count: the entry of the
    nearest player count at or above ``players``, else the largest listed."""
    if not isinstance(value, dict):
        return value
    above = [n for n in value if n >= players]
    return value[min(above)] if above else value[max(value)]


def steps_per_second(mod, players: int) -> float:
    """The game's calibration for a table of ``players`` (:func:`by_table`; at or above
    is the dearer entry)."""
    return float(by_table(HardHooks.of(mod).HARD_STEPS_PER_SECOND, players))


class HardAgent(Agent):
    """Rollout search over Normal within a think budget.

    ``iterations`` fixes the number of playout steps per decision (ignoring the
    budget); otherwise ``budget × steps_per_second`` (at least
    :data:`MIN_ITERATIONS`).  ``sample_world`` deals the worlds instead of the game's hook
    (the arena's ``hardinfer``).  ``time_guard`` stops a search that runs longer
    than ``time_guard × budget`` seconds (non-deterministic; ``None`` = off).
    """

    level = "hard"

    def __init__(self, game_id: str, *, iterations: int | None = None,
                 steps_per_second: float | None = None, time_guard: float | None = None,
                 trust: float | None = None, z: float | None = None,
                 rollout_steps: int | None = None, tree_from: float | None = None,
                 sample_world: Callable[..., GameState[Any]] | None = None):
        super().__init__(game_id)
        mod = heuristic_module(game_id)
        self.module = mod
        hooks = self.hooks = HardHooks.of(mod)  # what the game's AI module declares (hooks.py)
        self.fallback = HeuristicAgent(game_id, "normal")
        self.iterations = iterations
        self.rate = steps_per_second
        self.time_guard = time_guard
        self.trust = trust if trust is not None else hooks.HARD_TRUST
        self.cut = rollout_steps if rollout_steps is not None else hooks.ROLLOUT_STEPS
        self.world_cost = hooks.HARD_WORLD_COST
        self.playout_cost = hooks.HARD_PLAYOUT_COST
        self.exact = hooks.exact_search
        self.reference = hooks.hard_reference
        self.own = hooks.playout_own
        self.z = z if z is not None else hooks.HARD_TRUST_Z
        # the think time from which the tree search (tree.py) decides instead of the one-move
        # rollouts: the game's HARD_TREE_FROM by table, or the caller's (the arena's hardtree)
        self.tree_from = tree_from if tree_from is not None else hooks.HARD_TREE_FROM
        self.search = RolloutSearch(
            self.fallback.choose, evaluate=hooks.evaluate, reward=hooks.search_reward,
            sample=sample_world or hooks.sample_world, history=hooks.PLAYOUT_HISTORY, view=hooks.playout_view)
        self.tree = TreeSearch(self.search)

    def iteration_count(self, budget: float, players: int = 2) -> int:
        if self.iterations is not None:
            return max(1, int(self.iterations))
        rate = self.rate or steps_per_second(self.module, players)
        return max(MIN_ITERATIONS, min(MAX_ITERATIONS, int(budget * rate)))

    def tree_scale(self, players: int) -> float:
        """The tree's steps per calibrated step: its own calibration against the rollouts'
        (1 where the caller fixed the count or the rate)."""
        tree_rate = by_table(self.hooks.HARD_TREE_STEPS_PER_SECOND, players)
        if self.iterations is not None or self.rate is not None or tree_rate is None:
            return 1.0
        return float(tree_rate) / steps_per_second(self.module, players)

    def choose(self, view: View, legal: list[Action], rng: random.Random,
               budget: float = 1.0) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_stats = {"iterations": 0, "seconds": 0.0, "cpu_seconds": 0.0}
            return legal[0]
        start = time.perf_counter()
        cpu = time.process_time()
        normal = self.fallback.choose(view, legal, random.Random(rng.getrandbits(64)), budget)
        if view.to_act != view.player:
            # An out-of-turn decision (e.g. a catch in Pirate Party): the playouts
            # model turns only, so Normal answers.
            self.last_stats = {}
            return normal
        if self.reference is not None:
            normal = self.reference(view, legal, normal)
        players = len(view.hand_sizes)
        planned = self.iteration_count(budget, players)
        self.search.cut_after(by_table(self.cut, players))
        self.search.own = by_table(self.own, players)
        self.search.z = by_table(self.z, players)
        self.search.costs(by_table(self.world_cost, players), by_table(self.playout_cost, players))
        deadline = (start + self.time_guard * budget - min(GUARD_MARGIN, 0.15 * budget)
                    if self.time_guard else None)
        left = planned
        kept = None
        handed = 0
        if self.exact is not None:
            best, stats = self.exact(view, legal, normal, self.fallback.choose, planned,
                                     deadline=deadline)
            if best is not None:
                stats.update(planned=planned, seconds=time.perf_counter() - start,
                             cpu_seconds=time.process_time() - cpu)
                self.last_stats = stats
                return best
            # what the exact search spent before handing over counts against the budget
            left = planned - stats.get("iterations", 0)
            kept = stats.get("candidates")
            handed = stats.get("exact", 0)
            if kept:
                # it proved the other moves worse (durak_stock): the search chooses among these
                legal = kept
                if normal not in legal:
                    normal = legal[0]
        tree_from = by_table(self.tree_from, players)
        if tree_from is not None and budget >= tree_from:
            tree_steps = int(left * self.tree_scale(players))
            best, stats = self.tree.run(view, legal, normal, rng, tree_steps, deadline)
            stats["tree_planned"] = tree_steps
        else:
            best, stats = self.search.run(view, legal, normal, rng, left, self.trust, deadline)
        if kept:
            stats["candidates"] = kept
        if handed:
            # what the exact search made of it before handing over (-1, -2: it did not fit;
            # 2: the chance search's best mean left a choice, durak_stock)
            stats["exact"] = handed
        stats.update(iterations=stats["iterations"] + planned - left, planned=planned,
                     seconds=time.perf_counter() - start,
                     cpu_seconds=time.process_time() - cpu)
        self.last_stats = stats
        return best
