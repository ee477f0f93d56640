"""Small widgets and the shared look: buttons, panels, the felt background, messages.

Labels are given as callables (``lambda: t("menu.play")``) so a language switch shows at
once without rebuilding scenes.  Sizes follow the UI scale (:mod:`cardtable.ui.assets`):
font sizes and radii are given as at 1280×720; rects and positions are screen pixels
(scenes build them with :func:`px`).

A click is a press and a release on the same thing: the App reports where the left button
went down (:func:`track_press`), and a button, like a chooser's option, fires on a release
only if the press began on it too — a press on the felt or a card that slides onto Take
or Log and is let go there presses nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardtable.ui import assets
from cardtable.ui.assets import px

FELT = (22, 92, 58)
FELT_DARK = (12, 60, 38)
INK = (240, 240, 235)
MUTED = (185, 200, 190)
ACCENT = (250, 200, 70)
LEGAL = (120, 240, 140)
DANGER = (235, 90, 80)
PANEL = (15, 35, 28, 220)

_bg_cache: dict[tuple, pygame.Surface] = {}


def clear_cache() -> None:
    _bg_cache.clear()
    _fits.clear()
    _shade.clear()
    _panels.clear()


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table background (radial-ish vignette), cached per window size."""
    s = _bg_cache.get(size)
    if s is None:
        _bg_cache.clear()
        w, h = size
        small = pygame.Surface((64, 36))
        for y in range(36):
            for x in range(64):
                d = (((x - 32) / 32) ** 2 + ((y - 18) / 18) ** 2) ** 0.5
                k = min(1.0, d * 0.75)
                small.set_at((x, y), tuple(int(a + (b - a) * k) for a, b in zip(FELT, FELT_DARK)))
        s = pygame.transform.smoothscale(small, (w, h)).convert()
        _bg_cache[size] = s
    return s


def label(value: str | Callable[[], str]) -> str:
    return value() if callable(value) else value


class Button:
    """A clickable rounded button.  ``on_click`` is called with no arguments."""

    def __init__(self, text: str | Callable[[], str], on_click: Callable[[], object],
                 rect: pygame.Rect | None = None, *, primary: bool = False, size: int = 22,
                 enabled: bool = True, key: str | None = None):
        self.text = text
        self.on_click = on_click
        self.rect = rect or pygame.Rect(0, 0, 200, 48)
        self.primary = primary
        self.size = size
        self.enabled = enabled
        self.hover = False
        self.key = key  # an id for tests and keyboard shortcuts

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled
              and self.rect.collidepoint(event.pos) and pressed_on(self.rect)):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.primary:
            base = (235, 180, 60) if self.enabled else (110, 110, 100)
            fg = (30, 25, 10)
        else:
            base = (40, 70, 58) if self.enabled else (50, 60, 55)
            fg = INK if self.enabled else (140, 150, 145)
        if self.hover and self.enabled:
            base = (min(255, base[0] + 25), min(255, base[1] + 25), min(255, base[2] + 25))
        radius = px(12)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(px(2), px(3)), border_radius=radius)
        pygame.draw.rect(surface, base, self.rect, border_radius=radius)
        pygame.draw.rect(surface, (255, 255, 255) if self.hover else (200, 210, 200), self.rect,
                         width=px(2), border_radius=radius)
        txt = assets.text(label(self.text), self.size, fg, True)
        room = self.rect.w - px(12)
        if txt.get_width() > room:
            txt = assets.text(label(self.text), max(10, int(self.size * room / txt.get_width())), fg, True)
        surface.blit(txt, txt.get_rect(center=self.rect.center))


def press_in_place(button: Button, event: pygame.event.Event) -> bool:
    """``button.handle(event)``, and a left click on it while it is greyed out is taken too
    (it presses nothing, and nothing under the button sees it): a button kept in its place
    while unavailable, so that its neighbours never move (the table's Undo and Hint)."""
    if button.handle(event):
        return True
    return (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
            and not button.enabled and button.rect.collidepoint(event.pos))


