"""The engine contract shared by every game (DESIGN.md, "Engine contract").

Every game family implements a subclass of :class:`GameState` and registers a
:class:`GameInfo` with :func:`register`.  The rest of the program (AI, match
runner, UI, tests, outside checks) only talks to this contract:

- :class:`Action` — an immutable move with a short text notation (``str(action)``);
- :class:`Event` — one thing that happened, usually a card moving between zones;
- :class:`GameState` — ``to_act``, ``legal_actions``, ``apply``, ``view``,
  ``is_over``, ``result``, ``clone``, ``parse_action``, ``to_record``;
- :class:`IllegalAction` — raised by ``apply`` with a rule id; the state is unchanged.

No pygame and no I/O here: the engine is pure Python.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .rng import seeded
from .zone import Zone

RECORD_VERSION = 1


class IllegalAction(ValueError):
    """An action the rules do not allow now (GEN-3).

    ``rule`` is the id from RULES.md (e.g. ``"DUR-7"``) and ``reason`` an English
    sentence; ``str(exc)`` is ``"DUR-7: reason"``.  The state is left unchanged.
    """

    def __init__(self, rule: str, reason: str):
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason


class RecordError(ValueError):
    """A game record (save file, replay) that cannot be read or replayed."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one player.

    ``kind`` is the verb (``"attack"``, ``"cover"``, ``"take"`` …), ``player`` the
    seat taking it, ``cards`` the cards it plays (game-specific integers), and
    ``arg`` an optional extra value (the attack card a cover lands on, a named
    suit, a target seat …; always hashable).  ``str(action)`` is the notation
    documented in ``docs/notation.md``; each game subclasses ``Action`` (adding
    no fields, only ``__str__``) and its ``parse_action`` reads the text back.
    """

    player: int
    kind: str
    cards: tuple[int, ...] = ()
    arg: Any = None

    def __str__(self) -> str:
        parts = [f"{self.player}:{self.kind}"]
        parts.extend(str(c) for c in self.cards)
        if self.arg is not None:
            parts.append(f"@{self.arg}")
        return " ".join(parts)


_new_object = object.__new__
_SET_FIELDS = tuple(Action.__dict__[f].__set__ for f in ("player", "kind", "cards", "arg"))


def make_action(cls: type, player: int, kind: str, cards: tuple[int, ...] = (), arg: Any = None):
    """``cls(player, kind, cards, arg)`` (``cls`` an :class:`Action` subclass) at half the cost:
    the frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; this
    sets the slots directly.  For engines that build many actions while they play."""
    a = _new_object(cls)
    sp, sk, sc, sa = _SET_FIELDS
    sp(a, player)
    sk(a, kind)
    sc(a, cards)
    sa(a, arg)
    return a


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the UI to animate without diffing states.

    A card movement has ``kind="move"``, the ``card`` (an int, or ``None`` when
    the card is not known to the viewer — filter with :meth:`for_viewer`), ``src``
    and ``dst`` :class:`~cardtable.engine.zone.Zone` values (``str(zone)``:
    ``"stock"``, ``"hand:N"``, ``"table:K"``, ``"cover:K"`` …, see zone.py and
    docs/notation.md), ``face_up`` for how it travels, and ``player`` who caused it.
    Other kinds (``"turn"``, ``"trump"``, ``"bout_end"``, ``"deal_end"``,
    ``"say"`` …) carry their data in ``info`` (shared, read-only dicts).
    """

    kind: str
    card: int | None = None
    src: Zone | None = None
    dst: Zone | None = None
    face_up: bool = True
    player: int | None = None
    info: dict | None = None

    def for_viewer(self, viewer: int | None) -> Event:
        """The event as seen by ``viewer``: a face-down card not in the viewer's
        own hand has its identity removed (GEN-2)."""
        if self.kind != "move" or self.face_up or self.card is None:
            return self
        if viewer is not None:
            src, dst = self.src, self.dst
            if (src is not None and src.seat == viewer and src.kind == "hand") or \
                    (dst is not None and dst.seat == viewer and dst.kind == "hand"):
                return self
        return Event(self.kind, None, self.src, self.dst, False, self.player, self.info)


