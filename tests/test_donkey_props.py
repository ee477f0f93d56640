"""Property tests of Who's the Donkey? over seeded random deals, every player count
(ESL-1 … ESL-9, GEN-1 … GEN-3): conservation, termination, legality, refusals,
replay, hidden information and determinization."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import IllegalAction, determinize, new_game, replay
from cardtable.engine.donkey import DonkeyAction
from cardtable.engine.donkey.cards import DECK110, DONKEY, HAND_SIZE

COUNTS = list(range(3, 13))
MAX_ACTIONS = 3000


def all_cards(s) -> list[int]:
    cards = [c for h in s.hands for c in h] + [c for t in s.table for c in t] + s.out + s.unused
    return sorted(cards)


def random_action(s, rng: random.Random) -> DonkeyAction:
    """A random, probably illegal, action (a random player, kind and cards)."""
    p = rng.randrange(s.num_players)
    if rng.random() < 0.2:
        return DonkeyAction(p, "pass")
    pool = s.hands[p] if s.hands[p] and rng.random() < 0.8 else list(DECK110)
    k = rng.randint(1, min(4, len(pool)))
    return DonkeyAction(p, rng.choice(["play", "play", "lead"]), tuple(sorted(rng.sample(pool, k))))


def check_step(s, rng: random.Random, heavy: bool) -> None:
    n = s.num_players
    assert all_cards(s) == list(DECK110)  # ESL-1: conservation
    p = s.to_act
    assert p is not None
    legal = s.legal_actions()
    assert legal, "to_act must have a legal action"
    assert all(a.player == p for a in legal)
    assert len(set(legal)) == len(legal)
    assert s.legal_actions((p + 1) % n) == []
    if s.donkey_holder is not None:
        assert DONKEY in s.hands[s.donkey_holder]
    else:
        assert DONKEY in s.table[s.leader] and s.donkey_round
    if not heavy:
        return
    bad = random_action(s, rng)
    if bad not in legal and not (bad.kind == "play" and s._canonical(bad) in legal):
        before = s.view(p)
        with pytest.raises(IllegalAction) as exc:
            s.apply(bad)
        assert exc.value.rule.startswith(("ESL-", "GEN-"))
        assert s.view(p) == before
    for a in legal[:3]:
        assert s.parse_action(str(a)) == a


def check_view(s, viewer: int, rng: random.Random) -> None:
    v = s.view(viewer)
    json.dumps(v.to_dict())
    assert v["hand"] == sorted(s.hands[viewer])
    # GEN-2: swapping one hidden card of another player with an unseen card
    # (another hidden hand card or an undealt one) changes nothing in the view.
    hidden = [(q, c) for q in range(s.num_players) if q != viewer
              for c in s.hands[q] if c not in s.known[q]]
    if hidden:
        q, c = rng.choice(hidden)
        others = [(r, d) for r, d in hidden if r != q] + [(None, d) for d in s.unused]
        if others:
            r, d = rng.choice(others)
            t = s.clone()
            t.hands[q][t.hands[q].index(c)] = d
            if r is None:
                t.unused[t.unused.index(d)] = c
            else:
                t.hands[r][t.hands[r].index(d)] = c
            assert t.view(viewer) == v
    # Determinization keeps everything the viewer sees (and is reproducible).
    seed = rng.randrange(10**6)
    d = determinize(v, random.Random(seed))
    assert d.view(viewer) == v
    assert all_cards(d) == list(DECK110)
    assert [len(h) for h in d.hands] == v["hand_sizes"]
    for q in range(s.num_players):
        assert set(v["known"][q]) <= set(d.hands[q])
    assert determinize(v, random.Random(seed)).hands == d.hands
    if s.to_act == viewer:
        assert d.legal_actions() == s.legal_actions()


def play_deal(n: int, seed: int, heavy_every: int = 7) -> None:
    rng = random.Random(seed * 31 + n)
    s = new_game("donkey", n, seed=seed)
    for e in s.initial_events:
        if e.kind == "move":
            viewer = rng.randrange(n)
            seen = e.for_viewer(viewer)
            assert (seen.card is not None) == (str(e.dst) == f"hand:{viewer}")
    steps = 0
    while not s.is_over:
        heavy = steps % heavy_every == 0
        check_step(s, rng, heavy)
        if heavy:
            check_view(s, rng.randrange(n), rng)
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
        assert steps < MAX_ACTIONS, "deal does not terminate"
    r = s.result
    assert r is not None and r.winners == s.ran_out and r.winners
    assert all(not s.hands[p] for p in r.winners)  # ESL-8
    assert all(s.hands[p] for p in range(n) if p not in r.winners)
    assert sorted(r.order) == list(range(n))
    assert r.losers == [s.donkey_holder]
    assert all(r.scores[p] == 0 for p in r.winners)
    ret = s.returns()
    assert max(ret) == 1.0 and all(0.0 <= x <= 1.0 for x in ret)
    rec = json.loads(json.dumps(s.to_record()))
    again = replay(rec)
    assert [again.view(p) for p in range(n)] == [s.view(p) for p in range(n)]


@pytest.mark.parametrize("n", COUNTS)
def test_random_deals(n):
    for seed in range(25):
        play_deal(n, seed)


@pytest.mark.parametrize("n", COUNTS)
def test_dealer_option_and_rigged_replay(n):
    for dealer in range(n):
        s = new_game("donkey", n, seed=dealer, options={"dealer": dealer})
        assert s.dealer == dealer
        # Re-deal the same hands through a rigged deck: deck[i] to dealer+1+i.
        size = HAND_SIZE[n]
        deck = [s.hands[(dealer + 1 + i) % n][i // n] for i in range(n * size)]
        t = new_game("donkey", n, seed=99, options={"dealer": dealer}, deck=deck)
        assert t.hands == s.hands
        rng = random.Random(dealer)
        while not s.is_over:
            a = rng.choice(s.legal_actions())
            s.apply(a)
            t.apply(str(a))
        assert t.result.scores == s.result.scores
        assert replay(t.to_record()).view(0) == t.view(0)


def test_same_seed_same_deal():
    a = new_game("donkey", 6, seed=42)
    b = new_game("donkey", 6, seed=42)
    assert a.hands == b.hands and a.dealer == b.dealer
    assert new_game("donkey", 6, seed=43).hands != a.hands


def test_plain_action_and_other_copies_are_accepted():
    s = new_game("donkey", 4, seed=3)
    p = s.to_act
    legal = s.legal_actions()
    a = next(a for a in legal if a.kind == "play")
    from cardtable.engine.core import Action
    s.apply(Action(p, "play", a.cards))
    assert str(s.history[-1]) == str(a)


@pytest.mark.soak
@pytest.mark.parametrize("n", COUNTS)
def test_soak_random_deals(n):
    for seed in range(1000, 1400):
        play_deal(n, seed, heavy_every=3)
