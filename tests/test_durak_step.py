"""Durak's playout mode (``state.step``: ``_play`` with the event sink) field by field.

Playout mode skips building events where it can (``ev is not SINK``), so beside the shared
tests/test_playout_step.py (views and positions, three deals a game) this plays many seeded
deals of every Durak variant twice side by side — one state driven by ``apply_unchecked``
(the reference, ``_play`` with events), one by ``step`` with the same choices — and after
every action compares every field of the two states (everything ``clone`` copies, the named
eights and Witch durak's own fields) and the legal actions (DUR-5 … DUR-21, WIT-1 … WIT-K).
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine import new_game
from cardtable.engine.durak.view import FLAT, NESTED, SCALAR

CONFIGS = [
    ("durak", 2, {}), ("durak", 3, {}), ("durak", 4, {}), ("durak", 6, {}),
    ("durak", 2, {"variant": "transfer"}), ("durak", 4, {"variant": "transfer"}),
    ("durak", 3, {"variant": "transfer", "transfer_by_showing_trump": True}),
    ("durak", 5, {"variant": "transfer", "no_transfer_first_bout": True, "italian": True}),
    ("durak", 2, {"italian": True}), ("durak", 2, {"variant": "simple"}),
    ("durak", 5, {"variant": "simple"}), ("durak", 4, {"teams": "2x2"}),
    ("durak", 6, {"teams": "3x3", "variant": "transfer"}),
    ("witch_durak", 2, {}), ("witch_durak", 4, {}), ("witch_durak", 2, {"enchanted_ranks": "all"}),
    ("witch_durak", 4, {"enchanted_ranks": "game2"}), ("witch_durak", 3, {"enchanted_ranks": "game3"}),
    ("witch_durak", 5, {"enchanted_ranks": "all"}),
]
WITCH = ("enchanted", "pending_slot", "_queens", "_kings")


def _fields(st) -> dict:
    out = {k: getattr(st, k) for k in FLAT + NESTED + SCALAR}
    out["named"] = st.named
    out.update((k, getattr(st, k, None)) for k in WITCH)
    out["result"] = None if st.result is None else st.result.to_dict()
    return out


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=lambda x: str(x))
def test_step_changes_every_field_as_apply_unchecked_does(game, players, options):
    rng = random.Random(f"step {game} {players} {options}")
    for _ in range(20):
        seed = rng.randrange(2**31)
        a = new_game(game, players, seed=seed, options=options)
        b = new_game(game, players, seed=seed, options=options)
        steps = 0
        while not a.is_over:
            legal = a.legal_actions()
            assert b.legal_actions() == legal, (seed, steps)
            action = legal[rng.randrange(len(legal))]
            a.apply_unchecked(action)
            assert b.step(action) is None
            steps += 1
            assert _fields(b) == _fields(a), (seed, steps, str(action))
        assert b.is_over and b.history == []
