"""Between deals and at the end: the deal result overlay and the match result screen.

The lines describing a deal come from the game's table view (``result_lines``), the
score sheet from the match runner; with ``--autoplay`` both advance by themselves.
"""

from __future__ import annotations

import pygame

from cardtable.ui import anim, assets, routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene

AUTO_SECONDS = 2.5


def _auto_delay(app) -> float:
    return max(0.05, AUTO_SECONDS * anim.SPEEDS.get(app.settings.get("speed", "normal"), (1, 1))[0])


def draw_sheet(surface: pygame.Surface, table, rect: pygame.Rect, order: list[int] | None = None) -> None:
    """The score sheet: every player's total (best first when ``order`` is given)."""
    m = table.match
    totals = m.sheet.get("totals", [])
    players = order if order is not None else list(range(m.players))
    row = min(px(30), max(px(20), rect.h // max(1, len(players) + 1)))
    size = 17 if row >= px(26) else 14
    pad = px(10)
    widgets.blit_text(surface, t("result.player"), (rect.x + pad, rect.y), size, widgets.MUTED, True)
    widgets.blit_text(surface, table.table.total_label(), (rect.right - pad, rect.y), size, widgets.MUTED,
                      True, anchor="topright")
    deals = m.sheet.get("deals", [])[-8:]
    first = len(m.sheet.get("deals", [])) - len(deals)
    col_w = px(46)
    x0 = rect.right - px(90) - col_w * len(deals)
    if len(deals) > 1:
        for i in range(len(deals)):
            widgets.blit_text(surface, str(first + i + 1), (x0 + i * col_w + col_w // 2, rect.y), size - 2,
                              widgets.MUTED, True, anchor="midtop")
    y = rect.y + row
    for rank, p in enumerate(players):
        prefix = f"{rank + 1}. " if order is not None else ""
        widgets.blit_text(surface, prefix + table.seat_name(p), (rect.x + pad, y), size, widgets.INK)
        if len(deals) > 1:
            for i, d in enumerate(deals):
                cell = table.table.deal_cell(d, p)
                if cell:
                    widgets.blit_text(surface, cell, (x0 + i * col_w + col_w // 2, y), size, widgets.ACCENT,
                                      True, anchor="midtop")
        widgets.blit_text(surface, str(totals[p] if p < len(totals) else ""), (rect.right - pad, y), size,
                          widgets.INK, True, anchor="topright")
        y += row


class DealResultScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.timer = _auto_delay(app) if table.autoplay else None
        over = table.match.is_over
        text = (lambda: t("result.match_result")) if over else (lambda: t("result.next_deal"))
        self.button = widgets.Button(text, self.next, primary=True, key="next")
        assets.play_sound("lose" if any(table.match.seats[p].is_human for p in
                                        (table.match.last_result.losers if table.match.last_result else []))
                          else "win")

    def next(self) -> None:
        if self.table.match.is_over:
            routes.reset(self.app, "match_result", self.table)
        else:
            self.app.pop()
            self.table.next_deal()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.next()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.pause()
            return
        self.button.handle(event)

    def update(self, dt: float) -> None:
        if self.timer is not None:
            self.timer -= dt
            if self.timer <= 0:
                self.timer = None
                self.next()

    def draw(self, surface: pygame.Surface) -> None:
        widgets.shade(surface, 120)
        W, H = surface.get_size()
        m = self.table.match
        box = pygame.Rect(0, 0, px(620), min(H - px(60), px(500)))
        box.center = (W // 2, H // 2)
        widgets.panel(surface, box, (12, 30, 24, 238), 18)
        widgets.blit_text(surface, t("result.deal_over", n=m.deal_no + 1), (box.centerx, box.y + px(18)), 30,
                          widgets.ACCENT, True, anchor="midtop")
        y = box.y + px(70)
        for line in self.table.table.result_lines(m.last_result):
            for part in assets.wrap(line, 20, box.w - px(60)):
                widgets.blit_text(surface, part, (box.centerx, y), 20, widgets.INK, anchor="midtop")
                y += px(28)
        draw_sheet(surface, self.table, pygame.Rect(box.x + px(60), y + px(14), box.w - px(120),
                                                    box.bottom - y - px(100)))
        self.button.rect = pygame.Rect(box.centerx - px(160), box.bottom - px(74), px(320), px(54))
        self.button.draw(surface)


class MatchResultScene(Scene):
    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.timer = _auto_delay(app) * 1.5 if table.autoplay else None
        self.buttons = [
            widgets.Button(lambda: t("result.play_again"), self.again, primary=True, key="again"),
            widgets.Button(lambda: t("result.menu"), self.menu, key="menu"),
        ]

    def again(self) -> None:
        self.table.restart()

    def menu(self) -> None:
        routes.reset(self.app, "menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.again()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def update(self, dt: float) -> None:
        if self.timer is not None:
            self.timer -= dt
            if self.timer <= 0:
                self.timer = None
                self.again()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        m = self.table.match
        order = m.standings()
        widgets.title(surface, t("result.match_over"), px(50), 42, widgets.ACCENT)
        totals = m.sheet.get("totals", [])
        best = [p for p in order if p < len(totals) and totals[p] == totals[order[0]]] or order[:1]
        widgets.title(surface, t("result.winner", name=", ".join(self.table.seat_name(p) for p in best)),
                      px(110), 26)
        box = pygame.Rect(0, 0, px(560), min(H - px(320), px(60) + px(34) * len(order)))
        box.midtop = (W // 2, px(170))
        widgets.panel(surface, box.inflate(px(40), px(30)), (12, 30, 24, 220), 18)
        draw_sheet(surface, self.table, box, order)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(W // 2 - px(270) + i * px(280), H - px(110), px(260), px(56))
            b.draw(surface)
