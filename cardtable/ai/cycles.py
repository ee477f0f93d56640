"""Cycles of moves: finding one in a history, and the moves that leave it.

In two-player durak with an empty stock the players can pass the same cards back and forth
for ever (attack, transfer, throw in, take; attack, transfer, throw in, take …).  No rule ends
such a deal (RULES.md has no repetition rule, DUR-* or otherwise), and two searching seats that
each value the loop a draw and every way out a loss keep it up: at a table where only AI seats
are left, the person who went out first would watch a deal that never ends.

So an AI seat at a table (:meth:`cardtable.ai.base.Agent.play`) leaves a cycle that has gone
round :data:`LEAVE_AFTER` times: it chooses among its legal moves without the one that would go
round again, as a player tired of the loop would.  This is a choice of the AI, not a rule:
a person may go round as often as he likes.  The arena adjudicates a cycle that still goes on
after :data:`ARENA_DRAW_AFTER` rounds (outside engines, the random level) a draw.

A game says its moves can cycle with ``MOVES_CYCLE = True`` in its AI module: its public move
texts must then tell the whole move (durak's do; Pirate Party's draws do not name the card, so
the same texts there do not mean the same position, and it does not set it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

LEAVE_AFTER = 4        # an AI seat leaves a cycle that has gone round this many times
ARENA_DRAW_AFTER = 8   # the arena scores a deal a draw once one cycle has gone round this many
                       # times running (cardtable.arena.cycling); more than LEAVE_AFTER, so it
                       # adjudicates only what no AI seat left (outside engines, the random level)
MAX_PERIOD = 16        # the longest cycle looked for, in moves (both seats' moves counted)

A = TypeVar("A")


def cycle_period(texts: Sequence[str], repeats: int, max_period: int = MAX_PERIOD) -> int | None:
    """The length of the shortest cycle of at most ``max_period`` moves that the last
    ``repeats * period`` texts repeat ``repeats`` times running, or None."""
    n = len(texts)
    for period in range(1, max_period + 1):
        span = period * repeats
        if span > n:
            return None
        tail = [str(t) for t in texts[n - span:]]
        if all(tail[i] == tail[i - period] for i in range(period, span)):
            return period
    return None


def off_cycle(texts: Sequence[str], legal: list[A], repeats: int = LEAVE_AFTER) -> list[A]:
    """``legal`` without the move that would take the cycle the history ends in round again,
    once it has gone round ``repeats`` times; ``legal`` itself when there is no such cycle, or
    when that move is the only one."""
    period = cycle_period(texts, repeats)
    if period is None:
        return legal
    again = str(texts[len(texts) - period])
    rest = [a for a in legal if str(a) != again]
    return rest if rest else legal
