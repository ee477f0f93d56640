"""Durak rules DUR-1 … DUR-11 on rigged decks and set positions: exact hands, table, turn, result."""

import pytest

from cardtable.engine import IllegalAction, new_game
from cardtable.engine.durak.cards import card, parse_cards
from cardtable.engine.durak.rig import position, rig_deck
from tests.durak_kit import C, H, hand, legal, play, table


def game(n, hands, trump, stock=(), options=None, dealer=None):
    deck = rig_deck(n, hands, trump=trump, stock=stock, dealer=dealer)
    opts = dict(options or {})
    opts["dealer"] = n - 1 if dealer is None else dealer
    return new_game("durak", n, seed=0, options=opts, deck=deck)


# -- 1.1 deck, deal, trump ---------------------------------------------------------------------
def test_dur1_36_cards_rank_order_within_a_suit():
    s = game(2, [], trump="A♣")
    cards = sorted(c for h in s.hands for c in h) + sorted(s.stock)
    assert sorted(cards) == list(range(36))
    assert s.beats(C("7♠"), C("6♠")) and s.beats(C("A♥"), C("K♥"))
    assert not s.beats(C("6♠"), C("7♠")) and not s.beats(C("A♥"), C("K♠"))
    assert card(14, 3) == 35 and C("10♥") == card(10, 1)


def test_dur2_deal_trump_under_stock_and_drawn_last():
    s = game(5, ["6♦ 6♠ 6♥ 6♣ 7♠ 7♥", "8♠ 8♥ 8♣ 9♠ 9♥ 9♣"], trump="A♦", stock="10♠ 9♦ 8♦ 7♣ 7♦")
    v = s.view(3)
    assert v["trump_card"] == C("A♦") and v["trump_suit"] == 2 and v["stock_size"] == 6
    assert s.initial_events[-2].kind == "move" and str(s.initial_events[30].dst) == "trump"
    assert s.initial_events[30].face_up and s.initial_events[30].card == C("A♦")
    play(s, "0:attack 6♠ 6♥ 6♣", "0:done", "1:cover 8♠/6♠", "1:cover 8♥/6♥", "1:cover 8♣/6♣")
    ev = play(s, "0:done")
    assert hand(s, 0) == H("6♦ 7♠ 7♥ 10♠ 9♦ 8♦")
    assert hand(s, 1) == H("9♠ 9♥ 9♣ 7♣ 7♦ A♦")
    last = ev[-1]
    assert (last.card, str(last.src), str(last.dst), last.face_up) == (C("A♦"), "trump", "hand:1", True)
    assert s.view(0)["known"][1] == [C("A♦")] and s.stock == []


def test_dur2_six_players_last_dealt_card_is_trump_and_shown():
    s = game(6, [[], [], [], [], [], "A♠ A♥ A♦ A♣ K♠ 9♦"], trump=None)
    assert s.trump_card == C("9♦") and s.trump_suit == 2 and s.stock == []
    assert C("9♦") in s.hands[5]
    for p in range(6):
        assert s.view(p)["known"][5] == [C("9♦")] and s.view(p)["stock_size"] == 0
    assert s.initial_events[-2].kind == "trump"


def test_dur3_trump_beats_any_plain_card_only_higher_trump_beats_trump():
    s = game(2, [], trump="A♥")
    assert s.beats(C("6♥"), C("A♠"))
    assert not s.beats(C("A♠"), C("6♥"))
    assert s.beats(C("7♥"), C("6♥")) and not s.beats(C("6♥"), C("7♥"))
    assert not s.beats(C("K♣"), C("6♦"))


def test_dur4_deal_order_from_dealers_left():
    deck = list(range(36))
    s = new_game("durak", 3, seed=0, options={"dealer": 1}, deck=deck)
    assert s.hands[2][:3] == [0, 3, 6] and s.hands[0][:3] == [1, 4, 7] and s.hands[1][:3] == [2, 5, 8]
    assert s.trump_card == 18 and s.stock[-1] == 19 and s.stock[0] == 18


def test_dur4_lowest_trump_leads_and_is_shown():
    s = game(3, ["A♠", "8♣ 7♣", "6♣"], trump="K♣")
    assert s.to_act == 2 and s.defender == 0 and s.phase == "attack"
    assert s.view(0)["known"][2] == [C("6♣")]
    s = game(3, ["A♠", "8♣ 7♣", "A♥"], trump="K♣", stock="6♣")
    assert s.to_act == 1 and s.defender == 2


