"""Views as data and as typed values (GEN-2, issue 33): every game's view is written out by
``to_dict`` and read back by its class's ``from_dict`` into the same typed view (what a
network seat's table reads), a malformed one is refused; and inside the program a view is
read by its attributes only — the mapping protocol (``view["hand"]``) answers code outside
the ``cardtable`` package, and raises in a ``cardtable`` module while tests run."""

from __future__ import annotations

import ast
import json
import pathlib
import random
from dataclasses import replace

import pytest

from cardtable import engine
from cardtable.engine.durak.view import DurakView
from cardtable.engine.view import STRICT_ENV, View, ViewReadError


def views_of_a_deal(game_id: str, players: int, seed: int):
    """Seat 0's and the last seat's views at every step of a random deal, to its end."""
    st = engine.new_game(game_id, players, seed=seed)
    rng = random.Random(seed)
    while True:
        yield st.view(0)
        yield st.view(players - 1)
        if st.is_over:
            return
        st.apply(rng.choice(st.legal_actions()))


TABLES = [(g.id, n) for g in engine.games() for n in sorted({g.min_players, g.max_players})]


@pytest.mark.parametrize("game_id,players", TABLES, ids=[f"{g}-{n}p" for g, n in TABLES])
def test_every_view_reads_back_from_its_data_GEN_2(game_id, players):
    """``from_dict(to_dict())`` is the same view, field for field (the result and the public
    history included), through JSON text too, from the first move to the end of the deal."""
    checked = over = 0
    for seed in (1, 2):
        for view in views_of_a_deal(game_id, players, seed):
            assert type(view).from_dict(view.to_dict()) == view, (game_id, players, checked)
            data = json.loads(json.dumps(view.to_dict()))
            back = type(view).from_dict(data)
            assert type(back) is type(view)
            assert back.to_dict() == data
            # (JSON has no tuples: an option's set of ranks comes back as a list)
            assert replace(back, options=view.options) == view, (game_id, players, checked)
            assert list(back.history) == list(view.history)
            assert back.result == view.result
            checked += 1
            over += view.is_over
    assert checked > 20 and over >= 2


@pytest.mark.parametrize("game_id,players", TABLES, ids=[f"{g}-{n}p" for g, n in TABLES])
def test_a_world_dealt_from_a_view_read_from_json_is_that_table_and_clones_GEN_2(game_id, players):
    """What a network seat's AI and a network deal's replay do with a view from JSON: deal a
    world from it (``determinize``) — the seat sees in it exactly the view it was sent (an
    ended deal's revealed hands too: Who's the Donkey?'s final hands, Strong Witchcraft's
    loser's cards) — and copy it (``clone``,
    the search's first step). Witch durak's world once kept the JSON list of enchanted ranks in
    its options, and its clone failed: Hard at a network seat at four players stopped at its
    first decision."""
    from cardtable.ai import HeuristicAgent

    normal, checked = HeuristicAgent(game_id, "normal"), 0
    for seed in (1, 2):    # deals as Normal plays them: a random one seldom ends with cards hidden
        st = engine.new_game(game_id, players, seed=seed)
        rng = random.Random(seed)
        while True:
            for view in [st.view(p) for p in range(players)]:
                data = json.loads(json.dumps(view.to_dict()))
                world = engine.determinize(type(view).from_dict(data), random.Random(checked))
                assert world.view(view.player).to_dict() == view.to_dict(), (game_id, players, checked)
                assert world.clone().view(view.player).to_dict() == view.to_dict()
                assert all(type(v) is not list for v in world.options.values())
                checked += 1
            if st.is_over:
                break
            p = st.to_act
            st.apply(normal.choose(st.view(p), st.legal_actions(p), rng))
    assert checked > 20


def test_hard_decides_on_a_four_player_witch_durak_view_read_from_json():
    """The network seat's Hard (``cardtable.net.bot --level hard``) at four players of Witch
    durak, the table it was sent read from JSON: a legal move, not an AttributeError."""
    from cardtable.ai import make_agent

    st = engine.new_game("witch_durak", 4, seed=1)
    p = st.to_act
    view = engine.view_type("witch_durak", 4).from_dict(json.loads(json.dumps(st.view(p).to_dict())))
    move = make_agent("hard", "witch_durak").play(view, st.legal_actions(p), random.Random(0), 0.05)
    assert move in st.legal_actions(p)


def a_durak_view() -> DurakView:
    st = engine.new_game("durak", 3, seed=4)
    st.apply(st.legal_actions()[0])
    view = st.view(1)
    assert isinstance(view, DurakView)
    return view


@pytest.mark.parametrize("change,words", [
    (lambda d: d.pop("hand"), "missing ['hand']"),
    (lambda d: d.update(secret=[1, 2]), "unknown ['secret']"),
    (lambda d: d.update(hand="6♠"), "hand = '6♠'"),
    (lambda d: d.update(hand=[1, "x"]), "hand"),
    (lambda d: d.update(player=True), "player = True"),      # a bool is no seat
    (lambda d: d.update(stock_size=None), "stock_size = None"),
    (lambda d: d.update(history=[1]), "history = [1]"),
    (lambda d: d.update(result={"order": [0]}), "result"),
    (lambda d: d.update(discard_size=9), "contradict"),       # len(discarded) is 0
    (lambda d: d.update(table=[[3, None], "x"]), "table"),
])
def test_a_malformed_view_is_refused_with_its_reason(change, words):
    data = a_durak_view().to_dict()
    change(data)
    with pytest.raises(ValueError) as exc:
        DurakView.from_dict(data)
    assert words in str(exc.value)


