"""Fit a game's position evaluation for Hard's cut playouts to real outcomes.

    python tools/fit_eval.py pirate_party --players 2 --deals 4000 --seed 1

Plays deals with Normal in every seat (the players Hard's playouts simulate),
records a position every few actions, and fits a conditional-logit model
``P(p is the winner) = exp(w·f_p) / Σ_q exp(w·f_q)`` over the features
``eval_features(state)`` of the game's heuristic module (one list per player) by
Newton's method (maximum likelihood).  Prints the weights, and the held-out
log-loss and accuracy of the model against the plain base rate, so the docs can
say how well it predicts.  Deterministic for a seed.

    python tools/fit_eval.py pirate_party --players 4 --deals 500 --moves
    python tools/fit_eval.py durak --players 2 --deals 3000 --every 3 --loser --seed 1

``--loser`` fits the one who lost instead (``P(p is the loser)``, durak's fool), for a game
whose deal names one loser and no winner; ``--option NAME=VALUE`` sets the game's options.

``--moves`` fits the evaluation to what it is used for in Hard's search: telling
the moves of one decision apart.  At every decision with a choice in the Normal
deals (every ``--every``-th), each legal move is played ``--samples`` times with
the same random numbers for every move (the stock shuffled, since nobody knows
it): Normal plays ``--cut`` actions on (Hard's cut playout), the features are
read there, and the deal is played to its end.  The weights (started from the
fit above on those same cut positions) are then fitted by Gauss-Newton least
squares so that the evaluation's mean at the cut, move by move, differs between
the moves of a decision as much as their win rates do (each decision's mean
taken out of both).  Prints the held-out mean squared error of those
differences for the start weights, the fitted ones and "all moves equal".
"""

from __future__ import annotations

import argparse
import math
import random
import sys

sys.path.insert(0, ".")

from cardtable import engine  # noqa: E402
from cardtable.ai.base import heuristic_module  # noqa: E402
from cardtable.ai.hard import by_table  # noqa: E402


def collect(game_id: str, players: int, deals: int, seed: int, every: int, options: dict,
            loser: bool = False):
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
        chosen = st.result.losers if loser else st.result.winners
        if len(chosen) != 1:
            continue
        rows.extend((f, chosen[0]) for f in snaps)
    return rows


def collect_moves(game_id: str, players: int, deals: int, seed: int, every: int, samples: int,
                  cut: int, options: dict):
    """Decisions of Normal deals: (mover, per legal move a list of ``samples`` pairs
    (features at the cut or ``None`` when the deal ended before it, the mover's return))."""
    mod = heuristic_module(game_id)
    view = getattr(mod, "playout_view", None)
    out = []
    for d in range(deals):
        deal_seed = seed * 1_000_003 + d
        st = engine.new_game(game_id, players, seed=deal_seed, options=options)
        rng = random.Random(deal_seed)
        k = 0
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions(p)
            if len(legal) > 1 and st.view(p).to_act == p:
                k += 1
                if k % every == 0:
                    moves = []
                    for a in legal:
                        got = []
                        for i in range(samples):
                            s = st.clone()
                            random.Random(deal_seed * 1_000 + k * 7 + i).shuffle(s.stock)
                            s.step(a)
                            prng = random.Random(deal_seed ^ i ^ 0x5EED)
                            feats, m = None, 0
                            while s.to_act is not None:
                                if m == cut:
                                    feats = mod.eval_features(s)
                                q = s.to_act
                                acts = s.legal_actions(q)
                                s.step(acts[0] if len(acts) == 1 else
                                       mod.choose(s.view(q) if view is None else view(s, q), acts, prng, "normal"))
                                m += 1
                            got.append((feats, s.returns()[p]))
                        moves.append(got)
                    out.append((p, moves))
            st.apply(legal[0] if len(legal) == 1 else mod.choose(st.view(p), legal, rng, "normal"))
    return out


def _chance(w, feats, p, dims, grad=False):
    zs = [sum(wi * fi for wi, fi in zip(w, f)) for f in feats]
    top = max(zs)
    es = [math.exp(z - top) for z in zs]
    s = sum(es)
    ps = [e / s for e in es]
    if not grad:
        return ps[p], None
    mean = [sum(q * f[j] for q, f in zip(ps, feats)) for j in range(dims)]
    return ps[p], [ps[p] * (feats[p][j] - mean[j]) for j in range(dims)]


def _move_means(w, p, moves, dims, grad=False):
    """Per move: (mean return, mean evaluation at the cut, its gradient)."""
    res = []
    for got in moves:
        y = v = 0.0
        g = [0.0] * dims
        for feats, ret in got:
            y += ret
            if feats is None:
                v += ret
                continue
            c, dc = _chance(w, feats, p, dims, grad)
            v += c
            if grad:
                g = [a + b for a, b in zip(g, dc)]
        k = len(got)
        res.append((y / k, v / k, [x / k for x in g]))
    return res


