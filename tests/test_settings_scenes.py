"""Settings, rules and statistics scenes, settings applied at run time, statistics recorded
per deal, autosave after every action and Continue (issue 10), under the dummy video driver."""

from __future__ import annotations

import json

import pygame
import pytest

from cardtable.match import Match, Seat, play_deal
from cardtable.match.storage import Settings, Store
from cardtable.ui import cards, i18n, rules_text, sound
from cardtable.ui.scene import App
from cardtable.ui.scenes import menu, pause, statistics, userdata
from cardtable.ui.scenes.message import ConfirmScene, MessageScene
from cardtable.ui.scenes.rules import RulesScene
from cardtable.ui.scenes.settings import ROWS, SettingsScene
from cardtable.ui.scenes.statistics import StatisticsScene

pytestmark = pytest.mark.ui


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    yield tmp_path
    i18n.set_language("en")
    cards.STYLE.update({"four_colour": False, "back": 0, "colour_marks": False})
    sound.set_enabled(True)


@pytest.fixture
def app(home):
    a = App((1280, 720), fixed_dt=1 / 60)
    yield a
    pygame.display.quit()


def frame(app) -> None:
    app.draw(app.screen)


def click(app, button) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
    app.step()


def key(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


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


# -- statistics ------------------------------------------------------------------------

def _finished_match(seed: int = 3) -> Match:
    m = Match("durak", [Seat("Anna", "human"), Seat("Bot", "ai", "random")], {"deals": 1}, seed=seed)
    return m


class FakeTable:
    """Just enough of a TableScene for the autosave hook."""

    def __init__(self, app, match, autoplay=False):
        self.app, self.match, self.autoplay, self.viewer = app, match, autoplay, 0


def test_deal_statistics_recorded_once_and_save_cleared_at_match_end(home, app):
    data = userdata.install(app, lang="en", background=False)
    m = _finished_match()
    table = FakeTable(app, m)
    data.attach(table)
    assert data.store.has_save()
    m.apply(m.ai_choose(m.state.to_act))
    saved = json.loads((home / "autosave.json").read_text("utf-8"))
    assert saved["match"]["record"]["actions"] == [str(a) for a in m.state.history]
    result = play_deal(m)
    m.finish_deal()                                   # a second call records nothing more
    assert m.is_over and not data.store.has_save()
    rows = {r.name: r for r in Store().load_stats().rows("durak")}
    assert rows["Anna"].deals == 1 and rows["Bot"].deals == 1
    assert rows["Anna"].losses + rows["Bot"].losses == len(result.losers)
    assert rows["Anna"].matches == 1 and rows["Bot"].matches == 1


def test_autoplay_never_touches_the_players_files(home, app):
    data = userdata.install(app, lang="en", background=False)
    m = _finished_match()
    data.attach(FakeTable(app, m, autoplay=True))
    play_deal(m)
    assert not (home / "autosave.json").exists() and not (home / "statistics.json").exists()


def test_background_saver_writes_the_latest_state(home, app):
    data = userdata.install(app, lang="en")
    m = _finished_match()
    data.attach(FakeTable(app, m))
    for _ in range(5):
        m.apply(m.ai_choose(m.state.to_act))
    data.flush()
    saved = json.loads((home / "autosave.json").read_text("utf-8"))
    assert len(saved["match"]["record"]["actions"]) == 5


def test_statistics_scene_and_reset_with_confirmation(home, app):
    st = Store().load_stats()
    st.record_deal("durak", ["Anna", "Bot"], {"order": [0, 1], "losers": [1]})
    st.record_deal("donkey", ["Anna", "Bot", "Vera"], {"order": [0], "losers": [2],
                                                      "scores": [0, 10, 30], "winners": [0]})
    Store().save_stats(st)
    userdata.install(app, lang="en", background=False)
    scene = app.push(StatisticsScene(app))
    frame(app)
    assert scene.game == "durak" and [r.name for r in scene.rows()] == ["Anna", "Bot"]
    click(app, scene.reset_button)
    assert isinstance(app.top, ConfirmScene)
    frame(app)
    click(app, app.top.buttons[0])                 # "No"
    assert app.top is scene and len(scene.rows()) == 2
    click(app, scene.reset_button)
    frame(app)
    click(app, app.top.buttons[1])                 # "Yes"
    assert app.top is scene and scene.rows() == []
    frame(app)
    stored = Store().load_stats()
    assert stored.rows("durak") == [] and len(stored.rows("donkey")) == 3
    tab = [b for b in scene.tabs if b.key == "game-donkey"][0]
    click(app, tab)
    frame(app)
    assert {r.name: r.average_score for r in scene.rows()} == {"Anna": 0, "Bot": 10, "Vera": 30}


def test_statistics_show_deals_played_with_a_move_taken_back(home, app):
    st = Store().load_stats()
    for undone in (True, True, False):
        st.record_deal("durak", ["Anna", "Bot"], {"order": [0, 1], "losers": [1]}, undone=undone)
    Store().save_stats(st)
    userdata.install(app, lang="en", background=False)
    scene = app.push(StatisticsScene(app))
    frame(app)
    assert statistics.undone_note(scene.rows()) == "Anna and Bot: 2 deals played with a move taken back"
    rows = scene.rows()
    i18n.set_language("ru")
    frame(app)
    expected = {1: "Anna: 1 сдача сыграна с отменой хода", 3: "Anna: 3 сдачи сыграны с отменой хода",
                5: "Anna: 5 сдач сыграно с отменой хода", 11: "Anna: 11 сдач сыграно с отменой хода",
                21: "Anna: 21 сдача сыграна с отменой хода", 22: "Anna: 22 сдачи сыграны с отменой хода"}
    for n, text in expected.items():
        rows[0].undone, rows[1].undone = n, 0
        assert statistics.undone_note(rows) == text
    rows[1].undone = 5
    assert statistics.undone_note(rows) == "Anna: 22 сдачи сыграны с отменой хода; Bot: 5 сдач сыграно с отменой хода"
    i18n.set_language("en")
    rows[0].undone = 1
    assert statistics.undone_note(rows) == "Anna: 1 deal played with a move taken back; " \
        "Bot: 5 deals played with a move taken back"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_statistics_headers_never_run_into_each_other(home, lang):
    """Seen at 960×600 in Russian: «Ср. очки» ran into «Матчей выиграно», which ran off the panel."""
    from cardtable import engine
    app = App((960, 600), fixed_dt=1 / 60)
    try:
        userdata.install(app, lang=lang, background=False)
        for info in engine.games():
            scene = app.push(StatisticsScene(app, info.id))
            frame(app)
            heads = scene.header_rects
            assert len(heads) >= 4
            for a, b in zip(heads, heads[1:]):
                assert a.right <= b.x, (info.id, a, b)
            assert heads[-1].right <= app.screen.get_width() - 30
            app.pop()
    finally:
        pygame.display.quit()


# -- continue ----------------------------------------------------------------------------

def test_continue_restores_the_exact_table(home, app):
    data = userdata.install(app, lang="en", background=False)
    m = _finished_match(seed=11)
    data.attach(FakeTable(app, m))
    for _ in range(6):
        if m.deal_over:
            break
        m.apply(m.ai_choose(m.state.to_act))
    history = [str(a) for a in m.state.history]
    view = m.state.view(0)
    # a new program start
    app2_data = userdata.install(app, lang="en", background=False)
    [cont] = [e for e in menu.MENU_ENTRIES if e.key == "continue"]
    assert cont.visible(app)
    cont.action(app)
    from cardtable.ui.scenes.table import TableScene
    table = app.find(TableScene)
    assert table is not None, getattr(app.top, "lines", app.top)
    assert [str(a) for a in table.match.state.history] == history
    assert table.match.state.view(0) == view
    assert app2_data.table is table and table.match.on_change is not None
    frame(app)
    # quitting to the menu asks; only "Abandon the match" forgets the game (issue 18)
    [quit_entry] = [e for e in pause.PAUSE_ENTRIES if e.key == "quit"]
    quit_entry.action(app, table)
    assert isinstance(app.top, ConfirmScene)
    next(b for b in app.top.buttons if b.key == "abandon").on_click()
    assert not (home / "autosave.json").exists()


def test_continue_with_a_damaged_save_shows_a_message(home, app):
    (home / "autosave.json").write_text('{"version": 1, "match": {"version": 1, "game": "durak"}}')
    userdata.install(app, lang="en", background=False)
    userdata.continue_game(app)
    assert isinstance(app.top, MessageScene)
    assert "restored" in " ".join(app.top.lines)
    assert not (home / "autosave.json").exists()


# -- the real table scene: hooks for autosave and the refused-move link ------------------

def _table(app, kinds=("human", "random")):
    from cardtable.ui.scenes.table import TableScene
    seats = [Seat(f"P{i}", "human" if k == "human" else "ai", "normal" if k == "human" else k)
             for i, k in enumerate(kinds)]
    m = Match("durak", seats, {"variant": "throw_in"}, seed=0)   # seed 0: P0 leads the first bout
    return app.push(TableScene(app, m))


def _human_lead(scene) -> str:
    """A lead of two different ranks from the human's hand (refused: DUR-5)."""
    from cardtable.engine.durak.cards import card_str
    hand = scene.match.state.view(0)["hand"]
    a = hand[0]
    b = next(c for c in hand if c // 4 != a // 4)
    return f"0:attack {card_str(a)} {card_str(b)}"


def test_table_hook_autosaves_and_f1_opens_the_cited_rule(home, app):
    data = userdata.install(app, lang="en", background=False)
    scene = _table(app)
    assert data.table is scene and (home / "autosave.json").exists()
    for _ in range(3):
        app.step()
    assert any(a.kind == "attack" for a in scene.match.state.legal_actions(0))
    before = list(scene.match.state.history)
    assert not scene.try_apply(_human_lead(scene))
    assert scene.match.state.history == before
    text, error, _ttl = scene.toasts[-1]
    assert error and text == "That is not a lead you may make in this variant. (F1:\u00a0the\u00a0rule)"   # no rule id
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene)
    assert app.top.rule == "DUR-5" and app.top.game == "durak"
    frame(app)
    assert app.top.current_section() == "bout"
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    # a click on the red message opens it too
    frame(app)
    [(rect, err)] = [(r, e) for r, e in userdata.toast_rects(scene) if e]
    click(app, type("B", (), {"rect": rect})())
    assert isinstance(app.top, RulesScene) and app.top.rule == "DUR-5"
    app.pop()
    saved = json.loads((home / "autosave.json").read_text("utf-8"))
    assert saved["match"]["record"]["actions"] == [str(a) for a in scene.match.state.history]


def test_bare_app_without_install_writes_nothing(home):
    """Other scenes' tests build Apps without the player's data: no files appear."""
    a = App((1280, 720), fixed_dt=1 / 60)
    try:
        userdata._register_entries()
        [cont] = [e for e in menu.MENU_ENTRIES if e.key == "continue"]
        assert cont.visible(a) is False
        _table(a)
        [lang] = [e for e in menu.MENU_ENTRIES if e.key == "language"]
        lang.action(a)
        assert not any(home.iterdir())
        assert getattr(a, "userdata", None) is None
    finally:
        i18n.set_language("en")
        pygame.display.quit()


# -- hint and game log -------------------------------------------------------------------

def test_hint_suggests_a_legal_action_and_highlights_it(home, app):
    from cardtable.ui.scenes import table_extras
    userdata.install(app, lang="en", background=False)
    scene = _table(app)
    for _ in range(3):
        app.step()
    ex = table_extras.extras(scene)
    assert ex.can_hint()
    action = ex.suggestion()
    assert action in scene.match.state.legal_actions(0)
    assert ex.suggestion() == action                     # same view and moment, same hint
    key(app, pygame.K_h)
    text = scene.toasts[-1][0]
    assert text.startswith("Hint: attack with ")
    assert ex.hint_cards() == list(action.cards)
    frame(app)
    scene.try_apply(action)
    assert ex.hint_cards() == []                         # the hint is gone once the state moved on


def test_game_log_lists_actions_in_words_in_both_languages(home, app):
    from cardtable.ui.scenes import table_extras
    userdata.install(app, lang="en", background=False)
    scene = _table(app)
    for _ in range(3):
        app.step()
    ex = table_extras.extras(scene)
    assert not ex.log_open
    key(app, pygame.K_l)
    assert ex.log_open
    lead = [a for a in scene.match.state.legal_actions(0) if a.kind == "attack"][0]
    scene.try_apply(lead)
    frame(app)
    first = ex.lines()[0]
    assert first.startswith("You attack with ")          # P0 is the only person: "you"
    assert table_extras.describe(scene, "1:cover 8♠/7♠") == "P1 covers 7♠ with 8♠"
    assert table_extras.describe(scene, "1:take") == "P1 takes"
    i18n.set_language("ru")
    assert table_extras.describe(scene, "1:cover 8♠/7♠") == "P1 кроет 7♠ картой 8♠"
    assert table_extras.describe(scene, "0:swap @1") == "Обмен картами: вы ↔ P1"
    assert table_extras.describe(scene, "1:odd X") == "P1: odd X"
    assert table_extras.describe(scene, "garbage") == "garbage"
    click(app, ex.log_button)
    assert not ex.log_open


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
    table = _table(app)
    app.push(PauseScene(app, table))
    frame(app)
    [b] = [w for w in app.top.buttons if w.key == "rules"]
    click(app, b)
    assert isinstance(app.top, RulesScene) and app.top.game == "durak"


@pytest.mark.parametrize("sheet", [{"totals": "abc", "deals": []}, {"totals": [0], "deals": []},
                                   {"deals": []}, {"totals": [0, "x"], "deals": [], "epaulettes": [0, 0]}])
def test_continue_refuses_a_hand_edited_score_sheet(home, app, sheet):
    m = _finished_match()
    data = m.to_json()
    data["sheet"] = sheet
    Store().save_game({"match": data, "viewer": 0})
    userdata.install(app, lang="en", background=False)
    userdata.continue_game(app)
    assert isinstance(app.top, MessageScene)
    assert not (home / "autosave.json").exists()


def test_a_failing_autosave_is_reported_on_the_table(home, app, monkeypatch):
    from cardtable.match import storage

    def disk_full(path, data, **kw):
        raise OSError("No space left on device")

    userdata.install(app, lang="en", background=False)
    monkeypatch.setattr(storage, "atomic_write_json", disk_full)
    scene = _table(app)
    frame(app)
    text, error, _ttl = scene.toasts[-1]
    assert error and text == "The saved game file could not be written (is the disk full?)."


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
