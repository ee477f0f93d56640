"""Taking a seat back with its token while the host cannot be reached
(:meth:`ClientSeat.rejoin_within`, used by the bot's ``--token``): the rejoin is tried again
until the host answers, and a refusal ends it at once."""

from __future__ import annotations

import socket
import threading

import pytest
from net_kit import net_match, running_host, start_bots

from cardtable.net import client as client_mod
from cardtable.net.client import ClientSeat, NetError
from cardtable.net.host import Host, HostThread


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_rejoin_started_before_the_host_listens_takes_the_seat_once_it_does():
    m, table = net_match("durak", ["remote", "remote", "ai"], 21)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        bots = start_bots(port, table.room, 2, m.seed)
        a = bots[0][0]
        assert a.wait_for(lambda s: s.state is not None, 10)
        token, seat = a.token, a.seat
        for c, t in bots:
            c.close()
            t.join(5)
    # the host is gone; its table (tokens and all) comes back on another port a moment later
    port = _free_port()
    back = ClientSeat(f"127.0.0.1:{port}", table.room)
    failed = threading.Event()
    opening = back._open

    def open_or_note():
        try:
            return opening()
        except NetError:
            failed.set()
            raise

    back._open = open_or_note                       # type: ignore[method-assign]
    got: list[object] = []
    rejoining = threading.Thread(target=lambda: got.append(_try(lambda: back.rejoin_within(30, token))))
    rejoining.start()
    assert failed.wait(10)                          # nobody listens yet: the first try fails
    again = Host(bind="127.0.0.1", port=port, between_deals=0.0)
    thread = HostThread(again)
    try:
        assert thread.start() == port
        thread.call(lambda: again.add_table(table))
        rejoining.join(30)
        assert got == [seat]
        assert back.seat == seat and back.token == token
        assert back.wait_for(lambda s: s.state is not None and s.state["deal"] == m.deal_no, 10)
    finally:
        back.close()
        thread.stop()


def _try(call):
    try:
        return call()
    except NetError as exc:
        return exc.code


def test_a_refused_rejoin_is_not_tried_again(monkeypatch):
    m, table = net_match("durak", ["remote", "ai", "ai"], 5)
    waits: list[float] = []
    monkeypatch.setattr(client_mod.time, "sleep", waits.append)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        c = ClientSeat(f"127.0.0.1:{port}", table.room)
        with pytest.raises(NetError) as bad:
            c.rejoin_within(30, "x" * 24)
        assert bad.value.code == "bad_token"
        assert waits == []                         # one try: the host's answer is final
        wrong_room = ClientSeat(f"127.0.0.1:{port}", "ZZZZZZ")
        with pytest.raises(NetError) as bad:
            wrong_room.rejoin_within(30, "x" * 24)
        assert bad.value.code == "bad_room" and waits == []


def test_an_unreachable_host_is_tried_every_fifth_of_a_second_until_the_time_is_up(monkeypatch):
    clock = [0.0]
    waits: list[float] = []

    def sleep(s: float) -> None:
        waits.append(s)
        clock[0] += s

    monkeypatch.setattr(client_mod.time, "sleep", sleep)
    monkeypatch.setattr(client_mod.time, "monotonic", lambda: clock[0])
    tries: list[str] = []

    def unreachable(self, hello):
        tries.append(hello["token"])
        raise NetError("unreachable", "cannot reach the host")

    monkeypatch.setattr(ClientSeat, "_take_seat", unreachable)
    c = ClientSeat(f"127.0.0.1:{_free_port()}", "ABCDEF")
    with pytest.raises(NetError) as gone:
        c.rejoin_within(0.9, "t" * 24)
    assert gone.value.code == "unreachable"
    assert waits == [0.2] * 5 and len(tries) == 6 and set(tries) == {"t" * 24}
