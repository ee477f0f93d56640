"""What one seat may know of a Strong Witchcraft deal (GEN-2): ``view``, ``clone``, ``determinize``.

``view(p)`` is a :class:`WitchcraftView`: the shared view fields plus the deal's public ones
(docs/notation.md, "Strong Witchcraft view").  :func:`determinize_state` rebuilds a full
state consistent with such a view for search AI: the viewer's hand as given, publicly known
cards in their holders' hands, every other unseen card re-dealt at random to the other hands,
the stock and the unseen part of the discard pile.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..view import View
from .actions import GAME_ID
from .cards import NUM_TYPES
from .fields import WitchcraftFields  # the deal's fields, typed once (object at run time)


@dataclass(frozen=True, eq=False, kw_only=True)
class WitchcraftView(View):
    """A seat's view of a Strong Witchcraft deal (docs/notation.md, "Strong Witchcraft")."""

    attacker: int
    main_attacker: int
    defender: int
    thrower: int
    passes: int
    taking: bool
    laid_this_turn: bool
    table: list[list[int | None]]
    lead_count: int
    throw_room: int
    stock_size: int
    discard_size: int
    discard_seen: list[int]
    known: list[list[int]]
    laid: list[list[list[int]]]
    active: list[bool]
    finished: list[int]
    witchcraft_wins: list[int]
    wins_needed: int
    first: int
    revealed: list[list[int]] | None = None     # every hand left, once the deal is over

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "hand", "hand_sizes", "to_act", "history",
        "phase", "attacker", "main_attacker", "defender", "thrower", "passes", "taking",
        "laid_this_turn", "table", "lead_count", "throw_room", "stock_size", "discard_size",
        "discard_seen", "known", "laid", "active", "finished", "witchcraft_wins", "wins_needed",
        "first", "result", "revealed")

    def in_sight(self) -> list[int]:
        """Every card this seat sees, one entry a card: its hand, the part of the discard it
        saw, the table's attack and cover cards and every laid combination (GEN-2)."""
        seen: list[int] = [*self.hand, *self.discard_seen]
        for a, cv in self.table:
            assert a is not None, "every table pair has its attack card"
            seen.append(a)
            if cv is not None:
                seen.append(cv)
        for combos in self.laid:
            for combo in combos:
                seen.extend(combo)
        return seen

    def left_active(self, p: int) -> int:
        """The next seat to the left of ``p`` still in the deal (``p`` itself if none): whom
        ``p`` leads onto (SW-5)."""
        for step in range(1, self.players):
            q = (p + step) % self.players
            if self.active[q]:
                return q
        return p


class ObserveMixin(WitchcraftFields):
    """``_view``, ``card_zones`` and ``clone`` of :class:`~.state.WitchcraftState`."""

    __slots__ = ()

    def _view(self, player: int) -> WitchcraftView:
        """What ``player`` may know (GEN-2)."""
        return WitchcraftView(
            game=GAME_ID, player=player, players=self.num_players,
            options=dict(self.options),
            hand=sorted(self.hands[player]),
            hand_sizes=[len(h) for h in self.hands],
            to_act=self.to_act, is_over=self.is_over, result=self.result,
            history=self._history(player),
            phase=self.phase, attacker=self.attacker, main_attacker=self.main,
            defender=self.defender, thrower=self.thrower, passes=self.passes,
            taking=self.taking, laid_this_turn=self.laid_turn,
            table=[[a, (cv if cv >= 0 else None)] for a, cv in zip(self.attack, self.covers)],
            lead_count=self.lead_n,
            throw_room=max(0, self._room()) if self.phase in ("defend", "throw") else 0,
            stock_size=len(self.stock), discard_size=len(self.discard),
            discard_seen=sorted(self.seen_out),
            known=[sorted(k) for k in self.known],
            laid=[[list(x) for x in lst] for lst in self.laid],
            active=self.active[:], finished=self.order[:],
            witchcraft_wins=self.sw_wins[:], wins_needed=self.wins_needed,
            first=self.first,
            revealed=[sorted(h) for h in self.hands] if self.is_over else None,   # the loser's cards
        )

    def card_zones(self) -> dict[str, list[int]]:
        """Every card of the deal by zone (full information: tests and tools, never a seat)."""
        zones = {f"hand:{p}": list(h) for p, h in enumerate(self.hands)}
        zones["stock"] = list(self.stock)
        zones["table"] = [c for c in (*self.attack, *self.covers) if c is not None and c >= 0]
        zones["laid"] = [c for combos in self.laid for combo in combos for c in combo]
        zones["discard"] = list(self.discard)
        return zones


def determinize_state(cls: Any, given: WitchcraftView | Mapping, rng: random.Random) -> Any:
    """A full state consistent with view ``given``: every card the viewer cannot see
    (other hands beyond their publicly known cards, the stock, the unseen part
    of the discard pile) re-dealt at random.  Same view and rng state, same
    result.  ``cls`` is the state class (:class:`~.state.WitchcraftState`)."""
    view = WitchcraftView.from_mapping(given)
    n = view.players
    me = view.player
    options = dict(view.options)
    sets = int(options.get("sets", 1))
    counts = [3 * sets] * NUM_TYPES
    seen = view.in_sight()
    # a deal over shows every hand left (the loser's cards): those are the hands
    shown = view.revealed if view.revealed is not None else view.known
    for p in range(n):
        if p != me:
            seen.extend(shown[p])
    for c in seen:
        counts[c] -= 1
    pool = [c for c in range(NUM_TYPES) for _ in range(counts[c])]
    rng.shuffle(pool)
    s = cls.__new__(cls)
    s.num_players = n
    s.seed = 0
    s.options = options
    s.rigged_deck = None
    s.history = []
    s.history_prefix = view.history
    s.sets = sets
    s.wins_needed = view.wins_needed
    hands: list[list[int]] = []
    pos = 0
    for p in range(n):
        if p == me:
            hands.append(list(view.hand))
            continue
        k = shown[p]
        extra = view.hand_sizes[p] - len(k)
        hands.append(list(k) + pool[pos:pos + extra])
        pos += extra
    s.known = [list(k) for k in view.known]
    unseen_discard = view.discard_size - len(view.discard_seen)
    s.discard = list(view.discard_seen) + pool[pos:pos + unseen_discard]
    pos += unseen_discard
    s.stock = pool[pos:pos + view.stock_size]
    pos += view.stock_size
    if pos != len(pool):
        raise ValueError("view is inconsistent: the hidden card counts do not add up")
    s.seen_out = list(view.discard_seen)
    s.laid = [[tuple(x) for x in lst] for lst in view.laid]
    s.active = list(view.active)
    s.order = list(view.finished)
    s.sw_wins = list(view.witchcraft_wins)
    s.attack = [a for a, _ in view.table]
    s.covers = [(-1 if cv is None else cv) for _, cv in view.table]
    s.lead_n = view.lead_count
    s.taking = view.taking
    s.passes = view.passes
    s.laid_turn = view.laid_this_turn
    s.first = view.first
    s.attacker, s.main = view.attacker, view.main_attacker
    s.defender, s.thrower = view.defender, view.thrower
    s.phase = view.phase
    s.initial_events = []
    s._hands = [bytearray(h) for h in hands]
    s._derive()
    return s
