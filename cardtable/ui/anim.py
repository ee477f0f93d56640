"""Tweens with easing, card sprites and the animation clock.

Every card on the table is a :class:`CardSprite` with a target position from the
layout; an engine event becomes a tween (start delay, duration, easing) that moves the
sprite from where the card was to where the engine's state now puts it, so the screen
always ends at the engine's state.  Speed setting: :data:`SPEEDS`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from cardtable.ui import cards

# name -> (duration factor, AI think delay in seconds)
SPEEDS = {"slow": (1.7, 1.1), "normal": (1.0, 0.6), "fast": (0.45, 0.2), "instant": (0.0, 0.0)}
BASE_MOVE = 0.32      # seconds for one card move at normal speed
BASE_STAGGER = 0.07   # seconds between consecutive moves of one batch


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1, c3 = 1.2, 2.2
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


@dataclass
class Tween:
    """Moves a value from ``a`` to ``b`` over ``duration`` seconds after ``delay``."""

    a: tuple
    b: tuple
    duration: float
    delay: float = 0.0
    ease: Callable[[float], float] = ease_in_out_cubic
    t: float = 0.0

    def step(self, dt: float) -> None:
        self.t += dt

    @property
    def progress(self) -> float:
        if self.t <= self.delay:
            return 0.0
        if self.duration <= 0:
            return 1.0
        return min(1.0, (self.t - self.delay) / self.duration)

    @property
    def done(self) -> bool:
        return self.progress >= 1.0

    @property
    def started(self) -> bool:
        return self.t > self.delay

    def value(self) -> tuple:
        k = self.ease(self.progress)
        return tuple(x + (y - x) * k for x, y in zip(self.a, self.b))


@dataclass
class CardSprite:
    """One card on screen.  ``card`` is None for a card the viewer may not see."""

    key: object
    kind: str
    card: int | None
    face_up: bool
    pos: tuple = (0.0, 0.0)          # centre
    angle: float = 0.0
    z: int = 0
    size: tuple = (70, 100)
    tween: Tween | None = None
    flip_from: bool | None = None    # face shown before a flip in flight
    raised: bool = False
    glow: tuple | None = None
    dimmed: bool = False
    fading: bool = False             # removed from the layout: vanish when the tween ends
    extra: dict = field(default_factory=dict)
    legs: list = field(default_factory=list)   # tweens after the current one: (Tween, face_up, size)

    def move_to(self, pos: tuple, angle: float, duration: float, delay: float = 0.0,
                ease=ease_in_out_cubic) -> None:
        cur = self.current()
        target = (pos[0], pos[1], angle)
        if self.tween is not None and not self.tween.started and self.tween.b == target and not self.legs:
            return
        self.legs = []
        if duration <= 0 and delay <= 0:
            self.pos, self.angle, self.tween = pos, angle, None
            return
        self.tween = Tween((cur[0], cur[1], cur[2]), target, duration, delay, ease)
        self.pos, self.angle = pos, angle

    def follow(self, legs: list, duration: float) -> None:
        """Travel along ``legs`` — ``(start, (x, y), angle, face_up, size)`` with ``start``
        in seconds from now, increasing — each leg taking ``duration``; the last leg's
        place becomes the sprite's place.  A card can so land on the table, lie there,
        and leave, all from one action's events (see ``tables/choreo.py``)."""
        cur = self.current()
        at, t = (cur[0], cur[1], cur[2]), 0.0
        queue = []
        for i, (start, pos, angle, face_up, size) in enumerate(legs):
            last = i == len(legs) - 1
            b = (pos[0], pos[1], angle)
            queue.append((Tween(at, b, duration, max(0.0, start - t), ease_out_cubic if last else
                               ease_in_out_cubic), face_up, size))
            at, t = b, max(t, start) + duration
        first, face_up, size = queue.pop(0)
        self.legs = queue
        self._start_leg(first, face_up, size)
        self.pos, self.angle = legs[-1][1], legs[-1][2]

    def _start_leg(self, tween: Tween, face_up: bool | None, size: tuple | None) -> None:
        # The face shown so far is read before the new leg's tween replaces the old one: read
        # after, an unstarted tween would report the face shown before the *previous* flip, and
        # a cover that has just turned face up would lie face down until it leaves (issue 34).
        shown = self.shown_face_up()[0]
        self.tween = tween
        if face_up is not None and face_up != shown:
            self.flip_from = shown
            self.face_up = face_up
        else:
            self.flip_from = None
            if face_up is not None:
                self.face_up = face_up
        if size is not None:
            self.size = size

    def current(self) -> tuple:
        if self.tween is not None and not self.tween.done:
            return self.tween.value()
        return (self.pos[0], self.pos[1], self.angle)

    @property
    def moving(self) -> bool:
        return (self.tween is not None and not self.tween.done) or bool(self.legs)

    def update(self, dt: float) -> None:
        if self.tween is not None:
            self.tween.step(dt)
            if self.tween.done:
                if self.legs:
                    self._start_leg(*self.legs.pop(0))
                    return
                self.tween = None
                self.flip_from = None
                self.extra.pop("was", None)

    def shown_face_up(self) -> tuple[bool, float]:
        """Face shown now and the horizontal squash of a flip in flight (1 = none)."""
        if self.flip_from is None or self.tween is None or self.flip_from == self.face_up:
            return self.face_up, 1.0
        p = self.tween.progress
        if p < 0.5:
            return self.flip_from, abs(math.cos(p * math.pi))
        return self.face_up, abs(math.cos(p * math.pi))

    def rect(self) -> pygame.Rect:
        x, y, _ = self.current()
        r = pygame.Rect(0, 0, *self.size)
        r.center = (int(x), int(y))
        return r

    def surface(self) -> pygame.Surface:
        up, _ = self.shown_face_up()
        w, h = self.size
        # "was": a public card flying into a hidden hand shows its face until it turns over
        card = self.card if self.card is not None else self.extra.get("was")
        if up and card is not None:
            return cards.face(self.kind, card, w, h)
        return cards.back(self.kind, w, h)


