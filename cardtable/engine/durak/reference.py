"""Durak's readable rules core for what may be played: every legal action, straight from the rules.

:func:`legal_actions` lists what a seat may do in a Durak or Witch durak deal card by card,
each rule where its id says (docs/rules.md DUR-5 … DUR-16, WIT-8 … WIT-K), asking only the deal's
rule questions — ``beats`` (DUR-3/DUR-6; Witch durak's WIT-2 … WIT-A, witch_rules.py),
``_names`` (WIT-8), ``may_throw`` (DUR-7; WIT-9), ``transfer_rank`` (DUR-12 … DUR-14; WIT-10) —
and rules.py's limits.  It shares nothing with the fast lists (legal.py's masks and pre-built
tables, witch_legal.py's beat tables, the throw-in answers the state keeps, the windows' and the
playout step's shortcuts of DUR-7): tests/test_durak_paths.py holds those to this at every
action of random deals of every variant and table size, so a rule changed in one of them only
fails there.  Slow by design (hundreds of microseconds a call): for tests and tools, never for
play.  The order of the list is this module's own; compare as sets.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .actions import DurakAction
from .cards import rank_of
from .rules import bout_limit, room_for_one_more

if TYPE_CHECKING:
    from .fields import DurakFields


def legal_actions(st: DurakFields, player: int | None = None) -> list[DurakAction]:
    """Every legal action of ``player`` (default: the player to act) in deal ``st``."""
    p = st.to_act
    if p is None or (player is not None and player != p):
        return []  # only the player the deal waits for acts (DUR-8)
    if st.phase == "king":  # WIT-K: the defender who covered an enchanted king chooses
        return [DurakAction(p, "reverse"), DurakAction(p, "keep")]
    if st.phase == "attack":
        return _leads(st, p)
    if st.phase == "defend":
        return _defences(st, p)
    return [*_throw_ins(st, p), DurakAction(p, "done")]  # a throw-in window (DUR-8)


def _hand(st: DurakFields, p: int) -> list[int]:
    return st.hands[p]


def _one_card(st: DurakFields, p: int, kind: str, c: int) -> list[DurakAction]:
    """``c`` played as ``kind``: once, or once per suit it may be named (an enchanted eight, WIT-8)."""
    return [DurakAction(p, kind, (c,), name) for name in st._names(c)]


def _leads(st: DurakFields, p: int) -> list[DurakAction]:
    """DUR-5: any one card; or, but in transfer durak, several of one rank (simple durak: at most
    two, DUR-16) — no more than DUR-7 allows: the bout limit and the defender's hand."""
    hand = _hand(st, p)
    out = [a for c in hand for a in _one_card(st, p, "attack", c)]
    if st.variant == "transfer":
        return out
    most = min(bout_limit(st.defended_once), len(_hand(st, st.defender)))
    if st.variant == "simple":
        most = min(most, 2)
    for r in sorted({rank_of(c) for c in hand}):
        same = sorted(c for c in hand if rank_of(c) == r)
        for k in range(2, min(most, len(same)) + 1):
            out += [DurakAction(p, "attack", combo) for combo in combinations(same, k)]
    return out


def _defences(st: DurakFields, p: int) -> list[DurakAction]:
    """DUR-6: cover an uncovered attack card with a card that beats it; DUR-12 … DUR-15:
    transfer with a card of the attack's rank, or show a trump of it; or take."""
    hand = _hand(st, p)
    out = []
    for a, cover in zip(st.att, st.cov):
        if cover is not None:
            continue
        for c in hand:
            for name in st._names(c):
                if st.beats(c, a, name):
                    out.append(DurakAction(p, "cover", (c,), (a, name)))
    r = st.transfer_rank()
    target = st._next_opponent(st.defender, st.defender)
    if r is not None and target is not None:
        holds = len(_hand(st, target))
        n = len(st.att)
        # DUR-13 with DUR-7: the next defender must be able to face every card and this one
        if room_for_one_more(n, n, holds, st.defended_once):
            out += [a for c in hand if rank_of(c) == r for a in _one_card(st, p, "transfer", c)]
        # DUR-15: a trump of the rank shown (once a bout each), the cards on the table move on
        if st.options.get("transfer_by_showing_trump") and p not in st.showed and holds >= n:
            out += [DurakAction(p, "show", (c,)) for c in hand
                    if rank_of(c) == r and c & 3 == st.trump_suit]
    out.append(DurakAction(p, "take"))
    return out


def _throw_ins(st: DurakFields, p: int) -> list[DurakAction]:
    """DUR-7: cards of a rank on the table (Witch durak: and enchanted nines, WIT-9), while the
    bout has room and the defender has cards for them; none after an enchanted queen is
    covered (WIT-Q)."""
    if st.queen_lock:
        return []
    uncovered = st.cov.count(None)
    if not room_for_one_more(len(st.att), uncovered, len(_hand(st, st.defender)), st.defended_once):
        return []
    ranks = {rank_of(c) for c in st.att} | {rank_of(c) for c in st.cov if c is not None}
    return [a for c in _hand(st, p) if st.may_throw(c, ranks) for a in _one_card(st, p, "throw", c)]
