"""Pirate Party: playout mode, ``apply`` and ``apply_unchecked`` in lockstep (PIR-5 … PIR-20).

Like tests/test_durak_paths.py: seeded random deals of every table size (2 … 10 players) and
every house rule are played three times side by side with the same choices — one state in
playout mode (``step``, which builds no events), one through ``apply`` (the checked path) and
one through ``apply_unchecked``.  Out-of-turn actions (catches PIR-12, jump-ins PIR-15/16) are
chosen too.  After every action the three states must hold the same fields, ``apply`` and
``apply_unchecked`` the same events, and before it every seat's fast listing
(``legal_actions``, with its inlined plain turn) must be the general one of legal.py
(``_legal``).  The deal ends with the same result and returns.

``step`` and ``apply`` run one implementation of the transitions (``PirateState._play``, the
events dropped in playout mode), so a rule changed in one path only — a lay, a draw, a pass, a
take or a window closing written again for the playouts — fails here.
"""

from __future__ import annotations

import random

import pytest
from paths_kit import play_in_lockstep

from cardtable.engine import new_game
from cardtable.engine.pirate.state import PirateState

HOUSE = ("jump_in", "double_play", "seven_zero", "stacking", "silent_deals", "five_exchange", "penalties")

CONFIGS = [
    *[(n, {}) for n in range(2, 11)],
    *[(n, {k: True for k in HOUSE}) for n in (2, 3, 4, 7, 10)],
    (2, {"jump_in": True}), (4, {"jump_in": True, "double_play": True}),
    (3, {"seven_zero": True}), (5, {"seven_zero": True, "stacking": True}),
    (4, {"stacking": True}), (3, {"silent_deals": True}), (6, {"five_exchange": True}),
    (4, {"penalties": True, "scoring": "penalty"}), (5, {"scoring": "captain", "jump_in": True}),
]


def _fields(st: PirateState) -> dict:
    """Every field of the deal but the history (``step`` keeps none) and the opening events."""
    out = {k: v for k, v in vars(st).items() if k not in ("history", "initial_events")}
    out["rules"] = repr(st.rules)
    return out


def _play(players: int, options: dict, seed: int) -> int:
    """One deal in lockstep through the three paths; the number of actions played."""
    rng = random.Random(seed)
    fast = new_game("pirate_party", players, seed=seed, options=options)
    checked = new_game("pirate_party", players, seed=seed, options=options)
    fused = new_game("pirate_party", players, seed=seed, options=options)
    assert isinstance(fast, PirateState)
    steps = 0
    while not fast.is_over and steps < 3000:
        assert fast.to_act == checked.to_act == fused.to_act
        pool = []
        for p in range(players):
            legal = fast.legal_actions(p)
            assert legal == fast._legal(p), (seed, steps, p)
            assert checked.legal_actions(p) == legal == fused.legal_actions(p), (seed, steps, p)
            pool.append(legal)
        actors = [p for p in range(players) if pool[p]]
        who = fast.current if fast.current in actors and rng.random() < 0.8 else rng.choice(actors)
        action = rng.choice(pool[who])
        play_in_lockstep(fast, checked, fused, action, _fields, (seed, steps))
        steps += 1
    assert fast.is_over and checked.is_over and fused.is_over
    assert fast.result == checked.result == fused.result
    assert fast.returns() == checked.returns() == fused.returns()
    return steps


@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda x: str(x))
def test_pirate_step_plays_as_apply_PIR_5_to_PIR_20(players, options):
    """PIR-5 … PIR-20: playout mode, ``apply`` and ``apply_unchecked`` at every action."""
    base = random.Random(f"paths {players} {options}").randrange(2**31)
    played = sum(_play(players, options, base + k) for k in range(4))
    assert played > 20 * 4  # whole deals were played


@pytest.mark.soak
@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda x: str(x))
def test_pirate_paths_soak(players, options):
    """Long mode: 150 deals a configuration."""
    base = random.Random(f"soak {players} {options}").randrange(2**31)
    for k in range(150):
        _play(players, options, base + k)