def column(buttons: list[Button], center: tuple[int, int], width: int | None = None,
           height: int | None = None, gap: int | None = None) -> None:
    """Place buttons in a centred column (sizes in screen pixels; by default 320×54 with
    gaps of 14 at 1280×720, scaled)."""
    width = px(320) if width is None else width
    height = px(54) if height is None else height
    gap = px(14) if gap is None else gap
    total = len(buttons) * height + (len(buttons) - 1) * gap
    y = center[1] - total // 2
    for b in buttons:
        b.rect = pygame.Rect(center[0] - width // 2, y, width, height)
        y += height + gap


_press: tuple[int, int] | None = None     # where the left button went down (None: not held)


def track_press(event: pygame.event.Event) -> None:
    """Called by the App for every event before the scene sees it."""
    global _press
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        _press = tuple(event.pos)


def release_done(event: pygame.event.Event) -> None:
    """Called by the App after the scene handled the event: a release ends the press."""
    global _press
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        _press = None


def pressed_on(rect: pygame.Rect) -> bool:
    """Did the press that this release ends begin on ``rect``?  (True when no press was
    seen: a release alone, as synthetic events send it.)"""
    return _press is None or rect.collidepoint(_press)


_panels: dict[tuple, pygame.Surface] = {}


def panel(surface: pygame.Surface, rect: pygame.Rect, color: tuple = PANEL, radius: int = 16) -> None:
    """A translucent rounded box (``radius`` as at 1280×720, scaled; cached per size and colour,
    so the badges and messages drawn every frame are not built every frame)."""
    key = (rect.w, rect.h, tuple(color), px(radius))
    s = _panels.get(key)
    if s is None:
        if len(_panels) > 256:
            _panels.clear()
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, color, s.get_rect(), border_radius=key[3])
        _panels[key] = s
    surface.blit(s, rect)


