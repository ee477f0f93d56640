"""Teams DUR-17 … DUR-20 (with seed 000's Lena/Matvey/Marina/Egor example), epaulettes DUR-21,
and the match DUR-22."""

import random

import pytest

from cardtable.engine import game_info, new_game
from cardtable.engine.core import Result
from cardtable.engine.durak.rig import position
from tests.durak_kit import H, legal, play

EGOR, LENA, MARINA, MATVEY = 0, 1, 2, 3
T22 = {"teams": "2x2"}






def lena_leaves():
    """Seats clockwise Egor, Lena, Marina, Matvey; Egor+Marina against Lena+Matvey; stock empty.
    Egor attacks Lena, who beats it with her last card and leaves (seed 000)."""
    s = position(4, ["7♠ 6♠ K♦ K♣", "9♠", "10♥ J♥ 8♦", "6♥ 6♦ Q♣"], trump="A♣", attacker=EGOR,
                 options=T22)
    assert s.defender == LENA and s.view(0)["teams"] == [0, 1, 0, 1]
    play(s, "0:attack 7♠")
    assert s.phase == "defend" and s.to_act == LENA
    ev = play(s, "1:cover 9♠/7♠")
    assert [e.player for e in ev if e.kind == "player_out"] == [LENA]
    return s


def test_dur18_seed_example_matvey_attacks_marina_in_lenas_slot():
    s = lena_leaves()
    assert s.to_act == MATVEY and s.defender == MARINA and s.att_slot == LENA


def test_dur19_seed_example_marina_takes_then_matvey_attacks_egor():
    s = lena_leaves()
    play(s, "3:attack 6♥")
    assert s.to_act == MATVEY  # he may add 6♦; Egor, Marina's partner, is never asked (DUR-20)
    play(s, "3:done")
    assert s.to_act == MARINA and s.legal_actions(EGOR) == []
    play(s, "2:take")
    assert s.to_act == MATVEY and s.phase == "take_throw_in"
    play(s, "3:throw 6♦")
    assert sorted(s.hands[MARINA]) == H("10♥ J♥ 8♦ 6♥ 6♦")
    assert s.to_act == MATVEY and s.defender == EGOR and s.phase == "attack"


def test_dur19_seed_example_marina_defends_then_attacks_matvey_and_his_team_wins():
    s = lena_leaves()
    play(s, "3:attack 6♥", "3:done", "2:cover 10♥/6♥")
    assert s.to_act == MATVEY and s.phase == "throw_in"
    play(s, "3:done")
    assert s.to_act == MARINA and s.defender == MATVEY
    play(s, "2:attack 8♦", "3:cover Q♣/8♦")
    # a lone player moves after each opponent: Matvey in his own slot now attacks Egor
    assert s.to_act == MATVEY and s.defender == EGOR
    play(s, "3:attack 6♦", "0:cover K♦/6♦")
    r = s.result
    assert s.is_over and r.winners == [LENA, MATVEY] and r.losers == [EGOR, MARINA]
    assert r.order == [LENA, MATVEY, EGOR, MARINA] and not r.draw


def test_dur17_team_sizes_validated():
    with pytest.raises(ValueError, match="2x2"):
        new_game("durak", 5, seed=1, options={"teams": "2x2"})
    with pytest.raises(ValueError, match="3x3"):
        new_game("durak", 4, seed=1, options={"teams": "3x3"})
    s = new_game("durak", 6, seed=1, options={"teams": "3x3"})
    assert s.view(2)["teams"] == [0, 1, 0, 1, 0, 1]
    assert new_game("durak", 4, seed=1).view(0)["teams"] is None


def test_dur18_three_by_three_departed_slot_played_by_next_partner():
    hands = ["7♠ K♦", [], "A♥ A♦", "8♠ K♠", "Q♥ Q♦", "J♥ J♦"]
    s = position(6, hands, trump="A♣", attacker=0, options={"teams": "3x3"}, finished=(1,))
    assert s.defender == 3  # the next active opponent clockwise of seat 0
    play(s, "0:attack 7♠", "3:cover 8♠/7♠")
    # slot 1 (Lena's empty seat) is now played by 3, its nearest active partner clockwise
    assert s.to_act == 3 and s.att_slot == 1 and s.defender == 2


def test_dur20_only_opponents_throw_in():
    s = position(4, ["6♠ A♠", "7♠ 9♠ 10♠", "6♥ A♥", "6♦ A♦"], trump="A♣", attacker=0, options=T22,
                 stock="K♠ K♥ K♦ K♣ Q♠")
    play(s, "0:attack 6♠")
    assert s.to_act == 2 and legal(s) == ["2:throw 6♥", "2:done"]  # Marina, not Matvey (partner)
    play(s, "2:throw 6♥")
    assert s.phase == "defend" and s.to_act == 1 and s.legal_actions(3) == []


# -- epaulettes (DUR-21) -------------------------------------------------------------------------
@pytest.mark.parametrize("attack,trump,expected", [
    ("6♠ 6♥", "A♣", True),
    ("6♠", "A♣", True),
    ("6♠", "A♠", False),  # a trump six alone is not epaulettes
    ("6♠ 6♥", "A♠", True),
    ("6♠ 6♥ 6♦ 6♣", "A♠", True),
    ("7♠", "A♣", False),
])
def test_dur21_epaulettes_when_the_fool_takes_the_winners_last_sixes(attack, trump, expected):
    s = position(2, [attack, "10♦ 10♥ J♦ Q♦"], trump=trump, attacker=0)
    play(s, f"0:attack {attack}")
    assert s.phase == "defend" and s.legal_actions(1)[-1].kind == "take"
    play(s, "1:take")
    assert s.is_over and s.result.losers == [1]
    assert s.result.notes["epaulettes"] is expected