_rot_cache: dict[tuple, tuple[pygame.Surface, pygame.Surface]] = {}


def clear_cache() -> None:
    _rot_cache.clear()
    _dims.clear()


def rotated(surf: pygame.Surface, angle: float) -> pygame.Surface:
    """A rotated copy, cached per surface and whole degree (no per-frame rotation)."""
    a = int(round(angle)) % 360
    if a == 0:
        return surf
    key = (id(surf), a)
    entry = _rot_cache.get(key)
    if entry is None or entry[0] is not surf:   # the source is kept, so an id is never reused
        if len(_rot_cache) > 3000:
            _rot_cache.clear()
        entry = (surf, pygame.transform.rotozoom(surf, a, 1.0))
        _rot_cache[key] = entry
    return entry[1]


RAISE = 0.14    # a raised card (playable, in the hand) is drawn this share of its height higher


def sprite_box(sp: CardSprite) -> pygame.Rect:
    """The upright box a sprite is drawn in now: its place on its way, raised if it is."""
    x, y, _angle = sp.current()
    if sp.raised:
        y -= sp.size[1] * RAISE
    r = pygame.Rect(0, 0, *sp.size)
    r.center = (int(x), int(y))
    return r


def draw_sprite(target: pygame.Surface, sp: CardSprite) -> pygame.Rect:
    x, y, angle = sp.current()
    surf = sp.surface()
    _, squash = sp.shown_face_up()
    flipping = squash < 0.999
    if flipping:   # a flip in flight: squeezed copy, rotated uncached (a few frames only)
        w = max(1, int(surf.get_width() * squash))
        surf = pygame.transform.scale(surf, (w, surf.get_height()))
    if sp.raised:
        y -= sp.size[1] * RAISE
    w, h = sp.size
    if sp.moving or sp.raised:
        sh = cards.shadow(w, h)
        target.blit(sh, sh.get_rect(center=(int(x) + 3, int(y) + 5)))
    img = pygame.transform.rotate(surf, angle) if flipping and int(angle) else rotated(surf, angle)
    rect = img.get_rect(center=(int(x), int(y)))
    target.blit(img, rect)
    if sp.dimmed:
        dim = _dim_surface(img.get_size(), angle == 0)
        target.blit(dim, rect)
    if sp.glow is not None and int(angle) == 0:
        g = cards.glow(w, h, sp.glow)
        target.blit(g, g.get_rect(center=rect.center))
    return rect


_dims: dict[tuple, pygame.Surface] = {}


def _dim_surface(size: tuple, rounded: bool) -> pygame.Surface:
    s = _dims.get(size)
    if s is None:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 70), s.get_rect(), border_radius=max(4, size[0] // 10))
        _dims[size] = s
    return s
