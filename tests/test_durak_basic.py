"""Smoke tests of the Durak engine: registry, options, a legal random deal per variant."""

import random

import pytest

from cardtable.engine import games, new_game, replay


def test_registered_with_options():
    info = {g.id: g for g in games()}["durak"]
    names = [o.name for o in info.options]
    for name in ("variant", "italian", "teams", "no_transfer_first_bout", "transfer_by_showing_trump",
                 "next_deal_leader", "deals", "loss_limit", "dealer", "previous_fool"):
        assert name in names
    assert info.option("variant").values == ("throw_in", "transfer", "simple")
    assert (info.min_players, info.max_players) == (2, 6)


@pytest.mark.parametrize("opts,n", [
    ({"teams": "2x2"}, 5), ({"teams": "3x3"}, 4), ({"no_transfer_first_bout": True}, 3),
    ({"variant": "simple", "transfer_by_showing_trump": True}, 3), ({"variant": "x"}, 3),
    ({"dealer": 4}, 3), ({"nonsense": 1}, 3),
])
def test_invalid_options_refused(opts, n):
    with pytest.raises(ValueError):
        new_game("durak", n, seed=1, options=opts)


@pytest.mark.parametrize("variant", ["throw_in", "transfer", "simple"])
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_random_deal_plays_to_the_end(variant, n):
    for seed in range(5):
        s = new_game("durak", n, seed=seed, options={"variant": variant})
        rng = random.Random(seed)
        while not s.is_over:
            acts = s.legal_actions()
            assert acts
            s.apply(rng.choice(acts))
        assert s.result is not None
        r = replay(s.to_record())
        assert all(r.view(p) == s.view(p) for p in range(n))
