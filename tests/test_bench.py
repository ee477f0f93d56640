"""Smoke test of the benchmark (cardtable/bench.py): the engine part runs for a fraction of a
second per game and reports sane rows.  No timing is asserted (shared machines); the real
benchmark (`python -m cardtable.bench`) never runs in the test suite."""

from __future__ import annotations

import json

from cardtable import bench
from cardtable.engine import games


def test_engine_part_reports_every_game_and_player_count():
    rows = bench.bench_engine(quick=True, seconds=0.03, runs=1)
    got = {(r["game"], r["players"]) for r in rows}
    want = {(i.id, n) for i in games() for n in bench.player_counts(i.id)
            if i.min_players <= n <= i.max_players}
    assert got == want
    assert ("durak", 6) in got and ("donkey", 8) in got and ("pirate_party", 2) in got
    for r in rows:
        assert r["deals_per_s"] > 0 and r["actions_per_s"] > 0
        assert r["actions_per_deal"] >= 1
    json.dumps(rows)


def test_random_deals_plays_whole_deals():
    deals_per_s, actions_per_s = bench.random_deals("durak", 2, 0.0, seed=3)
    assert deals_per_s > 0 and actions_per_s > deals_per_s   # one whole deal at least


def test_percentile_and_machine_info():
    assert bench._percentile([], 95) == 0.0
    assert bench._percentile([5.0, 1.0, 3.0], 50) == 3.0
    assert bench._percentile(list(map(float, range(101))), 95) == 95.0
    info = bench.machine()
    assert info["python"] and info["cores"] >= 1 and info["date"]


def test_rlcard_part_is_optional():
    """Without RLCard the comparison is skipped (None), never an error."""
    try:
        import rlcard  # noqa: F401
    except ImportError:
        assert bench.bench_rlcard(0.01, runs=1) is None


def test_idle_probe_reaches_an_idle_table_and_measures_it(tmp_path, monkeypatch):
    """The idle part of the bench measures a table that is really waiting for a person
    (its numbers are the bench's to print; no timing is asserted here)."""
    import pygame

    from cardtable.bench import idle_probe
    from cardtable.ui import assets
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    try:
        row = idle_probe("table", 0.3)
    finally:
        pygame.quit()
        assets.reset_caches()          # fonts made before the quit must not be reused
    assert row["where"] == "table" and row["sleep"] is True and row["idle"] is True
    assert set(row) == {"where", "sleep", "idle", "cpu_percent", "frames_per_s"}
