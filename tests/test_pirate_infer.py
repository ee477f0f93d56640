"""Pirate Party inference for Hard's worlds (PIR-6): a player who drew lacked every card
he could have laid; the bounds read from the public history always hold for the real
hands, and the worlds dealt by them respect them."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_pirate_kit import play, rig

import cardtable.engine as engine
from cardtable.ai import make_agent
from cardtable.ai.heuristic_pirate_party import hard_reference, sample_world
from cardtable.ai.pirate_infer import constraints, playable_faces, proved_bluffers, sample_hands
from cardtable.engine.pirate.cards import parse_card, parse_cards


def drew_on_red_three():
    """Seat 1 holds no red, no 3 and no black card, so it draws (G6, unplayable) and passes."""
    st = rig(["R1 R2 R3 G4 G5 Y6 B7", "Y1 Y2 Y4 G1 G2 B1 B2"], "R5", stock="G6 Y9")
    play(st, "0:play R3", "1:draw", "1:pass")
    return st


def test_a_draw_proves_the_drawer_lacked_what_was_playable_PIR_6():
    st = drew_on_red_three()
    voids = constraints(st.view(0))
    assert len(voids) == 1
    v = voids[0]
    assert v.player == 1 and v.allowance == 1  # only the drawn card can be of that set
    assert v.cards == playable_faces(parse_card("R3"), 0)
    assert parse_card("R9") in v.cards and parse_card("G3") in v.cards and parse_card("W") in v.cards
    assert parse_card("G6") not in v.cards
    assert constraints(st.view(1)) == []  # seat 0 never drew


def test_worlds_deal_the_drawer_at_most_the_allowance_of_those_cards():
    st = drew_on_red_three()
    view = st.view(0)
    voids = constraints(view)
    bad = voids[0].cards
    plain = [sum(c in bad for c in engine.determinize(view, random.Random(s)).view(1)["hand"])
             for s in range(40)]
    assert max(plain) > 1  # an unconstrained re-deal often breaks the bound ...
    for s in range(40):
        hands = sample_hands(view, random.Random(s), voids)
        assert hands[0] == sorted(parse_cards("R1 R2 G4 G5 Y6 B7"))
        assert len(hands[1]) == 8 and sum(c in bad for c in hands[1]) <= 1  # ... these never
        world = sample_world(view, random.Random(s))
        assert world.view(0) == dict(view, history=world.view(0)["history"])
        assert world.view(1)["hand"] == hands[1]


def test_no_bounds_when_hands_change_unseen():
    st = drew_on_red_three()
    view = replace(st.view(0), options=dict(st.view(0).options, seven_zero=True))
    assert constraints(view) == []


@pytest.mark.parametrize("n,options", [(2, {}), (3, {"stacking": True}), (4, {"penalties": True}),
                                       (4, {"silent_deals": True}), (6, {})])
def test_the_bounds_hold_for_the_real_hands(n, options):
    """Every bound read from any seat's view holds for the real hands, all deal long, with
    Normal, Easy (who bluffs and forgets its calls) and Random players."""
    checked = 0
    for seed in range(4):
        st = engine.new_game("pirate_party", n, seed=seed, options=options)
        agents = [make_agent(("normal", "easy", "random")[(p + seed) % 3], "pirate_party")
                  for p in range(n)]
        rng = random.Random(seed)
        while not st.is_over:
            p = st.to_act
            view = st.view(p)
            for v in constraints(view):
                held = st.view(v.player)["hand"]
                assert sum(c in v.cards for c in held) <= v.allowance, (seed, v, view["history"])
                checked += 1
            st.apply(agents[p].choose(view, st.legal_actions(p), rng, 0.01))
    assert checked > 20


def test_honest_draw_four_bound_PIR_10():
    """With ``honest`` a Wild Draw Four's player is taken to hold none of the colour it
    replaced (Normal never bluffs); the worlds then hold it honest, so a challenge fails."""
    st = rig(["W+4 G2 G3 G4 G6 G7 G8", "B1 B2 B3 B4 B6 B7 B8"], "R5")
    play(st, "0:play W+4 b")
    view = st.view(1)
    assert constraints(view) == []  # the rules alone prove nothing
    (v,) = constraints(view, honest=True)
    assert v.player == 0 and v.allowance == 0
    assert v.cards == frozenset(c for c in range(52) if c // 13 == 0)  # every red card
    assert parse_card("R1") in v.cards and parse_card("G2") not in v.cards
    for s in range(20):
        world = sample_world(view, random.Random(s))
        assert not any(c in v.cards for c in world.hands[0])
        assert world.wd4_prev[3] is False  # not a bluff in any world


def test_a_proved_bluff_drops_the_honesty_bound_PIR_11():
    st = rig(["W+4 R1 G3 G4 G6 G7 G8", "B1 B2 B3 B4 B6 B7 B8"], "R5", stock="Y1 Y2 Y3 Y4 Y6 Y7 Y8")
    play(st, "0:play W+4 b", "1:challenge")  # seat 0 held R1: he takes the card back, draws four
    assert st.to_act == 1
    assert [v for v in constraints(st.view(1), honest=True) if v.player == 0] == []


@pytest.mark.parametrize("n", [2, 4])
def test_the_honesty_bounds_hold_for_normal_players(n):
    """Normal never bluffs: every bound of ``honest=True`` holds for the real hands."""
    checked = 0
    for seed in range(6):
        st = engine.new_game("pirate_party", n, seed=seed)
        agent = make_agent("normal", "pirate_party")
        rng = random.Random(seed)
        while not st.is_over:
            p = st.to_act
            view = st.view(p)
            for v in constraints(view, honest=True):
                held = st.view(v.player)["hand"]
                assert sum(c in v.cards for c in held) <= v.allowance, (seed, v, view["history"])
                checked += 1
            st.apply(agent.choose(view, st.legal_actions(p), rng, 0.01))
    assert checked > 20


def test_a_bluff_the_table_proves_later_ends_the_honesty_PIR_10():
    """Seat 0 bluffs a Draw Four (he holds R1) and is not challenged; when he later lays R1
    without having received a card since, the history proves the bluff: from then on his
    Draw Fours are not held honest, and Hard challenges him as Normal would."""
    st = rig(["W+4 W+4 R1 B1 G3 G4 G6", "R1 R2 B2 B3 B4 B6 B7"], "R5",
             stock="Y1 Y2 Y3 Y4 Y6 Y7 Y8 Y9 G7 G8")
    play(st, "0:play W+4 b", "1:take", "0:play B1")
    (v,) = constraints(st.view(1), honest=True)
    assert (v.player, v.allowance, proved_bluffers(st.view(1))) == (0, 0, frozenset())
    play(st, "1:play R1", "0:play R1")  # a red card: he held it when he laid the Draw Four
    assert constraints(st.view(1), honest=True) == []
    assert proved_bluffers(st.view(1)) == frozenset({0})
    play(st, "1:play R2", "0:play W+4 g")  # honest this time (no red left), but proved a bluffer
    view, acts = st.view(1), st.legal_actions(1)
    assert constraints(view, honest=True) == []
    challenge = st.parse_action("1:challenge")
    assert challenge in acts
    assert str(hard_reference(view, acts, challenge)) == "1:challenge"
    # an honest player's Draw Four: the reference takes instead
    fresh = rig(["W+4 G3 G4 G6 G7 G8 G9", "R1 R2 B2 B3 B4 B6 B7"], "R5")
    play(fresh, "0:play W+4 g")
    assert str(hard_reference(fresh.view(1), fresh.legal_actions(1),
                              fresh.parse_action("1:challenge"))) == "1:take"
    assert proved_bluffers(fresh.view(1)) == frozenset()


def test_a_challenged_bluff_makes_a_proved_bluffer_PIR_11():
    st = rig(["W+4 R1 G3 G4 G6 G7 G8", "B1 B2 B3 B4 B6 B7 B8"], "R5", stock="Y1 Y2 Y3 Y4 Y6 Y7 Y8")
    play(st, "0:play W+4 b", "1:challenge")
    assert proved_bluffers(st.view(1)) == frozenset({0})
