"""A match: seats (human or AI level), a series of deals, the score sheet, saves.

No pygame here: an all-AI match runs headless (arena, self-test, soak tests), and
the UI drives the same object for a game on screen.

    m = Match("durak", [Seat("Anna", "human"), Seat("Bot", "ai", "normal")], {"deals": 3}, seed=7)
    while not m.is_over:
        while not m.deal_over:
            p = m.state.to_act
            m.apply(m.ai_choose(p))        # or a human's action
        m.finish_deal()
        if not m.is_over:
            m.next_deal()

Which rules decide the next deal's dealer and the scores come from the game's
:class:`~cardtable.engine.core.MatchRules`; this module only runs them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.engine import Action, Event, GameState, IllegalAction, Result, View, game_info, new_game
from cardtable.engine.core import jsonable
from cardtable.match.restore import deal_rng, deal_seed, match_seed
from cardtable.match.schema import MAX_NAME, clean_name, name_key
from cardtable.match.undo import NEW_CARDS, NOTHING, OVER, UndoPoint, reveals, undo_seat

if TYPE_CHECKING:
    from cardtable.ai.base import Agent

MATCH_VERSION = 1
__all__ = ["AI_LEVELS", "MATCH_VERSION", "MAX_NAME", "SEAT_KINDS", "Match", "Seat", "clean_name", "distinct_names",
           "play_deal"]

SEAT_KINDS = ("human", "ai", "engine")
AI_LEVELS = ("random", "easy", "normal", "hard")
GENDERS = ("m", "f", None)


@dataclass
class Seat:
    """Who sits in a seat: a person (hot-seat), an AI of some level, or an outside engine
    (``kind="engine"``: the program ``engine``, a command line; ``level`` plays for it when it
    is not running or fails, cardtable.net.engine_seat)."""

    name: str
    kind: str = "ai"
    level: str = "normal"
    gender: str | None = None     # "m", "f" or None (unknown): the grammar of messages naming the seat
    engine: str = ""              # kind "engine": the program and its arguments

    def __post_init__(self) -> None:
        # every way a name comes in (command line, setup screen, a restart) ends here:
        # printable, at most MAX_NAME characters, never empty (issue 19)
        self.name = clean_name(self.name) or "?"
        if self.gender not in GENDERS:
            raise ValueError(f"seat gender {self.gender!r} is not one of {GENDERS}")
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind {self.kind!r} is not one of {SEAT_KINDS}")
        if self.kind != "human" and self.level not in AI_LEVELS:
            raise ValueError(f"AI level {self.level!r} is not one of {AI_LEVELS}")
        if (self.kind == "engine") != bool(self.engine):
            raise ValueError("an engine seat, and only it, names its program")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict[str, Any]:
        out = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.gender is not None:
            out["gender"] = self.gender
        if self.kind == "engine":
            out["engine"] = self.engine
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        return cls(str(data["name"]), str(data.get("kind", "ai")), str(data.get("level", "normal")),
                   data.get("gender"), str(data.get("engine", "")))


def distinct_names(seats: list[Seat]) -> list[Seat]:
    """The seats with names told apart: a name a seat before already has (case and accents'
    composition aside, :func:`~cardtable.match.schema.name_key`) gets a number — "Twin",
    "Twin 2", "Twin 3" — so the table, the messages and the statistics count each seat
    once, under its own name (issue 37: three "Twin" seats counted every deal three
    times for one "Twin").  Every way people name seats goes through it: the command
    line's ``--seats``, the setup screen, and a save's seats on Continue."""
    taken: set[str] = set()
    out = []
    for seat in seats:
        name, k = seat.name, 2
        while name_key(name) in taken:
            suffix = f" {k}"
            name = seat.name[:MAX_NAME - len(suffix)].rstrip() + suffix
            k += 1
        taken.add(name_key(name))
        out.append(seat if name == seat.name else Seat(name, seat.kind, seat.level, seat.gender))
    return out


class Match:
    """Runs the deals of one match and keeps the score sheet."""

    # ``_record``'s texts of the deal's actions so far: (state, record head, action texts).
    _record_cache: tuple[GameState[Any], dict[str, Any], list[str]] | None = None

    def __init__(self, game_id: str, seats: list[Seat], options: dict[str, Any] | None = None, seed: int = 0,
                 *, budget: float | None = None):
        self.info = game_info(game_id)
        self.game_id = game_id
        self.seats = list(seats)
        self.options = self.info.resolve_options(len(self.seats), options)
        self.seed = match_seed(seed)      # one a save can hold
        self.budget = budget
        self.sheet = self.info.match.new_sheet(len(self.seats), self.options)
        self.deal_no = 0
        self.last_result: Result | None = None
        self.deal_scored = False
        self.on_change: Callable[[Match], None] | None = None
        self.undone: set[int] = set()       # deals in which the player took a move back (undo)
        self.undo_seat = undo_seat(self.seats)     # the one person against the AI (match/undo.py)
        self.undo_point: UndoPoint | None = None   # his last move of this deal
        self._agents: dict[int, Agent | _RandomAgent] = {}
        self._clock = time.monotonic()
        # told of every change of the table (outside engines, cardtable.net.engine_seat):
        # watcher(match, what, events), what = "action" | "deal" | "scored" | "undo"
        self.watchers: list[Callable[[Match, str, list[Event]], None]] = []
        self.deal_options = self.info.match.next_deal_options(
            len(self.seats), self.options, None, None, self._deal_rng())
        self.state: GameState[Any] = self._start_deal()
        self.initial_events: list[Event] = list(self.state.initial_events)

    # -- deals ----------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    def _deal_rng(self) -> random.Random:
        return deal_rng(self.seed, self.deal_no)

    def _deal_seed(self) -> int:
        return deal_seed(self.seed, self.deal_no)

    def _start_deal(self) -> GameState[Any]:
        return new_game(self.game_id, self.players, seed=self._deal_seed(),
                        options=self.info.deal_options(self.deal_options))

    @property
    def deal_over(self) -> bool:
        return self.state.is_over

    @property
    def is_over(self) -> bool:
        """The match is over (only once the last deal has been scored)."""
        return self.deal_scored and self.info.match.is_over(self.sheet, self.options)

    def apply(self, action: Action | str) -> list[Event]:
        """Play an action in the current deal (raises IllegalAction, changing nothing)."""
        seat = self.undo_seat
        before = None
        if seat is not None and _player_of(self.state, action) == seat:
            before = self.state.clone()        # the player's move: Undo can take it back
        events = self.state.apply(action)
        if before is not None:
            self.undo_point = UndoPoint(len(self.state.history) - 1, before)
        point = self.undo_point
        if seat is not None and point is not None and not point.spoilt and any(reveals(e, seat) for e in events):
            point.spoilt = True                # a hidden card was seen: no Undo (match/undo.py)
        self._changed()
        self._tell("action", events)
        return events

    def undo_refusal(self) -> str | None:
        """Why Undo cannot take the player's last move back now (``undo.NOTHING``,
        ``NEW_CARDS``, ``OVER``), or None when it can (the rule: match/undo.py)."""
        if self.deal_over:
            return OVER
        point = self.undo_point
        if self.undo_seat is None or point is None:
            return NOTHING
        return NEW_CARDS if point.spoilt else None

    def take_back(self) -> None:
        """Undo: the state before the player's last move comes back (the AI's answers since
        go too), the deal is marked in :attr:`undone`; one move only.  Raises RuntimeError
        when :meth:`undo_refusal` gives a reason."""
        reason = self.undo_refusal()
        if reason is not None:
            raise RuntimeError(f"no undo: {reason}")
        point = self.undo_point
        assert point is not None
        state = point.before
        if state is None:                      # restored from a save: rebuilt from the record
            from cardtable.engine import replay
            record = self.state.to_record()
            state = replay({**record, "actions": record["actions"][:point.at]})
        self.undo_point = None
        self.state = state
        self.undone.add(self.deal_no)
        self._changed()
        self._tell("undo", [])

    def finish_deal(self) -> Result:
        """Score the finished deal into the sheet (once)."""
        if not self.state.is_over:
            raise RuntimeError("the deal is not over")
        result = self.state.result
        assert result is not None
        if not self.deal_scored:
            self.add_play_time()
            self.info.match.add_deal(self.sheet, result, self.options)
            self.deal_scored = True
            self.last_result = result
            self._changed()
            self._tell("scored", [])
        return result

    def next_deal(self) -> list[Event]:
        """Start the next deal and return its dealing events."""
        if not self.deal_scored:
            self.finish_deal()
        if self.is_over:
            raise RuntimeError("the match is over")
        previous = self.deal_options
        self.deal_no += 1
        self.deal_options = self.info.match.next_deal_options(
            self.players, self.options, self.last_result, previous, self._deal_rng())
        self.state = self._start_deal()
        self.undo_point = None
        self.deal_scored = False
        self.initial_events = list(self.state.initial_events)
        self._changed()
        self._tell("deal", self.initial_events)
        return self.initial_events

    def add_play_time(self) -> None:
        """Add the time played since the last call to ``sheet["elapsed_s"]`` (a match
        of a chosen time, ESL-9); time while the program is closed does not count."""
        now = time.monotonic()
        self.sheet["elapsed_s"] = round(float(self.sheet.get("elapsed_s", 0.0)) + now - self._clock, 3)
        self._clock = now

    def standings(self) -> list[int]:
        """Players from best to worst by the score sheet."""
        return self.info.match.standings(self.sheet)

    def places(self) -> list[int]:
        """Each player's place by the score sheet, 1 the best (a tie shares a place)."""
        return self.info.match.places(self.sheet)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def _tell(self, what: str, events: list[Event]) -> None:
        for watcher in getattr(self, "watchers", ()):     # a match rebuilt from a save has none yet
            watcher(self, what, events)

    # -- AI -------------------------------------------------------------------
    def agent(self, player: int) -> Agent | _RandomAgent:
        """The AI agent playing ``player``'s seat (humans get a Normal one for hints)."""
        if player not in self._agents:
            seat = self.seats[player]
            level = seat.level if seat.kind == "ai" else "normal"
            self._agents[player] = _make_agent(level, self.game_id)
        return self._agents[player]

    def forget_agent(self, player: int) -> None:
        """Drop ``player``'s agent (the seat changed hands: a network seat handed to an AI
        stand-in, or taken back by its owner); the next :meth:`agent` makes a new one."""
        self._agents.pop(player, None)

    def set_agent(self, player: int, agent: Agent | None) -> None:
        """Let ``agent`` play ``player``'s seat (an outside engine, cardtable.net.engine_seat);
        None: the seat's own level again."""
        if agent is None:
            self.forget_agent(player)
        else:
            self._agents[player] = agent

    def decision_rng(self, player: int) -> random.Random:
        """A reproducible RNG for one decision (same deal, moment and seat → same choice)."""
        return random.Random(f"{self.seed}:{self.deal_no}:{len(self.state.history)}:{player}")

    def ai_choose(self, player: int, rng: random.Random | None = None,
                  budget: float | None = None) -> Action:
        """Ask the seat's agent for an action; it sees only ``state.view(player)`` (GEN-2)."""
        legal = self.state.legal_actions(player)
        if not legal:
            raise RuntimeError(f"player {player} has no legal action")
        view = self.state.view(player)
        agent = self.agent(player)
        b = budget if budget is not None else (self.budget if self.budget is not None else 1.0)
        # an AI level plays (leaving an endless cycle, cardtable.ai.cycles); an outside engine or
        # another stand-in only chooses
        play = getattr(agent, "play", agent.choose)
        return play(view, legal, rng or self.decision_rng(player), b)

    # -- saves ----------------------------------------------------------------
    def _record(self) -> dict[str, Any]:
        """``state.to_record()``, built as the deal goes: the texts of the actions already
        written are kept, so an autosave after each action costs one action's text, not the
        whole deal's (issue 37)."""
        state = self.state
        cache = self._record_cache
        if cache is None or cache[0] is not state or len(cache[2]) > len(state.history):
            head = state.to_record()
            cache = self._record_cache = (state, head, head.pop("actions"))
        _state, head, texts = cache
        history = state.history
        if len(texts) < len(history):
            texts.extend(str(a) for a in history[len(texts):])
        return {**head, "actions": list(texts)}

    def to_json(self) -> dict[str, Any]:
        """The whole match as JSON-ready data (no pickle): a snapshot of its own, which a
        writer thread may serialise while the match goes on (the sheet's lists copied; the
        results in it, like the action texts, are never changed once written)."""
        sheet = {k: list(v) if isinstance(v, list) else v for k, v in self.sheet.items()}
        return {
            "version": MATCH_VERSION,
            "game": self.game_id,
            "seats": [s.to_dict() for s in self.seats],
            "options": jsonable(self.options),
            "seed": self.seed,
            "deal_no": self.deal_no,
            "deal_options": jsonable(self.deal_options),
            "sheet": sheet,
            "deal_scored": self.deal_scored,
            "last_result": self.last_result.to_dict() if self.last_result else None,
            "record": self._record(),
            **({"undone": sorted(self.undone)} if self.undone else {}),
            # Undo's availability survives Quit and Continue (issue 34): the move it takes back
            **({"undo": {"at": self.undo_point.at}} if self.undo_point is not None and not self.deal_over
               else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Match:
        """Rebuild a match saved by :meth:`to_json`; raises RecordError (and nothing else)
        unless every field has its type and range and the score sheet, deal options and
        record agree with each other (:mod:`cardtable.match.restore`)."""
        from cardtable.match.restore import rebuild_match

        return rebuild_match(cls, data, MATCH_VERSION)


def _player_of(state: GameState[Any], action: Action | str) -> int | None:
    """The seat taking ``action`` (None for text that does not parse: apply refuses it)."""
    if isinstance(action, Action):
        return action.player
    try:
        player: int = state.parse_action(action).player
        return player
    except (ValueError, TypeError, IllegalAction):
        return None


class _RandomAgent:
    """Fallback while no AI package is installed: a uniformly random legal action."""

    level = "random"

    def choose(self, view: View, legal: list[Action], rng: random.Random, budget: float) -> Action:
        return rng.choice(legal)


def _make_agent(level: str, game_id: str) -> Agent | _RandomAgent:
    try:
        from cardtable.ai import make_agent
    except ImportError:
        return _RandomAgent()
    return make_agent(level, game_id)


def play_deal(match: Match, max_actions: int = 100_000) -> Result:
    """Play the current deal to its end with every seat's agent (headless)."""
    for _ in range(max_actions):
        if match.deal_over:
            return match.finish_deal()
        p = match.state.to_act
        assert p is not None, "the deal goes on: someone acts"
        match.apply(match.ai_choose(p))
    raise RuntimeError(f"deal did not end within {max_actions} actions")
