"""Pirate Party, Hard at two players: its own moves in its playouts look one action ahead
(``pirate_playout.own_move``): the exact move and step count in a rigged position, Normal's
move where the other hand is big, the call of "All hands on deck!" kept as due (PIR-12), the
cost counted in the search's budget, and three and more players untouched."""

from __future__ import annotations

import random

import pytest
from test_pirate_kit import rig

import cardtable.engine as engine
from cardtable.ai import HardAgent
from cardtable.ai import heuristic_pirate_party as h
from cardtable.ai import pirate_playout as pp
from cardtable.ai.hard import by_table
from cardtable.ai.rollouts import RolloutSearch
from cardtable.engine.pirate.cards import parse_cards


def _position(mine: str, other: str):
    s = rig(["R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7"], "R9")
    assert s.to_act == 0
    s.hands[0], s.hands[1] = parse_cards(mine), parse_cards(other)
    return s


def _normal(s):
    return h.choose(h.playout_view(s, 0), s.legal_actions(0), random.Random(1))


def _after(s, text: str) -> float:
    t = s.clone()
    t.step(s.parse_action(text))
    return pp.own_score(t, 0)


def test_own_move_takes_the_best_position_one_action_ahead(monkeypatch):
    monkeypatch.setattr(pp, "LOOKAHEAD_AT", 3)
    monkeypatch.setattr(pp, "LOOKAHEAD_COST", 3)
    # the other player at two cards: Normal attacks with its Skip (it lays again)
    s = _position("R5 R+2 RS G3 W+4", "Y3 G7")
    normal = _normal(s)
    assert str(normal) == "0:play RS"
    legal = s.legal_actions(0)
    move, cost = pp.own_move(s, legal, random.Random(1), normal)
    # the Draw Two leaves the best position (0.910 against the skip's 0.793)
    assert str(move) == "0:play R+2"
    assert cost == 3 * len(legal)
    assert _after(s, "0:play R+2") == max(_after(s, str(a)) for a in legal)
    assert _after(s, "0:play R+2") > _after(s, "0:play RS")


def test_own_move_calls_all_hands_on_deck_as_due_PIR_12(monkeypatch):
    monkeypatch.setattr(pp, "LOOKAHEAD_AT", 3)
    monkeypatch.setattr(pp, "LOOKAHEAD_COST", 3)
    s = _position("R5 W", "Y3 G7")
    normal = _normal(s)
    assert str(normal) == "0:play W r !"   # Normal changes colour with its black card
    legal = s.legal_actions(0)
    assert "0:play R5" in {str(a) for a in legal}   # laid silently it could be caught
    move, cost = pp.own_move(s, legal, random.Random(1), normal)
    assert str(move) == "0:play R5 !"   # keeps the Wild, calls: one card left
    # Normal's move and the four other moves that call (the five silent ones are not weighed)
    assert len(legal) == 10
    assert cost == 3 * 5


def test_own_moves_never_read_the_other_hand():
    """Only the other player's public features (cards, pending draw included; to act; one
    card left) enter the score: two worlds whose other hands differ in every card score the
    same, and the seat chooses alike in both."""
    a = _position("R5 R+2 RS G3 W+4", "Y3 G7")
    b = _position("R5 R+2 RS G3 W+4", "W+4 R+2")
    legal = a.legal_actions(0)
    assert legal == b.legal_actions(0)
    for act in legal:
        assert _after(a, str(act)) == _after(b, str(act))
    assert pp.own_move(a, legal, random.Random(1), _normal(a)) == pp.own_move(
        b, legal, random.Random(1), _normal(b))
    # while the full evaluation, which reads both hands, differs
    ta, tb = a.clone(), b.clone()
    ta.step(legal[0])
    tb.step(legal[0])
    assert pp.evaluate(ta) != pp.evaluate(tb)


def test_own_move_is_normals_while_the_other_hand_is_big(monkeypatch):
    monkeypatch.setattr(pp, "LOOKAHEAD_AT", 3)
    s = _position("R5 R+2 RS G3 W+4", "Y3 G7 B1 B2")
    normal = _normal(s)
    assert pp.own_move(s, s.legal_actions(0), random.Random(1), normal) == (normal, 0)


def test_lookahead_steps_count_in_the_playout():
    """A playout reports the lookahead's steps with its actions, so the budget pays for them."""
    s = _position("R5 R+2 RS G3 W+4", "Y3 G7")
    seen = []

    def own(state, legal, rng, normal):
        seen.append(state.to_act)
        return normal, 5

    search = RolloutSearch(h.choose, view=h.playout_view, own=own)
    t = s.clone()
    _, plain = RolloutSearch(h.choose, view=h.playout_view).playout(s.clone(), 0, random.Random(2))
    r, n = search.playout(t, 0, random.Random(2))
    assert seen and set(seen) == {0}   # asked for the searching seat's choices only
    assert n == plain + 5 * len(seen)   # the same playout (Normal's moves), and its cost


def test_hard_at_two_players_looks_ahead_and_stays_deterministic_and_legal():
    assert by_table(h.playout_own, 2) is pp.own_move
    assert all(by_table(h.playout_own, n) is None for n in range(3, 11))
    hard = HardAgent("pirate_party", iterations=3_000)
    st = engine.new_game("pirate_party", 2, seed=4)
    rng = random.Random(4)
    searched = 0
    while not st.is_over:
        p = st.to_act
        legal = st.legal_actions(p)
        view = st.view(p)
        a = hard.choose(view, legal, random.Random(searched), 0.25)
        assert a in legal
        if len(legal) > 1:
            assert hard.search.own is pp.own_move
            assert hard.choose(view, legal, random.Random(searched), 0.25) == a
            searched += 1
        st.apply(a if p == 0 else h.choose(view, legal, rng))
    assert searched > 0


@pytest.mark.parametrize("n", [3, 4])
def test_hard_at_more_players_plays_normal_in_its_playouts(n):
    hard = HardAgent("pirate_party", iterations=200)
    st = engine.new_game("pirate_party", n, seed=1)
    p = st.to_act
    hard.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.25)
    assert hard.search.own is None
