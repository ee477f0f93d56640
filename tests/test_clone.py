"""``clone`` gives a copy that shares nothing mutable with the original (DESIGN.md's contract).

For every game, mid-deal states of every table size are cloned; then every field of the clone
— each slot of its class and each attribute of its instance dict, found by looking, not from a
list kept by hand — that holds a container (a list, a dict, a set, a bytearray, and the
containers inside them) is mutated in place, and the original must read exactly as before.
A field added to a state and forgotten by its ``clone`` is shared between the copies and fails
here.  What a deal keeps read-only by contract may be shared (``SHARED``).
"""

from __future__ import annotations

import copy
import random

import pytest

from cardtable.engine import games, new_game

# Read-only by contract: the deal's options and rigged deck, the order its cards were dealt in,
# its opening events, the texts of a determinized world's real history.  Nothing else may be
# shared.
SHARED = {"options", "rigged_deck", "_deal_order", "initial_events", "_initial_events", "_initial",
          "history_prefix"}
CONTAINERS = (list, dict, set, bytearray)


def _field_names(st) -> list[str]:
    names = {n for cls in type(st).__mro__ for n in getattr(cls, "__slots__", ()) if n != "__dict__"}
    names.update(getattr(st, "__dict__", {}))
    return sorted(n for n in names if n not in SHARED and hasattr(st, n))


def _mutate(value, depth: int = 0) -> None:
    """Change ``value`` in place, and the containers inside it."""
    if depth < 2:
        inner = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        for x in list(inner):
            if isinstance(x, CONTAINERS):
                _mutate(x, depth + 1)
    if isinstance(value, list):
        value.append(object())
    elif isinstance(value, dict):
        value[object()] = object()
    elif isinstance(value, set):
        value.add(object())
    else:
        value.append(7)


def _state_of(x, depth: int = 0):
    """``x`` as plain data to compare: containers item by item, other objects field by field."""
    if depth > 6 or x is None or isinstance(x, (bool, int, float, str, bytes, frozenset)):
        return x
    if isinstance(x, (list, tuple)):
        return [_state_of(v, depth + 1) for v in x]
    if isinstance(x, dict):
        return {k: _state_of(v, depth + 1) for k, v in x.items()}
    if isinstance(x, (set, bytearray)):
        return sorted(x, key=repr)
    names = [n for c in type(x).__mro__ for n in getattr(c, "__slots__", ()) if hasattr(x, n)]
    names += list(getattr(x, "__dict__", {}))
    return (type(x).__name__, {n: _state_of(getattr(x, n), depth + 1) for n in names})


def _mid_deal(game: str, players: int, seed: int):
    rng = random.Random(seed)
    st = new_game(game, players, seed=seed)
    for _ in range(rng.randrange(5, 60)):
        legal = st.legal_actions()
        if not legal:
            break
        st.apply(legal[rng.randrange(len(legal))])
    return st


def _cases():
    for info in games():
        for n in sorted({info.min_players, info.max_players}):
            yield pytest.param(info.id, n, id=f"{info.id}-{n}p")


@pytest.mark.parametrize("game,players", list(_cases()))
def test_a_mutated_clone_leaves_the_original_as_it_was(game, players):
    for seed in range(4):
        st = _mid_deal(game, players, seed)
        legal = st.legal_actions()
        position = None if st.is_over else st.to_position()  # (builds what a state builds lazily)
        before = {n: _state_of(copy.deepcopy(getattr(st, n))) for n in _field_names(st)}
        twin = st.clone()
        mutated = []
        for name in _field_names(twin):
            value = getattr(twin, name)
            if isinstance(value, CONTAINERS):
                _mutate(value)
                mutated.append(name)
        assert mutated, "the state holds no containers?"
        after = {n: _state_of(getattr(st, n)) for n in before}
        for n in before:
            assert after[n] == before[n], f"{game}: clone shares field {n!r} with the original"
        assert st.legal_actions() == legal
        assert position is None or st.to_position() == position
