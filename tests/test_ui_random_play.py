"""A human seat driven only through the mouse (drag, click card + target, buttons) plays
random legal actions to the end of deals: every chosen action is the one the engine
records (the UI maps each legal action to exactly one gesture), in every Durak variant."""

from __future__ import annotations

import random

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.results import DealResultScene
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui


def _post(kind, **kw) -> None:
    pygame.event.post(pygame.event.Event(kind, **kw))


def _card_point(scene, card: int) -> tuple[int, int]:
    key = next(k for k, sp in scene.table.sprites.items() if sp.extra.get("hand") and sp.card == card)
    sp = scene.table.sprites[key]
    return int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])


def _zone_point(scene, action) -> tuple[int, int]:
    zone = scene.table.zone_of(action)
    zones = {z.zone: z for z in scene.table.drop_zones(scene.current_view())}
    return zones[zone].rect.center


def _gesture(app, scene, action, rng) -> None:
    if not action.cards:
        b = next(b for b in scene.buttons if b.key == action.kind)
        while scene.second_press(b.rect.center):      # a person's next click there is no double-click
            app.step()
        _post(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)
        app.step()
        return
    target = _zone_point(scene, action)
    if len(action.cards) == 1 and rng.random() < 0.6:       # drag and drop
        x, y = _card_point(scene, action.cards[0])
        _post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
        _post(pygame.MOUSEMOTION, pos=(x + 30, y - 80), rel=(30, -80), buttons=(1, 0, 0))
        _post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
        _post(pygame.MOUSEBUTTONUP, pos=target, button=1)
        app.step()
        return
    for c in action.cards:                                 # click the cards, then the target
        p = _card_point(scene, c)
        _post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
        _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
        app.step()
    _post(pygame.MOUSEBUTTONDOWN, pos=target, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    app.step()


@pytest.mark.parametrize("variant,players,seed", [("throw_in", 2, 1), ("throw_in", 3, 2), ("transfer", 3, 3),
                                                  ("transfer", 4, 4), ("simple", 2, 5)])
def test_mouse_driven_random_human_plays_whole_deals(variant, players, seed):
    i18n.set_language("en")
    rng = random.Random(seed)
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat("Me", "human")] + [Seat(f"AI{i}", "ai", "random") for i in range(1, players)]
    extra = {"transfer_by_showing_trump": True} if variant == "transfer" else {}
    m = Match("durak", seats, {"variant": variant, "deals": 2, **extra}, seed=seed)
    scene = TableScene(app, m)
    app.push(scene)
    human_moves = 0
    for _ in range(4000):
        app.step()
        if isinstance(app.top, DealResultScene):
            if m.is_over:
                break
            app.top.next()
            continue
        legal = scene.human_actions()
        if not legal or app.top is not scene:
            continue
        action = rng.choice(legal)
        n = len(m.state.history)
        _gesture(app, scene, action, rng)
        assert len(m.state.history) > n, f"{action} was not played"
        assert m.state.history[n] == action
        human_moves += 1
    assert m.is_over and human_moves > 10
