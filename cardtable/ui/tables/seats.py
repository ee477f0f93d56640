"""Seat geometry of a game table: where every seat's name plate (badge) and hand lie, where
the viewer's hand, the status line and the action buttons go, and which rectangle of the
table stays free for the game's own things (stock, pile, played cards, texts).

Pure arithmetic on rectangles — nothing is drawn here — so a test can prove for every game,
player count and window size that no two of these overlap and all lie inside the window.

The opponents sit on a "U" around the free middle: the left column (bottom to top, the
viewer's next player first, DUR: left = next), the top row (left to right), the right column
(top to bottom).  Each opponent's cell is his badge with the fan of his backs below it, and
optionally a place the game reserves in front of him (``extra``: Donkey's played set, Strong
Witchcraft's laid combinations) on the side facing the middle.  The bottom band holds the
viewer's badge (left), his hand (middle) with the status line above it, and the buttons
(right); the top-right corner holds the Undo / Hint / Log / Menu buttons, and the top band left
of it the running score (after a game's legend, if it has one there); a ``panel`` asked for (the
open game log) is kept free at the right of the middle.  When the cells do not fit,
they shrink (down to :data:`MIN_FIT`); :func:`compute` raises if even that fails, which the
geometry test would catch for every supported size.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

ASPECT = 0.7              # card width / height (cards.ASPECT; kept here so this stays pure)
MIN_FIT = 0.6             # the smallest shrink factor of the opponents' cells
PANEL_MIN_H = 160         # the least height of a panel kept free at the right (compute's ``panel``)
CORNER_W, CORNER_H, CORNER_Y = 440, 36, 12     # Undo / Hint / Log / Menu (1280×720 units)
BUTTON_W, BUTTON_H, BUTTON_GAP, BUTTON_RIGHT, BUTTON_BOTTOM = 200, 52, 12, 30, 18


@dataclass
class SeatBox:
    """One seat's furniture: ``side`` is "left", "top", "right" or "me" (the viewer)."""

    side: str
    badge: Rect
    fan: Rect                      # the backs of his hand (for the viewer: his hand)
    extra: Rect | None = None      # the game's place in front of him, or None

    def rects(self) -> list[Rect]:
        return [r for r in (self.badge, self.fan, self.extra) if r is not None]


@dataclass
class Layout:
    """Every rectangle of a table's furniture for one window size (screen pixels)."""

    size: tuple[int, int]
    crowded: bool
    fit: float                          # how much the opponents' cells were shrunk (1 = not)
    card: tuple[int, int]               # the viewer's hand cards
    small: tuple[int, int]              # opponents' backs
    badge: tuple[int, int]              # an opponent's badge
    seats: dict[int, SeatBox] = field(default_factory=dict)
    hand: Rect = field(default_factory=Rect)       # the viewer's hand (raised cards included)
    status: Rect = field(default_factory=Rect)     # the line about whose turn it is
    buttons: Rect = field(default_factory=Rect)    # the action buttons' column
    corner: Rect = field(default_factory=Rect)     # Undo / Hint / Log / Menu
    legend: Rect | None = None                     # a game's legend, top left
    score: Rect | None = None                      # the running score's strip, in the top band
    centre: Rect = field(default_factory=Rect)     # free for the game
    counts: tuple[int, int, int] = (0, 0, 0)       # opponents on the left, top, right
    panel: Rect | None = None                      # kept free at the right for a panel (compute's ``panel``)

    def status_room(self, gap: int, buttons: list[Rect] | None = None) -> Rect:
        """The widest band at :attr:`status`'s height, around it, that no furniture reaches
        into: where a long prompt may spread when the hand's width (narrow in a lesson or a
        puzzle, whose strip takes a part of the window) would cut it short.  ``buttons``: the
        action buttons shown now (default: their whole column).  Never narrower than
        :attr:`status`."""
        st = self.status
        left, right = gap, self.size[0] - gap
        others = [r for box in self.seats.values() for r in box.rects()]
        others += [r for r in (self.legend, self.panel) if r is not None]
        others += [self.buttons] if buttons is None else buttons
        for r in others:
            if r.w and r.h and r.bottom > st.y and r.y < st.bottom:       # in the status band
                if r.centerx < st.centerx:
                    left = max(left, r.right + gap)
                else:
                    right = min(right, r.x - gap)
        left, right = min(left, st.x), max(right, st.right)
        return Rect(left, st.y, right - left, st.h)

    def button_rects(self, k: int, s: float) -> list[Rect]:
        """``k`` action buttons, the first at the bottom, stacked upwards in :attr:`buttons`."""
        w, h, gap = round(BUTTON_W * s), round(BUTTON_H * s), round(BUTTON_GAP * s)
        out = []
        y = self.buttons.bottom - h
        for _ in range(k):
            out.append(Rect(self.buttons.x, y, w, h))
            y -= h + gap
        return out


