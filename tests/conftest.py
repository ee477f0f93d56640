"""Test settings: headless pygame (dummy video and audio), shared fixtures."""

import os
import shutil
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# a table hosted by a test listens on loopback only, and nothing is announced or looked for on
# the local network (no zeroconf traffic leaves this machine)
os.environ["CARDTABLE_NET_BIND"] = "127.0.0.1"
# Inside the program views are read as attributes: with this set, a dict read (view["hand"])
# from a cardtable module raises (cardtable/engine/view.py); the tests themselves, outside the
# package, may still read a view as a dict
os.environ["CARDTABLE_STRICT_VIEWS"] = "1"
# Settings, statistics and saves of test runs never touch the real user folders: they go to a
# folder of this run's own, removed when the run ends (unless CARDTABLE_HOME was given).
_RUN_HOME = None
if "CARDTABLE_HOME" not in os.environ:
    _RUN_HOME = os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-test-")


def pytest_sessionfinish(session, exitstatus):
    if _RUN_HOME is not None:
        shutil.rmtree(_RUN_HOME, ignore_errors=True)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The player's files (settings, statistics, the autosave) in a fresh folder of this test's
    own (CARDTABLE_HOME); a test file that needs more defines its own."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def player_home(home):
    """``home``, and what applying a player's settings changes for the whole program put back
    as a fresh start has it when the test ends: English, the plain card faces, sound on."""
    yield home
    from cardtable.ui import cards, i18n, sound

    i18n.set_language("en")
    cards.STYLE.update({"four_colour": False, "back": 0, "colour_marks": False})
    sound.set_enabled(True)


@pytest.fixture
def app(player_home):
    """A 1280×720 window's App over a fresh player's files (``player_home``); a test file that
    needs another (a size, a scene pushed first …) defines its own."""
    import pygame

    from cardtable.ui.scene import App

    a = App((1280, 720), fixed_dt=1 / 60)
    yield a
    pygame.display.quit()


@pytest.fixture(autouse=True)
def _fonts_of_this_pygame():
    """A test file that ended with ``pygame.quit()`` leaves fonts in the UI's cache that the
    next pygame cannot draw with ("font module quit since font created"): each test starts
    with that cache forgotten whenever the font module is not running."""
    import sys

    pg = sys.modules.get("pygame")
    if pg is not None and not pg.font.get_init():
        from cardtable.ui import assets

        assets.reset_caches()
    yield