def test_a_view_is_a_json_object():
    for data in (None, [], "view", a_durak_view()):
        with pytest.raises(ValueError, match="is a JSON object"):
            DurakView.from_dict(data)


def test_the_network_seat_reads_a_typed_view_of_its_own_game():
    """A state message's view becomes the game's typed view, read by attributes as at a
    local table; a view of another game or table size is refused."""
    from cardtable.net.bot import read_table
    view = a_durak_view()
    got, legal = read_table("durak", 3, view.to_dict(), [])
    assert isinstance(got, DurakView) and got == view and legal == []
    assert got.trump_card == view.trump_card and got.hand == view.hand
    with pytest.raises(ValueError):
        read_table("durak", 4, view.to_dict(), [])
    with pytest.raises(ValueError):
        read_table("witch_durak", 3, view.to_dict(), [])


# -- the mapping protocol: for outside code only ------------------------------------------
def read_as(module: str, code: str, view: View):
    """Run ``code`` (an expression over ``view``) as if written in module ``module``."""
    return eval(compile(code, f"<{module}>", "eval"), {"__name__": module, "view": view})


DICT_READS = ['view["hand"]', 'view.get("hand")', '"hand" in view', "view.keys()", "view.items()",
              "view.values()", "dict(view)", "list(view)", "len(view)"]


@pytest.mark.parametrize("code", DICT_READS)
def test_a_dict_read_inside_cardtable_fails_while_tests_run(code):
    """Issue 33: code of the cardtable package reads a view's attributes; reading it as a
    dict from a cardtable module raises (the test run sets CARDTABLE_STRICT_VIEWS)."""
    view = a_durak_view()
    with pytest.raises(ViewReadError, match="cardtable.ui.tables.probe reads a view as a dict"):
        read_as("cardtable.ui.tables.probe", code, view)
    with pytest.raises(ViewReadError):
        read_as("cardtable", code, view)


def test_a_view_is_true_without_a_dict_read():
    """``if view:`` in the package is no dict read (it never asks the old keys' count)."""
    assert read_as("cardtable.ui.tables.probe", "bool(view) and not (not view)", a_durak_view())


@pytest.mark.parametrize("code", DICT_READS)
def test_outside_code_still_reads_a_view_as_a_dict(code):
    """The engine contract's plain data: a check outside the package reads the old keys."""
    view = a_durak_view()
    assert read_as("outside_check", code, view) is not None
    assert read_as("cardtable_fan_club", code, view) is not None   # not the package
    assert read_as("outside_check", 'view["discard_size"]', view) == len(view.discarded)
    assert read_as("outside_check", "dict(view)", view) == view.to_dict()


def test_without_strict_views_the_package_may_still_read_a_dict(monkeypatch):
    """Only the test run is strict: a user's program keeps working if a dict read slipped in."""
    monkeypatch.delenv(STRICT_ENV)
    view = a_durak_view()
    assert read_as("cardtable.ui.tables.probe", 'view["hand"]', view) == view.hand


def test_the_engine_reads_its_views_by_attribute():
    """determinize and the engine's own checks take a typed view without a dict read (the
    strict run would raise), and still take a view's old dict."""
    view = a_durak_view()
    world = engine.determinize(view, random.Random(1))
    assert world.view(1) == replace(view, history=world.view(1).history)
    assert engine.determinize(view.to_dict(), random.Random(1)).view(1) == world.view(1)


VIEW_NAMES = {"view", "_view", "_shown_view", "alt_view", "current_view"}


def _names_a_view(node) -> bool:
    """``view``, ``self._view``, ``state.view(p)``, ``scene.current_view()`` …"""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Name):
        return node.id in VIEW_NAMES
    return isinstance(node, ast.Attribute) and node.attr in VIEW_NAMES


def dict_reads_of_views(root: pathlib.Path) -> list[str]:
    """Where the package's source reads something named a view as a dict: ``view["key"]``,
    ``view.get("key")``, ``"key" in view`` (a static look at the code the strict run cannot
    reach: paths no test takes)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.name == "view.py" and path.parent.name == "engine":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            hit = (isinstance(node, ast.Subscript) and _names_a_view(node.value)
                   and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str))
            hit = hit or (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                          and node.func.attr == "get" and _names_a_view(node.func.value))
            hit = hit or (isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn))
                                                                 for op in node.ops)
                          and any(_names_a_view(c) for c in node.comparators))
            if hit:
                found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_no_module_of_the_package_reads_a_view_as_a_dict():
    """Issue 33, statically: the program's code names no view key as a string."""
    import cardtable
    assert dict_reads_of_views(pathlib.Path(cardtable.__file__).parent) == []
