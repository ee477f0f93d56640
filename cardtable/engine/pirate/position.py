"""Pirate Party positions (docs/notation.md, "Positions"): fields, writing, reading.

``FIELDS`` lists the fields in text order; :func:`fields_of` turns a
:class:`~cardtable.engine.pirate.state.PirateState` into field values and
:func:`state_of` builds a state of a given class from decoded values, refusing every
position no deal can reach with ``ValueError("impossible position: …")`` — a card too often
or missing (PIR-1), a phase its fields contradict (PIR-6 … PIR-20), a player to act with
nothing to do.  This module never imports ``state`` (the class comes as an argument).
"""

from __future__ import annotations

from typing import Any

from .. import position as pos
from ..position import Field, boolean, cards, integer, maybe_int, seats_cards, word
from ..position import fail as _fail
from .actions import DRAWN, FIVE, GIVE_PHASE, OVER, PENDING, PHASES, SKIPPED, SWAP_PHASE, TURN
from .cards import (
    BLACK,
    COLOUR,
    COLOUR_NAMES_EN,
    COLOURS,
    DRAW2,
    FACE,
    FULL_DECK,
    NUM_FACES,
    SKIP,
    WILD4,
    card_str,
    parse_card,
)
from .rules import HouseRules


def _card(x: Any) -> int:
    return pos.load_card(x, parse_card, NUM_FACES)


def _colour(x: Any) -> int:
    if type(x) is str and len(x) == 1 and x.lower() in COLOURS:
        return COLOURS.index(x.lower())
    raise ValueError(f"not a colour r y g b: {str(x)[:20]!r}")


def _colour_field(name: str) -> Field:
    """A colour letter ``r y g b`` (held as 0…3)."""
    return Field(name, lambda v: COLOURS[v], lambda t: _colour(t.strip()), _colour,
                 lambda v: COLOURS[v])


def _seat_or_none(name: str) -> Field:
    """A seat, or ``none`` (held as -1, as the state keeps it)."""
    base = maybe_int(name)
    return Field(name, lambda v: base.write(None if v < 0 else v),
                 lambda t: _minus(base.read(t)), lambda x: _minus(base.load(x)),
                 lambda v: None if v < 0 else v, -1, True)


def _minus(v: int | None) -> int:
    return -1 if v is None else v


def _drawn_field() -> Field:
    """The card just drawn (phase ``drawn``), or ``none``."""
    def read(t: str) -> int:
        t = t.strip()
        return -1 if t == "none" else parse_card(t)
    return Field("drawn", lambda v: "none" if v < 0 else card_str(v), read,
                 lambda x: -1 if x is None else _card(x), lambda v: None if v < 0 else card_str(v),
                 -1, True)


def _offer_field() -> Field:
    """A five exchange waiting for the partner (PIR-20): ``R5 0>2`` (the card offered, from
    seat 0 to seat 2), or ``none``."""
    none = (-1, -1, -1)

    def write(v) -> str:
        return "none" if v[0] < 0 else f"{card_str(v[2])} {v[0]}>{v[1]}"

    def read(t: str):
        words = t.split()
        if words == ["none"]:
            return none
        if len(words) != 2 or ">" not in words[1]:
            raise ValueError(f"offer: {t.strip()[:30]!r} is not 'card from>to'")
        a, _, b = words[1].partition(">")
        return (pos._int_text(a), pos._int_text(b), parse_card(words[0]))

    def load(x):
        if x is None:
            return none
        if not isinstance(x, dict) or set(x) != {"from", "to", "card"}:
            raise ValueError("offer: null or {from, to, card}")
        return (pos._int_json(x["from"]), pos._int_json(x["to"]), _card(x["card"]))

    def dump(v):
        return None if v[0] < 0 else {"from": v[0], "to": v[1], "card": card_str(v[2])}
    return Field("offer", write, read, load, dump, none, True)


