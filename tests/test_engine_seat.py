"""Outside engines at the table (issue 36): real child processes speaking the seat protocol
over stdin/stdout (cardtable.net.engine_seat), the example bots in every game, and hostile
engines whose every fault is counted, played by Normal instead, and cleaned up."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

from cardtable.engine import game_info
from cardtable.match import Match, Seat
from cardtable.net.engine_process import EngineError, engine_argv, live_engines
from cardtable.net.engine_seat import MatchEngines

ROOT = Path(__file__).resolve().parent.parent
BOTS = ROOT / "examples" / "bots"
HOSTILE = Path(__file__).resolve().parent / "engine_bots" / "hostile_bot.py"
PY = sys.executable
RANDOM = f"{PY} {BOTS / 'random_bot.py'}"
GREEDY = f"{PY} {BOTS / 'greedy_bot.py'}"
NODE = f"node {BOTS / 'cheapest_bot.js'}" if os.path.exists("/usr/bin/node") or os.system("node -v >/dev/null 2>&1") == 0 else None
GAMES = ("durak", "witch_durak", "strong_witchcraft", "donkey", "pirate_party")


def children() -> list[tuple[int, str]]:
    """This process's child processes (pid, state letter), zombies included."""
    me = os.getpid()
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == me:
            out.append((int(entry), fields[0]))
    return out


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def play(game: str, seats: list[Seat], seed: int = 3, options: dict | None = None, **kw) -> tuple[Match, dict, list]:
    """A whole match with its engine seats; the match, the engines' report, their notes."""
    m = Match(game, seats, options or {}, seed=seed)
    engines = MatchEngines(m, **kw)
    notes: list = []
    try:
        while not m.is_over:
            while not m.deal_over:
                m.apply(m.ai_choose(m.state.to_act))
                notes.extend(engines.take_notes())
            m.finish_deal()
            if not m.is_over:
                m.next_deal()
    finally:
        engines.close()
    return m, engines.report(), notes


def without_time(sheet: dict) -> dict:
    return {k: v for k, v in sheet.items() if k != "elapsed_s"}


@pytest.fixture(autouse=True)
def no_leftovers():
    before = {pid for pid, _ in children()}
    yield
    assert live_engines() == 0
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline and [c for c in children() if c[0] not in before]:
        time.sleep(0.05)
    assert [c for c in children() if c[0] not in before] == []      # no child, no zombie


@pytest.mark.parametrize("game", GAMES)
def test_every_game_with_the_example_bots_to_the_end(game):
    info = game_info(game)
    n = max(3, info.min_players)
    cmds = [GREEDY, RANDOM, NODE or RANDOM]
    seats = [Seat(f"E{p}", "engine", engine=cmds[p % 3]) for p in range(n)]
    m, report, notes = play(game, seats, options={"deals": 1} if info.option("deals") else None)
    assert m.is_over
    assert notes == []
    for p in range(n):
        assert report[p]["faults"] == {} and report[p]["retired"] is None
        assert report[p]["standin_moves"] == 0 and report[p]["engine_moves"] > 0
    assert {report[p]["name"] for p in range(n)} == {"Greedy", "Random", "Cheapest (JS)" if NODE else "Random"}


def test_the_same_seeded_match_gives_the_same_result_twice():
    seats = [Seat("G", "engine", engine=GREEDY), Seat("R", "engine", engine=RANDOM), Seat("N", "ai", "normal")]
    a, _, _ = play("durak", seats, seed=11, options={"deals": 2})
    b, _, _ = play("durak", [Seat(s.name, s.kind, s.level, s.gender, s.engine) for s in seats], seed=11,
                   options={"deals": 2})
    assert without_time(a.sheet) == without_time(b.sheet)
    assert a.state.to_record() == b.state.to_record()


