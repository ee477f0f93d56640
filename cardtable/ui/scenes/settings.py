"""The settings scene: language, animation speed, AI think time (Hard), sound and volume,
fullscreen, card back, four-colour suits and colour-blind shapes.  Every change applies at once
and is stored (cardtable.match.storage); a preview shows the card back, the suit colours and,
where the window has room, the coloured cards of the games that mark their colours (each game's
plugin names its sample, ``Plugin.colour_sample``), so switching the shapes on shows them.

Keys: Up/Down choose a row, Left/Right change it, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, partial

import pygame

from cardtable import plugins
from cardtable.match.storage import CARD_BACKS, LANGUAGES, SPEEDS, THINK_TIMES_MS
from cardtable.ui import assets, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene
from cardtable.ui.scenes import userdata

LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}
VOLUMES = tuple(range(0, 101, 10))


@dataclass
class Row:
    """One setting: its field name, the allowed values and how a value is shown."""

    name: str
    values: tuple
    show: Callable[[object], str]


def _bool(v) -> str:
    return t("common.on") if v else t("common.off")


def _seconds(ms) -> str:
    s = ms / 1000
    return t("settings.seconds", s=f"{s:g}")


ROWS = (
    Row("language", LANGUAGES, lambda v: LANGUAGE_NAMES[str(v)]),
    Row("speed", SPEEDS, lambda v: t(f"settings.speed.{v}")),
    Row("think_ms", THINK_TIMES_MS, _seconds),
    Row("sound", (False, True), _bool),
    Row("volume", VOLUMES, lambda v: f"{v}%"),
    Row("fullscreen", (False, True), _bool),
    Row("card_back", CARD_BACKS, lambda v: t(f"settings.back.{v}")),
    Row("four_colour", (False, True), _bool),
    Row("colour_marks", (False, True), _bool),
)


@cache
def colour_samples() -> tuple[tuple[str, tuple[int, ...]], ...]:
    """``(faces kind, cards)`` of every game that names a colour sample, by game id (read once:
    the preview is drawn every frame)."""
    out: list[tuple[str, tuple[int, ...]]] = []
    for entry in plugins.plugins():
        if entry.colour_sample:
            kind, sample = plugins.load(entry.colour_sample)
            out.append((str(kind), tuple(int(c) for c in sample)))
    return tuple(out)


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.data = userdata.of(app)
        self.selected = 0
        self.back = widgets.Button(lambda: t("common.back"), self.close, key="back")
        self.arrows: list[tuple[widgets.Button, widgets.Button]] = [
            (widgets.Button("◀", partial(self.step, i, -1), size=20, key=f"{r.name}-"),
             widgets.Button("▶", partial(self.step, i, +1), size=20, key=f"{r.name}+"))
            for i, r in enumerate(ROWS)]

    # -- changing values --
    def value(self, row: Row):
        """The value shown and stepped from: the one in effect (``--lang en`` shows English)."""
        return self.data.in_effect(row.name)

    def step(self, index: int, delta: int) -> None:
        """Move setting ``index`` to its next (+1) or previous (-1) value (wrapping;
        the volume stops at 0 and 100)."""
        self.selected = index
        row = ROWS[index]
        current = self.value(row)
        values = row.values
        if row.name == "volume":
            current = min(values, key=lambda v: abs(v - current))
            i = max(0, min(len(values) - 1, values.index(current) + delta))
        else:
            i = (values.index(current) + delta) % len(values) if current in values else 0
        self.data.change(row.name, values[i])

    def close(self) -> None:
        self.data.store.save_settings(self.data.settings)
        if self.app.top is self:
            self.app.pop()

    # -- events --
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_UP:
                self.selected = (self.selected - 1) % len(ROWS)
            elif event.key == pygame.K_DOWN:
                self.selected = (self.selected + 1) % len(ROWS)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
                self.step(self.selected, -1 if event.key == pygame.K_LEFT else 1)
            return
        if self.back.handle(event):
            return
        for minus, plus in self.arrows:
            if minus.handle(event) or plus.handle(event):
                return

    # -- drawing --
    def hint(self) -> str:
        """The line under the rows: what the selected setting does, where that needs saying
        (the think time: only Hard thinks, and thinks better with more time — docs/ai.md's
        time ladder), else that changes apply at once."""
        name = ROWS[self.selected].name
        return t("settings.hint.think_ms") if name == "think_ms" else t("settings.hint")

    def layout(self, W: int, H: int) -> tuple[pygame.Rect, int]:
        row_h = max(px(40), min(px(56), (H - px(260)) // len(ROWS)))
        width = min(px(1100), W - px(60))
        box = pygame.Rect(0, 0, width, row_h * len(ROWS) + px(40))
        box.midtop = (W // 2, px(110))
        return box, row_h

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("settings.title"), px(36), 40)
        box, row_h = self.layout(W, H)
        widgets.panel(surface, box, (12, 30, 24, 220), 18)
        preview = box.w >= px(900)
        cx = box.x + px(370)
        controls_w = px(340) if preview else box.w - px(400)
        for i, row in enumerate(ROWS):
            y = box.y + px(20) + i * row_h
            line = pygame.Rect(box.x + px(10), y, box.w - px(20), row_h - px(4))
            if i == self.selected:
                widgets.panel(surface, line, (60, 110, 85, 160), 10)
            widgets.blit_text(surface, t(f"settings.{row.name}"), (box.x + px(30), line.centery), 21,
                              widgets.INK, anchor="midleft")
            minus, plus = self.arrows[i]
            bh = min(px(40), row_h - px(10))
            minus.rect = pygame.Rect(cx, line.centery - bh // 2, px(46), bh)
            plus.rect = pygame.Rect(cx + controls_w - px(46), line.centery - bh // 2, px(46), bh)
            minus.draw(surface)
            plus.draw(surface)
            widgets.blit_text(surface, row.show(self.value(row)), ((minus.rect.right + plus.rect.x) // 2,
                              line.centery), 21, widgets.ACCENT, True, anchor="center")
        if preview:
            left = cx + controls_w + px(30)
            self.draw_preview(surface, pygame.Rect(left, box.y + px(20), box.right - left - px(20), box.h - px(40)))
        self.back.rect = pygame.Rect(px(30), H - px(80), px(180), px(50))
        hint = self.hint()
        below = pygame.Rect(0, 0, *assets.font(16).size(hint))
        below.midtop = (W // 2, box.bottom + px(16))
        if below.colliderect(self.back.rect.inflate(px(24), 0)):
            # a small window: the line goes beside the Back button, in the width left there
            right = self.back.rect.right + px(24)
            widgets.fit_text(surface, hint, (right, self.back.rect.centery), W - right - px(20), 16,
                             widgets.MUTED)
        else:
            widgets.blit_text(surface, hint, below.midtop, 16, widgets.MUTED, anchor="midtop")
        self.back.draw(surface)

    def draw_preview(self, surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[str, int]]:
        """The card back, the four aces (four-colour suits) and the colour samples, sized to share
        ``rect``: the back is as tall as it may be, the aces 0.8 of it and each sample row 0.6.
        Returns the ``(faces kind, card)`` of the samples drawn (nothing when no French faces)."""
        widgets.blit_text(surface, t("settings.preview"), (rect.centerx, rect.y), 18, widgets.MUTED,
                          True, anchor="midtop")
        samples = colour_samples()
        gaps = px(34) + px(24) + len(samples) * px(12)
        ch = min(int((rect.h - gaps) / (1.8 + 0.6 * len(samples))), int(rect.w / 2.4 / cards.ASPECT))
        cw = int(ch * cards.ASPECT)
        try:
            back = cards.back("french36", cw, ch)
        except (KeyError, ValueError, pygame.error):
            return []   # no French faces registered: no preview
        surface.blit(back, back.get_rect(midtop=(rect.centerx, rect.y + px(34))))
        y = rect.y + px(34) + ch + px(24)
        small_h = int(ch * 0.8)
        aces = [32 + suit for suit in range(4)]   # A♠ A♥ A♦ A♣ (docs/notation.md)
        y = self.draw_fan(surface, "french36", aces, rect, y, small_h)
        drawn: list[tuple[str, int]] = []
        for kind, sample in samples:     # each game's coloured cards (its plugin's colour_sample)
            y = self.draw_fan(surface, kind, sample, rect, y + px(12), int(ch * 0.6))
            drawn += [(kind, c) for c in sample]
        return drawn

    @staticmethod
    def draw_fan(surface: pygame.Surface, kind: str, row: Sequence[int], rect: pygame.Rect, y: int,
                 h: int) -> int:
        """``row`` of ``kind`` cards, ``h`` tall, side by side (overlapping where ``rect`` is too
        narrow) and centred in ``rect`` from ``y``; returns the bottom."""
        w = int(h * cards.ASPECT)
        n = len(row)
        step = min(w + px(8), (rect.w - w) // max(1, n - 1))
        x0 = rect.centerx - (step * (n - 1) + w) // 2
        for k, c in enumerate(row):
            surface.blit(cards.face(kind, c, w, h), (x0 + k * step, y))
        return y + h
