"""Small overlays: a message with an OK button (e.g. a damaged file was set aside) and a
yes/no confirmation (e.g. resetting statistics)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from cardtable.ui import assets, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene


def _box(surface: pygame.Surface, title: str, lines: list[str], width: int = 640) -> pygame.Rect:
    """Draw the shaded panel with a title and wrapped lines; returns the panel rect."""
    widgets.shade(surface, 150)
    W, H = surface.get_size()
    width = min(px(width), W - px(40))
    wrapped = [part for line in lines for part in (assets.wrap(line, 19, width - px(60)) + [""])][:-1]
    height = px(90) + px(26) * len(wrapped) + px(90)
    box = pygame.Rect(0, 0, width, min(H - px(40), height))
    box.center = (W // 2, H // 2)
    widgets.panel(surface, box, (14, 34, 27, 255), 18)
    pygame.draw.rect(surface, (90, 130, 110), box, width=px(2), border_radius=px(18))
    widgets.blit_text(surface, title, (box.centerx, box.y + px(22)), 26, widgets.ACCENT, True, anchor="midtop")
    y = box.y + px(72)
    for part in wrapped:
        if y > box.bottom - px(100):
            break
        widgets.blit_text(surface, part, (box.x + px(30), y), 19, widgets.INK)
        y += px(26)
    return box


class MessageScene(Scene):
    """Title, a few sentences, and OK (Enter/Esc/Space close it)."""

    overlay = True

    def __init__(self, app, title: str, lines: list[str], on_close: Callable[[], None] | None = None):
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.on_close = on_close
        self.button = widgets.Button(lambda: t("message.ok"), self.close, primary=True, key="ok")

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_close is not None:
            self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE):
            self.close()
            return
        self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        box = _box(surface, self.title, self.lines)
        self.button.rect = pygame.Rect(box.centerx - px(90), box.bottom - px(72), px(180), px(50))
        self.button.draw(surface)


class ConfirmScene(Scene):
    """A question with a safe answer (no / cancel, the first button, also Esc) and one or
    more answers that act: ``on_yes`` runs after the overlay closes; ``more`` adds answers
    as ``(label, action, key)``.  ``yes_label`` / ``no_label`` (callables) replace Yes / No."""

    overlay = True

    def __init__(self, app, title: str, text: str, on_yes: Callable[[], None], *,
                 yes_label: Callable[[], str] | None = None, no_label: Callable[[], str] | None = None,
                 more: Sequence[tuple[Callable[[], str], Callable[[], None], str]] = ()):
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_yes = on_yes
        self.buttons = [
            widgets.Button(no_label or (lambda: t("confirm.no")), self.no, primary=True, key="no"),
            widgets.Button(yes_label or (lambda: t("confirm.yes")), self.yes, key="yes"),
        ]
        for label, action, key in more:
            self.buttons.append(widgets.Button(label, partial(self._then, action), key=key))
        self.focus = -1

    def _then(self, action: Callable[[], None]) -> None:
        if self.app.top is self:
            self.app.pop()
        action()

    def yes(self) -> None:
        self._then(self.on_yes)

    def no(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.no()
            return
        self.focus, _used = widgets.handle_menu(self.buttons, event, self.focus)

    def draw(self, surface: pygame.Surface) -> None:
        n = len(self.buttons)
        widest = max(assets.text(widgets.label(b.text), b.size, widgets.INK, True).get_width() for b in self.buttons)
        bw = max(px(190), widest + px(48))
        box = _box(surface, self.title, [self.text], max(560, round((bw * n + px(20) * (n + 2)) / assets.scale())))
        bw = min(bw, (box.w - px(20) * (n + 1)) // n)
        gap = px(20)
        x = box.centerx - (bw * n + gap * (n - 1)) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), box.bottom - px(72), bw, px(50))
            b.draw(surface)
