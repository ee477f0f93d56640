"""Fit a game's position evaluation for Hard's cut playouts to real outcomes.

    python tools/fit_eval.py pirate_party --players 2 --deals 4000 --seed 1

Plays deals with Normal in every seat (the players Hard's playouts simulate),
records a position every few actions, and fits a conditional-logit model
``P(p is the winner) = exp(w·f_p) / Σ_q exp(w·f_q)`` over the features
``eval_features(state)`` of the game's heuristic module (one list per player) by
Newton's method (maximum likelihood).  Prints the weights, and the held-out
log-loss and accuracy of the model against the plain base rate, so the docs can
say how well it predicts.  Deterministic for a seed.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

sys.path.insert(0, ".")

from cardtable import engine  # noqa: E402
from cardtable.ai.base import heuristic_module  # noqa: E402


def collect(game_id: str, players: int, deals: int, seed: int, every: int, options: dict):
    mod = heuristic_module(game_id)
    rows = []  # (features per player, index of the winner)
    rng = random.Random(seed)
    for d in range(deals):
        st = engine.new_game(game_id, players, seed=seed * 1_000_003 + d, options=options)
        snaps = []
        k = 0
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions(p)
            if k % every == every - 1:
                snaps.append(mod.eval_features(st))
            k += 1
            st.apply(legal[0] if len(legal) == 1 else mod.choose(st.view(p), legal, rng, "normal"))
        winners = st.result.winners
        if len(winners) != 1:
            continue
        rows.extend((f, winners[0]) for f in snaps)
    return rows


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        piv = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[piv] = m[piv], m[i]
        if abs(m[i][i]) < 1e-12:
            continue
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                for c in range(i, n + 1):
                    m[r][c] -= f * m[i][c]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(rows, dims: int, iterations: int = 25, ridge: float = 1e-3) -> list[float]:
    w = [0.0] * dims
    for _ in range(iterations):
        grad = [0.0] * dims
        hess = [[0.0] * dims for _ in range(dims)]
        for feats, y in rows:
            zs = [sum(wi * fi for wi, fi in zip(w, f)) for f in feats]
            top = max(zs)
            es = [math.exp(z - top) for z in zs]
            s = sum(es)
            ps = [e / s for e in es]
            mean = [sum(p * f[j] for p, f in zip(ps, feats)) for j in range(dims)]
            for j in range(dims):
                grad[j] += feats[y][j] - mean[j]
            for p, f in zip(ps, feats):
                for i in range(dims):
                    di = f[i] - mean[i]
                    for j in range(dims):
                        hess[i][j] += p * di * (f[j] - mean[j])
        for i in range(dims):
            grad[i] -= ridge * w[i]
            hess[i][i] += ridge
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def score(rows, w) -> tuple[float, float, float]:
    """(log-loss of the model, log-loss of a uniform guess, accuracy)."""
    ll = base = hit = 0.0
    for feats, y in rows:
        zs = [sum(wi * fi for wi, fi in zip(w, f)) for f in feats]
        top = max(zs)
        s = sum(math.exp(z - top) for z in zs)
        ll -= zs[y] - top - math.log(s)
        base += math.log(len(feats))
        hit += zs.index(top) == y
    n = max(1, len(rows))
    return ll / n, base / n, hit / n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--deals", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=3, help="record a position every N actions")
    args = ap.parse_args(argv)
    rows = collect(args.game, args.players, args.deals, args.seed, args.every, {})
    cut = len(rows) * 4 // 5
    train, test = rows[:cut], rows[cut:]
    dims = len(rows[0][0][0])
    w = fit(train, dims)
    mod = heuristic_module(args.game)
    names = getattr(mod, "EVAL_FEATURES", [f"f{i}" for i in range(dims)])
    print(f"{args.game} {args.players} players: {len(train)} positions to fit, {len(test)} held out")
    for name, x in zip(names, w):
        print(f"  {name:24} {x:+.4f}")
    ll, base, acc = score(test, w)
    print(f"held out: log-loss {ll:.4f} (uniform {base:.4f}), the favourite wins {100 * acc:.1f}%")
    print("weights:", [round(x, 4) for x in w])
    return 0


if __name__ == "__main__":
    sys.exit(main())
