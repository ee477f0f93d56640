"""Helpers of the robustness tests (issue 19): real saves of every game, hostile mutations
of them, and one restore through the program's own start-up path (``--continue``) played
until the match's result screen is drawn."""

from __future__ import annotations

import copy
import json
import os
import random
import time
from pathlib import Path


def _games() -> list[tuple[str, int, dict]]:
    """Every game with the options its plugin has shared tests switch on; the first game of
    the menu at two players over two deals, the others at three over one."""
    from cardtable import engine, plugins

    return [(g.id, max(g.min_players, 2 if i == 0 else 3),
             {**dict(plugins.plugin(g.id).test_options), "deals": 2 if i == 0 else 1})
            for i, g in enumerate(engine.games())]


GAMES = _games()
NAMES = ["Anna", "Boris", "Вера", "Gleb"]


def _payload(m, recorded, key="0123456789abcdef"):
    return {"match": json.loads(json.dumps(m.to_json())), "viewer": None, "recorded": sorted(recorded),
            "match_key": key}


def real_saves(seed: int = 1) -> list[tuple[str, dict]]:
    """Autosave payloads of all-AI matches of every game at several moments: a deal's
    start, middle and last actions, a finished deal before and after scoring (the
    second deal of a two-deal match too), and a finished match not yet cleared."""
    from cardtable.match import Match, Seat

    out = []
    for game, players, options in GAMES:
        seats = [Seat(NAMES[i], "ai", ("random", "easy")[i % 2]) for i in range(players)]
        m = Match(game, seats, options, seed=seed)
        rng = random.Random(seed)
        recorded: set[int] = set()
        while True:
            snaps = []
            while not m.deal_over:
                snaps.append(_payload(m, recorded))
                p = m.state.to_act
                m.apply(rng.choice(m.state.legal_actions(p)))
            n = len(snaps)
            for frac in (0, 0.5, 0.9):
                out.append((f"{game}-deal{m.deal_no}-{frac}", snaps[min(n - 1, int(frac * n))]))
            out.append((f"{game}-deal{m.deal_no}-last", snaps[-1]))
            out.append((f"{game}-deal{m.deal_no}-over", _payload(m, recorded)))
            m.finish_deal()
            recorded.add(m.deal_no)
            out.append((f"{game}-deal{m.deal_no}-scored", _payload(m, recorded)))
            if m.is_over:
                break
            m.next_deal()
    return out


def save_bytes(payload: dict) -> bytes:
    """The file the program would write (lone surrogates, which UTF-8 cannot carry,
    written as JSON escapes)."""
    data = {"version": 1, "saved_at": "2025-01-01T12:00:00", **payload}
    try:
        return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(data, ensure_ascii=True, indent=1) + "\n").encode("ascii")


# -- mutations -------------------------------------------------------------------------

NASTY_STRINGS = ["", "A\x00B", "\ud800", "x\udcff", "\x1b[2J", "\u202eevil", "\t\n", "Ж" * 33, "9" * 5000,
                 "a" * 100_000, " ", "\u0301" * 40, "😀" * 8, "\x7f", "human", "hard", "durak", "pirate_party"]
POOL = [None, True, False, 0, 1, -1, 2, 3, 12, 1.0, 0.5, -0.0, 2**31, 2**63, -2**63 - 1, 10**30, 10**300,
        1e308, -1e308, [], {}, [0], [True], [None], {"a": 1}, [[[[[]]]]], *NASTY_STRINGS]
BOMBS = ["0:play 200000000x8", "1:play 99999x3", "0:play \u0662\u0660\u0660\u0660\u0660\u0660x8",
         "0:play 1000x8+1000x9", "2:take " + "9" * 40]


def _paths(node, path=()):
    """Every (path) to a value in a JSON tree, the root excluded."""
    out = []
    if isinstance(node, dict):
        for k, v in node.items():
            out.append(path + (k,))
            out.extend(_paths(v, path + (k,)))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out.append(path + (i,))
            out.extend(_paths(v, path + (i,)))
    return out


def _get(node, path):
    for k in path:
        node = node[k]
    return node


def _set(node, path, value):
    _get(node, path[:-1])[path[-1]] = value


