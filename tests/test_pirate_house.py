"""Pirate Party house rules PIR-15 … PIR-20 on rigged decks (exact hands, turns, sums)."""

from __future__ import annotations

import random

import pytest
from test_pirate_kit import cards, hand, legal, play, rig

import cardtable.engine as engine
from cardtable.engine import IllegalAction
from cardtable.engine.pirate.cards import parse_card

BLUE = "B1 B2 B3 B4 B6 B8 B9"  # no red, no 5, 7, 0, draw card


def test_pir15_jump_in_with_the_identical_card():
    hands = ["R7 R1 R2 R3 R4 R6 R8", BLUE, "R7 Y1 Y2 Y3 Y4 Y6 Y8"]
    s = rig(hands, "R5", jump_in=True)
    assert legal(s, 2) == set()
    play(s, "0:play R7")
    assert legal(s, 2) == {"2:jump R7"} and "0:jump R7" not in legal(s, 0)
    play(s, "2:jump R7")  # play continues from him: seat 1 is passed over
    assert s.to_act == 0 and hand(s, 2) == cards("Y1 Y2 Y3 Y4 Y6 Y8") and hand(s, 1) == cards(BLUE)


def test_pir15_no_jump_in_without_the_option_or_onto_the_starter():
    hands = ["R7 R1 R2 R3 R4 R6 R8", BLUE, "R7 R5 Y2 Y3 Y4 Y6 Y8"]
    s = rig(hands, "R5", jump_in=True)
    assert legal(s, 2) == set()  # R5 is the starter
    s = rig(hands, "R5")
    play(s, "0:play R7")
    assert legal(s, 2) == set()
    with pytest.raises(IllegalAction) as exc:
        s.apply("2:jump R7")
    assert exc.value.rule == "PIR-15" and s.to_act == 1


def test_pir15_wild_on_wild_and_draw_two_passed_on():
    hands = ["W R+2 R2 R3 R4 R6 R8", BLUE, "W R+2 Y2 Y3 Y4 Y6 Y8"]
    s = rig(hands, "R5", stock="G1 G2 G3", jump_in=True)
    play(s, "0:play W r")
    assert legal(s, 2) == {f"2:jump W {c}" for c in "rygb"}
    play(s, "2:jump W r", "0:play R+2")
    assert s.to_act == 1 and legal(s, 2) == {"2:jump R+2"}
    play(s, "2:jump R+2")  # answers the chain: the next after him faces it
    assert s.to_act == 0 and legal(s) == {"0:take"} and s.pending == 2
    play(s, "0:take")
    assert hand(s, 0) == cards("R2 R3 R4 R6 R8 G1 G2") and s.to_act == 1


def test_pir16_double_play():
    hands = ["R7 R7 R1 R2 R3 R4 R6", BLUE, "Y1 Y2 Y3 Y4 Y6 Y8 Y9"]
    s = rig(hands, "R5", jump_in=True, double_play=True)
    play(s, "0:play R7")
    assert legal(s, 0) == {"0:jump R7"}
    play(s, "0:jump R7")
    assert s.to_act == 1 and legal(s, 0) == set() and hand(s, 0) == cards("R1 R2 R3 R4 R6")


def test_pir16_next_player_closes_the_double_play():
    hands = ["R7 R7 R1 R2 R3 R4 R6", BLUE, "Y1 Y2 Y3 Y4 Y6 Y8 Y9"]
    s = rig(hands, "R5", jump_in=True, double_play=True)
    play(s, "0:play R7", "1:draw")
    assert legal(s, 0) == set()
    s = rig(hands, "R5", jump_in=True)  # jump-in alone: not onto one's own card
    play(s, "0:play R7")
    assert legal(s, 0) == set()
    with pytest.raises(ValueError):
        engine.new_game("pirate_party", 3, seed=1, options={"double_play": True})


