"""Who's the Donkey? (Кто осёл?, W. Kramer) — docs/rules.md chapter 4, ESL-1 … ESL-9.

Importing this package registers the game ``donkey``: its options, the match scoring
(:class:`DonkeyMatch`), the factory and determinization.  One concept a module
(docs/dev/engine.md): :mod:`.cards` the cards and notation, :mod:`.actions` the actions,
their text and shared tables, :mod:`.events` the shared events, :mod:`.legal` the legal
sets, :mod:`.refusal` the GEN-3 reasons, :mod:`.position` positions, :mod:`.view` the seat's view, ``clone`` and
determinization, :mod:`.state` the deal and its transitions.
"""

from __future__ import annotations

import random

from .. import register
from ..core import GameInfo, MatchRules, Option, Result
from ..info import check_seat_options, seat_options
from .cards import DONKEY, penalty
from .position import FIELDS, state_of
from .state import DonkeyAction, DonkeyState, determinize

__all__ = ["DonkeyAction", "DonkeyState", "DonkeyMatch", "OPTIONS", "INFO", "determinize"]


class DonkeyMatch(MatchRules):
    """ESL-9: each deal adds every player's penalty; the lowest total wins.

    The match lasts option ``deals`` deals (default 3) or, when option
    ``minutes`` is set, until the first deal that ends after that time (the
    runner keeps ``sheet["elapsed_s"]``).  The deal passes to the left.
    """

    NOTES = frozenset({"penalty", "donkey", "dealer"})

    def check_result(self, result: dict, players: int, options: dict) -> None:
        super().check_result(result, players, options)
        scores, notes = result["scores"], result["notes"]
        most = penalty(tuple(range(DONKEY + 1)))            # every card of the pack in one hand
        if not isinstance(scores, list) or any(type(s) is not int or not 0 <= s <= most for s in scores):
            raise ValueError("the penalties are not within the pack's")
        if sum(scores) > most or result["draw"]:
            raise ValueError("more penalty than the pack holds")
        breakdown = notes["penalty"]
        if [b.get("total") if isinstance(b, dict) else None for b in breakdown] != scores:
            raise ValueError("the penalties are not their breakdown's totals")
        if any(b.get("donkey") not in (0, 20) or b.get("total") != b.get("donkey", 0) + b.get("joker_points", 0)
               + b.get("values", 0) for b in breakdown) or sum(b["donkey"] for b in breakdown) > 20:
            raise ValueError("a penalty breakdown does not add up (ESL-9)")
        donkey = notes["donkey"]
        if result["losers"] != ([donkey] if donkey is not None else []):
            raise ValueError("the loser is not the donkey's holder")
        winners = result["winners"]
        if result["order"][:len(winners)] != winners or any(scores[p] for p in winners):
            raise ValueError("a seat that ran out has cards left")

    def add_deal(self, sheet: dict, result: Result, options: dict) -> None:
        for p, s in enumerate(result.scores or []):
            sheet["totals"][p] += s
        sheet["deals"].append(result.to_dict())

    def is_over(self, sheet: dict, options: dict) -> bool:
        played = len(sheet["deals"])
        minutes = int(options.get("minutes", 0) or 0)
        if minutes:
            return played > 0 and float(sheet.get("elapsed_s", 0)) >= minutes * 60
        return played >= int(options.get("deals", 3) or 3)

    def next_deal_options(self, players: int, options: dict, previous: Result | None,
                          previous_options: dict | None, rng: random.Random) -> dict:
        opts = dict(options)
        dealer = previous.notes.get("dealer") if previous is not None else None
        if dealer is None and previous_options:
            dealer = previous_options.get("dealer")
        if dealer is not None:
            opts["dealer"] = (int(dealer) + 1) % players
        return opts


OPTIONS = (
    Option("deals", "int", 3, label_en="Deals in the match", label_ru="Раздач в партии",
           scope="match", min=1, max=50),
    Option("minutes", "int", 0, label_en="Match time in minutes (0 = count deals)",
           label_ru="Время партии в минутах (0 = по числу раздач)", scope="match", min=0, max=600),
    *seat_options(12),
)


def _factory(players: int, seed: int, options: dict, deck: list[int] | None) -> DonkeyState:
    return DonkeyState(players, seed, options, deck)


INFO = register(GameInfo(
    id="donkey", name_en="Who's the Donkey?", name_ru="Кто осёл?", min_players=3, max_players=12,
    options=OPTIONS, factory=_factory, determinize=determinize, match=DonkeyMatch(), order=40,
    validate=check_seat_options, position_fields=FIELDS, position=lambda v: state_of(DonkeyState, v)))

