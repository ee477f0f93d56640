"""The replay viewer and the puzzle table on screen (issue 35): a finished deal is kept in the
statistics file and watched from the Replays screen, its buttons step exactly, a bad file is
said so and changes nothing; a puzzle refuses a move that lets the opponent escape and is
remembered once solved."""

from __future__ import annotations

import json

import pygame
import pytest

from cardtable import puzzles
from cardtable.match import Match, Seat, play_deal
from cardtable.ui import i18n, routes
from cardtable.ui.scene import App
from cardtable.ui.scenes import userdata
from cardtable.ui.scenes.replay import ReplayScene
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


def app_with_data(lang: str = "en") -> tuple[App, userdata.UserData]:
    i18n.set_language(lang)
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    return app, userdata.install(app, lang=lang, background=False)


def press(app, scene, key: str) -> None:
    app.draw(app.screen)
    buttons = getattr(scene, "controls", None) or getattr(scene, "items", []) + [getattr(scene, "open_button", None)]
    button = next(b for b in buttons if b is not None and b.key == key)
    click(app, button.rect.center)


def test_a_finished_deal_is_kept_and_watched_step_by_step(home):
    app, data = app_with_data("en")
    m = Match("durak", [Seat("Anna", "human"), Seat("Boris", "ai", "easy")], {}, seed=4)
    data.attach(type("T", (), {"match": m, "viewer": 0, "autoplay": False})())
    play_deal(m)                                    # statistics count it and keep its record
    kept = data.store.load_stats().deals
    assert len(kept) == 1 and kept[0]["names"] == ["Anna", "Boris"] and kept[0]["viewer"] == 0
    assert kept[0]["record"]["actions"] == [str(a) for a in m.state.history]
    app.push(routes.make(app, "replays"))
    run(app, 2)
    lst = app.top
    assert lst.items[0].text.startswith("Durak · Anna, Boris")
    press(app, lst, "deal:0")
    viewer = app.top
    assert isinstance(viewer, ReplayScene) and viewer.i == 0
    record = kept[0]["record"]
    for _ in range(3):
        press(app, viewer, "forward")
        run(app, 40)
    assert viewer.i == 3
    assert [str(a) for a in viewer.match.state.history] == record["actions"][:3]
    press(app, viewer, "back")
    assert viewer.i == 2 and [str(a) for a in viewer.match.state.history] == record["actions"][:2]
    press(app, viewer, "last")
    assert viewer.match.state.is_over and viewer.log_lines()[-1]
    press(app, viewer, "hands")
    assert viewer.show_hands
    press(app, viewer, "next_bout")                 # at the end: stays in the last bout
    assert viewer.i == viewer.replay.bouts[-1]
    press(app, viewer, "first")
    assert viewer.i == 0 and not viewer.match.state.history
    press(app, viewer, "play")
    run(app, 400)
    assert viewer.i > 3                              # playing steps on by itself
    assert not (home / "autosave.json").exists()     # watching saves nothing


@pytest.mark.parametrize("lang, words", [("en", "cannot be watched"), ("ru", "нельзя посмотреть")])
def test_a_bad_file_says_so_and_changes_nothing(home, tmp_path, lang, words):
    app, data = app_with_data(lang)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"version": 1, "game": "durak", "players": 2, "seed": 1, "actions": ["0:take"]}))
    before = bad.read_bytes()
    lst = app.push(routes.make(app, "replays"))
    run(app, 2)
    press(app, lst, "open")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(bad)))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    run(app, 2)
    assert app.top is lst and words in lst.error
    assert bad.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("bad"))\
        == ["bad.json"]


def test_a_record_file_opens_from_the_command_line(home, tmp_path, monkeypatch):
    from cardtable import app as app_module

    m = Match("strong_witchcraft", [Seat("Anna", "human"), Seat("Boris", "ai", "easy")], {}, seed=4)
    play_deal(m)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(m.state.to_record(), ensure_ascii=False), encoding="utf-8")
    parser = app_module.build_parser()
    app = app_module.start(parser.parse_args(["--replay", str(path), "--lang", "en", "--size", "960x600"]))
    assert isinstance(app.top, ReplayScene) and len(app.top.replay) == len(m.state.history)


def test_a_puzzle_refuses_an_escape_and_is_remembered_when_solved(home):
    app, data = app_with_data("en")
    entry = puzzles.puzzle("strong_witchcraft.p2")
    scene = app.push(routes.make(app, "puzzle", entry["id"]))
    run(app, 20)
    before = scene.match.state.to_position()
    wrong = next(a for a in scene.match.state.legal_actions(0) if str(a) != entry["solution"])
    assert not scene.try_apply(wrong)
    assert scene.match.state.to_position() == before and scene.feedback == (i18n.t("puzzle.lost"), True)
    press_strip(app, scene, "show")
    assert entry["solution"].split()[-1] in scene.feedback[0] or scene.feedback[0].startswith("The winning move")
    for _ in range(40):
        if scene.solved:
            break
        if scene.match.state.to_act == 0 and not scene.table.animating():
            move = puzzles.winning_moves(scene.match.state, 0)[0]
            assert scene.try_apply(move)
        run(app, 30)
    assert scene.solved and entry["id"] in data.store.load_stats().progress["puzzles"]


def press_strip(app, scene, key: str) -> None:
    app.draw(app.screen)
    click(app, next(b for b in scene.strip_buttons if b.key == key).rect.center)


