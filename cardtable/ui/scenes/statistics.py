"""The statistics scene: per game and player name — deals, wins, losses (the game's word
for them), the game's own columns, matches won; under the table, who played deals with a
move taken back (``undone``).  Each game's plugin
(:mod:`cardtable.plugins`) names its loss word and columns.  "Reset" asks for confirmation first.

Keys: Left/Right switch game, wheel/Up/Down scroll, Esc back.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from cardtable import engine, plugins
from cardtable.match.stats import Row
from cardtable.ui import i18n, routes, rules_text, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene
from cardtable.ui.scenes import userdata


def game_label(game_id: str) -> str:
    try:
        return i18n.game_name(engine.game_info(game_id))
    except ValueError:
        return rules_text.title(game_id, i18n.get_language())


def _value_cell(name: str, row: Row) -> str:
    """A game's own column (``stats_columns``) of ``row``."""
    return _cell(row.value(name))


def _cell(value) -> str:
    """A counter as a whole number; an average (None before any scored deal) to one decimal."""
    if isinstance(value, int):
        return str(value)
    return "—" if value is None else f"{value:.1f}"


def columns(game_id: str) -> list[tuple[str, Callable[[Row], str]]]:
    """The table columns of one game: (header, value of a row)."""
    entry = plugins.plugin(game_id)
    loss = entry.loss_word if entry is not None else "stats.losses"
    cols = [
        (t("stats.deals"), lambda r: str(r.deals)),
        (t("stats.wins"), lambda r: str(r.wins)),
        (t(loss), lambda r: str(r.losses)),
    ]
    for key, name in entry.stats_columns if entry is not None else ():
        cols.append((t(key), partial(_value_cell, name)))
    cols.append((t("stats.matches"), lambda r: f"{r.match_wins}/{r.matches}"))
    return cols


def undone_note(rows: list[Row]) -> str:
    """Under the table, the ``undone`` counter (deals in which a move was taken back against
    the computer; every seat of such a deal counts it): "Anna and Boris: 2 deals played with
    a move taken back", one phrase per count."""
    groups: dict[int, list[str]] = {}
    for r in rows:
        if r.undone:
            groups.setdefault(r.undone, []).append(r.name)
    return "; ".join(i18n.tn("stats.undone", n, name=words.names([words.Person(x) for x in names]))
                     for n, names in groups.items())


class StatisticsScene(Scene):
    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.data = userdata.of(app)
        self.games = [info.id for info in engine.games()]
        for gid in self.data.stats.games:
            if gid not in self.games:
                self.games.append(gid)
        if not self.games:
            self.games = list(rules_text.game_ids())
        played = [g for g in self.games if self.data.stats.rows(g)]
        self.game = game_id if game_id in self.games else (played[0] if played else self.games[0])
        self.scroll = 0
        self.back = widgets.Button(lambda: t("common.back"), self.close, key="back")
        self.reset_button = widgets.Button(lambda: t("stats.reset"), self.ask_reset, key="reset")
        self.tabs: list[widgets.Button] = []
        self.notice: str | None = None
        self.header_rects: list[pygame.Rect] = []     # where the column headers were drawn

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def choose(self, game_id: str) -> None:
        self.game = game_id
        self.scroll = 0
        self.notice = None

    def rows(self) -> list[Row]:
        return self.data.stats.rows(self.game)

    def ask_reset(self) -> None:
        name = game_label(self.game)
        routes.push(self.app, "confirm", t("stats.reset_title"), t("stats.reset_text", game=name), self.reset)

    def reset(self) -> None:
        self.data.reset_stats(self.game)
        self.notice = t("stats.done", game=game_label(self.game))
        self.scroll = 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = self.games.index(self.game) + (1 if event.key == pygame.K_RIGHT else -1)
                self.choose(self.games[i % len(self.games)])
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_DOWN else -1))
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return
        for b in [self.back, self.reset_button, *self.tabs]:
            if b.enabled and b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("stats.title"), px(14), 36)
        self.tabs = [widgets.Button(partial(game_label, g), partial(self.choose, g), size=16,
                                    primary=(g == self.game), key=f"game-{g}") for g in self.games]
        gap = px(8)
        tab_w = min(px(230), (W - px(60)) // max(1, len(self.tabs)) - gap)
        x0 = (W - len(self.tabs) * (tab_w + gap) + gap) // 2
        for i, b in enumerate(self.tabs):
            b.rect = pygame.Rect(x0 + i * (tab_w + gap), px(66), tab_w, px(40))
            b.draw(surface)
        box = pygame.Rect(px(30), px(124), W - px(60), H - px(230))
        widgets.panel(surface, box, (12, 30, 24, 225), 14)
        rows = self.rows()
        cols = columns(self.game)
        name_w = max(px(200), int(box.w * 0.28))
        col_w = (box.w - name_w - px(40)) // len(cols)
        left = box.x + px(20)
        y = box.y + px(14)
        widgets.blit_text(surface, t("stats.player"), (left, y), 17, widgets.MUTED, True)
        self.header_rects = []
        for k, (head, _) in enumerate(cols):       # a long header wraps or shrinks in its column
            self.header_rects.append(widgets.text_in_rect(surface, head, pygame.Rect(left + name_w + k * col_w + px(3), y - px(6),
                                                            col_w - px(6), px(32)), 16, widgets.MUTED, True,
                                 lines=2, min_size=10))
        y += px(34)
        pygame.draw.line(surface, (60, 100, 80), (box.x + px(14), y - px(6)), (box.right - px(14), y - px(6)),
                         px(1))
        row_h = px(32)
        fit = max(1, (box.bottom - y - px(10)) // row_h)
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        if not rows:
            widgets.blit_text(surface, self.notice or t("stats.empty"), (box.centerx, box.y + px(120)), 20,
                              widgets.MUTED, anchor="midtop")
        for r in rows[self.scroll:self.scroll + fit]:
            widgets.blit_text(surface, r.name, (left, y), 19, widgets.INK, True)
            for k, (_, value) in enumerate(cols):
                widgets.blit_text(surface, value(r), (left + name_w + k * col_w + col_w // 2, y), 19,
                                  widgets.INK, anchor="midtop")
            y += row_h
        self.back.rect = pygame.Rect(px(30), H - px(80), px(180), px(50))
        note = undone_note(rows)
        if note:
            gap = px(20)
            widgets.text_in_rect(surface, note, pygame.Rect(self.back.rect.right + gap, self.back.rect.y,
                                                            W - 2 * (self.back.rect.right + gap), self.back.rect.h),
                                 16, widgets.MUTED)
        self.back.draw(surface)
        self.reset_button.enabled = bool(rows)
        self.reset_button.rect = pygame.Rect(W - px(210), H - px(80), px(180), px(50))
        self.reset_button.draw(surface)
