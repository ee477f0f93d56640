"""Durak endgames: how often Hard (and Normal) keeps the game-theoretic value, and how fast.

    python -m cardtable.ai.durak_endgame_bench [--positions 1000] [--budget 1.0] [--max-hand 8]
        [--seed 1] [--judge-nodes 2000000] [--json]

Samples random two-player positions with an empty stock (half throw-in, half transfer
durak; up to ``--max-hand`` cards a hand; the seat to act has a choice), from deals played by
Normal with some Easy moves (:mod:`cardtable.ai.endgame_positions`).  For each, the exact
value is found by an unlimited search of :mod:`cardtable.ai.durak_endgame` (checked against
brute-force minimax in tests/test_durak_endgame.py; positions that need more than
``--judge-nodes`` are counted apart), then Hard at ``--budget`` (deterministic: its step count,
no clock) and Normal choose, and the value after each move is compared with the position's.
Reports, per variant and overall: positions judged, how many keep the value, how many
positions the choice matters in (some legal move gives the value away), and Hard's decision
CPU time (median, p95, max).
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from typing import Any

from cardtable.ai import make_agent
from cardtable.ai.durak_endgame import OutOfNodes, Solver, world_of
from cardtable.ai.endgame_positions import exact_positions
from cardtable.stats import spread_ms

VARIANTS = ("throw_in", "transfer")


def value_of(state, me: int, nodes: int) -> int:
    """The exact value of ``state`` (anyone to act) for seat ``me``."""
    return Solver(me, nodes).value(state.clone())


def run(positions: int, budget: float, max_hand: int, seed: int, judge_nodes: int) -> dict:
    hard = make_agent("hard", "durak", deterministic=True)
    normal = make_agent("normal", "durak")
    out: dict = {"positions": positions, "budget": budget, "max_hand": max_hand, "seed": seed,
                 "variants": {}}
    all_cpu: list[float] = []
    for k, variant in enumerate(VARIANTS):
        want = positions // len(VARIANTS) + (k < positions % len(VARIANTS))
        row: dict[str, Any] = {"judged": 0, "too_big": 0, "matters": 0, "hard_keeps": 0, "normal_keeps": 0,
               "hard_keeps_where_it_matters": 0, "normal_keeps_where_it_matters": 0,
               "hard_exact": 0}
        cpu: list[float] = []
        for s in itertools.islice(exact_positions("durak", 2, {"variant": variant},
                                                  seed * 100_003 + k * 10_000_019, max_hand), want):
            me = s.to_act
            assert me is not None               # an exact position waits for a move
            view, legal = s.view(me), s.legal_actions(me)
            try:
                truth = value_of(world_of(view), me, judge_nodes)
                after = {}
                for a in legal:
                    c = s.clone()
                    c.apply(a)
                    after[a] = value_of(c, me, judge_nodes)
            except OutOfNodes:
                row["too_big"] += 1
                continue
            row["judged"] += 1
            matters = any(v != truth for v in after.values())
            row["matters"] += matters
            c0 = time.process_time()
            move = hard.choose(view, legal, random.Random(seed), budget)
            cpu.append(time.process_time() - c0)
            row["hard_exact"] += hard.last_stats.get("exact") == 1
            n_move = normal.choose(view, legal, random.Random(seed), budget)
            keeps, n_keeps = after[move] == truth, after[n_move] == truth
            row["hard_keeps"] += keeps
            row["normal_keeps"] += n_keeps
            row["hard_keeps_where_it_matters"] += keeps and matters
            row["normal_keeps_where_it_matters"] += n_keeps and matters
        row["hard_cpu_ms"] = spread_ms(cpu)
        out["variants"][variant] = row
        all_cpu += cpu
    out["hard_cpu_ms"] = spread_ms(all_cpu)
    return out


def format_report(r: dict) -> str:
    lines = [f"durak endgames, empty stock, 2 players, up to {r['max_hand']} cards a hand, "
             f"Hard at {r['budget']} s, seed {r['seed']}"]
    for variant, row in r["variants"].items():
        m = row["matters"]
        lines.append(
            f"  {variant:9} judged {row['judged']} (too big to judge {row['too_big']}); "
            f"Hard keeps the value in {row['hard_keeps']}, Normal {row['normal_keeps']}; "
            f"where the choice matters ({m}): Hard {row['hard_keeps_where_it_matters']}, "
            f"Normal {row['normal_keeps_where_it_matters']}; solved exactly by Hard "
            f"{row['hard_exact']}; Hard CPU ms median {row['hard_cpu_ms']['median']:.1f} "
            f"p95 {row['hard_cpu_ms']['p95']:.1f} max {row['hard_cpu_ms']['max']:.1f}")
    c = r["hard_cpu_ms"]
    lines.append(f"  Hard decision CPU ms overall: median {c['median']:.1f}, p95 {c['p95']:.1f}, "
                 f"max {c['max']:.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cardtable.ai.durak_endgame_bench",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=1000)
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's think time (s)")
    ap.add_argument("--max-hand", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--judge-nodes", type=int, default=2_000_000,
                    help="positions the judging search may visit per value")
    ap.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    if args.positions < 1 or args.max_hand < 1 or args.budget < 0:
        print("endgame_bench: --positions and --max-hand must be positive, --budget not negative",
              file=sys.stderr)
        return 2
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    report = run(args.positions, args.budget, args.max_hand, args.seed, args.judge_nodes)
    print(format_report(report))
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
