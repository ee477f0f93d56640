"""Witch durak WIT-1 … WIT-T: enchanted cards on set positions and rigged decks."""

import random

import pytest

from cardtable.engine import IllegalAction, game_info, new_game
from cardtable.engine.durak.rig import position, rig_deck
from tests.durak_kit import C, legal, play


def witch(n, hands, trump, ranks, attacker=0, stock=()):
    return position(n, hands, trump=trump, attacker=attacker, stock=stock,
                    options={"enchanted_ranks": ranks}, game="witch_durak")


def test_wit1_enchanted_ranks_option_and_transfer_is_on():
    info = game_info("witch_durak")
    assert info.option("enchanted_ranks").default == ("6", "7")
    assert info.option("enchanted_ranks").values == ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
    s = new_game("witch_durak", 3, seed=1, options={"enchanted_ranks": "6 7 8"})
    assert s.enchanted == {6, 7, 8} and s.view(0)["enchanted"] == [6, 7, 8]
    for bad in ({"enchanted_ranks": ["5"]}, {"variant": "simple"}, {"teams": "2x2"}):
        with pytest.raises(ValueError):
            new_game("witch_durak", 3, seed=1, options=bad)
    s = witch(2, ["6♠ 9♥ 10♥", "6♦ 7♠ Q♣"], "A♣", ["K"])
    play(s, "0:attack 6♠")
    assert "1:transfer 6♦" in legal(s)


def test_wit6_six_beats_any_card_of_its_indicated_suit_even_trump():
    s = witch(2, ["10♥ 9♣", "6♠ 7♦ 8♦"], "A♣", ["6"])
    play(s, "0:attack 10♥")
    assert legal(s) == ["1:cover 6♠/10♥", "1:take"]
    s = witch(2, ["K♥ 9♣", "6♠ 7♦ 8♦"], "A♥", ["6"])
    play(s, "0:attack K♥")  # K♥ is a trump: the enchanted ♠6 still beats it
    assert "1:cover 6♠/K♥" in legal(s)
    assert s.beats(C("6♥"), C("K♣")) and s.beats(C("6♣"), C("A♦")) and s.beats(C("6♦"), C("A♠"))
    assert not s.beats(C("6♥"), C("A♥"))  # the ♥6 indicates ♣, and is lower than the ace


def test_wit7_seven_not_beaten_by_trump_of_another_suit():
    s = witch(2, ["7♥ 9♣", "A♠ 6♠ 8♥"], "K♠", ["6", "7"])
    # trump ♠: neither the trump ace nor the trump (enchanted) ♠6 beats the enchanted ♥7
    play(s, "0:attack 7♥")
    assert legal(s) == ["1:cover 8♥/7♥", "1:take"]
    with pytest.raises(IllegalAction) as e:
        s.apply("1:cover A♠/7♥")
    assert e.value.rule == "WIT-7"
    s = witch(2, ["7♥ 9♣", "A♣ 6♠ 8♥"], "K♣", ["6", "7"])
    assert s.beats(C("6♠"), C("7♥"))  # a non-trump ♠6 indicating ♥ does
    assert not s.beats(C("A♣"), C("7♥"))


def test_wit8_eight_named_a_suit_other_than_trump():
    s = witch(2, ["8♠ 8♣ K♠", "9♥ 9♠ 6♣ A♦"], "A♣", ["8"])
    assert [a for a in legal(s) if "8♠" in a] == ["0:attack 8♠ =♠", "0:attack 8♠ =♥", "0:attack 8♠ =♦"]
    for bad, rule in (("0:attack 8♠", "WIT-8"), ("0:attack 8♠ =♣", "WIT-8"), ("0:attack K♠ =♥", "WIT-8")):
        with pytest.raises(IllegalAction) as e:
            s.apply(bad)
        assert e.value.rule == rule
    ev = play(s, "0:attack 8♠ =♥")
    assert [(e.card, e.info) for e in ev if e.kind == "name"] == [(C("8♠"), {"suit": 1})]
    assert s.view(1)["named"] == [[C("8♠"), 1]]
    if s.phase == "throw_in":
        play(s, "0:done")
    assert sorted(legal(s)) == sorted(["1:cover 9♥/8♠", "1:cover 6♣/8♠", "1:take"])
    play(s, "1:take")
    assert s.phase == "take_throw_in" and legal(s) == ["0:throw 8♣ =♠", "0:throw 8♣ =♥",
                                                       "0:throw 8♣ =♦", "0:done"]
    play(s, "0:done")
    assert s.named == {} and C("8♠") in s.hands[1] and s.view(0)["named"] == []


