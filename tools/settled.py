"""What Hard's early stop on settled decisions saves and changes (docs/ai.md, "Time where it matters").

Samples positions from Normal deals (the seat to act with a choice, 15% of such decisions), and
searches each twice with the same seed and budget: with the stop (``SETTLED_WORLDS`` as
shipped) and without it. Prints how many moves are the same, how many searches were settled
and the ratio of playout steps spent.

    python tools/settled.py durak --option variant=transfer --players 2 --budget 1 --positions 60
"""

from __future__ import annotations

import argparse
import random

from cardtable.ai import make_agent, rollouts
from cardtable.ai.base import HeuristicAgent
from cardtable.engine import GameState, new_game


def positions(game: str, players: int, options: dict, count: int) -> list[GameState]:
    normal = HeuristicAgent(game, "normal")
    found: list[GameState] = []
    deal = 0
    while len(found) < count:
        st = new_game(game, players, seed=1000 + deal, options=options)
        rng = random.Random(deal)
        deal += 1
        while st.to_act is not None:
            p = st.to_act
            legal = st.legal_actions(p)
            view = st.view(p)
            if len(legal) > 1 and rng.random() < 0.15 and len(found) < count:
                found.append(st.clone())
            st.apply(normal.choose(view, legal, rng))
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--budget", type=float, default=1.0)
    ap.add_argument("--positions", type=int, default=60)
    a = ap.parse_args()
    options = dict(o.split("=", 1) for o in a.option)
    hard = make_agent("hard", a.game, deterministic=True)
    shipped = rollouts.SETTLED_WORLDS
    same = settled = 0
    used_on = used_off = 0.0
    for i, st in enumerate(positions(a.game, a.players, options, a.positions)):
        p = st.to_act
        assert p is not None
        view, legal = st.view(p), st.legal_actions(p)
        rollouts.SETTLED_WORLDS = shipped
        with_stop = hard.choose(view, legal, random.Random(i), a.budget)
        on = dict(hard.last_stats)
        rollouts.SETTLED_WORLDS = 10**9
        without = hard.choose(view, legal, random.Random(i), a.budget)
        off = dict(hard.last_stats)
        same += with_stop == without
        settled += bool(on.get("settled"))
        used_on += on.get("iterations", 0)
        used_off += off.get("iterations", 0)
    rollouts.SETTLED_WORLDS = shipped
    print(f"{a.game} {options} {a.players}p budget {a.budget}s: {a.positions} positions, "
          f"same move {same}, settled {settled}, steps with/without the stop "
          f"{used_on / max(1.0, used_off):.3f}")


if __name__ == "__main__":
    main()
