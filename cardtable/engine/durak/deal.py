"""The shuffle and the dealer of a Durak deal (DUR-4), fast and identical to ``core.seat_rng``.

``seat_rng(seed, "deck").shuffle(cards)`` and ``seat_rng(seed, "dealer").randrange(n)`` decide
every deal, so records and saves replay.  A new deal per random playout makes building a fresh
``random.Random`` and going through ``random.shuffle`` a visible cost; here one generator per
thread is re-seeded with exactly the number ``Random.seed`` makes of the same text, and the
standard library's shuffle and ``_randbelow`` are spelled out: the same draws, the same cards.
"""

from __future__ import annotations

import random
import threading
from _random import Random as _MT
from hashlib import sha512

HAND = 6

_LOCAL = threading.local()
_mt_seed = _MT.seed  # the generator's own seeding, under random.Random.seed's text handling
_BITS = tuple(n.bit_length() for n in range(37))
# random.shuffle's steps for 36 cards: position i swaps with a draw below n = i + 1 (k bits)
_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(35, 0, -1))


def seeded(seed: int, salt: str) -> random.Random:
    """``core.seat_rng(seed, salt)`` without building a new generator each deal: one per
    thread, re-seeded with the number ``Random.seed`` makes of the same text (version 2:
    the text's bytes followed by their SHA-512), so the same draws follow."""
    rng = getattr(_LOCAL, "rng", None)
    if rng is None:
        rng = _LOCAL.rng = random.Random(0)
    text = f"{seed}:{salt}".encode()
    _mt_seed(rng, int.from_bytes(text + sha512(text).digest()))
    return rng


def below(getrandbits, n: int) -> int:
    """``Random.randrange(n)``: the same draws as the standard library's ``_randbelow``."""
    k = _BITS[n]
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffled_deck(seed: int) -> list[int]:
    """The 36 cards as ``core.seat_rng(seed, "deck").shuffle`` orders them (``random.shuffle``
    spelled out: one draw per position, from the last)."""
    bits = seeded(seed, "deck").getrandbits
    x = list(range(36))
    for i, n, k in _STEPS:
        j = bits(k)
        while j >= n:
            j = bits(k)
        x[i], x[j] = x[j], x[i]
    return x
