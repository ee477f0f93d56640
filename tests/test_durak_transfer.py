"""Transfer durak DUR-12 … DUR-15, simple durak DUR-16, and the first two worked examples of seed 000."""

import pytest

from cardtable.engine import IllegalAction, new_game
from cardtable.engine.durak.rig import position, rig_deck
from tests.durak_kit import C, H, hand, legal, play

TR = {"variant": "transfer"}







def game(n, hands, trump, stock=(), options=None):
    deck = rig_deck(n, hands, trump=trump, stock=stock)
    return new_game("durak", n, seed=0, options=dict(options or {}, dealer=n - 1), deck=deck)


def test_seed_example_1_dima_masha_sasha_throw_in():
    """Seed 000: Dima attacks Masha with J♠, she covers with the trump 7♥; Sasha throws 7♦ and
    Dima 7♣ (the engine asks the main attacker first, DUR-8); Masha covers them with J♦ and 10♣."""
    dima, masha, sasha = 0, 1, 2
    s = game(3, ["J♠ 7♣ 6♥ A♠ K♠ Q♠", "7♥ J♦ 10♣ 8♠ 8♦ 8♣", "7♦ A♦ K♦ Q♦ 9♦ 9♣"], trump="A♥")
    assert s.to_act == dima and s.defender == masha  # Dima holds the lowest trump, 6♥
    play(s, "0:attack J♠")
    assert s.phase == "defend" and s.to_act == masha  # nobody else holds a jack: no window
    play(s, "1:cover 7♥/J♠")
    assert s.phase == "throw_in" and s.to_act == dima
    play(s, "0:throw 7♣")
    assert s.to_act == sasha
    play(s, "2:throw 7♦")
    assert s.phase == "defend" and s.to_act == masha
    assert [[a, c] for a, c in zip(s.att, s.cov)] == [[C("J♠"), C("7♥")], [C("7♣"), None],
                                                    [C("7♦"), None]]
    play(s, "1:cover 10♣/7♣")
    ev = play(s, "1:cover J♦/7♦")
    assert [e.info["outcome"] for e in ev if e.kind == "bout_end"] == ["beaten"]
    assert sorted(s.discard) == H("J♠ 7♥ 7♣ 10♣ 7♦ J♦")
    assert s.to_act == masha and s.defender == sasha and len(s.hands[masha]) == 6


def _nines(dima_extra):
    masha, sasha, dima = 0, 1, 2
    s = game(3, ["9♥ 6♣", "9♦", "9♣" + dima_extra], trump="A♣", stock="" if dima_extra else "9♠",
             options=TR)
    assert s.to_act == masha and s.defender == sasha
    play(s, "0:attack 9♥")
    assert s.to_act == dima and s.phase == "throw_in"  # Masha has no other nine: skipped
    play(s, "2:throw 9♣")
    if dima_extra:
        play(s, "2:done")  # the thrower keeps the right until "done"
    assert s.to_act == sasha and s.phase == "defend"
    assert "1:transfer 9♦" in legal(s)
    play(s, "1:transfer 9♦")
    assert s.defender == dima and s.attacker == sasha and s.phase == "defend" and s.to_act == dima
    assert s.att == [C("9♥"), C("9♣"), C("9♦")]
    return s


def test_seed_example_2_transfer_of_nines():
    """Seed 000: Masha attacks Sasha with 9♥, Dima throws 9♣, Sasha transfers with 9♦ to Dima,
    who must now beat three nines (DUR-12)."""
    s = _nines("")
    assert not [a for a in legal(s) if "transfer" in a]
    assert "2:take" in legal(s)


def test_seed_example_2_with_nine_of_spades_dima_transfers_to_masha():
    s = _nines(" 9♠")
    assert "2:transfer 9♠" in legal(s)
    play(s, "2:transfer 9♠")
    assert s.defender == 0 and s.attacker == 2 and len(s.att) == 4


