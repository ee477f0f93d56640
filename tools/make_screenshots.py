"""Redraw the README's screenshots into docs/screenshots/ (deterministic: the dummy video
driver, fixed seeds, scripted mouse events — the same input path as a player's).

    python tools/make_screenshots.py            # all of them
    python tools/make_screenshots.py menu-en    # some, by name (see SHOTS)

Each shot builds a scene in a window of its size, plays the table forward (the human's
moves chosen at random from the legal ones, the AI's as in a game) until the moment worth
showing, and saves the window.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-shots-")   # no saves, no settings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from cardtable.match import Match, Seat  # noqa: E402
from cardtable.ui import i18n  # noqa: E402
from cardtable.ui.scene import App  # noqa: E402
from cardtable.ui.scenes import userdata  # noqa: E402
from cardtable.ui.scenes.menu import MenuScene  # noqa: E402
from cardtable.ui.scenes.results import DealResultScene  # noqa: E402
from cardtable.ui.scenes.setup import SetupScene  # noqa: E402
from cardtable.ui.scenes.table import TableScene  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
NAMES_EN = ["You", "Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zhenya", "Ivan", "Katya", "Lev", "Masha"]


def app_at(size, lang: str) -> App:
    i18n.set_language(lang)
    app = App(size, fixed_dt=1 / 60, settings={"speed": "normal"})
    userdata.install(app, lang=lang, speed="normal", background=False)   # menu entries, hint, log …
    app.push(MenuScene(app))
    return app


def table(app: App, game: str, n: int, seed: int, options=None) -> TableScene:
    names = NAMES_EN if i18n.get_language() == "en" else None
    seats = [Seat(names[p] if names else ("Вы" if p == 0 else f"{p}"), "human" if p == 0 else "ai", "normal")
             for p in range(n)]
    if names is None:      # the Russian AI names of the setup screen
        setup = SetupScene(app, game)
        setup.set_players(n)
        seats = [Seat(setup.seats[p]["name"], s.kind, s.level) for p, s in enumerate(seats)]
    scene = TableScene(app, Match(game, seats, options or {}, seed=seed))
    app.push(scene)
    return scene


def settle(app: App, scene: TableScene, frames: int = 400) -> None:
    for _ in range(frames):
        app.step()
        if not scene.table.animating() and scene.human_actions():
            return


def play_until(app: App, scene: TableScene, want, seed: int, limit: int = 6000) -> None:
    """Step the table; on the human's turn play a random legal move until ``want(scene)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        app.step()
        if app.top is not scene:
            if isinstance(app.top, DealResultScene):
                app.top.next()
            continue
        if scene.table.animating() or scene.wait > 0:
            continue
        if want(scene):
            return
        legal = scene.human_actions()
        if legal:
            scene.try_apply(rng.choice(legal))
    raise SystemExit(f"no such moment in {limit} frames")


def press(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    app.step()


def release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def hand_sprite(scene, pick) -> object:
    for sp in sorted(scene.table.sprites.values(), key=lambda s: s.z):
        if sp.extra.get("hand") and sp.raised and pick(sp):
            return sp
    return None


def lift(app, sp, target) -> None:
    """Start dragging ``sp`` and hold it over ``target`` (the button stays down)."""
    x, y = int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])
    press(app, (x, y))
    move(app, (x + 30, y - 60))
    move(app, target)


# -- the shots ------------------------------------------------------------------------------
def menu_en(app_size=(1280, 720)):
    app = app_at(app_size, "en")
    for _ in range(3):
        app.step()
    return app


def setup_ru():
    app = app_at((1280, 720), "ru")
    setup = app.push(SetupScene(app, "durak"))
    setup.set_players(4)
    setup.cycle_option(setup.info.option("variant"))          # transfer: its own rules appear
    for _ in range(3):
        app.step()
    return app


def table_6p_drag_en():
    app = app_at((1280, 720), "en")
    scene = table(app, "durak", 6, seed=3)
    play_until(app, scene, lambda s: s.current_view().table and s.human_actions()
               and any(a.cards for a in s.human_actions()), seed=3)
    sp = hand_sprite(scene, lambda sp: True)
    lift(app, sp, scene.table.pairs_rect.center)
    lit = scene.table.interaction.lit
    if lit:                      # held just beside its target, both in view
        r = lit[0][0].rect
        move(app, (r.centerx + int(r.w * 0.7), r.centery + int(r.h * 0.25)))
    return app


def table_2p_ru():
    app = app_at((1280, 720), "ru")
    scene = table(app, "durak", 2, seed=5)
    play_until(app, scene, lambda s: s.current_view().phase == "throw_in" and s.human_actions()
               and len(s.current_view().table or []) >= 2, seed=5)
    return app


def table_4p_1080p_ru():
    app = app_at((1920, 1080), "ru")
    scene = table(app, "durak", 4, seed=7)
    play_until(app, scene, lambda s: len(s.current_view().table or []) >= 2 and s.human_actions(), seed=7)
    return app