def test_wit8_trump_suit_eight_is_never_a_trump_on_the_table():
    s = witch(2, ["8♣ K♠", "9♥ 7♣ A♦"], "A♣", ["8"])
    play(s, "0:attack 8♣ =♥")
    assert sorted(legal(s)) == sorted(["1:cover 9♥/8♣", "1:cover 7♣/8♣", "1:take"])


def test_wit8_eight_covers_as_the_named_suit():
    s = witch(2, ["7♥ K♠", "8♠ 9♣ A♦"], "A♣", ["8"])
    play(s, "0:attack 7♥")
    assert sorted(legal(s)) == sorted(["1:cover 8♠/7♥ =♥", "1:cover 9♣/7♥", "1:take"])
    assert s.parse_action("1:cover 8s/7h =h") == s.legal_actions()[0]
    play(s, "1:cover 8♠/7♥ =♥")
    assert s.phase == "attack" and s.discard[-2:] == [C("7♥"), C("8♠")] and s.named == {}


def test_wit8_refused_named_eight_cover_cites_the_beating_rule():
    s = witch(2, ["K♥ A♠", "8♠ 6♦ 9♣"], "A♣", ["8"])
    play(s, "0:attack K♥")
    with pytest.raises(IllegalAction) as e:
        s.apply("1:cover 8♠/K♥ =♥")
    assert e.value.rule == "DUR-3" and "8♠ does not beat K♥" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        s.apply("1:cover 8♠/A♠ =♠")
    assert e.value.rule == "DUR-6"


def test_wit8_turned_up_eight_means_no_trump_and_dealer_leads():
    deck = rig_deck(3, ["6♦ A♠", "7♣ A♥", "6♣"], trump="8♦")
    s = new_game("witch_durak", 3, seed=0, deck=deck, options={"enchanted_ranks": ["8"], "dealer": 2})
    assert s.trump_suit is None and s.to_act == 2
    assert not s.beats(C("6♦"), C("7♠")) and s.beats(C("A♠"), C("7♠"))
    assert len(s._names(C("8♠"))) == 4  # any suit may be named


def test_wit8_eight_never_counts_as_lowest_trump():
    deck = rig_deck(3, ["8♦ A♠ K♠ Q♠ J♠ 10♠", "9♦ A♥ K♥ Q♥ J♥ 10♥"], trump="A♦")
    s = new_game("witch_durak", 3, seed=0, deck=deck, options={"enchanted_ranks": ["8"], "dealer": 2})
    assert s.trump_suit == 2 and s.to_act == 1


def test_wit9_nine_thrown_whatever_the_ranks_then_no_transfer():
    s = witch(3, ["6♠ K♠ K♥", "6♦ 7♠ Q♣", "9♦ 10♦"], "A♣", ["9"])
    play(s, "0:attack 6♠")
    assert s.to_act == 2 and legal(s) == ["2:throw 9♦", "2:done"]
    play(s, "2:throw 9♦")
    assert s.to_act == 1 and not [a for a in legal(s) if "transfer" in a]
    s = witch(3, ["6♠ K♠ K♥", "6♦ 7♠ Q♣", "9♦ 10♦"], "A♣", ["6"])
    play(s, "0:attack 6♠")
    assert s.to_act == 1  # a plain nine may not be thrown onto a six


