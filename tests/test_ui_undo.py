"""Undo (issue 18): against the AI the player can take his last move back — the deal's
state is exactly what it was (the AI's answers undone too) and the deal is marked for the
statistics; in hot-seat there is no Undo."""

from __future__ import annotations

import random

import pygame
import pytest

from cardtable import engine
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui

GAMES = [info.id for info in engine.games()]


def table(game: str, seats: list[Seat], seed: int = 2) -> tuple[App, TableScene]:
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    scene = app.push(TableScene(app, Match(game, seats, {}, seed)))
    return app, scene


def humans_turn(app, scene, limit: int = 2000) -> None:
    for _ in range(limit):
        app.step()
        if scene.human_actions() and app.top is scene and not scene.match.deal_over:
            return
    raise AssertionError("the human never got a move")


def undo_button(app, scene):
    app.draw(app.screen)
    return scene.hud.undo_button if scene.hud.can_undo() else None


@pytest.mark.parametrize("game", GAMES)
def test_undo_puts_the_exact_state_back(game):
    info = engine.game_info(game)
    n = max(info.min_players, min(3, info.max_players))
    app, scene = table(game, [Seat("You", "human")] + [Seat(f"AI{i}", "ai", "easy") for i in range(1, n)])
    humans_turn(app, scene)
    assert undo_button(app, scene) is None                 # nothing to take back yet
    rng = random.Random(1)
    m = scene.match
    record, view = m.state.to_record(), m.state.view(0)
    assert scene.try_apply(rng.choice(scene.human_actions()))
    run(app, 30)                                           # the AI answers (instant speed)
    if m.deal_over:
        pytest.skip("the move ended the deal")
    b = undo_button(app, scene)
    assert b is not None
    click(app, b.rect.center)
    assert m.state.to_record() == record
    assert m.state.view(0) == view
    assert m.undone == {m.deal_no}
    hand = [sp for sp in scene.table.sprites.values() if sp.extra.get("hand")]
    assert len(hand) == len(view["hand"])
    assert not scene.table.animating()
    # and play goes on from there
    humans_turn(app, scene)
    assert scene.try_apply(scene.human_actions()[0])


def test_backspace_takes_back_several_moves_of_the_deal():
    app, scene = table("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], seed=4)
    m = scene.match
    records = []
    for _ in range(2):
        humans_turn(app, scene)
        records.append(m.state.to_record())
        assert scene.try_apply(scene.human_actions()[0])
        run(app, 5)
    for record in reversed(records):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
        app.step()
        assert m.state.to_record() == record
    assert not scene.hud.can_undo()


def test_no_undo_in_hot_seat():
    app, scene = table("durak", [Seat("Anna", "human"), Seat("Boris", "human")], seed=4)
    from cardtable.ui.scenes.curtain import CurtainScene
    for _ in range(50):
        app.step()
        if isinstance(app.top, CurtainScene):
            app.top.confirm()
        if scene.human_actions():
            break
    assert scene.try_apply(scene.human_actions()[0])
    history = len(scene.match.state.history)
    assert not scene.hud.enabled() and not scene.hud.can_undo()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    app.step()
    assert len(scene.match.state.history) == history and scene.match.undone == set()


def test_the_running_score_is_on_the_table():
    """The strip says which deal this is and what the score counts; the scores themselves
    are on the name plates, so every seat's is readable at any table size."""
    app, scene = table("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], seed=4)
    scene.match.sheet["totals"] = [2, 1]
    assert scene.hud.score_text(2000) == ("Deal 1 · Score: deals lost as the fool", 15)
    assert scene.hud.score_text(200) == ("Deal 1 · Score:\ndeals lost as the fool", 13)   # two lines in the strip
    assert scene.hud.score_text(60) == ("Deal 1", 15)
    assert scene.hud.score_text(20) == ("", 0)
    assert [scene.table.seat_score(p) for p in range(2)] == ["2", "1"]
    app.draw(app.screen)
    for p in range(2):
        parts = scene.table.badge_parts(scene.current_view(), p)
        assert parts.score == ["2", "1"][p] and parts.rect.contains(parts.pill)
    i18n.set_language("ru")
    try:
        assert scene.hud.score_text(2000) == ("Раздача 1 · Счёт: сколько раз в дураках", 15)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game,players", [("durak", 2), ("durak", 6), ("donkey", 12), ("pirate_party", 10),
                                          ("witch_durak", 4), ("strong_witchcraft", 2)])
def test_the_score_strip_and_undo_cover_no_furniture(game, players):
    app, scene = table(game, [Seat("Вы", "human")] + [Seat(f"Игрок{i}", "ai", "easy") for i in range(1, players)])
    i18n.set_language("ru")
    try:
        humans_turn(app, scene)
        assert scene.try_apply(scene.human_actions()[0])
        run(app, 3)
        app.draw(app.screen)
        box, text, _size = scene.hud.score_box(app.size)
        assert box is not None and text.replace("\n", " ") == "Раздача 1 · Счёт: " + scene.table.score_meaning()
        assert app.screen.get_rect().contains(box)
        furniture = scene.hud._taken()
        assert not any(box.colliderect(r) for r in furniture)
        if scene.hud.can_undo():
            undo = scene.hud.undo_rect()
            assert not any(undo.colliderect(r) for r in furniture if r is not scene.table.lay.corner)
            assert not undo.colliderect(box)
    finally:
        i18n.set_language("en")
