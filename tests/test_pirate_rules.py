"""Pirate Party core rules PIR-1 … PIR-14 on rigged decks (exact hands, turns, draws)."""

from __future__ import annotations

import pytest
from test_pirate_kit import cards, hand, legal, play, rig, shed3

import cardtable.engine as engine
from cardtable.engine import IllegalAction
from cardtable.engine.pirate.actions import take_costs
from cardtable.engine.pirate.cards import (
    DECK_COUNTS,
    FULL_DECK,
    VALUE,
    WILD,
    card_str,
    parse_card,
)

FILL = "B1 B2 B3 B4 B6 B7 B8"  # a hand that never matches a red or yellow top card


def test_pir1_pir2_deck_and_values():
    assert len(FULL_DECK) == 108
    assert sum(DECK_COUNTS[c] for c in range(13)) == 25  # red: one 0, two of 1–9, S, +2, R
    assert DECK_COUNTS[parse_card("R0")] == 1 and DECK_COUNTS[parse_card("G7")] == 2
    assert DECK_COUNTS[parse_card("W")] == 4 and DECK_COUNTS[parse_card("W+4")] == 4
    assert [VALUE[parse_card(t)] for t in ("R0", "Y9", "GS", "B+2", "RR", "W", "W+4")] == [0, 9, 20, 20, 20, 50, 50]
    assert sum(VALUE[c] for c in FULL_DECK) == 4 * (2 * 45 + 6 * 20) + 8 * 50
    for c in range(54):
        assert parse_card(card_str(c)) == c


def test_pir4_dealing_order_and_first_player():
    deck = sorted(FULL_DECK, key=lambda c: (c % 13, c))  # mostly numbers first
    s = engine.new_game("pirate_party", 3, seed=0, options={"dealer": 1}, deck=deck)
    # one at a time clockwise from the dealer's left: deck[0] to seat 2, deck[1] to seat 0 …
    assert s.hands[2] == sorted(deck[0:21:3]) and s.hands[0] == sorted(deck[1:21:3])
    assert s.hands[1] == sorted(deck[2:21:3])  # hands are kept sorted
    assert s.discard == [deck[21]] and len(s.stock) == 108 - 22 and s.stock[-1] == deck[22]
    assert s.to_act == 2 and s.view(0)["leader"] == 2


def test_pir4_black_starter_is_buried():
    s = rig(["R1 R2 R3 R4 R6 R7 R8", FILL], ["W", "W+4", "Y5"])
    assert s.discard == [parse_card("Y5")] and s.colour == 1
    assert s.stock[:2] == [parse_card("W+4"), parse_card("W")]  # at the bottom, in turn order
    buried = [e for e in s.initial_events if e.info and e.info.get("buried")]
    assert [card_str(e.card) for e in buried] == ["W", "W+4"]


def test_pir4_skip_starter_skips_the_leader():
    s = rig(["R1 R2 R3 R4 R6 R7 R8", "RS G1 G2 G3 G4 G6 G7", FILL], "RS")
    assert s.to_act == 0 and legal(s) == {"0:take"}
    play(s, "0:take")
    assert s.to_act == 1 and "1:play RS" in legal(s)


def test_pir4_draw_two_starter():
    s = rig(["R1 R2 R3 R4 R6 R7 R8", FILL], "R+2", stock="G1 G2 G3")
    assert legal(s) == {"0:take"}
    play(s, "0:take")
    assert hand(s, 0) == cards("R1 R2 R3 R4 R6 R7 R8 G1 G2") and s.to_act == 1


def test_pir4_reverse_starter():
    s = rig(["R1 R2 R3 R4 R6 R7 R8", FILL, FILL.replace("B", "G")], "RR")
    assert s.direction == -1 and s.to_act == 1  # as if the dealer (seat 2) laid it
    s2 = rig(["R1 R2 R3 R4 R6 R7 R8", FILL], "RR")
    assert s2.to_act == 0  # two players: no other effect


def test_pir5_matching():
    s = rig(["R7 G5 B7 Y2 W W+4 G+2", FILL], "R5")
    assert legal(s) == {"0:play R7", "0:play G5"} | {f"0:play W {c}" for c in "rygb"} | {
        f"0:play W+4 {c}" for c in "rygb"}
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:play Y2")
    assert exc.value.rule == "PIR-5"