def test_pir17_zero_passes_hands_in_the_direction_of_play_with_reverse():
    hands = ["RR R1 R2 R3 R4 R6 R7", BLUE, "R0 Y1 Y2 Y3 Y4 Y6 Y7"]
    s = rig(hands, "R5", seven_zero=True)
    play(s, "0:play RR")
    assert s.to_act == 2
    play(s, "2:play R0")  # direction is counter-clockwise: each hand goes to the seat on the right
    assert hand(s, 1) == cards("Y1 Y2 Y3 Y4 Y6 Y7")
    assert hand(s, 0) == cards(BLUE)
    assert hand(s, 2) == cards("R1 R2 R3 R4 R6 R7")
    assert s.to_act == 1


def test_pir17_seven_swaps_with_a_chosen_player():
    hands = ["R7 R1 R2 R3 R4 R6 R8", BLUE, "Y1 Y2 Y3 Y4 Y6 Y8 Y9"]
    s = rig(hands, "R5", seven_zero=True)
    play(s, "0:play R7")
    assert s.to_act == 0 and legal(s) == {"0:swap @1", "0:swap @2"}
    play(s, "0:swap @2")
    assert hand(s, 0) == cards("Y1 Y2 Y3 Y4 Y6 Y8 Y9") and hand(s, 2) == cards("R1 R2 R3 R4 R6 R8")
    assert s.to_act == 1
    s = rig(hands, "R5")
    play(s, "0:play R7")
    assert s.to_act == 1  # without the option a 7 is a plain number


def test_pir18_stacked_draw_twos_add_up():
    hands = ["R+2 R1 R2 R3 R4 R6 R7", "G+2 G1 G2 G3 G4 G6 G7", "B+2 B1 B2 B3 B4 B6 B7",
             "Y+2 Y1 Y2 Y3 Y4 Y6 Y7", "R8 R9 G8 G9 B8 B9 Y8"]
    s = rig(hands, "R5", stock="Y0 W W W+4 W+4 Y9 G0 B0 R0", stacking=True)
    play(s, "0:play R+2", "1:play G+2", "2:play B+2", "3:play Y+2")
    assert legal(s) == {"4:take"} and s.pending == 8
    play(s, "4:take")
    assert hand(s, 4) == cards("R8 R9 G8 G9 B8 B9 Y8 Y0 W W W+4 W+4 Y9 G0 B0")
    assert s.to_act == 0 and s.pending == 0


def test_pir18_stacked_draw_fours_and_a_draw_two_of_the_called_colour():
    hands = ["W+4 G1 G2 G3 G4 G6 G7", "W+4 B1 B2 B3 B4 B6 B7", "B+2 Y1 Y2 Y3 Y4 Y6 Y7"]
    s = rig(hands, "R5", stacking=True)
    play(s, "0:play W+4 g")
    assert "1:play W+4 b" in legal(s)
    play(s, "1:play W+4 b")
    assert s.pending == 8 and s.view(2)["colour"] == "b"
    assert legal(s) == {"2:play B+2", "2:challenge", "2:take"}
    play(s, "2:play B+2")
    assert s.pending == 10 and s.to_act == 0 and legal(s) == {"0:take"}
    play(s, "0:take")
    assert len(s.hands[0]) == 6 + 10 and s.to_act == 1


def test_pir18_challenged_stacked_bluff_costs_the_whole_sum():
    hands = ["W+4 Y1 Y2 Y3 Y4 Y6 Y7", "W+4 G1 B2 B3 B4 B6 B7", "G9 R1 R2 R3 R4 R6 R7"]
    s = rig(hands, "R5", stock="B0 Y0 G0 R0 Y9 Y9 B9 B9", stacking=True)
    play(s, "0:play W+4 g", "1:play W+4 b", "2:challenge")  # seat 1 held green G1
    assert hand(s, 1) == cards("W+4 G1 B2 B3 B4 B6 B7 B0 Y0 G0 R0 Y9 Y9 B9 B9")
    assert s.discard == [parse_card("R5"), parse_card("W+4")] and s.view(2)["colour"] == "g"
    assert s.to_act == 2 and legal(s) == {"2:play G9"}


