"""Pirate Party in Hard's playouts: the position evaluation of cut playouts, the seat
view that Normal reads there, and (two players) the searching seat's own moves there.

It runs only inside Hard's worlds, at the end of a playout cut after
``ROLLOUT_STEPS`` actions, and reads the world through its seats' views.  Each
player's chance of going out first is a conditional logit over his features:
``P(p wins) = exp(w·f_p) / Σ_q exp(w·f_q)``.  The features differ between two
players and three or more (:data:`EVAL_FEATURES`), and each table's weights are
fitted to what Hard uses them for, telling the moves of one decision apart, in
deals played by Normal in every seat — the players Hard's playouts simulate
(``python tools/fit_eval.py pirate_party --players 2 --cut 16 --moves`` and
``--players 4 --moves``: the evaluation after each move's cut Normal playouts,
against how often the move wins when those playouts go on to the end).
docs/ai.md gives the fits.

At two players the searching seat's own moves in its playouts, once the other hand is small,
look one action ahead (:func:`own_move`) and score the position by what the seat's view shows
(:func:`own_score`: never the other player's dealt hand).
"""

from __future__ import annotations

import math

from cardtable.engine.pirate.actions import PHASES
from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, DRAW2, FACE, SKIP, WILD4
from cardtable.engine.pirate.view import PirateView

_COMMON = ("log(1 + cards, pending draw included)", "to act", "black cards", "action cards",
           "colours held", "playable now", "next to act")
# The features by table size (``hard.by_table``): two players, and three or more.
EVAL_FEATURES = {
    2: _COMMON + ("draw cards, the other player at 2 or fewer", "one card left", "draw cards",
                  "skips and reverses", "black cards, the other player at 2 or fewer"),
    10: _COMMON + ("log(1 + next player's cards)", "draw cards, next player at 2 or fewer",
                   "previous player's draw cards, me at 2 or fewer", "one card left",
                   "log(1 + cards) - log(1 + the leader's cards)", "acts third", "draw cards",
                   "skips and reverses", "black cards, next player at 2 or fewer"),
}
# Fitted weights by table size, on move differences (3 and more players use the 4-player fit).
EVAL_WEIGHTS = {
    2: (-1.1776, 0.0563, 0.3468, -0.2418, -0.2006, 0.1171, 0.0, 0.1962, -0.0241, 0.6227, 0.2881, -0.2421),
    4: (-3.2832, 0.1101, 0.4164, -0.1832, -0.0440, 0.0900, 0.0664, 0.0269, -0.0565, -0.4631, 0.1079,
        0.8027, 0.0133, 0.4981, 0.2430, -0.0631),
}


def eval_features(state) -> list[list[float]]:
    """One feature list per player (see :data:`EVAL_FEATURES` for the table size), read from the world's public
    fields and each seat's own hand (what each seat's view shows)."""
    n = state.num_players
    hands = state.hands
    cur = state.to_act
    top = state.discard[-1]
    colour = state.colour
    face = FACE[top] if COLOUR[top] != BLACK else -1
    d = state.direction
    nxt = (cur + d) % n if cur is not None else -1
    pending = state.pending if PHASES[state.phase] == "pending" else 0
    sizes = [len(h) for h in hands]
    eff = [sizes[p] + (pending if p == cur else 0) for p in range(n)]
    draws = [sum(1 for c in h if c == WILD4 or (COLOUR[c] != BLACK and FACE[c] == DRAW2)) for h in hands]
    out = []
    for p in range(n):
        hand = hands[p]
        black = action = playable = skr = 0
        cols = set()
        for c in hand:
            col = COLOUR[c]
            if col == BLACK:
                black += 1
                playable += 1
                continue
            cols.add(col)
            if FACE[c] >= SKIP:
                action += 1
                if FACE[c] != DRAW2:
                    skr += 1
            if col == colour or FACE[c] == face:
                playable += 1
        f = [math.log(1 + eff[p]), float(p == cur), float(black), float(action),
             float(len(cols)), float(playable), float(p == nxt and n > 2)]
        if n == 2:
            # (the other player's draw cards while I hold two or fewer would be the mirror of
            # the first: in a 2-player logit only the difference of the two weights counts)
            o = 1 - p
            f += [float(draws[p]) * (eff[o] <= 2), float(eff[p] == 1), float(draws[p]), float(skr),
                  float(black) * (eff[o] <= 2)]
        else:
            dist = (p - cur) * d % n if cur is not None else 0
            nx = (p + d) % n
            pv = (p - d) % n
            others = min(eff[q] for q in range(n) if q != p)
            f += [math.log(1 + eff[nx]), float(draws[p]) * (eff[nx] <= 2), float(draws[pv]) * (eff[p] <= 2),
                  float(eff[p] == 1), math.log(1 + eff[p]) - math.log(1 + others), float(dist == 2),
                  float(draws[p]), float(skr), float(black) * (eff[nx] <= 2)]
        out.append(f)
    return out


