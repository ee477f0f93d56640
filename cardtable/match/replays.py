"""Replays: a finished (or running) deal, read from anything the program writes, that can be
watched action by action (issue 35).  No pygame here; the viewer is ``ui/scenes/replay.py``.

Sources, all JSON: an engine record (``state.to_record()``, docs/notation.md), an autosave
(``{"version", "match": Match.to_json(), …}``), a match alone (``Match.to_json()``), or a deal
the statistics file keeps (``{"game", "names", "record"}``, :mod:`cardtable.match.archive`; a
network deal ``{"game", "names", "viewer", "seen"}``, as its seat saw it:
:mod:`cardtable.match.seat_record`).

Contract: :func:`load_file` and :func:`from_data` return a :class:`Replay` or raise
:class:`ReplayError` — nothing else, whatever the bytes: the file is read like a save
(:func:`~cardtable.match.files.read_limited`, at most the size of a save, strict JSON), a
save's match is rebuilt by :meth:`Match.from_json` (every check a save gets), a record's shape
is checked (:func:`~cardtable.match.schema.check_record_shape`) and the engine's ``replay``
judges every action.  Nothing is written; a file that fails is left as it was.

:meth:`Replay.state_at` gives the state after the first ``i`` actions: a clone of the
nearest checkpoint (one every :data:`CHECKPOINT` actions) played on, so stepping back is
exact — the state equals a fresh replay of the record cut after ``i`` actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from cardtable.engine import Event, GameState, from_position, game_info, new_game
from cardtable.match.files import FileDamaged, parse_json, read_limited
from cardtable.match.schema import SchemaError, check_record_shape

CHECKPOINT = 16               # actions between kept copies of the deal
MAX_FILE_BYTES = 4 * 1024 * 1024   # as a save (storage.MAX_BYTES["save"])
BOUT_EVENTS = ("bout_end", "round_end")   # an event that ends a bout or a round (docs/notation.md)


class ReplayError(Exception):
    """A file or data that cannot be watched; ``code`` says why (for messages):
    ``missing``, ``damaged`` (not JSON, not ours), ``not_a_file``, ``too_large``,
    ``invalid`` (our shape, but a value or an action the rules refuse)."""

    def __init__(self, code: str, detail: str):
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


@dataclass
class Replay:
    """One deal to watch: its seats, the seat it is seen from, its actions and bouts."""

    game: str
    names: list[str]
    record: dict[str, Any]
    viewer: int = 0
    named: bool = True            # False: a bare record, whose seats have no names (the viewer numbers them)
    finished: bool = False        # the deal is over at its last action (else: a running game's save)
    actions: list[str] = field(default_factory=list)
    bouts: list[int] = field(default_factory=list)      # the action index each bout starts at
    rounds: bool = False          # its bouts are rounds (a ``round_end`` ends them: Who's the Donkey?)
    _checkpoints: list[GameState[Any]] = field(default_factory=list, repr=False)
    seen_from_seat: ClassVar[bool] = False   # a deal seen from one seat only (seat_record.py): no other hand is known

    @property
    def players(self) -> int:
        return len(self.names)

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, i: int) -> GameState[Any]:
        """A new state: the deal after its first ``i`` actions (0 … ``len(self)``)."""
        i = max(0, min(i, len(self.actions)))
        k = i // CHECKPOINT
        state = self._checkpoints[k].clone()
        for text in self.actions[k * CHECKPOINT:i]:
            state.apply(text)
        return state

    def events_of(self, i: int) -> list[Event]:
        """The events of action ``i`` (what the table animates stepping forward onto i + 1)."""
        return self.state_at(i).apply(self.actions[i])

    def bout_of(self, i: int) -> int:
        """The bout (0-based) the state after ``i`` actions is in."""
        return max(0, sum(1 for b in self.bouts if b <= i) - 1)


def _start(record: dict[str, Any]) -> GameState[Any]:
    position = record.get("position")
    if position is not None:
        state = from_position(record["game"], position)
        if state.num_players != record["players"]:
            raise ValueError("the position's players differ from the record's")
        return state
    if not isinstance(record.get("options", {}), dict):
        raise ValueError("options are a JSON object")
    return new_game(record["game"], record["players"], seed=record["seed"], options=record.get("options"),
                    deck=record.get("deck"))


def from_record(record: Any, names: list[str] | None = None, viewer: int | None = None) -> Replay:
    """A replay of an engine record (every action replayed by the engine)."""
    check_record_shape(record)
    if record.get("version") != 1:
        raise SchemaError("the record's version is not 1")
    game = record.get("game")
    if not isinstance(game, str):
        raise SchemaError("the record names no game")
    info = game_info(game)
    players = record.get("players")
    if type(players) is not int or not info.min_players <= players <= info.max_players:
        raise SchemaError("the record's players are not a table of this game")
    state = _start(record)
    named = names is not None
    if names is None:
        names = [f"{k + 1}" for k in range(players)]
    if len(names) != players:
        raise SchemaError("the names are not one per seat")
    replay = Replay(game, list(names), record, viewer if isinstance(viewer, int) and 0 <= viewer < players else 0,
                    named)
    replay.bouts = [0]
    for i, text in enumerate(record["actions"]):
        if i % CHECKPOINT == 0:
            replay._checkpoints.append(state.clone())
        events = state.apply(text)
        replay.actions.append(str(state.history[-1]) if state.history else text)
        if any(ev.kind in BOUT_EVENTS for ev in events) and i + 1 < len(record["actions"]):
            replay.bouts.append(i + 1)
        replay.rounds = replay.rounds or any(ev.kind == "round_end" for ev in events)
    if len(replay.actions) % CHECKPOINT == 0:
        replay._checkpoints.append(state.clone())
    replay.finished = bool(state.is_over)
    return replay


def from_data(data: Any) -> Replay:
    """A replay of any JSON the program writes (see the module's docstring); raises
    :class:`ReplayError` and nothing else."""
    try:
        return _from_data(data)
    except ReplayError:
        raise
    except (SchemaError, ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError,
            OverflowError) as exc:
        raise ReplayError("invalid", f"{type(exc).__name__}: {str(exc)[:200]}") from None
    except Exception as exc:  # noqa: BLE001 - a file must never take the program down
        raise ReplayError("invalid", f"{type(exc).__name__}: {str(exc)[:200]}") from None


def _from_data(data: Any) -> Replay:
    if not isinstance(data, dict):
        raise ReplayError("damaged", "not a JSON object")
    if "match" in data and isinstance(data["match"], dict):      # an autosave
        data = data["match"]
    if "seats" in data and "record" in data:                      # a match
        from cardtable.match import Match

        match = Match.from_json(data)
        names = [s.name for s in match.seats]
        humans = [p for p, s in enumerate(match.seats) if s.is_human]
        return from_record(match.state.to_record(), names, humans[0] if humans else 0)
    if "names" in data and "seen" in data:                        # a kept deal seen from its seat
        from cardtable.match.archive import check_deal
        from cardtable.match.seat_record import seat_replay

        check_deal(data)
        return seat_replay(data["game"], list(data["names"]), data["viewer"], data["seen"])
    if "names" in data and "record" in data:                      # a kept deal
        from cardtable.match.archive import check_deal

        check_deal(data)
        return from_record(data["record"], list(data["names"]), data.get("viewer"))
    if "actions" in data:                                         # a bare record
        return from_record(data)
    raise ReplayError("damaged", "neither a record nor a save")


def load_file(path: str | Path) -> Replay:
    """A replay of the file at ``path``; raises :class:`ReplayError` and nothing else."""
    try:
        raw = read_limited(Path(path), MAX_FILE_BYTES)
    except FileDamaged as exc:
        raise ReplayError(exc.code, exc.detail) from None
    except (OSError, ValueError) as exc:      # a path the system cannot even look up
        raise ReplayError("missing", str(exc)[:200]) from None
    if raw is None:
        raise ReplayError("missing", "no such file")
    try:
        data = parse_json(raw)
    except FileDamaged as exc:
        raise ReplayError("damaged", exc.detail) from None
    return from_data(data)

