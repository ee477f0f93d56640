"""The Learn screen (main menu → Learn): a tab per game with its lessons, and a tab of
puzzles (:mod:`cardtable.puzzles`).  A lesson or puzzle done (the statistics file's
progress) is ticked.  Keys: Left/Right switch tab, Up/Down/Enter pick, Esc back."""

from __future__ import annotations

from functools import partial

import pygame

from cardtable import engine, lessons
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene

PUZZLES = "puzzles"


def progress(app) -> dict:
    data = app.userdata
    return data.stats.progress if data is not None else {"lessons": [], "puzzles": []}


class LearnScene(Scene):
    def __init__(self, app, tab: str | None = None):
        super().__init__(app)
        self.tabs = lessons.lesson_games() + [PUZZLES]
        self.tab = tab if tab in self.tabs else self.tabs[0]
        self.items: list[widgets.Button] = []
        self.tab_buttons: list[widgets.Button] = []
        self.back = widgets.Button(lambda: t("learn.back"), self.close, size=18, key="back")
        self.focus = -1
        # the Puzzles tab: a column per game (its name above), each game's puzzles numbered
        # from 1 — one list would mix two games' "1."s
        self.columns: list[tuple[str, int]] = []      # (game id, how many items)
        self.column_heads: list[tuple[str, int, int]] = []   # (game id, centre x, bottom y)

    def enter(self) -> None:
        self._build()

    def close(self) -> None:
        self.app.pop()

    def _tab_label(self, tab: str) -> str:
        if tab == PUZZLES:
            return t("learn.puzzles")
        return i18n.game_name(engine.game_info(tab))

    def _build(self) -> None:
        done = progress(self.app)
        self.tab_buttons = [widgets.Button(self._tab_label(k), partial(self.switch, k),
                                           primary=(k == self.tab), size=15, key=f"tab:{k}") for k in self.tabs]
        items = []
        self.columns = []
        if self.tab == PUZZLES:
            from cardtable import puzzles
            for game in puzzles.puzzle_games():
                shipped = puzzles.puzzles(game)
                if shipped:
                    self.columns.append((game, len(shipped)))
                for p in shipped:
                    mark = "✓ " if p["id"] in done.get("puzzles", []) else ""
                    items.append(widgets.Button(mark + p["title"].get(i18n.get_language(), p["title"]["en"]),
                                                partial(self.open, "puzzle", p["id"]), size=16, key=p["id"]))
        else:
            for e in lessons.lessons(self.tab):
                mark = "✓ " if e["id"] in done.get("lessons", []) else ""
                items.append(widgets.Button(mark + e["title"].get(i18n.get_language(), e["title"]["en"]),
                                            partial(self.open, "lesson", e["id"]), size=16, key=e["id"]))
        self.items = items
        self.focus = -1

    def open(self, route: str, item_id: str) -> None:
        routes.push(self.app, route, item_id)

    def switch(self, tab: str) -> None:
        self.tab = tab
        self._build()

    def _layout(self) -> None:
        W, H = self.app.size
        n = len(self.tab_buttons)
        gap = px(6)
        tw = min(px(190), (W - px(40) - (n - 1) * gap) // n)
        x = (W - (n * tw + (n - 1) * gap)) // 2
        for b in self.tab_buttons:
            b.rect = pygame.Rect(x, px(84), tw, px(38))
            x += tw + gap
        top, bottom = px(136), H - px(70)
        if len(self.columns) > 1:             # puzzles: a column per game under its name
            top += px(26)
            cols, rows = len(self.columns), max(n for _, n in self.columns)
            places = [(c, r) for c, (_, n) in enumerate(self.columns) for r in range(n)]
        else:
            cols = 2 if len(self.items) > 6 else 1
            rows = max(1, -(-len(self.items) // cols))
            places = [divmod(i, rows) for i in range(len(self.items))]
        bh = max(px(28), min(px(44), (bottom - top) // rows - px(6)))
        cw = min(px(420), (W - px(60)) // cols)
        x0 = (W - cols * cw - (cols - 1) * px(12)) // 2
        for b, (c, r) in zip(self.items, places):
            b.rect = pygame.Rect(x0 + c * (cw + px(12)), top + r * (bh + px(6)), cw, bh)
        self.column_heads = [(game, x0 + c * (cw + px(12)) + cw // 2, top - px(6))
                             for c, (game, _) in enumerate(self.columns)] if len(self.columns) > 1 else []
        self.back.rect = pygame.Rect(W // 2 - px(110), H - px(56), px(220), px(42))

    def handle(self, event: pygame.event.Event) -> None:
        self._layout()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = self.tabs.index(self.tab) + (1 if event.key == pygame.K_RIGHT else -1)
                self.switch(self.tabs[i % len(self.tabs)])
                return
        for b in self.tab_buttons + [self.back]:
            if b.handle(event):
                return
        self.focus, _used = widgets.handle_menu(self.items, event, self.focus)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout()
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        widgets.title(surface, t("learn.title"), px(22), 32, widgets.ACCENT)
        for game, x, y in self.column_heads:
            widgets.blit_text(surface, i18n.game_name(engine.game_info(game)), (x, y), 16, widgets.MUTED, True,
                              anchor="midbottom")
        for b in self.tab_buttons + self.items + [self.back]:
            b.draw(surface)
        if not self.items:
            widgets.title(surface, t("learn.none"), self.app.size[1] // 2, 18, widgets.MUTED)
