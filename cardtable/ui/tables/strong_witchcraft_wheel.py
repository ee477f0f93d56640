"""Strong Witchcraft's who-beats-whom wheel (SW-2) drawn large, for its lessons (the lesson
data names :func:`draw_wheel` as its ``figure``): the seven schools round a circle, an arrow
from each school to the two it beats, each school's name beside its disc."""

from __future__ import annotations

import math

import pygame

from cardtable.engine.witchcraft.cards import SCHOOLS, SCHOOLS_RU, SENIOR_TO
from cardtable.ui import assets, i18n, widgets
from cardtable.ui.assets import px
from cardtable.ui.tables.strong_witchcraft_faces import SCHOOL_RGB, SYMBOLS, ink_on


def draw_wheel(surface: pygame.Surface, room: pygame.Rect) -> None:
    """SW-2 at full size: the seven schools round a circle, an arrow from each school to the
    two it beats, each school's name beside its disc."""
    if room.h < px(120) or room.w < px(120):
        return
    names = SCHOOLS_RU if i18n.get_language() == "ru" else SCHOOLS
    label_h = px(16)
    r_disc = max(px(11), min(room.w, room.h - 2 * label_h) // 11)
    radius = min(room.w // 2 - r_disc - px(4), (room.h - 2 * label_h) // 2 - r_disc)
    if radius < px(40):
        return
    cx, cy = room.centerx, room.centery
    pos = [(cx + radius * math.sin(2 * math.pi * k / 7), cy - radius * math.cos(2 * math.pi * k / 7))
           for k in range(7)]
    for k in range(7):
        for j in SENIOR_TO[k]:
            (x1, y1), (x2, y2) = pos[k], pos[j]
            d = math.hypot(x2 - x1, y2 - y1) or 1.0
            ux, uy = (x2 - x1) / d, (y2 - y1) / d
            a = (x1 + ux * r_disc, y1 + uy * r_disc)
            b = (x2 - ux * (r_disc + px(2)), y2 - uy * (r_disc + px(2)))
            colour = tuple(min(255, c + 40) for c in SCHOOL_RGB[k])
            pygame.draw.line(surface, colour, a, b, max(2, px(2)))
            head = px(9)
            left = (b[0] - ux * head - uy * head * 0.5, b[1] - uy * head + ux * head * 0.5)
            right = (b[0] - ux * head + uy * head * 0.5, b[1] - uy * head - ux * head * 0.5)
            pygame.draw.polygon(surface, colour, [b, left, right])
    for k in range(7):
        x, y = int(pos[k][0]), int(pos[k][1])
        pygame.draw.circle(surface, SCHOOL_RGB[k], (x, y), r_disc)
        pygame.draw.circle(surface, (250, 248, 240), (x, y), r_disc, max(1, px(2)))
        widgets.blit_text(surface, SYMBOLS[k], (x, y), round(assets.unscaled(int(r_disc * 1.1))), ink_on(k),
                          True, anchor="center")
        above = y < cy - radius * 0.3
        ty = y - r_disc - px(2) if above else y + r_disc + px(2)
        widgets.blit_text(surface, names[k], (x, ty), 13, widgets.INK, True,
                          anchor="midbottom" if above else "midtop")