def move_error(data, w, dims) -> float:
    """Mean squared error of the evaluation's move-to-move differences (each decision's mean
    taken out) against the moves' mean returns."""
    err = n = 0.0
    for p, moves in data:
        res = _move_means(w, p, moves, dims)
        ym = sum(r[0] for r in res) / len(res)
        vm = sum(r[1] for r in res) / len(res)
        for y, v, _ in res:
            err += ((y - ym) - (v - vm)) ** 2
            n += 1
    return err / max(1, n)


def fit_moves(data, w, dims: int, iterations: int = 10, damping: float = 1.0) -> list[float]:
    """Gauss-Newton least squares of the move differences (see :func:`move_error`)."""
    w = list(w)
    for _ in range(iterations):
        jtj = [[0.0] * dims for _ in range(dims)]
        jtr = [0.0] * dims
        for p, moves in data:
            res = _move_means(w, p, moves, dims, grad=True)
            m = len(res)
            ym = sum(r[0] for r in res) / m
            vm = sum(r[1] for r in res) / m
            gm = [sum(r[2][j] for r in res) / m for j in range(dims)]
            for y, v, g in res:
                r = (y - ym) - (v - vm)
                jac = [g[j] - gm[j] for j in range(dims)]
                for i in range(dims):
                    jtr[i] += jac[i] * r
                    for j in range(dims):
                        jtj[i][j] += jac[i] * jac[j]
        w, done = _newton_update(w, jtj, jtr, damping, 1e-5)
        if done:
            break
    return w


def _newton_update(w: list[float], hess: list[list[float]], grad: list[float], damping: float,
                   tol: float) -> tuple[list[float], bool]:
    """One damped Newton (Gauss–Newton) step of either fit: the weights moved by the solution of
    ``(hess + damping·I) step = grad``, and whether the step was below ``tol`` (converged)."""
    for i in range(len(w)):
        hess[i][i] += damping
    step = _solve(hess, grad)
    return [wi + si for wi, si in zip(w, step)], max(abs(s) for s in step) < tol


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
        w, done = _newton_update(w, hess, grad, ridge, 1e-7)
        if done:
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
    ap.add_argument("--moves", action="store_true", help="fit to the differences between moves")
    ap.add_argument("--samples", type=int, default=8, help="--moves: playouts per move")
    ap.add_argument("--cut", type=int, default=10, help="--moves: actions played before the cut")
    ap.add_argument("--loser", action="store_true", help="fit who loses (one loser a deal), not who wins")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option")
    args = ap.parse_args(argv)
    if any("=" not in item for item in args.option):
        ap.error("--option takes NAME=VALUE")
    args.options = dict(item.split("=", 1) for item in args.option)
    if args.moves:
        return main_moves(args)
    rows = collect(args.game, args.players, args.deals, args.seed, args.every, args.options, args.loser)
    cut = len(rows) * 4 // 5
    train, test = rows[:cut], rows[cut:]
    dims = len(rows[0][0][0])
    w = fit(train, dims)
    mod = heuristic_module(args.game)
    names = by_table(getattr(mod, "EVAL_FEATURES", [f"f{i}" for i in range(dims)]), args.players)
    print(f"{args.game} {args.players} players: {len(train)} positions to fit, {len(test)} held out")
    for name, x in zip(names, w):
        print(f"  {name:24} {x:+.4f}")
    ll, base, acc = score(test, w)
    print(f"held out: log-loss {ll:.4f} (uniform {base:.4f}), the favourite "
          f"{'loses' if args.loser else 'wins'} {100 * acc:.1f}%")
    print("weights:", [round(x, 4) for x in w])
    return 0


def main_moves(args) -> int:
    data = collect_moves(args.game, args.players, args.deals, args.seed, args.every, args.samples,
                         args.cut, args.options)
    data = [d for d in data if len(d[1]) > 1]
    cut = len(data) * 4 // 5
    train, test = data[:cut], data[cut:]
    dims = len(next(f for _, moves in data for got in moves for f, _ in got if f is not None)[0])
    # the start: the fit to the winner, on positions of the same deals
    start = fit(collect(args.game, args.players, args.deals, args.seed, args.every, args.options, args.loser), dims)
    w = fit_moves(train, start, dims)
    mod = heuristic_module(args.game)
    names = by_table(getattr(mod, "EVAL_FEATURES", [f"f{i}" for i in range(dims)]), args.players)
    print(f"{args.game} {args.players} players: {len(train)} decisions to fit, {len(test)} held out")
    for name, x in zip(names, w):
        print(f"  {name:24} {x:+.4f}")
    print(f"held out, mean squared error of the move differences: fitted {move_error(test, w, dims):.6f}, "
          f"start {move_error(test, start, dims):.6f}, all moves equal {move_error(test, [0.0] * dims, dims):.6f}")
    print("weights:", [round(x, 4) for x in w])
    return 0


if __name__ == "__main__":
    sys.exit(main())
