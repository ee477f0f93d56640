"""Crash recovery (GEN-1, DESIGN "Data the program keeps"): the real program, autoplaying
with autosave in a subprocess, is killed with SIGKILL mid-deal; ``--continue`` then restores
exactly the last saved match and plays it to the end, after which the save is cleared.
A damaged save (cut at many byte offsets, hand-edited) given to ``--continue`` is refused
with a message and set aside; the program never crashes.

(Cutting a save at *every* byte offset is covered at the storage level by
tests/test_storage.py; here the cuts go through the whole program.)
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable import engine, plugins

ROOT = Path(__file__).resolve().parent.parent
# every game, one deal, with the options its plugin has shared tests switch on
GAMES = [(g.id, max(3, g.min_players), ["deals=1"] + [f"{k}={str(v).lower()}" for k, v in
                                                   plugins.plugin(g.id).test_options])
         for g in engine.games()]


def _env(home: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CARDTABLE_HOME=str(home))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _read_save(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def run_and_kill(home: Path, game: str, players: int, options: list[str], seed: int,
                 min_actions: int = 8, timeout: float = 60.0) -> dict | None:
    """Autoplay with autosave until the save holds ``min_actions`` actions of an unfinished
    deal, then SIGKILL; return the save as it is on disk after the kill (None if the kill
    happened to land between two matches, when there is no save)."""
    cmd = [sys.executable, "-m", "cardtable", "--autoplay", "--autosave", "--game", game,
           "--players", str(players), "--seed", str(seed), "--speed", "fast"]
    for o in options:
        cmd += ["--option", o]
    proc = subprocess.Popen(cmd, env=_env(home), cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    save = home / "autosave.json"
    try:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
            data = _read_save(save)
            if data and len(data["match"]["record"]["actions"]) >= min_actions:
                break
            time.sleep(0.02)
        else:
            pytest.fail(f"{game}: no autosave with {min_actions} actions in {timeout} s")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    return _read_save(save)


def run_continue(home: Path, dump: Path, frames: int = 60_000) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "cardtable", "--autoplay", "--autosave", "--continue",
           "--speed", "instant", "--frames", str(frames), "--stop-at-match-end", "--dump-state", str(dump)]
    return subprocess.run(cmd, env=_env(home), cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("game,players,options", GAMES, ids=[g[0] for g in GAMES])
def test_sigkill_mid_deal_then_continue_restores_exactly_and_plays_on(tmp_path, game, players,
                                                                       options):
    """GEN-1: the autosave after SIGKILL is a whole file (atomic writes); --continue shows
    exactly that match (to_json equal: score sheet, deal, every action); play goes on from it
    to the match result, and the finished match's save is cleared."""
    for seed in (5, 6, 7):
        saved = run_and_kill(tmp_path, game, players, options, seed)
        if saved is not None and not saved["match"]["deal_scored"]:
            break
    else:
        pytest.fail("every kill landed between deals")
    dump = tmp_path / "dump.json"
    proc = run_continue(tmp_path, dump)
    assert proc.returncode == 0, proc.stderr[-3000:]
    doc = json.loads(dump.read_text(encoding="utf-8"))
    assert doc["start"] == saved["match"]                       # exactly the last saved state
    start, end = doc["start"], doc["end"]
    assert end["game"] == game and end["seed"] == start["seed"]
    assert doc["match_over"] and doc["deal_over"]
    if end["deal_no"] == start["deal_no"]:                      # the same deal, played on
        n = len(start["record"]["actions"])
        assert end["record"]["actions"][:n] == start["record"]["actions"]
        assert len(end["record"]["actions"]) > n
    assert not doc["save_exists"] and not (tmp_path / "autosave.json").exists()
    assert not list(tmp_path.glob("autosave.json.damaged-*"))