def test_pir5_symbol_match():
    s = rig(["RS R1 R2 R3 R4 R6 R7", FILL, "GS Y2 Y3 Y4 Y6 Y7 Y8"], "R5")
    play(s, "0:play RS", "1:take")
    assert legal(s) == {"2:play GS"}
    play(s, "2:play GS")
    assert s.to_act == 0 and s.phase == 2 and s.view(0)["colour"] == "g"


def test_pir6_draw_only_without_playable_card():
    s = rig([FILL, "R1 R2 R3 R4 R6 R7 R8"], "Y5", stock="G1 Y9")
    assert legal(s) == {"0:draw"}
    ev = s.apply("0:draw")
    assert [(e.card, str(e.src), str(e.dst)) for e in ev if e.kind == "move"] == [(parse_card("G1"), "stock", "hand:0")]
    assert legal(s) == {"0:pass"}  # G1 does not match Y5
    play(s, "0:pass")
    assert s.to_act == 1 and hand(s, 0) == cards(FILL + " G1")
    s = rig([FILL, "R1 R2 R3 R4 R6 R7 R8"], "Y5", stock="Y9")
    play(s, "0:draw")
    assert legal(s) == {"0:play Y9", "0:pass"}
    with pytest.raises(IllegalAction):
        s.apply("0:play B1")  # only the drawn card may be laid
    play(s, "0:play Y9")
    assert s.to_act == 1 and s.discard[-1] == parse_card("Y9")


def test_pir6_reshuffle_and_pass_with_nothing_to_draw():
    s = rig([FILL, "R1 R2 R3 R4 R6 R7 R8"], "Y5")
    under = s.stock[:]
    s.stock.clear()
    s.discard[:0] = under  # a puzzle position: the whole stock is in the discard pile
    play(s, "0:draw")
    assert s.discard == [parse_card("Y5")] and len(s.stock) == len(under) - 1
    assert sorted(s.stock + [s.drawn]) == sorted(under)
    s = rig([FILL, "R1 R2 R3 R4 R6 R7 R8"], "Y5")
    s.hands[1] = sorted(s.hands[1] + s.stock)
    s.stock.clear()
    assert legal(s) == {"0:pass"}
    play(s, "0:pass")
    assert s.to_act == 1


