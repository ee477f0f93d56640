"""Puzzles (issue 35): every shipped puzzle's stated solution wins against every defence
(checked twice: by the solver, and by a plain exhaustive search here), no other first move
does, and a position from a replay becomes a puzzle only where the solver proves a win."""

from __future__ import annotations

import pytest

from cardtable import engine, puzzles
from cardtable.ai import proof
from cardtable.match import Match, Seat, play_deal

ALL = puzzles.puzzles()


# What a durak position's text holds that the rest of the deal does not depend on: the discard
# pile (DUR-9: it never comes back), what each seat has seen, the bout's number and the clock.
# Without them a line of transfers and takes that hands the same cards back and forth meets its
# own position again (and is cut) instead of running on for ever.
DURAK_HISTORY = ("discard:", "known:", "bout:", "tick:", "last_bout:")


def puzzle_key(state) -> str:
    """A position as the brute force tells them apart."""
    text = state.to_position()
    if state.game_id in ("durak", "witch_durak"):
        text = "\n".join(line for line in text.splitlines() if not line.startswith(DURAK_HISTORY))
    return text


def forced_win(state, seat: int, memo: dict | None = None, line: frozenset = frozenset()) -> bool:
    """An AND-OR search written apart from the solvers: the seat wins whatever the others do
    (SW-13: the last one holding cards loses; DUR-10: the one left holding cards is the fool,
    DUR-11: both out in one bout is a draw, and a draw is no win); every legal action of every
    seat, no pruning; going round in circles proves nothing."""
    if state.is_over:
        return not state.result.draw and bool(state.result.losers) and seat not in state.result.losers
    memo = {} if memo is None else memo
    key = puzzle_key(state)
    if key in line:
        return False
    if key not in memo:
        def outcomes():
            for action in state.legal_actions():
                child = state.clone()
                child.apply(action)
                yield forced_win(child, seat, memo, line | {key})

        memo[key] = any(outcomes()) if state.to_act == seat else all(outcomes())
    return memo[key]


def test_puzzles_are_shipped_with_unique_ids_in_both_languages():
    assert len(ALL) >= 6
    assert len({p["id"] for p in ALL}) == len(ALL)
    for p in ALL:
        assert p["title"]["en"].strip() and p["title"]["ru"].strip()


@pytest.mark.parametrize("entry", ALL, ids=[p["id"] for p in ALL])
def test_the_stated_solution_wins_against_every_defence(entry):
    state = puzzles.start(entry)
    seat = entry["seat"]
    s = puzzles.solver(entry["game"])
    assert s is not None and s.applies(state, seat)           # nothing hidden that matters
    assert state.to_act == seat
    solution = state.coerce(entry["solution"])
    assert solution in state.legal_actions(seat)
    after = state.clone()
    after.apply(solution)
    assert s.wins(after, seat, puzzles.DEFAULT_BUDGET) is True
    assert forced_win(after, seat)
    # and it is a puzzle: every other first move lets the opponent escape
    assert puzzles.winning_moves(state, seat) == [solution]


def test_a_replay_position_becomes_a_puzzle_only_with_a_proved_win():
    entry = puzzles.puzzle("strong_witchcraft.p1")
    state = puzzles.start(entry)
    state.apply(entry["solution"])
    # the opponent answers; the seat to act next (seat 0 again, or after a take) has a proved win
    while state.to_act != entry["seat"] and not state.is_over:
        state.apply(state.legal_actions()[0])
    made = puzzles.from_state(state)
    assert made is not None and made["seat"] == entry["seat"] and made["game"] == "strong_witchcraft"
    again = puzzles.start(made)
    assert again.to_position() == state.to_position()
    assert again.coerce(made["solution"]) in puzzles.winning_moves(again, made["seat"])
    # a deal's first position hides the stock: no puzzle
    fresh = engine.new_game("strong_witchcraft", 2, seed=3)
    assert puzzles.from_state(fresh) is None
    # a game without a solver: no puzzle
    m = Match("durak", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], {}, seed=2)
    assert puzzles.solver("durak") is None or puzzles.from_state(m.state) is None
    play_deal(m)
    assert puzzles.from_state(m.state) is None             # over


def test_a_game_joins_by_registering_its_solver():
    calls = []
    fake = puzzles.Solver(lambda state, seat: True, lambda state, seat, budget: calls.append(seat) or True)
    saved = dict(puzzles._SOLVERS)
    try:
        puzzles.register_solver("donkey", fake)
        state = engine.new_game("donkey", 3, seed=1)
        made = puzzles.from_state(state)
        assert made is not None and made["game"] == "donkey" and calls
    finally:
        puzzles._SOLVERS.clear()
        puzzles._SOLVERS.update(saved)


def test_the_proof_search_says_none_when_the_budget_runs_out():
    entry = ALL[-1]
    state = puzzles.start(entry)
    state.apply(entry["solution"])
    assert proof.wins(state, entry["seat"], 1) is None
