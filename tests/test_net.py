"""Network play (issue 32) over real sockets on 127.0.0.1, host in a thread: the protocol's
checks, whole matches of every game with AI-driven remote seats (the same result as the
local match), the byte scan of every seat's stream (GEN-2), refusals that change nothing,
drops, pauses and rejoins."""

from __future__ import annotations

import importlib
import json
import random
import time

import pytest
from net_kit import (
    GAMES,
    SeenCards,
    follow,
    hidden_recorder,
    leaks,
    local_match,
    net_match,
    running_host,
    sheet,
    start_bots,
)

from cardtable.net import bot
from cardtable.net.client import ClientSeat, NetError
from cardtable.net.host import _Conn
from cardtable.net.protocol import MAX_CLIENT_BYTES, Refusal, read_client, read_host

# -- the protocol's checks ------------------------------------------------------------------


@pytest.mark.parametrize("raw, code", [
    ("x" * (MAX_CLIENT_BYTES + 1), "too_large"),
    ("{not json", "not_json"),
    ('{"v": 1, "type": "ping", "id": NaN}', "not_json"),
    ("[1, 2]", "bad_message"),
    ('{"type": "ping", "id": 1}', "bad_version"),
    ('{"v": 2, "type": "ping", "id": 1}', "bad_version"),
    ('{"v": true, "type": "ping", "id": 1}', "bad_version"),
    ('{"v": 1, "type": "shout"}', "unknown_type"),
    ('{"v": 1, "type": "ping"}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": true}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": 1.0}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": -1}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": 1, "extra": 0}', "bad_field"),
    ('{"v": 1, "type": "act", "id": 1, "action": "0:take", "deal": 0}', "bad_field"),
    ('{"v": 1, "type": "act", "id": 1, "action": "", "deal": 0, "at": 0}', "bad_field"),
    ('{"v": 1, "type": "act", "id": 1, "action": "0:take\\n", "deal": 0, "at": 0}', "bad_field"),
    ('{"v": 1, "type": "hello", "room": "ABCDEF", "name": "  "}', "bad_field"),
    ('{"v": 1, "type": "hello", "room": "ABCDEF", "name": "Anna", "gender": "x"}', "bad_field"),
    ('{"v": 1, "type": "rejoin", "room": "ABCDEF", "token": "short"}', "bad_field"),
])
def test_a_seat_message_is_checked_field_by_field(raw, code):
    with pytest.raises(Refusal) as exc:
        read_client(raw)
    assert exc.value.code == code
    assert exc.value.message()["type"] == "refused"


def test_a_good_seat_message_reads_as_it_was_sent():
    msg = read_client('{"v": 1, "type": "act", "id": 7, "action": "0:attack 6♠", "deal": 0, "at": 3}')
    assert msg == {"v": 1, "type": "act", "id": 7, "action": "0:attack 6♠", "deal": 0, "at": 3}
    assert read_client(b'{"v":1,"type":"hello","room":"abc","name":"\xd0\x90\xd0\xbd\xd1\x8f"}')["name"] == "Аня"
    with pytest.raises(Refusal):
        read_host('{"v": 1, "type": "state", "deal": "0"}')


# -- whole matches: the same result as the local match, and no hidden card sent ---------------


