"""The exact durak endgame solver (cardtable/ai/durak_endgame.py) and Hard's use of it.

Once the stock is gone (DUR-10) and two players are left (DUR-11), a card counter knows both
hands; the solver's value must then be the brute-force minimax value over the engine's own
legal actions (checked ``apply``: win +1 / draw 0 / fool -1 for the seat, a repeated position
scored a draw as the solver does), in every variant: throw-in (DUR-5, DUR-7), transfer
(DUR-12, DUR-13), showing a trump (DUR-15), simple (DUR-16), Witch durak (WIT-*), and a
three-player deal down to two players.  Italian durak (DUR-9: a taker picks up the discard
pile) is left to the rollouts.
"""

from __future__ import annotations

import itertools
import random
import sys
from dataclasses import replace

import pytest

from cardtable import engine
from cardtable.ai import HardAgent
from cardtable.ai.durak_endgame import (
    DRAW,
    EXACT_SHARE,
    LOSS,
    NODES_PER_STEP,
    WIN,
    NotExact,
    OutOfNodes,
    Solver,
    exact_search,
    exact_world,
    position_key,
    solve,
    world_of,
)
from cardtable.ai.endgame_positions import exact_positions
from cardtable.ai.heuristic_durak import choose as normal_choose
from cardtable.engine import History

CASES = [
    ("durak", 2, {"variant": "throw_in"}),
    ("durak", 2, {"variant": "transfer"}),
    ("durak", 2, {"variant": "simple"}),
    ("durak", 2, {"variant": "transfer", "transfer_by_showing_trump": True}),
    ("witch_durak", 2, {"enchanted_ranks": ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]}),
    ("witch_durak", 2, {}),
    ("durak", 3, {"variant": "transfer"}),
]
IDS = ["throw_in", "transfer", "simple", "show_trump", "witch-all", "witch-6-7",
       "transfer-3p"]


class TooBig(Exception):
    """The brute force would take too long for a test."""


def brute_force(s, me: int, path: frozenset = frozenset(), budget: list | None = None) -> int:
    """Plain minimax over every legal action, applied with the engine's checks; no table, no
    pruning, no move left out.  ``budget``: a one-item list of positions still allowed
    (:class:`TooBig` past it)."""
    p = s.to_act
    if p is None:
        losers = s.result.losers
        return DRAW if not losers else (LOSS if me in losers else WIN)
    if budget is not None:
        budget[0] -= 1
        if budget[0] < 0:
            raise TooBig
    key = position_key(s)
    if key in path:
        return DRAW
    path = path | {key}
    values = []
    for a in s.legal_actions(p):
        c = s.clone()
        c.apply(a)
        values.append(brute_force(c, me, path, budget))
    return max(values) if p == me else min(values)


def small_enough(s, me: int) -> int | None:
    """The brute-force value, or None when it needs more than 20,000 positions."""
    try:
        return brute_force(s, me, budget=[20_000])
    except TooBig:
        return None


