"""The arena's reference plain ISMCTS (cardtable/ai/ismcts.py): legal moves to the end of a
deal in every game, determinism for a seed, the iteration count, and no peeking (GEN-2):
a world re-dealt from the same view gets the same choice."""

from __future__ import annotations

import random

import pytest
from test_ai_hard import hidden_hands, midgame, same_view_other_cards

from cardtable import engine
from cardtable.ai.ismcts import IsmctsAgent

GAMES = [(info.id, n) for info in engine.games()
         for n in sorted({max(2, info.min_players), min(4, info.max_players)})]


@pytest.mark.parametrize("game_id,n", GAMES, ids=[f"{g}-{n}p" for g, n in GAMES])
def test_ismcts_plays_legal_moves_and_never_peeks(game_id, n):
    checked = 0
    for seed in range(4):
        st = midgame(game_id, n, {}, seed=900 + seed)
        if st is None:
            continue
        p = st.to_act
        try:
            alt, alt_view = same_view_other_cards(st, p, seed)
        except AssertionError:
            continue  # nothing hidden here (an empty stock): nothing to re-deal
        assert hidden_hands(alt, p) != hidden_hands(st, p)
        a = IsmctsAgent(game_id, iterations=40).choose(st.view(p), st.legal_actions(p),
                                                        random.Random(seed))
        b = IsmctsAgent(game_id, iterations=40).choose(alt_view, alt.legal_actions(p),
                                                        random.Random(seed))
        assert a == b and a in st.legal_actions(p)
        checked += 1
    assert checked >= 2


def test_ismcts_is_deterministic_and_counts_its_iterations():
    st = midgame("durak", 2, {"variant": "transfer"}, seed=5)
    p = st.to_act
    view, legal = st.view(p), st.legal_actions(p)
    agent = IsmctsAgent("durak")
    a = agent.choose(view, legal, random.Random(1), 0.02)
    assert agent.last_stats["iterations"] == 50
    assert agent.choose(view, legal, random.Random(1), 0.02) == a


def test_ismcts_plays_a_whole_deal():
    st = engine.new_game("strong_witchcraft", 2, seed=3)
    agent = IsmctsAgent("strong_witchcraft", iterations=15)
    rng = random.Random(3)
    for _ in range(3000):
        if st.to_act is None:
            break
        st.apply(agent.choose(st.view(st.to_act), st.legal_actions(st.to_act), rng))
    assert st.result is not None
