"""Helpers of the scene tests (settings, rules, statistics, saves): an event a person makes,
one frame drawn, and a real table scene or a finished match to hang the player's files on."""

from __future__ import annotations

import pygame

from cardtable.match import Match, Seat


def frame(app) -> None:
    app.draw(app.screen)


def click(app, button) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
    app.step()


def key(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step()


def finished_match(seed: int = 3) -> Match:
    """A one-deal durak match, Anna against a random AI."""
    return Match("durak", [Seat("Anna", "human"), Seat("Bot", "ai", "random")], {"deals": 1}, seed=seed)


class FakeTable:
    """Just enough of a TableScene for the autosave hook."""

    def __init__(self, app, match, autoplay=False):
        self.app, self.match, self.autoplay, self.viewer = app, match, autoplay, 0


def table_scene(app, kinds=("human", "random")):
    """A throw-in durak table scene pushed on ``app``: seat 0 a person, who leads the first bout."""
    from cardtable.ui.scenes.table import TableScene
    seats = [Seat(f"P{i}", "human" if k == "human" else "ai", "normal" if k == "human" else k)
             for i, k in enumerate(kinds)]
    m = Match("durak", seats, {"variant": "throw_in"}, seed=0)   # seed 0: P0 leads the first bout
    return app.push(TableScene(app, m))
