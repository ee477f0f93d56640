"""The chance node over the last stock cards (cardtable/ai/durak_stock.py).

(a) The compact position (durak_bits) draws a stock of several known cards as the engine does
(DUR-10: the attacker up to six, then the defender; DUR-16: one card at a time in simple
durak; DUR-2: the turned-up trump last), in lockstep along random lines.
(b) The worlds are every placement of the hidden stock cards among the unseen ones, no more:
the seat's view is the same in each, the true deal is one of them, a card the opponent is known
to hold is never in the stock.
(c) The search's score of a move is its mean brute-force minimax value over those worlds (the
engine's own legal actions, every reply): the move it plays, or the moves it leaves to the
tree, are exactly the moves of the best mean — in Durak (the compact path) and Witch durak
(the engine's).
(d) No peeking: two deals the seat cannot tell apart get the same answer; below its node floor
the search is not tried and costs nothing; Hard's tree chooses only among the moves it keeps.
"""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from test_durak_endgame import TooBig, brute_force
from test_durak_endgame_fast import deep_lines, walk_in_lockstep  # noqa: F401 (an autouse fixture)

from cardtable.ai import durak_bits as bits
from cardtable.ai import durak_stock
from cardtable.ai.durak_endgame import NODES_PER_STEP
from cardtable.ai.durak_stock import chance_search, chance_world, worlds
from cardtable.ai.hard import HardAgent
from cardtable.engine.durak.rig import position
from cardtable.engine.durak.tables import cards_of


def stock_deal(rng: random.Random, options: dict, most: int, hidden: int, game: str = "durak",
               known: int = 0):
    """A random two-player bout start, 1–``most`` cards a hand, ``hidden`` face-down cards on
    the turned-up trump; ``known``: that many of the second hand's cards were seen picked up."""
    cards = list(range(36))
    rng.shuffle(cards)
    trump = cards.pop()
    a, b = rng.randint(1, most), rng.randint(max(1, known), most)
    hands = [cards[:a], cards[a:a + b]]
    stock = cards[a + b:a + b + hidden]
    return position(2, hands, trump=trump, attacker=rng.randrange(2), stock=stock,
                    options=options, defended=rng.random() < 0.5, bout=3, game=game,
                    known={1: hands[1][:known]} if known else None)


VARIANTS = [{"variant": "throw_in"}, {"variant": "simple"}, {"variant": "transfer"},
            {"variant": "transfer", "transfer_by_showing_trump": True}]
VARIANT_IDS = ["throw_in", "simple", "transfer", "show_trump"]


@pytest.mark.parametrize("options", VARIANTS, ids=VARIANT_IDS)
def test_compact_position_draws_a_stock_of_known_cards_as_the_engine_does(options):
    """DUR-10/DUR-16/DUR-2 with one to three cards above the trump: the same hands after every
    draw, the same legal moves, the same end (walk_in_lockstep compares at every step)."""
    rng = random.Random(21)
    emptied = 0
    for i in range(60):
        st = stock_deal(rng, options, 6, 1 + i % 3)
        pos = bits.from_state(st)[1]
        stock = pos[5] >> bits.STOCK_SHIFT
        # top card first in the field's low bits, the trump last
        assert [(stock >> 6 * k & 63) - 1 for k in range(len(st.stock))] == st.stock[::-1]
        walk_in_lockstep(st, rng)
        emptied += not st.stock
    assert emptied >= 40


def test_worlds_are_every_placement_of_the_hidden_cards():
    """DUR-2: the turned-up trump is the stock's bottom card in every world; GEN-2: the worlds
    come from the seat's view alone — a card the opponent was seen to pick up stays his — and
    the seat's view of each is the real one."""
    rng = random.Random(5)
    checked = 0
    for i in range(24):
        hidden = 1 + i % 2
        st = stock_deal(rng, {"variant": "transfer"}, 5, hidden, known=i % 3)
        me = st.to_act
        view = st.view(me)
        assert chance_world(view)
        found = worlds(view)
        opp = 1 - me
        known = set(st.known[opp])
        pool = (set(cards_of(st.hm[opp])) - known) | set(st.stock[1:])
        assert len(found) == len(list(permutations(pool, hidden)))
        placements = set()
        for w in found:
            wv = w.view(me)
            for field in ("hand", "hand_sizes", "stock_size", "table", "discarded", "known",
                          "trump_card", "phase", "to_act", "attacker", "defender"):
                assert getattr(wv, field) == getattr(view, field), field
            assert w.stock[0] == st.stock[0] and not known & set(w.stock)
            placements.add((tuple(w.stock), w.hm[opp]))
        assert len(placements) == len(found)
        assert (tuple(st.stock), st.hm[opp]) in placements   # the true deal is one of them
        checked += 1
    assert checked == 24


