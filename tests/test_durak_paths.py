"""The fast paths against the readable rules core, action by action (OpenSpiel's Python-vs-C++
consistency tests are the model).

Durak and Witch durak: seeded random deals of every variant and table size are played three
times side by side with the same choices — one state in playout mode (``step``: the fast step,
the mask paths, the kept throw-in answers), one through ``apply`` (the checked path: ``_play``
with events) and one through ``apply_unchecked`` (its fused fast path).  At every action the
fast legal actions of every seat must be exactly what the readable core
(cardtable/engine/durak/reference.py, the rules card by card) lists, the three states must hold
the same fields, ``apply`` and ``apply_unchecked`` the same events, and the deal the same result.

Strong Witchcraft: its playout step runs the transitions of ``apply`` (one rule, one place);
deals driven by ``step`` are held to the list-based reference engine of
tests/test_witchcraft_diff.py (legal actions of every seat, views, result) at every action.

A rule changed in one path only — DUR-7's limits in the windows or the step, WIT-Q's lock in the
mask path, SW-9's throw room in a transition — fails here.  The long runs are in the soak set.
"""

from __future__ import annotations

import random

import pytest
from paths_kit import play_in_lockstep
from test_durak_step import _fields
from test_witchcraft_diff import RefState

from cardtable.engine import game_info, new_game
from cardtable.engine.durak import reference
from cardtable.engine.durak.state import DurakState
from cardtable.engine.durak.witch import WitchState

CONFIGS = [
    *[("durak", n, {}) for n in range(2, 7)],
    *[("durak", n, {"variant": "transfer"}) for n in range(2, 7)],
    *[("durak", n, {"variant": "simple"}) for n in (2, 3, 5)],
    ("durak", 2, {"italian": True}), ("durak", 4, {"italian": True}),
    ("durak", 3, {"variant": "transfer", "transfer_by_showing_trump": True}),
    ("durak", 5, {"variant": "transfer", "no_transfer_first_bout": True, "italian": True}),
    ("durak", 4, {"teams": "2x2"}), ("durak", 4, {"teams": "2x2", "variant": "transfer"}),
    ("durak", 6, {"teams": "3x3"}), ("durak", 6, {"teams": "3x3", "variant": "transfer"}),
    *[("witch_durak", n, {}) for n in range(2, 7)],
    *[("witch_durak", n, {"enchanted_ranks": "all"}) for n in (2, 3, 4, 6)],
    ("witch_durak", 3, {"enchanted_ranks": "game2"}), ("witch_durak", 4, {"enchanted_ranks": "game3"}),
    ("witch_durak", 4, {"enchanted_ranks": "all", "teams": "2x2"}),
]


def _same_set(fast: list, ref: list) -> bool:
    """The same actions (each once) in whatever order."""
    return len(set(fast)) == len(fast) and sorted(map(str, fast)) == sorted(map(str, ref))


def _play_durak(game: str, players: int, options: dict, seed: int) -> int:
    """One deal in lockstep through the three paths; the number of actions played."""
    rng = random.Random(seed)
    fast = new_game(game, players, seed=seed, options=options)
    checked = new_game(game, players, seed=seed, options=options)
    fused = new_game(game, players, seed=seed, options=options)
    steps = 0
    while not fast.is_over:
        for p in range(players):
            legal = fast.legal_actions(p)
            assert _same_set(legal, reference.legal_actions(checked, p)), (seed, steps, p)
            assert checked.legal_actions(p) == legal, (seed, steps, p)
        legal = fast.legal_actions()
        assert legal == checked.legal_actions() == fused.legal_actions()
        action = legal[rng.randrange(len(legal))]
        play_in_lockstep(fast, checked, fused, action, _fields, (seed, steps))
        steps += 1
    assert reference.legal_actions(checked) == [] and checked.is_over and fused.is_over
    assert fast.result == checked.result == fused.result
    assert fast.returns() == checked.returns()
    return steps


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=lambda x: str(x))
def test_durak_fast_paths_play_as_the_readable_rules_DUR_5_to_DUR_16_WIT(game, players, options):
    """DUR-5 … DUR-16, WIT-8 … WIT-K: fast lists and steps against reference.py, every action."""
    base = random.Random(f"paths {game} {players} {options}").randrange(2**31)
    played = sum(_play_durak(game, players, options, base + k) for k in range(4))
    assert played > 40 * 4  # whole deals were played


