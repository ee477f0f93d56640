"""The authoritative host: an asyncio websockets server holding any number of
:class:`~cardtable.net.table.HostedTable`\\ s, found by their room codes.

Contract:

- One connection holds at most one seat: its first good message is ``hello`` (room code,
  name) or ``rejoin`` (room code, seat token); after that it may ``act``, ``ping`` and
  ``bye``.  Every message goes through :func:`cardtable.net.protocol.read_client`; a bad
  one is answered with ``refused`` (code and reason) and changes nothing.  The connection
  stays unless it floods: more than ``rate`` messages a second on average (a ``burst``
  allowed) are refused as ``too_fast``, and ``flood`` refusals in a row close it (1008).
  A message over :data:`~cardtable.net.protocol.MAX_CLIENT_BYTES` is refused (``too_large``);
  a frame over :data:`MAX_FRAME` (16 times that) closes the connection (1009, websockets).
- The host runs each table's AI seats and deals exactly as a local game does
  (``Match.ai_choose``; Hard thinks in a worker thread), pauses while a remote seat is
  away, and autosaves every table after every change when it has a ``save_dir``
  (:func:`load_tables` reads them back for ``--continue``).
- :class:`HostThread` runs a host in a background thread (the desktop program, tests).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import ssl as ssl_module
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cardtable.net.protocol import (
    MAX_CLIENT_BYTES,
    VERSION,
    Refusal,
    encode,
    normal_room,
    read_client,
)
from cardtable.net.table import HostedTable, table_from_save

log = logging.getLogger("cardtable.net.host")

MAX_FRAME = 16 * MAX_CLIENT_BYTES   # a frame this large is a flood, not a message: closed
MAX_QUEUE = 512             # messages waiting for a slow client before it is dropped
HELLO_TIMEOUT_S = 30.0      # a connection must take a seat this soon


class _Conn:
    """One websocket connection: its ordered send queue and its rate limit."""

    def __init__(self, ws: ServerConnection, rate: float, burst: int):
        self.ws = ws
        self.queue: asyncio.Queue[tuple[str, float | None] | None] = asyncio.Queue()
        self.act_started: float | None = None     # when the act being handled arrived
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = time.monotonic()
        self.refused_in_row = 0
        self.sent: list[str] | None = None       # every text sent (tests: byte scans)

    def send(self, msg: dict) -> None:
        if self.queue.qsize() >= MAX_QUEUE:
            return                               # the writer closes a connection this slow
        text = encode(msg)
        if self.sent is not None:
            self.sent.append(text)
        # the answer to an act carries when the act arrived: the writer times the round
        started = self.act_started if msg.get("reply") is not None else None
        self.queue.put_nowait((text, started))

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Host:
    """Tables by room code, served over websockets (see the module docstring)."""

    def __init__(self, *, bind: str = "127.0.0.1", port: int = 0, save_dir: Path | None = None,
                 rate: float = 50.0, burst: int = 100, flood: int = 100, between_deals: float = 1.0,
                 ai_delay: float = 0.0, ssl: ssl_module.SSLContext | None = None, record_sent: bool = False,
                 max_connections: int = 2000):
        self.bind, self.port = bind, port
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.rate, self.burst, self.flood = rate, burst, flood
        self.between_deals = between_deals
        self.ai_delay = ai_delay
        self.ssl = ssl
        self.record_sent = record_sent
        self.max_connections = max_connections
        self.tables: dict[str, HostedTable] = {}
        self.server: Server | None = None
        self._driving: set[str] = set()
        self._tasks: set[asyncio.Task] = set()
        self.conns: list[_Conn] = []              # live connections (tests look at what they were sent)
        self.crashes = 0                          # handler errors that were not a client's fault
        # ms from an act's arrival to its answer written to the actor's socket (the latest 20,000)
        self.act_ms: collections.deque[float] = collections.deque(maxlen=20_000)

    # -- tables ----------------------------------------------------------------------------
    def add_table(self, table: HostedTable) -> HostedTable:
        if table.room in self.tables:
            raise ValueError(f"room code {table.room} is taken")
        self.tables[table.room] = table
        table.on_change = self._table_changed
        self._save(table)
        return table

    def _table_changed(self, table: HostedTable) -> None:
        self._save(table)
        self._drive_soon(table)

    def _save(self, table: HostedTable) -> None:
        if self.save_dir is None:
            return
        from cardtable.match.files import atomic_write_json
        try:
            atomic_write_json(self.save_dir / f"table-{table.id}.json", table.to_save())
        except (OSError, TypeError, ValueError) as exc:     # a full disk must not stop the game
            log.warning("cannot save table %s: %s", table.id, exc)

    def _drive_soon(self, table: HostedTable) -> None:
        if table.room in self._driving:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._driving.add(table.room)
        task = loop.create_task(self._drive(table))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _drive(self, table: HostedTable) -> None:
        """Play the table's AI seats and start its next deals until people must act."""
        try:
            while True:
                p = table.ai_to_move()
                if p is not None:
                    if self.ai_delay:
                        await asyncio.sleep(self.ai_delay)
                    m = table.match
                    key = (m.deal_no, len(m.state.history))
                    if m.seats[p].level == "hard" or m.seats[p].kind == "engine":
                        # Hard thinks and an outside engine is waited for off the event loop
                        action = await asyncio.to_thread(m.ai_choose, p)
                    else:
                        action = m.ai_choose(p)
                    if (m.deal_no, len(m.state.history)) != key or table.ai_to_move() != p:
                        continue                 # the table moved while it thought
                    table.apply_ai(p, action)
                    await asyncio.sleep(0)        # other tables and connections get their turn
                    continue
                m = table.match
                if m.deal_scored and not m.is_over and not table.paused:
                    if self.between_deals:
                        await asyncio.sleep(self.between_deals)
                    if m.deal_scored and not m.is_over and not table.paused:
                        table.next_deal()
                    continue
                return
        except Exception:   # noqa: BLE001 - one table's fault must not stop the host
            self.crashes += 1
            log.exception("table %s stopped", table.id)
        finally:
            self._driving.discard(table.room)

    # -- serving -----------------------------------------------------------------------------
    async def start(self) -> int:
        """Listen; returns the port (a free one when ``port`` was 0)."""
        self.server = await serve(self._handler, self.bind, self.port, max_size=MAX_FRAME,
                                  compression=None, ssl=self.ssl, ping_interval=10, ping_timeout=20,
                                  close_timeout=2)
        self.port = self.server.sockets[0].getsockname()[1] if self.server.sockets else self.port
        for table in self.tables.values():
            self._drive_soon(table)
        return self.port

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for task in list(self._tasks):
            task.cancel()

    async def _handler(self, ws: ServerConnection) -> None:
        if len(self.conns) >= self.max_connections:
            await ws.close(1013, "the host is full")      # try again later
            return
        conn = _Conn(ws, self.rate, self.burst)
        if self.record_sent:
            conn.sent = []
        self.conns.append(conn)
        writer = asyncio.get_running_loop().create_task(self._writer(conn))
        seat: tuple[HostedTable, int] | None = None
        try:
            async with asyncio.timeout(HELLO_TIMEOUT_S) as deadline:
                async for raw in ws:
                    try:
                        seat = self._receive(conn, raw, seat)
                        conn.refused_in_row = 0
                    except Refusal as exc:
                        conn.send(exc.message())
                        conn.refused_in_row += 1
                        if conn.refused_in_row >= self.flood:
                            conn.queue.put_nowait(None)      # its refusals go out first
                            with contextlib.suppress(Exception):
                                await writer
                            await ws.close(1008, "too many refused messages")
                            break
                    except Exception:   # noqa: BLE001 - a host bug: refuse, log, keep serving
                        self.crashes += 1
                        log.exception("message handling failed")
                        conn.send(Refusal("busy", "the host could not handle that message").message())
                    if seat is not None:
                        deadline.reschedule(None)
                    await asyncio.sleep(0)        # the writer (and other tables) get their turn
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            if seat is not None:
                seat[0].leave(seat[1], conn)
            conn.queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer
            with contextlib.suppress(ValueError):
                self.conns.remove(conn)

    async def _writer(self, conn: _Conn) -> None:
        try:
            while True:
                item = await conn.queue.get()
                if item is None:
                    return
                text, started = item
                if conn.queue.qsize() >= MAX_QUEUE - 1:
                    await conn.ws.close(1008, "too slow")
                    return
                await conn.ws.send(text)
                if started is not None:
                    self.act_ms.append((time.perf_counter() - started) * 1000)
        except ConnectionClosed:
            pass

    def _receive(self, conn: _Conn, raw: Any, seat: tuple[HostedTable, int] | None
                 ) -> tuple[HostedTable, int] | None:
        allowed = conn.allow()
        msg = read_client(raw)
        if not allowed:
            raise Refusal("too_fast", f"at most {self.rate:g} messages a second", msg.get("id"))
        kind = msg["type"]
        if kind == "ping":
            conn.send({"v": VERSION, "type": "pong", "id": msg["id"]})
            return seat
        if kind in ("hello", "rejoin"):
            if seat is not None:
                raise Refusal("already_seated", "this connection already holds a seat")
            table = self.tables.get(normal_room(msg["room"]))
            if table is None:
                raise Refusal("bad_room", "no table has that room code")
            if kind == "hello":
                p = table.join(conn, msg["name"], msg.get("gender"), msg.get("seat"))
            else:
                p = table.rejoin(conn, msg["token"])
            return table, p
        if seat is None:
            raise Refusal("not_seated", "say hello (room code) or rejoin (seat token) first",
                          msg.get("id"))
        if kind == "act":
            conn.act_started = time.perf_counter()
            try:
                seat[0].act(seat[1], msg)
            finally:
                conn.act_started = None
            return seat
        # bye: the seat stays the player's (rejoin with its token)
        return seat


