"""Witch durak card faces (docs/rules.md chapter 2): the French deck, and enchanted cards
with a violet frame, a lavender ground and a small glyph of their effect under the
corner index (the six and the ace show the suit they hit, WIT-6 / WIT-A).

A face set depends on which ranks are enchanted (option ``enchanted_ranks``), so it is
registered per set: :func:`faces_kind` returns (and registers on first use) the kind
name, e.g. ``"witch36:6.7"``.  An enchanted eight lying on the table with a named suit
(WIT-8) is drawn from a *virtual* card id, :func:`named_id`, that adds a badge with the
named suit.
"""

from __future__ import annotations

import pygame

from cardtable.engine.durak.witch import ACE_INDICATES, SIX_INDICATES
from cardtable.ui import assets, cards

ENCHANTED_FILL = (243, 236, 255)
FRAME = (128, 60, 200)
GOLD = (215, 175, 60)
NAMED_BASE = 100   # virtual ids: NAMED_BASE + card * 4 + named suit

# The small glyph of each effect (DejaVu Sans has them all); 6 and A add the suit they hit.
GLYPHS = {6: "→", 7: "♜", 8: "✎", 9: "↯", 10: "⊘", 11: "✠", 12: "⊗", 13: "⟲", 14: "→"}


def target_suit(card: int) -> int | None:
    """The suit an enchanted six (WIT-6) or ace (WIT-A) hits, else None."""
    rank, suit = card // 4 + 6, card % 4
    if rank == 6:
        return SIX_INDICATES[suit]
    if rank == 14:
        return ACE_INDICATES[suit]
    return None


def named_id(card: int, suit: int) -> int:
    """The virtual card id of enchanted eight ``card`` named ``suit`` on the table."""
    return NAMED_BASE + card * 4 + suit


def split_named(card: int) -> tuple[int, int | None]:
    """(real card, named suit or None) of a possibly virtual id."""
    if card >= NAMED_BASE:
        return divmod(card - NAMED_BASE, 4)
    return card, None


class WitchFaces(cards.FrenchFaces):
    """French faces; the ranks in ``enchanted`` drawn enchanted."""

    def __init__(self, enchanted: frozenset[int]):
        self.enchanted = frozenset(enchanted)
        self.kind = kind_name(self.enchanted)

    def name(self, card: int) -> str:
        real, named = split_named(card)
        text = super().name(real)
        return text if named is None else f"{text}={cards.SUIT_GLYPHS[named]}"

    def draw_face(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        real, named = split_named(card)
        rank = real // 4 + 6
        super().draw_face(surf, real, w, h)
        if rank not in self.enchanted:
            return
        tint = pygame.Surface((w, h))
        tint.fill(ENCHANTED_FILL)
        surf.blit(tint, (0, 0), special_flags=pygame.BLEND_RGB_MULT)   # a lavender ground
        r = max(4, w // 10)
        # the enchanted frame: a violet band inside the edge, a thin gold line within it
        band = max(3, w // 18)
        pygame.draw.rect(surf, FRAME, (0, 0, w, h), width=band, border_radius=r)
        pygame.draw.rect(surf, GOLD, (band, band, w - 2 * band, h - 2 * band), width=max(1, w // 70),
                         border_radius=max(2, r - band))
        self._glyph(surf, real, w, h)
        if named is not None:
            self._named_badge(surf, named, w, h)

    def _glyph(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        """The effect's glyph under the top-left index and, turned, above the bottom-right one."""
        rank = card // 4 + 6
        size = int(h * 0.105)
        glyph = assets.font_px(size, True).render(GLYPHS[rank], True, FRAME)
        hit = target_suit(card)
        if hit is not None:
            suit = assets.font_px(size, True).render(cards.SUIT_GLYPHS[hit], True, cards.suit_colour(hit))
            both = pygame.Surface((glyph.get_width() + suit.get_width(), max(glyph.get_height(),
                                                                           suit.get_height())),
                                  pygame.SRCALPHA)
            both.blit(glyph, (0, 0))
            both.blit(suit, (glyph.get_width(), 0))
            glyph = both
        disc = pygame.Rect(0, 0, glyph.get_width() + w // 14, glyph.get_height())
        disc.midleft = (max(3, int(w * 0.035)), int(h * 0.365))
        pygame.draw.rect(surf, (255, 255, 255), disc, border_radius=disc.h // 2)
        pygame.draw.rect(surf, FRAME, disc, width=max(1, w // 80), border_radius=disc.h // 2)
        surf.blit(glyph, glyph.get_rect(center=disc.center))
        turned = pygame.transform.rotate(surf.subsurface(disc).copy(), 180)
        surf.blit(turned, turned.get_rect(center=(w - disc.centerx, h - disc.centery)))

    def _named_badge(self, surf: pygame.Surface, suit: int, w: int, h: int) -> None:
        """WIT-8: the eight's named suit on a round badge in the top band, which a cover leaves
        visible."""
        rad = int(w * 0.17)
        c = (int(w * 0.62), int(h * 0.13))
        pygame.draw.circle(surf, (255, 255, 255), c, rad)
        pygame.draw.circle(surf, FRAME, c, rad, width=max(2, w // 30))
        img = assets.font_px(int(rad * 1.5)).render(cards.SUIT_GLYPHS[suit], True, cards.suit_colour(suit))
        surf.blit(img, img.get_rect(center=(c[0], c[1] + rad // 12)))


def kind_name(enchanted) -> str:
    return "witch36:" + ".".join(str(r) for r in sorted(enchanted))


def faces_kind(enchanted) -> str:
    """The registered face-set name for this set of enchanted ranks."""
    kind = kind_name(enchanted)
    if cards.faces_for(kind).kind != kind:
        cards.register_faces(WitchFaces(frozenset(enchanted)))
    return kind
