"""Zones: where a card is, as a small immutable value (the ``src`` / ``dst`` of a move event).

``Zone(kind, seat, slot)``: ``kind`` names the place (``"stock"``, ``"hand"``, ``"table"`` …),
``seat`` the player it belongs to (hands, a Donkey player's set, laid Strong Witchcrafts) and
``slot`` the position on the table (attack card K and the card covering it).  A zone is a
named tuple, so it compares, hashes and unpacks like ``(kind, seat, slot)``; ``str(zone)`` is
its text form for logs and docs (``"stock"``, ``"hand:3"``, ``"cover:2"``) and
:meth:`Zone.parse` reads that text back.

Zones every game may use (a family documents its own in docs/notation.md):

| text | value | meaning |
|---|---|---|
| ``stock`` | ``STOCK`` | the face-down pack cards are drawn from |
| ``trump`` | ``TRUMP`` | Durak's turned-up trump card under the stock |
| ``discard`` | ``DISCARD`` | the discard pile |
| ``out`` | ``OUT`` | removed from play (Donkey) |
| ``hand:N`` | ``hand(N)`` | seat N's hand |
| ``table:K`` | ``table(K)`` | attack card K of the bout (Durak, Strong Witchcraft) |
| ``cover:K`` | ``cover(K)`` | the card covering attack card K |
| ``set:N`` | ``Zone("set", N)`` | the set seat N laid this round (Donkey) |
| ``laid:N`` | ``Zone("laid", N)`` | Strong Witchcrafts laid in front of seat N |
"""

from __future__ import annotations

from typing import NamedTuple

# Kinds whose number is a seat (the rest of the numbered kinds number a slot).
SEATED = frozenset({"hand", "set", "laid"})


class Zone(NamedTuple):
    """A place a card can be: ``kind``, and the ``seat`` or ``slot`` it is numbered by."""

    kind: str
    seat: int | None = None
    slot: int | None = None

    def __str__(self) -> str:
        n = self.seat if self.seat is not None else self.slot
        return self.kind if n is None else f"{self.kind}:{n}"

    def __repr__(self) -> str:
        return f"Zone({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Zone:
        """The zone of a text form (``"hand:3"``); ``ValueError`` for anything else."""
        if not isinstance(text, str) or not text or len(text) > 40:
            raise ValueError(f"not a zone: {text!r}")
        kind, sep, num = text.partition(":")
        if not kind.isalpha() or not kind.isascii():
            raise ValueError(f"not a zone: {text!r}")
        if not sep:
            return cls(kind)
        if not (num.isdigit() and num.isascii()) or len(num) > 3:
            raise ValueError(f"not a zone: {text!r}")
        return cls(kind, int(num)) if kind in SEATED else cls(kind, None, int(num))


STOCK = Zone("stock")
TRUMP = Zone("trump")
DISCARD = Zone("discard")
OUT = Zone("out")
TABLE = Zone("table")

_HANDS = tuple(Zone("hand", p) for p in range(16))
_TABLES = tuple(Zone("table", None, k) for k in range(16))
_COVERS = tuple(Zone("cover", None, k) for k in range(16))


def hand(p: int) -> Zone:
    """Seat ``p``'s hand (shared values for the usual seats)."""
    return _HANDS[p] if 0 <= p < 16 else Zone("hand", p)


def table(k: int) -> Zone:
    """Attack card ``k`` of the bout."""
    return _TABLES[k] if 0 <= k < 16 else Zone("table", None, k)


def cover(k: int) -> Zone:
    """The card covering attack card ``k``."""
    return _COVERS[k] if 0 <= k < 16 else Zone("cover", None, k)
