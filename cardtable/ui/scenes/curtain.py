"""The hot-seat curtain: hides the table when the turn passes from one human to another,
until the next player confirms "I am <name>" (no human sees another human's cards)."""

from __future__ import annotations

import pygame

from cardtable.ui import widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import HandOver, Scene


class CurtainScene(HandOver, Scene):
    overlay = False   # opaque: nothing of the table shows through

    def __init__(self, app, table, player: int):
        super().__init__(app)
        self.table = table
        self.player = player
        name = table.seat_name(player)
        self.button = widgets.Button(lambda: t("curtain.i_am", name=name), self.confirm, primary=True,
                                     key="i_am")

    def confirm(self) -> None:
        self.app.pop()
        self.table.reveal(self.player)

    def handle(self, event: pygame.event.Event) -> None:
        if self.too_soon(event):     # a double press meant for the table: not "I am <name>"
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.pause()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.confirm()
            return
        self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        surface.fill((16, 28, 36))
        for i in range(0, W, px(48)):
            pygame.draw.line(surface, (22, 38, 48), (i, 0), (i, H), px(20))
        name = self.table.seat_name(self.player)
        widgets.title(surface, t("curtain.pass_to", name=name), H // 2 - px(110), 38)
        widgets.title(surface, t("curtain.hint"), H // 2 - px(50), 20, widgets.MUTED)
        self.button.rect = pygame.Rect(W // 2 - px(180), H // 2 + px(10), px(360), px(64))
        self.button.draw(surface)
