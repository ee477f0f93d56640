"""Strong Witchcraft positions (docs/notation.md, "Positions"): random mid-deal positions
round-trip through text and JSON, impossible positions are refused with the reason, a deal
started from a position records and replays, and an end game set up from a position plays
to its exact result (SW-3, SW-10, SW-12, SW-13)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from position_kit import assert_record_replays, assert_same, play_to_end

from cardtable.engine import from_position, new_game
from cardtable.engine.position import to_json
from cardtable.engine.witchcraft.cards import card_str, full_deck, parse_cards

GAME = "strong_witchcraft"
VARIANTS = [(2, 1), (2, 2), (3, 1), (4, 1), (5, 2), (6, 1), (6, 2)]


def _random_states(n, sets, seeds=range(5)):
    """Mid-deal states of random play (and the final one of each deal)."""
    for seed in seeds:
        rng = random.Random(seed)
        st = new_game(GAME, n, seed=seed, options={"sets": sets})
        while True:
            yield st
            if st.is_over:
                break
            for _ in range(rng.randrange(1, 5)):
                if st.is_over:
                    break
                st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("n,sets", VARIANTS)
def test_round_trip_of_random_positions(n, sets):
    """Position -> text -> state -> text identical; legal actions and views identical; the
    JSON form reads back to the same state; play goes on identically from both."""
    phases = set()
    for st in _random_states(n, sets):
        back = from_position(GAME, st.to_position())
        assert_same(st, back)
        assert_same(st, from_position(GAME, to_json(st)))
        phases.add(st.phase)
        if not st.is_over:
            a = st.legal_actions()[-1]
            twin = st.clone()
            assert [repr(e) for e in back.apply(str(a))] == [repr(e) for e in twin.apply(a)]
            assert_same(twin, back)
    assert phases == {"lead", "defend", "throw", "over"}


def test_a_deal_from_a_position_records_and_replays():
    """GEN-1: the record of a positioned deal carries the position and replays identically."""
    st = new_game(GAME, 3, seed=11)
    rng = random.Random(3)
    for _ in range(25):
        st.apply(rng.choice(st.legal_actions()))
    deal = play_to_end(from_position(GAME, st.to_position()), rng)
    assert_record_replays(deal, st.to_position(), corrupt=("phase: ", "phase: over\n#"))


def _end_game(hands: list[str], table: str = "", laid: str = "", **extra: str) -> str:
    """A 2-player position with an empty stock: ``hands``, ``table``, ``laid`` and every
    other card discarded; ``extra`` fields replace the defaults (phase lead, player 0)."""
    rest = Counter(full_deck(1))
    rest.subtract(c for h in hands for c in parse_cards(h))
    rest.subtract(parse_cards(table.replace("/", " ").replace("|", " ").replace(",", " ")))
    rest.subtract(parse_cards(laid.replace("|", " ").replace(",", " ").replace("-", " ")))
    discard = " ".join(card_str(c) for c in sorted(rest.elements()))
    lines = {"game": GAME, "players": "2", "first": "0", "hands": " | ".join(hands),
             "discard": discard, "phase": "lead", "attacker": "0", "main": "0",
             "defender": "0", "thrower": "0"} | extra
    if table:
        lines["table"] = table
    if laid:
        lines["laid"] = laid
    return "".join(f"{k}: {v}\n" for k, v in lines.items())


def test_end_game_from_a_position_plays_to_its_exact_result():
    """Player 0 leads F1, player 1 beats it with W2 (SW-3: Water is senior to Fire) and, out
    of cards with no stock, leaves (SW-13); the bout is discarded (SW-10) and player 0, left
    alone holding F2, is the apprentice."""
    st = from_position(GAME, _end_game(["F1 F2", "W2"]))
    assert [str(a) for a in st.legal_actions()] == ["0:attack F1", "0:attack F2"]
    st.apply("0:attack F1")
    assert [str(a) for a in st.legal_actions()] == ["1:cover W2/F1", "1:take"]
    events = st.apply("1:cover W2/F1")
    assert st.is_over and st.phase == "over"
    assert [(e.kind, e.player) for e in events if e.kind == "finish"] == [("finish", 1)]
    res = st.result
    assert res.order == [1, 0] and res.losers == [0] and res.winners == [1]
    assert st.hands == [[parse_cards("F2")[0]], []]


@pytest.mark.parametrize("change,reason", [
    ({"hands": "F1 F2 F1 F1 | W2"}, "appears more often than the deck holds it"),
    ({"hands": "F1 | W2"}, "card(s) missing"),
    ({"hands": "F1 F2"}, "1 lists for 2 players"),
    ({"phase": "defend"}, "no lead on the table"),
    ({"attacker": "7"}, "attacker 7 is not a seat"),
    ({"phase": "over"}, "more than one player still holds cards"),
    ({"attacker": "1"}, "attacker, main, defender and thrower are one player"),
    ({"known": "W1 | -"}, "player 0's known cards are not all in his hand"),
    ({"finished": "1"}, "player 1 has finished but holds cards"),
    ({"discard_seen": "F1 F1 F1"}, "discard_seen holds cards that are not in the discard pile"),
])
def test_impossible_positions_are_refused_with_the_reason(change, reason):
    text = _end_game(["F1 F2", "W2"])
    for k, v in change.items():
        lines = [ln for ln in text.splitlines() if not ln.startswith(k + ":")]
        text = "\n".join(lines + [f"{k}: {v}"]) + "\n"
    with pytest.raises(ValueError, match="^impossible position: ") as exc:
        from_position(GAME, text)
    assert reason in str(exc.value)


@pytest.mark.parametrize("table,extra,reason", [
    ("F1/D1", {"phase": "defend", "defender": "1", "lead": "1"}, "D1 does not beat F1 (SW-3)"),
    ("F1/W1", {"phase": "defend", "defender": "1", "lead": "1"}, "phase defend needs an unbeaten card"),
    ("F1", {"phase": "throw", "defender": "1", "lead": "1"}, "phase throw with an unbeaten card"),
    ("F1 F3", {"phase": "defend", "defender": "1", "lead": "2"}, "identical cards (SW-6)"),
    ("F1", {"phase": "defend", "lead": "1"}, "cannot defend against himself"),
])
def test_impossible_tables_are_refused(table, extra, reason):
    with pytest.raises(ValueError) as exc:
        from_position(GAME, _end_game(["F2", "W2 W3"], table, **extra))
    assert reason in str(exc.value)


def test_laid_cards_must_be_strong_witchcrafts_and_the_last_one_wins():
    with pytest.raises(ValueError) as exc:
        from_position(GAME, _end_game(["F1 F2", "W2"], laid="F3 W3 D3 L2 | -"))
    assert "F3 W3 D3 L2 is not a Strong Witchcraft" in str(exc.value)
    three = "F3 W3 D3 A3, F1 W1 D1 A1, E2 L2 M2 A2 | -"
    with pytest.raises(ValueError) as exc:
        from_position(GAME, _end_game(["F2", "W2"], laid=three))
    assert "player 0 laid 3 Strong Witchcraft(s)" in str(exc.value)
    st = from_position(GAME, _end_game(["F2", "W2"], laid="F3 W3 D3 A3, F1 W1 D1 A1 | -"))
    assert st.view(1).laid == [[[2, 5, 8, 11], [0, 3, 6, 9]], []]
