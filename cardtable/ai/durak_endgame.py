"""Exact durak endgames: the game-theoretic value and a best move once nothing is hidden.

Two-player durak (every variant and option but Italian: throw-in, transfer, simple, showing
a trump, no transfer in the first bout) and Witch durak, once the stock is gone or holds only
the turned-up trump (DUR-2: it lies face up under the stock and is drawn last) — and any
larger table once only two players are left so.  Then a card counter knows every card: the
opponent holds exactly the cards that are neither in the seat's hand, on the table, under
the stock nor in the discard pile (face down, but every card that went there was seen going,
DUR-9), so the one world the view allows is rebuilt from the view alone
(:func:`exact_world`) — no hidden card is ever read.

:func:`solve` searches that world to the end of the deal over the engine's own legal actions
(every reply of both players, not a model of them): alpha-beta over win (+1) / draw (0,
DUR-11: both players out in one bout) / loss (-1) for the seat, with a transposition table
keyed by the canonical position (:func:`position_key`: the hands, the table, the phase and
who is where; not the history, the known-card lists or the order players left) holding the
bounds proved for it, and move ordering by a cheap Normal-like guess (the cheapest card,
covering before taking; Normal's own move first at the root).  A pure function of the view
and the node limit: the same view gives the same value and move, whatever the clock.

Two paths, one search: plain two-player durak (throw-in, transfer, simple, with or without
DUR-14/DUR-15 — :func:`.durak_bits.supported`) is searched over a compact position of a few
ints (:mod:`.durak_bits`, :mod:`.durak_endgame_fast`: the same alpha-beta, table, cuts and
order, about six times cheaper a position than a clone and a step of the engine's state, and
held to the engine move by move by tests/test_durak_endgame_fast.py); Witch durak and the
rest (a bout led by a third player who is out) by :class:`Solver` over the engine's state.
:func:`solve` and :func:`exact_search` pick the path; :class:`Solver` is the engine path
itself (the benchmark's judge and the puzzles use it).

Contract (also for puzzles built on it): ``solve(view, node_limit=None) -> (value,
best_action)``, value in {-1, 0, 1} for the seat ``view.player``, which must be
``to_act``; :class:`NotExact` when the view hides a card, :class:`OutOfNodes` when the
search needs more than ``node_limit`` nodes.

Hard (``exact_search``, the game module's hook of ai/hard.py) plays the move :func:`solve`
finds whenever the search fits its step budget, Normal's move first among the moves that
keep the value; otherwise the rollouts decide.

A deal need not end: in transfer durak two players can pass cards back and forth by
transfers and takes (a leads a 7, b transfers with a 7, a takes both; b leads a 7, a transfers,
b takes: the hands are as before).  A line that returns to a position on its own path is scored a draw there (the deal
would not end) — the usual convention; values are exact for every line that does not repeat,
and the transposition table may carry such a draw into another path (the graph-history
interaction), which the brute-force tests, scoring repetitions the same way, bound.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeGuard

from cardtable.engine import Action, View
from cardtable.engine.durak.view import DurakView

from .durak_bits import TRUMP_BONUS as _TRUMP_BONUS
from .durak_bits import supported as fast_supported
from .rollouts import fresh_world

WIN, DRAW, LOSS = 1, 0, -1
# Python's recursion limit during a search (one frame a move of the longest line).
DEPTH_LIMIT = 20_000


@contextmanager
def deep_lines() -> Iterator[None]:
    """Room for the search's recursion: a line of transfers and takes can pass cards back and
    forth for hundreds of moves (one frame a move)."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEPTH_LIMIT))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


class NotExact(ValueError):
    """The view hides a card (stock left, or more than one opponent holds cards)."""


class OutOfNodes(Exception):
    """The search needed more nodes than it was given."""


def exact_world(view: View) -> TypeGuard[DurakView]:
    """True when the (Durak family's) view leaves no card hidden and two players, the seat one of them, are
    left to play it out: no stock — or only its last card, the turned-up trump that everyone
    has seen (DUR-2, DUR-10) — no teams, exactly one opponent still holding cards; and
    not Italian durak, where a taker picks the discard pile back up (DUR-9), so hands grow
    and lines run for thousands of moves without repeating (left to the rollouts)."""
    if not isinstance(view, DurakView):
        return False
    stock = view.stock_size
    if stock > 1 or view.teams or view.options.get("italian"):
        return False
    if stock == 1 and view.players * 6 >= 36:
        return False  # no card lies face up under the stock (DUR-2): the last one is unseen
    if view.phase == "over" or view.to_act is None:
        return False
    active = view.active
    me = view.player
    return len(active) == 2 and me in active


