"""A deal as one seat saw it: the record of a network seat, which never learns the hidden cards
and so cannot keep an engine record (docs/notation.md) to replay.

What it keeps is what its host sent it (docs/protocol.md, ``state``): the seat's view after
the deal and after every action, and the events of each action as the seat saw them.  Kept in
the statistics file with the finished deals (:mod:`cardtable.match.archive`)::

    "seen": {"actions": ["1:attack 7♠", …],        # the seat's public history at the end
             "steps": [{"view": {the first view, without its history}, "events": []},
                       {"view": {only what changed}, "drop": [keys gone], "events": [...]}, …]}

Step ``k`` is the table after ``k`` actions; its view's history is ``actions[:k]``.

Contract: :class:`SeatRecorder` takes a seat's state messages in order and gives the data of
a deal it saw whole, from its dealing to its end (a seat that joined mid-deal, or missed a
message, keeps nothing of that deal).  :func:`check_outline` checks the kept data's shape
(fast, on every read of the file); :func:`seat_replay` rebuilds every view with the game's own
checks (``View.from_dict``) and raises on anything the host could not have sent.  A watched
step is a world dealt from the seat's view (``determinize``: the seat's hand and everything
seen are the real ones, the hidden cards a guess), so the viewer shows only what the seat saw
— never "every hand".
"""

from __future__ import annotations

import json
import random
from typing import Any

from cardtable.engine import GameState, determinize, view_type
from cardtable.engine.event_data import event_from_data
from cardtable.match.replays import BOUT_EVENTS, Replay
from cardtable.match.schema import SchemaError, want_keys, want_list

MAX_STEP_EVENTS = 400          # events of one action (a Donkey deal of twelve hands: 110 moves)
MAX_SEEN_BYTES = 256 * 1024    # in the file: a longer one is not kept (twenty take 5 MB of its 8)
MAX_ACTIONS = 2000             # as archive.MAX_KEPT_ACTIONS
MAX_TEXT = 400                 # an action's text (engine.guards.MAX_ACTION_TEXT)


class SeatRecorder:
    """Collects one seat's deal from its state messages (``take``); ``data()`` once it is over."""

    def __init__(self) -> None:
        self.deal: int | None = None
        self.views: list[dict[str, Any]] = []      # each table's view, without its history
        self.events: list[list[dict[str, Any]]] = []
        self.history: Any = None                   # the last view's history (each earlier one its start)
        self.whole = False

    def take(self, deal: int, at: int, table: dict[str, Any], events: list[Any]) -> None:
        """A state message: the table (its view's data) of deal ``deal`` after ``at`` actions."""
        if deal != self.deal:
            self.deal, self.views, self.events = deal, [], []
            self.whole = at == 0        # seen from its dealing, or not at all
        if not self.whole or at == len(self.views) - 1:
            return                      # the same table again (a rejoin, a pause)
        if at != len(self.views) or at > MAX_ACTIONS:
            self.whole = False          # a table missed (or a deal too long to keep): not kept
            self.views, self.events = [], []
            return
        self.views.append({k: v for k, v in table.items() if k != "history"})
        self.history = table.get("history")
        self.events.append([e for e in events if isinstance(e, dict)])

    def data(self) -> dict[str, Any] | None:
        """The kept form of the deal seen whole and over, or None."""
        if not self.whole or not self.views or not self.views[-1].get("result"):
            return None
        actions = self.history
        if not isinstance(actions, list) or len(actions) != len(self.views) - 1 or len(actions) > MAX_ACTIONS:
            return None
        steps: list[dict[str, Any]] = []
        before: dict[str, Any] = {}
        for now, events in zip(self.views, self.events):
            step: dict[str, Any] = {"view": {k: v for k, v in now.items() if k not in before or before[k] != v},
                                    "events": events}
            gone = [k for k in before if k not in now]
            if gone:
                step["drop"] = gone
            steps.append(step)
            before = now
        data = {"actions": list(actions), "steps": steps}
        return data if file_bytes(data) <= MAX_SEEN_BYTES else None