def test_a_replay_position_opens_as_a_puzzle(home):
    """A finished deal watched back: a position the seat to act sees whole becomes a puzzle."""
    app, data = app_with_data("ru")
    entry = puzzles.puzzle("strong_witchcraft.p1")
    state = puzzles.start(entry)
    state.apply(entry["solution"])
    while state.to_act != 0 and not state.is_over:
        state.apply(state.legal_actions()[0])
    at = len(state.history)
    wanted = state.to_position()
    while not state.is_over:          # the deal played to its end: a finished deal's record
        p = state.to_act
        state.apply(puzzles.winning_moves(state, 0)[0] if p == 0 else state.legal_actions()[0])
    from cardtable.match.replays import from_data

    viewer = app.push(ReplayScene(app, from_data(state.to_record())))
    viewer.goto(at)
    press(app, viewer, "puzzle")
    assert type(app.top).__name__ == "PuzzleScene" and app.top.match.state.to_position() == wanted


def test_a_running_games_save_never_shows_the_hidden_hands(home, tmp_path):
    """GEN-2: the autosave of a deal still being played opens in the viewer from the person's
    seat, and offers neither "Show all hands" nor "Make a puzzle" (the deal is not over)."""
    app, data = app_with_data("en")
    m = Match("strong_witchcraft", [Seat("Anna", "human"), Seat("Boris", "ai", "easy")], {}, seed=4)
    for _ in range(6):
        m.apply(m.ai_choose(m.state.to_act))
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps({"version": 1, "match": m.to_json(), "viewer": 0}, ensure_ascii=False))
    from cardtable.ui.scenes.replay_list import open_file

    assert open_file(app, str(path)) is None
    viewer = app.top
    assert isinstance(viewer, ReplayScene) and not viewer.replay.finished and viewer.viewer == 0
    keys = [b.key for b in viewer.controls]
    assert "hands" not in keys and "puzzle" not in keys and "close" in keys


BOUT_WORDS = {("durak", "en"): ("Bout 1 of", "◀ Bout", "Bout ▶"),
              ("durak", "ru"): ("Ход 1 из", "◀ Ход", "Ход ▶"),
              ("donkey", "en"): ("Round 1 of", "◀ Round", "Round ▶"),
              ("donkey", "ru"): ("Круг 1 из", "◀ Круг", "Круг ▶")}


@pytest.mark.parametrize("game, lang", list(BOUT_WORDS))
def test_the_viewer_names_a_bout_as_its_game_does(home, game, lang):
    """A durak attack is a «ход» in Russian, as the rules (DUR-9) and the table's "last bout"
    («Прошлый ход») say, not a «кон»; Who's the Donkey? plays rounds («круг», "Round"), as
    its table's "last round" says.  The counter and the jump buttons use that word."""
    from cardtable.match.replays import from_data
    from cardtable.ui import widgets

    app, _ = app_with_data(lang)
    players = 4 if game == "donkey" else 2
    m = Match(game, [Seat(f"P{k}", "ai", "easy") for k in range(players)], {}, seed=3)
    play_deal(m)
    viewer = app.push(ReplayScene(app, from_data(m.state.to_record())))
    run(app, 2)
    app.draw(app.screen)
    counter, prev_label, next_label = BOUT_WORDS[game, lang]
    assert viewer.bout_text() == f"{counter} {len(viewer.replay.bouts)}"
    labels = {b.key: widgets.label(b.text) for b in viewer.controls}
    assert (labels["prev_bout"], labels["next_bout"]) == (prev_label, next_label)


@pytest.mark.parametrize("lang, line", [
    ("en", "Your opponent holds: Fire Spark (Fire 1), Whirlpool (Water 2), Tidal Wave (Water 3), "
           "Grasping Vines (Life 2)"),
    ("ru", "У соперника: Огненная искра (Огонь 1), Водоворот (Вода 2), Цунами (Вода 3), "
           "Цепкие лозы (Жизнь 2)")])
def test_a_puzzle_names_the_opponents_spells_in_words(home, lang, line):
    """The puzzle strip lists the opponent's spells by name, school and strength, as the
    lessons say them — not the notation's "F1 … W2 … L2", whose letters mean nothing in Russian."""
    app, _ = app_with_data(lang)
    scene = app.push(routes.make(app, "puzzle", "strong_witchcraft.p1"))
    run(app, 5)
    assert scene.held_lines() == [line]


@pytest.mark.parametrize("lang, prompt", [
    ("ru", "Подкиньте заклятье той же силы, что на столе, или пас"),
    ("en", "Throw in a spell of a strength on the table, or pass")])
def test_a_puzzles_prompt_is_never_cut_at_960x600(home, lang, prompt):
    """The puzzle strip leaves the table narrow at 960×600: the prompt above the hand spreads
    over the free band beside it rather than ending in "…" (its rows are drawn whole, and the
    band it takes holds no other furniture)."""
    from cardtable.ui import widgets

    app, _ = app_with_data(lang)
    scene = app.push(routes.make(app, "puzzle", "strong_witchcraft.p1"))
    run(app, 5)
    for move in ("0:attack E1", "0:attack W3"):
        assert scene.try_apply(scene.match.state.coerce(move))
        for _ in range(600):
            app.step()
            if scene.match.state.legal_actions(0) and not scene.table.animating():
                break
    app.draw(app.screen)
    text = scene.table.status_text(scene.current_view())
    assert text == prompt
    lay = scene.table.lay
    rect = scene.status_rect(text)
    rows = widgets.fitted_rows(text, rect, 19, True, min_size=14)
    assert " ".join(rows) == prompt
    others = [r for box in lay.seats.values() for r in box.rects()] + [b.rect for b in scene.buttons]
    assert not any(rect.colliderect(r) for r in others)
