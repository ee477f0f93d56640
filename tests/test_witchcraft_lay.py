"""Strong Witchcraft: laying Strong Witchcrafts (SW-12) and the end of a deal (SW-13)
on rigged decks (end-game positions with an almost empty stock are set up white-box
with ``set_position``)."""

from __future__ import annotations

import pytest
from test_witchcraft_helpers import deal, hand, legal, pass_all, play, set_position, texts

from cardtable.engine import IllegalAction
from cardtable.engine.witchcraft import witchcrafts
from cardtable.engine.witchcraft.cards import parse_cards


def test_sw12_combinations_in_hand():
    """SW-12: four cards of one strength and four different colours."""
    assert witchcrafts(parse_cards("F1 W1 D1 A1 A1 E2")) == [tuple(parse_cards("F1 W1 D1 A1"))]
    assert witchcrafts(parse_cards("F1 W1 D1 D1 E2 E2")) == []
    assert len(witchcrafts(parse_cards("F3 W3 D3 A3 E3"))) == 5


def test_sw12_one_per_turn_and_never_after_taking():
    """SW-12: only at the start of one's own turn (not while defending, not after taking,
    until the next turn), and only one per turn."""
    s = deal(["F1 W1 D1 A1 F2 W2", "D2 A2 F2 M3 E3 E3"], first=1)
    play(s, "1:attack D2")
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:lay F1 W1 D1 A1")
    assert exc.value.rule == "SW-12"
    play(s, "0:take", "1:throw A2", "1:throw F2")
    pass_all(s)
    assert len(s.hands[0]) == 9 and s.to_act == 1          # the taker skips his turn
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:lay F1 W1 D1 A1")
    assert exc.value.rule == "SW-12"
    play(s, "1:attack M3", "0:cover F2/M3")
    pass_all(s)
    assert s.to_act == 0 and s.phase == "lead"
    assert [a for a in legal(s) if "lay" in a] == ["0:lay F1 W1 D1 A1", "0:lay F2 W2 D2 A2"]
    ev = play(s, "0:lay F1 W1 D1 A1")
    assert [(str(e.src), str(e.dst), e.face_up) for e in ev if e.kind == "move"] == [("hand:0", "laid:0", True)] * 4
    assert s.view(1)["laid"] == [[list(parse_cards("F1 W1 D1 A1"))], []]
    assert [a for a in legal(s) if "lay" in a] == []
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:lay F2 W2 D2 A2")
    assert exc.value.rule == "SW-12" and "one" in exc.value.reason
    assert s.to_act == 0 and hand(s, 0) == ["A2", "D2", "F2", "W2"]


def test_sw12_third_witchcraft_wins_with_two_players():
    """SW-12: with 2–3 players the third Strong Witchcraft wins at once; SW-13: the other
    player is the apprentice."""
    s = deal(["F1 W1 D1 A1 E2 E3", "L1 L1 L1 M1 M1 M1"], "F2 W2 D2 A2 L3 F3 W3 D3 A3 M2")
    play(s, "0:lay F1 W1 D1 A1", "0:attack E2", "1:take")
    assert s.to_act == 0 and hand(s, 0) == ["A2", "D2", "E3", "F2", "L3", "W2"]
    play(s, "0:lay F2 W2 D2 A2")
    assert s.phase == "lead" and s.to_act == 0 and len(s.laid[0]) == 2
    play(s, "0:attack L3", "1:take", "0:pass")
    assert hand(s, 0) == ["A3", "D3", "E3", "F3", "M2", "W3"]
    assert sum(1 for a in legal(s) if "lay" in a) == 5
    ev = play(s, "0:lay F3 W3 D3 A3")
    assert s.is_over and s.to_act is None
    res = s.result
    assert res.order == [0, 1] and res.losers == [1] and res.winners == [0] and not res.draw
    assert res.notes == {"witchcraft_wins": [0], "witchcrafts": [3, 0]}
    assert [(str(e.dst), e.face_up) for e in ev if e.kind == "move" and str(e.src) == "hand:0"][-2:] == [
        ("discard", False), ("discard", False)]
    assert s.hands[0] == [] and texts(s.discard) == ["E3", "M2"]
    assert s.returns() == [1.0, 0.0]


