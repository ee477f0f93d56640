"""The scene stack and the main loop.

A :class:`Scene` handles events, ``update(dt)`` and ``draw(surface)`` only.  The
:class:`App` owns the window, a stack of scenes (the top one gets the events; overlays
such as pause or the hot-seat curtain draw over the scene below), global keys (F11
fullscreen) and frame statistics.  Tests drive it frame by frame with :meth:`App.step`.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from array import array
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cardtable.stats import percentile
from cardtable.ui import assets, widgets

if TYPE_CHECKING:
    from cardtable.ui.scenes.userdata import UserData

MIN_SIZE = (960, 600)
FRAME_LOG_SIZE = 1 << 15     # frame times kept for --frame-stats: the last ~9 minutes at 60 FPS
IDLE_WAIT_S = 0.5            # while nothing moves: a frame at least this often (or on input)
IDLE_POLL_S = 0.008          # … looking for input this often (under half a frame at 60 FPS)


class FrameLog:
    """The last :data:`FRAME_LOG_SIZE` frame times (ms) in a fixed ring of doubles, so a
    session of any length keeps the same memory (issue 19); ``count`` is every frame."""

    def __init__(self, size: int = FRAME_LOG_SIZE):
        self.size = size
        self.count = 0
        self._ring = array("d")

    def append(self, value: float) -> None:
        if len(self._ring) < self.size:
            self._ring.append(value)
        else:
            self._ring[self.count % self.size] = value
        self.count += 1

    def __len__(self) -> int:
        return len(self._ring)

    def values(self) -> list[float]:
        """The kept values, oldest first."""
        if self.count <= self.size:
            return list(self._ring)
        k = self.count % self.size
        return list(self._ring[k:]) + list(self._ring[:k])


class Scene:
    """Base class of every screen and overlay."""

    overlay = False        # draw the scene below first (pause, curtain, deal result)
    pauses_below = True    # the scene below stops updating while this one is on top

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""

    def handle(self, event: pygame.event.Event) -> None:
        """One pygame event (only the top scene gets events)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (overlays draw over the scene below)."""

    def idle(self) -> bool:
        """Nothing on this scene moves until the player acts, so the app may sleep until
        input comes (or :data:`IDLE_WAIT_S` passes).  A scene without an ``update`` of its
        own is idle; one with an ``update`` says when it is."""
        return type(self).update is Scene.update


SETTLE_S = 0.5     # a hand-over screen takes no confirm this soon (a double-click's or double-tap's span)
CONFIRM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)

if TYPE_CHECKING:
    # HandOver is mixed in before Scene: while type-checking it is one (app, enter), at run time
    # the scene class it is mixed into supplies them
    _HandOverBase = Scene
else:
    _HandOverBase = object


class HandOver(_HandOverBase):
    """A screen that comes up when the player has just pressed something — the hot-seat
    curtain, a deal's result, the match's result — and is confirmed by Space, Enter or a
    click.  For its first :data:`SETTLE_S` seconds (``App.time``) it takes no confirm: the
    second press of a double-click or double-tap was meant for the screen before it (Done,
    then at once "I am Peter": Peter's hand shown to the player who just moved; "Match
    result", then at once "Play again": the final standings never seen).  A click counts
    only when its button went down after that (its release alone does not confirm).  Mix
    in before :class:`Scene`; ``handle`` begins with ``if self.too_soon(event): return``."""

    shown_at = float("-inf")        # App.time when it last came on top (never pushed: settled)
    _armed = False                  # the left button went down on it once settled

    def enter(self) -> None:
        self.shown_at = self.app.time
        self._armed = False
        super().enter()

    def settled(self) -> bool:
        return self.app.time - self.shown_at >= SETTLE_S

    def too_soon(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a confirm that must not act (the scene ignores it)."""
        if event.type == pygame.KEYDOWN:
            return event.key in CONFIRM_KEYS and not self.settled()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._armed = self.settled()
            return not self._armed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            armed, self._armed = self._armed, False
            return not armed
        return False


class App:
    """The window, the scene stack and the loop."""

    def __init__(self, size: tuple[int, int] = (1280, 720), *, fullscreen: bool = False,
                 fixed_dt: float | None = None, settings: dict | None = None):
        if assets.no_sound_device():
            os.environ["SDL_AUDIODRIVER"] = "dummy"   # silent, and no ALSA error spam
        pygame.init()
        sys.setswitchinterval(0.001)   # an AI thinking in its thread yields the GIL to the frame loop quickly
        assets.reset_caches()
        from cardtable.ui import anim, cards, widgets
        cards.clear_cache()
        anim.clear_cache()
        widgets.clear_cache()
        assets.init_audio()
        self.settings: dict = {"speed": "normal", "ai_budget": 0.5, "autoplay": False}
        self.settings.update(settings or {})
        self.windowed_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        assets.set_scale(self.screen.get_size())
        self.set_title()
        try:
            pygame.display.set_icon(pygame.image.load(assets.asset_path("icon.png")))
        except (pygame.error, FileNotFoundError):  # pragma: no cover - icon missing from a build
            pass
        if fullscreen:
            self.toggle_fullscreen()
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.fixed_dt = fixed_dt
        self.throttle = False
        self.nothing_to_continue = False      # --resume found no game to continue (exit status 1)
        self.running = True
        self.frame_times = FrameLog()         # wall-clock work per frame (ms)
        self.frame_cpu = FrameLog()           # CPU time of the UI thread per frame (ms)
        self.frames = 0
        self.idle = False                     # the last frame found nothing moving (sleep until input)
        self.time = 0.0        # seconds since start: real time, never clamped (fixed_dt per frame in tests)
        self.hooks: dict[str, list[Callable]] = {}
        self.userdata: UserData | None = None   # settings, statistics, autosave (scenes/userdata.install)

    def set_title(self) -> None:
        """Window title with the version (also after a language switch)."""
        import cardtable
        from cardtable.ui.i18n import t
        pygame.display.set_caption(f"{t('app.title')} {cardtable.__version__}")

    # -- the stack --------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop().leave()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start over at ``scene`` (e.g. back to the main menu)."""
        while self.stack:
            self.stack.pop().leave()
        return self.push(scene)

    def find(self, cls: type) -> Scene | None:
        for s in reversed(self.stack):
            if isinstance(s, cls):
                return s
        return None

    # -- window -----------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        try:
            if self.fullscreen:
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.fullscreen = False
        assets.set_scale(self.screen.get_size())

    def _resize(self, w: int, h: int) -> None:
        if self.fullscreen:
            return
        self.windowed_size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
        if self.windowed_size != self.screen.get_size():
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        assets.set_scale(self.screen.get_size())

    # -- the loop ---------------------------------------------------------------
    def step(self) -> None:
        """One frame: events → update(dt) → draw → flip.

        In real time (no ``fixed_dt``), when the last frame found nothing moving
        (:meth:`Scene.idle`), first sleep until an event comes or :data:`IDLE_WAIT_S`
        passes: an idle menu or a table waiting for a person costs next to no CPU, and
        input still gets a frame at once."""
        if self.fixed_dt is None:
            if self.idle and self._nothing_moves():
                self._sleep_until_input(IDLE_WAIT_S)
            real = self.clock.tick(60) / 1000.0
            dt = min(0.05, real)       # animations step at most 50 ms; the clock keeps real time
            self.time += real
        else:
            dt = self.fixed_dt
            self.time += dt
            if self.throttle:        # keep a real 60 FPS pace (a measured run), time still fixed
                self.clock.tick(60)
        start = time.perf_counter()
        cpu = time.thread_time()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self._resize(event.w, event.h)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.top is not None:
                widgets.track_press(event)
                self.top.handle(event)
                widgets.release_done(event)
        if not self.stack:
            self.running = False
            return
        assets.set_scale(self.screen.get_size())   # also a window changed without an event
        self.stack[-1].update(dt)           # the top: the stack is not empty here
        if not self.stack[-1].pauses_below and len(self.stack) > 1:
            self.stack[-2].update(dt)
        self.draw(self.screen)
        pygame.display.flip()
        self.frame_times.append((time.perf_counter() - start) * 1000.0)
        self.frame_cpu.append((time.thread_time() - cpu) * 1000.0)
        self.frames += 1
        self.idle = self._nothing_moves()

    @staticmethod
    def _sleep_until_input(limit: float) -> None:
        """Sleep until an event is queued (seen within :data:`IDLE_POLL_S`) or ``limit``
        seconds pass.  Polled rather than ``pygame.event.wait``: SDL's wait spins every
        millisecond on drivers without a native wait."""
        end = time.monotonic() + limit
        while not pygame.event.peek() and time.monotonic() < end:
            time.sleep(IDLE_POLL_S)

    def _nothing_moves(self) -> bool:
        """The scenes that update (the top, and the one below when the top lets it run)
        are all idle."""
        if not self.stack or not self.stack[-1].idle():
            return False
        return self.stack[-1].pauses_below or len(self.stack) < 2 or self.stack[-2].idle()

    def draw(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(surface)

    def run(self, frames: int | None = None, screenshot: str | None = None,
            frame_stats: str | None = None) -> int:
        while self.running and (frames is None or self.frames < frames):
            self.step()
        if screenshot:
            pygame.image.save(self.screen, screenshot)
        if frame_stats:
            with open(frame_stats, "w", encoding="utf-8") as f:
                json.dump(self.stats(), f, indent=1)
        return 0

    def stats(self) -> dict:
        """Frame count and median/p95/p99/max frame time in ms: wall clock (events, update,
        draw, flip; the first frame, which builds the caches, left out) and the UI thread's
        own CPU time (``cpu_*``: unaffected by other processes on a busy machine)."""
        def summary(log: FrameLog, prefix: str = "") -> dict:
            values = log.values()
            if log.count == len(values):
                values = values[1:]            # the first frame is still kept: leave it out
            ft = sorted(values or [0.0])
            return {f"{prefix}median_ms": round(statistics.median(ft), 3),
                    f"{prefix}p95_ms": round(percentile(ft, 0.95), 3),
                    f"{prefix}p99_ms": round(percentile(ft, 0.99), 3), f"{prefix}max_ms": round(ft[-1], 3)}

        return {"frames": self.frames, **summary(self.frame_times), **summary(self.frame_cpu, "cpu_"),
                "size": list(self.size)}

    def quit(self) -> None:
        self.running = False
