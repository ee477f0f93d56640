"""The table scene: the controller of a game on screen.  It owns the match, hands its
game's TableView a :class:`~cardtable.ui.tables.context.TableContext` (view, legal
actions, speed …), resolves the intents the view's interaction returns (drop card X on
target Y, a picker's choice), schedules AI moves and hot-seat curtains, and shows
buttons, messages and the results between deals.  Nothing below calls back up.

Flow: a human acts through drag-and-drop/buttons (:meth:`TableScene.try_apply`); an AI seat
thinks in a worker thread and its move is applied once the animations have finished and
the think delay has passed, so a person can follow.  The screen is always the engine's
state: sprites are re-laid out from ``state.view(viewer)`` after every action.

While a drag is live the drag owns the pointer (DESIGN.md, UI): every event goes to the
interaction first and nothing else (buttons, menu, hooks, keys) sees it; another scene
coming on top ends the drag (its button-up would be lost).  Other screens are opened
by route name (:mod:`cardtable.ui.routes`), never by importing them.
"""

from __future__ import annotations

import functools

import pygame

from cardtable.engine import Action, IllegalAction, View
from cardtable.match import Match, Seat
from cardtable.ui import anim, assets, i18n, routes, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import SETTLE_S, Scene
from cardtable.ui.scenes.table_ai import AISeats, start_engines
from cardtable.ui.scenes.table_extras import Extras
from cardtable.ui.scenes.table_hud import Hud
from cardtable.ui.scenes.table_room import Presses, Room
from cardtable.ui.scenes.toasts import Messages, line_height
from cardtable.ui.tables import table_class
from cardtable.ui.tables.chooser import Menu
from cardtable.ui.tables.context import TableContext
from cardtable.ui.tables.intents import HANDLED, AIMove, NotHere, Play

RESULT_HOLD = 1.0        # seconds (at Normal speed) the finished deal is seen before its result


