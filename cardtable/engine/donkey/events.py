"""Events of Who's the Donkey? (docs/notation.md), built once and shared.

Events are immutable values (their ``info`` is read only), so the common ones —
a pass, a turn, a set played, a card leaving the game — are built once and
shared by every state and every deal: a random deal then builds almost no
objects.  The caches are bounded (cleared when full).
"""

from __future__ import annotations

from .. import zone
from ..core import Event
from ..zone import OUT, Zone
from .actions import CACHE_LIMIT, MAX_PLAYERS
from .cards import DECK110, set_str, set_value

PASS_EVENT = tuple(Event("pass", player=p) for p in range(MAX_PLAYERS))
TURN_EVENT = tuple(Event("turn", player=p) for p in range(MAX_PLAYERS))
UNLOCK_EVENT = tuple(Event("unlock", player=p) for p in range(MAX_PLAYERS))
# player -> cards -> (the events of playing them in a normal round, the set's value)
PLAYS: list[dict[tuple[int, ...], tuple[tuple[Event, ...], int]]] = [
    {} for _ in range(MAX_PLAYERS)]
# winner * MAX_PLAYERS + player -> card -> its move from that player's set out of the game
TO_OUT: list[list[Event] | None] = [None] * (MAX_PLAYERS * MAX_PLAYERS)
ROUND_EVENTS: dict[int, Event] = {}  # the leader's turn and the round's end, by their data


def play_event(p: int, cards: tuple[int, ...], donkey_round: bool, best: bool) -> Event:
    return Event("play", player=p, info={
        "text": set_str(cards), "value": set_value(cards), "size": len(cards),
        "donkey_round": donkey_round, "best": best})


def play_events(p: int, cards: tuple[int, ...]) -> tuple[tuple[Event, ...], int]:
    """Playing ``cards`` in a normal round: (each card to the set, then the play —
    the new best set, ESL-4; the set's value)."""
    cache = PLAYS[p]
    if len(cache) >= CACHE_LIMIT // 8:
        cache.clear()
    entry = cache[cards] = ((*set_moves(p, cards), play_event(p, cards, False, True)),
                            set_value(cards))
    return entry


HAND = tuple(zone.hand(p) for p in range(MAX_PLAYERS))
SET = tuple(Zone("set", p) for p in range(MAX_PLAYERS))


def set_moves(p: int, cards: tuple[int, ...]) -> list[Event]:
    hand, laid = HAND[p], SET[p]
    return [Event("move", c, hand, laid, True, p) for c in cards]


def out_moves(winner: int, q: int) -> list[Event]:
    row = TO_OUT[winner * MAX_PLAYERS + q] = [
        Event("move", c, SET[q], OUT, True, winner) for c in DECK110]
    return row


def round_event(key: int, e: Event) -> Event:
    if len(ROUND_EVENTS) >= CACHE_LIMIT // 4:
        ROUND_EVENTS.clear()
    ROUND_EVENTS[key] = e
    return e
