"""Every bad input to the engine's public API is refused with ``IllegalAction`` or
``ValueError`` — never another exception, never an answer — and leaves the deal unchanged
(GEN-3). Games come from ``engine.games()``, each at its smallest and largest table.

The public API attacked here: ``apply``, ``parse_action``, ``legal_actions``, ``view``,
``public_history``, ``new_game``, ``from_position`` and ``replay``."""

from __future__ import annotations

import json
import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import Action, IllegalAction, RecordError, from_position, games, new_game, replay

REFUSED = (IllegalAction, ValueError)
TABLES = [(i.id, n) for i in games() for n in sorted({i.min_players, i.max_players})]
IDS = [f"{g}-{n}" for g, n in TABLES]

NOT_TEXT = [None, 5, 1.0, True, b"0:pass", bytearray(b"0:take"), ["0:pass"], {"player": 0}, object(),
            ("0:pass",)]
BAD_TEXT = ["", " ", ":", "0:", "x" * 100_000, "\ud800", "0:\x00", "-1:pass", "99:pass",
            "0:play 200000000x8", "0:play 99999999999999999999x8", "0:play 1e9", "0:play 2x" * 60,
            "1" * 5000 + ":pass", "True:pass", "0.0:pass"]
NOT_SEATS = [-1, True, False, 1.0, "0", None, 10**20, [0]]


def _deal(game: str, n: int, steps: int = 7):
    """A deal a few random moves in, so every phase's code is reached in some game."""
    state = new_game(game, n, seed=3)
    rng = random.Random(n)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _snap(state) -> tuple:
    return json.dumps(state.to_record(), sort_keys=True), state.to_act, state.is_over


def _refused(call) -> None:
    with pytest.raises(REFUSED):
        call()


@pytest.mark.parametrize("game,n", TABLES, ids=IDS)
def test_bad_actions_are_refused_and_change_nothing_gen3(game, n):
    state = _deal(game, n)
    before = _snap(state)
    for thing in NOT_TEXT + BAD_TEXT:
        _refused(lambda t=thing: state.apply(t))
        _refused(lambda t=thing: state.parse_action(t))
    kinds = ["play", "attack", "pass", "take", "draw", "cover", None, 5, "x" * 50]
    cards = [None, 5, "6s", (None,), (10**9,), (-1,), [1, 2], (True,), (1.0,), tuple(range(200))]
    for kind in kinds:
        for cs in cards:
            _refused(lambda k=kind, c=cs: state.apply(Action(0, k, c)))
    for seat in NOT_SEATS + [n]:
        _refused(lambda s=seat: state.apply(Action(s, "pass")))
    assert _snap(state) == before


@pytest.mark.parametrize("game,n", TABLES, ids=IDS)
def test_only_seats_are_answered_gen2_gen3(game, n):
    """``legal_actions``, ``view`` and ``public_history`` of no seat (a bool is not seat 1,
    -1 is not the last seat) are refused; real seats are answered."""
    state = _deal(game, n)
    for seat in NOT_SEATS + [n]:
        if seat is not None:   # legal_actions(None) means "the player to act"
            _refused(lambda s=seat: state.legal_actions(s))
        _refused(lambda s=seat: state.view(s))
        _refused(lambda s=seat: state.public_history(s))
    for p in range(n):
        assert state.view(p).player == p
        assert bool(state.legal_actions(p)) == (p in state.actors())
    assert state.legal_actions(state.to_act) == state.legal_actions()


def test_a_count_in_a_record_sizes_nothing_gen3():
    """Donkey's "play 200000000x8" (a set of 200 million eights) is refused at once instead of
    building the list (issue: a record as a memory bomb); so is every other count."""
    state = new_game("donkey", 4, seed=1)
    start = time.process_time()
    for text in ("0:play 200000000x8", "0:play 1000000000x8", "0:play 65x8", "0:play 13x8+60x9",
                 "0:play 0x8", "0:play 08x8"):
        with pytest.raises(REFUSED):
            state.parse_action(text)
        with pytest.raises(IllegalAction):
            state.apply(text)
    assert time.process_time() - start < 1.0   # generous: the bomb took 20 s and 1.6 GB
    record = dict(state.to_record(), actions=["0:play 200000000x8"])
    with pytest.raises(RecordError):
        replay(record)


