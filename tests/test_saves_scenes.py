"""The player's files at play: statistics recorded per deal (and reset with a confirmation),
autosave after every action, Continue to the exact table (and refused for a damaged or
hand-edited save), the table's hooks (autosave, F1 to the cited rule, a failing save said),
the hint and the game log (issue 10); under the dummy video driver."""

from __future__ import annotations

import json

import pygame
import pytest

from cardtable.match import play_deal
from cardtable.match.storage import Store
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes import menu, pause, statistics, userdata
from cardtable.ui.scenes.message import ConfirmScene, MessageScene
from cardtable.ui.scenes.rules import RulesScene
from cardtable.ui.scenes.statistics import StatisticsScene
from tests.scenes_kit import FakeTable, click, finished_match, frame, key, table_scene

pytestmark = pytest.mark.ui


# -- statistics ------------------------------------------------------------------------

def test_deal_statistics_recorded_once_and_save_cleared_at_match_end(home, app):
    data = userdata.install(app, lang="en", background=False)
    m = finished_match()
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
    m = finished_match()
    data.attach(FakeTable(app, m, autoplay=True))
    play_deal(m)
    assert not (home / "autosave.json").exists() and not (home / "statistics.json").exists()


def test_background_saver_writes_the_latest_state(home, app):
    data = userdata.install(app, lang="en")
    m = finished_match()
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
    m = finished_match(seed=11)
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

def _human_lead(scene) -> str:
    """A lead of two different ranks from the human's hand (refused: DUR-5)."""
    from cardtable.engine.durak.cards import card_str
    hand = scene.match.state.view(0)["hand"]
    a = hand[0]
    b = next(c for c in hand if c // 4 != a // 4)
    return f"0:attack {card_str(a)} {card_str(b)}"


def test_table_hook_autosaves_and_f1_opens_the_cited_rule(home, app):
    data = userdata.install(app, lang="en", background=False)
    scene = table_scene(app)
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
        table_scene(a)
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
    scene = table_scene(app)
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
    scene = table_scene(app)
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



@pytest.mark.parametrize("sheet", [{"totals": "abc", "deals": []}, {"totals": [0], "deals": []},
                                   {"deals": []}, {"totals": [0, "x"], "deals": [], "epaulettes": [0, 0]}])
def test_continue_refuses_a_hand_edited_score_sheet(home, app, sheet):
    m = finished_match()
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
    scene = table_scene(app)
    frame(app)
    text, error, _ttl = scene.toasts[-1]
    assert error and text == "The saved game file could not be written (is the disk full?)."