def test_dur12_no_transfer_after_a_cover_or_with_two_ranks():
    s = position(3, ["6♠ 6♥ 7♣", "6♦ 7♠ 8♠ Q♥", "K♠ K♥ K♦ A♠"], trump="A♣", attacker=0, options=TR)
    play(s, "0:attack 6♠", "0:throw 6♥")
    assert s.to_act == 1 and set(legal(s)) >= {"1:transfer 6♦", "1:cover 7♠/6♠"}
    play(s, "1:cover 7♠/6♠")
    assert "1:transfer 6♦" not in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("1:transfer 6♦")
    assert e.value.rule == "DUR-12"


def test_dur12_transfer_passes_to_next_player_window_then_new_defender():
    s = position(3, ["6♠ 9♥", "6♦ 7♠", "6♣ K♥ K♦"], trump="A♣", attacker=0, options=TR,
                 stock="Q♠ Q♥ Q♦ Q♣ J♠ J♥ J♦ J♣")
    play(s, "0:attack 6♠")
    assert s.to_act == 2 and s.phase == "throw_in"  # 2 may add 6♣ (the defender holds two)
    play(s, "2:done", "1:transfer 6♦")
    # window 1 after the transfer: main attacker 1 (nothing), then from 2's left: 0 (no six) -> 2
    assert s.defender == 2 and s.to_act == 2 and s.phase == "defend"
    # 6♣ cannot transfer: player 0 holds only one card (DUR-13)
    assert legal(s) == ["2:cover 6♣/6♠", "2:cover 6♣/6♦", "2:cover K♦/6♦", "2:take"]
    play(s, "2:take")
    # DUR-10: the main attacker (1, who transferred) draws first, then 0, the taker last
    assert hand(s, 1) == H("7♠ Q♠ Q♥ Q♦ Q♣ J♠") and hand(s, 0) == H("9♥ J♥ J♦ J♣ A♣")
    assert hand(s, 2) == H("6♣ K♥ K♦ 6♠ 6♦")
    assert s.to_act == 0 and s.defender == 1  # DUR-9/19: the next player after the taker


def test_dur13_transfer_refused_when_new_defender_holds_too_few():
    s = position(2, ["6♠ 6♥ 9♥", "6♦ 7♠"], trump="A♣", attacker=0, options=TR)
    play(s, "0:attack 6♠", "0:throw 6♥")
    assert s.to_act == 1 and not [a for a in legal(s) if "transfer" in a]
    with pytest.raises(IllegalAction) as e:
        s.apply("1:transfer 6♦")
    assert e.value.rule == "DUR-13"
    s = position(2, ["6♠ 6♥ 9♥ 10♥", "6♦ 7♠"], trump="A♣", attacker=0, options=TR)
    play(s, "0:attack 6♠", "0:done")
    assert "1:transfer 6♦" in legal(s)
    play(s, "1:transfer 6♦")
    assert s.defender == 0 and s.attacker == 1


def test_dur13_four_card_transfer_within_limits():
    s = position(3, ["6♠ 6♥ 6♦ 9♥ 10♥ J♥", "6♣ 7♠ 8♠ 9♠ 10♠ J♠", "7♥ 7♦ 7♣ 8♥ 8♦ 8♣"],
                 trump="A♣", attacker=0, options=TR)
    play(s, "0:attack 6♠", "0:throw 6♥", "0:throw 6♦")
    assert "1:transfer 6♣" in legal(s)  # four cards: within the limit of five
    play(s, "1:transfer 6♣")
    assert s.defender == 2 and len(s.att) == 4


def test_dur14_no_transfer_in_the_first_bout():
    opts = dict(TR, no_transfer_first_bout=True)
    s = position(2, ["6♠ 9♥ 10♥", "6♦ 7♠ K♦"], trump="A♣", attacker=0, options=opts, bout=0)
    play(s, "0:attack 6♠")
    assert "1:transfer 6♦" not in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("1:transfer 6♦")
    assert e.value.rule == "DUR-14"
    s = position(2, ["6♠ 9♥ 10♥", "6♦ 7♠ K♦"], trump="A♣", attacker=0, options=opts, bout=1)
    play(s, "0:attack 6♠")
    assert "1:transfer 6♦" in legal(s)


