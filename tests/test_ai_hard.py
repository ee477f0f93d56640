"""Hard in every game at two players and at 4+ players: legal choices, determinism for a
seed, the budget counted in iterations, and the no-cheating property (GEN-2) on re-dealt
worlds whose hidden cards provably differ from the real ones."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from cardtable import engine
from cardtable.ai import HardAgent, make_agent
from cardtable.ai.base import heuristic_module
from cardtable.ai.hard import by_table, steps_per_second
from cardtable.ai.rollouts import WORLD_COST

# Variants whose play differs enough to test apart; every other game plays its defaults.
VARIANTS = {"durak": [{"variant": "throw_in"}, {"variant": "transfer"}]}


def table_sizes(info) -> list[int]:
    """Two players (or the game's minimum) and a table of four or more (Donkey: 4 and 6,
    the sizes its targets name)."""
    small = max(2, info.min_players)
    big = max(4, small + 1)
    sizes = [small, big] + ([6] if info.id == "donkey" else [])
    return sorted({n for n in sizes if n <= info.max_players})


# (game, players, options): every game the engine lists, small and big tables.
CASES = [(info.id, n, dict(opts)) for info in engine.games() for opts in VARIANTS.get(info.id, [{}])
         for n in table_sizes(info)]
IDS = [f"{g}-{n}p-{o.get('variant', '')}".rstrip("-") for g, n, o in CASES]
STEPS = 400  # Hard's iterations (playout steps) per decision in these tests


def midgame(game_id: str, n: int, options: dict, seed: int, min_steps: int = 4):
    """A deal played by Normal for a seeded number of actions, stopped at a decision
    with at least two legal actions."""
    mod = heuristic_module(game_id)
    st = engine.new_game(game_id, n, seed=seed, options=options)
    rng = random.Random(seed)
    target = min_steps + rng.randrange(40)
    done = 0
    while True:
        p = st.to_act
        legal = st.legal_actions(p)
        if done >= target and len(legal) > 1:
            return st
        nxt = st.clone()
        nxt.apply(mod.choose(nxt.view(p), legal, rng, "normal"))
        if nxt.is_over:
            return st if len(legal) > 1 else None
        st = nxt
        done += 1


def hidden_hands(st, p: int) -> list[list[int]]:
    """Every other seat's hand, as that seat sees it (public API)."""
    return [sorted(st.view(q)["hand"]) for q in range(st.num_players) if q != p]


def same_view_other_cards(st, p: int, seed: int):
    """The same deal with the cards ``p`` cannot see re-dealt: (alt state, alt view).

    The view must be identical (its public history is copied over: a re-dealt world
    keeps the table's actions); the other hands must differ, or the check proves
    nothing — so this retries other shuffles and fails if none differs."""
    view = st.view(p)
    for k in range(20):
        alt = engine.determinize(view, random.Random(seed * 100 + k))
        alt.history = list(st.history)
        alt_view = replace(alt.view(p), history=view.history)
        assert alt_view == view
        assert alt.legal_actions(p) == st.legal_actions(p)
        if hidden_hands(alt, p) != hidden_hands(st, p):
            return alt, alt_view
    raise AssertionError("every re-deal reproduced the real hidden cards")


@pytest.mark.parametrize("game_id,n,options", CASES, ids=IDS)
def test_hard_choice_depends_only_on_the_view(game_id, n, options):
    """GEN-2: the real deal and a re-dealt one with the same view get the same choice for
    the same seed, and the re-dealt hidden cards are shown to differ every time."""
    checked = 0
    for seed in range(3):
        st = midgame(game_id, n, options, seed=700 + seed)
        if st is None:
            continue
        p = st.to_act
        alt, alt_view = same_view_other_cards(st, p, seed)
        assert hidden_hands(alt, p) != hidden_hands(st, p)
        a = HardAgent(game_id, iterations=STEPS).choose(st.view(p), st.legal_actions(p),
                                                         random.Random(seed), 1.0)
        b = HardAgent(game_id, iterations=STEPS).choose(alt_view, alt.legal_actions(p),
                                                         random.Random(seed), 1.0)
        assert a == b, (game_id, n, str(a), str(b))
        assert a in st.legal_actions(p)
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("game_id,n,options", CASES, ids=IDS)
def test_hard_is_deterministic_for_a_seed(game_id, n, options):
    st = midgame(game_id, n, options, seed=31)
    p = st.to_act
    view, legal = st.view(p), st.legal_actions(p)
    runs = []
    for _ in range(2):
        agent = make_agent("hard", game_id, deterministic=True)
        a = agent.choose(view, legal, random.Random(5), 0.02)
        runs.append((a, agent.last_stats["iterations"]))
    assert runs[0] == runs[1]
    assert runs[0][0] in legal


@pytest.mark.parametrize("game_id,n,options", CASES, ids=IDS)
def test_hard_plays_legal_actions_to_the_end(game_id, n, options):
    st = engine.new_game(game_id, n, seed=n + 11, options=options)
    hard = HardAgent(game_id, iterations=60)
    normal = make_agent("normal", game_id)
    rng = random.Random(n)
    for _ in range(5000):
        p = st.to_act
        if p is None:
            break
        legal = st.legal_actions(p)
        a = (hard if p % 2 == 0 else normal).choose(st.view(p), legal, rng, 0.01)
        assert a in legal
        st.apply(a)
    assert st.result is not None


