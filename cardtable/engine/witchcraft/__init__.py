"""Strong Witchcraft ("Сильное колдунство", docs/rules.md chapter 3): registry entry.

Game id ``strong_witchcraft``, 2–6 players, option ``sets`` (1 = 63 cards,
2 = 126 cards; SW-1).  The cards and their notation live in
:mod:`.cards`, the rules in :mod:`.state`; this module
builds deals (:func:`new_deal`), re-deals hidden cards for search AI
(:func:`determinize_view`), scores matches (:class:`WitchcraftMatch`) and
registers the game.  The family's files follow docs/dev/engine.md: ``cards``,
``actions`` (notation, shared action tables), ``events``, ``legal``, ``refusal``,
``view`` (views, ``clone``, determinize), ``ending`` (bout and deal endings),
``state``, ``step`` (the playout mode), ``position``.

Dealing (docs/notation.md): ``deck`` is the whole deck, top card first; cards
are dealt one at a time from player 0 clockwise until everyone holds 6
(``deck[i]`` goes to player ``i % n``); the rest, in order, is the stock, top
first.  The first attacker is the internal option ``first`` (default: drawn by
lot from the seed, SW-4).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .. import register
from ..core import GameInfo, MatchRules, Option, Result, View
from ..info import check_seat_options, seat_options
from ..rng import below, seeded_bits, shuffle
from .actions import GAME_ID, SWAction, parse_action, witchcrafts
from .cards import full_deck
from .position import FIELDS, state_of
from .state import WitchcraftState
from .view import WitchcraftView, determinize_state

__all__ = ["GAME_ID", "INFO", "SWAction", "WitchcraftMatch", "WitchcraftState", "WitchcraftView",
           "determinize_view", "new_deal", "parse_action", "witchcrafts"]


def _check_deck(deck: list[int], sets: int) -> list[int]:
    deck = [int(c) for c in deck]
    if sorted(deck) != full_deck(sets):
        raise ValueError(f"a rigged Strong Witchcraft deck must hold every card of {sets} set(s) "
                         f"exactly {3 * sets} times ({63 * sets} cards)")
    return deck


def new_deal(players: int, seed: int, options: dict, deck: list[int] | None) -> WitchcraftState:
    """The factory: shuffle (or take the rigged ``deck``) and deal (SW-4)."""
    sets = int(options.get("sets", 1))
    if deck is None:
        cards = full_deck(sets)
        shuffle(seeded_bits(seed, GAME_ID, "deal"), cards)
    else:
        cards = _check_deck(deck, sets)
    first = options.get("first")
    if first is None:
        first = below(seeded_bits(seed, GAME_ID, "first"), players)
    elif not 0 <= int(first) < players:
        raise ValueError(f"first attacker {first} is not a seat")
    dealer = options.get("dealer")
    state = WitchcraftState(players, seed, options, deck)
    state._setup(cards, int(first), players - 1 if dealer is None else dealer)
    return state


def determinize_view(view: View | Mapping[str, Any], rng: random.Random) -> WitchcraftState:
    """A full state consistent with ``view`` (search AI; :func:`.view.determinize_state`)."""
    view = WitchcraftView.from_mapping(view)
    return determinize_state(WitchcraftState, view, rng)


class WitchcraftMatch(MatchRules):
    """Match scoring: each deal adds 1 to the apprentice's (loser's) total, as
    DUR-22 counts fools; the sheet also counts each player's Strong Witchcraft
    wins.  Ends after option ``deals`` deals or at ``loss_limit`` losses."""

    NOTES = frozenset({"witchcraft_wins", "witchcrafts"})

    def new_sheet(self, players: int, options: dict) -> dict:
        sheet = super().new_sheet(players, options)
        sheet["witchcraft_wins"] = [0] * players
        return sheet

    def check_result(self, result: dict, players: int, options: dict) -> None:
        super().check_result(result, players, options)
        self.check_fools(result, players, players - 1)
        winners, losers = result["winners"], result["losers"]
        if result["order"] != winners + losers:
            raise ValueError("the order is not the finishers, then the apprentices")
        notes = result["notes"]
        laid = notes["witchcrafts"]
        most = 126                                   # SW-1: two sets of 63 cards at most
        if (not isinstance(laid, list) or len(laid) != players
                or any(type(x) is not int or not 0 <= x <= most for x in laid)):
            raise ValueError("the Strong Witchcrafts laid are not a count per seat")
        if any(p not in winners for p in notes["witchcraft_wins"]):
            raise ValueError("a Strong Witchcraft win of a seat that did not finish")

    def add_deal(self, sheet: dict, result: Result, options: dict) -> None:
        super().add_deal(sheet, result, options)
        wins = sheet.setdefault("witchcraft_wins", [0] * len(sheet["totals"]))
        for p in result.notes.get("witchcraft_wins", []):
            wins[p] += 1

    def rank_key(self, sheet: dict, p: int) -> tuple:
        wins = sheet.get("witchcraft_wins", [0] * len(sheet["totals"]))
        return (sheet["totals"][p], -wins[p])


def _validate(players: int, options: dict) -> str | None:
    return check_seat_options(players, options)


OPTIONS = (
    Option("sets", "int", 1, (1, 2), label_en="Card sets (1 = 63 cards, 2 = 126 cards)",
           label_ru="Наборы карт (1 = 63 карты, 2 = 126 карт)", min=1, max=2),
    *seat_options(6),
    Option("deals", "int", 1, label_en="Deals in the match", label_ru="Раздач в матче",
           scope="match", min=1, max=99),
    Option("loss_limit", "int", 0, label_en="Match ends at this many losses (0 = off)",
           label_ru="Матч до стольких поражений (0 = нет)", scope="match", min=0, max=99),
)

INFO = register(GameInfo(
    id=GAME_ID, name_en="Strong Witchcraft", name_ru="Сильное колдунство",
    min_players=2, max_players=6, options=OPTIONS, factory=new_deal,
    determinize=determinize_view, validate=_validate, match=WitchcraftMatch(), order=30,
    position_fields=FIELDS, position=lambda v: state_of(WitchcraftState, v),
))
