"""Hard's policy-rollout search: Monte Carlo one-step improvement of the Normal player.

For every legal action of the seat, many sampled worlds are played to the end
(or cut early and scored by the game's fitted evaluation) with *every* seat
played by the Normal heuristic deciding from its own view of that world.  The
action with the best average return for the seat is chosen (Tesauro & Galperin's
rollouts; "perfect-information Monte Carlo" with a heuristic opponent model).

Why this shape, and not one shared tree:

- each playout scores the seat's *own* return (max-n style), so a 4-player table
  is not folded into a two-sided value;
- the simulated players decide from their views, as real ones do, so the
  playouts never let an opponent "see" the re-dealt cards (no strategy fusion in
  the playout part); the seat's uncertainty is in the worlds only;
- every candidate action is played out in the *same* worlds with the same
  random numbers (common random numbers), so the comparison of two actions is
  paired and most of the deal's luck cancels out;
- candidates are thinned by sequential halving (Karnin, Koren & Somekh 2013):
  each round spends an equal share of the budget on the survivors and drops the
  worse half; Normal's own move always survives, and it is replaced only when
  another move beats it in the paired comparison by ``trust`` (a margin in the
  seat's return) and, optionally, by ``z`` standard errors of the paired
  differences — so Hard is Normal plus the deviations its search can show.

The budget is a count of playout *steps* (actions applied in the worlds),
``budget × steps_per_second``; the search is a pure function of (view, legal
actions, rng seed, budget), never of the hidden cards or the clock (except the
optional wall-clock guard of interactive play).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import replace
from typing import Any

from cardtable.engine import Action, GameState, View, determinize
from cardtable.engine.view import History

# A playout still running after this many actions (Normal players can pass cards round in
# Strong Witchcraft for ever) is scored as it stands: ``returns()`` of an unfinished deal.
MAX_PLAYOUT = 200
# What sampling a world and copying it for a candidate cost, in playout steps (a game whose
# worlds or evaluations are dearer sets HARD_WORLD_COST / HARD_PLAYOUT_COST, ai/hard.py).
WORLD_COST = 2
# A move other than Normal's needs this many complete worlds: one world is a single deal's luck.
MIN_WORLDS = 2
# Time where it matters: after this many complete worlds a decision is settled — and its search
# stops, the steps left unspent — once every candidate still in the race is worse than Normal's
# move by more than SETTLED_Z standard errors of the paired differences (past the trust margin):
# no more worlds could make it the choice but a run of luck of that size.  A close decision
# (a take or a defence, a transfer, which trump) keeps searching to the end of its budget.
SETTLED_WORLDS = 16
SETTLED_Z = 3.0


def fresh_world(view: View, rng: random.Random) -> GameState[Any]:
    """A world re-dealt from ``view`` that starts without the public history: no player's
    play reads it, and each view of the world would otherwise copy it again."""
    return determinize(replace(view, history=History.of_texts(())), rng)


class RolloutSearch:
    """One decision: candidates, worlds, playouts, the paired statistics.

    ``policy(view, legal, rng) -> Action`` plays every seat of a playout from that
    seat's view of the world (Hard passes the Normal heuristic).
    """

    def __init__(self, policy, *, playout_steps: int | None = None, evaluate=None, reward=None,
                 sample=None, z: float = -math.inf, history: bool = False, view=None, own=None):
        self.z = z
        # the searching seat's own moves in its playouts, where the game has a better rule than
        # the policy: ``own(state, legal, rng, policy_move) -> (action, steps it cost)``
        # (``None``: the policy's move); set per decision by Hard (``playout_own``)
        self.own = own
        # Worlds are played in the engine's playout mode (state.step: no history, no events)
        # unless the policy reads the public history inside playouts (``history``).
        self.history = history
        self.policy = policy
        # what a seat of a playout decides from: its view of the world, or the game's cheaper
        # stand-in holding what the policy reads (``playout_view``)
        self.view = view
        self.evaluator = evaluate
        self.cut_after(playout_steps)
        self.reward = reward
        self.sample = sample or fresh_world
        self.costs(WORLD_COST, WORLD_COST)

    def costs(self, world: float, playout: float) -> None:
        """What sampling a world and starting one candidate's playout in it (the copy, and a
        cut playout's evaluation) count, in playout steps."""
        self.world_cost = world
        self.playout_cost = playout

    def cut_after(self, steps: int | None) -> None:
        """Cut playouts after ``steps`` actions and score them by the evaluation (``None``:
        play to the end, or to :data:`MAX_PLAYOUT`)."""
        cut = bool(steps) and self.evaluator is not None
        self.playout_steps: int = steps if steps is not None and cut else MAX_PLAYOUT
        self.evaluate = self.evaluator if cut else None

    def playout(self, state, me: int, rng: random.Random) -> tuple[float, int]:
        """Play ``state`` on with the policy everywhere: (the seat's reward, steps used)."""
        steps = self.play_on(state, me, rng)
        return self.score(state, me), steps

    def play_on(self, state, me: int, rng: random.Random) -> int:
        """Play ``state`` on in place with the policy everywhere (the seat ``me`` by ``own``
        where set) until the deal ends or the playout is cut: the steps it counted."""
        policy = self.policy
        n = 0
        limit = self.playout_steps
        advance = state.apply_unchecked if self.history else state.step
        view = self.view
        own = self.own
        extra = 0
        while n < limit:
            p = state.to_act
            if p is None:
                break
            legal = state.legal_actions(p)
            if len(legal) == 1:
                advance(legal[0])
            else:
                a = policy(state.view(p) if view is None else view(state, p), legal, rng)
                if own is not None and p == me:
                    a, cost = own(state, legal, rng, a)
                    extra += cost
                advance(a)
            n += 1
        return n + extra

    def score(self, state, me: int) -> float:
        """The seat's reward of a played-on state: the evaluation where the playout was cut,
        ``returns()`` of a deal left unfinished, the game's ``search_reward`` of a finished one."""
        if state.to_act is not None:
            return (self.evaluate(state) if self.evaluate is not None else state.returns())[me]
        if self.reward is not None:
            return self.reward(state, me)
        return state.returns()[me]

    def scores(self, state) -> list[float]:
        """Every seat's reward of a played-on state, as :meth:`score` gives each."""
        if state.to_act is None and self.reward is not None:
            return [self.reward(state, p) for p in range(state.num_players)]
        if state.to_act is not None and self.evaluate is not None:
            return list(self.evaluate(state))
        return list(state.returns())

    def run(self, view: View, legal: list[Action], normal: Action, rng: random.Random, steps: int,
            trust: float, deadline: float | None = None) -> tuple[Action, dict]:
        """The chosen action and what the search measured.

        Worlds are drawn until ``steps`` playout steps are spent (a playout is
        started only while fewer are spent, so the count ends within one playout
        of ``steps``).  Every surviving candidate is played out in each world with
        the same random numbers (Normal's move first); a world left incomplete
        when the budget runs out is dropped, so every comparison stays paired —
        the first world too: with fewer than :data:`MIN_WORLDS` complete worlds
        Normal's move is played.
        """
        me = view.player
        cands = list(legal)
        rounds = max(1, math.ceil(math.log2(len(cands))))
        per_round = steps / rounds
        total = dict.fromkeys(cands, 0.0)
        per_world: dict[Action, list[float]] = {a: [] for a in cands}
        alive = [normal] + [a for a in cands if a != normal]  # Normal's move is played first
        world_cost, playout_cost = self.world_cost, self.playout_cost
        used: float = 0
        round_used: float = 0
        last: float = 0
        worlds = 0
        settled = False
        while True:
            seed = rng.getrandbits(64)
            world = self.sample(view, random.Random(seed))
            used += world_cost
            got = {}
            for a in alive:
                if used >= steps or (deadline is not None and time.perf_counter() > deadline):
                    break
                s = world.clone()
                if self.history:
                    s.apply_unchecked(a)
                else:
                    s.step(a)
                r, n = self.playout(s, me, random.Random(seed ^ 0x5EED))
                got[a] = r
                last = n + playout_cost
                used += last
                round_used += last
            if len(got) < len(alive):
                break  # out of budget: this world is dropped, unfinished
            for a, r in got.items():
                total[a] += r
                per_world[a].append(r)
            worlds += 1
            if used >= steps or (deadline is not None and time.perf_counter() > deadline):
                break
            if worlds >= SETTLED_WORLDS and len(alive) > 1 and all(
                    _upper(per_world[a], per_world[normal]) <= trust for a in alive if a != normal):
                settled = True
                break
            if len(alive) > 2 and round_used >= per_round:
                # sequential halving: keep the better half (Normal's move always stays)
                ranked = sorted(alive, key=lambda a: -total[a])
                keep = set(ranked[:max(2, (len(alive) + 1) // 2)])
                keep.add(normal)
                alive = [a for a in alive if a in keep]
                round_used = 0
        stats = {"iterations": used, "last_playout": last, "worlds": worlds, "settled": settled,
                 "candidates": len(cands), "survivors": len(alive), "margin": 0.0, "z": 0.0}
        if worlds < MIN_WORLDS:
            # Not even two whole worlds in the budget (many candidates, long deals): the
            # comparison would be one deal's luck, so Normal's move stands.
            return normal, stats
        # every survivor was played out in every complete world: compare sums
        best = max(alive, key=lambda a: total[a])
        diffs = [x - y for x, y in zip(per_world[best], per_world[normal])]
        margin = sum(diffs) / worlds
        sd = math.sqrt(sum((d - margin) ** 2 for d in diffs) / (worlds - 1))
        z = margin / (sd / math.sqrt(worlds)) if sd > 0 else (math.inf if margin > 0 else 0.0)
        choice = best if (margin > trust and z > self.z) else normal
        stats.update(margin=margin, z=z)
        return choice, stats


def _upper(mine: list[float], normal: list[float]) -> float:
    """How much better than Normal's move a candidate could still be: the mean of its paired
    differences per world plus :data:`SETTLED_Z` standard errors of that mean."""
    n = len(mine)
    diffs = [x - y for x, y in zip(mine, normal)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean + SETTLED_Z * math.sqrt(var / n)

