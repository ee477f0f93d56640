"""The table scene's own controls beside the game (issue 18): the running score in the
top-left corner, and Undo — take your own last move back, in a game against the AI only.

Undo keeps a ``state.clone()`` from before each of the human's moves in the current
deal; taking a move back puts that state back through :meth:`Match.undo` (which marks
the deal as played with a move taken back, for the statistics), so every AI move made
since is undone too and the AI answers again.  Hot-seat games (two or more people),
autoplay and a finished deal have no Undo.  Keys: Ctrl+Z or Backspace.
"""

from __future__ import annotations

import pygame

from cardtable.ui import assets, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t

UNDO_DEPTH = 30          # moves of one deal that can be taken back, newest first


class Hud:
    """Score strip and Undo of one table scene."""

    def __init__(self, scene):
        self.scene = scene
        self.stack: list[tuple[int, object]] = []     # (deal number, the state before the human's move)
        self.undo_button = widgets.Button(lambda: t("undo.button"), self.undo, size=15, key="undo")
        self.undo_button.rect = pygame.Rect(0, 0, 0, 0)

    # -- undo ----------------------------------------------------------------------------
    def enabled(self) -> bool:
        """Undo exists at this table: one person against the AI (never in hot-seat)."""
        scene = self.scene
        return not scene.autoplay and len(scene.humans) == 1

    def before(self):
        """A copy of the state to keep if the human's move about to be applied is legal."""
        return self.scene.match.state.clone() if self.enabled() else None

    def keep(self, snapshot) -> None:
        """The human's move went through: it can be taken back."""
        if snapshot is not None:
            self.stack = [e for e in self.stack if e[0] == self.scene.match.deal_no][-UNDO_DEPTH + 1:]
            self.stack.append((self.scene.match.deal_no, snapshot))

    def can_undo(self) -> bool:
        m = self.scene.match
        return (self.enabled() and bool(self.stack) and self.stack[-1][0] == m.deal_no and not m.deal_over
                and not self.scene.curtain_pending)

    def undo(self) -> bool:
        """Take the human's last move (and everything since) back."""
        if not self.can_undo():
            return False
        _deal, state = self.stack.pop()
        self.scene.restore_state(state)
        self.scene.toast(t("undo.done"))
        return True

    # -- events and drawing -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_BACKSPACE or (
                event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)):
            self.undo()
            return True
        return self.can_undo() and self.undo_button.handle(event)

    def rects(self) -> list[pygame.Rect]:
        return [self.undo_button.rect] if self.can_undo() else []

    def draw(self, surface: pygame.Surface) -> None:
        menu = self.scene.menu_button.rect
        self.undo_button.rect = pygame.Rect(menu.x - px(336), menu.y, menu.w, menu.h)
        if self.can_undo():
            self.undo_button.draw(surface)
        self.draw_score(surface)

    def score_text(self, width: int) -> str:
        """"Deal 2 · Fools: Anna 0 · Boris 1 …", best first, cut to ``width`` pixels."""
        scene = self.scene
        m = scene.match
        totals = m.sheet.get("totals") or []
        head = t("hud.score", n=m.deal_no + 1, label=scene.table.total_label())
        parts = [f"{scene.seat_name(p)} {totals[p]}" for p in m.standings() if p < len(totals)]
        font = assets.font(15, True)
        text = head
        for i, part in enumerate(parts):
            more = f"{text} {part}" if i == 0 else f"{text} · {part}"
            if font.size(more)[0] > width:
                return text + " …"
            text = more
        return text

    def draw_score(self, surface: pygame.Surface) -> None:
        W = surface.get_width()
        right = min(W // 2 - px(110), self.undo_button.rect.x - px(12))
        width = right - px(12) - px(24)
        if width < px(120):
            return
        text = self.score_text(width)
        img = assets.text(text, 15, widgets.INK, True)
        box = pygame.Rect(px(12), px(12), img.get_width() + px(24), px(36))
        widgets.panel(surface, box, (10, 30, 22, 215), 10)
        surface.blit(img, img.get_rect(midleft=(box.x + px(12), box.centery)))
