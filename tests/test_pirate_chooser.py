"""Pirate Party's choosers by real mouse and key events (issue 18): a black card dropped on
the pile (or selected and the pile clicked) opens the colour chooser and is played with the
colour picked (PIR-10) — by click, by number key, by arrows + Enter; Esc takes the card back;
a 7 opens the chooser of whom to swap hands with (PIR-17); and the Draw button is there
exactly when drawing is legal (PIR-6)."""

from __future__ import annotations

import random

import pygame
import pytest
from test_pirate_ui import hand_sprites, make_table

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click
from tests.ui_kit import drag_sprite as drag_to

pytestmark = pytest.mark.ui

WILD_HANDS = ["W R1 Y2 B3 B4 B6 B8", "G1 G2 G3 G4 G6 G7 G8"]


def key(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def option_rects(scene):
    ch = scene.table.chooser
    assert ch is not None, "no chooser is open"
    return ch.rects(scene.table.centre_rect)[1]


def test_a_wild_dropped_on_the_pile_opens_the_chooser_and_plays_the_colour_clicked():
    app, scene = make_table(WILD_HANDS)
    [w] = hand_sprites(scene, "W")
    drag_to(app, w, scene.table.discard_pos)
    assert scene.match.state.history == [] and scene.last_refusal is None     # not refused
    ch = scene.table.chooser
    assert [o.label for o in ch.options] == ["Red", "Yellow", "Green", "Blue"]
    click(app, option_rects(scene)[2].center)
    assert str(scene.match.state.history[0]) == "0:play W g"
    assert scene.table.chooser is None


def test_russian_labels_and_a_number_key():
    app, scene = make_table(WILD_HANDS)
    i18n.set_language("ru")
    try:
        [w] = hand_sprites(scene, "W")
        drag_to(app, w, scene.table.discard_pos)
        assert [o.label for o in scene.table.chooser.options] == ["Красный", "Жёлтый", "Зелёный", "Синий"]
        key(app, pygame.K_4)
        assert str(scene.match.state.history[0]) == "0:play W b"
    finally:
        i18n.set_language("en")


def test_arrows_and_enter():
    app, scene = make_table(WILD_HANDS)
    [w] = hand_sprites(scene, "W")
    drag_to(app, w, scene.table.discard_pos)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert str(scene.match.state.history[0]) == "0:play W y"


def test_esc_cancels_and_the_card_goes_back_to_the_hand():
    app, scene = make_table(WILD_HANDS)
    [w] = hand_sprites(scene, "W")
    home = w.pos
    drag_to(app, w, scene.table.discard_pos)
    key(app, pygame.K_ESCAPE)
    assert scene.table.chooser is None
    assert not isinstance(app.top, PauseScene)          # Esc closed the chooser, not the table
    assert scene.match.state.history == [] and scene.last_refusal is None
    for _ in range(30):
        app.step()
    [w] = hand_sprites(scene, "W")
    assert w.pos == home and not w.moving
    # the next drop opens it again and plays
    drag_to(app, w, scene.table.discard_pos)
    click(app, option_rects(scene)[0].center)
    assert str(scene.match.state.history[0]) == "0:play W r"


def test_select_then_click_the_pile_opens_the_chooser_for_a_wild_draw_four():
    app, scene = make_table(["W4 R1 Y2 B3 B4 B6 B8", "G1 G2 G3 G4 G6 G7 G8"], starter="G5")
    [w4] = hand_sprites(scene, "W4")
    click(app, (int(w4.pos[0] - w4.size[0] * 0.3), int(w4.pos[1])))
    click(app, scene.table.discard_pos)
    assert scene.table.chooser is not None and scene.match.state.history == []
    click(app, option_rects(scene)[3].center)
    assert str(scene.match.state.history[0]) == "0:play W+4 b"


def test_a_seven_opens_the_swap_chooser_PIR_17():
    app, scene = make_table(["R7 R1 B3 B4 B6 B8 B9", "G1 G2 G3 G4 G6 G7 G8", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"],
                            options={"seven_zero": True})
    [r7] = hand_sprites(scene, "R7")
    drag_to(app, r7, scene.table.discard_pos)
    for _ in range(5):
        app.step()
    assert not [b for b in scene.buttons if b.key == "swap"]         # no column of swap buttons
    ch = scene.table.chooser
    assert [o.label for o in ch.options] == ["P1\n7 cards", "P2\n7 cards"]
    key(app, pygame.K_ESCAPE)                                         # not optional: Esc pauses
    assert isinstance(app.top, PauseScene)
    app.pop()
    app.step()
    click(app, option_rects(scene)[1].center)
    assert [str(a) for a in scene.match.state.history][:2] == ["0:play R7", "0:swap @2"]


def test_the_draw_button_is_there_exactly_when_drawing_is_legal():
    i18n.set_language("en")
    checked = drawn = 0
    for seed in range(1, 9):
        app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
        seats = [Seat("You", "human")] + [Seat(f"P{i}", "ai", "normal") for i in range(1, 4)]
        m = Match("pirate_party", seats, {"deals": 1}, seed=seed)
        scene = app.push(TableScene(app, m))
        rng = random.Random(seed)
        for _ in range(3000):
            app.step()
            if m.deal_over:
                break
            legal = scene.human_actions()
            if not legal or scene.table.animating() or scene.table.chooser is not None:
                continue
            keys = [b.key for b in scene.buttons]
            assert ("draw" in keys) == any(a.kind == "draw" for a in legal), (keys, [str(a) for a in legal])
            checked += 1
            draws = [a for a in legal if a.kind == "draw"]
            drawn += bool(draws)
            scene.try_apply(rng.choice(legal))
    assert checked >= 40 and drawn >= 5
