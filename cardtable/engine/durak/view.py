"""What one seat may know of a Durak deal (GEN-2): ``view``, ``clone`` and ``determinize``.

``view(p)`` is a :class:`DurakView` (:class:`WitchView` in Witch durak): the shared view
fields plus the deal's public ones (docs/notation.md, "Durak view").
``determinize(view, rng)`` rebuilds a full state consistent with such a view:
the viewer's hand as given, publicly known cards in their holders' hands, every
other unseen card shuffled into the other hands and the stock (the turned-up
trump stays at the bottom of the stock).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import repeat
from operator import attrgetter
from typing import Any, ClassVar

from ..core import Event, Result
from ..view import View
from .tables import RANK_CARDS, cards_of

# Fields copied by clone(): lists of ints are copied one level, lists of lists two.
FLAT = ("out", "finished", "emptied_at", "discard", "stock", "att", "cov", "att_by", "showed",
        "queue", "team", "hm")
NESTED = ("known",)
SCALAR = ("dealer", "direction", "tick", "defended_once", "bout_no", "_result", "_last",
           "trump_card", "trump_suit", "window", "window_added", "thrower", "att_slot", "attacker",
           "leader", "defender", "phase", "variant", "transfers", "italian", "teams_on", "_plain", "trc", "is_over",
          "_masks", "_two_masks", "queen_lock", "king_covered", "_e8", "_nines", "_tens", "_wt", "_no_first", "_shows_on",
          "_slow", "_queens", "_kings", "_qk")

_GET_FLAT = attrgetter(*FLAT)
_GET_SCALAR = attrgetter(*SCALAR)


def consume(iterator) -> None:
    """Run an iterator to its end at C speed, keeping nothing."""
    deque(iterator, maxlen=0)


@dataclass(frozen=True, eq=False, kw_only=True)
class DurakView(View):
    """A seat's view of a Durak deal; fields as in docs/notation.md, "Durak view"."""

    dealer: int
    stock_size: int
    trump_card: int
    trump_suit: int | None
    table: list[list[int | None]]
    table_by: list[int]
    discarded: list[int]
    known: list[list[int]]
    attacker: int
    leader: int
    defender: int
    attack_slot: int
    window: int
    window_queue: list[int]
    window_added: bool
    finished: list[int]
    active: list[int]
    emptied_at: list[int]
    teams: list[int] | None
    direction: int
    bout: int
    defended: bool
    bout_limit: int
    showed: list[int]
    named: list[list[int]]
    last_bout: dict | None
    tick: int

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "dealer", "hand", "hand_sizes", "stock_size",
        "trump_card", "trump_suit", "table", "table_by", "discard_size", "discarded", "known",
        "attacker", "leader", "defender", "attack_slot", "to_act", "phase", "window",
        "window_queue", "window_added", "finished", "active", "emptied_at", "teams", "direction",
        "bout", "defended", "bout_limit", "showed", "named", "last_bout", "tick", "history",
        "result")

    def _legacy(self, key: str) -> Any:
        if key == "discard_size":
            return len(self.discarded)
        return View._legacy(self, key)


@dataclass(frozen=True, eq=False, kw_only=True)
class WitchView(DurakView):
    """Witch durak adds: ``enchanted`` ranks, ``queen_lock`` (WIT-Q), ``king_covered`` and
    ``pending_slot`` (WIT-K)."""

    enchanted: list[int]
    queen_lock: bool
    king_covered: bool
    pending_slot: int | None

    LEGACY: ClassVar[tuple[str, ...]] = DurakView.LEGACY + (
        "enchanted", "queen_lock", "king_covered", "pending_slot")


