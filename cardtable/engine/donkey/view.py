"""What one seat may know of a deal of Who's the Donkey? (GEN-2): :class:`DonkeyView`,
the state's ``_view`` and ``clone`` (:class:`ViewMixin`) and :func:`determinize_into`.

Fields in docs/notation.md ("Who's the Donkey?").  Old key ``over`` reads ``is_over``.
A view holds nothing the seat may not see: other hands only as sizes and the cards
everyone saw entering them (``known``).  This module never imports the state class;
:func:`determinize_into` receives it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..core import GameState
from ..view import View
from .cards import DECK110, penalty
from .fields import DonkeyFields  # the deal's fields, typed once (object at run time)


@dataclass(frozen=True, eq=False, kw_only=True)
class DonkeyView(View):
    """A seat's view of a deal of Who's the Donkey?"""

    dealer: int
    round: int
    leader: int
    donkey_round: bool
    set_size: int
    best_value: int | None
    best_player: int | None
    table: list[list[int]]
    passed: list[int]
    acted: list[int]
    donkey_holder: int | None
    donkey_locked: bool
    known: list[list[int]]
    out: list[int]
    unused_count: int
    last_round: dict | None
    ran_out: list[int]
    scores: list[int] | None
    final_hands: list[list[int]] | None

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "dealer", "hand", "hand_sizes", "to_act",
        "history", "round", "leader", "donkey_round", "set_size", "best_value", "best_player",
        "table", "passed", "acted", "donkey_holder", "donkey_locked", "known", "out",
        "unused_count", "last_round", "over", "ran_out", "scores", "final_hands", "result")
    RENAMED: ClassVar[dict[str, str]] = {"over": "is_over"}

    @classmethod
    def _derive_missing(cls, data, values: dict) -> dict:
        if "phase" not in values and "over" in data:
            over, size = data["over"], data.get("set_size", 0)
            values["phase"] = "over" if over else "lead" if not size else (
                "donkey" if data.get("donkey_round") else "raise")
        return values


def copy_round(r: dict | None) -> dict | None:
    """A copy of a ``last_round`` record (its lists new)."""
    if r is None:
        return None
    return {**r, "sets": [list(s) for s in r["sets"]], "passed": list(r["passed"])}


class ViewMixin(DonkeyFields):
    """``_view`` and ``clone`` of :class:`~.state.DonkeyState`."""

    __slots__ = ()

    def _view(self, player: int) -> DonkeyView:
        over = self.over
        return DonkeyView(
            game=self.game_id, player=player, players=self.num_players,
            options=dict(self.options), dealer=self.dealer, phase=self.phase,
            hand=sorted(self.hands[player]), hand_sizes=[len(h) for h in self.hands],
            to_act=self.to_act, history=self._history(player), is_over=over,
            result=self.result if over else None,
            round=self.round_no, leader=self.leader, donkey_round=self.donkey_round,
            set_size=self.size, best_value=self.best if self.best_player is not None else None,
            best_player=self.best_player, table=[list(t) for t in self.table],
            passed=list(self.passed), acted=list(self.acted),
            donkey_holder=self.donkey_holder, donkey_locked=self.locked,
            known=[sorted(k) for k in self.known], out=list(self.out),
            unused_count=len(self.unused), last_round=copy_round(self.last_round),
            ran_out=list(self.ran_out),
            scores=[penalty(h) for h in self.hands] if over else None,
            # ESL-9: at the end every hand is counted openly.
            final_hands=[sorted(h) for h in self.hands] if over else None,
        )

    def clone(self) -> Any:
        s = type(self).__new__(type(self))
        s.num_players = self.num_players
        s.seed = self.seed
        s.options = self.options
        s.rigged_deck = self.rigged_deck
        s.dealer = self.dealer
        s._deal_order = self._deal_order
        s._initial_events = self._initial_events
        s.donkey_holder = self.donkey_holder
        s.locked = self.locked
        s.over = self.over
        s.round_no = self.round_no
        last = self._last  # the last round: a tuple, or the dict built from it with its lists
        s._last = {k: v.copy() if isinstance(v, list) else v for k, v in last.items()} \
            if isinstance(last, dict) else last
        s.history_prefix = self.history_prefix
        s.start_position = self.start_position
        s._first_leader = self._first_leader
        s.leader = self.leader
        s.turn = self.turn
        s.to_act = self.to_act
        s.donkey_round = self.donkey_round
        s.size = self.size
        s.best = self.best
        s.best_player = self.best_player
        s.is_over = self.is_over
        s.history = list(self.history)
        s.hands = [list(h) for h in self.hands]
        s.known = [list(k) for k in self.known]
        s.table = list(self.table)
        s.index = [ix.copy() for ix in self.index]
        s.out = list(self.out)
        s._unused = None if self._unused is None else list(self._unused)
        s.passed = list(self.passed)
        s.acted = list(self.acted)
        s.ran_out = list(self.ran_out)
        return s


def determinize_into(cls: Any, view: View | Mapping, rng: random.Random) -> Any:
    """A full state consistent with ``view``: the hidden cards (other hands beyond
    what was seen entering them, and the unused rest) re-dealt at random; ``cls`` is
    the state class."""
    view = DonkeyView.from_mapping(view)
    n = view.players
    me = view.player
    s = cls.__new__(cls)
    GameState.__init__(s, n, rng.randrange(2**31), dict(view.options), None)
    s.dealer = view.dealer
    hands = [list(k) for k in view.known]
    hands[me] = list(view.hand)
    if view.final_hands is not None:     # a deal over shows every hand (its penalties)
        hands = [list(h) for h in view.final_hands]
    seen = set(view.hand) | set(view.out)
    for q in range(n):
        seen.update(view.table[q])
        if q != me:
            seen.update(hands[q])
    pool = [c for c in DECK110 if c not in seen]
    rng.shuffle(pool)
    i = 0
    for q in range(n):
        if q != me:
            need = view.hand_sizes[q] - len(hands[q])
            hands[q].extend(pool[i:i + need])
            i += need
    s.hands = hands
    s.unused = sorted(pool[i:])
    s.known = [list(k) for k in view.known]
    s.out = list(view.out)
    s.donkey_holder = view.donkey_holder
    s.locked = view.donkey_locked
    s.ran_out = list(view.ran_out)
    s.over = view.is_over
    s.round_no = view.round
    s.last_round = copy_round(view.last_round)
    s.history_prefix = view.history
    s.leader = view.leader
    s.turn = view.to_act if view.to_act is not None else view.leader
    s.donkey_round = view.donkey_round
    s.size = view.set_size
    s.best = view.best_value if view.best_value is not None else -1
    s.best_player = view.best_player
    s.table = [tuple(t) for t in view.table]
    s.passed = list(view.passed)
    s.acted = list(view.acted)
    s.to_act = view.to_act
    s.is_over = s.over
    s._index_hands()
    s.initial_events = []
    s._deal_order = []
    s._first_leader = view.leader
    return s
