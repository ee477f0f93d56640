"""What the program reads back cannot crash it or be lost (issue 19): the save shapes the
issue reproduced, names from every entry point, files that are not files, leftover
temporary files, one atomic commit of a deal's statistics, and a save the table cannot
show.  (Mutations in bulk: tests/test_save_fuzz.py; kills: tests/test_kill_writes.py;
a full or read-only disk: tests/test_fs_faults.py.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
import robust_kit as kit

from cardtable.match import MAX_NAME, Match, Seat, clean_name
from cardtable.match.files import clean_temp_files, read_limited
from cardtable.match.storage import FileDamaged, Store

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def saves():
    return dict(kit.real_saves())


@pytest.fixture
def app(home):
    a = kit.fuzz_app()
    yield a
    kit.quit_pygame()


# -- the saves the issue reproduced ---------------------------------------------------------

def _edit(payload: dict, how: str, saves: dict) -> dict:
    data = json.loads(json.dumps(payload))
    m = data["match"]
    if how == "elapsed_text":
        m["sheet"]["elapsed_s"] = "x"
    elif how == "name_nul":
        m["seats"][0]["name"] = "A\x00B"
    elif how == "name_surrogate":
        m["seats"][1]["name"] = "\ud800"
    elif how == "name_long":
        m["seats"][0]["name"] = "N" * (MAX_NAME + 1)
    elif how == "pirate_record":
        m["record"] = saves["pirate_party-deal0-0.5"]["match"]["record"]
    elif how == "witchcraft_record":
        m["record"] = saves["strong_witchcraft-deal0-0.5"]["match"]["record"]
    elif how == "witchcraft_game":
        m["record"]["game"] = "strong_witchcraft"
    elif how == "deals_int":
        m["sheet"]["deals"] = [5]
    elif how == "scored_mid_deal":
        m["deal_scored"] = True
    elif how.startswith("seed_"):
        m["record"]["seed"] = {"seed_long": "9" * 100_000, "seed_object": {"a": 1}, "seed_null": None,
                               "seed_bool": True, "seed_float": 1.0}[how]
    elif how == "deck_true":
        m["record"]["deck"] = [True] * 36
    elif how == "version_true":
        m["version"] = True
    elif how == "version_float":
        m["version"] = 1.0
    elif how == "totals_off":
        m["sheet"]["totals"][0] += 1
    elif how == "deal_options_off":
        m["deal_options"]["dealer"] = 1
    return data


ISSUE_CASES = ["elapsed_text", "name_nul", "name_surrogate", "name_long", "pirate_record", "witchcraft_record",
               "witchcraft_game", "deals_int", "scored_mid_deal", "seed_long", "seed_object", "seed_null",
               "seed_bool", "seed_float", "deck_true", "version_true", "version_float", "totals_off",
               "deal_options_off"]


@pytest.mark.parametrize("how", ISSUE_CASES)
def test_the_issues_saves_are_set_aside_with_a_message(home, app, monkeypatch, saves, how):
    data = _edit(saves["durak-deal1-0.5"], how, saves)
    raw = kit.save_bytes(data)
    (home / "autosave.json").write_bytes(raw)
    out = kit.continue_to_end(monkeypatch, app)
    assert not out.restored
    assert [(f, c) for f, c, _d in out.reported] == [("save", "restore_failed")], out.reported
    aside = list(home.glob("autosave.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw          # kept, never deleted
    assert type(app.top).__name__ == "MessageScene"
    assert "does not describe a game that can be restored" in " ".join(app.top.lines)


def test_donkeys_memory_bomb_is_refused_at_once(home, app, monkeypatch, saves):
    data = json.loads(json.dumps(saves["donkey-deal0-0.5"]))
    data["match"]["record"]["actions"][-1] = "0:play 200000000x8"
    (home / "autosave.json").write_bytes(kit.save_bytes(data))
    out = kit.continue_to_end(monkeypatch, app)
    assert not out.restored and out.reported[0][:2] == ("save", "restore_failed")
    assert "number over 999" in out.reported[0][2]
    assert out.restore_cpu_s < 1.0


def test_a_scored_deal_restores_and_the_untouched_save_plays_to_the_end(home, app, monkeypatch, saves):
    for label in ("durak-deal0-scored", "durak-deal1-over", "pirate_party-deal0-0.9"):
        (home / "autosave.json").write_bytes(kit.save_bytes(saves[label]))
        out = kit.continue_to_end(monkeypatch, app)
        assert out.restored and out.finished and out.reported == [], label


def test_engine_records_with_new_optional_fields_are_judged_by_the_engine(saves):
    """The record must be exactly the deal the match deals: a field the engine's
    ``to_record`` does not write (a set-up position) is refused, one it writes is
    compared with what it writes."""
    from cardtable.engine import RecordError
    data = json.loads(json.dumps(saves["durak-deal1-0.5"]["match"]))
    Match.from_json(data)
    data["record"]["position"] = {"hands": [[1, 2]]}
    with pytest.raises(RecordError, match="not the deal this match deals"):
        Match.from_json(data)


# -- names ---------------------------------------------------------------------------------

@pytest.mark.parametrize("raw,clean", [
    ("Anna", "Anna"), ("  Anna  ", "Anna"), ("A\x00B", "AB"), ("\ud800", ""), ("x\udcffy", "xy"),
    ("\x1b[31mRed", "[31mRed"), ("N" * 40, "N" * 32), ("Ёжик\u200b", "Ёжик"), ("a\tb\nc", "abc"),
    (None, ""), (5, ""), ("\u0301", ""), ("\u0301Anna", "Anna"), ("😀", "😀"),
])
def test_clean_name(raw, clean):
    assert clean_name(raw) == clean


def test_a_seat_never_holds_an_unprintable_or_long_name():
    assert Seat("A\x00B").name == "AB"
    assert Seat("\ud800\x01").name == "?"
    assert len(Seat("Ж" * 100).name) == MAX_NAME


def test_seats_from_the_command_line_are_cleaned(home, capsys):
    from cardtable import app as app_mod
    args = app_mod.build_parser().parse_args(["--game", "durak", "--seats", "\udcff:human,normal",
                                              "--frames", "2"])
    a = app_mod.start(args)
    try:
        table = a.top
        names = [s.name for s in table.match.seats]
        assert names[0] and names[0].isprintable() and "\udcff" not in names[0]
        a.run(2)
    finally:
        kit.quit_pygame()
    code = app_mod.main(["--game", "durak", "--seats", "\x01" + "Z" * 300 + ":human,normal", "--frames", "2"])
    assert code == 0


def test_setup_screen_types_only_printable_characters(home, app):
    from cardtable.ui.scenes.setup import SetupScene, default_name
    scene = SetupScene(app, "durak")
    app.push(scene)
    scene._edit(0)
    scene.seats[0]["name"] = ""
    for text in ("A", "\x00", "\x1b", "Б", "\ud800", "C" * 30):
        scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
    assert scene.seats[0]["name"] == "AБ" + "C" * 14
    scene.seats[0]["name"] = "\x07 "
    assert scene.make_match(seed=1).seats[0].name == default_name(0, scene.seats[0]["kind"])


# -- files that are not files ------------------------------------------------------------------

def test_a_fifo_in_place_of_settings_neither_hangs_nor_is_lost(home):
    fifo = home / "settings.json"
    os.mkfifo(fifo)
    proc = subprocess.run([sys.executable, "-m", "cardtable", "--frames", "3"], env=kit.env_for(home),
                          capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert b"Traceback" not in proc.stderr
    aside = list(home.glob("settings.json.damaged-*"))
    assert len(aside) == 1 and aside[0].is_fifo()                 # kept as it was
    assert not (home / "settings.json").exists()                   # defaults used (written when changed)


@pytest.mark.parametrize("name,kind", [("statistics.json", "zero"), ("settings.json", "folder"),
                                       ("autosave.json", "folder"), ("autosave.json", "zero"),
                                       ("statistics.json", "huge")])
def test_things_that_are_not_our_files_are_set_aside_and_reported(home, app, monkeypatch, name, kind):
    from cardtable.ui.scenes import userdata
    path = home / name
    if kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("mine")
    else:
        with open(path, "wb") as f:
            f.truncate(64 * 1024 * 1024)          # sparse: "large" without using the disk
    t0 = time.thread_time()
    data = userdata.install(app)
    assert time.thread_time() - t0 < 5
    problems = data.store.take_problems()
    assert [(p.file, p.code) for p in problems] == [
        ({"statistics.json": "statistics", "settings.json": "settings", "autosave.json": "save"}[name],
         {"zero": "not_a_file", "folder": "not_a_file", "huge": "too_large"}[kind])]
    aside = Path(problems[0].kept_as)
    if kind == "zero":
        assert aside.is_symlink() and os.readlink(aside) == "/dev/zero"
    elif kind == "folder":
        assert (aside / "inside.txt").read_text() == "mine"
    else:
        assert aside.stat().st_size == 64 * 1024 * 1024
    assert not data.has_save()


def test_read_limited_reads_only_regular_files(tmp_path):
    (tmp_path / "ok.json").write_bytes(b"{}")
    assert read_limited(tmp_path / "ok.json", 10) == b"{}"
    assert read_limited(tmp_path / "missing.json", 10) is None
    (tmp_path / "dangling.json").symlink_to(tmp_path / "nowhere")
    assert read_limited(tmp_path / "dangling.json", 10) is None
    with pytest.raises(FileDamaged) as e:
        read_limited(tmp_path / "ok.json", 1)
    assert e.value.code == "too_large"
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(FileDamaged) as e:
        read_limited(tmp_path / "fifo", 10)
    assert e.value.code == "not_a_file"


# -- temporary files --------------------------------------------------------------------------

def test_temporary_files_of_dead_writers_are_removed_at_start(home, app):
    from cardtable.ui.scenes import userdata
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True).stdout.strip()
    live = str(os.getppid())
    names = [f".autosave.json.{dead}-ab12.tmp", f".statistics.json.{dead}-x.tmp", ".settings.json.old9x.tmp",
             f".autosave.json.{os.getpid()}-zz.tmp"]
    for n in names:
        (home / n).write_text("{half")
    (home / f".autosave.json.{live}-alive.tmp").write_text("{being written")
    (home / "notes.tmp").write_text("not ours")
    userdata.install(app)
    left = sorted(p.name for p in home.iterdir() if p.name.endswith(".tmp"))
    assert left == sorted([f".autosave.json.{live}-alive.tmp", "notes.tmp"])
    assert clean_temp_files(home / "nowhere", ("x",)) == []


# -- one commit for a deal's end -------------------------------------------------------------------

def _stats_deals(home: Path, game: str) -> dict:
    data = json.loads((home / "statistics.json").read_text("utf-8"))
    return {n: e["deals"] for n, e in data["games"][game].items()}


def test_a_kill_between_the_statistics_and_the_autosave_counts_the_deal_once(home, app, monkeypatch, saves):
    """The statistics file counted deal 0 (and says so); the autosave on disk is older (the
    deal over, not yet scored).  Continue scores the deal but does not count it again."""
    save = saves["durak-deal0-over"]
    stats = {"version": 1, "games": {"durak": {n: {"deals": 1} for n in ("Anna", "Boris")}},
             "counted": {"match": save["match_key"], "deals": [0], "match_over": False}}
    (home / "statistics.json").write_text(json.dumps(stats), "utf-8")
    (home / "autosave.json").write_bytes(kit.save_bytes(save))
    out = kit.continue_to_end(monkeypatch, app)
    assert out.finished and out.reported == []
    assert _stats_deals(home, "durak") == {"Anna": 2, "Boris": 2}       # deal 0 once, deal 1 once


def test_a_kill_before_the_statistics_are_written_loses_no_deal(home, app, monkeypatch, saves):
    save = saves["durak-deal0-over"]
    stats = {"version": 1, "games": {}, "counted": {"match": "feedfacefeedface", "deals": [0, 1],
                                                      "match_over": True}}
    (home / "statistics.json").write_text(json.dumps(stats), "utf-8")
    (home / "autosave.json").write_bytes(kit.save_bytes(save))
    out = kit.continue_to_end(monkeypatch, app)
    assert out.finished
    assert _stats_deals(home, "durak") == {"Anna": 2, "Boris": 2}
    counted = json.loads((home / "statistics.json").read_text("utf-8"))["counted"]
    assert counted == {"match": save["match_key"], "deals": [0, 1], "match_over": True}


def test_a_failed_statistics_write_is_not_marked_counted_in_the_save(home, monkeypatch):
    from cardtable.match import storage
    from cardtable.ui.scenes import userdata
    a = kit.fuzz_app()
    try:
        data = userdata.install(a, background=False)
        m = Match("durak", [Seat("Anna", "ai", "random"), Seat("Boris", "ai", "random")], {"deals": 2}, seed=4)
        real = storage.atomic_write_json

        def no_stats(path, payload, **kw):
            if Path(path).name == "statistics.json":
                raise OSError("disk full")
            real(path, payload, **kw)

        monkeypatch.setattr(storage, "atomic_write_json", no_stats)

        class Table:
            autoplay, viewer, match, app = False, None, m, a

        data.attach(Table())
        while not m.deal_over:
            m.apply(m.ai_choose(m.state.to_act))
        m.finish_deal()
        saved = json.loads((home / "autosave.json").read_text("utf-8"))
        assert saved["match"]["deal_scored"] and saved["recorded"] == []   # the deal will be counted again
        assert [(p.file, p.code) for p in data.store.take_problems()] == [("statistics", "write_failed")]
    finally:
        kit.quit_pygame()


# -- a save the table cannot show -----------------------------------------------------------------

def test_a_save_the_table_cannot_draw_is_kept_aside_not_deleted(home, app, monkeypatch, saves):
    from cardtable.ui.scenes.table import TableScene

    def broken(self, surface):
        raise ValueError("cannot draw this")

    monkeypatch.setattr(TableScene, "draw", broken)
    raw = kit.save_bytes(saves["durak-deal0-0.5"])
    (home / "autosave.json").write_bytes(raw)
    out = kit.continue_to_end(monkeypatch, app)
    assert not out.restored
    assert [(f, c) for f, c, _d in out.reported] == [("save", "restore_failed")]
    aside = list(home.glob("autosave.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw
    assert not (home / "statistics.json").exists()          # nothing was counted from it


def test_write_failures_are_reported_once_until_a_write_works(home, monkeypatch):
    from cardtable.match import storage
    s = Store()
    calls = {"fail": True}
    real = storage.atomic_write_json

    def flaky(path, data, **kw):
        if calls["fail"]:
            raise OSError("read-only file system")
        real(path, data, **kw)

    monkeypatch.setattr(storage, "atomic_write_json", flaky)
    for _ in range(5):
        assert not s.save_game({"match": {}})
    assert [(p.file, p.code) for p in s.take_problems()] == [("save", "write_failed")]
    calls["fail"] = False
    assert s.save_game({"match": {}})
    calls["fail"] = True
    assert not s.save_game({"match": {}})
    assert len(s.take_problems()) == 1


# -- a deal with a move taken back (ui-input's undo) ------------------------------------------------

def test_undone_deals_round_trip_and_are_counted(home, app, monkeypatch, saves):
    from cardtable.engine import RecordError
    from cardtable.match.stats import Stats
    data = json.loads(json.dumps(saves["durak-deal1-0.5"]))
    m = Match.from_json(data["match"])
    assert m.undone == set() and "undone" not in m.to_json()
    m.undone = {0, 1}
    data["match"] = json.loads(json.dumps(m.to_json()))
    assert data["match"]["undone"] == [0, 1]
    assert Match.from_json(data["match"]).undone == {0, 1}
    for bad in ([2], [1, 0], [0, 0], [True], "0", [-1]):
        with pytest.raises(RecordError):
            Match.from_json({**data["match"], "undone": bad})
    (home / "autosave.json").write_bytes(kit.save_bytes(data))
    out = kit.continue_to_end(monkeypatch, app)
    assert out.finished and out.reported == []
    stats = json.loads((home / "statistics.json").read_text("utf-8"))["games"]["durak"]
    assert {n: (e["deals"], e["undone"]) for n, e in stats.items()} == {"Anna": (1, 1), "Boris": (1, 1)}
    st, bad = Stats.from_json({"version": 1, "games": {"durak": {"A": {"deals": 1, "undone": 2}}}})
    assert bad == ["durak/'A'"]


@pytest.mark.parametrize("how", ["cut", "bad_action"])
def test_a_damaged_save_is_said_at_start_before_a_new_game_replaces_it(home, capsys, saves, how):
    """Seen: with a cut autosave on disk, `cardtable --game durak` started a new game whose first
    autosave replaced the damaged file — no copy, no word (the save was only checked when the
    player pressed Continue).  Now it is restored at start-up: one that does not restore is set
    aside whole and said in the window before the new table plays a move."""
    from cardtable import app as app_mod
    data = saves["durak-deal1-0.5"]
    raw = kit.save_bytes(data)
    if how == "cut":
        raw = raw[: len(raw) // 2]
    else:
        bad = json.loads(raw)
        bad["match"]["record"]["actions"][1] = "0:throw A\u2660"
        raw = json.dumps(bad).encode()
    (home / "autosave.json").write_bytes(raw)
    args = app_mod.build_parser().parse_args(["--game", "durak", "--players", "3", "--seats",
                                              "normal,human,normal", "--lang", "en", "--frames", "2"])
    a = app_mod.start(args)
    try:
        aside = list(home.glob("autosave.json.damaged-*"))
        assert len(aside) == 1 and aside[0].read_bytes() == raw          # kept whole, before any move
        assert type(a.top).__name__ == "MessageScene"
        said = {"cut": "The saved game could not be read: its file is damaged.",
                "bad_action": "The saved game file does not describe a game that can be restored."}[how]
        assert a.top.lines == [f'{said} The original is kept as "{aside[0].name}".']
        a.run(2)
        a.userdata.flush()
    finally:
        kit.quit_pygame()
    assert aside[0].read_bytes() == raw


def test_a_good_save_is_left_for_continue_at_start(home, saves):
    """The start-up check of the autosave only reads it: a good save stays as it was."""
    from cardtable import app as app_mod
    raw = kit.save_bytes(saves["durak-deal1-0.5"])
    (home / "autosave.json").write_bytes(raw)
    a = app_mod.start(app_mod.build_parser().parse_args(["--lang", "en", "--frames", "2"]))
    try:
        assert type(a.top).__name__ == "MenuScene"
        assert (home / "autosave.json").read_bytes() == raw and not list(home.glob("autosave.json.damaged-*"))
    finally:
        kit.quit_pygame()
