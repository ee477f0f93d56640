"""The rules screen: every game in both languages, no rule ids shown, a refused move's rule
scrolled to, its tabs and keys, and the ways to it (setup, pause)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.ui import i18n, rules_text
from cardtable.ui.scenes import userdata
from cardtable.ui.scenes.rules import RulesScene
from tests.scenes_kit import click, frame, key, table_scene

pytestmark = pytest.mark.ui


# -- rules ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rules_scene_shows_every_game(home, app, lang):
    i18n.set_language(lang)
    scene = app.push(RulesScene(app, "durak"))
    for game in rules_text.game_ids():
        scene.choose(game)
        frame(app)
        assert scene.content_h > scene.text_rect.h      # long enough to scroll
        assert len(scene.contents) == len(rules_text.sections(game, lang))
        key(app, pygame.K_END)
        assert scene.scroll == scene.content_h - scene.text_rect.h
        key(app, pygame.K_HOME)
        assert scene.scroll == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_screen_shows_players_no_rule_ids(home, app, lang, monkeypatch):
    """Issue 34, item 10: «DUR-1 · DUR-2 · DUR-3» under a heading is the developers' index;
    players read only headings and text (the ids stay for the link from a refused move)."""
    import re

    from cardtable.ui import assets
    i18n.set_language(lang)
    made: list[str] = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda text, *a, **k: made.append(text) or real(text, *a, **k))
    scene = app.push(RulesScene(app, "durak"))
    for game in rules_text.game_ids():
        made.clear()
        scene.choose(game)
        frame(app)
        headings = [sec.heading for sec in rules_text.sections(game, lang)]
        assert set(headings) <= set(made)                    # the text was laid out …
        assert [x for x in made if re.search(r"\b[A-Z]{2,4}-[0-9A-Z]+\b", x)] == []   # … with no rule id
    assert rules_text.section_for_rule("DUR-21", "durak") == ("durak", "epaulettes")


def test_rules_scene_for_a_refused_rule_scrolls_to_its_section(home, app):
    scene = app.push(RulesScene.for_rule(app, "DUR-21", "durak"))
    frame(app)
    assert scene.game == "durak" and scene.rule == "DUR-21"
    assert scene.current_section() == "epaulettes" and scene.scroll > 0
    # switching language keeps the section
    click(app, scene.lang_button)
    frame(app)
    assert scene.lang == "ru" and scene.current_section() == "epaulettes"
    # the contents jump to a section, the wheel scrolls
    target = [b for b in scene.contents if b.key == "sec-teams"][0]
    click(app, target)
    assert scene.current_section() == "teams"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    app.step()
    assert scene.current_section() != "teams"


def test_rules_tabs_and_keys(home, app):
    scene = app.push(RulesScene(app))
    frame(app)
    assert scene.game == "durak"
    key(app, pygame.K_RIGHT)
    frame(app)
    assert scene.game == rules_text.game_ids()[1]
    tab = [b for b in scene.tabs if b.key == "game-pirate_party"][0]
    click(app, tab)
    assert scene.game == "pirate_party"
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_rules_reachable_from_setup_and_pause(home, app):
    from cardtable.ui.scenes.pause import PauseScene
    from cardtable.ui.scenes.setup import SetupScene
    userdata.install(app, lang="en", background=False)
    setup = app.push(SetupScene(app, "pirate_party"))
    frame(app)
    [b] = [w for w in setup.widgets if w.key == "rules"]
    click(app, b)
    assert isinstance(app.top, RulesScene) and app.top.game == "pirate_party"
    app.pop()
    table = table_scene(app)
    app.push(PauseScene(app, table))
    frame(app)
    [b] = [w for w in app.top.buttons if w.key == "rules"]
    click(app, b)
    assert isinstance(app.top, RulesScene) and app.top.game == "durak"