def _wd4_field() -> Field:
    """What a successful challenge of the top Wild Draw Four restores (PIR-11): the colour
    before it, whether a silent deal was on, who had laid the card under it, and whether the
    Wild Draw Four was a bluff: ``g false 2 true``."""
    start = (0, False, -1, False)

    def write(v) -> str:
        return (f"{COLOURS[v[0]]} {'true' if v[1] else 'false'} {'none' if v[2] < 0 else v[2]} "
                f"{'true' if v[3] else 'false'}")

    def read(t: str):
        words = t.split()
        if len(words) != 4:
            raise ValueError(f"wd4_prev: {t.strip()[:30]!r} is not 'colour silent owner bluff'")
        owner = -1 if words[2] == "none" else pos._int_text(words[2])
        return (_colour(words[0]), pos._bool_text(words[1]), owner, pos._bool_text(words[3]))

    def load(x):
        if not isinstance(x, dict) or set(x) != {"colour", "silent", "owner", "bluff"}:
            raise ValueError("wd4_prev: {colour, silent, owner, bluff}")
        owner = -1 if x["owner"] is None else pos._int_json(x["owner"])
        return (_colour(x["colour"]), pos._bool_json(x["silent"]), owner, pos._bool_json(x["bluff"]))

    def dump(v):
        return {"colour": COLOURS[v[0]], "silent": v[1], "owner": None if v[2] < 0 else v[2],
                "bluff": v[3]}
    return Field("wd4_prev", write, read, load, dump, start, True)


_CS = (card_str, parse_card)
FIELDS: tuple[Field, ...] = (
    *pos.header(), integer("dealer"), integer("leader"),
    seats_cards("hands", *_CS, ids=NUM_FACES), cards("stock", *_CS, ids=NUM_FACES),
    cards("discard", *_CS, optional=False, ids=NUM_FACES), _colour_field("colour"),
    integer("direction", 1, True), word("phase", PHASES), _seat_or_none("to_act"),
    integer("pending", 0, True), _drawn_field(), _offer_field(), _seat_or_none("top_owner"),
    _seat_or_none("catchable"), _seat_or_none("double_play_open"), boolean("silent"),
    _wd4_field(), integer("reshuffles", 0, True),
)


# -- state -> fields -----------------------------------------------------------------------------

def fields_of(st) -> dict[str, Any]:
    """The position field values of a Pirate Party state (``PirateState._position``)."""
    phase = st.phase
    return {
        "game": st.game_id, "players": st.num_players, "options": pos.position_options(st),
        "seed": st.seed, "dealer": st.dealer, "leader": st.leader,
        "hands": [list(h) for h in st.hands], "stock": st.stock[::-1], "discard": list(st.discard),
        "colour": st.colour, "direction": st.direction, "phase": PHASES[phase],
        "to_act": st.current if phase != OVER else -1, "pending": st.pending,
        # the drawn card matters only while its drawer decides on it (PIR-6)
        "drawn": st.drawn if phase == DRAWN else -1, "offer": st.offer,
        "top_owner": st.top_owner, "catchable": st.catchable, "double_play_open": st.dp_open,
        "silent": st.silent, "wd4_prev": st.wd4_prev, "reshuffles": st.reshuffles,
    }


# -- fields -> state -------------------------------------------------------------------------------

