"""Durak heuristics: the Easy and Normal levels, and the Hard level's playout
policy and evaluation (every variant of docs/rules.md chapter 1).

Normal plays like a careful club player: it leads low non-trumps (several of a
rank where the variant allows), keeps trumps and high cards, covers with the
cheapest sufficient card, throws in what the defender is unlikely to beat (or
junk once he takes), takes when covering would cost high trumps early in the
deal, transfers when it pays, and plays the endgame (empty stock) differently:
it then covers whenever it can and dumps cards the defender cannot beat.  Its
card memory (discard pile, cards others picked up) comes only from the view.
Easy is the same player with a short memory and a beginner's mistakes.

Witch durak reuses this module: :func:`choose` takes optional ``beats_fn`` and
``value_fn`` so a heuristic that knows the enchanted cards can plug them in.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.engine import Action, GameState
from cardtable.engine.durak.view import DurakView

from . import durak_infer
from .base import generic_choose
from .durak_endgame import exact_search
from .durak_memory import Memory, beats, value
from .durak_playout import EVAL_FEATURES, eval_features, evaluate, rollout_policy
from .rollouts import fresh_world

__all__ = ["choose", "evaluate", "eval_features", "exact_search", "rollout_policy", "sample_world",
           "EVAL_FEATURES", "HARD_STEPS_PER_SECOND", "HARD_TREE_FROM", "HARD_TREE_STEPS_PER_SECOND",
           "INFER_WORLDS", "ROLLOUT_STEPS"]

# Hard: playout steps per second of think budget, by table size (cardtable/ai/hard.py,
# measured in docs/ai.md).
HARD_STEPS_PER_SECOND = {2: 16_000, 4: 13_500, 6: 13_000}
# Hard's tree search (tree.py) decides at two players at every think time (None: three and more
# players keep the one-move rollouts: the tree measured no better there); docs/ai.md, "Hard's tree".
HARD_TREE_FROM = {2: 0.0, 3: None}
# The tree's own calibration at two players: with the rollouts' 16,000 the tree's CPU time per
# searching decision was 0.58-0.62 of the budget at p95 (a settled decision stops early, a tree
# step costs less than a playout step).  24,000 measured p95 0.69 of it at 0.25 s, 26,000 0.98
# and 30,000 1.09 (30 deals against Normal each, load 1.5-2; docs/ai.md, "Calibration").
HARD_TREE_STEPS_PER_SECOND = {2: 24_000, 3: None}
# At two players Hard's playouts are cut after 8 actions and scored by the learned evaluation
# (durak_playout.evaluate, fitted to Normal's deals): a leaf of the tree costs a fraction of a
# playout to the end, so the same think time searches more and deeper.  Three and more
# players: to the end (docs/ai.md, "A learned evaluation for durak").
ROLLOUT_STEPS = {2: 8, 3: None}
# With an empty stock the same cards can go back and forth for ever (transfers and takes): an
# AI seat at a table leaves such a cycle (cycles.py); every move's text names its cards.
MOVES_CYCLE = True
# The table sizes at which Hard's worlds are dealt by inference from play (durak_infer.py)
# instead of uniformly; docs/ai.md, "Inference from play in durak".
INFER_WORLDS: frozenset[int] = frozenset()
# The inference dealer itself, whatever INFER_WORLDS says (the arena's ``hardinfer`` seat).
infer_world = durak_infer.sample_world

EASY_MISTAKE = 0.25
DEFEND_KINDS = frozenset({"cover", "take", "transfer", "show"})


def sample_world(view: DurakView, rng: random.Random) -> GameState[Any]:
    """Hard's worlds (hooks.py): dealt by the evidence of the public history at the table sizes
    of :data:`INFER_WORLDS`, else uniformly from the view (the engine's ``determinize``)."""
    if view.players in INFER_WORLDS:
        return durak_infer.sample_world(view, rng)
    return fresh_world(view, rng)


def choose(view: DurakView, legal: list[Action], rng: random.Random, level: str = "normal", *,
           beats_fn: Callable[[int, int, int | None], bool] = beats,
           value_fn: Callable[[int, int | None], float] = value) -> Action:
    """Pick an action for ``view`` from ``legal`` (level ``easy`` or ``normal``)."""
    if len(legal) == 1:
        return legal[0]
    if level == "easy" and rng.random() < EASY_MISTAKE:
        return legal[rng.randrange(len(legal))]
    mem = Memory(view, use_memory=(level != "easy"), beats_fn=beats_fn, value_fn=value_fn)
    kinds = {a.kind for a in legal}
    if kinds & DEFEND_KINDS:
        return defend(mem, view, legal)
    if "attack" in kinds:
        return lead(mem, view, legal)
    if "throw" in kinds:
        return throw(mem, view, legal)
    return generic_choose(view, legal, rng, level)


# -- defending -----------------------------------------------------------------
def cover_plan(mem: Memory, uncovered: list[int], hand: list[int]) -> list[tuple[int, int]] | None:
    """Cheapest covers for every uncovered attack card, hardest first; None if impossible."""
    v, tr, bt = mem.value, mem.trump, mem.beats
    free = sorted(hand, key=lambda c: v(c, tr))
    plan = []
    for a in sorted(uncovered, key=lambda c: -v(c, tr)):
        for c in free:
            if bt(c, a, tr):
                plan.append((a, c))
                free.remove(c)
                break
        else:
            return None
    return plan


def defend(mem: Memory, view: DurakView, legal: list[Action]) -> Action:
    v, tr = mem.value, mem.trump
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    if "show" in by_kind:  # free transfer: the trump stays in hand (DUR-15)
        return by_kind["show"][0]
    uncovered = [a for a, c in mem.table if c is None]
    plan = cover_plan(mem, uncovered, mem.hand) if "cover" in by_kind else None
    transfers = sorted(by_kind.get("transfer", []), key=lambda a: v(a.cards[0], tr))
    if transfers:
        t = transfers[0]
        tv = v(t.cards[0], tr)
        # Transferring sheds a card and hands the attack on (DUR-12): worth it
        # unless it costs a better trump than covering would.
        if plan is None or tv < 9 or tv <= max(v(c, tr) for _, c in plan):
            return t
    if plan is None:
        return by_kind.get("take", legal)[0]
    if not mem.endgame and "take" in by_kind and too_costly(mem, plan):
        return by_kind["take"][0]
    att, c = plan[0]
    for act in by_kind["cover"]:
        # (a cover's arg is (attack card, named suit): a Witch durak eight's name, WIT-8)
        if act.arg[0] == att and act.cards[0] == c:
            return act
    # The plan's pair is not offered (a variant rule): the cheapest legal cover.
    return min(by_kind["cover"], key=lambda act: v(act.cards[0], tr))


def too_costly(mem: Memory, plan: list[tuple[int, int]]) -> bool:
    """Early in the deal, take rather than spend high trumps on low cards."""
    v, tr = mem.value, mem.trump
    trumps = [c for _, c in plan if v(c, tr) >= 9]
    if not trumps:
        return False
    attack_cards = len(mem.table)
    high = sum(1 for c in trumps if v(c, tr) >= 15)  # trump Q, K, A
    taken_value = sum(v(a, tr) for a, _ in mem.table) + sum(v(c, tr) for _, c in mem.table if c is not None)
    if attack_cards >= 3:
        return False  # taking a big heap is worse than a trump
    if mem.stock >= 10 and (high or len(trumps) >= 2):
        return taken_value < 2 * 9 and len(mem.hand) <= 8
    if mem.stock >= 4 and high and len(trumps) == 1:
        return taken_value < 8 and len(mem.hand) <= 6
    return False


# -- leading -------------------------------------------------------------------
def lead(mem: Memory, view: DurakView, legal: list[Action]) -> Action:
    v, tr = mem.value, mem.trump
    defender = view.defender
    counts: dict[int, int] = {}
    for c in mem.hand:
        counts[c >> 2] = counts.get(c >> 2, 0) + 1
    hand_n = len(mem.hand)
    best, best_score = None, None
    for act in legal:
        if act.kind != "attack" or not act.cards:
            continue
        cards = act.cards
        vals = [v(c, tr) for c in cards]
        score = -max(vals) - 0.3 * sum(vals) / len(vals)
        if any(x >= 9 for x in vals) and not mem.endgame:
            score -= 12  # keep trumps while the stock lasts
        # Several of a rank: sheds more now (or keeps throw-in material).
        if len(cards) > 1:
            score += 2.5 * (len(cards) - 1) if max(vals) < 6 or mem.endgame else -2
        else:
            score += 0.8 * (counts[cards[0] >> 2] - 1)
        if mem.endgame and defender is not None:
            pb = max(mem.beat_prob(defender, c) for c in cards)
            score += 10 * (1 - pb)
            if len(cards) == hand_n:
                score += 30  # leading the whole hand finishes the deal for us
        if best_score is None or score > best_score:
            best, best_score = act, score
    return best if best is not None else legal[0]


# -- throwing in ---------------------------------------------------------------
def throw(mem: Memory, view: DurakView, legal: list[Action]) -> Action:
    v, tr = mem.value, mem.trump
    defender = view.defender
    taking = view.phase == "take_throw_in"
    done = next((a for a in legal if a.kind == "done"), None)
    best, best_score = None, None
    for act in legal:
        if act.kind != "throw" or not act.cards:
            continue
        c = act.cards[0]
        cv = v(c, tr)
        if taking:
            # He takes anyway: give him junk, never trumps or aces while the stock lasts.
            ok = cv <= 4 or (mem.endgame and cv < 9) or (mem.endgame and len(mem.hand) == 1)
            score: float = -cv
        else:
            pb = mem.beat_prob(defender, c) if defender is not None else 0.5
            if mem.endgame:
                ok = cv < 9 or pb < 0.5 or len(mem.hand) == 1
            else:
                ok = (cv <= 3) or (cv < 9 and pb < 0.35) or (cv <= 5 and mem.stock <= 6)
            score = -cv - 6 * pb
        if ok and (best_score is None or score > best_score):
            best, best_score = act, score
    if best is not None:
        return best
    return done if done is not None else legal[0]