def mean_values(view, legal) -> dict | None:
    """Each move's total brute-force value over the worlds (the test's own minimax); None
    past 20,000 positions in all."""
    me = view.player
    total = dict.fromkeys(legal, 0)
    budget = [20_000]
    try:
        for w in worlds(view):
            for a in legal:
                c = w.clone()
                c.apply(a)
                total[a] += brute_force(c, me, budget=budget)
    except TooBig:
        return None
    return total


@pytest.mark.parametrize("game,options", [("durak", {"variant": "throw_in"}),
                                          ("durak", {"variant": "transfer"}),
                                          ("durak", {"variant": "simple"}),
                                          ("witch_durak", {})],
                         ids=["throw_in", "transfer", "simple", "witch"])
def test_the_move_is_the_best_mean_brute_force_value(game, options, monkeypatch):
    monkeypatch.setattr(durak_stock, "MIN_NODES", 0)
    rng = random.Random(11)
    outcomes = set()
    judged = 0
    for i in range(32):
        st = stock_deal(rng, options, 3, 1 + (i % 4 == 0), game=game)
        me = st.to_act
        view, legal = st.view(me), st.legal_actions(me)
        total = mean_values(view, legal) if len(legal) > 1 else None
        if total is None:
            continue
        judged += 1
        best = max(total.values())
        top = [a for a in legal if total[a] == best]
        move, stats = chance_search(view, legal, legal[-1], 10**7)
        assert stats["exact"] == 2 and stats["worlds"] == len(worlds(view))
        assert stats["mean"] == best / stats["worlds"]
        if len(top) == 1:
            assert move == top[0] and "candidates" not in stats
            outcomes.add("alone")
        elif len(top) < len(legal):
            assert move is None and stats["candidates"] == top
            outcomes.add("narrowed")
        else:
            assert move is None and "candidates" not in stats
            outcomes.add("all equal")
    assert "alone" in outcomes and judged >= 6


def test_the_same_view_gets_the_same_answer(monkeypatch):
    """GEN-2: a deal whose hidden stock card and an opponent's card are swapped looks the same
    to the seat, and gets the same move, stats and worlds."""
    monkeypatch.setattr(durak_stock, "MIN_NODES", 0)
    rng = random.Random(3)
    for _ in range(8):
        st = stock_deal(rng, {"variant": "transfer"}, 4, 1)
        me = st.to_act
        opp = 1 - me
        other = st.clone()
        theirs = cards_of(st.hm[opp])[0]
        under = st.stock[1]
        other.stock = [st.stock[0], theirs]
        other.hm[opp] = st.hm[opp] ^ (1 << theirs) | (1 << under)
        a, b = st.view(me), other.view(me)
        legal = st.legal_actions(me)
        assert legal == other.legal_actions(me)
        assert chance_search(a, legal, legal[0], 200_000) == chance_search(b, legal, legal[0], 200_000)


def test_below_the_node_floor_nothing_is_tried():
    st = stock_deal(random.Random(4), {"variant": "transfer"}, 6, 1)
    view, legal = st.view(st.to_act), st.legal_actions(st.to_act)
    rate = NODES_PER_STEP["durak"]   # the compact path's positions a step
    steps = int(durak_stock.MIN_NODES / durak_stock.CHANCE_SHARE / rate) - 10
    assert chance_search(view, legal, legal[0], steps) == (None, {"exact": 0})


def test_hard_chooses_among_the_moves_the_search_keeps(monkeypatch):
    """Where several moves share the best mean, Hard's tree decides among those only, with the
    steps the search left (its own counted against the budget)."""
    monkeypatch.setattr(durak_stock, "MIN_NODES", 0)
    rng = random.Random(17)
    for _ in range(200):
        st = stock_deal(rng, {"variant": "transfer"}, 4, 1)
        me = st.to_act
        view, legal = st.view(me), st.legal_actions(me)
        _, stats = chance_search(view, legal, legal[0], 3000)
        if "candidates" in stats:
            break
    else:
        pytest.fail("no position where the search narrows the moves")
    hard = HardAgent("durak", iterations=3000)
    move = hard.choose(view, legal, random.Random(1), 1.0)
    assert move in stats["candidates"]
    got = hard.last_stats
    assert got["candidates"] == stats["candidates"] and got["tree_iterations"] > 0
    assert got["exact"] == 2
    assert got["planned"] == 3000 and got["iterations"] <= 3000 + 50