def test_dur15_transfer_by_showing_a_trump_once_per_bout():
    opts = dict(TR, transfer_by_showing_trump=True)
    s = position(2, ["6♠ 9♥ 10♥ J♥", "6♣ 7♠ K♦"], trump="A♣", attacker=0, options=opts)
    play(s, "0:attack 6♠")
    assert "1:show 6♣" in legal(s) and "1:transfer 6♣" in legal(s)
    ev = play(s, "1:show 6♣")
    assert C("6♣") in s.hands[1] and s.att == [C("6♠")] and s.defender == 0 and s.attacker == 1
    assert [e.card for e in ev if e.kind == "show"] == [C("6♣")]
    assert s.view(0)["known"][1] == [C("6♣")] and s.view(0)["showed"] == [1]
    # window 1 after the transfer: player 1 may throw the shown six onto player 0
    assert s.phase == "throw_in" and s.to_act == 1 and legal(s) == ["1:throw 6♣", "1:done"]
    play(s, "1:done")
    assert s.to_act == 0 and legal(s) == ["0:take"]


def test_dur15_must_play_the_trump_when_the_attack_comes_back():
    opts = dict(TR, transfer_by_showing_trump=True)
    s = position(2, ["6♠ 6♦ 9♥ 10♥ J♥", "6♣ 7♠ K♦ Q♦"], trump="A♣", attacker=0, options=opts)
    play(s, "0:attack 6♠", "0:done", "1:show 6♣", "1:done", "0:transfer 6♦")
    assert s.defender == 1 and s.to_act == 1
    assert "1:show 6♣" not in legal(s) and "1:transfer 6♣" in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("1:show 6♣")
    assert e.value.rule == "DUR-15"
    play(s, "1:transfer 6♣")
    assert s.att == [C("6♠"), C("6♦"), C("6♣")] and s.defender == 0


def test_dur15_show_is_an_option_of_transfer_durak_only():
    with pytest.raises(ValueError):
        new_game("durak", 2, seed=1, options={"transfer_by_showing_trump": True})
    s = position(2, ["6♠ 9♥", "6♣ 7♠ K♦"], trump="A♣", attacker=0, options=TR)
    play(s, "0:attack 6♠")
    with pytest.raises(IllegalAction) as e:
        s.apply("1:show 6♣")
    assert e.value.rule == "DUR-15"


def test_dur16_simple_two_card_lead_no_throw_in_no_transfer_round_robin_draw():
    s = position(3, ["6♠ 6♥ 7♦", "7♠ 8♥ 6♦ Q♣", "6♣ 8♦ K♣"], trump="A♣", attacker=0,
                 options={"variant": "simple"}, stock="Q♠ Q♥ Q♦ J♠ J♥ J♦ J♣ 10♠")
    assert "0:attack 6♠ 6♥" in legal(s)
    play(s, "0:attack 6♠ 6♥")
    assert s.phase == "defend" and s.to_act == 1 and not [a for a in legal(s) if "transfer" in a]
    play(s, "1:cover 7♠/6♠")
    ev = play(s, "1:cover 8♥/6♥")  # bout ends at once: no throw-in window (6♣, 8♦ stay in hand)
    assert hand(s, 2) == H("6♣ 8♦ K♣ Q♥ J♥ 10♠")
    order = [str(e.dst) for e in ev if e.kind == "move" and str(e.src) in ("stock", "trump")]
    # one card at a time: 0, 2, 1 (defender last), round and round
    assert order == ["hand:0", "hand:2", "hand:1"] * 3
    assert hand(s, 0) == H("7♦ Q♠ J♠ J♣") and hand(s, 1) == H("6♦ Q♣ Q♦ J♦ A♣") and s.stock == []
