"""Positions (docs/notation.md, "Positions"): every Durak-family variant round-trips through
its text and JSON forms, impossible positions are refused with the reason, a deal started from
a position records and replays, and end games set up from a position play to their exact end."""

from __future__ import annotations

import random

import pytest
from position_kit import assert_record_replays, assert_same, play_to_end

from cardtable.engine import from_position, new_game, replay
from cardtable.engine.durak.cards import parse_cards
from cardtable.engine.durak.rig import position
from cardtable.engine.position import to_json

VARIANTS = [
    ("durak", 2, {}), ("durak", 3, {}), ("durak", 6, {}),
    ("durak", 2, {"variant": "transfer"}), ("durak", 4, {"variant": "transfer"}),
    ("durak", 3, {"variant": "transfer", "transfer_by_showing_trump": True}),
    ("durak", 5, {"variant": "transfer", "no_transfer_first_bout": True, "italian": True}),
    ("durak", 2, {"variant": "simple"}), ("durak", 5, {"variant": "simple"}),
    ("durak", 4, {"italian": True}), ("durak", 4, {"teams": "2x2"}),
    ("durak", 6, {"teams": "3x3", "variant": "transfer"}),
    ("witch_durak", 2, {}), ("witch_durak", 3, {"enchanted_ranks": "game2"}),
    ("witch_durak", 4, {"enchanted_ranks": "game3"}), ("witch_durak", 5, {"enchanted_ranks": "all"}),
    ("witch_durak", 6, {"enchanted_ranks": "all", "teams": "3x3"}),
    ("witch_durak", 3, {"enchanted_ranks": ["K"]}),
]


def _random_states(game, n, opts, seeds=range(8)):
    """Mid-deal states of random play (and the final one of each deal)."""
    for seed in seeds:
        rng = random.Random(seed)
        st = new_game(game, n, seed=seed, options=opts)
        while True:
            yield st
            if st.is_over:
                break
            for _ in range(rng.randrange(1, 6)):
                if st.is_over:
                    break
                st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("game,n,opts", VARIANTS, ids=[f"{g}-{n}-{sorted(o.items())}" for g, n, o in VARIANTS])
def test_round_trip_of_random_positions(game, n, opts):
    """Position -> text -> state -> text identical; legal actions and views identical; the
    JSON form reads back to the same state; play goes on identically from both."""
    phases = set()
    for st in _random_states(game, n, opts):
        text = st.to_position()
        back = from_position(game, text)
        assert_same(st, back)
        assert_same(st, from_position(game, to_json(st)))
        phases.add(st.phase)
        if not st.is_over:  # the same next step from the copy
            a = st.legal_actions()[0]
            twin = st.clone()
            assert [repr(e) for e in back.apply(str(a))] == [repr(e) for e in twin.apply(a)]
            assert_same(twin, back)
    assert {"attack", "defend", "over"} <= phases


def test_witch_king_and_reversed_direction_positions_round_trip():
    """WIT-K: the king's phase and a reversed direction of play are positions too."""
    seen = set()
    for seed in range(60):
        rng = random.Random(seed)
        st = new_game("witch_durak", 4, seed=seed, options={"enchanted_ranks": "all"})
        while not st.is_over:
            if st.phase == "king" or st.direction == -1:
                seen.add(st.phase if st.phase == "king" else "reversed")
                assert_same(st, from_position("witch_durak", st.to_position()))
            st.apply(rng.choice(st.legal_actions()))
        if seen == {"king", "reversed"}:
            break
    assert seen == {"king", "reversed"}


def test_the_text_reads_like_the_notation():
    st = position(2, ["6♠ 7♠", "8♦ A♥"], trump="10♠", attacker=0, options={"variant": "transfer"})
    text = st.to_position()
    assert text.splitlines()[:4] == ["game: durak", "players: 2", "options: variant=transfer", "dealer: 0"]
    assert "hands: 6♠ 7♠ | 8♦ A♥" in text and "phase: attack" in text and "trump: 10♠" in text
    # comments, blank lines and other card spellings are read too
    again = from_position("durak", "# an end game\n\n" + text.replace("6♠", "6s"))
    assert again.to_position() == text


def test_a_deal_from_a_position_records_and_replays():
    st = position(3, ["6♠ 7♠ 8♠", "6♥ 7♥ 8♥", "6♦ 7♦ A♦"], trump="10♣", attacker=0,
                  stock="J♣ Q♣")
    start = st.to_position()
    play_to_end(st, random.Random(3))
    assert_record_replays(st, start, corrupt=("phase: attack", "phase: defend"))


