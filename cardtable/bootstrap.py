"""First-run setup from a source checkout: make `.venv` and install what is needed.

`python3 -m cardtable` and `python3 -m cardtable.dev …` call :func:`ensure_env`.  When the
running interpreter lacks the dependencies (pygame-ce, platformdirs, and for development
pytest/hypothesis/ruff), it creates `.venv` beside `pyproject.toml`, installs the project
into it (`pip install -e .[extras]`), and re-executes the same command with the venv's
Python.  Inside a PyInstaller bundle or an installed package it does nothing.
Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _missing(modules: tuple[str, ...]) -> list[str]:
    return [m for m in modules if importlib.util.find_spec(m) is None]


def ensure_env(modules: tuple[str, ...] = ("pygame", "platformdirs"), extras: str = "",
               module: str = "cardtable") -> None:
    """Make sure ``modules`` import; otherwise set up `.venv` and re-run there."""
    if getattr(sys, "frozen", False) or not _missing(modules):
        return
    if not (ROOT / "pyproject.toml").exists():
        sys.exit(f"cardtable: missing {', '.join(_missing(modules))}; "
                 f"install with: pip install cardtable{extras}")
    py = _venv_python()
    # In the venv, sys.prefix is the venv folder (its python is often a symlink to the
    # base interpreter, so comparing executables would not tell).
    in_venv = Path(sys.prefix).resolve() == VENV.resolve()
    if not py.exists():
        print(f"cardtable: first run, creating {VENV} …", file=sys.stderr)
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    print(f"cardtable: installing dependencies into {VENV} …", file=sys.stderr)
    subprocess.check_call([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                           "-e", f"{ROOT}{extras}"])
    if in_venv:
        importlib.invalidate_caches()
        return
    args = [str(py), "-m", module, *sys.argv[1:]]
    if os.name == "nt":
        sys.exit(subprocess.call(args))
    os.execv(str(py), args)
