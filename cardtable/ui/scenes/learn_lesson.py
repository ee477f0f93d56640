"""The lesson scene: one lesson of :mod:`cardtable.lessons` played on the real table.

A :class:`~cardtable.ui.scenes.table.TableScene` whose match starts from the lesson's position,
with the learner in the lesson's seat and the table laid out beside a strip at the right
(:mod:`~cardtable.ui.scenes.side_strip`) that says what to notice, what to do, and answers each move.  The
learner plays as in a game (drag, click, buttons); :meth:`LessonScene.try_apply` asks
:func:`cardtable.lessons.judge` first: a refused move shows the engine's own refusal (the
rule's text; F1 opens the rule), a legal move that misses the step's goal shows the step's
``wrong`` text and changes nothing, the right move is played and the other seats answer with
the lesson's replies (after another move meeting the goal, the table's AI answers instead).
After the last step the strip offers the next lesson, playing on against the AI, or the list;
Space or Enter press the lit one (the next lesson; after a course's last lesson, the list).
A lesson table is ``practice``: never autosaved, never counted in the statistics; a lesson
finished is remembered in the statistics file's progress.
"""

from __future__ import annotations

from collections import deque

import pygame

from cardtable import lessons, plugins
from cardtable.engine import IllegalAction, game_info
from cardtable.match import Match, Seat
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.assets import px, wrap
from cardtable.ui.i18n import t
from cardtable.ui.scene import CONFIRM_KEYS, SETTLE_S
from cardtable.ui.scenes.side_strip import SideStrip
from cardtable.ui.scenes.table import TableScene

# the other seats of a lesson table: a name and its grammatical gender (Russian messages)
NAMES = {"en": ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"),
         "ru": ("Аня", "Борис", "Вера", "Глеб", "Даша", "Егор")}
GENDERS = ("f", "m", "f", "m", "f", "m")


def lesson_match(entry: dict) -> Match:
    """A match whose deal is the lesson's position; the learner is the human seat."""
    state = lessons.start(entry)
    lang = i18n.get_language()
    names = NAMES.get(lang, NAMES["en"])
    seats = []
    k = 0
    for p in range(state.num_players):
        if p == entry["seat"]:
            seats.append(Seat(t("learn.you"), "human"))
        else:
            seats.append(Seat(names[k % len(names)], "ai", "normal", GENDERS[k % len(GENDERS)]))
            k += 1
    known = {o.name for o in game_info(entry["game"]).options}
    options = {name: v for name, v in state.options.items() if name in known}
    try:
        match = Match(entry["game"], seats, options, seed=1)
    except ValueError:
        match = Match(entry["game"], seats, {}, seed=1)
    match.state = state
    match.initial_events = []
    return match