def _views_now(st) -> list[dict]:
    views = []
    for p in range(st.num_players):
        v = st.view(p).to_dict()
        v.pop("history")
        views.append(v)
    return views


def _play_witchcraft(players: int, sets: int, seed: int) -> int:
    rng = random.Random(seed)
    fast = new_game("strong_witchcraft", players, seed=seed, options={"sets": sets})
    ref = RefState.copy_of(fast)
    steps = 0
    while not fast.is_over:
        assert fast.to_act == ref.to_act
        for p in range(players):
            assert fast.legal_actions(p) == ref.legal_actions(p), (seed, steps, p)
        legal = fast.legal_actions()
        assert legal == ref.legal_actions()
        action = legal[rng.randrange(len(legal))]
        fast.step(action)
        ref.apply(action)
        steps += 1
        if steps % 5 == 0:  # every seat's view but the public history, which step does not keep
            assert _views_now(fast) == _views_now(ref), (seed, steps)
            assert (fast.stock, fast.discard, fast.known) == (ref.stock, ref.discard, ref.known)
    assert ref.is_over and fast.result == ref.result
    return steps


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("sets", [1, 2])
def test_witchcraft_step_plays_as_the_reference_engine_SW_4_to_SW_13(players, sets):
    """SW-4 … SW-13: playout-mode deals against the list-based reference engine, every action."""
    played = sum(_play_witchcraft(players, sets, 500 + 10 * players + k) for k in range(4))
    assert played > 20 * 4


@pytest.mark.soak
@pytest.mark.parametrize("game,players,options", CONFIGS, ids=lambda x: str(x))
def test_durak_fast_paths_soak(game, players, options):
    """Long mode: 150 deals a configuration against the readable rules."""
    base = random.Random(f"soak {game} {players} {options}").randrange(2**31)
    for k in range(150):
        _play_durak(game, players, options, base + k)


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_witchcraft_step_soak(players):
    """Long mode: 200 playout-mode deals a table size against the reference engine."""
    for k in range(200):
        _play_witchcraft(players, 1 + k % 2, 9000 + 1000 * players + k)


class _RulesDurak(DurakState):
    legal_path = "rules"  # beats, _names and may_throw asked card by card (legal.py)


class _RulesWitch(WitchState):
    legal_path = "rules"


@pytest.mark.parametrize("game,players,options", [
    ("durak", 2, {}), ("durak", 4, {"variant": "transfer", "transfer_by_showing_trump": True}),
    ("durak", 3, {"variant": "simple"}), ("durak", 6, {"teams": "3x3", "variant": "transfer"}),
    ("witch_durak", 2, {"enchanted_ranks": "all"}), ("witch_durak", 4, {"enchanted_ranks": "game2"}),
], ids=lambda x: str(x))
def test_the_card_by_card_path_plays_as_the_readable_rules(game, players, options):
    """legal_path "rules" (a variant without fast tables) lists what reference.py lists and
    plays the deal as the fast path does."""
    cls = _RulesWitch if game == "witch_durak" else _RulesDurak
    info = game_info(game)
    for seed in range(3):
        rng = random.Random(seed)
        fast = new_game(game, players, seed=seed, options=options)
        slow = cls(players, seed, info.resolve_options(players, options), None)
        assert slow._plain is False and slow._masks is False
        while not fast.is_over:
            legal = slow.legal_actions()
            assert _same_set(legal, reference.legal_actions(slow)), (seed, len(fast.history))
            assert _same_set(legal, fast.legal_actions()), (seed, len(fast.history))
            action = legal[rng.randrange(len(legal))]
            assert fast.apply(action) == slow.apply(action)
            assert fast.to_position() == slow.to_position() if not fast.is_over else slow.is_over
        assert fast.result == slow.result
