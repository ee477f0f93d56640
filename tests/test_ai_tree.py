"""Hard's tree search (cardtable/ai/tree.py): information-set MCTS with Normal's move as the
prior and the rollouts' playouts as the leaf value.

Checked here: legal moves and no peeking in every game at a small and a large table (GEN-2: a
world re-dealt from the same view gets the same choice for the same seed), determinism for a
seed, the step budget counted, a deeper tree for more steps, the other seat's replies searched
(a two-player durak endgame that the one-move rollouts lose and the tree keeps, judged by the
exact solver), and Hard switching to the tree from the game's ``HARD_TREE_FROM`` think time."""

from __future__ import annotations

import itertools
import math
import random
import sys

import pytest
from test_ai_hard import CASES, IDS, hidden_hands, midgame, same_view_other_cards

from cardtable import arena
from cardtable.ai import HardAgent, heuristic_durak, make_agent, tree
from cardtable.ai.durak_endgame import Solver
from cardtable.ai.endgame_positions import exact_positions
from cardtable.ai.rollouts import MAX_PLAYOUT
from cardtable.ai.tree import TreeSearch

STEPS = 1500  # enough for a tree below the root in every game
# The 91st position of exact_positions(transfer, seed 100,003), hearts trump: the defender, to
# cover 10♣, holds 10♥ J♥ K♥ A♣; the attacker two jacks and A♥.  The solver's values: K♥ wins
# (+1), 10♥ and J♥ draw, A♣ and "take" lose; the rollouts cover with A♣.
POSITION = 90


def tree_agent(game_id: str, steps: int = STEPS) -> HardAgent:
    return HardAgent(game_id, iterations=steps, tree_from=0.0)


@pytest.mark.parametrize("game_id,n,options", CASES, ids=IDS)
def test_tree_choice_depends_only_on_the_view(game_id, n, options):
    """GEN-2 for the tree: the real deal and a re-dealt one with the same view (the hidden
    cards shown to differ) get the same move for the same seed, and the tree was grown."""
    checked = 0
    grown = 0
    for seed in range(3):
        st = midgame(game_id, n, options, seed=740 + seed)
        if st is None:
            continue
        p = st.to_act
        try:
            alt, alt_view = same_view_other_cards(st, p, seed)
        except AssertionError:
            continue  # nothing hidden to re-deal
        assert hidden_hands(alt, p) != hidden_hands(st, p)
        agent = tree_agent(game_id)
        a = agent.choose(st.view(p), st.legal_actions(p), random.Random(seed), 1.0)
        stats = dict(agent.last_stats)
        b = tree_agent(game_id).choose(alt_view, alt.legal_actions(p), random.Random(seed), 1.0)
        assert a == b, (game_id, n, str(a), str(b))
        assert a in st.legal_actions(p)
        grown += stats.get("tree_iterations", 0) > 0
        checked += 1
    assert checked >= 2
    assert grown >= 1


def test_tree_is_deterministic_counts_its_steps_and_grows_deeper_with_more():
    st = midgame("durak", 2, {"variant": "transfer"}, seed=8)   # 12 cards in the stock, 6 moves
    assert st.view(st.to_act).stock_size == 12 and len(st.legal_actions(st.to_act)) == 6
    p = st.to_act
    view, legal = st.view(p), st.legal_actions(p)
    depth = {}
    for steps in (2_000, 16_000):
        agent = tree_agent("durak", steps)
        first = agent.choose(view, legal, random.Random(3), 1.0)
        stats = dict(agent.last_stats)
        assert agent.choose(view, legal, random.Random(3), 1.0) == first
        assert agent.last_stats["tree_iterations"] == stats["tree_iterations"]
        assert agent.last_stats["iterations"] == stats["iterations"]
        # the count is passed by at most the one iteration that crossed it; only a decided
        # search (the leader out of reach) leaves steps unspent
        assert stats["iterations"] < steps + 2 * MAX_PLAYOUT
        assert stats["settled"] or stats["iterations"] >= steps
        depth[steps] = stats["mean_depth"]
        assert stats["max_depth"] >= 2
    assert depth[16_000] > depth[2_000]


