"""A seat played by an outside engine: any program that speaks the seat protocol
(docs/protocol.md, "Outside engines") as one JSON object per line over its stdin/stdout.

Contract:

- The table speaks first: a ``seat`` message (the game, its options, the players, the
  seat's number, the seats' names; ``token`` empty, ``room`` a word to echo).  The engine
  answers ``hello`` with that ``room`` and its name within ``start_time`` seconds.
- After every action (and at the start of each deal) the engine gets one ``state``
  message: its seat's view, its legal actions and the events as its seat saw them
  (``Event.for_viewer``, GEN-2) — never more than that seat may know.  When the engine's
  seat is to act, that message also carries ``request`` (an id) and ``time_ms`` (the time
  allowed); the engine answers ``act`` with that ``id``, the ``deal`` and ``at`` of the
  message, and the action's text.  ``deal_over``, ``match_over`` and ``bye`` end it.
- The table enforces it (:meth:`EngineSeat.choose`): a line too long, a message that is not
  the protocol's, an answer to another request or another table, an action of another
  seat, an illegal action, no answer in time — each is counted in :attr:`EngineSeat.faults`
  and that move is made by the fallback agent (Normal) instead, with a
  :class:`EngineNote` for the game log.  An engine that ends, floods (10 MB of output),
  stops reading, says ``bye`` or times out :data:`MAX_STRIKES` times in a row is retired:
  the fallback plays the rest of its moves.  A late answer to a request that already timed
  out is dropped.  Nothing the engine sends changes anything but its own move.
- :class:`MatchEngines` seats engines in a :class:`~cardtable.match.Match` (its seats of
  kind ``engine``) and keeps them told; the arena drives :class:`EngineSeat` directly.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.engine import Action, Event, GameState, IllegalAction, View
from cardtable.engine.core import jsonable
from cardtable.engine.event_data import event_data
from cardtable.net.engine_process import (
    EOF,
    FLOOD,
    TIMEOUT,
    TOO_LONG,
    EngineError,
    EngineProcess,
    engine_argv,
)
from cardtable.net.protocol import MAX_CLIENT_BYTES, VERSION, Refusal, encode, read_client

#: seconds an engine has to say hello
START_TIME = 10.0
#: seconds an engine has for one move, unless the table says otherwise
MOVE_TIME = 2.0
#: timeouts in a row after which an engine is retired (the fallback plays on)
MAX_STRIKES = 3
#: the word an engine echoes in its hello (there is no room code on a pipe)
ROOM = "ENGINE"
#: faults counted per engine seat
FAULTS = ("cannot_start", "no_hello", "malformed", "too_long", "wrong_request", "not_your_seat", "illegal", "timeout",
          "crash", "flood", "not_reading", "bye")
#: faults after which the engine plays no more
RETIRING = ("cannot_start", "no_hello", "crash", "flood", "not_reading", "bye")


@dataclass(frozen=True)
class EngineNote:
    """Something the table says in its log about an engine seat: ``fault`` (one of
    :data:`FAULTS`), a detail for developers, and whether the engine is retired by it (the
    fallback plays the rest of the match) or only this move was the fallback's."""

    seat: int
    fault: str
    detail: str = ""
    retires: bool = False


