"""Strong Witchcraft: Hard's endgame search when the view leaves nothing hidden
(cardtable/ai/witchcraft_endgame.py): when it applies (no stock, no discard unseen after a
SW-12 win), what it finds, that the line it finds wins the deal against Normal (SW-13: the
last player holding cards loses), and that it hands back to the rollouts otherwise, within
the same budget."""

from __future__ import annotations

import random

from test_witchcraft_helpers import GAME

from cardtable.ai import make_agent
from cardtable.ai.hard import HardAgent
from cardtable.ai.witchcraft_endgame import MAX_DISCREPANCY, exact_search, exact_world
from cardtable.engine import from_position, new_game

# Seed 11 of a Normal-vs-Normal deal when the stock ran out: seat 0 leads, every card is
# accounted for (the discard pile was all seen), so seat 1's hand is known.
POSITION = "\n".join([
    "game: strong_witchcraft", "players: 2", "seed: 11", "first: 0",
    "hands: L2 A1 L1 A1 D3 | D2 E3 W3 L3 L3 D1",
    "discard: F1 F2 M3 A3 D3 M2 A1 F1 L1 W2 M2 A2 W2 L2 F2 W1 D1 W2 D2 D2 E2 M2 M3 E3 W1 E1"
    " F3 L2 M3 W3 F2 E1 E1 M1 A2 E2 M1 A2 F1 E2",
    "discard_seen: F1 F2 M3 A3 D3 M2 A1 F1 L1 W2 M2 A2 W2 L2 F2 W1 D1 W2 D2 D2 E2 M2 M3 E3"
    " W1 E1 F3 L2 M3 W3 F2 E1 E1 M1 A2 E2 M1 A2 F1 E2",
    "laid: F3 A3 E3 L3 | W1 D1 L1 M1, F3 W3 D3 A3",
    "phase: lead", "attacker: 0", "main: 0", "defender: 0", "thrower: 0", "passes: 1", ""])

NORMAL = make_agent("normal", GAME)


def play_out(state, searcher: int | None) -> list[int]:
    """Play to the end: ``searcher`` (if any) by the endgame search, the rest by Normal."""
    for _ in range(1000):
        p = state.to_act
        if p is None:
            break
        legal = state.legal_actions(p)
        view = state.view(p)
        move = NORMAL.choose(view, legal, random.Random(1))
        if p == searcher and len(legal) > 1:
            found, stats = exact_search(view, legal, move, NORMAL.choose, 4000)
            assert stats["exact"] != 0   # the world stays exact to the end
            move = found or move
        state.apply(move)
    return list(state.result.losers)


def test_exact_world_only_when_no_card_is_hidden():
    """The stock hides cards, and so does a discard pile holding a SW-12 winner's hand."""
    st = from_position(GAME, POSITION)
    assert exact_world(st.view(0)) and exact_world(st.view(1))
    head, seen = POSITION.split("discard_seen: ")
    unseen = head + "discard_seen: " + seen.replace(" A2 F1 E2\n", " A2 F1\n", 1)   # one card never shown
    assert unseen != POSITION
    assert not exact_world(from_position(GAME, unseen).view(0))
    fresh = new_game(GAME, 2, seed=3)
    assert not exact_world(fresh.view(fresh.to_act))   # the stock is hidden
    four = new_game(GAME, 4, seed=3)
    assert not exact_world(four.view(0))


def test_endgame_search_finds_the_win_normal_misses():
    """Normal leads A1 and loses the deal against Normal; the search leads L2 (one later
    departure from Normal's play) and that line wins."""
    st = from_position(GAME, POSITION)
    view, legal = st.view(0), st.legal_actions(0)
    normal = NORMAL.choose(view, legal, random.Random(1))
    assert str(normal) == "0:attack A1"
    assert play_out(from_position(GAME, POSITION), None) == [0]
    found, stats = exact_search(view, legal, normal, NORMAL.choose, 4000)
    assert str(found) == "0:attack L2"
    assert stats["exact"] == 1 and stats["discrepancies"] == 1
    assert 0 < stats["iterations"] <= 4000
    assert play_out(from_position(GAME, POSITION), 0) == [1]


def test_hard_plays_the_endgame_search():
    st = from_position(GAME, POSITION)
    hard = HardAgent(GAME, iterations=4000)
    assert str(hard.choose(st.view(0), st.legal_actions(0), random.Random(7), 0.25)) == "0:attack L2"
    assert hard.last_stats["exact"] == 1


def test_no_exact_world_or_no_budget_leaves_it_to_the_rollouts():
    fresh = new_game(GAME, 2, seed=3)
    p = fresh.to_act
    legal = fresh.legal_actions(p)
    assert exact_search(fresh.view(p), legal, legal[0], NORMAL.choose, 4000) == (None, {"exact": 0})
    st = from_position(GAME, POSITION)
    legal = st.legal_actions(0)
    found, stats = exact_search(st.view(0), legal, legal[0], NORMAL.choose, 5)
    assert found is None and stats["exact"] == -1
    hard = HardAgent(GAME, iterations=5)
    # the endgame search spent the whole budget without finishing one level: the rollouts
    # get only what is left (nothing, so not one world) and Normal's move stands; Hard's stats
    # keep that the endgame search did not fit (-1)
    assert str(hard.choose(st.view(0), legal, random.Random(7), 0.25)) == "0:attack A1"
    assert hard.last_stats["exact"] == -1 and hard.last_stats["worlds"] == 0
    assert hard.last_stats["planned"] == 5


# Seed 38 when the stock ran out: seat 1 leads and loses against Normal whatever it does.
LOST = "\n".join([
    "game: strong_witchcraft", "players: 2", "seed: 38", "first: 0",
    "hands: W3 D3 F3 A2 L2 A3 | E1 M1 M3 M3 M3",
    "discard: L1 W2 D2 A1 W1 L1 E1 D1 E3 E2 F2 D2 D3 W3 W1 E2 A2 D1 D1 W3 F1 D2 F2 M2 A1 A2"
    " L1 L3 M2 F1 M1 E1 A3 E3 L2 F3 W2 L2 L3 L3",
    "discard_seen: L1 W2 D2 A1 W1 L1 E1 D1 E3 E2 F2 D2 D3 W3 W1 E2 A2 D1 D1 W3 F1 D2 F2 M2"
    " A1 A2 L1 L3 M2 F1 M1 E1 A3 E3 L2 F3 W2 L2 L3 L3",
    "laid: F2 W2 E2 M2 | F3 D3 A3 E3, F1 W1 A1 M1",
    "phase: lead", "attacker: 1", "main: 1", "defender: 1", "thrower: 1", "passes: 1", ""])


def test_no_winning_line_keeps_normals_move():
    """Every candidate loses against Normal at every discrepancy level: Normal's move."""
    st = from_position(GAME, LOST)
    view, legal = st.view(1), st.legal_actions(1)
    normal = NORMAL.choose(view, legal, random.Random(1))
    found, stats = exact_search(view, legal, normal, NORMAL.choose, 100_000)
    assert found == normal and str(found) == "1:attack M1"
    assert stats["exact"] == -1 and stats["discrepancies"] == MAX_DISCREPANCY
    assert play_out(from_position(GAME, LOST), 1) == [1]
