"""Pirate Party positions (docs/notation.md, "Positions"): random mid-deal positions of every
house-rule set round-trip through text and JSON, impossible positions are refused with their
reason, a deal started from a position records and replays, and an end game set up from a
position plays to its exact result (PIR-3, PIR-8, PIR-12, PIR-14)."""

from __future__ import annotations

import random

import pytest
from position_kit import assert_record_replays, assert_same, play_to_end

from cardtable.engine import from_position, new_game, replay
from cardtable.engine.pirate.cards import parse_cards
from cardtable.engine.position import to_json

ALL_RULES = {"jump_in": True, "double_play": True, "seven_zero": True, "stacking": True,
             "silent_deals": True, "five_exchange": True, "penalties": True}
VARIANTS = [
    (2, {}), (4, {}), (3, {"scoring": "penalty", "stacking": True}),
    (3, dict(ALL_RULES)), (5, dict(ALL_RULES, scoring="captain")), (2, dict(ALL_RULES)),
    (4, {"seven_zero": True, "jump_in": True}), (10, {"five_exchange": True, "silent_deals": True}),
]


def _random_states(n, opts, seeds=range(6)):
    """Mid-deal states of random play by every seat (out-of-turn catches and jump-ins too),
    and the final one of each deal."""
    for seed in seeds:
        rng = random.Random(seed)
        st = new_game("pirate_party", n, seed=seed, options=opts)
        while True:
            yield st
            if st.is_over:
                break
            for _ in range(rng.randrange(1, 4)):
                if st.is_over:
                    break
                acts = [a for p in range(n) for a in st.legal_actions(p)]
                st.apply(rng.choice(acts))


@pytest.mark.parametrize("n,opts", VARIANTS, ids=[f"{n}-{sorted(o)}" for n, o in VARIANTS])
def test_round_trip_of_random_positions(n, opts):
    """Position -> text -> state -> text identical; legal actions of every seat, views without
    history, results identical; the JSON form too; and the same next step from both."""
    phases, seen = set(), set()
    for st in _random_states(n, opts):
        text = st.to_position()
        back = from_position("pirate_party", text)
        assert_same(st, back)
        assert_same(st, from_position("pirate_party", to_json(st)))
        phases.add(st.view(0).phase)
        seen |= {k for k in ("catchable", "double_play_open", "silent", "offer", "pending", "drawn",
                             "wd4_prev", "reshuffles") if f"\n{k}: " in text}
        if not st.is_over:
            acts = [a for p in range(n) for a in st.legal_actions(p)]
            a = acts[len(text) % len(acts)]
            twin = st.clone()
            assert [repr(e) for e in back.apply(str(a))] == [repr(e) for e in twin.apply(a)]
            assert_same(twin, back)
    assert {"turn", "drawn", "over"} <= phases
    if opts == ALL_RULES and n == 3:
        assert {"skipped", "pending", "swap", "five", "give"} <= phases
        assert {"catchable", "double_play_open", "silent", "offer", "pending", "drawn",
                "wd4_prev"} <= seen


def test_reshuffled_stocks_round_trip_and_go_on_reshuffling_alike():
    """Seed 54 reshuffles the discard pile twice in random play (PIR-6): every position of the
    deal reads back, and from a position before each reshuffle the copy plays on to the same
    end — the count of reshuffles is part of the position, so it deals the same new stock."""
    rng = random.Random(54)
    st = new_game("pirate_party", 2, seed=54)
    before = []
    while not st.is_over:
        assert_same(st, from_position("pirate_party", st.to_position()))
        if not st.stock:
            before.append(from_position("pirate_party", st.to_position()))
        a = rng.choice(st.legal_actions())
        for copy in before:
            if not copy.is_over:
                copy.apply(str(a))
        st.apply(a)
    assert st.reshuffles == 2 and "\nreshuffles: 2\n" in st.to_position() and len(before) >= 2
    for copy in before:
        assert_same(st, copy)


def test_the_text_reads_like_the_notation():
    st = new_game("pirate_party", 2, seed=3, options={"dealer": 1, "stacking": True})
    text = st.to_position()
    lines = text.splitlines()
    assert lines[:7] == ["game: pirate_party", "players: 2", "options: stacking=true", "seed: 3",
                         "dealer: 1", "leader: 0", "hands: R1 R9 Y8 YS G6 G7 BR | R8 Y1 Y3 Y5 Y8 YS B9"]
    assert lines[7].startswith("stock: G+2 BS G1 YR ") and lines[7].endswith(" G8 Y1")  # top first
    assert lines[8:] == ["discard: Y5", "colour: y", "phase: turn", "to_act: 0"]
    # comments, blank lines, lower case and other spellings (RD for R+2) are read too
    again = from_position("pirate_party", "# a deal\n\n" + text.replace("G+2 BS", "gd bs"))
    assert again.to_position() == text


