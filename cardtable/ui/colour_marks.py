"""Shapes and patterns that tell colours apart without hue (issue 34, item 12).

With the setting "Colour-blind shapes" (``cards.STYLE["colour_marks"]``) on, every coloured card
of Pirate Party carries its colour's *shape* (red ▲ triangle, yellow ● circle, green ■ square,
blue ◆ diamond) beside its index, and every spell of Strong Witchcraft its school's *pattern*
over the school's colour (Fire ╱ stripes, Water ≈ waves, Death ✕ cross-hatch, Air · dots,
Earth ▦ checks, Life ║ stripes, Mind ╲ stripes). A person who cannot tell red from green
(deuteranopia, protanopia: ``tools/colourblind.py`` simulates them) reads the shape instead.

Contract: :func:`draw_shape` / :func:`draw_pattern` draw into a surface at any size, outlined
so they read on any fill; :data:`SHAPES` / :data:`PATTERNS` name them, one per colour, all
different (``tests/test_colour_marks.py``). Nothing here knows a rule; the faces decide where.
"""

from __future__ import annotations

import math

import pygame

from cardtable.ui import cards

SHAPES = ("triangle", "circle", "square", "diamond")       # Pirate Party: r, y, g, b (PIR-1)
PATTERNS = ("rising", "waves", "cross", "dots", "checks", "upright", "falling")   # SW-1's schools


def on() -> bool:
    """Whether the colour marks are shown (the setting)."""
    return bool(cards.STYLE.get("colour_marks"))


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]] | None:
    """The polygon of a shape of radius ``r`` (None: a circle)."""
    x, y = centre
    if shape == "triangle":
        return [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)]
    if shape == "square":
        k = r * 0.8
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if shape == "diamond":
        return [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)]
    return None


def draw_shape(surf: pygame.Surface, colour: int, centre: tuple[float, float], r: float,
               fill=(255, 255, 255), outline=(20, 20, 20)) -> None:
    """Pirate colour ``colour``'s shape (:data:`SHAPES`), light on a dark rim."""
    shape = SHAPES[colour]
    rim = max(1, round(r * 0.22))
    pts = shape_points(shape, centre, r)
    if pts is None:
        pygame.draw.circle(surf, outline, centre, r + rim)
        pygame.draw.circle(surf, fill, centre, r * 0.85)
        return
    big = shape_points(shape, centre, r + rim * 1.6)
    assert big is not None          # the same shape as pts, only larger
    pygame.draw.polygon(surf, outline, big)
    pygame.draw.polygon(surf, fill, pts)


def draw_pattern(surf: pygame.Surface, school: int, rect: pygame.Rect, ink: tuple, step: int) -> None:
    """School ``school``'s pattern (:data:`PATTERNS`) over ``rect`` in ``ink``, lines every
    ``step`` pixels; clipped to ``rect``."""
    kind = PATTERNS[school]
    step = max(4, step)
    width = max(1, step // 4)
    old = surf.get_clip()
    surf.set_clip(rect.clip(old) if old else rect)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    span = rect.w + rect.h
    if kind in ("rising", "falling", "cross"):
        for k in range(-span, span, step):
            if kind in ("rising", "cross"):
                pygame.draw.line(surf, ink, (x0 + k, y1), (x0 + k + rect.h, y0), width)
            if kind in ("falling", "cross"):
                pygame.draw.line(surf, ink, (x0 + k, y0), (x0 + k + rect.h, y1), width)
    elif kind == "upright":
        for x in range(x0 + step // 2, x1, step):
            pygame.draw.line(surf, ink, (x, y0), (x, y1), width)
    elif kind == "waves":
        for y in range(y0 + step // 2, y1 + step, step):
            pts = [(x, y + math.sin((x - x0) / step * math.pi) * step * 0.25) for x in range(x0, x1 + 2, 2)]
            if len(pts) > 1:
                pygame.draw.lines(surf, ink, False, pts, width)
    elif kind == "dots":
        for j, y in enumerate(range(y0 + step // 2, y1, step)):
            for x in range(x0 + step // 2 + (step // 2 if j % 2 else 0), x1, step):
                pygame.draw.circle(surf, ink, (x, y), max(1, step // 5))
    elif kind == "checks":
        for j, y in enumerate(range(y0, y1, step)):
            for i, x in enumerate(range(x0, x1, step)):
                if (i + j) % 2 == 0:
                    pygame.draw.rect(surf, ink, (x, y, step, step))
    surf.set_clip(old)
