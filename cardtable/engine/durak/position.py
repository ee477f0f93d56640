"""Durak and Witch durak positions (docs/notation.md, "Positions"): fields, writing, reading.

:func:`fields_of` turns a state into the position's field values (``_position``);
:func:`state_of` builds a state from decoded values and checks that it can hold (every card
once, hand and table limits, a phase its fields agree with, a player to act who can act …),
raising ``ValueError`` with the reason otherwise.  ``DURAK_FIELDS`` / ``WITCH_FIELDS`` are
the fields in the order a position text lists them.
"""

from __future__ import annotations

from typing import Any

from .. import position as pos
from ..position import (
    Field,
    boolean,
    cards,
    covered_pairs,
    integer,
    ints,
    maybe_int,
    one_card,
    seats_cards,
    word,
)
from ..position import fail as _fail
from .cards import SUITS, card_str, parse_card, parse_suit
from .rules import HAND, bout_limit
from .tables import RANK_CARDS

PHASES = ("attack", "throw_in", "defend", "take_throw_in", "over")
WITCH_PHASES = PHASES + ("king",)
WINDOW_OF = {"attack": 0, "defend": 0, "throw_in": (1, 2), "take_throw_in": 3, "king": 0, "over": 0}


def _card(c: Any) -> int:
    return pos.load_card(c, parse_card, 36)


# -- fields of their own -----------------------------------------------------------------------

def _table_field() -> Field:
    """The bout's attack cards in order, each ``attack/cover`` or ``attack`` when uncovered."""
    return covered_pairs("table", card_str, parse_card, _card)


def _named_field() -> Field:
    """Witch eights on the table and the suits they were named (WIT-8): ``8♠=♥``."""
    def read(t: str):
        t = t.strip()
        if t == "-":
            return []
        out = []
        for w in t.split()[:12]:
            c, sep, s = w.partition("=")
            if not sep:
                raise ValueError(f"named: {w!r} is not card=suit")
            out.append([parse_card(c), parse_suit(s)])
        return out

    def load(x):
        if not isinstance(x, list) or len(x) > 12:
            raise ValueError("named: a list of [card, suit]")
        out = []
        for pair in x:
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError("named: a list of [card, suit]")
            s = pair[1]
            suit = s if type(s) is int and 0 <= s < 4 else parse_suit(s) if type(s) is str else None
            if suit is None:
                raise ValueError(f"named: not a suit: {s!r}")
            out.append([_card(pair[0]), suit])
        return out
    return Field("named", lambda v: " ".join(f"{card_str(c)}={SUITS[s]}" for c, s in v) or "-",
                 read, load, lambda v: [[card_str(c), SUITS[s]] for c, s in v], [], True)


def _last_field() -> Field:
    """The previous bout (for DUR-21's epaulettes): ``taken 1 6♠@0 6♥@2`` (outcome, defender,
    each attack card with who played it) or ``none``."""
    def write(v):
        if v is None:
            return "none"
        cs = " ".join(f"{card_str(c)}@{p}" for c, p in zip(v["att"], v["att_by"]))
        return f"{'taken' if v['taken'] else 'beaten'} {v['defender']} {cs}".rstrip()

    def read(t: str):
        words = t.split()
        if words == ["none"]:
            return None
        if len(words) < 2 or words[0] not in ("taken", "beaten") or len(words) > 10:
            raise ValueError(f"last_bout: {t.strip()[:40]!r}")
        att, by = [], []
        for w in words[2:]:
            c, sep, p = w.partition("@")
            if not sep:
                raise ValueError(f"last_bout: {w!r} is not card@seat")
            att.append(parse_card(c))
            by.append(pos._int_text(p))
        return {"taken": words[0] == "taken", "defender": pos._int_text(words[1]), "att": att,
                "att_by": by}

    def load(x):
        if x is None:
            return None
        if not isinstance(x, dict) or set(x) != {"taken", "defender", "att", "att_by"}:
            raise ValueError("last_bout: null or {taken, defender, att, att_by}")
        if not isinstance(x["att"], list) or not isinstance(x["att_by"], list) or len(x["att"]) > 8:
            raise ValueError("last_bout: att and att_by are lists")
        return {"taken": pos._bool_json(x["taken"]), "defender": pos._int_json(x["defender"]),
                "att": [_card(c) for c in x["att"]], "att_by": [pos._int_json(p) for p in x["att_by"]]}

    def dump(v):
        return None if v is None else {**v, "att": [card_str(c) for c in v["att"]]}
    return Field("last_bout", write, read, load, dump, None, True)