def test_a_deal_from_a_position_records_and_replays():
    start = new_game("pirate_party", 3, seed=8).to_position()
    st = play_to_end(from_position("pirate_party", start), random.Random(3))
    assert_record_replays(st, start, corrupt=("to_act: ", "to_act: 9"))


# -- impossible positions ----------------------------------------------------------------------

END = ("game: pirate_party\nplayers: 3\nseed: 5\ndealer: 2\nleader: 0\n"
       "hands: R3 R+2 | G7 B1 | W+4 Y9 B+2\n"
       "stock: {stock}\n"
       "discard: {discard}\n"
       "colour: r\nphase: turn\nto_act: 0\ntop_owner: 2\n")


def _end_position() -> str:
    """Three players near the end: 0 holds R3 R+2, 1 G7 B1, 2 W+4 Y9 B+2; R5 on top."""
    hands = parse_cards("R3 R+2 G7 B1 W+4 Y9 B+2 R5")
    from cardtable.engine.pirate.cards import FULL_DECK, card_str
    rest = list(FULL_DECK)
    for c in hands:
        rest.remove(c)
    stock, discard = rest[:40], rest[40:] + [parse_cards("R5")[0]]
    return END.format(stock=" ".join(map(card_str, stock)), discard=" ".join(map(card_str, discard)))


IMPOSSIBLE = [
    ("R3 R+2 |", "R3 R3 R+2 |", "R3 appears more often than the deck holds it"),
    ("R3 R+2 |", "R+2 |", "card(s) missing, e.g. R3"),
    ("| W+4 Y9 B+2", "| W+4 Y9 B+2 | -", "hands: 4 lists for 3 players"),
    ("colour: r", "colour: g", "the colour is g but the top card R5 is red"),
    ("colour: r", "colour: x", "not a colour"),
    ("phase: turn", "phase: skipped", "phase skipped with R5 on top"),
    ("phase: turn", "phase: pending", "phase pending with 0 cards pending"),
    ("phase: turn", "phase: drawn", "a drawn card is given exactly when"),
    ("phase: turn", "phase: swap", "phase swap follows the top card's player's own 7 or 5"),
    ("phase: turn\nto_act: 0", "phase: swap\nto_act: 2", "a hand swap follows a 7 with seven-zero"),
    ("phase: turn\nto_act: 0", "phase: five\nto_act: 2", "an exchange follows a 5 with five-exchange"),
    ("phase: turn", "phase: give", "an offered card waits exactly in phase give"),
    ("phase: turn", "phase: over", "a finished deal has one winner"),
    ("phase: turn", "phase: dance", "phase: 'dance' is not one of"),
    ("to_act: 0", "to_act: 3", "to_act 3 is not a seat of 3 players"),
    ("to_act: 0", "to_act: none", "phase turn needs a player to act"),
    ("top_owner: 2", "top_owner: 2\ncatchable: 1", "only the player of the top card can be caught"),
    ("top_owner: 2", "top_owner: 2\ndouble_play_open: 2", "a double play is open only"),
    ("top_owner: 2", "top_owner: 2\nsilent: true", "a silent deal needs the house rule"),
    ("top_owner: 2", "top_owner: 2\npending: 2", "phase turn with 2 cards pending"),
    ("top_owner: 2", "top_owner: 2\ndirection: 2", "the direction of play is 1"),
    ("top_owner: 2", "top_owner: 2\noffer: R3 0>1", "an offered card waits exactly in phase give"),
    ("top_owner: 2", "top_owner: 2\nreshuffles: -1", "reshuffles count from 0"),
    ("dealer: 2", "dealer: 7", "dealer 7 is not a seat"),
    ("game: pirate_party", "game: durak", "a position of 'durak', not of 'pirate_party'"),
    ("players: 3", "players: 11", "11 players"),
    ("seed: 5", "seed: 5\nseed: 6", "seed given twice"),
    ("phase: turn", "", "phase is missing"),
]


