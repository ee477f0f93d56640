"""The Settings scene and the settings applied at run time (language, speed, think time, cards,
sound), from the saved file and the command line; the menu's and pause's entries; under the
dummy video driver."""

from __future__ import annotations

import json

import pygame
import pytest

from cardtable.match.storage import Settings, Store
from cardtable.ui import cards, i18n, sound
from cardtable.ui.scenes import menu, pause, userdata
from cardtable.ui.scenes.message import MessageScene
from cardtable.ui.scenes.settings import ROWS, SettingsScene
from tests.scenes_kit import click, frame, key

pytestmark = pytest.mark.ui


# -- settings ------------------------------------------------------------------------

def test_saved_settings_are_applied_at_start(home, app):
    Store().save_settings(Settings(language="ru", speed="fast", think_ms=2000, sound=False, volume=30,
                                   card_back="green", four_colour=True))
    data = userdata.install(app, background=False)
    assert i18n.get_language() == "ru"
    assert app.settings["speed"] == "fast" and app.settings["ai_budget"] == 2.0
    assert cards.STYLE == {"four_colour": True, "back": 2, "colour_marks": False}
    assert not sound.is_enabled() and sound.get_volume() == pytest.approx(0.3)
    assert data.take_messages() == []


def test_lang_option_wins_over_saved_language_for_this_run(home, app):
    Store().save_settings(Settings(language="ru"))
    data = userdata.install(app, lang="en", background=False)
    assert i18n.get_language() == "en"
    assert data.settings.language == "ru"          # not overwritten by --lang


def drawn_texts(app, monkeypatch) -> list[str]:
    """Every text the top scene draws in one frame."""
    from cardtable.ui import widgets
    seen: list[str] = []
    real = widgets.blit_text

    def spy(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(widgets, "blit_text", spy)
    frame(app)
    monkeypatch.setattr(widgets, "blit_text", real)
    return seen


def test_settings_show_the_language_and_speed_given_on_the_command_line(home, app, monkeypatch):
    """Issue 34, item 4: saved Russian and Normal, started with --lang en --speed fast: the
    screen says "English" and "Fast", and the first ▶ switches to Russian (and stores it)."""
    Store().save_settings(Settings(language="ru", speed="normal"))
    userdata.install(app, lang="en", speed="fast", background=False)
    scene = app.push(SettingsScene(app))
    texts = drawn_texts(app, monkeypatch)
    assert "English" in texts and "Русский" not in texts
    assert "Fast" in texts and "Normal" not in texts
    names = [r.name for r in ROWS]
    click(app, scene.arrows[names.index("language")][1])
    assert i18n.get_language() == "ru"
    texts = drawn_texts(app, monkeypatch)
    assert "Русский" in texts and "English" not in texts
    assert "Быстро" in texts
    assert json.loads((home / "settings.json").read_text("utf-8"))["language"] == "ru"


def test_settings_scene_changes_apply_at_once_and_are_stored(home, app):
    userdata.install(app, lang="en", background=False)
    scene = app.push(SettingsScene(app))
    frame(app)
    names = [r.name for r in ROWS]
    assert names == ["language", "speed", "think_ms", "sound", "volume", "fullscreen", "card_back",
                     "four_colour", "colour_marks"]
    click(app, scene.arrows[names.index("language")][1])
    assert i18n.get_language() == "ru"
    click(app, scene.arrows[names.index("speed")][1])             # normal -> fast
    assert app.settings["speed"] == "fast"
    click(app, scene.arrows[names.index("four_colour")][1])
    assert cards.STYLE["four_colour"] is True
    click(app, scene.arrows[names.index("card_back")][1])         # red -> blue
    assert cards.STYLE["back"] == 1
    click(app, scene.arrows[names.index("sound")][1])
    assert not sound.is_enabled()
    for _ in range(10):
        click(app, scene.arrows[names.index("volume")][0])        # stops at 0
    click(app, scene.arrows[names.index("think_ms")][0])          # 1000 -> 500
    assert app.settings["ai_budget"] == 0.5
    saved = json.loads((home / "settings.json").read_text("utf-8"))
    assert {k: saved[k] for k in ("language", "speed", "four_colour", "card_back", "sound", "volume",
                                  "think_ms")} == {"language": "ru", "speed": "fast", "four_colour": True,
                                                   "card_back": "blue", "sound": False, "volume": 0,
                                                   "think_ms": 500}
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_settings_keyboard(home, app):
    userdata.install(app, lang="en", background=False)
    app.push(SettingsScene(app))
    key(app, pygame.K_DOWN)                    # speed
    key(app, pygame.K_LEFT)                    # normal -> slow
    assert app.settings["speed"] == "slow"
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)                   # language en -> ru
    assert i18n.get_language() == "ru"