def test_continue_replays_deterministically(tmp_path):
    """GEN-1: two --continue runs from the same save play the same actions to the end."""
    saved = run_and_kill(tmp_path, "durak", 2, [], 11)
    assert saved is not None
    ends = []
    for i in range(2):
        (tmp_path / "autosave.json").write_text(json.dumps(saved), encoding="utf-8")
        dump = tmp_path / f"dump{i}.json"
        proc = run_continue(tmp_path, dump)
        assert proc.returncode == 0, proc.stderr[-3000:]
        end = json.loads(dump.read_text(encoding="utf-8"))["end"]
        end["sheet"].pop("elapsed_s", None)          # wall-clock time of the match
        ends.append(end)
    assert ends[0] == ends[1]


# -- damaged saves through --continue (in process: many cases, fast) ---------------------------

def _good_save(home: Path) -> bytes:
    import random

    from cardtable.match import Match, Seat
    from cardtable.match.storage import Store
    m = Match("durak", [Seat("A", "ai", "random"), Seat("B", "ai", "random")], {}, seed=3)
    rng = random.Random(2)
    for _ in range(10):
        m.apply(rng.choice(m.state.legal_actions(m.state.to_act)))
    Store().save_game({"match": m.to_json(), "viewer": None, "recorded": []})
    return (home / "autosave.json").read_bytes()


def _continue(capsys) -> tuple[int, str]:
    from cardtable import app
    code = app.main(["--autoplay", "--autosave", "--continue", "--frames", "2"])
    return code, capsys.readouterr().err


def test_continue_with_a_good_save_restores(home, capsys):
    good = _good_save(home)
    assert good
    code, err = _continue(capsys)
    assert code == 0, err


def test_continue_with_a_save_cut_anywhere_refuses_cleanly(home, capsys):
    """A save cut at many byte offsets (every one near both ends, a stride in between):
    --continue says the saved game could not be read and where the original is kept (status 1;
    it once said "there is no saved game", as if none had been started), sets the file aside,
    never raises; the statistics file is left alone."""
    good = _good_save(home)
    stats = home / "statistics.json"
    stats.write_text('{"version": 1, "games": {}}', encoding="utf-8")
    offsets = sorted(set(range(0, 40)) | set(range(40, len(good) - 40, 53))
                     | set(range(len(good) - 40, len(good) - 1)))
    for n in offsets:
        (home / "autosave.json").write_bytes(good[:n])
        code, err = _continue(capsys)
        assert code == 1, (n, err)
        aside = list(home.glob("autosave.json.damaged-*"))
        assert len(aside) == 1, n
        assert err == (f'cardtable: The saved game could not be read: its file is damaged. '
                       f'The original is kept as "{aside[0].name}".\n'), (n, err)
        assert not (home / "autosave.json").exists(), n
        for p in home.glob("autosave.json.damaged-*"):
            p.unlink()
    assert stats.read_text(encoding="utf-8") == '{"version": 1, "games": {}}'


@pytest.mark.parametrize("edit", ["bad_action", "other_game", "seat_count", "sheet", "huge_seed",
                                  "version"])
def test_continue_with_a_hand_edited_save_refuses_cleanly(home, capsys, edit):
    """Valid JSON whose match does not restore (an action that does not replay, a record
    of another game, seats that do not match the deal, a damaged score sheet …)."""
    data = json.loads(_good_save(home))
    m = data["match"]
    if edit == "bad_action":
        m["record"]["actions"][3] = "0:attack 6\u2660 6\u2660"
    elif edit == "other_game":
        m["record"]["game"] = "pirate_party"
    elif edit == "seat_count":
        m["seats"] = m["seats"] + m["seats"][:1]
    elif edit == "sheet":
        m["sheet"] = {"totals": "lots"}
    elif edit == "huge_seed":
        m["record"]["seed"] = "9" * 5000
    else:
        data["version"] = 10**30
    (home / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    code, err = _continue(capsys)
    assert code == 1, err
    assert "Traceback" not in err
    assert len(list(home.glob("autosave.json.damaged-*"))) == 1
