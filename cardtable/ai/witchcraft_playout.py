"""Strong Witchcraft's playout policy and position evaluation for the Hard level.

Both run only inside determinized worlds (full states sampled by
``determinize(view, rng)``), so they may read the whole state, the other hands
included — through the state's public read-only answers only (``hands``, ``hand_of``,
``hand_masks``, ``next_active``, ``attack``, ``covers``, ``stock`` …; never an
engine private); they must be cheap, since Hard runs thousands of playouts per
decision.  The policy is Normal's play (``heuristic_strong_witchcraft``) with
static card values instead of Normal's card counting: it keeps cards that build
a Strong Witchcraft, leads and throws cheap cards the defender cannot beat,
transfers when that is cheap or the attacker is short, covers with the cheapest
sufficient cards and takes rather than spend a combination early.  (The first
playout policy — always transfer, cover with the lowest strength, throw
whatever the taker gets — lost 84% of its deals against Normal; this one about
half.)
"""

from __future__ import annotations

import math
import random

from cardtable.engine import Action
from cardtable.engine.witchcraft.cards import BEATER_MASK, STRENGTH_TYPES

# Probability that a playout move is random instead of the policy's.
EPSILON = 0.05

# The types of each strength (0, 1, 2) as a mask.
_SMASK = (STRENGTH_TYPES[1], STRENGTH_TYPES[2], STRENGTH_TYPES[4])
# Normal's value of a card without card counting: the share of the others' cards
# it beats (6 + strength of the 20 other types) plus its strength bonus.
_BASE = tuple((6 + c % 3) / 20 + 0.08 * (c % 3) for c in range(21))


# The bonus for keeping a card of a strength held in 2, 3, 4+ colours (Normal:
# 0, 0.36, 0.6; these, stronger, lost 53% against Normal instead of 61%).
COMBO_BONUS = (0.0, 0.0, 0.3, 1.0, 1.5, 1.5, 1.5, 1.5)
TAKE_COST = 1.6


def _combo_bonus(mask: int) -> tuple[float, float, float]:
    """The bonus for keeping a card of each strength (towards a Strong Witchcraft)."""
    b = COMBO_BONUS
    s0, s1, s2 = _SMASK
    return b[(mask & s0).bit_count()], b[(mask & s1).bit_count()], b[(mask & s2).bit_count()]


def _keeps(hand: list[int], mask: int) -> dict[int, float]:
    bonus = _combo_bonus(mask)
    out = {}
    for c in hand:
        if c in out:
            out[c] = _BASE[c] - 0.1  # a duplicate is cheaper to give away
        else:
            out[c] = _BASE[c] + bonus[c % 3]
    return out


def rollout_policy(state, legal: list[Action], rng: random.Random) -> Action:
    """A fast Normal-like player reading the full (determinized) state."""
    if rng.random() < EPSILON:
        return legal[rng.randrange(len(legal))]
    first = legal[0]
    kind = first.kind
    if kind == "lay":
        return first
    p = first.player
    masks = state.hand_masks
    phase = state.phase
    hand = state.hand_of(p)
    keep = _keeps(hand, masks[p])
    if phase == "lead":
        dmask = masks[state.next_active[p]]
        best, best_key = first, 99.0
        for a in legal:
            c = a.cards[0]
            key = keep[c] - (0.0 if dmask & BEATER_MASK[c] else 0.5)
            if key < best_key:
                best, best_key = a, key
        return best
    if phase == "defend":
        take = legal[-1]
        transfer = None
        for a in legal:
            if a.kind == "transfer":
                transfer = a
                break
        attack, covs = state.attack, state.covers
        uncovered = [x for x, cv in zip(attack, covs) if cv < 0]
        # the cheapest cover of every uncovered card, the hardest to beat first
        free = sorted(hand, key=keep.__getitem__)
        pairs: list[tuple[int, int]] = []
        for x in sorted(uncovered, key=lambda t: -(t % 3)):
            bm = BEATER_MASK[x]
            for c in free:
                if bm >> c & 1:
                    pairs.append((c, x))
                    free.remove(c)
                    break
            else:
                break
        plan = pairs if len(pairs) == len(uncovered) else None  # None: some card has no cover
        if transfer is not None:
            c = transfer.cards[0]
            weak = len(state.hand_of(state.main)) <= state.lead_n + 3
            spare = hand.count(c) > 1 or keep[c] < 0.5
            if weak or spare or plan is None:
                return transfer
        if plan is None:
            return take
        if len(state.stock) > 6 and len(attack) <= 2 and sum(keep[c] for c, _ in plan) > TAKE_COST:
            return take
        c, x = plan[0]
        for a in legal:
            if a.kind == "cover" and a.cards[0] == c and a.arg == x:
                return a
        return take
    # throw
    if len(legal) == 1:
        return first
    endgame = not state.stock
    best, best_key = legal[-1], 99.0
    if state.taking:
        for a in legal[:-1]:
            k = keep[a.cards[0]]
            if (k <= 0.45 or endgame) and k < best_key:
                best, best_key = a, k
        return best
    dmask = masks[state.defender]
    for a in legal[:-1]:
        c = a.cards[0]
        beaten = dmask & BEATER_MASK[c]
        k = keep[c]
        if not endgame and (k > 0.5 or beaten):
            continue
        k += 0.5 if beaten else 0.0
        if k < best_key:
            best, best_key = a, k
    return best


# Evaluation weights, fitted (logistic regression, maximum likelihood) to the
# loser of 120,000 lead positions of two-player playouts of this policy: per
# card in hand, per Strong Witchcraft laid (scaled to the three needed with 2–3
# players), per colour of the strength held in most colours; with stock left,
# and with the stock gone.
W_STOCK = (0.08, 1.1, 0.55)
W_EMPTY = (0.22, 0.1, 0.45)


def evaluate(state) -> list[float]:
    """Estimated returns of an unfinished deal: each player's chance of not being
    the loser, ``1 - w_p / Σ w`` with ``w = exp(a·cards − b·laid − c·best)``
    (``best``: the colours held of the strength held in most colours).  The deal
    is a race to lay Strong Witchcrafts more than to shed cards: with stock left a
    laid combination is worth about 14 cards in hand, a colour towards the next
    one about 7 (the earlier evaluation, by hand size alone, rated them as 1 and 0)."""
    n = state.num_players
    a, b, c = W_STOCK if state.stock else W_EMPTY
    b *= 3.0 / state.wins_needed
    weights = []
    active = state.active
    hands, masks, laid = state.hands, state.hand_masks, state.laid
    s0, s1, s2 = _SMASK
    for p in range(n):
        if not active[p]:
            weights.append(0.0)
            continue
        m = masks[p]
        best = max((m & s0).bit_count(), (m & s1).bit_count(), (m & s2).bit_count())
        weights.append(math.exp(a * len(hands[p]) - b * len(laid[p]) - c * best))
    total = sum(weights) or 1.0
    return [1.0 - w / total if active[p] else 1.0 for p, w in enumerate(weights)]
