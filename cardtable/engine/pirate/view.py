"""Pirate Party: seat views, the public history and determinization.

``seat_view`` (``PirateState._view``) shows one seat what the rules show him (GEN-2): his
own hand, the discard pile (every card in it was laid face up), the sizes of the other hands
and of the stock, the phase, the called colour and the history; ``public_text`` hides the
cards of a five exchange from the others; ``determinize_view(cls, view, rng)`` deals the
cards the seat cannot see at random into a state of ``cls`` (the class comes as an argument:
this module never imports ``state``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from ..view import View
from .actions import DRAWN, OVER, PHASES
from .cards import BLACK, COLOUR, COLOURS, DECK_COUNTS, NUM_FACES, WILD4
from .scoring import deal_result


def public_text(actions, i: int, n: int, player: int) -> str:
    """Action ``i`` of the first ``n`` as ``player`` knows it: the cards of a five exchange
    pass face down, so only the two players concerned see them (PIR-20, GEN-2)."""
    a = actions[i]
    k = a.kind
    if k == "exchange":
        done = i < n - 1  # the partner's give follows at once
        if player == a.player or (player == a.arg and done):
            return str(a)
        return f"{a.player}:exchange ? @{a.arg}"
    if k == "give":
        src = actions[i - 1].player if i else -1
        return str(a) if player in (a.player, src) else f"{a.player}:give ?"
    return str(a)


@dataclass(frozen=True, eq=False, kw_only=True)
class PirateView(View):
    """A seat's view of a Pirate Party deal (docs/notation.md, "Pirate Party"); old key
    ``current`` reads ``to_act``."""

    top: int
    colour: str
    direction: int
    discard: list[int]
    stock_size: int
    pending: int
    top_owner: int
    catchable: int
    double_play_open: int
    silent: bool
    dealer: int
    leader: int
    drawn: int | None
    exchange: dict | None
    wd4_prev_colour: str
    wd4_prev_silent: bool
    wd4_prev_owner: int
    wd4_bluff: bool | None
    reshuffles: int
    winner: int | None
    revealed: list[list[int]] | None

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "hand", "hand_sizes", "to_act", "history",
        "phase", "current", "top", "colour", "direction", "discard", "stock_size", "pending",
        "top_owner", "catchable", "double_play_open", "silent", "dealer", "leader", "drawn",
        "exchange", "wd4_prev_colour", "wd4_prev_silent", "wd4_prev_owner", "wd4_bluff",
        "reshuffles", "winner", "revealed", "result")
    RENAMED: ClassVar[dict[str, str]] = {"current": "to_act"}


def seat_view(self, player: int) -> PirateView:
    """What ``player`` may know (GEN-2)."""
    phase = self.phase
    src, dst, offered = self.offer
    over = phase == OVER
    return PirateView(
        game=self.game_id, player=player, players=self.num_players,
        options=dict(self.options), hand=sorted(self.hands[player]),
        hand_sizes=[len(h) for h in self.hands], to_act=self.to_act, is_over=over,
        result=deal_result(self) if over else None, history=self._history(player),
        phase=PHASES[phase],
        top=self.discard[-1], colour=COLOURS[self.colour], direction=self.direction,
        discard=list(self.discard), stock_size=len(self.stock), pending=self.pending,
        top_owner=self.top_owner, catchable=self.catchable, double_play_open=self.dp_open,
        silent=self.silent, dealer=self.dealer, leader=self.leader,
        drawn=self.drawn if phase == DRAWN and player == self.current else None,
        exchange=None if src < 0 else {"from": src, "to": dst,
                                       "card": offered if player == src else None},
        # Before the top Wild Draw Four: the colour it replaced (public); whether it
        # was a bluff only its player knows (PIR-11).
        wd4_prev_colour=COLOURS[self.wd4_prev[0]], wd4_prev_silent=self.wd4_prev[1],
        wd4_prev_owner=self.wd4_prev[2],
        # Only while that Wild Draw Four lies on top: the stored flag outlives it, and the
        # next player to lay a card would read another seat's hand in it (issue 37).
        wd4_bluff=self.wd4_prev[3] if player == self.top_owner and self.discard[-1] == WILD4 else None,
        reshuffles=self.reshuffles, winner=self.winner if over else None,
        # PIR-14: at the end every hand is shown for scoring.
        revealed=[sorted(h) for h in self.hands] if over else None,
    )


def determinize_view(cls, view: PirateView | Mapping, rng: random.Random):
    """A full state of ``cls`` (PirateState) consistent with ``view``: the cards the seat
    cannot see (other hands, the stock) are dealt at random from those unaccounted for."""
    view = PirateView.from_mapping(view)
    n, me = view.players, view.player
    s = cls.__new__(cls)
    s.num_players = n
    s.seed = rng.randrange(2**31)
    s.options = dict(view.options)
    s.rigged_deck = None
    s.history = []
    s.history_prefix = view.history
    s._read_options(s.options)
    counts = list(DECK_COUNTS)
    known = view.revealed or [view.hand if p == me else [] for p in range(n)]
    for h in known:
        for c in h:
            counts[c] -= 1
    for c in view.discard:
        counts[c] -= 1
    unknown = [c for c in range(NUM_FACES) for _ in range(counts[c])]
    rng.shuffle(unknown)
    sizes = view.hand_sizes
    hands: list[list[int]] = []
    for p in range(n):
        if p == me:
            hands.append(list(view.hand))
        elif view.revealed is not None:
            hands.append(list(view.revealed[p]))
        else:
            hands.append(sorted(unknown.pop() for _ in range(sizes[p])))
    s.hands = hands
    s.stock = unknown  # the stock's order is hidden to all: any order will do
    s.discard = list(view.discard)
    s.colour = COLOURS.index(view.colour)
    s.direction = view.direction
    s.pending = view.pending
    s.top_owner = view.top_owner
    s.catchable = view.catchable
    s.dp_open = view.double_play_open
    s.silent = view.silent
    s.dealer, s.leader = view.dealer, view.leader
    s.phase = PHASES.index(view.phase)
    s.is_over = s.phase == OVER
    s.current = view.to_act if view.to_act is not None else -1
    s.winner = view.winner if view.winner is not None else -1
    s.reshuffles = view.reshuffles
    s.initial_events = []
    s.drawn = -1
    if view.phase == "drawn":
        s.drawn = view.drawn if view.drawn is not None else rng.choice(hands[s.current])
    ex = view.exchange
    s.offer = (-1, -1, -1)
    if ex is not None:
        card = ex["card"] if ex["card"] is not None else rng.choice(hands[ex["from"]])
        s.offer = (ex["from"], ex["to"], card)
    prev = COLOURS.index(view.wd4_prev_colour)
    bluff = view.wd4_bluff
    owner = s.top_owner
    if bluff is None:
        bluff = owner >= 0 and any(COLOUR[c] == prev and COLOUR[c] != BLACK for c in hands[owner])
    s.wd4_prev = (prev, view.wd4_prev_silent, view.wd4_prev_owner, bool(bluff))
    return s
