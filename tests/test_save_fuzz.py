"""Hostile saves and statistics through the real restore path (issue 19).

Real autosaves of every game (several moments of a match each) are mutated — fields of
another type, cross-game records, huge and negative numbers, deep nesting, control and
surrogate characters, cut or flipped bytes, actions that ask for huge work — and each is
restored by the program's own start-up (``--continue --autoplay --autosave``).  Either
the match is restored and played until the match result screen is drawn, or the file is
set aside byte for byte (``autosave.json.damaged-…``) and the player is told: never a
traceback, never a file lost, no temporary file left.

The default run tries a few hundred files; ``pytest -m soak`` tries
``CARDTABLE_FUZZ_CASES`` (default 10,000) and also holds each restore to 1 s of CPU.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import tempfile
from pathlib import Path

import pytest
import robust_kit as kit

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def saves():
    return kit.real_saves()


@pytest.fixture
def app(home):
    a = kit.fuzz_app()
    yield a
    kit.quit_pygame()


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder in memory when the machine has one (/dev/shm): thousands of restores
    would otherwise mostly wait for fsync; durability is tests/test_kill_writes.py's job."""
    folder = tmp_path
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        folder = Path(tempfile.mkdtemp(prefix="cardtable-fuzz-", dir=shm))
    monkeypatch.setenv("CARDTABLE_HOME", str(folder))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    yield folder
    if folder != tmp_path:
        shutil.rmtree(folder, ignore_errors=True)


def _clean(home: Path) -> None:
    for p in home.iterdir():
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p)
        else:
            p.unlink()


def _check_save_case(home: Path, raw: bytes, out: kit.Outcome, what: str, stats: dict) -> None:
    """The file was restored and played to the end, or kept aside unchanged with a message."""
    aside = sorted(home.glob("autosave.json.damaged-*"))
    if out.restored:
        assert out.finished, (what, out.frames)
        assert not (home / "autosave.json").exists(), what        # the finished match's save is cleared
        assert aside == [], what
    else:
        assert len(aside) == 1, (what, [p.name for p in home.iterdir()])
        assert aside[0].read_bytes() == raw, what                 # kept byte for byte, never deleted
        assert not (home / "autosave.json").exists(), what
        assert any(r[0] == "save" for r in out.reported), (what, out.reported)
    assert kit.temp_files(home) == [], what
    if (home / "statistics.json").exists():
        from cardtable.match.storage import Store
        s = Store()
        s.load_stats()
        assert s.problems == [], (what, s.problems)
        stats["stats_ok"] += 1


def run_save_fuzz(home: Path, monkeypatch, app, saves, cases: int, seed: int) -> dict:
    rng = random.Random(seed)
    payloads = [p for _label, p in saves]
    tally = {"cases": 0, "restored": 0, "set_aside": 0, "stats_ok": 0, "max_restore_cpu_s": 0.0}
    for i in range(cases):
        label, base = saves[rng.randrange(len(saves))]
        what, raw = kit.mutate_save(base, payloads, rng)
        what = f"case {i} ({label}): {what}"
        _clean(home)
        (home / "autosave.json").write_bytes(raw)
        # every 50th through the whole start-up (a new window), the rest through Continue
        if i % 50 == 0:
            out = kit.continue_to_end(monkeypatch)      # ends with pygame.quit()
            app = kit.fuzz_app()
        else:
            out = kit.continue_to_end(monkeypatch, app)
        _check_save_case(home, raw, out, what, tally)
        tally["cases"] += 1
        tally["restored" if out.restored else "set_aside"] += 1
        tally["max_restore_cpu_s"] = max(tally["max_restore_cpu_s"], round(out.restore_cpu_s, 3))
    return tally


