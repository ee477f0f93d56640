"""Sound effects: files exist and are small; no device → silent, never an error (issue 10)."""

from __future__ import annotations

import wave
from pathlib import Path

import pygame
import pytest

from cardtable.ui import sound
from cardtable.ui.assets import asset_path


@pytest.fixture(autouse=True)
def fresh():
    sound.reset()
    sound.set_enabled(True)
    sound.set_volume(0.7)
    yield
    sound.reset()
    if pygame.mixer.get_init():
        pygame.mixer.quit()


@pytest.mark.parametrize("name", sound.EFFECTS)
def test_effect_files_are_short_mono_22khz_16bit(name):
    path = Path(asset_path("sounds", f"{name}.wav"))
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert 0 < w.getnframes() < 22050          # under one second
    assert path.stat().st_size < 50_000


def test_make_sounds_is_deterministic(tmp_path):
    import importlib.util
    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("make_sounds", root / "tools" / "make_sounds.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main([str(tmp_path)]) == 0
    for name in sound.EFFECTS:
        assert (tmp_path / f"{name}.wav").read_bytes() == \
            Path(asset_path("sounds", f"{name}.wav")).read_bytes(), name


def test_plays_with_the_dummy_driver():
    assert sound.init() is True
    assert all(sound.play(name) for name in sound.EFFECTS)


def test_no_device_is_silent_without_error(monkeypatch):
    def no_device(*a, **k):
        raise pygame.error("No available audio device")

    if pygame.mixer.get_init():
        pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    assert sound.init() is False
    assert not sound.available()
    for name in sound.EFFECTS:
        assert sound.play(name) is False
    sound.set_volume(50)
    sound.set_enabled(False)
    sound.set_enabled(True)


def test_unknown_or_missing_effect_is_silent(monkeypatch, tmp_path):
    assert sound.play("trumpet") is False
    monkeypatch.setenv("CARDTABLE_ASSETS", str(tmp_path))
    sound.reset()
    assert sound.play("deal") is False


def test_mute_and_volume():
    sound.set_enabled(False)
    assert sound.play("deal") is False
    sound.set_enabled(True)
    sound.set_volume(0)
    assert sound.play("deal") is False
    sound.set_volume(55)
    assert sound.get_volume() == pytest.approx(0.55)
    sound.set_volume(3.0 / 100)
    assert sound.get_volume() == pytest.approx(0.03)
    assert sound.play("deal") is True


def test_apply_settings():
    from cardtable.match.storage import Settings
    sound.apply_settings(Settings(sound=False, volume=20))
    assert not sound.is_enabled() and sound.get_volume() == pytest.approx(0.2)
    assert sound.play("win") is False
    sound.apply_settings(Settings(sound=True, volume=100))
    assert sound.is_enabled() and sound.get_volume() == 1.0


def test_assets_play_sound_never_raises():
    from cardtable.ui import assets
    assets.play_sound("deal")
    assets.play_sound("no-such-sound")
