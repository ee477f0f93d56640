"""Pirate Party in Hard's playouts: the position evaluation of cut playouts, and the seat
view that Normal reads there.

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

from cardtable.engine.pirate.actions import PHASES
from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, FACE, SKIP

EVAL_FEATURES = ("log(1 + cards, pending draw included)", "to act", "black cards", "action cards",
                 "colours held", "playable now", "next to act")
# Fitted weights by table size (3 and more players use the 4-player fit).
EVAL_WEIGHTS = {
    2: (-1.3662, 0.0809, 0.7595, 0.1912, -0.1522, 0.1132, 0.0),
    4: (-2.2196, 0.1428, 0.6344, 0.1784, 0.0940, 0.0802, 0.0595),
}


def eval_features(state) -> list[list[float]]:
    """One feature list per player (see :data:`EVAL_FEATURES`), read from the world's public
    fields and each seat's own hand (what each seat's view shows)."""
    n = state.num_players
    hands = state.hands
    cur = state.to_act
    top = state.discard[-1]
    colour = state.colour
    face = FACE[top] if COLOUR[top] != BLACK else -1
    nxt = (cur + state.direction) % n if cur is not None else -1
    pending = state.pending if PHASES[state.phase] == "pending" else 0
    sizes = [len(h) for h in hands]
    out = []
    for p in range(n):
        hand = hands[p]
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


class SeatView:
    """The fields of a seat's view that Normal (``heuristic_pirate_party.choose``) reads, with
    the same values as ``state.view(seat)``, read as ``view["key"]`` or ``view.get(key)``.
    Built straight from a world's public fields and the seat's own hand, without copying the
    discard pile, the options and the history: a playout asks for a view at every step
    (tests/test_pirate_ai.py checks that Normal chooses alike from both)."""

    __slots__ = ("player", "players", "to_act", "phase", "hand", "hand_sizes", "direction", "colour",
                 "silent", "top_owner", "pending")

    def __getitem__(self, key: str):
        return getattr(self, key)

    def get(self, key: str, default=None):
        return getattr(self, key, default)


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
