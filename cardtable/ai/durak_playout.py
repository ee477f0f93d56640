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
SHARPNESS = 1.1


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


def evaluate(state) -> list[float]:
    """Estimated ``returns()`` of an unfinished deal: each player's chance of not
    being the fool, from hand size and strength (and the bout on the table)."""
    n = state.num_players
    tr = state.trump_suit
    out = state.out
    stock_n = len(state.stock)
    bad = [0.0] * n
    hands = state.hands  # one list per player, built from the state's hand masks
    for p in range(n):
        if out[p]:
            continue
        h = hands[p]
        b = _badness(h, tr)
        if stock_n == 0:
            b += 0.35 * len(h)
        elif stock_n < 6:
            b += 0.1 * len(h)
        bad[p] = b
    pairs = state.table
    if pairs and state.phase != "attack":
        d = state.defender
        table = [a for a, _ in pairs] + [c for _, c in pairs if c is not None]
        share = 1.0 if state.phase == "take_throw_in" else (
            0.5 if any(c is None for _, c in pairs) else 0.2)
        bad[d] += share * _badness(table, tr)
    active = [p for p in range(n) if not out[p]]
    if len(active) <= 1:
        return state.returns() if state.to_act is None else [0.0 if p in active else 1.0 for p in range(n)]
    top = max(bad[p] for p in active)
    weights = {p: math.exp(SHARPNESS * (bad[p] - top)) for p in active}
    total = sum(weights.values())
    fool = {p: w / total for p, w in weights.items()}
    if getattr(state, "teams_on", False):
        team = state.team
        lose: dict[int, float] = {}
        for p, f in fool.items():
            lose[team[p]] = lose.get(team[p], 0.0) + f
        return [1.0 - lose.get(team[p], 0.0) for p in range(n)]
    return [1.0 - fool.get(p, 0.0) for p in range(n)]
