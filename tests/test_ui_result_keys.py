"""The deal's and the match's result screens (scenes/results.py, their shared ResultScene):
what Esc, Space and the autoplay timer do on each, and that a result screen taken off the
stack does nothing of its own (Scene.leave is the stack's hook, not a key's)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.menu import MenuScene
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.results import DealResultScene, MatchResultScene
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def at_result(deals: int, autoplay: bool = False) -> tuple[App, TableScene]:
    """Two Normal seats (no person: the screens wait for a key unless ``autoplay``) play the
    first deal of a match of ``deals`` deals until its result screen is up (and settled, when
    it waits for a key)."""
    i18n.set_language("en")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    m = Match("durak", [Seat("Anna", "ai", "normal", "f"), Seat("Boris", "ai", "normal", "m")],
              {"deals": deals}, seed=3)
    scene = TableScene(app, m, autoplay=autoplay)
    app.push(scene)
    for _ in range(3000):
        app.step()
        if isinstance(app.top, DealResultScene):
            break
    assert isinstance(app.top, DealResultScene)
    while not autoplay and not app.top.settled():
        app.step()
    return app, scene


def test_esc_on_a_deal_result_pauses_and_space_deals_the_next():
    app, scene = at_result(deals=2)
    result = app.top
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.find(DealResultScene) is result
    app.pop()                                            # back from the pause
    assert app.top is result and scene.match.deal_no == 0
    while not result.settled():                          # it came back up: a moment to settle
        app.step()
    key(app, pygame.K_SPACE)                             # "Next deal"
    assert app.top is scene and scene.match.deal_no == 1 and not scene.match.is_over


def test_esc_on_the_match_result_goes_to_the_menu():
    app, _scene = at_result(deals=1)
    key(app, pygame.K_RETURN)                            # "Match result"
    final = app.top
    assert isinstance(final, MatchResultScene)
    while not final.settled():
        app.step()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and app.find(MatchResultScene) is None


def test_the_autoplay_timer_deals_on_and_the_screen_leaving_pauses_nothing():
    app, scene = at_result(deals=2, autoplay=True)
    result = app.top
    assert result.timer is not None and not result.idle()
    result.update(result.timer + 0.01)                   # the timer runs out: the next deal
    assert app.top is scene and scene.match.deal_no == 1
    assert app.find(PauseScene) is None and result.timer is None
