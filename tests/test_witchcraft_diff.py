"""Differential test of the Strong Witchcraft engine (SW-4 … SW-13, GEN-1/2).

``RefState`` below is the straightforward list-based engine as it was before the
speed work (commit 3807c21), kept as an executable specification: the optimised
engine (bit masks, pre-built actions and events) must give, over seeded random
deals at every player count and both deck sizes, exactly the same ``to_act``,
the same legal actions in the same order, the same events, the same views and
the same results — also after ``clone`` and ``determinize`` of a position.
"""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import determinize, new_game
from cardtable.engine.core import Event as _Event
from cardtable.engine.core import GameState, Result
from cardtable.engine.rng import shuffle
from cardtable.engine.witchcraft import SWAction, WitchcraftState, witchcrafts
from cardtable.engine.witchcraft.cards import BEATS, full_deck
from cardtable.engine.zone import Zone


def Event(kind, card=None, src=None, dst=None, *rest, **kw):  # noqa: N802
    """The reference engine names zones by their text; the engine's events carry Zone values."""
    return _Event(kind, card, None if src is None else Zone.parse(src),
                  None if dst is None else Zone.parse(dst), *rest, **kw)

HAND, MAX_THROWN, MAX_FACED = 6, 5, 6
PUBLIC = ("sets", "wins_needed", "hands", "known", "laid", "active", "order", "sw_wins", "discard",
          "seen_out", "attack", "covers", "lead_n", "taking", "passes", "laid_turn", "first",
          "history_prefix", "stock", "attacker", "main", "defender", "thrower", "phase")


