"""Pirate Party heuristic AI (Easy and Normal), a playout policy for Hard (its evaluation:
:mod:`cardtable.ai.pirate_playout`).

Only the seat's view is used (GEN-2).  Normal:

- colour control: keep the colour it holds most of; change colour by number or
  symbol towards its strongest colour; a black card calls its strongest colour;
- holds Wilds and Wild Draw Fours back while other cards play, and never bluffs
  a Draw Four (PIR-10);
- attacks with Skip / Draw Two / Reverse when the next player is close to going
  out, otherwise sheds high-value cards first (PIR-2);
- always answers a Skip, Draw Two or Draw Four when it can (PIR-7/8/10, PIR-18),
  challenges a Draw Four when the player who laid it probably held the colour
  (PIR-11);
- always calls "All hands on deck!" and catches a player who did not (PIR-12)
  except during a silence (PIR-19); jumps in whenever allowed (PIR-15/16).

Easy is the same with noise: random plays now and then, it forgets to call, it
catches and jumps in only sometimes, and it challenges at random.

Out of turn the caller may ask :func:`react`, which returns ``None`` to let the
moment pass; :func:`choose` always returns one of the legal actions.
"""

from __future__ import annotations

import random
from dataclasses import replace

from cardtable.engine import Action, GameState, History, determinize
from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, DRAW2, FACE, REVERSE, SKIP, VALUE, WILD4
from cardtable.engine.pirate.view import PirateView

from .pirate_infer import constraints, proved_bluffers, sample_hands
from .pirate_playout import EVAL_FEATURES, Sight, eval_features, evaluate, own_move, playout_view  # noqa: F401 (Hard)

EASY_NOISE = 0.3
EASY_FORGET = 0.35
# Hard: playout steps per second of think budget, by table size (cardtable/ai/hard.py,
# measured in docs/ai.md).
HARD_STEPS_PER_SECOND = {2: 66_000, 4: 51_000, 10: 52_000}
# Dealing a world by the inference, and starting a playout (a cut one ends in the evaluation),
# cost this many playout steps (their CPU time against a step's; hard.py).
HARD_WORLD_COST = {2: 15, 4: 10, 10: 32}
HARD_PLAYOUT_COST = {2: 3, 4: 4, 10: 7}
# Hard's playouts stop after 16 actions at two players and 10 at three or more and are scored
# by the fitted evaluation (pirate_playout): a whole deal of four is long and mostly luck, so
# the playouts' noise hid the difference between moves (100 paired deals at four players: wins
# 32% instead of 24%; docs/ai.md).  The evaluation is counted in HARD_PLAYOUT_COST.
ROLLOUT_STEPS = {2: 16, 10: 10}
# At two players Hard's own moves in its playouts look one action ahead once the other hand is
# small (pirate_playout.own_move); three and more players: Normal's.
playout_own = {2: own_move, 10: None}
# Play another move than Normal's only when the paired comparison is this many standard
# errors sure of it: a deal is mostly luck, and most disagreements are noise.
HARD_TRUST_Z = 1.5