def mutate_save(base: dict, others: list[dict], rng: random.Random) -> tuple[str, bytes]:
    """One hostile variant of a save payload: (what was done, the file's bytes)."""
    data = {"version": 1, "saved_at": "2025-01-01T12:00:00", **copy.deepcopy(base)}
    kind = rng.randrange(14)
    paths = _paths(data)
    path = rng.choice(paths)
    if kind == 0:                                   # any field: another type or value
        _set(data, path, copy.deepcopy(rng.choice(POOL)))
    elif kind == 1:                                 # a field removed
        parent = _get(data, path[:-1])
        parent.pop(path[-1]) if isinstance(parent, (dict, list)) else None
    elif kind == 2:                                 # an unknown field
        dicts = [p for p in paths if isinstance(_get(data, p), dict)] or [()]
        _get(data, rng.choice(dicts))[rng.choice(["extra", "gender", "position", "undone", "x" * 40])] = \
            copy.deepcopy(rng.choice(POOL))
    elif kind == 3:                                 # numbers: off by one, negative, huge
        ints = [p for p in paths if type(_get(data, p)) is int] or [path]
        p = rng.choice(ints)
        v = _get(data, p)
        v = v if type(v) is int else 0
        _set(data, p, rng.choice([v + 1, v - 1, -v - 1, v * 1000, 2**62, -(2**62), float(v)]))
    elif kind == 4:                                 # strings: control, surrogate, long
        strs = [p for p in paths if isinstance(_get(data, p), str)] or [path]
        _set(data, rng.choice(strs), rng.choice(NASTY_STRINGS))
    elif kind == 5:                                 # parts of another game's save
        other = rng.choice(others)["match"]
        part = rng.choice(["record", "sheet", "game", "deal_options", "options", "last_result", "seats"])
        data["match"][part] = copy.deepcopy(other[part])
        if rng.random() < 0.5:
            data["match"]["record"]["game"] = other["game"]
    elif kind == 6:                                 # a list item duplicated or dropped
        lists = [p for p in paths if isinstance(_get(data, p), list) and _get(data, p)] or [None]
        p = rng.choice(lists)
        if p is not None:
            items = _get(data, p)
            i = rng.randrange(len(items))
            items.insert(i, copy.deepcopy(items[i])) if rng.random() < 0.5 else items.pop(i)
    elif kind == 7:                                 # deep nesting spliced into the text
        depth = rng.choice([60, 3000, 200_000])
        _set(data, path, "@@NEST@@")
        text = save_bytes(data).decode("utf-8")
        return f"nest {depth} at {path}", text.replace('"@@NEST@@"', "[" * depth + "]" * depth).encode()
    elif kind == 8:                                 # bytes: flipped, cut, junk
        raw = bytearray(save_bytes(data))
        how = rng.randrange(3)
        k = rng.randrange(len(raw))
        if how == 0:
            raw[k] = (raw[k] + rng.randrange(1, 256)) % 256
        elif how == 1:
            del raw[k:]
        else:
            raw[k:k] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 9)))
        return f"bytes {how} at {k}", bytes(raw)
    elif kind == 9:                                 # an action that asks for huge work
        actions = data["match"]["record"]["actions"]
        bomb = rng.choice(BOMBS)
        if actions:
            actions[rng.randrange(len(actions))] = bomb
        else:
            actions.append(bomb)
    elif kind == 10:                                # the match's bookkeeping shifted
        m = data["match"]
        what = rng.choice(["deal_scored", "deal_no", "recorded", "viewer", "totals", "elapsed"])
        if what == "deal_scored":
            m["deal_scored"] = not m["deal_scored"]
        elif what == "deal_no":
            m["deal_no"] += rng.choice([-1, 1])
        elif what == "recorded":
            data["recorded"] = data["recorded"] + [m["deal_no"]]
        elif what == "viewer":
            data["viewer"] = rng.choice([0, 1, 5, -1, True, "0"])
        elif what == "totals":
            m["sheet"]["totals"][0] += 1
        else:
            m["sheet"]["elapsed_s"] = rng.choice(["x", -1, 1e300, True, None, 12.5])
    elif kind == 11:                                # names: long, unprintable, genders
        seat = rng.choice(data["match"]["seats"])
        field = rng.choice(["name", "name", "gender", "kind", "level"])
        seat[field] = rng.choice(NASTY_STRINGS + ["m", "f", None, "Ann" * 11, "A" * 32])
    else:                                           # edits the program accepts
        seat = rng.choice(data["match"]["seats"])
        edit = rng.randrange(6)
        if edit == 0:
            seat["name"] = rng.choice(["A" * 32, "Ёжик в тумане", "😀 Smile", "Zoë", "a b", "X"])
        elif edit == 1:
            seat["gender"] = rng.choice(["m", "f", None])
        elif edit == 2:
            seat["level"] = rng.choice(["random", "easy", "normal"])
        elif edit == 3:
            data["viewer"] = rng.choice([None, 0])
        elif edit == 4:
            data["saved_at"] = rng.choice(["", "yesterday", "2030-12-31T23:59:59"])
        else:
            data.pop(rng.choice(["viewer", "recorded", "match_key", "saved_at"]), None)
    return f"kind {kind} at {path}", save_bytes(data)


