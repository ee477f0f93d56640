"""Pirate Party property tests over seeded random deals (GEN-1, GEN-2, GEN-3, PIR-1).

For every player count 2–10 and every house rule: the 108 cards are conserved,
deals terminate, the player to act always has a legal action, random illegal
actions are refused and change nothing, records replay exactly, views never show
another seat's hidden card and determinization is consistent with the view.
The default run plays a few hundred deals; ``-m soak`` plays thousands.
"""

from __future__ import annotations

import json
import random

import pytest

import cardtable.engine as engine
from cardtable.engine import IllegalAction
from cardtable.engine.pirate.actions import act
from cardtable.engine.pirate.cards import FULL_DECK

HOUSE = ("jump_in", "double_play", "seven_zero", "stacking", "silent_deals", "five_exchange", "penalties")
SORTED = sorted(FULL_DECK)


def _options(rng: random.Random, i: int) -> dict:
    opts = {k: rng.random() < 0.5 for k in HOUSE}
    opts[HOUSE[i % len(HOUSE)]] = True  # every rule on in a share of the deals
    opts["jump_in"] = opts["jump_in"] or opts["double_play"]
    opts["scoring"] = ("collect", "penalty", "captain")[i % 3]
    return opts


def _random_action(state, rng: random.Random) -> engine.Action:
    n = state.num_players
    kinds = ("play", "jump", "draw", "pass", "take", "challenge", "catch", "swap", "exchange",
             "keep", "give")
    kind = rng.choice(kinds)
    c = rng.randrange(54) if kind in ("play", "jump", "exchange", "give") else -1
    arg = None
    if kind in ("catch", "swap", "exchange"):
        arg = rng.randrange(n)
    elif kind in ("play", "jump"):
        arg = rng.choice([None, "!", "r", "g!", "b"])
    return act(rng.randrange(n), kind, c, arg)


def _snapshot(state) -> str:
    """Everything in the state (views would miss a change the rules keep hidden)."""
    return repr(sorted((k, v) for k, v in vars(state).items() if k != "initial_events"))


def _check_deal(n: int, seed: int, opts: dict, rng: random.Random, deep: bool) -> int:
    s = engine.new_game("pirate_party", n, seed=seed, options=opts)
    steps = 0
    while not s.is_over:
        assert s.to_act is not None and s.legal_actions(), (seed, s.phase)
        actors = s.actors()
        p = actors[0] if rng.random() < 0.85 else rng.choice(actors)
        if deep and steps % 5 == 0:
            bad = _random_action(s, rng)
            if bad not in s.legal_actions(bad.player):
                before = _snapshot(s)
                try:
                    s.apply(bad)
                except IllegalAction as exc:
                    assert exc.rule.startswith(("PIR-", "GEN-")), exc
                    assert _snapshot(s) == before
                else:  # PIR-13: only a misplay by the player to act is not refused
                    assert opts["penalties"] and str(s.history[-1]).split()[0].endswith("misplay")
        legal = s.legal_actions(p)
        if not legal:  # a misplay by the player to act closed an out-of-turn chance
            legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert sorted([c for h in s.hands for c in h] + s.stock + s.discard) == SORTED
        assert steps < 20000, "a deal that does not end"
        if deep and steps % 9 == 0:
            q = rng.randrange(n)
            view = s.view(q)
            json.dumps(view.to_dict())
            assert view["hand"] == sorted(s.hands[q])
            twin = engine.determinize(view, random.Random(seed))
            assert twin.view(q) == view
            again = engine.determinize(view, random.Random(seed))
            assert again.hands == twin.hands and again.stock == twin.stock
            twin_legal = [str(a) for a in twin.legal_actions(q)]
            assert twin_legal == [str(a) for a in s.legal_actions(q)]
    res = s.result
    assert res.winners and len(s.hands[res.winners[0]]) == 0 and res.order[0] == res.winners[0]
    record = json.loads(json.dumps(s.to_record()))
    again = engine.replay(record)
    assert again.view(0) == s.view(0) and again.hands == s.hands and again.stock == s.stock
    return steps


def _views_hide(n: int, seed: int) -> None:
    """Views of one seat are equal for two deals that differ only in other seats' cards."""
    s = engine.new_game("pirate_party", n, seed=seed)
    rng = random.Random(seed)
    for _ in range(30):
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    if s.is_over:
        return
    other = s.clone()
    a, b = [p for p in range(n) if p != 0][:2] if n > 2 else (1, 1)
    pool = other.hands[a] + other.stock
    rng.shuffle(pool)
    other.hands[a], other.stock[:] = pool[:len(other.hands[a])], pool[len(other.hands[a]):]
    if other.phase == 1 and other.current == a:  # the drawn card is only the drawer's
        other.drawn = other.hands[a][0]
    assert other.view(0) == s.view(0)
    assert b is not None


@pytest.mark.parametrize("n", range(2, 11))
def test_random_deals_every_player_count(n):
    rng = random.Random(n)
    for i in range(10):
        _check_deal(n, 1000 * n + i, _options(rng, i), rng, deep=True)


@pytest.mark.parametrize("rule", HOUSE)
def test_random_deals_each_house_rule(rule):
    rng = random.Random(rule)
    for i in range(9):
        opts = {rule: True, "jump_in": rule in ("jump_in", "double_play")}
        _check_deal(2 + i % 9, i, opts, rng, deep=True)


def test_views_do_not_depend_on_hidden_cards():
    for n in (2, 3, 5, 10):
        for seed in range(5):
            _views_hide(n, seed)


def test_new_game_is_reproducible_from_the_seed():
    a = engine.new_game("pirate_party", 4, seed=11)
    b = engine.new_game("pirate_party", 4, seed=11)
    assert a.hands == b.hands and a.stock == b.stock and a.discard == b.discard
    assert engine.new_game("pirate_party", 4, seed=12).hands != a.hands


@pytest.mark.soak
@pytest.mark.parametrize("n", range(2, 11))
def test_soak_random_deals(n):
    rng = random.Random(-n)
    for i in range(400):
        _check_deal(n, 7 * i + n, _options(rng, i), rng, deep=i % 4 == 0)
