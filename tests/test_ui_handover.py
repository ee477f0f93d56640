"""A screen that comes up right after the player pressed something (the hot-seat curtain,
a deal's result, the match's result) takes no confirm in its first moments: the second press
of a double-tap or double-click was meant for the screen before it (scene.HandOver)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine.durak.cards import parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import SETTLE_S, App
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.results import DealResultScene, MatchResultScene
from cardtable.ui.scenes.table import TableScene
from tests.test_ui_durak_table import confirm_curtain, make_table
from tests.ui_kit import click, drag, run

pytestmark = pytest.mark.ui


def space(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step()


def settle(app: App) -> None:
    while not app.top.settled():
        app.step()


def defender_at_the_curtain_of_the_take():
    """Hot seat: P0 leads 7♠, P1 (at the screen) answers with Space = Take, and the table
    passes back to P0 for the last throw-ins (DUR-8.3): the curtain for P0 is up."""
    app, scene = make_table(("human", "human"))
    run(app, 2)
    confirm_curtain(app)
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    run(app, 3)
    assert confirm_curtain(app) == 1
    while app.time - scene.shown_at < SETTLE_S:     # P1 looks at the table before answering
        app.step()
    st = scene.match.state
    n = len(st.history)
    space(app)                                       # Take
    assert str(st.history[n]) == "1:take"
    assert isinstance(app.top, CurtainScene) and app.top.player == 0
    return app, scene


def test_a_double_tapped_space_does_not_lift_the_curtain_for_the_next_player():
    app, scene = defender_at_the_curtain_of_the_take()
    curtain = app.top
    space(app)                                       # the second tap, a frame later
    assert app.top is curtain and scene.viewer == 1 and scene.hand_hidden()
    assert scene.human_actions() == []               # P0's hand is not shown to P1
    run(app, int(SETTLE_S * 60) - 3)                 # still inside the double-tap span
    space(app)
    assert app.top is curtain and scene.viewer == 1
    settle(app)
    space(app)                                       # P0, at the screen, confirms
    assert app.top is scene and scene.viewer == 0 and not scene.hand_hidden()


def test_a_double_click_does_not_lift_the_curtain_and_a_release_alone_never_does():
    app, scene = defender_at_the_curtain_of_the_take()
    curtain = app.top
    click(app, curtain.button.rect.center)           # pressed and released at once: too soon
    assert app.top is curtain and scene.viewer == 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=curtain.button.rect.center, button=1))
    app.step()                                       # a press while it settles …
    settle(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=curtain.button.rect.center, button=1))
    app.step()                                       # … released once settled: still not a click on it
    assert app.top is curtain and scene.viewer == 1
    click(app, curtain.button.rect.center)           # a whole click once settled confirms
    assert app.top is scene and scene.viewer == 0


def test_a_double_tap_on_the_last_result_does_not_skip_the_final_standings():
    i18n.set_language("en")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    m = Match("durak", [Seat("Anna", "ai", "normal", "f"), Seat("Boris", "ai", "normal", "m")], {}, seed=3)
    scene = TableScene(app, m)                       # no human: the result screens wait for a key
    app.push(scene)
    for _ in range(3000):
        app.step()
        if isinstance(app.top, DealResultScene):
            break
    assert isinstance(app.top, DealResultScene) and m.is_over
    space(app)                                       # too soon: the deal's result stays
    assert isinstance(app.top, DealResultScene)
    settle(app)
    space(app)                                       # "Match result"
    final = app.top
    assert isinstance(final, MatchResultScene)
    space(app)                                       # the second tap: not "Play again"
    assert app.top is final and final.table.match is m
    settle(app)
    space(app)                                       # "Play again", pressed on purpose
    assert isinstance(app.top, TableScene) and app.top.match is not m


def test_a_double_tapped_space_on_the_curtain_does_not_take_for_the_defender():
    """P1, handed the table to defend, taps Space twice on "I am P1": the first lifts the
    curtain, the second (a frame later) is not Take (the table's main action, DUR-9)."""
    app, scene = make_table(("human", "human"))
    run(app, 2)
    confirm_curtain(app)
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    run(app, 3)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.player == 1
    settle(app)
    st = scene.match.state
    n = len(st.history)
    space(app)                                       # "I am P1"
    assert app.top is scene and scene.viewer == 1
    space(app)                                       # the second tap
    run(app, int(SETTLE_S * 60) - 3)
    space(app)                                       # and a third, still within the span
    assert len(st.history) == n and [b.key for b in scene.buttons] == ["take"]
    while app.time - scene.shown_at < SETTLE_S:
        app.step()
    space(app)                                       # Space on purpose: Take
    assert str(st.history[n]) == "1:take"
