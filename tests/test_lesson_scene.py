"""The lesson scene (issue 35): a lesson driven through the real table with mouse events —
a wrong card is refused with the game's rule and changes nothing, the right one is played,
the lesson ends, is remembered in the statistics file, and offers the next one."""

from __future__ import annotations

import pygame
import pytest

from cardtable import lessons
from cardtable.engine.durak.cards import parse_card
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.scene import App
from cardtable.ui.scenes import userdata
from tests.ui_kit import click, drag, run

pytestmark = pytest.mark.ui


def open_lesson(lesson_id: str, lang: str = "en", size=(960, 600)):
    i18n.set_language(lang)
    app = App(size, fixed_dt=1 / 60, settings={"speed": "fast"})
    scene = app.push(routes.make(app, "lesson", lesson_id))
    run(app, 30)
    return app, scene


DUR_3 = {"en": "A card is beaten by a higher card of its suit or by a trump; a trump only by a higher trump.",
         "ru": "Карту бьёт старшая карта той же масти или козырь; козырь — только старший козырь."}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cover_lesson_with_the_mouse(home, lang):
    """durak.cover (DUR-6): dragging the 6♥ onto the 7♥ is refused with the engine's rule
    (the table unchanged), dragging the 9♥ covers it; the lesson is then done and saved."""
    i18n.set_language(lang)
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    data = userdata.install(app, lang=lang, store=None, background=False)
    scene = app.push(routes.make(app, "lesson", "durak.cover"))
    run(app, 30)
    before = scene.match.state.to_position()
    target = scene.table.sprite_rect(parse_card("7♥")).center
    drag(app, scene, parse_card("6♥"), target)
    run(app, 5)
    assert scene.match.state.to_position() == before
    assert scene.last_refusal is not None and scene.last_refusal.rule.startswith("DUR-")
    text, error = scene.feedback
    # the rule's own words under the step, without its id (issue 34 item 10: ids are for F1)
    assert scene.last_refusal.rule == "DUR-3"
    assert error and text == DUR_3[lang] == i18n.refusal(scene.last_refusal)
    assert scene.step_i == 0
    drag(app, scene, parse_card("9♥"), scene.table.sprite_rect(parse_card("7♥")).center)
    for _ in range(600):
        app.step()
        if scene.done:
            break
    assert str(scene.match.state.history[-1]) == "0:cover 9♥/7♥"
    assert scene.done and "durak.cover" in data.stats.progress["lessons"]
    assert "durak.cover" in data.store.load_stats().progress["lessons"]
    # the strip offers the next lesson of the course; a click opens it
    app.draw(app.screen)
    nxt = next(b for b in scene.end_buttons if b.key == "next")
    click(app, nxt.rect.center)
    run(app, 5)
    assert app.top.entry["id"] == lessons.lessons("durak")[2]["id"] == "durak.trumps"


def test_a_legal_move_off_the_goal_is_explained_and_not_played():
    """durak.transfer (DUR-12): the Take button is legal but is not a transfer: the step's
    explanation shows in the chosen language and nothing is played."""
    app, scene = open_lesson("durak.transfer", "ru")
    before = scene.match.state.to_position()
    app.draw(app.screen)
    take = next(b for b in scene.buttons if b.key == "take")
    click(app, take.rect.center)
    run(app, 3)
    assert scene.match.state.to_position() == before
    wrong = lessons.lesson("durak.transfer")["steps"][0]["wrong"]["ru"]
    assert scene.feedback == (wrong, True)


def test_lesson_tables_are_never_saved(home):
    """A lesson is practice: no autosave appears, nothing is counted."""
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    data = userdata.install(app, background=False)
    scene = app.push(routes.make(app, "lesson", "durak.fool"))
    run(app, 5)
    scene.try_apply(scene.match.state.coerce("0:attack A♣"))
    for _ in range(300):
        app.step()
        if scene.done:
            break
    assert scene.done
    assert not data.store.save_path.exists()
    assert data.stats.games == {}


def test_learn_screen_lists_every_game_and_ticks_done_lessons(home):
    app = App((960, 600), fixed_dt=1 / 60)
    data = userdata.install(app, background=False)
    data.stats.mark_done("lessons", "durak.attack")
    i18n.set_language("en")
    scene = app.push(routes.make(app, "learn"))
    run(app, 2)
    labels = [widgets.label(b.text) for b in scene.items]
    assert labels[0] == "✓ Attack" and labels[1] == "Cover"
    assert [b.key for b in scene.tab_buttons] == [f"tab:{g}" for g in lessons.lesson_games()] + ["tab:puzzles"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    run(app, 2)
    assert scene.tab == "witch_durak" and scene.items[0].key == "witch_durak.six"


def test_the_hint_in_a_lesson_is_the_lessons_move(home):
    """H in a lesson points at the step's move, not at whatever the AI would play."""
    from cardtable.ui.scenes import table_extras

    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    userdata.install(app, lang="en", background=False)
    scene = app.push(routes.make(app, "lesson", "durak.throw_in"))
    run(app, 20)
    assert str(table_extras.extras(scene).suggestion()) == "0:throw 8♥"


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=" "))
    app.step()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_space_at_a_lessons_end_opens_the_next_lesson(home, lang):
    """A finished lesson lights "Next lesson"; Space presses it as it presses the lit button
    everywhere else — but not in the first half second, when it is the double tap of the last
    move.  The last lesson of a course lights "Back" instead, and Space goes back to the list."""
    app, scene = open_lesson("durak.attack", lang)
    app.push(routes.make(app, "learn"))          # the list under the lesson, as from the menu
    app.pop()
    scene.try_apply(scene.match.state.coerce("0:attack 6♠"))
    for _ in range(600):
        app.step()
        if scene.done:
            break
    assert scene.done
    app.draw(app.screen)
    lit = [widgets.label(b.text) for b in scene.end_buttons if b.primary]
    assert lit == [{"en": "Next lesson", "ru": "Следующий урок"}[lang]]
    key(app, pygame.K_SPACE)                     # at once: the tap of the move, not "next"
    assert app.top is scene
    run(app, 40)
    key(app, pygame.K_SPACE)
    run(app, 3)
    assert app.top is not scene and app.top.entry["id"] == "durak.cover"


