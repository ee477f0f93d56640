"""Colour-blind play (issue 34, item 12): with the setting "Colour-blind shapes" on, Pirate
Party's four colours (PIR-1) carry four shapes and Strong Witchcraft's seven schools (SW-1)
seven patterns, so every two colours still differ as a deuteranope or a protanope sees them
(tools/colourblind.py simulates both); without it, red and green nearly merge."""

from __future__ import annotations

import importlib.util
import json
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from cardtable.engine.pirate.cards import parse_card
from cardtable.ui import cards, colour_marks, i18n
from cardtable.ui.tables.pirate_faces import COLOUR_RGB, PHYS_BY_FACE

pytestmark = pytest.mark.ui

_spec = importlib.util.spec_from_file_location(
    "colourblind", Path(__file__).resolve().parent.parent / "tools" / "colourblind.py")
colourblind = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(colourblind)

W, H = 70, 100           # about a hand card at 1280×720


@pytest.fixture(autouse=True)
def marks_off_after():
    yield
    cards.STYLE["colour_marks"] = False
    cards.clear_cache()
    i18n.set_language("en")


def luminance(surf: pygame.Surface) -> list[float]:
    raw = pygame.image.tobytes(surf, "RGB")
    return [0.2126 * raw[i] + 0.7152 * raw[i + 1] + 0.0722 * raw[i + 2] for i in range(0, len(raw), 3)]


def apart(a: pygame.Surface, b: pygame.Surface) -> int:
    """Pixels where two cards differ in lightness enough to see without hue."""
    return sum(abs(x - y) > 60 for x, y in zip(luminance(a), luminance(b)))


def pirate_fives(marks: bool) -> list[pygame.Surface]:
    cards.STYLE["colour_marks"] = marks
    return [cards.face("pirate", PHYS_BY_FACE[parse_card(f"{c}5")][0], W, H) for c in "RYGB"]


def spells(marks: bool) -> list[pygame.Surface]:
    cards.STYLE["colour_marks"] = marks
    return [cards.face("spells", school * 3 + 1, W, H) for school in range(7)]      # every school's 2


def test_the_simulation_merges_pirate_red_and_green_for_a_deuteranope():
    """The tool: red and green Pirate cards are far apart to a normal eye and a few units
    apart as a deuteranope sees them; a surface simulates pixel by pixel, alpha kept."""
    red, green = COLOUR_RGB[0], COLOUR_RGB[2]
    dist = lambda a, b: sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5  # noqa: E731
    assert dist(red, green) > 150
    assert dist(colourblind.simulate_rgb(red, "deuteranopia"), colourblind.simulate_rgb(green, "deuteranopia")) < 50
    assert colourblind.simulate_rgb((255, 255, 255), "protanopia") == (255, 255, 255)
    surf = pygame.Surface((2, 1), pygame.SRCALPHA)
    surf.set_at((0, 0), (*red, 255))
    surf.set_at((1, 0), (*green, 128))
    sim = colourblind.simulate(surf, "protanopia")
    assert tuple(sim.get_at((0, 0))) == (*colourblind.simulate_rgb(red, "protanopia"), 255)
    assert tuple(sim.get_at((1, 0))) == (*colourblind.simulate_rgb(green, "protanopia"), 128)


def test_every_colour_has_its_own_shape_and_every_school_its_own_pattern():
    assert len(set(colour_marks.SHAPES)) == 4 and len(set(colour_marks.PATTERNS)) == 7
    drawn = []
    for c in range(4):
        s = pygame.Surface((40, 40))
        colour_marks.draw_shape(s, c, (20, 20), 12)
        drawn.append(pygame.image.tobytes(s, "RGB"))
    patterns = []
    for k in range(7):
        s = pygame.Surface((48, 48))
        colour_marks.draw_pattern(s, k, s.get_rect(), (255, 255, 255), 8)
        patterns.append(pygame.image.tobytes(s, "RGB"))
    assert len(set(drawn)) == 4 and len(set(patterns)) == 7