class EngineSeat:
    """One seat's engine (see the module docstring); also an AI agent (``choose``)."""

    level = "engine"

    def __init__(self, seat: int, command: str | list[str], *, move_time: float = MOVE_TIME,
                 start_time: float = START_TIME, log_path: Path | None = None, fallback: str = "normal",
                 max_output: int | None = None):
        self.seat = seat
        self._cannot_start = ""
        try:
            self.argv = engine_argv(command) if isinstance(command, str) else list(command)
        except EngineError as exc:         # a saved seat whose program is gone: the fallback plays
            self.argv, self._cannot_start = [], str(exc)
        self.move_time = move_time
        self.start_time = start_time
        self.log_path = log_path
        self.fallback_level = fallback
        self.max_output = max_output
        self.faults: Counter[str] = Counter()
        self.engine_moves = 0          # moves the engine made
        self.standin_moves = 0         # moves the fallback made for it
        self.late_answers = 0          # answers to requests that had timed out (dropped)
        self.notes: list[EngineNote] = []
        self.retired: str | None = None
        self.engine_name: str | None = None
        self.last_stats: dict = {}     # the arena reads an agent's search statistics
        self.proc: EngineProcess | None = None
        self._game: str | None = None
        self._fallback: Any = None
        self._request = 0
        self._expired: list[int] = []
        self._strikes = 0
        self._state: GameState | None = None
        self._deal = 0
        self._sheet: dict = {}
        self._events: list[Event] | None = None     # told, not yet sent (one message per action)

    # -- starting ---------------------------------------------------------------------------
    def start(self, game_id: str, players: int, options: dict, seats: list[dict], table: str = "") -> bool:
        """Start the program and greet it; False (and the seat retired) when it did not say
        hello.  ``seats``: each seat's public ``{"name", "kind"}``."""
        self._game = game_id
        if self._cannot_start:
            self._retire("cannot_start", self._cannot_start)
            return False
        try:
            if self.max_output is None:
                self.proc = EngineProcess(self.argv, log_path=self.log_path, max_line=MAX_CLIENT_BYTES)
            else:
                self.proc = EngineProcess(self.argv, log_path=self.log_path, max_line=MAX_CLIENT_BYTES,
                                          max_output=self.max_output)
        except EngineError as exc:
            self._retire("cannot_start", str(exc))
            return False
        self._send({"v": VERSION, "type": "seat", "table": "local", "name": table or "Card Table",
                    "seat": self.seat, "token": "", "room": ROOM, "game": game_id, "players": players,
                    "options": jsonable(options), "seats": seats})
        deadline = time.monotonic() + self.start_time
        while True:
            kind, data = self.proc.read_line(deadline - time.monotonic())
            if kind != "line":
                self._retire({EOF: "crash", FLOOD: "flood"}.get(kind, "no_hello"), kind)
                return False
            try:
                msg = read_client(data)
            except Refusal as exc:
                self._retire("no_hello", exc.code)
                return False
            if msg["type"] == "ping":
                self._send({"v": VERSION, "type": "pong", "id": msg["id"]})
                continue
            if msg["type"] != "hello" or msg["room"] != ROOM:
                self._retire("no_hello", f"first message {msg['type']}")
                return False
            self.engine_name = msg["name"]
            return True

    # -- telling ----------------------------------------------------------------------------
    def observe(self, state: GameState, deal: int, events: list[Event], sheet: dict | None = None) -> None:
        """The table changed (an action, or a new deal when ``deal`` is new): the engine is
        told with the next message."""
        self._flush()
        self._state, self._deal = state, deal
        if sheet is not None:
            self._sheet = sheet
        self._events = list(events)

    def _state_message(self, events: list[Event], view: View | None = None,
                       legal: list[Action] | None = None) -> dict:
        st = self._state
        assert st is not None
        p = self.seat
        view = st.view(p) if view is None else view
        legal = st.legal_actions(p) if legal is None else legal
        return {"v": VERSION, "type": "state", "deal": self._deal, "at": len(st.history),
                "view": view.to_dict(),
                "legal": [str(a) for a in legal],
                "events": [event_data(e.for_viewer(p)) for e in events], "sheet": jsonable(self._sheet),
                "paused": False, "reply": None, "actor": None}

    def _flush(self) -> None:
        if self._events is not None and self._state is not None:
            self._send(self._state_message(self._events))
        self._events = None

    def deal_over(self, result: dict, sheet: dict, places: list[int], match_over: bool = False) -> None:
        self._flush()
        self._sheet = sheet
        self._send({"v": VERSION, "type": "deal_over", "deal": self._deal, "result": jsonable(result),
                    "sheet": jsonable(sheet), "places": places, "match_over": match_over})

    def match_over(self, sheet: dict, places: list[int], standings: list[int]) -> None:
        self._flush()
        self._send({"v": VERSION, "type": "match_over", "sheet": jsonable(sheet), "places": places,
                    "standings": standings})

    def _send(self, msg: dict) -> None:
        if self.proc is None or self.retired is not None:
            return
        if not self.proc.send_line(encode(msg)) and self.proc.cut_off:
            self._retire("not_reading", "")

    # -- asking -----------------------------------------------------------------------------
    def choose(self, view: View, legal: list[Action], rng: random.Random, budget: float) -> Action:
        """The engine's action for its seat now (the AI agent interface); the fallback's on
        any fault (see the module docstring)."""
        state = self._state
        if self.retired is not None or self.proc is None or state is None:
            return self._stand_in(view, legal, rng, budget, None)
        events, self._events = self._events or [], None
        unasked = self._between_requests()
        if unasked:                                         # said before it was asked: one fault
            self._fault("wrong_request", f"{unasked} lines before it was asked")
        self._request += 1
        req = self._request
        msg = self._state_message(events, view, legal)
        msg["request"], msg["time_ms"] = req, int(self.move_time * 1000)
        at = msg["at"]
        self._send(msg)
        deadline = time.monotonic() + self.move_time
        while self.retired is None:
            kind, data = self.proc.read_line(deadline - time.monotonic())
            if kind == TIMEOUT:
                self._expired = (self._expired + [req])[-64:]
                self._strikes += 1
                if self._strikes >= MAX_STRIKES:
                    self._retire("timeout", f"{MAX_STRIKES} in a row")
                    return self._stand_in(view, legal, rng, budget, None)
                return self._stand_in(view, legal, rng, budget, "timeout")
            if kind in (EOF, FLOOD):
                self._retire("crash" if kind == EOF else "flood", self._exit_detail())
                break
            if kind == TOO_LONG:
                return self._stand_in(view, legal, rng, budget, "too_long")
            try:
                answer = read_client(data)
            except Refusal as exc:
                return self._stand_in(view, legal, rng, budget, "malformed", exc.code)
            if answer["type"] == "ping":
                self._send({"v": VERSION, "type": "pong", "id": answer["id"]})
                continue
            if answer["type"] == "bye":
                self._retire("bye", answer.get("reason", ""))
                break
            if answer["type"] != "act":
                return self._stand_in(view, legal, rng, budget, "malformed", answer["type"])
            if answer["id"] in self._expired:
                self.late_answers += 1                # the move was made for it already
                continue
            if answer["id"] != req or answer["deal"] != self._deal or answer["at"] != at:
                return self._stand_in(view, legal, rng, budget, "wrong_request",
                                      f"id {answer['id']}, deal {answer['deal']}, at {answer['at']}")
            action = self._read_action(state, answer["action"], legal)
            if isinstance(action, str):
                return self._stand_in(view, legal, rng, budget, action, answer["action"][:40])
            self._strikes = 0
            self.engine_moves += 1
            return action
        return self._stand_in(view, legal, rng, budget, None)

    def _between_requests(self) -> int:
        """Take what the engine wrote since its last answer: late answers (to requests that
        timed out) are dropped, pings answered; returns how many other lines there were."""
        assert self.proc is not None
        unasked = 0
        for kind, data in self.proc.pending_lines():
            try:
                msg = read_client(data) if kind == "line" else None
            except Refusal:
                msg = None
            if msg is not None and msg["type"] == "act" and msg["id"] in self._expired:
                self.late_answers += 1
            elif msg is not None and msg["type"] == "ping":
                self._send({"v": VERSION, "type": "pong", "id": msg["id"]})
            else:
                unasked += 1
        return unasked

    def _read_action(self, state: GameState, text: str, legal: list[Action]) -> Action | str:
        """The engine's action as the game's value, or the fault it is."""
        try:
            action = state.coerce(text)
        except (IllegalAction, ValueError):
            return "illegal"
        if action.player != self.seat:
            return "not_your_seat"
        if action not in legal and str(action) not in {str(a) for a in legal}:
            return "illegal"
        return action

    def _stand_in(self, view: View, legal: list[Action], rng: random.Random, budget: float,
                  fault: str | None, detail: str = "") -> Action:
        if fault is not None:
            self._fault(fault, detail)
        if self._fallback is None:
            from cardtable.ai import make_agent

            if self._game is None:
                raise RuntimeError("an engine seat stands in only once its game has started")
            self._fallback = make_agent(self.fallback_level, self._game)
        self.standin_moves += 1
        return self._fallback.play(view, legal, rng, budget)

    def _fault(self, fault: str, detail: str = "", retires: bool = False) -> None:
        self.faults[fault] += 1
        self.notes.append(EngineNote(self.seat, fault, detail, retires))

    def _retire(self, fault: str, detail: str) -> None:
        if self.retired is not None:
            return
        self._fault(fault, detail, retires=True)
        self.retired = fault
        if self.proc is not None:
            self.proc.kill()

    def _exit_detail(self) -> str:
        if self.proc is None:
            return ""
        try:
            self.proc.proc.wait(timeout=0.5)
        except Exception:  # noqa: BLE001 - still running: no status to tell
            return ""
        return f"exit status {self.proc.returncode}"

    def take_notes(self) -> list[EngineNote]:
        """The notes since the last call (the game log shows them)."""
        out, self.notes = self.notes, []
        return out

    def report(self) -> dict:
        """Counts for the arena and tests: moves by the engine and by its stand-in, faults."""
        return {"engine_moves": self.engine_moves, "standin_moves": self.standin_moves,
                "late_answers": self.late_answers, "faults": dict(self.faults), "retired": self.retired,
                "name": self.engine_name}

    # -- the end -------------------------------------------------------------------------------
    def close(self) -> int | None:
        """Say bye, end the program (killed after a short grace) and reap it."""
        if self.proc is None:
            return None
        if self.retired is None:
            self._flush()
            self._send({"v": VERSION, "type": "bye", "reason": "the table is closing"})
        return self.proc.close(grace=0.5 if self.retired is None else 0.0)


