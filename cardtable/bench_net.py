"""Network play's benchmark (``python -m cardtable.bench --only net``), on loopback only.

- ``start_s``: spawning a headless host (``python -m cardtable.net.cli``) until it prints
  its table; ``join_s``: a client's ``join`` until it has its seat and first table.
- ``latency``: one six-seat table (Durak), six AI-driven clients (threads of this process, the
  host another process): for every action, from the acting client's send to the moment
  every one of the six clients has the new table; median/p95/max in ms.
- ``load``: a host holding ``tables`` four-seat tables (Durak), each with four AI-driven
  clients (asyncio connections of this process); for every action, the acting client's
  send until its answer, and inside the host an act's arrival until its answer is written
  (``host_act_ms``); p95 in ms; the host's memory (RSS) at the start and the end of
  the measured time, and its CPU time per table per second.
Wall time is measured only here (tests never assert it).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

from cardtable.net import bot
from cardtable.net.client import ClientSeat
from cardtable.net.protocol import VERSION, encode
from cardtable.stats import percentile

ROOT = Path(__file__).resolve().parent.parent


def _spawn_host(*args: str) -> tuple[subprocess.Popen, dict, float]:
    t0 = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.net.cli", "--port", "0", "--no-save",
                             "--between-deals", "0", *args], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None, "stdout=PIPE gives the pipe"
    first = json.loads(proc.stdout.readline())
    return proc, first, time.perf_counter() - t0


def _stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)


def _proc_stats(pid: int) -> tuple[float, float]:
    """(RSS in MB, CPU seconds) of a process (Linux /proc; NaN elsewhere)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
        rss = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS")) / 1024
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        return rss, cpu
    except (OSError, StopIteration, ValueError, IndexError):
        return float("nan"), float("nan")