def test_sw12_second_witchcraft_wins_with_four_players():
    """SW-12: with 4 or more players the second Strong Witchcraft wins; the hand goes to the
    discard pile and the player to the left attacks."""
    s = deal(["F2 W2 D2 A2 F1 E3", "W1 F1 A3 A3 L2 L2", "W1 F1 A3 L3 L3 M2", "W1 D1 L3 M3 M3 M2"],
             "F3 W3 D3 M1 L1")
    play(s, "0:lay F2 W2 D2 A2", "0:attack F1", "1:cover W1/F1")
    pass_all(s)
    assert hand(s, 0) == ["D3", "E3", "F3", "L1", "M1", "W3"]
    play(s, "1:attack F1", "2:cover W1/F1")
    pass_all(s)
    play(s, "2:attack F1", "3:cover W1/F1")
    pass_all(s)
    play(s, "3:attack D1", "0:cover M1/D1")
    pass_all(s)
    assert s.to_act == 0 and s.phase == "lead"
    rest = sorted(set(hand(s, 0)) - {"D3", "E3", "F3", "W3"})
    play(s, "0:lay F3 W3 D3 E3")
    assert not s.is_over and s.active == [False, True, True, True]
    assert s.order == [0] and s.sw_wins == [0] and s.hands[0] == []
    assert s.to_act == 1 and s.phase == "lead"
    assert all(c in texts(s.discard) for c in rest)


def test_sw12_three_players_need_three():
    """SW-12: with three players the second Strong Witchcraft does not win yet."""
    s = deal(["F1 W1 D1 A1 E2 E3", "L1 L1 L1 M1 M1 M1", "L2 L2 L2 M2 M2 M3"])
    assert s.wins_needed == 3
    s4 = deal(["F1 W1 D1 A1 E2 E3", "L1 L1 L1 M1 M1 M1", "L2 L2 L2 M2 M2 M3", "E1 E1 E1 A3 A3 A3"])
    assert s4.wins_needed == 2


def test_sw12_laying_the_whole_hand_draws_to_six():
    """SW-12: if laying empties his hand he draws to 6 (here the last two) before leading."""
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3", "E1 E2 E3 L1 L2 L3"])
    set_position(s, ["F1 W1 D1 A1", "L2 L2 L2 M2 M2 M3", "E3 E3 E3 M1 M1 M1"], "E1 E2")
    play(s, "0:lay F1 W1 D1 A1")
    assert hand(s, 0) == ["E1", "E2"] and s.to_act == 0 and s.phase == "lead" and not s.stock


def test_sw12_laying_the_whole_hand_with_no_stock_finishes():
    """SW-12: with the stock gone he leaves as finished and the player to his left attacks."""
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3", "E1 E2 E3 L1 L2 L3"])
    set_position(s, ["F1 W1 D1 A1", "L2 L2 L2 M2 M2 M3", "E3 E3 E3 M1 M1 M1"], "")
    play(s, "0:lay F1 W1 D1 A1")
    assert s.active == [False, True, True] and s.order == [0] and s.sw_wins == []
    assert s.to_act == 1 and s.phase == "lead"


def test_sw13_last_player_with_cards_loses():
    """SW-13: with no stock a player out of cards leaves; the last one holding cards loses."""
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3"])
    set_position(s, ["F1", "W2 M3"], "")
    play(s, "0:attack F1", "1:cover W2/F1")
    assert s.is_over
    assert s.result.order == [0, 1] and s.result.losers == [1] and s.result.winners == [0]
    assert s.view(0)["result"]["losers"] == [1]


def test_sw13_both_out_in_the_same_bout_is_a_draw():
    """SW-13: if the last two run out in the same bout nobody holds cards: a draw, no loser."""
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3"])
    set_position(s, ["F1", "W2"], "")
    play(s, "0:attack F1", "1:cover W2/F1")
    assert s.is_over and s.result.draw and s.result.losers == [] and s.result.order == [0, 1]


def test_sw13_defender_leaves_and_next_player_attacks():
    """SW-10/13: a defender who beats with his last card leaves; the player to his left attacks."""
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3", "E1 E2 E3 L1 L2 L3"])
    set_position(s, ["F1 E3", "W2", "M3 M3"], "")
    play(s, "0:attack F1", "1:cover W2/F1")
    assert s.active == [True, False, True] and s.to_act == 2 and s.order == [1]
    play(s, "2:attack M3")
    assert s.defender == 0