def test_dur4_no_trump_in_hands_dealer_leads():
    s = game(2, ["6♠ 7♠ 8♠ 9♠ 10♠ J♠", "6♥ 7♥ 8♥ 9♥ 10♥ J♥"], trump="6♦", dealer=0)
    assert s.dealer == 0 and s.to_act == 0 and s.defender == 1
    s = game(2, ["6♠ 7♠ 8♠ 9♠ 10♠ J♠", "6♥ 7♥ 8♥ 9♥ 10♥ J♥"], trump="6♦", dealer=1)
    assert s.to_act == 1


@pytest.mark.parametrize("leader,first", [("left_of_fool", 3), ("right_of_fool", 1)])
def test_dur4_later_deals_led_from_the_fool(leader, first):
    s = game(4, ["6♣"], trump="A♣", options={"previous_fool": 2, "next_deal_leader": leader})
    assert s.to_act == first


# -- 1.2 a bout ---------------------------------------------------------------------------------
def test_dur5_lead_sizes_per_variant():
    hands = ["6♠ 6♥ 6♦ 6♣ 7♠ 7♥", "8♠ 8♥ 9♠ 9♥ 10♠ 10♥"]
    s = game(2, hands, trump="A♦")
    assert "0:attack 6♠ 6♥ 6♦ 6♣" in legal(s) and "0:attack 6♠ 6♥ 7♠" not in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("0:attack 6♠ 7♠")
    assert e.value.rule == "DUR-5"
    s = game(2, hands, trump="A♦", options={"variant": "transfer"})
    assert all(len(a.cards) == 1 for a in s.legal_actions())
    with pytest.raises(IllegalAction) as e:
        s.apply("0:attack 6♠ 6♥")
    assert e.value.rule == "DUR-5"
    s = game(2, hands, trump="A♦", options={"variant": "simple"})
    assert max(len(a.cards) for a in s.legal_actions()) == 2
    with pytest.raises(IllegalAction) as e:
        s.apply("0:attack 6♠ 6♥ 6♣")
    assert e.value.rule == "DUR-16"


def test_dur6_cover_higher_same_suit_or_trump_or_take():
    s = position(2, ["6♦ 7♠", "8♠ 6♥ 10♣ J♦ Q♦ K♦"], trump="A♥", attacker=0)
    play(s, "0:attack 7♠")
    assert s.phase == "defend" and s.to_act == 1
    assert sorted(legal(s)) == sorted(["1:cover 8♠/7♠", "1:cover 6♥/7♠", "1:take"])
    with pytest.raises(IllegalAction) as e:
        s.apply("1:cover 10♣/7♠")
    assert e.value.rule == "DUR-3"
    before = s.view(1)
    with pytest.raises(IllegalAction):
        s.apply("0:attack 6♦")  # cards on the table cannot be taken back or added out of turn
    assert s.view(1) == before
    play(s, "1:cover 6♥/7♠")
    assert table(s) == [[C("7♠"), C("6♥")]]


def test_dur7_throw_in_rank_of_any_table_card_and_five_limit_before_first_success():
    s = position(2, ["6♠ 6♥ 6♦ 7♠ 7♥ 7♦", "7♣ 8♥ 8♦ 9♠ 9♥ Q♠"], trump="A♣", attacker=0)
    play(s, "0:attack 6♠ 6♥ 6♦", "1:cover 7♣/6♠", "1:cover 8♥/6♥", "1:cover 8♦/6♦")
    assert s.phase == "throw_in" and s.to_act == 0
    assert legal(s) == ["0:throw 7♠", "0:throw 7♥", "0:throw 7♦", "0:done"]
    play(s, "0:throw 7♠", "0:throw 7♥")
    # five attack cards: 7♦ may not be added (DUR-7), so the window closes by itself
    assert len(s.att) == 5 and C("7♦") in s.hands[0]
    assert s.phase == "defend" and s.to_act == 1


