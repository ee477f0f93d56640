"""Developer commands from a source checkout, each setting up `.venv` on first use.

    python3 -m cardtable.dev test [pytest args]   run the test suite (and ruff)
    python3 -m cardtable.dev exe                  build the one-file executable into dist/
"""

from __future__ import annotations

import subprocess
import sys

from cardtable.bootstrap import ROOT, ensure_env


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "test"
    rest = argv[1:]
    if cmd == "test":
        ensure_env(("pygame", "platformdirs", "pytest", "hypothesis", "ruff"), "[test]",
                   module="cardtable.dev")
        lint = subprocess.call([sys.executable, "-m", "ruff", "check", "--quiet", str(ROOT)])
        if lint:
            print("ruff check failed", file=sys.stderr)
        rc = subprocess.call([sys.executable, "-m", "pytest", *rest], cwd=ROOT)
        return rc or lint
    if cmd == "exe":
        ensure_env(("pygame", "platformdirs", "PyInstaller"), "[build]", module="cardtable.dev")
        return subprocess.call([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                                str(ROOT / "build.spec")], cwd=ROOT)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
