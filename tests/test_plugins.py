"""One plugin per game (cardtable/plugins): the registry finds every game's entry, every name
an entry gives resolves to the part it says, and a game that exists only in this test (its
engine, AI, table, strings, rules text and plugin written to a temporary folder) shows up in
the game list, the AI, the statistics, the rules, the saves' checks and on the table without
a line of shared code changed.  The last tests check that shared code names no game."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

import cardtable
from cardtable import engine, plugins
from cardtable.match.stats import COUNTERS, Row, Stats

ROOT = Path(cardtable.__file__).parent


def test_the_registry_finds_a_plugin_for_every_game():
    assert {p.id for p in plugins.plugins()} == {g.id for g in engine.games()}
    for info in engine.games():
        assert plugins.plugin(info.id).id == info.id
    assert plugins.plugin("no_such_game") is None


def test_plugins_load_nothing_but_themselves():
    """Any layer may read an entry: listing them imports no engine, AI, UI or pygame."""
    code = ("import sys\nfrom cardtable import plugins\nplugins.plugins()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('cardtable.', 'pygame'))"
            " and not m.startswith('cardtable.plugins')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("entry", plugins.plugins(), ids=lambda p: p.id)
def test_every_dotted_name_resolves_to_its_part(entry):
    from cardtable.ui.tables.base import TableView

    engine_module = plugins.load(entry.engine)
    assert entry.id in {g.id for g in engine.games()} and engine_module.__name__.startswith("cardtable.engine.")
    ai = plugins.load(entry.ai)
    assert callable(ai.choose)
    assert issubclass(plugins.load(entry.table), TableView)
    for name in entry.strings:
        module = plugins.load(name)
        assert module.EN and module.RU and isinstance(module.EN, dict)   # parity: test_ui_i18n
    rules = plugins.load(entry.rules)
    assert rules.TITLE["en"] and rules.TITLE["ru"] and rules.EN and rules.RU
    assert any(rule.startswith(entry.rule_prefix + "-") for rule in rules.RULE_SECTION)
    count = plugins.load(entry.count_cards)
    info = engine.game_info(entry.id)
    totals = {count(engine.new_game(entry.id, n, seed=s).view(p))
              for n in (info.min_players, info.max_players) for s in (1, 2) for p in (0, n - 1)}
    assert len(totals) == 1 and totals.pop() > 0     # the whole deck, whoever counts


@pytest.mark.parametrize("entry", plugins.plugins(), ids=lambda p: p.id)
def test_every_declaration_means_something(entry):
    from cardtable.ui import i18n

    row_fields = {f for f in Row.__dataclass_fields__} | {"average_score"}
    own = {c.name for c in entry.counters}
    for key, field_name in entry.stats_columns:
        assert i18n.has(key) and field_name in row_fields | own, (key, field_name)
    assert i18n.has(entry.loss_word)
    for c in entry.counters:
        seat_notes = {note for note, kind in entry.result_notes if kind == "seat"}
        assert c.name not in COUNTERS and c.seats in ("losers", "winners", "all", *seat_notes)
        assert c.at_most in COUNTERS + tuple(own)
    assert all(kind in plugins.NOTE_KINDS for _, kind in entry.result_notes)
    info = engine.game_info(entry.id)
    assert all(info.min_players <= n <= info.max_players for n in entry.bench_players)
    info.resolve_options(info.min_players, dict(entry.test_options))


def test_declarations_do_not_clash_between_games():
    prefixes = [p.rule_prefix for p in plugins.plugins()]
    assert len(prefixes) == len(set(prefixes)) and all(prefixes)
    kinds: dict[str, str] = {}
    for entry in plugins.plugins():
        for note, kind in entry.result_notes:
            assert kinds.setdefault(note, kind) == kind, note


# -- a game that is not in the program ------------------------------------------------------

FAKE_PARTS = '''
"""Every part of a toy game, as a game's folder, AI, table and texts would hold them."""
from cardtable import engine
from cardtable.engine import GameInfo, Result
from cardtable.ui.tables.base import TableView
from test_ai_generic import WarState, war_determinize


class ToyState(WarState):
    game_id = "toy_fake"

    @property
    def result(self):
        r = super().result
        if r is None:
            return None
        return Result(order=r.order, losers=r.losers, draw=r.draw, winners=r.order[:1],
                      notes={"toy_star": bool(r.losers), "toy_seat": r.order[0] if r.order else None})

    def clone(self):
        s = super().clone()
        s.__class__ = ToyState
        return s


def determinize(view, rng):
    s = war_determinize(view, rng)
    s.__class__ = ToyState
    return s


engine.register(GameInfo("toy_fake", "Toy", "Игрушка", 2, 2, (),
                         lambda n, seed, o, d: ToyState(n, seed, o, d), determinize))

# -- its AI
CHOSEN = []


def choose(view, legal, rng, level="normal"):
    CHOSEN.append(view.game)
    return max(legal, key=lambda a: a.cards)


