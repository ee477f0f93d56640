"""Playout mode (``state.step``, docs/dev/engine.md "Playouts") against ``apply_unchecked``.

For every game of ``games()`` (with its defaults and with the options its plugin switches on
for shared tests), seeded random deals are played twice side by side: one state driven by
``apply_unchecked``, one by ``step`` with the same choices.  At every action both must list the
same legal actions for the same seat, and every few actions every seat's view (without the
public history, which ``step`` does not record) and the position text (where the game has
positions) must be equal; both end with the same result.  ``step`` returns None and records no
history, and a clone of a stepped state plays on the same.
"""

from __future__ import annotations

import random

import pytest

from cardtable import plugins
from cardtable.engine import games, new_game


def _cases():
    for info in games():
        entry = plugins.plugin(info.id)
        extra = dict(entry.test_options) if entry is not None else {}
        counts = sorted({info.min_players, min(4, info.max_players), info.max_players})
        for n in counts:
            yield pytest.param(info.id, n, {}, id=f"{info.id}-{n}p")
            if extra:
                yield pytest.param(info.id, n, extra, id=f"{info.id}-{n}p-special")


def _snapshot(st) -> tuple:
    views = []
    for p in range(st.num_players):
        v = st.view(p).to_dict()
        v.pop("history", None)
        views.append(v)
    try:
        pos = st.to_position()
    except ValueError:  # a family without positions yet
        pos = None
    return views, pos


@pytest.mark.parametrize("game_id, players, options", list(_cases()))
def test_step_plays_like_apply_unchecked(game_id, players, options):
    for seed in range(3):
        rng = random.Random(seed)
        a = new_game(game_id, players, seed=seed, options=options)
        b = new_game(game_id, players, seed=seed, options=options)
        steps = 0
        while not a.is_over and steps < 2000:
            assert b.to_act == a.to_act
            legal = a.legal_actions()
            assert b.legal_actions() == legal
            action = legal[rng.randrange(len(legal))]
            a.apply_unchecked(action)
            assert b.step(action) is None
            steps += 1
            if steps % 7 == 0 or a.is_over:
                assert _snapshot(b) == _snapshot(a), (seed, steps, str(action))
        assert b.is_over == a.is_over
        assert b.history == [] and len(a.history) == steps
        if a.is_over:
            assert b.result.to_dict() == a.result.to_dict()
            assert b.returns() == a.returns()


@pytest.mark.parametrize("game_id", [g.id for g in games()])
def test_clone_of_a_stepped_state_plays_on_the_same(game_id):
    info = next(g for g in games() if g.id == game_id)
    n = info.min_players
    rng = random.Random(5)
    st = new_game(game_id, n, seed=11)
    for _ in range(10):
        if st.is_over:
            break
        legal = st.legal_actions()
        st.step(legal[rng.randrange(len(legal))])
    twin = st.clone()
    while not st.is_over:
        legal = st.legal_actions()
        assert twin.legal_actions() == legal
        action = legal[rng.randrange(len(legal))]
        st.step(action)
        twin.apply_unchecked(action)
    assert twin.is_over and twin.result.to_dict() == st.result.to_dict()
