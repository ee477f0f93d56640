"""One hosted table: a :class:`~cardtable.match.Match` with remote seats, the authority
over what each seat may do and see.  No sockets here (:mod:`cardtable.net.host` carries
the messages); everything is called from the host's one event-loop thread.

Contract:

- A seat is ``"remote"`` (a person or program that joins with the room code, then holds a
  seat token) or ``"ai"`` (the host's agent plays it, as in a local game).  A remote seat
  that dropped may be handed to an AI stand-in; its owner rejoining takes it back.
- :meth:`HostedTable.act` applies a seat's action only when it is that seat's own
  (``action.player == seat``), the table is not paused, it answers the seat's current
  table (``deal``/``at``: a replayed or crossed message is ``stale``) and the engine finds
  it legal; otherwise it raises :class:`~cardtable.net.protocol.Refusal` and nothing
  changes (no state, no save, no message to anyone else).
- What a seat is sent is built only from ``state.view(seat)``, ``state.legal_actions(seat)``
  and ``event.for_viewer(seat)`` (GEN-2), plus the public score sheet and lobby.
- The table pauses while a remote seat is away (dropped or not yet joined) and the match
  is not over; its clock (:attr:`HostedTable.away`) says since when.
- :meth:`to_save` / :func:`table_from_save` round-trip the table (match, room code, seat
  tokens) through versioned JSON so a restarted host (``--continue``) takes it up again.
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable
from typing import Any, Protocol

from cardtable.engine import IllegalAction, RecordError
from cardtable.engine.core import jsonable
from cardtable.engine.event_data import event_data
from cardtable.match import Match, Seat, clean_name
from cardtable.net.protocol import (
    ROOM_ALPHABET,
    ROOM_LEN,
    TOKEN_LEN,
    VERSION,
    Refusal,
    new_room_code,
    new_token,
)

SAVE_VERSION = 1
SEAT_KINDS = ("remote", "ai")


class Link(Protocol):
    """Where a seat's messages go (a connection's send queue)."""

    def send(self, msg: dict) -> None: ...


class HostedTable:
    """A match played by remote and AI seats (see the module docstring)."""

    def __init__(self, match: Match, kinds: list[str], *, name: str = "", room: str | None = None,
                 tokens: list[str | None] | None = None, table_id: str | None = None,
                 clock: Callable[[], float] = time.time):
        if len(kinds) != match.players or any(k not in SEAT_KINDS for k in kinds):
            raise ValueError(f"seat kinds must be {match.players} of {SEAT_KINDS}")
        self.match = match
        self.kinds = list(kinds)
        self.name = clean_name(name) or match.info.name_en
        self.room = room or new_room_code()
        self.id = table_id or self.room
        self.tokens: list[str | None] = list(tokens) if tokens is not None else [
            new_token() if k == "remote" else None for k in kinds]
        self.links: dict[int, Link] = {}
        self.joined: set[int] = set()           # remote seats that have ever been taken
        self.standins: dict[int, str] = {}      # remote seat -> AI level playing it meanwhile
        self.started = False
        self.clock = clock
        self.away: dict[int, float] = {p: clock() for p, k in enumerate(kinds) if k == "remote"}
        self.on_change: Callable[[HostedTable], None] | None = None   # autosave, AI driver
        self.accepted = 0                       # actions of remote seats applied (for tests)

    # -- seats -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.match.players

    def remote_seats(self) -> list[int]:
        return [p for p, k in enumerate(self.kinds) if k == "remote"]

    def is_ai(self, p: int) -> bool:
        return self.kinds[p] == "ai" or p in self.standins

    @property
    def paused(self) -> bool:
        """Waiting for people: a remote seat is away (and no AI stands in), or the table has
        not started; never once the match is over."""
        if self.match.is_over:
            return False
        return not self.started or any(p not in self.standins for p in self.away)

    def join(self, link: Link, name: str, gender: str | None, wish: int | None) -> int:
        """Seat a newcomer who gave the right room code: the wished remote seat if free,
        else the first free one; ``table_full`` / ``seat_taken`` refusals."""
        free = [p for p in self.remote_seats() if p not in self.joined]
        if wish is not None:
            if wish >= self.players or self.kinds[wish] != "remote":
                raise Refusal("seat_taken", f"seat {wish} is not a seat for a friend at this table")
            if wish not in free:
                raise Refusal("seat_taken", f"seat {wish} is taken")
            p = wish
        elif free:
            p = free[0]
        else:
            raise Refusal("table_full", "every seat of this table is taken (rejoin with your seat token)")
        taken = {s.name for q, s in enumerate(self.match.seats) if q != p}
        base = clean_name(name) or f"Player {p + 1}"
        final, n = base, 2
        while final in taken:
            suffix = f" {n}"
            final, n = base[:32 - len(suffix)] + suffix, n + 1
        self.match.seats[p] = Seat(final, "human", "normal", gender)
        self.joined.add(p)
        self._arrive(p, link)
        return p

    def rejoin(self, link: Link, token: str) -> int:
        """The seat whose token this is (compared in constant time); ``bad_token``."""
        for p, tok in enumerate(self.tokens):
            if tok is not None and hmac.compare_digest(tok, token):
                if p in self.links:
                    self.links.pop(p).send({"v": VERSION, "type": "bye",
                                            "reason": "your seat was taken up from another connection"})
                self.joined.add(p)
                self._arrive(p, link)
                return p
        raise Refusal("bad_token", "no seat of this table has that token")

    def _arrive(self, p: int, link: Link) -> None:
        self.links[p] = link
        self.away.pop(p, None)
        if self.standins.pop(p, None) is not None:
            self.match.seats[p] = Seat(self.match.seats[p].name, "human", "normal", self.match.seats[p].gender)
            self.match.forget_agent(p)
        link.send(self.seat_message(p))
        if not self.started and all(q in self.joined for q in self.remote_seats()):
            self.started = True
        self.broadcast(self.lobby_message())
        if not self.paused:
            self.broadcast({"v": VERSION, "type": "resume", "seat": p})
        link.send(self.state_message(p, []))
        self._changed()

    def leave(self, p: int, link: Link) -> None:
        """Seat ``p``'s connection ended: its seat waits for it (the table pauses)."""
        if self.links.get(p) is not link:
            return
        del self.links[p]
        if self.match.is_over:
            return
        self.away[p] = self.clock()
        self.broadcast(self.lobby_message())
        self.broadcast({"v": VERSION, "type": "pause", "seat": p, "since": self.away[p]})
        self._changed()

    def hand_to_ai(self, p: int, level: str = "normal") -> None:
        """The host gives an away seat to an AI until its owner rejoins."""
        if p not in self.away:
            raise ValueError(f"seat {p} is not away")
        s = self.match.seats[p]
        self.match.seats[p] = Seat(s.name, "ai", level, s.gender)
        self.match.forget_agent(p)
        self.standins[p] = level
        self.broadcast(self.lobby_message())
        if not self.paused:
            self.broadcast({"v": VERSION, "type": "resume", "seat": p})
        self._changed()

    # -- acting ------------------------------------------------------------------------------
    def act(self, p: int, msg: dict) -> list[Any]:
        """Apply seat ``p``'s ``act`` message (checked by protocol.read_client); raises
        :class:`Refusal` changing nothing.  Returns the engine's events."""
        req = msg["id"]
        m = self.match
        if m.is_over:
            raise Refusal("match_over", "the match is over", req)
        if self.paused:
            raise Refusal("paused", "the game is paused until every seat is back", req)
        if msg["deal"] != m.deal_no or msg["at"] != len(m.state.history):
            raise Refusal("stale", f"the table has moved on: deal {m.deal_no}, action {len(m.state.history)}", req)
        if m.deal_over:
            raise Refusal("deal_over", "the deal is over", req)
        state = m.state
        try:
            action = state.coerce(msg["action"])
        except IllegalAction as exc:
            raise Refusal("illegal", f"{exc.rule}: {exc.reason}", req) from None
        if action.player != p:
            raise Refusal("not_your_seat", f"you sit in seat {p}; this is seat {action.player}'s action", req)
        if not state.legal_actions(p):
            raise Refusal("not_your_turn", "it is not your turn", req)
        try:
            events = m.apply(action)
        except IllegalAction as exc:
            raise Refusal("illegal", f"{exc.rule}: {exc.reason}", req) from None
        self.accepted += 1
        self._after(events, p, req)
        return events

    def ai_to_move(self) -> int | None:
        """The AI seat whose move the table waits for now, if any."""
        m = self.match
        if self.paused or m.deal_over:
            return None
        p = m.state.to_act
        return p if p is not None and self.is_ai(p) else None

    def apply_ai(self, p: int, action: Any) -> None:
        events = self.match.apply(action)
        self._after(events, p, None)

    def _after(self, events: list, actor: int, req: int | None) -> None:
        for q, link in list(self.links.items()):
            link.send(self.state_message(q, events, reply=req if q == actor else None, actor=actor))
        if self.match.deal_over:
            self.finish_deal()
        self._changed()

    def finish_deal(self) -> None:
        m = self.match
        if m.deal_scored:
            return
        result = m.finish_deal()
        over = {"v": VERSION, "type": "deal_over", "deal": m.deal_no, "result": jsonable(result.to_dict()),
                "sheet": jsonable(m.sheet), "places": m.places(), "match_over": m.is_over}
        self.broadcast(over)
        if m.is_over:
            self.broadcast({"v": VERSION, "type": "match_over", "sheet": jsonable(m.sheet),
                            "places": m.places(), "standings": m.standings()})
            self.away.clear()

    def next_deal(self) -> bool:
        """Start the next deal (after ``deal_over``); False when the match is over."""
        m = self.match
        if not m.deal_scored or m.is_over:
            return False
        events = m.next_deal()
        for q, link in list(self.links.items()):
            link.send(self.state_message(q, events))
        self._changed()
        return True

    # -- messages ------------------------------------------------------------------------------
    def seat_message(self, p: int) -> dict:
        m = self.match
        return {"v": VERSION, "type": "seat", "table": self.id, "name": self.name, "seat": p,
                "token": self.tokens[p] or "", "room": self.room, "game": m.game_id,
                "players": m.players, "options": jsonable(m.options), "seats": self.lobby()}

    def lobby(self) -> list[dict]:
        now = self.clock()
        out = []
        for p, s in enumerate(self.match.seats):
            entry: dict[str, Any] = {"name": s.name, "kind": self.kinds[p]}
            if s.gender:
                entry["gender"] = s.gender
            if self.kinds[p] == "ai":
                entry["level"] = s.level
            else:
                entry["present"] = p in self.links
                entry["joined"] = p in self.joined
                if p in self.away:
                    entry["away_s"] = round(max(0.0, now - self.away[p]), 1)
                if p in self.standins:
                    entry["standin"] = self.standins[p]
            out.append(entry)
        return out

    def lobby_message(self) -> dict:
        return {"v": VERSION, "type": "lobby", "seats": self.lobby(), "started": self.started}

    def state_message(self, p: int, events: list, *, reply: int | None = None,
                      actor: int | None = None) -> dict:
        """Seat ``p``'s table: its view, its legal actions, the events as it saw them."""
        st = self.match.state
        return {"v": VERSION, "type": "state", "deal": self.match.deal_no, "at": len(st.history),
                "view": st.view(p).to_dict(), "legal": [str(a) for a in st.legal_actions(p)],
                "events": [event_data(e.for_viewer(p)) for e in events],
                "sheet": jsonable(self.match.sheet), "paused": self.paused, "reply": reply,
                "actor": actor}

    def broadcast(self, msg: dict) -> None:
        for link in list(self.links.values()):
            link.send(msg)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # -- saves -------------------------------------------------------------------------------
    def to_save(self) -> dict:
        return {"version": SAVE_VERSION, "kind": "cardtable-hosted-table", "id": self.id, "name": self.name,
                "room": self.room, "kinds": self.kinds, "tokens": self.tokens, "joined": sorted(self.joined),
                "standins": {str(p): lv for p, lv in self.standins.items()}, "started": self.started,
                "match": self.match.to_json()}


