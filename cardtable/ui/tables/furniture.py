"""Table furniture every game table shares: the seat badges and face-down piles.

A badge shows the seat's name and — at the right of that line — his running score in the
match (the score sheet's total), so every seat's score is readable at every table size; a
game's tag (Durak's team) or icon; his card count and role on the second line ("6 cards ·
throws in"; on a badge too narrow for that, a small card and "6 · throws in", or the role
alone: the role, what is going on, is never cut).

A mixin of :class:`~cardtable.ui.tables.base.TableView`; override ``seat_role``,
``seat_tag`` or ``seat_colour`` there rather than ``draw_seat``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cardtable.engine import View
from cardtable.ui import anim, assets, cards, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t, tn
from cardtable.ui.tables.view_fields import TableViewFields  # typed fields (object at run time)

SCORE_FILL = (255, 255, 255, 40)   # the running score's box on a name plate
ICON_LINE_H = 18                   # a badge icon at most this tall (UI px) sits on the second line
GLYPH = (9, 13)                    # the small card standing for "cards" on a compact second line
TIP_SIZE, TIP_FILL = 14, (10, 25, 20, 255)   # a cut name shown whole under the pointer
GLYPH_FILL, GLYPH_EDGE = (150, 40, 45), (235, 225, 200)


def score_size(badge: pygame.Rect) -> int:
    """The font size (UI points) of the score on a name plate: smaller on crowded tables' badges."""
    return 12 if badge.h < px(54) else 13


@dataclass
class BadgeParts:
    """The pieces of one name plate (:meth:`Furniture.badge_parts`)."""

    rect: pygame.Rect
    name: str
    name_size: int
    name_rect: pygame.Rect
    tag: str
    tag_rect: pygame.Rect
    icon: pygame.Surface | None
    icon_rect: pygame.Rect | None
    line: str
    line_size: int
    line_rect: pygame.Rect
    role: str
    score: str
    pill: pygame.Rect | None
    glyph: pygame.Rect | None = None    # a small card before the count's number (compact second line)


THINKING_BEAT_MS = 350   # the lit dot of the thinking mark moves on this often


