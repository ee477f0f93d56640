"""Strong Witchcraft's playout mode (``step``) plays exactly as the engine did before its
playout path was fused (cardtable/engine/witchcraft/step.py).

Two checks: seeded random deals of every player count and both deck sizes, played side by
side with ``apply_unchecked`` and ``step``, must agree on every field after every action (the
legal actions, the position's fields, the hand masks, the next seats, who acts, the result);
and playout-mode deals fold their legal actions and positions into a SHA-256 digest taken
from the engine before that work (main at 7dd76eb), so a changed transition shows here.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from cardtable.engine import new_game
from cardtable.engine.witchcraft.position import fields_of

GAME = "strong_witchcraft"


def _fields(st) -> tuple:
    return (fields_of(st), list(st.hand_masks), list(st.next_active), st.to_act, st.is_over)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("sets", [1, 2])
def test_step_matches_apply_unchecked_after_every_action(n, sets):
    for seed in range(12):
        rng = random.Random(1000 * n + seed)
        a = new_game(GAME, n, seed=seed, options={"sets": sets})
        b = new_game(GAME, n, seed=seed, options={"sets": sets})
        while not a.is_over:
            legal = a.legal_actions()
            assert b.legal_actions() == legal
            for p in range(n):   # asked for a seat explicitly
                assert b.legal_actions(p) == a.legal_actions(p)
            action = legal[int(rng.random() * len(legal))]
            a.apply_unchecked(action)
            b.step(action)
            assert _fields(b) == _fields(a), (seed, str(action))
        assert b.legal_actions() == []
        assert b.result.to_dict() == a.result.to_dict()


def _digest(n: int, sets: int, deals: int) -> str:
    h = hashlib.sha256()
    for seed in range(deals):
        rng = random.Random(seed * 7 + n)
        st = new_game(GAME, n, seed=seed, options={"sets": sets})
        k = 0
        while not st.is_over:
            legal = st.legal_actions()
            h.update(repr((st.to_act, [str(x) for x in legal])).encode())
            st.step(legal[int(rng.random() * len(legal))])
            k += 1
            if k % 3 == 0 or st.is_over:
                h.update(repr(_fields(st)).encode())
        h.update(repr(st.result.to_dict()).encode())
    return h.hexdigest()


DIGESTS = {
    (2, 1): "d7f42145d980ca35b2c9fb90770bca625706099edc4cff1c7eed7bebe195695d",
    (3, 1): "083cb291b1906624d0ba4574e07baea27aaa48d89505f6e56ec74cc71404eafb",
    (4, 2): "fb4efc0b582b57fac729f10521b72d09cfb041bbf76aca32a5e61e4a37cd794d",
    (6, 1): "deda7f01f3fd0817ea6522abc28cf7f01c54c0ad62b8dc72028b9f6f9f8c1145",
}


@pytest.mark.parametrize("n, sets", list(DIGESTS))
def test_playout_digest_unchanged(n, sets):
    assert _digest(n, sets, 40) == DIGESTS[(n, sets)]
