"""The command line the think-time tools share (time_agreement.py, chance_cost.py).

``add_arguments(ap)`` adds ``--positions``, ``--budgets``, ``--option`` (repeatable
NAME=VALUE) and ``--seed``; ``read(ap, args)`` checks them and returns ``(options, budgets)``
or stops with a reason (exit code 2, argparse's ``error``) before any search: an option
without ``=``, one the engine refuses, a game that takes no two players, think times that
are not numbers, repeated, zero or over 60 s, fewer than one position.
"""

from __future__ import annotations

import argparse

from cardtable.engine import new_game


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--budgets", default="0.25,1,4", help="think times, s, comma-separated")
    ap.add_argument("--option", action="append", default=[], help="NAME=VALUE, a game option")
    ap.add_argument("--seed", type=int, default=1)


def read(ap: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[dict[str, str], list[float]]:
    options = {}
    for o in args.option:
        if "=" not in o:
            ap.error(f"--option {o!r}: expected NAME=VALUE")
        name, value = o.split("=", 1)
        options[name.strip()] = value.strip()
    try:
        budgets = [float(b) for b in args.budgets.split(",")]
    except ValueError:
        ap.error(f"--budgets {args.budgets!r}: expected think times in seconds, e.g. 0.25,1,4")
    if any(not 0 < b <= 60 for b in budgets) or len(set(budgets)) != len(budgets):
        ap.error(f"--budgets {args.budgets!r}: each think time once, above 0 and at most 60 s")
    if args.positions < 1:
        ap.error("--positions: at least 1")
    try:   # the engine checks the game, its options and a table of two
        new_game(args.game, 2, seed=0, options=dict(options))
    except (KeyError, ValueError) as exc:
        ap.error(str(exc).strip("\x27\""))
    return options, budgets
