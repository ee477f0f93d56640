"""The generic AI machinery on a toy game (no heuristic module): every level
returns a legal action, Hard's search is a pure function of (view, seed) — the
no-cheating property, GEN-2 — and it keeps Normal's move unless the margin says otherwise."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import ClassVar

import pytest

from cardtable import engine
from cardtable.ai import HardAgent, make_agent
from cardtable.ai.base import generic_choose, heuristic_module
from cardtable.ai.rollouts import WORLD_COST
from cardtable.engine import Action, GameInfo, GameState, Result, View


@dataclass(frozen=True, eq=False, kw_only=True)
class WarView(View):
    """A seat's view of the toy game: a real typed view, as every game's is."""

    trick: list[int]
    played: list[int]
    leader: int
    tricks: list[int]

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "hand", "hand_sizes", "to_act", "phase",
        "trick", "played", "leader", "tricks")


class WarState(GameState):
    """Two players, cards 0…7, three each, hidden; three tricks, higher card wins
    the trick and leads the next; more tricks wins."""

    game_id = "toy_war"

    def __init__(self, players, seed, options, deck):
        super().__init__(players, seed, options, deck)
        cards = list(deck) if deck is not None else random.Random(seed).sample(range(8), 8)
        self.hands = [sorted(cards[0:3]), sorted(cards[3:6])]
        self.leader = 0
        self.trick: list[int] = []
        self.tricks = [0, 0]
        self.played: list[int] = []

    @property
    def to_act(self):
        if not self.hands[0] and not self.hands[1]:
            return None
        return self.leader if not self.trick else 1 - self.leader

    def _legal(self, player):
        if player != self.to_act:
            return []
        return [Action(player, "play", (c,)) for c in self.hands[player]]

    def _apply(self, action):
        self.hands[action.player].remove(action.cards[0])
        self.trick.append(action.cards[0])
        self.played.append(action.cards[0])
        if len(self.trick) == 2:
            lead, follow = self.trick
            winner = self.leader if lead > follow else 1 - self.leader
            self.tricks[winner] += 1
            self.leader = winner
            self.trick = []
        return []

    def view(self, player):
        over = self.to_act is None
        return WarView(game=self.game_id, player=player, players=2, options={},
                       to_act=self.to_act, phase="over" if over else "play", is_over=over,
                       hand=list(self.hands[player]), hand_sizes=[len(h) for h in self.hands],
                       trick=list(self.trick), played=list(self.played), leader=self.leader,
                       tricks=list(self.tricks))

    def clone(self):
        s = WarState.__new__(WarState)
        s.__dict__.update(self.__dict__)
        s.hands = [list(h) for h in self.hands]
        s.trick, s.tricks, s.played = list(self.trick), list(self.tricks), list(self.played)
        s.history = list(self.history)
        return s

    @property
    def result(self):
        if self.to_act is not None:
            return None
        if self.tricks[0] == self.tricks[1]:
            return Result(order=[], losers=[], draw=True)
        loser = 0 if self.tricks[0] < self.tricks[1] else 1
        return Result(order=[1 - loser, loser], losers=[loser])


def war_determinize(view, rng):
    view = WarView.from_mapping(view)
    me = view.player
    seen = set(view.hand) | set(view.played)
    unseen = [c for c in range(8) if c not in seen]
    rng.shuffle(unseen)
    s = WarState(2, 0, {}, list(range(8)))
    s.hands[me] = list(view.hand)
    s.hands[1 - me] = sorted(unseen[: view.hand_sizes[1 - me]])
    s.trick, s.played, s.tricks, s.leader = (list(view.trick), list(view.played),
                                             list(view.tricks), view.leader)
    return s


@pytest.fixture
def toy_game():
    info = GameInfo("toy_war", "War", "Война", 2, 2, (), lambda n, seed, o, d: WarState(n, seed, o, d),
                    war_determinize)
    engine.register(info)
    yield "toy_war"
    engine._REGISTRY.pop("toy_war", None)


def test_generic_fallback_prefers_non_passing_moves():
    legal = [Action(0, "done"), Action(0, "throw", (3,)), Action(0, "take")]
    for seed in range(20):
        assert generic_choose(None, legal, random.Random(seed)).kind == "throw"
    assert heuristic_module("toy_war") is None


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_plays_legal_to_the_end(toy_game, level):
    for seed in range(15):
        state = engine.new_game(toy_game, 2, seed=seed)
        agent = make_agent(level, toy_game, iterations=30) if level == "hard" else make_agent(level, toy_game)
        rng = random.Random(seed)
        while not state.is_over:
            p = state.to_act
            state.apply(agent.choose(state.view(p), state.legal_actions(p), rng, 0.01))
        assert state.result is not None


def test_hard_same_view_same_choice_whatever_the_hidden_cards(toy_game):
    """GEN-2: two deals with the same view for player 0 but different hidden cards."""
    a = engine.new_game(toy_game, 2, seed=0, deck=[0, 3, 6, 1, 2, 7, 4, 5])
    b = engine.new_game(toy_game, 2, seed=0, deck=[0, 3, 6, 5, 4, 1, 2, 7])
    assert a.view(0) == b.view(0) and a.hands[1] != b.hands[1]
    agent = HardAgent(toy_game, iterations=200)
    ca = agent.choose(a.view(0), a.legal_actions(0), random.Random(9), 1.0)
    cb = agent.choose(b.view(0), b.legal_actions(0), random.Random(9), 1.0)
    assert ca == cb


def test_hard_tiny_budget_caps_iterations(toy_game):
    s = engine.new_game(toy_game, 2, seed=3)
    agent = make_agent("hard", toy_game, deterministic=True)
    agent.choose(s.view(0), s.legal_actions(0), random.Random(1), 0.0001)
    assert agent.last_stats["planned"] == 8  # MIN_ITERATIONS
    # the budget stops the first world too: fewer than two whole worlds, Normal's move stands
    assert agent.last_stats["worlds"] < 2 and agent.last_stats["margin"] == 0.0
    assert agent.last_stats["iterations"] - agent.last_stats["last_playout"] < 8 + WORLD_COST
    agent.choose(s.view(0), s.legal_actions(0), random.Random(1), 0.02)
    assert agent.last_stats["planned"] == 300  # 0.02 s × 15,000 steps/s (no calibration)


def test_hard_keeps_normals_move_unless_another_scores_better_by_the_margin(toy_game):
    s = engine.new_game(toy_game, 2, seed=4)
    view, legal = s.view(0), s.legal_actions(0)
    normal = generic_choose(view, legal, random.Random(random.Random(3).getrandbits(64)))
    sure = HardAgent(toy_game, iterations=300, trust=1.0)  # no move beats Normal's by 1
    assert sure.choose(view, legal, random.Random(3), 1.0) == normal
    unsure = HardAgent(toy_game, iterations=300, trust=-1.0, z=1e9)  # never sure enough
    assert unsure.choose(view, legal, random.Random(3), 1.0) == normal
    free = HardAgent(toy_game, iterations=300, trust=-1.0)  # the search's best, always
    best = free.choose(view, legal, random.Random(3), 1.0)
    assert free.last_stats["margin"] >= 0.0
    assert best in legal


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_agent("grandmaster", "durak")


def _agent(level: str, game_id: str):
    return HardAgent(game_id, iterations=10) if level == "hard" else make_agent(level, game_id)


def _midgame(game_id: str, n: int, seed: int):
    st = engine.new_game(game_id, n, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 40)):
        legal = st.legal_actions()
        nxt = st.clone()
        nxt.apply(legal[rng.randrange(len(legal))])
        if nxt.is_over:
            break
        st = nxt
    return st


@pytest.mark.parametrize("game_id", [g.id for g in engine.games()])
def test_no_cheating_in_every_registered_game(game_id):
    """GEN-2 for every game: a world re-dealt from the seat's view (same view, same legal
    actions) gets the same choice from every level for the same seed."""
    info = engine.game_info(game_id)
    checked = 0
    for seed in range(12):
        n = (info.min_players, min(info.max_players, 4))[seed % 2]
        st = _midgame(game_id, n, seed)
        p = st.to_act
        view, legal = st.view(p), st.legal_actions(p)
        alt = engine.determinize(view, random.Random(seed + 99))
        alt.history = list(st.history)
        # A determinized world does not rebuild the (public) history of every game.
        alt_view = replace(alt.view(p), history=view.history)
        if alt_view != view or alt.legal_actions(p) != legal:
            continue  # this game's view cannot be rebuilt exactly; nothing to compare
        checked += 1
        for level in ("random", "easy", "normal", "hard"):
            a = _agent(level, game_id).choose(view, legal, random.Random(seed), 0.01)
            b = _agent(level, game_id).choose(alt_view, alt.legal_actions(p), random.Random(seed), 0.01)
            assert a == b, (game_id, level, str(a), str(b))
    assert checked >= 1