def test_dur7_six_limit_after_a_success_and_defender_hand_limit():
    s = position(2, ["6♠ 6♥ 6♦ 7♠ 7♥ 7♦", "7♣ 8♥ 8♦ 9♠ 9♥ Q♠"], trump="A♣", attacker=0,
                 defended=True)
    play(s, "0:attack 6♠ 6♥ 6♦", "1:cover 7♣/6♠", "1:cover 8♥/6♥", "1:cover 8♦/6♦",
         "0:throw 7♠", "0:throw 7♥", "0:throw 7♦")
    assert len(s.att) == 6 and s.to_act == 1
    s = position(2, ["6♠ 6♥ 6♦ 7♠ 7♥ 7♦", "7♣ 8♥ 8♦ 9♠"], trump="A♣", attacker=0, defended=True)
    assert "0:attack 6♠ 6♥ 6♦" in legal(s)
    play(s, "0:attack 6♠ 6♥ 6♦", "1:cover 7♣/6♠", "1:cover 8♥/6♥", "1:cover 8♦/6♦", "0:throw 7♠")
    # the defender holds one card: at most one uncovered attack card
    assert s.phase == "defend" and C("7♥") in s.hands[0]
    s2 = position(2, ["6♠ 6♥ 6♦ 7♠", "9♠ 10♠"], trump="A♣", attacker=0)
    assert "0:attack 6♠ 6♥" in legal(s2) and "0:attack 6♠ 6♥ 6♦" not in legal(s2)
    with pytest.raises(IllegalAction) as e:
        s2.apply("0:attack 6♠ 6♥ 6♦")
    assert e.value.rule == "DUR-7"


def test_dur8_window_order_main_attacker_then_from_defenders_left_skipping():
    s = game(5, ["6♦ 7♠ 7♥ A♠ A♥ A♣", "8♠ 8♥ 8♣ 8♦ 9♠ 9♥", "7♣", None, "7♦"], trump="A♦",
             stock="10♠ 10♥ 10♦ 10♣ 9♣")
    assert s.to_act == 0 and s.defender == 1
    play(s, "0:attack 7♠ 7♥")
    # 0 holds no other 7 (skipped), 2 is next from the defender's left
    assert s.phase == "throw_in" and s.to_act == 2 and s.legal_actions(0) == []
    play(s, "2:throw 7♣")
    assert s.to_act == 4  # 3 has no 7: skipped without being asked
    play(s, "4:throw 7♦")
    assert s.phase == "defend" and s.to_act == 1
    play(s, "1:cover 8♠/7♠", "1:cover 8♥/7♥", "1:cover 8♣/7♣")
    ev = play(s, "1:cover 8♦/7♦")
    # window 2: nobody holds a 7 or an 8, so the defence succeeded (бито)
    assert [e.info["outcome"] for e in ev if e.kind == "bout_end"] == ["beaten"]
    # DUR-10: attacker 0 first, then 4, 3, 2 against the direction of play, defender 1 last
    draws = [(str(e.dst), e.card) for e in ev if e.kind == "move" and str(e.src) in ("stock", "trump")]
    assert draws == [("hand:0", C("10♠")), ("hand:0", C("10♥")), ("hand:4", C("10♦")),
                     ("hand:2", C("10♣")), ("hand:1", C("9♣")), ("hand:1", C("A♦"))]
    assert hand(s, 1) == H("9♠ 9♥ 9♣ A♦") and s.to_act == 1 and s.defender == 2


def test_dur8_after_take_last_window_then_pickup():
    s = position(3, ["6♠ 6♥ 9♦", "7♠ 8♣ 9♣", "6♦ 6♣ K♠"], trump="A♥", attacker=0,
                 stock="Q♠ Q♥ Q♦ Q♣ J♠ J♥")
    play(s, "0:attack 6♠", "0:done")  # window 1: 0 may add 6♥, says done; 2 then adds 6♦
    assert s.to_act == 2
    play(s, "2:done")
    assert s.phase == "defend"
    play(s, "1:cover 7♠/6♠")
    assert s.phase == "throw_in" and s.to_act == 0
    play(s, "0:done", "2:throw 6♦")
    assert s.to_act == 2  # the thrower keeps the right until done
    play(s, "2:done")
    assert s.phase == "defend" and s.to_act == 1 and legal(s) == ["1:take"]
    play(s, "1:take")
    assert s.phase == "take_throw_in" and s.to_act == 0
    ev = play(s, "0:throw 6♥")  # uncovered 2 = the defender's hand size: 6♣ may not follow
    assert s.phase == "attack" and C("6♣") in s.hands[2]
    assert hand(s, 1) == H("8♣ 9♣ 6♠ 7♠ 6♦ 6♥")
    assert [str(e.src) for e in ev if str(e.dst) == "hand:1"] == ["table:0", "cover:0", "table:1", "table:2"]
    assert hand(s, 0) == H("9♦ Q♠ Q♥ Q♦ Q♣ J♠") and hand(s, 2) == H("6♣ K♠ J♥ A♥")
    # DUR-9: the taker skips; the next player after him attacks
    assert s.to_act == 2 and s.defender == 0


