"""The main menu.  Entries are a list that other scenes extend with
:func:`add_menu_entry` (Continue, Settings, Rules, Statistics come from issue 10)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

import cardtable
from cardtable.ui import cards, i18n, routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene


@dataclass
class MenuEntry:
    key: str                                   # strings key "menu.<key>"
    action: Callable                           # action(app)
    order: int = 50
    visible: Callable | None = None            # visible(app) -> bool


MENU_ENTRIES: list[MenuEntry] = []


def add_menu_entry(key: str, action: Callable, order: int = 50, visible: Callable | None = None) -> None:
    """Add (or replace) a main-menu entry; ``action(app)`` runs when it is clicked."""
    MENU_ENTRIES[:] = [e for e in MENU_ENTRIES if e.key != key]
    MENU_ENTRIES.append(MenuEntry(key, action, order, visible))


def _play(app) -> None:
    routes.push(app, "select")


def _language(app) -> None:
    i18n.set_language("ru" if i18n.get_language() == "en" else "en")


add_menu_entry("play", _play, 10)
add_menu_entry("join", lambda app: routes.push(app, "net_join"), 15)     # network play (issue 32)
add_menu_entry("language", _language, 80)
add_menu_entry("quit", lambda app: app.quit(), 100)


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[widgets.Button] = []
        self.focus = -1

    def enter(self) -> None:
        entries = [e for e in sorted(MENU_ENTRIES, key=lambda e: e.order)
                   if e.visible is None or e.visible(self.app)]
        self.buttons = [widgets.Button((lambda k=e.key: t(f"menu.{k}")), (lambda e=e: e.action(self.app)),
                                       primary=(i == 0), key=e.key) for i, e in enumerate(entries)]
        self.focus = -1

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.focus, _used = widgets.handle_menu(self.buttons, event, self.focus)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        n = max(1, len(self.buttons))
        gap = px(10)
        # the picture and titles move up when the smallest buttons would not fit below them
        lift = max(0, int(H * 0.35) + px(104) + n * (px(34) + gap) - gap + px(16) - H)
        # a little fan of cards as the title picture
        ch = int(H * 0.2)
        cw = int(ch * cards.ASPECT)
        for i, c in enumerate((35, 30, 25, 20, 14)):
            img = cards.face("french36", c, cw, ch)
            from cardtable.ui.anim import rotated
            r = rotated(img, 24 - i * 12)
            surface.blit(r, r.get_rect(center=(W // 2 + (i - 2) * cw * 0.55,
                                               int(H * 0.2) - lift + abs(i - 2) * px(8))))
        widgets.title(surface, t("app.title"), int(H * 0.35) - lift, 54, widgets.ACCENT)
        widgets.title(surface, t("app.subtitle"), int(H * 0.35) - lift + px(66), 20, widgets.MUTED)
        top = int(H * 0.35) - lift + px(104)
        bh = max(px(34), min(px(54), int((H - px(16) - top + gap) / n) - gap))
        widgets.column(self.buttons, (W // 2, top + (n * (bh + gap) - gap) // 2), px(320), bh, gap)
        for b in self.buttons:
            b.draw(surface)
        widgets.blit_text(surface, f"v{cardtable.__version__}", (W - px(12), H - px(10)), 14, widgets.MUTED,
                          anchor="bottomright")