def public_seats(names: list[str], kinds: list[str]) -> list[dict]:
    """The seats as every engine may see them: name and kind."""
    return [{"name": n, "kind": k} for n, k in zip(names, kinds)]


class MatchEngines:
    """The engine seats of a :class:`~cardtable.match.Match` (its seats of kind ``engine``):
    started and greeted, made the seats' agents, told of every change (``Match.watchers``),
    and closed by :meth:`close`.  ``log_dir``: where each engine's stderr goes
    (``engine-seat<N>.log``)."""

    def __init__(self, match: Any, *, move_time: float = MOVE_TIME, start_time: float = START_TIME,
                 log_dir: Path | None = None, max_output: int | None = None):
        self.match = match
        self.seats: dict[int, EngineSeat] = {}
        names = [s.name for s in match.seats]
        lobby = public_seats(names, [s.kind for s in match.seats])
        for p, s in enumerate(match.seats):
            if s.kind != "engine":
                continue
            log = log_dir / f"engine-seat{p + 1}.log" if log_dir is not None else None
            seat = EngineSeat(p, s.engine, move_time=move_time, start_time=start_time, log_path=log,
                              fallback=s.level, max_output=max_output)
            self.seats[p] = seat
            seat.start(match.game_id, match.players, match.options, lobby, match.info.name_en)
            match.set_agent(p, seat)
            fresh = not match.state.history and not match.deal_scored
            seat.observe(match.state, match.deal_no, match.initial_events if fresh else [], match.sheet)
            if match.deal_scored:
                self._scored(seat)
        match.watchers.append(self._changed)

    def _changed(self, match: Any, what: str, events: list[Event]) -> None:
        for seat in self.seats.values():
            if what == "scored":
                self._scored(seat)
            else:
                seat.observe(match.state, match.deal_no, events, match.sheet)

    def _scored(self, seat: EngineSeat) -> None:
        m = self.match
        result = m.last_result.to_dict() if m.last_result is not None else {}
        seat.deal_over(result, m.sheet, m.places(), m.is_over)
        if m.is_over:
            seat.match_over(m.sheet, m.places(), m.standings())

    def take_notes(self) -> list[EngineNote]:
        return [n for seat in self.seats.values() for n in seat.take_notes()]

    def report(self) -> dict[int, dict]:
        return {p: seat.report() for p, seat in self.seats.items()}

    def close(self) -> None:
        """End every engine (reaped; see :meth:`EngineSeat.close`); the seats' own level
        plays them from now on."""
        if self._changed in self.match.watchers:
            self.match.watchers.remove(self._changed)
        for p, seat in self.seats.items():
            seat.close()
            self.match.set_agent(p, None)
