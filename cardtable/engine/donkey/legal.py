"""Legal sets of Who's the Donkey? (ESL-4 … ESL-7): the fast path of ``legal_actions``.

For speed a hand is also kept *indexed* (:class:`HandIndex`: the ids held by value, bit
masks of the values held at least ``t`` times).  The answers are lists of the shared
actions of :mod:`.actions` (groups of one value with the jokers held), in a fixed order:
values ascending, then jokers alone, then the donkey.
"""

from __future__ import annotations

from operator import getitem

from .actions import _NATURALS, DONKEY_LEAD, PASS, DonkeyAction, Group, group, joker_sets, single
from .cards import DONKEY, FIRST_JOKER, JOKER_KEY, VALUE
from .fields import DonkeyFields  # the deal's fields, typed once (object at run time)

Index = list[tuple[int, ...]]

#: ``_BIT[c]``: card ``c``'s bit in a hand's mask, one byte a key: bits 8 … 111 the naturals
#: (key ``v``'s eight copies are byte ``v``), bits 112 … 116 the jokers, 117 the donkey.
_BIT = tuple(1 << (c + 8) for c in range(110))
#: ``_IDS[v][b]``: the ids of key ``v`` whose bits byte ``b`` sets, ascending (``_IDS[0]``
#: and ``_IDS[14]``: none; a hand's jokers are ``_JOKERS[b & 31]`` of its byte 14).
_BITS = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))
_IDS = tuple(tuple(tuple(map((8 * v - 8).__add__, bits)) for bits in _BITS) if 1 <= v <= 13
             else ((),) * 256 for v in range(JOKER_KEY + 1))
_JOKERS = tuple(tuple(FIRST_JOKER + i for i in _BITS[b]) for b in range(32))
#: The counts of a hand as one int: bit ``v - 1`` of field ``t`` (bits ``14 t`` … ``14 t + 12``)
#: is set when at least ``t`` naturals of value ``v`` are held.  ``_GE[v][n]``: value ``v``
#: held ``n`` times (fields 1 … n); ``_GE_BYTE[v][b]``: the same for the copies of byte b.
_GE = tuple(tuple(sum(1 << (14 * t + v - 1) for t in range(1, n + 1)) if v else 0 for n in range(9))
            for v in range(JOKER_KEY + 1))
_GE_BYTE = tuple(tuple(_GE[v][b.bit_count()] if 1 <= v <= 13 else 0 for b in range(256))
                 for v in range(JOKER_KEY + 1))
_FIELD = 8191   # the values of one field: bits 0 … 12
#: ``_DROP[v][n][k]``: what ``n`` naturals of value ``v`` less ``k`` take off the counts.
_DROP = tuple(tuple(tuple(g[n] - g[n - k] for k in range(n + 1)) for n in range(9)) for g in _GE)


class HandIndex:
    """One hand indexed for legal-set generation.

    ``nat[v]``: the sorted natural ids of value ``v`` held (``nat[0]`` is empty);
    ``jok``: the sorted jokers held; ``ge``: the values held at least ``t`` times, for
    every ``t``, as one int (``ge >> 14 * t & 8191``: bit ``v - 1`` set when at least ``t``
    naturals of value ``v`` are held, ``t`` = 1 … 8); ``groups[v]``: the :func:`group` of
    value ``v`` with these jokers, or ``None`` until needed.
    """

    __slots__ = ("nat", "jok", "ge", "groups")

    def __init__(self, hand: list[int]):
        # the hand as a mask, one byte a value: its ids and counts are table lookups
        b = sum([_BIT[c] for c in hand]).to_bytes(15, "little")
        self.nat: Index = list(map(getitem, _IDS, b[:JOKER_KEY]))
        self.ge: int = sum(map(getitem, _GE_BYTE, b))
        self.jok: tuple[int, ...] = _JOKERS[b[JOKER_KEY] & 31]
        self.groups: list[Group | None] = [None] * JOKER_KEY

    def copy(self) -> HandIndex:
        new = HandIndex.__new__(HandIndex)
        new.nat, new.jok, new.ge, new.groups = list(self.nat), self.jok, self.ge, list(self.groups)
        return new

    def add(self, cards: tuple[int, ...]) -> None:
        """The hand now also holds ``cards`` (a donkey round's takings, ESL-6): the index
        ``HandIndex`` of the whole hand would build, keeping the groups still valid."""
        nat, groups = self.nat, self.groups
        for c in cards:
            if c < FIRST_JOKER:
                v = VALUE[c]
                ids = nat[v]
                nat[v] = tuple(sorted((*ids, c)))
                self.ge += _GE[v][len(ids) + 1] - _GE[v][len(ids)]
                groups[v] = None
            elif c != DONKEY:
                self.jok = tuple(sorted((*self.jok, c)))
                self.groups = groups = [None] * JOKER_KEY

    def remove(self, cards: tuple[int, ...]) -> None:
        """The hand no longer holds ``cards`` (which it held)."""
        last = cards[-1]
        if last < FIRST_JOKER:
            # naturals only: in a legal set, the lowest ids held of one value (actions.pick)
            v = VALUE[last]
            ids = self.nat[v]
            k = len(cards)
            if ids[:k] == cards:
                self.nat[v] = ids[k:]
                self.ge -= _DROP[v][len(ids)][k]
                self.groups[v] = None
                return
        nat, groups = self.nat, self.groups
        for c in cards:
            if c < FIRST_JOKER:
                v = VALUE[c]
                ids = nat[v]
                self.ge -= _GE[v][len(ids)] - _GE[v][len(ids) - 1]
                nat[v] = ids[1:] if ids[0] == c else tuple(x for x in ids if x != c)
                groups[v] = None
            elif c != DONKEY:
                self.jok = tuple(x for x in self.jok if x != c)
                self.groups = groups = [None] * JOKER_KEY


