"""Witch durak heuristics (docs/rules.md chapter 2): Easy and Normal, and Hard's playout policy.

The Durak heuristic (:mod:`cardtable.ai.heuristic_durak`) plays, with the rules of
beating taken from the engine (:class:`WitchRules`, the engine's beating rule, built
from the view: enchanted ranks, trump, named eights) and card values that know the
enchanted powers.  On top of it:

- sevens and jacks (WIT-7, WIT-J) are worth more than their rank: kept as hard-to-beat
  attacks while the stock lasts and led in the endgame, where the defender is least
  likely to beat them; sixes (WIT-6) are kept to beat the trumps they hit;
- an enchanted nine is thrown in (WIT-9) to stop a transfer that would land on us or a
  likely one, an enchanted ten is preferred as a lead when a transfer would come back
  (WIT-10);
- an eight (WIT-8) is named the suit the defender is least likely to beat — never the
  suit he is known to hold higher cards of;
- a queen covers first (WIT-Q: no more throw-ins);
- the king's reversal (WIT-K) is taken when it makes the weaker neighbour our attacker.

Views only (GEN-2): known cards, the discard pile and the table.
"""

from __future__ import annotations

import random

from cardtable.engine import Action
from cardtable.engine.durak import WitchRules
from cardtable.engine.durak.view import DurakView, WitchView

from . import heuristic_durak as base
from .durak_endgame import exact_search
from .durak_memory import Memory
from .durak_memory import value as plain_value
from .durak_playout import evaluate
from .durak_playout import rollout_policy as durak_rollout

__all__ = ["choose", "evaluate", "exact_search", "rollout_policy", "HARD_STEPS_PER_SECOND", "HARD_TREE_FROM",
           "HARD_TREE_STEPS_PER_SECOND", "ROLLOUT_STEPS", "Rules",
           "name_for_eight", "king_choice"]

# Hard: playout steps per second of think budget, by table size (cardtable/ai/hard.py,
# measured in docs/ai.md).
HARD_STEPS_PER_SECOND = {2: 6_000, 4: 5_000, 6: 4_500}
# Hard's tree search (tree.py) decides at two players at every think time, as in durak; three
# and more players keep the one-move rollouts (docs/ai.md, "Hard's tree").
HARD_TREE_FROM = {2: 0.0, 3: None}
# The tree's own calibration at two players: with 6,000 its p95 CPU time per searching decision
# was 0.74-0.78 of the budget; 7,200 measured 0.78 and 8,000 0.86 at 0.25 s (durak's note).
HARD_TREE_STEPS_PER_SECOND = {2: 8_000, 3: None}
# As in durak: at two players playouts are cut after 8 actions and scored by durak's learned
# evaluation (durak_playout.evaluate; it reads hands, trumps, the table and the stock, not the
# enchantments, and still measured far stronger than playouts to the end: docs/ai.md, "A
# learned evaluation for durak").
ROLLOUT_STEPS = {2: 8, 3: None}
MOVES_CYCLE = True  # as in durak (cycles.py)

# Actions after which Normal starts mixing in random moves (see _unloop), and the longest
# repeated run of actions it looks for.
LONG_DEAL = 240
MAX_LOOP = 40
# _unloop reads the public history, also inside Hard's playouts: they keep recording it
# (apply_unchecked rather than the engine's playout mode, ai/rollouts.py).
PLAYOUT_HISTORY = True
# Extra keeping value of an enchanted card over its rank (value 0…8 plain, 9…17 trump).
BONUS = {6: 3.0, 7: 3.5, 8: 1.0, 9: 1.0, 10: 0.5, 11: 4.0, 12: 1.5, 13: 1.0, 14: 1.0}


class Rules:
    """Witch beating and card values for one view: the engine's :class:`WitchRules` for the
    view's enchanted ranks, trump suit and named eights."""

    def __init__(self, view: WitchView):
        st = WitchRules(view.enchanted, view.trump_suit, {c: s for c, s in view.named})
        self.state = st
        self.enchanted = st.enchanted
        self.trump = st.trump_suit
        self.names = tuple(s for s in range(4) if s != self.trump)

    def ench(self, c: int, rank: int | None = None) -> bool:
        r = (c >> 2) + 6
        return r in self.enchanted and (rank is None or r == rank)

    def beats(self, cover: int, attack: int, trump=None) -> bool:
        """Can ``cover`` beat ``attack`` (an eight in hand: under some name it may take)?"""
        st = self.state
        if self.ench(attack, 8) and attack not in st.named:
            # our eight before it is played: beaten only if beaten whatever we name it
            named = st.named
            try:
                return all(self._beats(cover, attack) for named[attack] in self.names)
            finally:
                named.pop(attack, None)
        return self._beats(cover, attack)

    def _beats(self, cover: int, attack: int) -> bool:
        st = self.state
        if self.ench(cover, 8):
            return any(st.beats(cover, attack, s) for s in self.names)
        return st.beats(cover, attack)

    def value(self, c: int, trump=None) -> float:
        v: float = plain_value(c, self.trump)
        r = (c >> 2) + 6
        if r in self.enchanted:
            if r == 8 and self.trump is not None and (c & 3) == self.trump:
                v -= 9  # an enchanted eight is never a trump (WIT-8)
            v += BONUS[r]
        return v