def test_fullscreen_setting_toggles_the_window(home, app):
    data = userdata.install(app, lang="en", background=False)
    data.change("fullscreen", True)
    assert app.fullscreen == data.settings.fullscreen
    data.change("fullscreen", False)
    assert app.fullscreen is False


def test_menu_language_button_is_remembered(home, app):
    userdata.install(app, lang="en", background=False)
    [entry] = [e for e in menu.MENU_ENTRIES if e.key == "language"]
    entry.action(app)
    assert i18n.get_language() == "ru"
    assert Store().load_settings().language == "ru"


def test_damaged_settings_at_start_show_a_message(home, app):
    (home / "settings.json").write_text("{broken", "utf-8")
    userdata.install(app, lang="en", background=False)
    userdata.show_messages(app)
    assert isinstance(app.top, MessageScene)
    assert "settings" in app.top.lines[0] and "settings.json.damaged-" in app.top.lines[0]
    frame(app)
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, MessageScene)


def test_wrong_values_in_settings_are_said_plainly(home, app):
    """Read aloud, «В файле настроек были бессмысленные значения» sounded like a scolding;
    a file with a wrong type or an unknown speed is said in plain words, in both languages."""
    (home / "settings.json").write_text('{"version": 1, "speed": "warp", "think_ms": "lots"}', "utf-8")
    userdata.install(app, lang="ru", background=False)
    userdata.show_messages(app)
    [line] = app.top.lines
    kept = line.split("«")[-1].rstrip("».")
    assert kept.startswith("settings.json.damaged-")
    assert line == f"В файле настроек были недопустимые значения; они сброшены. Исходный файл сохранён как «{kept}»."
    i18n.set_language("en")
    from cardtable.match.storage import Problem
    assert userdata.problem_text(Problem("settings", "invalid_values", "")) == (
        "The settings file had values Card Table cannot use; they were reset.")


def test_menu_and_pause_entries_are_plugged_in(home, app):
    userdata.install(app, lang="en", background=False)
    keys = {e.key for e in menu.MENU_ENTRIES}
    assert {"continue", "rules", "statistics", "settings", "language"} <= keys
    assert {"rules", "settings", "quit"} <= {e.key for e in pause.PAUSE_ENTRIES}
    [cont] = [e for e in menu.MENU_ENTRIES if e.key == "continue"]
    assert cont.visible(app) is False


@pytest.mark.parametrize("lang, think_hint, general", [
    ("en", "Only the hard AI thinks: the more time it has, the stronger it plays.",
     "Changes apply at once and are remembered."),
    ("ru", "Думает только сильный ИИ: чем больше у него времени, тем сильнее он играет.",
     "Изменения действуют сразу и запоминаются.")])
def test_the_think_time_row_says_that_more_time_makes_hard_stronger(home, app, monkeypatch, lang,
                                                                    think_hint, general):
    """Selecting the think time shows what it changes (issue 31: a longer think time makes a
    stronger Hard; Easy and Normal answer at once); the other rows keep the general line."""
    from cardtable.ui import widgets
    from cardtable.ui.scenes import settings as settings_scene
    userdata.install(app, lang=lang, background=False)
    app.push(SettingsScene(app))
    drawn: list[str] = []
    real = widgets.blit_text
    monkeypatch.setattr(settings_scene.widgets, "blit_text",
                        lambda surface, text, *a, **k: (drawn.append(text), real(surface, text, *a, **k))[1])
    frame(app)
    assert general in drawn and think_hint not in drawn
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)                    # the think time
    drawn.clear()
    frame(app)
    assert think_hint in drawn and general not in drawn
    assert ("Время на ход ИИ (сильный)" if lang == "ru" else "AI think time (Hard)") in drawn