def _silent_two_cards(**options):
    """Seat 1 lays W g as his fifth-to-last… ; seat 0 then holds G7 G8 in the silence."""
    s = rig(["R1 R2 R3 R4 R6 G7 G8", "R1 R2 R3 R4 W R6 B9"], "R5", stock="Y1 Y2 Y3 Y4 Y6 Y8",
            silent_deals=True, **options)
    play(s, "0:play R1", "1:play R1", "0:play R2", "1:play R2", "0:play R3", "1:play R3",
         "0:play R4", "1:play R4", "0:play R6", "1:play W g")
    assert s.silent
    return s


def test_pir19_calling_in_silence_costs_two():
    s = _silent_two_cards()
    play(s, "0:play G7 !")
    assert hand(s, 0) == cards("G8 Y1 Y2") and s.silent  # same colour: still silent
    assert legal(s, 1) == {"1:draw"}  # the call took effect: no catch


def test_pir19_catching_in_silence_costs_the_catcher_two():
    s = _silent_two_cards()
    play(s, "0:play G7", "1:catch @0")
    assert hand(s, 0) == cards("G8 Y1 Y2") and hand(s, 1) == cards("R6 B9 Y3 Y4")


def test_pir19_challenging_in_silence_costs_two_and_silence_ends_on_a_new_colour():
    hands = ["W+4 Y1 Y2 Y3 Y4 Y6 Y7", "B1 B2 B3 B4 B6 B7 B8", "G9 R1 R2 R3 R4 R6 R7"]
    s = rig(hands, "R5", stock="G0 Y0 B0 R0 Y9 Y9 B9 B9", silent_deals=True)
    play(s, "0:play W+4 b", "1:challenge")  # honest: 2 for the silence, then 4 + 2
    assert hand(s, 1) == cards("B1 B2 B3 B4 B6 B7 B8 G0 Y0 B0 R0 Y9 Y9 B9 B9")
    assert s.silent and s.to_act == 2
    s = rig(hands, "R5", stock="G0 Y0 B0 R0 Y9 Y9 B9 B9", silent_deals=True)
    play(s, "0:play W+4 g", "1:take", "2:play G9")
    assert s.silent  # green on green: the called colour has not changed
    s2 = rig(["W Y1 Y2 Y3 Y4 Y6 Y7", "G9 B1 B2 B3 B4 B6 B9", "G1 R1 R2 R3 R4 R6 R7"], "R5",
             silent_deals=True)
    play(s2, "0:play W g", "1:play G9", "2:play G1", "0:play Y1")
    assert not s2.silent


def test_pir20_five_exchange():
    hands = ["R5 R1 R2 R3 R4 R6 R8", BLUE, "Y1 Y2 Y3 Y4 Y6 Y8 Y9"]
    s = rig(hands, "R5", five_exchange=True)
    play(s, "0:play R5")
    assert s.to_act == 0 and "0:exchange R1 @2" in legal(s) and "0:keep" in legal(s)
    assert len(legal(s)) == 6 * 2 + 1
    play(s, "0:exchange R1 @2")
    assert s.to_act == 2 and s.view(2)["exchange"] == {"from": 0, "to": 2, "card": None}
    assert s.view(0)["exchange"]["card"] == parse_card("R1")
    assert legal(s, 2) == {f"2:give {c}" for c in ("Y1", "Y2", "Y3", "Y4", "Y6", "Y8", "Y9")}
    assert s.view(1)["history"][-1] == "0:exchange ? @2" and s.view(2)["history"][-1] == "0:exchange ? @2"
    play(s, "2:give Y9")
    assert hand(s, 0) == cards("R2 R3 R4 R6 R8 Y9") and hand(s, 2) == cards("R1 Y1 Y2 Y3 Y4 Y6 Y8")
    assert s.to_act == 1
    # GEN-2: the exchanged cards pass face down; only the two players know them
    assert s.view(1)["history"][-2:] == ["0:exchange ? @2", "2:give ?"]
    assert s.view(2)["history"][-2:] == ["0:exchange R1 @2", "2:give Y9"]
    assert s.view(0)["history"][-2:] == ["0:exchange R1 @2", "2:give Y9"]
    twin = engine.determinize(s.view(1), random.Random(1))
    assert twin.view(1) == s.view(1)
    s = rig(hands, "R5", five_exchange=True)
    play(s, "0:play R5", "0:keep")
    assert s.to_act == 1 and hand(s, 0) == cards("R1 R2 R3 R4 R6 R8")


