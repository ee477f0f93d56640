"""Two mixins of the table scene (:class:`~cardtable.ui.scenes.table.TableScene`).

:class:`Room` — where the table lies in the window: the area it is laid out in (at most as
tall as wide), less the strip an open game log is docked in, the panel it keeps free for the
log where it cannot be docked (``scenes/table_extras.py``), and the rects of the scene's own
controls lying over it.  :class:`Presses` — an action button's press, the second click of
a double-click (or a double tap of Space) that must not press the button come in its place, and
the release of a press held while other buttons came, which presses none of them.
"""

from __future__ import annotations

import pygame

from cardtable.ui.assets import px
from cardtable.ui.scene import SETTLE_S
from cardtable.ui.scenes.table_extras import Extras
from cardtable.ui.scenes.table_fields import TableSceneFields  # typed fields (object at run time)

DOUBLE_CLICK_PX = 8      # a double-click's second click lands this near its first
REACT_S = 0.2            # no hand reaches a button sooner after it appears: a press that fast was meant for what was there
MAX_TALL = 1.0           # the table is laid out at most this many times as tall as wide


class Room(TableSceneFields):
    """Where the table lies in the window (needs ``app``, ``buttons``, ``menu_button``, ``hud``)."""

    extras: Extras        # the hint and game-log panel, created by the scene

    def table_area(self) -> tuple[int, int]:
        """The window, at most :data:`MAX_TALL` times as tall as wide: the seats, piles and cards
        grow with the height, and a window taller than wide (half a 1920×1080 screen: 960×1040)
        left no room for them across (Strong Witchcraft's 6 seats raised ``ValueError``); the
        felt goes on below."""
        W, H = self.app.size
        return (W, min(H, int(W * MAX_TALL)))

    def table_size(self) -> tuple[int, int]:
        """The part of the window the table is laid out in: :meth:`table_area`, less the strip
        at the right an open game log is docked in (table_extras), so the log hides none of it."""
        W, H = self.table_area()
        return (W - self.extras.dock_width((W, H)), H)

    def table_panel(self) -> int:
        """The width the table keeps free for the open game log when it cannot be docked beside
        the table (table_extras, seats.compute's ``panel``); 0 if none."""
        return self.extras.panel_width(self.table_area())

    def hud_rects(self) -> list[pygame.Rect]:
        """The scene's own buttons on the table and an open game log lying over it (never a drop
        target, never a card press)."""
        rects = [b.rect for b in self.buttons] + [self.menu_button.rect] + self.hud.rects()
        extras = self.extras       # hint and log buttons (table_extras), placed once drawn
        rects += [b.rect for b in (extras.log_button, extras.hint_button) if b.rect.w and b.rect.x > 0]
        if extras.log_open and extras.log_rect is not None:
            rects.append(extras.log_rect)
        return rects

    def _over_panel(self, pos) -> bool:
        """Whether ``pos`` is on an open game log lying over the table (no name tip from there)."""
        rect = self.extras.log_rect if self.extras.log_open else None
        return rect is not None and rect.collidepoint(pos)


class Presses(TableSceneFields):
    """Action buttons pressed, and double-clicks kept from pressing the next ones (needs ``app``,
    ``try_apply``; the scene sets ``_pressed_at``, ``_pressed_pos``, ``_buttons_at``,
    ``_buttons_shown``, ``_held_over``, ``_click``)."""

    def press(self, action) -> None:
        """An action button clicked (or Space): take ``action``; when and where, for
        :meth:`second_press`."""
        self._pressed_at, self._pressed_pos = self.app.time, self._click
        self.try_apply(action)

    def second_press(self, pos: tuple | None) -> bool:
        """Whether a click at ``pos`` (None: Space) is the second of a double-click (a double
        tap) on a button whose action was taken: as that press came, within :data:`SETTLE_S`
        of it and where it was, with other buttons shown since.  At Fast speed the next «Беру»
        stood in the same place 0.33 s after the first was pressed, and a double-click took
        the next attack unseen."""
        if not (self.app.time - self._pressed_at < SETTLE_S and self._buttons_at > self._pressed_at):
            return False
        if pos is None or self._pressed_pos is None:
            return pos is None and self._pressed_pos is None
        return max(abs(pos[0] - self._pressed_pos[0]), abs(pos[1] - self._pressed_pos[1])) <= px(DOUBLE_CLICK_PX)

    def buttons_replaced(self, event) -> bool:
        """Whether ``event`` (a left mouse button going down or up) is the release of a press
        held while the action buttons changed: the button pressed is gone, and the one now
        under the pointer (another player acted meanwhile: a throw-in, a jump-in, the next
        attack) was never pressed.  A button takes only a press that began on it — and began
        at least :data:`REACT_S` after the buttons last changed: a press that fast was aimed at
        the felt or at the button that stood there before (the computer threw in, «Беру» came
        up under a pointer already going down, and the player took the cards unseen)."""
        if event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            seen = self.app.time - self._buttons_at >= REACT_S
            self._held_over = self._buttons_shown if seen else -1    # -1: never the set shown
            return False
        held, self._held_over = self._held_over, None
        return held is not None and held != self._buttons_shown