@pytest.mark.parametrize("kind", colourblind.KINDS)
def test_pirate_colours_differ_by_shape_under_colour_blindness_PIR_1(kind):
    """Four "5"s as a colour-blind player sees them: without marks red and green differ in no
    pixel's lightness; with marks every two colours differ in their shapes."""
    plain = [colourblind.simulate(s, kind) for s in pirate_fives(False)]
    assert apart(plain[0], plain[2]) < 10
    marked = [colourblind.simulate(s, kind) for s in pirate_fives(True)]
    for a, b in combinations(range(4), 2):
        assert apart(marked[a], marked[b]) >= 40, (a, b)


@pytest.mark.parametrize("kind", colourblind.KINDS)
def test_strong_witchcraft_schools_differ_by_pattern_under_colour_blindness_SW_1(kind):
    """Seven schools' 2s as a colour-blind player sees them: with marks every two differ in
    their pattern (Earth and Life, brown and green, barely did without)."""
    marked = [colourblind.simulate(s, kind) for s in spells(True)]
    for a, b in combinations(range(7), 2):
        assert apart(marked[a], marked[b]) >= 100, (a, b)


def test_the_setting_turns_the_marks_on_and_is_stored(tmp_path, monkeypatch):
    from cardtable.ui.scene import App
    from cardtable.ui.scenes import userdata
    from cardtable.ui.scenes.settings import ROWS, SettingsScene
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = App((960, 600), fixed_dt=1 / 60)
    userdata.install(app, lang="ru", background=False)
    scene = app.push(SettingsScene(app))
    app.step()
    i = [r.name for r in ROWS].index("colour_marks")
    assert i18n.t("settings.colour_marks") == "Значки для дальтоников"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=scene.arrows[i][1].rect.center))
    app.step()
    assert cards.STYLE["colour_marks"] is True
    assert json.loads((tmp_path / "settings.json").read_text("utf-8"))["colour_marks"] is True
    i18n.set_language("en")
    assert i18n.t("settings.colour_marks") == "Colour-blind shapes"


def test_the_settings_preview_shows_the_marked_cards_and_switching_changes_them_PIR_1_SW_1(tmp_path, monkeypatch):
    """The preview draws a red, yellow, green and blue 7 of Pirate Party (PIR-1's four colours)
    and the first spell of every school (SW-1's seven), the plugins' colour samples, and the
    shapes and patterns appear there once switched on."""
    from cardtable.engine.pirate.cards import COLOUR, FACE
    from cardtable.ui.scene import App
    from cardtable.ui.scenes import userdata
    from cardtable.ui.scenes.settings import SettingsScene
    from cardtable.ui.tables.pirate_faces import FACE_OF
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = App((1280, 720), fixed_dt=1 / 60)
    userdata.install(app, lang="en", background=False)
    scene = app.push(SettingsScene(app))
    rect = pygame.Rect(0, 0, 340, 440)
    shown = {}
    for marks in (False, True):
        cards.STYLE["colour_marks"] = marks
        surface = pygame.Surface(rect.size)
        drawn = scene.draw_preview(surface, rect)
        shown[marks] = surface
    pirate = [c for kind, c in drawn if kind == "pirate"]
    assert [(COLOUR[FACE_OF[c]], FACE[FACE_OF[c]]) for c in pirate] == [(0, 7), (1, 7), (2, 7), (3, 7)]
    assert [c for kind, c in drawn if kind == "spells"] == [0, 3, 6, 9, 12, 15, 18]
    assert len(drawn) == 11
    # the aces and the back above the samples are the same; the samples are not (their marks)
    top = pygame.Rect(0, 0, rect.w, 280)       # the back ends at 153, the aces at 272
    assert apart(shown[False].subsurface(top), shown[True].subsurface(top)) == 0
    low = pygame.Rect(0, 280, rect.w, rect.h - 280)
    assert apart(shown[False].subsurface(low), shown[True].subsurface(low)) >= 200
