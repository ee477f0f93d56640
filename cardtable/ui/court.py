"""Court figures of the French deck — Jack, Queen, King — drawn by the program.

Like a printed card, a figure is double-ended: the upper half (head, headgear, shoulders
in the suit's colour, an attribute in the hand) is drawn once and turned half round for the
lower half.  The three are told apart at a glance by their heads: the Jack wears a cap with a
feather and holds a halberd, the Queen a small pearl crown with long fair hair and a flower,
the King a tall crown with a white beard and a sword.  The robes take the suit's colour of
the current scheme (two or four colours), so the figure follows the settings.  Pure drawing
into a given rect; :mod:`cardtable.ui.cards` calls it at twice the card's size and caches
the scaled result, so it stays crisp at every size and costs nothing per frame.
"""

from __future__ import annotations

import pygame

GOLD = (222, 178, 58)
GOLD_DARK = (150, 110, 30)
SKIN = (250, 219, 184)
INK = (40, 32, 30)
HAIR = {11: (120, 72, 36), 12: (236, 196, 96), 13: (215, 215, 210)}
STEEL = (205, 212, 220)


def _shade(col: tuple, k: float) -> tuple:
    """``col`` darker (k < 1) or lighter (k > 1, towards white)."""
    if k <= 1:
        return tuple(int(c * k) for c in col[:3])
    return tuple(int(c + (255 - c) * (k - 1)) for c in col[:3])


