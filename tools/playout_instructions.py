"""Count the machine instructions of random playouts under callgrind: one tree against another.

    python tools/playout_instructions.py ROOT GAME PLAYERS DEALS [--warm N]

Imports ``cardtable`` from the checkout ``ROOT`` (another commit: ``git archive REV | tar -x -C
DIR``), plays ``--warm`` seeded random deals (default 50: the engine's tables and caches fill),
then ``DEALS`` more inside ``functools.reduce``, the one C function nothing else here calls, and
prints ``ACTIONS n``.  Every action is drawn as the benchmark draws it
(``legal[int(random() * len(legal))]``) and applied in the playout mode (``state.step``).  Run
under valgrind collecting only inside that call, with the hash seed fixed:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --toggle-collect=functools_reduce --callgrind-out-file=OUT \\
        python tools/playout_instructions.py ROOT GAME PLAYERS DEALS

The ``summary:`` line of OUT divided by the actions printed is the instructions per action.  The
deals depend only on the seeds, so two trees whose seeded deals are identical play the same
actions and their counts compare exactly (docs/performance.md, "Comparing two commits").
"""

from __future__ import annotations

import argparse
import functools
import random
import sys

_rng = random.Random(12345)
_rand = _rng.random
_game = ""
_players = 0


def play(deals: int) -> int:
    """Play ``deals`` random deals in the playout mode; the actions played."""
    from cardtable.engine import new_game

    actions = 0
    for _ in range(deals):
        state = new_game(_game, _players, seed=_rng.randrange(2**31))
        step = state.step
        while not state.is_over:
            legal = state.legal_actions()
            step(legal[int(_rand() * len(legal))])
            actions += 1
    return actions


def main() -> None:
    global _game, _players
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("root", help="the checkout whose cardtable is measured")
    ap.add_argument("game")
    ap.add_argument("players", type=int)
    ap.add_argument("deals", type=int)
    ap.add_argument("--warm", type=int, default=50, help="deals played before counting")
    args = ap.parse_args()
    sys.path.insert(0, args.root)
    _game, _players = args.game, args.players
    play(args.warm)
    counted = functools.reduce(lambda acc, _: play(args.deals), [0], 0)
    print("ACTIONS", counted)


if __name__ == "__main__":
    main()