@pytest.mark.parametrize("game_id,n,options", CASES[::3], ids=IDS[::3])
def test_hard_budget_is_an_iteration_count(game_id, n, options):
    """The budget buys ``budget × calibration`` iterations whatever the clock says: playouts
    start while fewer have been spent, so the count stops within one playout of it."""
    st = midgame(game_id, n, options, seed=17)
    p = st.to_act
    view, legal = st.view(p), st.legal_actions(p)
    agent = make_agent("hard", game_id, deterministic=True)
    world_cost = by_table(getattr(heuristic_module(game_id), "HARD_WORLD_COST", WORLD_COST), n)
    for budget in (0.01, 0.03):
        agent.choose(view, legal, random.Random(1), budget)
        s = agent.last_stats
        planned = agent.iteration_count(budget, n)
        assert planned == int(budget * steps_per_second(heuristic_module(game_id), n))
        assert s["planned"] == planned
        if s.get("exact") == 1:
            # solved exactly (durak_endgame): done early, never past the count
            assert 0 < s["iterations"] <= planned
            continue
        assert planned <= s["iterations"]
        # the last playout started below the count (or the last world was dealt below it),
        # the first world's too
        assert s["iterations"] - s["last_playout"] < planned + world_cost


EVERY_SIZE = [(info.id, n) for info in engine.games()
              for n in range(info.min_players, info.max_players + 1)]


@pytest.mark.parametrize("game_id,n", EVERY_SIZE, ids=[f"{g}-{n}p" for g, n in EVERY_SIZE])
def test_hard_chooses_legal_actions_at_every_table_size(game_id, n):
    """Hard in seat 0 (a small count of playout steps), Normal elsewhere, one whole deal:
    every choice is among the legal actions and the deal ends."""
    st = engine.new_game(game_id, n, seed=100 + n)
    hard = HardAgent(game_id, iterations=40)
    normal = make_agent("normal", game_id)
    rng = random.Random(n)
    searched = 0
    for _ in range(20000):
        p = st.to_act
        if p is None:
            break
        legal = st.legal_actions(p)
        a = (hard if p == 0 else normal).choose(st.view(p), legal, rng, 0.01)
        assert a in legal
        searched += p == 0 and len(legal) > 1
        st.apply(a)
    assert st.result is not None
    assert searched > 0


@pytest.mark.parametrize("search", ["tree", "rollouts"])
def test_time_guard_ends_a_search_at_its_budget(monkeypatch, search):
    """The UI's guard: on a machine slower than the calibration, the search stops once the
    budget has passed (a fake clock that advances 1 ms per reading), within one playout —
    Hard's tree (two-player durak's default) and the one-move rollouts alike.
    (Late in the deal, short playouts, but stock left: with none, or only the trump under it,
    the exact endgame search decides, well within.)"""
    st = next(s for seed in range(17, 60)
              if (s := midgame("durak", 2, {"variant": "throw_in"}, seed=seed)) is not None
              and 1 < s.view(s.to_act)["stock_size"] <= 4)
    p = st.to_act
    clock = [0.0]

    def fake():
        clock[0] += 0.001
        return clock[0]

    import cardtable.ai.rollouts as rollouts_mod
    monkeypatch.setattr(rollouts_mod.time, "perf_counter", fake)
    agent = make_agent("hard", "durak")
    assert agent.time_guard == 1.0
    if search == "rollouts":
        agent.tree_from = math.inf
    a = agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.05)
    s = agent.last_stats
    assert a in st.legal_actions(p)
    assert s["tree_iterations" if search == "tree" else "worlds"] >= 1
    assert s["iterations"] < s["planned"]
    # the first reading after the deadline stops it: at most one more playout per reading
    assert s["seconds"] <= 0.05 + 0.003


def test_cut_playouts_follow_the_table_size():
    """Pirate Party's ROLLOUT_STEPS = {2: 16, 10: 10}: playouts cut after 16 actions at two
    players and 10 at four, and scored by the evaluation; an entry ``None`` plays to the end."""
    from cardtable.ai.hard import by_table
    from cardtable.ai.rollouts import MAX_PLAYOUT
    assert by_table({2: None, 10: 10}, 2) is None
    assert by_table({2: None, 10: 10}, 4) == 10
    assert by_table({2: 5, 4: 7}, 12) == 7
    assert by_table(3, 9) == 3
    agent = HardAgent("pirate_party", iterations=200)
    for n, cut in ((2, 16), (4, 10)):
        st = midgame("pirate_party", n, {}, seed=40 + n)
        p = st.to_act
        agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.1)
        assert agent.search.playout_steps == cut
        assert agent.search.evaluate is not None
    whole = HardAgent("pirate_party", iterations=200)
    whole.cut = {2: None, 10: 10}
    st = midgame("pirate_party", 2, {}, seed=42)
    whole.choose(st.view(st.to_act), st.legal_actions(st.to_act), random.Random(1), 0.1)
    assert whole.search.playout_steps == MAX_PLAYOUT and whole.search.evaluate is None


def test_trust_z_follows_the_table_size():
    """Strong Witchcraft's HARD_TRUST_Z = {2: 1.0, 3: -inf}: at two players another move
    must beat Normal's by a standard error of the paired differences, at four by any
    margin; a number (Pirate Party's 1.5) holds at every table size."""
    import math
    sw = HardAgent("strong_witchcraft", iterations=200)
    for n, z in ((2, 1.0), (4, -math.inf)):
        st = midgame("strong_witchcraft", n, {}, seed=50 + n)
        p = st.to_act
        sw.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.1)
        assert sw.search.z == z
    pirate = HardAgent("pirate_party", iterations=200)
    st = midgame("pirate_party", 4, {}, seed=44)
    p = st.to_act
    pirate.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.1)
    assert pirate.search.z == 1.5
