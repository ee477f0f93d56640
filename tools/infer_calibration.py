"""How true are durak_infer's clues?  Measured on the real hands.

Plays two-player durak deals (every seat the same level: Normal, or Hard at a fixed step
count) and, at every decision, reads the clues of the seat's view
(:func:`cardtable.ai.durak_infer.read_evidence`) about the other seat.  For each kind of clue
it counts, over the clues with nothing drawn since (undiluted), how many of the clue's unseen
cards the other seat really held, against how many the uniform deal would give him (his
hidden cards × the clue's unseen cards / all unseen cards).  The ratio is the clue's measured
strength against that kind of player: near 0 a near-certainty, 1 no information, above 1 he
holds such cards more often.  A clue counts at every decision while it stands (so the counts
weigh long-standing clues more).  Offline, deterministic for a seed:

    python tools/infer_calibration.py --level normal --deals 150
    python tools/infer_calibration.py --level hard --steps 2000 --deals 12

``--likelihood`` instead scores the worlds themselves: at every fifth decision with stock left
it deals 300 worlds by inference and 300 uniformly and sums, over the unseen cards, the log of
the share of worlds that put each card where it really is (in the other seat's hand or not):
the mean over the decisions, higher is truer.

``--cost infer`` (or ``uniform``) instead deals 300 worlds from each of 40 decisions of Normal
deals (the stock not yet gone) by durak_infer.sample_world (or the uniform deal) and prints the
CPU time per world and per reading of a view's history (once per decision); for an A/B timing:
``farm-bench -- python tools/infer_calibration.py --cost infer --vs 'python
tools/infer_calibration.py --cost uniform'``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter

from cardtable import engine
from cardtable.ai import durak_infer
from cardtable.ai.base import heuristic_module
from cardtable.ai.hard import HardAgent
from cardtable.ai.rollouts import fresh_world


def cost(mode: str, positions: int = 40, worlds: int = 300) -> None:
    """CPU time of dealing worlds (module docstring, ``--cost``)."""
    mod = heuristic_module("durak")
    views = []
    seed = 0
    while len(views) < positions:
        st = engine.new_game("durak", 2, seed=seed, options={"variant": "transfer"})
        rng = random.Random(seed)
        for _ in range(6 + seed % 24):
            if st.is_over:
                break
            p = st.to_act
            st.apply(mod.choose(st.view(p), st.legal_actions(p), rng, "normal"))
        seed += 1
        if not st.is_over and st.view(st.to_act).stock_size > 0:
            views.append(st.view(st.to_act))
    deal = durak_infer.sample_world if mode == "infer" else fresh_world
    t = time.process_time()
    for v in views:
        durak_infer.read_evidence(v)
    read = (time.process_time() - t) / len(views)
    t = time.process_time()
    for v in views:
        rng = random.Random(1)
        for _ in range(worlds):
            deal(v, rng)
    each = (time.process_time() - t) / (len(views) * worlds)
    print(f"{mode}: {each * 1e6:.1f} µs a world; reading a history {read * 1e6:.0f} µs")


def likelihood(level: str, steps: int, deals: int, variant: str, first: int) -> None:
    """The mean log-likelihood of the true hidden cards under each dealing (``--likelihood``)."""
    mod = heuristic_module("durak")
    hard = HardAgent("durak", iterations=steps) if level == "hard" else None
    total = {"infer": 0.0, "uniform": 0.0}
    deals_by = {"infer": durak_infer.sample_world, "uniform": fresh_world}
    positions = 0
    worlds = 300
    for seed in range(first, first + deals):
        st = engine.new_game("durak", 2, seed=seed, options={"variant": variant})
        rng = random.Random(seed)
        k = 0
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions(p)
            view = st.view(p)
            if k % 5 == 4 and view.stock_size > 0:
                q = 1 - p
                seen = set(view.hand) | set(view.discarded)
                seen.update(c for pair in view.table for c in pair if c is not None)
                for known in view.known:
                    seen.update(known)
                seen.add(view.trump_card)
                unseen = [c for c in range(36) if c not in seen]
                real = set(st.hands[q])
                for name, deal in deals_by.items():
                    held = dict.fromkeys(unseen, 0.5)
                    wr = random.Random(7)
                    for _ in range(worlds):
                        for c in deal(view, wr).hands[q]:
                            if c in held:
                                held[c] += 1
                    for c in unseen:
                        share = min(held[c] / (worlds + 1), 0.999)
                        total[name] += math.log(share if c in real else 1 - share)
                positions += 1
            action = hard.choose(view, legal, rng, 1.0) if hard else mod.choose(view, legal, rng, "normal")
            st.apply(action)
            k += 1
    print(f"{level}{f' at {steps} steps' if hard else ''}, {deals} deals, {positions} decisions: "
          + ", ".join(f"{name} {x / positions:.3f}" for name, x in total.items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", choices=("normal", "hard"), default="normal")
    ap.add_argument("--steps", type=int, default=2000, help="Hard's steps per decision")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--variant", default="transfer")
    ap.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--cost", choices=("infer", "uniform"), help="time the dealing instead")
    ap.add_argument("--likelihood", action="store_true", help="score the worlds instead")
    args = ap.parse_args(argv)
    if args.likelihood:
        likelihood(args.level, args.steps, args.deals, args.variant, args.seed)
        return 0
    if args.cost:
        cost(args.cost)
        return 0
    mod = heuristic_module("durak")
    hard = HardAgent("durak", iterations=args.steps) if args.level == "hard" else None
    held: Counter[str] = Counter()
    expected: Counter[str] = Counter()
    clues: Counter[str] = Counter()
    for seed in range(args.seed, args.seed + args.deals):
        st = engine.new_game("durak", 2, seed=seed, options={"variant": args.variant})
        rng = random.Random(seed)
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions(p)
            view = st.view(p)
            ev = durak_infer.read_evidence(view)
            q = 1 - p
            if ev is not None and ev.clues:
                seen = set(view.hand) | set(view.discarded)
                seen.update(c for pair in view.table for c in pair if c is not None)
                for k in view.known:
                    seen.update(k)
                if view.stock_size:
                    seen.add(view.trump_card)
                unseen = [c for c in range(36) if c not in seen]
                hidden = view.hand_sizes[q] - len(view.known[q])
                real = set(st.hands[q]) - set(view.known[q])
                for cl in ev.clues:
                    if cl.player != q or cl.drawn != ev.drawn[q]:
                        continue
                    cards = [c for c in unseen if cl.mask >> c & 1]
                    if cards:
                        held[cl.kind] += sum(c in real for c in cards)
                        expected[cl.kind] += len(cards) * hidden / len(unseen)
                        clues[cl.kind] += 1
            if hard is not None:
                action = hard.choose(view, legal, rng, 1.0)
            else:
                action = mod.choose(view, legal, rng, "normal")
            st.apply(action)
    print(f"{args.level}{f' at {args.steps} steps' if hard else ''}, {args.deals} deals, "
          f"two-player {args.variant} durak")
    print(f"{'clue':16} {'strength':>8} {'counted':>8} {'held':>6} {'uniform':>8} {'ratio':>6}")
    for kind in sorted(clues):
        print(f"{kind:16} {durak_infer.STRENGTH[kind]:8.2f} {clues[kind]:8d} {held[kind]:6d} "
              f"{expected[kind]:8.1f} {held[kind] / expected[kind]:6.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