def file_bytes(data: Any) -> int:
    """What ``data`` takes in the statistics file, written as it is there (indented,
    :func:`cardtable.match.files.atomic_write_json`)."""
    return len(json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))


def check_outline(data: Any) -> dict[str, Any]:
    """The kept form's shape: texts, one step more than actions, each a view change and its
    events; raises SchemaError."""
    want_keys(data, "a deal seen from its seat", ("actions", "steps"))
    if file_bytes(data) > MAX_SEEN_BYTES:
        raise SchemaError("a deal seen from its seat larger than one is kept")
    actions = want_list(data["actions"], "its actions", MAX_ACTIONS)
    if not all(isinstance(a, str) and 0 < len(a) <= MAX_TEXT for a in actions):
        raise SchemaError("its actions are not short texts")
    steps = want_list(data["steps"], "its steps", MAX_ACTIONS + 1)
    if len(steps) != len(actions) + 1:
        raise SchemaError("its steps are not one a table after each action")
    for step in steps:
        want_keys(step, "a step", ("view", "events"), ("drop",))
        if not isinstance(step["view"], dict):
            raise SchemaError("a step's view is not an object")
        events = want_list(step["events"], "a step's events", MAX_STEP_EVENTS)
        if not all(isinstance(e, dict) for e in events):
            raise SchemaError("a step's events are not objects")
        drop = want_list(step.get("drop", []), "a step's dropped keys", 64)
        if not all(isinstance(k, str) for k in drop):
            raise SchemaError("a step's dropped keys are not names")
    checked: dict[str, Any] = data
    return checked


class SeatReplay(Replay):
    """A :class:`Replay` of a deal seen from one seat (see the module's docstring)."""

    seen_from_seat = True

    def __init__(self, game: str, names: list[str], viewer: int, options: dict[str, Any],
                 worlds: list[GameState[Any]], events: list[list[dict[str, Any]]], actions: list[str]):
        super().__init__(game, names, {"options": options}, viewer, True)
        self._worlds = worlds
        self._events = events
        self.actions = actions
        self.finished = bool(worlds[-1].is_over)
        self.bouts = [0]
        for i, step in enumerate(events[1:]):
            kinds = {e.get("kind") for e in step}
            if kinds & set(BOUT_EVENTS) and i + 1 < len(actions):
                self.bouts.append(i + 1)
            self.rounds = self.rounds or "round_end" in kinds

    def state_at(self, i: int) -> GameState[Any]:
        return self._worlds[max(0, min(i, len(self.actions)))].clone()

    def events_of(self, i: int) -> list[Any]:
        return [event_from_data(e) for e in self._events[i + 1]]


def seat_replay(game: str, names: list[str], viewer: int, data: Any) -> SeatReplay:
    """The replay of a kept deal seen from seat ``viewer``: every view rebuilt and read with
    the game's checks, of this game, table and seat, its history the actions so far; raises
    SchemaError, ValueError (or another error of a view the game refuses)."""
    check_outline(data)
    players = len(names)
    reader = view_type(game, players)
    actions: list[str] = data["actions"]
    table: dict[str, Any] = {}           # the view's data after each step
    worlds: list[GameState[Any]] = []
    for k, step in enumerate(data["steps"]):
        table = {key: value for key, value in table.items() if key not in step.get("drop", [])}
        table.update(step["view"])
        seen = reader.from_dict({**table, "history": actions[:k]})
        if seen.game != game or seen.players != players or seen.player != viewer:
            raise SchemaError("a step's view is of another game, table or seat")
        worlds.append(determinize(seen, random.Random(k)))
    return SeatReplay(game, names, viewer, dict(table.get("options") or {}), worlds,
                      [step["events"] for step in data["steps"]], list(actions))
