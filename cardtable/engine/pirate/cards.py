"""The 108-card Pirate Party deck (PIR-1, PIR-2) and its notation.

A card is a small int naming its *face*; the two copies of a face share the same
int, so a hand, the stock and the discard pile are multisets and nothing can be
learnt from which copy a player laid (GEN-2).

- coloured cards: ``colour * 13 + face`` with colours 0…3 = red, yellow, green,
  blue (``r y g b``) and faces 0…9 (numbers), 10 = Skip, 11 = Draw Two,
  12 = Reverse — so 0 is R0 and 51 is the blue Reverse;
- 52 = Wild ("call a colour"), 53 = Wild Draw Four.

Text: ``R5``, ``Y0``, ``GS`` (Skip), ``B+2`` (Draw Two), ``RR`` (Reverse), ``W``,
``W+4``; input is case-insensitive and also accepts ``RD`` for Draw Two and
``W4`` for Wild Draw Four.  A called colour is one letter ``r y g b``.
"""

from __future__ import annotations

COLOURS = "rygb"
COLOUR_NAMES_EN = ("red", "yellow", "green", "blue")
COLOUR_NAMES_RU = ("красный", "жёлтый", "зелёный", "синий")
BLACK = 4
SKIP, DRAW2, REVERSE, WILD_FACE, WILD4_FACE = 10, 11, 12, 13, 14
WILD, WILD4 = 52, 53
NUM_FACES = 54
FACE_TEXT = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "+2", "R")


def card(colour: int, face: int) -> int:
    """The coloured card of ``colour`` (0…3) and ``face`` (0…12)."""
    return colour * 13 + face


# Per-card lookup tables (index = card int).
COLOUR = tuple([c // 13 for c in range(52)] + [BLACK, BLACK])
FACE = tuple([c % 13 for c in range(52)] + [WILD_FACE, WILD4_FACE])
VALUE = tuple([(c % 13 if c % 13 < 10 else 20) for c in range(52)] + [50, 50])  # PIR-2


def full_deck() -> list[int]:
    """The 108 cards (PIR-1) in a fixed order: per colour 0, 1,1 … 9,9, S,S, +2,+2, R,R;
    then four Wilds and four Wild Draw Fours."""
    deck: list[int] = []
    for col in range(4):
        deck.append(card(col, 0))
        for face in range(1, 13):
            deck += [card(col, face)] * 2
    return deck + [WILD] * 4 + [WILD4] * 4


FULL_DECK = tuple(full_deck())
DECK_COUNTS = tuple(FULL_DECK.count(c) for c in range(NUM_FACES))


def card_str(c: int) -> str:
    if c == WILD:
        return "W"
    if c == WILD4:
        return "W+4"
    return COLOURS[c // 13].upper() + FACE_TEXT[c % 13]


_PARSE = {card_str(c).lower(): c for c in range(NUM_FACES)}
for _col in range(4):
    _PARSE[COLOURS[_col] + "d"] = card(_col, DRAW2)
    _PARSE[COLOURS[_col] + "d2"] = card(_col, DRAW2)
_PARSE["w4"] = WILD4
_PARSE["wd4"] = WILD4


def parse_card(text: str) -> int:
    """Read ``"R5"``, ``"g+2"``, ``"W+4"`` …; raise ``ValueError`` otherwise."""
    try:
        return _PARSE[text.strip().lower()]
    except KeyError:
        raise ValueError(f"not a Pirate Party card: {text!r}") from None


def parse_cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def parse_colour(text: str) -> int:
    t = text.strip().lower()
    if len(t) == 1 and t in COLOURS:
        return COLOURS.index(t)
    raise ValueError(f"not a colour: {text!r}")


def hand_points(hand: list[int]) -> int:
    """The value of a hand (PIR-2)."""
    return sum(map(VALUE.__getitem__, hand))