@pytest.mark.parametrize("old,new,reason", IMPOSSIBLE, ids=[r for _, _, r in IMPOSSIBLE])
def test_impossible_positions_are_refused_with_the_reason(old, new, reason):
    text = _end_position()
    from_position("pirate_party", text)      # the position itself is fine
    assert old in text
    with pytest.raises(ValueError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        from_position("pirate_party", text.replace(old, new, 1))


def test_impossible_positions_say_impossible():
    text = _end_position().replace("colour: r", "colour: g")
    with pytest.raises(ValueError, match="^impossible position: the colour is g"):
        from_position("pirate_party", text)
    empty = _end_position().replace("R3 R+2 |", "- |").replace("stock: ", "stock: R3 R+2 ")
    with pytest.raises(ValueError, match="^impossible position: player 0 has no cards but the deal goes on"):
        from_position("pirate_party", empty)


@pytest.mark.parametrize("junk", [None, 5, b"game: pirate_party", [], "", "{", "{}",
                                  '{"game": "pirate_party"}', "game: pirate_party",
                                  '{"game": "pirate_party", "players": 2, "hands": 7}',
                                  "game: pirate_party\nplayers: 2\nhands: ♠♠"])
def test_garbage_positions_raise_value_error(junk):
    with pytest.raises(ValueError):
        from_position("pirate_party", junk)


# -- an end game set up from a position, played to its exact result ------------------------------

def test_endgame_from_a_position_ends_with_the_exact_winner_and_score():
    """Collect scoring, R5 on top, the stock R0 R1 R1 R2 R2 R3 R4 R4 R5 … from the top.
    0 lays R+2 calling "All hands on deck!" (PIR-12); 1 has no Draw Two and takes R0 R1 (PIR-8);
    2 answers the symbol with B+2 and 0 takes R1 R2; 1 lays B1; 2 lays W+4 calling yellow with
    the call; 0 takes four (PIR-10: R2 R3 R4 R4); 1 has no yellow, draws R5, which is not
    playable, and keeps it (PIR-6); 2 lays his last card Y9 and wins.  He scores every other
    hand (PIR-3, PIR-14): 0 holds 19 points, 1 holds 13; 0 has most and is the loser."""
    st = from_position("pirate_party", _end_position())
    assert [str(a) for a in st.legal_actions()] == ["0:play R3", "0:play R3 !", "0:play R+2", "0:play R+2 !"]
    st.apply("0:play R+2 !")
    assert [str(a) for a in st.legal_actions()] == ["1:take"] and st.pending == 2
    st.apply("1:take")
    assert st.hands[1] == sorted(parse_cards("G7 B1 R0 R1"))
    assert [str(a) for a in st.legal_actions()] == ["2:play B+2"] + [f"2:play W+4 {c}" for c in "rygb"]
    st.apply("2:play B+2")
    assert [str(a) for a in st.legal_actions()] == ["0:take"]
    st.apply("0:take")
    assert st.hands[0] == sorted(parse_cards("R3 R1 R2"))
    assert [str(a) for a in st.legal_actions()] == ["1:play B1"]
    st.apply("1:play B1")
    assert [str(a) for a in st.legal_actions()] == (
        [f"2:play W+4 {c}" for c in "rygb"] + [f"2:play W+4 {c} !" for c in "rygb"])
    st.apply("2:play W+4 y !")
    assert [str(a) for a in st.legal_actions()] == ["0:challenge", "0:take"] and st.pending == 4
    st.apply("0:take")
    assert st.hands[0] == sorted(parse_cards("R1 R2 R2 R3 R3 R4 R4"))
    assert [str(a) for a in st.legal_actions()] == ["1:draw"]
    st.apply("1:draw")
    assert [str(a) for a in st.legal_actions()] == ["1:pass"] and st.drawn == parse_cards("R5")[0]
    st.apply("1:pass")
    assert [str(a) for a in st.legal_actions()] == ["2:play Y9"]
    st.apply("2:play Y9")
    res = st.result
    assert st.is_over and res.winners == [2] and res.losers == [0] and res.order == [2, 1, 0]
    assert res.notes["hand_points"] == [19, 13, 0] and res.scores == [0, 0, 32]
    assert st.hands == [sorted(parse_cards("R1 R2 R2 R3 R3 R4 R4")), sorted(parse_cards("G7 R0 R1 R5")), []]
    again = replay(st.to_record())
    assert again.result == res and again.to_position() == st.to_position()
