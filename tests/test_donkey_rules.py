"""Who's the Donkey? rule by rule (docs/rules.md chapter 4, ESL-1 … ESL-9) on rigged decks."""

from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, game_info, new_game
from cardtable.engine.donkey.cards import (
    DONKEY,
    HAND_SIZE,
    JOKERS,
    PENALTY,
    VALUE,
    cards_of_key,
    parse_set,
    penalty,
    set_str,
)


def hands_of(*specs: str) -> list[list[int]]:
    """Distinct card ids for each hand written as set text ("D 8x13 4x1")."""
    pools = {k: list(cards_of_key(k)) for k in range(15)}
    return [[pools[k].pop(0) for k in parse_set(spec)] for spec in specs]


def rigged(*specs: str, **options):
    """A deal whose player i holds specs[i] (dealer = last seat, so deck[i] goes
    to player i % n)."""
    hands = hands_of(*specs)
    n = len(hands)
    assert all(len(h) == HAND_SIZE[n] for h in hands)
    deck = [hands[i % n][i // n] for i in range(n * HAND_SIZE[n])]
    return new_game("donkey", n, seed=0, options={"dealer": n - 1, **options}, deck=deck)


def texts(state, player=None):
    return [str(a) for a in state.legal_actions(player)]


def values(cards):
    return sorted(VALUE[c] for c in cards)


def play(state, *actions):
    events = []
    for a in actions:
        events.extend(state.apply(a))
    return events


def refused(state, action, rule):
    before = [state.view(p) for p in range(state.num_players)]
    with pytest.raises(IllegalAction) as exc:
        state.apply(action)
    assert exc.value.rule == rule, str(exc.value)
    assert [state.view(p) for p in range(state.num_players)] == before
    return exc.value


# -- ESL-1 -------------------------------------------------------------------
def test_esl1_deck_of_110_cards():
    assert len(VALUE) == 110
    for v in range(1, 14):
        assert VALUE.count(v) == 8
    assert [VALUE[j] for j in JOKERS] == [14] * 5 and VALUE[DONKEY] == 0
    assert set_str([0, 1, 2]) == "3x1" and set_str([56, 57, 104]) == "2x8+J"
    assert set_str([104, 105]) == "2xJ" and set_str([DONKEY]) == "D" and set_str([79, 104, 105]) == "10+2xJ"
    assert parse_set("2x8+J") == [8, 8, 14] and parse_set("8 8 joker") == [8, 8, 14]
    assert parse_set("3×10") == [10, 10, 10] and parse_set("D") == [0]


# -- ESL-2 -------------------------------------------------------------------
@pytest.mark.parametrize("n,size", [(3, 13), (4, 13), (5, 13), (6, 13), (7, 13), (8, 13),
                                    (9, 12), (10, 11), (11, 10), (12, 9)])
def test_esl2_deal_sizes(n, size):
    for seed in range(3):
        s = new_game("donkey", n, seed=seed)
        v = s.view(0)
        assert v["hand_sizes"] == [size] * n
        assert v["unused_count"] == 110 - n * size
        assert sum(DONKEY in h for h in s.hands) == 1
        moves = [e for e in s.initial_events if e.kind == "move"]
        assert len(moves) == n * size and all(not e.face_up for e in moves)


def test_esl2_rigged_deck_dealt_clockwise_from_dealers_left():
    deck = list(range(110))
    deck.remove(DONKEY)
    deck.insert(4, DONKEY)
    s = new_game("donkey", 3, seed=5, options={"dealer": 1}, deck=deck)
    # deck[0] to player 2 (the dealer's left), deck[1] to player 0, deck[2] to player 1 …
    assert s.hands[2][:2] == [deck[0], deck[3]]
    assert s.hands[0][:2] == [deck[1], deck[4]]
    assert s.hands[1][0] == deck[2]
    assert s.hands[0][1] == DONKEY and s.to_act == 0  # ESL-3
    assert sorted(s.unused) == sorted(deck[39:])


def test_esl2_rigged_deck_must_deal_the_donkey():
    deck = [c for c in range(110) if c != DONKEY] + [DONKEY]
    with pytest.raises(ValueError):
        new_game("donkey", 3, seed=0, deck=deck)
    with pytest.raises(ValueError):
        new_game("donkey", 3, seed=0, deck=list(range(38)) + [0])


def test_esl2_player_range_and_options():
    info = game_info("donkey")
    assert (info.min_players, info.max_players) == (3, 12)
    assert info.names == {"en": "Who's the Donkey?", "ru": "Кто осёл?"}
    assert info.option("deals").default == 3 and info.option("deals").scope == "match"
    with pytest.raises(ValueError):
        new_game("donkey", 2, seed=0)
    with pytest.raises(ValueError):
        new_game("donkey", 13, seed=0)


# -- ESL-3, ESL-4: example 6.1 -------------------------------------------------
def example_61():
    # Alex 0, Barbara 1, Chris 2, Daniel 3, Eric 4; Alex holds the donkey (ESL-3).
    return rigged("D 3x6 8x1 2", "2x8+J 5x3 5x4", "8x5 5x9", "3x10 8x11 2x12", "4x13 4x12 5x2")


def test_esl3_holder_of_the_donkey_leads_and_may_lead_it():
    s = example_61()
    assert s.to_act == 0 and s.view(3)["donkey_holder"] == 0
    assert "0:play D" in texts(s)
    assert texts(s, 1) == []


def test_esl4_example_61_daniel_wins_the_round_and_leads_next():
    s = example_61()
    play(s, "0:play 3x6")
    assert texts(s) == ["1:pass", "1:play 2x8+J"]
    play(s, "1:play 2x8+J")
    assert s.view(2)["best_value"] == 8 and s.view(2)["best_player"] == 1
    assert texts(s) == ["2:pass", "2:play 3x9"]
    play(s, "2:pass", "3:play 3x10")
    assert texts(s) == ["4:pass", "4:play 3x12", "4:play 3x13"]
    events = play(s, "4:pass")
    assert s.to_act == 3 and s.leader == 3 and s.round_no == 2
    assert values(s.out) == [6, 6, 6, 8, 8, 10, 10, 10, 14]
    assert [len(h) for h in s.hands] == [10, 10, 13, 10, 13]
    end = next(e for e in events if e.kind == "round_end")
    assert end.info["winner"] == 3 and not end.info["donkey_round"]
    assert sum(1 for e in events if e.kind == "move" and str(e.dst) == "out") == 9
    last = s.view(0)["last_round"]
    assert last["passed"] == [2, 4] and values(last["sets"][1]) == [8, 8, 14]


def test_esl4_raise_must_match_size_and_beat_value():
    s = example_61()
    play(s, "0:play 3x6", "1:play 2x8+J")
    refused(s, "2:play 2x9", "ESL-4")          # wrong size
    refused(s, "2:play 3x5", "ESL-4")          # not higher
    refused(s, "3:play 3x10", "ESL-4")         # not his turn
    play(s, "2:pass")
    refused(s, "3:play 2x11+12", "ESL-4")       # mixed values
    refused(s, "3:play 3x13", "GEN-3")          # he holds no thirteens


def test_esl4_leader_must_play():
    s = example_61()
    refused(s, "0:pass", "ESL-4")


def test_esl4_joker_takes_the_value_of_its_set():
    s = example_61()
    play(s, "0:play 3x6", "1:play 2x8+J", "2:pass")
    # 8/8/joker counts as three eights: three eights would not beat it, tens do.
    assert "3:play 3x10" in texts(s)


# -- ESL-5 -------------------------------------------------------------------
def test_esl5_lone_jokers_count_fourteen():
    s = rigged("D 12 8x1 3x2", "13 J 8x3 3x4", "2xJ 2x13 8x5 6")
    play(s, "0:play 12", "1:play 13")
    assert texts(s) == ["2:pass", "2:play J"]
    play(s, "2:play J")
    assert s.to_act == 2 and s.round_no == 2
    play(s, "2:play J")  # he leads a lone joker, 14: nothing beats it
    assert texts(s) == ["0:pass"]
    play(s, "0:pass")
    assert texts(s) == ["1:pass"]


def test_esl5_pair_of_jokers_is_a_pair_of_fourteens():
    s = rigged("D 2x12 8x1 2x2", "2x13 J 8x3 2x4", "2xJ 13 8x5 2x6")
    play(s, "0:play 2x12", "1:play 2x13")
    assert texts(s) == ["2:pass", "2:play 2xJ"]  # 13+J is only 13
    play(s, "2:play 2xJ")
    assert s.out and values(s.out)[-2:] == [14, 14] and s.to_act == 2


# -- ESL-6: example 6.2 --------------------------------------------------------
def example_62():
    # Daniel 0, Barbara 1, Chris 2, Alex 3, Eric 4 (clockwise as the example plays).
    return rigged("D 8x13 4x12", "2 8x11 4x10", "1 8x9 4x8", "2 8x7 4x6", "1 8x5 4x4")


def test_esl6_example_62_alex_takes_all_five_cards_and_leads():
    s = example_62()
    play(s, "0:play D")
    assert s.view(1)["donkey_round"] and s.view(1)["donkey_holder"] is None
    assert texts(s) == ["1:play 2", "1:play 10", "1:play 11"]
    play(s, "1:play 2", "2:play 1", "3:play 2")
    events = play(s, "4:play 1")
    assert s.to_act == 3 and s.leader == 3
    assert values(s.hands[3]) == sorted([0, 2, 1, 2, 1] + [7] * 8 + [6] * 4)
    assert len(s.hands[3]) == 13 - 1 + 5
    assert s.view(0)["donkey_holder"] == 3 and s.view(0)["donkey_locked"]
    assert values(s.view(1)["known"][3]) == [0, 1, 1, 2, 2]
    moves = [e for e in events if e.kind == "move"]
    assert (str(moves[0].src), str(moves[0].dst)) == ("hand:4", "set:4")
    assert [str(e.src) for e in moves[1:]] == ["set:0", "set:1", "set:2", "set:3", "set:4"]
    assert all(str(e.dst) == "hand:3" and e.face_up for e in moves[1:])
    assert s.out == []
    # ESL-7: Alex leads but may not lead the donkey he received.
    assert "3:play D" not in texts(s)
    refused(s, "3:play D", "ESL-7")


def test_esl6_no_pass_single_card_and_only_the_leader_plays_the_donkey():
    s = example_62()
    play(s, "0:play D")
    refused(s, "1:pass", "ESL-6")
    refused(s, "1:play 2x11", "ESL-6")
    s2 = example_62()
    play(s2, "0:play 13")
    refused(s2, "1:play D", "GEN-3")  # Barbara has no donkey


def test_esl6_donkey_not_in_a_set_and_not_as_a_raise():
    s2 = rigged("D 8x1 4x2", "12 8x3 4x4", "13 8x5 4x6")
    refused(s2, "0:play 1+D", "ESL-6")
    play(s2, "0:play 1")
    play(s2, "1:play 3")
    play(s2, "2:play 13")
    # player 2 leads; player 0 still holds the donkey and may only raise sets.
    play(s2, "2:play 5")
    refused(s2, "0:play D", "ESL-6")


def test_esl6_lone_joker_counts_one_and_ties_go_to_the_last():
    s = rigged("D 8x13 4x12", "J 8x11 4x10", "1 8x9 4x8")
    play(s, "0:play D", "1:play J", "2:play 1")
    assert s.to_act == 2 and s.donkey_holder == 2
    assert values(s.hands[2]) == sorted([0, 1, 14] + [9] * 8 + [8] * 4)
    s = rigged("D 8x13 4x12", "2 8x11 4x10", "J 8x9 4x8")
    play(s, "0:play D", "1:play 2", "2:play J")
    assert s.to_act == 1 and s.donkey_holder == 1


# -- ESL-7 -------------------------------------------------------------------
def test_esl7_lock_lifts_when_the_taker_wins_a_normal_round():
    s = example_62()
    play(s, "0:play D", "1:play 2", "2:play 1", "3:play 2", "4:play 1")
    events = play(s, "3:play 2x1", "4:pass", "0:pass", "1:pass", "2:pass")
    assert any(e.kind == "unlock" and e.player == 3 for e in events)
    assert s.to_act == 3 and not s.locked
    assert "3:play D" in texts(s)


def test_esl7_lock_stays_when_someone_else_wins():
    s = example_62()
    play(s, "0:play D", "1:play 2", "2:play 1", "3:play 2", "4:play 1")
    play(s, "3:play 2x1", "4:play 2x5", "0:pass", "1:pass", "2:pass")
    assert s.to_act == 4 and s.locked and s.donkey_holder == 3
    play(s, "4:play 4", "0:play 12", "1:pass", "2:pass", "3:pass")
    play(s, "0:play 12", "1:pass", "2:pass", "3:pass", "4:pass")
    assert s.to_act == 0 and s.locked  # Daniel won; Alex is still locked


# -- ESL-8 -------------------------------------------------------------------
def test_esl8_several_players_run_out_in_one_round():
    s = rigged("D 8x1 4x2", "8x3 5x7", "8x5 5x6")
    play(s, "0:play 8x1", "1:play 8x3", "2:play 8x5")
    assert s.to_act == 2
    play(s, "2:play 5x6")
    assert not s.is_over and texts(s) == ["0:pass"]
    events = play(s, "0:pass", "1:play 5x7")
    assert s.is_over and s.to_act is None and s.legal_actions() == []
    r = s.result
    assert r.winners == [2, 1] and r.order == [2, 1, 0] and r.scores == [28, 0, 0]
    assert r.losers == [0]
    end = [e for e in events if e.kind == "deal_end"]
    assert end and end[0].info["ran_out"] == [2, 1]
    refused(s, "0:play 2", "GEN-3")


def test_esl8_leader_out_of_cards_round_still_completes():
    s = rigged("D 8x1 4x2", "8x3 5x7", "8x5 5x6")
    play(s, "0:play 8x1", "1:pass", "2:play 8x5", "2:play 5x6")
    assert texts(s) == ["0:pass"] and not s.is_over
    play(s, "0:pass", "1:pass")
    assert s.is_over and s.result.winners == [2]
    assert s.result.scores == [20 + 8, 8 * 3 + 5 * 7, 0]


def test_esl8_taker_playing_his_last_card_in_a_donkey_round_has_not_run_out():
    s = rigged("D 8x13 4x1", "8x3 5x4", "4x5 8x6 12")
    play(s, "0:play 4x1", "1:pass", "2:play 4x5")
    play(s, "2:play 8x6", "0:play 8x13", "1:pass")
    assert s.to_act == 0 and s.hands[0] == [DONKEY] and s.hands[2] != []
    play(s, "0:play D", "1:play 3")
    assert len(s.hands[2]) == 1
    play(s, "2:play 12")  # his last card, the highest: he takes everything
    assert s.is_over
    r = s.result
    assert r.winners == [0] and r.scores == [0, 7 * 3 + 5 * 4, 20 + 3 + 12]
    assert r.order == [0, 2, 1] and r.losers == [2]
    assert values(s.hands[2]) == [0, 3, 12]


# -- ESL-9 -------------------------------------------------------------------
def test_esl9_penalties():
    assert PENALTY[DONKEY] == 20 and all(PENALTY[j] == 14 for j in JOKERS)
    assert penalty(hands_of("D 2xJ 13 1")[0]) == 20 + 28 + 14
    s = rigged("D 8x1 4x2", "8x3 5x7", "8x5 3x6 2xJ")
    play(s, "0:play 8x1", "1:pass", "2:play 8x5", "2:play 3x6+2xJ", "0:pass", "1:pass")
    r = s.result
    assert r.scores == [28, 8 * 3 + 5 * 7, 0]
    assert r.notes["penalty"][0] == {"donkey": 20, "jokers": 0, "joker_points": 0, "values": 8,
                                     "total": 28}
    v = s.view(1)
    assert v["scores"] == [28, 59, 0] and values(v["final_hands"][0]) == [0, 2, 2, 2, 2]


def test_esl9_joker_left_in_hand_costs_fourteen():
    s = rigged("D 8x1 4x2", "8x3 4x7 J", "8x5 5x6")
    play(s, "0:play 8x1", "1:pass", "2:play 8x5", "2:play 5x6", "0:pass", "1:pass")
    assert s.result.scores[1] == 24 + 28 + 14
    assert s.result.notes["penalty"][1]["joker_points"] == 14


def test_esl9_match_of_three_deals_lowest_total_wins():
    import random

    info = game_info("donkey")
    m = info.match
    options = info.resolve_options(4, {})
    assert options["deals"] == 3
    sheet = m.new_sheet(4, options)
    rng = random.Random(3)
    prev = None
    deal_opts = info.deal_options(options)
    dealers = []
    while not m.is_over(sheet, options):
        deal_opts = m.next_deal_options(4, deal_opts, prev, deal_opts, rng) if prev else deal_opts
        s = new_game("donkey", 4, seed=len(sheet["deals"]), options=deal_opts)
        dealers.append(s.dealer)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        m.add_deal(sheet, s.result, options)
        prev = s.result
    assert len(sheet["deals"]) == 3
    assert dealers[1] == (dealers[0] + 1) % 4 and dealers[2] == (dealers[1] + 1) % 4
    totals = [sum(d["scores"][p] for d in sheet["deals"]) for p in range(4)]
    assert sheet["totals"] == totals
    standings = m.standings(sheet)
    assert totals[standings[0]] == min(totals) and totals[standings[-1]] == max(totals)


def test_esl9_match_length_option_and_time():
    info = game_info("donkey")
    m = info.match
    five = info.resolve_options(3, {"deals": 5})
    sheet = {"totals": [0, 0, 0], "deals": [{}] * 4}
    assert not m.is_over(sheet, five)
    sheet["deals"] = [{}] * 5
    assert m.is_over(sheet, five)
    timed = info.resolve_options(3, {"minutes": 30})
    sheet = {"totals": [0, 0, 0], "deals": [{}] * 7, "elapsed_s": 1700}
    assert not m.is_over(sheet, timed)
    sheet["elapsed_s"] = 1801
    assert m.is_over(sheet, timed)