class RefState(GameState):
    """The reference engine: plain lists, every answer recomputed from scratch."""

    game_id = "strong_witchcraft"
    action_type = SWAction

    @classmethod
    def copy_of(cls, s: WitchcraftState) -> RefState:
        r = cls(s.num_players, s.seed, s.options, None)
        for name in PUBLIC:
            value = getattr(s, name)
            if isinstance(value, list):
                value = [x[:] if isinstance(x, list) else x for x in value]
            setattr(r, name, value)
        r.history = s.history[:]
        return r

    @property
    def to_act(self) -> int | None:
        return {"lead": self.attacker, "defend": self.defender, "throw": self.thrower}.get(self.phase)

    def _next_active(self, p: int) -> int:
        n = self.num_players
        q = (p + 1) % n
        for _ in range(n):
            if self.active[q]:
                return q
            q = (q + 1) % n
        return p

    def _room(self) -> int:
        uncovered = self.covers.count(-1)
        return min(MAX_THROWN - (len(self.attack) - self.lead_n), MAX_FACED - len(self.attack),
                   len(self.hands[self.defender]) - uncovered)

    def _throwable(self, p: int) -> list[int]:
        if self._room() <= 0:
            return []
        table = set(self.attack)
        table.update(c for c in self.covers if c >= 0)
        strengths = {c % 3 for c in table}
        return [c for c in set(self.hands[p]) if c % 3 in strengths and c not in table]

    def _can_transfer(self) -> bool:
        if self.taking or len(self.attack) != self.lead_n or max(self.covers) >= 0:
            return False
        if self.attack[0] not in self.hands[self.defender]:
            return False
        return self.lead_n + 1 <= min(MAX_FACED, len(self.hands[self.main]))

    def _legal(self, player: int) -> list:
        if player != self.to_act:
            return []
        hand, ph, out = self.hands[player], self.phase, []
        if ph == "lead":
            if not self.laid_turn:
                out.extend(SWAction(player, "lay", combo) for combo in witchcrafts(hand))
            out.extend(SWAction(player, "attack", (c,)) for c in sorted(set(hand)))
        elif ph == "defend":
            distinct = sorted(set(hand))
            for a in sorted({a for a, cv in zip(self.attack, self.covers) if cv < 0}):
                out.extend(SWAction(player, "cover", (c,), a) for c in distinct if BEATS[c][a])
            if self._can_transfer():
                out.append(SWAction(player, "transfer", (self.attack[0],)))
            out.append(SWAction(player, "take"))
        elif ph == "throw":
            out.extend(SWAction(player, "throw", (c,)) for c in sorted(self._throwable(player)))
            out.append(SWAction(player, "pass"))
        return out

    def _take_from_hand(self, p: int, c: int) -> None:
        self.hands[p].remove(c)
        if c in self.known[p]:
            self.known[p].remove(c)

    def _apply(self, action) -> list[Event]:
        p, kind, ev = action.player, action.kind, []
        if kind == "attack":
            c = action.cards[0]
            self._take_from_hand(p, c)
            self.attack, self.covers, self.lead_n = [c], [-1], 1
            self.main = self.thrower = p
            self.defender = self._next_active(p)
            self.taking, self.passes, self.phase = False, 0, "defend"
            ev.append(Event("move", c, f"hand:{p}", "table:0", True, p))
        elif kind == "cover":
            c, a = action.cards[0], action.arg
            i = next(i for i, (x, cv) in enumerate(zip(self.attack, self.covers)) if x == a and cv < 0)
            self._take_from_hand(p, c)
            self.covers[i] = c
            ev.append(Event("move", c, f"hand:{p}", f"cover:{i}", True, p))
            if -1 not in self.covers:
                self.phase = "throw"
                self._settle(ev)
        elif kind == "transfer":
            c = action.cards[0]
            self._take_from_hand(p, c)
            self.attack.append(c)
            self.covers.append(-1)
            ev.append(Event("move", c, f"hand:{p}", f"table:{self.lead_n}", True, p))
            self.lead_n += 1
            self.main, self.defender = p, self.main
            self.thrower = p
            ev.append(Event("say", player=p, info={"text": "transfer", "defender": self.defender}))
        elif kind == "take":
            self.taking, self.passes, self.phase = True, 0, "throw"
            ev.append(Event("say", player=p, info={"text": "take"}))
            self._settle(ev)
        elif kind == "throw":
            c = action.cards[0]
            self._take_from_hand(p, c)
            i = len(self.attack)
            self.attack.append(c)
            self.covers.append(-1)
            self.passes = 0
            ev.append(Event("move", c, f"hand:{p}", f"table:{i}", True, p))
            if self.taking:
                self._settle(ev)
            else:
                self.phase = "defend"
        elif kind == "pass":
            self.passes += 1
            self.thrower = self._next_thrower(p)
            ev.append(Event("say", player=p, info={"text": "pass"}))
            self._settle(ev)
        else:
            self._lay(p, action.cards, ev)
        return ev

    def _next_thrower(self, p: int) -> int:
        q = self._next_active(p)
        return self._next_active(q) if q == self.defender else q

    def _settle(self, ev: list[Event]) -> None:
        eligible = sum(self.active) - 1
        while self.passes < eligible:
            if self._throwable(self.thrower):
                return
            self.passes += 1
            self.thrower = self._next_thrower(self.thrower)
        self._end_bout(ev)

    def _end_bout(self, ev: list[Event]) -> None:
        d, taken = self.defender, self.taking
        table = [(i, c, "table") for i, c in enumerate(self.attack)]
        table += [(i, c, "cover") for i, c in enumerate(self.covers) if c >= 0]
        for i, c, zone in table:
            if taken:
                self.hands[d].append(c)
                self.known[d].append(c)
                ev.append(Event("move", c, f"{zone}:{i}", f"hand:{d}", True, d))
            else:
                self.discard.append(c)
                self.seen_out.append(c)
                ev.append(Event("move", c, f"{zone}:{i}", "discard", False, d))
        ev.append(Event("bout_end", player=d, info={"taken": taken, "defender": d, "attacker": self.main}))
        self.attack, self.covers, self.lead_n, self.taking = [], [], 0, False
        order = [self.main]
        q = self._next_active(self.main)
        while q != self.main:
            if q != d:
                order.append(q)
            q = self._next_active(q)
        if d != self.main:
            order.append(d)
        for q in order:
            self._draw(q, ev)
        for q in order:
            if not self.hands[q] and not self.stock:
                self._finish(q, "cards", ev)
        self._start_turn(self._next_active(d) if taken or not self.active[d] else d, ev)

    def _draw(self, q: int, ev: list[Event]) -> None:
        while len(self.hands[q]) < HAND and self.stock:
            c = self.stock.pop()
            self.hands[q].append(c)
            ev.append(Event("move", c, "stock", f"hand:{q}", False, q))

    def _finish(self, q: int, how: str, ev: list[Event]) -> None:
        self.active[q] = False
        self.order.append(q)
        if how == "witchcraft":
            self.sw_wins.append(q)
            for c in self.hands[q]:
                self.discard.append(c)
                ev.append(Event("move", c, f"hand:{q}", "discard", False, q))
            self.hands[q] = []
            self.known[q] = []
        ev.append(Event("finish", player=q, info={"player": q, "how": how}))

    def _start_turn(self, p: int, ev: list[Event]) -> None:
        if sum(self.active) <= 1:
            self.phase = "over"
            ev.append(Event("deal_end", info=self.result.to_dict()))
            return
        self.attacker = self.main = self.defender = self.thrower = p
        self.laid_turn, self.phase = False, "lead"
        ev.append(Event("turn", player=p, info={"attacker": p}))

    def _lay(self, p: int, combo: tuple[int, ...], ev: list[Event]) -> None:
        for c in combo:
            self._take_from_hand(p, c)
            ev.append(Event("move", c, f"hand:{p}", f"laid:{p}", True, p))
        self.laid[p].append(tuple(combo))
        self.laid_turn = True
        ev.append(Event("witchcraft", player=p, info={"cards": list(combo), "count": len(self.laid[p])}))
        if len(self.laid[p]) >= self.wins_needed:
            self._finish(p, "witchcraft", ev)
            self._start_turn(self._next_active(p), ev)
        elif not self.hands[p]:
            self._draw(p, ev)
            if not self.hands[p]:
                self._finish(p, "cards", ev)
                self._start_turn(self._next_active(p), ev)

    @property
    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        losers = [p for p in range(self.num_players) if p not in self.order]
        return Result(order=self.order + losers, losers=losers, draw=not losers, scores=None,
                      winners=self.order[:], notes={"witchcraft_wins": list(self.sw_wins),
                                                    "witchcrafts": [len(x) for x in self.laid]})

    _view = WitchcraftState._view


