"""The last bout (or round) as it lay on the table before it was cleared (issue 18):
opened from the table with B or a click on the discard pile, closed by any click or key.

The picture comes from the table view (``TableView.last_bout``: the cards, where they
lay, and the messages of the action that cleared them); this overlay only draws it,
scaled into an opaque panel.  The table below does not move while it is open.
"""

from __future__ import annotations

import pygame

from cardtable.ui import anim, assets, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene


class LastBoutScene(Scene):
    overlay = True

    def __init__(self, app, bout: dict):
        super().__init__(app)
        self.bout = bout

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()

    def panel_rect(self) -> pygame.Rect:
        W, H = self.app.size
        box = pygame.Rect(0, 0, min(W - px(80), px(760)), min(H - px(80), px(440)))
        box.center = (W // 2, H // 2)
        return box

    def draw(self, surface: pygame.Surface) -> None:
        widgets.shade(surface, 140)
        box = self.panel_rect()
        widgets.panel(surface, box, (12, 30, 24, 255), 18)
        pygame.draw.rect(surface, (90, 130, 110), box, width=px(2), border_radius=px(18))
        title = t("lastbout.round" if self.bout.get("kind") == "round" else "lastbout.bout")
        widgets.blit_text(surface, title, (box.centerx, box.y + px(16)), 26, widgets.ACCENT, True,
                          anchor="midtop")
        y = box.y + px(54)
        for line in self.bout.get("lines", [])[:2]:
            for part in assets.wrap(line, 17, box.w - px(60))[:2]:
                widgets.blit_text(surface, part, (box.centerx, y), 17, widgets.INK, anchor="midtop")
                y += px(24)
        area = pygame.Rect(box.x + px(30), y + px(10), box.w - px(60), box.bottom - px(44) - y - px(10))
        self.draw_cards(surface, area)
        widgets.blit_text(surface, t("lastbout.close"), (box.centerx, box.bottom - px(12)), 14, widgets.MUTED,
                          anchor="midbottom")

    def draw_cards(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The cards in their places on the table, scaled and centred to fit ``area``."""
        lay = self.bout.get("cards", [])
        if not lay or area.h <= 0:
            return
        left = min(x - w / 2 for _c, (x, _y), _a, (w, _h), _z in lay)
        right = max(x + w / 2 for _c, (x, _y), _a, (w, _h), _z in lay)
        top = min(y - h / 2 for _c, (_x, y), _a, (_w, h), _z in lay)
        bottom = max(y + h / 2 for _c, (_x, y), _a, (_w, h), _z in lay)
        k = min(1.6, area.w / max(1.0, right - left), area.h / max(1.0, bottom - top))
        cx, cy = (left + right) / 2, (top + bottom) / 2
        kind = self.bout.get("faces", "plain")
        for card, (x, y), angle, (w, h), _z in lay:
            img = cards.face(kind, card, max(8, int(w * k)), max(8, int(h * k)))
            img = anim.rotated(img, angle)
            surface.blit(img, img.get_rect(center=(int(area.centerx + (x - cx) * k),
                                                   int(area.centery + (y - cy) * k))))