def test_pir13_with_jump_in_a_wrong_jump_costs_two():
    hands = ["R7 R1 R2 R3 R4 R6 R8", BLUE, "Y7 Y1 Y2 Y3 Y4 Y6 Y8"]
    s = rig(hands, "R5", stock="G1 G2", jump_in=True, penalties=True)
    play(s, "0:play R7")
    s.apply("2:jump Y7")  # not identical: an illegal card, counted (PIR-13)
    assert str(s.history[-1]) == "2:misplay Y7" and hand(s, 2) == cards(hands[2] + " G1 G2")
    assert s.to_act == 1
    s = rig(hands, "R5", stock="G1 G2", penalties=True)
    play(s, "0:play R7")
    with pytest.raises(IllegalAction):
        s.apply("2:jump Y7")  # without jump-in nobody may act out of turn with a card


def test_pir15_a_jump_in_closes_the_catch_window():
    s = rig(["R1 R2 R3 R4 R6 R7 G8", "R1 R2 R3 R4 R6 B8 B9", "R7 R8 R8 R9 R9 G7 Y2"], "R5",
            stock="G1 G2 G3 G4", jump_in=True)
    play(s, "0:play R1", "1:play R1", "2:play R7", "0:play R2", "1:play R2", "2:play R8",
         "0:play R3", "1:play R3", "2:play R8", "0:play R4", "1:play R4", "2:play R9",
         "0:play R6", "1:play R6", "2:play R9", "0:play R7")  # seat 0 forgets the call
    assert "2:catch @0" in legal(s, 2) and "2:jump R7" not in legal(s, 2)
    s2 = rig(["R1 R2 R3 R4 R6 R7 G8", "R1 R2 R3 R4 R6 B8 B9", "R5 R8 R8 R9 R9 R7 Y2"], "R5",
             stock="G1 G2 G3 G4", jump_in=True)
    play(s2, "0:play R1", "1:play R1", "2:play R5", "0:play R2", "1:play R2", "2:play R8",
         "0:play R3", "1:play R3", "2:play R8", "0:play R4", "1:play R4", "2:play R9",
         "0:play R6", "1:play R6", "2:play R9", "0:play R7")
    assert {"2:jump R7", "2:jump R7 !", "2:catch @0"} <= legal(s2, 2)
    play(s2, "2:jump R7 !")  # an action of another player: the catch is gone
    assert "1:catch @0" not in legal(s2, 1) and s2.to_act == 0


def test_pir14_last_card_draw_four_with_stacking_sum():
    s = rig(["R1 R2 R3 R4 R6 R7 W+4", "R1 R2 R3 R4 R6 G9 W+4"], "R9", stacking=True)
    play(s, "0:play R1", "1:play R1", "0:play R2", "1:play R2", "0:play R3", "1:play R3",
         "0:play R4", "1:play R4", "0:play R6", "1:play R6", "0:play R7 !", "1:play W+4 r !")
    assert s.pending == 4 and s.to_act == 0 and "0:play W+4 b" in legal(s)
    play(s, "0:play W+4 b")  # his last card: the stacked sum is still drawn (PIR-14, PIR-18)
    assert s.is_over and len(s.hands[1]) == 1 + 8 and s.result.winners == [0]
