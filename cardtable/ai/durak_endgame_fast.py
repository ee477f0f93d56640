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

import time
from typing import Any

from cardtable.engine import Action

from . import durak_bits as bits
from .durak_bits import COVERED, DEFEND, F_SEAT, OVER, Move, Position, Rules, legal, moves, play
from .durak_endgame import DRAW, LOSS, WIN, OutOfNodes, deep_lines, probe, proved_bounds


def fast_world(world: Any) -> tuple[Rules, Position] | None:
    """The compact position of the engine state ``world`` and its rules, or None where the
    fast path does not apply (Witch durak, Italian, teams, …: :func:`.durak_bits.supported`)."""
    if not bits.supported(world):
        return None
    return bits.from_state(world)


class FastSolver:
    """One search over compact positions: the transposition table and the node count."""

    def __init__(self, me: int, node_limit: int | None = None, deadline: float | None = None):
        self.me = me
        self.limit = node_limit
        self.most = node_limit if node_limit is not None else 1 << 62
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[Position, tuple[int, int, Move | None]] = {}
        self.path: set[Position] = set()
        self.rules: Rules | None = None
        self.seat = 0  # ``me`` as the compact position's seat index

    def set_limit(self, node_limit: int | None) -> None:
        """Stop past ``node_limit`` searched positions in all (the count so far included)."""
        self.limit = node_limit
        self.most = node_limit if node_limit is not None else 1 << 62

    def value(self, pos: Position, alpha: int = LOSS, beta: int = WIN) -> int:
        """The seat's value of ``pos`` clipped to the window (durak_endgame.Solver.value)."""
        r = self.rules
        assert r is not None
        while True:
            phase = pos[2]
            if phase == OVER:
                return bits.result_for(pos, self.seat)
            ms = moves(r, pos, True)
            if len(ms) != 1:
                break
            pos = play(r, pos, ms[0])  # a forced move (the cuts' only move too)
        # the mover: the defender in DEFEND / COVERED, else the attacker (durak_bits.mover)
        maximize = (pos[5] & F_SEAT ^ (phase == DEFEND or phase == COVERED)) == self.seat
        if not ms:
            # the defender cannot cover after a cover and his take is left out: the line is the
            # worst for him, out of range, and his caller covers otherwise
            return LOSS - 1 if maximize else WIN + 1
        nodes = self.nodes = self.nodes + 1
        if nodes > self.most:
            raise OutOfNodes
        if not nodes & 255 and self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfNodes
        table = self.table
        entry = table.get(pos)
        best_move = None
        if entry is not None:
            best_move = entry[2]
            decided, alpha, beta = probe(entry, alpha, beta)
            if decided is not None:
                return decided
        path = self.path
        if pos in path:
            return DRAW  # a position repeated on this line (transfers and takes)
        if best_move is not None and best_move is not ms[0] and best_move in ms:
            ms.remove(best_move)
            ms.insert(0, best_move)
        a0, b0 = alpha, beta
        best = LOSS - 1 if maximize else WIN + 1
        chosen = None
        path.add(pos)
        try:
            for m in ms:
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
        table[pos] = (*proved_bounds(entry, best, a0, b0), chosen)
        return best

    def _start(self, world: Any) -> tuple[Rules, Position]:
        """The compact position of ``world`` (the seat to act) and its rules, set as the search's."""
        found = fast_world(world)
        if found is None:
            raise ValueError("not a position of the fast path (durak_bits.supported)")
        r, pos = found
        if world.to_act != self.me:
            raise ValueError("the seat is not to act")
        self.rules = r
        self.seat = r.seats.index(self.me)
        return r, pos

    def best(self, world: Any, first: Action | None = None) -> tuple[int, Action]:
        """The exact value of engine state ``world`` for the seat (to act there) and an engine
        action that keeps it: ``first`` when it does, else the first that does in the order."""
        r, pos = self._start(world)
        with deep_lines():
            return self._best(r, pos, first)

    def move_values(self, world: Any) -> list[tuple[Action, int]]:
        """Every legal move of engine state ``world`` (the seat to act) with its exact value,
        in the engine's names and the search's order (what durak_stock weighs over worlds)."""
        r, pos = self._start(world)
        with deep_lines():
            return [(bits.to_action(r, pos, m), min(WIN, max(LOSS, self.value(play(r, pos, m)))))
                    for m in legal(r, pos)]

    def _best(self, r: Rules, pos: Position, first: Action | None) -> tuple[int, Action]:
        # the root searches every legal move (a move the cuts leave out may be Normal's)
        moves = legal(r, pos)
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