def hostile(mode: str, tmp_path: Path, game: str = "durak", **kw) -> tuple[Match, dict, list]:
    others = max(1, game_info(game).min_players - 1)
    seats = [Seat("H", "engine", engine=f"{PY} {HOSTILE} {mode} {tmp_path / 'out.txt'}")] + [
        Seat(f"N{i}", "ai", "normal") for i in range(others)]
    kw.setdefault("move_time", 2.0)         # only a test of timeouts waits for it
    return play(game, seats, seed=4, log_dir=tmp_path, **kw)


@pytest.mark.parametrize("mode, fault, retired", [
    ("garbage", "malformed", None),
    ("other_seat", "not_your_seat", None),
    ("stale", "wrong_request", None),
    ("illegal", "illegal", None),
    ("exit", "crash", "crash"),
    ("flood", "flood", "flood"),
 ])
def test_a_hostile_engine_is_counted_normal_moves_for_it_and_the_match_ends(tmp_path, mode, fault, retired):
    m, report, notes = hostile(mode, tmp_path)
    assert m.is_over
    r = report[0]
    assert set(r["faults"]) == {fault}
    assert r["retired"] == retired
    assert r["engine_moves"] == 0
    assert r["standin_moves"] > 0
    # every move of the seat was asked of it and made by Normal; the log says why each time
    assert notes and {n.fault for n in notes} == {fault} and all(n.seat == 0 for n in notes)
    if retired is None:
        assert r["faults"][fault] == r["standin_moves"]
    else:
        assert r["faults"][fault] == 1


def test_a_hostile_engine_moves_are_exactly_normals(tmp_path):
    """The stand-in is the Normal player with the match's own decision RNG: the same match
    as with a Normal seat."""
    m, _, _ = hostile("garbage", tmp_path)
    n = Match("durak", [Seat("H", "ai", "normal"), Seat("N", "ai", "normal")], {}, seed=4)
    while not n.deal_over:
        n.apply(n.ai_choose(n.state.to_act))
    assert [str(a) for a in m.state.history] == [str(a) for a in n.state.history]


def test_a_flood_of_short_lines_retires_the_engine(tmp_path):
    """11 MB of 100-byte lines; the table's flood limit made 1 MB so it is met within the deal."""
    m, report, notes = hostile("lines", tmp_path, max_output=1024 * 1024)
    r = report[0]
    assert m.is_over and r["retired"] == "flood" and r["faults"]["flood"] == 1
    # a line read as an answer is one fault, all lines before the next request are one more
    assert set(r["faults"]) <= {"malformed", "wrong_request", "flood"}
    assert len(notes) == sum(r["faults"].values()) <= 2 * r["standin_moves"] + 1
    assert r["engine_moves"] == 0


def test_a_late_answer_is_dropped_and_the_engine_plays_on(tmp_path):
    m, report, notes = hostile("late", tmp_path, move_time=1.0)
    r = report[0]
    assert r["faults"] == {"timeout": 1} and r["retired"] is None
    assert r["late_answers"] == 1 and r["standin_moves"] == 1 and r["engine_moves"] > 0
    assert [n.fault for n in notes] == ["timeout"]


def test_an_engine_that_never_says_hello_is_retired(tmp_path):
    t0 = time.monotonic()
    m, report, _ = hostile("silent", tmp_path, start_time=0.5)
    assert report[0]["retired"] == "no_hello" and report[0]["engine_moves"] == 0
    assert time.monotonic() - t0 < 10         # asked nothing more after it failed to greet


def test_an_engine_that_stops_reading_is_retired_after_three_timeouts(tmp_path):
    m, report, notes = hostile("deaf", tmp_path, move_time=0.2)
    assert report[0]["faults"] == {"timeout": 3} and report[0]["retired"] == "timeout"
    assert m.is_over


def test_what_an_engine_started_is_killed_with_it(tmp_path):
    m, report, _ = hostile("child", tmp_path)
    pid = int((tmp_path / "out.txt").read_text())
    assert report[0]["faults"] == {}
    deadline = time.monotonic() + 3
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(pid)