def test_pir7_skip_and_identical_answer():
    hands = ["RS R1 R2 R3 R4 R6 R7", "RS GS G1 G2 G3 G4 G6", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    s = rig(hands, "R5")
    play(s, "0:play RS")
    assert s.to_act == 1 and legal(s) == {"1:play RS", "1:take"}  # GS is not identical
    with pytest.raises(IllegalAction) as exc:
        s.apply("1:play GS")
    assert exc.value.rule == "PIR-7" and s.to_act == 1 and s.discard[-1] == parse_card("RS")
    play(s, "1:play RS")
    assert s.to_act == 2 and legal(s) == {"2:take"}
    play(s, "2:take")
    assert s.to_act == 0 and hand(s, 2) == cards(hands[2])


def test_pir8_draw_two_chain_without_stacking_draws_two():
    hands = ["R+2 R1 R2 R3 R4 R6 R7", "G+2 G1 G2 G3 G4 G6 G7", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    s = rig(hands, "R5", stock="B1 B2 B3 B4")
    play(s, "0:play R+2")
    assert legal(s) == {"1:play G+2", "1:take"}
    play(s, "1:play G+2")
    assert legal(s) == {"2:take"} and s.pending == 2
    play(s, "2:take")
    assert hand(s, 2) == cards(hands[2] + " B1 B2") and s.to_act == 0


def test_pir9_reverse():
    hands = ["RR R1 R2 R3 R4 R6 R7", "G1 G2 G3 G4 G6 G7 G8", "GR Y2 Y3 Y4 Y6 Y7 Y8"]
    s = rig(hands, "R5")
    play(s, "0:play RR")
    assert s.direction == -1 and s.to_act == 2
    play(s, "2:play GR")  # two reverses cancel out
    assert s.direction == 1 and s.to_act == 0
    s2 = rig(["RR R1 R2 R3 R4 R6 R7", FILL], "R5")
    play(s2, "0:play RR")
    assert s2.to_act == 1


def test_pir10_wild_calls_any_colour_even_the_current():
    s = rig(["W R1 R2 R3 R4 R6 R7", "R8 G1 G2 G3 G4 G6 G7"], "R5")
    play(s, "0:play W r")
    assert s.view(1)["colour"] == "r" and legal(s) == {"1:play R8"}


def test_pir10_draw_four_answers():
    hands = ["W+4 G1 G2 G3 G4 G6 G7", "G+2 R+2 B1 B2 B3 B4 B6", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    s = rig(hands, "R5", stock="Y9 B9 G9 R9 R8 R7")
    play(s, "0:play W+4 g")
    assert legal(s) == {"1:play G+2", "1:challenge", "1:take"}  # R+2 is not the called colour
    play(s, "1:play G+2")
    assert legal(s) == {"2:take"} and s.pending == 2  # PIR-8 continues, no sum
    play(s, "2:take")
    assert hand(s, 2) == cards(hands[2] + " Y9 B9") and s.to_act == 0
    s = rig(hands, "R5", stock="Y9 B9 G9 R9 R8 R7")
    play(s, "0:play W+4 g", "1:take")
    assert hand(s, 1) == cards(hands[1] + " Y9 B9 G9 R9") and s.to_act == 2


def test_pir10_bluff_is_allowed_but_never_a_jump_in():
    s = rig(["W+4 R1 G2 G3 G4 G6 G7", "W+4 B1 B2 B3 B4 B6 B7", FILL], "R5", jump_in=True)
    assert "0:play W+4 g" in legal(s)  # holds red: a bluff, not refused
    play(s, "0:play W+4 g")
    assert not any(a.kind == "jump" for a in s.legal_actions(1) + s.legal_actions(2))


def test_pir11_challenge_an_honest_draw_four():
    hands = ["W+4 G1 G2 G3 G4 G6 G7", "B1 B2 B3 B4 B6 B7 B8", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    s = rig(hands, "R5", stock="Y9 B9 G9 R9 R8 R7 R6")
    play(s, "0:play W+4 b", "1:challenge")
    assert hand(s, 1) == cards(hands[1] + " Y9 B9 G9 R9 R8 R7") and s.to_act == 2
    assert s.view(2)["colour"] == "b"


def test_pir11_challenge_a_bluff():
    hands = ["W+4 R1 G2 G3 G4 G6 G7", "B1 B2 B3 B4 B6 B7 R8", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    s = rig(hands, "R5", stock="Y9 B9 G9 R9 R8 R7 R6")
    play(s, "0:play W+4 b", "1:challenge")
    assert hand(s, 0) == cards(hands[0] + " Y9 B9 G9 R9")  # the card back, and four more
    assert s.discard == [parse_card("R5")] and s.view(1)["colour"] == "r"
    assert s.to_act == 1 and legal(s) == {"1:play R8"}  # his normal turn against R5


def test_pir12_call_and_catch_before_the_next_player_acts():
    s = shed3()
    play(s, "0:play R7")  # second-to-last card, no call
    assert "2:catch @0" in legal(s, 2) and "1:catch @0" in legal(s, 1) and not legal(s, 0)
    play(s, "2:catch @0")
    assert hand(s, 0) == cards("G8 G1 G2") and s.to_act == 1
    assert "2:catch @0" not in legal(s, 2)


def test_pir12_catch_closes_when_the_next_player_acts():
    s = shed3()
    play(s, "0:play R7", "1:draw")
    assert legal(s, 2) == set()
    with pytest.raises(IllegalAction) as exc:
        s.apply("2:catch @0")
    assert exc.value.rule == "PIR-12" and hand(s, 0) == "G8"


def test_pir12_calling_prevents_the_catch():
    s = shed3()
    ev = s.apply("0:play R7 !")
    assert any(e.kind == "say" and e.info["say"] == "all_hands" for e in ev)
    assert legal(s, 2) == set() and "1:catch @0" not in legal(s, 1)
    with pytest.raises(IllegalAction):
        s.apply("1:play G1 !")  # the call goes only with the second-to-last card


def test_pir13_penalty_for_an_illegal_card():
    s = rig(["R1 Y2 R3 R4 R6 R7 R8", FILL], "R5", stock="G1 G2", penalties=True)
    assert "0:misplay Y2" not in legal(s)  # nobody chooses to misplay
    ev = s.apply("0:play Y2")
    assert str(s.history[-1]) == "0:misplay Y2" and s.to_act == 0
    assert hand(s, 0) == cards("R1 Y2 R3 R4 R6 R7 R8 G1 G2") and len(ev) >= 3
    s = rig(["R1 Y2 R3 R4 R6 R7 R8", FILL], "R5", stock="G1 G2")
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:play Y2")
    assert exc.value.rule == "PIR-5" and len(s.hands[0]) == 7 and not s.history


def test_pir14_last_card_draw_two_is_carried_out_and_scored():
    s = rig(["R1 R2 R3 R4 R6 R7 R+2", "R1 R2 R3 R4 R6 G9 W"], "R5", stock="B+2 Y9")
    play(s, "0:play R1", "1:play R1", "0:play R2", "1:play R2", "0:play R3", "1:play R3",
         "0:play R4", "1:play R4", "0:play R6", "1:play R6", "0:play R7 !", "1:play W r !")
    assert s.to_act == 0 and hand(s, 0) == "R+2"
    ev = s.apply("0:play R+2")
    assert s.is_over and s.to_act is None and hand(s, 1) == cards("G9 B+2 Y9")
    assert ev[-1].kind == "deal_end"
    res = s.result
    assert res.winners == [0] and res.order == [0, 1] and res.scores == [38, 0]
    assert s.legal_actions(1) == [] and s.view(1)["revealed"] == [[], sorted(s.hands[1])]


def test_pir3_scoring_modes():
    hands = ["R1 R2 R3 R4 R6 R7 R8", "R1 R2 R3 R4 R6 RS W", "R9 R9 Y0 B+2 G8 G8 G5"]
    moves = ["0:play R1", "1:play R1", "2:play R9", "0:play R2", "1:play R2", "2:play R9",
             "0:play R3", "1:play R3", "2:draw", "2:pass", "0:play R4", "1:play R4", "2:draw", "2:pass",
             "0:play R6", "1:play R6", "2:draw", "2:pass", "0:play R7 !", "1:play RS", "2:take",
             "0:play R8"]
    results = {}
    for mode in ("collect", "penalty", "captain"):
        s = rig(hands, "R5", stock="Y1 Y2 Y3", scoring=mode)
        play(s, *moves)
        assert s.is_over
        results[mode] = s.result
    # seat 1 holds W (50); seat 2 holds Y0 B+2 G8 G8 G5 Y1 Y2 Y3 (0+20+8+8+5+1+2+3 = 47)
    assert results["collect"].scores == [97, 0, 0]
    assert results["penalty"].scores == [0, 50, 47]
    assert results["captain"].winners == [0] and results["captain"].losers == [1]
    assert results["penalty"].order == [0, 2, 1]
    assert s.returns() == [1.0, 0.0, 0.5]


def test_gen3_refusals_leave_state_unchanged():
    s = rig(["R1 R2 R3 R4 R6 R7 R8", FILL], "R5")
    before = s.view(0)
    for text in ("1:play B1", "0:play B1", "0:draw", "0:challenge", "0:catch @1", "0:swap @1",
                 "0:play W", "nonsense", "7:draw"):
        with pytest.raises(IllegalAction):
            s.apply(text)
    assert s.view(0) == before
    assert WILD not in s.hands[0]


@pytest.mark.parametrize("stacking", [False, True])
def test_take_costs_read_from_the_history_are_the_engines_pending_cards_PIR_8_PIR_10_PIR_18(stacking):
    """``take_costs`` reads what each take cost back from the public history (the game log of a
    restored game has only that); the state keeps the same sum as ``pending`` (PIR-8/10,
    stacking PIR-18, a starter Draw Two PIR-4, a challenge PIR-11).  In random deals of 2–6
    players every take of penalty cards reads the state's count, and a Skip's take "skip"."""
    import random as _random

    counted = 0
    for seed in range(30):
        s = engine.new_game("pirate_party", 2 + seed % 5, seed=seed, options={"stacking": stacking})
        starter = next((card_str(e.card) for e in s.initial_events
                        if e.kind == "move" and (e.info or {}).get("starter")), "")
        rng, owed = _random.Random(seed), []
        while not s.is_over:
            a = rng.choice(s.legal_actions(s.to_act))
            if a.kind == "take":
                owed.append(s.view(s.to_act).get("pending") or "skip")
            s.apply(a)
        history = s.public_history(0)
        costs = [c for c, h in zip(take_costs(history, stacking, starter), history) if h.endswith(":take")]
        assert costs == owed
        counted += sum(1 for n in owed if n != "skip")
    assert counted > 100
