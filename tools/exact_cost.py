"""What exact search of durak worlds costs before the stock is gone (docs/ai.md, "Before the stock is gone").

Plays two-player Normal deals; at the first decision where the stock holds ``--stock`` cards
or fewer, takes one world dealt from the seat's view and counts the positions the endgame
solver (cardtable/ai/durak_endgame.py) searches to value it: with ``--all-moves`` every legal
move of the seat (what perfect-information Monte Carlo needs), else the position alone.  The
stock size joins the solver's key here (the world fixes the stock's order, so its size says
which cards are left).  Searches past ``--limit`` positions are counted as not fitting.

    python tools/exact_cost.py --stock 2 --all-moves --deals 12
    python tools/exact_cost.py --stock 0 --deals 15
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from cardtable.ai import durak_endgame as de
from cardtable.ai.base import HeuristicAgent
from cardtable.ai.rollouts import fresh_world
from cardtable.engine import new_game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="transfer")
    ap.add_argument("--stock", type=int, default=2)
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--limit", type=int, default=60_000)
    ap.add_argument("--all-moves", action="store_true")
    a = ap.parse_args()
    sys.setrecursionlimit(20_000)
    plain_key = de.position_key
    de.position_key = lambda s: plain_key(s) + (len(s.stock),)  # the stock's size joins the key
    normal = HeuristicAgent("durak", "normal")
    counts: list[int] = []
    for deal in range(a.deals):
        st = new_game("durak", 2, seed=deal, options={"variant": a.variant})
        rng = random.Random(deal)
        while st.to_act is not None:
            p = st.to_act
            legal = st.legal_actions(p)
            view = st.view(p)
            if len(legal) > 1 and view.stock_size <= a.stock:
                world = fresh_world(view, random.Random(deal))
                solver = de.Solver(p, a.limit)
                t = time.process_time()
                try:
                    for m in (legal if a.all_moves else [None]):
                        c = world.clone()
                        if m is not None:
                            c.step(m)
                        solver.value(c, de.LOSS, de.WIN, False)
                    counts.append(solver.nodes)
                except de.OutOfNodes:
                    counts.append(a.limit + 1)
                print(f"deal {deal}: stock {view.stock_size}, hands {view.hand_sizes}, "
                      f"{counts[-1]} positions, {time.process_time() - t:.2f} s", flush=True)
                break
            st.apply(normal.choose(view, legal, rng))
    counts.sort()
    n = len(counts)
    fit = sum(c <= a.limit for c in counts)
    print(f"{n} positions: median {counts[n // 2]}, 75th {counts[int(n * .75)]}, "
          f"90th {counts[int(n * .9)]}; within {a.limit}: {fit}")


if __name__ == "__main__":
    main()
