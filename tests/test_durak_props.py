"""Property tests over seeded random Durak deals: conservation, termination, legality, refusals,
records, views (GEN-1, GEN-2, GEN-3) and determinization.  Longer runs: ``pytest -m soak``."""

import json
import random

import pytest

from cardtable.engine import IllegalAction, determinize, new_game, replay
from cardtable.engine.durak import DurakAction
from cardtable.engine.durak.cards import card_str

COMBOS = [(v, n, {}) for v in ("throw_in", "transfer", "simple") for n in range(2, 7)] + [
    ("transfer", 4, {"teams": "2x2"}), ("throw_in", 6, {"teams": "3x3"}),
    ("transfer", 6, {"teams": "3x3", "transfer_by_showing_trump": True}),
    ("throw_in", 3, {"italian": True}), ("transfer", 3, {"no_transfer_first_bout": True,
                                                         "transfer_by_showing_trump": True}),
]
IDS = [f"{v}-{n}-{'-'.join(o) or 'plain'}" for v, n, o in COMBOS]


def cards_in_play(s):
    cs = [c for h in s.hands for c in h] + s.stock + s.discard + s.att
    return cs + [c for c in s.cov if c is not None]


def check_invariants(s):
    cs = cards_in_play(s)
    assert sorted(cs) == list(range(36))
    for p in range(s.num_players):
        assert set(s.known[p]) <= set(s.hands[p])
    if s.is_over:
        assert s.result is not None and all(not s.legal_actions(p) for p in range(s.num_players))
        return
    who = s.to_act
    assert s.legal_actions(who), (s.phase, who)
    assert not s.out[who]
    for p in range(s.num_players):
        if p != who:
            assert s.legal_actions(p) == []
    assert s.cov.count(None) <= len(s.hands[s.defender])
    assert len(s.att) <= s.bout_limit


def check_result(s):
    r = s.result
    n = s.num_players
    assert sorted(r.order) == list(range(n))
    assert r.draw == (not r.losers)
    if s.teams_on:
        if not r.draw:
            assert sorted(r.winners + r.losers) == list(range(n))
    else:
        assert len(r.losers) <= 1 and (r.draw or r.order[-1] == r.losers[0])


def pick(s, rng):
    """A random legal action; "take" is avoided 3 times in 4 when something else is legal (random
    takers make Italian deals, which hand the discard pile back, very long)."""
    acts = s.legal_actions()
    if len(acts) > 1 and acts[-1].kind == "take" and rng.random() < 0.75:
        acts = acts[:-1]
    return rng.choice(acts)


def random_deal(variant, n, extra, seed, deep=False, game="durak"):
    opts = dict(extra, variant=variant) if game == "durak" else dict(extra)
    s = new_game(game, n, seed=seed, options=opts)
    rng = random.Random(seed * 7919 + n)
    steps = 0
    while not s.is_over:
        check_invariants(s)
        if deep and steps < 250:
            check_refusals(s, rng)
            check_view(s)
            if steps % 9 == 0:
                check_determinize(s, rng)
        s.apply(pick(s, rng))
        steps += 1
        assert steps < 3000
    check_invariants(s)
    check_result(s)
    return s


def check_refusals(s, rng):
    before = [s.view(p) for p in range(s.num_players)]
    who = s.to_act
    act = rng.choice(s.legal_actions())
    others = [p for p in range(s.num_players) if p != who]
    hand = set(s.hands[who])
    missing = [c for c in range(36) if c not in hand]
    bad = [
        DurakAction(rng.choice(others), act.kind, act.cards, act.arg),
        DurakAction(who, act.kind, (rng.choice(missing),), act.arg) if act.cards else
        DurakAction(who, "throw", (rng.choice(missing),)),
        DurakAction(who, "fly"),
        f"{who}:cover {card_str(rng.choice(missing))}",
        "garbage", "", f"{s.num_players}:take", "-1:done", f"{who}:attack", f"{who}:cover 6♠/",
        DurakAction(who, "cover", (rng.choice(missing),), 999), 42, None,
    ]
    for b in bad:
        with pytest.raises(IllegalAction) as e:
            s.apply(b)
        assert ":" in str(e.value) and e.value.rule
    assert [s.view(p) for p in range(s.num_players)] == before