# -- its table
class ToyTable(TableView):
    pass


# -- its strings
EN = {"toy.lost": "Toy-lost", "toy.stars": "Stars"}
RU = {"toy.lost": "Проиграл-игрушку", "toy.stars": "Звёзды"}

# -- its rules text
TITLE = {"en": "Toy rules", "ru": "Правила игрушки"}
EN_RULES = [("basics", "Basics", "Higher card wins the trick.")]
SECTION_RULES = {"basics": ("TOY-1",)}
RULE_SECTION = {"TOY-1": "basics"}
OPTION_SECTION = {}


def count_cards(view):
    return sum(view.hand_sizes) + len(view.played)
'''

FAKE_RULES = '''
from toy_fake_parts import OPTION_SECTION, RULE_SECTION, SECTION_RULES, TITLE  # noqa: F401
from toy_fake_parts import EN_RULES as EN
RU = [("basics", "Основы", "Старшая карта берёт взятку.")]
'''

FAKE_PLUGIN = '''
from cardtable.plugins import Counter, Plugin

PLUGIN = Plugin(
    id="toy_fake",
    engine="toy_fake_parts",
    ai="toy_fake_parts",
    table="toy_fake_parts:ToyTable",
    strings=("toy_fake_parts",),
    rules="toy_fake_rules",
    rule_prefix="TOY",
    loss_word="toy.lost",
    stats_columns=(("toy.stars", "toy_stars"), ("stats.draws", "draws")),
    counters=(Counter("toy_stars", note="toy_star", seats="winners", at_most="wins"),),
    result_notes=(("toy_seat", "seat"), ("toy_star", "flag")),
    bench_players=(2,),
    count_cards="toy_fake_parts:count_cards",
)
'''


@pytest.fixture
def toy_game(tmp_path, monkeypatch):
    """Writes the toy game's files to a temporary folder — its parts on the import path and
    its plugin module in a second folder of the plugins package — and forgets it afterwards."""
    from cardtable.ai import base
    from cardtable.ui import i18n

    parts = tmp_path / "parts"
    more_plugins = tmp_path / "plugins"
    parts.mkdir()
    more_plugins.mkdir()
    (parts / "toy_fake_parts.py").write_text(textwrap.dedent(FAKE_PARTS), encoding="utf-8")
    (parts / "toy_fake_rules.py").write_text(textwrap.dedent(FAKE_RULES), encoding="utf-8")
    (more_plugins / "toy_fake.py").write_text(textwrap.dedent(FAKE_PLUGIN), encoding="utf-8")
    monkeypatch.syspath_prepend(str(parts))
    monkeypatch.setattr(plugins, "__path__", [*plugins.__path__, str(more_plugins)])
    monkeypatch.setattr(plugins, "_REGISTRY", {})
    monkeypatch.setattr(plugins, "_discovered", False)
    i18n.reload()
    import toy_fake_parts  # noqa: F401  the engine registers its games when imported (engine discovery)
    yield "toy_fake"
    engine._REGISTRY.pop("toy_fake", None)
    base._HEURISTICS.pop("toy_fake", None)
    for name in ("toy_fake_parts", "toy_fake_rules", "cardtable.plugins.toy_fake"):
        sys.modules.pop(name, None)
    monkeypatch.undo()
    i18n.reload()


def test_a_new_game_needs_nothing_but_its_own_files(toy_game, tmp_path, monkeypatch):
    from cardtable import ai, app, bench
    from cardtable.match import Match, Seat, play_deal
    from cardtable.match.schema import SchemaError, check_result
    from cardtable.ui import i18n, rules_text
    from cardtable.ui.scenes.statistics import columns
    from cardtable.ui.tables import table_class

    parts = sys.modules["toy_fake_parts"]
    entry = plugins.plugin(toy_game)
    assert entry is not None and entry.engine == "toy_fake_parts"        # found, not listed
    assert toy_game in [p.id for p in plugins.plugins()]
    assert toy_game in [g.id for g in engine.games()]
    assert "toy_fake" in app.build_parser().format_help()
    assert bench.player_counts(toy_game) == (2,)

    # its AI plays Easy and Normal; Hard searches with it
    match = Match(toy_game, [Seat("Anna", "ai", "normal"), Seat("Boris", "ai", "hard")], {}, seed=3)
    result = play_deal(match)
    assert parts.CHOSEN and set(parts.CHOSEN) == {"toy_fake"}
    assert ai.heuristic_module(toy_game) is parts

    # its statistics: its counter, columns and loss word; the file keeps them
    stats = Stats()
    stats.record_deal(toy_game, ["Anna", "Boris"], result)
    stats.record_match(toy_game, ["Anna", "Boris"], result.winners)
    winner = match.seats[result.winners[0]].name
    rows = {r.name: r for r in stats.rows(toy_game)}
    assert rows[winner].value("toy_stars") == rows[winner].toy_stars == 1
    assert sum(r.value("toy_stars") for r in rows.values()) == 1
    again, bad = Stats.from_json(stats.to_json())
    assert bad == [] and again.games == stats.games
    assert again.games[toy_game][winner]["toy_stars"] == 1
    broken = stats.to_json()
    broken["games"][toy_game][winner]["toy_stars"] = 2       # more stars than wins
    assert Stats.from_json(broken)[1] == [f"{toy_game}/{winner!r}"]
    for lang, loss, stars in (("en", "Toy-lost", "Stars"), ("ru", "Проиграл-игрушку", "Звёзды")):
        i18n.set_language(lang)
        heads = [h for h, _ in columns(toy_game)]
        assert heads[2] == loss and heads[3] == stars
        assert [fn(rows[winner]) for _, fn in columns(toy_game)][3] == "1"
    i18n.set_language("en")

    # its result notes are checked in saves like any game's
    data = result.to_dict()
    assert check_result(data, 2) is data
    with pytest.raises(SchemaError):
        check_result(dict(data, notes={"toy_seat": 5}), 2)

    # its rules text: listed, looked up by its rule ids' prefix
    assert toy_game in rules_text.game_ids()
    assert rules_text.title(toy_game, "ru") == "Правила игрушки"
    assert rules_text.section_for_rule("TOY-1") == (toy_game, "basics")
    assert rules_text.section_for_rule("TOY-1", "durak") == (toy_game, "basics")
    assert table_class(toy_game) is parts.ToyTable


def test_the_new_game_on_screen(toy_game, tmp_path, monkeypatch):
    """The toy game in the statistics and rules screens and played on its own table."""
    from cardtable.match import Match, Seat
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.rules import RulesScene
    from cardtable.ui.scenes.statistics import StatisticsScene
    from cardtable.ui.scenes.table import TableScene

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    parts = sys.modules["toy_fake_parts"]
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant", "autoplay": True})
    try:
        match = Match(toy_game, [Seat("Anna", "ai", "normal"), Seat("Boris", "ai", "normal")], {}, seed=2)
        scene = TableScene(app, match, autoplay=True)
        app.reset(scene)
        assert isinstance(scene.table, parts.ToyTable)
        while not match.deal_over and app.frames < 3000:
            app.step()
        assert match.deal_over
        stats = app.push(StatisticsScene(app, toy_game))
        app.step()
        assert toy_game in stats.games and stats.game == toy_game
        assert any(b.key == f"game-{toy_game}" for b in stats.tabs)
        rules = app.push(RulesScene(app, toy_game))
        app.step()
        assert rules.game == toy_game and toy_game in rules.games
    finally:
        pygame.quit()


# -- shared code names no game ---------------------------------------------------------------

def _own_modules() -> set[Path]:
    """The games' own files: their engine packages, the modules their plugins name, modules
    named after a game or its engine family (``durak_playout``, ``pirate_faces`` …) in the AI
    and table packages, and the plugins."""
    own: set[Path] = set((ROOT / "plugins").glob("*.py"))
    # the engine's registry lists its family packages until it finds them itself (issue 16 part 1)
    own.add(ROOT / "engine" / "__init__.py")
    for entry in plugins.plugins():
        family = entry.engine.rsplit(".", 1)[-1]
        own |= set((ROOT / "engine" / family).rglob("*.py"))
        for name in entry.dotted_names().values():
            path = ROOT.parent / (name.partition(":")[0].replace(".", "/") + ".py")
            own.add(path)
        for folder in ("ai", "ui/tables", "ui/strings", "ui/rules_text"):
            for path in (ROOT / folder).glob("*.py"):
                if path.stem.startswith((entry.id, family, f"heuristic_{entry.id}")):
                    own.add(path)
    return own


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def test_shared_code_holds_no_game_id_and_imports_no_game():
    """Outside the games' own modules no string constant is a game id (or starts a key
    with one) and no import reaches into a game's modules (DESIGN.md: a new game is its
    own files and nothing else)."""
    own = _own_modules()
    ids = {p.id for p in plugins.plugins()}
    own_modules = {str(p.relative_to(ROOT.parent).with_suffix("")).replace("/", ".") for p in own}
    own_modules |= {f"cardtable.engine.{p.engine.rsplit('.', 1)[-1]}" for p in plugins.plugins()}
    problems = []
    for path in sorted(ROOT.rglob("*.py")):
        if path in own:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        where = path.relative_to(ROOT.parent)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                words = node.value.replace(".", " ").replace("-", " ").split()
                if node.value in ids or (words and words[0] in ids and len(words) > 1 and "." in node.value):
                    problems.append(f"{where}:{node.lineno}: {node.value!r}")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                for name in names:
                    if any(name == m or name.startswith(m + ".") for m in own_modules):
                        problems.append(f"{where}:{node.lineno}: imports {name}")
    assert not problems, "\n".join(problems)