def test_wit10_attack_with_an_enchanted_ten_cannot_be_transferred():
    s = witch(2, ["10♠ 9♥ K♥", "10♦ 7♠ Q♣"], "A♣", ["10"])
    play(s, "0:attack 10♠")
    assert "1:transfer 10♦" not in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("1:transfer 10♦")
    assert e.value.rule == "WIT-10"
    s = witch(2, ["10♠ 9♥ K♥", "10♦ 7♠ Q♣"], "A♣", ["6"])
    play(s, "0:attack 10♠")
    assert "1:transfer 10♦" in legal(s)


def test_witj_jack_beaten_only_by_six_to_ten_of_its_suit_or_trump():
    s = witch(2, ["J♠ 9♥", "Q♠ 7♠ 6♣ A♣"], "K♣", ["J"])
    play(s, "0:attack J♠")
    assert sorted(legal(s)) == sorted(["1:cover 7♠/J♠", "1:cover 6♣/J♠", "1:take"])
    with pytest.raises(IllegalAction) as e:
        s.apply("1:cover Q♠/J♠")
    assert e.value.rule == "WIT-J"
    assert not s.beats(C("Q♣"), C("J♣")) and s.beats(C("10♣"), C("J♣"))
    s = witch(2, ["J♠ 9♥", "8♥ 6♦ A♣"], "K♣", ["6", "8", "J"])
    assert s.beats(C("8♥"), C("J♠"), 0)  # an eight named ♠ qualifies
    # WIT-2: the ♦6 indicates ♠ but cannot override the jack's restriction
    assert not s.beats(C("6♦"), C("J♠"))


def test_witq_no_throw_in_after_an_enchanted_queen_covers():
    s = witch(3, ["10♠ J♦ K♥", "Q♠ J♥ 7♦", "10♥ A♦"], "A♣", ["Q"])
    play(s, "0:attack 10♠")
    assert s.to_act == 2
    play(s, "2:throw 10♥", "1:cover Q♠/10♠")
    assert s.phase == "defend" and s.to_act == 1  # cards already on the table must be covered
    ev = play(s, "1:cover J♥/10♥")
    # J♦ of player 0 matches the table, but nobody may throw in after the queen
    assert [e.info["outcome"] for e in ev if e.kind == "bout_end"] == ["beaten"]
    s = witch(3, ["10♠ J♦ K♥", "Q♠ J♥ 7♦", "10♥ A♦"], "A♣", ["K"])
    play(s, "0:attack 10♠", "2:throw 10♥", "1:cover Q♠/10♠", "1:cover J♥/10♥")
    assert s.phase == "throw_in" and s.to_act == 0


def king_bout():
    s = witch(3, ["10♠ 9♥", "K♠ 7♦ 8♦", "A♦ A♥"], "A♣", ["K"],
              stock="6♠ 6♥ 6♦ 6♣ 7♠ 7♥ 7♣ 8♠")
    play(s, "0:attack 10♠")
    ev = play(s, "1:cover K♠/10♠")
    return s, ev


def test_witk_king_lets_the_defender_reverse_after_success():
    s, ev = king_bout()
    # the draw of this bout follows the old direction: attacker 0, then 2, the defender 1 last
    draws = [str(e.dst) for e in ev if e.kind == "move" and str(e.src) in ("stock", "trump")]
    assert draws == ["hand:0"] * 5 + ["hand:2"] * 4
    assert s.phase == "king" and s.to_act == 1 and legal(s) == ["1:reverse", "1:keep"]
    assert s.att == [] and sorted([x for h in s.hands for x in h] + s.stock + s.discard) == list(range(36))
    play(s, "1:reverse")
    assert s.direction == -1 and s.to_act == 1 and s.defender == 0 and s.phase == "attack"
    play(s, "1:attack 7♦")
    if s.phase == "throw_in":
        play(s, f"{s.to_act}:done")
    play(s, "0:take")
    while s.phase == "take_throw_in":
        play(s, f"{s.to_act}:done")
    # the taker 0 skips; in the new direction the next attacker is 2, attacking 1
    assert s.to_act == 2 and s.defender == 1


