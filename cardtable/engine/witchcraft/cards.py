"""The spell cards of Strong Witchcraft (SW-1 … SW-3) and their text notation.

A card is a small int ``colour * 3 + (strength - 1)``, 0…20: colours (schools)
0…6 = red/Fire, blue/Water, black/Death, white/Air, brown/Earth, green/Life,
purple/Mind, strengths 1…3.  The three (or six, with two sets) identical copies
of a spell are the same int: identical cards cannot be told apart, so a hand is
a multiset.  Text: the school's letter and the strength, ``F1`` … ``M3``
(Fire, Water, Death, Air, Earth, Life, Mind); input also accepts the colour's
English name (``blue1``) and lower case.
"""

from __future__ import annotations

from collections.abc import Iterable

COLOURS = ("red", "blue", "black", "white", "brown", "green", "purple")
COLOURS_RU = ("красный", "синий", "чёрный", "белый", "коричневый", "зелёный", "фиолетовый")
SCHOOLS = ("Fire", "Water", "Death", "Air", "Earth", "Life", "Mind")
SCHOOLS_RU = ("Огонь", "Вода", "Смерть", "Воздух", "Земля", "Жизнь", "Разум")
LETTERS = "FWDAELM"
RED, BLUE, BLACK, WHITE, BROWN, GREEN, PURPLE = range(7)
NUM_TYPES = 21
COPIES_PER_SET = 3
HAND = 6         # cards dealt to each player and drawn up to (SW-4, SW-11)
MAX_THROWN = 5   # cards thrown to one defender beyond the lead (SW-9)
MAX_FACED = 6    # cards one defender faces in a bout (SW-9)

# SW-2: each colour is senior to exactly two others.
SENIOR_TO: tuple[frozenset[int], ...] = (
    frozenset({GREEN, PURPLE}),   # red
    frozenset({RED, BLACK}),      # blue
    frozenset({BROWN, GREEN}),    # black
    frozenset({PURPLE, BLUE}),    # white
    frozenset({RED, WHITE}),      # brown
    frozenset({WHITE, BLUE}),     # green
    frozenset({BROWN, BLACK}),    # purple
)

# Spell names (SW-1): (colour, strength) -> (ru, en); one theme per school.
SPELL_NAMES: dict[tuple[int, int], tuple[str, str]] = {
    (RED, 1): ("Огненная искра", "Fire Spark"),
    (RED, 2): ("Огненный шар", "Fireball"),
    (RED, 3): ("Огненный смерч", "Firestorm"),
    (BLUE, 1): ("Ледяные стрелы", "Ice Arrows"),
    (BLUE, 2): ("Водоворот", "Whirlpool"),
    (BLUE, 3): ("Цунами", "Tidal Wave"),
    (BLACK, 1): ("Касание тлена", "Touch of Decay"),
    (BLACK, 2): ("Восставшие мертвецы", "Raise the Dead"),
    (BLACK, 3): ("Чёрный мор", "Black Plague"),
    (WHITE, 1): ("Порыв ветра", "Gust of Wind"),
    (WHITE, 2): ("Удар молнии", "Lightning Strike"),
    (WHITE, 3): ("Ураган", "Hurricane"),
    (BROWN, 1): ("Каменная кожа", "Stoneskin"),
    (BROWN, 2): ("Зыбучие пески", "Quicksand"),
    (BROWN, 3): ("Землетрясение", "Earthquake"),
    (GREEN, 1): ("Исцеление", "Healing Touch"),
    (GREEN, 2): ("Цепкие лозы", "Grasping Vines"),
    (GREEN, 3): ("Возрождение", "Rebirth"),
    (PURPLE, 1): ("Наваждение", "Illusion"),
    (PURPLE, 2): ("Чтение мыслей", "Mind Reading"),
    (PURPLE, 3): ("Подчинение разума", "Mind Control"),
}


def card(colour: int, strength: int) -> int:
    """The card of ``colour`` (0…6) and ``strength`` (1…3)."""
    return colour * 3 + strength - 1


def colour_of(c: int) -> int:
    return c // 3


def strength_of(c: int) -> int:
    return c % 3 + 1


def _beats(a: int, b: int) -> bool:
    ca, cb = a // 3, b // 3
    if cb in SENIOR_TO[ca]:
        return True
    return ca == cb and a % 3 > b % 3


# BEATS[a][b]: card a beats card b (SW-3); BEATERS[b]: every card type beating b.
BEATS: tuple[tuple[bool, ...], ...] = tuple(tuple(_beats(a, b) for b in range(NUM_TYPES))
                                            for a in range(NUM_TYPES))
BEATERS: tuple[frozenset[int], ...] = tuple(frozenset(a for a in range(NUM_TYPES) if BEATS[a][b])
                                            for b in range(NUM_TYPES))


# Bit masks of card types (bit c = type c), for the engine's fast set arithmetic.
BIT: tuple[int, ...] = tuple(1 << c for c in range(NUM_TYPES))
# BEATER_MASK[b]: the types beating b; STRENGTH_TYPES[s]: the types of strength bits ``s``
# (bit k of s = strength k + 1), e.g. STRENGTH_TYPES[0b101] = every card of strength 1 or 3.
BEATER_MASK: tuple[int, ...] = tuple(sum(BIT[a] for a in BEATERS[b]) for b in range(NUM_TYPES))
STRENGTH_TYPES: tuple[int, ...] = tuple(sum(BIT[c] for c in range(NUM_TYPES) if s >> (c % 3) & 1)
                                        for s in range(8))
STRENGTH_BIT: tuple[int, ...] = tuple(1 << (c % 3) for c in range(NUM_TYPES))


def type_mask(cards: Iterable[int]) -> int:
    """The mask of the distinct types among ``cards``."""
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def beats(a: int, b: int) -> bool:
    """Does card ``a`` beat card ``b``? (SW-3)"""
    return BEATS[a][b]


def spell_name(c: int, lang: str = "en") -> str:
    ru, en = SPELL_NAMES[(c // 3, c % 3 + 1)]
    return ru if lang == "ru" else en


def card_str(c: int) -> str:
    return f"{LETTERS[c // 3]}{c % 3 + 1}"


def parse_card(text: str) -> int:
    """Read ``"W1"``, ``"w1"``, ``"blue1"``; raise ``ValueError`` otherwise."""
    t = text.strip()
    if len(t) < 2 or t[-1] not in "123":
        raise ValueError(f"not a spell card: {text!r}")
    head, strength = t[:-1], int(t[-1])
    if len(head) == 1 and head.upper() in LETTERS:
        return card(LETTERS.index(head.upper()), strength)
    if head.lower() in COLOURS:
        return card(COLOURS.index(head.lower()), strength)
    raise ValueError(f"not a spell card: {text!r}")


def parse_cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


_FULL_DECKS = tuple(tuple(c for c in range(NUM_TYPES) for _ in range(COPIES_PER_SET * sets))
                    for sets in range(3))


def full_deck(sets: int = 1) -> list[int]:
    """Every card of ``sets`` sets in a fixed order (each type, copies together)."""
    if 0 < sets < len(_FULL_DECKS):
        return list(_FULL_DECKS[sets])
    per = COPIES_PER_SET * sets
    return [c for c in range(NUM_TYPES) for _ in range(per)]
