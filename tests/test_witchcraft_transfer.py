"""Strong Witchcraft: transfers (SW-6), the limits (SW-9) and who attacks after a
transferred bout (SW-10, SW-11) on rigged decks."""

from __future__ import annotations

import pytest
from test_witchcraft_helpers import deal, hand, legal, pass_all, play, texts

from cardtable.engine import IllegalAction


def test_sw6_double_transfer_with_one_set():
    """SW-6: with one set the lead can go back and forth twice (three identical cards)."""
    s = deal(["W1 W1 D1 E3 E3 E3", "W1 A1 A2 L1 D3 D3"])
    play(s, "0:attack W1")
    assert "1:transfer W1" in legal(s)
    ev = play(s, "1:transfer W1")
    assert [(str(e.dst), e.player) for e in ev if e.kind == "move"] == [("table:1", 1)]
    assert s.defender == 0 and s.to_act == 0 and texts(s.attack) == ["W1", "W1"]
    assert legal(s) == ["0:transfer W1", "0:take"]
    play(s, "0:transfer W1")
    assert s.defender == 1 and len(s.attack) == 3
    assert "1:transfer W1" not in legal(s)          # no fourth copy in one set
    play(s, "1:cover A1/W1", "1:cover A2/W1", "1:cover L1/W1")
    # SW-8: after a transfer the player who made the last transfer throws first.
    assert s.phase == "throw" and s.to_act == 0 and legal(s) == ["0:throw D1", "0:pass"]


def test_sw6_five_transfers_with_two_sets():
    """SW-6: with two sets, five transfers in a row (six identical cards) once both players
    hold enough cards to face them."""
    s = deal(["F1 D1 A1 E1 L1 M1", "W1 W1 W1 W2 L3 L3"], "F2 W1 W1 W1 E2 E2 E2", sets=2)
    play(s, "0:attack F1", "1:take", "0:throw D1", "0:throw A1", "0:throw E1", "0:throw L1",
         "0:throw M1")
    assert len(s.hands[1]) == 12 and s.to_act == 0     # room reached: the bout ends (SW-9)
    play(s, "0:attack F2", "1:cover W2/F2")
    pass_all(s)
    assert s.to_act == 1 and len(s.hands[0]) == 6 and len(s.hands[1]) == 11
    play(s, "1:attack L3", "0:take")
    pass_all(s)
    assert s.to_act == 1 and len(s.hands[0]) == 7 and len(s.hands[1]) == 10
    play(s, "1:attack W1", "0:transfer W1", "1:transfer W1", "0:transfer W1", "1:transfer W1",
         "0:transfer W1")
    assert s.defender == 1 and len(s.attack) == 6 and texts(s.attack) == ["W1"] * 6
    assert len(s.hands[1]) == 7 and len(s.hands[0]) == 4
    assert "1:transfer W1" not in legal(s)


def test_sw6_transfer_refusals():
    """SW-6: only an identical card, only before the lead is beaten."""
    s = deal(["W1 W1 A1 E3 E3 E3", "W1 W2 A2 L1 D3 D3"])
    play(s, "0:attack W1")
    with pytest.raises(IllegalAction) as exc:
        s.apply("1:transfer W2")
    assert exc.value.rule == "SW-6"
    play(s, "1:transfer W1", "0:cover A1/W1")
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:transfer W1")
    assert exc.value.rule == "SW-6"


def test_sw10_transfer_then_beaten_the_original_attacker_keeps_the_move():
    """SW-10: after a transfer the defender is the original attacker; if he beats the cards
    he attacks again.  SW-11: the transferrer draws first, the defender last."""
    s = deal(["W1 A1 A2 E3 E3 E3", "W1 D3 D3 D3 M3 M3"], "F1 F2 F3 M1")
    play(s, "0:attack W1", "1:transfer W1", "0:cover A1/W1")
    ev = play(s, "0:cover A2/W1")   # player 1 has nothing to throw: beaten at once
    assert s.phase == "lead" and s.to_act == 0
    draws = [(str(e.dst)) for e in ev if e.kind == "move" and str(e.src) == "stock"]
    assert draws == ["hand:1", "hand:0", "hand:0", "hand:0"]
    assert hand(s, 0) == ["E3", "E3", "E3", "F2", "F3", "M1"]


def _prelude(bout1_throws: list[str]):
    """Player 1 takes bout 1 (with the given throws), beats bout 2, then leads W1 and
    player 0 transfers it back: player 1 faces two cards."""
    s = deal(["F3 W3 A3 F2 W1 F1", "W2 W1 M3 M3 M3 E3"], "D1 A1 E1 L1")
    play(s, "0:attack F3", "1:take", *bout1_throws)
    pass_all(s)
    play(s, "0:attack F2", "1:cover W2/F2")
    pass_all(s)
    play(s, "1:attack W1", "0:transfer W1")
    assert s.defender == 1 and s.to_act == 1
    return s


def test_sw9_six_card_limit_after_a_transfer():
    """SW-9: transferred cards count: facing two, at most four are thrown (6 in all)."""
    s = _prelude(["0:throw W3", "0:throw A3"])
    assert len(s.hands[1]) == 7
    play(s, "1:take")
    assert s.to_act == 0 and s.view(0)["throw_room"] == 4
    assert legal(s) == ["0:throw F1", "0:throw D1", "0:throw A1", "0:throw E1", "0:throw L1", "0:pass"]
    play(s, "0:throw F1", "0:throw D1", "0:throw A1", "0:throw E1")
    # Six cards faced: the bout ends with no more throwing; player 1 picks up six.
    assert s.phase == "lead" and s.to_act == 0
    assert hand(s, 1) == ["A1", "A3", "D1", "E1", "E3", "F1", "F3", "M3", "M3", "M3", "W1", "W1", "W3"]
    assert "L1" in hand(s, 0) and len(s.hands[0]) == 6


def test_sw9_hand_limit_after_a_transfer():
    """SW-9: the defender never faces more cards than he holds: holding 5 and facing the two
    transferred cards, only three may be thrown."""
    s = _prelude(["0:pass"])
    assert len(s.hands[1]) == 5
    play(s, "1:take")
    assert s.view(0)["throw_room"] == 3
    play(s, "0:throw F1", "0:throw D1", "0:throw A1")
    assert s.phase == "lead" and s.to_act == 0
    assert len(s.hands[1]) == 10


def test_sw9_five_thrown_at_most():
    """SW-9: at most five cards are thrown in one bout."""
    s = deal(["F1 D1 A1 E1 L1 M1", "W3 W3 W3 D3 D3 D3"])
    play(s, "0:attack F1", "1:take", "0:throw D1", "0:throw A1", "0:throw E1", "0:throw L1")
    assert s.view(0)["throw_room"] == 1
    play(s, "0:throw M1")
    assert s.phase == "lead" and len(s.hands[1]) == 12


def test_sw6_transfer_needs_enough_cards():
    """SW-6: a transfer is illegal if the new defender holds fewer cards than he would have
    to beat (here the attacker kept one card after laying a Strong Witchcraft)."""
    s = deal(["F2 W2 D2 A2 W1 E3", "W1 D3 D3 D3 M3 M3"])
    play(s, "0:lay F2 W2 D2 A2", "0:attack W1")
    assert len(s.hands[0]) == 1
    assert legal(s) == ["1:take"]
    with pytest.raises(IllegalAction) as exc:
        s.apply("1:transfer W1")
    assert exc.value.rule == "SW-6"
