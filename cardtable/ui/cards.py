"""Cards drawn by the program, crisp at any size, cached per size.

A *face set* (:class:`CardFaces`) knows how to draw one kind of deck; games register
theirs with :func:`register_faces` (French 36-card deck here; spells, Donkey numbers,
Pirate cards in their own table modules).  :func:`face` / :func:`back` return cached
surfaces: a card is drawn once per (face set, card, size, style) at twice the size and
smooth-scaled down once, so the frame loop only blits.
"""

from __future__ import annotations

import re

import pygame

from cardtable.match.storage import CARD_BACKS
from cardtable.ui import assets, i18n

# Display style, changed by the settings scene (issue 10): four-colour suits, card back.
# colour_marks: a shape (Pirate Party) or pattern (Strong Witchcraft) per colour, for colour-blind play
STYLE: dict = {"four_colour": False, "back": 0, "colour_marks": False}
# (background, pattern) of every card back the settings offer, in their order (the settings
# file stores the name; match.storage.CARD_BACKS lists the names it accepts)
BACK_COLOURS = {"red": ((150, 28, 40), (205, 170, 90)), "blue": ((24, 60, 140), (200, 200, 220)),
                "green": ((20, 100, 60), (220, 200, 120))}
BACKS = tuple(BACK_COLOURS[name] for name in CARD_BACKS)
ASPECT = 0.7  # width / height of a playing card

_cache: dict[tuple, pygame.Surface] = {}
_registry: dict[str, CardFaces] = {}


def clear_cache() -> None:
    _cache.clear()


def style_key() -> tuple:
    return (STYLE.get("four_colour", False), STYLE.get("back", 0), STYLE.get("colour_marks", False))


