"""A modal chooser on the table: a title and a row of big buttons, one per option (a colour
to call, a player to swap hands with).  While it is open it takes every input event:

- mouse: a click on an option picks it; a click elsewhere cancels (when cancelling is allowed);
- keyboard: 1…9 pick an option, Left/Right (or Up/Down, Tab) move the focus, Enter or Space
  pick the focused option, Esc cancels (when allowed).

The table opens it (``table.chooser = Chooser(...)``), draws it last and passes events to it
before anything else (``TableView.handle_modal``).  :meth:`Chooser.handle` answers what the
event meant — ``PICK``/``CANCEL`` (then the chooser is ``done`` and :attr:`value` holds the
picked option's value), ``TAKEN`` (used, nothing chosen yet) or None (not its event: Esc when
the choice cannot be cancelled, so the pause menu still opens).  It never acts itself: the
table turns a pick into an intent for the controller.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cardtable.ui import assets, widgets
from cardtable.ui.assets import px


@dataclass
class Option:
    label: str
    value: object
    fill: tuple = (40, 70, 58)          # the button's colour
    ink: tuple = widgets.INK            # its text colour (readable on ``fill``)


PICK, CANCEL, TAKEN = "pick", "cancel", "taken"


@dataclass(frozen=True)
class Menu:
    """One action button standing for several actions (a table's ``button_actions`` may
    return it): pressing it opens a chooser of ``options`` titled ``title``."""

    label: str
    title: str
    options: tuple
    key: str = "menu"


class Chooser:
    def __init__(self, title: str, options: list[Option], *, cancellable: bool = True, hint: str = ""):
        self.title = title
        self.options = options
        self.cancellable = cancellable
        self.hint = hint
        self.focus = 0
        self.done = False
        self.value: object = None
        self.area = pygame.Rect(0, 0, 0, 0)

    # -- geometry ------------------------------------------------------------------------
    def rects(self, area: pygame.Rect) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The panel and the option buttons, centred in ``area`` (the table's free middle):
        one row if it fits, else two."""
        self.area = area
        n = len(self.options)
        bw, bh, gap = px(150), px(96), px(14)
        per_row = n
        if n > 4:        # many options (lays, players): as many per row as fit
            per_row = max(1, min(n, (area.w - px(40) + gap) // (bw + gap)))
        while per_row > 1 and per_row * bw + (per_row - 1) * gap > area.w - px(40):
            per_row = (per_row + 1) // 2 if per_row > 2 else per_row - 1
        rows = (n + per_row - 1) // per_row
        width = per_row * bw + (per_row - 1) * gap
        if width > area.w - px(40):          # a very narrow middle: narrower buttons
            bw = max(px(90), (area.w - px(40) - (per_row - 1) * gap) // per_row)
            width = per_row * bw + (per_row - 1) * gap
        if self.hint:              # the hint's line decides the panel's width when it is longer
            want = assets.font(13).size(self.hint)[0] + px(24) - px(40)
            width = max(width, min(area.w - px(40), want))
        head = px(44)
        foot = px(20 + (22 if self.hint else 0))
        room = area.h + px(120) - head - foot - (rows - 1) * gap     # it may cover the hand's top a little
        bh = max(px(34), min(bh, room // rows))
        panel = pygame.Rect(0, 0, width + px(40), head + rows * bh + (rows - 1) * gap + foot)
        panel.center = area.center
        out = []
        for i in range(n):
            r, c = divmod(i, per_row)
            in_row = min(per_row, n - r * per_row)
            x0 = panel.centerx - (in_row * bw + (in_row - 1) * gap) // 2
            out.append(pygame.Rect(x0 + c * (bw + gap), panel.y + head + r * (bh + gap), bw, bh))
        return panel, out

    # -- input -----------------------------------------------------------------------------
    def pick(self, i: int) -> str:
        if self.done or not 0 <= i < len(self.options):
            return TAKEN
        self.done = True
        self.value = self.options[i].value
        return PICK

    def cancel(self) -> str | None:
        if self.done or not self.cancellable:
            return None
        self.done = True
        return CANCEL

    def handle(self, event: pygame.event.Event) -> str | None:
        """What ``event`` means to the chooser (see the module's docstring)."""
        n = len(self.options)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return self.cancel()
            if pygame.K_1 <= event.key <= pygame.K_9:
                return self.pick(event.key - pygame.K_1)
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % n
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.focus = (self.focus - 1) % n
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.pick(self.focus)
            return TAKEN
        if event.type == pygame.MOUSEMOTION:
            _panel, rects = self.rects(self.area)
            for i, r in enumerate(rects):
                if r.collidepoint(event.pos):
                    self.focus = i
            return TAKEN
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            panel, rects = self.rects(self.area)
            for i, r in enumerate(rects):
                if r.collidepoint(event.pos):
                    # a press that began elsewhere (a drag let go here) picks nothing
                    return self.pick(i) if widgets.pressed_on(r) else TAKEN
            if not panel.collidepoint(event.pos):
                return self.cancel() or TAKEN
            return TAKEN
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                return self.cancel() or TAKEN
            return TAKEN
        if event.type in (pygame.KEYUP, pygame.MOUSEWHEEL, pygame.TEXTINPUT):
            return TAKEN
        return None

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        widgets.shade(surface, 110)
        panel, rects = self.rects(area)
        widgets.panel(surface, panel, (12, 28, 22, 245), 16)
        pygame.draw.rect(surface, widgets.ACCENT, panel, width=px(2), border_radius=px(16))
        widgets.text_in_rect(surface, self.title, pygame.Rect(panel.x + px(10), panel.y + px(6), panel.w - px(20),
                                                              px(34)), 20, widgets.INK, True, lines=1)
        for i, (r, opt) in enumerate(zip(rects, self.options)):
            focus = i == self.focus
            pygame.draw.rect(surface, (0, 0, 0), r.move(px(2), px(3)), border_radius=px(14))
            pygame.draw.rect(surface, opt.fill, r, border_radius=px(14))
            pygame.draw.rect(surface, widgets.ACCENT if focus else (245, 245, 240), r, width=px(5 if focus else 2),
                             border_radius=px(14))
            widgets.text_in_rect(surface, opt.label, r.inflate(-px(12), -px(30)), 20, opt.ink, True)
            widgets.blit_text(surface, str(i + 1), (r.right - px(8), r.bottom - px(5)), 13, opt.ink,
                              anchor="bottomright")
        if self.hint:
            widgets.text_in_rect(surface, self.hint, pygame.Rect(panel.x + px(10), panel.bottom - px(30),
                                                                 panel.w - px(20), px(24)), 13, widgets.MUTED,
                                 lines=1)
