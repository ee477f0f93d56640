"""Rebuilding a :class:`~cardtable.match.Match` from its saved JSON, refusing anything the
program could not have written (issue 19).

:func:`check_match_data` checks the shape of every field (:mod:`cardtable.match.schema`).
:func:`rebuild_match` then checks that the parts agree, by recomputing them the way the
match runner made them:

- the options are what the game resolves them to (seats named alike are told apart);
- every result on the sheet is one a deal of this game can end with (the game's own
  ``MatchRules.check_result``: its shape, notes and ranges);
- the score sheet is exactly the sheet the saved deal results add up to (the game's own
  ``MatchRules.add_deal``), with one result per finished deal (``deal_no``, plus the
  current deal once ``deal_scored``), and no earlier deal already ending the match;
- the deal options are those ``MatchRules.next_deal_options`` gives after those results;
- the record starts the very deal the match would start (same game, seats, seed, options
  and whatever else the engine's ``to_record`` writes), and the engine's ``replay`` — the
  judge of the rules — replays its actions;
- a scored deal is over and its result is the last one on the sheet; ``last_result`` is
  the sheet's last result.

Anything else raises :class:`~cardtable.engine.RecordError`; nothing else is raised.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from cardtable.engine import RecordError, Result, game_info, new_game, replay
from cardtable.match.schema import (
    MAX_ACTIONS,
    MAX_DEALS,
    MAX_ELAPSED_S,
    MAX_OPTIONS,
    MAX_SEED,
    SchemaError,
    check_record_shape,
    check_result,
    check_seat,
    same,
    want_bool,
    want_int,
    want_keys,
    want_list,
    want_number,
)
from cardtable.match.undo import UndoPoint, seen_since, undo_seat

if TYPE_CHECKING:
    from cardtable.engine.info import GameInfo
    from cardtable.match import Match

MATCH_FIELDS = ("version", "game", "seats", "options", "seed", "deal_no", "deal_options", "sheet",
                "deal_scored", "last_result", "record")


def match_seed(seed: int) -> int:
    """The seed a match keeps: one within ±``MAX_SEED`` (all a save holds) as it is, a larger
    one (``--seed 10**20``) taken modulo ``MAX_SEED``, so every match started can be saved and
    restored, and the same seed still deals the same deals."""
    seed = int(seed)
    return seed if -MAX_SEED <= seed <= MAX_SEED else seed % MAX_SEED


def deal_seed(seed: int, deal_no: int) -> int:
    """The engine seed of deal ``deal_no`` of a match seeded ``seed``."""
    return random.Random(f"{seed}:deal:{deal_no}").randrange(2**31)


def deal_rng(seed: int, deal_no: int) -> random.Random:
    """The RNG the match rules get when deal ``deal_no``'s options are chosen."""
    return random.Random(f"{seed}:match:{deal_no}")


def check_match_data(data: Any, version: int) -> None:
    """The shape of ``Match.to_json`` data; raises SchemaError."""
    want_keys(data, "the match", MATCH_FIELDS, ("undone", "undo"))
    want_int(data["version"], "the match's version", version, version)
    if not isinstance(data["game"], str) or len(data["game"]) > 32:
        raise SchemaError("the match's game is not a game id")
    try:
        info = game_info(data["game"])
    except ValueError:
        raise SchemaError("the match's game is unknown") from None
    seats = want_list(data["seats"], "the seats", info.max_players)
    if len(seats) < info.min_players:
        raise SchemaError(f"{len(seats)} seats; {info.id} takes {info.min_players}-{info.max_players}")
    for i, s in enumerate(seats):
        check_seat(s, f"seat {i + 1}")
    players = len(seats)
    if not isinstance(data["options"], dict) or len(data["options"]) > MAX_OPTIONS:
        raise SchemaError("the match's options are not an object")
    if not isinstance(data["deal_options"], dict) or len(data["deal_options"]) > MAX_OPTIONS:
        raise SchemaError("the deal's options are not an object")
    want_int(data["seed"], "the match's seed", -MAX_SEED, MAX_SEED)
    want_int(data["deal_no"], "the deal number", 0, MAX_DEALS)
    want_bool(data["deal_scored"], "deal_scored")
    if data["last_result"] is not None:
        check_result(data["last_result"], players, "the last result")
    sheet = data["sheet"]
    if not isinstance(sheet, dict) or len(sheet) > 16:
        raise SchemaError("the score sheet is not an object")
    deals = want_list(sheet.get("deals"), "the score sheet's deals", MAX_DEALS + 1)
    for i, d in enumerate(deals):
        check_result(d, players, f"deal {i + 1}'s result")
    if "elapsed_s" in sheet:
        want_number(sheet["elapsed_s"], "the time played", 0, MAX_ELAPSED_S)
    check_record_shape(data["record"])
    undone = want_list(data.get("undone", []), "the deals with a move taken back", MAX_DEALS + 1)
    if any(type(d) is not int or not 0 <= d <= data["deal_no"] for d in undone) or undone != sorted(set(undone)):
        raise SchemaError("the deals with a move taken back are not deal numbers in order")
    if "undo" in data:
        undo = want_keys(data["undo"], "the undo point", ("at",))
        want_int(undo["at"], "the undo point", 0, MAX_ACTIONS - 1)


