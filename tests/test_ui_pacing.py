"""Moves you can follow (issue 18, item 6): at Normal speed a cover is seen lying on the
table before its bout leaves, a bout's end and a round's result hold about a second, Fast
stays fast, and the last bout can be looked at again (B, or a click on the discard pile).
Frames are counted at a fixed 1/60 s step, so nothing here depends on the machine."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine.durak.cards import parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.last_bout import LastBoutScene
from cardtable.ui.scenes.results import DealResultScene
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables import choreo
from tests.test_ui_durak_table import make_table
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


def cover_that_ends_the_bout(speed: str):
    """P0 attacks 10♠; the AI covers with Q♠ and, as P0 has no 10 or queen to add and nobody
    else may (two players), the bout ends in the same action (the cover and the discard)."""
    app, scene = make_table(("human", "normal"), speed=speed)
    run(app, 2)
    attack = next(a for a in scene.human_actions() if a.cards == (parse_card("10♠"),))
    assert scene.try_apply(attack)
    run(app, 40 if speed != "instant" else 0)       # the attack card lands (the AI waits its think time)
    cover = next(a for a in scene.match.state.legal_actions(1) if a.cards == (parse_card("Q♠"),))
    scene.apply_ai(1, cover)
    assert [a.kind for a in scene.match.state.history][-1] == "cover"
    assert scene.match.state.view(0)["table"] == []          # the engine has already cleared the bout
    return app, scene


def frames_at_rest_on_table(app, scene, card: int, limit: int = 600) -> tuple[int, int]:
    """(frames the card's sprite was drawn lying still inside the table area, frames until every
    animation ended)."""
    still = 0
    for n in range(limit):
        sp = next((s for s in scene.table.fading if s.card == card), None)
        if sp is not None:
            x, y, _a = sp.current()
            resting = sp.tween is None or not sp.tween.started or sp.tween.done
            if scene.table.pairs_rect.collidepoint(x, y) and resting:
                still += 1
        if not scene.table.animating():
            return still, n
        app.step()
    raise AssertionError("the animation never ended")


def test_a_cover_lands_and_lies_on_the_table_before_the_bout_leaves():
    app, scene = cover_that_ends_the_bout("normal")
    q = parse_card("Q♠")
    still, total = frames_at_rest_on_table(app, scene, q)
    assert still >= 50                 # ~1 s at 60 frames a second (HOLD["landed"] at Normal)
    assert total >= still + 20         # it flew in first and leaves afterwards
    last = scene.table.last_bout
    assert last is not None and sorted(c[0] for c in last["cards"]) == sorted([parse_card("10♠"), q])


def frames_face_up_at_rest(app, scene, card: int, limit: int = 600) -> int:
    """Frames in which ``card`` was drawn face up, unsquashed by a flip, lying still on the
    table before it first moved off it."""
    up_still, landed = 0, False
    for _ in range(limit):
        sp = next((s for s in scene.table.fading if s.card == card), None)
        if sp is not None:
            x, y, _a = sp.current()
            resting = sp.tween is None or not sp.tween.started or sp.tween.done
            on_table = scene.table.pairs_rect.collidepoint(x, y)
            shown, squash = sp.shown_face_up()
            if on_table and resting:
                landed = True
                up_still += shown and squash >= 0.999
            elif landed:
                return up_still
        if not scene.table.animating():
            return up_still
        app.step()
    raise AssertionError("the animation never ended")


def test_the_last_cover_of_a_bout_is_readable_face_up_before_it_leaves():
    """Issue 34, item 1: the AI's Q♠ beats my 10♠ and ends the bout (DUR-9); at Normal speed
    it lies face up at least 0.8 s (48 frames at 60 a second) before it turns or moves."""
    app, scene = cover_that_ends_the_bout("normal")
    assert frames_face_up_at_rest(app, scene, parse_card("Q♠")) >= 48


def test_fast_stays_fast():
    app, scene = cover_that_ends_the_bout("fast")
    still, total = frames_at_rest_on_table(app, scene, parse_card("Q♠"))
    assert 20 <= still <= 30           # 0.45 s
    assert total <= 80
    app, scene = cover_that_ends_the_bout("fast")
    assert 20 <= frames_face_up_at_rest(app, scene, parse_card("Q♠")) <= 30   # face up all the while


def test_instant_has_no_beats():
    steps = choreo.schedule([], 0.0)
    assert steps == []
    app, scene = cover_that_ends_the_bout("instant")
    assert not scene.table.animating()


def test_the_last_bout_opens_with_b_and_with_a_click_on_the_discard_pile():
    app, scene = cover_that_ends_the_bout("normal")
    run(app, 200)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))
    app.step()
    top = app.top
    assert isinstance(top, LastBoutScene)
    assert sorted(c[0] for c in top.bout["cards"]) == sorted([parse_card("10♠"), parse_card("Q♠")])
    history = len(scene.match.state.history)
    click(app, (5, 5))                 # any click closes it
    assert app.top is scene
    click(app, scene.table.discard_rect().center)
    assert isinstance(app.top, LastBoutScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step()
    assert app.top is scene and len(scene.match.state.history) == history   # Space only closed it


def test_the_end_of_a_deal_is_seen_for_a_second_before_its_result():
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "normal"})
    m = Match("durak", [Seat("A", "ai", "random"), Seat("B", "ai", "random")], {}, seed=2)
    app.push(TableScene(app, m))
    for _ in range(20000):
        app.step()
        if m.deal_over:
            break
    assert m.deal_over
    frames = 0
    while not isinstance(app.top, DealResultScene):
        app.step()
        frames += 1
        assert frames < 600
    assert frames >= 60


def test_schedule_beats_for_a_cover_that_ends_the_bout_and_the_draw_after_it():
    from cardtable.engine import Event
    from cardtable.engine.zone import DISCARD, STOCK, cover, hand, table
    evs = [Event("move", 24, hand(1), cover(0)), Event("move", 16, table(0), DISCARD),
           Event("move", 24, cover(0), DISCARD), Event("bout_end", info={}),
           Event("move", 0, STOCK, hand(0)), Event("move", None, STOCK, hand(1), False)]
    steps = choreo.schedule(evs, 1.0)
    assert [s.beat for s in steps] == [0, 1, 1, 2, 2]
    land_end = steps[0].start + 0.32
    assert steps[1].start == pytest.approx(land_end + 1.0)          # the covered pair lies 1 s
    assert steps[3].start == pytest.approx(steps[2].start + 0.32 + 0.25)
    fast = choreo.schedule(evs, 0.45)
    assert fast[1].start == pytest.approx(0.45 * (0.32 + 1.0))
    take = [Event("say", player=1, info={"what": "take"}), Event("move", 16, table(0), hand(1))]
    assert choreo.schedule(take, 1.0)[0].start == pytest.approx(0.4)      # someone else's take: a beat to see it
    assert choreo.schedule(take, 1.0, own=True)[0].start == 0.0
