"""The pause overlay (Esc): resume, restart, rules, quit to the main menu.

Restart and Quit ask first (issue 18): restarting throws the running match away;
quitting keeps its autosave (the main menu offers Continue), and only the question's
"Abandon the match" forgets it.

``add_pause_entry`` lets other scenes (rules, settings) add an entry without editing
this file; an entry gets the app and the paused TableScene, and may show only at some tables
(``shown``). At a network table there is no Restart (the match is the host's and everyone's),
and Quit says what leaving does to the others: a friend's seat waits for him (the host may give
it to the computer), a host's table stops until he continues hosting from the main menu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from cardtable.ui import assets, routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene


@dataclass
class PauseEntry:
    key: str                      # also the strings key "pause.<key>"
    action: Callable              # action(app, table_scene)
    order: int = 50
    shown: Callable | None = None   # shown(table_scene) -> bool; None: at every table


PAUSE_ENTRIES: list[PauseEntry] = []


def add_pause_entry(key: str, action: Callable, order: int = 50, shown: Callable | None = None) -> None:
    """Add (or replace) an entry of the pause overlay, e.g. ``rules`` (order 40)."""
    PAUSE_ENTRIES[:] = [e for e in PAUSE_ENTRIES if e.key != key]
    PAUSE_ENTRIES.append(PauseEntry(key, action, order, shown))


def _local(table) -> bool:
    return not getattr(table, "networked", False)


def _resume(app, table) -> None:
    app.pop()


def _restart(app, table) -> None:
    def restart() -> None:
        if app.top is not table:
            app.pop()                      # the pause overlay
        table.restart()

    routes.push(app, "confirm", t("confirm.restart_title"), t("confirm.restart_text"), restart,
                yes_label=lambda: t("confirm.restart_yes"), no_label=lambda: t("confirm.cancel"))


def _quit(app, table) -> None:
    if not _local(table):
        def leave_network() -> None:
            table.leave_table()            # the seat's connection closed, a host's table stopped
            routes.reset(app, "menu")

        hosting = getattr(table, "host_lobby", None) is not None
        routes.push(app, "confirm", t("confirm.quit_title"),
                    t("confirm.quit_text_hosting" if hosting else "confirm.quit_text_network"), leave_network,
                    yes_label=lambda: t("confirm.quit_yes"), no_label=lambda: t("confirm.stay"))
        return
    data = getattr(app, "userdata", None)    # the player's files (absent in a bare test App)

    def leave() -> None:
        if data is not None:
            data.leave()                   # the autosave stays: Continue picks the match up
        routes.reset(app, "menu")

    def abandon() -> None:
        if data is not None:
            data.abandon()
        routes.reset(app, "menu")

    saved = data is not None and data.table is table and table.match.on_change == data._changed
    routes.push(app, "confirm", t("confirm.quit_title"),
                t("confirm.quit_text_saved" if saved else "confirm.quit_text"), leave,
                yes_label=lambda: t("confirm.quit_yes"), no_label=lambda: t("confirm.stay"),
                more=[(lambda: t("confirm.abandon"), abandon, "abandon")] if saved else [])


add_pause_entry("resume", _resume, 10)
add_pause_entry("restart", _restart, 20, shown=_local)
add_pause_entry("quit", _quit, 90)


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons: list[widgets.Button] = []
        self.focus = -1

    def enter(self) -> None:
        entries = sorted((e for e in PAUSE_ENTRIES if e.shown is None or e.shown(self.table)),
                         key=lambda e: e.order)
        self.buttons = [widgets.Button(partial(t, f"pause.{e.key}"),
                                       partial(e.action, self.app, self.table),
                                       primary=(e.key == "resume"), key=e.key) for e in entries]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus, _used = widgets.handle_menu(self.buttons, event, self.focus)

    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        """Place the buttons; return (the opaque panel, the title's rect).  The title and the
        buttons sit on one panel, so no seat's cards or name plate show through them."""
        W, H = size
        title_h = assets.text(t("pause.title"), 44, widgets.INK, True).get_height()
        widgets.column(self.buttons, (W // 2, H // 2 + (title_h + px(16)) // 2))
        top = self.buttons[0].rect.y if self.buttons else H // 2
        title = pygame.Rect(0, top - px(16) - title_h, 0, title_h)
        width = max([b.rect.w for b in self.buttons]
                    + [assets.text(t("pause.title"), 44, widgets.INK, True).get_width()])
        title.x, title.w = W // 2 - width // 2, width
        bottom = self.buttons[-1].rect.bottom if self.buttons else top
        pad = px(24)
        panel = pygame.Rect(title.x - pad, title.y - pad, width + 2 * pad, bottom - title.y + 2 * pad)
        return panel, title

    def draw(self, surface: pygame.Surface) -> None:
        widgets.shade(surface, 160)
        panel, title = self.layout(surface.get_size())
        widgets.panel(surface, panel, (12, 30, 24, 255), 18)
        widgets.title(surface, t("pause.title"), title.y)
        for b in self.buttons:
            b.draw(surface)
