"""A seat at a hosted table, over websockets' threading client: what the desktop UI and
the AI-driven test clients (:mod:`cardtable.net.bot`) use.

Contract:

- :meth:`ClientSeat.join` (room code and name) or :meth:`ClientSeat.rejoin` (room code and
  seat token; :meth:`ClientSeat.rejoin_within` tries again while the host cannot be
  reached) connects and takes a seat; a reader thread then checks every host message
  (:func:`~cardtable.net.protocol.read_host`), keeps the latest table (:attr:`state`,
  :attr:`seat`, :attr:`lobby`, :attr:`paused` …) and queues the messages for :meth:`poll`
  (the UI's frame loop) or :meth:`wait_for` (bots, tests).
- :meth:`act` sends an action's text for the table the seat last saw (``deal``/``at``),
  with a new request id; the host answers with a ``state`` whose ``reply`` is that id, or
  a ``refused`` with it.
- With ``auto_rejoin`` a dropped connection is taken up again with the seat token
  (a host restarted with ``--continue`` keeps room codes and tokens).
- Nothing the client does changes the host's table except an accepted ``act``.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from cardtable.match.seat_record import SeatRecorder
from cardtable.net.protocol import MAX_HOST_BYTES, VERSION, Refusal, encode, read_host

CONNECT_TIMEOUT_S = 5.0


class NetError(Exception):
    """The host cannot be reached, or refused the seat (``code`` as in the protocol)."""

    def __init__(self, code: str, reason: str):
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason


def address_uri(address: str) -> str:
    """``host:port`` (or a ``ws://`` / ``wss://`` URI) as a websocket URI."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    if ":" not in address.rsplit("]", 1)[-1]:
        address += ":8765"
    return f"ws://{address}"


class ClientSeat:
    """One seat's connection to a host (see the module docstring)."""

    def __init__(self, address: str, room: str, *, auto_rejoin: bool = False, ssl: Any = None,
                 rejoin_for: float = 30.0):
        self.uri = address_uri(address)
        self.room = room
        self.ssl = ssl
        self.auto_rejoin = auto_rejoin
        self.rejoin_for = rejoin_for
        self.ws: ClientConnection | None = None
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.seat: int | None = None
        self.token: str | None = None
        self.info: dict = {}                # the seat message: table, game, players, options, name
        self.lobby: list[dict] = []
        self.started = False
        self.state: dict | None = None      # the latest state message
        self.paused: dict[int, float] = {}  # away seat -> since (host's clock)
        self.halted = True                  # the table waits (for people, or to start)
        self.joins = 0                      # seats taken (1 + rejoins)
        self.refusals: dict[int, dict] = {} # request id -> the refused message answering it
        self.accepted: dict[int, dict] = {} # request id -> the state answering it (the 256 latest)
        self.deal_over: dict | None = None
        self.match_over: dict | None = None
        self.seen = SeatRecorder()          # the deal as this seat sees it (every state message)
        self.seen_deals: dict[int, dict | None] = {}   # deal -> what ``seen`` kept of it, at its end
        self.connected = False
        self.closed = False                 # close() was called: no more rejoining
        self.received: list[str] = []       # every text received (when record is True)
        self.record = False
        self._next_id = 1
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._reader: threading.Thread | None = None

    # -- connecting -------------------------------------------------------------------------
    def _open(self) -> ClientConnection:
        try:
            return connect(self.uri, open_timeout=CONNECT_TIMEOUT_S, max_size=MAX_HOST_BYTES,
                           compression=None, proxy=None, ssl=self.ssl, ping_interval=10, ping_timeout=20,
                           legacy=True)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise NetError("unreachable", f"cannot reach {self.uri}: {exc}") from None

    def join(self, name: str, gender: str | None = None, seat: int | None = None) -> int:
        msg: dict[str, Any] = {"v": VERSION, "type": "hello", "room": self.room, "name": name}
        if gender is not None:
            msg["gender"] = gender
        if seat is not None:
            msg["seat"] = seat
        return self._take_seat(msg)

    def rejoin(self, token: str | None = None) -> int:
        self.token = token or self.token
        if not self.token:
            raise NetError("bad_token", "no seat token to rejoin with")
        return self._take_seat({"v": VERSION, "type": "rejoin", "room": self.room, "token": self.token})

    def rejoin_within(self, seconds: float, token: str | None = None) -> int:
        """:meth:`rejoin`, tried again every 0.2 s for up to ``seconds`` while the host cannot
        be reached or does not answer in time (restarting, or too loaded to answer within
        ``CONNECT_TIMEOUT_S``); a refusal (a bad token, no such room) is final at once.  A try
        started just before the time is up may itself take up to twice ``CONNECT_TIMEOUT_S``
        (connecting, then the host's answer), so a host that never answers holds the caller
        for at most ``seconds`` + 10 s."""
        end = time.monotonic() + seconds
        while True:
            try:
                return self.rejoin(token)
            except NetError as exc:
                if exc.code != "unreachable" or self.closed or time.monotonic() >= end:
                    raise
            time.sleep(0.2)

    def _take_seat(self, hello: dict) -> int:
        ws = self._open()
        deadline = time.monotonic() + CONNECT_TIMEOUT_S
        try:
            ws.send(encode(hello))
        except ConnectionClosed as exc:          # e.g. a full host closed it at once (1013)
            raise NetError("unreachable", f"the host closed the connection: {exc}") from None
        while True:
            try:
                raw = ws.recv(timeout=max(0.01, deadline - time.monotonic()))
                self._record(raw)
                msg = read_host(raw)
            except (TimeoutError, ConnectionClosed, Refusal) as exc:
                ws.close()
                raise NetError("unreachable", f"the host did not answer: {exc}") from None
            if msg["type"] == "refused":
                ws.close()
                raise NetError(msg["code"], msg["reason"])
            if msg["type"] == "seat":
                break
        self.ws = ws
        with self._lock:
            self._take(msg)
            self.connected = True
        self._reader = threading.Thread(target=self._read, name="cardtable-seat", daemon=True)
        self._reader.start()
        return msg["seat"]

    def close(self) -> None:
        self.closed = True
        if self.ws is not None:
            with contextlib.suppress(Exception):
                self.ws.close()

    # -- receiving ----------------------------------------------------------------------------
    def _record(self, raw: Any) -> None:
        if self.record:
            self.received.append(raw if isinstance(raw, str) else bytes(raw).decode("utf-8", "replace"))

    def _read(self) -> None:
        ws = self.ws
        assert ws is not None
        try:
            for raw in ws:
                self._record(raw)
                try:
                    msg = read_host(raw)
                except Refusal:
                    continue                 # a broken message from the host is skipped
                with self._lock:
                    self._take(msg)
        except ConnectionClosed:
            pass
        with self._lock:
            self.connected = False
            self._changed.notify_all()
        if self.auto_rejoin and not self.closed:
            self._rejoin_loop()

    def _rejoin_loop(self) -> None:
        end = time.monotonic() + self.rejoin_for
        while not self.closed and time.monotonic() < end:
            try:
                self.rejoin()
                return
            except NetError as exc:
                if exc.code == "bad_token":
                    return
            except Exception:  # noqa: BLE001 - a host half up or going down: try again
                pass
            time.sleep(0.2)

    def _paused_from_lobby(self) -> None:
        """The seats the table waits for, as the lobby says (away, and no AI playing for them):
        a pause or resume sent while this client was not connected is not missed."""
        now = time.time()
        away = {}
        for p, entry in enumerate(self.lobby):
            if isinstance(entry, dict) and "standin" not in entry:
                secs = entry.get("away_s")
                if isinstance(secs, (int, float)) and not isinstance(secs, bool):
                    away[p] = self.paused.get(p, now - max(0.0, float(secs)))
        self.paused.clear()
        self.paused.update(away)

    def _take(self, msg: dict) -> None:
        """Keep what a host message says (called with the lock held)."""
        kind = msg["type"]
        if kind == "seat":
            self.seat, self.token, self.info = msg["seat"], msg["token"], msg
            self.lobby = msg["seats"]
            self.joins += 1
            self._paused_from_lobby()
        elif kind == "lobby":
            self.lobby, self.started = msg["seats"], msg["started"]
            self._paused_from_lobby()
        elif kind == "state":
            self.state = msg
            self.seen.take(msg["deal"], msg["at"], msg["view"], msg["events"])
            self.halted = msg.get("paused") is True
            if not self.halted:
                # the host plays on: nobody is waited for, whatever pause this client heard
                # last (a seat that came back while the table still waited for another sends
                # no resume of its own)
                self.paused.clear()
            if type(msg.get("reply")) is int:
                self.accepted[msg["reply"]] = msg
                if len(self.accepted) > 256:
                    self.accepted.pop(next(iter(self.accepted)))
            if self.deal_over is not None and self.deal_over["deal"] != msg["deal"]:
                self.deal_over = None         # the next deal has begun
        elif kind == "pause":
            self.paused[msg["seat"]] = msg["since"]
            self.halted = True
        elif kind == "resume":
            self.paused.pop(msg["seat"], None)
            self.halted = bool(self.paused)
        elif kind == "refused":
            if type(msg.get("id")) is int:
                self.refusals[msg["id"]] = msg
                if len(self.refusals) > 256:
                    self.refusals.pop(next(iter(self.refusals)))
        elif kind == "deal_over":
            self.deal_over = msg
            # kept now, on this thread: the next deal's first table may follow at once
            self.seen_deals[msg["deal"]] = self.seen.data() if self.seen.deal == msg["deal"] else None
            for old in [d for d in self.seen_deals if d < msg["deal"] - 1]:
                del self.seen_deals[old]
        elif kind == "match_over":
            self.match_over = msg
        self.inbox.put(msg)
        self._changed.notify_all()

    def poll(self) -> list[dict]:
        """The messages received since the last poll (the UI calls it every frame)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def wait_for(self, test, timeout: float = 10.0) -> bool:
        """Wait until ``test(self)`` holds (checked on every message); False on timeout."""
        end = time.monotonic() + timeout
        with self._changed:
            while not test(self):
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._changed.wait(left)
            return True

    # -- sending -----------------------------------------------------------------------------
    def send(self, msg: dict) -> None:
        """Send any message (tests send hostile ones this way)."""
        self.send_text(encode(msg))

    def send_text(self, text: str | bytes) -> None:
        if self.ws is None:
            raise NetError("not_seated", "not connected")
        try:
            self.ws.send(text)
        except ConnectionClosed as exc:
            raise NetError("unreachable", f"the connection is closed: {exc}") from None

    def act(self, action: str, table: dict | None = None) -> int:
        """Send ``action`` (its notation) for ``table`` (a state message; default: the one
        last seen), so that it is refused as ``stale`` if the table moved on meanwhile;
        returns the request id."""
        with self._lock:
            st = table or self.state
            if st is None:
                raise NetError("not_seated", "no table yet")
            req = self._next_id
            self._next_id += 1
            msg = {"v": VERSION, "type": "act", "id": req, "action": action, "deal": st["deal"], "at": st["at"]}
        self.send(msg)
        return req

    def ping(self) -> int:
        with self._lock:
            req = self._next_id
            self._next_id += 1
        self.send({"v": VERSION, "type": "ping", "id": req})
        return req