def state_of(cls, v: dict[str, Any]):
    """A state of ``cls`` (PirateState) from decoded position values, checked."""
    n = v["players"]
    seats = range(n)
    rules = HouseRules(v["options"])

    checker = pos.SeatChecks(n)
    seat, per_seat = checker.seat, checker.per_seat

    hands = per_seat("hands", v["hands"])
    stock_top_first, discard = v["stock"], v["discard"]
    pos.check_cards([c for h in hands for c in h] + stock_top_first + discard, FULL_DECK, card_str)
    if not discard:
        raise _fail("the discard pile is never empty: its top card is the one to match (PIR-4)")
    phase = PHASES.index(v["phase"])
    over = phase == OVER
    top = discard[-1]
    colour = v["colour"]
    if COLOUR[top] != BLACK and COLOUR[top] != colour:
        raise _fail(f"the colour is {COLOURS[colour]} but the top card {card_str(top)} is "
                    f"{COLOUR_NAMES_EN[COLOUR[top]]} (PIR-5)")
    direction = v["direction"]
    if direction not in (1, -1):
        raise _fail("the direction of play is 1 (clockwise) or -1 (after a Reverse, PIR-9)")
    to_act = seat("to_act", v["to_act"], nobody=-1)
    empty = [p for p in seats if not hands[p]]
    if over:
        if to_act != -1 or len(empty) != 1:
            raise _fail("a finished deal has one winner with no cards and nobody to act (PIR-14)")
    else:
        if to_act == -1:
            raise _fail(f"phase {v['phase']} needs a player to act")
        if empty:
            raise _fail(f"player {empty[0]} has no cards but the deal goes on (PIR-14)")
    top_owner = seat("top_owner", v["top_owner"], nobody=-1)
    catchable = seat("catchable", v["catchable"], nobody=-1)
    dp_open = seat("double_play_open", v["double_play_open"], nobody=-1)
    pending, drawn, offer = v["pending"], v["drawn"], v["offer"]
    silent = v["silent"]
    face = FACE[top]
    checks = (
        (catchable >= 0 and (over or catchable != top_owner),
         "only the player of the top card can be caught, while the deal goes on (PIR-12)"),
        (dp_open >= 0 and (over or not rules.double_play or dp_open != top_owner),
         "a double play is open only to the player of the top card, with the house rule (PIR-16)"),
        (silent and not rules.silent_deals, "a silent deal needs the house rule (PIR-19)"),
        (phase == SKIPPED and face != SKIP, f"phase skipped with {card_str(top)} on top (PIR-7)"),
        ((phase == PENDING) != (pending > 0), f"phase {v['phase']} with {pending} cards pending (PIR-8)"),
        (phase == PENDING and face != DRAW2 and top != WILD4,
         f"cards pending with {card_str(top)} on top (PIR-8, PIR-10)"),
        (pending < 0 or pending % 2 or (not rules.stacking and pending not in (0, 2 if face == DRAW2 else 4)),
         f"{pending} cards pending (PIR-8, PIR-10; more only by stacking, PIR-18)"),
        ((phase == DRAWN) != (drawn >= 0),
         "a drawn card is given exactly when its drawer decides on it (phase drawn, PIR-6)"),
        ((phase == GIVE_PHASE) != (offer[0] >= 0),
         "an offered card waits exactly in phase give (PIR-20)"),
        (phase in (SWAP_PHASE, FIVE, GIVE_PHASE) and top_owner != (offer[0] if phase == GIVE_PHASE else to_act),
         f"phase {v['phase']} follows the top card's player's own 7 or 5 (PIR-17, PIR-20)"),
        (phase == SWAP_PHASE and (not rules.seven_zero or face != 7),
         "a hand swap follows a 7 with seven-zero (PIR-17)"),
        (phase in (FIVE, GIVE_PHASE) and (not rules.five_exchange or face != 5),
         "an exchange follows a 5 with five-exchange (PIR-20)"),
        (v["reshuffles"] < 0, "reshuffles count from 0"),
    )
    for bad, reason in checks:
        if bad:
            raise _fail(reason)
    if drawn >= 0 and drawn not in hands[to_act]:
        raise _fail(f"player {to_act} drew {card_str(drawn)} but does not hold it")
    if offer[0] >= 0:
        src, dst, c = seat("offer from", offer[0]), seat("offer to", offer[1]), offer[2]
        if dst != to_act or src == dst or c not in hands[src]:
            raise _fail(f"player {src} offers {card_str(c)} to player {dst}, who is to act, from his hand")
    prev = v["wd4_prev"]
    seat("wd4_prev owner", prev[2], nobody=-1)
    if prev[1] and not rules.silent_deals:
        raise _fail("a silent deal needs the house rule (PIR-19)")

    st = cls.__new__(cls)
    st.num_players = n
    st.seed = v["seed"]
    st.options = v["options"]
    st.rigged_deck = None
    st.history = []
    st.rules = rules
    st.dealer, st.leader = seat("dealer", v["dealer"]), seat("leader", v["leader"])
    st.hands = [sorted(h) for h in hands]
    st.stock = stock_top_first[::-1]
    st.discard = list(discard)
    st.colour, st.direction = colour, direction
    st.pending, st.top_owner, st.catchable, st.dp_open = pending, top_owner, catchable, dp_open
    st.silent, st.drawn, st.offer = silent, drawn, tuple(offer)
    st.wd4_prev = tuple(prev)
    st.reshuffles = v["reshuffles"]
    st.phase = phase
    st.initial_events = []
    if over:
        st.winner, st.current, st.is_over = empty[0], -1, True
    else:
        st.winner, st.current, st.is_over = -1, to_act, False
        if phase == TURN and not st.legal_actions():   # pragma: no cover - a turn always has one
            raise _fail(f"player {to_act} has nothing to do")
    return st
