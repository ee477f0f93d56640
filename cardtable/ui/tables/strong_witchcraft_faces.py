"""Card faces of Strong Witchcraft (SW-1): seven schools in clearly different colours,
each also with its own symbol (colour-blind safe), the strength large in the middle,
the symbols of the two schools it is senior to under it (as on the real cards, SW-2),
and the spell's name at the bottom.  The engine's card ints (0…20) are drawn
directly: identical copies look identical.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine.witchcraft.cards import SENIOR_TO, card_str, spell_name
from cardtable.ui import assets, cards, colour_marks
from cardtable.ui.i18n import get_language

# red/Fire, blue/Water, black/Death, white/Air, brown/Earth, green/Life, purple/Mind
SCHOOL_RGB = ((214, 48, 39), (33, 102, 204), (34, 34, 38), (236, 236, 228), (139, 90, 43),
              (46, 158, 68), (128, 62, 176))
SYMBOLS = ("♨", "≈", "☠", "☁", "▲", "✿", "☯")


def ink_on(colour: int) -> tuple:
    """Text colour readable on a school's colour."""
    return (30, 30, 30) if colour == 3 else (250, 250, 245)


def _wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for w in words:
        test = f"{line} {w}".strip()
        if fnt.size(test)[0] <= width or not line:
            line = test
        else:
            lines.append(line)
            line = w
    if line:
        lines.append(line)
    return lines


class SpellFaces(cards.CardFaces):
    kind = "spells"

    def name(self, card: int) -> str:
        return f"{card_str(card)} {spell_name(card, get_language())}"

    def draw_face(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        colour, strength = card // 3, card % 3 + 1
        fill = SCHOOL_RGB[colour]
        ink = ink_on(colour)
        cards._card_base(surf, w, h, fill=(250, 248, 240), edge=(70, 60, 50))
        m = max(3, w // 18)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surf, fill, inner, border_radius=max(3, w // 10))
        if colour_marks.on():   # the school's pattern over its colour (issue 34.12)
            ink_rgb = ink_on(colour)
            shade = tuple(int(f + (k - f) * 0.45) for f, k in zip(fill, ink_rgb))
            colour_marks.draw_pattern(surf, colour, inner.inflate(-2 * m, -2 * m), shade, max(6, w // 9))
        if colour == 3:   # white: a grey rim so it stands out from the card
            pygame.draw.rect(surf, (150, 150, 150), inner, width=max(1, w // 60), border_radius=max(3, w // 10))
        # corner: symbol and strength
        sym_font = assets.font_px(int(h * 0.13), True)
        corner = sym_font.render(f"{SYMBOLS[colour]}{strength}", True, ink)
        surf.blit(corner, (m * 2, m * 2))
        sym = sym_font.render(SYMBOLS[colour], True, ink)
        surf.blit(sym, (w - sym.get_width() - m * 2, m * 2))
        # big strength in a disc with the school's symbol behind
        cx, cy = w // 2, int(h * 0.31)
        r = int(w * 0.23)
        disc = (215, 215, 205) if colour == 3 else tuple(int(v + (255 - v) * 0.3) for v in fill)
        pygame.draw.circle(surf, disc, (cx, cy), r)
        pygame.draw.circle(surf, ink, (cx, cy), r, max(1, w // 50))
        big = assets.font_px(int(h * 0.26), True).render(str(strength), True, ink)
        surf.blit(big, big.get_rect(center=(cx, cy)))
        # the schools it beats: their symbols in their colours on small chips
        chip_r = int(w * 0.085)
        juniors = sorted(SENIOR_TO[colour])
        y = cy + r + chip_r + int(h * 0.015)
        for i, j in enumerate(juniors):
            x = cx + (i - 0.5) * chip_r * 2.6
            pygame.draw.circle(surf, SCHOOL_RGB[j], (int(x), y), chip_r)
            pygame.draw.circle(surf, (250, 248, 240), (int(x), y), chip_r, max(1, w // 70))
            s = assets.font_px(int(chip_r * 1.3), True).render(SYMBOLS[j], True, ink_on(j))
            surf.blit(s, s.get_rect(center=(int(x), y)))
        # the spell's name on a light band at the bottom: as large as two lines allow
        top = y + chip_r + int(h * 0.02)
        band = pygame.Rect(m, top, w - 2 * m, h - m - top)
        pygame.draw.rect(surf, (250, 248, 240), band, border_bottom_left_radius=max(3, w // 10),
                         border_bottom_right_radius=max(3, w // 10))
        name = spell_name(card, get_language())
        room = band.w - m
        size = int(h * 0.11)
        while True:
            fnt = assets.font_px(max(8, size), True)
            lines = _wrap(name, fnt, room)
            fits = len(lines) <= 2 and max(fnt.size(x)[0] for x in lines) <= room
            if fits or size <= int(h * 0.09):
                break
            size -= 1
        lines = lines[:2]
        lh = fnt.get_linesize()
        y0 = band.centery - lh * len(lines) / 2
        for k, line in enumerate(lines):
            img = fnt.render(line, True, (40, 35, 30))
            if img.get_width() > room:      # one long word: narrowed rather than made tiny
                img = pygame.transform.smoothscale(img, (room, img.get_height()))
            surf.blit(img, img.get_rect(midtop=(band.centerx, int(y0 + k * lh))))

    def draw_back(self, surf: pygame.Surface, w: int, h: int) -> None:
        cards._card_base(surf, w, h, fill=(40, 28, 70), edge=(20, 14, 40))
        cx, cy = w // 2, h // 2
        r = int(w * 0.36)
        for k in range(7):
            a = math.radians(-90 + k * 360 / 7)
            pygame.draw.circle(surf, SCHOOL_RGB[k], (int(cx + r * math.cos(a)), int(cy + r * math.sin(a))),
                               int(w * 0.09))
        pygame.draw.circle(surf, (230, 200, 90), (cx, cy), int(w * 0.16), max(1, w // 40))
        star = assets.font_px(int(h * 0.16), True).render("✦", True, (230, 200, 90))
        surf.blit(star, star.get_rect(center=(cx, cy)))


FACES = cards.register_faces(SpellFaces())
