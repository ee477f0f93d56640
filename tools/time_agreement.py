"""How often a longer think time changes Hard's move: the same decisions searched at several budgets.

    python tools/time_agreement.py durak --positions 40 --budgets 0.25,1,4 --option variant=transfer --seed 1

Plays two-player deals with Normal in both seats, stops each after a random number of actions
(4-29) at a decision with a choice and a hidden card still in the stock (where Hard searches:
once the stock is gone or holds only the turned-up trump, its exact endgame search decides —
ai/durak_endgame.py), and asks Hard for its move there at every budget
given, with the same random numbers.  Hard's step count is a pure function of the budget
(no clock: the arena's and the tests' Hard, without the UI's guard), so the table is
deterministic for a seed.  Prints every decision's moves (the budgets', then Normal's) and how
many decisions each pair of players answered differently.

What it tells: a longer think time can only make a stronger player where it changes the move;
the arena (``--seats hard@1,hard@0.25``) tells whether the changes are better.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from pathlib import Path

sys.path.insert(0, ".")
sys.path.insert(0, str(Path(__file__).resolve().parent))  # think_args, beside this file

import think_args  # noqa: E402

from cardtable.ai import HardAgent, HeuristicAgent  # noqa: E402
from cardtable.engine import new_game  # noqa: E402


def decisions(game: str, positions: int, options: dict[str, str], seed: int):
    """``positions`` (deal seed, state) pairs: searching decisions of Normal's two-player deals."""
    normal = HeuristicAgent(game, "normal")
    found = 0
    k = 0
    while found < positions:
        k += 1
        st = new_game(game, 2, seed=seed * 100_000 + k, options=dict(options))
        rng = random.Random(seed * 100_000 + k)
        for _ in range(rng.randrange(4, 30)):
            p = st.to_act
            if p is None:
                break
            st.apply(normal.choose(st.view(p), st.legal_actions(p), rng))
        p = st.to_act
        if p is None:
            continue
        view = st.view(p)
        # stock_size 1 is the turned-up trump alone (DUR-2): nothing hidden, the endgame is exact
        if getattr(view, "stock_size", 2) <= 1 or len(st.legal_actions(p)) < 2:
            continue
        found += 1
        yield seed * 100_000 + k, st


def agreement(game: str, positions: int, budgets: list[float], options: dict[str, str],
              seed: int) -> tuple[list[list[str]], dict[tuple[str, str], int]]:
    """Each decision's moves (one per budget, then Normal's) and, for every pair of those
    players, how many decisions they answered differently."""
    hard = HardAgent(game)
    normal = HeuristicAgent(game, "normal")
    names = [f"{b:g} s" for b in budgets] + ["Normal"]
    rows: list[list[str]] = []
    for deal_seed, st in decisions(game, positions, options, seed):
        p = st.to_act
        assert p is not None
        view, legal = st.view(p), st.legal_actions(p)
        moves = [str(hard.choose(view, legal, random.Random(deal_seed), b)) for b in budgets]
        moves.append(str(normal.choose(view, legal, random.Random(deal_seed))))
        rows.append(moves)
    differ = {(names[i], names[j]): sum(r[i] != r[j] for r in rows)
              for i, j in itertools.combinations(range(len(names)), 2)}
    return rows, differ


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    think_args.add_arguments(ap)
    args = ap.parse_args(argv)
    options, budgets = think_args.read(ap, args)
    rows, differ = agreement(args.game, args.positions, budgets, options, args.seed)
    for r in rows:
        print("  ".join(r))
    print(f"{len(rows)} decisions; answered differently:")
    for (a, b), n in differ.items():
        print(f"  {a} / {b}: {n}")


if __name__ == "__main__":
    main()
