"""Who's the Donkey? heuristics: the Easy and Normal levels, and the Hard level's
playout policy and evaluation (docs/rules.md chapter 4).

Normal sheds cards the way a climbing-game player does, from the view only:

- it leads the donkey whenever it may (20 points gone, ESL-6/7), except when
  the rest of its hand is one set that will probably stand (then it leads that
  set and plays the donkey as its last card);
- otherwise it leads its lowest whole group (low cards can only leave on a
  lead), and near the end the stronger of its last two groups with the jokers,
  so it keeps the lead and runs out;
- it raises with the cheapest whole group that beats the best set; it breaks a
  group or spends jokers only when it pays: when the raise runs it out, when it
  holds the locked donkey and must win a round (ESL-7), when an opponent is
  close to running out, or when the raise cannot be beaten (counted from the
  cards seen: its hand, the table, the cards out of the game);
- in a donkey round it throws the costliest card that cannot be the highest
  (below the best card so far, or a one / joker before the last player — ties
  go to the last, ESL-6), else its lowest card.

Easy is the same player with a beginner's mistakes and no card counting.
"""

from __future__ import annotations

import random

from cardtable.engine import Action
from cardtable.engine.donkey.cards import DONKEY, FIRST_JOKER, PENALTY, VALUE, penalty
from cardtable.engine.donkey.view import DonkeyView

# Hard: playout steps per second of think budget, by table size (cardtable/ai/hard.py,
# measured in docs/ai.md).
HARD_STEPS_PER_SECOND = {4: 19_000, 6: 17_000, 12: 24_000}
# Dealing a world costs this many playout steps (its CPU time against a step's; hard.py).
HARD_WORLD_COST = {4: 3, 6: 4, 12: 7}

EASY_MISTAKE = 0.3
NEAR_OUT = 5  # an opponent with this many cards or fewer may end the deal soon


def _value(c: int) -> int:
    return VALUE[c]


def _set_value(cards: tuple[int, ...]) -> int:
    for c in cards:
        if c < FIRST_JOKER:
            return VALUE[c]
    return 14


def _jokers(cards) -> int:
    return sum(1 for c in cards if FIRST_JOKER <= c < DONKEY)


def _counts(hand) -> dict[int, int]:
    counts: dict[int, int] = {}
    for c in hand:
        if c < FIRST_JOKER:
            counts[VALUE[c]] = counts.get(VALUE[c], 0) + 1
    return counts


class Seen:
    """Card counting from the view: how many copies of each value (and jokers)
    could still be in other players' hands."""

    def __init__(self, view: DonkeyView, counting: bool = True):
        self.free = [8] * 15
        self.free[14] = 5
        self.free[0] = 0
        if not counting:
            return
        public = list(view.hand) + list(view.out)
        for t in view.table:
            public.extend(t)
        for c in public:
            self.free[VALUE[c]] -= 1

    def beatable(self, value: int, size: int) -> bool:
        """Could someone else raise a set of ``size`` cards of ``value``?"""
        jokers = self.free[14]
        if value < 14 and jokers >= size:
            return True
        return any(self.free[w] and self.free[w] + jokers >= size for w in range(value + 1, 14))


def choose(view: DonkeyView, legal: list[Action], rng: random.Random, level: str = "normal") -> Action:
    """Pick an action for ``view`` from ``legal`` (level ``easy`` or ``normal``)."""
    if len(legal) == 1:
        return legal[0]
    if level == "easy" and rng.random() < EASY_MISTAKE:
        return legal[rng.randrange(len(legal))]
    seen = Seen(view, counting=(level != "easy"))
    if view.donkey_round:
        return donkey_card(view, legal)
    if view.set_size == 0:
        return lead(view, legal, seen)
    return respond(view, legal, seen, level)


def _others_min(view: DonkeyView) -> int:
    me = view.player
    return min(s for p, s in enumerate(view.hand_sizes) if p != me)


def _last_to_act(view: DonkeyView) -> bool:
    """Am I the last player of this lap?"""
    n = view.players
    me = view.player
    p = (me + 1) % n
    while p != view.leader:
        if view.hand_sizes[p]:
            return False
        p = (p + 1) % n
    return True


# -- leading -------------------------------------------------------------------
def lead(view: DonkeyView, legal: list[Action], seen: Seen) -> Action:
    hand = view.hand
    plays = [a for a in legal if a.kind == "play"]
    for a in plays:
        if len(a.cards) == len(hand):
            return a  # the whole hand in one set: run out now (ESL-8)
    counts = _counts(hand)
    jokers = _jokers(hand)
    donkey = next((a for a in plays if a.cards == (DONKEY,)), None)
    rest = [c for c in hand if c != DONKEY]
    if donkey is not None:
        # Keep the donkey for last when the rest is one set that will stand.
        if len(counts) == 1 or (not counts and jokers):
            v = next(iter(counts)) if counts else 14
            if not seen.beatable(v, len(rest)):
                return _find(plays, v, len(rest), jokers) or donkey
        return donkey
    if 0 < len(counts) <= 2:
        # Endgame: lead the stronger group with the jokers, keep the lead, run out.
        strong = max(counts, key=lambda v: (not seen.beatable(v, counts[v] + jokers), v))
        found = _find(plays, strong, counts[strong] + jokers, jokers)
        if found is not None:
            return found
    if not counts:
        return max(plays, key=lambda a: len(a.cards))  # only jokers: all of them
    # Lowest whole group; a big group is worth leading a little higher.
    v = min(counts, key=lambda v: (v - 3 * (counts[v] - 1), v))
    return _find(plays, v, counts[v], 0) or plays[0]


