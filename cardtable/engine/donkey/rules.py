"""Legal sets of Who's the Donkey? (ESL-4 … ESL-7) and the reasons for refusals.

Sets are tuples of card ids in canonical form: for each value the lowest ids the
player holds, naturals first then jokers (ids ascending).

For speed a hand is also kept *indexed* (:class:`HandIndex`: the ids held by
value, bit masks of the values held at least ``t`` times).  The actions one value can make with
the jokers held (a *group*) are built once and shared: :class:`DonkeyAction`\\ s
are immutable values, so the same objects serve every state and every deal.  The
shared caches are bounded (cleared when full), so memory stays small.
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from ..core import Action, IllegalAction, make_action
from .cards import DONKEY, FIRST_JOKER, JOKER_KEY, VALUE, key_str, set_str, set_value

if TYPE_CHECKING:
    from .state import DonkeyState

MAX_PLAYERS = 12
#: Entries a shared cache may hold before it is emptied (bounds its memory).
CACHE_LIMIT = 16_000


class DonkeyAction(Action):
    """``N:play 2x8+J`` (a set, the donkey ``D`` or one card of a donkey round) or ``N:pass``."""

    __slots__ = ()

    def __str__(self) -> str:
        if self.kind == "play":
            return f"{self.player}:play {set_str(self.cards)}"
        return f"{self.player}:{self.kind}"


#: ``Group``: (every lead set of one value in order, the same sets by size: ``by_size[k]``).
Group = tuple[list[DonkeyAction], tuple[list[DonkeyAction], ...]]
Index = list[tuple[int, ...]]

PASS = tuple(DonkeyAction(p, "pass") for p in range(MAX_PLAYERS))
DONKEY_LEAD = tuple(DonkeyAction(p, "play", (DONKEY,)) for p in range(MAX_PLAYERS))
_GROUPS: dict[tuple[int, tuple[int, ...], tuple[int, ...]], Group] = {}
_JOKER_SETS: dict[tuple[int, tuple[int, ...]], tuple[DonkeyAction, ...]] = {}
_SINGLES: list[dict[int, DonkeyAction]] = [{} for _ in range(MAX_PLAYERS)]


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
        for v, cards in groupby(sorted(hand), VALUE.__getitem__):
            ids = tuple(cards)
            if v == JOKER_KEY:
                jok = ids
            elif v:
                nat[v] = ids
                bit = 1 << v
                ge[1] |= bit
                if len(ids) > 1:
                    for t in range(2, len(ids) + 1):
                        ge[t] |= bit
        self.nat, self.jok, self.ge = nat, jok, ge
        self.groups: list[Group | None] = [None] * JOKER_KEY

    def copy(self) -> HandIndex:
        new = HandIndex.__new__(HandIndex)
        new.nat, new.jok, new.ge, new.groups = list(self.nat), self.jok, list(self.ge), list(self.groups)
        return new

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


def group(p: int, ids: tuple[int, ...], jokers: tuple[int, ...]) -> Group:
    """ESL-4/5: the sets of one value ``ids`` (with jokers joining) player ``p`` can
    play: ``k`` cards, ``m`` of them natural, ``k`` and then ``m`` ascending."""
    key = (p, ids, jokers)
    g = _GROUPS.get(key)
    if g is None:
        if len(_GROUPS) >= CACHE_LIMIT:
            _GROUPS.clear()
        c, j = len(ids), len(jokers)
        by_size: list[list[DonkeyAction]] = [[]]
        for k in range(1, c + j + 1):
            by_size.append([make_action(DonkeyAction, p, "play", ids[:m] + jokers[:k - m])
                            for m in range(max(1, k - j), min(c, k) + 1)])
        g = _GROUPS[key] = ([a for sets in by_size for a in sets], tuple(by_size))
    return g


def joker_sets(p: int, jokers: tuple[int, ...]) -> tuple[DonkeyAction, ...]:
    """ESL-5: jokers alone, one to all of them (``[k - 1]`` has ``k`` jokers)."""
    key = (p, jokers)
    sets = _JOKER_SETS.get(key)
    if sets is None:
        if len(_JOKER_SETS) >= CACHE_LIMIT:
            _JOKER_SETS.clear()
        sets = _JOKER_SETS[key] = tuple(make_action(DonkeyAction, p, "play", jokers[:k])
                                        for k in range(1, len(jokers) + 1))
    return sets


def single(p: int, c: int) -> DonkeyAction:
    """Player ``p`` plays card ``c`` alone."""
    a = _SINGLES[p].get(c)
    if a is None:
        a = _SINGLES[p][c] = make_action(DonkeyAction, p, "play", (c,))
    return a


def lead_actions(p: int, ix: HandIndex, allow_donkey: bool) -> list[Action]:
    """ESL-4/5/6: one card or several of one value (jokers may join and take that
    value; jokers alone are 14s); the donkey alone if allowed (ESL-7)."""
    out: list[Action] = []
    nat, jokers, groups = ix.nat, ix.jok, ix.groups
    held = ix.ge[1]
    while held:  # each value held, ascending
        low = held & -held
        held ^= low
        v = low.bit_length() - 1
        g = groups[v]
        if g is None:
            g = groups[v] = group(p, nat[v], jokers)
        out += g[0]
    if jokers:
        out += joker_sets(p, jokers)
    if allow_donkey:
        out.append(DONKEY_LEAD[p])
    return out


def raise_actions(p: int, ix: HandIndex, size: int, best: int) -> list[Action]:
    """ESL-4: pass, or a set of exactly ``size`` cards of a value strictly above ``best``."""
    out: list[Action] = [PASS[p]]
    jokers = ix.jok
    need = size - len(jokers)  # naturals needed besides every joker (at least one)
    fit = ix.ge[need if need > 0 else 1] & _ABOVE[best]
    if fit:
        nat, groups = ix.nat, ix.groups
        while fit:  # each value that can make the set, ascending
            low = fit & -fit
            fit ^= low
            v = low.bit_length() - 1
            g = groups[v]
            if g is None:
                g = groups[v] = group(p, nat[v], jokers)
            out += g[1][size]
    if best < JOKER_KEY and len(jokers) >= size:
        out.append(joker_sets(p, jokers)[size - 1])
    return out


_ABOVE = [~((2 << b) - 1) for b in range(JOKER_KEY + 1)]  # bits of the values above b


def single_actions(p: int, ix: HandIndex, hand: list[int]) -> list[Action]:
    """ESL-6: in a donkey round any one card (one action per value, in card order)."""
    out: list[Action] = [single(p, ids[0]) for ids in ix.nat if ids]
    if ix.jok:
        out.append(single(p, ix.jok[0]))
    if DONKEY in hand:
        out.append(single(p, DONKEY))
    return out


def refusal(st: DonkeyState, a: Action) -> IllegalAction:
    """Why ``a`` is not legal in ``st`` (GEN-3), citing the rule."""
    p = a.player
    if st.over:
        return IllegalAction("GEN-3", "the deal is over")
    if p != st.turn:
        return IllegalAction("ESL-4", f"it is player {st.turn}'s turn, not player {p}'s")
    leading = st.size == 0
    if a.kind == "pass":
        if leading:
            return IllegalAction("ESL-4", "the leader must play a set; he cannot pass")
        if st.donkey_round:
            return IllegalAction("ESL-6", "nobody may pass in a donkey round: play one card")
        return IllegalAction("GEN-3", f"{a} is not a legal action now")
    if a.kind != "play":
        return IllegalAction("GEN-3", f"unknown action {a.kind!r} (play or pass)")
    cards = a.cards
    hand = st.hands[p]
    if not cards:
        return IllegalAction("ESL-4", "play at least one card")
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        return IllegalAction("GEN-3", f"player {p} does not hold those cards")
    if DONKEY in cards:
        if not leading:
            return IllegalAction("ESL-6", "only the player leading a round may play the donkey")
        if len(cards) > 1:
            return IllegalAction("ESL-6", "the donkey is played alone")
        if st.locked:
            return IllegalAction("ESL-7", f"player {p} received the donkey in a donkey round and "
                                          "may not lead it before he has won a normal round")
    if st.donkey_round and len(cards) != 1:
        return IllegalAction("ESL-6", "in a donkey round each player plays exactly one card")
    values = {VALUE[c] for c in cards if c < FIRST_JOKER}
    if len(values) > 1:
        return IllegalAction("ESL-4", "a set is cards of one value (jokers may join it)")
    if not leading and not st.donkey_round:
        if len(cards) != st.size:
            return IllegalAction("ESL-4", f"this round is played with sets of {st.size} card(s)")
        if set_value(cards) <= st.best:
            return IllegalAction("ESL-4", f"a raise must be higher than the best set "
                                          f"({st.size}×{key_str(st.best)})")
    return IllegalAction("GEN-3", f"{a} is not a legal action now")