@pytest.mark.parametrize("game,n", TABLES, ids=IDS)
def test_bad_deals_records_and_positions_are_value_errors_gen1(game, n):
    for seed in ["x", 1.5, True, [1], {"s": 1}, 10**100]:
        _refused(lambda s=seed: new_game(game, n, seed=s))
    for players in [0, 1, 100, True, "2", 2.0, -1, None]:
        _refused(lambda p=players: new_game(game, p, seed=1))
    for opts in [{"no such option": 1}, {"dealer": n}, {"first": -1}, {"dealer": True}, [1], "x", 5]:
        _refused(lambda o=opts: new_game(game, n, seed=1, options=o))
    for text in ["", "x", "{}", "[]", "null", "1", '{"game": 5}', "\x00" * 10, "9" * 10_000,
                 json.dumps({"game": game, "players": n})]:
        _refused(lambda t=text: from_position(game, t))
    record = _deal(game, n).to_record()
    mutants = [None, 5, "x", [], {}, dict(record, actions=None), dict(record, actions=[5]),
               dict(record, actions=["0:\x00"]), dict(record, seed="x"), dict(record, players=True),
               dict(record, deck=[True] * 200), dict(record, options=None), dict(record, options=[]),
               dict(record, version=True), dict(record, version=1.0), dict(record, game="nope"),
               {k: v for k, v in record.items() if k != "actions"}]
    for bad in mutants:
        with pytest.raises(RecordError):
            replay(bad)


@pytest.mark.parametrize("game,n", TABLES, ids=IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_text_or_value_is_an_action_or_a_refusal_gen3(game, n, data):
    """Hypothesis: any text (mutations of this deal's own notation and random unicode) or
    any JSON-like value either is a legal action or is refused, the deal unchanged."""
    state = _deal(game, n)
    legal = [str(a) for a in state.legal_actions()]
    texts = st.one_of(
        st.text(max_size=40),
        st.sampled_from(legal).flatmap(lambda a: st.integers(0, len(a)).map(lambda i: a[:i])),
        st.sampled_from(legal).flatmap(lambda a: st.text(max_size=8).map(lambda t: a + t)),
        st.builds(lambda p, rest: f"{p}:{rest}", st.integers(-10**30, 10**30),
                  st.sampled_from(legal).map(lambda a: a.split(":", 1)[1])),
    )
    values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                              st.text(max_size=3), inner, max_size=3), max_leaves=6)
    attempt = data.draw(st.one_of(texts, values))
    before = _snap(state)
    if isinstance(attempt, str) and attempt in legal:
        return
    try:
        state.apply(attempt)
    except IllegalAction:
        assert _snap(state) == before
        return
    # accepted: only a legal action's other spelling (Donkey reads a set by its values) or
    # Pirate Party's misplay penalty may get here
    assert str(state.history[-1]) in legal or state.history[-1].kind == "misplay", attempt


GARBAGE = [None, True, 1.5, -1, 10**20, "x" * 50, "", b"6s", [0], {"a": 1}, (None,), (True,),
           (1.5,), (10**20,), (-1,), tuple(range(200)), object()]


@pytest.mark.parametrize("game,n", TABLES, ids=IDS)
def test_a_legal_action_with_a_field_garbled_is_refused_gen3(game, n):
    """Each legal action of the seat to act, with one field (player, kind, cards or arg)
    replaced by a value of a wrong type or range, is refused, the deal unchanged: the base's
    coerce checks every field's type, not only the text path."""
    for steps in (0, 7, 15):
        state = _deal(game, n, steps)
        if state.is_over:
            continue
        before = _snap(state)
        legal = state.legal_actions()
        for a in legal[:12]:
            for bad in GARBAGE:
                for field in ("player", "kind", "cards", "arg"):
                    if field == "arg" and bad is None:
                        continue   # None is a real arg: "nothing more"
                    fields = {"player": a.player, "kind": a.kind, "cards": a.cards, "arg": a.arg}
                    fields[field] = bad
                    attempt = Action(**fields)
                    try:
                        state.apply(attempt)
                    except REFUSED:
                        assert _snap(state) == before, attempt
                        continue
                    raise AssertionError(f"{game}/{n}: {attempt!r} was accepted")


def test_every_count_option_is_bounded():
    """Every whole-number option of every game has a smallest and a largest value, and one
    past either end is refused (a save or a command line cannot ask for 10**100 deals)."""
    for info in games():
        for o in info.options:
            if o.type != "int":
                continue
            assert o.min is not None and o.max is not None, (info.id, o.name)
            for v in (o.min - 1, o.max + 1, 10**100):
                _refused(lambda v=v, o=o, i=info: new_game(i.id, i.max_players, seed=1,
                                                           options={o.name: v}))
