"""Smoke test of the benchmark (cardtable/bench.py): the engine part runs for a fraction of a
second per game and reports sane rows.  No timing is asserted (shared machines); the real
benchmark (`python -m cardtable.bench`) never runs in the test suite."""

from __future__ import annotations

import gc
import json

import pytest

from cardtable import bench, bench_peers
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


def test_machine_info():
    info = bench.machine()
    assert info["python"] and info["cores"] >= 1 and info["date"]


def test_every_plugin_peer_is_a_known_peer():
    pairs = bench.peer_pairs()
    assert ("pirate_party", 2, "rlcard:uno") in pairs and ("donkey", 3, "open_spiel:dou_dizhu") in pairs
    assert {name for _, _, name in pairs} <= set(bench_peers.PEERS)


def test_a_durak_peer_without_a_checkout_is_missing_not_an_error(tmp_path):
    for path in (None, str(tmp_path)):
        with pytest.raises(bench_peers.PeerMissing, match="jorisperrenet/durak"):
            bench_peers.load("jorisperrenet:durak", 2, path)


def _fake_peers(monkeypatch):
    """A peer that plays 1000 deals/s (and counts its runs) and one that is not installed."""
    calls = []

    def fast(players, peer_path):
        def rate(seconds, seed):
            calls.append((players, seconds, seed))
            return 1000.0
        return rate, "9.9"

    def absent(players, peer_path):
        raise bench_peers.PeerMissing("pip install fake")
    monkeypatch.setitem(bench_peers.PEERS, "fake:fast", bench_peers.Peer("fake:fast", "Fake game", fast))
    monkeypatch.setitem(bench_peers.PEERS, "fake:absent", bench_peers.Peer("fake:absent", "Absent game", absent))
    pairs = [("pirate_party", 2, "fake:fast"), ("durak", 4, "fake:absent")]
    monkeypatch.setattr(bench, "peer_pairs", lambda uniform_chance=False: pairs)
    return calls


def test_peer_rows_alternate_runs_and_give_the_ratio(monkeypatch):
    calls = _fake_peers(monkeypatch)
    rows = bench.bench_peers_part(0.01, 3)
    assert calls == [(2, 0.0, 0), (2, 0.01, 0), (2, 0.01, 1), (2, 0.01, 2)]   # a warm-up, then 3 runs
    fast, absent = rows
    assert fast["peer_deals_per_s"] == 1000.0 and fast["peer_version"] == "9.9"
    assert fast["ratio"] == round(fast["deals_per_s"] / 1000.0, 2) > 0
    assert absent == {"game": "durak", "players": 4, "peer": "fake:absent", "peer_label": "Absent game",
                      "missing": "pip install fake"}
    assert bench.peer_line(absent) == ("peer   durak               4p  vs Absent game: peer not installed "
                                       "(pip install fake)")
    row = dict(fast, deals_per_s=2500.0, ratio=2.5)
    assert bench.peer_line(row) == ("peer   pirate_party        2p      2500.0 deals/s  vs Fake game 9.9 "
                                    "1000.0 deals/s  ratio 2.50x")
    json.dumps(rows)


