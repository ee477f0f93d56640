"""The table's short messages ("Gleb: I take!", a refusal, a hint): :class:`Messages`
(the table scene's mixin) says them, lets them go when their moment has passed, and asks
:func:`place` where each is drawn.

Contract of :func:`place`: the newest message first, as near its usual place (its bottom at
``anchor``) as it can be without covering anything in ``obstacles`` (the piles and their
labels, the seats, the cards lying on the table and where those in flight will lie, the
status line, the buttons …): centred if it can, else beside what is in the way; at the
window's width if such a box fits somewhere in the lane (a long one in a smaller font, to
keep it on one line), else wrapped narrower to fit a gap.  (A card in flight crosses the
messages' lane on its way to a hand: it is drawn over them, never under.)  The older message goes right
above it (or right below) if it fits there without covering anything; else it is not shown
(it is in the game log).  A refusal that fits nowhere free may cover the status line
(down to the hand): what was wrong matters more then than whose turn it is.  Only when the
newest message fits nowhere even so does it cover something: where it covers the fewest
pixels, nearest ``anchor``.  Every box lies inside the window; every line fits its box.
Pure arithmetic on rectangles (nothing drawn), cached per input.
"""

from __future__ import annotations

import pygame

from cardtable.ui import assets
from cardtable.ui.assets import px
from cardtable.ui.scenes.table_fields import TableSceneFields  # typed fields (object at run time)

TOAST_SIZE = 17          # the messages' font size (UI points)
SMALL_SIZE = 15          # ... a long one's, to keep it on one line
FORMS = ((1.0, TOAST_SIZE), (1.0, SMALL_SIZE), (0.7, TOAST_SIZE), (0.5, TOAST_SIZE), (0.35, TOAST_SIZE))
# the boxes tried: (width as a part of the widest box, font size)
NEAR = 90                # a box this near its usual place (UI pixels) in any form beats one further off
_cache: dict[tuple, list] = {}


def line_height(size: int) -> int:
    """The distance between two lines of a message in font ``size``."""
    return px(size + 7)


def _box(text: str, width: int, size: int = TOAST_SIZE) -> tuple[pygame.Rect, list[str]]:
    pad = px(15)
    lines = assets.wrap(text, size, width - 2 * pad, True)
    w = max(assets.font(size, True).size(ln)[0] for ln in lines)
    return pygame.Rect(0, 0, min(width, w + 2 * pad), px(10) + line_height(size) * len(lines)), lines


def _free(box: pygame.Rect, obstacles: list[pygame.Rect]) -> bool:
    return box.collidelist(obstacles) < 0


def place(messages: list[tuple[str, bool]], size: tuple[int, int], anchor: int, lane: tuple[int, int],
          obstacles: list[pygame.Rect], status: pygame.Rect | None = None,
          floor: int | None = None) -> list[tuple[pygame.Rect, str, bool, int]]:
    """(box, text with "\\n" between lines, error, font size) for the last two ``messages`` (oldest
    first, as :class:`TableScene` keeps them), the older one first in the answer; ``lane``
    is the band of y (top, bottom) the boxes may use, ``anchor`` the usual bottom; ``status``
    the status line under the lane, which only a refusal that fits nowhere else may cover
    (what it says matters more then than whose turn it is), down to ``floor`` (the hand's top)."""
    key = (tuple(messages[-2:]), size, anchor, lane, tuple(map(tuple, obstacles)), tuple(status or ()), floor,
           assets.scale())
    hit = _cache.get(key)
    if hit is not None:
        return hit
    W, H = size
    widest = W - px(40)
    top, bottom = max(0, lane[0]), min(H, lane[1])
    shown = messages[-2:]
    if not shown:
        return []
    text, error = shown[-1]
    lower = (max(status.bottom, floor or 0), obstacles) if error and status is not None else None
    if status is not None:
        obstacles = obstacles + [status]
    newest = _place_newest(text, W, widest, anchor, top, bottom, obstacles, lower)
    out = [(newest[0], "\n".join(newest[1]), error, newest[2])]
    if len(shown) == 2:
        older = _beside(shown[0][0], W, widest, newest[0], top, bottom, obstacles)
        if older is not None:
            out.insert(0, (older[0], "\n".join(older[1]), shown[0][1], older[2]))
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = out
    return out


def _covered(box: pygame.Rect, obstacles: list[pygame.Rect]) -> int:
    """How many pixels of ``obstacles`` the box covers (overlaps counted once per obstacle)."""
    return sum(box.clip(obstacles[i]).w * box.clip(obstacles[i]).h for i in box.collidelistall(obstacles))


