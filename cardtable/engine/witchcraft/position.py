"""Strong Witchcraft positions (docs/notation.md, "Positions"): fields, writing, reading.

:func:`fields_of` turns a state into the position's field values (``_position``);
:func:`state_of` builds a state from decoded values and checks that it can hold (every card
as often as the deck holds it, laid Strong Witchcrafts that are real ones, a table and a
phase that agree, a player to act who can act …), raising
``ValueError("impossible position: …")`` otherwise.  ``FIELDS`` lists the fields in the
order a position text writes them.
"""

from __future__ import annotations

from typing import Any

from .. import position as pos
from ..position import Field, boolean, cards, covered_pairs, integer, ints, seats_cards, word
from ..position import fail as _fail
from .actions import witchcrafts
from .cards import BEATS, MAX_FACED, MAX_THROWN, NUM_TYPES, card_str, full_deck, parse_card

PHASES = ("lead", "defend", "throw", "over")


def _card(c: Any) -> int:
    return pos.load_card(c, parse_card, NUM_TYPES)


# -- fields of their own -----------------------------------------------------------------------

def _table_field() -> Field:
    """The bout's attack cards in order, each ``attack/cover`` or ``attack`` when uncovered."""
    return covered_pairs("table", card_str, parse_card, _card)


def _laid_field() -> Field:
    """Each seat's laid Strong Witchcrafts in order: ``F1 W1 D1 A1, F2 W2 D2 A2 | - | …``
    (``none``, the default, when nobody has laid one)."""
    def write(v):
        if v is None:
            return "none"
        return " | ".join(", ".join(" ".join(map(card_str, combo)) for combo in seat) or "-"
                          for seat in v)

    def read(t: str):
        if t.strip() == "none":
            return None
        out = []
        for part in t.split("|")[:16]:
            part = part.strip()
            combos = [] if part == "-" else [p.split() for p in part.split(",")[:10]]
            out.append([[parse_card(c) for c in combo[:8]] for combo in combos])
        return out

    def load(x):
        if x is None:
            return None
        if not isinstance(x, list) or len(x) > 16:
            raise ValueError("laid: one list of Strong Witchcrafts per seat")
        out = []
        for seat in x:
            if not isinstance(seat, list) or len(seat) > 10:
                raise ValueError("laid: one list of Strong Witchcrafts per seat")
            out.append([[_card(c) for c in combo[:8]] if isinstance(combo, list) else _bad(combo)
                        for combo in seat])
        return out

    def dump(v):
        return None if v is None else [[[card_str(c) for c in combo] for combo in seat] for seat in v]
    return Field("laid", write, read, load, dump, None, True)


def _bad(x: Any):
    raise ValueError(f"laid: not a list of cards: {str(x)[:40]!r}")


FIELDS = (
    *pos.header(), integer("first"),
    seats_cards("hands", card_str, parse_card, ids=NUM_TYPES),
    cards("stock", card_str, parse_card, ids=NUM_TYPES),
    _table_field(),
    cards("discard", card_str, parse_card, ids=NUM_TYPES),
    cards("discard_seen", card_str, parse_card, ids=NUM_TYPES),
    seats_cards("known", card_str, parse_card, optional=True, ids=NUM_TYPES),
    _laid_field(),
    word("phase", PHASES), integer("attacker"), integer("main"), integer("defender"),
    integer("thrower"), integer("lead", 0, True), boolean("taking"), integer("passes", 0, True),
    boolean("laid_this_turn"), ints("finished"), ints("witchcraft_wins"),
)


# -- state -> fields -----------------------------------------------------------------------------

def fields_of(st) -> dict[str, Any]:
    """The position field values of a Strong Witchcraft state (``WitchcraftState._position``)."""
    return {
        "game": st.game_id, "players": st.num_players, "options": pos.position_options(st),
        "seed": st.seed, "first": st.first, "hands": [list(h) for h in st._hands],
        "stock": st.stock[::-1],
        "table": [[a, (c if c >= 0 else None)] for a, c in zip(st.attack, st.covers)],
        "discard": list(st.discard), "discard_seen": list(st.seen_out),
        "known": [list(k) for k in st.known] if any(st.known) else None,
        "laid": [[list(c) for c in seat] for seat in st.laid] if any(st.laid) else None,
        "phase": st.phase, "attacker": st.attacker, "main": st.main, "defender": st.defender,
        "thrower": st.thrower, "lead": st.lead_n, "taking": st.taking, "passes": st.passes,
        "laid_this_turn": st.laid_turn, "finished": list(st.order),
        "witchcraft_wins": list(st.sw_wins),
    }


# -- fields -> state -------------------------------------------------------------------------------

def _sub_multiset(part: list[int], whole: list[int]) -> bool:
    rest = list(whole)
    for c in part:
        if c not in rest:
            return False
        rest.remove(c)
    return True


