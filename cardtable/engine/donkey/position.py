"""Who's the Donkey? positions (docs/notation.md, "Positions"): fields, writing, reading.

:func:`fields_of` turns a state into the position's field values (``_position``);
:func:`state_of` builds a state from decoded values and checks that a deal can reach it
(the dealt cards each as often as the pack holds them, the round's sets in seat order from
its leader, raises of one size climbing, a donkey round led by the donkey, the donkey's
holder and lock …), raising ``ValueError("impossible position: …")`` otherwise.

Cards are written by their key (``7``, ``J``, ``D``): copies of a value are
interchangeable (ESL-1), so reading a position numbers the copies afresh — zone by zone,
each key's lowest free id first — and a position read back writes the same text.
``FIELDS`` lists the fields in the order a position text writes them.  Positions are of
deals in progress: a finished deal is its result, not a position.
"""

from __future__ import annotations

from typing import Any

from .. import position as pos
from ..core import GameState
from ..position import boolean, cards, integer, ints, maybe_int, seats_cards, word
from ..position import fail as _fail
from .cards import DONKEY, FIRST_JOKER, HAND_SIZE, VALUE, card_str, cards_of_key, parse_key, set_value
from .legal import HandIndex

PHASES = ("lead", "raise", "donkey")


def parse_card(text: str) -> int:
    """A card of this key (the lowest id; :func:`state_of` renumbers the copies)."""
    return cards_of_key(parse_key(text))[0]


_CS = (card_str, parse_card)
FIELDS = (
    *pos.header(), integer("dealer"), word("phase", PHASES), integer("round"),
    integer("leader"), integer("to_act"), seats_cards("hands", *_CS, ids=110),
    seats_cards("table", *_CS, optional=True, ids=110), ints("acted"), ints("passed"),
    maybe_int("donkey_holder"), boolean("locked"), seats_cards("known", *_CS, optional=True, ids=110),
    cards("out", *_CS, ids=110), maybe_int("last_leader"), maybe_int("last_winner"),
    boolean("last_donkey"), seats_cards("last_sets", *_CS, optional=True, ids=110),
    ints("last_passed"),
)


def fields_of(st) -> dict[str, Any]:
    """The position field values of a Donkey state (``DonkeyState._position``)."""
    if st.over:
        raise ValueError("a finished deal has no position (its result tells it)")
    last = st.last_round
    return {
        "game": st.game_id, "players": st.num_players, "options": pos.position_options(st),
        "seed": st.seed, "dealer": st.dealer, "phase": st.phase, "round": st.round_no,
        "leader": st.leader, "to_act": st.to_act, "hands": [_keyed(h) for h in st.hands],
        "table": [list(t) for t in st.table] if any(st.table) else None,
        "acted": list(st.acted), "passed": list(st.passed), "donkey_holder": st.donkey_holder,
        "locked": st.locked,
        "known": [_keyed(k) for k in st.known] if any(st.known) else None,
        "out": _keyed(st.out),
        "last_leader": None if last is None else last["leader"],
        "last_winner": None if last is None else last["winner"],
        "last_donkey": False if last is None else last["donkey_round"],
        "last_sets": None if last is None else [list(s) for s in last["sets"]],
        "last_passed": [] if last is None else list(last["passed"]),
    }


def _keyed(cs) -> list[int]:
    """Cards in a canonical order (by key, then id) so equal multisets write equally."""
    return sorted(cs, key=lambda c: (VALUE[c] == 0, VALUE[c], c))


class _Ids:
    """Hands out each key's copies once: ``take(cards)`` renumbers a zone's cards."""

    def __init__(self) -> None:
        self.free = {k: list(cards_of_key(k)) for k in range(15)}

    def take(self, zone: str, cs: list[int]) -> list[int]:
        out = []
        for c in cs:
            ids = self.free[VALUE[c]]
            if not ids:
                raise _fail(f"{zone}: more {card_str(c)} than the pack holds (ESL-1)")
            out.append(ids.pop(0))
        return out


def _same_keys(zone: str, want: list[int], pool: list[int]) -> list[int]:
    """The ids of ``pool`` with the keys of ``want`` (each id once)."""
    left = list(pool)
    out = []
    for c in want:
        got = next((x for x in left if VALUE[x] == VALUE[c]), None)
        if got is None:
            raise _fail(f"{zone}: {card_str(c)} is not there")
        left.remove(got)
        out.append(got)
    return out