IMPOSSIBLE = [
    ("hands: 6♠ 7♠ | 8♦ A♥", "hands: 6♠ 7♠ | 6♠ A♥", "6♠ appears more often"),
    ("hands: 6♠ 7♠ | 8♦ A♥", "hands: 6♠ 7♠ | 8♦", "card(s) missing, e.g. A♥"),
    ("hands: 6♠ 7♠ | 8♦ A♥", "hands: 6♠ 7♠ | 8♦ A♥ | -", "3 lists for 2 players"),
    ("phase: attack", "phase: defend", "phase defend with no attack on the table"),
    ("phase: attack", "phase: dance", "phase: 'dance' is not one of"),
    ("attacker: 0", "attacker: 5", "attacker 5 is not a seat"),
    ("defender: 1", "defender: 0", "the attacker cannot defend against himself"),
    ("game: durak", "game: donkey", "a position of 'donkey', not of 'durak'"),
    ("players: 2", "players: 9", "9 players; this game takes 2-6"),
    ("players: 2", "players: two", "not a whole number"),
    ("trump: 10♠", "trump: 10♠ J♠", "one card"),
    ("dealer: 0", "dealer: 0\ndealer: 1", "dealer given twice"),
    ("dealer: 0", "dealer: 0\ncolour: red", "unknown line"),
    ("phase: attack", "", "phase is missing"),
]


