"""Game choice: every game the engine lists (``engine.games()``), by its display name."""

from __future__ import annotations

from functools import partial

import pygame

from cardtable import engine
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene


class GameSelectScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[widgets.Button] = []
        self.back = widgets.Button(lambda: t("common.back"), self.app.pop, key="back")

    def enter(self) -> None:
        self.buttons = []
        for info in engine.games():
            self.buttons.append(widgets.Button(_label(info), partial(self.choose, info.id), size=20,
                                               key=info.id))

    def choose(self, game_id: str) -> None:
        routes.push(self.app, "setup", game_id)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.back.handle(event):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("select.title"), px(60), 40)
        widgets.column(self.buttons, (W // 2, H // 2), px(560), px(56), px(14))
        for b in self.buttons:
            b.draw(surface)
        self.back.rect = pygame.Rect(px(30), H - px(80), px(180), px(50))
        self.back.draw(surface)


def _label(info):
    def text() -> str:
        return f"{i18n.game_name(info)}   ·   {t('select.players', lo=info.min_players, hi=info.max_players)}"
    return text
