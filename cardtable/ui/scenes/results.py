"""Between deals and at the end: the deal result overlay and the match result screen.

The lines describing a deal come from the game's table view (``result_lines``), the
score sheet from the match runner; with ``--autoplay`` both advance by themselves.
"""

from __future__ import annotations

import pygame

from cardtable.ui import anim, assets, routes, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import HandOver, Scene
from cardtable.ui.scenes.sheet import draw_sheet, tie_note

AUTO_SECONDS = 2.5
NOTE_SIZE = 17           # the line under the match's sheet saying why equal totals stand apart


def _auto_delay(app) -> float:
    return max(0.05, AUTO_SECONDS * anim.SPEEDS.get(app.settings.get("speed", "normal"), (1, 1))[0])


def winner_line(best: list) -> str:
    """Who won the match: "You win the match!", «Даша выиграла матч!», or a shared first place."""
    if len(best) == 1:
        return words.say("result.winner", best[0])
    return t("result.winners", names=words.names(best))


class DealResultScene(HandOver, Scene):
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
        if self.too_soon(event):     # a double press meant for the screen before
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.next()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.pause()
            return
        self.button.handle(event)

    def idle(self) -> bool:
        return self.timer is None        # waiting for the player (an autoplay timer runs otherwise)

    def update(self, dt: float) -> None:
        if self.timer is not None:
            self.timer -= dt
            if self.timer <= 0:
                self.timer = None
                self.next()

    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[str], pygame.Rect]:
        """The panel, the result's lines (wrapped) and the score sheet's rect: the panel grows
        with the number of players (ten rows fit at 960×600)."""
        W, H = size
        m = self.table.match
        deals = len(m.sheet.get("deals", []))
        w = min(W - px(60), px(620) + px(50) * max(0, min(deals, 8) - 2))
        lines = [part for line in self.table.table.result_lines(m.last_result)
                 for part in assets.wrap(line, 20, w - px(60))]
        rows = m.players + 1
        need = px(70) + len(lines) * px(28) + px(14) + rows * px(26) + px(100)
        box = pygame.Rect(0, 0, w, max(px(360), min(H - px(30), need)))
        box.center = (W // 2, H // 2)
        top = box.y + px(70) + len(lines) * px(28) + px(14)
        sheet = pygame.Rect(box.x + px(40), top, box.w - px(80), box.bottom - top - px(92))
        return box, lines, sheet

    def draw(self, surface: pygame.Surface) -> None:
        widgets.shade(surface, 120)
        m = self.table.match
        box, lines, sheet = self.layout(surface.get_size())
        widgets.panel(surface, box, (12, 30, 24, 255), 18)     # opaque: nothing stale shows through
        widgets.blit_text(surface, t("result.deal_over", n=m.deal_no + 1), (box.centerx, box.y + px(18)), 30,
                          widgets.ACCENT, True, anchor="midtop")
        y = box.y + px(70)
        for part in lines:
            widgets.blit_text(surface, part, (box.centerx, y), 20, widgets.INK, anchor="midtop")
            y += px(28)
        draw_sheet(surface, self.table, sheet)
        self.button.rect = pygame.Rect(box.centerx - px(160), box.bottom - px(74), px(320), px(54))
        self.button.draw(surface)


class MatchResultScene(HandOver, Scene):
    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.timer = _auto_delay(app) * 1.5 if table.autoplay else None
        self.winner_drawn: pygame.Rect | None = None    # where the winners' line was drawn last
        self.buttons = [
            widgets.Button(lambda: t("result.play_again"), self.again, primary=True, key="again"),
            widgets.Button(lambda: t("result.menu"), self.menu, key="menu"),
        ]

    def again(self) -> None:
        self.table.restart()

    def menu(self) -> None:
        routes.reset(self.app, "menu")

    def handle(self, event: pygame.event.Event) -> None:
        if self.too_soon(event):     # a double press meant for the screen before
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.again()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def idle(self) -> bool:
        return self.timer is None        # waiting for the player (an autoplay timer runs otherwise)

    def update(self, dt: float) -> None:
        if self.timer is not None:
            self.timer -= dt
            if self.timer <= 0:
                self.timer = None
                self.again()

    def sheet_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Between the titles and the buttons; as wide as the window allows for many deals."""
        W, H = size
        n = self.table.match.players
        deals = len(self.table.match.sheet.get("deals", []))
        width = min(W - px(100), px(560) + px(50) * max(0, min(deals, 8) - 2))
        box = pygame.Rect(0, 0, width, min(H - px(320), px(34) * (n + 1)))
        box.midtop = (W // 2, px(170))
        return box

    def winner_text(self) -> str:
        return winner_line([self.table.person(p) for p in self.winners()])

    def winner_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where «Первое место делят: …» goes: across the window between the title and the sheet,
        in two lines or a smaller font when five names need them (at 960×600 one line of 26 px
        ran off both sides of the window)."""
        top = px(102)
        return pygame.Rect(px(24), top, size[0] - 2 * px(24), self.sheet_rect(size).y - px(17) - top)

    def note_lines(self, width: int) -> list[str]:
        """The tie-break's reason (``TableView.tie_note``) wrapped to the window, or []."""
        note = tie_note(self.table)
        return assets.wrap(note, NOTE_SIZE, width - px(100)) if note else []

    def winners(self) -> list[int]:
        """Who shares the first place (the engine's ranking: its tie-breaks count)."""
        m = self.table.match
        places = m.places()
        return [p for p in m.standings() if places[p] == 1]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        m = self.table.match
        order = m.standings()
        widgets.title(surface, t("result.match_over"), px(50), 42, widgets.ACCENT)
        self.winner_drawn = widgets.text_in_rect(surface, self.winner_text(), self.winner_rect((W, H)), 26,
                                                 widgets.INK, True, lines=2, min_size=16)
        box = self.sheet_rect((W, H))
        widgets.panel(surface, box.inflate(px(40), px(30)), (12, 30, 24, 220), 18)
        draw_sheet(surface, self.table, box, order)
        for i, line in enumerate(self.note_lines(W)):      # why equal totals stand apart
            widgets.blit_text(surface, line, (W // 2, box.bottom + px(26) + i * px(24)), NOTE_SIZE, widgets.INK,
                              anchor="midtop")
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(W // 2 - px(270) + i * px(280), H - px(110), px(260), px(56))
            b.draw(surface)
