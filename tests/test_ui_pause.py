"""The pause overlay (Esc) sits on its own opaque panel: its title and buttons never show a
seat's cards or name plate through them (issue 18: the title overlapped the top seat's cards
at a six-player table)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import run

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pause_title_and_buttons_on_an_opaque_panel_inside_the_window(size, lang):
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        seats = [Seat("Anna", "human", gender="f")] + [Seat(f"Bot{p}", "ai", "easy") for p in range(1, 6)]
        table = app.push(TableScene(app, Match("durak", seats, {}, seed=4)))
        run(app, 3)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        app.step()
        pause = app.top
        assert isinstance(pause, PauseScene) and pause.table is table
        app.draw(app.screen)
        panel, title = pause.layout(size)
        assert app.screen.get_rect().contains(panel)
        assert panel.contains(title) and all(panel.contains(b.rect) for b in pause.buttons)
        assert title.bottom <= pause.buttons[0].rect.y
        # beside the title, where the top seats' cards may lie: the panel's own colour
        for x in (panel.x + 6, title.x + 1, title.right - 2, panel.right - 7):
            if not any(b.rect.collidepoint(x, title.centery) for b in pause.buttons):
                colour = app.screen.get_at((x, title.centery))[:3]
                assert colour == (12, 30, 24) or colour[0] > 200     # the panel or the title's ink
        assert app.screen.get_at((panel.x + 6, title.centery))[:3] == (12, 30, 24)
        assert app.screen.get_at((panel.right - 7, title.centery))[:3] == (12, 30, 24)
    finally:
        i18n.set_language("en")
        pygame.display.quit()