class LessonScene(SideStrip, TableScene):
    """One lesson on the table (see the module's docstring)."""

    practice = True          # never autosaved nor counted (userdata.attach)

    def __init__(self, app, lesson_id: str):
        self.entry = lessons.lesson(lesson_id)
        self.step_i = 0
        self.replies: deque[str] = deque()
        self.feedback: tuple[str, bool] | None = None    # (text, is an error) under the step
        self.done = False          # every step taken
        self.playing_on = False    # the learner chose to play the deal out against the AI
        self.end_buttons: list[widgets.Button] = []
        self.done_at = float("-inf")   # App.time when the last step was done (Space waits SETTLE_S)
        super().__init__(app, lesson_match(self.entry))
        self.seat = self.entry["seat"]
        # Undo would take a move back but not the lesson's step: only once playing on
        self.hud.enabled = lambda: self.playing_on  # type: ignore[method-assign]

    # -- the lesson's steps -----------------------------------------------------------------------
    @property
    def steps(self) -> list[dict]:
        return self.entry["steps"]

    def step(self) -> dict | None:
        return self.steps[self.step_i] if self.step_i < len(self.steps) and not self.playing_on else None

    def text(self, value: dict | None) -> str:
        if not value:
            return ""
        return value.get(i18n.get_language()) or value.get("en", "")

    def try_apply(self, action) -> bool:
        step = self.step()
        if step is None:
            return self.done and self.playing_on and super().try_apply(action)
        verdict = lessons.judge(self.match.state, step, action)
        if verdict.refused is not None:
            # the rule's text only: its id is for the F1 link, not for reading (issue 34, item 10)
            self.feedback = (i18n.refusal(verdict.refused), True)
            return super().try_apply(action)      # the game's own refusal, shown as in a game
        if not verdict.ok:
            self.last_refusal = None
            self.feedback = (self.text(verdict.wrong) or t("learn.not_this"), True)
            self.toast(self.feedback[0], error=True)
            return False
        expected = self.match.state.coerce(step["move"])
        if not super().try_apply(verdict.action):
            return False
        self.feedback = (self.text(step.get("after")) or t("learn.right"), False)
        self.replies = deque(step.get("reply", []) if verdict.action == expected else [])
        self.step_i += 1
        return True

    def hint_action(self):
        """The Hint button's answer in a lesson: the step's expected move."""
        step = self.step()
        try:
            return self.match.state.coerce(step["move"]) if step is not None else None
        except IllegalAction:
            return None

    def _ai_turn(self, p: int) -> None:
        if self.replies:
            text = self.replies.popleft()
            try:
                action = self.match.state.coerce(text)
                if action not in self.match.state.legal_actions(action.player):
                    raise IllegalAction("GEN-3", text)
            except (IllegalAction, ValueError):
                self.replies.clear()          # off the lesson's line: the AI answers instead
            else:
                self._apply_ai(action.player, action)
                return
        if self.done and not self.playing_on:
            return                             # the lesson is over: the table rests
        step = self.step()
        if step is not None and self.match.state.legal_actions(self.seat):
            return                             # out of turn (a jump-in): the learner's move is awaited
        super()._ai_turn(p)

    def update(self, dt: float) -> None:
        super().update(dt)
        if (not self.done and self.step_i >= len(self.steps) and not self.replies
                and not self.table.animating() and self.app.top is self):
            self.finish()

    def finish(self) -> None:
        """Every step taken: the lesson is done (remembered), the strip offers what next."""
        self.done = True
        self.done_at = self.app.time
        data = self.app.userdata
        if data is not None and data.stats.mark_done("lessons", self.entry["id"]):
            data.store.save_stats(data.stats)
        self._end_buttons()

    def _end_buttons(self) -> None:
        nxt = self.next_id()
        buttons = []
        if nxt is not None:
            buttons.append(widgets.Button(lambda: t("learn.next"), lambda: routes.replace(self.app, "lesson", nxt),
                                          primary=True, size=18, key="next"))
        if not self.match.deal_over:
            buttons.append(widgets.Button(lambda: t("learn.play_on"), self.play_on, size=18, key="play_on"))
        buttons.append(widgets.Button(lambda: t("learn.again"),
                                      lambda: routes.replace(self.app, "lesson", self.entry["id"]), size=18,
                                      key="again"))
        # the course's last lesson: back to the list is the lit button (Space presses it)
        buttons.append(widgets.Button(lambda: t("learn.back"), self.close, primary=nxt is None, size=18,
                                      key="back"))
        self.end_buttons = buttons

    def next_id(self) -> str | None:
        same = lessons.lessons(self.entry["game"])
        ids = [e["id"] for e in same]
        i = ids.index(self.entry["id"])
        return ids[i + 1] if i + 1 < len(ids) else None

    def play_on(self) -> None:
        self.playing_on = True
        self.end_buttons = [b for b in self.end_buttons if b.key != "play_on"]
        self.feedback = None

    def restart(self) -> None:
        """"Play again" on the match result after the deal was played out: the lesson again,
        over the menu and the Learn screen as it was opened — never a plain table, which
        would be autosaved over the player's own match and counted in the statistics."""
        routes.reset(self.app, "menu")
        routes.push(self.app, "learn", self.entry["game"])
        routes.push(self.app, "lesson", self.entry["id"])

    def _deal_over(self, dt: float) -> None:
        if self.playing_on:
            super()._deal_over(dt)
        elif not self.done and self.step_i >= len(self.steps):
            self.finish()

    def close(self) -> None:
        self.app.pop()

    def pause(self) -> None:
        """Esc leaves the lesson (nothing to save) — from the deal result over it too, which
        asks the table to pause: the lesson goes with what lies over it."""
        self.table.interaction.cancel()
        while self in self.app.stack:
            self.app.pop()

    # -- input and drawing ----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self._layout_strip()
        if not self.table.interaction.dragging:
            for b in list(self.end_buttons):
                if b.handle(event):
                    return
            if (self.done and not self.playing_on and self.end_buttons
                    and event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS):
                # Space/Enter press the lit button (the next lesson), as everywhere else;
                # not within SETTLE_S of the end: the tap of the last move is not "next"
                if self.app.time - self.done_at >= SETTLE_S:
                    lit = next((b for b in self.end_buttons if b.primary), None)
                    if lit is not None:
                        lit.on_click()
                return
        super().handle(event)

    def _layout_strip(self) -> dict:
        box = self.strip_rect()
        n = len(self.end_buttons)
        bh, gap = px(36), px(8)
        y = box.bottom - px(10) - n * (bh + gap) + gap
        for b in self.end_buttons:
            b.rect = pygame.Rect(box.x + px(12), y, box.w - px(24), bh)
            y += bh + gap
        return {"box": box, "buttons_top": box.bottom - px(10) - n * (bh + gap)}

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        geo = self._layout_strip()
        box = geo["box"]
        widgets.panel(surface, box, (12, 32, 25, 235), 12)
        x, y, w = box.x + px(14), box.y + px(12), box.w - px(28)
        game_lessons = lessons.lessons(self.entry["game"])
        number = [e["id"] for e in game_lessons].index(self.entry["id"]) + 1
        widgets.blit_text(surface, t("learn.lesson_n", n=number, total=len(game_lessons)), (x, y), 14,
                          widgets.MUTED, True, anchor="topleft")
        y += px(20)
        y = self._para(surface, self.text(self.entry["title"]), x, y, w, 20, widgets.ACCENT, True)
        y += px(8)
        step = self.step()
        if step is not None:
            y = self._para(surface, self.text(step["say"]), x, y, w, 16, widgets.INK)
            if len(self.steps) > 1:
                y = self._para(surface, t("learn.step_n", n=self.step_i + 1, total=len(self.steps)), x, y + px(4),
                               w, 13, widgets.MUTED)
        elif self.done and not self.playing_on:
            y = self._para(surface, self.text(self.entry["end"]), x, y, w, 16, widgets.INK)
        elif self.playing_on:
            y = self._para(surface, t("learn.playing_on"), x, y, w, 15, widgets.MUTED)
        if self.feedback is not None and not (self.done and not self.feedback[1]):
            text, error = self.feedback
            y = self._para(surface, text, x, y + px(8), w, 15, widgets.DANGER if error else widgets.LEGAL, True)
        figure = self.entry.get("figure")
        if figure:          # a drawing the lesson names (Strong Witchcraft's wheel)
            room = pygame.Rect(box.x + px(8), y + px(8), box.w - px(16), geo["buttons_top"] - y - px(16))
            plugins.load(figure)(surface, room)
        for b in self.end_buttons:
            b.draw(surface)

    @staticmethod
    def _para(surface, text: str, x: int, y: int, w: int, size: int, colour, bold: bool = False) -> int:
        step = px(size + 5)
        for line in wrap(text, size, w, bold):
            widgets.blit_text(surface, line, (x, y), size, colour, bold, anchor="topleft")
            y += step
        return y