def test_stderr_goes_to_a_capped_log(tmp_path):
    m, report, _ = hostile("stderr", tmp_path)
    assert report[0]["faults"] == {} and report[0]["engine_moves"] > 0
    log = (tmp_path / "engine-seat1.log").read_bytes()
    assert log.startswith(b"x" * 1000) and len(log) < 1024 * 1024 + 200
    assert b"the rest of the engine's stderr is not kept" in log


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_is_sent_only_its_seats_view(tmp_path, game):
    """GEN-2: every view sent is its seat's own (the same as ``state.view(0)`` at that
    action); no face-down card going to another hand is named in the events."""
    m, report, _ = hostile("record", tmp_path, game=game, options={"deals": 1} if game_info(game).option("deals")
                           else None)
    lines = [json.loads(x) for x in (tmp_path / "out.txt").read_text().splitlines()]
    assert lines[0]["type"] == "seat" and lines[0]["seat"] == 0 and lines[0]["token"] == ""
    states = [x for x in lines if x["type"] == "state"]
    assert states and all(x["view"]["player"] == 0 for x in states)
    hidden = [e for x in states for e in x["events"] if e.get("face_up") is False
              and e.get("dst", "").startswith("hand:") and e["dst"] != "hand:0"]
    assert hidden and all("card" not in e for e in hidden)
    from cardtable.engine import replay
    record = m.state.to_record()
    for x in states[-5:]:                  # the view sent is the seat's view at that action
        at = replay({**record, "actions": record["actions"][:x["at"]]})
        assert x["view"] == json.loads(json.dumps(at.view(0).to_dict()))
    # one message per action, each answered request carrying the legal actions of seat 0
    asked = [x for x in states if "request" in x]
    assert [x["request"] for x in asked] == list(range(1, len(asked) + 1))
    assert all(a.startswith("0:") for x in asked for a in x["legal"])
    assert [x["type"] for x in lines[-3:]] == ["deal_over", "match_over", "bye"]


def test_engine_command_lines_are_split_without_a_shell():
    assert engine_argv("python3 'my bot.py' --seed 3") == ["python3", "my bot.py", "--seed", "3"]
    for bad in ("", "   ", "python3 'unclosed", "no-such-program-xyz --flag", "python3 $(rm -rf x)\n"):
        with pytest.raises(EngineError):
            engine_argv(bad)
    # a shell's metacharacters are only text: an argument, never a command
    assert engine_argv("python3 bot.py ; rm x")[2:] == [";", "rm", "x"]


# -- the command line, the arena, saves, the table's log -------------------------------------

def test_seats_on_the_command_line_take_engines(home):
    import argparse

    from cardtable import app as cli

    args = argparse.Namespace(seats=f"Bot:engine={GREEDY},hard,engine={RANDOM} 7", autoplay=False)
    seats = cli.make_seats(args, 3)
    assert [(s.name, s.kind, s.level, s.gender, s.engine) for s in seats] == [
        ("Bot", "engine", "normal", None, GREEDY), ("Boris", "ai", "hard", "m", ""),
        ("random_bot", "engine", "normal", None, f"{RANDOM} 7")]


@pytest.mark.parametrize("lang, seat, said", [
    ("en", "engine=", "cardtable: Seat 1: engine= needs the program to run, for example engine=python3 mybot.py."),
    ("en", "Bot:engine=no-such-program-xyz x.py",
     "cardtable: Seat 1: there is no program “no-such-program-xyz” to run as the engine."),
    ("en", "engine=python3 'x.py", "cardtable: Seat 1: the engine's command has an unclosed quote."),
    ("ru", "engine=no-such-program-xyz",
     "cardtable: Место 1: не найдена программа «no-such-program-xyz», которую нужно запустить как движок."),
    ("ru", "engine=  ", "cardtable: Место 1: после engine= нужна программа, например engine=python3 mybot.py."),
])
def test_a_bad_engine_on_the_command_line_is_said(home, capsys, lang, seat, said):
    from cardtable import app as cli
    from cardtable.ui import i18n

    try:
        code = cli.main(["--lang", lang, "--game", "durak", "--seats", f"{seat},normal", "--frames", "1"])
    finally:
        i18n.set_language("en")
    assert (code, capsys.readouterr().err.strip()) == (2, said)