_shade: dict[tuple, pygame.Surface] = {}


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under an overlay)."""
    key = (surface.get_size(), alpha)
    s = _shade.get(key)
    if s is None:
        _shade.clear()
        s = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        s.fill((0, 0, 0, alpha))
        _shade[key] = s
    surface.blit(s, (0, 0))


def title(surface: pygame.Surface, text: str, y: int, size: int = 44, color=INK) -> None:
    """A bold centred line; ``y`` in screen pixels, ``size`` as at 1280×720, smaller where the
    line would not fit the window (a long table name at 960×600)."""
    img = assets.text(text, title_size(text, surface.get_width(), size), color, True)
    surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, y)))


def title_size(text: str, width: int, size: int = 44) -> int:
    """The size :func:`title` draws ``text`` in, in a window ``width`` pixels wide: ``size``,
    or less (down to 18) so that the line keeps a margin of 24 (UI) pixels each side."""
    room = width - 2 * px(24)
    while size > 18 and assets.font(size, True).size(text)[0] > room:
        size -= 1
    return size


def blit_text(surface: pygame.Surface, text: str, pos: tuple, size: float = 20, color=INK,
              bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = assets.text(text, size, color, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fit_text(surface: pygame.Surface, text: str, midleft: tuple, width: int, size: int = 17,
             color=INK, bold: bool = False) -> None:
    """Draw ``text`` left-aligned in ``width`` screen pixels: smaller font, then two lines if needed."""
    s = size
    while s > 12 and assets.font(s, bold).size(text)[0] > width:
        s -= 1
    if assets.font(s, bold).size(text)[0] <= width:
        blit_text(surface, text, midleft, s, color, bold, anchor="midleft")
        return
    lines = assets.wrap(text, s, width, bold)[:2]
    x, y = midleft
    for i, line in enumerate(lines):
        blit_text(surface, line, (x, y + (i - 0.5) * px(s + 3)), s, color, bold, anchor="midleft")


_fits: dict[tuple, tuple[int, list[str], list[int]]] = {}


def balanced_rows(text: str, size: int, width: int, bold: bool, rows: list[str]) -> list[str]:
    """``rows`` (the greedy wrap of ``text`` in ``width``) re-wrapped so that centred text does
    not end on a lone word: when the last row is one word or under half the widest row, the
    wrap at the narrowest width that still gives as many rows (found by bisection; the greedy
    row count never grows with the width).  Never wider than ``width``, never more rows."""
    fnt = assets.font(size, bold)
    widths = [fnt.size(r)[0] for r in rows]
    if len(rows) < 2 or (" " in rows[-1].strip() and widths[-1] * 2 >= max(widths)):
        return rows
    lo, hi = 1, width            # wrap(hi) has len(rows) rows; find the least such width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(assets.wrap(text, size, mid, bold)) <= len(rows):
            hi = mid
        else:
            lo = mid + 1
    got = assets.wrap(text, size, hi, bold)
    if len(got) == len(rows) and all(fnt.size(r)[0] <= width for r in got):
        return got
    return rows


def _fit_rows(text: str, w: int, h: int, size: int, bold: bool, lines: int, min_size: int) -> tuple:
    """(font size, rows, row widths) of ``text`` fitted to ``w``×``h`` (cached: the frame loop
    draws the same texts every frame)."""
    key = (text, w, h, size, bold, lines, min_size, assets.scale())
    got = _fits.get(key)
    if got is not None:
        return got
    s = size
    while True:          # the largest size at which the text fits in ``lines`` lines
        rows = assets.wrap(text, s, w, bold)
        fnt = assets.font(s, bold)
        if s <= min_size or (len(rows) <= lines and px(s + 4) * len(rows) <= max(h, px(s + 4))
                             and all(fnt.size(r)[0] <= w for r in rows)):
            break
        s -= 1
    step = px(s + 4)
    if 1 < len(rows) <= lines and step * len(rows) <= h and all(fnt.size(r)[0] <= w for r in rows):
        rows = balanced_rows(text, s, w, bold, rows)
    while len(rows) > 1 and (len(rows) > lines or step * len(rows) > h):
        rows = rows[:-1]
        rows[-1] = rows[-1] + "…"
    for i, row in enumerate(rows):
        while len(row) > 1 and fnt.size(row)[0] > w:
            row = row[:-2] + "…"
        rows[i] = row
    if len(_fits) > 4000:
        _fits.clear()
    got = _fits[key] = (s, rows, [fnt.size(r)[0] for r in rows])
    return got


def fitted_rows(text: str, rect: pygame.Rect, size: int = 17, bold: bool = False, lines: int = 2,
                min_size: int = 12) -> list[str]:
    """The rows :func:`text_in_rect` would draw (the last ends in "…" when cut)."""
    return list(_fit_rows(text, rect.w, rect.h, size, bold, lines, min_size)[1])


def text_in_rect(surface: pygame.Surface | None, text: str, rect: pygame.Rect, size: int = 17, color=INK,
                 bold: bool = False, lines: int = 2, min_size: int = 12) -> pygame.Rect:
    """Draw ``text`` centred in ``rect`` and never outside it: a smaller font, then up to
    ``lines`` lines, then an ellipsis.  Returns the rect the text took (``surface`` None:
    only measure)."""
    s, rows, widths = _fit_rows(text, rect.w, rect.h, size, bold, lines, min_size)
    step = px(s + 4)
    top = rect.centery - step * len(rows) // 2
    out = pygame.Rect(rect.centerx, top, 0, step * len(rows))
    for i, row in enumerate(rows):
        out.union_ip(pygame.Rect(rect.centerx - widths[i] // 2, top, widths[i], 1))
        if surface is not None:
            blit_text(surface, row, (rect.centerx, top + i * step + step // 2), s, color, bold, anchor="center")
    return out


def keyboard_focus(buttons: list[Button], event: pygame.event.Event, focus: int) -> tuple[int, bool]:
    """Up/Down (or Tab) move the focus through ``buttons`` (shown as hover); Enter/Space
    clicks the focused one.  Returns the new focus and whether the event was used."""
    if event.type != pygame.KEYDOWN or not buttons:
        return focus, False
    if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
        step = -1 if event.key == pygame.K_UP else 1
        focus = (focus + step) % len(buttons) if focus >= 0 else (0 if step > 0 else len(buttons) - 1)
        for i, b in enumerate(buttons):
            b.hover = i == focus
        return focus, True
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        b = buttons[focus if 0 <= focus < len(buttons) else 0]
        if b.enabled:
            b.on_click()
        return focus, True
    return focus, False


def handle_menu(buttons: list[Button], event: pygame.event.Event, focus: int) -> tuple[int, bool]:
    """A column of buttons driven by keyboard (:func:`keyboard_focus`) and mouse.
    Returns the new focus and whether the event was used."""
    focus, used = keyboard_focus(buttons, event, focus)
    if used:
        return focus, True
    return focus, any(b.handle(event) for b in buttons)
