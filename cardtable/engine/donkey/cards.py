"""Cards of Who's the Donkey? (ESL-1), their text notation and penalties (ESL-9).

A card is an int 0…109:

- ``0…103`` the natural cards, eight copies of each value 1…13: value ``c // 8 + 1``
  (0…7 are the ones, 96…103 the thirteens);
- ``104…108`` the five jokers;
- ``109`` the donkey.

Copies of one value are interchangeable in play; the ids only let the table
track each card.  ``VALUE[c]`` is a card's *key*: its value for naturals, 14 for
a joker (its value alone, ESL-5) and 0 for the donkey (ESL-6).  Text names a
key, not a copy: ``"1"`` … ``"13"``, ``"J"`` (joker) and ``"D"`` (donkey).
A set is written compactly, naturals then jokers: ``"3x6"``, ``"2x8+J"``,
``"10+2xJ"``, ``"2xJ"``, ``"J"``, ``"D"`` (docs/notation.md).
"""

from __future__ import annotations

import random

from ..rng import shuffle

DONKEY = 109
JOKERS = (104, 105, 106, 107, 108)
FIRST_JOKER = 104
DECK110 = tuple(range(110))
JOKER_KEY = 14
DONKEY_KEY = 0
#: A joker played alone counts 14 (ESL-5), but 1 in a donkey round (ESL-6).
JOKER_IN_DONKEY_ROUND = 1

VALUE: tuple[int, ...] = tuple([c // 8 + 1 for c in range(104)] + [JOKER_KEY] * 5 + [DONKEY_KEY])
PENALTY: tuple[int, ...] = tuple([c // 8 + 1 for c in range(104)] + [14] * 5 + [20])

#: ESL-2: cards per player by player count.
HAND_SIZE = {3: 13, 4: 13, 5: 13, 6: 13, 7: 13, 8: 13, 9: 12, 10: 11, 11: 10, 12: 9}

_KEY_PARSE = {str(v): v for v in range(1, 14)} | {
    "j": JOKER_KEY, "*": JOKER_KEY, "joker": JOKER_KEY, "ж": JOKER_KEY, "джокер": JOKER_KEY,
    "d": DONKEY_KEY, "0": DONKEY_KEY, "donkey": DONKEY_KEY, "о": DONKEY_KEY,
    "осёл": DONKEY_KEY, "осел": DONKEY_KEY,
}


def is_joker(c: int) -> bool:
    return FIRST_JOKER <= c < DONKEY


def key_str(key: int) -> str:
    if key == DONKEY_KEY:
        return "D"
    if key == JOKER_KEY:
        return "J"
    return str(key)


def card_str(c: int) -> str:
    """``"7"``, ``"J"`` or ``"D"``."""
    return key_str(VALUE[c])


def cards_of_key(key: int) -> range:
    """Every card id with this key."""
    if key == DONKEY_KEY:
        return range(DONKEY, DONKEY + 1)
    if key == JOKER_KEY:
        return range(FIRST_JOKER, DONKEY)
    if 1 <= key <= 13:
        return range((key - 1) * 8, key * 8)
    raise ValueError(f"no such card value: {key!r}")


def set_value(cards: tuple[int, ...] | list[int]) -> int:
    """The value of a set in a normal round: its natural value, or 14 for jokers
    alone (ESL-4, ESL-5); 0 for the donkey."""
    for c in cards:
        if c < FIRST_JOKER:
            return VALUE[c]
    return VALUE[cards[0]] if cards else 0


def set_str(cards: tuple[int, ...] | list[int]) -> str:
    """Compact text of a set: ``"3x6"``, ``"2x8+J"``, ``"2xJ"``, ``"D"``."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[VALUE[c]] = counts.get(VALUE[c], 0) + 1
    parts = []
    for key in sorted(counts, key=lambda k: (k == JOKER_KEY, k)):
        m = counts[key]
        parts.append(key_str(key) if m == 1 else f"{m}x{key_str(key)}")
    return "+".join(parts)


def parse_key(text: str) -> int:
    key = _KEY_PARSE.get(text.strip().lower())
    if key is None:
        raise ValueError(f"not a card of Who's the Donkey?: {text!r}")
    return key


# More cards than any hand holds (13, ESL-2) and than any action may carry (core.coerce).
MAX_SET = 64


def parse_set(text: str) -> list[int]:
    """Read a set's text (``"2x8+J"``, ``"8 8 J"``, ``"3×10"``) as a list of keys."""
    keys: list[int] = []
    for token in text.replace("+", " ").replace(",", " ").split():
        t = token.replace("×", "x").replace("X", "x").replace("х", "x")
        if "x" in t[1:]:
            count, _, name = t.partition("x")
            # a count sizes a list: bounded before it is used (a record saying
            # "play 200000000x8" must cost nothing, issue of hostile records)
            if not (count.isdigit() and len(count) <= 2 and 1 <= int(count) <= MAX_SET):
                raise ValueError(f"bad count in {token!r} (1…{MAX_SET})")
            keys.extend([parse_key(name)] * int(count))
            if len(keys) > MAX_SET:
                raise ValueError(f"more than {MAX_SET} cards named")
        else:
            keys.append(parse_key(t))
    if not keys:
        raise ValueError("no cards named")
    return keys


def penalty(cards: list[int] | tuple[int, ...]) -> int:
    """ESL-9: the donkey 20, each joker 14, each other card its value."""
    return sum(PENALTY[c] for c in cards)


def penalty_breakdown(cards: list[int] | tuple[int, ...]) -> dict:
    """The penalty split as the score sheet shows it (ESL-9)."""
    donkey = 20 if DONKEY in cards else 0
    jokers = sum(1 for c in cards if is_joker(c))
    values = sum(PENALTY[c] for c in cards if c < FIRST_JOKER)
    return {"donkey": donkey, "jokers": jokers, "joker_points": 14 * jokers, "values": values,
            "total": donkey + 14 * jokers + values}


def shuffled_deal(rng: random.Random, dealt: int) -> tuple[list[int], list[int]]:
    """ESL-2: set the donkey aside, count ``dealt - 1`` cards from the shuffled
    pack, add the donkey, shuffle: (the dealt cards in dealing order, the sorted
    rest, which stays out of play)."""
    hand_part = dealt_cards(rng, dealt)
    return hand_part, sorted(_PACK.difference(hand_part))


def dealt_cards(rng: random.Random, dealt: int) -> list[int]:
    """``shuffled_deal(rng, dealt)[0]``: the dealt cards alone (the same draws)."""
    pack = list(DECK110[:DONKEY])
    shuffle(rng, pack)
    hand_part = pack[:dealt - 1]
    hand_part.append(DONKEY)
    shuffle(rng, hand_part)
    return hand_part


_PACK = frozenset(DECK110[:DONKEY])
