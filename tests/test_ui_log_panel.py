"""The game log (L or the Log button) is an opaque panel: at Strong Witchcraft's six-player
table it lies over the "who beats whom" legend and the left seats, and their text must not
show between the log's lines (issue 18, seen in a real window)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_log_panel_hides_the_legend_under_it(size):
    i18n.set_language("ru")
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        table_extras.install(app)
        seats = [Seat("Марина", "human", gender="f")] + [Seat(f"ИИ{p}", "ai", "easy") for p in range(1, 6)]
        scene = app.push(TableScene(app, Match("strong_witchcraft", seats, {}, seed=7)))
        run(app, 3)
        ex = table_extras.extras(scene)
        legend = scene.table.lay.legend
        click(app, ex.log_button.rect.center)          # a real press and release on "Журнал"
        app.draw(app.screen)
        assert ex.log_open and ex.log_rect is not None and ex.log_rect.colliderect(legend)
        under = ex.log_rect.clip(legend)
        x, y = under.right - 3, under.bottom - 3         # legend ink below, no log text there
        assert app.screen.get_at((x, y))[:3] in (table_extras.LOG_PANEL[:3], (60, 100, 80))
        corner = (ex.log_rect.right - 20, ex.log_rect.bottom - 20)
        assert app.screen.get_at(corner)[:3] == table_extras.LOG_PANEL[:3]
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def test_escape_closes_the_open_log_before_it_pauses():
    """L opens the log; Esc closes it and leaves the table playing (seen in a real window: Esc
    opened the pause over the open log); a second Esc pauses."""
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    try:
        table_extras.install(app)
        seats = [Seat("Maria", "human", gender="f")] + [Seat(f"AI{p}", "ai", "easy") for p in range(1, 4)]
        scene = app.push(TableScene(app, Match("witch_durak", seats, {}, seed=3)))
        run(app, 3)
        ex = table_extras.extras(scene)

        def key(k):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
            run(app, 2)

        key(pygame.K_l)
        assert ex.log_open and app.top is scene
        key(pygame.K_ESCAPE)
        assert not ex.log_open and app.top is scene
        key(pygame.K_ESCAPE)
        assert type(app.top).__name__ == "PauseScene"
    finally:
        pygame.display.quit()