def test_dur9_success_discards_face_down_and_defender_leads():
    s = position(3, ["6♠ 9♦", "7♠ 8♣", "K♠ K♣"], trump="A♥", attacker=0, stock="Q♠ Q♥ Q♦ Q♣")
    ev = play(s, "0:attack 6♠", "1:cover 7♠/6♠")
    moves = [(e.card, str(e.src), str(e.dst), e.face_up) for e in ev if e.kind == "move" and str(e.dst) == "discard"]
    assert moves == [(C("6♠"), "table:0", "discard", False), (C("7♠"), "cover:0", "discard", False)]
    assert s.discard[-2:] == [C("6♠"), C("7♠")] and s.view(2)["discarded"][-2:] == [C("6♠"), C("7♠")]
    assert s.to_act == 1 and s.defender == 2 and s.defended_once


def test_dur9_italian_taker_picks_up_the_discard_pile():
    s = position(2, ["6♠ 9♦", "8♣ 7♦"], trump="A♥", attacker=0, stock="Q♠", options={"italian": True})
    pile = list(s.discard)
    play(s, "0:attack 6♠", "1:take")
    assert sorted(s.hands[1]) == sorted(parse_cards("8♣ 7♦ 6♠") + pile)
    assert s.discard == [] and sorted(s.view(0)["known"][1]) == sorted(pile + [C("6♠")])


def test_dur10_draw_refills_to_six_attacker_first_defender_last():
    s = position(3, ["6♠ 9♦", "7♠ 8♣", "K♠ K♣"], trump="A♥", attacker=0,
                 stock="Q♠ Q♥ Q♦ Q♣ J♠ J♥ J♦ J♣ 10♠ 10♥")
    ev = play(s, "0:attack 6♠", "1:cover 7♠/6♠")
    order = [str(e.dst) for e in ev if e.kind == "move" and str(e.src) == "stock"]
    assert order == ["hand:0"] * 5 + ["hand:2"] * 4 + ["hand:1"]
    assert hand(s, 0) == H("9♦ Q♠ Q♥ Q♦ Q♣ J♠") and hand(s, 1) == H("8♣ 10♥ A♥")


def test_dur11_fool_is_the_last_holding_cards():
    s = position(3, ["7♠", "8♥ 9♥", "10♦ A♦"], trump="A♣", attacker=0, finished=())
    ev = play(s, "0:attack 7♠")
    assert [e.player for e in ev if e.kind == "player_out"] == [0]
    assert s.phase == "defend" and s.to_act == 1
    play(s, "1:take")
    assert s.to_act == 2 and s.defender == 1  # the next active player after the taker
    play(s, "2:attack 10♦", "1:take")
    assert s.to_act == 2 and s.defender == 1  # with two left the taker's opponent leads again
    ev = play(s, "2:attack A♦")
    assert [e.player for e in ev if e.kind == "player_out"] == [2] and not s.is_over
    play(s, "1:take")
    assert s.is_over and s.result.losers == [1] and s.result.order == [0, 2, 1]
    assert hand(s, 1) == H("8♥ 9♥ 7♠ 10♦ A♦") and not s.result.notes["epaulettes"]


def test_dur11_last_two_run_out_together_is_a_draw():
    s = position(2, ["7♠", "8♠"], trump="A♣", attacker=0)
    ev = play(s, "0:attack 7♠", "1:cover 8♠/7♠")
    assert s.is_over and s.result.draw and s.result.losers == [] and s.result.order == [0, 1]
    assert ev[-1].kind == "deal_end"
    s = position(3, ["7♠", "8♠", "K♥"], trump="A♣", attacker=0)
    play(s, "0:attack 7♠", "1:cover 8♠/7♠")
    assert s.is_over and s.result.losers == [2] and s.result.order == [0, 1, 2] and not s.result.draw
    assert s.result.notes["fool"] == 2 and s.to_act is None and s.legal_actions(2) == []
