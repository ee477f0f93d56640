"""DESIGN.md layers: the engine, the AI and the match runner never load pygame, so an
all-AI match runs headless and the rules stay out of the UI."""

import ast
import pathlib
import re
import subprocess
import sys

import cardtable


def test_engine_ai_and_match_run_a_deal_without_pygame():
    code = (
        "import sys\n"
        "from cardtable import engine, ai, arena\n"
        "from cardtable.match import Match, Seat, play_deal\n"
        "for info in engine.games():\n"
        "    n = max(info.min_players, 2)\n"
        "    m = Match(info.id, [Seat(f'P{i}', 'ai', 'normal') for i in range(n)], {}, seed=1)\n"
        "    play_deal(m)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


# -- the one shape (issue "one shape for every game", its "done when") -------------------

ROOT = pathlib.Path(cardtable.__file__).parent


def _modules(package: str) -> dict[str, pathlib.Path]:
    base = ROOT.parent
    out = {}
    for f in sorted((base / package.replace(".", "/")).rglob("*.py")):
        name = ".".join(f.relative_to(base).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = f
    return out


def _imports(name: str, path: pathlib.Path, known: dict) -> set[str]:
    """Modules of ``known`` that ``name`` imports at module level (what can form a circle)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(parts + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                full = f"{target}.{alias.name}"
                found.add(full if full in known else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m in known and m != name}


def test_no_import_circle_inside_the_engine():
    mods = _modules("cardtable.engine")
    graph = {m: _imports(m, p, mods) for m, p in mods.items()}
    # a package's __init__ may import its own modules; a module importing its package's
    # __init__ back is the circle that breaks at import time
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                raise AssertionError("import circle: " + " -> ".join(path[path.index(n):] + [n]))
            if n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)


def _engine_private_names() -> set[str]:
    names = set()
    for path in _modules("cardtable.engine").values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                    and not node.attr.startswith("__"):
                names.add(node.attr)
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name.startswith("_") \
                    and not node.name.startswith("__"):
                names.add(node.name)
    return names


def test_the_ai_reads_nothing_private_of_the_engine():
    """The AI sees a seat's view and, in its own worlds, the public API of a state: no
    ``from cardtable.engine… import _x``, no engine private name read as ``something._x``,
    and (stricter, allowlisting nothing) no ``x._y`` read on anything but ``self``/``cls``
    nor ``getattr(x, "_y")``: an AI module's private helper another AI module needs is
    made public, so a private read never hides among them (DESIGN.md layers)."""
    private = _engine_private_names()
    offences = []
    for name, path in _modules("cardtable.ai").items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("cardtable.engine"):
                offences += [f"{name}: imports {a.name}" for a in node.names if a.name.startswith("_")]
            elif isinstance(node, ast.Import):
                offences += [f"{name}: imports {a.name}" for a in node.names
                             if a.name.startswith("cardtable.engine") and "._" in a.name]
            elif isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                    and not node.attr.startswith("__") \
                    and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                kind = "an engine private" if node.attr in private else "private"
                offences.append(f"{name}:{node.lineno}: reads {kind} .{node.attr}")
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("getattr", "setattr", "hasattr", "delattr") \
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant) \
                    and str(node.args[1].value).startswith("_"):
                offences.append(f"{name}:{node.lineno}: {node.func.id} {node.args[1].value!r}")
    assert offences == []


def test_the_private_read_scan_sees_reads():
    """The scan above is not vacuous: engine states do have private fields it would catch."""
    assert {"_apply", "_legal", "_view"} <= _engine_private_names()


def test_shared_code_names_no_game():
    """Outside a game's own modules (its engine family, AI, table, strings, rules text and
    plugin entry) no code names a game: a new game is its own files only."""
    own = re.compile(r"^cardtable/(engine/(durak|pirate|witchcraft|donkey)/|plugins/|ui/strings/"
                     r"|ui/rules_text/|ui/tables/(durak|witch|pirate|strong_witchcraft|donkey)"
                     r"|(lessons|puzzles)/(durak|witch_durak|pirate_party|strong_witchcraft|donkey)\.py"
                     r"|ai/(heuristic_|durak_|pirate_|witchcraft_|donkey_))")
    games_re = re.compile(r"pirate_party|strong_witchcraft|witch_durak|donkey")
    found = []
    for path in sorted(ROOT.rglob("*")):   # every file: code, data, text (not only *.py)
        rel = path.relative_to(ROOT.parent).as_posix()
        if own.match(rel) or not path.is_file() or "__pycache__" in path.parts:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:   # images and fonts name no game in a way that matters
            continue
        for i, line in enumerate(text.splitlines(), 1):
            if games_re.search(line):
                found.append(f"{rel}:{i}: {line.strip()}")
    assert found == []
