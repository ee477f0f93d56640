"""The test run itself: it leaves no folder of its own behind."""

import os
import subprocess
import sys
from pathlib import Path


def test_a_test_run_removes_its_settings_folder(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "CARDTABLE_HOME"}
    env["TMPDIR"] = str(tmp_path)
    root = Path(__file__).resolve().parent.parent
    probe = "tests/test_test_run.py::test_the_run_home_is_a_fresh_folder"
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", probe],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout
    assert [p.name for p in tmp_path.iterdir()] == []


def test_the_run_home_is_a_fresh_folder():
    home = Path(os.environ["CARDTABLE_HOME"])
    assert home.is_dir()
    (home / "settings.json").write_text("{}")   # what the app writes there is removed with it
