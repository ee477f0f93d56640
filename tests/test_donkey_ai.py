"""Who's the Donkey? AI: every level returns a legal action from the view only
(GEN-2), and the Normal heuristic makes the textbook choices (ESL-4 … ESL-7)."""

from __future__ import annotations

import random

import pytest
from test_donkey_rules import example_62, play, rigged

from cardtable.ai import heuristic_donkey as h
from cardtable.ai import make_agent
from cardtable.engine import determinize, new_game
from cardtable.engine.donkey.cards import DONKEY


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("n", [3, 4, 5, 8, 12])
def test_heuristic_always_legal(level, n):
    for seed in range(6):
        s = new_game("donkey", n, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            p = s.to_act
            legal = s.legal_actions()
            a = h.choose(s.view(p), legal, rng, level)
            assert a in legal
            s.apply(a)
            steps += 1
            assert steps < 3000


def test_rollout_policy_legal_and_evaluate():
    for n in (3, 7, 12):
        s = new_game("donkey", n, seed=n)
        rng = random.Random(n)
        while not s.is_over:
            legal = s.legal_actions()
            a = h.rollout_policy(s, legal, rng)
            assert a in legal
            ev = h.evaluate(s)
            assert len(ev) == n and max(ev) == 1.0
            s.apply_unchecked(a)


def test_same_view_same_choice_whatever_the_hidden_cards():
    s = new_game("donkey", 5, seed=11)
    rng = random.Random(0)
    for _ in range(12):
        s.apply(rng.choice(s.legal_actions()))
    p = s.to_act
    view = s.view(p)
    other = determinize(view, random.Random(5))
    assert other.view(p) == view and other.hands != s.hands
    for level in ("easy", "normal"):
        a = h.choose(view, s.legal_actions(), random.Random(9), level)
        b = h.choose(other.view(p), other.legal_actions(), random.Random(9), level)
        assert a == b


def test_hard_agent_returns_a_legal_action():
    s = new_game("donkey", 4, seed=2)
    agent = make_agent("hard", "donkey", iterations=30)
    rng = random.Random(1)
    for _ in range(6):
        p = s.to_act
        legal = s.legal_actions()
        a = agent.choose(s.view(p), legal, rng, 0.1)
        assert a in legal
        s.apply(a)


def test_normal_leads_the_donkey_when_it_may():
    s = rigged("D 3x6 8x1 2", "2x8+J 5x3 5x4", "8x5 5x9", "3x10 8x11 2x12", "4x13 4x12 5x2")
    a = h.choose(s.view(0), s.legal_actions(), random.Random(0), "normal")
    assert str(a) == "0:play D"  # ESL-6


def test_normal_throws_a_safe_card_in_a_donkey_round():
    s = example_62()
    play(s, "0:play D", "1:play 11")
    # Chris holds 1, 8x9, 4x8: anything below the 11 is safe; the costliest is a 9.
    a = h.choose(s.view(2), s.legal_actions(), random.Random(0), "normal")
    assert str(a) == "2:play 9"
    play(s, a)
    # Alex holds 2, 8x7, 4x6: a 7 is below 11 and costs the most.
    a = h.choose(s.view(3), s.legal_actions(), random.Random(0), "normal")
    assert str(a) == "3:play 7"


def test_normal_last_player_of_a_donkey_round():
    s = example_62()
    play(s, "0:play D", "1:play 2", "2:play 1", "3:play 2")
    # Eric (1, 8x5, 4x4) is last: only his 1 stays below the 2s.
    a = h.choose(s.view(4), s.legal_actions(), random.Random(0), "normal")
    assert str(a) == "4:play 1"


def test_normal_locked_holder_does_not_lead_the_donkey_and_runs_out_when_it_can():
    s = example_62()
    play(s, "0:play D", "1:play 2", "2:play 1", "3:play 2", "4:play 1")
    a = h.choose(s.view(3), s.legal_actions(), random.Random(0), "normal")
    # ESL-7: not the donkey; eight sevens will probably stand and unlock it.
    assert a.cards != (DONKEY,) and str(a) == "3:play 8x7"
    s2 = rigged("D 8x1 4x2", "8x3 5x7", "8x5 5x6")
    play(s2, "0:play 8x1", "1:pass", "2:play 8x5", "2:play 5x6", "0:pass")
    a = h.choose(s2.view(1), s2.legal_actions(), random.Random(0), "normal")
    assert str(a) == "1:play 5x7"  # ESL-8: his whole hand


def test_normal_raises_with_a_whole_group_not_with_jokers():
    s = rigged("D 3x6 8x1 2", "2x8+J 5x3 5x4", "8x5 5x9", "3x10 8x11 2x12", "4x13 4x12 5x2")
    play(s, "0:play 3x6")
    a = h.choose(s.view(1), s.legal_actions(), random.Random(0), "normal")
    assert str(a) == "1:pass"  # the only raise spends the joker early
    play(s, "1:pass")
    a = h.choose(s.view(2), s.legal_actions(), random.Random(0), "normal")
    assert str(a) == "2:pass"  # 3x9 would break his five nines into a lonely pair