def test_the_command_prints_the_machine_first_then_the_peers(monkeypatch, capsys):
    _fake_peers(monkeypatch)
    assert bench.main(["--only", "peers", "--seconds", "0.01", "--runs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("machine ") and " CPUs, load average " in lines[0]
    assert lines[1].startswith("peer   pirate_party        2p  ") and "vs Fake game 9.9 1000.0 deals/s  ratio " in lines[1]
    assert lines[2].endswith("vs Absent game: peer not installed (pip install fake)")
    assert lines[3].startswith("bench: ") and len(lines) == 4


def test_machine_line_names_the_load():
    info = {"cpu": "X", "cores": 2, "python": "3.11", "date": "D", "load_avg": [1.0, 0.5, 0.25]}
    assert bench.machine_line(info) == ("machine X, 2 CPUs, load average 1.00 0.50 0.25 (1/5/15 min), "
                                        "Python 3.11, D")


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


def test_each_row_starts_with_the_earlier_rows_objects_frozen(monkeypatch):
    """What earlier rows left alive (another game's caches) is frozen before a row's figures,
    so the collector does not rescan it during them: an object made before the part is in no
    collector generation when each row's runs start."""
    earlier = [[] for _ in range(3)]
    seen = []

    def fake_deals(game, players, seconds, seed=0, playout=True):
        seen.append((game, players, any(o is earlier for o in gc.get_objects())))
        return 100.0, 1000.0
    monkeypatch.setattr(bench, "random_deals", fake_deals)
    try:
        assert any(o is earlier for o in gc.get_objects())
        bench.bench_engine(True, seconds=0.01, runs=1, only=["donkey"])
        assert [s[:2] for s in seen] == [("donkey", 3)] * 2 + [("donkey", 4)] * 2 + [("donkey", 8)] * 2
        assert not any(s[2] for s in seen)
    finally:
        gc.unfreeze()


class _Outcomes(list):
    """A chance node's outcomes that log "scan" when they are iterated (the cumulative sum)."""

    def __init__(self, items, log):
        super().__init__(items)
        self.log = log

    def __iter__(self):
        self.log.append("scan")
        return super().__iter__()


class _FakeSpielState:
    """Two chance nodes (a uniform one of four outcomes, then a skewed one), one decision, the end."""

    NODES = ([(10, 0.25), (11, 0.25), (12, 0.25), (13, 0.25)], [(20, 0.5), (21, 0.25), (22, 0.25)])

    def __init__(self, log):
        self.log, self.i = log, 0

    def is_terminal(self):
        return self.i > len(self.NODES)

    def is_chance_node(self):
        return self.i < len(self.NODES)

    def chance_outcomes(self):
        return _Outcomes(self.NODES[self.i], self.log)

    def legal_actions(self):
        return [30, 31]

    def apply_action(self, action):
        self.log.append(action)
        self.i += 1


def _spiel_picks(monkeypatch, name, seed):
    import random
    import sys
    import types
    log = []
    game = types.SimpleNamespace(new_initial_state=lambda: _FakeSpielState(log))
    fake = types.SimpleNamespace(load_game=lambda name, params: game)
    monkeypatch.setitem(sys.modules, "pyspiel", fake)
    rate, _ = bench_peers.load(name, 2)
    rate(0.0, seed)   # one deal (at least one is played)
    draws = random.Random(seed).random
    return log, [draws() for _ in range(3)]


@pytest.mark.parametrize("seed", range(12))
def test_openspiel_chance_nodes_by_cumulative_sum_or_one_uniform_pick(monkeypatch, seed):
    log, (r1, r2, r3) = _spiel_picks(monkeypatch, "open_spiel:crazy_eights", seed)
    first, second = 10 + min(3, int(r1 / 0.25)), 20 if r2 < 0.5 else 21 if r2 < 0.75 else 22
    assert log[:5] == ["scan", first, "scan", second, [30, 31][int(r3 * 2)]]
    log, (r1, r2, r3) = _spiel_picks(monkeypatch, "open_spiel:crazy_eights/uniform", seed)
    # the equally likely node by one pick, no scan; the skewed one (first ≠ last) by the sum
    assert log[:4] == [[10, 11, 12, 13][int(r1 * 4)], "scan", second, [30, 31][int(r3 * 2)]]


def test_uniform_chance_swaps_in_each_peers_uniform_variant():
    plain, uniform = bench.peer_pairs(), bench.peer_pairs(uniform_chance=True)
    assert [(g, n) for g, n, _ in plain] == [(g, n) for g, n, _ in uniform]
    swapped = {a: b for (_, _, a), (_, _, b) in zip(plain, uniform) if a != b}
    assert swapped == {"open_spiel:crazy_eights": "open_spiel:crazy_eights/uniform",
                       "open_spiel:dou_dizhu": "open_spiel:dou_dizhu/uniform"}