def state_of(cls, v: dict[str, Any]):
    """A state of ``cls`` (WitchcraftState) from decoded position values, checked."""
    n = v["players"]
    st = cls(n, v["seed"], v["options"], None)
    seats = range(n)
    sets = int(v["options"].get("sets", 1))

    checker = pos.SeatChecks(n)
    seat, per_seat = checker.seat, checker.per_seat

    hands = per_seat("hands", v["hands"])
    known = per_seat("known", v["known"])
    laid = [[tuple(c) for c in seat_] for seat_ in per_seat("laid", v["laid"])]
    table = v["table"]
    attack = [a for a, _ in table]
    covers = [(-1 if c is None else c) for _, c in table]
    stock_top_first = list(v["stock"])
    discard, seen = list(v["discard"]), list(v["discard_seen"])
    # cards: each spell exactly 3 × sets times (SW-1)
    pos.check_cards([c for h in hands for c in h] + stock_top_first + attack +
                    [c for c in covers if c >= 0] + discard +
                    [c for s in laid for combo in s for c in combo], full_deck(sets), card_str)
    if not _sub_multiset(seen, discard):
        raise _fail("discard_seen holds cards that are not in the discard pile")
    for p in seats:
        if not _sub_multiset(known[p], hands[p]):
            raise _fail(f"player {p}'s known cards are not all in his hand")

    # who has left the deal (SW-12, SW-13)
    wins_needed = 3 if n <= 3 else 2
    finished = [seat("finished", p) for p in v["finished"]]
    sw_wins = [seat("witchcraft_wins", p) for p in v["witchcraft_wins"]]
    if len(set(finished)) != len(finished):
        raise _fail("a player finished twice")
    if [p for p in finished if p in sw_wins] != sw_wins:
        raise _fail("witchcraft_wins lists players who finished, in the order they finished")
    for p in seats:
        for combo in laid[p]:
            if tuple(sorted(combo)) not in witchcrafts(list(combo)):
                raise _fail(f"{' '.join(map(card_str, combo))} is not a Strong Witchcraft: four "
                            "colours of one strength, in card order (SW-12)")
        if (len(laid[p]) >= wins_needed) != (p in sw_wins) or len(laid[p]) > wins_needed:
            raise _fail(f"player {p} laid {len(laid[p])} Strong Witchcraft(s); "
                        f"the {wins_needed}th wins the deal at once (SW-12)")
        if p in finished and (hands[p] or known[p]):
            raise _fail(f"player {p} has finished but holds cards")
        if p in finished and p not in sw_wins and stock_top_first:
            raise _fail(f"player {p} ran out of cards while the stock is not empty (SW-13)")
    active = [p not in finished for p in seats]
    n_active = sum(active)

    # the bout on the table and the players the phase waits for
    phase = v["phase"]
    attacker, main = seat("attacker", v["attacker"]), seat("main", v["main"])
    defender, thrower = seat("defender", v["defender"]), seat("thrower", v["thrower"])
    lead_n, taking, passes = v["lead"], v["taking"], v["passes"]
    if phase == "over":
        if n_active > 1:
            raise _fail("phase over, but more than one player still holds cards (SW-13)")
    elif n_active < 2:
        raise _fail(f"phase {phase} with fewer than two players in the deal (SW-13)")
    if not 0 <= passes <= n:
        raise _fail(f"passes {passes} out of range")
    if phase in ("lead", "over"):
        # passes, and in phase over the seats, keep their last bout's values
        if table or lead_n or taking:
            raise _fail(f"phase {phase} with a bout on the table (table, lead, taking)")
        if phase == "lead":
            if len({attacker, main, defender, thrower}) != 1:
                raise _fail("phase lead: attacker, main, defender and thrower are one player")
            for p in seats:
                if active[p] and not hands[p]:
                    raise _fail(f"player {p} holds no cards at the start of a turn (SW-13)")
    else:
        if not table or not 1 <= lead_n <= len(attack):
            raise _fail(f"phase {phase} with no lead on the table")
        if len(set(attack[:lead_n])) != 1:
            raise _fail("the lead and its transfers are identical cards (SW-6)")
        if len(attack) > MAX_FACED or len(attack) - lead_n > MAX_THROWN:
            raise _fail(f"{len(attack)} cards on the table exceed the limits (SW-9)")
        if len(set(attack)) != len(attack) - lead_n + 1:
            raise _fail("a thrown card is identical to another attack card (SW-7)")
        for a, c in zip(attack, covers):
            if c >= 0 and not BEATS[c][a]:
                raise _fail(f"{card_str(c)} does not beat {card_str(a)} (SW-3)")
        for name, p in (("attacker", attacker), ("main", main), ("defender", defender),
                        ("thrower", thrower)):
            if not active[p]:
                raise _fail(f"the {name} {p} has already finished")
        if main == defender:
            raise _fail("the attacker cannot defend against himself")
        if phase == "defend" and (taking or passes or -1 not in covers):
            raise _fail("phase defend needs an unbeaten card, no passes and a defender who "
                        "has not taken")
        if phase == "throw":
            if not taking and -1 in covers:
                raise _fail("phase throw with an unbeaten card, and the defender has not taken")
            if thrower == defender:
                raise _fail("the defender does not throw to himself")
            if passes >= n_active - 1:
                raise _fail(f"{passes} passes in a row end the bout of {n_active} players (SW-8)")

    st.sets = sets
    st.wins_needed = wins_needed
    st.known = known
    st.laid = laid
    st.active = active
    st.order = finished
    st.sw_wins = sw_wins
    st.discard = discard
    st.seen_out = seen
    st.attack, st.covers = attack, covers
    st.lead_n, st.taking, st.passes = lead_n, taking, passes
    st.laid_turn = v["laid_this_turn"]
    st.first = seat("first", v["first"])
    st.stock = stock_top_first[::-1]
    st.attacker, st.main, st.defender, st.thrower = attacker, main, defender, thrower
    st.phase = phase
    st.initial_events = []
    st._hands = [bytearray(h) for h in hands]
    st._derive()
    if phase == "throw" and not st.hand_masks[thrower] & st._throw_types():
        raise _fail(f"player {thrower} cannot throw and would have been passed over (SW-8)")
    if phase != "over" and not st.legal_actions():
        raise _fail(f"player {st.to_act} has nothing to do in phase {phase}")
    st.history = []
    return st
