"""Positions (docs/dev/engine.md, docs/notation.md): every family refuses a bad position
text with the same words.

A text that is well formed but cannot happen raises ``ValueError("impossible position: …")``;
a field that does not parse raises ``ValueError("position: <field>: …")``. The checks are
shared (``engine/position.py``: ``fail``, ``SeatChecks``, ``word``), so one table pins the exact
message in every game.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import from_position, games, new_game
from cardtable.engine.position import _fields, to_json

PLAYERS = {"donkey": 4}

# (game, text replaced in the dealt position, replacement, the exact message)
BAD = [
    ("durak", "hands: 9♦", "hands: 6♥ 9♦",
     "impossible position: 6♥ appears more often than the deck holds it"),
    ("witch_durak", "hands: 9♦", "hands: 6♥ 9♦",
     "impossible position: 6♥ appears more often than the deck holds it"),
    ("strong_witchcraft", "hands: A2", "hands: A2 A2 A2 A2 A2",
     "impossible position: A2 appears more often than the deck holds it"),
    ("pirate_party", "hands: R1", "hands: W W W W W",
     "impossible position: W appears more often than the deck holds it"),
    ("donkey", "hands: 1 1", "hands: 1 1 1 1 1",
     "impossible position: 55 cards in play; 4 players are dealt 52 (ESL-2)"),
    ("durak", "dealer: 2", "dealer: 9", "impossible position: dealer 9 is not a seat of 3 players"),
    ("witch_durak", "dealer: 2", "dealer: 3",
     "impossible position: dealer 3 is not a seat of 3 players"),
    ("strong_witchcraft", "first: 0", "first: 9",
     "impossible position: first 9 is not a seat of 3 players"),
    ("pirate_party", "dealer: 2", "dealer: 9",
     "impossible position: dealer 9 is not a seat of 3 players"),
    ("donkey", "dealer: 2", "dealer: 4", "impossible position: dealer 4 is not a seat of 4 players"),
    ("durak", "phase: attack", "phase: dance",
     "position: phase: 'dance' is not one of "
     "['attack', 'throw_in', 'defend', 'take_throw_in', 'over']"),
    ("strong_witchcraft", "phase: lead", "phase: dance",
     "position: phase: 'dance' is not one of ['lead', 'defend', 'throw', 'over']"),
    ("pirate_party", "phase: skipped", "phase: dance",
     "position: phase: 'dance' is not one of "
     "['turn', 'drawn', 'skipped', 'pending', 'swap', 'five', 'give', 'over']"),
    ("donkey", "phase: lead", "phase: dance",
     "position: phase: 'dance' is not one of ['lead', 'raise', 'donkey']"),
    ("durak", "dealer: 2", "dealer: x", "position: dealer: not a whole number: 'x'"),
]


@pytest.mark.parametrize(("game", "old", "new", "message"), BAD,
                         ids=[f"{g}-{new}" for g, _, new, _ in BAD])
def test_a_bad_position_is_refused_with_the_shared_words(game, old, new, message):
    text = new_game(game, PLAYERS.get(game, 3), seed=1).to_position()
    assert old in text
    with pytest.raises(ValueError) as refused:
        from_position(game, text.replace(old, new, 1))
    assert str(refused.value) == message


def _after_a_cover(game: str, players: int):
    """A deal in the throw-in window after a cover (DUR-8.2): every card covered, none added."""
    import random

    for seed in range(200):
        state, rng = new_game(game, players, seed=seed), random.Random(seed)
        while not state.is_over:
            if state.phase == "throw_in" and state.window == 2 and not state.window_added:
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no window after a cover in 200 deals")


@pytest.mark.parametrize("game", ["durak", "witch_durak"])
def test_an_uncovered_card_in_the_window_after_a_cover_is_impossible_dur8(game):
    """DUR-8.2: the window after a cover opens once every card is covered; a position that
    takes a cover back into the defender's hand (nobody having added) was read, and the
    window's close then crashed the engine (TypeError in _end_bout) instead of refusing it."""
    state = _after_a_cover(game, 3)
    lines = state.to_position().splitlines()
    table = next(i for i, line in enumerate(lines) if line.startswith("table: "))
    hands = next(i for i, line in enumerate(lines) if line.startswith("hands: "))
    attack, cover = lines[table].split()[-1].split("/")
    lines[table] = lines[table].replace(f"{attack}/{cover}", attack)
    seats = lines[hands][len("hands: "):].split(" | ")
    seats[state.defender] = " ".join(w for w in (seats[state.defender], cover) if w != "-")
    lines[hands] = "hands: " + " | ".join(seats)
    with pytest.raises(ValueError) as refused:
        from_position(game, "\n".join(lines))
    assert str(refused.value) == ("impossible position: window 2 (after a cover): "
                                  "a card is uncovered exactly when one was added")
    # the same window with a card added is a deal the rules reach: it is read
    added = "\n".join(lines).replace("added: false", "") + "\nadded: true\n"
    assert from_position(game, added).window_added