def _fields(witch: bool) -> tuple[Field, ...]:
    cs = (card_str, parse_card)
    out = [*pos.header(), integer("dealer"), one_card("trump", *cs, ids=36),
           seats_cards("hands", *cs, ids=36), cards("stock", *cs, ids=36), _table_field(),
           ints("table_by"), cards("discard", *cs, ids=36),
           seats_cards("known", *cs, optional=True, ids=36),
           word("phase", WITCH_PHASES if witch else PHASES), integer("attacker"),
           integer("defender"), integer("leader"), integer("slot"), maybe_int("thrower"),
           ints("queue"), integer("window", 0, True), boolean("added"),
           integer("direction", 1, True), integer("bout", 0, True), boolean("defended"),
           ints("finished"), ints("emptied", None, True), integer("tick", 0, True),
           ints("showed"), _last_field()]
    if witch:
        out += [_named_field(), boolean("queen_lock"), boolean("king_covered"),
                maybe_int("pending_slot")]
    return tuple(out)


DURAK_FIELDS = _fields(False)
WITCH_FIELDS = _fields(True)


# -- state -> fields -----------------------------------------------------------------------------

def fields_of(st) -> dict[str, Any]:
    """The position field values of a Durak-family state (``DurakState._position``)."""
    n = st.num_players
    v: dict[str, Any] = {
        "game": st.game_id, "players": n, "options": pos.position_options(st), "seed": st.seed,
        "dealer": st.dealer, "trump": st.trump_card, "hands": st.hands,
        "stock": st.stock[::-1], "table": [[a, c] for a, c in zip(st.att, st.cov)],
        "table_by": list(st.att_by), "discard": list(st.discard),
        "known": [list(k) for k in st.known] if any(st.known) else None,
        "phase": st.phase, "attacker": st.attacker, "defender": st.defender,
        "leader": st.leader, "slot": st.att_slot, "thrower": st.thrower,
        "queue": list(st.queue), "window": st.window, "added": st.window_added,
        "direction": st.direction, "bout": st.bout_no, "defended": st.defended_once,
        "finished": list(st.finished),
        "emptied": list(st.emptied_at) if any(t != -1 for t in st.emptied_at) else None,
        "tick": st.tick, "showed": list(st.showed), "last_bout": st.last_bout,
    }
    if st.game_id == "witch_durak":
        v.update(named=[[c, s] for c, s in st.named.items()], queen_lock=st.queen_lock,
                 king_covered=st.king_covered, pending_slot=st.pending_slot)
    return v


# -- fields -> state -------------------------------------------------------------------------------

