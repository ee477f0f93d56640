"""Strong Witchcraft: cards, seniority, the deal, a bout, throw-in, draws
(SW-1 … SW-5, SW-7, SW-8, SW-10, SW-11) on rigged decks.

Cards: F=red/Fire, W=blue/Water, D=black/Death, A=white/Air, E=brown/Earth,
L=green/Life, M=purple/Mind, followed by the strength.
"""

from __future__ import annotations

import pytest
from test_witchcraft_helpers import GAME, deal, hand, legal, play, texts

from cardtable.engine import IllegalAction, game_info, new_game
from cardtable.engine.witchcraft.cards import (
    BEATS,
    COLOURS,
    SENIOR_TO,
    beats,
    card,
    card_str,
    full_deck,
    parse_card,
    spell_name,
)


def test_sw1_deck_and_spell_names():
    """SW-1: 21 spells, 3 copies per set; 63 or 126 cards; every spell named in ru and en."""
    assert len(full_deck(1)) == 63 and len(full_deck(2)) == 126
    assert all(full_deck(1).count(c) == 3 for c in range(21))
    assert spell_name(parse_card("W1"), "ru") == "Ледяные стрелы"
    assert spell_name(parse_card("W1"), "en") == "Ice Arrows"
    for lang in ("ru", "en"):
        names = {spell_name(c, lang) for c in range(21)}
        assert len(names) == 21
    assert [card_str(c) for c in (0, 5, 20)] == ["F1", "W3", "M3"]
    assert parse_card("blue1") == parse_card("w1") == card(1, 1)
    with pytest.raises(ValueError):
        parse_card("X4")


def test_sw2_seniority_wheel():
    """SW-2: each colour is senior to exactly two others and junior to exactly two."""
    assert all(len(s) == 2 for s in SENIOR_TO)
    for c in range(7):
        assert sum(c in s for s in SENIOR_TO) == 2
    names = {COLOURS[i]: {COLOURS[j] for j in SENIOR_TO[i]} for i in range(7)}
    assert names == {"red": {"green", "purple"}, "blue": {"red", "black"}, "white": {"purple", "blue"},
                     "brown": {"red", "white"}, "green": {"white", "blue"}, "black": {"brown", "green"},
                     "purple": {"brown", "black"}}


def test_sw3_beating():
    """SW-3: a senior colour beats whatever the strengths; same colour needs a higher strength."""
    p = parse_card
    assert beats(p("W1"), p("F3")) and beats(p("W1"), p("D3"))   # the seed's example
    assert not beats(p("F3"), p("W1"))
    assert beats(p("F2"), p("F1")) and beats(p("F3"), p("F2")) and not beats(p("F2"), p("F2"))
    assert not beats(p("F3"), p("D1")) and not beats(p("D3"), p("F1"))   # unrelated colours
    assert beats(p("L2"), p("A3"))                                       # green 2 beats white 3
    assert sum(BEATS[a][b] for a in range(21) for b in range(21)) == 7 * 3 * 2 * 3 + 7 * 3


def test_sw4_registry_and_deal_order():
    """SW-4: 2–6 players, 6 cards each dealt one at a time from player 0, the rest the stock."""
    info = game_info(GAME)
    assert (info.min_players, info.max_players) == (2, 6)
    assert info.names == {"en": "Strong Witchcraft", "ru": "Сильное колдунство"}
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3", "E1 E2 E3 L1 L2 L3"], "M1 M2")
    assert hand(s, 1) == ["A1", "A2", "A3", "D1", "D2", "D3"]
    assert len(s.stock) == 63 - 18 and texts(s.stock[-2:]) == ["M1", "M2"]
    assert card_str(s.stock[-1]) == "M1"      # top of the stock
    assert s.to_act == 0 and s.phase == "lead"
    moves = [e for e in s.initial_events if e.kind == "move"]
    assert [(card_str(e.card), str(e.dst)) for e in moves[:4]] == [
        ("F1", "hand:0"), ("D1", "hand:1"), ("E1", "hand:2"), ("F2", "hand:0")]
    assert all(not e.face_up for e in moves)
    s2 = new_game(GAME, 6, seed=3, options={"sets": 2})
    assert len(s2.stock) == 126 - 36


