"""Actions of Who's the Donkey? (ESL-4 … ESL-7): :class:`DonkeyAction`, its text and the
shared action tables.

``N:play 2x8+J`` (a set, the donkey ``D`` or one card of a donkey round) or ``N:pass``
(docs/notation.md).  A set's cards are in canonical form: for each value the lowest ids
the player holds, naturals first then jokers (ids ascending) — :func:`pick`.

Actions are immutable values, so the common ones — a pass, the donkey led, one card
alone, the sets one value can make with the jokers held (a *group*) — are built once and
shared by every state and every deal.  The shared caches are bounded (emptied when full;
the groups without jokers by their nature: the subsets of a value's copies), so memory
stays small.
"""

from __future__ import annotations

from itertools import islice
from typing import Literal

from ..core import Action, IllegalAction, make_action
from .cards import DONKEY, VALUE, card_str, parse_set, set_str

MAX_PLAYERS = 12
# A card: 0 … 109 (cards.py).
Card = int
# The decisions of a deal: play a set (or the donkey), or pass.
Kind = Literal["play", "pass"]
# What the deal waits for: a round's first set, a raise or a pass, a donkey round's card (ESL-6).
Phase = Literal["lead", "raise", "donkey", "over"]
#: Entries a shared cache may hold before it is emptied (bounds its memory).
CACHE_LIMIT = 16_000
#: Groups with jokers the cache holds before it forgets its older half: about 0.7 KB each
#: with their actions, so at most about 14 MB; with every group without jokers (at most about
#: 12 MB) every Donkey cache together stays near 33 MB (docs/history.md, issue 17's
#: sessions 4-6; docs/performance.md, the target).
GROUP_LIMIT = 20_000


class DonkeyAction(Action):
    """``N:play 2x8+J`` (a set, the donkey ``D`` or one card of a donkey round) or ``N:pass``."""

    __slots__ = ()
    arg: None   # no kind of this game carries an argument (the slot of Action, typed)

    def __str__(self) -> str:
        if self.kind == "play":
            return f"{self.player}:play {set_str(self.cards)}"
        return f"{self.player}:{self.kind}"


#: ``Group``: (every lead set of one value in order — by size, then by naturals —, and the
#: spans of that tuple by size: ``sets[lo:hi]`` with ``lo, hi = spans[k]`` are those of ``k``
#: cards).  One tuple of shared actions per group: the cache's memory is mostly actions.
Group = tuple[tuple["DonkeyAction", ...], tuple[tuple[int, int], ...]]

PASS = tuple(DonkeyAction(p, "pass") for p in range(MAX_PLAYERS))
DONKEY_LEAD = tuple(DonkeyAction(p, "play", (DONKEY,)) for p in range(MAX_PLAYERS))
_GROUPS: dict[tuple[int, tuple[int, ...], tuple[int, ...]], Group] = {}   # groups with jokers
#: ``[p][ids]``: the groups without jokers.  Never emptied: ``ids`` are the copies of one
#: value held (at most 255 subsets of 8 copies × 13 values a seat: 3,315 groups and as many
#: sets, about 1 MB, per seat at most).
_NATURALS: list[dict[tuple[int, ...], Group]] = [{} for _ in range(MAX_PLAYERS)]
_JOKER_SETS: dict[tuple[int, tuple[int, ...]], tuple[DonkeyAction, ...]] = {}
_SINGLES: list[dict[int, DonkeyAction]] = [{} for _ in range(MAX_PLAYERS)]


def _spans(c: int, j: int) -> tuple[tuple[int, int], ...]:
    """``[k]``: where the sets of ``k`` cards lie in a group of ``c`` naturals and ``j`` jokers."""
    out, lo = [(0, 0)], 0
    for k in range(1, c + j + 1):
        hi = lo + min(c, k) - max(1, k - j) + 1
        out.append((lo, hi))
        lo = hi
    return tuple(out)


#: SPANS[c][j]: the spans of a group of c naturals (at most 8 of a value) and j jokers (5).
SPANS = [[_spans(c, j) for j in range(6)] for c in range(9)]


def group(p: int, ids: tuple[int, ...], jokers: tuple[int, ...]) -> Group:
    """ESL-4/5: the sets of one value ``ids`` (with jokers joining) player ``p`` can
    play: ``k`` cards, ``m`` of them natural, ``k`` and then ``m`` ascending."""
    if not jokers:
        g = _NATURALS[p].get(ids)
        return g if g is not None else _naturals(p, ids)
    key = (p, ids, jokers)
    g = _GROUPS.get(key)
    return g if g is not None else _with_jokers(key)


def _with_jokers(key: tuple[int, tuple[int, ...], tuple[int, ...]]) -> Group:
    """A group with jokers not in the cache: built and kept (a function of its own, so that a
    hit of :func:`group` makes no closure cells for the generator below)."""
    if len(_GROUPS) >= GROUP_LIMIT:   # forget the older half (a dict keeps insertion order)
        for old in list(islice(_GROUPS, GROUP_LIMIT // 2)):
            del _GROUPS[old]
    p, ids, jokers = key
    c, j = len(ids), len(jokers)
    nat = (_NATURALS[p].get(ids) or _naturals(p, ids))[0]   # its sets of m naturals alone are nat[m - 1]: shared
    sets = tuple(nat[k - 1] if m == k else make_action(DonkeyAction, p, "play", ids[:m] + jokers[:k - m])
                 for k in range(1, c + j + 1) for m in range(max(1, k - j), min(c, k) + 1))
    g = _GROUPS[key] = (sets, SPANS[c][j])
    return g


def _naturals(p: int, ids: tuple[int, ...]) -> Group:
    """The group of ``ids`` without jokers: ``ids[:1]``, ``ids[:2]`` … (the sets of its
    prefix and one more, so every set is built once for all the groups holding it)."""
    head = (_NATURALS[p].get(ids[:-1]) or _naturals(p, ids[:-1]))[0] if len(ids) > 1 else ()
    g = _NATURALS[p][ids] = (head + (make_action(DonkeyAction, p, "play", ids),), SPANS[len(ids)][0])
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


def pick(hand: list[int], keys: list[int]) -> tuple[int, ...]:
    """The lowest ids in ``hand`` for these keys; ``ValueError`` if not held."""
    need: dict[int, int] = {}
    for k in keys:
        need[k] = need.get(k, 0) + 1
    cards: list[int] = []
    for k, m in need.items():
        ids = sorted(c for c in hand if VALUE[c] == k)
        if len(ids) < m:
            raise ValueError(f"does not hold {m} × {card_str(ids[0]) if ids else k}")
        cards.extend(ids[:m])
    return tuple(sorted(cards))


def parse_action(text: str, players: int, hands: list[list[int]]) -> DonkeyAction:
    """``N:pass`` or ``N:play <set>`` read against the hands (the set's lowest ids);
    bounded work for any text (:func:`~.cards.parse_set` bounds the counts)."""
    head, _, rest = text.strip().partition(" ")
    who, _, kind = head.partition(":")
    player = int(who)
    if not 0 <= player < players:
        raise ValueError(f"no such player: {player}")
    kind = kind.lower()
    if kind == "pass":
        if rest.strip():
            raise ValueError("pass takes no cards")
        return DonkeyAction(player, "pass")
    if kind != "play":
        raise ValueError(f"unknown action {kind!r} (play or pass)")
    keys = parse_set(rest)
    try:
        cards = pick(hands[player], keys)
    except ValueError as exc:
        raise IllegalAction("GEN-3", f"player {player} {exc}") from None
    return DonkeyAction(player, "play", cards)