def evaluate(state) -> list[float]:
    """Estimated ``state.returns()`` of an unfinished deal (each player's chance of
    going out first; collect scoring)."""
    if state.to_act is None:
        return state.returns()
    w = EVAL_WEIGHTS[2 if state.num_players == 2 else 4]
    zs = [sum(a * b for a, b in zip(w, f)) for f in eval_features(state)]
    top = max(zs)
    es = [math.exp(z - top) for z in zs]
    s = sum(es)
    return [e / s for e in es]


class SeatView:
    """The fields of a seat's view that Normal (``heuristic_pirate_party.choose``) reads, with
    the same values and names as the :class:`PirateView` of ``state.view(seat)``.  Built straight from a world's public fields and the seat's own hand, without copying the
    discard pile, the options and the history: a playout asks for a view at every step
    (tests/test_pirate_ai.py checks that Normal chooses alike from both)."""

    __slots__ = ("player", "players", "to_act", "phase", "hand", "hand_sizes", "direction", "colour",
                 "silent", "top_owner", "pending")
    player: int
    players: int
    to_act: int | None
    phase: str
    hand: list[int]
    hand_sizes: list[int]
    direction: int
    colour: str
    silent: bool
    top_owner: int
    pending: int


# What Normal decides from: a seat's view, or in Hard's playouts its stand-in.
Sight = PirateView | SeatView


def playout_view(state, seat: int) -> SeatView:
    """What ``seat`` sees of the world ``state`` that Normal reads (see :class:`SeatView`)."""
    v = SeatView()
    hands = state.hands
    v.player = seat
    v.players = state.num_players
    v.to_act = state.to_act
    v.phase = PHASES[state.phase]
    v.hand = sorted(hands[seat])
    v.hand_sizes = [len(h) for h in hands]
    v.direction = state.direction
    v.colour = COLOURS[state.colour]
    v.silent = state.silent
    v.top_owner = state.top_owner
    v.pending = state.pending
    return v


# Hard's own moves in its two-player playouts once the other hand is this small: each move
# is looked at one action ahead and scored by own_score (LOOKAHEAD_COST steps a move: a copy
# of the world, the action and the features measured about 2.3 steps' CPU time).
LOOKAHEAD_AT = 3
LOOKAHEAD_COST = 3
LOOKAHEAD_MARGIN = 0.0


def own_score(state, me: int) -> float:
    """How the searching seat ``me`` likes a world one action after its move, from what its
    view shows: its own term of the 2-player logit less the other player's public part (cards,
    pending draw included; to act; one card left).  The other player's hidden features are
    left out, so the seat's own moves in its playouts never read the world's dealt hand."""
    if state.to_act is None:
        return math.inf if state.returns()[me] > 0.5 else -math.inf
    w = EVAL_WEIGHTS[2]
    f = eval_features(state)
    mine, other = f[me], f[1 - me]
    return (sum(a * b for a, b in zip(w, mine))
            - w[0] * other[0] - w[1] * other[1] - w[8] * other[8])


def own_move(state, legal, rng, normal):
    """The searching seat's move in its own playouts (two players): Normal's move, or, once
    the other player holds :data:`LOOKAHEAD_AT` cards or fewer, the move whose position one
    action later :func:`own_score` likes best (Normal's unless another beats it by
    :data:`LOOKAHEAD_MARGIN`).  Plays are weighed with the call of "All hands on deck!"
    exactly when it is due (PIR-12), as Normal makes it.  Returns (move, steps it cost)."""
    me = state.to_act
    if len(state.hands[1 - me]) > LOOKAHEAD_AT:
        return normal, 0
    two = len(state.hands[me]) == 2
    best = normal
    s = state.clone()
    s.step(normal)
    top = own_score(s, me) + LOOKAHEAD_MARGIN
    cost = LOOKAHEAD_COST
    for a in legal:
        if a == normal or (a.kind == "play" and (a.arg is not None and a.arg[-1] == "!") != two):
            continue
        s = state.clone()
        s.step(a)
        v = own_score(s, me)
        cost += LOOKAHEAD_COST
        if v > top:
            best, top = a, v
    return best, cost
