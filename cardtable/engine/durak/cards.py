"""The 36-card French-suited deck of the Durak family (DUR-1) and its notation.

A card is a small int: ``(rank - 6) * 4 + suit`` with ranks 6…14 (J=11, Q=12,
K=13, A=14) and suits 0…3 = ♠ ♥ ♦ ♣.  So ``card // 4 + 6`` is the rank and
``card % 4`` the suit; 0 is 6♠ and 35 is A♣.  Text: ``"6♠"``, ``"10♥"``,
``"Q♦"``; ASCII input is accepted too (``"6s"``, ``"10h"``, ``"Td"``, ``"qc"``).
"""

from __future__ import annotations

SUITS = "♠♥♦♣"
SUITS_ASCII = "shdc"
SUIT_NAMES_EN = ("spades", "hearts", "diamonds", "clubs")
SUIT_NAMES_RU = ("пики", "черви", "бубны", "трефы")
RED_SUITS = (1, 2)
RANKS = tuple(range(6, 15))
RANK_TEXT = {6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_PARSE = {v.lower(): k for k, v in RANK_TEXT.items()} | {"t": 10, "в": 11, "д": 12, "к": 13, "т": 14}
DECK36 = tuple(range(36))


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (6…14) and ``suit`` (0…3)."""
    return (rank - 6) * 4 + suit


def rank_of(c: int) -> int:
    return c // 4 + 6


def suit_of(c: int) -> int:
    return c % 4


def card_str(c: int) -> str:
    return RANK_TEXT[c // 4 + 6] + SUITS[c % 4]


def suit_str(s: int) -> str:
    return SUITS[s]


def parse_suit(text: str) -> int:
    t = text.strip().lower()
    if len(t) == 1 and t in SUITS:
        return SUITS.index(t)
    if len(t) == 1 and t in SUITS_ASCII:
        return SUITS_ASCII.index(t)
    raise ValueError(f"not a suit: {text!r}")


def parse_card(text: str) -> int:
    """Read ``"10♥"``, ``"Qs"``, ``"6♠"`` … ; raise ``ValueError`` otherwise."""
    t = text.strip()
    if len(t) < 2:
        raise ValueError(f"not a card: {text!r}")
    rank = _RANK_PARSE.get(t[:-1].lower())
    if rank is None:
        raise ValueError(f"not a card: {text!r}")
    return card(rank, parse_suit(t[-1]))


def parse_cards(text: str) -> list[int]:
    """Read a space-separated list of cards."""
    return [parse_card(t) for t in text.split()]