_ABOVE = [_FIELD & ~((1 << b) - 1) for b in range(JOKER_KEY + 1)]  # bits of the values above b
# The values of a field (value v is bit v - 1), ascending: _VALUES[m] (8,192 tuples, about
# 0.8 MB, built from two halves).
_LOW = tuple(tuple(v + 1 for v in range(7) if m >> v & 1) for m in range(128))
_HIGH = tuple(tuple(v + 8 for v in range(6) if m >> v & 1) for m in range(64))
_VALUES = tuple(low + high for high in _HIGH for low in _LOW)


def single_actions(p: int, ix: HandIndex, hand: list[int]) -> list[DonkeyAction]:
    """ESL-6: in a donkey round any one card (one action per value, in card order)."""
    out: list[DonkeyAction] = [single(p, ids[0]) for ids in ix.nat if ids]
    if ix.jok:
        out.append(single(p, ix.jok[0]))
    if DONKEY in hand:
        out.append(single(p, DONKEY))
    return out


class LegalMixin(DonkeyFields):
    """``legal_actions`` / ``_legal`` of :class:`~.state.DonkeyState` (the fields it reads:
    ``to_act``, ``size``, ``donkey_round``, ``best``, ``index``, ``hands``,
    ``donkey_holder``, ``locked``)."""

    __slots__ = ()

    def may_lead_donkey(self, player: int) -> bool:
        """ESL-6/ESL-7: the leader holds the donkey and is not locked."""
        return self.donkey_holder == player and not self.locked

    def legal_actions(self, player: int | None = None) -> list[DonkeyAction]:
        """Every legal action of ``player`` now (default: ``to_act``).  A lead lists, for
        each value held ascending, its group's sets (ESL-4/5), then jokers alone, then
        the donkey if allowed (ESL-6/7); a raise lists pass, then the sets of exactly
        ``size`` cards of a value above ``best`` (ESL-4); a donkey round one card per
        value (ESL-6).  Inlined: a playout asks this at every action."""
        p = self.to_act
        if player is not None:
            self.seat(player)  # a bool, a float or no seat is refused (GEN-3)
            if player != p:
                return []
        if p is None:
            return []
        size = self.size
        ix = self.index[p]
        if size:
            if self.donkey_round:
                return single_actions(p, ix, self.hands[p])
            # a raise (ESL-4): naturals needed besides every joker held (at least one)
            out: list[DonkeyAction] = [PASS[p]]
            jokers = ix.jok
            best = self.best
            if not jokers:   # one set a value: its lowest ``size`` ids
                fit = ix.ge >> 14 * size & _ABOVE[best]
                if fit:
                    nat, groups, naturals = ix.nat, ix.groups, _NATURALS[p]
                    k = size - 1
                    for v in _VALUES[fit]:
                        g = groups[v]
                        if g is None:
                            g = groups[v] = naturals.get(nat[v]) or group(p, nat[v], ())
                        out.append(g[0][k])
                return out
            need = size - len(jokers)
            fit = ix.ge >> (14 * need if need > 0 else 14) & _ABOVE[best]
            if fit:
                nat, groups = ix.nat, ix.groups
                for v in _VALUES[fit]:
                    g = groups[v]
                    if g is None:
                        g = groups[v] = group(p, nat[v], jokers)
                    lo, hi = g[1][size]
                    out += g[0][lo:hi]
            if best < JOKER_KEY and len(jokers) >= size:
                out.append(joker_sets(p, jokers)[size - 1])
            return out
        # a lead (ESL-4 … ESL-7): each value held, ascending
        out = []
        nat, jokers, groups = ix.nat, ix.jok, ix.groups
        for v in _VALUES[ix.ge >> 14 & _FIELD]:
            g = groups[v]
            if g is None:
                g = groups[v] = group(p, nat[v], jokers)
            out += g[0]
        if jokers:
            out += joker_sets(p, jokers)
        if self.donkey_holder == p and not self.locked and DONKEY in self.hands[p]:
            out.append(DONKEY_LEAD[p])
        return out

    def _legal(self, player: int) -> list[DonkeyAction]:
        return self.legal_actions(player)