@pytest.mark.parametrize("old,new,reason", IMPOSSIBLE, ids=[r for _, _, r in IMPOSSIBLE])
def test_impossible_positions_are_refused_with_the_reason(old, new, reason):
    text = position(2, ["6♠ 7♠", "8♦ A♥"], trump="10♠", attacker=0, stock="9♣").to_position()
    assert old in text
    with pytest.raises(ValueError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        from_position("durak", text.replace(old, new))


def test_impossible_tables_and_stocks_are_refused():
    st = position(2, ["6♠ 6♥ 7♠", "8♦ A♥ 9♦"], trump="10♠", attacker=0, stock="9♣")
    st.apply("0:attack 6♠ 6♥")  # two players: nothing to throw in, 1 faces the two sixes
    text = st.to_position()
    assert "table: 6♠ 6♥\n" in text and "hands: 7♠ | 8♦ 9♦ A♥\n" in text
    cases = {
        text.replace("table: 6♠ 6♥", "table: 6♠/9♦ 6♥").replace("8♦ 9♦ A♥", "8♦ A♥"):
            "9♦ does not beat 6♠",
        text.replace("stock: 9♣ 10♠", "stock: 10♠ 9♣"): "lies at the bottom of the stock",
        text + "finished: 1\n": "has finished but holds cards",
        text.replace("phase: defend", "phase: throw_in"): "window 0",
        text + "thrower: 0\n": "a thrower and a window queue belong to the throw-in phases",
        text.replace("table_by: 0 0", "table_by: 0"): "table_by names who played",
        text + "direction: -1\n": "-1 only after Witch durak's king",
        text.replace("phase: defend", "phase: over"): "cards on the table",
    }
    for bad, reason in cases.items():
        assert bad != text
        with pytest.raises(ValueError, match=reason):
            from_position("durak", bad)
    witch = position(2, ["8♠ 7♠", "8♦ A♥"], trump="10♣", attacker=0, game="witch_durak",
                     options={"enchanted_ranks": "game1"})
    witch.apply("0:attack 7♠")
    with pytest.raises(ValueError, match="only an enchanted eight is named"):
        from_position("witch_durak", witch.to_position() + "named: 7♠=♥\n")
    with pytest.raises(ValueError, match="named but not on the table"):
        from_position("witch_durak", witch.to_position() + "named: 8♠=♥\n")


@pytest.mark.parametrize("junk", [None, 5, 2.5, b"game: durak", [], ["game: durak"], "", "{",
                                  "{}", '{"game": "durak"}', "game: durak", "x" * 30000,
                                  '{"game": "durak", "players": 2, "hands": 7}',
                                  "game: durak\nplayers: 2\nhands: ♠♠♠♠"])
def test_garbage_positions_raise_value_error(junk):
    with pytest.raises(ValueError):
        from_position("durak", junk)


def test_unknown_games_and_games_without_positions():
    with pytest.raises(ValueError):
        from_position("chess", "game: chess")


# -- end games set up from a position, played to their exact result --------------------------

def test_durak_endgame_from_a_position_ends_with_the_exact_fool():
    """Stock empty, trump ♣, three players: 0 leads his pair of sixes and is out at once
    (DUR-11); 1 beats both, nobody can throw in, and 1 leads his last card, the A♦, so he is
    out too; 2 covers it with his trump and is the fool with exactly K♠ K♥ (DUR-11, DUR-19)."""
    st = from_position("durak", "game: durak\nplayers: 3\ndealer: 0\ntrump: 10♣\n"
                       "hands: 6♠ 6♥ | 7♠ 9♣ A♦ | 8♣ K♠ K♥\n"
                       "discard: 6♦ 6♣ 7♥ 7♦ 7♣ 8♠ 8♥ 8♦ 9♠ 9♥ 9♦ 10♠ 10♥ 10♦ 10♣ J♠ J♥ J♦ J♣ "
                       "Q♠ Q♥ Q♦ Q♣ K♦ K♣ A♠ A♥ A♣\n"
                       "phase: attack\nattacker: 0\ndefender: 1\nleader: 0\nslot: 0\nbout: 9\n")
    assert [str(a) for a in st.legal_actions()] == ["0:attack 6♠", "0:attack 6♥", "0:attack 6♠ 6♥"]
    st.apply("0:attack 6♠ 6♥")
    assert st.finished == [0] and st.to_act == 1
    st.apply("1:cover 7♠/6♠")
    st.apply("1:cover 9♣/6♥")
    assert st.phase == "attack" and st.to_act == 1 and st.defender == 2
    assert [str(a) for a in st.legal_actions()] == ["1:attack A♦"]
    st.apply("1:attack A♦")
    assert st.finished == [0, 1] and [str(a) for a in st.legal_actions()] == ["2:cover 8♣/A♦", "2:take"]
    st.apply("2:cover 8♣/A♦")
    assert st.is_over and st.result.losers == [2] and st.result.order == [0, 1, 2]
    assert st.result.notes == {"fool": 2, "dealer": 0, "epaulettes": False}
    assert st.hands == [[], [], sorted(parse_cards("K♠ K♥"))]
    assert replay(st.to_record()).hands == st.hands


def test_witch_endgame_from_a_position_ends_with_the_exact_fool():
    """Witch durak, sixes and sevens enchanted, no stock: the enchanted 7♥ cannot be beaten
    by a trump (WIT-7), so 1 takes it and is the fool with exactly 7♥ A♣."""
    st = position(2, ["7♥", "A♣ 6♦"], trump="10♣", attacker=0, game="witch_durak",
                  options={"enchanted_ranks": "game1"})
    assert [str(a) for a in st.legal_actions()] == ["0:attack 7♥"]
    st.apply("0:attack 7♥")
    assert [str(a) for a in st.legal_actions()] == ["1:take"]
    st.apply("1:take")
    assert st.is_over and st.result.losers == [1] and st.result.notes["fool"] == 1
    assert st.hands[1] == sorted(parse_cards("7♥ A♣ 6♦"))


# -- one rigging convention: deck top first from the dealer's left; dealer and first options ---

@pytest.mark.parametrize("game,n", [("durak", 3), ("witch_durak", 4), ("strong_witchcraft", 3),
                                    ("donkey", 4), ("pirate_party", 3)])
def test_dealer_and_first_mean_the_same_in_every_game(game, n):
    """``deck[i]`` goes to seat ``(dealer + 1 + i) % n``; ``first`` moves first."""
    for dealer in range(n):
        for first in range(n):
            st = new_game(game, n, seed=4, options={"dealer": dealer, "first": first})
            dealt = [e for e in st.initial_events if e.kind == "move" and e.dst.kind == "hand"]
            assert [e.dst.seat for e in dealt] == [(dealer + 1 + i) % n for i in range(len(dealt))]
            # (a Pirate Party starter Skip / Draw Two / Reverse acts on the first player, PIR-4)
            assert st.to_act == first or (game == "pirate_party" and st.phase != "turn")
    with pytest.raises(ValueError, match="seat"):
        new_game(game, n, seed=4, options={"first": n})


def test_strong_witchcraft_deals_from_seat_0_as_the_last_seats_deal():
    """Strong Witchcraft's default dealer is the last seat: player 0 gets the first card, as
    the game always dealt (SW-4); seeded deals are unchanged."""
    a = new_game("strong_witchcraft", 4, seed=9)
    b = new_game("strong_witchcraft", 4, seed=9, options={"dealer": 3})
    assert a.hands == b.hands and [e.dst.seat for e in a.initial_events[:4]] == [0, 1, 2, 3]


def test_pirate_party_still_reads_its_old_option_leader():
    st = new_game("pirate_party", 4, seed=2, options={"dealer": 0, "leader": 2})
    assert st.options["first"] == 2 and st.leader == 2 and "leader" not in st.options