def rebuild_match(cls: type[Match], data: dict[str, Any], version: int) -> Match:
    """A :class:`Match` from checked, consistent ``data`` (see the module docstring)."""
    from cardtable.engine.core import jsonable as _jsonable
    from cardtable.match import Seat, distinct_names

    try:
        check_match_data(data, version)
        info = game_info(data["game"])
        # a save of an older program may name two seats alike: told apart as a new match is
        seats = distinct_names([Seat.from_dict(s) for s in data["seats"]])
        players = len(seats)
        options = info.resolve_options(players, data["options"])
        if not same(_jsonable(options), data["options"]):
            raise SchemaError("the match's options are not in the form the game gives them")
        seed, deal_no, scored = data["seed"], data["deal_no"], data["deal_scored"]
        deals = data["sheet"]["deals"]
        for i, d in enumerate(deals):       # each a result this game's deal can end with
            try:
                info.match.check_result(d, players, options)
            except ValueError as exc:
                raise SchemaError(f"deal {i + 1}'s result is not one of {info.id}: {exc}") from None
        if len(deals) != deal_no + scored:
            raise SchemaError(f"{len(deals)} results on the sheet for deal {deal_no + 1}"
                              f"{' (scored)' if scored else ''}")
        deal_options, sheet = _replay_sheet(info, players, options, seed, deal_no, deals, scored)
        if not same(_jsonable(deal_options), data["deal_options"]):
            raise SchemaError("the deal's options are not those the earlier deals give")
        saved = {k: v for k, v in data["sheet"].items() if k != "elapsed_s"}
        if not same(sheet, saved):
            raise SchemaError("the score sheet does not add up to its deals' results")
        last = data["last_result"]
        if not same(last, deals[-1] if deals else None):
            raise SchemaError("the last result is not the sheet's last deal")
        expected = new_game(info.id, players, seed=deal_seed(seed, deal_no),
                            options=info.deal_options(deal_options)).to_record()
        record = data["record"]
        if set(record) != set(expected) or any(not same(record[k], expected[k])
                                                for k in expected if k != "actions"):
            raise SchemaError("the record is not the deal this match deals")
    except SchemaError as exc:
        raise RecordError(f"match save is damaged: {exc}") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, ArithmeticError) as exc:
        raise RecordError(f"match save is damaged: {type(exc).__name__}: {str(exc)[:200]}") from None
    try:
        state = replay(record)
    except RecordError as exc:
        raise RecordError(str(exc)[:300]) from None
    except Exception as exc:  # noqa: BLE001 - whatever a hostile record does to the engine
        raise RecordError(f"record does not replay: {type(exc).__name__}: {str(exc)[:200]}") from None
    if state.num_players != players:
        raise RecordError("the save's seats do not match its deal")
    if scored:
        result = state.result
        if not state.is_over or result is None or not same(result.to_dict(), deals[-1]):
            raise RecordError("the scored deal's result is not the record's")
    m: Match = cls.__new__(cls)
    m.info, m.game_id, m.seats, m.options = info, info.id, seats, options
    m.seed, m.budget, m.sheet, m.deal_no = seed, None, data["sheet"], deal_no
    m.deal_options, m.deal_scored = data["deal_options"], scored
    m.undone = set(data.get("undone", []))
    m.undo_seat = undo_seat(seats)
    m.undo_point = None
    if "undo" in data:                  # the player's last move, and whether Undo may take it back
        if m.undo_seat is None or scored or state.is_over:
            raise RecordError("match save is damaged: an undo point where there is no Undo")
        at = data["undo"]["at"]
        try:
            before, spoilt = seen_since(record, at, m.undo_seat)
        except (ValueError, RecordError) as exc:
            raise RecordError(f"match save is damaged: {str(exc)[:200]}") from None
        m.undo_point = UndoPoint(at, before, spoilt)
    m.last_result = Result(**last) if last else None
    m.on_change = None
    m._agents = {}
    m.watchers = []
    m._clock = time.monotonic()
    m.state = state
    m.initial_events = list(state.initial_events)
    return m


def _replay_sheet(info: GameInfo, players: int, options: dict[str, Any], seed: int, deal_no: int, deals: list[Any],
                  scored: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """The current deal's options and the score sheet, recomputed from the results."""
    rules = info.match
    sheet = rules.new_sheet(players, options)
    deal_options = rules.next_deal_options(players, options, None, None, deal_rng(seed, 0))
    for k in range(deal_no):
        result = Result(**deals[k])
        rules.add_deal(sheet, result, options)
        probe = {**sheet, "elapsed_s": 0.0}        # time is judged by the saved sheet only
        if rules.is_over(probe, options):
            raise SchemaError(f"the match was over after deal {k + 1}, yet went on")
        deal_options = rules.next_deal_options(players, options, result, deal_options,
                                               deal_rng(seed, k + 1))
    if scored:
        rules.add_deal(sheet, Result(**deals[deal_no]), options)
    return deal_options, sheet
