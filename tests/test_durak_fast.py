"""The Durak engine's fast paths against a plain reference (DUR-3, DUR-5 … DUR-16, WIT-8).

The engine lists legal actions from pre-built tables (cardtable/engine/durak/tables.py and
legal.py).  This file keeps the straightforward rules as a small reference — lead sizes, covers
through ``beats``, transfers, shows, throw-ins — and checks over seeded random deals of every
variant that the engine gives exactly the same actions in exactly the same order, and that the
shared pre-built actions and events equal freshly built ones.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine import new_game, zone
from cardtable.engine.core import Event
from cardtable.engine.durak import DurakAction
from cardtable.engine.durak.tables import BEATS, COVER, DEAL, TO_TABLE, subsets

A = DurakAction


def _ref_throws(st, p: int) -> list[int]:
    """DUR-7: rank on the table, the defender's hand and the bout's limit (WIT-9, WIT-Q)."""
    if getattr(st, "queen_lock", False):
        return []
    if not st.hands[p] or len(st.att) >= st.bout_limit:
        return []
    if st.cov.count(None) + 1 > len(st.hands[st.defender]):
        return []
    ranks = {c // 4 + 6 for c in st.att} | {c // 4 + 6 for c in st.cov if c is not None}
    return [c for c in sorted(st.hands[p]) if st.may_throw(c, ranks)]


def _ref_legal(st, p: int) -> list[DurakAction]:
    """The legal actions of ``p`` as the rules state them, in the engine's documented order."""
    if st.is_over or p != st.to_act:
        return []
    hand = sorted(st.hands[p])
    if st.phase == "king":
        return [A(p, "reverse"), A(p, "keep")]
    if st.phase in ("throw_in", "take_throw_in"):
        return [A(p, "throw", (c,), nm) for c in _ref_throws(st, p) for nm in st._names(c)] + \
            [A(p, "done")]
    if st.phase == "attack":  # DUR-5, DUR-16 lead sizes within DUR-7
        limit = min(len(st.hands[st.defender]), st.bout_limit)
        most = {"throw_in": limit, "simple": min(2, limit)}.get(st.variant, 1)
        acts = [A(p, "attack", (c,), nm) for c in hand for nm in st._names(c)]
        if most > 1:
            for r in sorted({c // 4 for c in hand}):
                same = [c for c in hand if c // 4 == r]
                acts += [A(p, "attack", s) for s in subsets(same, most) if len(s) > 1]
        return acts
    acts = []  # defend: covers (DUR-6), transfers (DUR-12/13), shows (DUR-15), take
    for a, c in zip(st.att, st.cov):
        if c is None:
            acts += [A(p, "cover", (x,), (a, nm))
                     for x in hand for nm in st._names(x) if st.beats(x, a, nm)]
    r = st.transfer_rank()
    target = st._next_opponent(st.defender, st.defender)
    if r is not None and target is not None:
        n_after = len(st.att) + 1
        if n_after <= st.bout_limit and len(st.hands[target]) >= n_after:
            acts += [A(p, "transfer", (c,), nm) for c in hand if c // 4 + 6 == r for nm in st._names(c)]
        if st.options.get("transfer_by_showing_trump") and p not in st.showed and \
                len(st.hands[target]) >= len(st.att):
            acts += [A(p, "show", (c,)) for c in hand if c // 4 + 6 == r and c % 4 == st.trump_suit]
    return acts + [A(p, "take")]


CONFIGS = [
    ("durak", 2, {}), ("durak", 3, {}), ("durak", 4, {}), ("durak", 6, {}),
    ("durak", 2, {"variant": "transfer"}), ("durak", 4, {"variant": "transfer"}),
    ("durak", 3, {"variant": "transfer", "transfer_by_showing_trump": True}),
    ("durak", 5, {"variant": "transfer", "no_transfer_first_bout": True, "italian": True}),
    ("durak", 2, {"variant": "simple"}), ("durak", 5, {"variant": "simple"}),
    ("durak", 4, {"teams": "2x2"}), ("durak", 6, {"teams": "3x3", "variant": "transfer"}),
    ("witch_durak", 2, {"enchanted_ranks": "all"}), ("witch_durak", 4, {"enchanted_ranks": "game2"}),
    ("witch_durak", 3, {"enchanted_ranks": "game3"}),
]


@pytest.mark.parametrize("game,players,options", CONFIGS)
def test_legal_actions_equal_the_reference_in_order_DUR_5_to_16(game, players, options):
    rng = random.Random(f"{game}{players}{options}")
    for _ in range(12):
        st = new_game(game, players, seed=rng.randrange(2**31), options=options)
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions()
            assert legal == _ref_legal(st, p), (str(st), st.phase)
            assert [str(a) for a in legal] == [str(a) for a in _ref_legal(st, p)]
            assert all(st.legal_actions(q) == [] for q in range(players) if q != p)
            # asking twice (the throw-in answer is kept per move) gives the same list
            assert st.legal_actions(p) == legal
            st.apply_unchecked(rng.choice(legal))


def test_clones_and_copies_keep_their_own_throw_in_answers_DUR_7():
    rng = random.Random(7)
    for _ in range(20):
        st = new_game("durak", 3, seed=rng.randrange(2**31))
        while not st.is_over:
            legal = st.legal_actions()
            twin = st.clone()
            assert twin.legal_actions() == legal
            a = rng.choice(legal)
            st.apply(a)
            twin.apply(a)
            assert twin.view(0) == st.view(0) and twin.legal_actions() == st.legal_actions()


def test_shared_actions_and_events_equal_fresh_ones_DUR_3():
    for p in range(6):
        for a in range(36):
            for c in range(36):
                assert COVER[p][a][c] == A(p, "cover", (c,), (a, None))
                want = c % 4 == a % 4 and c > a or (c % 4 != a % 4 and c % 4 == 2)  # trump ♦
                assert BEATS[2][a][c] == want
        assert DEAL[p][5] == Event("move", 5, zone.STOCK, zone.hand(p), False, p)
        assert TO_TABLE[p][3][7] == Event("move", 7, zone.hand(p), zone.table(3), True, p)


def test_the_same_seed_deals_the_same_cards_DUR_4():
    # the shuffle and dealer draw stay those of core.seat_rng (records and saves replay)
    from cardtable.engine.core import seat_rng

    for seed in (0, 1, 12345, 2**31 - 1):
        for n in (2, 4, 6):
            st = new_game("durak", n, seed=seed)
            cards = list(range(36))
            seat_rng(seed, "deck").shuffle(cards)
            dealer = seat_rng(seed, "dealer").randrange(n)
            assert st.dealer == dealer
            for p in range(n):
                dealt = [cards[i] for i in range(6 * n) if (dealer + 1 + i) % n == p]
                assert st.hands[p] == sorted(dealt)  # a hand is kept as a set, lowest first
                assert [e.card for e in st.initial_events
                        if e.kind == "move" and str(e.dst) == f"hand:{p}"] == dealt  # in dealt order


def test_the_spelled_out_shuffle_is_the_standard_librarys_DUR_4():
    from cardtable.engine.core import seat_rng
    from cardtable.engine.rng import below, seeded, shuffled

    for seed in range(300):
        cards = list(range(36))
        seat_rng(seed, "deck").shuffle(cards)
        assert shuffled(seed, "deck", range(36)) == cards
        for n in range(2, 7):
            assert below(seeded(seed, "dealer"), n) == seat_rng(seed, "dealer").randrange(n)
