"""First-run setup from a source checkout: make `.venv` and install what is needed, once.

`python3 -m cardtable` and `python3 -m cardtable.dev …` call :func:`ensure_env`.  When the
running interpreter lacks the dependencies (pygame-ce, platformdirs, and for development
pytest/hypothesis/ruff/mypy), it creates `.venv` beside `pyproject.toml` and re-executes the same
command with the venv's Python.  There the project is installed (`pip install -e .[extras]`)
only when `pyproject.toml`'s dependency lists differ from the ones of the last install (a
stamp in `.venv`), or when they are not satisfied; so a start after the first one runs no pip
and works offline.  An install that is needed but fails ends the program with one line and
exit status 1.  Inside a PyInstaller bundle or an installed package it does nothing.
Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = "cardtable-deps.json"


def _venv_python(venv: Path = VENV) -> Path:
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def _missing(modules: tuple[str, ...]) -> list[str]:
    return [m for m in modules if importlib.util.find_spec(m) is None]


def requirements(pyproject: Path, extras: str = "") -> list[str]:
    """The project's run-time requirements plus those of ``extras`` (``"[test]"``)."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data.get("project", {})
    reqs = list(project.get("dependencies", []))
    optional = project.get("optional-dependencies", {})
    for extra in extras.strip("[]").split(","):
        if extra.strip():
            reqs += optional.get(extra.strip(), [])
    return reqs


def deps_key(pyproject: Path, extras: str = "") -> str:
    """A fingerprint of what an install of the project with ``extras`` puts into `.venv`."""
    text = json.dumps(sorted(requirements(pyproject, extras)))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _read_stamp(venv: Path) -> dict:
    try:
        data = json.loads((venv / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    installed = data.get("installed") if isinstance(data, dict) and data.get("version") == 1 else None
    return installed if isinstance(installed, dict) else {}


def stamp_matches(venv: Path, pyproject: Path, extras: str = "") -> bool:
    return _read_stamp(venv).get(extras or "base") == deps_key(pyproject, extras)


def write_stamp(venv: Path, pyproject: Path, extras: str = "") -> None:
    """Record that the dependencies of ``extras`` are installed (atomically; best effort)."""
    installed = _read_stamp(venv)
    installed[extras or "base"] = deps_key(pyproject, extras)
    tmp = venv / (STAMP + ".tmp")
    try:
        tmp.write_text(json.dumps({"version": 1, "installed": installed}), encoding="utf-8")
        os.replace(tmp, venv / STAMP)
    except OSError:
        pass


_REQ = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*([^;]*)$")
_SPEC = re.compile(r"^\s*(>=|<=|==|!=|~=|>|<)\s*([0-9][0-9A-Za-z.*+-]*)\s*$")


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for piece in text.split("."):
        digits = re.match(r"\d+", piece)
        if digits is None:
            break
        parts.append(int(digits.group()))
    return tuple(parts)


def _spec_ok(have: tuple[int, ...], op: str, want: tuple[int, ...]) -> bool:
    n = max(len(have), len(want))
    a, b = have + (0,) * (n - len(have)), want + (0,) * (n - len(want))
    return {">=": a >= b, "<=": a <= b, "==": a == b, "!=": a != b, ">": a > b, "<": a < b,
            "~=": a >= b and a[:max(1, len(want) - 1)] == b[:max(1, len(want) - 1)]}[op]


def satisfied(reqs: list[str]) -> bool:
    """Whether every requirement (``name>=1.2`` forms) is installed in this interpreter,
    the project itself included; anything this small parser does not understand counts as
    not satisfied (pip then decides)."""
    try:
        importlib.metadata.version("cardtable")
    except importlib.metadata.PackageNotFoundError:
        return False
    for req in reqs:
        m = _REQ.match(req)
        if m is None:
            return False
        try:
            have = _version(importlib.metadata.version(m.group(1)))
        except importlib.metadata.PackageNotFoundError:
            return False
        for spec in filter(None, (s.strip() for s in m.group(3).split(","))):
            s = _SPEC.match(spec)
            if s is None or not _spec_ok(have, s.group(1), _version(s.group(2))):
                return False
    return True


def _install(py: Path, extras: str) -> None:
    """``pip install -e .[extras]`` into `.venv`; on failure one line and exit status 1."""
    print(f"cardtable: installing dependencies into {VENV} …", file=sys.stderr)
    try:
        rc = subprocess.call([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                              "-e", f"{ROOT}{extras}"])
    except OSError as exc:
        rc = exc.errno or 1
    if rc != 0:
        sys.exit(f"cardtable: could not install the dependencies into {VENV} (pip exit status {rc}); "
                 f"connect to the internet and start again")


def ensure_env(modules: tuple[str, ...] = ("pygame", "platformdirs"), extras: str = "",
               module: str = "cardtable") -> None:
    """Make sure ``modules`` import and the project's dependencies are installed;
    otherwise set up `.venv` and re-run there."""
    if getattr(sys, "frozen", False):
        return
    pyproject = ROOT / "pyproject.toml"
    # In the venv, sys.prefix is the venv folder (its python is often a symlink to the
    # base interpreter, so comparing executables would not tell).
    in_venv = Path(sys.prefix).resolve() == VENV.resolve()
    if not in_venv:
        if not _missing(modules):
            return          # an interpreter that has everything (an installed package, a CI image)
        if not pyproject.exists():
            sys.exit(f"cardtable: missing {', '.join(_missing(modules))}; "
                     f"install with: pip install cardtable{extras}")
        py = _venv_python()
        if not py.exists():
            print(f"cardtable: first run, creating {VENV} …", file=sys.stderr)
            if subprocess.call([sys.executable, "-m", "venv", str(VENV)]) != 0:
                sys.exit(f"cardtable: could not create {VENV}")
        args = [str(py), "-m", module, *sys.argv[1:]]
        if os.name == "nt":
            sys.exit(subprocess.call(args))
        os.execv(str(py), args)
    if not _missing(modules) and stamp_matches(VENV, pyproject, extras):
        return              # the usual start: nothing to do, no pip, no network
    if _missing(modules) or not satisfied(requirements(pyproject, extras)):
        _install(_venv_python(), extras)
        importlib.invalidate_caches()
    write_stamp(VENV, pyproject, extras)
