"""The replay viewer: a finished deal (or one read from a record or save file) watched on the
real table, action by action (issue 35).

A :class:`~cardtable.ui.scenes.table.TableScene` with no person at the table (``autoplay``:
no hint, no moves, nothing saved or counted) whose state is set from a
:class:`~cardtable.match.replays.Replay`: a step forward applies the next action and animates
its events; a step back, a jump to a bout or to either end puts the state the replay computes
there and lays the table out at once.  Play/Pause steps forward at the chosen speed (the
Settings' speed; ``[`` and ``]`` change it here).  A strip at the right holds the log of the
deal up to the current action (the game log's own words) and the controls; once the deal is
over, "Show all hands" lists every seat's cards (a running game's save never offers it).  "Make a
puzzle" (games with a solver, :mod:`cardtable.puzzles`) opens the current position as a puzzle
for the seat to act.  A network deal is watched as its seat saw it
(:mod:`cardtable.match.seat_record`): the other hands stay face down, and neither is offered.

Keys: Left/Right step, Home/End, PageUp/PageDown bout, Space play/pause, Esc back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cardtable.match import Match, Seat
from cardtable.match.replays import Replay
from cardtable.ui import routes, widgets
from cardtable.ui.assets import px, wrap
from cardtable.ui.i18n import t
from cardtable.ui.scenes.side_strip import SideStrip
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.table_extras import describe, log_variants

SPEEDS = (1.6, 0.9, 0.45, 0.2)      # seconds between actions while playing, slow … fast


def replay_done(replay: Replay) -> bool:
    """Whether the deal is over: only then may every hand be shown, or a position become a
    puzzle (seen from the seat to act) — a running game's save opened here must not show
    its players' cards."""
    return replay.finished


def card_text(game: str, cards: list[int]) -> str:
    """A hand in the game's card notation (docs/notation.md)."""
    from cardtable.lessons import cards_module

    card_str = cards_module(game).card_str
    return " ".join(card_str(c) for c in sorted(cards)) or "—"


