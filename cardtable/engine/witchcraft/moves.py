"""Strong Witchcraft actions and events, built once and shared (for a fast engine).

Actions and events are immutable values, so the engine hands out shared
instances instead of building new ones on every move: one :class:`SWAction`
per (player, kind, card, arg) and one move :class:`Event` per (player, slot,
card, zones).  Events carrying ``info`` share their dict too: consumers treat
events as read-only values (they never write into ``info``).

A set of card types is an int mask (bit c = type c, see
:data:`.cards.BIT`).  A player's attacks or throws for a mask are
assembled from tables per 7-type chunk of the mask, always in ascending card
order — the order of the list-based engine, which the AI's rollout policy and
the tests rely on (``lay`` first, ``take``/``pass`` last).
"""

from __future__ import annotations

from itertools import combinations

from .. import zone
from ..core import Action, Event
from ..zone import DISCARD, STOCK, Zone
from .cards import NUM_TYPES, STRENGTH_TYPES, card_str

MAX_SEATS = 6
SLOTS = 6          # table slots: the defender never faces more than 6 cards (SW-9)
SEATS = range(MAX_SEATS)
TYPES = range(NUM_TYPES)


class SWAction(Action):
    """A Strong Witchcraft action; ``str`` is the notation of docs/notation.md."""

    __slots__ = ()

    def __str__(self) -> str:
        head = f"{self.player}:{self.kind}"
        if self.kind == "cover":
            return f"{head} {card_str(self.cards[0])}/{card_str(self.arg)}"
        if self.cards:
            return head + " " + " ".join(card_str(c) for c in self.cards)
        return head


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


_COVERS: dict[int, tuple[SWAction, ...]] = {}


def covers(p: int, a: int, mask: int) -> tuple[SWAction, ...]:
    """Player ``p``'s covers of attack card ``a`` with the types in ``mask`` (the
    hand's types that beat ``a``, SW-3), ascending.  At most 6 × 21 × 2^8 entries."""
    key = mask << 8 | a << 3 | p
    found = _COVERS.get(key)
    if found is None:
        found = _COVERS[key] = tuple(SWAction(p, "cover", (c,), a) for c in TYPES if mask >> c & 1)
    return found


# defence() by key beaters << 9 | a << 4 | p << 1 | transfer (read directly by the engine)
DEFENCES: dict[int, tuple[SWAction, ...]] = {}


def defence(p: int, a: int, beaters: int, transfer: int) -> tuple[SWAction, ...]:
    """The defender ``p``'s whole answer to uncovered cards of the one type ``a``:
    covers with the types in ``beaters`` (SW-3), the transfer if ``transfer``
    (SW-6), then ``take``.  At most 6 × 21 × 2^8 × 2 entries."""
    key = beaters << 9 | a << 4 | p << 1 | transfer
    found = DEFENCES.get(key)
    if found is None:
        found = covers(p, a, beaters) + ((TRANSFER[p][a],) if transfer else ()) + (TAKE[p],)
        DEFENCES[key] = found
    return found


def _lay_counts(j: int, v: int) -> int:
    """Chunk ``j`` value ``v``: how many types of each strength, 3 bits per strength."""
    return sum(1 << 3 * ((7 * j + b) % 3) for b in range(7) if v >> b & 1)


# LAY_COUNTS[j][v]: summed over the three chunks of a hand's mask, a strength field
# reaching 4 (bit 2 of its 3 bits, mask LAYABLE) means a Strong Witchcraft is in hand.
LAY_COUNTS = tuple([_lay_counts(j, v) for v in range(128)] for j in range(3))
LAYABLE = 0o444

_LAYS: dict[int, tuple[SWAction, ...]] = {}
_ONE_STRENGTH = (STRENGTH_TYPES[1], STRENGTH_TYPES[2], STRENGTH_TYPES[4])


def lays(p: int, mask: int) -> list[Action]:
    """Player ``p``'s Strong Witchcrafts for a hand of the types in ``mask``
    (SW-12: four colours of one strength), strength 1 first, each sorted."""
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


def witchcrafts(hand: list[int]) -> list[tuple[int, ...]]:
    """Every Strong Witchcraft in ``hand`` (SW-12): four distinct colours of one
    strength, as sorted tuples."""
    out: list[tuple[int, ...]] = []
    for s in range(3):
        cs = sorted({c for c in hand if c % 3 == s})
        out.extend(combinations(cs, 4))
    return out


# -- events ---------------------------------------------------------------------------
def _moves(src, dst, face_up: bool) -> list[list[list[Event]]]:
    """``[p][i][c]``: card ``c`` moving from zone ``src(p, i)`` to ``dst(p, i)`` (seat ``p``,
    slot ``i``), caused by ``p``."""
    return [[[Event("move", c, src(p, i), dst(p, i), face_up, p) for c in TYPES]
             for i in range(SLOTS)] for p in SEATS]


def _hand(p: int, i: int) -> Zone:
    return zone.hand(p)


def _table(p: int, i: int) -> Zone:
    return zone.table(i)


def _cover(p: int, i: int) -> Zone:
    return zone.cover(i)


def _discard(p: int, i: int) -> Zone:
    return DISCARD


HAND_TABLE = _moves(_hand, _table, True)      # attack, transfer, throw
HAND_COVER = _moves(_hand, _cover, True)      # cover
TABLE_HAND = _moves(_table, _hand, True)      # the defender takes (SW-10)
COVER_HAND = _moves(_cover, _hand, True)
TABLE_DISCARD = _moves(_table, _discard, False)   # beaten: discarded face down (SW-10)
COVER_DISCARD = _moves(_cover, _discard, False)
DRAW = [[Event("move", c, STOCK, zone.hand(p), False, p) for c in TYPES] for p in SEATS]
SAY_TAKE = [Event("say", player=p, info={"text": "take"}) for p in SEATS]
SAY_PASS = [Event("say", player=p, info={"text": "pass"}) for p in SEATS]
SAY_TRANSFER = [[Event("say", player=p, info={"text": "transfer", "defender": d}) for d in SEATS]
                for p in SEATS]
TURN = [Event("turn", player=p, info={"attacker": p}) for p in SEATS]
# [taken][defender][attacker]
BOUT_END = [[[Event("bout_end", player=d, info={"taken": t, "defender": d, "attacker": a})
              for a in SEATS] for d in SEATS] for t in (False, True)]
HAND_LAID = [[Event("move", c, zone.hand(p), Zone("laid", p), True, p) for c in TYPES] for p in SEATS]
HAND_DISCARD = [[Event("move", c, zone.hand(p), DISCARD, False, p) for c in TYPES] for p in SEATS]
FINISH = {how: [Event("finish", player=p, info={"player": p, "how": how}) for p in SEATS]
          for how in ("cards", "witchcraft")}
_WITCHCRAFTS: dict[tuple, Event] = {}


def witchcraft_event(p: int, combo: tuple[int, ...], count: int) -> Event:
    """Player ``p`` laid ``combo``, his ``count``-th Strong Witchcraft (SW-12)."""
    key = (p, combo, count)
    found = _WITCHCRAFTS.get(key)
    if found is None:
        found = _WITCHCRAFTS[key] = Event("witchcraft", player=p,
                                          info={"cards": list(combo), "count": count})
    return found
