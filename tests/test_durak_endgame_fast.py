"""The exact solver's fast path (cardtable/ai/durak_bits.py, durak_endgame_fast.py) against the
engine, the one readable rules core.

(a) Lockstep: from random exact two-player positions of every supported variant and option
(throw-in, transfer, simple; showing a trump, DUR-15; no transfer in the first bout, DUR-14;
the turned-up trump still in the stock, DUR-2/DUR-10; a three-player deal down to two), random
lines are played to the end of the deal in the engine and in the compact position side by
side: at every position the compact legal moves, named as engine actions, are exactly the
engine's legal actions, the same seat is to act, the compact position is the one rebuilt
from the engine state, and the deal ends with the same fool or draw (DUR-11).
(b) The fast solver's value is the engine solver's and the brute-force minimax value of
tests/test_durak_endgame.py; its move keeps it; and exact_search takes the fast path where it
applies (the budget counted there as before: test_durak_endgame.py's budget tests).
"""

from __future__ import annotations

import itertools
import random
import sys

import pytest
from test_durak_endgame import brute_force, small_enough

from cardtable.ai import durak_bits as bits
from cardtable.ai.durak_endgame import Solver, exact_search, solve, world_of
from cardtable.ai.durak_endgame_fast import FastSolver, fast_world
from cardtable.ai.endgame_positions import exact_positions
from cardtable.ai.heuristic_durak import choose as normal_choose
from cardtable.engine.durak.rig import position
from cardtable.engine.durak.rules import BOUT_LIMIT

CASES = [
    (2, {"variant": "throw_in"}),
    (2, {"variant": "transfer"}),
    (2, {"variant": "simple"}),
    (2, {"variant": "transfer", "transfer_by_showing_trump": True}),
    (2, {"variant": "transfer", "transfer_by_showing_trump": True, "no_transfer_first_bout": True}),
    (3, {"variant": "transfer"}),
    (3, {"variant": "throw_in"}),
]
IDS = ["throw_in", "transfer", "simple", "show_trump", "show_trump-no_first", "transfer-3p",
       "throw_in-3p"]


@pytest.fixture(autouse=True)
def deep_lines():
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20_000))
    yield
    sys.setrecursionlimit(limit)


def _names(actions) -> list[str]:
    return sorted(map(str, actions))


def walk_in_lockstep(s, rng: random.Random, full: list | None = None) -> int:
    """One random line from engine state ``s`` to the end of the deal, the compact position
    played beside it; the number of moves compared.  ``full``: gets an item for each position
    at DUR-7's limit (5 attack cards before a first defence, 6 after): whether it was 6."""
    rules, pos = bits.from_state(s)
    moves = 0
    while s.to_act is not None:
        if full is not None and len(s.att) == BOUT_LIMIT[s.defended_once]:
            full.append(s.defended_once)
        assert bits.mover(pos) >= 0 and rules.seats[bits.mover(pos)] == s.to_act, (str(s), pos)
        if not any(s.out[p] for p in rules.seats):  # (a seat out mid-bout: nothing to rebuild)
            plain = pos if pos[2] != bits.COVERED else (*pos[:2], bits.DEFEND, *pos[3:])
            assert bits.from_state(s)[1] == plain, (str(s), pos)
        legal = s.legal_actions(s.to_act)
        fast = bits.legal(rules, pos)
        named = [bits.to_action(rules, pos, m) for m in fast]
        assert len(set(named)) == len(named) and _names(named) == _names(legal), (str(s), pos)
        cut = bits.moves(rules, pos, True)   # what the search tries: legal less the cuts
        if pos[2] in (bits.DEFEND, bits.COVERED):
            target = bits.cover_target(rules, pos[1], pos[3])
            assert pos[3] >> target & 1            # an uncovered attack card
            kept = [m for m in fast if (m[2] == target if m[0] == bits.COVER_KIND
                                        else m[0] != bits.TAKE_KIND or pos[2] == bits.DEFEND)]
            assert sorted(cut) == sorted(kept), (str(s), pos)
        elif pos[2] == bits.ATTACK_PHASE and not rules.simple:
            # a lead of several cards is a lead and throw-ins of the rest (DUR-8.1)
            assert cut == [m for m in fast if m[1].bit_count() == 1]
        else:
            assert cut == fast
        # mostly a card played (a throw-in, a cover) rather than a pass: full bouts reach
        # DUR-7's limits
        plays = [i for i, m in enumerate(fast) if m[1]]
        k = rng.choice(plays) if plays and rng.random() < 0.8 else rng.randrange(len(fast))
        s.apply(named[k])             # checked: the engine refuses an illegal action
        pos = bits.play(rules, pos, fast[k])
        moves += 1
    assert pos[2] == bits.OVER and bits.mover(pos) == -1
    losers = s.result.losers
    if not losers:
        assert pos[5] == bits.DRAW_END
    else:
        assert losers == [rules.seats[pos[5] - 1]]
    return moves


@pytest.mark.parametrize("players,options", CASES, ids=IDS)
def test_compact_moves_are_the_engine_s_at_every_step(players, options):
    """DUR-5 … DUR-16 in the compact position: the same legal moves, the same seat to act
    and the same end of the deal as the engine's, along random lines from random exact
    positions (some with the turned-up trump still to draw)."""
    compared = 0
    starts = itertools.islice(exact_positions("durak", players, options, 5, 8, max_stock=1), 40)
    for i, s in enumerate(starts):
        if not bits.supported(s):
            # a third player led his last cards: the bout is his (the engine path plays it)
            assert players > 2 and s.out[s.attacker]
            continue
        rng = random.Random(i)
        for _ in range(3):
            compared += walk_in_lockstep(s.clone(), rng)
    assert compared > 300


