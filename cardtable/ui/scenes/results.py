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
from cardtable.ui.scenes import payoff
from cardtable.ui.scenes.sheet import draw_sheet, sheet_cells, tie_note

AUTO_SECONDS = 2.5
NOTE_SIZE = 17           # the line under the match's sheet saying why equal totals stand apart


def _auto_delay(app) -> float:
    return max(0.05, AUTO_SECONDS * anim.SPEEDS.get(app.settings.get("speed", "normal"), (1, 1))[0])


def winner_line(best: list) -> str:
    """Who won the match: "You win the match!", «Даша выиграла матч!», or a shared first place."""
    if len(best) == 1:
        return words.say("result.winner", best[0])
    return t("result.winners", names=words.names(best))


class ResultScene(HandOver, Scene):
    """What the deal's and the match's result screens share: their clock and their keys.
    ``age`` counts the seconds since the screen came up (its moment: the panel rising,
    sparkles, medals); with ``--autoplay`` ``timer`` counts down the seconds until it moves on
    by itself.  Once the moment is over and no timer runs, the screen only waits for the
    player, and says so (:meth:`idle`: no frame is drawn).  Space or Enter (once settled, see
    :class:`HandOver`) and the end of the timer :meth:`go_on`; Esc :meth:`go_back`; a click goes
    to ``buttons``."""

    def __init__(self, app, timer: float | None):
        super().__init__(app)
        self.timer = timer                     # seconds until autoplay moves on; None: the player does
        self.age = 0.0                         # seconds since it came up: the moment's clock
        self.buttons: list[widgets.Button] = []

    def go_on(self) -> None:
        """What the lit button does: Space, Enter, and the autoplay timer when it ends."""
        raise NotImplementedError

    def go_back(self) -> None:
        """What Esc does."""
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        if self.too_soon(event):     # a double press meant for the screen before
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.go_on()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.go_back()
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def idle(self) -> bool:
        # waiting for the player once the moment is over (an autoplay timer runs otherwise)
        return self.timer is None and self.age >= payoff.MOMENT_S

    def update(self, dt: float) -> None:
        self.age += dt
        if self.timer is not None:
            self.timer -= dt
            if self.timer <= 0:
                self.timer = None
                self.go_on()