def world_of(view: View) -> Any:
    """The one full state the exact view allows (``determinize`` has nothing left to
    choose: every unseen card is in the one opponent's hand)."""
    if not exact_world(view):
        raise NotExact("the view hides cards: the stock or a third hand is not empty")
    return fresh_world(view, random.Random(0))


def position_key(s) -> tuple:
    """What the rest of the deal depends on, nothing more: both hands (masks), the table,
    the phase and the seats' roles, the throw-in window, the bout's limit (DUR-7: 5 until a
    first successful defence), DUR-15's shown trumps, DUR-14's first bout, Witch durak's
    named eights (WIT-8), queen lock (WIT-Q) and kings, the stock (fixed in one deal, but the
    worlds of durak_stock differ in it).  Not the discard: it never comes back
    into play (Italian durak, where it does, is not searched)."""
    # the table as a set of (attack, cover) pairs: the order cards were thrown in does not
    # matter to the rest of the bout, so throw-ins made in another order meet here
    # (attack cards are distinct, so sorting the pairs never compares two covers, None or not)
    return (tuple(s.hm), tuple(sorted(zip(s.att, s.cov))) if s.att else (), s.phase, s.attacker, s.defender,
            s.thrower, s.leader, s.att_slot, s.window, s.window_added, tuple(s.queue),
            tuple(s.showed), s.defended_once, tuple(s.out),
            tuple(sorted(s.named.items())) if s.named else (),
            s.queen_lock, s.king_covered, s.direction,
            s.bout_no == 0 and bool(s.options.get("no_transfer_first_bout")), tuple(s.stock))


def order_moves(s, legal: list[Action]) -> list[Action]:
    """A cheap Normal-like ordering: card plays before passes, the cheapest cards first
    (trumps dearer than any plain card): a defender's transfers and covers before taking.
    (Putting first the cards the defender cannot beat, Normal's endgame rule, searched
    more than twice the nodes over 80 positions; so did a history heuristic.)"""
    card_cost = _CARD_COST[s.trump_suit if s.trump_suit is not None else 4]

    def cost(a: Action) -> int:
        cards = a.cards
        if not cards:
            return 100  # take / done
        if len(cards) == 1:
            return card_cost[cards[0]]
        return sum(card_cost[x] for x in cards)

    return sorted(legal, key=cost)


# order_moves' guess at a card's cost by trump suit (index 4: no trump): its rank, trumps
# dearer than any plain card (cards 0 … 35, 4 × (rank − 6) + suit)
_CARD_COST = tuple(tuple((x >> 2) + (_TRUMP_BONUS if (x & 3) == tr else 0) for x in range(36))
                   for tr in range(5))


def defences(s, legal: list[Action], covered: bool) -> list[Action]:
    """The defender's moves worth searching in plain durak (every variant): the same value
    as ``legal`` with fewer lines.

    - Covers of one attack card only, the first uncovered one: nobody else acts between two
      covers of a bout (the windows open after a lead, a transfer, a full cover or a take,
      DUR-8), and once every card is covered the table is the same whatever order the covers
      were laid in; transfers and shows (DUR-12, DUR-15) stand only before the first cover.
    - No "take" after a cover of this answer: taking before it picks up the same cards (the
      covers came from the taker's hand) and leaves the attacker fewer ranks to throw in
      after the take (DUR-7, DUR-8.3), so for the defender it is never worse.
    ``covered``: the defender has covered a card since the table last grew.  Witch durak is
    searched over every legal move (its queens and kings change the bout after a cover,
    WIT-Q, WIT-K)."""
    target = s.att[s.cov.index(None)]
    keep = []
    for a in legal:
        k = a.kind
        if k == "cover":
            if a.arg[0] == target:   # a cover's arg: (attack card, named suit)
                keep.append(a)
        elif k == "take":
            if not covered:
                keep.append(a)
        else:
            keep.append(a)
    return keep


def probe(entry: tuple[int, int, Any], alpha: int, beta: int) -> tuple[int | None, int, int]:
    """The transposition table's answer for a node searched with window (alpha, beta), from its
    entry's proved bounds (lo, hi, best move): a value that decides the node (a bound outside
    the window, or the exact value), or ``None`` and the window narrowed to the bounds.  Shared
    by both exact searches (this module's and durak_endgame_fast's)."""
    lo, hi = entry[0], entry[1]
    if lo >= beta:
        return lo, alpha, beta
    if hi <= alpha:
        return hi, alpha, beta
    if lo == hi:
        return lo, alpha, beta
    return None, max(alpha, lo), min(beta, hi)


