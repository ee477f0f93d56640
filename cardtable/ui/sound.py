"""Sound effects of the table: ``play("deal")`` and friends, volume and mute.

The effects are WAV files in ``assets/sounds`` (made by ``tools/make_sounds.py``):
deal, play, cover, take, shuffle, win, lose.  Sound is optional: with no sound
device, a broken mixer or a missing file everything here is silent and never
raises.
"""

from __future__ import annotations

from typing import TypedDict

import pygame

from cardtable.ui.assets import asset_path

EFFECTS = ("deal", "play", "cover", "take", "shuffle", "win", "lose")

class _SoundState(TypedDict):
    ready: bool | None      # the mixer started (None: not tried yet)
    enabled: bool
    volume: float           # 0 … 1


_state: _SoundState = {"ready": None, "enabled": True, "volume": 0.7}
_cache: dict[str, pygame.mixer.Sound | None] = {}


def init() -> bool:
    """Start the mixer if needed; True when sound can be heard (tried once)."""
    if _state["ready"] is None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            _state["ready"] = bool(pygame.mixer.get_init())
        except (pygame.error, OSError, RuntimeError, AttributeError):
            _state["ready"] = False
    return bool(_state["ready"])


def available() -> bool:
    """Whether a working mixer exists (after :func:`init`)."""
    return bool(_state["ready"])


def _load(name: str) -> pygame.mixer.Sound | None:
    if name not in _cache:
        try:
            _cache[name] = pygame.mixer.Sound(asset_path("sounds", f"{name}.wav"))
        except (pygame.error, OSError, FileNotFoundError, RuntimeError):
            _cache[name] = None
    return _cache[name]


def play(name: str) -> bool:
    """Play an effect; True if it was started, False when silent (muted, no device,
    unknown or missing effect)."""
    if not _state["enabled"] or _state["volume"] <= 0 or not init():
        return False
    snd = _load(name)
    if snd is None:
        return False
    try:
        snd.set_volume(_state["volume"])
        snd.play()
    except (pygame.error, RuntimeError):
        return False
    return True


def set_volume(volume: float) -> None:
    """Volume 0..1 (values 1..100 are read as percent)."""
    v = float(volume)
    if v > 1:
        v /= 100.0
    _state["volume"] = min(1.0, max(0.0, v))


def get_volume() -> float:
    return float(_state["volume"])


def set_enabled(enabled: bool) -> None:
    """Mute (False) or unmute (True)."""
    _state["enabled"] = bool(enabled)
    if not enabled and _state["ready"]:
        try:
            pygame.mixer.stop()
        except pygame.error:
            pass


def is_enabled() -> bool:
    return bool(_state["enabled"])


def apply_settings(settings) -> None:
    """Take ``sound`` and ``volume`` (0..100) from a :class:`Settings`."""
    set_enabled(getattr(settings, "sound", True))
    set_volume(getattr(settings, "volume", 70) / 100.0)


def reset() -> None:
    """Forget the mixer state and loaded sounds (tests, or after ``pygame.quit``)."""
    _state["ready"] = None
    _cache.clear()