def check_view(s):
    for p in range(s.num_players):
        v = s.view(p)
        json.dumps(v.to_dict())
        hidden = set()
        for q in range(s.num_players):
            if q != p:
                hidden.update(c for c in s.hands[q] if c not in s.known[q])
        hidden.update(s.stock[1:] if s.num_players < 6 else s.stock)
        shown = [c for row in v["table"] for c in row if c is not None] + v["discarded"]
        shown += [c for k in v["known"] for c in k] + [v["trump_card"]]
        assert not hidden & set(shown)
        words = {w for t in v["history"] for part in t.split() for w in part.split("/")}
        assert not [c for c in hidden if card_str(c) in words]
        assert v["hand"] == s.hands[p]


def check_determinize(s, rng):
    p = s.to_act if rng.random() < 0.5 else rng.randrange(s.num_players)
    v = s.view(p)
    seed = rng.randrange(10**6)
    d = determinize(v, random.Random(seed))
    d2 = determinize(v, random.Random(seed))
    assert d.hands == d2.hands and d.stock == d2.stock
    dv = d.view(p)
    for k in ("hand", "hand_sizes", "stock_size", "table", "known", "discarded", "to_act", "phase",
              "attacker", "defender", "trump_card", "bout_limit", "active", "finished"):
        assert dv[k] == v[k], k
    assert sorted(cards_in_play(d)) == list(range(36))
    if d.stock and d.num_players < 6:
        assert d.stock[0] == d.trump_card
    if p == s.to_act:
        assert [str(a) for a in d.legal_actions()] == [str(a) for a in s.legal_actions()]
    assert type(d) is type(s)
    r = random.Random(seed)
    steps = 0
    while not d.is_over and steps < 60:
        d.apply(pick(d, r))
        steps += 1
        check_invariants(d)


@pytest.mark.parametrize("variant,n,extra", COMBOS, ids=IDS)
def test_random_deals_keep_invariants_and_end(variant, n, extra):
    for seed in range(15 if extra.get("italian") else 60):
        random_deal(variant, n, extra, seed)


@pytest.mark.parametrize("variant,n,extra", COMBOS, ids=IDS)
def test_refusals_views_records_determinize(variant, n, extra):
    for seed in range(1):
        s = random_deal(variant, n, extra, 1000 + seed, deep=True)
        rec = json.loads(json.dumps(s.to_record()))
        r = replay(rec)
        assert all(r.view(p) == s.view(p) for p in range(n))
        assert r.result.to_dict() == s.result.to_dict()


def test_clone_is_independent():
    s = new_game("durak", 4, seed=3, options={"variant": "transfer"})
    rng = random.Random(3)
    for _ in range(15):
        s.apply(rng.choice(s.legal_actions()))
    views = [s.view(p) for p in range(4)]
    c = s.clone()
    while not c.is_over:
        c.apply(rng.choice(c.legal_actions()))
    assert [s.view(p) for p in range(4)] == views


def test_same_seed_same_deal_gen1():
    a = new_game("durak", 5, seed=77)
    b = new_game("durak", 5, seed=77)
    assert a.hands == b.hands and a.stock == b.stock and a.dealer == b.dealer
    assert new_game("durak", 5, seed=78).hands != a.hands


@pytest.mark.soak
@pytest.mark.parametrize("variant,n,extra", COMBOS, ids=IDS)
def test_soak_random_deals(variant, n, extra):
    for seed in range(2000):
        random_deal(variant, n, extra, 10**5 + seed)
    for seed in range(30):
        random_deal(variant, n, extra, 10**6 + seed, deep=True)
