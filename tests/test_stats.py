"""cardtable/stats.py: the one percentile (nearest rank) and the intervals the arena and the
benchmarks report.  Exact values only; no clock is read."""

from __future__ import annotations

import math

import pytest

from cardtable import arena, stats


def test_percentile_is_the_nearest_rank_of_unsorted_values():
    values = [5.0, 1.0, 3.0, 4.0, 2.0]
    assert stats.percentile(values, 0.5) == 3.0          # rank ceil(2.5) = 3
    assert stats.percentile([4.0, 1.0, 3.0, 2.0], 0.5) == 2.0   # rank 2 of 4: the lower middle
    assert stats.percentile(values, 0.0) == 1.0
    assert stats.percentile(values, 1.0) == 5.0
    assert stats.percentile(values, 0.2) == 1.0          # rank exactly 1
    assert stats.percentile(values, 0.21) == 2.0
    hundred = [float(x) for x in range(100, 0, -1)]      # 100 … 1, descending
    assert stats.percentile(hundred, 0.95) == 95.0
    assert stats.percentile(hundred, 0.99) == 99.0
    assert stats.percentile(list(map(float, range(101))), 0.95) == 95.0   # rank ceil(95.95) = 96
    assert values == [5.0, 1.0, 3.0, 4.0, 2.0]           # the caller's list is left as it was


def test_percentile_of_nothing_is_zero_and_q_is_a_fraction():
    assert stats.percentile([], 0.95) == 0.0
    assert stats.percentile(iter([7.0]), 0.5) == 7.0
    for q in (-0.01, 1.01, 95, math.nan):
        with pytest.raises(ValueError, match="fraction from 0 to 1"):
            stats.percentile([1.0, 2.0], q)


def test_spread_ms_is_median_p95_and_max_in_milliseconds():
    assert stats.spread_ms([0.003, 0.001, 0.002, 0.004]) == {"median": 2.0, "p95": 4.0, "max": 4.0}
    assert stats.spread_ms([]) == {"median": 0.0, "p95": 0.0, "max": 0.0}


def test_mean_ci():
    assert stats.mean_ci([]) == (0.0, 0.0, 0.0)
    assert stats.mean_ci([2.5]) == (2.5, 2.5, 2.5)
    m, lo, hi = stats.mean_ci([1.0, 3.0])
    assert m == 2.0 and hi - m == pytest.approx(m - lo) and hi - m == pytest.approx(1.96)


def test_the_arena_still_names_wilson():
    assert arena.wilson is stats.wilson
