"""A durak puzzle on the table (issue 35): the seat may be either player, "The idea" shows the
puzzle's own hint in the language of the moment, a move that lets the opponent escape is
refused with the position kept, and the winning line plays to "Solved"."""

from __future__ import annotations

import pytest

from cardtable import puzzles
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.scene import App
from tests.test_replay_puzzle_scenes import app_with_data, press_strip
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


def open_puzzle(lang: str, puzzle_id: str):
    app, data = app_with_data(lang)
    scene = app.push(routes.make(app, "puzzle", puzzle_id))
    run(app, 20)
    return app, data, scene


@pytest.mark.parametrize("lang, label, hint", [
    ("en", "The idea", "Beat the ten with the smaller trump and keep the ace for his queen of trumps."),
    ("ru", "Идея решения", "Бейте десятку младшим козырем, а туза берегите для его козырной дамы."),
])
def test_the_idea_shows_the_puzzles_own_hint(home, lang, label, hint):
    app, _data, scene = open_puzzle(lang, "durak.p6")
    assert [b.key for b in scene.strip_buttons] == ["clue", "show", "retry", "back"]
    assert widgets.label(scene.strip_buttons[0].text) == label and scene.feedback is None
    press_strip(app, scene, "clue")
    assert scene.feedback == (hint, False)


def test_a_made_puzzle_without_a_hint_has_no_idea_button(home):
    i18n.set_language("en")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    entry = dict(puzzles.puzzle("durak.p6"))
    del entry["hint"]
    scene = app.push(routes.make(app, "puzzle", entry))
    assert [b.key for b in scene.strip_buttons] == ["show", "retry", "back"]


def test_a_durak_puzzle_for_the_second_seat_refuses_an_escape_and_is_solved(home):
    """durak.p1 is seat 1's (the defender's): covering with the ace of trumps lets the
    opponent throw in his ace and draw (DUR-11), so it is refused; the king of trumps wins."""
    app, data, scene = open_puzzle("en", "durak.p1")
    assert scene.seat == 1 and scene.match.state.to_act == 1
    before = scene.match.state.to_position()
    assert not scene.try_apply(scene.match.state.coerce("1:cover A♥/7♦"))
    assert scene.match.state.to_position() == before and scene.feedback == (i18n.t("puzzle.lost"), True)
    for _ in range(40):
        if scene.solved:
            break
        if scene.match.state.to_act == 1 and not scene.table.animating():
            assert scene.try_apply(puzzles.winning_moves(scene.match.state, 1)[0])
        run(app, 30)
    assert scene.solved and scene.feedback == (i18n.t("puzzle.solved"), False)
    assert "durak.p1" in data.store.load_stats().progress["puzzles"]


@pytest.mark.parametrize("lang, heads", [("en", ["Durak", "Witch durak", "Strong Witchcraft"]),
                                         ("ru", ["Дурак", "Дурак колдовской", "Сильное колдунство"])])
def test_learns_puzzles_stand_in_a_column_per_game_under_its_name(home, lang, heads):
    """Each game's puzzles are numbered from 1: one list would mix two games' '1.'s."""
    from cardtable import engine
    from cardtable.ui.scenes.learn import PUZZLES

    i18n.set_language(lang)
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    scene = app.push(routes.make(app, "learn", PUZZLES))
    app.draw(app.screen)
    assert [i18n.game_name(engine.game_info(g)) for g, _x, _y in scene.column_heads] == heads
    by_game = {g: [b for b in scene.items if b.key.startswith(g + ".")] for g, _x, _y in scene.column_heads}
    for g, x, y in scene.column_heads:
        column = by_game[g]
        assert column and all(b.rect.centerx == x and b.rect.top > y for b in column)
        assert [b.rect.top for b in column] == sorted(b.rect.top for b in column)
    assert by_game["durak"][0].rect.top == by_game["strong_witchcraft"][0].rect.top
    rects = [b.rect for b in scene.items] + [scene.back.rect]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(app.screen.get_rect().contains(r) for r in rects)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_make_a_puzzle_in_a_durak_replay(home, lang):
    """A finished two-player durak deal in the viewer: at a position where the stock still hides
    cards "Make a puzzle" says there is none; at an endgame the seat to act wins by force it
    opens that position as a puzzle (without a hint of its own: no "The idea")."""
    from cardtable import engine
    from cardtable.match import Match, Seat, play_deal
    from cardtable.match.replays import from_data
    from cardtable.ui.scenes.replay import ReplayScene

    app, _data = app_with_data(lang)
    m = Match("durak", [Seat("A", "human"), Seat("B", "ai", "normal")], {}, seed=7)
    play_deal(m)
    record = m.state.to_record()
    at = next(i for i in range(len(record["actions"]), 0, -1)
              if puzzles.from_state(engine.replay(dict(record, actions=record["actions"][:i]))) is not None)
    viewer = app.push(ReplayScene(app, from_data(m.to_json())))
    viewer.goto(2)
    app.draw(app.screen)
    click(app, next(b for b in viewer.controls if b.key == "puzzle").rect.center)
    assert app.top is viewer and viewer.toasts and viewer.toasts[-1][:2] == [i18n.t("replay.no_puzzle"), True]
    viewer.goto(at)
    wanted = viewer.match.state.to_position()
    app.draw(app.screen)
    click(app, next(b for b in viewer.controls if b.key == "puzzle").rect.center)
    scene = app.top
    assert type(scene).__name__ == "PuzzleScene" and scene.match.state.to_position() == wanted
    assert [b.key for b in scene.strip_buttons] == ["show", "retry", "back"]
    assert scene.entry["title"][lang] == i18n.t("puzzle.made")
