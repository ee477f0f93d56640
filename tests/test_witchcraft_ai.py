"""Strong Witchcraft AI: the heuristic always returns a legal action, reads only the
view, lays a Strong Witchcraft, and Hard's playout policy and evaluation work on
determinized worlds."""

from __future__ import annotations

import random

import pytest
from test_witchcraft_helpers import GAME, deal, play

from cardtable.ai import heuristic_strong_witchcraft as h
from cardtable.ai import make_agent
from cardtable.engine import determinize, new_game


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_heuristic_always_legal(level, n):
    for seed in range(3):
        s = new_game(GAME, n, seed=seed, options={"sets": 1 + seed % 2})
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            p = s.to_act
            legal = s.legal_actions(p)
            a = h.choose(s.view(p), legal, rng, level)
            assert a in legal
            s.apply(a)
            steps += 1
        assert steps > 0 and s.result is not None


def test_heuristic_depends_only_on_the_view():
    """Same view and seed, same choice, whatever the hidden cards are (GEN-2)."""
    s = new_game(GAME, 3, seed=5)
    rng = random.Random(3)
    for _ in range(40):
        p = s.to_act
        v = s.view(p)
        other = determinize(v, random.Random(9))
        legal = s.legal_actions(p)
        assert other.legal_actions(p) == legal
        a1 = h.choose(v, legal, random.Random(1), "normal")
        a2 = h.choose(other.view(p), legal, random.Random(1), "normal")
        assert a1 == a2
        s.apply(legal[rng.randrange(len(legal))])


def test_normal_lays_a_strong_witchcraft():
    """SW-12: Normal lays a combination when it may."""
    s = deal(["F1 W1 D1 A1 E2 E3", "L1 L1 L1 M1 M1 M1"])
    a = h.choose(s.view(0), s.legal_actions(0), random.Random(0), "normal")
    assert str(a) == "0:lay F1 W1 D1 A1"


def test_normal_transfers_back_to_a_weak_attacker():
    """SW-6: with the lead card held twice Normal transfers it back."""
    s = deal(["W1 A2 A2 E3 E3 E3", "W1 W1 L1 D3 D3 D3"])
    play(s, "0:attack W1")
    a = h.choose(s.view(1), s.legal_actions(1), random.Random(0), "normal")
    assert str(a) == "1:transfer W1"


def test_rollout_and_evaluate_on_determinized_worlds():
    s = new_game(GAME, 4, seed=2)
    rng = random.Random(2)
    for _ in range(60):
        if s.is_over:
            break
        d = determinize(s.view(s.to_act), rng)
        legal = d.legal_actions()
        assert h.rollout_policy(d, legal, rng) in legal
        ev = h.evaluate(d)
        assert len(ev) == 4 and all(0.0 <= x <= 1.0 for x in ev)
        s.apply(legal[rng.randrange(len(legal))] if s.legal_actions() == legal else s.legal_actions()[0])


def test_hard_agent_returns_a_legal_action():
    s = new_game(GAME, 2, seed=8)
    agent = make_agent("hard", GAME, iterations=30)
    for _ in range(6):
        p = s.to_act
        legal = s.legal_actions(p)
        a = agent.choose(s.view(p), legal, random.Random(4))
        assert a in legal
        s.apply(a)


def test_playout_policy_and_evaluation_of_hard():
    from cardtable.ai import witchcraft_playout as wp

    # the evaluation rates combination progress above a short hand
    s = deal(["F1 W1 D1 A1 E2 L3", "F2 W3 D3 E1 L2 M3"])
    ev = wp.evaluate(s)
    assert ev[0] > ev[1] and abs(sum(ev) - 1.0) < 1e-9
    # the policy always picks a legal action, 2 to 6 players, on determinized worlds
    rng = random.Random(3)
    for n in (2, 3, 6):
        s = new_game(GAME, n, seed=n)
        for _ in range(300):
            if s.is_over:
                break
            d = determinize(s.view(s.to_act), rng)
            legal = d.legal_actions()
            assert wp.rollout_policy(d, legal, rng) in legal
            assert len(wp.evaluate(d)) == n
            s.apply(wp.rollout_policy(s, s.legal_actions(), rng))