def test_sw4_first_attacker_by_lot():
    """SW-4: the first attacker is drawn by lot from the seed (same seed, same player)."""
    firsts = {new_game(GAME, 4, seed=k).to_act for k in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(GAME, 4, seed=7).to_act == new_game(GAME, 4, seed=7).to_act


def test_sw5_lead_one_card_onto_left_neighbour():
    """SW-5: the attacker leads exactly one card onto his left neighbour, who beats, takes or transfers."""
    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3", "E1 E2 E3 L1 L2 W1"], first=1)
    assert legal(s) == ["1:attack D1", "1:attack D2", "1:attack D3", "1:attack A1", "1:attack A2",
                        "1:attack A3"]
    assert legal(s, 0) == [] and legal(s, 2) == []
    ev = play(s, "1:attack A2")
    assert [(card_str(e.card), str(e.src), str(e.dst), e.face_up) for e in ev if e.kind == "move"] == [
        ("A2", "hand:1", "table:0", True)]
    assert s.defender == 2 and s.to_act == 2
    # White 2 is beaten by brown and green (SW-2) or a higher white.
    assert legal(s) == ["2:cover E1/A2", "2:cover E2/A2", "2:cover E3/A2", "2:cover L1/A2",
                        "2:cover L2/A2", "2:take"]
    with pytest.raises(IllegalAction) as exc:
        s.apply("2:cover W1/A2")
    assert exc.value.rule == "SW-3"
    with pytest.raises(IllegalAction):
        s.apply("1:attack A1")


def test_a_view_names_the_cards_in_sight_and_whom_a_seat_leads_onto_GEN_2_SW_5():
    """What a seat sees face up (its hand and the table: the heuristics' and determinize's card
    count) and the seat left of another still in the deal (SW-5: whom the lead goes onto)."""
    from dataclasses import replace

    s = deal(["F1 F2 F3 W1 W2 W3", "D1 D2 D3 A1 A2 A3", "E1 E2 E3 L1 L2 W1"], first=1)
    play(s, "1:attack A2", "2:cover L2/A2")
    v = s.view(0)
    assert texts(v.in_sight()) == ["A2", "F1", "F2", "F3", "L2", "W1", "W2", "W3"]
    assert texts(s.view(2).in_sight()) == ["A2", "E1", "E2", "E3", "L1", "L2", "W1"]
    assert [v.left_active(p) for p in range(3)] == [1, 2, 0]
    one_out = replace(v, active=[True, False, True])
    assert [one_out.left_active(p) for p in range(3)] == [2, 2, 0]
    alone = replace(v, active=[True, False, False])
    assert alone.left_active(0) == 0


SEED_HANDS = ["A3 A3 F3 W3 A2 F1", "L2 W3 D1 D2 E1 M1", "F2 M3 E2 L1 W1 D3"]


def test_sw7_seed_example_white3_beaten_by_green2():
    """SW-7 (seed): white 3 beaten by green 2 — any 3 but white, any 2 but green may be thrown."""
    s = deal(SEED_HANDS, "E3 E3 M1 M2")
    play(s, "0:attack A3")
    assert legal(s) == ["1:cover E1/A3", "1:cover L2/A3", "1:take"]
    play(s, "1:cover L2/A3")
    assert s.phase == "throw" and s.to_act == 0
    assert legal(s) == ["0:throw F3", "0:throw W3", "0:throw A2", "0:pass"]


def test_sw7_seed_example_red3_then_blue3():
    """SW-7 (seed): red 3 thrown and beaten by blue 3 — no white, red or blue 3 any more
    (rule of uniqueness), covers may repeat; the thrower keeps the right (SW-8)."""
    s = deal(SEED_HANDS, "E3 E3 M1 M2")
    play(s, "0:attack A3", "1:cover L2/A3", "0:throw F3")
    assert s.to_act == 1 and legal(s) == ["1:cover W3/F3", "1:cover E1/F3", "1:take"]
    play(s, "1:cover W3/F3")
    assert s.to_act == 0 and legal(s) == ["0:throw A2", "0:pass"]
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:throw W3")
    assert exc.value.rule == "SW-7"
    play(s, "0:pass")
    # SW-8: then the player left of the defender.
    assert s.to_act == 2
    assert legal(s) == ["2:throw F2", "2:throw D3", "2:throw E2", "2:throw M3", "2:pass"]
    play(s, "2:pass")
    # Everyone passed in a row: beaten (SW-10); draws attacker first, defender last (SW-11).
    assert s.phase == "lead" and s.to_act == 1
    assert hand(s, 0) == ["A2", "A3", "E3", "E3", "F1", "W3"]
    assert hand(s, 1) == ["D1", "D2", "E1", "M1", "M1", "M2"]
    assert texts(s.discard) == ["A3", "F3", "L2", "W3"]


def test_sw7_no_throw_before_the_lead_is_beaten():
    """SW-7: throw-in opens only after the lead is beaten (or taken)."""
    s = deal(SEED_HANDS)
    play(s, "0:attack A3")
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:throw F3")
    assert exc.value.rule == "SW-7"
    play(s, "1:cover L2/A3", "0:throw F3")
    with pytest.raises(IllegalAction) as exc:   # one at a time while he defends
        s.apply("2:throw D3")
    assert exc.value.rule == "SW-7"


def test_sw7_sw10_after_take_several_at_once_and_next_attacker():
    """SW-7: after "take" the thrower adds several cards with no answer; SW-10: the taker
    picks up everything and skips his turn, the player to his left attacks."""
    s = deal(["F2 W2 D2 F1 F1 F1", "M1 M1 M1 E3 E3 E3", "A2 E2 L1 L1 L1 D3"], "M3 M3 M2 L3")
    play(s, "0:attack F2", "1:take")
    assert s.to_act == 0 and legal(s) == ["0:throw W2", "0:throw D2", "0:pass"]
    play(s, "0:throw W2", "0:throw D2")
    # Player 0 has no 2 left: passed over; player 2 throws and passes.
    assert s.to_act == 2 and legal(s) == ["2:throw A2", "2:throw E2", "2:pass"]
    ev = play(s, "2:throw A2", "2:pass")
    assert hand(s, 1) == ["A2", "D2", "E3", "E3", "E3", "F2", "M1", "M1", "M1", "W2"]
    taken = [(card_str(e.card), str(e.dst), e.face_up) for e in ev if e.kind == "move" and str(e.dst) == "hand:1"]
    assert taken == [("F2", "hand:1", True), ("W2", "hand:1", True), ("D2", "hand:1", True),
                     ("A2", "hand:1", True)]
    assert s.to_act == 2 and s.phase == "lead"
    assert hand(s, 0) == ["F1", "F1", "F1", "M2", "M3", "M3"]   # drew first: M3 M3 M2
    assert hand(s, 2) == ["D3", "E2", "L1", "L1", "L1", "L3"]
    assert s.view(2)["known"][1] == sorted(parse(x) for x in ("F2", "W2", "D2", "A2"))


def parse(t: str) -> int:
    return parse_card(t)


def test_sw10_take_after_covering_picks_up_covers():
    """SW-10: a defender who takes picks up the lead, the thrown cards and his own covers."""
    s = deal(["F1 A1 D3 D3 D3 E3", "W1 M3 M3 M3 L3 L3"])
    play(s, "0:attack F1", "1:cover W1/F1", "0:throw A1", "1:take")
    assert s.phase == "lead" and s.to_act == 0
    assert hand(s, 1) == ["A1", "F1", "L3", "L3", "M3", "M3", "M3", "W1"]


# 4 players: P0 leads W1 on P1; thrower order P0 (keeps the right), P2, P3, P0 … (SW-8).
ORDER_HANDS = ["W1 F1 L1 D3 D3 D3", "A1 W1 M1 E3 E3 E3", "E1 E2 L2 L3 M2 M3", "D1 L1 A3 A3 W2 W2"]
ORDER_STOCK = "F2 F3 W3 M1 D2 A2"
# SW-8 over two rounds of throwers: the moves, and the seat to act before each of them
ORDER_MOVES = ["0:attack W1", "1:cover A1/W1", "0:throw F1", "1:cover W1/F1", "0:pass", "2:pass",
               "3:throw D1", "1:cover M1/D1", "3:pass", "0:pass"]
ORDER_SEATS = [0, 1, 0, 1, 0, 2, 3, 1, 3, 0]


def test_sw8_thrower_order_round_after_round():
    """SW-8: the attacker throws first and keeps the right until he passes; then the player left
    of the defender and on clockwise, round after round, until all pass in a row."""
    s = deal(ORDER_HANDS, ORDER_STOCK)
    seq = []
    for text in ORDER_MOVES:
        seq.append(s.to_act)
        play(s, text)
    assert seq == ORDER_SEATS == [0, 1, 0, 1, 0, 2, 3, 1, 3, 0]
    assert s.to_act == 2 and legal(s) == ["2:throw E1", "2:pass"]
    with pytest.raises(IllegalAction) as exc:
        s.apply("0:throw L1")
    assert exc.value.rule == "SW-8"
    ev = play(s, "2:pass")
    assert s.phase == "lead" and s.to_act == 1     # beaten: the defender attacks next (SW-10)
    # SW-11: draw order attacker first, then clockwise, the defender last.
    draws = [(card_str(e.card), str(e.dst)) for e in ev if e.kind == "move" and str(e.src) == "stock"]
    assert draws == [("F2", "hand:0"), ("F3", "hand:0"), ("W3", "hand:3"),
                     ("M1", "hand:1"), ("D2", "hand:1"), ("A2", "hand:1")]
    assert [len(h) for h in s.hands] == [6, 6, 6, 6]


def test_sw8_thrower_without_a_card_is_passed_over():
    """SW-8: a player with nothing to throw is not asked."""
    s = deal(["F1 D3 D3 D3 E3 E3", "W1 M3 M3 M3 L3 L3", "A2 A2 A2 L2 L2 L2"])
    play(s, "0:attack F1", "1:cover W1/F1")
    # Neither player 0 nor player 2 holds a 1: the bout is beaten at once.
    assert s.phase == "lead" and s.to_act == 1 and len(s.discard) == 2


def test_the_hands_left_are_laid_open_only_once_the_deal_is_over_GEN_2():
    """The table shows the loser's cards at a deal's end (issue 34): ``revealed`` is None
    while the deal runs and every seat's hand left once it is over (SW-13: the last holder)."""
    import random

    st = new_game(GAME, 3, seed=5)
    rng = random.Random(5)
    while not st.is_over:
        assert st.view(0).revealed is None
        st.apply(rng.choice(st.legal_actions()))
    hands = [sorted(h) for h in st.hands]
    assert sum(map(len, hands)) > 0
    assert st.view(0).revealed == hands and st.view(2).revealed == hands