class Furniture(TableViewFields):
    """Seat badges (name, card count, role, turn, team stripe) and piles."""

    # what takes the place of seat p's role on its plate when it says something ("" otherwise):
    # a network table's clock of a player who dropped out
    role_note: Callable[[int], str] | None = None

    def draw_seat(self, surface: pygame.Surface, view: View, p: int) -> None:
        acting = self.ctx.to_act == p
        b = self.badge_parts(view, p)
        rect = b.rect
        widgets.panel(surface, rect, (10, 30, 22, 215) if not acting else (70, 60, 15, 235), 12)
        stripe = self.seat_colour(view, p)
        if stripe is not None:
            pygame.draw.rect(surface, stripe, (rect.x, rect.y + px(8), px(5), rect.h - px(16)), border_radius=px(2))
        if acting:
            pygame.draw.rect(surface, widgets.ACCENT, rect.inflate(px(6), px(6)), width=px(3),
                             border_radius=px(14))
        if self.ctx.thinking == p:
            self.draw_thinking(surface, rect)
        if b.icon is not None and b.icon_rect is not None:     # badge_parts places every icon
            surface.blit(b.icon, b.icon_rect)
        if b.tag:
            widgets.blit_text(surface, b.tag, b.tag_rect.topleft, 12, widgets.MUTED)
        widgets.blit_text(surface, b.name, b.name_rect.topleft, b.name_size, widgets.INK, True)
        if b.score:
            assert b.pill is not None, "badge_parts gives a score its pill"
            widgets.panel(surface, b.pill, SCORE_FILL, 7)
            widgets.blit_text(surface, b.score, b.pill.center, score_size(rect), widgets.INK, True, anchor="center")
        if b.glyph is not None:
            pygame.draw.rect(surface, GLYPH_FILL, b.glyph, border_radius=px(2))
            pygame.draw.rect(surface, GLYPH_EDGE, b.glyph, width=1, border_radius=px(2))
        widgets.blit_text(surface, b.line, b.line_rect.topleft, b.line_size,
                          widgets.ACCENT if b.role else widgets.MUTED)

    def draw_thinking(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Three small dots on the plate's top edge, one lit in turn, while this AI seat's
        search runs (Hard's think time, Settings): the wait is the opponent thinking, not the
        program stuck.  Drawn on the edge, so nothing written on the plate is covered."""
        r = max(2, px(3))
        gap = 3 * r
        w, h = 2 * gap + 4 * r, 4 * r
        pill = pygame.Rect(0, 0, w, h)
        pill.midright = (rect.right - px(14), rect.top)
        pygame.draw.rect(surface, (10, 30, 22), pill, border_radius=h // 2)
        pygame.draw.rect(surface, widgets.MUTED, pill, width=1, border_radius=h // 2)
        lit = pygame.time.get_ticks() // THINKING_BEAT_MS % 3
        for i in range(3):
            colour = widgets.ACCENT if i == lit else widgets.MUTED
            pygame.draw.circle(surface, colour, (pill.x + 2 * r + i * gap, pill.centery), r)

    def plate_role(self, view: View, p: int) -> str:
        """The role text on seat ``p``'s plate: the :attr:`role_note` when it says something,
        else the game's :meth:`seat_role`."""
        note = self.role_note(p) if self.role_note is not None else ""
        return note or self.seat_role(view, p)

    def badge_parts(self, view: View, p: int) -> BadgeParts:
        """What seat ``p``'s name plate shows and where (screen pixels, all inside the badge):
        on the first line the name (a smaller font, then cut), then at the right the game's
        tag and the running score; the game's icon at the right of both lines; the second
        line (count · role)."""
        rect = self.badge_rect(p)
        sizes = view.hand_sizes or []
        count = sizes[p] if p < len(sizes) else 0
        role = self.plate_role(view, p)
        small = rect.h < px(54)           # the crowded tables' badges (the viewer's is always large)
        right = rect.right - px(8)
        icon = self.seat_icon(view, p)
        icon_rect = None
        line_right = right
        on_line = icon is not None and icon.get_height() <= px(ICON_LINE_H)
        if icon is not None:          # inside the badge, on the right: the texts give way
            icon_rect = icon.get_rect(midright=(right, rect.centery))
            if on_line:                                # a line's height: at the second line's end
                line_right -= icon.get_width() + px(4)
            else:                                      # taller: across both lines
                right -= icon.get_width() + px(4)
                line_right = right
        score = self.seat_score(p)
        left = rect.x + px(10)
        size = 13 if small else 15
        full_name = self.ctx.seat_name(p)
        name_size = name_room(rect, 16 if small else 18)
        if p != self.ctx.viewer:          # the others' names in one size, not each as large as it fits
            name_size = min(name_size, self.name_size_cap() or name_size)
        pill, below = None, False
        if score:                         # the running score, at the end of the first line
            pill = self.score_pill(rect, score, right)
            lower = self.score_pill(rect, score, line_right, second=True)
            if (fitted(full_name, pill.x - px(10) - left, name_size, True)[1] != full_name
                    and fitted(full_name, right - px(6) - left, name_size, True)[1] == full_name
                    and self._line_whole(count, role, lower.x - px(4) - left, size, icon is not None)):
                pill, below = lower, True    # the name needs the whole first line: the score goes below
                line_right = pill.x - px(4)
            else:
                right = pill.x - px(4)
        tag = "" if icon is not None else self.seat_tag(view, p)
        if tag:
            tag_rect = assets.text(tag, 12, widgets.MUTED).get_rect(topright=(right, rect.y + px(7)))
        else:
            tag_rect = pygame.Rect(right, rect.y, 0, 0)
        name_size, name = fitted(full_name, tag_rect.x - px(6) - left, name_size, True)
        name_rect = pygame.Rect((left, rect.y + px(5)), assets.font(name_size, True).size(name))
        avail = line_right - left
        line = self.badge_line(count, role, avail, size, icon is not None)
        glyph = None
        if role and line != tn("seat.cards", count) and fitted(line, avail, size)[1] != line:
            # "6 cards · throws in" fits not even in the smallest font (a crowded table in
            # Russian): the count as a small card and its number, so the role stays whole.
            compact = f"{count} · {role}"
            glyph_w = px(GLYPH[0]) + px(4)
            if fitted(compact, avail - glyph_w, size)[1] == compact:
                line, left = compact, left + glyph_w
                glyph = pygame.Rect(left - glyph_w, 0, px(GLYPH[0]), px(GLYPH[1]))
            elif fitted(role, avail, size)[1] == role:   # narrower still: the role alone (the
                line = role                               # fan of backs below shows the count)
        line_size, line = fitted(line, line_right - left, size)
        line_rect = pygame.Rect((left, rect.bottom - px(20 if small else 24)), assets.font(line_size).size(line))
        if glyph is not None:
            glyph.centery = line_rect.centery
        if on_line and icon_rect is not None:      # on_line: there is an icon, placed above
            icon_rect.centery = line_rect.centery
        if below and pill is not None:             # below: the score's pill was moved there
            pill.centery = line_rect.centery       # below the name: level with the second line
        return BadgeParts(rect, name, name_size, name_rect, tag, tag_rect, icon, icon_rect,
                          line, line_size, line_rect, role, score, pill, glyph)

    def name_size_cap(self) -> int | None:
        """The font size of the opponents' names: the smallest at which each name that fits its
        plate beside the score does (Donkey's 12 seats had «Nikita» at 16 px next to
        «Christopher4» at 13); a name cut even at 11 px does not pull the others down.  Cached
        per layout, names and scores."""
        totals = tuple(self.ctx.match.sheet.get("totals") or ())
        key = (self.geom_key, self.ctx.names, totals, assets.scale())
        cached = getattr(self, "_name_cap", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        sizes = []
        for p in range(self.players):
            if p == self.ctx.viewer:
                continue
            rect = self.badge_rect(p)
            start = name_room(rect, 16 if rect.h < px(54) else 18)
            right = rect.right - px(8)
            score = self.seat_score(p)
            if score:
                right = self.score_pill(rect, score, right).x - px(4)
            name = self.ctx.seat_name(p)
            got, shown = fitted(name, right - px(6) - rect.x - px(10), start, True)
            if shown == name:
                sizes.append(got)
        cap = min(sizes) if sizes else None
        self._name_cap = (key, cap)
        return cap

    def _line_whole(self, count: int, role: str, width: int, size: int, icon: bool) -> bool:
        """Whether a badge's second line fits ``width`` whole as it reads beside no score ("6
        cards · leads"): the score moves there for a long name only then, never shortening the
        count or the role (a name still cut shows whole under the pointer, :meth:`name_tip`)."""
        line = self.badge_line(count, role, width, size, icon)
        return fitted(line, width, size)[1] == line

    def name_tip(self, view: View, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """A seat's whole name where its plate under ``pos`` shows it cut ("Констан…" on a
        crowded plate, or a long typed name): (box, name) just below the plate (above it when
        there is no room below), inside the window; None anywhere else."""
        for p in range(self.players):
            rect = self.badge_rect(p)
            if not rect.collidepoint(pos):
                continue
            name = self.ctx.seat_name(p)
            if self.badge_parts(view, p).name == name:
                return None
            w, h = assets.font(TIP_SIZE, True).size(name)
            box = pygame.Rect(0, 0, w + px(16), h + px(8))
            box.midtop = (rect.centerx, rect.bottom + px(4))
            W, H = self.ctx.size
            if box.bottom > H:
                box.midbottom = (rect.centerx, rect.y - px(4))
            box.clamp_ip(pygame.Rect(0, 0, W, H))
            return box, name
        return None

    def draw_name_tip(self, surface: pygame.Surface, view: View, pos: tuple[int, int]) -> None:
        tip = self.name_tip(view, pos)
        if tip is not None:
            box, name = tip
            widgets.panel(surface, box, TIP_FILL, 6)
            widgets.blit_text(surface, name, box.center, TIP_SIZE, widgets.INK, True, anchor="center")

    def seat_score(self, p: int) -> str:
        """Seat ``p``'s running total on the match's score sheet, as his name plate shows it
        ("" when the sheet keeps none)."""
        totals = self.ctx.match.sheet.get("totals") or []
        return str(totals[p]) if 0 <= p < len(totals) else ""

    @staticmethod
    def score_pill(badge: pygame.Rect, score: str, right: int, second: bool = False) -> pygame.Rect:
        """Where a name plate's score is drawn: a small rounded box ending at ``right`` (the
        badge's right edge, or left of its icon), level with the name — or with the second
        line (``second``) when a long name needs the whole first line (seen at Donkey's 12
        seats at 960×600: «Констан…» beside the score, «Константин» whole without it)."""
        small = badge.h < px(54)
        w = assets.font(score_size(badge), True).size(score)[0]
        pill = pygame.Rect(0, 0, max(w + px(10), px(22)), px(14 if small else 18))
        pill.right = right
        if second:
            pill.centery = badge.bottom - px(20 if small else 24) + px(8 if small else 10)
        else:
            pill.centery = badge.y + px(12 if small else 15)
        return pill

    @staticmethod
    def badge_line(count: int, role: str, width: int, size: int, icon: bool) -> str:
        """A badge's second line: "16 cards · leads".  When a badge icon already shows the
        role (a card drawn in the badge) and both do not fit a crowded badge, the count
        alone, whole — not a role cut to two letters and "…".  No cards and a role ("out",
        «вышла»): the role alone — «0 карт · вышла» said the same thing twice."""
        line = tn("seat.cards", count)
        if not role:
            return line
        if count == 0:
            return role
        full = f"{line} · {role}"
        return line if icon and fitted(full, width, size)[1] != full else full

    def seat_tag(self, view: View, p: int) -> str:
        """The small text at a badge's top right, before the score: a game's mark (Durak's
        team); human or the AI level only where the match keeps no score — at a running
        match the plate's corner is the seat's score, as in any card game's score display."""
        if self.seat_score(p):
            return ""
        seat = self.ctx.match.seats[p]
        if seat.kind == "engine":
            return t("level.engine")
        return t("seat.human") if seat.is_human else t(f"level.{seat.level}")

    def seat_icon(self, view: View, p: int) -> pygame.Surface | None:
        """A picture drawn inside a seat's badge on its right (e.g. Donkey's holder), or None:
        across both lines, or at the end of the second line if at most ``ICON_LINE_H`` tall
        (a crowded badge, where the first line needs its width for the name and the score)."""
        return None

    def seat_colour(self, view: View, p: int) -> tuple | None:
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


MIN_FIT_SIZE = 11


def name_room(rect: pygame.Rect, size: int) -> int:
    """``size``, or the largest smaller font whose name line ends above the second line of a
    plate of ``rect`` (a crowded table's plates shrink: at 12 seats in 960×600, 40 px tall,
    a 16 px «Даша» sat on «8 карт», its «Д» in the line below)."""
    line_top = rect.h - px(20 if rect.h < px(54) else 24)
    while size > MIN_FIT_SIZE and px(5) + assets.font(size, True).get_height() > line_top + px(1):
        size -= 1
    return size
_fitted: dict[tuple, tuple[int, str]] = {}
_FIT_CACHE_MAX = 512


def fitted(text: str, width: int, size: int, bold: bool = False) -> tuple[int, str]:
    """The font size and text a badge line is drawn in: the largest size down to 11 at which
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