def _find(plays: list[Action], value: int, size: int, jokers: int) -> Action | None:
    for a in plays:
        if len(a.cards) == size and _set_value(a.cards) == value and _jokers(a.cards) == jokers:
            return a
    return None


# -- raising -------------------------------------------------------------------
def respond(view: DonkeyView, legal: list[Action], seen: Seen, level: str) -> Action:
    hand = view.hand
    pass_ = next(a for a in legal if a.kind == "pass")
    raises = [a for a in legal if a.kind == "play"]
    if not raises:
        return pass_
    for a in raises:
        if len(a.cards) == len(hand):
            return a  # run out (ESL-8)
    counts = _counts(hand)
    me = view.player
    locked = view.donkey_holder == me and view.donkey_locked
    urgent = _others_min(view) <= NEAR_OUT
    last = _last_to_act(view)

    def cost(a: Action) -> float:
        v = _set_value(a.cards)
        j = _jokers(a.cards)
        m = len(a.cards) - j
        left = counts.get(v, 0) - m
        c = 5.0 * j + (2.5 if 0 < left else 0.0) + 0.2 * v
        if left == 1:
            c += 1.5  # leaves a lonely card
        return c

    best = min(raises, key=lambda a: (cost(a), a.cards))
    v = _set_value(best.cards)
    j = _jokers(best.cards)
    broke = counts.get(v, 0) > len(best.cards) - j
    safe = not seen.beatable(v, len(best.cards))
    if j == 0 and not broke:
        return best
    if urgent:
        # The deal may end soon: shed points, the costliest raise first.
        return max(raises, key=lambda a: (sum(PENALTY[c] for c in a.cards), a.cards))
    if locked and (safe or last):
        return best  # winning a round unlocks the donkey (ESL-7)
    if (safe or last) and (j == 0 or len(hand) - len(best.cards) <= 4):
        return best
    if j == 0 and len(hand) > 8 and counts.get(v, 0) >= 2 * len(best.cards):
        return best  # a big group can spare a few
    return pass_


# -- donkey rounds -------------------------------------------------------------
def donkey_card(view: DonkeyView, legal: list[Action]) -> Action:
    """ESL-6: throw a card that will not be the highest of the round."""
    best = view.best_value or 0
    last = _last_to_act(view)

    def worth(c: int) -> int:  # its value in a donkey round
        return 1 if c >= FIRST_JOKER else VALUE[c]

    safe = [a for a in legal if worth(a.cards[0]) < best or (worth(a.cards[0]) == 1 and not last)]
    if safe:
        naturals = [a for a in safe if a.cards[0] < FIRST_JOKER]
        if naturals:
            return max(naturals, key=lambda a: (PENALTY[a.cards[0]], a.cards))
        return safe[0]
    if last:
        # I take everything anyway and my card comes back: keep the jokers out of it.
        return min(legal, key=lambda a: (a.cards[0] >= FIRST_JOKER, VALUE[a.cards[0]]))
    return min(legal, key=lambda a: (worth(a.cards[0]), a.cards[0] >= FIRST_JOKER))


# -- Hard: playouts ------------------------------------------------------------
def rollout_policy(state, legal: list[Action], rng: random.Random) -> Action:
    """A fast playout policy on the full state: the lowest whole group or the
    donkey when leading, the lowest joker-free raise or a pass, the lowest card
    in a donkey round; with a little noise."""
    if rng.random() < 0.1:
        return legal[rng.randrange(len(legal))]
    first = legal[0]
    if state.donkey_round:
        return first
    if state.size == 0:
        if legal[-1].cards == (DONKEY,):
            return legal[-1]
        v = _set_value(first.cards)
        pick = first
        for a in legal:
            if _set_value(a.cards) != v:
                break
            if a.cards[-1] < FIRST_JOKER:
                pick = a
        return pick
    for a in legal[1:]:
        if a.cards[-1] < FIRST_JOKER:
            return a if rng.random() < 0.85 else first
    return first


def evaluate(state) -> list[float]:
    """Estimated returns of an unfinished deal: fewer points and cards is better."""
    est = [penalty(h) + 4 * len(h) for h in state.hands]
    lo, hi = min(est), max(est)
    span = (hi - lo) or 1
    return [1.0 - (e - lo) / span for e in est]