def state_of(cls, v: dict[str, Any]):
    """A state of ``cls`` (DurakState or WitchState) from decoded position values, checked."""
    n = v["players"]
    st = cls(n, v["seed"], v["options"], None, _blank=True)
    st._clear_table()
    seats = range(n)

    checker = pos.SeatChecks(n)
    seat, per_seat = checker.seat, checker.per_seat

    # cards: every one of the 36 exactly once (DUR-1)
    hands = per_seat("hands", v["hands"], ())
    table = v["table"]
    att = [a for a, _ in table]
    cov = [c for _, c in table]
    stock_top_first = v["stock"]
    pos.check_cards([c for h in hands for c in h] + stock_top_first + att +
                    [c for c in cov if c is not None] + v["discard"], range(36), card_str)
    trump = v["trump"]
    st.dealer = seat("dealer", v["dealer"])
    st.trump_card = trump
    st.trump_suit = st._trump_suit_of(trump)
    if n * HAND < 36:
        if stock_top_first and stock_top_first[-1] != trump:
            raise _fail(f"the turned-up trump {card_str(trump)} lies at the bottom of the stock")
    elif stock_top_first:
        raise _fail("with 6 players the whole deck is dealt: no stock (DUR-2)")
    st.hands = hands
    st.stock = stock_top_first[::-1]
    st.discard = list(v["discard"])
    st.known = per_seat("known", v["known"], ())
    for p in seats:
        if any(c not in hands[p] for c in st.known[p]) or len(set(st.known[p])) != len(st.known[p]):
            raise _fail(f"player {p}'s known cards are not all in his hand")

    # the bout on the table
    if len(att) > bout_limit(True):
        raise _fail(f"more than {bout_limit(True)} attack cards in a bout (DUR-7)")
    st.att, st.cov = att, cov
    st.trc = 0
    for c in att + [c for c in cov if c is not None]:
        st.trc |= RANK_CARDS[c]
    st.att_by = [seat("table_by", p) for p in v["table_by"]]
    if len(st.att_by) != len(att):
        raise _fail("table_by names who played each attack card")
    st.showed = [seat("showed", p) for p in v["showed"]]

    # who is where
    st.finished = [seat("finished", p) for p in v["finished"]]
    if len(set(st.finished)) != len(st.finished):
        raise _fail("a player finished twice")
    st.out = [p in st.finished for p in seats]
    for p in st.finished:
        if hands[p] or st.stock:
            raise _fail(f"player {p} has finished but holds cards or the stock is not empty (DUR-11)")
    st.emptied_at = [-1] * n if v["emptied"] is None else list(v["emptied"])
    if len(st.emptied_at) != n or any(t < -1 for t in st.emptied_at):
        raise _fail("emptied: one clock value (-1 or more) per player")
    st.tick = v["tick"]
    st.bout_no = v["bout"]
    if st.tick < 0 or st.bout_no < 0:
        raise _fail("tick and bout count from 0")
    st.defended_once = v["defended"]
    direction = v["direction"]
    if direction not in (1, -1) or (direction == -1 and cls.game_id != "witch_durak"):
        raise _fail("the direction of play is 1 (clockwise); -1 only after Witch durak's king")
    st.direction = direction
    lb = v["last_bout"]
    if lb is not None:
        seat("last_bout defender", lb["defender"])
        if len(lb["att"]) != len(lb["att_by"]):
            raise _fail("last_bout: one seat per attack card")
        for p in lb["att_by"]:
            seat("last_bout seat", p)
    st.last_bout = lb

    # the phase and the players it waits for
    phase = v["phase"]
    st.phase = phase
    st.attacker = seat("attacker", v["attacker"])
    st.defender = seat("defender", v["defender"])
    st.leader = seat("leader", v["leader"])
    st.att_slot = seat("slot", v["slot"])
    st.thrower = seat("thrower", v["thrower"], nobody=None)
    st.queue = [seat("queue", p) for p in v["queue"]]
    st.window = v["window"]
    st.window_added = v["added"]
    want = WINDOW_OF[phase]
    if st.window not in (want if isinstance(want, tuple) else (want,)):
        raise _fail(f"phase {phase} with window {st.window}")
    throwing = phase in ("throw_in", "take_throw_in")
    if throwing != (st.thrower is not None) or (st.queue and not throwing):
        raise _fail(f"phase {phase}: a thrower and a window queue belong to the throw-in phases")
    if phase != "over" and st.attacker == st.defender:
        raise _fail("the attacker cannot defend against himself")
    if phase in ("attack", "king", "over") and att:
        raise _fail(f"phase {phase} with cards on the table")
    if phase in ("defend", "throw_in", "take_throw_in") and not att:
        raise _fail(f"phase {phase} with no attack on the table")
    if phase == "defend" and None not in cov:
        raise _fail("phase defend with every attack card covered")
    if st.window == 1 and None not in cov:
        raise _fail("window 1 (after a lead or transfer) with every attack card covered")
    if st.window == 2 and (None in cov) != st.window_added:
        # the window after a cover opens once every card is covered; only an added card is not
        raise _fail("window 2 (after a cover): a card is uncovered exactly when one was added")
    if st.showed and phase not in ("defend", "throw_in"):
        raise _fail("a trump is shown (DUR-15) only during a bout's defence")
    if att and len(att) > st.bout_limit:
        raise _fail(f"{len(att)} attack cards exceed this bout's limit of {st.bout_limit} (DUR-7)")
    if phase in ("defend", "throw_in", "take_throw_in") and \
            cov.count(None) > st.hm[st.defender].bit_count() + (phase == "take_throw_in"):
        raise _fail("more uncovered cards than the defender holds (DUR-7)")
    if phase != "over" and st.out[st.defender]:
        raise _fail(f"the defender {st.defender} has already finished")
    _witch_fields(st, v, phase)
    for a, c in table:
        if c is not None and not st.beats(c, a, st.named.get(c)):
            raise _fail(f"{card_str(c)} does not beat {card_str(a)} (DUR-3)")
    st.is_over = False
    st._result = None
    if phase == "over":
        st.phase = "attack"
        if not st._check_over([]):
            raise _fail("phase over, but more than one player (or team) still holds cards")
    else:
        if st.out[st.to_act]:
            raise _fail(f"player {st.to_act} is to act but has already finished")
        if not st.legal_actions():
            raise _fail(f"player {st.to_act} has nothing to do in phase {phase}")
    st.initial_events = []
    st.history = []
    return st


def _witch_fields(st, v: dict[str, Any], phase: str) -> None:
    if st.game_id != "witch_durak":
        return
    st.named = {}
    for c, s in v["named"]:
        if c not in st.att and c not in st.cov:
            raise _fail(f"{card_str(c)} is named but not on the table (WIT-8)")
        if not st.ench(c, 8) or s == st.trump_suit:
            raise _fail(f"{card_str(c)}: only an enchanted eight is named, never the trump suit (WIT-8)")
        st.named[c] = s
    st.queen_lock = v["queen_lock"]
    st.king_covered = v["king_covered"]
    pending = v["pending_slot"]
    if (phase == "king") != (pending is not None):
        raise _fail("phase king waits for the defender's choice before the pending slot attacks")
    if pending is not None and pending not in range(st.num_players):
        raise _fail(f"pending_slot {pending} is not a seat")
    st.pending_slot = pending
