"""Undo (issue 18): against the AI the player can take his last move back — the deal's
state is exactly what it was (the AI's answers undone too) and the deal is marked for the
statistics; in hot-seat there is no Undo."""

from __future__ import annotations

import json

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


def quiet_move(m):
    """A legal move of the player (seat 0) that shows him no hidden card (match/undo.py)."""
    from cardtable.match.undo import reveals

    for a in m.state.legal_actions(0):
        probe = m.state.clone()
        if not any(reveals(e, 0) for e in probe.apply(a)):
            return a
    return None


def backspace(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    app.step()


@pytest.mark.parametrize("game", GAMES)
def test_undo_puts_the_exact_state_back(game):
    """The player's move, taken back before anything hidden was seen: the exact cards, the
    deal marked, the table shown as it is; and play goes on from there."""
    info = engine.game_info(game)
    n = max(info.min_players, min(3, info.max_players))
    app, scene = table(game, [Seat("You", "human")] + [Seat(f"AI{i}", "ai", "easy") for i in range(1, n)])
    app.settings["speed"] = "normal"               # the AI thinks a while before it answers
    humans_turn(app, scene)
    assert undo_button(app, scene) is None and scene.hud.shown()    # in its place, greyed: nothing to take back yet
    m = scene.match
    move = quiet_move(m)
    assert move is not None
    record, view = m.state.to_record(), m.state.view(0)
    assert scene.try_apply(move)
    app.draw(app.screen)
    b = undo_button(app, scene)
    assert b is not None and b.enabled
    click(app, b.rect.center)
    assert m.state.to_record() == record
    assert m.state.view(0) == view and m.state.view(0).hand == view.hand
    assert m.undone == {m.deal_no}
    hand = [sp for sp in scene.table.sprites.values() if sp.extra.get("hand")]
    assert len(hand) == len(view["hand"])
    assert not scene.table.animating()
    assert [text for text, _e, _t in scene.toasts][-1:] == ["Your last move was taken back"]
    humans_turn(app, scene)
    assert scene.try_apply(scene.human_actions()[0])


def test_a_backspace_storm_takes_back_one_move_only():
    """Two moves of the player; five Backspaces take back the second only."""
    app, scene = table("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], seed=4)
    m = scene.match
    humans_turn(app, scene)
    assert scene.try_apply(quiet_move(m))
    humans_turn(app, scene)
    app.settings["speed"] = "normal"
    record = m.state.to_record()
    hand = list(m.state.view(0).hand)
    assert scene.try_apply(quiet_move(m))
    for _ in range(5):
        backspace(app)
    assert m.state.to_record() == record and m.state.view(0).hand == hand
    assert not scene.hud.can_undo() and not scene.hud.undo_button.enabled and scene.hud.shown()
    assert [text for text, _e, _t in scene.toasts][-2:] == ["Your last move was taken back",
                                                           "There is no move of yours to take back"]


def _revealed_table(lang: str):
    """Two-player durak where the player's attack was covered: the AI's card was seen."""
    from cardtable.match.undo import reveals

    for seed in range(60):
        app, scene = table("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], seed=seed)
        i18n.set_language(lang)
        humans_turn(app, scene)
        m = scene.match
        if m.state.to_act != 0 or m.state.phase != "attack":
            continue
        before = len(m.state.history)
        assert scene.try_apply(scene.human_actions()[0])
        humans_turn(app, scene)
        probe = engine.replay({**m.state.to_record(), "actions": m.state.to_record()["actions"][:before + 1]})
        seen = []
        for text in m.state.to_record()["actions"][before + 1:]:
            seen += [e.card for e in probe.apply(text) if reveals(e, 0)]
        if seen and m.state.history[before + 1].kind == "cover":
            return app, scene, seen
    raise AssertionError("no seed where the AI covers")


@pytest.mark.parametrize("lang,text", [("en", "Undo is not possible: new cards were seen"),
                                       ("ru", "Отменить нельзя: открылись новые карты")])
def test_undo_is_refused_with_the_reason_once_a_hidden_card_was_seen(lang, text):
    """The AI covered the player's attack with a card from its hand: Undo would let him attack
    again knowing it.  The button stays, greyed; a click or Backspace says why and changes
    nothing."""
    app, scene, seen = _revealed_table(lang)
    try:
        m = scene.match
        record = m.state.to_record()
        cover = m.state.view(0).table[0][1]
        assert cover in seen
        app.draw(app.screen)
        assert scene.hud.shown() and not scene.hud.can_undo() and not scene.hud.undo_button.enabled
        click(app, scene.hud.undo_button.rect.center)
        assert m.state.to_record() == record and m.undone == set()
        assert [(x, err) for x, err, _t in scene.toasts if err] == [(text, True)]
        backspace(app)
        assert m.state.to_record() == record and m.undone == set()
        assert m.state.view(0).table[0][1] == cover
    finally:
        i18n.set_language("en")


def test_undo_survives_quit_and_continue():
    """Issue 34 item 3: Quit to the menu, Continue: the Undo button is there and takes the
    same move back (the undo point is in the save)."""
    app, scene = table("durak", [Seat("You", "human"), Seat("Bot", "ai", "easy")], seed=4)
    app.settings["speed"] = "normal"
    m = scene.match
    humans_turn(app, scene)
    record = m.state.to_record()
    assert scene.try_apply(quiet_move(m))
    back = Match.from_json(json.loads(json.dumps(m.to_json())))
    scene2 = app.push(TableScene(app, back, restored=True))
    app.draw(app.screen)
    assert scene2.hud.shown() and scene2.hud.can_undo()
    click(app, scene2.hud.undo_button.rect.center)
    assert back.state.to_record() == record and back.undone == {0}


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
