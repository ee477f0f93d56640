"""Durak puzzles (issue 35 on issue 31's exact endgame solver): the shipped set (graded, both
languages, throw-in and transfer), the solver's verdicts against the brute-force search of
tests/test_puzzles.py, written apart from it, and a position of a durak replay made into a puzzle only with a proved win.
Every shipped puzzle's solution and uniqueness are checked in tests/test_puzzles.py (solver and
its own brute force), as for every game."""

from __future__ import annotations

import pytest

from cardtable import engine, puzzles
from cardtable.ai.durak_endgame import exact_world
from cardtable.ai.endgame_positions import exact_positions
from cardtable.match import Match, Seat, play_deal
from cardtable.puzzles import durak as durak_puzzles
from tests.test_puzzles import forced_win

DURAK_GAMES = ("durak", "witch_durak")
SHIPPED = [p for p in puzzles.puzzles() if p["game"] in DURAK_GAMES]


def test_a_graded_set_of_durak_puzzles_in_both_languages():
    """8–12 durak puzzles, throw-in and transfer among them, each with a title and a hint in
    English and Russian, numbered in the order they are listed (easiest first)."""
    durak = [p for p in SHIPPED if p["game"] == "durak"]
    assert 8 <= len(durak) <= 12
    variants = {engine.from_position("durak", p["position"]).options["variant"] for p in durak}
    assert {"throw_in", "transfer"} <= variants
    for p in SHIPPED:
        assert p["id"].startswith(p["game"] + ".")
        for lang in ("en", "ru"):
            assert p["title"][lang].strip() and p["hint"][lang].strip()
        assert p["hint"]["en"] != p["hint"]["ru"] and p["title"]["en"] != p["title"]["ru"]
    for game in DURAK_GAMES:
        numbers = [int(p["title"]["en"].split(".")[0]) for p in SHIPPED if p["game"] == game]
        assert numbers == list(range(1, len(numbers) + 1))


@pytest.mark.parametrize("entry", SHIPPED, ids=[p["id"] for p in SHIPPED])
def test_a_durak_puzzle_hides_nothing_from_its_seat(entry):
    """Two players, the stock gone or only its turned-up trump left (DUR-2): the seat can count
    every card, so the solver's full-state search is the seat's own."""
    state = puzzles.start(entry)
    view = state.view(entry["seat"])
    assert exact_world(view) and view["stock_size"] <= 1 and state.to_act == entry["seat"]
    assert puzzles.solver(entry["game"]).applies(state, entry["seat"])


def test_the_solver_agrees_with_brute_force_on_random_endgames():
    """wins() is the exact answer: on random empty-stock positions of both variants and of
    Witch durak (enchanted 6–10), after every first move, it says what the exhaustive search
    says."""
    checked = 0
    for game, options, seed in (("durak", {"variant": "throw_in"}, 11), ("durak", {"variant": "transfer"}, 41),
                                ("witch_durak", {"enchanted_ranks": "game2"}, 5)):
        for state in _first(exact_positions(game, 2, options, seed, max_hand=3, min_hand=2), 4):
            seat = state.to_act
            for action in state.legal_actions(seat):
                after = state.clone()
                after.apply(action)
                verdict = durak_puzzles.wins(after, seat, 100_000)
                assert verdict is forced_win(after, seat), (state.to_position(), str(action))
                checked += 1
    assert checked >= 18


def _first(iterator, n: int) -> list:
    out = []
    for item in iterator:
        out.append(item)
        if len(out) == n:
            break
    return out


def test_a_finished_deal_is_judged_by_its_fool():
    """The seat's last move may end the deal: a win when the other is the fool (DUR-10), no
    win in a draw (DUR-11)."""
    entry = SHIPPED[0]
    state = puzzles.start(entry)
    seat = entry["seat"]
    while not state.is_over:
        p = state.to_act
        state.apply(puzzles.winning_moves(state, seat)[0] if p == seat else state.legal_actions()[0])
    assert state.result.losers == [1 - seat]
    assert durak_puzzles.wins(state, seat, 1) is True and durak_puzzles.wins(state, 1 - seat, 1) is False


def test_the_solver_says_none_when_its_budget_runs_out():
    entry = SHIPPED[-1]
    state = puzzles.start(entry)
    state.apply(entry["solution"])
    assert durak_puzzles.wins(state, entry["seat"], 1) is None
    assert puzzles.winning_moves(puzzles.start(entry), entry["seat"], budget=1) is None


def test_a_durak_replay_position_becomes_a_puzzle_only_with_a_proved_win():
    """A two-player durak deal played out: while the stock hides cards no position is a puzzle;
    at the end, a position where the seat to act has a forced win becomes one, its solution a
    win by the brute force too, and the made puzzle opens on exactly that position."""
    m = Match("durak", [Seat("A", "ai", "normal"), Seat("B", "ai", "normal")], {}, seed=7)
    play_deal(m)
    record = m.state.to_record()
    made = []
    for i in range(len(record["actions"])):
        state = engine.replay(dict(record, actions=record["actions"][:i]))
        seat = state.to_act
        entry = puzzles.from_state(state)
        if not exact_world(state.view(seat)):
            assert entry is None
            continue
        if entry is None:
            continue
        assert entry["game"] == "durak" and entry["seat"] == seat and "hint" not in entry
        again = puzzles.start(entry)
        assert again.to_position() == state.to_position()
        after = again.clone()
        after.apply(again.coerce(entry["solution"]))
        assert forced_win(after, seat)
        made.append(i)
    assert made, "this deal has a forced win once the stock is gone"
    assert puzzles.from_state(m.state) is None  # over


THROWN_AFTER_A_COVER = """game: durak
players: 2
dealer: 0
trump: J♦
hands: 7♦ J♥ J♦ Q♥ K♥ | 10♦ Q♦ K♦ A♣
table: J♣
table_by: 1
discard: K♣ 6♦ 6♣ 7♣ 7♥ A♦ 8♠ 9♠ 8♥ A♥ 6♥ 9♥ 9♣ 10♣ 10♠ Q♠ 10♥ 9♦ J♠ A♠ 6♠ K♠ 8♣ Q♣ 7♠ 8♦
phase: defend
attacker: 1
defender: 0
leader: 1
slot: 1
bout: 13
defended: true
"""


def test_a_take_left_out_after_a_cover_is_not_reused_after_a_throw_in():
    """The solver leaves out the defender's take right after a cover (taking before it was no
    worse, DUR-8); the same table reached by a throw-in after a cover lets him take.  Its
    transposition table once carried the value found without the take over to the throw-in's
    position and proved a win that is none: here seat 0, after covering J♣ with the trump 7♦,
    has no forced win (he leads J♥, seat 1 beats it with 10♦ and leads Q♦, K♦, A♣ for him to
    take), yet it was proved one."""
    state = engine.from_position("durak", THROWN_AFTER_A_COVER)
    state.apply("0:cover 7♦/J♣")
    assert forced_win(state, 0) is False
    assert durak_puzzles.wins(state, 0, 100_000) is False
    assert puzzles.winning_moves(engine.from_position("durak", THROWN_AFTER_A_COVER), 0) == []