def _place_newest(text, W, widest, anchor, top, bottom, obstacles, lower=None):
    least: list[tuple[int, int, pygame.Rect, list[str], int]] = []   # (pixels covered, distance, box, lines, size): if nothing is free
    lanes = [(bottom, obstacles)]
    if lower is not None:        # a refusal: over the status line rather than over the table
        lanes.append(lower)
    for low, things in lanes:
        for near in (px(NEAR), None):    # near its place in any form first, then anywhere in the lane
            for beside in (False, True):     # centred first
                for part, size in FORMS:
                    found = _search(text, W, widest, part, size, anchor, top, low, things, near, beside, least)
                    if found is not None:
                        return found
    if least:                             # nowhere free: where it covers least
        return min(least, key=lambda c: c[:2])[2:]
    box, lines = _box(text, widest)       # not even a lane: its usual place, kept in the window
    box.midbottom = (W // 2, min(anchor, bottom))
    box.top = max(0, box.top)
    return box, lines, TOAST_SIZE


def _search(text, W, widest, part, size, anchor, top, bottom, obstacles, near, beside, least):
    """A free box for ``text`` in one form (width part, font size) whose bottom is within
    ``near`` of ``anchor`` (None: anywhere in the lane): centred, or (``beside``) beside what
    is in the way.  Centred boxes that are not free go into ``least`` with what they cover."""
    step, margin = px(4), px(20)
    box, lines = _box(text, int(widest * part), size)
    ys = set(range(top + box.h, bottom + 1, step)) | {bottom, anchor}
    ys |= {y for r in obstacles for y in (r.top, r.bottom + box.h)}     # snug against an edge
    ys = {y for y in ys if top + box.h <= y <= bottom and (near is None or abs(y - anchor) <= near)}
    for y in sorted(ys, key=lambda y: (abs(y - anchor), y)):
        box.midbottom = (W // 2, y)
        if not beside:
            if _free(box, obstacles):
                return box, lines, size
            if near is not None:
                least.append((_covered(box, obstacles), abs(y - anchor), box.copy(), lines, size))
            continue
        band = [r for r in obstacles if r.top < y and r.bottom > y - box.h]
        xs = {x for r in band for x in (r.right, r.left - box.w)}      # beside what is in the way
        for x in sorted((x for x in xs if margin <= x <= W - margin - box.w),
                        key=lambda x: abs(x + box.w // 2 - W // 2)):
            box.x = x
            if _free(box, obstacles):
                return box, lines, size
    return None


def _beside(text, W, widest, newest, top, bottom, obstacles):
    others = obstacles + [newest]
    for part, size in FORMS:
        box, lines = _box(text, int(widest * part), size)
        for y in (newest.top - px(6), newest.bottom + px(6) + box.h):     # above it, else below it
            box.midbottom = (W // 2, y)
            if box.top >= top and box.bottom <= bottom and _free(box, others):
                return box, lines, size
    return None


def landing(sprite) -> pygame.Rect:
    """Where a card lies: where it is, or, in flight, where it will lie (a message placed
    there would jump aside when it lands)."""
    if not sprite.moving:
        return sprite.rect()
    r = pygame.Rect(0, 0, *sprite.size)
    r.center = (int(sprite.pos[0]), int(sprite.pos[1]))
    return r


TOAST_SECONDS = 3.5      # how long a message stays (real time, App.time)


class Messages(TableSceneFields):
    """The table scene's messages (a mixin of :class:`~cardtable.ui.scenes.table.TableScene`,
    which sets ``toasts``, ``_toast_until`` and ``_toast_moves`` in its ``__init__``): saying
    one, letting it go when its moment has passed, and where each is drawn."""

    def toast(self, text: str, error: bool = False, *, until_change: bool = False,
              moves: int | None = None) -> None:
        """Show a message for :data:`TOAST_SECONDS` of real time — the app's clock
        (``App.time``), which runs on while a pause or the rules cover the table and is not
        slowed by the frame-time clamp of a busy frame (an AI thinking), so a message never
        outlives its moment — and never into the next deal (:meth:`next_deal`);
        ``until_change``: only while the state is the one it was said of (a hint goes once
        its card is played or anything happened); ``moves``: only until that many more
        moves were made (a call of a colour is stale once the next card lies on it)."""
        self.toasts = [x for x in self.toasts if x[0] != text][-2:]
        self.toasts.append([text, error, self.app.time + TOAST_SECONDS])
        if until_change:
            self._toast_until[text] = self._state_key()
        else:
            self._toast_until.pop(text, None)
        if moves is not None:
            self._toast_moves[text] = len(self.match.state.history) + moves
        else:
            self._toast_moves.pop(text, None)

    def _state_key(self) -> tuple:
        state = self.match.state
        return (id(state), len(state.history), self.viewer)

    def _age_toasts(self) -> None:
        key, now, moves = self._state_key(), self.app.time, len(self.match.state.history)
        self.toasts = [x for x in self.toasts if x[2] > now and self._toast_until.get(x[0], key) == key
                       and self._toast_moves.get(x[0], moves + 1) > moves]
        if self._toast_until or self._toast_moves:
            shown = {x[0] for x in self.toasts}
            self._toast_until = {k: v for k, v in self._toast_until.items() if k in shown}
            self._toast_moves = {k: v for k, v in self._toast_moves.items() if k in shown}

    def toast_boxes(self) -> list[tuple[pygame.Rect, str, bool]]:
        """(box, text, error) of :meth:`toast_layout`."""
        return [(box, text, error) for box, text, error, _size in self.toast_layout()]

    def toast_layout(self) -> list[tuple[pygame.Rect, str, bool, int]]:
        """Where the last two messages are drawn: (box, text, error, font size), oldest first — the
        newest as near :meth:`TableView.toast_y` as it can be without covering the table's
        furniture, the seats, the cards on the table or the controls (long ones wrapped:
        ``text`` holds the lines joined by newlines), the older one beside it where it fits
        (:func:`place`)."""
        if not self.toasts:
            return []
        table = self.table
        lay = table.lay
        obstacles = [r for r in table.furniture().values()]
        obstacles += [r for box in lay.seats.values() for r in box.rects()]
        obstacles += [lay.hand, lay.corner] + self.hud_rects()     # the buttons shown, not their column
        if lay.legend is not None:
            obstacles.append(lay.legend)
        if self.hud._score[0] is not None:
            obstacles.append(self.hud._score[0])
        obstacles += [landing(sp) for sp in table.sprites.values() if not sp.extra.get("hand")]
        lane = (lay.centre.top, lay.status.top)
        return place([(x[0], x[1]) for x in self.toasts], self.table_size(), table.toast_y() + px(17), lane,
                            [r for r in obstacles if r.w and r.h], lay.status, lay.hand.top)
