"""The Durak family (docs/rules.md chapter 1): game ids ``durak`` and ``witch_durak`` (chapter 2),
their options and match rules.

Importing this package registers both games.  The rules live in
:mod:`.state` (:class:`DurakState`); actions and their notation in
:mod:`.actions`; views and determinization in :mod:`.view`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..core import GameInfo, MatchRules, Option, Result, View
from ..info import seat_options
from .actions import DurakAction, parse_action
from .position import DURAK_FIELDS, WITCH_FIELDS, state_of
from .state import DurakState
from .view import determinize_state
from .witch import PRESETS, RANK_ALIASES, RANK_NAMES, WitchRules, WitchState

__all__ = ["DurakAction", "DurakState", "DurakMatch", "DURAK_OPTIONS", "WITCH_OPTIONS", "WitchRules",
           "WitchState",
           "PRESETS", "parse_action", "determinize", "determinize_witch"]


def common_options() -> tuple[Option, ...]:
    """Options every Durak-family game shares (teams, Italian, next leader, match, internals)."""
    return (
        Option("italian", "bool", False, label_en="Italian: the taker also picks up the discard pile",
               label_ru="Итальянский: берущий забирает и отбой"),
        Option("teams", "choice", "none", ("none", "2x2", "3x3"), label_en="Teams",
               label_ru="Команды"),
        Option("next_deal_leader", "choice", "left_of_fool", ("left_of_fool", "right_of_fool"),
               label_en="Next deal is led by", label_ru="Следующую раздачу начинает"),
        Option("deals", "int", 1, label_en="Deals in the match", label_ru="Раздач в матче",
               scope="match", min=1, max=99),
        Option("loss_limit", "int", 0, label_en="Match ends at this many fools (0 = off)",
               label_ru="Матч до стольких проигрышей (0 — без ограничения)", scope="match", min=0,
               max=99),
        *seat_options(6),
        Option("previous_fool", "int", None, label_en="Previous fool", label_ru="Прошлый дурак",
               internal=True, min=0, max=5),
    )


DURAK_OPTIONS: tuple[Option, ...] = (
    Option("variant", "choice", "throw_in", ("throw_in", "transfer", "simple"),
           label_en="Variant", label_ru="Вариант"),
    Option("no_transfer_first_bout", "bool", False,
           label_en="No transfer in the first bout", label_ru="Без перевода в первом ходе"),
    Option("transfer_by_showing_trump", "bool", False,
           label_en="Transfer by showing a trump", label_ru="Перевод показом козыря («проездной»)"),
    *common_options(),
)

WITCH_OPTIONS: tuple[Option, ...] = (
    Option("enchanted_ranks", "set", PRESETS["game1"], RANK_NAMES,
           label_en="Enchanted ranks (game 1: 6 7; game 2: 6-10; game 3: 6-Q)",
           label_ru="Заколдованные номиналы (партия 1: 6 7; партия 2: 6-10; партия 3: 6-Д)",
           presets=tuple(PRESETS.items()), aliases=RANK_ALIASES),
    *common_options(),
)

VARIANT_LABELS = {
    "throw_in": ("Throw-in", "Подкидной"),
    "transfer": ("Transfer", "Переводной"),
    "simple": ("Simple", "Простой"),
}


def validate_common(players: int, o: dict) -> str | None:
    teams = o.get("teams", "none")
    if teams == "2x2" and players != 4:
        return f"teams 2x2 needs exactly 4 players, not {players} (DUR-17)"
    if teams == "3x3" and players != 6:
        return f"teams 3x3 needs exactly 6 players, not {players} (DUR-17)"
    for name in ("dealer", "first", "previous_fool"):
        v = o.get(name)
        if v is not None and not 0 <= v < players:
            return f"option {name}: seat {v} does not exist with {players} players"
    return None


def validate(players: int, o: dict) -> str | None:
    err = validate_common(players, o)
    if err:
        return err
    if o.get("variant") != "transfer":
        for name in ("no_transfer_first_bout", "transfer_by_showing_trump"):
            if o.get(name):
                return f"option {name} needs variant 'transfer' (DUR-14, DUR-15)"
    return None


class DurakMatch(MatchRules):
    """DUR-22: fools (and epaulettes, DUR-21) counted per player; DUR-4 for later deals."""

    NOTES = frozenset({"fool", "dealer", "epaulettes"})

    def new_sheet(self, players: int, options: dict) -> dict:
        sheet = super().new_sheet(players, options)
        sheet["epaulettes"] = [0] * players
        return sheet

    def check_result(self, result: dict, players: int, options: dict) -> None:
        super().check_result(result, players, options)
        team = {"2x2": 2, "3x3": 3}.get(str(options.get("teams")), 1)     # DUR-18, DUR-19
        self.check_fools(result, players, team)
        notes = result["notes"]
        fool = notes["fool"]
        # a team that lost may have no single fool (DUR-18); alone, only a draw has none
        if (fool is not None and (result["draw"] or fool not in result["losers"])
                or fool is None and team == 1 and not result["draw"]):
            raise ValueError("the fool is not a loser of the deal")
        if len(result["winners"]) > (team if team > 1 else 0):
            raise ValueError("the winners do not fit the game")
        if type(notes["epaulettes"]) is not bool or (notes["epaulettes"] and fool is None):
            raise ValueError("epaulettes without a fool (DUR-21)")
        if notes["dealer"] is not None and not (type(notes["dealer"]) is int and 0 <= notes["dealer"] < players):
            raise ValueError("the dealer is not a seat")

    def add_deal(self, sheet: dict, result: Result, options: dict) -> None:
        super().add_deal(sheet, result, options)
        fool = result.notes.get("fool")
        if result.notes.get("epaulettes") and fool is not None:
            sheet.setdefault("epaulettes", [0] * len(sheet["totals"]))[fool] += 1

    def rank_key(self, sheet: dict, p: int) -> tuple:
        ep = sheet.get("epaulettes") or [0] * len(sheet["totals"])
        return (sheet["totals"][p], ep[p])

    def next_deal_options(self, players: int, options: dict, previous: Result | None,
                          previous_options: dict | None, rng: random.Random) -> dict:
        opts = dict(options)
        if previous is None:
            opts["dealer"] = options.get("dealer")
            opts["previous_fool"] = None
            return opts
        fool = previous.notes.get("fool")
        dealer = previous.notes.get("dealer")
        if fool is not None and not previous.draw:
            opts["previous_fool"] = fool  # DUR-4: the next deal is led from the fool
            opts["dealer"] = fool  # the fool deals
        else:
            opts["previous_fool"] = None  # after a draw: the lowest trump leads again
            opts["dealer"] = (dealer + 1) % players if dealer is not None else None
        return opts


def _factory(players: int, seed: int, options: dict, deck: list[int] | None) -> DurakState:
    return DurakState(players, seed, options, deck)


def determinize(view: View | Mapping[str, Any], rng: random.Random) -> DurakState:
    return determinize_state(DurakState, view, rng)


def _witch_factory(players: int, seed: int, options: dict, deck: list[int] | None) -> WitchState:
    return WitchState(players, seed, options, deck)


def determinize_witch(view: View | Mapping[str, Any], rng: random.Random) -> WitchState:
    return determinize_state(WitchState, view, rng)


def _register() -> None:
    from .. import register

    register(GameInfo(
        id="durak", name_en="Durak", name_ru="Дурак", min_players=2, max_players=6,
        options=DURAK_OPTIONS, factory=_factory, determinize=determinize, validate=validate,
        match=DurakMatch(), order=10, position_fields=DURAK_FIELDS,
        position=lambda v: state_of(DurakState, v),
    ))
    register(GameInfo(
        id="witch_durak", name_en="Witch durak", name_ru="Дурак колдовской", min_players=2,
        max_players=6, options=WITCH_OPTIONS, factory=_witch_factory, determinize=determinize_witch,
        validate=validate_common, match=DurakMatch(), order=20, position_fields=WITCH_FIELDS,
        position=lambda v: state_of(WitchState, v),
    ))


_register()