def load_tables(save_dir: Path) -> tuple[list[HostedTable], list[str]]:
    """The tables a host saved in ``save_dir`` (``--continue``), and what could not be read."""
    from cardtable.engine import RecordError
    from cardtable.match.files import FileDamaged, parse_json, read_limited

    tables, problems = [], []
    for path in sorted(Path(save_dir).glob("table-*.json")):
        try:
            raw = read_limited(path, 8 * 1024 * 1024)
            if raw is None:
                continue
            table = table_from_save(parse_json(raw))
        except (FileDamaged, RecordError) as exc:
            problems.append(f"{path.name}: {exc}")
            continue
        if not table.match.is_over:
            tables.append(table)
    return tables, problems


class HostThread:
    """A :class:`Host` on its own event loop in a background thread."""

    def __init__(self, host: Host):
        self.host = host
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="cardtable-host", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self._thread.start()
        return asyncio.run_coroutine_threadsafe(self.host.start(), self.loop).result(timeout)

    def call(self, fn: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Run ``fn()`` in the host's thread (tables are touched only there)."""
        async def run() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    @property
    def running(self) -> bool:
        """The host's thread is alive (started and not stopped)."""
        return self._thread.is_alive()

    def stop(self, timeout: float = 10.0) -> None:
        if not self._thread.is_alive():
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self.host.stop(), self.loop).result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        self.loop.close()
