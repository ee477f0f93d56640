"""The pause overlay (Esc): resume, restart, rules, quit to the main menu.

Restart and Quit ask first (issue 18): restarting throws the running match away;
quitting keeps its autosave (the main menu offers Continue), and only the question's
"Abandon the match" forgets it.

``add_pause_entry`` lets other scenes (rules, settings) add an entry without editing
this file; an entry gets the app and the paused TableScene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardtable.ui import routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene


@dataclass
class PauseEntry:
    key: str                      # also the strings key "pause.<key>"
    action: Callable              # action(app, table_scene)
    order: int = 50


PAUSE_ENTRIES: list[PauseEntry] = []


def add_pause_entry(key: str, action: Callable, order: int = 50) -> None:
    """Add (or replace) an entry of the pause overlay, e.g. ``rules`` (order 40)."""
    PAUSE_ENTRIES[:] = [e for e in PAUSE_ENTRIES if e.key != key]
    PAUSE_ENTRIES.append(PauseEntry(key, action, order))


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
add_pause_entry("restart", _restart, 20)
add_pause_entry("quit", _quit, 90)


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons: list[widgets.Button] = []
        self.focus = -1

    def enter(self) -> None:
        entries = sorted(PAUSE_ENTRIES, key=lambda e: e.order)
        self.buttons = [widgets.Button((lambda k=e.key: t(f"pause.{k}")),
                                       (lambda e=e: e.action(self.app, self.table)),
                                       primary=(e.key == "resume"), key=e.key) for e in entries]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.focus, _used = widgets.handle_menu(self.buttons, event, self.focus)

    def draw(self, surface: pygame.Surface) -> None:
        widgets.shade(surface, 160)
        W, H = surface.get_size()
        widgets.column(self.buttons, (W // 2, H // 2 + px(30)))
        widgets.title(surface, t("pause.title"), self.buttons[0].rect.y - px(90) if self.buttons else H // 3)
        for b in self.buttons:
            b.draw(surface)
