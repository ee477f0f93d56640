"""Does a deeper search find better moves?  Judged where the answer is known.

In two-player durak positions with an empty stock (nothing hidden, so the exact solver gives
the game-theoretic value of every move), Hard's endgame solver is switched off and the
decision is left to the search alone: the one-move rollouts (every later move Normal's) and
the tree search (tree.py: every seat's replies searched), at the same step counts.  Reports,
over the positions where the choice matters (some legal move gives the value away), how
often each keeps the value.  Offline, deterministic for a seed:

    python tools/tree_endgames.py --positions 200 --steps 4000,16000 --seed 1
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import sys

from cardtable.ai.durak_endgame import OutOfNodes, Solver
from cardtable.ai.endgame_positions import exact_positions
from cardtable.ai.hard import HardAgent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--steps", default="4000,16000")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="transfer")
    ap.add_argument("--max-hand", type=int, default=6)
    args = ap.parse_args(argv)
    sys.setrecursionlimit(20_000)
    steps = [int(x) for x in args.steps.split(",")]
    agents = {}
    for n in steps:
        for kind in ("rollouts", "tree"):
            # the rollouts: a tree from an infinite think time, i.e. never (durak's own default at
            # two players is the tree)
            a = HardAgent("durak", iterations=n, tree_from=0.0 if kind == "tree" else math.inf)
            a.exact = None                      # the search alone decides
            agents[(kind, n)] = a
    keeps = dict.fromkeys(agents, 0)
    matters = 0
    for s in itertools.islice(exact_positions("durak", 2, {"variant": args.variant},
                                              args.seed * 100_003, args.max_hand), args.positions):
        me = s.to_act
        legal = s.legal_actions(me)
        try:
            after = {}
            for a in legal:
                c = s.clone()
                c.apply(a)
                after[a] = Solver(me, 500_000).value(c)
        except OutOfNodes:
            continue
        truth = max(after.values())
        if all(v == truth for v in after.values()):
            continue
        matters += 1
        for key, agent in agents.items():
            move = agent.choose(s.view(me), legal, random.Random(args.seed), 1.0)
            keeps[key] += after[move] == truth
        print(matters, {f"{k}@{n}": v for (k, n), v in keeps.items()}, flush=True)
    print(f"{args.variant}: {matters} positions where the choice matters")
    for (kind, n), v in keeps.items():
        print(f"  {kind:8} {n:>6} steps: keeps the value in {v} of {matters}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
