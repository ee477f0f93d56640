"""Who's the Donkey? positions (docs/notation.md, "Positions"): random mid-deal positions at 3,
4, 8 and 12 players round-trip through text and JSON (copies of a value are interchangeable,
ESL-1, so views are compared by card key), impossible positions are refused with the reason,
a deal started from a position records and replays, and an end game plays to its exact end."""

from __future__ import annotations

import random

import pytest
from position_kit import assert_record_replays, assert_same, play_to_end

from cardtable.engine import from_position, new_game, replay
from cardtable.engine.donkey.cards import VALUE
from cardtable.engine.position import to_json


def _keys(cs) -> list[int]:
    return sorted(VALUE[c] for c in cs)


def _view(state, p) -> dict:
    """The view without history, every card as its key (ids of copies are arbitrary)."""
    v = state.view(p).to_dict()
    del v["history"]
    v["hand"], v["out"] = _keys(v["hand"]), _keys(v["out"])
    v["known"] = [_keys(k) for k in v["known"]]
    v["table"] = [[VALUE[c] for c in t] for t in v["table"]]
    if v["last_round"]:
        v["last_round"]["sets"] = [[VALUE[c] for c in t] for t in v["last_round"]["sets"]]
    return v


@pytest.mark.parametrize("n", [3, 4, 8, 12])
def test_random_mid_deal_positions_round_trip(n):
    """Text -> state -> text identical, JSON too; legal actions, views (by key) and the next
    step identical; every phase (lead, raise, donkey round) is met."""
    phases = set()
    for seed in range(6):
        rng = random.Random(seed)
        st = new_game("donkey", n, seed=seed)
        while not st.is_over:
            text = st.to_position()
            back = from_position("donkey", text)
            assert_same(st, back, view=_view)
            assert_same(st, from_position("donkey", to_json(st)), view=_view)
            phases.add(st.phase)
            a = str(st.legal_actions()[-1])
            twin = st.clone()
            assert [str(e.kind) for e in back.apply(a)] == [str(e.kind) for e in twin.apply(a)]
            if not twin.is_over:
                assert_same(twin, back, view=_view)
            for _ in range(rng.randrange(1, 6)):
                if st.is_over:
                    break
                st.apply(rng.choice(st.legal_actions()))
    assert {"lead", "raise"} <= phases


def test_donkey_round_positions_round_trip():
    """ESL-6/7: a donkey round in progress and the locked holder after one are positions."""
    seen = set()
    for seed in range(40):
        rng = random.Random(seed)
        st = new_game("donkey", 4, seed=seed)
        while not st.is_over:
            if st.phase == "donkey" or st.locked:
                assert_same(st, from_position("donkey", st.to_position()), view=_view)
                seen.add("donkey" if st.phase == "donkey" else "locked")
            st.apply(rng.choice(st.legal_actions()))
    assert seen == {"donkey", "locked"}


END = """game: donkey
players: 3
seed: 5
dealer: 2
phase: lead
round: 2
leader: 0
to_act: 0
hands: 13 | 2 | 5 D
donkey_holder: 2
known: - | - | D
out: 1 1 1 1 1 1 1 1 3 3 3 3 3 3 3 3 4 4 4 4 4 4 4 4 6 6 6 6 6 6 6 6 7 7 7
last_leader: 1
last_winner: 0
last_sets: 6 | 3 | 4
"""


def test_end_game_from_a_position_plays_to_its_exact_result():
    """ESL-4/8/9: player 0 leads his last card, nobody can raise a single 13 (no joker), the
    round ends with player 0 out of cards: the deal is over, the donkey's holder loses."""
    st = from_position("donkey", END)
    assert st.to_position() == END
    assert [str(a) for a in st.legal_actions()] == ["0:play 13"]
    st.apply("0:play 13")
    assert [str(a) for a in st.legal_actions()] == ["1:pass"]
    st.apply("1:pass")
    assert [str(a) for a in st.legal_actions()] == ["2:pass"]
    st.apply("2:pass")
    assert st.is_over
    r = st.result
    assert (r.order, r.winners, r.losers, r.scores) == ([0, 1, 2], [0], [2], [0, 2, 25])
    rec = st.to_record()
    assert rec["position"] == END and rec["actions"] == ["0:play 13", "1:pass", "2:pass"]
    again = replay(rec)
    assert again.result == r and again.to_record() == rec


