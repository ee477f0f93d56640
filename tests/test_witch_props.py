"""Property tests over seeded random Witch durak deals (same checks as tests/test_durak_props.py):
conservation, termination, refusals, replay, views and determinization.  Longer: ``-m soak``."""

import json

import pytest
from test_durak_props import random_deal

from cardtable.engine import replay

ALL = "6 7 8 9 10 J Q K A"
COMBOS = [(n, {"enchanted_ranks": r}) for n in (2, 3, 4, 6) for r in ("6 7", "6 7 8 9 10", ALL)] + [
    (4, {"enchanted_ranks": ALL, "teams": "2x2"}), (6, {"enchanted_ranks": ALL, "teams": "3x3"}),
    (3, {"enchanted_ranks": "8 K Q", "italian": True}), (5, {"enchanted_ranks": "8"}),
]
IDS = [f"{n}-{o['enchanted_ranks'].replace(' ', '')}-{o.get('teams', '')}{'it' if 'italian' in o else ''}"
       for n, o in COMBOS]


@pytest.mark.parametrize("n,extra", COMBOS, ids=IDS)
def test_witch_random_deals_keep_invariants_and_end(n, extra):
    for seed in range(6 if extra.get("italian") else 15):
        random_deal(None, n, extra, seed, game="witch_durak")


@pytest.mark.parametrize("n,extra", COMBOS, ids=IDS)
def test_witch_refusals_views_records_determinize(n, extra):
    s = random_deal(None, n, extra, 4242, deep=True, game="witch_durak")
    r = replay(json.loads(json.dumps(s.to_record())))
    assert all(r.view(p) == s.view(p) for p in range(n))


@pytest.mark.soak
@pytest.mark.parametrize("n,extra", COMBOS, ids=IDS)
def test_witch_soak(n, extra):
    for seed in range(1500):
        random_deal(None, n, extra, 10**5 + seed, game="witch_durak")
    for seed in range(20):
        random_deal(None, n, extra, 10**6 + seed, deep=True, game="witch_durak")
