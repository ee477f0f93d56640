"""Messages that go stale go away (issue 18, item 9): the red refusal after a legal move,
a hint once its card is played, the deal-start message is not replayed on Continue, and
the end-of-deal panel is opaque with no old message around it."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine.durak.cards import parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras, userdata
from cardtable.ui.scenes.results import DealResultScene
from cardtable.ui.scenes.table import TableScene
from tests.test_ui_durak_table import make_table
from tests.ui_kit import click, drag, run

pytestmark = pytest.mark.ui


def texts(scene) -> list[str]:
    return [x[0] for x in scene.toasts]


def key(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def test_the_refusal_goes_once_a_legal_move_is_made():
    app, scene = make_table(("human", "normal"))
    run(app, 3)
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)       # attack; the AI covers at once
    run(app, 3)
    st = scene.match.state
    assert st.to_act == 0 and {a.kind for a in scene.human_actions()} >= {"throw", "done"}
    drag(app, scene, parse_card("9♦"), scene.table.pairs_rect.center)       # no 9 on the table: refused
    assert scene.last_refusal is not None
    refusal = [x[0] for x in scene.toasts if x[1]]
    assert len(refusal) == 1
    run(app, 10)
    assert [x[0] for x in scene.toasts if x[1]] == refusal                  # still there while nothing happens
    done = next(b for b in scene.buttons if b.key == "done")
    click(app, done.rect.center)
    assert not [x for x in scene.toasts if x[1]] and scene.last_refusal is None


def test_a_hint_goes_once_its_card_is_played():
    app, scene = make_table(("human", "normal"))
    table_extras.install(app)
    run(app, 3)
    key(app, pygame.K_h)
    hint = [x for x in texts(scene) if x.startswith("Hint:")]
    assert len(hint) == 1
    action = scene.extras.hint[0]
    run(app, 30)
    assert hint[0] in texts(scene)                      # it stays while the situation is the same
    drag(app, scene, action.cards[0], scene.table.pairs_rect.center)
    assert str(scene.match.state.history[0]) == str(action)
    run(app, 1)
    assert hint[0] not in texts(scene) and scene.extras.hint_cards() == []


def test_continue_does_not_repeat_the_deal_start_message(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    data = userdata.install(app, lang="en", speed="instant", background=False)
    m = Match("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], {}, seed=3)
    first = app.push(TableScene(app, m))
    start = texts(first)
    assert any("lowest trump" in x for x in start)      # the message a new deal opens with (DUR-4)
    for _ in range(100):
        app.step()
        legal = first.human_actions()
        if legal and len(m.state.history) >= 2:
            break
        if legal:
            first.try_apply(legal[0])
    data.leave()
    app.reset(app.stack[0])
    assert userdata.continue_game(app)
    again = app.top
    assert isinstance(again, TableScene) and again is not first
    assert [str(a) for a in again.match.state.history] == [str(a) for a in m.state.history]
    assert not any("lowest trump" in x for x in texts(again))
    assert not any(sp.moving for sp in again.table.sprites.values())      # no deal flying in again


def test_the_deal_result_panel_is_opaque_and_alone():
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    m = Match("durak", [Seat("A", "ai", "random"), Seat("B", "ai", "random")], {}, seed=2)
    scene = app.push(TableScene(app, m))
    for _ in range(3000):
        if scene.match.deal_over:
            break
        scene.toast("An old message that must not show through")
        app.step()
    run(app, 200)
    assert isinstance(app.top, DealResultScene)
    assert scene.toasts == []
    app.draw(app.screen)
    box = app.top.layout(app.size)[0]
    y = scene.table.toast_y()                    # where the messages were drawn
    assert box.top < y < box.bottom
    assert tuple(app.screen.get_at((box.x + 12, y)))[:3] == (12, 30, 24)


def test_a_message_lives_its_seconds_of_real_time_not_of_frames():
    """A stale message once stayed long after its moment: a message's life was counted in
    frame steps, which are clamped to 50 ms, so slow frames (an AI thinking beside the
    loop) stretched 3.5 s into many more, and a pause stopped the count.  Now it ends
    TOAST_SECONDS after it was said on the app's real clock."""
    from cardtable.ui.scenes import toasts
    app, scene = make_table(("human", "normal"))
    run(app, 3)
    app.fixed_dt = None                         # real time, with frames of 200 ms each
    monkey_tick = [200]
    app.clock = type("Slow", (), {"tick": lambda self, fps=0: monkey_tick[0]})()
    scene.toast("Gleb: I take!")
    said = app.time
    frames = 0
    while "Gleb: I take!" in texts(scene):
        app.step()
        frames += 1
    assert frames == 18 and app.time - said == pytest.approx(3.6)   # 17 frames = 3.4 s < 3.5 s
    assert toasts.TOAST_SECONDS == 3.5


def test_a_message_does_not_wait_under_the_pause_nor_reach_the_next_deal():
    app, scene = make_table(("human", "normal"))
    run(app, 3)
    scene.toast("Gleb: I take!")
    scene.pause()
    run(app, 240)                               # 4 s with the pause over the table
    app.pop()
    assert app.top is scene
    app.step()
    assert "Gleb: I take!" not in texts(scene)
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    m = Match("durak", [Seat("A", "ai", "random"), Seat("B", "ai", "random")], {"deals": 2}, seed=2)
    scene = app.push(TableScene(app, m))
    for _ in range(3000):
        if isinstance(app.top, DealResultScene):
            break
        app.step()
    assert isinstance(app.top, DealResultScene)
    scene.toast("Said in the first deal")
    scene.next_deal()
    assert "Said in the first deal" not in texts(scene)


def test_a_call_of_a_colour_goes_once_the_next_card_lies_on_it():
    """Seen at ten players: «Борис заказывает: синий» still up after the next card (a yellow
    9) had changed the colour.  A game marks such a message as true for one move."""
    from cardtable.engine import Event
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "normal"})
    seats = [Seat("Peter", "human", "normal", "m"), Seat("Vera", "ai", "normal", "f"), Seat("Boris", "ai", "normal", "m")]
    scene = app.push(TableScene(app, Match("pirate_party", seats, {}, seed=5)))
    scene.toasts = []
    scene._messages([Event("colour", player=2, info={"colour": "b"})])
    assert texts(scene) == ["Boris calls blue"]
    app.step()
    assert texts(scene) == ["Boris calls blue"]          # nothing moved yet: still true
    m = scene.match

    def next_move():
        m.apply(m.state.legal_actions(m.state.to_act)[0])

    next_move()
    app.step()
    assert texts(scene) == []
    scene.toast("Gleb: I take!")                         # a message of its seconds only
    next_move()
    app.step()
    assert texts(scene) == ["Gleb: I take!"]
