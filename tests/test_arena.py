"""The arena command: seat rotation, statistics and a short smoke run (issue 4)."""

from __future__ import annotations

import json

import pytest

from cardtable import arena, arena_report


def count_deals_played(monkeypatch) -> list[int]:
    """The job numbers of the deals the arena plays from now on (it still plays them)."""
    played: list[int] = []
    real = arena.play_one

    def counting(job):
        played.append(job[0])
        return real(job)

    monkeypatch.setattr(arena, "play_one", counting)
    return played


def test_deal_plan_rotates_seats_over_each_seed():
    plan = arena.deal_plan(["hard", "normal"], 4, seed=1)
    assert plan == [(0, 1_000_003, ["hard", "normal"]), (1, 1_000_003, ["normal", "hard"]),
                    (2, 1_000_004, ["hard", "normal"]), (3, 1_000_004, ["normal", "hard"])]
    plan3 = arena.deal_plan(["a", "b", "c"], 3, seed=0)
    assert [lv for _, _, lv in plan3] == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]


def test_a_seat_list_that_repeats_itself_plays_each_different_seating_once():
    # hard@1,hard@0.25,hard@1,hard@0.25 rotated by two is itself again: the third and fourth
    # rotations would replay the first two move for move, so a deck has two seatings, not four
    seats = ["hard@1", "hard@0.25", "hard@1", "hard@0.25"]
    assert arena.seatings(seats) == 2
    assert arena.seatings(["a", "a", "a"]) == 1 and arena.seatings(["a", "b", "a", "b", "a", "b"]) == 2
    assert arena.seatings(["a", "b", "a", "c"]) == 4 and arena.seatings(["a", "a", "b", "b"]) == 4
    plan = arena.deal_plan(seats, 4, seed=1)
    assert plan == [(0, 1_000_003, seats), (1, 1_000_003, ["hard@0.25", "hard@1", "hard@0.25", "hard@1"]),
                    (2, 1_000_004, seats), (3, 1_000_004, ["hard@0.25", "hard@1", "hard@0.25", "hard@1"])]


