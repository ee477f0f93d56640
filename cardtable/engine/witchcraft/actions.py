"""Strong Witchcraft actions: the notation (docs/notation.md) and the shared action tables.

:class:`SWAction` is the engine's :class:`~cardtable.engine.core.Action` with the text form
``"0:attack F1"``, ``"1:cover W2/F1"`` (``arg`` = the attack card), ``"1:transfer F1"``,
``"1:take"``, ``"2:throw F2"``, ``"2:pass"``, ``"0:lay F1 W1 D1 A1"``; :func:`parse_action`
reads it back.  Actions are immutable values, so the engine hands out shared instances
instead of building new ones on every move: one :class:`SWAction` per (player, kind, card,
arg), in tables built once.

A set of card types is an int mask (bit c = type c, see
:data:`.cards.BIT`).  A player's attacks or throws for a mask are
assembled from tables per 7-type chunk of the mask, always in ascending card
order — the order of the list-based engine, which the AI's rollout policy and
the tests rely on (``lay`` first, ``take``/``pass`` last).
"""

from __future__ import annotations

from itertools import combinations
from typing import Literal, cast

from ..core import Action
from .cards import BEATERS, NUM_TYPES, STRENGTH_TYPES, card_str, parse_card

GAME_ID = "strong_witchcraft"
# A card: its type 0 … 20 (strength and colour, cards.py); a deck holds 3 (or 6) of each.
Card = int
# The decisions of a deal.
Kind = Literal["lay", "attack", "transfer", "cover", "throw", "take", "pass"]
# What the deal waits for: a lead (or a lay), the defence, the throw of the moment, nothing.
Phase = Literal["lead", "defend", "throw", "over"]
# kind -> how many cards its text carries
CARD_COUNTS = {"lay": 4, "attack": 1, "transfer": 1, "cover": 1, "throw": 1, "take": 0, "pass": 0}

MAX_SEATS = 6
SLOTS = 6          # table slots: the defender never faces more than 6 cards (SW-9)
SEATS = range(MAX_SEATS)
TYPES = range(NUM_TYPES)


# ``SWAction.arg`` by kind: cover — the attack card it beats (SW-3); the others — None.
SWArg = Card | None


class SWAction(Action):
    """A Strong Witchcraft action; ``str`` is the notation of docs/notation.md."""

    __slots__ = ()
    arg: SWArg   # (the slot of Action, its type declared for this game)

    @property
    def covered(self) -> Card:
        """The attack card a ``cover`` beats (SW-3)."""
        return cast(Card, self.arg)

    def __str__(self) -> str:
        head = f"{self.player}:{self.kind}"
        if self.kind == "cover":
            return f"{head} {card_str(self.cards[0])}/{card_str(self.covered)}"
        if self.cards:
            return head + " " + " ".join(card_str(c) for c in self.cards)
        return head


def parse_action(text: str) -> SWAction:
    """Read the notation of docs/notation.md (``"0:cover W2/F1"``); ``ValueError`` otherwise."""
    head, _, rest = text.strip().partition(" ")
    pl, _, kind = head.partition(":")
    player = int(pl)
    rest = rest.strip()
    if kind == "cover":
        a, _, b = rest.partition("/")
        return SWAction(player, "cover", (parse_card(a),), parse_card(b))
    cards = tuple(parse_card(t) for t in rest.split())
    if kind == "lay":
        cards = tuple(sorted(cards))
    if kind not in ("lay", "attack", "transfer", "throw", "take", "pass"):
        raise ValueError(f"unknown action kind {kind!r}")
    return SWAction(player, kind, cards)


# -- actions --------------------------------------------------------------------------
ATTACK = [[SWAction(p, "attack", (c,)) for c in TYPES] for p in SEATS]
THROW = [[SWAction(p, "throw", (c,)) for c in TYPES] for p in SEATS]
TRANSFER = [[SWAction(p, "transfer", (c,)) for c in TYPES] for p in SEATS]
TAKE = [SWAction(p, "take") for p in SEATS]
PASS = [SWAction(p, "pass") for p in SEATS]


def _chunks(actions: list[SWAction]) -> tuple[list[tuple[SWAction, ...]], ...]:
    """For each 7-type chunk j of a mask and each value v of that chunk, the
    actions of the types whose bits are set in v, in ascending order."""
    return tuple([tuple(actions[7 * j + b] for b in range(7) if v >> b & 1) for v in range(128)]
                 for j in range(3))