def rigged_deal(rng: random.Random, options: dict, most: int, last_card: bool):
    """A random two-player bout start, 1–``most`` cards a hand, before or after a first
    defence (DUR-7's limit 5 or 6), in the first bout or a later one (DUR-14); ``last_card``:
    only the turned-up trump left in the stock (DUR-2), else none."""
    cards = list(range(36))
    rng.shuffle(cards)
    trump = cards.pop()
    a, b = rng.randint(1, most), rng.randint(1, most)
    st = position(2, [cards[:a], cards[a:a + b]], trump=trump, attacker=rng.randrange(2),
                  options=options, defended=rng.random() < 0.5, bout=rng.choice((0, 3)))
    if last_card:
        st.stock = [trump]
        st.discard.remove(trump)
    return st


RIGGED = [{"variant": "throw_in"}, {"variant": "simple"}, {"variant": "transfer"},
          {"variant": "transfer", "transfer_by_showing_trump": True, "no_transfer_first_bout": True}]
RIGGED_IDS = ["throw_in", "simple", "transfer", "transfer-show-no_first"]


@pytest.mark.parametrize("options", RIGGED, ids=RIGGED_IDS)
def test_lines_with_the_last_stock_card_are_compared(options):
    """DUR-2/DUR-10: with the turned-up trump still to draw, whoever needs cards first draws
    it at the end of the bout, and a player whose hand emptied does not leave before (DUR-11)."""
    rng = random.Random(8)
    drawn = 0
    for _ in range(60):
        st = rigged_deal(rng, options, 7, True)
        assert bits.supported(st) and bits.from_state(st)[1][5] >> bits.STOCK_SHIFT
        walk_in_lockstep(st, rng)
        drawn += not st.stock
    assert drawn >= 30


@pytest.mark.parametrize("options", [o for o in RIGGED if o["variant"] != "simple"],
                         ids=[i for i in RIGGED_IDS if i != "simple"])
def test_full_bouts_meet_the_bout_limit(options):
    """DUR-7 in big hands (up to 14 cards each): bouts of 5 attack cards before the first
    successful defence and 6 after, never more than the defender can beat, are played the
    same way, throw-ins, transfers and all (simple durak's bouts, without throw-ins, never
    come near the limit, DUR-16)."""
    rng = random.Random(9)
    full: list = []
    for _ in range(150):
        walk_in_lockstep(rigged_deal(rng, options, 14, False), rng, full)
    assert False in full and True in full   # both limits were reached


@pytest.mark.parametrize("players,options", CASES, ids=IDS)
def test_fast_value_is_the_engine_s_and_the_brute_force_value(players, options):
    """The fast solver's value is the engine solver's and brute-force minimax's (DUR-11's
    result under best play), and its move keeps the value."""
    compared = 0
    small = 2 if options.get("transfer_by_showing_trump") else 3
    for s in itertools.islice(exact_positions("durak", players, options, 1, small, max_stock=1), 12):
        view = s.view(s.to_act)
        me = view.player
        world = world_of(view)
        if fast_world(world) is None:
            assert players > 2 and world.out[world.attacker]  # a third player's bout
            continue
        value, move = FastSolver(me).best(world)
        assert move in s.legal_actions(me)
        assert value == Solver(me).best(world_of(view))[0], str(s)
        truth = small_enough(s, me)
        if truth is not None:
            assert value == truth, str(s)
            after = s.clone()
            after.apply(move)
            assert brute_force(after, me) == value, (str(s), str(move))
            compared += 1
    assert compared >= 6


@pytest.mark.parametrize("options", [{"variant": "throw_in"}, {"variant": "transfer"}],
                         ids=["throw_in", "transfer"])
def test_fast_value_is_the_engine_solver_s_in_bigger_positions(options):
    """Up to seven cards a hand (DUR-7's limit of 5 and 6, transfers, long lines): the same
    value as the engine's solver, and the fast move keeps it."""
    for s in itertools.islice(exact_positions("durak", 2, options, 21, 7), 15):
        view = s.view(s.to_act)
        me = view.player
        value, move = solve(view)
        assert value == Solver(me).best(world_of(view))[0], str(s)
        after = s.clone()
        after.apply(move)
        assert Solver(me).value(after) == value, (str(s), str(move))


def test_exact_search_takes_the_fast_path_where_it_applies():
    """Plain two-player durak is searched on the compact position (its own positions counted),
    Witch durak on the engine's state; both return an engine action from ``legal``."""
    s = next(exact_positions("durak", 2, {"variant": "transfer"}, 3, 6, 4))
    view, legal = s.view(s.to_act), s.legal_actions(s.to_act)
    normal = normal_choose(view, legal, random.Random(0), "normal")
    move, stats = exact_search(view, legal, normal, None, 1_000_000)
    assert move in legal and stats["exact"] == 1 and stats["path"] == "fast"
    solver = FastSolver(view.player)
    assert solver.best(world_of(view), normal) == (stats["value"], move)
    assert solver.nodes == stats["nodes"]
    w = next(exact_positions("witch_durak", 2, {}, 3, 4, 3))
    view, legal = w.view(w.to_act), w.legal_actions(w.to_act)
    move, stats = exact_search(view, legal, legal[0], None, 1_000_000)
    assert move in legal and stats["exact"] == 1 and stats["path"] == "engine"
    assert fast_world(world_of(view)) is None