def test_an_engine_seat_is_saved_and_restored_with_its_command():
    m = Match("durak", [Seat("Bot", "engine", engine=GREEDY), Seat("N", "ai", "normal")], {}, seed=2)
    data = json.loads(json.dumps(m.to_json()))
    assert data["seats"][0] == {"name": "Bot", "kind": "engine", "level": "normal", "engine": GREEDY}
    back = Match.from_json(data)
    assert (back.seats[0].kind, back.seats[0].engine) == ("engine", GREEDY)
    # Continue: the restored match's engine is started again and plays it to the end
    engines = MatchEngines(back, move_time=2.0)
    try:
        while not back.deal_over:
            back.apply(back.ai_choose(back.state.to_act))
    finally:
        engines.close()
    assert engines.report()[0]["engine_moves"] > 0 and engines.report()[0]["faults"] == {}
    from cardtable.engine import RecordError
    for bad in ({"engine": ""}, {"engine": 5}, {"engine": "x\n"}, {"engine": "x" * 1001}):
        broken = json.loads(json.dumps(data))
        broken["seats"][0].update(bad)
        with pytest.raises(RecordError):
            Match.from_json(broken)
    broken = json.loads(json.dumps(data))
    broken["seats"][1]["engine"] = GREEDY          # only an engine seat names a program
    with pytest.raises(RecordError):
        Match.from_json(broken)


def test_the_arena_seats_engines_and_reports_their_faults():
    from cardtable import arena

    s = arena.run("durak", 2, [f"engine={GREEDY}", "normal"], deals=2, seed=1, options={}, budget=0.1, workers=1)
    eng = s["levels"][f"engine={GREEDY}"]["engine"]
    assert eng["engine_moves"] > 0 and eng["standin_moves"] == 0 and eng["faults"] == {} and eng["retired"] == 0
    s = arena.run("durak", 2, [f"engine={PY} {HOSTILE} garbage", "normal"], deals=2, seed=1, options={},
                  budget=0.1, workers=1, engine_time=0.5)
    eng = s["levels"][f"engine={PY} {HOSTILE} garbage"]["engine"]
    assert eng["engine_moves"] == 0 and eng["standin_moves"] > 0
    assert eng["faults"] == {"malformed": eng["standin_moves"]}
    text = arena.format_table(s)
    assert f"engine={PY} {HOSTILE} garbage: 0 moves by the engine, {eng['standin_moves']} by Normal for it; " \
           f"faults: malformed {eng['standin_moves']}; retired in 0 deals" in text
    with pytest.raises(ValueError, match="no program"):
        arena.run("durak", 2, ["engine=no-such-program-xyz", "normal"], deals=1, seed=1, options={}, budget=0.1)


def test_a_late_answer_that_comes_before_the_next_question_is_no_fault(tmp_path):
    """The answer to a timed-out request, read while no request is open, is dropped as late
    (it was once counted as a line the engine sent unasked)."""
    import random

    from cardtable.engine import new_game
    from cardtable.net.engine_seat import EngineSeat

    state = new_game("durak", 2, seed=4)
    seat = EngineSeat(state.to_act, f"{PY} {HOSTILE} late", move_time=1.0)
    try:
        assert seat.start("durak", 2, {}, [{"name": "H", "kind": "engine"}, {"name": "N", "kind": "ai"}])
        seat.observe(state, 0, [])
        p = state.to_act
        for _ in range(2):
            seat.choose(state.view(p), state.legal_actions(p), random.Random(1), 0.1)
            time.sleep(1.0)                       # its late answer is in before the next question
        assert seat.faults == {"timeout": 1} and seat.late_answers == 1
        assert seat.engine_moves == 1 and seat.standin_moves == 1
    finally:
        seat.close()
