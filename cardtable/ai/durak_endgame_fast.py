"""The exact durak endgame search over the compact position (:mod:`.durak_bits`).

The same search as :class:`.durak_endgame.Solver` — alpha-beta over win (+1) / draw (0) /
loss (-1) for the seat, a transposition table of proved bounds and the best move, the
defender's two cuts that keep the value (covers of one attack card only; no take after a
cover of the same answer), cheapest-card-first move ordering with the table's move first,
Normal's move first at the root, a position repeated on the line scored a draw — over a
tuple of ints instead of a clone and a step of the engine's state.  Plain two-player durak
only (:func:`.durak_bits.supported`); the rest keeps the engine path.

Contract: ``FastSolver(me, node_limit, deadline).best(world, first) -> (value, action)``
with ``world`` an engine state :func:`fast_world` accepts, ``me`` its seat to act, ``action``
one of the engine's legal actions there (``first`` when it keeps the value); raises
:class:`.durak_endgame.OutOfNodes` past ``node_limit`` searched positions or past
``deadline`` (a ``time.perf_counter()`` value, read every 256 positions).  Its values are
the engine solver's (tests/test_durak_endgame_fast.py holds both to brute force).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from cardtable.engine import Action

from . import durak_bits as bits
from .durak_bits import (
    COVER_KIND,
    COVERED,
    DEFEND,
    OVER,
    TAKE_KIND,
    Move,
    Position,
    Rules,
    legal,
    play,
)
from .durak_endgame import _TRUMP_BONUS, DEPTH_LIMIT, DRAW, LOSS, WIN, OutOfNodes

# a pass (take, done) after every card play in the ordering (durak_endgame.order_moves)
_PASS_COST = 100


def fast_world(world: Any) -> tuple[Rules, Position] | None:
    """The compact position of the engine state ``world`` and its rules, or None where the
    fast path does not apply (Witch durak, Italian, teams, …: :func:`.durak_bits.supported`)."""
    if not bits.supported(world):
        return None
    return bits.from_state(world)


def _card_costs(trump: int) -> dict[int, int]:
    """order_moves' cost of a card, by its one-bit mask: its rank, trumps dearer than any
    plain card."""
    return {1 << x: (x >> 2) + (_TRUMP_BONUS if x & 3 == trump else 0) for x in range(36)}


class FastSolver:
    """One search over compact positions: the transposition table and the node count."""

    def __init__(self, me: int, node_limit: int | None = None, deadline: float | None = None):
        self.me = me
        self.limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[Position, tuple[int, int, Move | None]] = {}
        self.path: set[Position] = set()
        self.rules: Rules | None = None
        self.seat = 0  # ``me`` as the compact position's seat index
        self.cost: dict[int, int] = {}

    def moves(self, pos: Position) -> list[Move]:
        """The moves worth searching, in order: ``legal`` less the defender's cuts
        (durak_endgame.defences: covers of the lowest uncovered card only — no one acts
        between two covers and the covered table is the same in any order; no take in
        ``COVERED`` — taking before that cover picked up the same cards and left the attacker
        fewer ranks to throw in, DUR-7/DUR-8.3), cheapest card first, passes last."""
        r = self.rules
        assert r is not None
        ms = legal(r, pos)
        phase = pos[2]
        if phase == DEFEND or phase == COVERED:
            u = pos[3]
            target = (u & -u).bit_length() - 1
            ms = [m for m in ms if (m[2] == target if m[0] == COVER_KIND else
                                    m[0] != TAKE_KIND or phase == DEFEND)]
        if len(ms) > 1:
            cost = self.cost

            def key(m: Move) -> int:
                b = m[1]
                if not b:
                    return _PASS_COST
                c = cost.get(b)
                return c if c is not None else sum(cost[1 << x] for x in bits.cards_of(b))

            ms.sort(key=key)
        return ms

    def value(self, pos: Position, alpha: int = LOSS, beta: int = WIN) -> int:
        """The seat's value of ``pos`` clipped to the window (durak_endgame.Solver.value)."""
        r = self.rules
        assert r is not None
        while True:
            phase = pos[2]
            if phase == OVER:
                return bits.result_for(pos, self.seat)
            moves = self.moves(pos)
            if len(moves) != 1:
                break
            pos = play(r, pos, moves[0])  # a forced move (the cuts' only move too)
        maximize = bits.mover(pos) == self.seat
        if not moves:
            # the defender cannot cover after a cover and his take is left out: the line is the
            # worst for him, out of range, and his caller covers otherwise
            return LOSS - 1 if maximize else WIN + 1
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise OutOfNodes
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfNodes
        table = self.table
        entry = table.get(pos)
        best_move = None
        if entry is not None:
            lo, hi, best_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        path = self.path
        if pos in path:
            return DRAW  # a position repeated on this line (transfers and takes)
        if best_move is not None and best_move is not moves[0] and best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        a0, b0 = alpha, beta
        best = LOSS - 1 if maximize else WIN + 1
        chosen = None
        path.add(pos)
        try:
            for m in moves:
                v = self.value(play(r, pos, m), alpha, beta)
                if maximize:
                    if v > best:
                        best, chosen = v, m
                        if v > alpha:
                            alpha = v
                elif v < best:
                    best, chosen = v, m
                    if v < beta:
                        beta = v
                if alpha >= beta:
                    break
        finally:
            path.discard(pos)
        lo, hi = (entry[0], entry[1]) if entry is not None else (LOSS, WIN)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        table[pos] = (lo, hi, chosen)
        return best

    def best(self, world: Any, first: Action | None = None) -> tuple[int, Action]:
        """The exact value of engine state ``world`` for the seat (to act there) and an engine
        action that keeps it: ``first`` when it does, else the first that does in the order."""
        found = fast_world(world)
        if found is None:
            raise ValueError("not a position of the fast path (durak_bits.supported)")
        r, pos = found
        if world.to_act != self.me:
            raise ValueError("the seat is not to act")
        self.rules = r
        self.seat = r.seats.index(self.me)
        self.cost = _card_costs(r.trump)
        limit = sys.getrecursionlimit()
        # a line of transfers and takes can pass cards back and forth for hundreds of moves
        sys.setrecursionlimit(max(limit, DEPTH_LIMIT))
        try:
            return self._best(r, pos, first)
        finally:
            sys.setrecursionlimit(limit)

    def _best(self, r: Rules, pos: Position, first: Action | None) -> tuple[int, Action]:
        # the root searches every legal move (a move the cuts leave out may be Normal's)
        moves = self._ordered(legal(r, pos))
        named = [bits.to_action(r, pos, m) for m in moves]
        if first is not None and first in named:
            k = named.index(first)
            moves.insert(0, moves.pop(k))
            named.insert(0, named.pop(k))
        best, chosen = LOSS - 1, named[0]
        for m, a in zip(moves, named):
            v = self.value(play(r, pos, m), max(best, LOSS), WIN)
            if v > best:
                best, chosen = v, a
                if best >= WIN:
                    break
        return max(best, LOSS), chosen

    def _ordered(self, moves: list[Move]) -> list[Move]:
        cost = self.cost

        def key(m: Move) -> int:
            b = m[1]
            if not b:
                return _PASS_COST
            return sum(cost[1 << x] for x in bits.cards_of(b))

        return sorted(moves, key=key)