def table_from_save(data: Any, clock: Callable[[], float] = time.time) -> HostedTable:
    """A table from :meth:`HostedTable.to_save`; ``RecordError`` for anything it did not write."""
    if type(data) is not dict or data.get("kind") != "cardtable-hosted-table":
        raise RecordError("not a hosted table")
    if data.get("version") != SAVE_VERSION:
        raise RecordError(f"hosted table version {data.get('version')!r}, not {SAVE_VERSION}")
    saved = data.get("match")
    if type(saved) is not dict:
        raise RecordError("hosted table: no match")
    match = Match.from_json(saved)
    kinds, tokens, room = data.get("kinds"), data.get("tokens"), data.get("room")
    if type(kinds) is not list or len(kinds) != match.players or any(k not in SEAT_KINDS for k in kinds):
        raise RecordError("hosted table: bad seat kinds")
    if type(tokens) is not list or len(tokens) != len(kinds) or any(
            (t is None) != (k == "ai") or (t is not None and (type(t) is not str or len(t) != TOKEN_LEN))
            for t, k in zip(tokens, kinds)):
        raise RecordError("hosted table: bad seat tokens")
    if type(room) is not str or len(room) != ROOM_LEN or any(ch not in ROOM_ALPHABET for ch in room):
        raise RecordError("hosted table: bad room code")
    name, tid = data.get("name"), data.get("id")
    if type(name) is not str or type(tid) is not str or not 0 < len(tid) <= 40:
        raise RecordError("hosted table: bad name or id")
    table = HostedTable(match, kinds, name=name, room=room, tokens=tokens, table_id=tid, clock=clock)
    joined, standins = data.get("joined", []), data.get("standins", {})
    if type(joined) is not list or any(type(p) is not int or not 0 <= p < match.players or kinds[p] != "remote"
                                       for p in joined):
        raise RecordError("hosted table: bad joined seats")
    if type(standins) is not dict or any(
            not k.isdigit() or int(k) >= match.players or kinds[int(k)] != "remote" or
            v not in ("random", "easy", "normal", "hard") for k, v in standins.items()):
        raise RecordError("hosted table: bad stand-ins")
    table.joined = set(joined)
    table.standins = {int(k): v for k, v in standins.items()}
    table.started = data.get("started") is True
    return table