class TableScene(Room, Presses, Messages, AISeats, Scene):
    practice = False      # a lesson's or puzzle's table: never autosaved, never counted (issue 35)

    def __init__(self, app, match: Match, *, autoplay: bool = False, restored: bool = False):
        super().__init__(app)
        self.match = match
        self.autoplay = autoplay
        # The hint button and the game-log panel (issue 10), owned here; shown on the tables of
        # an app that installed them (table_extras.install: its event and draw hooks).
        self.extras = Extras(self)
        humans = [p for p, s in enumerate(match.seats) if s.is_human] if not autoplay else []
        self.humans = humans
        first = match.state.to_act
        self.viewer = first if first in humans else (humans[0] if humans else 0)
        self.curtain_pending = len(humans) >= 2
        self._legal_key: tuple | None = None
        self._legal: list = []
        self._view_key: tuple | None = None
        self._view: View | None = None
        self.toasts: list[list] = []          # [text, error, app.time it goes], newest last
        self._toast_until: dict[str, tuple] = {}   # text -> the state it is true of (a hint)
        self._toast_moves: dict[str, int] = {}     # text -> the history length at which it is stale
        self.buttons: list[widgets.Button] = []
        self._button_key: tuple | None = None
        self.pointer: tuple[int, int] | None = None    # the mouse, as the last motion left it
        self.menu_button = widgets.Button(lambda: t("table.menu"), self.pause, size=16, key="menu")
        self.ai_job: dict | None = None
        self.wait = self.think_delay()  # think delay (also before the first move) / pause before results
        self.result_shown = False
        self.log: list[str] = []
        # outside engines in seats (issue 36): started here, closed when the table goes (leave)
        self.engines = start_engines(match, restored)
        self.engine_log: dict[tuple[int, int], list[str]] = {}   # (deal, action index) -> lines
        self.shown_at = float("-inf")         # App.time when the table last came on top (enter)
        self._pressed_at = float("-inf")      # App.time of the last action taken by a button or Space
        self._pressed_pos: tuple | None = None    # where that button was clicked (None: Space)
        self._click: tuple | None = None          # where the mouse button being handled went up
        self._buttons_at = float("-inf")      # App.time the action buttons last changed
        self._buttons_shown = 0               # how many times they changed (a new set each time)
        self._held_over = None                # _buttons_shown when the left button went down
        self._people_key: tuple | None = None
        self.ctx = TableContext(match, self.current_view, self.human_actions)
        self.hud = Hud(self)                  # running score, Undo
        self._refresh_ctx()
        self.table = table_class(match.game_id)(self.ctx)
        if restored and (match.state.history or match.deal_scored):
            self.table.sync(instant=True)          # Continue: the table as it was, no deal replayed
        else:
            self.table.sync(match.initial_events)
            self.table.play_events_sounds(match.initial_events)
            self._messages(match.initial_events)      # e.g. who holds the lowest trump (DUR-4)
            assets_sound_shuffle()
        self.last_refusal: IllegalAction | None = None
        for hook in app.hooks.get("table", []):   # e.g. autosave and statistics (scenes/userdata.py)
            hook(self)
        if restored and any(s.kind == "engine" for s in match.seats):
            self.toast(t("engine.not_restarted"), until_change=True)

    # -- what the table view is told ------------------------------------------------------
    def _refresh_ctx(self) -> None:
        """Bring the context handed down to the view up to date (cheap: view and legal
        actions are cached per state)."""
        c = self.ctx
        c.viewer = self.viewer
        c.speed = self.speed_factor()
        c.think = self.think_delay()
        c.hidden = self.curtain_pending
        c.size = self.table_size()
        c.panel = self.table_panel()
        people_key = (i18n.get_language(), id(self.match.seats), len(self.match.seats))
        if people_key != self._people_key:      # the seats as messages name them: once per language
            self._people_key = people_key
            c.people = tuple(self.person(p) for p in range(len(self.match.seats)))
            c.names = tuple(p.name for p in c.people)
        c.autoplay = self.autoplay
        job = self.ai_job
        c.thinking = job["player"] if job is not None and not job["done"] else None
        c.blockers = tuple(self.hud_rects())

    # -- queries ----------------------------------------------------------------------------
    def speed_factor(self) -> float:
        return anim.SPEEDS.get(self.app.settings.get("speed", "normal"), anim.SPEEDS["normal"])[0]

    def think_delay(self) -> float:
        return anim.SPEEDS.get(self.app.settings.get("speed", "normal"), anim.SPEEDS["normal"])[1]

    def current_view(self) -> View:
        """``state.view(viewer)``, cached per state."""
        state = self.match.state
        key = (id(state), len(state.history), self.viewer)
        if key != self._view_key or self._view is None:
            self._view = state.view(self.viewer)
            self._view_key = key
        return self._view

    def seat_name(self, p: int) -> str:
        return self.person(p).name

    def person(self, p: int) -> words.Person:
        """Seat ``p`` as messages name it: "you" for the only person at a table against the
        computer, else by name with the seat's gender (cardtable.ui.words)."""
        return words.person(self.match.seats[p], you=self.humans == [p])

    def hand_hidden(self) -> bool:
        return self.curtain_pending

    def hint_action(self) -> Action | None:
        """The Hint button's own answer now (a lesson's step, a puzzle's winning move); None: the
        Normal AI's choice (table_extras.Extras.suggestion)."""
        return None

    def human_actions(self) -> list:
        """The viewer's legal actions now (empty when the viewer is not a human who may act)."""
        if self.autoplay or self.curtain_pending or self.viewer not in self.humans:
            return []
        state = self.match.state
        if state.is_over:
            return []
        key = (id(state), len(state.history), self.viewer)
        if self._legal_key != key:
            self._legal = state.legal_actions(self.viewer)
            self._legal_key = key
        return self._legal

    # -- acting ---------------------------------------------------------------------------
    def try_apply(self, action) -> bool:
        """Apply a human's action; on IllegalAction show the rule and reason, change nothing."""
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.last_refusal = exc
            self.toast(f"{i18n.refusal(exc)} {t('rules.link_hint')}", error=True)
            return False
        self.toasts = [x for x in self.toasts if not x[1]]   # a legal move answers any refusal
        self.last_refusal = None
        self._after(events, action.player)
        return True

    def _resolve(self, intent) -> None:
        """Carry out what the view's interaction (or its out-of-turn planner) asked for."""
        if intent is None or intent is HANDLED:
            return
        inter = self.table.interaction
        if isinstance(intent, Play):
            if self.try_apply(intent.action):
                inter.played()
            inter.refresh()
        elif isinstance(intent, NotHere):
            self.toast(t("table.not_here"), error=True)
            inter.refresh()
        elif isinstance(intent, AIMove):
            self._apply_ai(intent.player, intent.action)

    def _after(self, events, actor: int | None = None) -> None:
        self.ai_job = None
        self._refresh_ctx()
        self.ctx.actor = actor
        self.table.sync(events)
        self.ctx.actor = None
        self.table.play_events_sounds(events)
        self._messages(events)
        self.wait = self.think_delay()
        if self.match.deal_over:              # the deal's last moves are seen before its result
            self.wait = max(self.wait, RESULT_HOLD * self.speed_factor())
        self._refresh_buttons()

    def _messages(self, events) -> None:
        for ev in events:
            msg = self.table.event_message(ev)
            if msg:
                self.toast(msg, moves=self.table.message_moves(ev))

    def pause(self) -> None:
        self.table.interaction.cancel()      # a drag in progress is dropped, the cards go home
        routes.push(self.app, "pause", self)

    def restore_state(self) -> None:
        """Undo took a move back (``Match.take_back``): show the table as it now is, at once."""
        self.ai_job = None
        self.toasts = []
        self.last_refusal = None
        self._view_key = self._legal_key = None
        table = self.table
        table.interaction.cancel()
        table.interaction.selected = []
        table.fading.clear()
        self._refresh_ctx()
        table.sync(instant=True)
        for sp in table.sprites.values():     # a move of the undone one still under way ends now
            sp.tween, sp.legs = None, []
        self._refresh_buttons()
        self.wait = self.think_delay()

    def show_last_bout(self) -> bool:
        """Open the last bout (or round) as it lay before it left the table, if there was one."""
        if self.table.last_bout is None:
            return False
        routes.push(self.app, "last_bout", self.table.last_bout)
        return True

    def leave_table(self) -> None:
        """The person leaves for the main menu: nothing to close at a table of this computer
        (its autosave is the player's files' business)."""

    def restart(self) -> None:
        """A new match with the same seats and options (next seed)."""
        m = self.match
        new = Match(m.game_id, [Seat(s.name, s.kind, s.level, s.gender, s.engine) for s in m.seats], m.options, m.seed + 1)
        routes.reset(self.app, "table", new, autoplay=self.autoplay)

    def next_deal(self) -> None:
        events = self.match.next_deal()
        self.result_shown = False
        self.toasts = []                  # nothing said of the last deal shows in this one
        self.table.sprites.clear()
        self.table.fading.clear()
        self._view_key = None
        if len(self.humans) >= 2:
            first = self.match.state.to_act
            if first in self.humans and first != self.viewer:
                self.curtain_pending = True
        self._refresh_ctx()
        self.table.sync(events)
        self._messages(events)
        assets_sound_shuffle()

    def reveal(self, player: int) -> None:
        """The curtain was lifted by ``player``: show the table from their seat."""
        self.viewer = player
        self.curtain_pending = False
        self._view_key = None
        self.table.geom_key = None
        self.table.sprites.clear()
        self.table.fading.clear()
        self._refresh_ctx()
        self.table.sync(instant=True)
        self._refresh_buttons()

    # -- the loop -------------------------------------------------------------------------
    def enter(self) -> None:
        self.shown_at = self.app.time       # Space acts once the table settled (scene.HandOver)
        self._view_key = None
        self._button_key = None
        # back from an overlay (pause, rules, a result …) or just opened: a drag that was live
        # when the other scene came on top never got its button-up
        self.table.interaction.cancel()

    def handle(self, event: pygame.event.Event) -> None:
        self._refresh_ctx()
        mouse = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        replaced = mouse and self.buttons_replaced(event)   # every press and release, drags too
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos          # a cut name on a plate under it shows whole
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None               # not a tip left standing by a pointer gone elsewhere
        inter = self.table.interaction
        if inter.dragging:            # the drag owns the pointer: nothing else sees this event
            self._resolve(inter.handle(event))
            return
        for hook in self.app.hooks.get("table_event", ()):   # e.g. F1: rules of a refused move
            if hook(self, event):
                return
        intent = self.table.handle_modal(event)     # an open chooser (a colour to call …) comes first
        if intent is not None:
            self._resolve(intent)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.pause()
                return
            if event.key == pygame.K_SPACE:
                if self.app.time - self.shown_at < SETTLE_S or self.second_press(None):
                    return       # the second tap of a double-tap: not the next Take
                main = self.table.main_action(self.human_actions())
                if main is not None:
                    self._click = None
                    self.press(main)
                return
            if event.key == pygame.K_b:
                self.show_last_bout()
                return
        if self.hud.handle(event):
            return
        if self.menu_button.handle(event):
            return
        self._click = event.pos if mouse else None
        if not (replaced or mouse and self.second_press(event.pos)):
            for b in list(self.buttons):
                if b.handle(event):
                    return
        intent = inter.handle(event)
        if intent is None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pile = self.table.discard_rect()
            if (pile is not None and pile.collidepoint(event.pos) and widgets.pressed_on(pile)
                    and self.show_last_bout()):
                return
        self._resolve(intent)

    def update(self, dt: float) -> None:
        self._refresh_ctx()
        self.table.update(dt)
        self._resolve(self.table.out_of_turn(dt))
        self._age_toasts()
        m = self.match
        p = m.state.to_act
        if p in self.humans and (p != self.viewer or self.curtain_pending):
            self._curtain(p)      # hot-seat: hide the table at once, before anything animates
            return
        if not m.deal_over:
            self._start_ai_early()
        if self.table.animating():
            return
        if self.wait > 0:
            self.wait -= dt
            if self.wait > 0:
                return
        if m.deal_over:
            self._deal_over(dt)
            return
        p = m.state.to_act
        if p is None:
            return
        if p in self.humans:
            return
        self._ai_turn(p)

    def idle(self) -> bool:
        """Waiting for a person's move, with nothing animating, thinking or scheduled
        (the app then sleeps until input: issue 19)."""
        m = self.match
        return (not m.deal_over and m.state.to_act in self.humans and self.ai_job is None
                and not self.table.busy() and not self.toasts)   # a message counts down in real time

    def _curtain(self, p: int) -> None:
        self.curtain_pending = True
        routes.push(self.app, "curtain", self, p)

    def _deal_over(self, dt: float) -> None:
        if self.result_shown:
            return
        self.result_shown = True
        self.toasts = []          # the result panel says it all; nothing stale shows around it
        self.match.finish_deal()
        routes.push(self.app, "deal_result", self)

    # -- drawing ----------------------------------------------------------------------------
    def _refresh_buttons(self) -> None:
        legal = self.human_actions()
        acts = self.table.button_actions(legal) if legal else []
        main = self.table.main_action(legal)
        # A label is part of the key: the same action can be named after the table (durak's
        # "done" is «Бито» with every card covered and «Хватит» after an uncovered throw-in).
        labels = tuple(a.label if isinstance(a, Menu) else self.table.button_label(a) for a in acts)
        key = (tuple(str(a) for a in acts), labels, str(main), self.table_size(), self.table_panel(),
               i18n.get_language())
        if key == self._button_key:
            return
        self._button_key = key
        self._buttons_at = self.app.time
        self._buttons_shown += 1
        W, H = self.app.size
        self.table.geometry(self.table_size(), self.table_panel())
        self.buttons = []
        for a, rect in zip(reversed(acts), self.table.lay.button_rects(len(acts), assets.scale())):
            if isinstance(a, Menu):        # one button for several actions: a chooser asks which
                b = widgets.Button(a.label, functools.partial(self.table.open_menu, a), rect, key=a.key)
            else:
                b = widgets.Button(self.table.button_label(a), functools.partial(self.press, a), rect,
                                   primary=(a == main), key=a.kind)
            self.buttons.append(b)
        self.menu_button.rect = pygame.Rect(W - px(120), px(12), px(104), px(36))

    def status_pos(self) -> tuple[int, int]:
        """The middle of the bottom edge of the line about whose turn it is (above the hand)."""
        return self.table.lay.status.midbottom

    def status_rect(self, text: str) -> pygame.Rect:
        """Where the prompt is drawn: its line above the hand, or wider when it would be cut
        there (a lesson's or a puzzle's narrower table; :meth:`Layout.status_room`)."""
        lay = self.table.lay
        rows = widgets.fitted_rows(text, lay.status, 19, True, min_size=14)
        return lay.status if not rows[-1].endswith("…") else lay.status_room(px(6), [b.rect for b in self.buttons])

    def draw(self, surface: pygame.Surface) -> None:
        self._refresh_buttons()      # after this frame's moves, so a click never meets a stale button
        self._refresh_ctx()
        self.table.draw(surface, flying=False)
        status = self.table.status_text(self.current_view())
        if status:
            widgets.text_in_rect(surface, status, self.status_rect(status), 19, widgets.INK, True, min_size=14)
        for box, text, error, size in self.toast_layout():
            widgets.panel(surface, box, (120, 25, 25, 230) if error else (15, 35, 28, 220), 10)
            lines = text.split("\n")
            for i, line in enumerate(lines):
                y = box.centery + (i - (len(lines) - 1) / 2) * line_height(size)
                widgets.blit_text(surface, line, (box.centerx, int(y)), size, widgets.INK, True, anchor="center")
        self.table.draw_flying(surface)      # a card in flight passes over the words, never under them
        for b in self.buttons:
            b.draw(surface)
        self.menu_button.draw(surface)
        self.hud.draw(surface)
        for hook in self.app.hooks.get("table_draw", ()):   # hint and game-log panel (issue 10)
            hook(self, surface)
        self.table.draw_top(surface)
        if self.pointer is not None and not self.table.interaction.dragging and not self._over_panel(self.pointer):
            self.table.draw_name_tip(surface, self.current_view(), self.pointer)



def assets_sound_shuffle() -> None:
    from cardtable.ui import assets
    assets.play_sound("shuffle")
