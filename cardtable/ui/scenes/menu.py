"""The main menu.  Entries are a list that other scenes extend with
:func:`add_menu_entry` (Continue, Settings, Rules, Statistics come from issue 10)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

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
add_menu_entry("learn", lambda app: routes.push(app, "learn"), 20)        # lessons and puzzles (issue 35)
add_menu_entry("replays", lambda app: routes.push(app, "replays"), 35)    # finished deals, record files
add_menu_entry("join", lambda app: routes.push(app, "net_join"), 15)     # network play (issue 32)


def _continue_hosting(app) -> None:
    from cardtable.ui.scenes import net_resume
    net_resume.continue_hosting(app)


def _hosting_left(app) -> bool:
    from cardtable.ui.scenes import net_resume
    return net_resume.can_continue(app)


add_menu_entry("continue_hosting", _continue_hosting, 6, visible=_hosting_left)  # a hosted table (issue 32)
add_menu_entry("language", _language, 80)
add_menu_entry("quit", lambda app: app.quit(), 100)


def rotated_size(w: float, h: float, angle: float) -> tuple[int, int]:
    """The bounding size of a ``w``×``h`` card turned by ``angle`` degrees."""
    a = math.radians(angle)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    return int(w * c + h * s), int(w * s + h * c)


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[widgets.Button] = []
        self.focus = -1

    def enter(self) -> None:
        entries = [e for e in sorted(MENU_ENTRIES, key=lambda e: e.order)
                   if e.visible is None or e.visible(self.app)]
        self.buttons = [widgets.Button(partial(t, f"menu.{e.key}"), partial(e.action, self.app),
                                       primary=(i == 0), key=e.key) for i, e in enumerate(entries)]
        self.focus = -1

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.focus, _used = widgets.handle_menu(self.buttons, event, self.focus)

    def rows(self, H: int) -> int:
        """Buttons in one column; in two columns (the first half on the left) where one column
        would push the title picture up to crumbs — a short window with a long menu."""
        n = max(1, len(self.buttons))
        return n if self._fan_height(H, self._lift(H, n)) >= px(55) else -(-n // 2)

    def gap(self, H: int) -> int:
        """The space between two buttons: closer where the smallest would not fit apart."""
        return self._gap(H, self.rows(H))

    def lift(self, H: int) -> int:
        """How far the picture and titles move up so that the smallest buttons fit below them."""
        return self._lift(H, self.rows(H))

    @staticmethod
    def _gap(H: int, rows: int) -> int:
        return px(10) if int(H * 0.35) + px(104) + rows * px(44) - px(10) + px(16) <= H else px(6)

    def _lift(self, H: int, rows: int) -> int:
        gap = self._gap(H, rows)
        return max(0, int(H * 0.35) + px(104) + rows * (px(34) + gap) - gap + px(16) - H)

    @staticmethod
    def _fan_height(H: int, lift: int) -> int:
        ch = int(H * 0.2)
        if lift:
            room = int(H * 0.35) - lift - px(30)          # above the title's letters
            ch = min(ch, int((room - px(6) - 2 * px(8)) / 1.2))
        return ch

    def fan(self, W: int, H: int) -> tuple[int, list[pygame.Rect]]:
        """The title picture's card height and its five cards' rectangles, rotated as drawn.
        Where the titles move up (a short window with Continue among the entries: 960×600)
        the cards shrink to the room above the title rather than leave the window's top."""
        cy = int(H * 0.2)
        lift = self.lift(H)
        ch = self._fan_height(H, lift)
        if lift:
            room = int(H * 0.35) - lift - px(30)          # above the title's letters
            cy = (px(6) + room) // 2 - px(8)
        cw = int(ch * cards.ASPECT)
        out = []
        for i in range(5):
            w, h = rotated_size(cw, ch, 24 - i * 12)
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(W // 2 + (i - 2) * cw * 0.55), cy + abs(i - 2) * px(8))
            out.append(r)
        return ch, out

    def draw(self, surface: pygame.Surface) -> None:
        from cardtable.ui.anim import rotated

        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        rows = self.rows(H)
        gap = self.gap(H)
        lift = self.lift(H)
        # a little fan of cards as the title picture
        ch, rects = self.fan(W, H)
        for i, (c, r) in enumerate(zip((35, 30, 25, 20, 14), rects)):
            img = rotated(cards.face("french36", c, max(1, int(ch * cards.ASPECT)), max(1, ch)), 24 - i * 12)
            surface.blit(img, img.get_rect(center=r.center))
        widgets.title(surface, t("app.title"), int(H * 0.35) - lift, 54, widgets.ACCENT)
        widgets.title(surface, t("app.subtitle"), int(H * 0.35) - lift + px(66), 20, widgets.MUTED)
        top = int(H * 0.35) - lift + px(104)
        bh = max(px(34), min(px(54), int((H - px(16) - top + gap) / rows) - gap))
        middle = top + (rows * (bh + gap) - gap) // 2
        if rows == len(self.buttons):
            widgets.column(self.buttons, (W // 2, middle), px(320), bh, gap)
        else:                                       # two columns, side by side
            widgets.column(self.buttons[:rows], (W // 2 - px(170), middle), px(320), bh, gap)
            widgets.column(self.buttons[rows:], (W // 2 + px(170), middle - (rows - (len(self.buttons) - rows))
                                                 * (bh + gap) // 2), px(320), bh, gap)
        for b in self.buttons:
            b.draw(surface)
        widgets.blit_text(surface, f"v{cardtable.__version__}", (W - px(12), H - px(10)), 14, widgets.MUTED,
                          anchor="bottomright")
