"""Strong Witchcraft heuristics: Easy and Normal, and Hard's playout policy and
evaluation (docs/rules.md chapter 3).

Normal reads only the seat's view.  It estimates, from the cards it cannot see
(the deck minus its hand, the table, laid combinations and beaten cards), how
much each card is worth: how many of the others' possible cards it beats
("senior" colours are the ones senior to what is still out), plus a bonus for
cards that build towards a Strong Witchcraft (a strength held in three or more
colours).  It lays a Strong Witchcraft whenever it may (it always sheds four
cards and brings the win closer), leads and throws its cheapest cards that the
defender is unlikely to beat, covers with the cheapest sufficient cards, takes
when covering is impossible or would break a near-complete combination early in
the deal, and transfers back when the attacker is short of cards or the lead
card is one it holds twice.  Easy is the same player making random moves a
quarter of the time and ignoring the odds.
"""

from __future__ import annotations

import math
import random

from cardtable.engine import Action
from cardtable.engine.witchcraft.cards import BEATS, NUM_TYPES
from cardtable.engine.witchcraft.view import WitchcraftView

from .witchcraft_endgame import exact_search
from .witchcraft_playout import evaluate, rollout_policy

__all__ = ["choose", "evaluate", "exact_search", "rollout_policy", "HARD_STEPS_PER_SECOND",
           "HARD_TRUST_Z"]

# Hard: playout steps per second of think budget, by table size (cardtable/ai/hard.py,
# measured in docs/ai.md).
HARD_STEPS_PER_SECOND = {2: 15_500, 4: 13_000, 6: 12_000}
# Hard leaves Normal's move at two players only when another move beats it by at least one
# standard error of the paired per-world differences (about 44 worlds per decision at the
# 0.25 s budget: the best of several noisy means otherwise often wins by luck); at 3+
# players, by any margin (cardtable/ai/rollouts.py, docs/ai.md).
HARD_TRUST_Z = {2: 1.0, 3: -math.inf}
EASY_MISTAKE = 0.25


# -- what the seat knows -------------------------------------------------------
class Knowledge:
    """Card counts the seat can deduce from its view (GEN-2)."""

    def __init__(self, view: WitchcraftView):
        sets = int(view.options.get("sets", 1))
        me = view.player
        self.me = me
        self.hand = list(view.hand)
        out = [3 * sets] * NUM_TYPES
        for c in view.in_sight():
            out[c] -= 1
        # Cards still possibly held by others (known ones are counted here too).
        self.out = [max(0, x) for x in out]
        self.total = max(1, sum(self.out))
        self.known = view.known
        self.stock = view.stock_size
        self.sizes = view.hand_sizes
        self.combo_strengths = _combo_strengths(self.hand)

    def power(self, c: int) -> float:
        """Fraction of the others' possible cards that ``c`` beats."""
        row = BEATS[c]
        return sum(n for t, n in enumerate(self.out) if row[t]) / self.total

    def beaten_by_share(self, c: int) -> float:
        """Fraction of the others' possible cards that beat ``c``."""
        return sum(n for t, n in enumerate(self.out) if BEATS[t][c]) / self.total

    def p_beat(self, c: int, player: int) -> float:
        """Estimated chance that ``player`` can beat ``c``."""
        known = self.known[player]
        if any(BEATS[k][c] for k in known):
            return 1.0
        unknown = max(0, self.sizes[player] - len(known))
        f = self.beaten_by_share(c)
        return 1.0 - (1.0 - f) ** unknown

    def keep(self, c: int) -> float:
        """How much the seat wants to keep ``c``."""
        v = self.power(c) + 0.08 * (c % 3)
        if c % 3 in self.combo_strengths and self.hand.count(c) == 1:
            v += 0.6 * self.combo_strengths[c % 3]
        if self.hand.count(c) > 1:
            v -= 0.1
        return v


def _combo_strengths(hand: list[int]) -> dict[int, float]:
    """Strengths held in three or more colours: {strength index: weight}."""
    out = {}
    for s in range(3):
        k = len({c for c in hand if c % 3 == s})
        if k >= 3:
            out[s] = 1.0 if k >= 4 else 0.6
    return out