def _views(s) -> str:
    return json.dumps([s.view(p).to_dict() for p in range(s.num_players)])


DERIVED = ("_masks", "_tmask", "_smask", "_umask", "_uncov", "_nactive", "_nxt", "to_act", "is_over")


def _check_derived(s: WitchcraftState) -> None:
    """The masks kept up to date move by move equal those rebuilt from the lists."""
    fresh = s.clone()
    fresh._derive()
    assert [getattr(s, k) for k in DERIVED] == [getattr(fresh, k) for k in DERIVED]
    if s.phase == "throw":
        assert s._allowed == fresh._allowed


def _lockstep(s: WitchcraftState, ref: RefState, rng: random.Random, every_view: int) -> int:
    """Play both engines with the same random legal actions; compare everything."""
    steps = 0
    while True:
        assert s.to_act == ref.to_act and s.is_over == ref.is_over
        for p in range(s.num_players):
            assert s.legal_actions(p) == ref.legal_actions(p), (p, s.view(p))
        if steps % every_view == 0 or s.is_over:
            _check_derived(s)
            assert _views(s) == _views(ref)
            assert (s.stock, s.discard, s.known) == (ref.stock, ref.discard, ref.known)
        if s.is_over:
            assert s.result == ref.result
            return steps
        action = rng.choice(ref.legal_actions())
        assert s.apply(str(action)) == ref.apply(action), str(action)
        steps += 1


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("sets", [1, 2])
def test_same_play_as_reference(n, sets):
    """Every legal action list, event and view as the reference engine (SW-4…SW-13)."""
    for seed in range(12 if sets == 1 else 5):
        s = new_game("strong_witchcraft", n, seed=seed, options={"sets": sets})
        ref = RefState.copy_of(s)
        assert ref.to_act == s.to_act and sorted(full_deck(sets)) == sorted(
            [c for h in s.hands for c in h] + s.stock)
        _lockstep(s, ref, random.Random(seed), every_view=7)


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_clone_and_determinize_positions(n):
    """Positions rebuilt by ``clone`` and ``determinize`` play on exactly like the reference."""
    rng = random.Random(n)
    for seed in range(10):
        s = new_game("strong_witchcraft", n, seed=100 + seed)
        for _ in range(rng.randrange(1, 120)):
            if s.is_over:
                break
            s.apply_unchecked(rng.choice(s.legal_actions()))
        if s.is_over:
            continue
        c = s.clone()
        _lockstep(c, RefState.copy_of(c), random.Random(seed), every_view=11)
        d = determinize(s.view(s.to_act), random.Random(seed))
        _lockstep(d, RefState.copy_of(d), random.Random(seed), every_view=11)


def test_inlined_shuffle_is_random_shuffle():
    """The deal's inlined shuffle gives exactly ``Random.shuffle``'s order (SW-4 deals,
    seeds in records keep their deals)."""
    for seed in range(300):
        for size in (0, 1, 2, 63, 126):
            a, b = list(range(size)), list(range(size))
            random.Random(seed).shuffle(a)
            shuffle(random.Random(seed), b)
            assert a == b


@pytest.mark.soak
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_same_play_as_reference_soak(n):
    """Long mode: hundreds of deals per player count against the reference engine."""
    for seed in range(1000, 1400):
        sets = 1 + seed % 2
        s = new_game("strong_witchcraft", n, seed=seed, options={"sets": sets})
        _lockstep(s, RefState.copy_of(s), random.Random(seed), every_view=29)