def test_dur21_no_epaulettes_if_another_player_threw_a_six():
    s = position(3, ["6♠", "10♦ 10♥ J♦ Q♦", "6♥"], trump="A♣", attacker=0)
    play(s, "0:attack 6♠", "2:throw 6♥", "1:take")
    assert s.is_over and s.result.losers == [1] and s.result.order == [0, 2, 1]
    assert s.result.notes["epaulettes"] is False


def test_dur21_no_epaulettes_when_the_sixes_are_beaten():
    s = position(3, ["6♠", "7♠ 10♥ 9♦", "K♥"], trump="A♣", attacker=0)
    play(s, "0:attack 6♠", "1:cover 7♠/6♠")
    play(s, "1:attack 10♥", "2:cover K♥/10♥")
    assert s.is_over and s.result.losers == [1] and s.result.notes["epaulettes"] is False


def test_the_hands_are_laid_open_only_once_the_deal_is_over_GEN_2():
    s = position(2, ["6♠", "10♦ 10♥ J♦ Q♦"], trump="A♣", attacker=0)
    play(s, "0:attack 6♠")
    assert s.view(0).revealed is None and s.view(1).revealed is None
    play(s, "1:take")
    assert s.is_over and s.view(0).revealed == [[], sorted(H("10♦ 10♥ J♦ Q♦ 6♠"))]


def test_dur21_epaulettes_in_team_play_are_the_fools():
    """DUR-21 with DUR-20: Lena and Marina are out; Egor leads his last cards, two sixes, and
    Matvey, the last of his team, must take them: his team loses and he, the fool, gets
    epaulettes; the statistics count them on him, not on his partner Lena."""
    from cardtable.match.stats import Stats
    s = position(4, ["6♠ 6♥", [], [], "10♦ J♦ Q♦"], trump="A♣", attacker=EGOR, options=T22,
                 finished=(LENA, MARINA))
    play(s, "0:attack 6♠ 6♥", "3:take")
    assert s.is_over and s.result.losers == [LENA, MATVEY] and s.result.notes["fool"] == MATVEY
    assert s.result.notes["epaulettes"] is True
    # the deal is over: every seat's view lays the hands left open (the fool's five cards)
    assert s.view(EGOR).revealed == [[], [], [], sorted(H("10♦ J♦ Q♦ 6♠ 6♥"))]
    stats = Stats()
    stats.record_deal("durak", ["Egor", "Lena", "Marina", "Matvey"], s.result)
    assert {n: stats._entry("durak", n).get("epaulettes", 0) for n in ("Lena", "Matvey")} == \
        {"Lena": 0, "Matvey": 1}


# -- the match (DUR-22) --------------------------------------------------------------------------
def test_dur22_sheet_counts_fools_and_epaulettes_and_ends():
    m = game_info("durak").match
    opts = {"deals": 3, "loss_limit": 2}
    sheet = m.new_sheet(3, opts)
    m.add_deal(sheet, Result([0, 1, 2], [2], notes={"fool": 2, "epaulettes": True}), opts)
    assert sheet["totals"] == [0, 0, 1] and sheet["epaulettes"] == [0, 0, 1]
    assert not m.is_over(sheet, opts)
    m.add_deal(sheet, Result([0, 1], [], draw=True, notes={"fool": None}), opts)
    assert sheet["totals"] == [0, 0, 1] and not m.is_over(sheet, opts)
    m.add_deal(sheet, Result([2, 0, 1], [1], notes={"fool": 1, "epaulettes": False}), opts)
    assert m.is_over(sheet, opts) and m.standings(sheet) == [0, 1, 2]
    sheet = m.new_sheet(3, {"deals": 5, "loss_limit": 2})
    for _ in range(2):
        m.add_deal(sheet, Result([0, 1, 2], [2], notes={"fool": 2}), opts)
    assert m.is_over(sheet, {"deals": 5, "loss_limit": 2})


def test_dur22_dur4_next_deal_options_from_the_previous_result():
    m = game_info("durak").match
    rng = random.Random(1)
    base = {"variant": "throw_in", "deals": 3}
    first = m.next_deal_options(4, base, None, None, rng)
    assert first["dealer"] is None and first["previous_fool"] is None
    nxt = m.next_deal_options(4, base, Result([0, 1, 3, 2], [2], notes={"fool": 2, "dealer": 1}),
                              first, rng)
    assert nxt["previous_fool"] == 2 and nxt["dealer"] == 2
    s = new_game("durak", 4, seed=5, options=nxt)
    assert s.to_act == 3  # left of the fool (default next_deal_leader)
    after_draw = m.next_deal_options(4, base, Result([0, 1, 2, 3], [], draw=True,
                                                     notes={"fool": None, "dealer": 1}), nxt, rng)
    assert after_draw["previous_fool"] is None and after_draw["dealer"] == 2


def test_dur22_a_whole_random_match_runs_through_match_rules():
    info = game_info("durak")
    m = info.match
    opts = info.resolve_options(3, {"deals": 4})
    sheet = m.new_sheet(3, opts)
    prev, prev_opts, rng = None, None, random.Random(3)
    while not m.is_over(sheet, opts):
        deal_opts = m.next_deal_options(3, opts, prev, prev_opts, rng)
        s = new_game("durak", 3, seed=len(sheet["deals"]), options=deal_opts)
        if prev is not None and prev.notes["fool"] is not None:
            assert s.to_act == (prev.notes["fool"] + 1) % 3
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        m.add_deal(sheet, s.result, opts)
        prev, prev_opts = s.result, deal_opts
    assert len(sheet["deals"]) == 4 and sum(sheet["totals"]) == sum(1 for d in sheet["deals"]
                                                                     if d["losers"])