def mutate_stats(base: dict, rng: random.Random) -> tuple[str, bytes]:
    """One hostile variant of a statistics file."""
    data = copy.deepcopy(base)
    paths = _paths(data)
    kind = rng.randrange(5)
    path = rng.choice(paths)
    if kind == 0:
        _set(data, path, copy.deepcopy(rng.choice(POOL)))
    elif kind == 1:
        ints = [p for p in paths if type(_get(data, p)) is int] or [path]
        _set(data, rng.choice(ints), rng.choice([-1, 10**13, 2**63, 7, 1.5, True]))
    elif kind == 2:
        games = data["games"]
        gid = rng.choice(list(games) + ["chess", "\ud800", ""])
        games.setdefault(gid, {})[rng.choice(NASTY_STRINGS + ["Zed"])] = {"deals": 1, "wins": 2}
    elif kind == 3:
        data["counted"] = rng.choice([None, {"match": "0123456789abcdef", "deals": [0, 0], "match_over": 1},
                                      {"match": "0123456789abcdef", "deals": [0, 1], "match_over": True},
                                      {"match": "x" * 99, "deals": [], "match_over": False}, [], "x"])
    else:
        raw = bytearray(json.dumps(data).encode())
        del raw[rng.randrange(len(raw)):]
        return "cut", bytes(raw)
    text = json.dumps(data, ensure_ascii=bool(rng.random() < 0.5))
    return f"stats {kind} at {path}", text.encode("utf-8", "backslashreplace")


# -- one restore through the program -------------------------------------------------------

class Outcome:
    def __init__(self):
        self.restored = False
        self.finished = False
        self.reported: list = []        # problems turned into messages for the player
        self.restore_cpu_s = 0.0
        self.frames = 0


def continue_to_end(monkeypatch, app=None, max_frames: int = 4000) -> Outcome:
    """Restore the autosave and play it until the match result screen has been drawn (or
    step once when the save was refused).  Without ``app``: the program's own start-up,
    ``cardtable --continue --autoplay --autosave --speed instant``, in this process.  With
    a running ``app`` (faster: thousands of files): what a fresh start and the menu's
    Continue do — the player's files loaded anew, then ``continue_game``.  Every problem
    the player is told about is collected in ``Outcome.reported``."""
    from cardtable import app as app_mod
    from cardtable.ui.scenes import userdata
    from cardtable.ui.scenes.menu import MenuScene
    from cardtable.ui.scenes.results import MatchResultScene
    from cardtable.ui.scenes.table import TableScene

    out = Outcome()
    real_text = userdata.problem_text

    def spy(p):
        out.reported.append((p.file, p.code, p.detail))
        return real_text(p)

    monkeypatch.setattr(userdata, "problem_text", spy)
    own = app is None
    t0 = time.thread_time()
    if own:
        args = app_mod.build_parser().parse_args(["--continue", "--autoplay", "--autosave", "--speed", "instant"])
        app = app_mod.start(args)
    else:
        app.reset(MenuScene(app))
        app.frames = 0
        userdata.install(app, speed="instant")
        userdata.continue_game(app, autoplay=True)
    out.restore_cpu_s = time.thread_time() - t0
    try:
        out.restored = isinstance(app.top, TableScene)
        if out.restored:
            for _ in range(max_frames):
                app.step()
                if isinstance(app.top, MatchResultScene):
                    app.step()          # drawn
                    out.finished = True
                    break
        else:
            app.step()
        out.frames = app.frames
        app.userdata.flush()
        if app.userdata.store.problems:     # problems not yet shown (autoplay shows them on a table)
            out.reported += [(p.file, p.code, p.detail) for p in app.userdata.store.problems]
    finally:
        if own:
            quit_pygame()
    monkeypatch.setattr(userdata, "problem_text", real_text)
    return out


def quit_pygame() -> None:
    """pygame.quit(), and forget the fonts made before it (a later test drawing text
    without a new App would otherwise get "font module quit since font created")."""
    import pygame

    from cardtable.ui import assets
    pygame.quit()
    assets.reset_caches()


def fuzz_app():
    """One window for thousands of restores (as ``cardtable --autoplay --autosave`` makes it)."""
    from cardtable.ui.scene import App
    return App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant", "autoplay": True, "autosave": True})


def temp_files(home: Path) -> list[str]:
    return [p.name for p in Path(home).iterdir() if p.name.endswith(".tmp")]


def env_for(home: Path) -> dict:
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CARDTABLE_HOME=str(home))
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    return env