@pytest.mark.parametrize("game, players", GAMES)
def test_a_remote_match_ends_as_the_local_one_and_no_seat_hears_a_hidden_card(game, players, monkeypatch):
    """Every game: remote AI-driven seats and one host AI play a whole match; the result, the
    score sheet and the last deal's actions are those of the same seeded local match; and no
    message a seat received holds a card hidden from it at that moment (GEN-2)."""
    seed = 11
    kinds = ["remote"] * (players - 1) + ["ai"]
    m, table = net_match(game, kinds, seed)
    seen = SeenCards(players)
    follow(m, seen)
    send, conns = hidden_recorder(table, seen)
    monkeypatch.setattr(_Conn, "send", send)
    with running_host(record_sent=True) as (host, _thread, port):
        host_call = _thread.call
        host_call(lambda: host.add_table(table))
        bots = start_bots(port, table.room, players - 1, m.seed, record=True)
        for _c, th in bots:
            th.join(60)
        assert m.is_over and all(c.match_over is not None for c, _ in bots)
        time.sleep(0.05)
        received = {c.seat: list(c.received) for c, _ in bots}
        for c, _ in bots:
            c.close()
    local = local_match(game, players, seed)
    assert sheet(m) == sheet(local)
    assert m.deal_no == local.deal_no
    assert m.state.to_record()["actions"] == local.state.to_record()["actions"]
    assert m.last_result.to_dict() == local.last_result.to_dict()
    assert host.crashes == 0
    card_str = {"durak": "durak", "witch_durak": "durak", "strong_witchcraft": "witchcraft"}.get(game)
    text_of = importlib.import_module(f"cardtable.engine.{card_str}.cards").card_str if card_str else None
    scanned = 0
    for conn in conns:
        seat = conn.sent_hidden[0][2]
        # the client received exactly the bytes the host sent it, in order
        assert received[seat][:len(conn.sent_hidden)] == [t for t, _h, _s in conn.sent_hidden]
        for text, hidden, _s in conn.sent_hidden:
            assert leaks(text, hidden, text_of) == [], (seat, text[:300])
            scanned += 1
    assert scanned > 20


def test_the_byte_scan_finds_a_hidden_card_when_one_is_sent():
    """The scan itself: a view with another seat's hand in it is caught."""
    m, table = net_match("durak", ["remote", "ai"], 3)
    seen = SeenCards(2)
    seen.feed(m.state, m.initial_events)
    hidden = seen.hidden_from(m.state, 0)
    other = m.state.card_zones()["hand:1"][0]
    assert other in hidden
    msg = table.state_message(0, [])
    assert leaks(json.dumps(msg), hidden, None) == []
    msg["view"]["known"] = [[], [other]]
    assert leaks(json.dumps(msg), hidden, None) == [other]
    from cardtable.engine.durak.cards import card_str
    msg = table.state_message(0, [])
    msg["view"]["history"] = [f"1:attack {card_str(other)}"]
    assert leaks(json.dumps(msg), hidden, card_str) == [other]


