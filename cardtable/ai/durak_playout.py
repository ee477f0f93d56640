"""Durak's playout policy and position evaluation for the Hard level.

Both run only inside determinized worlds (full states sampled by
``determinize(view, rng)``), so they may read the whole state; they must be
cheap, since Hard runs thousands of playouts per decision.  Rules questions go
through the state (``state.beats``) so Witch durak's enchanted cards work too.
"""

from __future__ import annotations

import math
import random

from cardtable.engine import Action

# Probability that a playout move is random instead of the policy's (keeps the
# playouts from being too predictable to see the opponent's alternatives).
EPSILON = 0.1
STRENGTH = [0.6 * r / 8 for r in range(9)] + [0.6 + 0.4 * r / 8 for r in range(9)]


def _v(c: int, trump: int | None) -> int:
    r = c >> 2
    return r + 9 if trump is not None and (c & 3) == trump else r


def rollout_policy(state, legal: list[Action], rng: random.Random) -> Action:
    """A fast greedy Durak player (with a little noise)."""
    if rng.random() < EPSILON:
        return legal[rng.randrange(len(legal))]
    tr = state.trump_suit
    phase = state.phase
    if phase == "attack":
        best, bv = legal[0], 99
        for a in legal:
            if len(a.cards) == 1:
                v = _v(a.cards[0], tr)
                if v < bv:
                    best, bv = a, v
        return best
    if phase == "defend":
        covers: dict[int, Action] = {}
        cover_v: dict[int, int] = {}
        take = other = None
        for a in legal:
            k = a.kind
            if k == "cover":
                v = _v(a.cards[0], tr)
                att = a.arg[0]   # a cover's arg: (attack card, named suit)
                if att not in cover_v or v < cover_v[att]:
                    covers[att], cover_v[att] = a, v
            elif k == "take":
                take = a
            elif k == "show":
                return a
            elif other is None or _v(a.cards[0], tr) < _v(other.cards[0], tr):
                other = a  # the cheapest transfer
        uncovered = state.uncovered
        if any(u not in covers for u in uncovered):
            return other or take or legal[-1]
        if other is not None and _v(other.cards[0], tr) < 9:
            return other
        worst = max(uncovered, key=lambda u: cover_v[u])
        if state.stock and len(state.stock) > 8 and cover_v[worst] >= 15 and take is not None:
            return take
        return covers[worst]
    # throw-in windows: the cheapest card if it is not a trump, else done.
    done = legal[-1]
    best, bv = done, 9 if (phase == "throw_in" or not state.stock) else 5
    for a in legal:
        if a.kind == "throw":
            v = _v(a.cards[0], tr)
            if v < bv:
                best, bv = a, v
    return best


def _badness(hand: list[int], trump: int | None) -> float:
    s = 0.0
    for c in hand:
        s += 1.0 - STRENGTH[_v(c, trump)]
    return s


# The evaluation's features, one list per player (eval_features), and their weights: a
# conditional logit of who is left the fool, fitted to Normal-vs-Normal deals (the players Hard's
# playouts simulate) by ``python tools/fit_eval.py durak --players 2 --deals 3000 --every 3
# --loser --seed 1`` (docs/ai.md, "A learned evaluation for durak").
EVAL_FEATURES = ("cards", "badness", "trumps", "high trumps", "cards, stock empty", "cards, stock low",
                 "defending, taking", "defending, uncovered", "to act")
EVAL_WEIGHTS = (-0.2794, 0.4325, -0.2074, -0.3479, 0.9574, 0.1226, 0.4015, -0.0246, -0.0734)


def eval_features(state) -> list[list[float]]:
    """One feature list per player (:data:`EVAL_FEATURES`), read from the world: his hand's
    size and weakness (:func:`_badness`), its trumps and its trumps from the queen up, the hand's size
    again once the stock is empty or nearly so, the cards on the table he must take (taking) or
    still cover (defending), and whether he is to act.  A player already out gets zeros."""
    tr = state.trump_suit
    out = state.out
    stock_n = len(state.stock)
    pairs = state.table
    defender = state.defender if pairs and state.phase != "attack" else -1
    taking = state.phase == "take_throw_in"
    uncovered = any(c is None for _, c in pairs) if pairs else False
    table_bad = (_badness([a for a, _ in pairs] + [c for _, c in pairs if c is not None], tr)
                 if defender >= 0 else 0.0)
    rows = []
    for p, h in enumerate(state.hands):   # state.hands: one list per player, built from the masks
        if out[p]:
            rows.append([0.0] * len(EVAL_FEATURES))
            continue
        k = len(h)
        trumps = [c for c in h if tr is not None and (c & 3) == tr]
        rows.append([float(k), _badness(h, tr), float(len(trumps)), float(sum(1 for c in trumps if (c >> 2) >= 6)),
                     float(k) * (stock_n == 0), float(k) * (0 < stock_n < 6),
                     table_bad * (p == defender and taking),
                     table_bad * (p == defender and uncovered and not taking),
                     float(p == state.to_act)])
    return rows


def evaluate(state) -> list[float]:
    """Estimated ``returns()`` of an unfinished deal: each player's chance of not being the
    fool, ``1 − P(fool)`` with ``P(fool)`` the fitted logit over the players still in
    (:data:`EVAL_WEIGHTS`); a team shares its players' chances."""
    n = state.num_players
    if state.to_act is None:
        return state.returns()
    out = state.out
    active = [p for p in range(n) if not out[p]]
    if len(active) <= 1:
        return [0.0 if p in active else 1.0 for p in range(n)]
    feats = eval_features(state)
    zs = {p: sum(w * f for w, f in zip(EVAL_WEIGHTS, feats[p])) for p in active}
    top = max(zs.values())
    weights = {p: math.exp(z - top) for p, z in zs.items()}
    total = sum(weights.values())
    fool = {p: w / total for p, w in weights.items()}
    if getattr(state, "teams_on", False):
        team = state.team
        lose: dict[int, float] = {}
        for p, f in fool.items():
            lose[team[p]] = lose.get(team[p], 0.0) + f
        return [1.0 - lose.get(team[p], 0.0) for p in range(n)]
    return [1.0 - fool.get(p, 0.0) for p in range(n)]