def proved_bounds(entry: tuple[int, int, Any] | None, best: int, alpha: int, beta: int) -> tuple[int, int]:
    """The bounds a search of a node with window (alpha, beta) proved, given what its entry held:
    a fail-low (``best`` ≤ alpha) is an upper bound, a fail-high a lower one, else exact."""
    lo, hi = (entry[0], entry[1]) if entry is not None else (LOSS, WIN)
    if best <= alpha:
        return lo, min(hi, best)
    if best >= beta:
        return max(lo, best), hi
    return best, best


class Solver:
    """One search: the transposition table and the node count (reusable across the moves of
    one deal while the world is the same game; :func:`solve` makes a fresh one)."""

    def __init__(self, me: int, node_limit: int | None = None, deadline: float | None = None):
        self.me = me
        self.limit = node_limit
        # the UI's wall-clock guard (``time.perf_counter()`` value): past it the search stops as
        # if out of nodes; read every 256 positions (None: the node limit alone, deterministic)
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[tuple, tuple[int, int, Action | None]] = {}
        self.path: set[tuple] = set()

    def set_limit(self, node_limit: int | None) -> None:
        """Stop past ``node_limit`` searched positions in all (the count so far included)."""
        self.limit = node_limit

    def value(self, s, alpha: int = LOSS, beta: int = WIN, covered: bool = False) -> int:
        """The seat's value of ``s`` clipped to the window: exact when strictly inside
        (alpha, beta); a fail-high returns a lower bound ≥ beta, a fail-low an upper ≤ alpha.
        ``covered``: the last move was a cover and the defender answers on (:func:`defences`)."""
        while True:
            p = s.to_act
            if p is None:
                losers = s.result.losers
                if not losers:
                    return DRAW
                return LOSS if self.me in losers else WIN
            legal = s.legal_actions(p)
            if len(legal) > 1:
                break
            # a forced move: played on in place (``s`` is the caller's copy)
            covered = legal[0].kind == "cover" and s.phase == "defend"
            s.step(legal[0])
            covered = covered and s.phase == "defend"
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise OutOfNodes
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfNodes
        # ``covered`` is part of the key: after a cover the defender's take is left out
        # (defences), so the value found then holds only for a table reached by a cover — the
        # same table reached by a throw-in after a cover lets him take (a win proved without
        # his take and reused there was a false win)
        key = (position_key(s), covered)
        entry = self.table.get(key)
        best_move = None
        if entry is not None:
            best_move = entry[2]
            decided, alpha, beta = probe(entry, alpha, beta)
            if decided is not None:
                return decided
        if key in self.path:
            return DRAW  # a position repeated on this line (transfers and takes)
        if s.phase == "defend" and s.legal_path == "tables":
            legal = defences(s, legal, covered)
        moves = order_moves(s, legal)
        if best_move is not None and best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        a0, b0 = alpha, beta
        maximize = p == self.me
        best = LOSS - 1 if maximize else WIN + 1
        chosen = None
        self.path.add(key)
        try:
            # (no move at all: the defender cannot cover after a cover, and his take is left out
            # — the line is the worst for him, ``best`` out of range, and his caller covers otherwise)
            last = moves[-1] if moves else None
            for a in moves:
                # the last move is played on ``s`` itself (the caller's copy; nothing reads it
                # after the loop): one clone less a node whose moves are all searched
                c = s if a is last else s.clone()
                c.step(a)
                v = self.value(c, alpha, beta, a.kind == "cover" and c.phase == "defend")
                if maximize:
                    if v > best:
                        best, chosen = v, a
                        if v > alpha:
                            alpha = v
                else:
                    if v < best:
                        best, chosen = v, a
                        if v < beta:
                            beta = v
                if alpha >= beta:
                    break
        finally:
            self.path.discard(key)
        self.table[key] = (*proved_bounds(entry, best, a0, b0), chosen)
        return best

    def best(self, s, first: Action | None = None) -> tuple[int, Action]:
        with deep_lines():
            return self._best(s, first)

    def move_values(self, s) -> list[tuple[Action, int]]:
        """Every legal move of ``s`` (the seat to act) with its exact value, in the search's
        order (what durak_stock weighs over worlds)."""
        if s.to_act != self.me:
            raise ValueError("the seat is not to act")
        out = []
        with deep_lines():
            for a in order_moves(s, s.legal_actions(self.me)):
                c = s.clone()
                c.step(a)
                out.append((a, min(WIN, max(LOSS, self.value(c)))))
        return out

    def _best(self, s, first: Action | None = None) -> tuple[int, Action]:
        """The exact value of ``s`` for the seat (to act there) and a move that keeps it:
        ``first`` (e.g. Normal's move) when it does, else the first that does in the order."""
        if s.to_act != self.me:
            raise ValueError("the seat is not to act")
        legal = s.legal_actions(self.me)
        moves = order_moves(s, legal)
        if first is not None and first in legal:
            moves = [first] + [a for a in moves if a != first]
        best, chosen = LOSS - 1, moves[0]
        for a in moves:
            c = s.clone()
            c.step(a)
            v = self.value(c, max(best, LOSS), WIN)
            if v > best:
                best, chosen = v, a
                if best >= WIN:
                    break
        return max(best, LOSS), chosen


