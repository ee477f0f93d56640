"""The game log (L or the Log button) is an opaque panel dropped down under the corner's
buttons: what lies under it must not show between its lines (issue 18, seen in a real window),
and it leaves a game's legend at the top left whole (Strong Witchcraft, session 9)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.assets import px
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_log_panel_leaves_the_legend_whole(size, lang):
    """Seen at Strong Witchcraft's six-player table: the open log lay over the "who beats whom"
    legend at the top left, only its first row left showing.  The log now drops down under the
    corner's buttons, clear of the legend, whose pixels stay as they were."""
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        table_extras.install(app)
        seats = [Seat("Марина", "human", gender="f")] + [Seat(f"ИИ{p}", "ai", "easy") for p in range(1, 6)]
        scene = app.push(TableScene(app, Match("strong_witchcraft", seats, {}, seed=7)))
        run(app, 3)
        ex = table_extras.extras(scene)
        legend = scene.table.lay.legend
        app.draw(app.screen)
        before = pygame.image.tobytes(app.screen.subsurface(legend), "RGB")
        click(app, ex.log_button.rect.center)          # a real press and release on "Журнал"
        app.draw(app.screen)
        log = ex.log_rect
        assert ex.log_open and log is not None
        assert not log.colliderect(legend)
        assert pygame.image.tobytes(app.screen.subsurface(legend), "RGB") == before
        menu = scene.menu_button.rect
        assert log.right == menu.right and log.top == menu.bottom + px(10) and log.w == px(table_extras.LOG_WIDTH)
        assert app.screen.get_rect().contains(log)
        for button in (menu, ex.log_button.rect, ex.hint_button.rect, scene.table.lay.buttons):
            assert not log.colliderect(button)
        corner = (log.right - 20, log.bottom - 20)     # opaque: what lies under it does not show
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
