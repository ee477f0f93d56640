"""Run-time assets (fonts, sounds, icon), cached fonts/text surfaces and the UI scale.

:func:`asset_path` is the ONE place that knows where ``assets/`` lives: next to the
source checkout, or inside a PyInstaller bundle (``sys._MEIPASS``).

The UI scale: every size in the UI code (font sizes, button sizes, paddings) is written
in pixels of the 1280×720 window.  :func:`set_scale` (the app calls it whenever the window
changes) derives one factor from the window size — ``min(w/1280, h/720)``, never below 1,
so 1280×720 and smaller windows look exactly as they always did — and :func:`font`,
:func:`text` and :func:`wrap` scale their sizes by it; :func:`px` scales a length.  Card
faces are drawn at the card's own pixel size and use :func:`font_px`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

_ROOT = Path(__file__).resolve().parent.parent.parent


def asset_root() -> Path:
    """The folder that holds ``fonts/``, ``sounds/`` …"""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    env = os.environ.get("CARDTABLE_ASSETS")
    if env:
        return Path(env)
    return _ROOT / "assets"


def asset_path(*parts: str) -> str:
    """Absolute path of an asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return str(asset_root().joinpath(*parts))


BASE_SIZE = (1280, 720)   # the window every UI size is written for
_scale = 1.0


def scale_for(size: tuple[int, int]) -> float:
    """The UI scale of a window of ``size``: ``min(w/1280, h/720)``, never below 1."""
    return max(1.0, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def set_scale(size: tuple[int, int]) -> float:
    """Follow a window of ``size`` (new window, resize, fullscreen); returns the scale."""
    global _scale
    _scale = scale_for(size)
    return _scale


def scale() -> float:
    """The current UI scale (1.0 at 1280×720)."""
    return _scale


def px(value: float) -> int:
    """A length written for 1280×720 (a padding, a button's size …) in screen pixels now."""
    return round(value * _scale)


def unscaled(pixels: float) -> float:
    """A size in screen pixels as a UI size: ``text(s, unscaled(p))`` is ``p`` pixels high,
    for text sized by something already on screen (a card, a picker cell)."""
    return pixels / _scale


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_MAX = 2000


def reset_caches() -> None:
    """Forget fonts and rendered text (after pygame was quit and started again)."""
    _fonts.clear()
    _texts.clear()


def font(size: float, bold: bool = False) -> pygame.font.Font:
    """The DejaVu font for UI text of ``size`` (pixels at 1280×720, scaled; cached)."""
    return font_px(round(size * _scale), bold)


def font_px(size: int, bold: bool = False) -> pygame.font.Font:
    """The DejaVu font at exactly ``size`` pixels (cached; card faces)."""
    size = max(6, int(size))
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        try:
            f = pygame.font.Font(asset_path("fonts", name), size)
        except (OSError, FileNotFoundError):  # pragma: no cover - broken install
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


def text(s: str, size: float, color: tuple = (240, 240, 240), bold: bool = False) -> pygame.Surface:
    """A rendered, anti-aliased text surface of UI ``size`` (scaled; cached by text, pixel
    size, colour and weight)."""
    size = max(6, round(size * _scale))
    key = (s, size, tuple(color), bold)
    surf = _texts.get(key)
    if surf is None:
        if len(_texts) > _TEXT_CACHE_MAX:
            _texts.clear()
        surf = font_px(size, bold).render(s, True, color)
        _texts[key] = surf
    return surf


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines of UI ``size`` no wider than ``width`` screen pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def no_sound_device() -> bool:
    """True on a Linux machine with no sound hardware and no sound server (e.g. a CI box),
    where opening ALSA would only print errors."""
    if not sys.platform.startswith("linux") or os.environ.get("SDL_AUDIODRIVER"):
        return False
    if os.path.exists("/dev/snd") or os.environ.get("PULSE_SERVER"):
        return False
    run = os.environ.get("XDG_RUNTIME_DIR", "")
    return not (run and (os.path.exists(os.path.join(run, "pulse", "native"))
                         or os.path.exists(os.path.join(run, "pipewire-0"))))


def init_audio() -> bool:
    """Start the mixer if a sound device exists; without one the game stays silent."""
    try:
        pygame.mixer.init()
        return True
    except (pygame.error, OSError):
        return False


def play_sound(name: str) -> None:
    """Play a named effect (deal, play, cover, take, shuffle, win, lose) if the sound
    module exists and works; never raises (sound is optional)."""
    try:
        from cardtable.ui import sound  # added by the sound/settings work (issue 10)
    except ImportError:
        return
    try:
        sound.play(name)
    except Exception:  # noqa: BLE001 - a sound problem must never stop the game
        pass