def test_threads_asking_for_a_game_s_ai_at_once_all_get_it():
    """The host's thread and its clients' AI threads look up a game's heuristic at the same
    moment: none may see the plugin registry half-built (it then played a generic heuristic,
    so a remote match ended differently from the local one)."""
    import subprocess
    import sys
    code = (
        "import importlib, threading, time\n"
        "import cardtable.plugins as P\n"
        "real = importlib.import_module\n"
        "def slow(name, *a):\n"
        "    time.sleep(0.01)\n"
        "    return real(name, *a)\n"
        "P.importlib = type('M', (), {'import_module': staticmethod(slow)})\n"
        "from cardtable.ai.base import heuristic_module\n"
        "out = []\n"
        "ts = [threading.Thread(target=lambda: out.append(heuristic_module('durak'))) for _ in range(4)]\n"
        "[t.start() for t in ts]; [t.join() for t in ts]\n"
        "print(sum(m is None for m in out))\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "0"


# -- refusals change nothing ---------------------------------------------------------------------


def _seated(port, room, name="Anna", **kw) -> ClientSeat:
    c = ClientSeat(f"127.0.0.1:{port}", room)
    c.record = True
    c.join(name, **kw)
    return c


def _answer(c: ClientSeat, req: int) -> dict:
    assert c.wait_for(lambda s: req in s.refusals or req in s.accepted, 5)
    return c.refusals.get(req) or c.accepted[req]


def test_out_of_turn_foreign_stale_and_illegal_actions_are_refused_and_change_nothing():
    """Two remote seats of durak: each kind of bad act is refused with its code; the table,
    the other seat's stream and the save stay as they were (GEN-3)."""
    m, table = net_match("durak", ["remote", "remote"], 5)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        a = _seated(port, table.room, "Anna")
        b = _seated(port, table.room, "Boris")
        assert a.wait_for(lambda s: not s.halted and s.state is not None)
        assert b.wait_for(lambda s: not s.halted and s.state is not None)
        mover, waiter = (a, b) if m.state.to_act == a.seat else (b, a)
        before = th.call(lambda: json.dumps(m.to_json()))
        heard = len(mover.received)
        legal = mover.state["legal"]
        # out of turn: the waiting seat plays one of its own cards
        own = waiter.state["view"]["hand"][0]
        from cardtable.engine.durak.cards import card_str
        r = _answer(waiter, waiter.act(f"{waiter.seat}:attack {card_str(own)}"))
        assert r["code"] == "not_your_turn"
        # another seat's action (the mover's legal move sent by the waiter)
        r = _answer(waiter, waiter.act(legal[0]))
        assert r["code"] == "not_your_seat"
        # garbage text, a card the mover does not hold, a replayed (stale) counter
        assert _answer(mover, mover.act("garbage"))["code"] == "illegal"
        not_held = next(c for c in range(36) if c not in mover.state["view"]["hand"])
        assert _answer(mover, mover.act(f"{mover.seat}:attack {card_str(not_held)}"))["code"] == "illegal"
        stale = {"v": 1, "type": "act", "id": 99, "action": legal[0], "deal": 0, "at": 5}
        mover.send(stale)
        assert _answer(mover, 99)["code"] == "stale"
        assert th.call(lambda: json.dumps(m.to_json())) == before
        assert th.call(lambda: table.accepted) == 0
        time.sleep(0.1)
        assert all(json.loads(t)["type"] == "refused" for t in mover.received[heard:])
        # the good move is taken, and replaying it is stale
        ok = mover.act(legal[0])
        assert _answer(mover, ok)["type"] == "state"
        mover.send({"v": 1, "type": "act", "id": 100, "action": legal[0], "deal": 0, "at": 0})
        assert _answer(mover, 100)["code"] == "stale"
        assert th.call(lambda: len(m.state.history)) == 1
        for c in (a, b):
            c.close()


def test_a_wrong_room_code_or_token_gets_no_seat_and_a_full_table_says_so():
    m, table = net_match("durak", ["remote", "ai"], 5)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        with pytest.raises(NetError) as exc:
            ClientSeat(f"127.0.0.1:{port}", "ZZZZZZ").join("Eve")
        assert exc.value.code == "bad_room"
        with pytest.raises(NetError) as exc:
            ClientSeat(f"127.0.0.1:{port}", table.room).rejoin("A" * 24)
        assert exc.value.code == "bad_token"
        a = _seated(port, table.room.lower())       # a code typed in small letters is the same code
        with pytest.raises(NetError) as exc:
            ClientSeat(f"127.0.0.1:{port}", table.room).join("Eve")
        assert exc.value.code == "table_full"
        a.close()


def _hostile(rng: random.Random, seat: int, players: int, legal: list[str], other_legal: list[str]) -> str | bytes:
    """One malformed, oversized, foreign-seat, out-of-turn or replayed message."""
    kind = rng.randrange(12)
    good = {"v": 1, "type": "act", "id": rng.randrange(1000), "action": rng.choice(legal or ["0:take"]),
            "deal": 0, "at": 0}
    if kind == 0:
        return "x" * rng.randrange(1, MAX_CLIENT_BYTES + 200)
    if kind == 1:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if kind == 2:
        good["at"] = rng.choice([1, 2, 7, 10**6])           # replayed / crossed
        return json.dumps(good)
    if kind == 3:
        good["deal"] = rng.choice([1, 5])
        return json.dumps(good)
    if kind == 4:
        other = rng.randrange(players)
        good["action"] = f"{other if other != seat else (seat + 1) % players}:take"     # foreign seat
        return json.dumps(good)
    if kind == 5 and other_legal:
        good["action"] = rng.choice(other_legal)
        return json.dumps(good)
    if kind == 6:
        good[rng.choice(["id", "deal", "at", "action", "v"])] = rng.choice(
            [None, True, 1.5, "1", [], {}, -1, 2**40, "x" * 500])
        return json.dumps(good)
    if kind == 7:
        good["evil"] = {"__class__": "os.system"}
        return json.dumps(good)
    if kind == 8:
        return json.dumps({"v": 1, "type": rng.choice(["hello", "rejoin"]), "room": "AAAAAA",
                           **({"name": "Mallory"} if rng.random() < 0.5 else {"token": "B" * 24})})
    if kind == 9:
        return json.dumps({"v": 1, "type": rng.choice(["take", "state", "seat", "", "ACT"]), "id": 1})
    if kind == 10:
        return "[" * rng.randrange(1, 3000)
    good["action"] = "".join(rng.choice("0123456789:♠♥♦♣ /@attackcovertakedone") for _ in range(rng.randrange(1, 40)))
    return json.dumps(good)


def _fuzz(cases: int) -> None:
    m, table = net_match("durak", ["remote", "remote", "ai"], 9)
    with running_host(rate=1e9, burst=10**9, flood=10**9) as (host, th, port):
        th.call(lambda: host.add_table(table))
        a = _seated(port, table.room, "Anna")
        b = _seated(port, table.room, "Boris")
        assert a.wait_for(lambda s: not s.halted and s.state is not None)
        b.wait_for(lambda s: s.state is not None)
        mover = a if m.state.to_act == a.seat else b
        waiter = b if mover is a else a
        # the mover makes one real move, so replaying it is possible (then it is stale)
        if m.state.to_act == mover.seat:
            req = mover.act(mover.state["legal"][0])
            _answer(mover, req)
        th.call(lambda: None)
        time.sleep(0.1)
        before = th.call(lambda: json.dumps(m.to_json()))
        accepted = th.call(lambda: table.accepted)
        rng = random.Random(cases)
        sent = 0
        for c in (a, b):
            c.received.clear()
        while sent < cases:
            c = a if sent % 2 else b
            msg = _hostile(rng, c.seat, 3, c.state["legal"], (b if c is a else a).state["legal"])
            c.send_text(msg)
            sent += 1
        # every message got its own refusal, and the connections stayed
        def refused(c):
            return sum(json.loads(t)["type"] == "refused" for t in list(c.received))
        for c in (a, b):
            c.wait_for(lambda s: refused(s) >= cases // 2, 120)
            assert refused(c) == cases // 2 and c.connected
        assert th.call(lambda: json.dumps(m.to_json())) == before
        assert th.call(lambda: table.accepted) == accepted
        assert host.crashes == 0
        for c in (a, b):
            types = {json.loads(t)["type"] for t in c.received}
            assert types <= {"refused", "lobby", "pause", "resume"}, types
        # the host still serves: a fresh connection with the right token takes its seat back
        a.close()
        b.close()
        c2 = ClientSeat(f"127.0.0.1:{port}", table.room)
        assert c2.rejoin(waiter.token) == waiter.seat
        c2.close()
        del mover


def test_hostile_client_fuzz_accepts_nothing_and_changes_nothing():
    """A smaller run of the soak fuzz: 0 accepted, 0 state changes, 0 host crashes."""
    _fuzz(600)


@pytest.mark.soak
def test_hostile_client_fuzz_soak():
    """≥ 10,000 malformed, replayed, out-of-turn, oversized and foreign-seat messages."""
    _fuzz(10_000)


def test_a_flooding_connection_is_refused_then_closed():
    m, table = net_match("durak", ["remote", "remote"], 5)
    with running_host(rate=5, burst=5, flood=30) as (host, th, port):
        th.call(lambda: host.add_table(table))
        a = _seated(port, table.room)
        a.wait_for(lambda s: s.state is not None)
        before = th.call(lambda: json.dumps(m.to_json()))
        for _i in range(200):
            try:
                a.ping()
            except NetError:
                break
        deadline = time.monotonic() + 8
        while host.conns and time.monotonic() < deadline:        # the host ended the connection
            time.sleep(0.05)
        assert host.conns == []
        codes = {json.loads(t).get("code") for t in a.received if json.loads(t)["type"] == "refused"}
        assert codes == {"too_fast"}
        assert th.call(lambda: json.dumps(m.to_json())) == before


# -- drops, pauses, rejoins ------------------------------------------------------------------------


def test_a_dropped_seat_pauses_the_table_and_its_rejoin_gets_the_exact_table():
    m, table = net_match("durak", ["remote", "remote", "ai"], 21)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        bots = start_bots(port, table.room, 2, m.seed)
        a, a_thread = bots[0]
        b = bots[1][0]
        assert b.wait_for(lambda s: s.state is not None and s.state["at"] >= 6, 10)
        token, seat = a.token, a.seat
        a.close()                                   # the connection drops
        a_thread.join(5)
        assert b.wait_for(lambda s: seat in s.paused and s.halted, 5)
        assert th.call(lambda: table.paused)
        at = th.call(lambda: (m.deal_no, len(m.state.history)))
        time.sleep(0.3)
        assert th.call(lambda: (m.deal_no, len(m.state.history))) == at     # nobody moves while a seat is away
        lobby = th.call(table.lobby)
        assert lobby[seat]["present"] is False and lobby[seat]["away_s"] >= 0.2
        back = ClientSeat(f"127.0.0.1:{port}", table.room)
        back.record = True
        assert back.rejoin(token) == seat
        assert back.wait_for(lambda s: s.state is not None)
        # the table it was given is exactly the host's at that moment (the others may have
        # moved on since: it is rebuilt from the deal's record up to that action)
        first = next(json.loads(t) for t in back.received if json.loads(t)["type"] == "state")
        assert (first["deal"], first["at"]) == at and first["events"] == []
        record = th.call(lambda: m.state.to_record())
        from cardtable.engine import replay
        then = replay({**record, "actions": record["actions"][:first["at"]]})
        assert first["view"] == json.loads(json.dumps(then.view(seat).to_dict()))
        assert first["legal"] == [str(x) for x in then.legal_actions(seat)]
        assert b.wait_for(lambda s: seat not in s.paused and not s.halted, 5)
        import threading
        t2 = threading.Thread(target=bot.play, args=(back, "normal", m.seed), daemon=True)
        t2.start()
        t2.join(60)
        bots[1][1].join(60)
        assert m.is_over
        local = local_match("durak", 3, 21)
        assert sheet(m) == sheet(local)
        back.close()
        b.close()


def test_an_away_seat_handed_to_the_ai_plays_on_and_its_owner_takes_it_back():
    m, table = net_match("durak", ["remote", "ai"], 4)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        a = _seated(port, table.room)
        token = a.token
        a.close()
        assert ClientSeat  # the seat is away now
        deadline = time.monotonic() + 5
        while not th.call(lambda: 0 in table.away) and time.monotonic() < deadline:
            time.sleep(0.02)
        th.call(lambda: table.hand_to_ai(0, "normal"))
        deadline = time.monotonic() + 10
        while th.call(lambda: len(m.state.history)) < 4 and not m.is_over and time.monotonic() < deadline:
            time.sleep(0.02)
        assert th.call(lambda: len(m.state.history)) >= 4 or m.is_over
        back = ClientSeat(f"127.0.0.1:{port}", table.room)
        assert back.rejoin(token) == 0
        assert th.call(lambda: m.seats[0].kind) == "human"
        assert back.wait_for(lambda s: s.state is not None)
        assert th.call(lambda: table.lobby()[0].get("standin")) is None
        back.close()


def test_tls_when_the_host_has_a_certificate(tmp_path):
    """With a certificate the host speaks wss:// only: a client trusting it plays, a plain
    ws:// client gets no seat."""
    import shutil
    import ssl
    import subprocess
    if shutil.which("openssl") is None:
        pytest.skip("no openssl to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                    "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key),
                    "-out", str(cert)], check=True, capture_output=True, timeout=60)
    server = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server.load_cert_chain(cert, key)
    m, table = net_match("durak", ["remote", "ai"], 5)
    with running_host(ssl=server) as (host, th, port):
        th.call(lambda: host.add_table(table))
        with pytest.raises(NetError):
            ClientSeat(f"127.0.0.1:{port}", table.room).join("Eve")
        client = ssl.create_default_context(cafile=str(cert))
        a = ClientSeat(f"wss://127.0.0.1:{port}", table.room, ssl=client)
        assert a.join("Anna") == 0
        assert a.wait_for(lambda s: s.state is not None and s.state["view"]["player"] == 0, 5)
        a.close()


def test_a_full_host_closes_new_connections():
    m, table = net_match("durak", ["remote", "remote"], 5)
    with running_host(max_connections=1) as (host, th, port):
        th.call(lambda: host.add_table(table))
        a = _seated(port, table.room, "Anna")
        with pytest.raises(NetError):
            ClientSeat(f"127.0.0.1:{port}", table.room).join("Boris")
        assert a.connected
        a.close()