def choose(view: WitchView, legal: list[Action], rng: random.Random, level: str = "normal") -> Action:
    """Pick an action for ``view`` from ``legal`` (level ``easy`` or ``normal``)."""
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind for a in legal}
    if kinds == {"reverse", "keep"}:
        return king_choice(view, legal)
    rules = Rules(view)
    mem = Memory(view, use_memory=(level != "easy"), beats_fn=rules.beats, value_fn=rules.value)
    pick = None
    if level != "easy":  # Easy: the Durak heuristic's beginner (no memory, random slips)
        if "throw" in kinds:
            pick = _stop_transfer(view, legal, mem, rules)
        if pick is None and "cover" in kinds:
            pick = _queen_first(view, legal, mem, rules)
        if pick is None and "attack" in kinds:
            pick = _ten_lead(view, legal, mem, rules)
    if pick is None:
        pick = base.choose(view, legal, rng, level, beats_fn=rules.beats, value_fn=rules.value)
    return _named(_unloop(pick, view, legal, rng), view, legal, mem, rules)


def _unloop(pick: Action, view: WitchView, legal: list[Action], rng: random.Random) -> Action:
    """Players who all hold six cards or more (no draws) can pass the same cards round for
    ever (take, transfer, take …; enchanted sevens and nines make it likely).  When the last
    actions repeat the ones before them exactly, play something else; in a very long deal mix
    in random moves (the history is public, so this depends on the view only)."""
    n = len(view.history)
    if n > LONG_DEAL and rng.random() < min(0.5, (n - LONG_DEAL) / 400):
        return legal[rng.randrange(len(legal))]  # a deal this long is going round in circles
    # the texts of the last 80 actions, written once (a History renders each text it is asked for)
    hist = view.history[max(0, n - 2 * MAX_LOOP):]
    for span in range(4, MAX_LOOP + 1):
        if n < 2 * span:
            break
        if hist[-span:] == hist[-2 * span:-span]:
            others = [a for a in legal if a != pick]
            return others[rng.randrange(len(others))] if others else pick
    return pick


# -- the eight's name (WIT-8) -----------------------------------------------------------
def _named(pick: Action, view: WitchView, legal: list[Action], mem: Memory, rules: Rules) -> Action:
    if not pick.cards or not rules.ench(pick.cards[0], 8):
        return pick
    same = [a for a in legal if a.kind == pick.kind and a.cards == pick.cards and
            (pick.kind != "cover" or a.arg[0] == pick.arg[0])]
    if len(same) <= 1 or pick.kind == "cover":
        return pick  # a cover's name is the one that beats (the engine lists only those)
    target: int | None = view.defender
    if pick.kind == "transfer":
        target = _transfer_target(view)
    suit = name_for_eight(pick.cards[0], target, mem, rules, [_suit(a) for a in same])
    return next(a for a in same if _suit(a) == suit)


def _suit(a: Action) -> int:
    return a.arg[1] if a.kind == "cover" else a.arg


def name_for_eight(card: int, defender: int | None, mem: Memory, rules: Rules, suits: list[int]) -> int:
    """The suit least likely to be beaten by ``defender`` (known cards first, then the odds
    over unseen cards); ties: the suit with the most cards already gone."""
    named = rules.state.named
    old = named.get(card)
    best, key = suits[0], None
    unseen = [0] * 4
    for c in mem.unseen:
        unseen[c & 3] += 1
    for s in suits:
        named[card] = s
        pb = mem.beat_prob(defender, card) if defender is not None else 0.5
        k = (round(pb, 6), unseen[s], s)
        if key is None or k < key:
            best, key = s, k
    if old is None:
        named.pop(card, None)
    else:
        named[card] = old
    return best