class ObserveMixin:
    """``view``, ``clone`` and ``determinize`` for :class:`DurakState`."""

    def clone(self):
        new = object.__new__(type(self))
        new.num_players = self.num_players
        new.seed = self.seed
        new.options = self.options
        new.rigged_deck = self.rigged_deck
        new.history = list(self.history)
        new.history_prefix = self.history_prefix
        new.start_position = self.start_position
        new.initial_events = self.initial_events
        # every field read and written by C loops (map over attrgetter): a search clones
        # a state per node, and a Python loop of getattr/setattr was half its time
        consume(map(setattr, repeat(new), FLAT, map(list, _GET_FLAT(self))))
        for k in NESTED:
            setattr(new, k, [list(x) for x in getattr(self, k)])
        consume(map(setattr, repeat(new), SCALAR, _GET_SCALAR(self)))
        new.named = dict(self.named)
        new._throws_key = -1
        new._throws_val = 0
        self._clone_extra(new)
        return new

    def _clone_extra(self, new) -> None:
        """Variants copy their own fields here."""

    def _view(self, player: int) -> DurakView:
        n = self.num_players
        res = self._result
        return self.view_type(
            game=self.game_id, player=player, players=n, options=dict(self.options),
            to_act=self.to_act, phase=self.phase, hand=list(cards_of(self.hm[player])),
            hand_sizes=[m.bit_count() for m in self.hm], is_over=self.is_over, result=res,
            history=self._history(player),
            dealer=self.dealer, stock_size=len(self.stock), trump_card=self.trump_card,
            trump_suit=self.trump_suit, table=[[a, c] for a, c in zip(self.att, self.cov)],
            table_by=list(self.att_by), discarded=list(self.discard),
            known=[list(k) for k in self.known], attacker=self.attacker, leader=self.leader,
            defender=self.defender, attack_slot=self.att_slot, window=self.window,
            window_queue=list(self.queue), window_added=self.window_added,
            finished=list(self.finished), active=[p for p in range(n) if not self.out[p]],
            emptied_at=list(self.emptied_at), teams=list(self.team) if self.teams_on else None,
            direction=self.direction, bout=self.bout_no, defended=self.defended_once,
            bout_limit=self.bout_limit, showed=list(self.showed),
            named=[[c, s] for c, s in self.named.items()], last_bout=self.last_bout,
            tick=self.tick, **self._view_extra(player))

    def _view_extra(self, player: int) -> dict:
        """Variants add their public fields here."""
        return {}

    def _restore_extra(self, view: DurakView) -> None:
        """Variants read their public fields back here (determinize)."""


def determinize_state(cls, view: DurakView | Mapping, rng: random.Random):
    """A full ``cls`` state consistent with ``view`` (see the module docstring)."""
    view = cls.view_type.from_mapping(view)
    n = view.players
    me = view.player
    st = cls(n, 0, dict(view.options), None, _blank=True)
    st.dealer = view.dealer
    st.direction = view.direction
    st.tick = view.tick
    st.defended_once = view.defended
    st.bout_no = view.bout
    res = view.result
    st._result = None if res is None else Result(**res.to_dict())
    st.last_bout = view.last_bout
    st.trump_card = view.trump_card
    st.trump_suit = view.trump_suit
    st.att = [a for a, _ in view.table]
    st.cov = [c for _, c in view.table]
    st.trc = 0
    for c in st.att + [c for c in st.cov if c is not None]:
        st.trc |= RANK_CARDS[c]
    st.att_by = list(view.table_by)
    st.showed = list(view.showed)
    st.named = {c: s for c, s in view.named}
    st.window = view.window
    st.window_added = view.window_added
    st.queue = list(view.window_queue)
    st.attacker = view.attacker
    st.leader = view.leader
    st.defender = view.defender
    st.att_slot = view.attack_slot
    st.phase = view.phase
    st.is_over = st.phase == "over"
    st.thrower = view.to_act if st.phase in ("throw_in", "take_throw_in") else None
    active = set(view.active)
    st.out = [p not in active for p in range(n)]
    st.finished = list(view.finished)
    st.emptied_at = list(view.emptied_at)
    st.discard = list(view.discarded)
    st.known = [list(k) for k in view.known]
    st._restore_extra(view)

    stock_size = view.stock_size
    trump_in_stock = stock_size > 0 and n * 6 < 36
    seen = set(view.hand) | set(st.discard) | set(st.att)
    seen.update(c for c in st.cov if c is not None)
    for k in st.known:
        seen.update(k)
    if trump_in_stock:
        seen.add(st.trump_card)
    unseen = [c for c in range(36) if c not in seen]
    rng.shuffle(unseen)
    hands = []
    for p in range(n):
        if p == me:
            hands.append(list(view.hand))
            continue
        h = [c for c in st.known[p]]
        need = view.hand_sizes[p] - len(h)
        h.extend(unseen[:need])
        del unseen[:need]
        hands.append(h)
    st.hands = hands
    if trump_in_stock:
        st.stock = [st.trump_card] + unseen
    else:
        st.stock = unseen
    if len(st.stock) != stock_size:
        raise ValueError("view is inconsistent: unseen cards do not fill the hands and stock")
    st.history = []
    st.history_prefix = view.history
    st.initial_events: list[Event] = []
    return st