class DealResultScene(ResultScene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app, _auto_delay(app) if table.autoplay else None)
        self.table = table
        over = table.match.is_over
        text = (lambda: t("result.match_result")) if over else (lambda: t("result.next_deal"))
        self.button = widgets.Button(text, self.next, primary=True, key="next")
        self.buttons = [self.button]
        self.hands = payoff.hands_left(table)  # the cards the fool (a losing team) still holds
        result = table.match.last_result
        losers = result.losers if result else []
        self.lost = any(table.match.seats[p].is_human for p in losers)
        # a person at the table who is not among the losers of a deal someone lost: a winner
        self.won = bool(losers) and not self.lost and any(s.is_human for s in table.match.seats)
        assets.play_sound("lose" if self.lost else "win")

    def next(self) -> None:
        if self.table.match.is_over:
            routes.reset(self.app, "match_result", self.table)
        else:
            self.app.pop()
            self.table.next_deal()

    def go_on(self) -> None:
        self.next()

    def go_back(self) -> None:
        self.table.pause()

    def epaulettes(self) -> bool:
        """DUR-21: the fool got epaulettes in this deal (drawn beside his cards)."""
        result = self.table.match.last_result
        return bool(result is not None and (result.notes or {}).get("epaulettes"))

    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[str], pygame.Rect]:
        """The panel, the result's lines (wrapped) and the score sheet's rect: the panel grows
        with the number of players (ten rows fit at 960×600), and with a row of cards for each
        hand left (:meth:`hand_rows`) where the window has room for them."""
        W, H = size
        m = self.table.match
        deals = len(m.sheet.get("deals", []))
        w = min(W - px(60), px(620) + px(50) * max(0, min(deals, 8) - 2))
        lines = [part for line in self.table.table.result_lines(m.last_result)
                 for part in assets.wrap(line, 20, w - px(60))]
        rows = m.players + 1
        need = px(70) + len(lines) * px(28) + px(14) + rows * px(26) + px(100)
        hands = self.hand_height() * len(self.hands)
        if need + hands > H - px(30):
            hands = 0                     # no room: the cards stay on the table behind the panel
        self._hand_h = hands
        box = pygame.Rect(0, 0, w, max(px(360), min(H - px(30), need + hands)))
        box.center = (W // 2, H // 2)
        top = box.y + px(70) + len(lines) * px(28) + px(14) + hands
        sheet = pygame.Rect(box.x + px(40), top, box.w - px(80), box.bottom - top - px(92))
        return box, lines, sheet

    @staticmethod
    def hand_height() -> int:
        return px(84)

    def hand_rows(self, box: pygame.Rect, y: int) -> list[tuple[int, pygame.Rect, pygame.Rect]]:
        """``(seat, where its name goes, where its cards go)`` of every hand shown from ``y``."""
        if not getattr(self, "_hand_h", 0):
            return []
        out = []
        for i, (p, _hand) in enumerate(self.hands):
            row = pygame.Rect(box.x + px(40), y + i * self.hand_height(), box.w - px(80), self.hand_height() - px(10))
            label = pygame.Rect(row.x, row.y, px(150), row.h)
            room = row.w - label.w - (px(96) if self.epaulettes() else 0)
            out.append((p, label, pygame.Rect(label.right, row.y, room, row.h)))
        return out


    def draw(self, surface: pygame.Surface) -> None:
        widgets.shade(surface, 120)
        m = self.table.match
        box, lines, sheet = self.layout(surface.get_size())
        lift = int((1 - payoff.entrance(self.age)) * px(40))    # the panel rises into place
        box, sheet = box.move(0, lift), sheet.move(0, lift)
        widgets.panel(surface, box, (12, 30, 24, 255), 18)     # opaque: nothing stale shows through
        title = widgets.blit_text(surface, t("result.deal_over", n=m.deal_no + 1), (box.centerx, box.y + px(18)),
                                  30, widgets.ACCENT, True, anchor="midtop")
        if self.won:
            payoff.draw_sparkles(surface, title, self.age)
        y = box.y + px(70)
        for part in lines:
            widgets.blit_text(surface, part, (box.centerx, y), 20, widgets.INK, anchor="midtop")
            y += px(28)
        hand_of = dict(self.hands)
        for p, label, place in self.hand_rows(box, y + px(14)):
            widgets.blit_text(surface, t("result.hands_left"), (label.x, label.centery - px(2)), 14, widgets.MUTED,
                              anchor="bottomleft")
            widgets.fit_text(surface, self.table.seat_name(p), (label.x, label.centery + px(12)), label.w - px(8), 17,
                             widgets.INK, True)
            shown = payoff.draw_hand_row(surface, self.table.table.faces_kind, hand_of[p], place, self.age)
            notes = m.last_result.notes or {} if m.last_result else {}
            if self.epaulettes() and notes.get("fool") == p and shown:
                payoff.draw_epaulettes(surface, pygame.Rect(shown[-1].right + px(14), place.centery - px(20),
                                                            px(80), px(40)))
        draw_sheet(surface, self.table, sheet)
        self.button.rect = pygame.Rect(box.centerx - px(160), box.bottom - px(74), px(320), px(54))
        self.button.draw(surface)


class MatchResultScene(ResultScene):
    def __init__(self, app, table):
        super().__init__(app, _auto_delay(app) * 1.5 if table.autoplay else None)
        self.table = table
        self.winner_drawn: pygame.Rect | None = None    # where the winners' line was drawn last
        self.medals: list[tuple[int, int]] = []         # (seat, place) of the medals drawn last
        # a network table's match is the host's: no new one from here, only the way out
        self.networked = bool(getattr(table, "networked", False))
        again = widgets.Button(lambda: t("result.play_again"), self.again, primary=True, key="again")
        self.buttons = ([] if self.networked else [again]) + [
            widgets.Button(lambda: t("result.menu"), self.menu, primary=self.networked, key="menu")]

    def again(self) -> None:
        self.table.restart()

    def go_on(self) -> None:
        if self.networked:
            self.menu()
        else:
            self.again()

    def menu(self) -> None:
        self.table.leave_table()
        routes.reset(self.app, "menu")

    def go_back(self) -> None:
        self.menu()

    def person_won(self) -> bool:
        """A person at the table shares the first place (the winner's line sparkles)."""
        return any(self.table.match.seats[p].is_human for p in self.winners())

    def draw_podium(self, surface: pygame.Surface, box: pygame.Rect, order: list[int]) -> None:
        """The sheet is a ranking, not a flat table: the first place's row lies on a gold band,
        and a gold, silver or bronze medal hangs left of each row of places 1–3."""
        cells = sheet_cells(self.table, box, order)
        if not cells:
            return
        x_name = cells[0].rect.x
        rows = [c.rect for c in cells[1:] if c.rect.x == x_name]
        places = self.table.match.places()
        self.medals = []
        for p, row in zip(order, rows):
            place = places[p]
            if place == 1:
                band = pygame.Rect(box.x, row.y, box.w, row.h)
                widgets.panel(surface, band, (*payoff.GOLD, 46), 8)
            if place <= 3:
                r = max(px(5), min(px(9), row.h // 3))
                payoff.draw_medal(surface, (box.x - px(10), row.centery), place, r)
                self.medals.append((p, place))

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
        if self.person_won() and self.winner_drawn is not None:
            payoff.draw_sparkles(surface, self.winner_drawn, self.age)
        box = self.sheet_rect((W, H))
        widgets.panel(surface, box.inflate(px(40), px(30)), (12, 30, 24, 220), 18)
        self.draw_podium(surface, box, order)
        draw_sheet(surface, self.table, box, order)
        notes = self.note_lines(W)
        for i, line in enumerate(notes):      # why equal totals stand apart
            widgets.blit_text(surface, line, (W // 2, box.bottom + px(26) + i * px(24)), NOTE_SIZE, widgets.INK,
                              anchor="midtop")
        stand = self.podium_area((W, H), len(notes))
        if stand is not None:
            payoff.draw_podium(surface, self.podium_places(), stand, self.age)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(W // 2 - px(270) + i * px(280), H - px(110), px(260), px(56))
            b.draw(surface)

    def podium_places(self) -> dict[int, list[str]]:
        """Place 1–3 -> the names holding it (shared places name everyone sharing them)."""
        m = self.table.match
        places = m.places()
        out: dict[int, list[str]] = {}
        for p in m.standings():
            if places[p] <= 3:
                out.setdefault(places[p], []).append(self.table.seat_name(p))
        return out

    def podium_area(self, size: tuple[int, int], notes: int) -> pygame.Rect | None:
        """The free band between the sheet (and its note) and the buttons, where the podium
        stands; None when the window leaves it too little room."""
        W, H = size
        top = self.sheet_rect(size).bottom + px(30) + notes * px(24) + px(12)
        bottom = H - px(110) - px(18)
        if bottom - top < px(110):
            return None
        return pygame.Rect(px(40), top, W - px(80), min(bottom - top, px(200)))
