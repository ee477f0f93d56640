"""Scenes switch: main menu → game choice → setup → table → pause → menu; the setup screen
offers only valid option combinations (DUR-17: teams need 4 or 6 players)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.menu import MenuScene, add_menu_entry
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.select import GameSelectScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui


def click_button(app: App, buttons, key: str) -> None:
    b = next(b for b in buttons if b.key == key)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.step()


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


@pytest.fixture
def app():
    i18n.set_language("en")
    a = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "fast", "seed": 5})
    a.push(MenuScene(a))
    a.step()
    return a


def test_menu_to_table_and_back(app):
    click_button(app, app.top.buttons, "play")
    assert isinstance(app.top, GameSelectScene)
    click_button(app, app.top.buttons, "durak")
    assert isinstance(app.top, SetupScene)
    click_button(app, app.top.widgets, "start")
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.match.seats] == ["human", "ai", "ai", "ai"]
    for _ in range(5):
        app.step()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    click_button(app, app.top.buttons, "resume")
    assert app.top is table
    key(app, pygame.K_ESCAPE)
    click_button(app, app.top.buttons, "restart")
    click_button(app, app.top.buttons, "yes")           # the question before a match is lost
    assert isinstance(app.top, TableScene) and app.top is not table
    key(app, pygame.K_ESCAPE)
    click_button(app, app.top.buttons, "quit")
    click_button(app, app.top.buttons, "yes")
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_back_buttons_and_escape(app):
    click_button(app, app.top.buttons, "play")
    click_button(app, app.top.buttons, "durak")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameSelectScene)
    click_button(app, [app.top.back], "back")
    assert isinstance(app.top, MenuScene)


def test_language_switches_at_run_time(app):
    click_button(app, app.top.buttons, "language")
    assert i18n.get_language() == "ru"
    assert next(b for b in app.top.buttons if b.key == "play").text() == "Играть"
    click_button(app, app.top.buttons, "language")
    assert i18n.get_language() == "en"


def test_menu_entries_are_extensible(app):
    called = []
    add_menu_entry("statistics", lambda a: called.append(a), 70)
    try:
        app.top.enter()
        app.step()
        click_button(app, app.top.buttons, "statistics")
        assert called == [app]
    finally:
        from cardtable.ui.scenes import menu
        menu.MENU_ENTRIES[:] = [e for e in menu.MENU_ENTRIES if e.key != "statistics"]


def test_setup_offers_teams_only_with_4_or_6_players_DUR_17(app):
    setup = SetupScene(app, "durak")
    teams = setup.info.option("teams")
    setup.set_players(3)
    setup.cycle_option(teams)
    assert setup.options["teams"] == "none"          # no valid team layout for 3
    setup.set_players(4)
    setup.cycle_option(teams)
    assert setup.options["teams"] == "2x2"
    setup.set_players(5)                              # 2×2 no longer fits: reset
    assert setup.options["teams"] == "none"
    setup.set_players(6)
    setup.cycle_option(teams)
    assert setup.options["teams"] == "3x3"
    assert setup.valid(setup.players, setup.options)


def test_setup_seats_and_match(app):
    setup = SetupScene(app, "durak")
    setup.set_players(2)
    setup.cycle_seat(1)                 # normal -> hard
    setup.cycle_option(setup.info.option("variant"))
    m = setup.make_match(seed=3)
    assert [(s.kind, s.level) for s in m.seats] == [("human", "normal"), ("ai", "hard")]
    assert m.options["variant"] == "transfer"
    assert m.seed == 3


def test_setup_draws_every_game(app):
    from cardtable import engine
    for info in engine.games():
        setup = SetupScene(app, info.id)
        app.push(setup)
        app.step()
        app.pop()


def test_resize_relays_out_the_table(app):
    from cardtable.match import Match, Seat
    m = Match("durak", [Seat("A", "human"), Seat("B", "ai", "random")], {}, seed=2)
    table = app.push(TableScene(app, m))
    for _ in range(120):
        app.step()
    hand = [sp for sp in table.table.sprites.values() if sp.extra.get("hand")]
    old_y = hand[0].pos[1]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    app.step()
    assert app.size == (1600, 900)
    assert hand[0].pos[1] > old_y + 100          # the hand moved down with the window's bottom
    for sp in table.table.sprites.values():
        assert 0 <= sp.pos[0] <= 1600 and 0 <= sp.pos[1] <= 900


def test_generic_table_hosts_other_games_up_to_twelve_seats():
    """Until a game has its own table module, the base view plays it (2–12 seats)."""
    from cardtable import engine
    from cardtable.match import Match, Seat
    a = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    for info in engine.games():
        if info.max_players <= 6:          # the games with the most seats
            continue
        gid, n = info.id, info.max_players
        m = Match(gid, [Seat(f"P{i}", "ai", "random") for i in range(n)], {}, seed=1)
        scene = TableScene(a, m, autoplay=True)
        a.reset(scene)
        for _ in range(30):
            a.step()
        xs = [scene.table.seat_xy[p] for p in range(n)]
        assert len(set(xs)) == n                     # every seat has its own place


def test_identical_cards_get_their_own_sprites(app):
    """A deck with several copies under one number (e.g. spells) still shows every card."""
    from cardtable.engine import View
    from cardtable.ui.tables.base import TableView
    from cardtable.ui.tables.context import TableContext
    view = View(game="stub", player=0, players=3, options={}, to_act=0, phase="play",
                hand=[5, 5, 9, 5], hand_sizes=[4, 2, 3], is_over=False)
    match = type("M", (), {"players": 3, "game_id": "stub", "seats": []})()
    table = TableView(TableContext(match, lambda: view, speed=0.0, size=app.size))
    table.sync()
    keys = sorted(k for k in table.sprites if k[0] == "c")
    assert keys == [("c", 5), ("c", 5, 1), ("c", 5, 2), ("c", 9)]
    xs = {round(table.sprites[k].pos[0]) for k in keys}
    assert len(xs) == 4                                   # four places in the fan
    assert sum(1 for k in table.sprites if k[0] == "b") == 5


def test_keyboard_moves_through_the_menu_and_pause(app):
    called = []
    menu = app.top
    menu.buttons[1].on_click = lambda: called.append(menu.buttons[1].key)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert [b.hover for b in menu.buttons[:2]] == [False, True]
    key(app, pygame.K_RETURN)
    assert called == [menu.buttons[1].key]
    from cardtable.match import Match, Seat
    m = Match("durak", [Seat("A", "human"), Seat("B", "ai", "random")], {}, seed=2)
    table = app.push(TableScene(app, m))
    app.step()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_RETURN)                 # the first entry: resume
    assert app.top is table


def test_setup_computer_names_step_aside_for_a_typed_name(app):
    """A person typing "Vera" (seat 2's default computer name) with real clicks and keys: the
    computer takes an unused name, so no two seats share a name in the match's messages."""
    setup = app.push(SetupScene(app, "durak"))
    setup.set_players(4)
    app.step()
    assert [s["name"] for s in setup.seats] == ["You", "Boris", "Vera", "Gleb"]
    click_button(app, setup.widgets, "name0")
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Vera"))
    app.step()
    key(app, pygame.K_RETURN)
    assert [(s["name"], s["gender"]) for s in setup.seats] == [
        ("Vera", None), ("Boris", "m"), ("Anna", "f"), ("Gleb", "m")]
    m = setup.make_match(seed=1)
    assert [s.name for s in m.seats] == ["Vera", "Boris", "Anna", "Gleb"]


def test_the_menus_card_fan_stays_in_a_short_window_with_continue(home):
    """960×600 with Continue among the entries (nine buttons): the titles move up to make
    room, and the title picture's cards shrink above them instead of being cut by the
    window's top; every button stays inside the window below the subtitle."""
    from cardtable.ui.scenes import menu, userdata

    i18n.set_language("ru")
    a = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    userdata.install(a, lang="ru", background=False)
    before = list(menu.MENU_ENTRIES)
    add_menu_entry("continue", lambda _app: None, 5)      # as a saved match shows it
    try:
        scene = a.push(MenuScene(a))
        a.step()
        a.draw(a.screen)
        # ten entries (Join a table, Learn, Replays …) would push the picture to crumbs in one
        # column: two columns of five, the first five on the left
        assert len(scene.buttons) == 10 and scene.rows(600) == 5
        left, right = scene.buttons[:5], scene.buttons[5:]
        assert all(b.rect.right < c.rect.left for b, c in zip(left, right))
        assert [b.rect.top for b in left] == [c.rect.top for c in right]
        rects = [b.rect for b in scene.buttons]
        assert not any(r.colliderect(o) for i, r in enumerate(rects) for o in rects[i + 1:])
        assert min(r.top for r in rects) >= int(600 * 0.35) - scene.lift(600) + 100
        ch, fan = scene.fan(960, 600)
        # two columns need no lift: the picture and titles stand where they stand without
        # Continue, the picture whole
        assert scene.lift(600) == 0 and ch == int(600 * 0.2)
        assert all(r.top >= 0 for r in fan), [r.top for r in fan]
        assert all(0 <= b.rect.top and b.rect.bottom <= 600 for b in scene.buttons)
    finally:
        menu.MENU_ENTRIES[:] = before
