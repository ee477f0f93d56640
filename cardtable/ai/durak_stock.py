"""Durak's last stock cards: exact play over every order they can lie in (a chance node).

Two players, the stock down to the turned-up trump (DUR-2) and at most :data:`MAX_HIDDEN`
face-down cards above it: a card counter knows every card but where the unseen ones lie.
Each unseen card is either in the opponent's hand or in the stock, so the worlds the view
allows are the ordered choices of the hidden stock cards among the unseen ones — ``n + 1``
with one hidden card, ``(n + 2)(n + 1)`` with two (``n``: the opponent's hand) — and each is
as likely as the next, as Hard's own worlds are dealt (uniformly:
heuristic_durak.INFER_WORLDS); a card the opponent is known to hold (``view.known``: a card
he picked up, the turned-up trump he drew) is never in the stock.  The worlds are rebuilt
from the view alone (:func:`worlds`); no hidden card is ever read.

:func:`chance_search` solves every world exactly with durak_endgame's solvers — every reply
of both players, the draws as that world deals them (DUR-10) — over one transposition table
(a position's key holds its stock, so the worlds share what they have in common), and scores
each legal move by its mean value over the worlds: perfect-information Monte Carlo made
exhaustive, every world once, nothing sampled.  Its known error, strategy fusion (in each
world both players play as if they knew where the cards lie), stays small here: the hidden
cards are drawn at the end of this bout or the next, and from then on nothing is hidden.

Contract (Hard's ``exact_search`` hook, durak_endgame.exact_search, calls it where the view
is not exact): ``chance_search(view, legal, normal, steps, deadline) -> (move | None,
stats)``.  ``move``: the one move of the best mean.  ``None`` with ``stats["candidates"]``:
several moves share the best mean, the tree search chooses among them with the rest of the
budget; ``None`` without: every move scores the same (or the search did not fit) and the
tree decides among all.  ``stats["iterations"]``: the steps spent, counted against the
budget.  A pure function of the view and ``steps`` (``NODES_PER_STEP`` positions a step,
every world's positions counted; it gives up as soon as the first world takes more than
:data:`FIRST_WORLD` of a world's share of the limit, or the worlds solved so far,
extrapolated, would not fit); ``deadline`` (a ``time.perf_counter()`` value) also stops it.
"""

from __future__ import annotations

import math
import random
from itertools import permutations
from typing import Any

from cardtable.engine import Action, View
from cardtable.engine.durak.tables import cards_of, mask_of
from cardtable.engine.durak.view import DurakView

from .durak_bits import supported as fast_supported
from .durak_endgame import ENGINE_NODES_PER_STEP, NODES_PER_STEP, OutOfNodes, solver_for
from .rollouts import fresh_world

# The most face-down cards above the turned-up trump searched this way (two: at most
# 8 × 7 = 56 worlds with six cards in the opponent's hand).
MAX_HIDDEN = 2
# The share of the budget the chance search may take; the tree search keeps the rest.
CHANCE_SHARE = 0.8
# The least node limit at which the search is tried.  Below it the search rarely fits, and a
# try that does not fit costs about a seventh of the budget: in 40 decisions of two-player
# transfer durak (tools/chance_cost.py, docs/ai.md) it fit 5 times at 0.25 s, 7 at 1 s and 12
# at 4 s.  150,000 positions: from 1.5 s in Durak; Witch durak's engine path (4 positions a
# step, 6,000 steps a second) from 7.8 s.
MIN_NODES = 150_000
# The first world's allowance, in a world's shares of the limit (see chance_search).
FIRST_WORLD = 0.75


def chance_world(view: View) -> bool:
    """True when ``view`` is a decision this search takes: a two-player Durak-family deal
    (no teams, not Italian: DUR-9 hands grow without end), the seat to act, and the stock down
    to the turned-up trump and 1 … :data:`MAX_HIDDEN` face-down cards above it."""
    if not isinstance(view, DurakView) or view.teams or view.options.get("italian"):
        return False
    if view.players != 2:  # (two players: the turned-up trump lies under the stock, DUR-2)
        return False
    hidden = view.stock_size - 1
    return (1 <= hidden <= MAX_HIDDEN and view.phase != "over"
            and view.to_act == view.player and len(view.active) == 2)


def worlds(view: DurakView) -> list[Any]:
    """Every world the view allows (:func:`chance_world`), in a fixed order: the same full
    state but for which unseen cards lie in the stock, and in what order."""
    base: Any = fresh_world(view, random.Random(0))  # a DurakState (or Witch durak's)
    me = view.player
    opp = 1 - me
    known = set(view.known[opp])
    stock = base.stock  # bottom first: the turned-up trump, then the hidden cards up to the top
    hidden = stock[1:]
    pool = sorted({c for c in cards_of(base.hm[opp]) if c not in known} | set(hidden))
    out = []
    for drawn in permutations(pool, len(hidden)):  # drawn[0]: the top card, the first drawn
        w: Any = base.clone()
        w.stock = [stock[0], *reversed(drawn)]
        w.hm[opp] = mask_of(known) | mask_of(c for c in pool if c not in drawn)
        out.append(w)
    return out


def chance_search(view: DurakView, legal: list[Action], normal: Action, steps: int,
                  deadline: float | None = None) -> tuple[Action | None, dict]:
    """The move of the best mean exact value over the worlds (module docstring)."""
    stats: dict = {"exact": 0}
    if not chance_world(view):
        return None, stats
    found = worlds(view)
    fast = fast_supported(found[0])
    rate = (NODES_PER_STEP if fast else ENGINE_NODES_PER_STEP).get(view.game, 1.0)
    share = max(1, int(steps * CHANCE_SHARE))
    limit = max(1, int(share * rate))
    if limit < MIN_NODES:
        return None, stats
    n = len(found)
    # the first world gets FIRST_WORLD times its share of the limit: most of these searches do
    # not fit a short think time, and a search that will not fit is known early and cheaply
    solver = solver_for(found[0], view.player, min(limit, math.ceil(FIRST_WORLD * limit / n)),
                         deadline)
    score = dict.fromkeys(legal, 0)
    try:
        for done, w in enumerate(found, 1):
            for a, v in solver.move_values(w):
                score[a] += v
            solver.set_limit(limit)
            # give up early where the rest, at the same cost a world, would not fit
            if done < n and solver.nodes * n > limit * done:
                raise OutOfNodes
    except OutOfNodes:
        stats.update(exact=-2, nodes=solver.nodes, worlds=len(found),
                     iterations=min(share, max(1, math.ceil(solver.nodes / rate))))
        return None, stats
    spent = min(share, max(1, math.ceil(solver.nodes / rate)))
    top = max(score.values())
    kept = [a for a in legal if score[a] == top]
    stats.update(exact=2, nodes=solver.nodes, worlds=len(found), iterations=spent,
                 mean=top / len(found), path="fast" if fast else "engine")
    if len(kept) == 1:
        return kept[0], stats
    if len(kept) < len(legal):
        stats["candidates"] = kept
    return None, stats