def test_witk_keep_direction():
    s, _ = king_bout()
    play(s, "1:keep")
    assert s.direction == 1 and s.to_act == 1 and s.defender == 2


def test_witk_ignored_with_two_players():
    s = witch(2, ["10♠ 9♥", "K♠ 7♦ 8♦"], "A♣", ["K"], stock="6♠ 6♥ 6♦")
    play(s, "0:attack 10♠", "1:cover K♠/10♠")
    assert s.phase == "attack" and s.to_act == 1


def test_wita_ace_beats_the_ace_of_its_indicated_suit_even_trump():
    s = witch(2, ["A♦ 9♥", "A♠ 7♠"], "K♦", ["A"])
    play(s, "0:attack A♦")
    assert "1:cover A♠/A♦" in legal(s)
    assert s.beats(C("A♣"), C("A♥")) and s.beats(C("A♥"), C("A♠"))
    assert not s.beats(C("A♥"), C("A♦")) and not s.beats(C("A♣"), C("A♦"))


def test_witt_team_witch_durak_plays_to_a_team_result():
    for seed in range(10):
        s = new_game("witch_durak", 4, seed=seed,
                     options={"teams": "2x2", "enchanted_ranks": "6 7 8 9 10 J Q K A"})
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        r = s.result
        assert r.draw or sorted(r.winners) in ([0, 2], [1, 3])


def test_witk_four_players_attack_window_and_draw_order_follow_the_new_direction():
    s = witch(4, ["10♠ 9♥ A♥ K♥", "K♠ 7♦ 8♦ 6♦", "7♠ A♦ Q♦", "7♣ Q♥ J♥"], "A♣", ["K"],
              stock="6♠ 6♥ 6♣ 8♠ 8♥ 8♣ 9♠ 9♦ 9♣ 10♥ 10♦ 10♣ J♠ J♦ J♣ Q♠ Q♣ K♦ K♣ A♠")
    play(s, "0:attack 10♠", "1:cover K♠/10♠")
    ev = []
    while s.phase == "throw_in":
        ev = s.apply(f"{s.to_act}:done")
    # the draw of the king's bout follows the old (clockwise) direction: 0, 3, 2, defender 1 last
    drawn = [e.dst.seat for e in ev if e.kind == "move" and str(e.src) == "stock"]
    assert drawn == [0] * 3 + [3] * 3 + [2] * 3 + [1] * 3
    assert s.phase == "king" and s.to_act == 1
    play(s, "1:reverse")
    assert s.direction == -1 and s.view(2)["direction"] == -1
    play(s, "1:attack 7♦")
    # the defender is 1's right neighbour 0; the window goes 3 before 2 (WIT-K, DUR-8)
    assert s.defender == 0 and s.to_act == 3 and s.queue == [2]
    # draws now: the attacker 1, then against the new direction 2, 3, the defender 0 last
    assert s._draw_order() == [1, 2, 3, 0]


def test_wit7_named_eight_of_its_suit_beats_the_enchanted_seven_wit2():
    s = witch(2, ["7♥ 9♣", "8♠ A♣ 6♥"], "K♣", ["7", "8"])
    play(s, "0:attack 7♥")
    # trump A♣ cannot (WIT-7); the ♠8 named ♥ is a higher ♥ on the table (WIT-8)
    assert sorted(legal(s)) == sorted(["1:cover 8♠/7♥ =♥", "1:take"])


def test_wit8_six_players_last_card_an_enchanted_eight_means_no_trump():
    deck = rig_deck(6, ["6♠ 7♠", "6♥", "6♦", "6♣", "7♥", "9♦ 10♦ J♦ Q♦ K♦ 8♣"], dealer=5)
    s = new_game("witch_durak", 6, seed=0, deck=deck, options={"enchanted_ranks": ["8"], "dealer": 5})
    assert s.trump_card == C("8♣") and s.trump_suit is None and s.to_act == 5
