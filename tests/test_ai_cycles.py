"""AI seats leave an endless cycle of moves (cardtable.ai.cycles, Agent.play).

Two-player transfer durak with an empty stock: the same three sixes can go back and forth for
ever (DUR-12 transfer, DUR-9 take), and no rule ends such a deal.  An AI seat at a table leaves
the cycle once it has gone round ``LEAVE_AFTER`` times; its searches and playouts (``choose``)
never look at cycles.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_agent
from cardtable.ai.base import Agent
from cardtable.ai.cycles import LEAVE_AFTER, cycle_period, off_cycle
from cardtable.engine import Action, from_position
from cardtable.match import Match, Seat

# P0 holds 6♠ 7♣ 8♣, P1 6♦ 6♣ 9♦ 10♦; the stock is empty, P0 attacks.  The cycle:
# P0 leads 6♠, P1 passes it on with 6♦, P0 takes both; P1 leads 6♣, P0 passes it on with 6♦,
# P1 takes both: the hands are as at the start and P0 attacks again.
SIXES = """game: durak
players: 2
options: variant=transfer
seed: 5
dealer: 0
trump: K♥
hands: 6♠ 7♣ 8♣ | 6♦ 6♣ 9♦ 10♦
discard: 10♠ K♠ Q♦ 7♦ K♣ 8♠ Q♠ 8♦ J♦ A♦ Q♣ K♦ 9♠ 7♥ 9♣ 10♣ J♠ 8♥ 7♠ A♠ J♣ 9♥ A♣ Q♥ A♥ 10♥ J♥ K♥ 6♥
known: |
phase: attack
attacker: 0
defender: 1
leader: 0
slot: 0
bout: 14
defended: true
tick: 46
last_bout: beaten 0 8♣@1
"""
ROUND = ["0:attack 6♠", "1:transfer 6♦", "0:take", "1:attack 6♣", "0:transfer 6♦", "1:take"]


class Stubborn(Agent):
    """Plays the cycle's move whenever it may, else its first legal move."""

    level = "normal"

    def choose(self, view, legal: list[Action], rng: random.Random, budget: float = 1.0) -> Action:
        for a in legal:
            if str(a) in ROUND:
                return a
        return legal[0]


def play_out(method: str, limit: int = 200) -> list[str]:
    state = from_position("durak", SIXES)
    seats = [Stubborn("durak"), Stubborn("durak")]
    for k in range(limit):
        p = state.to_act
        if p is None:
            break
        choose = getattr(seats[p], method)
        state.apply(choose(state.view(p), state.legal_actions(p), random.Random(k), 0.25))
    return [str(h) for h in state.history]


def test_the_sixes_cycle_for_ever_when_every_seat_only_chooses():
    """Without leaving cycles the deal never ends: 200 moves are the same round 33 times over."""
    moves = play_out("choose")
    assert len(moves) == 200
    assert moves[:12] == ROUND * 2
    assert cycle_period(moves, 33) == 6


def test_a_seat_leaves_the_cycle_after_it_went_round_four_times_and_the_deal_ends():
    """After four rounds (24 moves) P0 does not lead 6♠ again: it leads 7♣, its first other
    move, and the deal goes on to its end (P1 takes the sevens and eights P0 leads and is the
    fool, DUR-11)."""
    moves = play_out("play")
    assert LEAVE_AFTER == 4
    assert moves[:24] == ROUND * 4
    assert moves[24] == "0:attack 7♣"
    state = from_position("durak", SIXES)
    for m in moves:
        state.apply(next(a for a in state.legal_actions(state.to_act) if str(a) == m))
    assert state.is_over and state.result is not None and state.result.losers == [1]


def test_cycle_period_finds_the_shortest_cycle_repeated_that_many_times():
    assert cycle_period(["x", "a", "b", "a", "b"], 2) == 2
    assert cycle_period(["a", "b", "a", "b"], 3) is None           # only two rounds
    assert cycle_period(["a", "a", "a"], 3) == 1
    assert cycle_period(ROUND * 4, 4) == 6
    assert cycle_period(ROUND * 4 + ["0:attack 6♠"], 4) == 6       # the fifth round has begun
    assert cycle_period(ROUND * 3 + ["0:attack 7♣"] + ROUND[1:], 4) is None


def test_off_cycle_drops_only_the_move_that_goes_round_again():
    legal = ["0:attack 6♠", "0:attack 7♣", "0:attack 8♣"]
    assert off_cycle(ROUND * 4, legal) == ["0:attack 7♣", "0:attack 8♣"]
    assert off_cycle(ROUND * 3, legal) == legal                       # three rounds: not yet
    assert off_cycle(ROUND * 4, ["0:attack 6♠"]) == ["0:attack 6♠"]     # no other move: kept


@pytest.mark.parametrize("game_id, leaves", [("durak", True), ("witch_durak", True),
                                              ("strong_witchcraft", False), ("pirate_party", False),
                                              ("donkey", False)])
def test_only_games_whose_moves_can_cycle_leave_cycles(game_id, leaves):
    """Pirate Party's draws do not name the card, so the same texts there are not the same
    position: only the durak family sets MOVES_CYCLE."""
    for level in ("easy", "normal", "hard"):
        assert make_agent(level, game_id).leaves_cycles is leaves


def test_a_table_asks_its_ai_seats_to_play_and_an_outside_engine_only_to_choose():
    """Match.ai_choose calls Agent.play (which leaves cycles); a stand-in with only ``choose``
    (an outside engine's seat) is asked that."""
    m = Match("durak", [Seat("Ann", "ai", "normal"), Seat("Bob", "ai", "normal")], {}, seed=9)
    asked = []

    class Level(Agent):
        level = "normal"

        def choose(self, view, legal, rng, budget=1.0):
            asked.append("choose")
            return legal[0]

        def play(self, view, legal, rng, budget=1.0):
            asked.append("play")
            return legal[0]

    class Outside:
        level = "engine"

        def choose(self, view, legal, rng, budget):
            asked.append("outside")
            return legal[0]

    p = m.state.to_act
    m._agents[p] = Level("durak")
    m.ai_choose(p)
    m.set_agent(p, Outside())
    m.ai_choose(p)
    assert asked == ["play", "outside"]
