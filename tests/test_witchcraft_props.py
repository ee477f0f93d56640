"""Strong Witchcraft property tests over seeded random deals, every player count and
option: conservation of the 63/126 cards (SW-1), termination, a legal action for
``to_act``, illegal actions refused with the state unchanged (GEN-3), replay
(GEN-1), views that never leak (GEN-2) and determinize consistent with the view."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from test_witchcraft_helpers import GAME, census

from cardtable.engine import IllegalAction, determinize, new_game, replay
from cardtable.engine.witchcraft import SWAction
from cardtable.engine.witchcraft.cards import full_deck

KINDS = ("lay", "attack", "transfer", "cover", "take", "throw", "pass", "bogus")
MAX_ACTIONS = 3000


def _snapshot(s) -> str:
    return json.dumps([s.view(p).to_dict() for p in range(s.num_players)] + [s.stock, s.discard, s.known])


def _random_action(rng: random.Random, n: int) -> SWAction:
    kind = rng.choice(KINDS)
    k = 4 if kind == "lay" else (0 if kind in ("take", "pass") else 1)
    if rng.random() < 0.2:
        k = rng.randrange(3)
    cards = tuple(rng.randrange(21) if rng.random() < 0.95 else rng.randrange(-2, 40) for _ in range(k))
    arg = rng.choice((rng.randrange(21), None, 99)) if kind == "cover" else None
    return SWAction(rng.randrange(n), kind, cards, arg)


def _check_view(s, p: int, rng: random.Random) -> None:
    v = s.view(p)
    json.dumps(v.to_dict())
    assert v["hand"] == sorted(s.hands[p])
    for q in range(s.num_players):
        # Publicly known cards are really in that hand (taken from the table).
        assert not Counter(v["known"][q]) - Counter(s.hands[q])
    d = determinize(v, rng)
    assert d.view(p) == v                       # consistent with the view …
    assert census(d) == Counter(full_deck(s.sets))
    if s.to_act == p:                           # … so the seat's choices are the same
        assert d.legal_actions(p) == s.legal_actions(p)


def run_deal(n: int, sets: int, seed: int, checks: bool = True) -> None:
    s = new_game(GAME, n, seed=seed, options={"sets": sets})
    rng = random.Random(seed * 7919 + n)
    full = Counter(full_deck(sets))
    steps = 0
    while not s.is_over:
        p = s.to_act
        legal = s.legal_actions(p)
        assert legal, "to_act always has a legal action"
        assert all(not s.legal_actions(q) for q in range(n) if q != p)
        if checks and steps % 7 == 0:
            before = _snapshot(s)
            for _ in range(3):
                a = _random_action(rng, n)
                if a in s.legal_actions(a.player):
                    continue
                with pytest.raises(IllegalAction) as exc:
                    s.apply(a)
                assert exc.value.rule
                assert _snapshot(s) == before
            _check_view(s, rng.randrange(n), rng)
        s.apply(legal[rng.randrange(len(legal))])
        assert census(s) == full
        steps += 1
        assert steps < MAX_ACTIONS, "the deal terminates"
    res = s.result
    assert res is not None and sorted(res.order) == list(range(n))
    assert len(res.losers) <= 1 and res.draw == (not res.losers)
    assert all(not s.hands[p] for p in res.order if p not in res.losers)
    if checks:
        r = replay(json.loads(json.dumps(s.to_record())))
        assert _snapshot(r) == _snapshot(s)


CASES = [(n, sets) for n in range(2, 7) for sets in (1, 2)]


@pytest.mark.parametrize("n,sets", CASES)
def test_random_deals_checked(n, sets):
    for seed in range(4):
        run_deal(n, sets, seed)


@pytest.mark.parametrize("n,sets", CASES)
def test_random_deals_fast(n, sets):
    """Termination, conservation and a legal action for to_act over more deals."""
    for seed in range(100, 120):
        run_deal(n, sets, seed, checks=False)


@pytest.mark.soak
@pytest.mark.parametrize("n,sets", CASES)
def test_random_deals_soak(n, sets):
    for seed in range(1000, 1200):
        run_deal(n, sets, seed)


def test_same_seed_same_deal_and_determinize_reproducible():
    """GEN-1: same seed, same deal; determinize: same view and seed, same state."""
    a = new_game(GAME, 4, seed=11)
    b = new_game(GAME, 4, seed=11)
    assert _snapshot(a) == _snapshot(b)
    v = a.view(2)
    d1 = determinize(v, random.Random(5))
    d2 = determinize(v, random.Random(5))
    assert _snapshot(d1) == _snapshot(d2)


def test_view_hides_other_hands_and_hidden_moves():
    """GEN-2: a seat sees its own hand, sizes of the others, and no face-down card it does not own."""
    s = new_game(GAME, 3, seed=4)
    v = s.view(0)
    assert set(v["hand_sizes"]) == {6} and "hands" not in v
    text = json.dumps(v.to_dict())
    assert json.dumps(sorted(s.hands[1])) not in text or sorted(s.hands[1]) == v["hand"]
    hidden = [e.for_viewer(0) for e in s.initial_events if e.kind == "move"]
    assert all(e.card is None for e in hidden if str(e.dst) != "hand:0")
    assert all(e.card is not None for e in hidden if str(e.dst) == "hand:0")