class ReplayScene(SideStrip, TableScene):
    """One deal watched (see the module's docstring)."""

    practice = True
    strip_widest = 360       # the log and controls at the right (side_strip)
    strip_share = 0.27

    def __init__(self, app, replay: Replay):
        self.replay = replay
        self.i = 0
        self.playing = False
        self.timer = 0.0
        # the Settings' speed: slow, normal, fast, instant
        self.speed_i = {"slow": 0, "normal": 1, "fast": 2, "instant": 3}.get(app.settings.get("speed", "normal"), 1)
        self.show_hands = False
        self.controls: list[widgets.Button] = []
        if not replay.named:       # a bare record: "Player 1", «Игрок 1» …
            replay.names = [t("replay.player", n=p + 1) for p in range(replay.players)]
        seats = [Seat(name, "ai", "normal") for name in replay.names]
        state = replay.state_at(0)
        try:
            match = Match(replay.game, seats, dict(replay.record.get("options") or {}), seed=1)
        except ValueError:
            match = Match(replay.game, seats, {}, seed=1)
        match.state = state
        match.initial_events = []
        super().__init__(app, match, autoplay=True)
        self.viewer = replay.viewer
        self._view_key = None
        self.table.sync(instant=True)
        self._build_controls()

    # -- moving through the deal ----------------------------------------------------------------
    def forward(self) -> None:
        if self.i >= len(self.replay):
            self.playing = False
            return
        events = self.replay.events_of(self.i)
        self.i += 1
        self.match.state = self.replay.state_at(self.i)
        self._after(events)

    def goto(self, i: int) -> None:
        """Show the deal after its first ``i`` actions, laid out at once."""
        self.i = max(0, min(i, len(self.replay)))
        self.match.state = self.replay.state_at(self.i)
        self.toasts = []
        self._view_key = self._legal_key = None
        self.table.sprites.clear()
        self.table.fading.clear()
        self._refresh_ctx()
        self.table.sync(instant=True)

    def back(self) -> None:
        self.playing = False
        self.goto(self.i - 1)

    def bout(self, step: int) -> None:
        self.playing = False
        starts = self.replay.bouts
        b = self.replay.bout_of(self.i)
        if step < 0 and self.i > starts[b]:
            self.goto(starts[b])           # back to the start of this bout first
            return
        b = max(0, min(len(starts) - 1, b + step))
        self.goto(starts[b])

    def toggle_play(self) -> None:
        if self.i >= len(self.replay):
            self.goto(0)
        self.playing = not self.playing
        self.timer = 0.0

    def step_forward(self) -> None:
        self.playing = False
        self.forward()

    def toggle_hands(self) -> None:
        self.show_hands = not self.show_hands

    def set_speed(self, step: int) -> None:
        """Slower (-1) or faster (+1) play."""
        self.speed_i = max(0, min(len(SPEEDS) - 1, self.speed_i + step))

    def close(self) -> None:
        self.app.pop()

    def make_puzzle(self) -> None:
        from cardtable import puzzles

        state = self.replay.state_at(self.i)
        entry = puzzles.from_state(state)
        if entry is None:
            self.toast(t("replay.no_puzzle"), error=True)
            return
        routes.push(self.app, "puzzle", entry)

    # -- the loop ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._refresh_ctx()
        self.table.update(dt)
        self._age_toasts()
        if self.playing and not self.table.animating():
            self.timer -= dt
            if self.timer <= 0:
                self.timer = SPEEDS[self.speed_i]
                self.forward()

    def idle(self) -> bool:
        return not self.playing and not self.table.busy() and not self.toasts

    def _deal_over(self, dt: float) -> None:
        return      # the end of a replay is not a new result

    def pause(self) -> None:
        self.app.pop()

    def _build_controls(self) -> None:
        from cardtable import puzzles

        B = widgets.Button
        self.controls = [
            B(lambda: t("replay.first"), lambda: self.goto(0), size=16, key="first"),
            B(lambda: t("replay.back"), self.back, size=16, key="back"),
            B(lambda: t("replay.pause") if self.playing else t("replay.play"), self.toggle_play, primary=True,
              size=16, key="play"),
            B(lambda: t("replay.forward"), self.step_forward, size=16, key="forward"),
            B(lambda: t("replay.last"), lambda: self.goto(len(self.replay)), size=16, key="last"),
        ]
        if len(self.replay.bouts) > 1:
            # a bout of durak is a round of Who's the Donkey?: each called by its game's word
            word = "round" if self.replay.rounds else "bout"
            self.controls += [B(lambda: t(f"replay.prev_{word}"), lambda: self.bout(-1), size=15, key="prev_bout"),
                              B(lambda: t(f"replay.next_{word}"), lambda: self.bout(1), size=15, key="next_bout")]
        # never the hidden hands of a game still running (GEN-2), nor of a deal seen from one
        # seat (a network seat never learns them: its other hands are a guess)
        if replay_done(self.replay) and not self.replay.seen_from_seat:
            self.controls.append(B(lambda: t("replay.hide_hands") if self.show_hands else t("replay.hands"),
                                   self.toggle_hands, size=15, key="hands"))
        if replay_done(self.replay) and not self.replay.seen_from_seat and puzzles.solver(self.replay.game) is not None:
            self.controls.append(B(lambda: t("replay.puzzle"), self.make_puzzle, size=15, key="puzzle"))
        self.controls.append(B(lambda: t("learn.back"), self.close, size=15, key="close"))

    def _layout(self) -> pygame.Rect:
        """Place the controls at the bottom of the strip; returns the room left for the log."""
        box = self.strip_rect()
        x, w = box.x + px(10), box.w - px(20)
        bh, gap = px(32), px(6)
        by = {b.key: b for b in self.controls}
        keys = [["first", "back", "play", "forward", "last"], ["prev_bout", "next_bout"], ["hands"], ["puzzle"],
                ["close"]]
        rows = [r for r in ([by[k] for k in ks if k in by] for ks in keys) if r]
        y = box.bottom - px(10) - len(rows) * (bh + gap) + gap
        for r in rows:
            widths = [1.0] * len(r)
            if len(r) == 5:
                widths = [0.8, 0.8, 1.9, 0.8, 0.8]
            unit = (w - gap * (len(r) - 1)) / sum(widths)
            cx: float = x
            for b, f in zip(r, widths):
                b.rect = pygame.Rect(int(cx), y, int(unit * f), bh)
                cx += unit * f + gap
            y += bh + gap
        return pygame.Rect(box.x, box.y, box.w, box.bottom - px(10) - len(rows) * (bh + gap) - box.y)

    def handle(self, event: pygame.event.Event) -> None:
        self._layout()
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_RIGHT: self.step_forward, pygame.K_LEFT: self.back, pygame.K_HOME: lambda: self.goto(0),
                pygame.K_END: lambda: self.goto(len(self.replay)), pygame.K_PAGEUP: lambda: self.bout(-1),
                pygame.K_PAGEDOWN: lambda: self.bout(1), pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.close,
                pygame.K_LEFTBRACKET: lambda: self.set_speed(-1), pygame.K_RIGHTBRACKET: lambda: self.set_speed(1)}
            if event.key in keys:
                keys[event.key]()
                return
        for b in self.controls + [self.menu_button]:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos

    def log_lines(self) -> list[str]:
        history = self.replay.actions[:self.i]
        variants = log_variants(self.table, history)
        return [describe(self, text, variant=v) for text, v in zip(history, variants)]

    def bout_text(self) -> str:
        """Which bout (durak's «ход») or round (Who's the Donkey?'s «круг») the step is in."""
        return t("replay.round" if self.replay.rounds else "replay.bout", n=self.replay.bout_of(self.i) + 1,
                 total=len(self.replay.bouts))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        room = self._layout()
        box = self.strip_rect()
        widgets.panel(surface, box, (12, 32, 25, 235), 12)
        x, y, w = room.x + px(12), room.y + px(10), room.w - px(24)
        widgets.blit_text(surface, t("replay.step", n=self.i, total=len(self.replay)), (x, y), 15, widgets.ACCENT,
                          True, anchor="topleft")
        y += px(20)
        if len(self.replay.bouts) > 1:
            widgets.blit_text(surface, self.bout_text(), (x, y), 14, widgets.MUTED, True,
                              anchor="topleft")
            y += px(20)
        widgets.blit_text(surface, t("replay.seat", name=self.replay.names[self.viewer]), (x, y), 13, widgets.MUTED,
                          False, anchor="topleft")
        y += px(22)
        rows: list[tuple[str, tuple]] = []
        lines = self.log_lines() or [t("replay.start")]
        for k, line in enumerate(lines):
            colour = widgets.INK if k == len(lines) - 1 else widgets.MUTED
            rows += [(r, colour) for r in wrap(line, 13, w)]
        step = px(18)
        fit = max(0, (room.bottom - y - px(4)) // step)
        for text, colour in rows[-fit:] if fit else []:
            widgets.blit_text(surface, text, (x, y), 13, colour, False, anchor="topleft")
            y += step
        for b in self.controls:
            b.draw(surface)
        if self.show_hands:
            self.draw_hands(surface)

    def draw_hands(self, surface: pygame.Surface) -> None:
        """Every seat's cards now (the whole truth of the deal, for after it is over)."""
        zones = self.match.state.card_zones()
        lines = [f"{name}: {card_text(self.replay.game, zones.get(f'hand:{p}', []))}"
                 for p, name in enumerate(self.replay.names)]
        W, H = self.table_size()
        width = min(W - px(40), px(640))
        rows = [r for line in lines for r in wrap(line, 15, width - px(24))]
        h = px(20) * len(rows) + px(24)
        rect = pygame.Rect((W - width) // 2, max(px(60), (H - h) // 2), width, h)
        widgets.panel(surface, rect, (8, 24, 18, 240), 12)
        for k, row in enumerate(rows):
            widgets.blit_text(surface, row, (rect.x + px(12), rect.y + px(12) + k * px(20)), 15, widgets.INK, False,
                              anchor="topleft")