ATTACK_CHUNKS = [_chunks(ATTACK[p]) for p in SEATS]
THROW_CHUNKS = [_chunks(THROW[p]) for p in SEATS]


def _halves(chunks: tuple[list[tuple[SWAction, ...]], ...]) -> tuple[tuple[tuple[SWAction, ...], ...], ...]:
    """The same actions by halves of a mask: for the low 11 bits v (types 0…10) and the
    high 10 bits (types 11…20), ascending; built from the 7-type chunks."""
    c0, c1, c2 = chunks
    low = tuple(c0[v & 127] + c1[v >> 7] for v in range(2048))
    high = tuple(c1[v << 4 & 127] + c2[v >> 3] for v in range(1024))
    return low, high


# ATTACK_HALVES[p]: the leads of a hand mask m are low[m & 2047] + high[m >> 11]
ATTACK_HALVES = [_halves(ATTACK_CHUNKS[p]) for p in SEATS]


def _throw_halves(p: int) -> tuple[tuple[tuple[SWAction, ...], ...], ...]:
    """Seat ``p``'s throws by halves of a mask, as :data:`ATTACK_HALVES`, with ``pass``
    closing every high half: the answer for a mask m is low[m & 2047] + high[m >> 11]."""
    low, high = _halves(THROW_CHUNKS[p])
    return low, tuple(h + (PASS[p],) for h in high)


# THROW_HALVES[p] = (low, high): throws(p, m) is low[m & 2047] + high[m >> 11] (read directly
# by the engine).  A thrower's masks are subsets of a hand and of the throwable types, too many
# for a cache by mask: in random 2-player play one bounded at 5,000 masks a seat kept missing
# (10 times a deal) and emptying itself.
THROW_HALVES = [_throw_halves(p) for p in SEATS]


def throws(p: int, mask: int) -> tuple[SWAction, ...]:
    """Player ``p``'s throws of the types in ``mask`` (ascending), then ``pass`` (SW-7, SW-8)."""
    low, high = THROW_HALVES[p]
    return low[mask & 2047] + high[mask >> 11]


_COVERS: dict[int, tuple[SWAction, ...]] = {}
# COVER[p][a]: seat p's cover of attack card a by each card beating it (SW-3), ascending by card
COVER = [[tuple((c, SWAction(p, "cover", (c,), a)) for c in sorted(BEATERS[a])) for a in TYPES]
         for p in SEATS]


def covers(p: int, a: int, mask: int) -> tuple[SWAction, ...]:
    """Player ``p``'s covers of attack card ``a`` with the types in ``mask`` (the
    hand's types that beat ``a``, SW-3), ascending: shared actions, in tuples kept by mask
    (at most 6 × 21 × 2^8 entries)."""
    key = mask << 8 | a << 3 | p
    found = _COVERS.get(key)
    if found is None:
        found = _COVERS[key] = tuple(x for c, x in COVER[p][a] if mask >> c & 1)
    return found


class Answers(dict[int, tuple[SWAction, ...]]):
    """Seat ``p``'s answers to uncovered cards of the one type ``a`` by the mask of his beaters
    among them: each entry built when first read (``__missing__``), so a reader subscripts
    without a test.  At most 2^8 entries (a type has at most 8 beaters)."""

    __slots__ = ("p", "a", "transfer")

    def __init__(self, p: int, a: int, transfer: int) -> None:
        super().__init__()
        self.p, self.a, self.transfer = p, a, transfer

    def __missing__(self, beaters: int) -> tuple[SWAction, ...]:
        p, a = self.p, self.a
        found = self[beaters] = (covers(p, a, beaters) + ((TRANSFER[p][a],) if self.transfer else ())
                                 + (TAKE[p],))
        return found


# DEFENCES[transfer][p][a][beaters]: defence(p, a, beaters, transfer) (read directly by the engine)
DEFENCES: tuple[list[list[Answers]], ...] = tuple(
    [[Answers(p, a, t) for a in TYPES] for p in SEATS] for t in range(2))


