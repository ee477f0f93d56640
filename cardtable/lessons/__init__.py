"""Lessons: short interactive courses, one per game, built from positions.

A lesson is DATA (``cardtable/lessons/<game_id>.py``, named by the game's plugin, holds
``LESSONS``, a list of plain dicts; no code per lesson).  Each one sets up a table from a position
(:func:`cardtable.engine.from_position`, docs/notation.md), then walks through its steps:
each step says in a sentence or two what to notice and asks the learner for a move; the
move is checked (:func:`judge`) — the exact move of the lesson's line, or any legal move
meeting the step's goal ("beat this card", "transfer", "lay a Strong Witchcraft") —
a wrong one is explained (an illegal move by the engine's own refusal: the same rule id and
text the game shows; a legal one that misses the goal by the step's ``wrong`` text, which
cites the rule), and a right one is played, followed by the other seats' replies.

Contract of a lesson dict (checked by :func:`check_lesson`, and line by line by
tests/test_lessons.py through the real engine)::

    {"id": "durak.cover", "game": "durak", "seat": 0, "rules": ["DUR-6"],
     "title": {"en": …, "ru": …}, "position": "<position text>",
     "steps": [{"say": {"en", "ru"}, "move": "0:cover 7♠/6♠",
                "goal": {"kinds": ["cover"], "beat": "6♠", "with": "7♠"},   # optional
                "wrong": {"en", "ru"},                                      # optional
                "reply": ["1:done"],                                        # optional
                "after": {"en", "ru"}}],                                    # optional
     "end": {"en": …, "ru": …}}

An optional ``"figure": "module:function"`` names a drawing the lesson's strip shows
(``function(surface, rect)``; Strong Witchcraft's who-beats-whom wheel).  A game brings its
lessons by naming their module in its plugin entry (``lessons="cardtable.lessons.<game_id>"``).

``move`` is the lesson's expected line; ``goal`` (when given) accepts any legal move of one
of ``kinds`` that beats ``beat`` (a cover's attack card) and plays ``with`` (a card among the
action's cards).  ``reply`` are the other seats' moves after the expected move; after
another move meeting the goal the table's AI answers instead (the replies were written for
the expected line).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from cardtable import plugins
from cardtable.engine import Action, GameState, IllegalAction, from_position, game_info, games

LANGS = ("en", "ru")


def data_module(game_id: str, field: str) -> Any:
    """The module a game's plugin names in ``field`` (``lessons`` or ``puzzles``), or None."""
    entry = plugins.plugin(game_id)
    name = getattr(entry, field, None) if entry is not None else None
    return plugins.load(name) if name else None


def data_games(field: str) -> list[str]:
    """The games (in the menu's order) whose plugin names a ``field`` module: a game brings
    its lessons or puzzles by naming their module in its plugin entry."""
    return [g.id for g in games() if getattr(plugins.plugin(g.id), field, None)]


def lesson_games() -> list[str]:
    """The games with lessons, in the menu's order."""
    return data_games("lessons")


@dataclass(frozen=True)
class Verdict:
    """What a learner's move is worth at a step: ``ok`` (play it), or why not — the
    engine's refusal (``refused``: an :class:`IllegalAction`, the rule id and reason the game
    shows) or the step's own ``wrong`` text (a legal move that misses the goal)."""

    ok: bool
    action: Action | None = None
    refused: IllegalAction | None = None
    wrong: dict | None = None


def lessons(game_id: str | None = None) -> list[dict]:
    """Every lesson (of one game), in course order."""
    out: list[dict] = []
    known = lesson_games()
    for g in known if game_id is None else (game_id,):
        if g in known:
            out.extend(data_module(g, "lessons").LESSONS)
    return out


def lesson(lesson_id: str) -> dict:
    """The lesson of id ``lesson_id`` (``KeyError`` when there is none)."""
    for entry in lessons():
        if entry["id"] == lesson_id:
            return entry
    raise KeyError(lesson_id)


def start(entry: dict) -> GameState:
    """The lesson's table: its position read by the engine."""
    return from_position(entry["game"], entry["position"])


def cards_module(game_id: str) -> Any:
    """The game's card notation (``card_str``, ``parse_card``): its engine family's ``cards``."""
    entry = plugins.plugin(game_id)
    if entry is None:
        raise ValueError(f"{game_id}: no plugin names its engine")
    return importlib.import_module(f"{entry.engine}.cards")


def _card(game_id: str, text: str | None) -> int | None:
    if text is None:
        return None
    return int(cards_module(game_id).parse_card(text))


def meets_goal(state: GameState, step: dict, action: Action) -> bool:
    """Whether a legal ``action`` is what the step asks for."""
    expected = state.coerce(step["move"])
    if action == expected:
        return True
    goal = step.get("goal")
    if not goal:
        return False
    if action.kind not in goal.get("kinds", [expected.kind]):
        return False
    beat = _card(state.game_id, goal.get("beat"))
    if beat is not None:
        arg = action.arg[0] if action.kind == "cover" and isinstance(action.arg, tuple) else action.arg
        if arg != beat:
            return False
    with_ = _card(state.game_id, goal.get("with"))
    return with_ is None or with_ in action.cards


def judge(state: GameState, step: dict, action: Action | str) -> Verdict:
    """Judge the learner's ``action`` at ``step`` without changing ``state``."""
    try:
        move = state.coerce(action)
        if state.is_over or move not in state.legal_actions(move.player):
            probe = state.clone()
            probe.apply(move)            # raises the game's own refusal (GEN-3)
            instead = probe.history[-1] if probe.history else None
            if instead is None or str(instead) != str(move):     # a misplay (PIR-13) is no answer
                return Verdict(False, move, wrong=step.get("wrong"))
    except IllegalAction as exc:
        return Verdict(False, None, refused=exc)
    if meets_goal(state, step, move):
        return Verdict(True, move)
    return Verdict(False, move, wrong=step.get("wrong"))


def check_lesson(entry: Any) -> list[str]:
    """What is wrong with a lesson's data (empty when nothing): fields, both languages."""
    problems: list[str] = []
    if not isinstance(entry, dict):
        return ["not a dict"]
    lid = entry.get("id", "?")

    def text(value: Any, what: str) -> None:
        if not isinstance(value, dict) or any(not isinstance(value.get(k), str) or not value[k].strip()
                                               for k in LANGS):
            problems.append(f"{lid}: {what} is not a text in {' and '.join(LANGS)}")

    for key in ("id", "game", "seat", "title", "position", "steps", "end", "rules"):
        if key not in entry:
            problems.append(f"{lid}: no {key}")
    if problems:
        return problems
    game_info(entry["game"])
    text(entry["title"], "title")
    text(entry["end"], "end")
    if not entry["steps"]:
        problems.append(f"{lid}: no steps")
    for i, step in enumerate(entry["steps"]):
        text(step.get("say"), f"step {i}'s say")
        if not isinstance(step.get("move"), str):
            problems.append(f"{lid}: step {i} has no move")
        for key in ("wrong", "after"):
            if key in step:
                text(step[key], f"step {i}'s {key}")
        unknown = set(step) - {"say", "move", "goal", "wrong", "reply", "after"}
        if unknown:
            problems.append(f"{lid}: step {i} has unknown fields {sorted(unknown)}")
    return problems