def state_of(cls, v: dict[str, Any]):
    """A state of ``cls`` (DonkeyState) from decoded position values, checked."""
    n = v["players"]
    seats = range(n)
    st = cls.__new__(cls)
    GameState.__init__(st, n, v["seed"], v["options"], None)

    checker = pos.SeatChecks(n)
    seat, per_seat = checker.seat, checker.per_seat

    ids = _Ids()
    hands = [ids.take(f"hands of {p}", h) for p, h in enumerate(per_seat("hands", v["hands"]))]
    table = [tuple(ids.take(f"table of {p}", t)) for p, t in enumerate(per_seat("table", v["table"]))]
    out = ids.take("out", v["out"])
    dealt = n * HAND_SIZE[n]
    count = sum(map(len, hands)) + sum(map(len, table)) + len(out)
    if count != dealt:
        raise _fail(f"{count} cards in play; {n} players are dealt {dealt} (ESL-2)")
    if ids.free[0]:
        raise _fail("the donkey is always in a hand or on the table (ESL-2, ESL-6)")
    st.dealer = seat("dealer", v["dealer"])
    st.unused = sorted(c for k in ids.free.values() for c in k)
    st.hands, st.table, st.out = hands, table, out
    st.known = [_same_keys(f"known of {p} (not in his hand)", k, hands[p])
                for p, k in enumerate(per_seat("known", v["known"]))]
    holder = seat("donkey_holder", v["donkey_holder"], nobody=None)
    on_table = next((p for p in seats if DONKEY in table[p]), None)
    in_hand = next((p for p in seats if DONKEY in hands[p]), None)
    if holder != in_hand:
        raise _fail(f"the donkey's holder is {holder}, but it is in the hand of {in_hand}")
    if in_hand is not None and DONKEY not in st.known[in_hand]:
        raise _fail("everyone knows who holds the donkey (ESL-3, ESL-6): list it in known")
    st.donkey_holder = holder
    st.locked = v["locked"]
    if st.locked and holder is None:
        raise _fail("locked (ESL-7) needs a donkey holder")

    # the round on the table (ESL-4 … ESL-6)
    phase = v["phase"]
    st.round_no = v["round"]
    if st.round_no < 1:
        raise _fail("rounds count from 1")
    st.leader = leader = seat("leader", v["leader"])
    acted = [seat("acted", p) for p in v["acted"]]
    if acted != [(leader + i) % n for i in range(len(acted))] or len(acted) >= n:
        raise _fail("acted: the players who acted, in seat order from the leader, fewer than all")
    passed = [seat("passed", p) for p in v["passed"]]
    if [p for p in acted if p in passed] != passed or leader in passed:
        raise _fail("passed: players who acted, in their order; the leader cannot pass (ESL-4)")
    for p in seats:
        if (p in acted and p not in passed) != bool(table[p]):
            raise _fail(f"player {p}'s set on the table does not match acted/passed")
        if not hands[p] and p not in acted:
            raise _fail(f"player {p} has no cards; the deal would be over (ESL-8)")
    to_act = (leader + len(acted)) % n
    if v["to_act"] != to_act:
        raise _fail(f"player {to_act} is to act after {len(acted)} player(s) from the leader")
    st.acted, st.passed = acted, passed
    st.turn = st.to_act = to_act
    sets = [table[p] for p in acted if p not in passed]
    st.donkey_round = phase == "donkey"
    if phase == "lead":
        if acted:
            raise _fail("phase lead: nobody has acted yet")
        st.size, st.best, st.best_player = 0, -1, None
    elif phase == "donkey":
        if not acted or table[leader] != (DONKEY,) or passed:
            raise _fail("phase donkey: the leader led the donkey and nobody passes (ESL-6)")
        if any(len(s) != 1 for s in sets):
            raise _fail("in a donkey round each player plays one card (ESL-6)")
        st.size, st.best, st.best_player = 1, 0, leader
        for p in acted[1:]:
            c = table[p][0]
            value = 1 if c >= FIRST_JOKER else VALUE[c]
            if value >= st.best:
                st.best, st.best_player = value, p
    else:
        if not acted:
            raise _fail("phase raise: the leader has led a set")
        if on_table is not None:
            raise _fail("the donkey on the table starts a donkey round (ESL-6)")
        size = len(sets[0])
        best = -1
        for s in sets:
            nat = {VALUE[c] for c in s if c < FIRST_JOKER}
            if len(s) != size or len(nat) > 1:
                raise _fail("a round's sets are of one size, each of one value (ESL-4, ESL-5)")
            if set_value(s) <= best:
                raise _fail("each raise is higher than the best set before it (ESL-4)")
            best = set_value(s)
        st.size, st.best = size, best
        st.best_player = next(p for p in reversed(acted) if p not in passed)
    if phase != "donkey" and holder is None:
        raise _fail("the donkey has no holder only in a donkey round")

    # the last round (ESL-6, ESL-7)
    winner = seat("last_winner", v["last_winner"], nobody=None)
    if (st.round_no > 1) != (winner is not None) or (winner is not None and v["last_sets"] is None):
        raise _fail("every round after the first has a last round (last_winner, last_sets)")
    st.last_round = None
    if winner is not None:
        if winner != leader:
            raise _fail("the last round's winner leads this round")
        last_leader = seat("last_leader", v["last_leader"])
        raw = per_seat("last_sets", v["last_sets"])
        if v["last_donkey"]:
            if not st.locked or holder != winner:
                raise _fail("after a donkey round its winner holds the donkey, locked (ESL-7)")
            pool = hands[winner] + list(table[winner])
        else:
            pool = out
        last_sets = _same_keys("last_sets", [c for s in raw for c in s], pool)
        it = iter(last_sets)
        sets_back = [tuple(next(it) for _ in s) for s in raw]
        last_passed = [seat("last_passed", p) for p in v["last_passed"]]
        st.last_round = {"round": st.round_no - 1, "leader": last_leader, "winner": winner,
                         "donkey_round": v["last_donkey"], "sets": sets_back, "passed": last_passed}
    elif out:
        raise _fail("cards go out only at the end of a normal round (ESL-4)")
    st.over = st.is_over = False
    st.ran_out = []
    st._first_leader = leader
    st._deal_order = []
    st.initial_events = []
    st.index = [HandIndex(h) for h in hands]
    if not st.legal_actions():
        raise _fail(f"player {to_act} has nothing to do in phase {phase}")
    return st
