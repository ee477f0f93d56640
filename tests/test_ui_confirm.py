"""Restart and Quit ask before a running match is thrown away (issue 18, item 3), with real
clicks through the event loop: Cancel keeps the match as it was, Restart starts a new one,
Leave keeps the autosave so the main menu offers Continue, and only Abandon forgets it."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui.scene import App
from cardtable.ui.scenes import userdata
from cardtable.ui.scenes.menu import MenuScene
from cardtable.ui.scenes.message import ConfirmScene
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


@pytest.fixture
def app(player_home):
    a = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    userdata.install(a, lang="en", speed="instant", background=False)
    a.push(MenuScene(a))
    yield a
    pygame.display.quit()


def press(app, key: str) -> None:
    """Click the top scene's button ``key`` with a real press and release."""
    top = app.top
    app.draw(app.screen)                       # lay the buttons out
    b = next(b for b in top.buttons if b.key == key)
    click(app, b.rect.center)


def open_table(app) -> TableScene:
    m = Match("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], {}, seed=5)
    table = app.push(TableScene(app, m))
    for _ in range(200):
        app.step()
        legal = table.human_actions()
        if legal and len(m.state.history) >= 2:
            break
        if legal:
            table.try_apply(legal[0])
    assert len(m.state.history) >= 2
    return table


def pause(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    app.step()
    assert isinstance(app.top, PauseScene)


def test_restart_asks_and_cancel_keeps_the_match(app):
    table = open_table(app)
    m = table.match
    history = [str(a) for a in m.state.history]
    pause(app)
    press(app, "restart")
    assert isinstance(app.top, ConfirmScene)
    assert app.top.title == "Restart the match?"
    press(app, "no")                           # Cancel
    assert isinstance(app.top, PauseScene) and table.match is m
    assert [str(a) for a in m.state.history] == history
    press(app, "resume")
    assert app.top is table and [str(a) for a in m.state.history] == history


def test_restart_confirmed_starts_a_new_match_with_the_same_players(app):
    table = open_table(app)
    pause(app)
    press(app, "restart")
    press(app, "yes")
    new = app.top
    assert isinstance(new, TableScene) and new is not table
    assert new.match.seed == table.match.seed + 1
    assert [s.name for s in new.match.seats] == ["You", "Bot"]
    assert app.stack == [new]


def test_quit_asks_and_leaving_keeps_the_save_for_continue(app, home):
    table = open_table(app)
    history = [str(a) for a in table.match.state.history]
    pause(app)
    press(app, "quit")
    assert isinstance(app.top, ConfirmScene) and {b.key for b in app.top.buttons} == {"no", "yes", "abandon"}
    press(app, "no")                           # Stay
    assert isinstance(app.top, PauseScene)
    press(app, "resume")
    assert app.top is table
    pause(app)
    press(app, "quit")
    press(app, "yes")                          # Leave
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert (home / "autosave.json").exists()
    keys = [b.key for b in app.top.buttons]
    assert keys[0] == "continue"
    press(app, "continue")
    back = app.top
    assert isinstance(back, TableScene) and back is not table
    assert [str(a) for a in back.match.state.history] == history


def test_abandon_forgets_the_match(app, home):
    open_table(app)
    pause(app)
    press(app, "quit")
    press(app, "abandon")
    assert isinstance(app.top, MenuScene)
    assert not (home / "autosave.json").exists()
    assert "continue" not in [b.key for b in app.top.buttons]


def test_a_new_match_over_a_saved_one_asks_first(app, home):
    open_table(app)
    pause(app)
    press(app, "quit")
    press(app, "yes")
    setup = app.push(SetupScene(app, "durak"))
    run(app, 2)
    setup.start()
    assert isinstance(app.top, ConfirmScene) and app.top.title == "Start a new match?"
    press(app, "no")
    assert app.top is setup and (home / "autosave.json").exists()
    setup.start()
    press(app, "yes")
    assert isinstance(app.top, TableScene)
