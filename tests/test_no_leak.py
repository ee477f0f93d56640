"""No view leaks a hidden card (GEN-2, issue 37 item 1): every seat's view, legal actions and
events are the same in two worlds that differ only in cards hidden from that seat
(tests/leak_kit.py) — every game, and every combination of Pirate Party's house rules."""

from __future__ import annotations

import itertools

import pytest
from leak_kit import check_two_worlds

from cardtable.engine import new_game

PIRATE_HOUSE = ("jump_in", "double_play", "seven_zero", "stacking", "silent_deals", "five_exchange",
                "penalties")
SCORING = ("collect", "penalty", "captain")


def pirate_combinations() -> list[dict]:
    """Every combination of the house rules (double play needs jump-in, PIR-16)."""
    out = []
    for i, flags in enumerate(itertools.product((False, True), repeat=len(PIRATE_HOUSE))):
        opts = dict(zip(PIRATE_HOUSE, flags))
        if opts["double_play"] and not opts["jump_in"]:
            continue
        opts["scoring"] = SCORING[i % 3]
        out.append(opts)
    return out


OTHER_GAMES = [
    ("durak", {"variant": "throw_in"}), ("durak", {"variant": "transfer"}),
    ("durak", {"variant": "simple", "italian": True}), ("witch_durak", {"enchanted_ranks": "all"}),
    ("witch_durak", None), ("strong_witchcraft", None), ("donkey", None),
]


def test_pir11_whether_a_wild_draw_four_was_a_bluff_is_not_seen_by_the_next_player():
    """PIR-11: only the player of the top Wild Draw Four knows whether it was a bluff; once
    another card lies on it, nobody's view says (the issue's reproduction: seat 1 bluffs,
    holding G2 while green is in force)."""
    s = new_game("pirate_party", 2, seed=1)
    assert s.view(1).colour == "g" and s.parse_action("1:play G2").cards[0] in s.hands[1]
    s.apply("1:play W+4 r")
    assert [s.view(p).wd4_bluff for p in range(2)] == [None, True]    # his own, while it lies on top
    for text in ("0:take", "1:play R5", "0:play R1"):
        s.apply(text)
    assert [s.view(p).wd4_bluff for p in range(2)] == [None, None]


@pytest.mark.parametrize("opts", pirate_combinations(), ids=lambda o: "-".join(k for k, v in o.items() if v is True) or "plain")
def test_gen2_pirate_party_views_hide_every_hidden_card(opts):
    i = pirate_combinations().index(opts)
    n = 2 + i % 5
    compared = sum(check_two_worlds("pirate_party", n, i, opts, p, 80) for p in range(n))
    assert compared > 0


@pytest.mark.parametrize("game,opts", OTHER_GAMES)
def test_gen2_views_hide_every_hidden_card(game, opts):
    for seed, n in ((1, 3), (2, 4), (3, 2 if game != "donkey" else 5)):
        for p in range(n):
            check_two_worlds(game, n, seed, opts, p, 150)


@pytest.mark.soak
@pytest.mark.parametrize("opts", pirate_combinations(), ids=lambda o: "-".join(k for k, v in o.items() if v is True) or "plain")
def test_soak_pirate_party_views_hide_every_hidden_card(opts):
    for seed in range(12):
        n = 2 + seed % 9
        for p in range(n):
            check_two_worlds("pirate_party", n, 1000 + seed, opts, p, 400)


@pytest.mark.soak
@pytest.mark.parametrize("game,opts", OTHER_GAMES)
def test_soak_views_hide_every_hidden_card(game, opts):
    for seed in range(40):
        n = 3 + seed % 4
        for p in range(n):
            check_two_worlds(game, n, 100 + seed, opts, p, 1000)
