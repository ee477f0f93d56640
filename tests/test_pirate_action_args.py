"""Pirate Party's action argument has one declared shape per kind (actions.PirateArg; issue 33).

``play`` / ``jump``: the Call — a black card's colour letter and/or ``"!"`` (PIR-10, PIR-12) —
or None; ``catch`` / ``swap`` / ``exchange``: the seat aimed at (PIR-12, PIR-17, PIR-20); the
other kinds: None.  ``PirateAction.call`` and ``.target`` read it typed; the notation reads
back to the same value.
"""

from __future__ import annotations

import random
import re

from cardtable.engine import new_game
from cardtable.engine.pirate.actions import PirateAction, parse_action

HOUSE = {k: True for k in ("jump_in", "double_play", "seven_zero", "stacking", "silent_deals",
                           "five_exchange", "penalties")}


def _check_arg(a: PirateAction, players: int) -> None:
    if a.kind in ("play", "jump"):
        assert a.arg is None or (type(a.arg) is str and re.fullmatch(r"[rygb]?!?", a.arg) and a.arg), a
        assert a.call == a.arg
    elif a.kind in ("catch", "swap", "exchange"):
        assert type(a.arg) is int and 0 <= a.arg < players and a.arg != a.player, a
        assert a.target == a.arg
    else:
        assert a.arg is None, a
    assert parse_action(str(a)) == a


def test_every_listed_action_has_its_kinds_arg_PIR_10_PIR_12_PIR_17_PIR_20():
    """Every seat's actions in random deals with every house rule carry their kind's argument."""
    kinds: set[str] = set()
    for seed in range(15):
        rng = random.Random(seed)
        st = new_game("pirate_party", 4, seed=seed, options=HOUSE)
        steps = 0
        while not st.is_over and steps < 2000:
            pool = []
            for p in range(4):
                for a in st.legal_actions(p):
                    _check_arg(a, 4)
                    kinds.add(a.kind)
                    pool.append(a)
            st.apply(rng.choice(pool))
            steps += 1
    assert {"play", "draw", "catch", "swap", "exchange", "jump"} <= kinds
