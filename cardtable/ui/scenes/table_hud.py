"""The table scene's own controls beside the game (issue 18): the strip at the top saying
which deal this is and what the running score on every name plate counts, and Undo — take your
own last move back, in a game against the AI only.

Undo's rule is the match's (cardtable/match/undo.py): the player's last move and the AI's
answers since, one move only, and only while no card hidden from him was seen since —
otherwise the button is greyed and pressing it (or Backspace, Ctrl+Z) says why ("Undo is not
possible: new cards were seen").  The button keeps its place at a table against the AI,
greyed while there is nothing to take back; the undo point survives Quit and Continue (it
is in the save).  Hot-seat games (two or more
people), autoplay and a finished deal have no Undo.
"""

from __future__ import annotations

import pygame

from cardtable.match.undo import NEW_CARDS, NOTHING, OVER
from cardtable.ui import assets, i18n, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t

NORMAL_SIZE = 15         # the strip's font: the size its text has everywhere it fits on one line
TALL = 42                # the strip's height for two lines of TALL_SIZES (one line: 36)
TALL_SIZES = (15, 14)    # two lines in a tall strip: the sizes one line may have too


class Hud:
    """Score strip and Undo of one table scene."""

    def __init__(self, scene):
        self.scene = scene
        self.undo_button = widgets.Button(lambda: t("undo.button"), self.undo, size=15, key="undo")
        self.undo_button.rect = pygame.Rect(0, 0, 0, 0)
        self._key: tuple | None = None
        self._score: tuple = (None, "", 0)

    # -- undo ----------------------------------------------------------------------------
    def enabled(self) -> bool:
        """Undo exists at this table: one person against the AI (never in hot-seat)."""
        scene = self.scene
        return not scene.autoplay and len(scene.humans) == 1 and scene.match.undo_seat is not None

    def refusal(self) -> str | None:
        """Why Undo cannot be used now (match/undo.py), or None when it can."""
        return self.scene.match.undo_refusal() if self.enabled() else NOTHING

    def shown(self) -> bool:
        """The button has its place on the table: one person against the AI.  It is greyed
        while there is nothing to take back, and when cards were seen since (the reason is
        said on pressing)."""
        return self.enabled()

    def can_undo(self) -> bool:
        return self.shown() and self.refusal() is None and not self.scene.curtain_pending

    def undo(self) -> bool:
        """Take the player's last move (and the AI's answers since) back, or say why not."""
        if not self.enabled():
            return False
        reason = self.refusal()
        if reason == OVER or self.scene.curtain_pending:
            return False
        if reason is not None:
            self.scene.toast(t(f"undo.refused.{reason}"), error=True)
            return False
        self.scene.match.take_back()
        self.scene.restore_state()
        self.scene.toast(t("undo.done"))
        return True

    # -- events and drawing -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_BACKSPACE or (
                event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)):
            self.undo()
            return True
        if not self.shown():
            return False
        button = self.undo_button
        button.enabled = self.can_undo()
        if (not button.enabled and self.refusal() == NEW_CARDS and event.type == pygame.MOUSEBUTTONUP
                and event.button == 1 and button.rect.collidepoint(event.pos) and widgets.pressed_on(button.rect)):
            self.undo()             # greyed because cards were seen: the reason is said
            return True
        return widgets.press_in_place(button, event)

    def rects(self) -> list[pygame.Rect]:
        return [self.undo_button.rect] if self.shown() else []

    def draw(self, surface: pygame.Surface) -> None:
        # Undo keeps its place at a table that has it, greyed while it cannot take a move back:
        # the top bar's buttons never move as it comes and goes (issue 34, item 7)
        shown = self.shown()
        m = self.scene.match
        key = (surface.get_size(), self.scene.table.geom_key, shown, m.deal_no, i18n.get_language(), assets.scale())
        if key != self._key:          # placed again only when something it depends on changed
            self._key = key
            self.undo_button.rect = self.undo_rect()
            self._score = self.score_box(surface.get_size())
        if shown:
            self.undo_button.enabled = self.can_undo()
            self.undo_button.draw(surface)
        box, text, size = self._score
        if box is not None:
            widgets.panel(surface, box, (10, 30, 22, 215), 10)
            lines = text.split("\n")
            step = px(size + 3) if len(lines) == 1 or size not in TALL_SIZES else px(size + 2)
            for i, line in enumerate(lines):
                y = box.centery + (i - (len(lines) - 1) / 2) * step
                widgets.blit_text(surface, line, (box.x + px(12), round(y)), size, widgets.INK, True,
                                  anchor="midleft")

    def _taken(self) -> list[pygame.Rect]:
        """The table's furniture nothing of ours may cover: seats, hand, buttons, the corner,
        a legend, the game's piles and texts (tables/seats.py layout, ``furniture()``)."""
        table = self.scene.table
        lay = table.lay
        taken = [self.scene.menu_button.rect]
        if lay is not None:
            taken += [lay.corner, lay.hand, lay.status, lay.buttons]
            taken += [r for box in lay.seats.values() for r in box.rects()]
            if lay.legend is not None:
                taken.append(lay.legend)
        taken += list(table.furniture().values())
        return [r for r in taken if r is not None and r.w and r.h]

    def undo_rect(self) -> pygame.Rect:
        """Left of the Hint / Log / Menu buttons, or above the action buttons when a legend
        fills the top band."""
        menu = self.scene.menu_button.rect
        rect = pygame.Rect(menu.x - px(336), menu.y, menu.w, menu.h)
        lay = self.scene.table.lay
        if lay is None or not any(rect.colliderect(r) for r in self._taken() if r is not lay.corner):
            return rect
        rect.bottomleft = (lay.buttons.x, lay.buttons.y - px(8))
        return rect

    def score_text(self, width: int, tall: bool = False) -> tuple[str, int]:
        """What the strip says in ``width`` pixels, and its font size: "Deal 2 · Score: times
        the fool" (the scores themselves are on the name plates, ``Furniture.seat_score``) —
        on one line, else (``tall``: the strip has room for two lines of 15 or 14 px) on
        two in that font, else on two in a smaller font, else only "Deal 2"; ("", 0) if
        not even that fits.  Lines are joined by "\n"."""
        m = self.scene.match
        head, what = t("hud.score", n=m.deal_no + 1), self.scene.table.score_meaning()
        for size in (15, 14):
            if assets.font(size, True).size(f"{head} {what}")[0] <= width:
                return f"{head} {what}", size
        for size in (TALL_SIZES if tall else ()) + (13, 12):      # "Deal 2 · Score:" over what it counts
            if all(assets.font(size, True).size(line)[0] <= width for line in (head, what)):
                return f"{head}\n{what}", size
        short = t("hud.deal", n=m.deal_no + 1)
        return (short, 15) if assets.font(15, True).size(short)[0] <= width else ("", 0)

    def covers_nothing(self, box: pygame.Rect, size: tuple[int, int]) -> bool:
        """``box`` lies inside the window and covers none of the table's furniture, its buttons
        or the score strip (for a banner of the scene's own, e.g. a network table's away clock)."""
        W, H = size
        if box.x < 0 or box.y < 0 or box.right > W or box.bottom > H:
            return False
        return box.collidelist(self.obstacles(size)) < 0

    def obstacles(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What :meth:`covers_nothing` keeps clear: the table's furniture, its buttons and the
        score strip."""
        strip = self.score_box(size)[0]
        return self._taken() + ([strip] if strip else [])

    def score_box(self, size: tuple[int, int]) -> tuple[pygame.Rect | None, str, int]:
        """Where the score strip goes, what it says and in which font size: the layout's slot
        in the top band, else the top-left corner, beside or below a game's legend, above
        the player's name plate or above the action buttons — the first place with room for
        at least "Deal 2" that covers none of the table's furniture (:meth:`score_text`)."""
        W, _H = size
        table = self.scene.table
        lay = table.lay
        taken = self._taken() + ([self.undo_button.rect] if self.shown() else [])
        legend = (lay.legend if lay is not None else None) or table.furniture().get("legend")
        m, h = px(12), px(36)
        spots = [(m, m)]
        slot = getattr(lay, "score", None)     # a place the layout keeps for the score, if it does
        if slot is not None:
            spots.insert(0, slot.topleft)
        if legend is not None:
            spots += [(legend.right + px(8), m), (m, legend.bottom + px(8))]
        me = lay.seats.get(self.scene.viewer) if lay is not None else None
        if me is not None:                 # above the player's own name plate
            spots.append((me.badge.x, me.badge.y - px(8) - h))
        if lay is not None:                # above the action buttons
            spots.append((lay.buttons.x, lay.buttons.y - px(8) - h))
        for x, y in spots:
            band = pygame.Rect(x, y, W - x, h)
            if any(r.collidepoint(x, y) or r.collidepoint(x, y + h - 1) for r in taken):
                continue
            right = min([r.x for r in taken if r.colliderect(band) and r.x > x] + [W - m])
            # two lines of the normal size need a taller strip: as much higher as lower
            tall = pygame.Rect(x, y - (px(TALL) - h) // 2, right - x, px(TALL))
            tall_ok = tall.y >= 0 and not any(tall.colliderect(r) for r in taken)
            text, fsize = self.score_text(right - px(8) - x - px(24), tall_ok)
            if not text:
                continue
            wide = max(assets.font(fsize, True).size(line)[0] for line in text.split("\n"))
            box = pygame.Rect(x, y, wide + px(24), h)
            if "\n" in text and fsize in TALL_SIZES:
                box = pygame.Rect(x, tall.y, wide + px(24), tall.h)
            if not any(box.colliderect(r) for r in taken):
                return box, text, fsize
        return None, "", 0
