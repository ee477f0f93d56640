"""How often Hard's chance node over the last stock cards fits a think time, and what it costs.

    python tools/chance_cost.py durak --positions 40 --budgets 0.25,1,4 --option variant=transfer

Plays two-player deals with Normal in both seats and keeps one decision from each where the
chance search of ai/durak_stock.py applies (the stock down to the turned-up trump and one or
two hidden cards above it, a choice to make).  Runs the search there at each think time's step
budget (Hard's calibration: ``HARD_STEPS_PER_SECOND``), as if tried at every budget (the
search's floor ``MIN_NODES`` set aside), and prints per budget: how many decisions it solved,
how many of those it decided alone or narrowed to fewer moves, and the share of the budget
spent — over all decisions and over those where it did not fit (what a try costs the tree
search that decides instead).  Deterministic for a seed (node counts, not the clock).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, ".")
sys.path.insert(0, str(Path(__file__).resolve().parent))  # think_args, beside this file
sys.setrecursionlimit(20_000)

import think_args  # noqa: E402

from cardtable.ai import HardAgent, HeuristicAgent, durak_stock  # noqa: E402
from cardtable.engine import new_game  # noqa: E402


def decisions(game: str, positions: int, options: dict[str, str], seed: int) -> list:
    """``positions`` (view, legal, Normal's move) of Normal's two-player deals, one a deal."""
    normal = HeuristicAgent(game, "normal")
    out: list = []
    deal = seed * 100_000
    while len(out) < positions:
        deal += 1
        st = new_game(game, 2, seed=deal, options=dict(options))
        rng = random.Random(deal)
        found = []
        while st.to_act is not None:
            p = st.to_act
            view, legal = st.view(p), st.legal_actions(p)
            if len(legal) > 1 and durak_stock.chance_world(view):
                found.append((view, legal, normal.choose(view, legal, random.Random(deal))))
            st.apply(normal.choose(view, legal, rng))
        if found:
            out.append(found[rng.randrange(len(found))])
    return out


def cost(game: str, picked: list, budget: float) -> dict:
    """The chance search at ``budget`` seconds' steps over the decisions ``picked``."""
    steps = HardAgent(game).iteration_count(budget, 2)
    row = {"budget": budget, "steps": steps, "decisions": len(picked), "solved": 0, "alone": 0,
           "narrowed": 0, "spent": 0.0, "spent_failed": 0.0}
    floor = durak_stock.MIN_NODES
    durak_stock.MIN_NODES = 0
    try:
        for view, legal, normal in picked:
            move, stats = durak_stock.chance_search(view, legal, normal, steps)
            share = stats["iterations"] / steps
            row["spent"] += share / len(picked)
            if stats["exact"] == 2:
                row["solved"] += 1
                row["alone"] += move is not None
                row["narrowed"] += "candidates" in stats
            else:
                row["spent_failed"] += share
    finally:
        durak_stock.MIN_NODES = floor
    failed = row["decisions"] - row["solved"]
    row["spent_failed"] = row["spent_failed"] / failed if failed else 0.0
    return row


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=["durak", "witch_durak"])
    think_args.add_arguments(ap)
    args = ap.parse_args(argv)
    options, budgets = think_args.read(ap, args)
    picked = decisions(args.game, args.positions, options, args.seed)
    print(f"{args.game} {options or ''}: {len(picked)} decisions with hidden stock cards")
    print("think time  solved  alone  narrowed  budget spent (all / where it did not fit)")
    for b in budgets:
        r = cost(args.game, picked, b)
        print(f"{b:>8g} s  {r['solved']:>6}  {r['alone']:>5}  {r['narrowed']:>8}  "
              f"{r['spent']:.2f} / {r['spent_failed']:.2f}")


if __name__ == "__main__":
    main()