# How many searched positions one step of Hard's budget buys, by game: a position against the
# calibrated playout step of the game's HARD_STEPS_PER_SECOND (heuristic_durak: 16,000 a second
# at two players, witch durak 6,000).  Measured on the build machine (shared, load average
# about 4), two-player endgames of 1–8 cards a hand (`endgame_positions`, 100 throw-in and 100
# transfer positions, seed 7), one CPU second: Durak's compact position (durak_endgame_fast)
# 172,000 positions, the engine's state 29,000 in Durak and 26,000 in Witch durak — above
# these shares, so a solved decision stays within its think time.  ``NODES_PER_STEP`` is the
# rate of the path a game's endgames take (Durak: the compact position), ENGINE_NODES_PER_STEP
# that of the engine's state (Witch durak, and a Durak bout a third player who is out led).
# (Another game calling the solver counts one position a step.)
NODES_PER_STEP = {"durak": 8.0, "witch_durak": 4.0}
ENGINE_NODES_PER_STEP = {"durak": 1.5, "witch_durak": 4.0}
# The share of the budget the exact search may take before it hands what is left to the rollouts.
EXACT_SHARE = 0.9


def exact_search(view: DurakView, legal: list[Action], normal: Action, policy,
                 steps: int, deadline: float | None = None) -> tuple[Action | None, dict]:
    """Hard's hook (ai/hard.py ``exact_search``): where the view hides nothing, the solver's
    move (Normal's when it keeps the value) if the search fits in ``EXACT_SHARE`` of
    ``steps`` (``NODES_PER_STEP`` positions a step; ``ENGINE_NODES_PER_STEP`` where the
    compact position of durak_bits does not apply and the engine's state is searched); else ``None`` and the steps it spent, for
    the rollouts to decide with the rest.  A pure function of the view and ``steps`` (the UI's
``deadline``, a ``time.perf_counter()`` value, also stops it: then the choice depends on the
machine's speed, never on a hidden card).  Where the stock still hides its last
few cards, :func:`.durak_stock.chance_search` decides (or narrows the moves: its contract)."""
    stats: dict = {"exact": 0}
    if view.to_act != view.player:
        return None, stats
    if not exact_world(view):
        # the last few stock cards hidden: every order they can lie in searched (durak_stock)
        from .durak_stock import chance_search

        return chance_search(view, legal, normal, steps, deadline)
    share = int(steps * EXACT_SHARE)
    world = world_of(view)
    fast = fast_supported(world)
    rate = (NODES_PER_STEP if fast else ENGINE_NODES_PER_STEP).get(view.game, 1.0)
    solver = solver_for(world, view.player, max(1, int(share * rate)), deadline)
    try:
        value, move = solver.best(world, normal)
    except OutOfNodes:
        stats.update(exact=-1, nodes=solver.nodes, iterations=max(1, share))
        return None, stats
    spent = min(share, max(1, math.ceil(solver.nodes / rate)))
    stats.update(exact=1, value=value, nodes=solver.nodes, iterations=spent,
                 path="fast" if fast else "engine")
    return move, stats


def solver_for(world, me: int, node_limit: int | None, deadline: float | None = None) -> Any:
    """The search for ``world``: the compact position's (durak_endgame_fast: plain two-player
    durak) where it applies, else the engine state's :class:`Solver`; both have ``best(world,
    first)`` and ``nodes``."""
    from .durak_endgame_fast import FastSolver

    if fast_supported(world):
        return FastSolver(me, node_limit, deadline)
    return Solver(me, node_limit, deadline)


def solve(view: DurakView, node_limit: int | None = None, first: Action | None = None) -> tuple[int, Action]:
    """The game-theoretic value of the seat's position (+1 win, 0 draw, -1 fool) and a move
    that keeps it (``first`` when it does).  Raises :class:`NotExact` when the view hides a
    card and :class:`OutOfNodes` past ``node_limit`` searched positions."""
    s = world_of(view)
    return solver_for(s, view.player, node_limit).best(s, first)
