"""Hard: single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012).

Generic over every game of the engine.  Each iteration

1. samples a determinization — a full state consistent with the seat's view,
   ``cardtable.engine.determinize(view, rng)``: the agent never sees the real
   hidden cards, only worlds re-dealt from public information;
2. descends one shared tree whose nodes are actions (so the statistics of an
   information set are pooled over every world sampled), choosing among the
   actions legal *in this world* with UCB1 corrected for availability;
3. expands one new action, plays a short playout with the game's rollout policy
   and scores the end with the game's evaluation (or the real result when the
   deal ends); every node on the path is credited with the reward of the player
   who took its action.

The game's heuristic module (``cardtable.ai.heuristic_<game_id>``) may provide
``rollout_policy(state, legal, rng)``, ``evaluate(state) -> list[float]`` (an
estimate of ``state.returns()`` for an unfinished deal), ``PLAYOUT_STEPS`` (the
truncation depth; without ``evaluate`` playouts run to the end) and
``HARD_ITERATIONS_PER_SECOND`` (the calibration below) and ``HARD_TRUST_NORMAL``
(a margin: the Normal heuristic's move is played unless the search's best move
scores at least this much more on average; off when absent).

No-cheating with a time budget: the budget is turned into an iteration count
with a fixed calibration (iterations per second measured once on the reference
machine), so the search is a pure function of (view, legal actions, rng seed)
and never of the hidden cards or the clock.  An optional wall-clock guard (off
in the arena and the tests) may end a search early on a much slower machine;
even then the agent still only knows the view, it just thinks less.
"""

from __future__ import annotations

import math
import random
import time

from cardtable.engine import Action, determinize

from .base import Agent, HeuristicAgent, generic_rollout, heuristic_module

DEFAULT_ITERATIONS_PER_SECOND = 1500
MIN_ITERATIONS = 8
MAX_ITERATIONS = 200_000
UNBOUNDED_PLAYOUT = 1000
EXPLORATION = 0.7


class Node:
    """A tree node reached by ``action`` taken by ``player``."""

    __slots__ = ("action", "player", "children", "visits", "avail", "reward")

    def __init__(self, action: Action | None, player: int | None):
        self.action = action
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class HardAgent(Agent):
    """ISMCTS within a think budget.

    ``iterations`` fixes the number of iterations per decision (ignoring the
    budget); otherwise ``budget × iterations_per_second`` (at least
    :data:`MIN_ITERATIONS`).  ``time_guard`` stops a search that runs longer
    than ``time_guard × budget`` seconds (non-deterministic; ``None`` = off).
    """

    level = "hard"

    def __init__(self, game_id: str, *, iterations: int | None = None,
                 iterations_per_second: float | None = None, time_guard: float | None = None,
                 exploration: float = EXPLORATION):
        super().__init__(game_id)
        mod = heuristic_module(game_id)
        self.module = mod
        self.fallback = HeuristicAgent(game_id, "normal")
        self.iterations = iterations
        self.ips = iterations_per_second or getattr(mod, "HARD_ITERATIONS_PER_SECOND",
                                                     DEFAULT_ITERATIONS_PER_SECOND)
        self.time_guard = time_guard
        self.exploration = exploration
        self.rollout = getattr(mod, "rollout_policy", None) or generic_rollout
        self.evaluate = getattr(mod, "evaluate", None)
        self.trust_normal = getattr(mod, "HARD_TRUST_NORMAL", None)
        steps = getattr(mod, "PLAYOUT_STEPS", None)
        self.playout_steps = steps if (steps and self.evaluate is not None) else UNBOUNDED_PLAYOUT

    def iteration_count(self, budget: float) -> int:
        if self.iterations is not None:
            return max(1, int(self.iterations))
        return max(MIN_ITERATIONS, min(MAX_ITERATIONS, int(budget * self.ips)))

    def choose(self, view: dict, legal: list[Action], rng: random.Random,
               budget: float = 1.0) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_stats = {"iterations": 0, "seconds": 0.0, "cpu_seconds": 0.0}
            return legal[0]
        me = view.get("player")
        start = time.perf_counter()
        cpu = time.process_time()
        first = determinize(view, rng)
        if first.to_act != me:
            # An out-of-turn decision (e.g. a catch in Pirate Party): the tree
            # below models turns only, so the heuristic answers.
            return self.fallback.choose(view, legal, rng, budget)
        n = self.iteration_count(budget)
        deadline = start + self.time_guard * budget if self.time_guard else None
        root = Node(None, None)
        done = 0
        state = first
        while done < n:
            if state is None:
                state = determinize(view, rng)
            self._iterate(root, state, legal, rng)
            state = None
            done += 1
            if deadline is not None and (done & 15) == 0 and time.perf_counter() > deadline:
                break
        best = self._best(root, legal)
        if self.trust_normal is not None:
            best = self._trusted(root, best, self.fallback.choose(view, legal, rng, budget))
        self.last_stats = {"iterations": done, "seconds": time.perf_counter() - start,
                           "cpu_seconds": time.process_time() - cpu}
        return best

    # -- one iteration --------------------------------------------------------
    def _iterate(self, root: Node, state, root_legal: list[Action], rng: random.Random) -> None:
        path = [root]
        node = root
        legal = root_legal
        c = self.exploration
        while True:
            player = state.to_act
            if player is None:
                break
            if legal is None:
                legal = state.legal_actions(player)
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                ch = children.get(a)
                if ch is not None:
                    ch.avail += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = Node(action, player)
                children[action] = child
                state.apply_unchecked(action)
                path.append(child)
                break
            best = None
            best_score = -1.0
            for a in legal:
                ch = children[a]
                score = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = ch, score
            state.apply_unchecked(best.action)
            path.append(best)
            node = best
            legal = None
        rewards = self._playout(state, rng)
        for nd in path:
            nd.visits += 1
            if nd.player is not None:
                nd.reward += rewards[nd.player]

    def _playout(self, state, rng: random.Random) -> list[float]:
        policy = self.rollout
        for _ in range(self.playout_steps):
            player = state.to_act
            if player is None:
                return state.returns()
            legal = state.legal_actions(player)
            state.apply_unchecked(legal[0] if len(legal) == 1 else policy(state, legal, rng))
        if state.to_act is None:
            return state.returns()
        if self.evaluate is not None:
            return self.evaluate(state)
        return [0.5] * state.num_players

    def _trusted(self, root: Node, best: Action, normal: Action) -> Action:
        """The Normal move unless the search's best scores ``trust_normal`` more."""
        if normal == best:
            return best
        b, n = root.children.get(best), root.children.get(normal)
        if b is None or n is None or not n.visits:
            return best
        return best if b.reward / b.visits - n.reward / n.visits >= self.trust_normal else normal

    @staticmethod
    def _best(root: Node, legal: list[Action]) -> Action:
        best = legal[0]
        key = (-1, -1.0)
        for a in legal:
            ch = root.children.get(a)
            if ch is None:
                continue
            k = (ch.visits, ch.reward / ch.visits if ch.visits else 0.0)
            if k > key:
                best, key = a, k
        return best