def test_a_positioned_random_deal_replays_identically():
    rng = random.Random(2)
    st = new_game("donkey", 8, seed=11)
    for _ in range(30):
        st.apply(rng.choice(st.legal_actions()))
    pos = play_to_end(from_position("donkey", st.to_position()), rng)
    assert_record_replays(pos, st.to_position(), corrupt=("to_act: ", "to_act: 9"))


def _with(text: str, **lines: str) -> str:
    out = []
    for line in text.splitlines():
        name = line.partition(":")[0]
        if name in lines:
            if lines[name] is not None:
                out.append(f"{name}: {lines.pop(name)}")
            else:
                lines.pop(name)
        else:
            out.append(line)
    out += [f"{k}: {v}" for k, v in lines.items() if v is not None]
    return "\n".join(out) + "\n"


RAISE = _with(END, phase="raise", hands="- | 2 | 5 D", to_act="1", acted="0", table="13 | - | -")


@pytest.mark.parametrize("change,message", [
    ({"to_act": "1"}, "player 0 is to act after 0 player(s) from the leader"),
    ({"hands": "13 | 2 | 5 D D"}, "more D than the pack holds"),
    ({"hands": "13 | 2 | 5 5"}, "the donkey is always in a hand or on the table"),
    ({"hands": "13 13 | 2 | 5 D"}, "40 cards in play; 3 players are dealt 39"),
    ({"donkey_holder": "1"}, "the donkey's holder is 1, but it is in the hand of 2"),
    ({"known": "- | - | -"}, "everyone knows who holds the donkey"),
    ({"known": "12 | - | D"}, "known of 0 (not in his hand): 12 is not there"),
    ({"leader": "1", "to_act": "1"}, "the last round's winner leads this round"),
    ({"last_winner": None, "last_sets": None, "last_leader": None},
     "every round after the first has a last round"),
    ({"round": "0"}, "rounds count from 1"),
    ({"locked": "true", "donkey_holder": "none", "known": "-|-|-", "hands": "13 | 2 | 5 D"},
     "the donkey's holder is None, but it is in the hand of 2"),
    ({"last_donkey": "true"}, "after a donkey round its winner holds the donkey, locked"),
    ({"last_sets": "6 | 3 | 13"}, "last_sets: 13 is not there"),
    ({"phase": "raise"}, "phase raise: the leader has led a set"),
    ({"acted": "0"}, "player 0's set on the table does not match acted/passed"),
    ({"hands": "- | 2 | 5 D", "out": "1 1 1 1 1 1 1 1 3 3 3 3 3 3 3 3 4 4 4 4 4 4 4 4 6 6 6 6 6 6 6 6 7 7 7 13"},
     "player 0 has no cards; the deal would be over"),
])
def test_impossible_positions_are_refused_with_the_reason(change, message):
    with pytest.raises(ValueError, match="impossible position") as exc:
        from_position("donkey", _with(END, **change))
    assert message in str(exc.value)


@pytest.mark.parametrize("change,message", [
    ({}, None),
    ({"passed": "0"}, "the leader cannot pass"),
    ({"to_act": "2"}, "player 1 is to act after 1 player(s)"),
    ({"acted": "0 1", "passed": "1", "to_act": "2", "table": "13 | 2 | -", "hands": "- | - | 5 D"},
     "player 1's set on the table does not match"),
    ({"acted": "0 1", "to_act": "2", "table": "13 | 2 | -", "hands": "- | - | 5 D"},
     "each raise is higher than the best set before it"),
    ({"phase": "donkey"}, "phase donkey: the leader led the donkey"),
])
def test_impossible_raises_are_refused(change, message):
    text = _with(RAISE, **change)
    if message is None:
        st = from_position("donkey", text)
        assert [str(a) for a in st.legal_actions()] == ["1:pass"]
        return
    with pytest.raises(ValueError, match="impossible position") as exc:
        from_position("donkey", text)
    assert message in str(exc.value)


def test_a_finished_deal_has_no_position():
    st = from_position("donkey", END)
    for a in ("0:play 13", "1:pass", "2:pass"):
        st.apply(a)
    with pytest.raises(ValueError, match="finished deal"):
        st.to_position()