def _transfer_target(view: DurakView) -> int | None:
    """The next active opponent after the defender in the direction of play (DUR-12)."""
    n, d = view.players, view.defender
    active = set(view.active or range(n))
    teams = view.teams
    step = view.direction
    for k in range(1, n):
        q = (d + step * k) % n
        if q in active and (teams is None or teams[q] != teams[d]):
            return q
    return None


# -- the nine stops a transfer (WIT-9), the ten lead (WIT-10) ----------------------------
def _stop_transfer(view: WitchView, legal: list[Action], mem: Memory, rules: Rules) -> Action | None:
    table = view.table
    if view.phase != "throw_in" or not table or any(c is not None for _a, c in table):
        return None
    attacks = [a for a, _c in table if a is not None]
    ranks = {a >> 2 for a in attacks}
    if len(ranks) != 1 or any(rules.ench(a, 10) for a in attacks):
        return None  # already not transferable
    rank = next(iter(ranks))
    nines = [a for a in legal if a.kind == "throw" and rules.ench(a.cards[0], 9) and a.cards[0] >> 2 != rank]
    if not nines:
        return None
    target = _transfer_target(view)
    p = mem.holds_rank_prob(view.defender, rank)
    if (target == mem.me and p > 0.2) or p > 0.6:
        return min(nines, key=lambda a: rules.value(a.cards[0]))
    return None


def _ten_lead(view: WitchView, legal: list[Action], mem: Memory, rules: Rules) -> Action | None:
    """Lead an enchanted ten when a transfer would come back to us and the ten is cheap."""
    if _transfer_target(view) != mem.me or not mem.stock:
        return None
    tens = [a for a in legal if a.kind == "attack" and len(a.cards) == 1 and rules.ench(a.cards[0], 10)
            and (rules.trump is None or a.cards[0] & 3 != rules.trump)]
    if not tens:
        return None
    lowest = min(rules.value(c) for c in mem.hand)
    best = min(tens, key=lambda a: rules.value(a.cards[0]))
    if rules.value(best.cards[0]) <= lowest + 4:
        return best
    return None


# -- the queen covers first (WIT-Q) -------------------------------------------------------
def _queen_first(view: WitchView, legal: list[Action], mem: Memory, rules: Rules) -> Action | None:
    uncovered = [a for a, c in mem.table if c is None]
    plan = base.cover_plan(mem, uncovered, mem.hand)
    if not plan or "transfer" in {a.kind for a in legal}:
        return None
    if not mem.endgame and base.too_costly(mem, plan):
        return None
    for a, c in plan:
        if rules.ench(c, 12):
            for act in legal:
                if act.kind == "cover" and act.cards == (c,) and act.arg[0] == a:
                    return act
    return None


# -- the king's reversal (WIT-K) ----------------------------------------------------------
def king_choice(view: WitchView, legal: list[Action]) -> Action:
    """Reverse when the neighbour who would attack us next is stronger than the other one
    (more cards, more known trumps and enchanted sevens/jacks)."""
    me, n = view.player, view.players
    active = [p for p in range(n) if p in set(view.active or range(n))]
    d = view.direction
    rules = Rules(view)

    def neighbour(step: int) -> int:
        for k in range(1, n):
            q = (me + step * k) % n
            if q in active and q != me:
                return q
        return me

    def strength(p: int) -> float:
        known = (view.known or [[]] * n)[p]
        return view.hand_sizes[p] + sum(1.5 for c in known if rules.value(c) >= 9)

    behind, ahead = neighbour(-d), neighbour(d)   # behind attacks us; ahead we attack
    reverse = next(a for a in legal if a.kind == "reverse")
    keep = next(a for a in legal if a.kind == "keep")
    return reverse if strength(behind) > strength(ahead) + 0.5 else keep


# -- Hard's playout policy ----------------------------------------------------------------
def rollout_policy(state, legal: list[Action], rng: random.Random) -> Action:
    """Durak's greedy playout policy; named eights cover as their attack card, the king keeps."""
    if state.phase == "king":
        return legal[-1]
    if state.phase == "defend" and any(a.kind == "cover" and a.arg[1] is not None for a in legal):
        plain = [a for a in legal if not (a.kind == "cover" and a.arg[1] is not None)]
        covered = {a.arg[0] for a in plain if a.kind == "cover"}
        extra: dict[int, Action] = {}
        for a in legal:
            if a.kind == "cover" and a.arg[1] is not None and a.arg[0] not in covered:
                extra.setdefault(a.arg[0], a)
        uncovered = state.uncovered
        for u in uncovered:
            if u in extra:
                return extra[u]   # only an eight covers this card
        return durak_rollout(state, plain, rng)
    return durak_rollout(state, legal, rng)
