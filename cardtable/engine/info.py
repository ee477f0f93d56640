"""Registry entries of the games: options (the setup screen's schema), match rules, ``GameInfo``.

:class:`GameInfo` is what ``games()`` lists for one game and what a family registers from its
package's ``__init__``: ids, names, player range, the :class:`Option` schema, the factory,
``determinize``, positions and the :class:`MatchRules` that add deals up to a match.
Pure data and small functions; no import of the engine's other modules at run time.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core import GameState, Result
    from .view import View


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
            # a whole number or its digits (the command line): not a bool, a float, a huge text
            if isinstance(value, str) and value.strip().lstrip("+-").isdigit() \
                    and value.isascii() and len(value) < 20:
                value = int(value)
            if type(value) is not int:
                raise ValueError(f"option {self.name}: expected a whole number, got {value!r}")
            v = value
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
            # a list of names only: a mapping ({"a": 1}) would be read as its keys
            if not isinstance(value, (list, tuple, set, frozenset)) or not all(
                    isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
                raise ValueError(f"option {self.name}: expected names within {list(self.values)}, "
                                 f"got {str(value)[:60]!r}")
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

    # The notes a result of this game holds, exactly (check_result); None: not checked.
    NOTES: frozenset[str] | None = None

    def new_sheet(self, players: int, options: dict) -> dict:
        return {"totals": [0] * players, "deals": []}

    def check_result(self, result: dict, players: int, options: dict) -> None:
        """Raise ``ValueError`` unless ``result`` (a ``Result.to_dict()`` whose shape is
        already checked: seats in range, ints bounded) is one a deal of this game can end
        with (issue 37: a saved sheet's earlier results are only known by their data).  The
        base checks what every game shares; a game adds its own shape and ranges."""
        order, losers, winners = result["order"], result["losers"], result["winners"]
        if sorted(order) != list(range(players)):
            raise ValueError("the finishing order is not every seat once")
        if set(losers) & set(winners):
            raise ValueError("a seat both won and lost the deal")
        if self.NOTES is not None and set(result["notes"]) != self.NOTES:
            raise ValueError("the result's notes are not this game's")

    def check_fools(self, result: dict, players: int, most: int) -> None:
        """A deal scored by its losers (fools, apprentices): no scores, a draw exactly when
        nobody lost, at most ``most`` losers."""
        if result["scores"] is not None:
            raise ValueError("a deal of this game has no scores")
        if result["draw"] != (not result["losers"]) or len(result["losers"]) > most:
            raise ValueError("the losers do not fit the game")

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

    def rank_key(self, sheet: dict, p: int) -> tuple:
        """What ranks player ``p`` in the match, lower first (a game adds its tie-breaks);
        players with equal keys share a place."""
        return (sheet["totals"][p],)

    def standings(self, sheet: dict) -> list[int]:
        """Players from best to worst (equal keys: in seat order)."""
        return sorted(range(len(sheet["totals"])), key=lambda p: (*self.rank_key(sheet, p), p))

    def places(self, sheet: dict) -> list[int]:
        """Each player's place, 1 the best: players with equal keys share the higher place
        and the next place skips as many (1, 1, 3)."""
        order = self.standings(sheet)
        out = [0] * len(order)
        for i, p in enumerate(order):
            same = i and self.rank_key(sheet, p) == self.rank_key(sheet, order[i - 1])
            out[p] = out[order[i - 1]] if same else i + 1
        return out

    def next_deal_options(self, players: int, options: dict, previous: Result | None,
                          previous_options: dict | None, rng: random.Random) -> dict:
        """Deal options for the next deal (internal ones such as ``dealer``)."""
        return dict(options)


# GameInfo.resolve_options without options: (game, its resolved defaults) by (id, players)
_DEFAULTS: dict[tuple[str, Any], tuple[Any, dict]] = {}


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
    determinize: Callable[[View | Mapping[str, Any], random.Random], GameState[Any]] = field(
        repr=False, compare=False)
    # Extra validation of a player count against options (e.g. teams); returns
    # an error message or None.
    validate: Callable[[int, dict], str | None] | None = field(default=None, repr=False,
                                                               compare=False)
    match: MatchRules = field(default_factory=MatchRules, repr=False, compare=False)
    # Positions (docs/notation.md): the fields of a position (position.Field, in order) and
    # the function making a state of their decoded values; None while the family has none.
    position_fields: tuple | None = field(default=None, repr=False, compare=False)
    position: Callable[[dict[str, Any]], GameState] | None = field(default=None, repr=False,
                                                                    compare=False)
    # Where the game comes in games() (the menu's order); then by id.
    order: int = field(default=100, compare=False)
    # Old option names still read from saves and records: (old name, new name), …
    renamed_options: tuple[tuple[str, str], ...] = field(default=(), repr=False, compare=False)

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
        dict can describe a whole match; the engine ignores them.  No options (``None`` or
        ``{}``) answer a copy of the defaults resolved before for this player count (a random
        playout or a benchmark starts a deal per run)."""
        if type(players) is int and (options is None or (type(options) is dict and not options)):
            hit = _DEFAULTS.get((self.id, players))
            if hit is not None and hit[0] is self:
                return dict(hit[1])
            resolved = self._resolve(players, options)
            _DEFAULTS[(self.id, players)] = (self, dict(resolved))
            return resolved
        return self._resolve(players, options)

    def _resolve(self, players: int, options: dict | None) -> dict:
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.id}: {players!r} players; this game takes "
                             f"{self.min_players}-{self.max_players}")
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"{self.id}: options are a mapping of names to values, not {options!r}")
        options = dict(options or {})
        for old, new in self.renamed_options:
            if old in options:
                value = options.pop(old)
                options.setdefault(new, value)
        resolved = {}
        for o in self.options:
            try:
                resolved[o.name] = o.check(options.pop(o.name)) if o.name in options else o.default
            except TypeError:
                raise ValueError(f"{self.id}: option {o.name}: not a value of type {o.type}") from None
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


def seat_options(max_players: int) -> tuple[Option, Option]:
    """The two internal options every game has, with one meaning everywhere
    (docs/notation.md, "Dealing and rigged decks"): ``dealer`` — the seat whose left
    neighbour gets the first card (None: the game's rule, usually drawn by lot from the
    seed) — and ``first`` — the seat that makes the deal's first move (None: the game's
    rule: Durak's lowest trump or the previous fool's neighbour, the Donkey's holder …)."""
    top = max_players - 1
    return (Option("dealer", "int", None, label_en="Dealer", label_ru="Сдающий", internal=True,
                   min=0, max=top),
            Option("first", "int", None, label_en="First to play", label_ru="Первый ход",
                   internal=True, min=0, max=top))


def check_seat_options(players: int, options: dict) -> str | None:
    """An error message when ``dealer`` or ``first`` names no seat of ``players``."""
    for name in ("dealer", "first"):
        v = options.get(name)
        if v is not None and not 0 <= v < players:
            return f"option {name}: seat {v} does not exist with {players} players"
    return None
