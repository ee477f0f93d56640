"""Durak's action argument has one declared shape per kind (actions.DurakArg; issue 33).

A cover's ``arg`` is always the pair (attack card, named suit) — the suit None unless the cover
is a Witch durak enchanted eight (WIT-8); it once was a bare card for a plain cover and a pair
for a named eight.  An attack, throw-in or transfer carries the eight's named suit or None;
the other kinds None.  The notation is unchanged, and a bare attack card given from outside
(a table's drop, an outside program's action) is read as the plain cover it means.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine import Action, new_game
from cardtable.engine.durak.actions import DurakAction, parse_action


def _check_arg(a: DurakAction) -> None:
    if a.kind == "cover":
        assert type(a.arg) is tuple and len(a.arg) == 2, a
        attack, name = a.arg
        assert type(attack) is int and 0 <= attack < 36, a
        assert name is None or (type(name) is int and 0 <= name < 4), a
        assert a.covering == a.arg and a.named == name
    elif a.kind in ("attack", "throw", "transfer"):
        assert a.arg is None or (type(a.arg) is int and 0 <= a.arg < 4), a
        assert a.named == a.arg
    else:
        assert a.arg is None, a
    assert parse_action(str(a)) == a   # the notation reads back to the same value


@pytest.mark.parametrize("game,options", [
    ("durak", {}), ("durak", {"variant": "transfer"}),
    ("witch_durak", {}), ("witch_durak", {"enchanted_ranks": "all"}),
])
def test_every_listed_action_has_its_kinds_arg_DUR_6_WIT_8(game, options):
    """DUR-6, WIT-8: every action listed in random deals has the argument its kind declares."""
    covers = named = 0
    for seed in range(12):
        rng = random.Random(seed)
        st = new_game(game, 3, seed=seed, options=options)
        while not st.is_over:
            for p in range(3):
                for a in st.legal_actions(p):
                    _check_arg(a)
                    covers += a.kind == "cover"
                    named += a.kind == "cover" and a.arg[1] is not None
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        for a in st.history:
            _check_arg(a)
    assert covers > 100
    if game == "witch_durak" and options:
        assert named > 0   # enchanted eights named as covers were listed too


def test_cover_text_and_values_DUR_6_WIT_8():
    """The notation is unchanged; both covers carry a pair."""
    plain = parse_action("1:cover 7s/6s")
    assert plain == DurakAction(1, "cover", (4,), (0, None)) and str(plain) == "1:cover 7♠/6♠"
    eight = parse_action("1:cover 8♠/7♥ =♥")
    assert eight == DurakAction(1, "cover", (8,), (5, 1)) and str(eight) == "1:cover 8♠/7♥ =♥"


def test_a_bare_attack_card_from_outside_is_the_plain_cover_DUR_6():
    """A cover given with the attack card alone (as a table's drop once built it) is applied as
    the listed cover, (card, None)."""
    for seed in range(100):   # the first seeded deal whose first lead can be covered
        st = new_game("durak", 2, seed=seed)
        lead = st.legal_actions()[0]
        st.apply(lead)
        cover = next((a for a in st.legal_actions() if a.kind == "cover"), None)
        if cover is not None:
            break
    assert cover is not None
    attack, _name = cover.arg
    twin = new_game("durak", 2, seed=seed)
    twin.apply(lead)
    twin.apply(Action(cover.player, "cover", cover.cards, attack))
    st.apply(cover)
    assert twin.history == st.history and twin.history[-1].arg == (attack, None)
    assert twin.to_position() == st.to_position()