def _side_order(n: int, viewer: int, counts: tuple[int, int, int]) -> dict[int, tuple[str, int]]:
    """Seat -> (side, index along that side), clockwise from the viewer's left."""
    kl, kt, _kr = counts
    out = {}
    for r in range(1, n):
        p = (viewer + r) % n
        i = r - 1
        if i < kl:
            out[p] = ("left", kl - 1 - i)          # index from the top: the first one lowest
        elif i < kl + kt:
            out[p] = ("top", i - kl)
        else:
            out[p] = ("right", i - kl - kt)
    return out


def _preferred_sides(opponents: int, side_h: float, top_w: float) -> list[int]:
    """Opponents per side column to try, the nicest (most like an oval table) first."""
    if opponents <= 2:
        first = 0
    elif opponents <= 5:
        first = 1
    else:
        first = max(1, round(opponents * side_h / (2 * side_h + top_w)))
    tries = [first]
    for d in range(1, opponents):
        tries += [first + d, first - d]
    return [k for k in tries if 0 <= k and 2 * k <= opponents]


def _preferred_left(opponents: int, side_h: float, top_w: float) -> list[int]:
    """Opponents in the left column to try when the right one is given to a panel, nicest first."""
    first = 0 if opponents <= 2 else max(1, round(opponents * side_h / (side_h + top_w)))
    tries = [first]
    for d in range(1, opponents + 1):
        tries += [first + d, first - d]
    return [k for k in tries if 0 <= k <= opponents]


