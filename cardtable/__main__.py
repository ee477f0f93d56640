"""`python -m cardtable` and the `cardtable` command: set up on first run, then start the app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from cardtable.bootstrap import ensure_env

    ensure_env()
    from cardtable.app import main as app_main

    return app_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
