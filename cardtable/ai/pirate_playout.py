"""Pirate Party's position evaluation for the Hard level.

It runs only inside determinized worlds, at the end of a truncated playout.  A
player's chance of going out first is modelled as Bradley–Terry odds on hand
sizes: ``P(p wins) = w_p / Σ w`` with ``w = size ** -BETA`` (times ``TO_ACT`` for
the player to act; a pending Draw Two / Draw Four counts as cards already in
the victim's hand).  BETA and TO_ACT were fitted (maximum likelihood) to
20,000 two-player playouts of the playout policy: the odds of the player to
act are ``exp(0.08) · (their size / his size) ** 0.66`` — e.g. 3 cards against
7 wins 64%, 1 card against 7 82%.  The earlier evaluation, ``1 / (1 + size)²``
scaled so that the leader always scored 1, rated any lead as a sure win.
"""

from __future__ import annotations

import math

from cardtable.engine.pirate.actions import PENDING

BETA = 0.66
TO_ACT = math.exp(0.08)


def evaluate(state) -> list[float]:
    """Estimated ``state.returns()`` of an unfinished deal (each player's chance
    of going out first)."""
    if state.is_over:
        return state.returns()
    cur = state.current
    weights = []
    for p, h in enumerate(state.hands):
        size = len(h)
        if p == cur:
            if state.phase == PENDING:
                size += state.pending
            w = TO_ACT * max(1, size) ** -BETA
        else:
            w = max(1, size) ** -BETA
        weights.append(w)
    total = sum(weights)
    return [w / total for w in weights]
