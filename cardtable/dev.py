"""Developer commands from a source checkout, each setting up `.venv` on first use.

    python3 -m cardtable.dev test [pytest args]   run ruff, mypy (settings in pyproject.toml) and
                                                  the test suite
    python3 -m cardtable.dev exe [--check]        build the one-file executable into dist/;
                                                  --check runs its self-test and reports its
                                                  size and start-up time
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from cardtable.bootstrap import ROOT, ensure_env


def exe_path() -> str:
    return str(ROOT / "dist" / ("cardtable.exe" if os.name == "nt" else "cardtable"))


def check_exe(path: str) -> int:
    """Run the built executable from another folder: version, self-test, size, start-up."""
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY") and sys.platform.startswith("linux"):
        env["SDL_VIDEODRIVER"] = "dummy"
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    size_mb = os.path.getsize(path) / 1e6
    print(f"exe: {path}  size {size_mb:.1f} MB")
    with tempfile.TemporaryDirectory() as tmp:
        env["CARDTABLE_HOME"] = tmp
        version = subprocess.run([path, "--version"], capture_output=True, text=True, env=env, cwd=tmp)
        print(f"exe: --version → {version.stdout.strip() or version.stderr.strip()}")
        firsts = []
        for _ in range(3):
            t0 = time.perf_counter()
            rc = subprocess.call([path, "--frames", "1"], env=env, cwd=tmp)
            if rc == 0:
                firsts.append((time.perf_counter() - t0) * 1000)
        if firsts:
            print(f"exe: start to first frame (and exit) median {statistics.median(firsts):.0f} ms "
                  f"over {len(firsts)} runs")
        rc = subprocess.call([path, "--selftest"], env=env, cwd=tmp)
    print(f"exe: --selftest exit status {rc}")
    return rc or (0 if version.returncode == 0 and firsts else 1)


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "test"
    rest = argv[1:]
    if cmd == "test":
        ensure_env(("pygame", "platformdirs", "pytest", "hypothesis", "ruff", "mypy"), "[test]",
                   module="cardtable.dev")
        lint = subprocess.call([sys.executable, "-m", "ruff", "check", "--quiet", str(ROOT)])
        if lint:
            print("ruff check failed", file=sys.stderr)
        types = subprocess.call([sys.executable, "-m", "mypy"], cwd=ROOT)  # scope: [tool.mypy]
        if types:
            print("mypy failed", file=sys.stderr)
        rc = subprocess.call([sys.executable, "-m", "pytest", *rest], cwd=ROOT)
        return rc or lint or types
    if cmd == "exe":
        ensure_env(("pygame", "platformdirs", "PyInstaller"), "[build]", module="cardtable.dev")
        t0 = time.perf_counter()
        rc = subprocess.call([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level",
                              "WARN", str(ROOT / "build.spec")], cwd=ROOT)
        print(f"exe: built in {time.perf_counter() - t0:.0f} s (status {rc})")
        if rc == 0 and "--check" in rest:
            rc = check_exe(exe_path())
        return rc
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
