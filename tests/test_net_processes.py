"""Network play (issue 32) with real processes on 127.0.0.1: a client killed with SIGKILL
mid-deal rejoins with its seat token and the match goes on to the very result of the local
match; the headless host killed with SIGKILL and started again with ``--continue`` keeps
its tables, the clients rejoin and the match ends as the local one.  Every process a test
starts is killed and reaped however the test ends."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from net_kit import local_match, net_match, running_host, sheet

from cardtable.net import bot
from cardtable.net.client import ClientSeat

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


class Procs:
    """Child processes, all killed and reaped at the end."""

    def __init__(self) -> None:
        self.all: list[subprocess.Popen] = []

    def start(self, *args: str) -> subprocess.Popen:
        p = subprocess.Popen([sys.executable, *args], cwd=ROOT, env=_env(), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        self.all.append(p)
        return p

    def close(self) -> None:
        for p in self.all:
            if p.poll() is None:
                p.kill()
            p.wait(10)
            for f in (p.stdout, p.stderr):
                if f:
                    f.close()


@pytest.fixture
def procs():
    box = Procs()
    try:
        yield box
    finally:
        box.close()


def _wait(test, timeout: float = 20.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if test():
            return True
        time.sleep(0.02)
    return False


def _seat_line(bot_process: subprocess.Popen) -> list[str]:
    """The seat and token a bot prints once seated; a bot that could not take its seat exits
    and says why on stderr, which the failure shows."""
    line = bot_process.stdout.readline()
    assert line, bot_process.stderr.read()
    return line.split()


def test_a_client_killed_mid_deal_rejoins_and_the_match_ends_as_the_local_one(procs):
    seed = 31
    m, table = net_match("durak", ["remote", "ai", "ai"], seed, {"deals": 2})
    with running_host(ai_delay=0.03) as (host, th, port):
        th.call(lambda: host.add_table(table))
        child = procs.start("-m", "cardtable.net.bot", "--address", f"127.0.0.1:{port}", "--room", table.room,
                            "--seed", str(m.seed), "--print-token")
        seat, token = _seat_line(child)
        assert _wait(lambda: th.call(lambda: len(m.state.history)) >= 8, 60)
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        assert _wait(lambda: th.call(lambda: 0 in table.away), 10)       # the seat waits for its owner
        at = th.call(lambda: (m.deal_no, len(m.state.history)))
        assert not m.deal_over and not m.is_over
        time.sleep(0.2)
        assert th.call(lambda: (m.deal_no, len(m.state.history))) == at   # paused meanwhile
        again = procs.start("-m", "cardtable.net.bot", "--address", f"127.0.0.1:{port}", "--room", table.room,
                            "--seed", str(m.seed), "--token", token, "--print-token")
        assert _seat_line(again) == [seat, token]
        assert again.wait(120) == 0
        assert m.is_over
    local = local_match("durak", 3, seed, {"deals": 2})
    assert sheet(m) == sheet(local)
    assert m.state.to_record()["actions"] == local.state.to_record()["actions"]


def test_the_host_killed_and_continued_keeps_its_table_and_the_clients_rejoin(procs, tmp_path):
    seed = 17
    args = ["-m", "cardtable.net.cli", "--game", "durak", "--players", "3", "--seats", "remote,remote,normal",
            "--seed", str(seed), "--option", "deals=2", "--port", "0", "--save-dir", str(tmp_path),
            "--between-deals", "0"]
    host = procs.start(*args)
    line = json.loads(host.stdout.readline())
    port, room = line["port"], line["room"]
    assert line["seats"] == ["remote", "remote", "ai"]
    seats, threads = [], []
    for i in range(2):
        c = ClientSeat(f"127.0.0.1:{port}", room, auto_rejoin=True, rejoin_for=90)
        c.join(f"P{i}")
        seats.append(c)
    for c in seats:       # slowly enough for the host to be killed mid-match
        t = threading.Thread(target=bot.play, args=(c, "normal", seed), kwargs={"delay": 0.02}, daemon=True)
        t.start()
        threads.append(t)
    save = next(tmp_path.glob("table-*.json"))
    assert _wait(lambda: len(json.loads(save.read_text())["match"]["record"]["actions"]) >= 10, 60)
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    saved = json.loads(save.read_text())
    assert saved["room"] == room
    again = procs.start("-m", "cardtable.net.cli", "--continue", "--port", str(port), "--save-dir", str(tmp_path),
                        "--between-deals", "0")
    line2 = json.loads(again.stdout.readline())
    assert (line2["room"], line2["port"]) == (room, port)
    for t in threads:
        t.join(120)
    assert all(c.match_over is not None for c in seats), (
        again.poll(), [(c.connected, c.joins, c.halted, c.paused, (c.state or {}).get("at")) for c in seats],
        json.loads(save.read_text())["match"]["record"]["actions"][-3:])
    assert all(c.joins >= 2 for c in seats)                    # each seat was taken up again
    final = json.loads(save.read_text())["match"]
    for c in seats:
        c.close()
    local = local_match("durak", 3, seed, {"deals": 2})
    sh = {k: v for k, v in final["sheet"].items() if k != "elapsed_s"}
    assert sh == sheet(local)
    assert final["record"]["actions"] == local.state.to_record()["actions"]