def largest(game: str, n: int, lang: str, seed: int, want, options=None, size=(1280, 720)):
    def shot():
        app = app_at(size, lang)
        scene = table(app, game, n, seed=seed, options=options)
        play_until(app, scene, want, seed=seed)
        return app
    return shot


def with_log(shot):
    """``shot`` with the game log open (L)."""
    def opened():
        from cardtable.ui.scenes import table_extras
        app = shot()
        table_extras.extras(app.top).toggle_log()
        for _ in range(3):
            app.step()
        return app
    return opened


def pirate_chooser_ru():
    app = app_at((1280, 720), "ru")
    scene = table(app, "pirate_party", 6, seed=11)
    wild = lambda sp: sp.card is not None and scene.table.sprites and _black(sp.card)  # noqa: E731
    play_until(app, scene, lambda s: hand_sprite(s, wild) is not None, seed=11)
    sp = hand_sprite(scene, wild)
    lift(app, sp, scene.table.discard_pos)
    release(app, scene.table.discard_pos)
    for _ in range(20):
        app.step()
    return app


def _black(card: int) -> bool:
    from cardtable.engine.pirate.cards import BLACK, COLOUR
    from cardtable.ui.tables.pirate_faces import FACE_OF
    return COLOUR[FACE_OF[card]] == BLACK


def _table_has(key):
    return lambda s: bool(s.current_view().get(key)) and bool(s.human_actions())


def lesson(lesson_id: str, lang: str, moves: int = 0, size=(1280, 720)):
    """A lesson (issue 35) after ``moves`` of its expected moves."""
    def shot():
        from cardtable.ui import routes
        app = app_at(size, lang)
        scene = routes.push(app, "lesson", lesson_id)
        for _ in range(60):
            app.step()
        for _ in range(moves):
            scene.try_apply(scene.match.state.coerce(scene.steps[scene.step_i]["move"]))
            for _ in range(240):
                app.step()
        return app
    return shot


def replay_ru():
    """The replay viewer in the middle of a finished three-player deal, the log beside it."""
    from cardtable.match import play_deal
    from cardtable.match.replays import from_data
    from cardtable.ui.scenes.replay import ReplayScene
    app = app_at((1280, 720), "ru")
    m = Match("durak", [Seat("Аня", "human", gender="f"), Seat("Борис", "ai", "normal", "m"),
                        Seat("Вера", "ai", "normal", "f")], {}, seed=4)
    play_deal(m)
    scene = app.push(ReplayScene(app, from_data(m.to_json())))
    for _ in range(14):
        scene.forward()
        for _ in range(90):
            app.step()
    return app


def puzzle_en():
    """A durak puzzle (transfer durak) after a move that lets the opponent escape."""
    from cardtable.ui import routes
    app = app_at((1280, 720), "en")
    scene = routes.push(app, "puzzle", "durak.p5")
    for _ in range(30):
        app.step()
    scene.try_apply(scene.match.state.coerce("1:attack 8♠"))
    for _ in range(5):
        app.step()
    return app


SHOTS = {
    "lesson-strong_witchcraft-en": lesson("strong_witchcraft.schools", "en"),
    "lesson-durak-ru": lesson("durak.throw_in", "ru", moves=1),
    "replay-ru": replay_ru,
    "puzzle-en": puzzle_en,
    "menu-en": menu_en,
    "setup-ru": setup_ru,
    "table-6p-drag-en": table_6p_drag_en,
    "table-2p-ru": table_2p_ru,
    "table-4p-1080p-ru": table_4p_1080p_ru,
    "durak-6p-ru": largest("durak", 6, "ru", 4, lambda s: len(s.current_view().table or []) >= 3
                           and bool(s.human_actions())),
    "witch_durak-6p-en": largest("witch_durak", 6, "en", 5, _table_has("table"),
                                 options={"enchanted_ranks": "game2"}),
    "strong_witchcraft-6p-ru": largest("strong_witchcraft", 6, "ru", 6, _table_has("table")),
    "donkey-12p-ru": largest("donkey", 12, "ru", 3, lambda s: sum(1 for x in s.current_view().table or []
                                                                  if x) >= 5 and bool(s.human_actions())),
    "pirate_party-10p-en": largest("pirate_party", 10, "en", 8, lambda s: len(s.current_view().history
                                                                            or []) >= 12 and bool(s.human_actions())),
    "pirate_party-chooser-ru": pirate_chooser_ru,
    "donkey-12p-960x600-en": largest("donkey", 12, "en", 3, lambda s: sum(1 for x in s.current_view().table
                                                                          or [] if x) >= 4
                                     and bool(s.human_actions()), size=(960, 600)),
    "donkey-12p-960x600-log-ru": with_log(largest("donkey", 12, "ru", 3, lambda s: len(s.current_view().history)
                                                                              >= 14 and bool(s.human_actions()), size=(960, 600))),
}


def main(names: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in names or list(SHOTS):
        app = SHOTS[name]()
        pygame.image.save(app.screen, str(OUT / f"{name}.png"))
        print(OUT / f"{name}.png")


if __name__ == "__main__":
    main(sys.argv[1:])