@pytest.fixture(autouse=True)
def deep_lines():
    """Transfers and takes (and Italian durak's discard pile) make lines hundreds of moves
    long; the brute force recurses once a move."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20_000))
    yield
    sys.setrecursionlimit(limit)


def view_legal(s) -> list:
    return s.legal_actions(s.to_act)


def positions(game_id: str, players: int, options: dict, count: int, max_hand: int, seed: int = 1,
              max_stock: int = 0):
    return list(itertools.islice(exact_positions(game_id, players, options, seed, max_hand,
                                                 max_stock=max_stock), count))


@pytest.mark.parametrize("game_id,players,options", CASES, ids=IDS)
def test_solver_value_is_the_brute_force_minimax_value(game_id, players, options):
    """DUR-11's result under best play by both players: the solver's value is the
    brute-force value, and its move keeps that value."""
    compared = matters = 0
    # DUR-15's shows multiply the lines: smaller hands there
    small = 2 if options.get("transfer_by_showing_trump") else 3
    for s in positions(game_id, players, options, 12, max_hand=small, max_stock=1):
        view = s.view(s.to_act)
        me = view["player"]
        truth = small_enough(s, me)
        if truth is None:
            continue
        value, move = solve(view)
        assert value == truth, (str(s), view["hand"])
        after = s.clone()
        after.apply(move)
        assert brute_force(after, me) == value, (str(s), str(move))
        compared += 1
        for a in view_legal(s):
            other = s.clone()
            other.apply(a)
            if small_enough(other, me) not in (value, None):
                matters += 1  # another move gives the value away: the choice was not free
                break
    assert compared >= 8
    assert matters >= 1


def test_solver_move_keeps_the_value_in_bigger_positions():
    """Up to five cards a hand (DUR-7's limits and transfers fully in play): the value of the
    position equals the value after the solver's move, both by the solver alone."""
    for options in ({"variant": "throw_in"}, {"variant": "transfer"}):
        for s in positions("durak", 2, options, 6, max_hand=5, seed=40):
            view = s.view(s.to_act)
            value, move = solve(view)
            after = s.clone()
            after.apply(move)
            if after.to_act is None:
                continue
            # the other seat's value of the position after the move is the negation
            other = after.to_act
            if other == view["player"]:
                assert solve(after.view(other))[0] == value
            else:
                assert solve(after.view(other))[0] == -value


@pytest.mark.parametrize("options", [{"variant": "throw_in"}, {"variant": "transfer"}],
                         ids=["throw_in", "transfer"])
def test_hard_keeps_the_game_theoretic_value(options):
    """Hard's move in empty-stock positions keeps the brute-force value; Normal's gives it
    away in some of the same positions (so the positions test something)."""
    hard = HardAgent("durak", iterations=20_000)
    normal_lost = 0
    for s in positions("durak", 2, options, 24, max_hand=3, seed=7, max_stock=1):
        p = s.to_act
        view, legal = s.view(p), s.legal_actions(p)
        value = small_enough(s, p)
        if value is None:
            continue
        move = hard.choose(view, legal, random.Random(3), 1.0)
        assert hard.last_stats.get("exact") == 1
        after = s.clone()
        after.apply(move)
        assert brute_force(after, p) == value, (str(s), str(move))
        n_move = normal_choose(view, legal, random.Random(3), "normal")
        after = s.clone()
        after.apply(n_move)
        normal_lost += brute_force(after, p) != value
    assert normal_lost >= 1


def test_solver_is_deterministic_and_counts_its_nodes():
    """The same view gives the same value, move and step count; a budget too small for
    the search hands the decision to the rollouts, its steps counted and never exceeded."""
    s = positions("durak", 2, {"variant": "transfer"}, 1, max_hand=6, min_hand=5, seed=3)[0] \
        if False else next(exact_positions("durak", 2, {"variant": "transfer"}, 3, 6, 5))
    view, legal = s.view(s.to_act), s.legal_actions(s.to_act)
    normal = normal_choose(view, legal, random.Random(0), "normal")
    first = exact_search(view, legal, normal, None, 1_000_000)
    again = exact_search(view, legal, normal, None, 1_000_000)
    assert first == again and first[0] is not None and first[1]["exact"] == 1
    nodes = first[1]["nodes"]
    assert nodes > 5
    move, stats = exact_search(view, legal, normal, None, 5)
    assert move is None and stats["exact"] == -1 and stats["iterations"] <= 5
    with pytest.raises(OutOfNodes):
        solve(view, node_limit=nodes // 2)


@pytest.mark.parametrize("game, options, hand", [("durak", {"variant": "transfer"}, 6),
                                                 ("witch_durak", {}, 4)],
                         ids=["durak", "witch_durak"])
def test_a_step_of_the_budget_buys_the_game_s_share_of_positions(game, options, hand):
    """Hard's exact search may visit ``NODES_PER_STEP`` positions for each step of the 90% of
    its budget it may take (a position costs less CPU than a playout step): a search of N
    positions fits a budget of about N / rate steps, is counted as that many steps, and one
    position fewer than it needs is not enough."""
    s = next(exact_positions(game, 2, options, 3, hand, hand - 1))
    view, legal = s.view(s.to_act), s.legal_actions(s.to_act)
    normal = normal_choose(view, legal, random.Random(0), "normal")
    nodes = exact_search(view, legal, normal, None, 1_000_000)[1]["nodes"]
    rate = NODES_PER_STEP[game]
    assert rate > 1 and nodes > 20
    steps = next(k for k in range(1, nodes + 1) if int(int(k * EXACT_SHARE) * rate) >= nodes)
    assert int(steps * EXACT_SHARE) < nodes    # a position a step would not have been enough
    move, stats = exact_search(view, legal, normal, None, steps)
    assert move is not None and stats["exact"] == 1 and stats["nodes"] == nodes
    assert stats["iterations"] == min(int(steps * EXACT_SHARE), -(-nodes // rate))
    move, stats = exact_search(view, legal, normal, None, steps - 1)
    assert move is None and stats["exact"] == -1
    assert stats["iterations"] == int((steps - 1) * EXACT_SHARE)


def last_card_positions(deals: int) -> list:
    """Decisions with a choice while only the turned-up trump is left in the stock, from
    Normal-played two-player deals."""
    out = []
    for seed in range(deals):
        s = engine.new_game("durak", 2, seed=seed)
        rng = random.Random(seed)
        while s.to_act is not None:
            p = s.to_act
            legal = s.legal_actions(p)
            view = s.view(p)
            if view["stock_size"] == 1 and len(legal) > 1:
                assert exact_world(view)
                out.append(s.clone())
            s.apply(normal_choose(view, legal, rng, "normal"))
    return out


def test_the_last_stock_card_is_the_trump_everyone_saw():
    """DUR-2/DUR-10: with one card left in the stock it is the turned-up trump, so nothing is
    hidden yet: the world rebuilt from the view alone is the real deal (both hands, the
    stock), and the solver plays it (its value checked like any other where it fits)."""
    found = 0
    for s in last_card_positions(150):   # rare: a draw usually empties the stock
        view = s.view(s.to_act)
        world = world_of(view)
        assert world.hands == s.hands and world.stock == s.stock == [s.trump_card]
        try:
            value, move = solve(view, node_limit=50_000)
        except OutOfNodes:
            continue
        assert move in s.legal_actions(s.to_act)
        after = s.clone()
        after.apply(move)
        assert Solver(view["player"]).value(after) == value
        found += 1
    assert found >= 3


def test_a_hidden_card_means_no_exact_search():
    """GEN-2: with stock left, or a third player holding cards, the view hides cards and the
    solver refuses to guess them."""
    s = engine.new_game("durak", 2, seed=5, options={"variant": "transfer"})
    view, legal = s.view(s.to_act), s.legal_actions(s.to_act)
    assert not exact_world(view)
    with pytest.raises(NotExact):
        solve(view)
    assert exact_search(view, legal, legal[0], None, 10_000) == (None, {"exact": 0})
    italian = next(exact_positions("durak", 2, {"variant": "throw_in"}, 1))
    italian.options = dict(italian.options, italian=True)
    assert not exact_world(italian.view(italian.to_act))
    s = engine.new_game("durak", 3, seed=5)
    while s.to_act is not None and (s.view(0)["stock_size"] or len(s.view(0)["active"]) < 3):
        s.apply(s.legal_actions()[0])
    if s.to_act is not None:
        assert not exact_world(s.view(s.to_act))


def test_same_view_same_move_however_it_was_reached():
    """No peeking: the solver reads the view and nothing else — a copy of the view with the
    history and the order of the known cards changed gives the same answer."""
    for s in positions("witch_durak", 2, {}, 4, max_hand=5, seed=11):
        view = s.view(s.to_act)
        other = replace(view, history=History.of_texts(()), known=[sorted(k, reverse=True) for k in view.known])
        assert solve(view) == solve(other)


def test_endgame_bench_judges_every_position_it_samples():
    """``python -m cardtable.ai.durak_endgame_bench``: every sampled position is judged (or counted as
    too big), Hard's and Normal's moves are scored against the exact value."""
    from cardtable.ai import durak_endgame_bench as endgame_bench

    r = endgame_bench.run(positions=6, budget=0.05, max_hand=5, seed=2, judge_nodes=500_000)
    assert set(r["variants"]) == {"throw_in", "transfer"}
    for row in r["variants"].values():
        assert row["judged"] + row["too_big"] == 3
        assert row["hard_keeps"] <= row["judged"] and row["normal_keeps"] <= row["judged"]
        assert row["hard_keeps_where_it_matters"] <= row["matters"] <= row["judged"]
    assert "p95" in r["hard_cpu_ms"]
    assert endgame_bench.main(["--positions", "0"]) == 2