# -- choosing --------------------------------------------------------------------
def choose(view: WitchcraftView, legal: list[Action], rng: random.Random, level: str = "normal") -> Action:
    """Pick an action for ``view`` from ``legal`` (level ``easy`` or ``normal``)."""
    if len(legal) == 1:
        return legal[0]
    if level == "easy" and rng.random() < EASY_MISTAKE:
        return legal[rng.randrange(len(legal))]
    k = Knowledge(view)
    kinds = {a.kind for a in legal}
    if "lay" in kinds:
        return _lay(k, legal)
    if "attack" in kinds:
        return _lead(k, view, legal, level)
    if "take" in kinds:
        return _defend(k, view, legal)
    if "throw" in kinds:
        return _throw(k, view, legal, level)
    return legal[rng.randrange(len(legal))]


def _lay(k: Knowledge, legal: list[Action]) -> Action:
    """Lay the combination whose cards are worth least to keep."""
    lays = [a for a in legal if a.kind == "lay"]
    return min(lays, key=lambda a: (sum(k.power(c) for c in a.cards), a.cards))


def _lead(k: Knowledge, view: WitchcraftView, legal: list[Action], level: str) -> Action:
    defender = view.left_active(view.player)
    best: Action | None = None
    best_score: tuple[float, int] | None = None
    for a in legal:
        if a.kind != "attack":
            continue
        c = a.cards[0]
        score = k.keep(c)
        if level != "easy":
            score -= 0.5 * (1.0 - k.p_beat(c, defender))
        key = (score, c)
        if best_score is None or key < best_score:
            best, best_score = a, key
    assert best is not None, "a lead is always possible (SW-5)"
    return best


def _cover_plan(k: Knowledge, uncovered: list[int], hand: list[int]) -> list[tuple[int, int]] | None:
    """Cheapest cover for every uncovered card, the hardest to beat first."""
    free = sorted(hand, key=k.keep)
    plan = []
    for a in sorted(uncovered, key=lambda x: k.beaten_by_share(x)):
        for c in free:
            if BEATS[c][a]:
                plan.append((c, a))
                free.remove(c)
                break
        else:
            return None
    return plan


def _defend(k: Knowledge, view: WitchcraftView, legal: list[Action]) -> Action:
    take = next(a for a in legal if a.kind == "take")
    transfer = next((a for a in legal if a.kind == "transfer"), None)
    uncovered = [a for a, cv in view.table if cv is None and a is not None]
    plan = _cover_plan(k, uncovered, k.hand)
    if transfer is not None:
        attacker = view.main_attacker
        c = transfer.cards[0]
        weak = k.sizes[attacker] <= view.lead_count + 3
        spare = k.hand.count(c) > 1 or c % 3 not in k.combo_strengths
        if weak or spare or plan is None:
            return transfer
    if plan is None:
        return take
    cost = sum(k.keep(c) for c, _ in plan)
    if k.stock > 6 and cost > 1.6 and len(view.table) <= 2:
        return take
    c, a = plan[0]
    for act in legal:
        if act.kind == "cover" and act.cards[0] == c and act.arg == a:
            return act
    return take  # pragma: no cover - the plan only uses legal covers


def _throw(k: Knowledge, view: WitchcraftView, legal: list[Action], level: str) -> Action:
    pas = next(a for a in legal if a.kind == "pass")
    defender = view.defender
    endgame = k.stock == 0
    best, best_key = None, None
    for a in legal:
        if a.kind != "throw":
            continue
        c = a.cards[0]
        keep = k.keep(c)
        if view.taking:
            if keep > 0.45 and not endgame:
                continue
            key = keep
        else:
            p = k.p_beat(c, defender) if level != "easy" else 0.5
            if not endgame and (keep > 0.5 or p > 0.9):
                continue
            key = keep + 0.5 * p
        if best_key is None or key < best_key:
            best, best_key = a, key
    return best or pas


# -- Hard: playouts in determinized worlds ---------------------------------------
# The playout policy and the evaluation live in witchcraft_playout (imported above).