@dataclass(frozen=True)
class Option:
    """One entry of a game's option schema (rendered by the setup screen).

    ``type`` is ``"choice"``, ``"bool"``, ``"int"`` or ``"set"`` (a subset of
    ``values``).  ``scope`` is ``"deal"`` (read by the engine) or ``"match"``
    (read by the match runner).  ``internal`` options are set by the match
    runner between deals and not shown to players.
    """

    name: str
    type: str
    default: Any
    values: tuple = ()
    label_en: str = ""
    label_ru: str = ""
    scope: str = "deal"
    internal: bool = False
    min: int | None = None
    max: int | None = None
    # "set" options: named presets ((name, values), …) the setup screen offers and a value may
    # name ("game2"), and other spellings of values ((alias, value), …, e.g. ("11", "J")).
    presets: tuple = ()
    aliases: tuple = ()

    def check(self, value: Any) -> Any:
        """Return the normalised value or raise ``ValueError``."""
        if self.type == "bool":
            if isinstance(value, str):
                if value.lower() in ("1", "true", "yes", "on"):
                    return True
                if value.lower() in ("0", "false", "no", "off"):
                    return False
            if isinstance(value, bool):
                return value
            raise ValueError(f"option {self.name}: expected true/false, got {value!r}")
        if self.type == "int":
            if value is None and self.internal:
                return None
            try:
                v = int(value)
            except (TypeError, ValueError):
                raise ValueError(f"option {self.name}: expected a whole number, got {value!r}") from None
            if (self.min is not None and v < self.min) or (self.max is not None and v > self.max):
                raise ValueError(f"option {self.name}: {v} outside {self.min}..{self.max}")
            return v
        if self.type == "choice":
            if value not in self.values:
                raise ValueError(f"option {self.name}: {value!r} is not one of {list(self.values)}")
            return value
        if self.type == "set":
            if isinstance(value, str):
                value = [v for v in value.replace(",", " ").split() if v]
            presets, aliases = dict(self.presets), dict(self.aliases)
            value = [x for v in value for x in presets.get(v, (aliases.get(v, v),))]
            items = tuple(sorted(set(value), key=list(self.values).index)) if all(
                v in self.values for v in value) else None
            if items is None:
                raise ValueError(f"option {self.name}: {value!r} not within {list(self.values)}")
            return items
        raise ValueError(f"option {self.name}: unknown type {self.type}")

    def to_dict(self) -> dict:
        return {
            "name": self.name, "type": self.type, "default": self.default,
            "values": list(self.values), "label": {"en": self.label_en, "ru": self.label_ru},
            "scope": self.scope, "internal": self.internal, "min": self.min, "max": self.max,
            **({"presets": {k: list(v) for k, v in self.presets}} if self.presets else {}),
        }


class MatchRules:
    """How deals add up to a match (scores across deals, when it ends, who deals next).

    The default counts losers (the Durak family's fools, DUR-22): a deal adds 1 to
    each loser's total; the match ends after option ``deals`` deals or when a
    total reaches option ``loss_limit`` (0 = off); the lowest total ranks first.
    A game overrides what differs (Donkey adds penalties, Pirate Party has three
    scoring modes).  Everything here is pure data in, data out: the match runner
    (cardtable/match) stores the sheet in saves as JSON.
    """

    def new_sheet(self, players: int, options: dict) -> dict:
        return {"totals": [0] * players, "deals": []}

    def add_deal(self, sheet: dict, result: Result, options: dict) -> None:
        for p in result.losers:
            sheet["totals"][p] += 1
        sheet["deals"].append(result.to_dict())

    def is_over(self, sheet: dict, options: dict) -> bool:
        played = len(sheet["deals"])
        if played >= int(options.get("deals", 1) or 1):
            return True
        limit = int(options.get("loss_limit", 0) or 0)
        return bool(limit) and max(sheet["totals"]) >= limit

    def standings(self, sheet: dict) -> list[int]:
        """Players from best to worst."""
        totals = sheet["totals"]
        return sorted(range(len(totals)), key=lambda p: (totals[p], p))

    def next_deal_options(self, players: int, options: dict, previous: Result | None,
                          previous_options: dict | None, rng: random.Random) -> dict:
        """Deal options for the next deal (internal ones such as ``dealer``)."""
        return dict(options)