def test_space_at_the_last_lessons_end_goes_back_to_the_list(home):
    last = lessons.lessons("durak")[-1]["id"]
    i18n.set_language("ru")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "fast"})
    learn = app.push(routes.make(app, "learn"))
    scene = app.push(routes.make(app, "lesson", last))
    run(app, 30)
    scene.finish()
    app.draw(app.screen)
    assert [widgets.label(b.text) for b in scene.end_buttons if b.primary] == ["Назад"]
    run(app, 40)
    key(app, pygame.K_RETURN)
    assert app.top is learn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_lesson_plays_to_its_end_with_whole_prompts(home, lang):
    """Every lesson of every game, played through the lesson scene at 960×600 by its expected
    moves, ends (the strip's end buttons), and the prompt above the hand is never cut short
    with "…" on the way — the strip narrows the table, and a prompt such as «Ваш ход: красная
    карта или «5», иначе возьмите карту» used to lose its end (40 lesson screens of 96)."""
    cut, stuck = [], []
    for entry in lessons.lessons():
        app, scene = open_lesson(entry["id"], lang)
        for k, step in enumerate(entry["steps"]):
            for _ in range(900):
                app.step()
                if scene.step_i == k and scene.match.state.legal_actions(scene.seat) and not scene.table.animating():
                    break
            app.draw(app.screen)
            text = scene.table.status_text(scene.current_view())
            if text and widgets.fitted_rows(text, scene.status_rect(text), 19, True, min_size=14)[-1].endswith("…"):
                cut.append((entry["id"], text))
            assert scene.try_apply(scene.match.state.coerce(step["move"])), (entry["id"], step["move"])
        for _ in range(900):
            app.step()
            if scene.done:
                break
        if not (scene.done and scene.end_buttons):
            stuck.append(entry["id"])
    assert (cut, stuck) == ([], [])


def test_play_again_after_a_lessons_deal_is_the_lesson_not_a_saved_table(home):
    """A lesson's deal played out to the match's end offers "Play again": that is the lesson
    again (over the menu and the Learn screen), never a plain table — which was autosaved
    over the player's own match (Continue then opened the lesson's two seats) and counted."""
    from cardtable.ui.scenes.learn_lesson import LessonScene
    from cardtable.ui.scenes.results import MatchResultScene

    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    data = userdata.install(app, lang="en", background=False)
    app.push(routes.make(app, "menu"))
    app.push(routes.make(app, "learn", "durak"))
    scene = app.push(routes.make(app, "lesson", "durak.take"))
    run(app, 5)
    for step in scene.entry["steps"]:
        for _ in range(300):
            app.step()
            if scene.match.state.legal_actions(scene.seat) and not scene.table.animating():
                break
        assert scene.try_apply(scene.match.state.coerce(step["move"]))
    for _ in range(600):
        app.step()
        if scene.done:
            break
    app.draw(app.screen)
    click(app, next(b for b in scene.end_buttons if b.key == "play_on").rect.center)
    for _ in range(20000):
        app.step()
        top = app.top
        if isinstance(top, MatchResultScene):
            break
        if top is scene and scene.match.state.legal_actions(scene.seat) and not scene.table.animating():
            scene.try_apply(scene.match.state.legal_actions(scene.seat)[0])
        elif top is not scene:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
            run(app, 40)
    assert isinstance(app.top, MatchResultScene)
    run(app, 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    run(app, 5)
    assert isinstance(app.top, LessonScene) and app.top.entry["id"] == "durak.take" and app.top is not scene
    assert [type(s).__name__ for s in app.stack] == ["MenuScene", "LearnScene", "LessonScene"]
    run(app, 30)
    assert not data.store.save_path.exists()
    assert data.stats.games == {}


def test_esc_on_a_played_out_lessons_deal_result_leaves_the_lesson(home):
    """Esc on the deal result of a lesson's played-out deal asks the table to pause; a lesson
    has no pause: it leaves, result and all, back to the Learn screen (it used to close only
    the result and leave a finished table with nothing to press)."""
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    userdata.install(app, lang="ru", background=False)
    learn = app.push(routes.make(app, "learn", "durak"))
    scene = app.push(routes.make(app, "lesson", "durak.fool"))
    run(app, 5)
    scene.try_apply(scene.match.state.coerce("0:attack A♣"))
    for _ in range(300):
        app.step()
        if scene.done:
            break
    scene.play_on()
    for _ in range(3000):
        app.step()
        if app.top is not scene:
            break
        if scene.match.state.legal_actions(scene.seat) and not scene.table.animating():
            scene.try_apply(scene.match.state.legal_actions(scene.seat)[0])
    assert type(app.top).__name__ == "DealResultScene"
    run(app, 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    run(app, 3)
    assert app.top is learn and scene not in app.stack
