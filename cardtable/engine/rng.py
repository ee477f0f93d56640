"""The one source of randomness of every deal: seeded generators, the shuffle, a draw below n.

A deal is decided by its seed alone (GEN-1): ``seeded(seed, *salt)`` is the generator of one
purpose of one deal (``seeded(7, "deck")``), the same text always giving the same draws, and
:func:`shuffle` / :func:`below` are ``random.Random.shuffle`` / ``randrange`` draw for draw —
records, saves and the trace digests (tests/test_durak_trace.py) depend on that — but spelled
out, at about two thirds of the cost: a random playout or a benchmark builds a deal per run.

Families never call ``random`` for a deal's cards themselves; the AI's own generators
(determinization, playouts) are the AI's business.
"""

from __future__ import annotations

import random
from _random import Random as _BitsRandom
from hashlib import sha512
from typing import Any

# Fisher-Yates from the end, as random.shuffle does it: position i swaps with a draw below
# n = i + 1, drawn as getrandbits(k) (k = n's bit length) until below n.  _STEPS[_MAX - m:]
# are the steps (i, n, k) of a list of m items.
_MAX = 256
_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(_MAX - 1, 0, -1))


def seeded(seed: Any, *salt: Any) -> random.Random:
    """The generator of a deal's ``seed`` for one purpose: ``random.Random("seed:salt:…")``
    (the text seeds the generator through its SHA-512, so nearby seeds are unrelated)."""
    return random.Random(f"{seed}:" + ":".join(str(s) for s in salt))


def seeded_bits(seed: Any, *salt: Any):
    """``seeded(seed, *salt)`` for a caller that only draws with ``getrandbits`` (``shuffle``,
    ``below``): the same draws, without ``random.Random``'s Python-level ``__init__`` and
    ``seed`` (the text seeds the C generator with the same integer: its bytes, then their
    SHA-512)."""
    b = (f"{seed}:" + ":".join(str(s) for s in salt)).encode()
    return _BitsRandom(int.from_bytes(b + sha512(b).digest()))


def shuffle(rng: random.Random, items: list) -> None:
    """``rng.shuffle(items)``, in place, with the same draws (so the same order)."""
    m = len(items)
    if m > _MAX:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i, n, k in _STEPS[_MAX - m:]:
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n >= 1``, with the same draws."""
    k = n.bit_length()
    bits = rng.getrandbits
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def shuffled(seed: Any, salt: str, items) -> list:
    """A new list of ``items`` shuffled by ``seeded(seed, salt)``."""
    out = list(items)
    shuffle(seeded(seed, salt), out)
    return out


def _same_as_stdlib() -> bool:
    a, b = list(range(110)), list(range(110))
    random.Random(7).shuffle(a)
    shuffle(random.Random(7), b)
    r1, r2 = random.Random(3), random.Random(3)
    s1, s2 = seeded(-7, "x", 2), seeded_bits(-7, "x", 2)
    return (a == b and [r1.randrange(n) for n in range(1, 40)] == [below(r2, n) for n in range(1, 40)]
            and [s1.getrandbits(k) for k in (1, 9, 32, 70)] == [s2.getrandbits(k) for k in (1, 9, 32, 70)])


if not _same_as_stdlib():  # another Python's random: keep its deals (GEN-1)  # pragma: no cover
    def shuffle(rng: random.Random, items: list) -> None:  # noqa: F811
        rng.shuffle(items)

    def below(rng: random.Random, n: int) -> int:  # noqa: F811
        return rng.randrange(n)

    seeded_bits = seeded  # noqa: F811
