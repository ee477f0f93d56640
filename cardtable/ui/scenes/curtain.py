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
        self.title_rect: pygame.Rect | None = None     # where the title was drawn last
        name = table.seat_name(player)
        self.button = widgets.Button(lambda: t("curtain.i_am", name=name), self.confirm, primary=True,
                                     key="i_am")

    @staticmethod
    def title_area(size: tuple[int, int]) -> pygame.Rect:
        """Where «Передайте стол: <name>» goes: across the window above the hint, in two lines
        if a long name needs them (a 32-character name ran off both sides at 960×600)."""
        W, H = size
        area = pygame.Rect(px(24), 0, W - 2 * px(24), px(110))
        area.bottom = H // 2 - px(58)
        return area

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
        self.title_rect = widgets.text_in_rect(surface, t("curtain.pass_to", name=self.table.seat_name(self.player)),
                                               self.title_area((W, H)), 38, widgets.INK, True, lines=2, min_size=24)
        widgets.title(surface, t("curtain.hint"), H // 2 - px(50), 20, widgets.MUTED)
        self.button.rect = pygame.Rect(W // 2 - px(180), H // 2 + px(10), px(360), px(64))
        self.button.draw(surface)
