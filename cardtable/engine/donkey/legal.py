"""Legal sets of Who's the Donkey? (ESL-4 … ESL-7): the fast path of ``legal_actions``.

For speed a hand is also kept *indexed* (:class:`HandIndex`: the ids held by value, bit
masks of the values held at least ``t`` times).  The answers are lists of the shared
actions of :mod:`.actions` (groups of one value with the jokers held), in a fixed order:
values ascending, then jokers alone, then the donkey.
"""

from __future__ import annotations

from ..core import Action
from .actions import DONKEY_LEAD, PASS, Group, group, joker_sets, single
from .cards import DONKEY, FIRST_JOKER, JOKER_KEY, VALUE

Index = list[tuple[int, ...]]


class HandIndex:
    """One hand indexed for legal-set generation.

    ``nat[v]``: the sorted natural ids of value ``v`` held (``nat[0]`` is empty);
    ``jok``: the sorted jokers held; ``ge[t]``: bit ``v`` set when at least ``t``
    naturals of value ``v`` are held (``t`` = 1 … 13); ``groups[v]``: the
    :func:`group` of value ``v`` with these jokers, or ``None`` until needed.
    """

    __slots__ = ("nat", "jok", "ge", "groups")

    def __init__(self, hand: list[int]):
        nat: Index = [()] * JOKER_KEY
        ge = [0] * JOKER_KEY
        jok: tuple[int, ...] = ()
        for c in sorted(hand):   # one card at a time: ids ascending within each value
            if c < FIRST_JOKER:
                v = VALUE[c]
                ids = nat[v] = nat[v] + (c,)
                ge[len(ids)] |= 1 << v   # held at least len(ids) times
            elif c != DONKEY:
                jok += (c,)
        self.nat, self.jok, self.ge = nat, jok, ge
        self.groups: list[Group | None] = [None] * JOKER_KEY

    def copy(self) -> HandIndex:
        new = HandIndex.__new__(HandIndex)
        new.nat, new.jok, new.ge, new.groups = list(self.nat), self.jok, list(self.ge), list(self.groups)
        return new

    def add(self, cards: tuple[int, ...]) -> None:
        """The hand now also holds ``cards`` (a donkey round's takings, ESL-6): the index
        ``HandIndex`` of the whole hand would build, keeping the groups still valid."""
        nat, ge, groups = self.nat, self.ge, self.groups
        for c in cards:
            if c < FIRST_JOKER:
                v = VALUE[c]
                ids = nat[v] = tuple(sorted((*nat[v], c)))
                ge[len(ids)] |= 1 << v
                groups[v] = None
            elif c != DONKEY:
                self.jok = tuple(sorted((*self.jok, c)))
                self.groups = groups = [None] * JOKER_KEY

    def remove(self, cards: tuple[int, ...]) -> None:
        """The hand no longer holds ``cards`` (which it held)."""
        nat, ge, groups = self.nat, self.ge, self.groups
        for c in cards:
            if c < FIRST_JOKER:
                v = VALUE[c]
                ids = nat[v]
                ge[len(ids)] ^= 1 << v
                nat[v] = ids[1:] if ids[0] == c else tuple(x for x in ids if x != c)
                groups[v] = None
            elif c != DONKEY:
                self.jok = tuple(x for x in self.jok if x != c)
                self.groups = groups = [None] * JOKER_KEY


_ABOVE = [~((2 << b) - 1) for b in range(JOKER_KEY + 1)]  # bits of the values above b
# The values of a mask of values (bits 1 … 13), ascending: _LOW[m & 127] + _HIGH[m >> 7].
_LOW = tuple(tuple(v for v in range(7) if m >> v & 1) for m in range(128))
_HIGH = tuple(tuple(v + 7 for v in range(7) if m >> v & 1) for m in range(128))


def single_actions(p: int, ix: HandIndex, hand: list[int]) -> list[Action]:
    """ESL-6: in a donkey round any one card (one action per value, in card order)."""
    out: list[Action] = [single(p, ids[0]) for ids in ix.nat if ids]
    if ix.jok:
        out.append(single(p, ix.jok[0]))
    if DONKEY in hand:
        out.append(single(p, DONKEY))
    return out


class LegalMixin:
    """``legal_actions`` / ``_legal`` of :class:`~.state.DonkeyState` (the fields it reads:
    ``to_act``, ``size``, ``donkey_round``, ``best``, ``index``, ``hands``,
    ``donkey_holder``, ``locked``)."""

    __slots__ = ()

    def may_lead_donkey(self, player: int) -> bool:
        """ESL-6/ESL-7: the leader holds the donkey and is not locked."""
        return self.donkey_holder == player and not self.locked

    def legal_actions(self, player: int | None = None) -> list[Action]:
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
            out: list[Action] = [PASS[p]]
            jokers = ix.jok
            need = size - len(jokers)
            best = self.best
            fit = ix.ge[need if need > 0 else 1] & _ABOVE[best]
            if fit:
                nat, groups = ix.nat, ix.groups
                for v in _LOW[fit & 127] + _HIGH[fit >> 7]:
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
        held = ix.ge[1]
        for v in _LOW[held & 127] + _HIGH[held >> 7]:
            g = groups[v]
            if g is None:
                g = groups[v] = group(p, nat[v], jokers)
            out += g[0]
        if jokers:
            out += joker_sets(p, jokers)
        if self.donkey_holder == p and not self.locked and DONKEY in self.hands[p]:
            out.append(DONKEY_LEAD[p])
        return out

    def _legal(self, player: int) -> list[Action]:
        return self.legal_actions(player)
