"""Real filesystem faults (issue 19): the player's data folder on a full disk, on a
read-only one.  Each runs in a private mount namespace (``unshare -rm``: a tmpfs only this
test sees); where the machine does not allow that, the test is skipped and says why.
(A FIFO, a folder or a link to /dev/zero in place of a file: tests/test_robust_files.py.)"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import robust_kit as kit

pytestmark = [pytest.mark.ui, pytest.mark.slow]

DRIVER = Path(__file__).resolve().parent / "fs_fault_driver.py"


def _can_mount(tmp_path: Path) -> str | None:
    """None when a private tmpfs can be mounted here, else the reason it cannot."""
    if sys.platform != "linux" or shutil.which("unshare") is None:
        return "needs Linux with unshare(1)"
    probe = tmp_path / "probe"
    probe.mkdir()
    r = subprocess.run(["unshare", "-rm", "sh", "-c", f"mount -t tmpfs -o size=64k tmpfs {probe}"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return f"this machine does not allow a private tmpfs mount: {r.stderr.strip()[:200]}"
    return None


def run(tmp_path: Path, mode: str) -> dict:
    reason = _can_mount(tmp_path)
    if reason:
        pytest.skip(reason)
    home = tmp_path / "home"
    home.mkdir()
    script = f"mount -t tmpfs -o size=256k tmpfs {home} && exec {sys.executable} {DRIVER} {home} {mode}"
    proc = subprocess.run(["unshare", "-rm", "sh", "-c", script], env=kit.env_for(home), capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-3000:]
    line = next(x for x in proc.stdout.splitlines() if x.startswith("RESULT "))
    return json.loads(line[len("RESULT "):])


def test_a_full_disk_is_reported_once_and_tears_nothing(tmp_path):
    r = run(tmp_path, "full")
    assert r["restored"] and r["finished"]
    codes = [(f, c) for f, c, _d in r["reported"]]
    assert codes.count(("save", "write_failed")) == 1 and codes.count(("statistics", "write_failed")) == 1, codes
    assert r["unchanged"]["statistics.json"]            # the old statistics, whole
    assert not [n for n in r["files"] if n.endswith(".tmp")]
    assert "autosave.json" in r["files"]                # kept: its statistics are not written
    resumed = r["resumed"]                              # space again: Continue counts the match
    assert resumed["restored"] and resumed["finished"] and resumed["reported"] == []
    assert not resumed["save_left"]
    assert {n: (e["deals"], e.get("matches")) for n, e in resumed["stats"]["durak"].items()} == \
        {"Anna": (2, 1), "Boris": (2, 1)}
    again = r["again"]                                  # space again: everything is written
    assert again["finished"] and again["reported"] == []
    assert {n: e["deals"] for n, e in again["stats"]["durak"].items()} == {"Anna": 2, "Boris": 2}


def test_a_read_only_folder_is_reported_and_nothing_changes(tmp_path):
    r = run(tmp_path, "ro")
    assert r["restored"] and r["finished"]
    codes = [(f, c) for f, c, _d in r["reported"]]
    assert ("settings", "damaged") in codes             # reported even though it cannot be moved aside
    assert codes.count(("save", "write_failed")) == 1 and codes.count(("statistics", "write_failed")) == 1, codes
    assert all(r["unchanged"].values()), r["unchanged"]
    assert r["files"] == ["autosave.json", "settings.json", "statistics.json"]
