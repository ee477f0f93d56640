"""Table furniture every game table shares: the seat badges and face-down piles.

A mixin of :class:`~cardtable.ui.tables.base.TableView`; override ``seat_role``,
``seat_tag`` or ``seat_colour`` there rather than ``draw_seat``.
"""

from __future__ import annotations

import pygame

from cardtable.ui import anim, assets, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t, tn


class Furniture:
    """Seat badges (name, card count, role, turn, team stripe) and piles."""

    def draw_seat(self, surface: pygame.Surface, view: dict, p: int) -> None:
        ctx = self.ctx
        name = ctx.seat_name(p)
        sizes = view.get("hand_sizes") or []
        count = sizes[p] if p < len(sizes) else 0
        role = self.seat_role(view, p)
        acting = ctx.to_act == p
        rect = self.badge_rect(p)
        widgets.panel(surface, rect, (10, 30, 22, 215) if not acting else (70, 60, 15, 235), 12)
        stripe = self.seat_colour(view, p)
        if stripe is not None:
            pygame.draw.rect(surface, stripe, (rect.x, rect.y + px(8), px(5), rect.h - px(16)), border_radius=px(2))
        if acting:
            pygame.draw.rect(surface, widgets.ACCENT, rect.inflate(px(6), px(6)), width=px(3),
                             border_radius=px(14))
        right = rect.right - px(8)
        icon = self.seat_icon(view, p)
        if icon is not None:          # inside the badge, on the right: the name and tag give way
            surface.blit(icon, icon.get_rect(midright=(right, rect.centery)))
            right -= icon.get_width() + px(4)
        tag = "" if icon is not None else self.seat_tag(view, p)
        tag_rect = widgets.blit_text(surface, tag, (right, rect.y + px(7)), 12, widgets.MUTED,
                                     anchor="topright") if tag else pygame.Rect(right, rect.y, 0, 0)
        small = rect.h < px(54)           # the crowded tables' badges (the viewer's is always large)
        _fit(surface, name, (rect.x + px(10), rect.y + px(5)), tag_rect.x - rect.x - px(16),
             16 if small else 18, widgets.INK, True)
        line = self.badge_line(count, role, right - rect.x - px(8), 13 if small else 15, icon is not None)
        _fit(surface, line, (rect.x + px(10), rect.bottom - px(20 if small else 24)), right - rect.x - px(8),
             13 if small else 15, widgets.ACCENT if role else widgets.MUTED)

    @staticmethod
    def badge_line(count: int, role: str, width: int, size: int, icon: bool) -> str:
        """A badge's second line: "16 cards · leads".  When a badge icon already shows the
        role (a card drawn in the badge) and both do not fit a crowded badge, the count
        alone, whole — not a role cut to two letters and "…"."""
        line = tn("seat.cards", count)
        if not role:
            return line
        full = f"{line} · {role}"
        return line if icon and fitted(full, width, size)[1] != full else full

    def seat_tag(self, view: dict, p: int) -> str:
        """The small text at a badge's top right: human or the AI level."""
        seat = self.ctx.match.seats[p]
        return t("seat.human") if seat.is_human else t(f"level.{seat.level}")

    def seat_icon(self, view: dict, p: int) -> pygame.Surface | None:
        """A picture drawn inside a seat's badge on its right (e.g. Donkey's holder), or None."""
        return None

    def seat_colour(self, view: dict, p: int) -> tuple | None:
        """A colour stripe on a seat's badge (e.g. the team), or None."""
        return None

    def draw_pile(self, surface: pygame.Surface, pos: tuple, count: int, label: str | None = None,
                  angle_seed: int = 0, messy: bool = False) -> pygame.Rect:
        """A face-down pile of ``count`` cards with a count label."""
        w, h = self.card_w, self.card_h
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(pos[0]), int(pos[1]))
        if count <= 0:
            outline = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(outline, (255, 255, 255, 70), outline.get_rect(), width=px(2), border_radius=px(8))
            surface.blit(outline, rect)
        else:
            img = cards.back(self.faces_kind, w, h)
            shown = min(count, 8)
            for i in range(shown):
                d = i * assets.scale()      # each card a pixel (at 1280×720) off the one below
                if messy:
                    a = ((i * 37 + angle_seed) % 21) - 10
                    im = anim.rotated(img, a)
                    surface.blit(im, im.get_rect(center=(rect.centerx + d, rect.centery - d)))
                else:
                    surface.blit(img, (rect.x + d * 0.6, rect.y - d * 0.6))
        if label is not None:
            widgets.blit_text(surface, label, (rect.centerx, rect.bottom + px(6)), 15, widgets.INK, True,
                              anchor="midtop")
        return rect


def _fit(surface: pygame.Surface, text: str, topleft: tuple, width: int, size: int, color, bold=False) -> None:
    """One line of text in ``width`` pixels: a smaller font, then cut with an ellipsis."""
    s, shown = fitted(text, width, size, bold)
    widgets.blit_text(surface, shown, topleft, s, color, bold)


MIN_FIT_SIZE = 11
_fitted: dict[tuple, tuple[int, str]] = {}
_FIT_CACHE_MAX = 512


def fitted(text: str, width: int, size: int, bold: bool = False) -> tuple[int, str]:
    """The font size and text :func:`_fit` draws: the largest size down to 11 at which
    ``text`` fits, else at 11 the longest start of it plus "…" that fits.  Binary
    searches (O(log n) measurements, not one per character) and cached per frame's
    inputs, so a badge costs a dictionary look-up once drawn (issue 19)."""
    key = (text, width, size, bold, assets.scale())
    hit = _fitted.get(key)
    if hit is not None:
        return hit

    def w(s: int, t: str) -> int:
        return assets.font(s, bold).size(t)[0]

    lo = min(size, MIN_FIT_SIZE)
    if w(lo, text) <= width:
        hi = size                      # the largest size that fits is in lo..hi
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if w(mid, text) <= width:
                lo = mid
            else:
                hi = mid - 1
        out = (lo, text)
    else:
        n_lo, n_hi = 0, len(text) - 1  # the longest start that fits with "…"
        while n_lo < n_hi:
            mid = (n_lo + n_hi + 1) // 2
            if w(lo, text[:mid] + "…") <= width:
                n_lo = mid
            else:
                n_hi = mid - 1
        out = (lo, text[:n_lo] + "…")
    if len(_fitted) >= _FIT_CACHE_MAX:
        _fitted.clear()
    _fitted[key] = out
    return out
