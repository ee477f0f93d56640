"""Pirate Party match scoring (PIR-3): collect to 500, penalty to 200, captain; who
deals and leads the next deal; a whole AI match runs headless."""

from __future__ import annotations

import random

from cardtable.engine import Result, game_info
from cardtable.match import Match, Seat

INFO = game_info("pirate_party")
RULES = INFO.match


def _result(winner: int, pts: list[int], mode: str, dealer: int = 0) -> Result:
    n = len(pts)
    scores = [0] * n
    if mode == "collect":
        scores[winner] = sum(pts)
    else:
        scores = list(pts)
    loser = max((p for p in range(n) if p != winner), key=lambda p: (pts[p], -((p - winner) % n)))
    return Result(order=[winner], losers=[loser], scores=scores, winners=[winner],
                  notes={"scoring": mode, "hand_points": pts, "dealer": dealer})


def test_pir3_collect_to_500():
    opts = INFO.resolve_options(3, {"scoring": "collect"})
    sheet = RULES.new_sheet(3, opts)
    RULES.add_deal(sheet, _result(1, [120, 0, 80], "collect"), opts)
    assert sheet["totals"] == [0, 200, 0] and not RULES.is_over(sheet, opts)
    RULES.add_deal(sheet, _result(2, [150, 200, 0], "collect"), opts)
    assert sheet["totals"] == [0, 200, 350] and not RULES.is_over(sheet, opts)
    RULES.add_deal(sheet, _result(2, [100, 50, 0], "collect"), opts)
    assert sheet["totals"] == [0, 200, 500] and RULES.is_over(sheet, opts)
    assert RULES.standings(sheet) == [2, 1, 0]


def test_pir3_penalty_to_200_loses():
    opts = INFO.resolve_options(3, {"scoring": "penalty"})
    sheet = RULES.new_sheet(3, opts)
    RULES.add_deal(sheet, _result(0, [0, 120, 79], "penalty"), opts)
    assert sheet["totals"] == [0, 120, 79] and not RULES.is_over(sheet, opts)
    RULES.add_deal(sheet, _result(2, [30, 80, 0], "penalty"), opts)
    assert sheet["totals"] == [30, 200, 79] and RULES.is_over(sheet, opts)
    assert RULES.standings(sheet) == [0, 2, 1]  # the lowest total is best
    opts = INFO.resolve_options(3, {"scoring": "penalty", "target": 100})
    sheet = RULES.new_sheet(3, opts)
    RULES.add_deal(sheet, _result(0, [0, 100, 9], "penalty"), opts)
    assert RULES.is_over(sheet, opts)


def test_pir3_captain_winner_leads_loser_deals():
    opts = INFO.resolve_options(4, {"scoring": "captain", "deals": 2})
    sheet = RULES.new_sheet(4, opts)
    first = RULES.next_deal_options(4, opts, None, None, random.Random(1))
    assert first["first"] is None
    res = _result(2, [40, 95, 0, 60], "captain", dealer=3)
    RULES.add_deal(sheet, res, opts)
    assert sheet["totals"] == [0, 0, 1, 0] and not RULES.is_over(sheet, opts)
    nxt = RULES.next_deal_options(4, opts, res, first, random.Random(1))
    assert nxt["dealer"] == 1 and nxt["first"] == 2
    RULES.add_deal(sheet, _result(2, [1, 2, 0, 3], "captain"), opts)
    assert RULES.is_over(sheet, opts) and RULES.standings(sheet)[0] == 2


def test_deal_passes_clockwise_in_collect():
    opts = INFO.resolve_options(3, {})
    res = _result(0, [0, 5, 9], "collect", dealer=2)
    nxt = RULES.next_deal_options(3, opts, res, {"dealer": 2}, random.Random(1))
    assert nxt["dealer"] == 0 and nxt["first"] is None


def test_captain_deal_starts_with_the_winner():
    opts = INFO.resolve_options(4, {"scoring": "captain"})
    res = _result(2, [40, 95, 0, 60], "captain", dealer=3)
    nxt = RULES.next_deal_options(4, opts, res, {"dealer": 3}, random.Random(1))
    from cardtable.engine import new_game
    s = new_game("pirate_party", 4, seed=3, options=INFO.deal_options(nxt))
    assert s.dealer == 1 and s.leader == 2 and s.to_act in (2, 0)  # 0 only after a Reverse starter


def test_headless_ai_match():
    seats = [Seat("A", "ai", "normal"), Seat("B", "ai", "easy"), Seat("C", "ai", "normal")]
    m = Match("pirate_party", seats, {"scoring": "captain", "deals": 2}, seed=4)
    while not m.is_over:
        steps = 0
        while not m.deal_over:
            m.apply(m.ai_choose(m.state.to_act))
            steps += 1
            assert steps < 5000
        m.finish_deal()
        if not m.is_over:
            m.next_deal()
    assert len(m.sheet["deals"]) == 2 and sum(m.sheet["totals"]) == 2


def test_pir3_match_target_is_the_one_the_match_ends_at():
    """The target the table's sheet and strip name (``match_target``) is the one ``is_over``
    ends the match at: the option when set, else 500 to collect or 200 of penalty."""
    from cardtable.engine.pirate import match_target
    assert match_target(INFO.resolve_options(3, {})) == ("collect", 500)
    assert match_target(INFO.resolve_options(3, {"scoring": "penalty"})) == ("penalty", 200)
    assert match_target(INFO.resolve_options(3, {"scoring": "collect", "target": 50})) == ("collect", 50)
    assert match_target(INFO.resolve_options(3, {"scoring": "captain"})) == ("captain", 0)
    opts = INFO.resolve_options(3, {"scoring": "collect", "target": 50})
    sheet = RULES.new_sheet(3, opts)
    RULES.add_deal(sheet, _result(1, [49, 0, 0], "collect"), opts)
    assert sheet["totals"] == [0, 49, 0] and not RULES.is_over(sheet, opts)
    RULES.add_deal(sheet, _result(1, [1, 0, 0], "collect"), opts)
    assert sheet["totals"] == [0, 50, 0] and RULES.is_over(sheet, opts)