class CardFaces:
    """How one kind of deck looks.  Subclass and override :meth:`draw_face` (and maybe
    :meth:`draw_back`); draw into ``surf`` (size ``w``×``h``, already transparent)."""

    kind = "plain"

    def draw_face(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        _card_base(surf, w, h)
        label = assets.font_px(int(h * 0.3), True).render(str(card), True, (20, 20, 20))
        surf.blit(label, label.get_rect(center=(w // 2, h // 2)))

    def draw_back(self, surf: pygame.Surface, w: int, h: int) -> None:
        draw_pattern_back(surf, w, h)

    def name(self, card: int) -> str:
        """Short text of a card (for logs, tooltips, accessibility)."""
        return str(card)


def register_faces(faces: CardFaces) -> CardFaces:
    _registry[faces.kind] = faces
    return faces


def faces_for(kind: str) -> CardFaces:
    return _registry.get(kind) or _registry.setdefault("plain", CardFaces())


def card_size(height: int) -> tuple[int, int]:
    h = max(20, int(height))
    return int(h * ASPECT), h


_CACHE_MAX = 2500   # surfaces; a window resized many times must not grow memory for ever


def _room() -> None:
    if len(_cache) > _CACHE_MAX:
        _cache.clear()


def face(kind: str, card: int, w: int, h: int) -> pygame.Surface:
    """The cached face surface of ``card`` at ``w``×``h``."""
    key = ("f", kind, card, w, h, style_key(), i18n.get_language())   # В/Д/К/Т on a Russian deck
    s = _cache.get(key)
    if s is None:
        _room()
        s = _render(lambda surf, W, H: faces_for(kind).draw_face(surf, card, W, H), w, h)
        _cache[key] = s
    return s


def back(kind: str, w: int, h: int) -> pygame.Surface:
    """The cached back of a ``kind`` card (a back may carry text of the UI language)."""
    key = ("b", kind, w, h, style_key(), i18n.get_language())
    s = _cache.get(key)
    if s is None:
        _room()
        s = _render(lambda surf, W, H: faces_for(kind).draw_back(surf, W, H), w, h)
        _cache[key] = s
    return s


def shadow(w: int, h: int) -> pygame.Surface:
    key = ("s", w, h)
    s = _cache.get(key)
    if s is None:
        s = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
        for i, a in ((0, 30), (2, 40), (4, 50)):
            pygame.draw.rect(s, (0, 0, 0, a), (i // 2 + 2, i // 2 + 3, w + 2 - i, h + 2 - i),
                             border_radius=max(3, w // 10))
        _cache[key] = s
    return s


def glow(w: int, h: int, color: tuple) -> pygame.Surface:
    """An outline drawn around a card (legal target, selection)."""
    key = ("g", w, h, tuple(color))
    s = _cache.get(key)
    if s is None:
        pad = 6
        s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        r = max(4, w // 9)
        for i, a in ((0, 60), (2, 120), (4, 230)):
            pygame.draw.rect(s, (*color[:3], a), (i, i, w + 2 * pad - 2 * i, h + 2 * pad - 2 * i),
                             width=2, border_radius=r + pad - i)
        _cache[key] = s
    return s


def _render(draw, w: int, h: int) -> pygame.Surface:
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    draw(big, w * 2, h * 2)
    return pygame.transform.smoothscale(big, (w, h))


def _card_base(surf: pygame.Surface, w: int, h: int, fill=(250, 248, 240), edge=(90, 90, 90)) -> None:
    r = max(4, w // 10)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=r)
    pygame.draw.rect(surf, edge, (0, 0, w, h), width=max(1, w // 60), border_radius=r)


def draw_pattern_back(surf: pygame.Surface, w: int, h: int, colors=None) -> None:
    """The patterned card back: a lattice of diamonds inside a border."""
    bg, fg = colors or BACKS[STYLE.get("back", 0) % len(BACKS)]
    _card_base(surf, w, h, fill=(245, 245, 240))
    m = max(3, w // 14)
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, bg, inner, border_radius=max(3, w // 14))
    pat = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 6)
    lw = max(1, w // 70)
    for x in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(pat, (*fg, 150), (x, 0), (x + inner.h, inner.h), lw)
        pygame.draw.line(pat, (*fg, 150), (x + inner.h, 0), (x, inner.h), lw)
    surf.blit(pat, inner)
    pygame.draw.rect(surf, fg, inner, width=max(1, w // 40), border_radius=max(3, w // 14))
    cx, cy, rr = w // 2, h // 2, w // 5
    pygame.draw.polygon(surf, fg, [(cx, cy - rr), (cx + rr, cy), (cx, cy + rr), (cx - rr, cy)])
    pygame.draw.polygon(surf, bg, [(cx, cy - rr // 2), (cx + rr // 2, cy), (cx, cy + rr // 2),
                                   (cx - rr // 2, cy)])


# -- the French 36-card deck (Durak family, DUR-1) --------------------------------------
SUIT_GLYPHS = "♠♥♦♣"
RANK_TEXT = {6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_TEXT_RU = {11: "В", 12: "Д", 13: "К", 14: "Т"}


def rank_text(rank: int, lang: str | None = None) -> str:
    """A rank's index as the deck of the current language prints it: J Q K A on an English
    deck, В Д К Т (валет, дама, король, туз) on a Russian one — the language decides, so a
    card's corner, its name in messages and in the log always read alike."""
    if (lang or i18n.get_language()) == "ru":
        return RANK_TEXT_RU.get(rank, RANK_TEXT[rank])
    return RANK_TEXT[rank]


def localise_ranks(text: str, lang: str | None = None) -> str:
    """Card notation (``"Q♠ 10♥/J♦"``, the engine's letters) with the indices of the current
    language's deck (:func:`rank_text`): «Д♠ 10♥/В♦» in Russian; anything else unchanged."""
    if (lang or i18n.get_language()) != "ru":
        return text
    letters = {RANK_TEXT[r]: RANK_TEXT_RU[r] for r in RANK_TEXT_RU}
    return re.sub(r"(?<![A-Za-z])([JQKA])(?=[♠♥♦♣])", lambda m: letters[m.group(1)], text)
TWO_COLOURS = ((25, 25, 30), (200, 20, 30), (200, 20, 30), (25, 25, 30))
FOUR_COLOURS = ((25, 25, 30), (200, 20, 30), (20, 80, 200), (20, 130, 50))

# Pip positions (column, row) in the pip area; columns 0/0.5/1, rows 0..1.
_PIPS: dict[int, list[tuple[float, float]]] = {
    6: [(0, 0), (0, .5), (0, 1), (1, 0), (1, .5), (1, 1)],
    7: [(0, 0), (0, .5), (0, 1), (1, 0), (1, .5), (1, 1), (.5, .25)],
    8: [(0, 0), (0, .5), (0, 1), (1, 0), (1, .5), (1, 1), (.5, .25), (.5, .75)],
    9: [(c, r) for c in (0, 1) for r in (0, 1 / 3, 2 / 3, 1)] + [(.5, .5)],
    10: [(c, r) for c in (0, 1) for r in (0, 1 / 3, 2 / 3, 1)] + [(.5, 1 / 6), (.5, 5 / 6)],
}


def suit_colour(suit: int) -> tuple:
    return (FOUR_COLOURS if STYLE.get("four_colour") else TWO_COLOURS)[suit]


class FrenchFaces(CardFaces):
    """Ranks 6…A in ♠♥♦♣; card int = (rank-6)*4 + suit (cardtable/engine/cards.py)."""

    kind = "french36"

    def rank_suit(self, card: int) -> tuple[int, int]:
        return card // 4 + 6, card % 4

    def name(self, card: int) -> str:
        rank, suit = self.rank_suit(card)
        return rank_text(rank) + SUIT_GLYPHS[suit]

    def draw_face(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        rank, suit = self.rank_suit(card)
        _card_base(surf, w, h)
        col = suit_colour(suit)
        glyph = SUIT_GLYPHS[suit]
        # corners: rank over suit, top-left and (rotated) bottom-right
        rs = int(h * 0.15)
        corner = pygame.Surface((int(w * 0.24), int(h * 0.3)), pygame.SRCALPHA)
        rt = assets.font_px(rs if rank != 10 else int(rs * 0.85), True).render(rank_text(rank), True, col)
        st = assets.font_px(int(rs * 0.9)).render(glyph, True, col)
        corner.blit(rt, rt.get_rect(midtop=(corner.get_width() // 2, 0)))
        corner.blit(st, st.get_rect(midtop=(corner.get_width() // 2, int(rs * 0.95))))
        pad = max(2, int(w * 0.03))
        surf.blit(corner, (pad, pad))
        surf.blit(pygame.transform.rotate(corner, 180),
                  (w - corner.get_width() - pad, h - corner.get_height() - pad))
        area = pygame.Rect(int(w * 0.27), int(h * 0.14), int(w * 0.46), int(h * 0.72))
        pips = pygame.Rect(int(w * 0.335), int(h * 0.14), int(w * 0.33), int(h * 0.72))
        if rank in (11, 12, 13):  # court cards: a double-ended figure (cardtable/ui/court.py)
            from cardtable.ui.court import draw_court
            panel = area.inflate(int(w * 0.06), 0)
            pip = assets.font_px(max(8, int(h * 0.075))).render(glyph, True, col)
            draw_court(surf, panel, rank, col, pip)
        elif h < 140 or rank == 14:  # small cards and aces: one big centre suit
            big = assets.font_px(int(h * (0.42 if rank == 14 else 0.36))).render(glyph, True, col)
            surf.blit(big, big.get_rect(center=area.center))
        elif rank in _PIPS:
            pip = assets.font_px(int(h * 0.14)).render(glyph, True, col)
            flipped = pygame.transform.rotate(pip, 180)
            for cx, cy in _PIPS[rank]:
                x = pips.x + cx * pips.w
                y = pips.y + int(h * 0.04) + cy * (pips.h - int(h * 0.08))
                img = flipped if cy > 0.5 else pip
                surf.blit(img, img.get_rect(center=(int(x), int(y))))


def _tint(col: tuple) -> tuple:
    return tuple(int(255 - (255 - c) * 0.12) for c in col[:3])


register_faces(FrenchFaces())
register_faces(CardFaces())