def _colour_counts(hand: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for c in hand:
        col = COLOUR[c]
        if col != BLACK:
            counts[col] += 1
    return counts


def _best_colour(hand: list[int], rng: random.Random) -> str:
    counts = _colour_counts(hand)
    top = max(counts)
    best = [i for i in range(4) if counts[i] == top]
    # Ties: by the value held in that colour, then at random.
    if len(best) > 1:
        worth = {i: sum(VALUE[c] for c in hand if COLOUR[c] == i) for i in best}
        hi = max(worth.values())
        best = [i for i in best if worth[i] == hi]
    return COLOURS[best[rng.randrange(len(best))]]


def _next_seat(view: Sight) -> int:
    return (view.player + view.direction) % view.players


def react(view: Sight, legal: list[Action], rng: random.Random, level: str = "normal") -> Action | None:
    """An out-of-turn reaction (catch, jump-in) or ``None`` to let it pass."""
    easy = level == "easy"
    catches = [a for a in legal if a.kind == "catch"]
    if catches and not view.silent and (not easy or rng.random() < 0.5):
        return catches[0]
    jumps = [a for a in legal if a.kind == "jump"]
    if jumps and (not easy or rng.random() < 0.4):
        return _pick_play(view, jumps, rng, level)
    return None


def choose(view: Sight, legal: list[Action], rng: random.Random, level: str = "normal") -> Action:
    if len(legal) == 1:
        return legal[0]
    me = view.player
    if view.to_act != me:
        return react(view, legal, rng, level) or legal[0]
    easy = level == "easy"
    if easy and rng.random() < EASY_NOISE:
        pool = [a for a in legal if a.kind != "catch"] or legal
        a = pool[rng.randrange(len(pool))]
        return _forget(a, legal, rng) if a.kind == "play" else a
    phase = view.phase
    quick = react(view, legal, rng, level)
    if quick is not None and quick.kind == "catch":
        return quick
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    plays = by_kind.get("play", [])
    if phase == "give":
        return _give(view, by_kind["give"])
    if phase == "five":
        return _five(view, legal, rng)
    if phase == "swap":
        sizes = view.hand_sizes
        return min(by_kind["swap"], key=lambda a: (sizes[a.arg], a.arg))
    if phase == "pending":
        if plays:
            return _pick_play(view, plays, rng, level)
        if "challenge" in by_kind and _should_challenge(view, rng, easy):
            return by_kind["challenge"][0]
        return by_kind["take"][0]
    if phase == "skipped":
        return _pick_play(view, plays, rng, level) if plays else by_kind["take"][0]
    if plays:
        return _pick_play(view, plays, rng, level)
    for kind in ("draw", "pass", "take"):
        if kind in by_kind:
            return by_kind[kind][0]
    return legal[0]


def _forget(a: Action, legal: list[Action], rng: random.Random) -> Action:
    """Easy sometimes forgets 'All hands on deck!' (PIR-12)."""
    if isinstance(a.arg, str) and a.arg.endswith("!") and rng.random() < EASY_FORGET:
        bare = a.arg[:-1] or None
        for b in legal:
            if b.kind == a.kind and b.cards == a.cards and b.arg == bare:
                return b
    return a


def _pick_play(view: Sight, plays: list[Action], rng: random.Random, level: str) -> Action:
    """The best card to lay, then its colour call and 'All hands on deck!'."""
    hand = view.hand
    counts = _colour_counts(hand)
    sizes = view.hand_sizes
    nxt_size = sizes[_next_seat(view)]
    danger = nxt_size <= 2 or min(s for p, s in enumerate(sizes) if p != view.player) <= 1
    cur = COLOURS.index(view.colour)
    holds_current = counts[cur] > 0
    easy = level == "easy"

    def score(c: int) -> float:
        col, face = COLOUR[c], FACE[c]
        if col == BLACK:
            if c == WILD4:
                if holds_current and not easy:
                    return -100.0  # never bluff at normal level
                return 30.0 if danger else -40.0
            return 20.0 if danger else -30.0
        s = counts[col] * 4.0 + VALUE[c] / 4.0  # keep the colour we hold most; shed high values
        if face in (SKIP, DRAW2) or (face == REVERSE and view.players == 2):
            s += 25.0 if danger else 0.0
        if face == DRAW2 and view.phase == "pending":
            s += 50.0
        return s

    cards = sorted({a.cards[0] for a in plays})
    ranked = sorted(cards, key=lambda c: (-score(c), c))
    best = ranked[0]
    if easy and len(ranked) > 1 and rng.random() < EASY_NOISE:
        best = ranked[rng.randrange(len(ranked))]
    options = [a for a in plays if a.cards[0] == best]
    want = None
    if COLOUR[best] == BLACK:
        rest = list(hand)
        rest.remove(best)
        want = _best_colour(rest, rng)
    calls = [a for a in options if isinstance(a.arg, str) and a.arg.endswith("!")]
    silent = [a for a in options if a not in calls]
    pool = calls or silent
    if easy and calls and rng.random() < EASY_FORGET:
        pool = silent or calls
    if want is not None:
        pool = [a for a in pool if a.arg and a.arg[0] == want] or pool
    return pool[0]


def _should_challenge(view: Sight, rng: random.Random, easy: bool) -> bool:
    """PIR-11: a player with many cards left very likely held the previous colour."""
    if easy:
        return rng.random() < 0.25
    owner = view.top_owner
    if owner < 0:
        return False
    before = view.hand_sizes[owner] + 1
    p_held = 1.0 - 0.75 ** before
    cost = 2 + (2 if view.silent else 0)
    gain = view.pending + 4
    return p_held * 0.5 * gain > (1 - p_held * 0.5) * cost


def _give(view: Sight, gives: list[Action]) -> Action:
    """Five exchange partner: give away a number card of the colour held least."""
    counts = _colour_counts(view.hand)

    def worth(a: Action) -> tuple:
        c = a.cards[0]
        if COLOUR[c] == BLACK:
            return (3, 0)
        if FACE[c] >= 10:
            return (2, counts[COLOUR[c]])
        return (1, counts[COLOUR[c]], -VALUE[c])

    return min(gives, key=lambda a: (worth(a), a.cards))


def _five(view: Sight, legal: list[Action], rng: random.Random) -> Action:
    """After one's 5: offer a lone number card to the player with most cards."""
    counts = _colour_counts(view.hand)
    lone = sorted(c for c in set(view.hand) if COLOUR[c] != BLACK and FACE[c] < 10
                  and counts[COLOUR[c]] == 1)
    if lone:
        sizes = view.hand_sizes
        offers = [a for a in legal if a.kind == "exchange" and a.cards[0] == lone[0]]
        if offers:
            return max(offers, key=lambda a: (sizes[a.arg], -a.arg))
    return next(a for a in legal if a.kind == "keep")


# -- Hard support -----------------------------------------------------------------
_voids_memo: list = [None, None]  # [view, its void bounds]: one decision samples many worlds
# Hard's worlds assume a Wild Draw Four is never a bluff (Normal never bluffs, PIR-10), so a
# challenge (PIR-11) looks as bad in them as it is against Normal (pirate_infer).
HONEST_WILD4 = True


def sample_world(view: PirateView, rng: random.Random) -> GameState:
    """Hard's worlds: the unseen cards dealt so that every player who drew (PIR-6) lacks
    what he could not play then, and one who laid a Wild Draw Four the colour it replaced
    (:data:`HONEST_WILD4`, :mod:`cardtable.ai.pirate_infer`)."""
    if _voids_memo[0] is not view:
        _voids_memo[:] = [view, constraints(view, honest=HONEST_WILD4)]
    voids = _voids_memo[1]
    hands = sample_hands(view, rng, voids) if voids else None
    # The world starts without the history: nobody's play reads it, and every view of the
    # world would otherwise copy it again.
    none = History.of_texts(())
    if hands is None:
        return determinize(replace(view, history=none), rng)
    return determinize(replace(view, revealed=hands, history=none), rng)


def hard_reference(view: PirateView, legal: list[Action], normal: Action) -> Action:
    """The move Hard keeps unless its search shows a better one: Normal's, except that a
    Wild Draw Four is taken, not challenged, when Hard's worlds hold it honest
    (:data:`HONEST_WILD4`): then a challenge only adds two cards (PIR-11), and the
    comparison would need many worlds to show what is certain in each.  A player the
    table has proved a bluffer this deal is challenged as Normal would."""
    if (normal.kind == "challenge" and HONEST_WILD4
            and view.top_owner not in proved_bluffers(view)):
        for a in legal:
            if a.kind == "take":
                return a
    return normal


def rollout_policy(state, legal: list[Action], rng: random.Random) -> Action:
    """A fast playout policy on a full (determinized) state, a cheap Normal: catch a
    forgetful player, lay a coloured card of the colour held most (calling with the
    second-to-last), else a black card calling that colour, else draw / take / pass;
    after a 7 swap with the smallest hand."""
    p = legal[0].player
    hand = state.hands[p]
    two = len(hand) == 2
    plain = []
    black = []
    for a in legal:
        k = a.kind
        if k == "play":
            if COLOUR[a.cards[0]] == BLACK:
                black.append(a)
            elif (a.arg == "!") == two:
                plain.append(a)
        elif k == "catch":
            return a
    if not plain and not black:
        for a in legal:
            if a.kind in ("draw", "take", "pass", "keep"):
                return a
        if legal[0].kind == "swap":  # the smallest hand
            sizes = [len(h) for h in state.hands]
            return min(legal, key=lambda a: sizes[a.arg])
        return legal[rng.randrange(len(legal))]
    counts = [0, 0, 0, 0]
    for c in hand:
        col = COLOUR[c]
        if col != BLACK:
            counts[col] += 1
    if plain:  # colour control: keep to the colour held most (ties at random)
        rnd = rng.random
        return max(plain, key=lambda a: counts[COLOUR[a.cards[0]]] + rnd())
    want = COLOURS[counts.index(max(counts))]
    for a in black:
        if a.arg[0] == want and a.arg.endswith("!") == two:
            return a
    return black[rng.randrange(len(black))]
