"""Small statistics the arena and the benchmarks report: percentiles and 95% intervals.

A leaf module: it imports nothing of the project, so every layer may use it (the AI's own
benchmarks included).  Each function takes plain numbers and returns plain numbers; none
reads a clock or a random source.  (The players' statistics are :mod:`cardtable.match.stats`.)
"""

from __future__ import annotations

import math
from collections.abc import Iterable


def percentile(values: Iterable[float], q: float) -> float:
    """The nearest-rank ``q`` percentile of ``values`` (in any order), ``q`` from 0 to 1.

    The smallest value that at least a fraction ``q`` of the values do not exceed: the
    value of rank ``ceil(q * n)`` (rank 1 is the smallest), so ``q=0.5`` of four values is
    the second, ``q=0.95`` of 100 values the 95th, ``q=1`` the largest and ``q=0`` the
    smallest.  The answer is always one of the values, never an interpolation.  An empty
    ``values`` gives 0.0.  A ``q`` outside 0 … 1 (or nan) is a ``ValueError``.
    """
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"percentile: q is a fraction from 0 to 1, got {q!r}")
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def spread_ms(seconds: Iterable[float]) -> dict[str, float]:
    """Times in seconds summed up in milliseconds: ``{"median", "p95", "max"}`` (each
    :func:`percentile`, so all 0.0 when there are none)."""
    ordered = sorted(seconds)
    return {"median": 1000 * percentile(ordered, 0.5), "p95": 1000 * percentile(ordered, 0.95),
            "max": 1000 * (ordered[-1] if ordered else 0.0)}


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``k/n`` (``(0.0, 1.0)`` when ``n`` is 0)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(xs: list[float]) -> tuple[float, float, float]:
    """The mean of ``xs`` and a normal-approximation 95% interval of it: (mean, low, high).

    No values give (0.0, 0.0, 0.0); one value ``x`` gives (x, x, x) (no spread to measure).
    """
    n = len(xs)
    if n == 0:
        return (0.0, 0.0, 0.0)
    m = sum(xs) / n
    if n == 1:
        return (m, m, m)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return (m, m - half, m + half)