def defence(p: int, a: int, beaters: int, transfer: int) -> tuple[SWAction, ...]:
    """The defender ``p``'s whole answer to uncovered cards of the one type ``a``:
    covers with the types in ``beaters`` (SW-3), the transfer if ``transfer``
    (SW-6), then ``take``.  At most 6 × 21 × 2^8 × 2 entries."""
    return DEFENCES[transfer][p][a][beaters]


def _lay_counts(j: int, v: int) -> int:
    """Chunk ``j`` value ``v``: how many types of each strength, 3 bits per strength."""
    return sum(1 << 3 * ((7 * j + b) % 3) for b in range(7) if v >> b & 1)


# LAY_COUNTS[j][v]: summed over the three chunks of a hand's mask, a strength field
# reaching 4 (bit 2 of its 3 bits, mask LAYABLE) means a Strong Witchcraft is in hand.
LAY_COUNTS = tuple([_lay_counts(j, v) for v in range(128)] for j in range(3))
LAYABLE = 0o444
# the same by halves of the mask (bits 0…10, 11…20), as ATTACK_HALVES
LAY_LOW = tuple(LAY_COUNTS[0][v & 127] + LAY_COUNTS[1][v >> 7] for v in range(2048))
LAY_HIGH = tuple(LAY_COUNTS[1][v << 4 & 127] + LAY_COUNTS[2][v >> 3] for v in range(1024))

_LAYS: dict[int, tuple[SWAction, ...]] = {}
_ONE_STRENGTH = (STRENGTH_TYPES[1], STRENGTH_TYPES[2], STRENGTH_TYPES[4])


def lays(p: int, mask: int) -> list[Action]:
    """Player ``p``'s Strong Witchcrafts for a hand of the types in ``mask``
    (SW-12: four colours of one strength), strength 1 first, each sorted; the reference of
    :data:`LAYS_BY`, which the engine reads."""
    out: list[Action] = []
    for sm in _ONE_STRENGTH:
        sub = mask & sm
        if sub.bit_count() >= 4:
            key = sub << 3 | p
            found = _LAYS.get(key)
            if found is None:
                cs = [c for c in TYPES if sub >> c & 1]
                found = _LAYS[key] = tuple(SWAction(p, "lay", combo) for combo in combinations(cs, 4))
            out.extend(found)
    return out


# The leader's Strong Witchcrafts by strength, read without a cache by mask: LAY_PACK_LOW[low] |
# LAY_PACK_HIGH[high] (the halves of a hand's mask, as ATTACK_HALVES) packs the colours held of
# each strength s (0 = strength 1) into 7 bits at 7 * s; LAYS_BY[p][s][colours] are seat p's lays
# of strength s for those colours (empty below four), so a hand's lays are
# LAYS_BY[p][0][pk & 127] + LAYS_BY[p][1][pk >> 7 & 127] + LAYS_BY[p][2][pk >> 14] — lays(p, mask)
# in its order.  (A cache by (seat, mask) bounded at 20,000 entries kept missing: hands after
# takes hold four colours of two or three strengths in too many ways.)
def _lay_pack(first: int, bits: int) -> tuple[int, ...]:
    return tuple(sum(1 << 7 * ((first + b) % 3) + (first + b) // 3 for b in range(bits) if v >> b & 1)
                 for v in range(1 << bits))


LAY_PACK_LOW = _lay_pack(0, 11)
LAY_PACK_HIGH = _lay_pack(11, 10)


def _lays_by(p: int) -> tuple[tuple[tuple[SWAction, ...], ...], ...]:
    out = []
    for s in range(3):
        shared = {combo: SWAction(p, "lay", combo) for combo in combinations(range(s, 21, 3), 4)}
        out.append(tuple(tuple(shared[combo] for combo in combinations(
            [3 * k + s for k in range(7) if colours >> k & 1], 4)) for colours in range(128)))
    return tuple(out)


LAYS_BY = [_lays_by(p) for p in SEATS]


def witchcrafts(hand: list[int]) -> list[tuple[int, ...]]:
    """Every Strong Witchcraft in ``hand`` (SW-12): four distinct colours of one
    strength, as sorted tuples."""
    out: list[tuple[int, ...]] = []
    for s in range(3):
        cs = sorted({c for c in hand if c % 3 == s})
        out.extend(combinations(cs, 4))
    return out