def test_tree_searches_the_replies_where_the_rollouts_assume_normal():
    """A two-player transfer durak endgame (nothing hidden) with the solver switched off:
    the one-move rollouts, in which the opponent always answers as Normal, choose a move that
    gives away the game-theoretic value; the tree, whose opponent nodes try his replies, keeps
    it (the values are the exact solver's)."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    s = next(itertools.islice(exact_positions("durak", 2, {"variant": "transfer"}, 100_003, 6),
                              POSITION, None))
    me = s.to_act
    legal = s.legal_actions(me)
    after = {}
    for a in legal:
        c = s.clone()
        c.apply(a)
        after[a] = Solver(me).value(c)
    best = max(after.values())
    rollouts = HardAgent("durak", iterations=4_000, tree_from=math.inf)
    tree = tree_agent("durak", 4_000)
    rollouts.exact = tree.exact = None          # the search alone decides
    r = rollouts.choose(s.view(me), legal, random.Random(1), 1.0)
    t = tree.choose(s.view(me), legal, random.Random(1), 1.0)
    assert after[r] < best
    assert after[t] == best


def test_hard_uses_the_tree_from_the_games_think_time(monkeypatch):
    st = midgame("durak", 2, {"variant": "transfer"}, seed=8)
    p = st.to_act
    agent = HardAgent("durak", steps_per_second=4_000, tree_from=0.5)
    agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.25)
    assert "tree_iterations" not in agent.last_stats and agent.last_stats["worlds"] >= 1
    agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.5)
    assert agent.last_stats["tree_iterations"] >= 1


def test_the_tree_counts_its_steps_by_its_own_calibration():
    """Two-player durak's tree plays ``HARD_TREE_STEPS_PER_SECOND`` (24,000) steps a second of
    budget where the rollouts would play ``HARD_STEPS_PER_SECOND`` (16,000): 480 steps for
    0.02 s, not 320; an agent whose caller fixed the rate or the count keeps it."""
    assert heuristic_durak.HARD_TREE_STEPS_PER_SECOND[2] == 24_000
    st = midgame("durak", 2, {"variant": "transfer"}, seed=8)   # 12 cards in the stock
    p = st.to_act
    agent = make_agent("hard", "durak", deterministic=True)
    assert agent.tree_scale(2) == 1.5
    assert agent.tree_scale(4) == 1.0      # three and more players: the rollouts' calibration
    agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.02)
    stats = agent.last_stats
    assert stats["planned"] == 320 and stats["tree_planned"] == 480
    assert stats["settled"] or stats["iterations"] >= 480
    assert stats["iterations"] < 480 + 2 * MAX_PLAYOUT
    fixed = HardAgent("durak", steps_per_second=16_000)
    fixed.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.02)
    assert fixed.last_stats["tree_planned"] == 320


def test_too_few_iterations_keep_normals_move():
    st = midgame("durak", 2, {"variant": "transfer"}, seed=8)
    p = st.to_act
    legal = st.legal_actions(p)
    agent = tree_agent("durak", 20)
    normal = agent.fallback.choose(st.view(p), legal, random.Random(0), 1.0)
    search = TreeSearch(agent.search)
    move, stats = search.run(st.view(p), legal, normal, random.Random(0), 20)
    assert stats["tree_iterations"] < 2 * len(legal)
    assert move == normal


def test_arena_seats_the_tree():
    summary = arena.run("durak", 2, ["hardtree@0.01", "normal"], 2, 1, {"variant": "transfer"}, 0.01,
                        workers=1, duplicate_report=True)
    assert summary["levels"]["hardtree@0.01"]["deals"] == 2
    assert summary["levels"]["hardtree@0.01"]["searches"] >= 1


def test_a_clear_decision_stops_early_with_the_move_the_whole_budget_plays(monkeypatch):
    """Time where it matters: the thrower's "throw Q♣ or done" at seed 11 is decided after
    about half the budget (the leader has more visits than the budget has iterations left),
    and the whole budget, the stop switched off, plays the same move."""
    st = midgame("durak", 2, {"variant": "transfer"}, seed=11)
    p = st.to_act
    view, legal = st.view(p), st.legal_actions(p)
    agent = tree_agent("durak", 16_000)
    agent.exact = None
    move = agent.choose(view, legal, random.Random(3), 1.0)
    assert agent.last_stats["settled"]
    assert agent.last_stats["iterations"] < 16_000 * 0.6
    monkeypatch.setattr(tree, "_decided", lambda root, left: False)
    assert agent.choose(view, legal, random.Random(3), 1.0) == move
    assert not agent.last_stats["settled"] and agent.last_stats["iterations"] >= 16_000


@pytest.mark.parametrize("game_id,options", [("durak", {"variant": "transfer"}), ("witch_durak", {})])
def test_durak_hard_uses_the_tree_at_two_players_and_the_rollouts_at_four(game_id, options):
    for n, tree_used in ((2, True), (4, False)):
        st = midgame(game_id, n, options, seed=8)
        p = st.to_act
        agent = HardAgent(game_id, iterations=400)
        agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 1.0)
        assert ("tree_iterations" in agent.last_stats) is tree_used, n
        assert ("worlds" in agent.last_stats) is not tree_used, n
