"""Card faces of Strong Witchcraft (SW-1): seven schools in clearly different colours,
each also with its own symbol (colour-blind safe), the strength large in the middle,
the symbols of the two schools it is senior to under it (as on the real cards, SW-2),
and the spell's name at the bottom.  The engine's card ints (0…20) are drawn
directly: identical copies look identical.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine.witchcraft.cards import SCHOOLS, SCHOOLS_RU, SENIOR_TO, spell_name
from cardtable.ui import assets, cards, colour_marks
from cardtable.ui.i18n import get_language

# red/Fire, blue/Water, black/Death, white/Air, brown/Earth, green/Life, purple/Mind
SCHOOL_RGB = ((214, 48, 39), (33, 102, 204), (34, 34, 38), (236, 236, 228), (139, 90, 43),
              (46, 158, 68), (128, 62, 176))
SYMBOLS = ("♨", "≈", "☠", "☁", "▲", "✿", "☯")


def ink_on(colour: int) -> tuple:
    """Text colour readable on a school's colour."""
    return (30, 30, 30) if colour == 3 else (250, 250, 245)


# the spell's name on a face: at least this share of the card's height (11.5 px on a hand
# card of 99 px, the hand at 960×600 — issue 34.9), at most NAME_MAX
NAME_MIN, NAME_MAX = 0.116, 0.13


def _two_lines(text: str, fnt: pygame.font.Font) -> list[str]:
    """``text`` on two lines, split between words where the wider line is narrowest."""
    words = text.split()
    if len(words) < 2:
        return [text]
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]

    def wider(cut: tuple[str, str]) -> int:
        return max(fnt.size(cut[0])[0], fnt.size(cut[1])[0])
    first, second = min(cuts, key=wider)
    return [first, second]


VOWELS = set("аеёиоуыэюяaeiouy")
# where a spell's long one-word name breaks as a Russian reader expects (by its parts)
BREAKS = {"Землетрясение": 5, "Возрождение": 6, "Наваждение": 5}


def _hyphenated(word: str, fnt: pygame.font.Font) -> list[str]:
    """A word too long for one line broken with a hyphen: where :data:`BREAKS` says, else
    after a vowel nearest the middle; parts of three letters or more, none starting with ь,
    ъ or й."""
    if word in BREAKS:
        return [word[:BREAKS[word]] + "-", word[BREAKS[word]:]]
    cuts = [i for i in range(3, len(word) - 2)
            if word[i - 1].lower() in VOWELS and word[i].lower() not in "ьъй" and word[i].isalpha()]
    if not cuts:
        return [word]
    i = min(cuts, key=lambda k: max(fnt.size(word[:k] + "-")[0], fnt.size(word[k:])[0]))
    return [word[:i] + "-", word[i:]]


def name_layout(name: str, room_w: int, room_h: int, h: int) -> tuple[int, list[str]]:
    """The font size and lines of a spell's ``name`` in a band of ``room_w``×``room_h`` on a
    face ``h`` high: one line if it fits, else two; the largest size from NAME_MAX down to
    NAME_MIN that fits, else NAME_MIN (a line still too wide is narrowed when drawn — every
    word stays, none is cut: «Огненн искра» with twelve cards, issue 34.9)."""
    lo, hi = max(8, int(h * NAME_MIN)), max(8, int(h * NAME_MAX))
    for size in range(hi, lo - 1, -1):
        fnt = assets.font_px(size, True)
        lines = [name] if fnt.size(name)[0] <= room_w else _two_lines(name, fnt)
        if len(lines) * fnt.get_linesize() <= room_h and max(fnt.size(x)[0] for x in lines) <= room_w:
            return size, lines
    fnt = assets.font_px(lo, True)
    lines = [name] if fnt.size(name)[0] <= room_w else _two_lines(name, fnt)
    if len(lines) == 1 and fnt.size(name)[0] > room_w / 0.75:     # narrowed past 3/4: hyphenated
        lines = _hyphenated(name, fnt)
    return lo, lines


def name_band(w: int, h: int) -> pygame.Rect:
    """Where a face of ``w``×``h`` writes its spell's name: under the strength's disc and the
    chips of the schools it beats (:meth:`SpellFaces.draw_face` draws them there)."""
    m = max(3, w // 18)
    y = int(h * 0.29) + int(w * 0.205) + 2 * int(w * 0.085) + int(h * 0.015) + int(h * 0.015)
    return pygame.Rect(m, y, w - 2 * m, h - m - y)


class SpellFaces(cards.CardFaces):
    kind = "spells"

    def name(self, card: int) -> str:
        """«Огненная искра (Огонь 1)» / "Fire Spark (Fire 1)": the spell's name, then its school
        and strength as the lessons and the log say them — never the notation's F1, whose
        letters are English (a puzzle lists the opponent's cards with it)."""
        lang = get_language()
        school = (SCHOOLS_RU if lang == "ru" else SCHOOLS)[card // 3]
        return f"{spell_name(card, lang)} ({school} {card % 3 + 1})"

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
        cx, cy = w // 2, int(h * 0.29)
        r = int(w * 0.205)
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
        # the spell's name on a light band at the bottom, whole, on one or two lines
        band = name_band(w, h)
        pygame.draw.rect(surf, (250, 248, 240), band, border_bottom_left_radius=max(3, w // 10),
                         border_bottom_right_radius=max(3, w // 10))
        name = spell_name(card, get_language())
        room = band.w - m // 2          # the room name_layout is given (tests/test_witchcraft_legible.py)
        size, lines = name_layout(name, room, band.h, h)
        fnt = assets.font_px(size, True)
        lh = min(fnt.get_linesize(), band.h // len(lines))
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
# the Settings preview's sample (plugin ``colour_sample``): the first spell of each of the seven schools
COLOUR_SAMPLE = (FACES.kind, tuple(3 * school for school in range(7)))