def _half(w: int, h: int, rank: int, col: tuple, glyph_img: pygame.Surface | None) -> pygame.Surface:
    """The upper half of the figure, ``w``×``h`` (the divider is its bottom edge)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    lw = max(1, w // 60)

    def P(x: float, y: float) -> tuple[int, int]:
        return int(x * w), int(y * h)

    robe, robe_dark = col, _shade(col, 0.65)
    # shoulders and robe, with a gold collar and a trim down the middle
    body = [P(0.06, 1.0), P(0.12, 0.74), P(0.3, 0.62), P(0.7, 0.62), P(0.88, 0.74), P(0.94, 1.0)]
    pygame.draw.polygon(s, robe, body)
    pygame.draw.polygon(s, robe_dark, body, lw)
    pygame.draw.polygon(s, _shade(col, 1.55), [P(0.40, 0.64), P(0.5, 1.0), P(0.60, 0.64)])
    for k in range(3):          # buttons on the trim
        pygame.draw.circle(s, GOLD, P(0.5, 0.74 + k * 0.09), max(1, w // 40))
    pygame.draw.ellipse(s, GOLD, pygame.Rect(*P(0.27, 0.57), int(w * 0.46), int(h * 0.12)))
    pygame.draw.ellipse(s, GOLD_DARK, pygame.Rect(*P(0.27, 0.57), int(w * 0.46), int(h * 0.12)), lw)
    # hair behind the head (the Queen's falls to the shoulders)
    hair = HAIR[rank]
    if rank == 12:
        pygame.draw.ellipse(s, hair, pygame.Rect(*P(0.27, 0.22), int(w * 0.46), int(h * 0.48)))
    else:
        pygame.draw.ellipse(s, hair, pygame.Rect(*P(0.31, 0.24), int(w * 0.38), int(h * 0.32)))
    # the face
    face = pygame.Rect(*P(0.35, 0.26), int(w * 0.30), int(h * 0.32))
    pygame.draw.rect(s, SKIN, pygame.Rect(*P(0.45, 0.5), int(w * 0.1), int(h * 0.1)))      # neck
    pygame.draw.ellipse(s, SKIN, face)
    pygame.draw.ellipse(s, INK, face, lw)
    eye = max(1, w // 45)
    for ex in (0.44, 0.56):
        pygame.draw.circle(s, INK, P(ex, 0.39), eye)
    pygame.draw.line(s, (190, 90, 80), P(0.46, 0.49), P(0.54, 0.49), max(1, lw))
    if rank == 13:      # the King's white beard and moustache
        beard = [P(0.36, 0.45), P(0.44, 0.5), P(0.56, 0.5), P(0.64, 0.45), P(0.62, 0.56), P(0.5, 0.68), P(0.38, 0.56)]
        pygame.draw.polygon(s, hair, beard)
        pygame.draw.polygon(s, _shade(hair, 0.7), beard, lw)
        pygame.draw.ellipse(s, _shade(hair, 0.85), pygame.Rect(*P(0.41, 0.45), int(w * 0.18), int(h * 0.05)))
    # headgear
    if rank == 11:      # a cap with a feather
        cap = pygame.Rect(*P(0.28, 0.15), int(w * 0.44), int(h * 0.16))
        pygame.draw.ellipse(s, robe, cap)
        pygame.draw.ellipse(s, robe_dark, cap, lw)
        pygame.draw.rect(s, GOLD, pygame.Rect(*P(0.33, 0.25), int(w * 0.34), max(2, int(h * 0.035))))
        feather = [P(0.62, 0.19), P(0.86, 0.04), P(0.9, 0.08), P(0.68, 0.23)]
        pygame.draw.polygon(s, _shade(GOLD, 1.3), feather)
        pygame.draw.polygon(s, GOLD_DARK, feather, lw)
    else:               # crowns: the Queen's low with pearls, the King's tall with three points
        tall = rank == 13
        base_y = 0.25
        top_y = 0.06 if tall else 0.13
        x0, x1 = (0.31, 0.69) if tall else (0.34, 0.66)
        n = 3 if tall else 5
        pts = [P(x0, base_y)]
        for i in range(n):
            a = x0 + (x1 - x0) * i / n
            b = x0 + (x1 - x0) * (i + 0.5) / n
            pts += [P(a, top_y + 0.06 if i else top_y + 0.02), P(b, top_y)]
        pts += [P(x1, top_y + 0.02), P(x1, base_y)]
        pygame.draw.polygon(s, GOLD, pts)
        pygame.draw.polygon(s, GOLD_DARK, pts, lw)
        band = pygame.Rect(*P(x0, base_y - 0.01), int(w * (x1 - x0)), max(2, int(h * 0.05)))
        pygame.draw.rect(s, GOLD_DARK, band)
        for i in range(n):
            b = x0 + (x1 - x0) * (i + 0.5) / n
            pygame.draw.circle(s, (250, 250, 245) if not tall else (200, 30, 40), P(b, top_y),
                               max(2, w // (30 if tall else 45)))
        jewel = (40, 90, 200) if tall else (250, 250, 245)
        pygame.draw.circle(s, jewel, P(0.5, base_y + 0.015), max(2, w // 40))
    # the attribute in the hand, at the figure's right
    if rank == 11:      # a halberd
        pygame.draw.line(s, GOLD_DARK, P(0.82, 1.0), P(0.82, 0.18), max(2, w // 30))
        blade = [P(0.82, 0.14), P(0.93, 0.26), P(0.82, 0.3), P(0.74, 0.24)]
        pygame.draw.polygon(s, STEEL, blade)
        pygame.draw.polygon(s, INK, blade, lw)
    elif rank == 12:    # a flower
        pygame.draw.line(s, (40, 120, 50), P(0.8, 0.95), P(0.8, 0.42), max(2, w // 40))
        for dx, dy in ((-0.05, 0), (0.05, 0), (0, -0.05), (0, 0.05)):
            pygame.draw.circle(s, (225, 60, 90), P(0.8 + dx, 0.38 + dy), max(2, w // 22))
        pygame.draw.circle(s, GOLD, P(0.8, 0.38), max(2, w // 30))
    else:               # a sword
        pygame.draw.line(s, STEEL, P(0.84, 0.88), P(0.84, 0.12), max(2, w // 28))
        pygame.draw.line(s, INK, P(0.84, 0.88), P(0.84, 0.12), lw)
        pygame.draw.line(s, GOLD, P(0.76, 0.72), P(0.92, 0.72), max(2, w // 28))
        pygame.draw.rect(s, GOLD_DARK, pygame.Rect(*P(0.82, 0.72), max(2, int(w * 0.04)), int(h * 0.14)))
    if glyph_img is not None:   # the suit, top left of the figure as on a printed card
        s.blit(glyph_img, glyph_img.get_rect(center=P(0.14, 0.16)))
    return s


def draw_court(surf: pygame.Surface, rect: pygame.Rect, rank: int, col: tuple, glyph_img=None) -> None:
    """A double-ended figure of ``rank`` (11 Jack, 12 Queen, 13 King) in ``rect``, robes in
    the suit colour ``col``; ``glyph_img`` (the suit sign) is put beside each head."""
    tint = tuple(int(255 - (255 - c) * 0.10) for c in col[:3])
    radius = max(2, rect.w // 12)
    pygame.draw.rect(surf, tint, rect, border_radius=radius)
    half_h = rect.h // 2
    clip = surf.get_clip()
    surf.set_clip(rect.inflate(-2, -2))
    top = _half(rect.w, half_h, rank, col, glyph_img)
    surf.blit(top, rect.topleft)
    surf.blit(pygame.transform.rotate(top, 180), (rect.x, rect.bottom - half_h))
    surf.set_clip(clip)
    pygame.draw.line(surf, col, (rect.x + 2, rect.centery), (rect.right - 3, rect.centery), max(1, rect.w // 50))
    pygame.draw.rect(surf, col, rect, width=max(1, rect.w // 50), border_radius=radius)