@dataclass(frozen=True)
class GameInfo:
    """A registry entry: what ``games()`` lists for one game."""

    id: str
    name_en: str
    name_ru: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    factory: Callable[..., GameState] = field(repr=False, compare=False)
    determinize: Callable[[dict, random.Random], GameState] = field(repr=False, compare=False)
    # Extra validation of a player count against options (e.g. teams); returns
    # an error message or None.
    validate: Callable[[int, dict], str | None] | None = field(default=None, repr=False,
                                                               compare=False)
    match: MatchRules = field(default_factory=MatchRules, repr=False, compare=False)

    @property
    def names(self) -> dict[str, str]:
        return {"en": self.name_en, "ru": self.name_ru}

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def deal_options(self, options: dict) -> dict:
        """Only the options the engine reads (scope ``deal``)."""
        names = {o.name for o in self.options if o.scope == "deal"}
        return {k: v for k, v in options.items() if k in names}

    def resolve_options(self, players: int, options: dict | None) -> dict:
        """Fill defaults, check types and combinations; raise ``ValueError``.

        Match-scope options (``deals`` …) are accepted and resolved too, so one
        dict can describe a whole match; the engine ignores them."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.id}: {players} players; this game takes "
                             f"{self.min_players}-{self.max_players}")
        options = dict(options or {})
        resolved = {}
        for o in self.options:
            resolved[o.name] = o.check(options.pop(o.name)) if o.name in options else o.default
        if options:
            raise ValueError(f"{self.id}: unknown option(s) {sorted(options)}")
        if self.validate is not None:
            err = self.validate(players, resolved)
            if err:
                raise ValueError(f"{self.id}: {err}")
        return resolved

    def to_dict(self) -> dict:
        return {"id": self.id, "names": self.names, "min_players": self.min_players,
                "max_players": self.max_players, "options": [o.to_dict() for o in self.options]}


@dataclass
class Result:
    """How a deal ended.

    ``order`` lists players in the order they finished (first out first);
    ``losers`` the fool(s)/loser(s) (empty for a draw); ``scores`` a per-player
    number for the deal (penalty or points, game-specific, ``None`` when the game
    has none); ``notes`` game-specific extras such as ``{"epaulettes": True}``.
    """

    order: list[int]
    losers: list[int]
    draw: bool = False
    scores: list[int] | None = None
    winners: list[int] = field(default_factory=list)
    notes: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"order": self.order, "losers": self.losers, "draw": self.draw,
                "scores": self.scores, "winners": self.winners, "notes": self.notes}


class GameState:
    """Base class of every game's state.

    Subclasses implement ``_legal(player)``, ``_apply(action)``, ``view``,
    ``clone``, ``parse_action``, ``to_act``, ``result`` and ``returns``; this base
    provides the checked ``apply``, the action history and records.
    """

    game_id: ClassVar[str] = ""

    def __init__(self, players: int, seed: int, options: dict, deck: list[int] | None):
        self.num_players = players
        self.seed = seed
        self.options = options
        self.rigged_deck = list(deck) if deck is not None else None
        self.history: list[Action] = []

    # -- to implement ---------------------------------------------------------
    @property
    def to_act(self) -> int | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal(self, player: int) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _refusal(self, action: Action) -> IllegalAction:
        """Explain why ``action`` is illegal (a rule id and a reason)."""
        return IllegalAction("GEN-3", f"{action} is not a legal action now")

    def view(self, player: int) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def clone(self) -> GameState:  # pragma: no cover - abstract
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def result(self) -> Result | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def returns(self) -> list[float]:
        """Per-player reward of a finished deal in [0, 1], for search AI."""
        res = self.result
        if res is None:
            return [0.5] * self.num_players
        if res.scores is not None and not res.losers:
            lo, hi = min(res.scores), max(res.scores)
            span = (hi - lo) or 1
            return [1.0 - (s - lo) / span for s in res.scores]
        return [0.0 if p in res.losers else 1.0 for p in range(self.num_players)]

    # -- provided -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every legal action of ``player`` now (default: ``to_act``)."""
        if player is None:
            player = self.to_act
        if player is None or self.is_over:
            return []
        return self._legal(player)

    def actors(self) -> list[int]:
        """Players who have at least one legal action now (``to_act`` first)."""
        first = self.to_act
        if first is None:
            return []
        others = [p for p in range(self.num_players) if p != first and self._legal(p)]
        return [first, *others]

    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (an Action or its notation) and return the events.

        Raises :class:`IllegalAction` (citing a rule id) and leaves the state
        unchanged when the action is not legal now.
        """
        if isinstance(action, str):
            try:
                action = self.parse_action(action)
            except IllegalAction:
                raise
            except (ValueError, KeyError, IndexError) as exc:
                raise IllegalAction("GEN-3", f"cannot read action {action!r}: {exc}") from None
        if not isinstance(action, Action):
            raise IllegalAction("GEN-3", f"not an action: {action!r}")
        if self.is_over:
            raise IllegalAction("GEN-3", "the deal is over")
        # exact types: True == 1 and 6.0 == 6, so a bool seat or a float card would
        # otherwise pass the legality check and poison the history and records (GEN-1)
        if not (type(action.player) is int and 0 <= action.player < self.num_players):
            raise IllegalAction("GEN-3", f"no such player: {action.player!r}")
        if type(action.cards) is not tuple or any(type(c) is not int for c in action.cards):
            raise IllegalAction("GEN-3", f"cards must be a tuple of card numbers: {action.cards!r}")
        if action not in self._legal(action.player):
            try:
                refusal = self._refusal(action)
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                # hostile fields (a tuple where a suit goes, a card number out of range)
                # that the game's notation cannot even print: still a clean refusal
                refusal = IllegalAction("GEN-3", f"{action!r} is not a legal action now")
            raise refusal
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal (for AI playouts)."""
        events = self._apply(action)
        self.history.append(action)
        return events

    def to_record(self) -> dict:
        """The whole deal as versioned JSON-ready data (GEN-1)."""
        return {
            "version": RECORD_VERSION,
            "game": self.game_id,
            "players": self.num_players,
            "seed": self.seed,
            "options": _jsonable(self.options),
            "deck": self.rigged_deck,
            "actions": [str(a) for a in self.history],
        }

    def __str__(self) -> str:
        return f"<{self.game_id} {self.num_players}p seed={self.seed} after {len(self.history)} actions>"


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def seat_rng(seed: int, *salt: Any) -> random.Random:
    """A deterministic RNG for a deal: the same seed and salt give the same shuffle
    (:func:`cardtable.engine.rng.seeded`)."""
    return seeded(seed, *salt)
