"""Routes: every screen of the program registered by name in one place, so scenes switch
by name (``routes.push(app, "setup", game_id)``) instead of importing each other.

A route names ``"module:Class"`` (or ``"module:Class.factory"``) and is imported when it
is first used, so no scene module imports another and there is no import circle
(menu → select → setup → table → pause/results → menu).  :func:`register` adds or
replaces a route (a plug-in screen, or a test's stand-in).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

_S = "cardtable.ui.scenes."

ROUTES: dict[str, str | Callable] = {
    "menu": _S + "menu:MenuScene",
    "select": _S + "select:GameSelectScene",
    "setup": _S + "setup:SetupScene",
    "table": _S + "table:TableScene",
    "pause": _S + "pause:PauseScene",
    "curtain": _S + "curtain:CurtainScene",
    "deal_result": _S + "results:DealResultScene",
    "match_result": _S + "results:MatchResultScene",
    "last_bout": _S + "last_bout:LastBoutScene",
    "rules": _S + "rules:RulesScene",
    "rules_for": _S + "rules:RulesScene.for_rule",
    "settings": _S + "settings:SettingsScene",
    "statistics": _S + "statistics:StatisticsScene",
    "message": _S + "message:MessageScene",
    "confirm": _S + "message:ConfirmScene",
    "learn": _S + "learn:LearnScene",                 # issue 35: lessons, puzzles, replays
    "lesson": _S + "learn_lesson:LessonScene",
    "puzzle": _S + "puzzle:PuzzleScene",
    "replays": _S + "replay_list:ReplayListScene",
    "replay": _S + "replay:ReplayScene",
    "net_join": _S + "net_lobby:JoinScene",
    "net_host": _S + "net_lobby:HostLobbyScene",
}


def register(name: str, target: str | Callable) -> None:
    """Add or replace a route: ``"module:Class"`` or any callable ``(app, *args) -> Scene``."""
    ROUTES[name] = target


def factory(name: str) -> Callable:
    """The callable that builds the scene of route ``name`` (KeyError: no such route)."""
    target = ROUTES[name]
    if callable(target):
        return target
    module, _, attr = target.partition(":")
    obj: object = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    assert callable(obj), target
    return obj


def make(app, name: str, *args, **kwargs):
    """A new scene of route ``name``."""
    return factory(name)(app, *args, **kwargs)


def push(app, name: str, *args, **kwargs):
    """Open route ``name`` over the current scene."""
    return app.push(make(app, name, *args, **kwargs))


def replace(app, name: str, *args, **kwargs):
    """Replace the top scene by route ``name``."""
    return app.replace(make(app, name, *args, **kwargs))


def reset(app, name: str, *args, **kwargs):
    """Start over at route ``name`` (the stack emptied first)."""
    return app.reset(make(app, name, *args, **kwargs))
