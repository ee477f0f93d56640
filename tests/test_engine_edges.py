"""Engine edges of issue 37, item 7: a view's result is the seat's own copy, ``determinize``
refuses every malformed view with ``ValueError`` (DESIGN: every bad input raises
IllegalAction or ValueError), and ``enchanted_ranks`` takes only names of ranks (WIT-1)."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import determinize, games, new_game


def _finished(game: str, players: int, seed: int = 3):
    state = new_game(game, players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_view_result_is_a_copy(game):
    """Changing a view's result (its lists, its notes) changes nothing in the state."""
    state = _finished(game, 3)
    before = state.result.to_dict()
    import copy
    before = copy.deepcopy(before)
    res = state.view(0).result
    assert res is not None and res is not state.result
    res.order.append(99)
    res.losers.append(99)
    res.winners.append(99)
    res.notes["x"] = 1
    for v in res.notes.values():
        if isinstance(v, list):
            v.append(99)
    assert state.result.to_dict() == before
    assert state.view(1).result.to_dict() == before


def _malformed(view: dict) -> list[dict]:
    """Views broken one field at a time: wrong types, wrong lengths, seats out of range."""
    out = []
    for key, value in view.items():
        if key in ("game", "history"):
            continue
        for bad in (None, 7, "x", [], [[1, 2, 3]], {"a": 1}, -1, 10**9):
            if bad == value:
                continue
            out.append({**view, key: bad})
        if isinstance(value, list) and value:
            out.append({**view, key: value[:-1]})
            out.append({**view, key: value + value})
    out.append({k: v for k, v in view.items() if k != "hand"})
    out.append({**view, "player": 5})
    out.append({**view, "players": 1})
    return out


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_determinize_refuses_malformed_views_with_value_error(game):
    """Only ValueError comes out of ``determinize`` for a broken view, never IndexError,
    TypeError, KeyError or AttributeError; a good view still gives a state."""
    state = new_game(game, 3, seed=5)
    rng = random.Random(1)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(state.to_act).to_dict()
    assert determinize(view, random.Random(0)).num_players == 3
    kinds = set()
    for bad in _malformed(view):
        try:
            determinize(bad, random.Random(0))
        except ValueError:
            pass
        except Exception as exc:     # noqa: BLE001 - what the test looks for
            kinds.add(f"{type(exc).__name__}: {exc}")
    assert not kinds, sorted(kinds)[:5]
    for junk in (None, 7, "durak", [], {}, {"game": 7}, {"game": "chess"}):
        with pytest.raises(ValueError):
            determinize(junk, random.Random(0))


@pytest.mark.parametrize("value", [{"a": 1}, {"6": True, "7": True}, [["6"]], [6, 7], 6, ("6", None)])
def test_enchanted_ranks_refuses_what_is_not_rank_names(value):
    """WIT-1: the enchanted ranks are a set of rank names; a mapping is not read as its keys."""
    with pytest.raises(ValueError):
        new_game("witch_durak", 2, seed=1, options={"enchanted_ranks": value})


def test_enchanted_ranks_still_take_names_presets_and_aliases():
    for value, ranks in (("6,7,11", {6, 7, 11}), (["game2"], {6, 7, 8, 9, 10}), (("a", "6"), {6, 14})):
        assert set(new_game("witch_durak", 2, seed=1, options={"enchanted_ranks": value}).enchanted) == ranks
