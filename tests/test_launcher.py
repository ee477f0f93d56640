"""The launcher (issue 18, item 12): no pip when the stamp of pyproject.toml's dependencies
matches (a start is instant and works offline once set up); an older `.venv` without a stamp
is stamped without pip when everything is installed; an install that is needed but fails ends
with one line and exit status 1, no traceback."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from cardtable import bootstrap


@pytest.fixture
def checkout(tmp_path, monkeypatch):
    """A fake checkout whose `.venv` is the running interpreter (sys.prefix), so ensure_env
    takes the in-venv path; every subprocess call is recorded and fails (no network)."""
    root = tmp_path / "checkout"
    venv = root / ".venv"
    venv.mkdir(parents=True)
    shutil.copy(Path(bootstrap.__file__).resolve().parent.parent / "pyproject.toml", root / "pyproject.toml")
    monkeypatch.setattr(bootstrap, "ROOT", root)
    monkeypatch.setattr(bootstrap, "VENV", venv)
    monkeypatch.setattr(sys, "prefix", str(venv))
    calls = []

    def call(args, *a, **k):
        calls.append(args)
        return 1
    monkeypatch.setattr(bootstrap.subprocess, "call", call)
    monkeypatch.setattr(bootstrap.subprocess, "check_call", call)
    return root, calls


def test_launcher_runs_no_pip_when_the_stamp_matches(checkout):
    root, calls = checkout
    bootstrap.write_stamp(root / ".venv", root / "pyproject.toml")
    bootstrap.ensure_env()
    bootstrap.ensure_env(("pygame",), "[test]")      # installed here (the test runs in it): stamped, no pip
    assert calls == []
    assert bootstrap.stamp_matches(root / ".venv", root / "pyproject.toml", "[test]")


def test_launcher_stamps_without_pip_when_everything_is_installed(checkout):
    root, calls = checkout
    assert not bootstrap.stamp_matches(root / ".venv", root / "pyproject.toml")
    bootstrap.ensure_env()                           # an older .venv without a stamp, offline
    assert calls == []
    assert bootstrap.stamp_matches(root / ".venv", root / "pyproject.toml")


def test_launcher_install_needed_but_failing_is_one_line_and_status_1(checkout):
    root, calls = checkout
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    (root / "pyproject.toml").write_text(text.replace('"platformdirs>=4",', '"platformdirs>=4",\n    '
                                                      '"no-such-package-cardtable>=1",'), encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        bootstrap.ensure_env()
    assert len(calls) == 1 and calls[0][1:5] == ["-m", "pip", "install", "--quiet"]
    assert exc.value.code == (f"cardtable: could not install the dependencies into {root / '.venv'} "
                              f"(pip exit status 1); connect to the internet and start again")
    assert not bootstrap.stamp_matches(root / ".venv", root / "pyproject.toml")


def test_launcher_checks_versions():
    assert bootstrap.satisfied(["pygame-ce>=2.5", "platformdirs>=4"])
    assert not bootstrap.satisfied(["pygame-ce>=99"])
    assert not bootstrap.satisfied(["no-such-package-cardtable"])
    assert not bootstrap.satisfied(["pygame-ce @ https://example.org/x.whl"])