def test_unchanged_saves_of_every_game_restore_and_finish(home, monkeypatch, saves):
    """The base of the fuzz: every real save restores and plays to the result screen."""
    for label, payload in saves:
        _clean(home)
        (home / "autosave.json").write_bytes(kit.save_bytes(payload))
        out = kit.continue_to_end(monkeypatch)
        assert out.restored and out.finished, (label, out.reported)
        assert out.reported == [], label
        stats = json.loads((home / "statistics.json").read_text("utf-8"))
        m = payload["match"]
        # every deal not yet counted when the save was written is counted once, then the match
        fresh = m["options"]["deals"] - len(payload["recorded"])
        expected = {s["name"]: {"deals": fresh, "matches": 1} for s in m["seats"]}
        got = {n: {"deals": e["deals"], "matches": e["matches"]} for n, e in stats["games"][m["game"]].items()}
        assert got == expected, label


def test_mutated_saves_restore_or_are_set_aside(home, monkeypatch, app, saves):
    tally = run_save_fuzz(home, monkeypatch, app, saves, 300, seed=19)
    print("save fuzz:", tally)
    assert tally["restored"] > 20 and tally["set_aside"] > 100, tally


@pytest.mark.soak
def test_soak_mutated_saves(home, monkeypatch, app, saves):
    cases = int(os.environ.get("CARDTABLE_FUZZ_CASES", "10000"))
    seed = int(os.environ.get("CARDTABLE_FUZZ_SEED", "1919"))
    tally = run_save_fuzz(home, monkeypatch, app, saves, cases, seed=seed)
    print("save fuzz soak:", tally)
    assert tally["max_restore_cpu_s"] <= 1.0, tally


# -- statistics ------------------------------------------------------------------------------

def _real_stats(home: Path, monkeypatch, app, saves) -> bytes:
    """The statistics file after a few real matches."""
    for label, payload in saves:
        if label.endswith("deal0-0"):
            (home / "autosave.json").write_bytes(kit.save_bytes(payload))
            kit.continue_to_end(monkeypatch, app)
    return (home / "statistics.json").read_bytes()


def run_stats_fuzz(home: Path, monkeypatch, app, saves, cases: int, seed: int) -> dict:
    rng = random.Random(seed)
    _clean(home)
    good = json.loads(_real_stats(home, monkeypatch, app, saves))
    save = dict(saves)["durak-deal1-0.9"]
    tally = {"cases": 0, "kept": 0, "set_aside": 0}
    for i in range(cases):
        what, raw = kit.mutate_stats(good, rng)
        what = f"stats case {i}: {what}"
        _clean(home)
        (home / "statistics.json").write_bytes(raw)
        (home / "autosave.json").write_bytes(kit.save_bytes(save))
        out = kit.continue_to_end(monkeypatch, app)
        assert out.restored and out.finished, (what, out.reported)
        aside = sorted(home.glob("statistics.json.damaged-*"))
        if aside:
            assert len(aside) == 1 and aside[0].read_bytes() == raw, what
            assert any(r[0] == "statistics" for r in out.reported), (what, out.reported)
            tally["set_aside"] += 1
        else:
            assert not any(r[0] == "statistics" for r in out.reported), (what, out.reported)
            tally["kept"] += 1
        from cardtable.match.storage import Store
        s = Store()
        stats = s.load_stats()
        assert s.problems == [], what
        claimed = stats.counted == {"match": save["match_key"], "deals": [0, 1], "match_over": True}
        if not claimed:       # unless the file said this very match was already counted, it is now
            assert all(e["matches"] >= 1 for e in stats.games["durak"].values()), what
        assert kit.temp_files(home) == [], what
        tally["cases"] += 1
    return tally


def test_mutated_statistics_are_used_or_set_aside(home, monkeypatch, app, saves):
    tally = run_stats_fuzz(home, monkeypatch, app, saves, 60, seed=7)
    print("statistics fuzz:", tally)
    assert tally["set_aside"] > 10 and tally["kept"] >= 1, tally


@pytest.mark.soak
def test_soak_mutated_statistics(home, monkeypatch, app, saves):
    cases = int(os.environ.get("CARDTABLE_FUZZ_CASES", "10000")) // 10
    tally = run_stats_fuzz(home, monkeypatch, app, saves, cases, seed=77)
    print("statistics fuzz soak:", tally)
