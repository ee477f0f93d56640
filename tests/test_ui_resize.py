"""Resizing the window mid-game (drag-resize to 960×600 and back): during the deal's
animation and with a chooser open, the table ends exactly as a table opened at the new size
(same furniture, same cards in the same places, same buttons), and a click after the resize
hits what is drawn."""

from __future__ import annotations

import pygame
import pytest
from test_pirate_ui import hand_sprites, make_table

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click
from tests.ui_kit import drag_sprite as drag_to

pytestmark = pytest.mark.ui


def resize(app: App, w: int, h: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
    app.step()


def picture(scene: TableScene) -> tuple:
    """Everything placed on the table: furniture, cards at rest (by face: duplicates share one)
    and the action buttons."""
    lay = scene.table.lay
    rects = [lay.hand, lay.status, lay.buttons, lay.corner, lay.legend, lay.score,
             *[tuple(b.rects()) for _p, b in sorted(lay.seats.items())]]
    cards = sorted((str(k[0]), sp.card, round(sp.pos[0]), round(sp.pos[1]), round(sp.angle), tuple(sp.size))
                   for k, sp in scene.table.sprites.items())
    return rects, cards, [(b.key, tuple(b.rect)) for b in scene.buttons], scene.hud._score[0]


# (Pirate Party is left out here: its two copies of a card may trade places between the hand
# and the pile's messy top, which a fresh table lays with another tilt; its chooser is below.)
def _cards_in_flight(game, n):
    """Маша and n - 1 normal computers at 1280×720, seed 3, 20 frames in: cards in flight."""
    seats = [Seat("Маша", "human", "normal", "f")] + [Seat(f"Игрок {p}", "ai", "normal", "m") for p in range(1, n)]
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "normal"})
    m = Match(game, seats, {}, seed=3)
    scene = TableScene(app, m)
    app.reset(scene)
    for _ in range(20):
        app.step()
    assert scene.table.animating()
    return app, m, scene


@pytest.mark.parametrize("game,n", [("durak", 6), ("witch_durak", 6), ("strong_witchcraft", 6), ("donkey", 12)])
def test_a_resize_during_the_deal_ends_as_a_table_opened_at_that_size(game, n):
    i18n.set_language("ru")
    try:
        app, m, scene = _cards_in_flight(game, n)
        resize(app, 960, 600)
        resize(app, 1280, 720)
        resize(app, 960, 600)
        for _ in range(1500):
            app.step()
            if m.state.to_act == 0 and scene.idle():
                break
        assert app.size == (960, 600) and m.state.to_act == 0
        fresh_app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
        fresh = Match(game, m.seats, {}, seed=3)
        fresh.state, fresh.initial_events = m.state.clone(), []
        other = TableScene(fresh_app, fresh)
        fresh_app.reset(other)
        for _ in range(5):
            fresh_app.step()
        app.draw(app.screen)
        fresh_app.draw(fresh_app.screen)
        assert fresh.state.history == m.state.history
        assert picture(scene) == picture(other)
    finally:
        i18n.set_language("en")


def test_a_chooser_open_across_a_resize_is_redrawn_and_picks_what_it_shows():
    app, scene = make_table(["W R1 Y2 B3 B4 B6 B8", "G1 G2 G3 G4 G6 G7 G8"])
    [w] = hand_sprites(scene, "W")
    drag_to(app, w, scene.table.discard_pos)
    ch = scene.table.chooser
    resize(app, 960, 600)
    panel, rects = ch.rects(scene.table.centre_rect)
    assert pygame.Rect(0, 0, 960, 600).contains(panel)
    assert all(panel.contains(r) for r in rects)
    assert not panel.colliderect(scene.table.lay.seats[0].badge)
    resize(app, 1280, 720)
    resize(app, 960, 600)
    _panel, rects = ch.rects(scene.table.centre_rect)
    click(app, rects[3].center)                    # blue, where it is drawn now
    assert str(scene.match.state.history[0]) == "0:play W b"


def test_a_resize_to_a_window_taller_than_wide_mid_deal_keeps_the_table_whole():
    """Strong Witchcraft's 6 seats, the window snapped to half a 1920×1080 screen (960×1040)
    while the cards are dealt: the table raised ``ValueError`` (its seats did not fit across);
    now it is laid out in the window's top 960×960 and plays on — its hand and buttons there,
    a card dragged to the table is played."""
    i18n.set_language("ru")
    try:
        app, m, scene = _cards_in_flight("strong_witchcraft", 6)
        resize(app, 960, 1040)
        for _ in range(1500):
            app.step()
            if m.state.to_act == 0 and scene.idle():
                break
        assert app.size == (960, 1040) and m.state.to_act == 0
        assert scene.table_size() == (960, 960) and scene.table.lay.hand.bottom == 960
        hand = [sp for sp in scene.table.sprites.values() if sp.extra.get("hand")]
        assert hand and all(pygame.Rect(0, 0, 960, 960).collidepoint(sp.pos) for sp in hand)
        played = len(m.state.history)
        drag_to(app, hand[0], scene.table.centre_rect.center)
        assert len(m.state.history) == played + 1 and str(m.state.history[-1]).startswith("0:attack")
    finally:
        i18n.set_language("en")
