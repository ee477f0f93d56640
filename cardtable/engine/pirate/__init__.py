"""Pirate Party (Пиратская партия), an UNO-like shedding game: docs/rules.md chapter 5.

This module registers the game ``pirate_party``: its option schema (PIR-3 scoring
and the house rules PIR-13, PIR-15 … PIR-20), the player range (2–10), the match
scoring (:class:`PirateMatch`), the factory and determinization.  The deal itself
is :class:`~cardtable.engine.pirate.state.PirateState`; cards and notation are in
:mod:`.cards` and :mod:`.actions` (docs/notation.md, "Pirate Party"); positions in
:mod:`.position` (docs/notation.md, "Positions").
"""

from __future__ import annotations

import random

from .. import register
from ..core import GameInfo, MatchRules, Option, Result
from ..info import check_seat_options, seat_options
from .cards import FULL_DECK, hand_points
from .position import FIELDS, state_of
from .state import PirateState
from .view import determinize_view

SCORING = ("collect", "penalty", "captain")
DEFAULT_TARGET = {"collect": 500, "penalty": 200}


def match_target(options: dict) -> tuple[str, int]:
    """The match's scoring mode and the total that ends it (PIR-3): option ``target``, or with
    0 the mode's own, 500 points to collect or 200 of penalty; 0 for ``captain`` (it counts
    deals won, option ``deals``)."""
    mode = options.get("scoring", "collect")
    return mode, int(options.get("target") or 0) or DEFAULT_TARGET.get(mode, 0)


OPTIONS = (
    Option("scoring", "choice", "collect", SCORING,
           "Scoring: collect (to 500) / penalty (200 loses) / captain",
           "Подсчёт: сбор (до 500) / штраф (200 — проигрыш) / «капитан»"),
    Option("jump_in", "bool", False, (), "Jump-in with an identical card",
           "С вмешательством (точно такой же картой)"),
    Option("double_play", "bool", False, (), "Double play of two identical cards (needs jump-in)",
           "Две одинаковые карты подряд (нужно вмешательство)"),
    Option("seven_zero", "bool", False, (), "Seven–zero: 0 passes hands, 7 swaps",
           "«Семь–ноль»: после 0 все передают карты дальше, после 7 — обмен картами"),
    Option("stacking", "bool", False, (), "Stacking draw cards", "С изложением (штрафы суммируются)"),
    Option("silent_deals", "bool", False, (), "Silent deals after black cards", "Молчаливые сделки"),
    Option("five_exchange", "bool", False, (), "Five exchange: swap one card after a 5",
           "Обмен карты после пятёрки"),
    Option("penalties", "bool", False, (), "Two cards for an illegal card",
           "Штраф две карты за ошибочную карту"),
    Option("target", "int", 0, (), "Match target (0 = 500 collect / 200 penalty)",
           "Цель матча (0 = 500 сбор / 200 штраф)", scope="match", min=0, max=10000),
    Option("deals", "int", 5, (), "Deals in a captain match", "Туров в матче «капитан»",
           scope="match", min=1, max=100),
    *seat_options(10),
)


def _validate(players: int, options: dict) -> str | None:
    if options.get("double_play") and not options.get("jump_in"):
        return "double play (PIR-16) requires jump-in (PIR-15)"
    return check_seat_options(players, options)


def determinize(view, rng: random.Random) -> PirateState:
    """A world consistent with a seat's view (docs/dev/engine.md, "Views and determinize")."""
    return determinize_view(PirateState, view, rng)


def _from_position(values: dict) -> PirateState:
    return state_of(PirateState, values)


class PirateMatch(MatchRules):
    """PIR-3: ``collect`` — the winner of a deal scores the other hands, first to the
    target (500) wins; ``penalty`` — everyone scores his own hand, the first to reach
    the target (200) loses the match; ``captain`` — no running total: each deal
    names a winner (who leads next) and a loser (who deals next); the sheet counts
    deals won, over option ``deals`` deals."""

    NOTES = frozenset({"scoring", "hand_points", "dealer"})

    def check_result(self, result: dict, players: int, options: dict) -> None:
        super().check_result(result, players, options)
        notes, scores = result["notes"], result["scores"]
        if notes["scoring"] != options.get("scoring", "collect") or result["draw"]:
            raise ValueError("the result is not of this match's scoring (PIR-3)")
        pts = notes["hand_points"]
        most = hand_points(list(FULL_DECK))               # every card of the pack in one hand
        if (not isinstance(pts, list) or len(pts) != players
                or any(type(x) is not int or not 0 <= x <= most for x in pts) or sum(pts) > most):
            raise ValueError("the points left are not within the pack's")
        winners, losers = result["winners"], result["losers"]
        if len(winners) != 1 or len(losers) != 1 or result["order"][0] != winners[0] or pts[winners[0]]:
            raise ValueError("the deal has not one winner who went out (PIR-14)")
        w = winners[0]
        expect = [sum(pts) if p == w else 0 for p in range(players)] if notes["scoring"] == "collect" else pts
        if scores != expect:
            raise ValueError("the scores are not the points left (PIR-3)")

    def add_deal(self, sheet: dict, result: Result, options: dict) -> None:
        mode = options.get("scoring", "collect")
        scores = result.scores or [0] * len(sheet["totals"])
        if mode == "captain":
            for p in result.winners:
                sheet["totals"][p] += 1
        else:
            for p, s in enumerate(scores):
                sheet["totals"][p] += s
        sheet["deals"].append(result.to_dict())

    def is_over(self, sheet: dict, options: dict) -> bool:
        mode = options.get("scoring", "collect")
        if mode == "captain":
            return len(sheet["deals"]) >= int(options.get("deals") or 5)
        return max(sheet["totals"]) >= match_target(options)[1]

    def rank_key(self, sheet: dict, p: int) -> tuple:
        total = sheet["totals"][p]
        return (total,) if sheet.get("mode") == "penalty" else (-total,)

    def new_sheet(self, players: int, options: dict) -> dict:
        return {"totals": [0] * players, "deals": [], "mode": options.get("scoring", "collect")}

    def next_deal_options(self, players: int, options: dict, previous: Result | None,
                          previous_options: dict | None, rng: random.Random) -> dict:
        """The deal passes clockwise; with ``captain`` the loser deals and the winner leads."""
        opts = dict(options)
        if previous is None or previous_options is None:
            opts.setdefault("dealer", None)
            opts["first"] = None
            return opts
        last = previous.notes.get("dealer", previous_options.get("dealer")) or 0
        if options.get("scoring") == "captain" and previous.winners and previous.losers:
            opts["dealer"] = previous.losers[0]
            opts["first"] = previous.winners[0]
        else:
            opts["dealer"] = (last + 1) % players
            opts["first"] = None
        return opts


INFO = register(GameInfo(
    id="pirate_party", name_en="Pirate Party", name_ru="Пиратская партия",
    min_players=2, max_players=10, options=OPTIONS, factory=PirateState,  # called as (players, seed, options, deck)
    determinize=determinize, validate=_validate, match=PirateMatch(), order=50,
    renamed_options=(("leader", "first"),), position_fields=FIELDS, position=_from_position,
))
