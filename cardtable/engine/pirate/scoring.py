"""Pirate Party: the result of a finished deal and the search AI's returns (PIR-3, PIR-14).

``deal_result(state)`` is ``PirateState.result`` (None while the deal goes on);
``deal_returns(state)`` is ``PirateState.returns()``, rewards in [0, 1] per scoring mode.
"""

from __future__ import annotations

from ..core import Result
from .actions import OVER
from .cards import hand_points


def deal_result(self) -> Result | None:
    """PIR-3/PIR-14: the winner, the loser (most points left) and the deal's scores."""
    if self.phase != OVER:
        return None
    n, w = self.num_players, self.winner
    pts = [hand_points(h) for h in self.hands]
    # The others by points, ties in seat order from the winner's left (a stable sort);
    # the loser has the most points, the first of them in that order on a tie.
    others = sorted([(w + i) % n for i in range(1, n)], key=pts.__getitem__)
    most = pts[others[-1]]
    loser = next(p for p in others if pts[p] == most)
    if self.rules.scoring == "collect":  # PIR-3
        scores = [0] * n
        scores[w] = sum(pts)
    else:
        scores = pts
    return Result(order=[w, *others], losers=[loser], scores=scores, winners=[w],
                  notes={"scoring": self.rules.scoring, "hand_points": pts, "dealer": self.dealer})

def deal_returns(self) -> list[float]:
    """Rewards in [0, 1] for search AI, per scoring mode."""
    res = deal_result(self)
    n = self.num_players
    if res is None:
        return [0.5] * n
    w = self.winner
    if self.rules.scoring == "penalty":
        pts = res.notes["hand_points"]
        top = max(pts) or 1
        return [1.0 - pts[p] / top for p in range(n)]
    if self.rules.scoring == "captain":
        return [1.0 if p == w else 0.0 if p in res.losers else 0.5 for p in range(n)]
    return [1.0 if p == w else 0.0 for p in range(n)]
