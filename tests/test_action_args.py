"""Strong Witchcraft's and Who's the Donkey?'s action arguments, as their actions declare them
(issue 33; Durak's and Pirate Party's have files of their own).

Strong Witchcraft (SWArg): a ``cover`` carries the attack card it beats (SW-3), read typed as
``SWAction.covered``; no other kind carries one.  Who's the Donkey?: no kind carries one.
"""

from __future__ import annotations

import random

from cardtable.engine import new_game
from cardtable.engine.witchcraft.actions import parse_action


def _all_actions(game: str, players: int, seeds: int):
    for seed in range(seeds):
        rng = random.Random(seed)
        st = new_game(game, players, seed=seed)
        while not st.is_over:
            for p in range(players):
                yield from st.legal_actions(p)
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])


def test_strong_witchcraft_cover_carries_the_attack_card_SW_3():
    covers = 0
    for a in _all_actions("strong_witchcraft", 3, 8):
        if a.kind == "cover":
            assert type(a.arg) is int and 0 <= a.arg < 21 and a.covered == a.arg, a
            covers += 1
        else:
            assert a.arg is None, a
        assert parse_action(str(a)) == a
    assert covers > 50


def test_no_donkey_action_carries_an_argument_ESL_4():
    assert all(a.arg is None for a in _all_actions("donkey", 4, 6))
