"""Hard's tree: information-set MCTS over the seat's information set, on the rollouts' ground.

The rollouts (rollouts.py) look one move ahead: every later move of every seat, the
searching seat's own included, is Normal's.  This search looks deeper, and deeper the more
time it is given: a tree over the seat's information set (single-observer ISMCTS, Cowling,
Powley & Whitehouse 2012) whose nodes are the moves of every seat — so the other seats'
replies are searched, not assumed — with the rollouts' strengths kept as its evaluation:

- each iteration deals one world from the seat's view (the game's ``sample_world`` or
  ``determinize``, as the rollouts do) and walks down the tree among the moves legal *in that
  world* (availability counts: a child's exploration term counts the iterations in which it
  could have been chosen, so a reply that exists only in some worlds is judged on those);
- a node's first child is Normal's move (the policy deciding from that seat's view of the
  world), and a progressive bias (Chaslot et al. 2008) of ``PRIOR_BIAS / (visits + 1)`` keeps
  it preferred until the statistics say otherwise: a short search plays like the rollouts'
  Normal-first comparison, a long one departs from Normal where its replies were searched;
- the leaf is valued by the rollouts' playout (everyone played by Normal from his own view of
  the world, the searching seat by the game's ``playout_own`` where set, cut and scored by the
  game's evaluation where the game cuts playouts), and every seat's own return is added to the
  nodes where that seat chose (max-n: a four-player table is not folded into two sides);
- forced moves are played on without a node.

Budget and determinism as the rollouts: a count of playout steps (a tree step, a Normal
decision for a node's prior and a playout's step each count one; a world and a playout's start
count the game's costs), so a decision is a pure function of (view, legal actions, rng seed,
steps), never of the hidden cards; the UI's deadline stops it like the rollouts.  The move
played is the root's most visited (Normal's move on a tie); with fewer than ``MIN_VISITS``
iterations a move, Normal's move.  Time where it matters: once the most visited move leads the
next by more visits than the budget has iterations left, nothing could change the move and the
search stops (a clear decision ends early, a close one thinks to the end of its budget).
"""

from __future__ import annotations

import math
import random
import time

from cardtable.engine import Action, View

from .rollouts import RolloutSearch

# UCB1's constant for returns in [0, 1]
EXPLORATION = 0.7
# The progressive bias of Normal's move at a node, in units of return, fading as 1 / (visits + 1)
PRIOR_BIAS = 2.0
# Fewer iterations than this per legal move at the root: the statistics are one deal's luck
MIN_VISITS = 2


class _Node:
    __slots__ = ("player", "children", "visits", "available", "total", "prior")

    def __init__(self, player: int, prior: bool):
        self.player = player        # who chose the move leading here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0            # that player's summed return
        self.prior = prior          # the move was Normal's where the node was made


class TreeSearch:
    """One decision of the tree search, with the rollouts' sampling, policy and playouts."""

    def __init__(self, rollouts: RolloutSearch, *, exploration: float = EXPLORATION,
                 bias: float = PRIOR_BIAS):
        self.rollouts = rollouts
        self.exploration = exploration
        self.bias = bias

    def run(self, view: View, legal: list[Action], normal: Action, rng: random.Random, steps: float,
            deadline: float | None = None) -> tuple[Action, dict]:
        """The most visited move at the root within ``steps`` playout steps, and the stats."""
        ro = self.rollouts
        me = view.player
        root = _Node(me, False)
        used: float = 0
        iterations = 0
        depth_sum = 0
        deepest = 0
        settled = False
        while used < steps and not (deadline is not None and time.perf_counter() > deadline):
            seed = rng.getrandbits(64)
            wr = random.Random(seed)
            state = ro.sample(view, wr)
            used += ro.world_cost
            path, n = self._descend(root, state, me, legal, normal, wr)
            used += n
            if used >= steps and iterations:
                break  # out of budget mid-iteration: the walk is not counted (its stats unset)
            played = ro.play_on(state, me, random.Random(seed ^ 0x5EED))
            used += played + ro.playout_cost
            rets = ro.scores(state)
            root.visits += 1
            for nd in path:
                nd.visits += 1
                nd.total += rets[nd.player]
            iterations += 1
            depth_sum += len(path)
            deepest = max(deepest, len(path))
            if iterations >= MIN_VISITS * len(legal) and _decided(root, (steps - used) * iterations / used):
                settled = True
                break
        stats = {"iterations": used, "tree_iterations": iterations, "nodes_at_root": len(root.children),
                 "mean_depth": depth_sum / iterations if iterations else 0.0, "max_depth": deepest,
                 "settled": settled}
        if iterations < MIN_VISITS * len(legal):
            return normal, stats
        best = max(legal, key=lambda a: _rank(root.children.get(a), a == normal))
        stats["visits"] = root.children[best].visits if best in root.children else 0
        return best, stats

    def _descend(self, root: _Node, state, me: int, root_legal: list[Action], normal: Action,
                 wr: random.Random) -> tuple[list[_Node], int]:
        """Walk the tree in ``state`` (played on in place) and add one node: the path below the
        root and the steps counted."""
        ro = self.rollouts
        advance = state.apply_unchecked if ro.history else state.step
        node = root
        path: list[_Node] = []
        n = 0
        at_root = True
        while True:
            p = state.to_act
            if p is None:
                return path, n
            lg = root_legal if at_root else state.legal_actions(p)
            if len(lg) == 1 and not at_root:
                advance(lg[0])  # a forced move: played on without a node
                n += 1
                continue
            for a in lg:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            untried = [a for a in lg if a not in node.children]
            if untried:
                if at_root:
                    guess = normal
                else:
                    guess = ro.policy(state.view(p) if ro.view is None else ro.view(state, p), lg, wr)
                    n += 1
                is_prior = guess in untried and not any(c.prior for c in node.children.values())
                a = guess if guess in untried else untried[wr.randrange(len(untried))]
                child = node.children[a] = _Node(p, is_prior)
                child.available = 1
                advance(a)
                path.append(child)
                return path, n + 1
            a = max(lg, key=lambda x: self._ucb(node.children[x]))
            node = node.children[a]
            advance(a)
            n += 1
            path.append(node)
            at_root = False

    def _ucb(self, child: _Node) -> float:
        v = child.visits
        score = child.total / v + self.exploration * math.sqrt(math.log(child.available) / v)
        if child.prior:
            score += self.bias / (v + 1)
        return score


def _decided(root: _Node, left: float) -> bool:
    """Time where it matters: the most visited move at the root leads the next by more visits
    than the iterations the budget has left (at the mean cost so far), so no outcome of them
    could change the move played — the search stops, the steps unspent."""
    visits = sorted((c.visits for c in root.children.values()), reverse=True)
    if len(visits) < 2:
        return False
    return visits[0] - visits[1] > left


def _rank(child: _Node | None, is_normal: bool) -> tuple[int, float, bool]:
    if child is None:
        return (-1, 0.0, is_normal)
    return (child.visits, child.total / child.visits if child.visits else 0.0, is_normal)
