"""Pirate Party's position evaluation for Hard's cut playouts.

It runs only inside Hard's worlds, at the end of a playout cut after
``ROLLOUT_STEPS`` actions, and reads the world through its seats' views.  Each
player's chance of going out first is a conditional logit over his features:
``P(p wins) = exp(w·f_p) / Σ_q exp(w·f_q)``.  The weights were fitted (maximum
likelihood, ``python tools/fit_eval.py pirate_party --players N``) to positions
of deals played by Normal in every seat — the players Hard's playouts simulate
— and the eventual winner (docs/ai.md gives the fit and its held-out accuracy).
"""

from __future__ import annotations

import math

from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, FACE, SKIP

EVAL_FEATURES = ("log(1 + cards, pending draw included)", "to act", "black cards", "action cards",
                 "colours held", "playable now", "next to act")
# Fitted weights by table size (3 and more players use the 4-player fit).
EVAL_WEIGHTS = {
    2: (-1.3662, 0.0809, 0.7595, 0.1912, -0.1522, 0.1132, 0.0),
    4: (-2.2196, 0.1428, 0.6344, 0.1784, 0.0940, 0.0802, 0.0595),
}


def eval_features(state) -> list[list[float]]:
    """One feature list per player (see :data:`EVAL_FEATURES`)."""
    n = state.num_players
    first = state.view(0)
    cur = first["current"]
    top = first["top"]
    colour = COLOURS.index(first["colour"])
    face = FACE[top] if COLOUR[top] != BLACK else -1
    nxt = (cur + first["direction"]) % n if cur is not None else -1
    pending = first["pending"] if first["phase"] == "pending" else 0
    sizes = first["hand_sizes"]
    out = []
    for p in range(n):
        hand = first["hand"] if p == 0 else state.view(p)["hand"]
        black = action = playable = 0
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
            if col == colour or FACE[c] == face:
                playable += 1
        size = sizes[p] + (pending if p == cur else 0)
        out.append([math.log(1 + size), float(p == cur), float(black), float(action),
                    float(len(cols)), float(playable), float(p == nxt and n > 2)])
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
