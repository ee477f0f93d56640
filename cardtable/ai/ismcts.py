"""The literature's baseline search: plain information-set MCTS, for the arena.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 2012), as other projects ship it for card games: one tree over the
searching seat's information set; each iteration deals one world from the seat's view
(``determinize``: the seat's hand and every public card where they are, the unseen cards
re-dealt), walks down the tree choosing among the actions legal *in that world* by UCB1 with
availability counts (a child's exploration term counts the iterations in which it could have
been chosen), adds one node, plays the deal to its end with uniformly random moves, and adds
every player's return (``state.returns()``) to the nodes on the path — each node's player
maximises his own return (max-n), so any table size works.

Nothing of Normal is in it: no heuristic move order, no heuristic playouts.  It is a yardstick
(``ismcts`` or ``ismcts@4`` in the arena's ``--seats``), not a level a player picks.  Budget:
``budget × ITERATIONS_PER_SECOND`` iterations (one calibration of this machine's CPU time
for every game — 2,200–2,500 a second were measured in two-player durak, witch durak and
Strong Witchcraft — so ``ismcts@4`` spends about four CPU seconds a decision; shared code
names no game); a pure function of (view,
legal actions, rng seed, budget), like every agent.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import replace

from cardtable.engine import Action, History, View, determinize

from .base import Agent

# Iterations per second of budget, measured as CPU time of 2-player decisions on the shared
# build machine (docs/ai.md): one rate for every game.
ITERATIONS_PER_SECOND = 2_400
EXPLORATION = 0.7  # UCB1's constant for returns in [0, 1]
MAX_PLAYOUT = 400  # actions; a longer random playout is scored as it stands


class _Node:
    __slots__ = ("player", "children", "visits", "available", "total")

    def __init__(self, player: int | None, players: int):
        self.player = player            # who chose the action leading here (None: the root)
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.total = [0.0] * players    # every player's summed return


class IsmctsAgent(Agent):
    """Plain SO-ISMCTS with random playouts (see the module docstring)."""

    level = "ismcts"

    def __init__(self, game_id: str, iterations: int | None = None):
        super().__init__(game_id)
        self.iterations = iterations
        self.rate = ITERATIONS_PER_SECOND

    def choose(self, view: View, legal: list[Action], rng: random.Random, budget: float = 1.0) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_stats = {}
            return legal[0]
        start, cpu = time.perf_counter(), time.process_time()
        count = self.iterations if self.iterations is not None else max(1, int(budget * self.rate))
        me = view.player
        n = len(view.hand_sizes)
        root = _Node(None, n)
        base = replace(view, history=History.of_texts(()))
        for _ in range(count):
            self._iterate(root, determinize(base, rng), me, legal, rng)
        best = max(legal, key=lambda a: root.children[a].visits if a in root.children else -1)
        self.last_stats = {"iterations": count, "seconds": time.perf_counter() - start,
                           "cpu_seconds": time.process_time() - cpu}
        return best

    def _iterate(self, root: _Node, state, me: int, root_legal: list[Action],
                 rng: random.Random) -> None:
        n = len(root.total)
        node = root
        path = [root]
        first = True
        while state.to_act is not None:
            p = state.to_act
            legal = root_legal if first else state.legal_actions(p)
            first = False
            untried = [a for a in legal if a not in node.children]
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            if untried:
                a = untried[rng.randrange(len(untried))]
                child = _Node(p, n)
                node.children[a] = child
                child.available = 1
                state.step(a)
                path.append(child)
                break
            log_n = math.log
            a = max(legal, key=lambda x: _ucb(node.children[x], p, log_n))
            node = node.children[a]
            state.step(a)
            path.append(node)
        steps = 0
        while state.to_act is not None and steps < MAX_PLAYOUT:
            moves = state.legal_actions(state.to_act)
            state.step(moves[rng.randrange(len(moves))])
            steps += 1
        returns = state.returns()
        for nd in path:
            nd.visits += 1
            tot = nd.total
            for q in range(n):
                tot[q] += returns[q]


def _ucb(child: _Node, player: int, log) -> float:
    return (child.total[player] / child.visits
            + EXPLORATION * math.sqrt(log(child.available) / child.visits))