def test_wilson_interval():
    lo, hi = arena.wilson(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    assert arena.wilson(0, 10)[0] == 0.0
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_arena_smoke_durak():
    s = arena.run("durak", 2, ["normal", "random"], deals=4, seed=2,
                  options={"variant": "transfer"}, budget=0.0, workers=1)
    assert s["deals"] == 4
    lv = s["levels"]
    assert lv["normal"]["deals"] == lv["random"]["deals"] == 4
    assert lv["normal"]["first_moves"] + lv["random"]["first_moves"] == 4
    for e in lv.values():
        assert e["losses"] + e["draws"] <= e["deals"]
        assert 0.0 <= e["loss_ci95"][0] <= e["loss_rate"] <= e["loss_ci95"][1] <= 1.0
        assert e["time_ms"]["median"] <= e["time_ms"]["p95"] <= e["time_ms"]["max"]
    assert lv["normal"]["losses"] + lv["random"]["losses"] + s["draws"] == 4


def test_arena_is_reproducible_across_workers():
    kw = dict(deals=4, seed=5, options={}, budget=0.005)
    a = arena.run("durak", 2, ["hard", "normal"], workers=1, **kw)
    b = arena.run("durak", 2, ["hard", "normal"], workers=2, **kw)
    strip = {lvl: (e["losses"], e["draws"], e["decisions"]) for lvl, e in a["levels"].items()}
    assert strip == {lvl: (e["losses"], e["draws"], e["decisions"]) for lvl, e in b["levels"].items()}
    assert a["levels"]["hard"]["iterations_per_second"] > 0


def _fake_deal(times, searched):
    """One 2-seat deal result: seat 0 decided at ``times`` (CPU s), searching at ``searched``."""
    return {"levels": ["hard", "normal"], "losers": [1], "winners": [], "draw": False, "first": 0,
            "scores": None, "times": [times, []], "cpu_times": [times, []],
            "iterations": [100 * len(searched), 0], "searches": [len(searched), 0],
            "search_seconds": [sum(searched), 0.0], "search_cpu_seconds": [sum(searched), 0.0],
            "search_cpu_times": [searched, []]}


def test_search_time_is_measured_over_searched_decisions_only():
    """Decisions with one legal move take no time; the think time that must stay within the
    budget is that of the decisions that searched."""
    s = arena.summarize([_fake_deal([0.0, 0.0, 0.0, 0.2, 0.3], [0.2, 0.3])], ["hard", "normal"])
    hard = s["hard"]
    assert hard["cpu_ms"]["median"] == 0.0
    assert hard["search_cpu_ms"] == {"median": 200.0, "p95": 300.0, "max": 300.0}
    assert hard["searches"] == 2
    assert "search_cpu_ms" not in s["normal"]


def test_arena_command_json_last_line(capsys):
    rc = arena.main(["durak", "--players", "3", "--seats", "normal,easy,random", "--deals", "3",
                     "--seed", "1", "--option", "variant=throw_in", "--json", "--workers", "1"])
    assert rc == 0
    out = capsys.readouterr().out.strip().splitlines()
    data = json.loads(out[-1])
    assert data["game"] == "durak" and data["players"] == 3 and data["deals"] == 3
    assert set(data["levels"]) == {"normal", "easy", "random"}
    assert "loss rate" in out[1]


def test_arena_scoring_game_reports_average_score():
    pytest.importorskip("cardtable.engine.donkey")
    s = arena.run("donkey", 3, ["normal", "random"], deals=3, seed=1, options={}, budget=0.0, workers=1)
    assert all("avg_score" in e for e in s["levels"].values())


def test_arena_refuses_bad_input(capsys):
    assert arena.main(["durak", "--seats", "genius,normal", "--deals", "1"]) == 2
    assert arena.main(["durak", "--option", "variant", "--deals", "1"]) == 2
    assert arena.main(["durak", "--option", "variant=poker", "--deals", "1"]) == 2


def _res(seed, levels, losers, winners=(), scores=None):
    return {"seed": seed, "levels": levels, "losers": list(losers), "winners": list(winners),
            "scores": scores}


def test_duplicate_compares_levels_deck_by_deck():
    seats = ["hard", "normal"]
    results = [
        # deck 1: whoever sits in seat 0 loses (the deck decides): no difference
        _res(1, ["hard", "normal"], [0], [1], [10, 0]), _res(1, ["normal", "hard"], [0], [1], [10, 0]),
        # deck 2: hard wins in both seatings
        _res(2, ["hard", "normal"], [1], [0], [0, 8]), _res(2, ["normal", "hard"], [0], [1], [6, 0]),
        # deck 3: an unfinished set (one seating only) is left out
        _res(3, ["hard", "normal"], [0], [1], [5, 0]),
    ]
    d = arena.duplicate(results, seats)
    assert d["decks"] == 2 and d["reference"] == "hard"
    v = d["versus"]["normal"]
    assert v["loss"]["diff"] == -0.5 and v["win"]["diff"] == 0.5
    assert [round(x, 6) for x in v["loss"]["ci95"]] == [-1.48, 0.48]  # diffs 0, −1: ±1.96·√0.5/√2
    # not clear: the half-width 0.98 under the mean 0.5 wants 2·(0.98/0.5)² = 7.68, so 8 decks
    assert v["loss"]["decks_to_clear"] == 8 and v["win"]["decks_to_clear"] == 8
    assert v["score"]["diff"] == -3.5  # deck 2: hard 0 + 0, normal 8 + 6, per seat-deal -7
    assert v["score_ratio"] == 10 / 24


def test_an_interval_past_zero_says_how_many_decks_this_mean_would_want():
    assert arena_report.decks_to_clear(-0.065, -0.19, 0.06, 100) == 370   # 100·(0.125/0.065)² = 369.8
    assert arena_report.decks_to_clear(-0.185, -0.318, -0.052, 100) is None   # clear already
    assert arena_report.decks_to_clear(0.0, -0.1, 0.1, 100) is None           # no mean to clear
    assert arena_report.decks_to_clear(0.5, 0.5, 0.5, 1) is None              # one deck: no spread
    summary = {"game": "durak", "players": 2, "seats": ["hard@1", "hard@0.25"], "deals": 4, "seed": 1,
               "budget": 1.0, "options": {}, "wall_seconds": 1.0, "levels": {lv: {
                   "deals": 4, "losses": 2, "draws": 0, "wins": 0, "loss_rate": 0.5, "loss_ci95": [0.15, 0.85],
                   "time_ms": {"median": 1.0, "p95": 2.0, "max": 3.0}, "cpu_ms": {"p95": 2.0}}
                   for lv in ("hard@1", "hard@0.25")},
               "duplicate": {"decks": 2, "reference": "hard@1", "versus": {"hard@0.25": {
                   "loss": {"diff": -0.5, "ci95": [-1.48, 0.48], "decks_to_clear": 8},
                   "win": {"diff": 0.5, "ci95": [0.2, 0.8], "decks_to_clear": None}}}}}
    assert arena.format_table(summary).splitlines()[-1] == (
        "  vs hard@0.25: loss -50.0 points (-148.0 … +48.0; not clear: ~8 decks at this mean)")


def test_duplicate_flag_plays_whole_sets_of_seatings():
    s = arena.run("durak", 3, ["normal", "random"], deals=4, seed=3, options={}, budget=0.0,
                  workers=1, duplicate_report=True)
    assert s["deals"] == 6  # rounded up to two decks of three seatings
    assert s["duplicate"]["decks"] == 2
    lines = arena.format_table(s).splitlines()
    assert lines[-2].startswith("duplicate: 2 decks")
    assert lines[-1].startswith("  vs random: loss ")


def test_duplicate_flag_counts_decks_by_the_different_seatings(monkeypatch):
    played = count_deals_played(monkeypatch)
    s = arena.run("durak", 4, ["normal", "random"], deals=3, seed=3, options={}, budget=0.0,
                  workers=1, duplicate_report=True)
    assert s["deals"] == 4  # two decks of two seatings: normal,random,normal,random and its turn
    assert played == [0, 1, 2, 3]
    assert s["duplicate"]["decks"] == 2
    assert s["levels"]["normal"]["deals"] == s["levels"]["random"]["deals"] == 8


def test_a_seat_may_carry_its_own_budget():
    """``hard@1,hard@0.25``: two seats of one level thinking for different times, reported
    apart; a seat without ``@`` thinks for ``--budget``."""
    assert arena.seat_spec("hard@0.25") == ("hard", 0.25)
    assert arena.seat_spec("ismcts@4") == ("ismcts", 4.0)
    assert arena.seat_spec("normal") == ("normal", None)
    for bad in ("hard@", "hard@soon", "hard@-1", "hard@nan", "hard@100", "genius@1"):
        with pytest.raises(ValueError):
            arena.seat_spec(bad)
    assert arena.main(["durak", "--seats", "hard@x,normal", "--deals", "1"]) == 2
    s = arena.run("durak", 2, ["ismcts@0.01", "ismcts"], deals=2, seed=4, options={},
                  budget=0.02, workers=1)
    lv = s["levels"]
    assert set(lv) == {"ismcts@0.01", "ismcts"}
    # the reference search runs budget × its calibration iterations a decision
    from cardtable.ai.ismcts import ITERATIONS_PER_SECOND
    rate = ITERATIONS_PER_SECOND
    assert lv["ismcts@0.01"]["iterations_per_search"] == int(0.01 * rate)
    assert lv["ismcts"]["iterations_per_search"] == int(0.02 * rate)


def _without_wall(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k != "wall_seconds"}


def test_log_keeps_every_deal_and_a_second_run_reads_them_back(tmp_path, monkeypatch):
    log = tmp_path / "run.jsonl"
    args = ("donkey", 3, ["normal", "easy"], 6, 1, {}, 0.25)
    first = arena.run(*args, workers=1, duplicate_report=True, log=str(log))
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6                                  # 2 decks × 3 seatings, one line each
    assert sorted(json.loads(x)["deal"]["k"] for x in lines) == list(range(6))

    def no_play(job):
        raise AssertionError(f"deal {job[0]} was played again")

    monkeypatch.setattr(arena, "play_one", no_play)
    again = arena.run(*args, workers=1, duplicate_report=True, log=str(log))
    assert _without_wall(again) == _without_wall(first)


def test_log_plays_only_what_is_missing_and_skips_foreign_or_broken_lines(tmp_path, monkeypatch):
    log = tmp_path / "run.jsonl"
    args = ("durak", 2, ["normal", "easy"], 4, 3, {}, 0.25)
    full = arena.run(*args, workers=1, duplicate_report=True, log=str(log))
    kept = log.read_text(encoding="utf-8").splitlines()[:3]
    other = json.loads(kept[0])
    other["run"]["seats"] = ["easy", "normal"]              # another run's deal: not this one's
    log.write_text("\n".join(kept + [json.dumps(other), '{"version": 1, "run": ', "not json"]) + "\n",
                   encoding="utf-8")
    played = count_deals_played(monkeypatch)
    again = arena.run(*args, workers=1, duplicate_report=True, log=str(log))
    assert played == [k for k in range(4) if k not in {json.loads(x)["deal"]["k"] for x in kept}]
    # the replayed deal took its own time; what it scored is the same
    for level in ("normal", "easy"):
        for key in ("deals", "losses", "draws", "loss_rate", "first_moves"):
            assert again["levels"][level][key] == full["levels"][level][key]
    assert again["duplicate"] == full["duplicate"]


def test_a_deal_that_cycles_for_ever_is_adjudicated_a_draw(monkeypatch):
    """Two durak players with an empty stock can pass the same cards round for ever (transfer,
    take, transfer, take …): no rule ends the deal, so the arena scores it a draw once one
    cycle has repeated CYCLE_REPEATS times, and counts it."""
    assert not arena.cycling(["1:attack 6♠", "0:take"] * (arena.CYCLE_REPEATS - 1) + ["1:attack 6♠"])
    assert arena.cycling(["x"] * 3 + ["1:attack 10♦", "0:transfer 10♠", "0:throw 10♥", "1:take",
                                      "0:attack 10♣", "1:transfer 10♠", "1:throw 10♥", "0:take"]
                         * arena.CYCLE_REPEATS)
    # the arena asks ``cycling`` every CYCLE_CHECK_EVERY actions and stops the deal when it
    # says so (here from the 16th action on: no durak deal ends that soon)
    monkeypatch.setattr(arena, "cycling", lambda history: len(history) >= 16)
    summary = arena.run("durak", 2, ["normal", "easy"], 2, 1, {}, 0.0, workers=1)
    assert summary["repetition_draws"] == 2 and summary["draws"] == 2
    assert all(e["losses"] == 0 and e["draws"] == 2 for e in summary["levels"].values())
    assert "2 deals adjudicated a draw" in arena.format_table(summary)


def test_log_lines_that_are_damaged_are_played_again_not_trusted(tmp_path, monkeypatch):
    """A log is a file: anything in it is bad until checked.  A line of this run whose result
    is damaged (a loser out of range, a seat's times missing, a level changed, a NaN score,
    text for a number), an overlong line and bytes that are not UTF-8 are skipped, and those
    deals are played again; the summary is the same as a whole run's."""
    log = tmp_path / "run.jsonl"
    args = ("donkey", 3, ["normal", "easy"], 3, 5, {}, 0.25)
    full = arena.run(*args, workers=1, duplicate_report=True, log=str(log))
    lines = log.read_text(encoding="utf-8").splitlines()
    recs = [json.loads(x) for x in lines]
    damage = [
        lambda d: d.update(losers=[7]),
        lambda d: d["times"].pop(),
        lambda d: d.update(levels=["easy", "easy", "normal"]),
    ]
    for rec, hurt in zip(recs, damage):
        hurt(rec["deal"])
    text = "\n".join(json.dumps(r) for r in recs)
    log.write_bytes(text.encode() + b"\n" + b"\xff\xfe{\n" + b"[" * (arena.LOG_LINE_LIMIT + 10) + b"\n")
    played = count_deals_played(monkeypatch)
    again = arena.run(*args, workers=1, duplicate_report=True, log=str(log))
    assert sorted(played) == [0, 1, 2]                  # the three damaged deals, nothing else
    for level in ("normal", "easy"):
        for key in ("deals", "losses", "draws", "first_moves"):
            assert again["levels"][level][key] == full["levels"][level][key]
    assert again["duplicate"] == full["duplicate"]