class _TimedSeat(ClientSeat):
    """A client seat noting when each table (deal, at) arrived and when it acted."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.arrived: dict[tuple[int, int], float] = {}
        self.acted: dict[tuple[int, int], float] = {}

    def _take(self, msg: dict) -> None:
        if msg["type"] == "state":
            self.arrived.setdefault((msg["deal"], msg["at"]), time.perf_counter())
        super()._take(msg)

    def act(self, action: str, table: dict | None = None) -> int:
        st = table or self.state
        if st is not None:
            self.acted[(st["deal"], st["at"] + 1)] = time.perf_counter()
        return super().act(action, table)


def bench_game(players: int) -> str:
    """The first game of the menu that seats ``players`` and 4 and has a number of deals (durak)."""
    from cardtable.engine import games
    for info in games():
        if info.min_players <= min(4, players) and info.max_players >= players and any(
                o.name == "deals" for o in info.options):
            return info.id
    raise RuntimeError(f"no game seats {players} players")


def bench_latency(clients: int = 6, deals: int = 3) -> dict:
    proc, first, start_s = _spawn_host("--game", bench_game(clients), "--players", str(clients), "--seats",
                                       ",".join(["remote"] * clients), "--option", f"deals={deals}", "--seed", "1")
    try:
        seats, joins = [], []
        for i in range(clients):
            c = _TimedSeat(f"127.0.0.1:{first['port']}", first["room"])
            t0 = time.perf_counter()
            c.join(f"P{i}")
            c.wait_for(lambda s: s.state is not None, 5)
            joins.append(time.perf_counter() - t0)
            seats.append(c)
        threads = [threading.Thread(target=bot.play, args=(c, "normal", None), daemon=True) for c in seats]
        for t in threads:
            t.start()
        for t in threads:
            t.join(300)
        lat = []
        for c in seats:
            for key, sent in c.acted.items():
                got = [s.arrived.get(key) for s in seats]
                arrived = [g for g in got if g is not None]
                if len(arrived) == len(got):            # every seat saw it
                    lat.append((max(arrived) - sent) * 1000)
        for c in seats:
            c.close()
    finally:
        _stop(proc)
    return {"clients": clients, "actions": len(lat), "median_ms": round(percentile(lat, 0.5), 2),
            "p95_ms": round(percentile(lat, 0.95), 2), "max_ms": round(max(lat, default=float("nan")), 2),
            "start_s": round(start_s, 3), "join_s_max": round(max(joins), 3)}


async def _async_seat(port: int, room: str, name: str, lat: list[float], stop: asyncio.Event,
                      measuring: list[bool]) -> None:
    from websockets.asyncio.client import connect

    from cardtable.ai import make_agent

    async with connect(f"ws://127.0.0.1:{port}", compression=None, max_size=4 * 2**20, proxy=None) as ws:
        await ws.send(encode({"v": VERSION, "type": "hello", "room": room, "name": name}))
        info: dict = {}
        agent = None
        sent: dict[int, float] = {}
        req = 0
        rng = random.Random(name)
        while not stop.is_set():
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
            except TimeoutError:
                continue
            kind = msg["type"]
            if kind == "seat":
                info = msg
                agent = make_agent("normal", msg["game"])
            elif kind == "match_over":
                return
            elif kind == "state":
                if msg.get("reply") in sent:
                    t = sent.pop(msg["reply"])
                    if measuring[0]:
                        lat.append((time.perf_counter() - t) * 1000)
                view_data = msg["view"]
                if msg["paused"] or not msg["legal"] or view_data.get("to_act") != info.get("seat"):
                    continue
                v, legal = bot.read_table(info["game"], info["players"], view_data, msg["legal"])
                # our turn is told by the seat the "seat" message gave, which also made the agent
                assert agent is not None, "the host seats us before it asks us to act"
                action = str(agent.choose(v, legal, rng, 1.0))
                req += 1
                sent[req] = time.perf_counter()
                await ws.send(encode({"v": VERSION, "type": "act", "id": req, "action": action,
                                      "deal": msg["deal"], "at": msg["at"]}))
            elif kind == "resume" and info and stop.is_set():
                return


async def _load(port: int, rooms: list[str], seconds: float, pid: int) -> dict:
    lat: list[float] = []
    stop = asyncio.Event()
    measuring = [False]
    tasks = [asyncio.create_task(_async_seat(port, room, f"P{i}-{room}", lat, stop, measuring))
             for room in rooms for i in range(4)]
    await asyncio.sleep(min(10.0, 2 + len(rooms) * 0.02))         # everyone joins, the tables start
    measuring[0] = True
    rss0, cpu0 = _proc_stats(pid)
    t0 = time.perf_counter()
    samples = [rss0]
    while time.perf_counter() - t0 < seconds:
        await asyncio.sleep(min(2.0, seconds / 5))
        samples.append(_proc_stats(pid)[0])
    rss1, cpu1 = _proc_stats(pid)
    wall = time.perf_counter() - t0
    measuring[0] = False
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"tables": len(rooms), "actions": len(lat), "actions_per_s": round(len(lat) / wall, 1),
            "median_ms": round(percentile(lat, 0.5), 2), "p95_ms": round(percentile(lat, 0.95), 2),
            "rss_mb_start": round(rss0, 1), "rss_mb_end": round(rss1, 1),
            "rss_mb_samples": [round(x, 1) for x in samples],
            "host_cpu_ms_per_table_per_s": round((cpu1 - cpu0) * 1000 / len(rooms) / wall, 2),
            "seconds": round(wall, 1)}


def bench_load(tables: int = 200, seconds: float = 20.0) -> dict:
    proc = subprocess.Popen([sys.executable, "-m", "cardtable.net.cli", "--port", "0", "--no-save",
                             "--between-deals", "0", "--game", bench_game(4), "--players", "4", "--seats",
                             "remote,remote,remote,remote", "--option", "deals=99", "--tables", str(tables),
                             "--seed", "1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert proc.stdout is not None and proc.stderr is not None, "stdout and stderr are PIPEs"
    try:
        lines = [json.loads(proc.stdout.readline()) for _ in range(tables)]
        out = asyncio.run(_load(lines[0]["port"], [x["room"] for x in lines], seconds, proc.pid))
    finally:
        _stop(proc)
    # the host's own view: an act's arrival to its answer on the socket (all of the run)
    for line in proc.stderr.read().splitlines():
        if line.startswith('{"host_act_ms"'):
            out["host_act_ms"] = json.loads(line)["host_act_ms"]
    proc.stderr.close()
    return out


def bench_net(quick: bool, tables: int | None = None, seconds: float | None = None) -> dict:
    return {"latency": bench_latency(6, 1 if quick else 3),
            "load": bench_load(tables or (20 if quick else 200), seconds or (5.0 if quick else 20.0))}


def report_lines(net: dict) -> list[str]:
    la, lo = net["latency"], net["load"]
    return [f"net    host start {la['start_s']} s, join ≤ {la['join_s_max']} s",
            f"net    action → all {la['clients']} clients: median {la['median_ms']} ms, p95 {la['p95_ms']} ms, "
            f"max {la['max_ms']} ms ({la['actions']} actions)",
            f"net    {lo['tables']} tables × 4 AI clients: {lo['actions_per_s']} actions/s, act → answer median "
            f"{lo['median_ms']} ms, p95 {lo['p95_ms']} ms; host RSS {lo['rss_mb_start']} → {lo['rss_mb_end']} MB "
            f"over {lo['seconds']} s; host CPU {lo['host_cpu_ms_per_table_per_s']} ms per table per s; "
            f"inside the host (act arrived → answer written): {lo.get('host_act_ms')}"]