def compute(size: tuple[int, int], n: int, viewer: int, *, scale: float = 1.0,
            extra: tuple[int, int] = (0, 0), buttons: int = 2,
            legend: tuple[int, int] = (0, 0), centre_min: tuple[int, int] = (0, 0),
            panel: int = 0) -> Layout:
    """The layout of an ``n``-seat table in a window of ``size`` seen from ``viewer``.

    ``scale`` is the UI scale (``assets.scale()``); ``extra`` the size (pixels) of the place a
    game keeps in front of each seat (beside or below his cell, whichever fits); ``buttons``
    how many action buttons it may show at once; ``legend`` the size (pixels) of a legend it
    draws at the top left; ``centre_min`` the least free middle it needs; ``panel`` the width
    (pixels) of a panel to keep free (the open game log where the table cannot be laid out
    beside it; :attr:`Layout.panel`): inside the "U", between the middle and the right column,
    the seats where they would be without it; else in the right column's place, under the top
    row and above the buttons and the status line, no opponent on the right.  Raises
    ``ValueError`` when nothing fits (the geometry test runs every game at every size)."""
    W, H = size

    def px(v: float) -> int:
        return round(v * scale)

    m, gap = px(8), px(6)
    crowded = n > 6
    card_h = int(H * 0.165)
    card = (int(card_h * ASPECT), card_h)
    corner = Rect(W - px(CORNER_W) - px(16), px(CORNER_Y), px(CORNER_W), px(CORNER_H))
    # -- the bottom band: viewer's badge | hand (status line above) | buttons ----------------
    vbadge = Rect(m, 0, px(184), px(58))
    vbadge.bottom = H - px(BUTTON_BOTTOM)
    bw = px(BUTTON_W)
    k = max(1, buttons)
    bh = k * px(BUTTON_H) + (k - 1) * px(BUTTON_GAP)
    bcol = Rect(W - px(BUTTON_RIGHT) - bw, H - px(BUTTON_BOTTOM) - bh, bw, bh)
    hand_y = H - card_h // 2 - px(14)
    half = min(W * 0.28, W / 2 - vbadge.right - gap, bcol.x - gap - W / 2)
    hand = Rect(int(W / 2 - half), int(hand_y - card_h * 0.64), int(2 * half), 0)
    hand.height = H - hand.y
    status = Rect(hand.x, hand.y - px(42), hand.w, px(40))     # one line, or two smaller ones
    ex_w, ex_h = extra
    has_extra = bool(ex_w and ex_h)
    vextra = None
    if has_extra:
        vextra = Rect(0, 0, ex_w, ex_h)
        vextra.midbottom = (max(vbadge.centerx, m + ex_w // 2), vbadge.y - gap)
    floors = {"left": (vextra.y if vextra else vbadge.y) - gap, "right": bcol.y - gap}
    top_y = corner.bottom + gap
    leg = Rect(m, m, *legend) if legend[0] and legend[1] else None
    tall_legend = leg is not None and leg.bottom + gap > top_y    # it pushes the top row right
    # the legend's right and bottom edges, read only where tall_legend (so the legend is there)
    leg_right, leg_bottom = (leg.right, leg.bottom) if leg is not None else (m, m)
    bottom = status.y - gap
    opp = n - 1

    def attempt(fit: float, kl: int, kr: int, top_beside: bool, side_beside: bool) -> Layout | None:
        b = (px((132 if crowded else 184) * fit), px((44 if crowded else 58) * fit))
        sh = int(H * (0.075 if crowded else 0.095) * fit)
        fan_h = sh + px(8)
        column_h = b[1] + gap + fan_h                      # badge over fan
        ex_beside = (gap + ex_w) if has_extra else 0
        ex_below = (gap + ex_h) if has_extra else 0
        top_w_cell = b[0] + (ex_beside if top_beside else 0)
        top_h_cell = max(column_h, ex_h) if top_beside else column_h + ex_below
        if not top_beside:
            top_w_cell = max(top_w_cell, ex_w)
        side_w_cell = b[0] + (ex_beside if side_beside else 0)
        side_h_cell = max(column_h, ex_h) if side_beside else column_h + ex_below
        if not side_beside:
            side_w_cell = max(side_w_cell, ex_w)
        kt = opp - kl - kr
        x0 = (leg_right + gap) if tall_legend else m
        top_w = W - m - x0
        if kt * top_w_cell + max(0, kt - 1) * gap > top_w:
            return None
        side_top = top_y + (top_h_cell + gap if kt else 0)
        tops = {"left": max(side_top, leg_bottom + gap) if tall_legend else side_top, "right": side_top}
        for sd, k in (("left", kl), ("right", kr)):
            if k and k * side_h_cell + (k - 1) * gap > floors[sd] - tops[sd]:
                return None
        left = m + (side_w_cell + gap if kl else 0)
        right = W - m - (side_w_cell + gap if kr else 0)
        top = side_top if kt else top_y
        if tall_legend and leg_right + gap > left:
            top = max(top, leg_bottom + gap)
        free = None
        if panel and kr:                 # inside the "U", between the middle and the right column
            free = Rect(right - panel, top, panel, bottom - top)
            if free.right + gap > bcol.x:
                free.height = min(free.h, bcol.y - gap - top)
        elif panel:                      # the right column's strip, under the top row
            free = Rect(corner.right - panel, side_top, panel, floors["right"] - side_top)
            if status.right + gap > free.x:
                free.height = min(free.h, status.y - gap - side_top)
        if free is not None:
            if free.h < px(PANEL_MIN_H):
                return None
            right = free.x - gap
        centre = Rect(left, top, right - left, bottom - top)
        if centre.w < centre_min[0] or centre.h < centre_min[1]:
            return None
        lay = Layout(size, crowded, round(fit, 2), card, (int(sh * ASPECT), sh), b, hand=hand, status=status,
                     buttons=bcol, corner=corner, legend=leg, centre=centre, counts=(kl, kt, kr), panel=free)
        x = (leg.right + px(12)) if leg is not None and leg.y < corner.bottom else m
        if corner.x - px(12) - x >= px(160):       # the top band between a legend and the corner
            lay.score = Rect(x, corner.y, corner.x - px(12) - x, corner.h)
        lay.seats[viewer] = SeatBox("me", vbadge, hand, vextra)
        for p, (side, i) in _side_order(n, viewer, (kl, kt, kr)).items():
            if side == "top":
                slot = top_w / kt
                cx = int(x0 + slot * (i + 0.5))
                cell = Rect(0, top_y, top_w_cell, top_h_cell)
                cell.centerx = cx
                beside = top_beside
            else:
                slot = (floors[side] - tops[side]) / (kl if side == "left" else kr)
                cell = Rect(0, 0, side_w_cell, side_h_cell)
                cell.centery = int(tops[side] + slot * (i + 0.5))
                if side == "left":
                    cell.x = m
                else:
                    cell.right = W - m
                beside = side_beside
            badge = Rect(0, 0, *b)
            inward_right = side != "right"             # the extra goes towards the middle
            if beside and has_extra:
                badge.x = cell.x if inward_right else cell.right - b[0]
            else:
                badge.centerx = cell.centerx
            badge.y = cell.y + (max(0, cell.h - column_h) // 2 if beside else 0)
            fan = Rect(badge.x, badge.bottom + gap, b[0], fan_h)
            ex = None
            if has_extra:
                ex = Rect(0, 0, ex_w, ex_h)
                if beside:
                    ex.centery = cell.centery
                    if inward_right:
                        ex.x = badge.right + gap
                    else:
                        ex.right = badge.x - gap
                else:
                    ex.midtop = (cell.centerx, fan.bottom + gap)
            lay.seats[p] = SeatBox(side, badge, fan, ex)
            if any(r.colliderect(o) for r in (fan, ex) if r is not None for o in (status, hand, bcol)):
                return None                # a side cell's place reaching into the bottom band
        return lay

    modes = [(False, False), (True, False), (False, True), (True, True)] if has_extra else [(False, False)]
    fit = 1.0
    while fit >= MIN_FIT - 1e-9:
        found = []
        side_h = min(floors.values()) - top_y - px(150)
        sides = [(k, k) for k in _preferred_sides(opp, side_h, W - 2 * m)]
        if panel:          # the panel inside the "U" (the seats stay), else in the right column's place
            sides += [(k, 0) for k in _preferred_left(opp, side_h, W - 2 * m) if (k, 0) not in sides]
        for rank, (kl, kr) in enumerate(sides):
            for top_beside, side_beside in modes:
                lay = attempt(fit, kl, kr, top_beside, side_beside)
                if lay is not None:
                    found.append((rank, -lay.centre.w * lay.centre.h, lay))
            if found:
                break
        if found:
            return min(found, key=lambda x: x[:2])[2]
        fit -= 0.05
    raise ValueError(f"{n} seats do not fit a {W}×{H} window")


def overlaps(rects: dict[str, Rect]) -> list[tuple[str, str]]:
    """Every pair of named rectangles that overlap (for tests and debugging)."""
    names = sorted(rects)
    out = []
    for i, a in enumerate(names):
        for b_ in names[i + 1:]:
            if rects[a].colliderect(rects[b_]):
                out.append((a, b_))
    return out
