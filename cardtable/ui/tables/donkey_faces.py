"""Card faces of Who's the Donkey? (ESL-1): numbers 1–13 in a colour per value, the
jokers (a star), and the donkey — a brown card with a drawn donkey's head and a gold
frame, so it is unmistakable at any size.  Card ints as in
:mod:`cardtable.engine.donkey.cards`.
"""

from __future__ import annotations

import pygame

from cardtable.engine.donkey.cards import DONKEY, FIRST_JOKER, VALUE
from cardtable.ui import assets, cards

# One colour per value band: low cards cool, high cards warm.
_VALUE_COLOURS = {
    1: (40, 90, 170), 2: (30, 110, 190), 3: (20, 130, 170), 4: (20, 140, 130), 5: (30, 140, 80),
    6: (80, 140, 40), 7: (130, 140, 30), 8: (180, 140, 20), 9: (205, 120, 20), 10: (215, 90, 30),
    11: (205, 60, 50), 12: (180, 40, 90), 13: (130, 40, 140),
}
DONKEY_BROWN = (120, 82, 50)
GOLD = (235, 190, 70)


def value_colour(value: int) -> tuple:
    return _VALUE_COLOURS.get(value, (60, 60, 60))


class DonkeyFaces(cards.CardFaces):
    kind = "donkey"

    def name(self, card: int) -> str:
        if card == DONKEY:
            return "D"
        if card >= FIRST_JOKER:
            return "J"
        return str(VALUE[card])

    def draw_face(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        if card == DONKEY:
            self._donkey(surf, w, h)
        elif card >= FIRST_JOKER:
            self._joker(surf, w, h)
        else:
            self._number(surf, VALUE[card], w, h)

    # -- faces ------------------------------------------------------------------------
    def _corners(self, surf, text: str, col, w: int, h: int) -> None:
        img = assets.font_px(int(h * 0.14), True).render(text, True, col)
        pad = max(2, int(w * 0.06))
        surf.blit(img, (pad, pad))
        flipped = pygame.transform.rotate(img, 180)
        surf.blit(flipped, (w - flipped.get_width() - pad, h - flipped.get_height() - pad))

    def _number(self, surf, value: int, w: int, h: int) -> None:
        cards._card_base(surf, w, h)
        col = value_colour(value)
        band = pygame.Rect(int(w * 0.1), int(h * 0.2), int(w * 0.8), int(h * 0.6))
        pygame.draw.rect(surf, tuple(int(255 - (255 - c) * 0.18) for c in col), band,
                         border_radius=max(3, w // 10))
        pygame.draw.rect(surf, col, band, width=max(1, w // 40), border_radius=max(3, w // 10))
        big = assets.font_px(int(h * (0.42 if value < 10 else 0.36)), True).render(str(value), True, col)
        surf.blit(big, big.get_rect(center=band.center))
        self._corners(surf, str(value), col, w, h)

    def _joker(self, surf, w: int, h: int) -> None:
        cards._card_base(surf, w, h, fill=(255, 250, 230))
        band = pygame.Rect(int(w * 0.1), int(h * 0.2), int(w * 0.8), int(h * 0.6))
        stripes = ((200, 40, 60), (235, 150, 30), (60, 150, 60), (40, 90, 190), (130, 50, 160))
        sh = band.h / len(stripes)
        clip = surf.get_clip()
        surf.set_clip(band)
        for i, c in enumerate(stripes):
            pygame.draw.rect(surf, c, (band.x, band.y + int(i * sh), band.w, int(sh) + 1))
        surf.set_clip(clip)
        pygame.draw.rect(surf, (40, 30, 20), band, width=max(1, w // 40), border_radius=max(3, w // 10))
        star = assets.font_px(int(h * 0.42), True).render("★", True, (255, 245, 200))
        surf.blit(star, star.get_rect(center=band.center))
        self._corners(surf, "J", (130, 50, 160), w, h)

    def _donkey(self, surf, w: int, h: int) -> None:
        cards._card_base(surf, w, h, fill=DONKEY_BROWN, edge=(60, 40, 20))
        r = max(4, w // 10)
        pygame.draw.rect(surf, GOLD, (0, 0, w, h), width=max(3, w // 16), border_radius=r)
        draw_donkey_head(surf, (w // 2, int(h * 0.52)), int(w * 0.36))
        self._corners(surf, "0", GOLD, w, h)


def draw_donkey_head(surf: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A simple donkey's head (long ears, grey face, pale muzzle) around ``centre``."""
    cx, cy = centre
    s = size
    grey, dark, pale = (170, 165, 160), (70, 60, 55), (225, 215, 200)
    for side in (-1, 1):  # ears
        ear = [(cx + side * s * 0.18, cy - s * 0.35), (cx + side * s * 0.62, cy - s * 1.25),
               (cx + side * s * 0.42, cy - s * 0.25)]
        pygame.draw.polygon(surf, grey, ear)
        pygame.draw.polygon(surf, dark, ear, width=max(1, s // 18))
        inner = [(cx + side * s * 0.26, cy - s * 0.38), (cx + side * s * 0.56, cy - s * 1.05),
                 (cx + side * s * 0.40, cy - s * 0.34)]
        pygame.draw.polygon(surf, (230, 170, 170), inner)
    head = pygame.Rect(0, 0, int(s * 1.05), int(s * 1.3))
    head.center = (cx, cy)
    pygame.draw.ellipse(surf, grey, head)
    pygame.draw.ellipse(surf, dark, head, width=max(1, s // 18))
    muzzle = pygame.Rect(0, 0, int(s * 0.85), int(s * 0.6))
    muzzle.center = (cx, int(cy + s * 0.42))
    pygame.draw.ellipse(surf, pale, muzzle)
    pygame.draw.ellipse(surf, dark, muzzle, width=max(1, s // 20))
    for side in (-1, 1):
        pygame.draw.circle(surf, dark, (int(cx + side * s * 0.2), int(cy - s * 0.1)), max(2, s // 11))
        pygame.draw.circle(surf, dark, (int(cx + side * s * 0.15), int(cy + s * 0.45)), max(1, s // 16))


FACES = cards.register_faces(DonkeyFaces())
