"""The setup screen (issue 18, item 11): every game at every player count in 960×600,
1280×720 and 1920×1080, in both languages, lays out with no widget or label outside the
window or over another and labels at a readable size (≥ 13 px at 1280×720, wrapped rather
than shrunk); an option is shown exactly when it applies — the engine's validation decides
(Durak's transfer-only rules with the transfer variant, Pirate's double play with jump-in,
teams with a player count a team layout fits)."""

from __future__ import annotations

import pygame
import pytest

from cardtable import engine
from cardtable.ui import assets, i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.menu import MenuScene
from cardtable.ui.scenes.setup import SetupScene

pytestmark = pytest.mark.ui

SIZES = [(960, 600), (1280, 720), (1920, 1080)]


def shown(setup) -> list[str]:
    return [o.name for o in setup.shown_options()]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_setup_fits_and_reads(size, lang):
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60)
        app.push(MenuScene(app))
        screen = pygame.Rect((0, 0), size)
        for info in engine.games():
            setup = app.push(SetupScene(app, info.id))
            for n in range(info.min_players, info.max_players + 1):
                setup.set_players(n)
                setup.build(size)
                rects = [(b.key, b.rect) for b in setup.widgets]
                labels = setup.label_cells()
                rects += [(f"label {text}", r) for text, r, _size in labels]
                for key, r in rects:
                    assert screen.contains(r), (info.id, n, key, r)
                for i, (ka, a) in enumerate(rects):
                    for kb, b in rects[i + 1:]:
                        assert not a.colliderect(b), (info.id, n, ka, a, kb, b)
                for text, r, s in labels:
                    assert s >= 13, (info.id, text, s)
                    assert assets.font(s).size(text)[0] <= r.w, (info.id, text)
                assert [o.name for o in setup.opts] == shown(setup)
            app.pop()
    finally:
        i18n.set_language("en")


def test_transfer_rules_only_with_the_transfer_variant(app):
    setup = SetupScene(app, "durak")
    assert setup.options["variant"] == "throw_in"
    names = shown(setup)
    assert "no_transfer_first_bout" not in names and "transfer_by_showing_trump" not in names
    setup.cycle_option(setup.info.option("variant"))
    assert setup.options["variant"] == "transfer"
    assert {"no_transfer_first_bout", "transfer_by_showing_trump"} <= set(shown(setup))
    setup.cycle_option(setup.info.option("transfer_by_showing_trump"))
    assert setup.options["transfer_by_showing_trump"] is True
    setup.cycle_option(setup.info.option("variant"))            # on to "simple": the rule switches off
    assert setup.options["variant"] == "simple" and setup.options["transfer_by_showing_trump"] is False
    assert "transfer_by_showing_trump" not in shown(setup)
    assert setup.valid(setup.players, setup.options)


def test_double_play_only_with_jump_in_and_teams_only_when_they_fit(app):
    setup = SetupScene(app, "pirate_party")
    assert "double_play" not in shown(setup)
    setup.cycle_option(setup.info.option("jump_in"))
    assert "double_play" in shown(setup)
    durak = SetupScene(app, "durak")
    for n, want in ((2, False), (3, False), (4, True), (5, False), (6, True)):
        durak.set_players(n)
        assert ("teams" in shown(durak)) is want, n


@pytest.fixture
def app():
    i18n.set_language("en")
    return App((1280, 720), fixed_dt=1 / 60)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_main_menu_fits(size):
    i18n.set_language("ru")
    try:
        app = App(size, fixed_dt=1 / 60)
        menu = app.push(MenuScene(app))
        app.step()
        screen = pygame.Rect((0, 0), size)
        for b in menu.buttons:
            assert screen.contains(b.rect), (b.key, b.rect)
    finally:
        i18n.set_language("en")
