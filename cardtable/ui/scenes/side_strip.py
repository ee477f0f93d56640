"""The strip at the right of a table scene that holds the scene's own words and buttons: a
lesson's steps (``learn_lesson.py``), a puzzle's feedback and buttons (``puzzle.py``), a
replay's log and controls (``replay.py``).

:class:`SideStrip` is a mixin put before :class:`~cardtable.ui.scenes.table.TableScene`: the
table is laid out in the window less the strip (:meth:`SideStrip.table_area`, at most as tall
as wide, as every table), and the scene draws its strip in :meth:`SideStrip.strip_rect`, below
the menu button's row.  A scene sets how wide its strip grows (``strip_widest``,
``strip_share``); it owns what the strip shows and how its buttons answer.
"""

from __future__ import annotations

import pygame

from cardtable.ui.assets import px
from cardtable.ui.scenes.table_fields import TableSceneFields  # typed fields (object at run time)
from cardtable.ui.scenes.table_room import MAX_TALL

STRIP_NARROWEST = 250    # the strip's least width (a length at 1280×720, see assets.px)
STRIP_TOP = 56           # the strip starts below the menu button's row
STRIP_MARGIN = 8         # free at its right and below it


def strip_width(size: tuple[int, int], widest: int = 380, share: float = 0.28) -> int:
    """The strip's width in a window of ``size``: ``share`` of the window's width, between
    :data:`STRIP_NARROWEST` and ``widest`` (lengths at 1280×720)."""
    return max(px(STRIP_NARROWEST), min(px(widest), int(size[0] * share)))


class SideStrip(TableSceneFields):
    """A table scene with a strip at the right (see the module's docstring)."""

    strip_widest = 380       # the strip's greatest width (at 1280×720)
    strip_share = 0.28       # … and its share of the window's width in between

    def strip_width(self) -> int:
        return strip_width(self.app.size, self.strip_widest, self.strip_share)

    def table_area(self) -> tuple[int, int]:
        """The window less the strip, at most :data:`~cardtable.ui.scenes.table_room.MAX_TALL`
        times as tall as wide."""
        W, H = self.app.size
        W -= self.strip_width()
        return (W, min(H, int(W * MAX_TALL)))

    def strip_rect(self) -> pygame.Rect:
        """Where the strip is drawn: the right of the window, below the menu button's row."""
        W, H = self.app.size
        w = self.strip_width()
        return pygame.Rect(W - w, px(STRIP_TOP), w - px(STRIP_MARGIN), H - px(STRIP_TOP + STRIP_MARGIN))