@pytest.mark.parametrize("game", ["durak", "witch_durak", "strong_witchcraft", "pirate_party", "donkey"])
def test_every_seed_new_game_takes_reads_back_from_its_position(game):
    """GEN-1: a deal of any seed ``new_game`` takes (-2**63 .. 2**63-1) writes a position that
    reads back, text and JSON alike; the seed was refused past 12 characters of text."""
    for seed in (2**63 - 1, -2**63, 10**12, -10**12):
        state = new_game(game, PLAYERS.get(game, 3), seed=seed)
        assert from_position(game, state.to_position()).seed == seed
        assert from_position(game, to_json(state)).seed == seed
    text = new_game(game, PLAYERS.get(game, 3), seed=1).to_position()
    for seed in (2**63, -2**63 - 1, 10**30):
        with pytest.raises(ValueError, match="position: seed: not a whole number"):
            from_position(game, text.replace("seed: 1\n", f"seed: {seed}\n"))


def test_a_number_the_json_form_takes_the_text_form_takes_too():
    """A JSON position's numbers read back from its own text (tick 10**12 was read from JSON,
    and its text, 13 digits, was refused)."""
    state = new_game("durak", 3, seed=1)
    data = dict(to_json(state), tick=10**12)
    again = from_position("durak", data)
    assert again.tick == 10**12
    assert from_position("durak", again.to_position()).tick == 10**12
    for bad in (1 << 40, -(1 << 40)):
        with pytest.raises(ValueError, match="position: tick: not a whole number in"):
            from_position("durak", dict(data, tick=bad))
        with pytest.raises(ValueError, match="position: tick: not a whole number in"):
            from_position("durak", state.to_position() + f"tick: {bad}\n")


def _playable(state) -> None:
    """A state read from a position works: every seat's view and actions, its own position read
    back, and random legal play to the end of the deal."""
    import random

    for p in range(state.num_players):
        state.view(p)
        state.legal_actions(p)
    assert from_position(state.game_id, state.to_position()).to_position() == state.to_position()
    rng = random.Random(1)
    for _ in range(3000):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("a deal from a position did not end")


_GAMES = [g.id for g in games()]
_FIELDS = {g: [f.name for f in _fields(g)] for g in _GAMES}
_TEXT = st.one_of(st.text(max_size=24), st.sampled_from(
    ["-", "none", "true", "0", "1", "2", "-1", "6♠ 7♠ | 8♦", "A2 | -", "R1 B2", "6♠/7♠", "taken 1 6♠ 0",
     str(2**63), str(1 << 40), str(10**12), str(2**62)]))
_LEAF = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=6),
                  st.sampled_from(["6♠", "A2", "R1", "W", "1", "none", "y", 10**12, 2**62, 2**63]))
_VALUE = st.recursive(_LEAF, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(
    st.sampled_from(["taken", "defender", "att", "att_by", "from", "to", "card", "colour", "owner"]),
    inner, max_size=4)), max_leaves=12)
_SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


@_SETTINGS
@given(data=st.data())
def test_any_field_text_is_a_playable_position_or_a_value_error_gen5(data):
    """Property (docs/notation.md): a dealt position with any lines replaced or added by any
    text is read as a deal that can be played to its end, or refused with ValueError."""
    game = data.draw(st.sampled_from(_GAMES))
    lines = new_game(game, PLAYERS.get(game, 3), seed=data.draw(st.integers(0, 3))).to_position().splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        name = data.draw(st.sampled_from(_FIELDS[game]))
        lines = [x for x in lines if not x.startswith(name + ":")] + [f"{name}: {data.draw(_TEXT)}"]
    try:
        state = from_position(game, "\n".join(lines))
    except ValueError:
        return
    _playable(state)


@_SETTINGS
@given(data=st.data())
def test_any_field_value_in_json_is_a_playable_position_or_a_value_error_gen5(data):
    """The same for the JSON form: any field of a dealt position given any JSON value."""
    game = data.draw(st.sampled_from(_GAMES))
    position = to_json(new_game(game, PLAYERS.get(game, 3), seed=data.draw(st.integers(0, 3))))
    for _ in range(data.draw(st.integers(1, 3))):
        position[data.draw(st.sampled_from(_FIELDS[game]))] = data.draw(_VALUE)
    try:
        state = from_position(game, position)
    except ValueError:
        return
    _playable(state)
