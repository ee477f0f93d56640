"""The puzzle scene: "win from here" on the real table (issue 35, :mod:`cardtable.puzzles`).

A :class:`~cardtable.ui.scenes.table.TableScene` started from the puzzle's position with the
solver's seat as the only person.  Each move the player makes is first judged by the game's
solver: a move the rules refuse shows the game's refusal; a legal move after which the win
is no longer forced is refused too ("that lets your opponent escape") and the position stays
as it was; a winning move is played and the opponent answers (the Normal AI: the solver has
proved the win against every answer).  Every card is known in a puzzle, so the strip shows
what the opponent holds.  Solved puzzles are remembered in the statistics file's progress.
"""

from __future__ import annotations

import pygame

from cardtable import puzzles
from cardtable.engine import IllegalAction
from cardtable.match import Match, Seat
from cardtable.ui import cards as cards_ui
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.assets import px, wrap
from cardtable.ui.i18n import t
from cardtable.ui.scenes.learn_lesson import GENDERS, NAMES
from cardtable.ui.scenes.side_strip import SideStrip
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.table_extras import describe


class PuzzleScene(SideStrip, TableScene):
    """One puzzle (see the module's docstring), its buttons in the strip at the right."""

    practice = True

    def __init__(self, app, puzzle: str | dict):
        self.entry = puzzles.puzzle(puzzle) if isinstance(puzzle, str) else dict(puzzle)
        self.seat = self.entry["seat"]
        self.solved = False
        self.feedback: tuple[str, bool] | None = None
        state = puzzles.start(self.entry)
        names = NAMES.get(i18n.get_language(), NAMES["en"])
        seats, k = [], 0
        for p in range(state.num_players):
            if p == self.seat:
                seats.append(Seat(t("learn.you"), "human"))
            else:
                seats.append(Seat(names[k], "ai", "normal", GENDERS[k]))
                k += 1
        match = Match(self.entry["game"], seats, {}, seed=1)
        match.state = state
        match.initial_events = []
        super().__init__(app, match)
        self.hud.enabled = lambda: False  # type: ignore[method-assign]
        B = widgets.Button
        # a puzzle's own hint (the shipped ones have one; a replay's made puzzle has none)
        clue = [B(lambda: t("puzzle.clue"), self.show_clue, size=15, key="clue")] if self.entry.get("hint") else []
        self.strip_buttons = clue + [B(lambda: t("puzzle.show"), self.show_solution, size=15, key="show"),
                              B(lambda: t("puzzle.retry"), self.retry, size=15, key="retry"),
                              B(lambda: t("learn.back"), self.close, size=15, key="back")]

    # -- the puzzle --------------------------------------------------------------------------
    def try_apply(self, action) -> bool:
        state = self.match.state
        if self.solved or state.is_over:
            return False
        try:
            action = state.coerce(action)
            legal = action in state.legal_actions(action.player)
        except IllegalAction:
            legal = False
        if not legal:
            return super().try_apply(action)         # the game's own refusal
        after = state.clone()
        after.apply(action)
        solver = puzzles.solver(self.entry["game"])
        if solver is not None and solver.wins(after, self.seat, puzzles.DEFAULT_BUDGET) is False:
            self.last_refusal = None
            self.feedback = (t("puzzle.lost"), True)
            self.toast(self.feedback[0], error=True)
            return False
        self.feedback = None
        return super().try_apply(action)

    def hint_action(self):
        """The Hint button's answer in a puzzle: a winning move (the solver's)."""
        state = self.match.state
        moves = puzzles.winning_moves(state, self.seat) if state.to_act == self.seat and not self.solved else None
        return moves[0] if moves else None

    def show_clue(self) -> None:
        """The puzzle's hint, in the language of the moment: what to look for, not the move."""
        hint = self.entry.get("hint") or {}
        text = hint.get(i18n.get_language()) or hint.get("en")
        if text:
            self.feedback = (text, False)

    def show_solution(self) -> None:
        moves = puzzles.winning_moves(self.match.state, self.seat) if self.match.state.to_act == self.seat else None
        if moves:
            self.feedback = (t("puzzle.hint", move=describe(self, str(moves[0]), own=True)), False)

    def retry(self) -> None:
        routes.replace(self.app, "puzzle", self.entry)

    def _deal_over(self, dt: float) -> None:
        if self.solved:
            return
        result = self.match.state.result
        if result is not None and not result.draw and self.seat not in result.losers:
            self.solved = True
            self.feedback = (t("puzzle.solved"), False)
            data = self.app.userdata
            if data is not None and not self.entry["id"].startswith("made.") and \
                    data.stats.mark_done("puzzles", self.entry["id"]):
                data.store.save_stats(data.stats)

    def close(self) -> None:
        self.app.pop()

    def pause(self) -> None:
        self.table.interaction.cancel()
        self.app.pop()

    # -- drawing -----------------------------------------------------------------------------
    def _layout_strip(self) -> int:
        box = self.strip_rect()
        bh, gap = px(34), px(8)
        y = box.bottom - px(10) - len(self.strip_buttons) * (bh + gap) + gap
        top = y
        for b in self.strip_buttons:
            b.rect = pygame.Rect(box.x + px(12), y, box.w - px(24), bh)
            y += bh + gap
        return top

    def handle(self, event: pygame.event.Event) -> None:
        self._layout_strip()
        if not self.table.interaction.dragging:
            for b in self.strip_buttons:
                if b.handle(event):
                    return
        super().handle(event)

    def held_lines(self) -> list[str]:
        """What each opponent holds (a puzzle is played open), each card as its face names it."""
        zones = self.match.state.card_zones()
        faces = cards_ui.faces_for(self.table.faces_kind)
        return [t("puzzle.they_hold", cards=", ".join(faces.name(c) for c in sorted(zones[f"hand:{p}"])))
                for p in range(self.match.players) if p != self.seat and zones.get(f"hand:{p}")]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._layout_strip()
        box = self.strip_rect()
        widgets.panel(surface, box, (12, 32, 25, 235), 12)
        x, y, w = box.x + px(14), box.y + px(12), box.w - px(28)
        widgets.blit_text(surface, t("puzzle.title"), (x, y), 14, widgets.MUTED, True, anchor="topleft")
        y += px(20)
        title = self.entry["title"].get(i18n.get_language()) or self.entry["title"]["en"]
        y = self._para(surface, title, x, y, w, 19, widgets.ACCENT, True) + px(6)
        y = self._para(surface, t("puzzle.task"), x, y, w, 16, widgets.INK) + px(6)
        for line in self.held_lines():
            y = self._para(surface, line, x, y, w, 14, widgets.MUTED) + px(4)
        if self.feedback is not None:
            text, error = self.feedback
            self._para(surface, text, x, y + px(6), w, 15, widgets.DANGER if error else widgets.LEGAL, True)
        for b in self.strip_buttons:
            b.draw(surface)

    @staticmethod
    def _para(surface, text: str, x: int, y: int, w: int, size: int, colour, bold: bool = False) -> int:
        for line in wrap(text, size, w, bold):
            widgets.blit_text(surface, line, (x, y), size, colour, bold, anchor="topleft")
            y += px(size + 5)
        return y
