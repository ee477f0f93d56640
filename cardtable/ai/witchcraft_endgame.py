"""Strong Witchcraft endgame search for Hard: no hidden card left, search the deal's tree.

Once the stock is gone and at most one opponent holds cards the seat has not seen (at two
players: from the moment the stock runs out), a careful card counter knows every hand: the
cards a player took are public (``known``), the rest of the pack is in the seat's hand, on
the table, laid, or discarded face up after a bout (``discard_seen``), so the one opponent's
unseen cards are exactly what is left.  Every world the search could deal is then the same
world, and the rollouts would replay one deal many times over.

:func:`exact_search` spends that budget on depth instead: a limited-discrepancy search
(Harvey & Ginsberg 1995) over the seat's own later choices, with every other seat played by
Normal from its view of the world — the same model of the others as the rollouts.  With 0
discrepancies it is the rollouts' comparison (each candidate, then Normal everywhere); with
k, lines where the seat leaves Normal's move at up to k of its later decisions.  The first
candidate (Normal's move tried first) that wins the deal on some such line is played; when
none does, Normal's move (the rollouts would only replay the 0-discrepancy comparison), and
when the budget does not even cover that, ``None`` leaves the decision to the rollouts.

A pure function of (view, legal actions, budget in steps): the world it searches is rebuilt
from the view alone (``determinize``, whose randomness has nothing left to decide), and
Normal's play in it is deterministic.
"""

from __future__ import annotations

import random
import time
from typing import TypeGuard

from cardtable.engine import Action, View
from cardtable.engine.witchcraft.view import WitchcraftView

from .rollouts import MAX_PLAYOUT, fresh_world

# Discrepancy levels tried, 0 … MAX_DISCREPANCY (each level repeats the ones below it).
MAX_DISCREPANCY = 8
# What a copy of the world counts, in playout steps (as HARD_PLAYOUT_COST).
CLONE_COST = 2


class _OutOfSteps(Exception):
    """The step budget ran out (the search is abandoned)."""


def exact_world(view: View) -> TypeGuard[WitchcraftView]:
    """True when no card is hidden from the seat but one opponent's: no stock, no unseen
    discard (a Strong Witchcraft winner's hand, SW-12), every other opponent's hand public."""
    if not isinstance(view, WitchcraftView):
        return False
    if view.stock_size or view.discard_size != len(view.discard_seen):
        return False
    me = view.player
    hidden = [p for p, n in enumerate(view.hand_sizes)
              if p != me and n > len(view.known[p])]
    return len(hidden) <= 1


def _key(state) -> tuple:
    """What Normal's choices and the rest of the deal depend on.  The discard pile is the
    complement of the rest, and which laid combination lies where changes no one's count of
    unseen cards; which discarded cards were seen does: a winner's hand goes to the discard
    unseen (SW-12), so with three players or more it is part of the key."""
    return (tuple(tuple(sorted(h)) for h in state.hands), tuple(state.attack),
            tuple(state.covers), state.phase, state.attacker, state.main, state.defender,
            state.thrower, state.passes, state.taking, state.lead_n, state.laid_turn,
            tuple(tuple(sorted(k)) for k in state.known), tuple(len(x) for x in state.laid),
            tuple(state.active), len(state.seen_out))


class _Search:
    def __init__(self, policy, me: int, steps: int, deadline: float | None = None):
        self.deadline = deadline  # the UI's wall-clock guard (time.perf_counter()), or None
        self.policy = policy
        self.me = me
        self.left = steps
        self.memo: dict = {}
        self.rng = random.Random(0)   # Normal's play does not draw from it here

    def spend(self, n: int) -> None:
        self.left -= n
        if self.left < 0:
            raise _OutOfSteps
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _OutOfSteps

    def wins(self, state, k: int, depth: int) -> bool:
        """Does the seat win ``state`` (played on in place) on a line with at most ``k``
        departures from Normal at its own decisions?"""
        me = self.me
        while True:
            p = state.to_act
            if p is None:
                return me not in state.result.losers
            if depth >= MAX_PLAYOUT:
                return False   # Normal players can pass cards round for ever
            legal = state.legal_actions(p)
            if len(legal) == 1:
                move = legal[0]
            else:
                move = self.policy(state.view(p), legal, self.rng)
                if p == me:
                    break
            state.step(move)
            depth += 1
            self.spend(1)
        key = (_key(state), k)
        known = self.memo.get(key)
        if known is not None:
            return known
        result = False
        tried = ([move] + [a for a in legal if a != move]) if k else [move]
        for a in tried:
            s = state.clone()
            self.spend(CLONE_COST + 1)
            s.step(a)
            if self.wins(s, k - (a != move), depth + 1):
                result = True
                break
        self.memo[key] = result
        return result


def exact_search(view: WitchcraftView, legal: list[Action], normal: Action, policy,
                 steps: int, deadline: float | None = None) -> tuple[Action | None, dict]:
    """The candidate that wins against Normal with the fewest departures from Normal, or
    ``None`` (no such line within ``steps``, or the world is not exact); and what it measured."""
    stats = {"exact": 0}
    if not exact_world(view):
        return None, stats
    world = fresh_world(view, random.Random(0))
    search = _Search(policy, view.player, steps, deadline)
    order = [normal] + [a for a in legal if a != normal]
    level = -1
    try:
        for level in range(MAX_DISCREPANCY + 1):
            for a in order:
                s = world.clone()
                search.spend(CLONE_COST + 1)
                s.step(a)
                if search.wins(s, level, 1):
                    stats.update(exact=1, discrepancies=level, iterations=steps - search.left)
                    return a, stats
    except _OutOfSteps:
        level -= 1
    stats.update(exact=-1, discrepancies=level, iterations=steps - max(0, search.left))
    if level >= 0:
        # every candidate was played out with Normal after it and none wins: the rollouts
        # would only replay that comparison, so Normal's move stands
        return normal, stats
    return None, stats
