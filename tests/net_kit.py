"""Helpers of the network tests: a host on 127.0.0.1 in a thread (always stopped), AI-driven
remote seats, the same match played locally, and what a seat may not know (GEN-2)."""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Iterator

from cardtable.match import Match, Seat, play_deal
from cardtable.net import bot
from cardtable.net.client import ClientSeat
from cardtable.net.host import Host, HostThread, _Conn
from cardtable.net.table import HostedTable

GAMES = [("durak", 3), ("witch_durak", 2), ("strong_witchcraft", 3), ("donkey", 4), ("pirate_party", 3)]


@contextlib.contextmanager
def running_host(**kw) -> Iterator[tuple[Host, HostThread, int]]:
    """A host listening on 127.0.0.1 (a free port), stopped however the test ends."""
    kw.setdefault("between_deals", 0.0)
    host = Host(bind="127.0.0.1", port=0, **kw)
    thread = HostThread(host)
    port = thread.start()
    try:
        yield host, thread, port
    finally:
        thread.stop()


def net_match(game: str, kinds: list[str], seed: int, options: dict | None = None) -> tuple[Match, HostedTable]:
    seats = [Seat(f"P{i}", "human" if k == "remote" else "ai", "normal") for i, k in enumerate(kinds)]
    m = Match(game, seats, options or {}, seed)
    return m, HostedTable(m, kinds)


def local_match(game: str, players: int, seed: int, options: dict | None = None) -> Match:
    """The same match with every seat a local Normal AI, played to its end."""
    m = Match(game, [Seat(f"P{i}", "ai", "normal") for i in range(players)], options or {}, seed)
    while True:
        play_deal(m)
        if m.is_over:
            return m
        m.next_deal()


def sheet(m: Match) -> dict:
    """The score sheet without its wall-clock time."""
    return {k: v for k, v in m.sheet.items() if k != "elapsed_s"}


def start_bots(port: int, room: str, count: int, seed: int, record: bool = False) -> list[tuple[ClientSeat, threading.Thread]]:
    out = []
    for i in range(count):
        c = ClientSeat(f"127.0.0.1:{port}", room)
        c.record = record
        c.join(f"P{i}")
        th = threading.Thread(target=bot.play, args=(c, "normal", seed), daemon=True)
        th.start()
        out.append((c, th))
    return out


# -- what a seat may not know (GEN-2) -----------------------------------------------------------

# view and event keys whose numbers are cards (ids); other numbers are seats, sizes, counts
CARD_KEYS = frozenset({"hand", "trump_card", "table", "discarded", "known", "laid", "discard_seen",
                       "final_hands", "top", "discard", "revealed", "card", "cards"})


class SeenCards:
    """Per seat, the cards it has had a right to see so far: its own hand, anything that
    travelled face up or lay in a public zone, the engine's public ``known`` cards and the
    turned-up trump.  Fed with every state the host reaches (and its events)."""

    def __init__(self, players: int):
        self.public: set[int] = set()
        self.own: list[set[int]] = [set() for _ in range(players)]

    def feed(self, state, events=()) -> None:
        for e in events:
            if e.kind == "move" and e.face_up and e.card is not None:
                self.public.add(e.card)
            for p in range(len(self.own)):
                seen = e.for_viewer(p)
                if seen.card is not None and not (e.kind == "move" and not e.face_up):
                    self.public.add(seen.card)
        for zone, cards in state.card_zones().items():
            if zone.startswith("hand:"):
                self.own[int(zone[5:])].update(cards)
            elif zone not in ("stock", "unused"):
                self.public.update(cards)
        for known in getattr(state, "known", None) or []:
            self.public.update(known)
        if state.is_over and state.game_id in ("donkey", "pirate_party"):
            # the deal is scored from the hands left, shown to all: ESL-9 (final_hands),
            # PIR-3 (revealed)
            for zone, cards in state.card_zones().items():
                if zone.startswith("hand:"):
                    self.public.update(cards)
        trump = getattr(state, "trump_card", None)
        if type(trump) is int:
            self.public.add(trump)

    def hidden_from(self, state, p: int) -> set[int]:
        """Cards now in another hand, the stock or out of play that seat ``p`` never saw."""
        cards: set[int] = set()
        for zone, zc in state.card_zones().items():
            if zone in ("stock", "unused") or (zone.startswith("hand:") and int(zone[5:]) != p):
                cards.update(zc)
        return cards - self.public - self.own[p]


def card_numbers(data, key: str | None = None) -> Iterator[int]:
    """Every number under a card key (:data:`CARD_KEYS`) in a message."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from card_numbers(v, k if k in CARD_KEYS else (key if k.isdigit() else None))
    elif isinstance(data, list):
        for v in data:
            yield from card_numbers(v, key)
    elif type(data) is int and key is not None:
        yield data


def words(data) -> Iterator[str]:
    """Every word of every text in a message (action notations split at spaces, / and @)."""
    if isinstance(data, dict):
        for v in data.values():
            yield from words(v)
    elif isinstance(data, list):
        for v in data:
            yield from words(v)
    elif isinstance(data, str):
        yield from (w for w in re.split(r"[ /@]", data) if w)


def leaks(text: str, hidden: set[int], card_str) -> list[int]:
    """The hidden cards a received message holds (as a card number or, where each card has
    its own notation, as its text)."""
    msg = json.loads(text)
    found = set(card_numbers(msg)) & hidden
    if card_str is not None:
        texts = set(words(msg))
        found |= {c for c in hidden if card_str(c) in texts}
    return sorted(found)


def follow(m: Match, seen: SeenCards) -> None:
    """Feed ``seen`` every state and event of ``m`` as the host makes them."""
    seen.feed(m.state, m.initial_events)
    apply, next_deal = m.apply, m.next_deal

    def applied(action):
        events = apply(action)
        seen.feed(m.state, events)
        return events

    def dealt():
        events = next_deal()
        seen.feed(m.state, events)
        return events

    m.apply, m.next_deal = applied, dealt


def hidden_recorder(table: HostedTable, seen: SeenCards):
    """A replacement of ``_Conn.send`` that keeps, for each message, the cards hidden from its
    seat at that moment (``conn.sent_hidden``: text, hidden cards, seat); and the list of
    connections it saw."""
    original = _Conn.send
    log: list = []

    def send(self: _Conn, msg: dict) -> None:
        seat = next((p for p, link in table.links.items() if link is self), None)
        if seat is None and msg.get("type") == "seat":
            seat = msg["seat"]
        hidden = seen.hidden_from(table.match.state, seat) if seat is not None else set()
        original(self, msg)
        if not hasattr(self, "sent_hidden"):
            self.sent_hidden = []
            log.append(self)
        self.sent_hidden.append((self.sent[-1] if self.sent else None, hidden, seat))

    return send, log
