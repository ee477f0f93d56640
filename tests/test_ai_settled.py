"""Time where it matters (ai/rollouts.py): a decision whose every alternative is clearly worse
than Normal's move stops searching early; a close one spends its whole budget.

A toy game stands in for a deal so that the worlds' returns are known exactly: the searching
seat picks a move, and one more action ends the deal with a return drawn from the move's own
distribution (the world's seed decides the draw, so the comparison is paired as in a deal).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtable.ai.rollouts import SETTLED_WORLDS, RolloutSearch
from cardtable.engine import Action


@dataclass(frozen=True)
class ToyView:
    """What the search reads of a view here: whose decision it is."""

    player: int


class Toy:
    """One decision of seat 0, then one forced action of seat 1 and the deal is over; the
    return of seat 0 is the chosen move's mean plus the world's noise."""

    MEANS = {"a": 0.0, "b": -0.8, "c": -0.05}
    # how each move's return follows the world's luck: "c" gains where "a" loses, so their
    # difference is as uncertain as the luck itself
    LUCK = {"a": 1.0, "b": 1.0, "c": -1.0}

    def __init__(self, noise: float):
        self.noise = noise
        self.chosen: str | None = None
        self.to_act: int | None = 0

    def clone(self) -> Toy:
        c = Toy(self.noise)
        c.chosen, c.to_act = self.chosen, self.to_act
        return c

    def legal_actions(self, p: int) -> list[Action]:
        return [Action(1, "end")]

    def step(self, a: Action) -> None:
        if self.chosen is None:
            self.chosen = a.kind
            self.to_act = 1
        else:
            self.to_act = None

    def returns(self) -> list[float]:
        assert self.chosen is not None
        r = self.MEANS[self.chosen] + self.LUCK[self.chosen] * self.noise
        return [r, -r]

    def view(self, p: int) -> ToyView:
        return ToyView(p)


def search(moves: list[str], steps: int) -> tuple[Action, dict]:
    def sample(view, rng: random.Random) -> Toy:
        return Toy(rng.uniform(-0.3, 0.3))

    def policy(view, legal, rng):
        return legal[0]

    s = RolloutSearch(policy, sample=sample)
    legal = [Action(0, m) for m in moves]
    return s.run(ToyView(0), legal, legal[0], random.Random(1), steps, 0.0)


def test_a_decision_with_only_worse_alternatives_stops_early():
    """Normal's move "a" against "b", worse by 0.8 in every world: settled after
    SETTLED_WORLDS worlds, most of the budget left unspent, Normal's move played."""
    action, stats = search(["a", "b"], 10_000)
    assert action.kind == "a"
    assert stats["settled"] is True
    assert stats["worlds"] == SETTLED_WORLDS
    assert stats["iterations"] < 1_000


def test_a_close_decision_spends_its_whole_budget():
    """"c" is worse than "a" by 0.05 only, far less than the worlds' luck moves their
    difference: no early stop, the search runs to its budget."""
    action, stats = search(["a", "c"], 2_000)
    assert action.kind == "a"
    assert stats["settled"] is False
    assert stats["iterations"] >= 2_000


def test_a_better_alternative_is_never_settled_away():
    """Normal proposes "b"; "a" is better in every world: the search does not stop early for
    it, and "a" is played."""
    def sample(view, rng: random.Random) -> Toy:
        return Toy(rng.uniform(-0.3, 0.3))

    s = RolloutSearch(lambda v, legal, rng: legal[0], sample=sample)
    legal = [Action(0, "a"), Action(0, "b")]
    action, stats = s.run(ToyView(0), legal, legal[1], random.Random(1), 2_000, 0.0)
    assert action.kind == "a" and stats["settled"] is False
