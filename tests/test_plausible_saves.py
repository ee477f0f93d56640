"""Saves whose earlier deals' results no deal of the game could end with, and seat names that
cannot be told apart or show as nothing (issue 37 item 6)."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import RecordError, Result, game_info, new_game
from cardtable.engine.core import jsonable
from cardtable.match import Match, Seat, distinct_names
from cardtable.match.restore import deal_rng, deal_seed
from cardtable.match.schema import clean_name

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha"]


def _finished(game: str, players: int, seed: int, options: dict | None = None) -> dict:
    s = new_game(game, players, seed=seed, options=options)
    rng = random.Random(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    return s.result.to_dict()


def save_of(game: str, players: int, results: list[dict], options: dict | None = None, seed: int = 7) -> dict:
    """A match save consistent in every way the restore checks besides the results' own
    plausibility: its sheet, deal options and record are what ``results`` imply."""
    info = game_info(game)
    opts = info.resolve_options(players, options or {})
    rules = info.match
    sheet = rules.new_sheet(players, opts)
    deal_options = rules.next_deal_options(players, opts, None, None, deal_rng(seed, 0))
    for k, d in enumerate(results):
        rules.add_deal(sheet, Result(**json.loads(json.dumps(d))), opts)
        deal_options = rules.next_deal_options(players, opts, Result(**d), deal_options, deal_rng(seed, k + 1))
    record = new_game(game, players, seed=deal_seed(seed, len(results)),
                      options=info.deal_options(deal_options)).to_record()
    return json.loads(json.dumps({
        "version": 1, "game": game, "seats": [Seat(NAMES[i], "ai").to_dict() for i in range(players)],
        "options": jsonable(opts), "seed": seed, "deal_no": len(results), "deal_options": jsonable(deal_options),
        "sheet": sheet, "deal_scored": False, "last_result": results[-1] if results else None, "record": record}))


CASES = [("durak", 2, {"deals": 5}), ("durak", 4, {"teams": "2x2", "deals": 5}), ("witch_durak", 3, {"deals": 5}),
         ("strong_witchcraft", 3, {"deals": 5}), ("donkey", 4, {"deals": 5}),
         ("pirate_party", 3, {"scoring": "penalty", "target": 10000}),
         ("pirate_party", 2, {"scoring": "captain", "deals": 9})]


@pytest.mark.parametrize("game,players,options", CASES)
def test_real_results_restore(game, players, options):
    """Every result random deals end with is plausible: a save of them restores."""
    results = [_finished(game, players, seed, options) for seed in range(3)]
    assert Match.from_json(save_of(game, players, results, options)).deal_no == 3


def test_a_durak_draw_is_plausible():
    for seed in range(3000):
        d = _finished("durak", 2, seed)
        if d["draw"]:
            assert d["losers"] == [] and d["notes"]["fool"] is None
            assert Match.from_json(save_of("durak", 2, [d], {"deals": 5})).deal_no == 1
            return
    pytest.skip("no random two-player deal ended in a draw")


def _bad_cases() -> list[tuple[str, str, int, dict, dict]]:
    durak = _finished("durak", 2, 1)
    fool = durak["losers"][0]
    donkey = _finished("donkey", 4, 1)
    pirate = _finished("pirate_party", 3, 1)
    witch = _finished("witch_durak", 3, 1)
    sw = _finished("strong_witchcraft", 3, 1)
    big = [1_000_000, -1_000_000, 0, 0]
    return [
        ("durak: both seats lost and won", "durak", 2, {"deals": 5}, {**durak, "winners": [fool]}),
        ("durak: two fools of two", "durak", 2, {"deals": 5}, {**durak, "losers": [0, 1]}),
        ("durak: a draw with a fool", "durak", 2, {"deals": 5}, {**durak, "draw": True}),
        ("durak: a fool who did not lose", "durak", 2, {"deals": 5}, {**durak, "notes": {**durak["notes"], "fool": 1 - fool}}),
        ("durak: scores", "durak", 2, {"deals": 5}, {**durak, "scores": [0, 5]}),
        ("donkey: a million penalty", "donkey", 4, {"deals": 5},
         {**donkey, "scores": big, "notes": {**donkey["notes"], "penalty": [
             {"donkey": 0, "jokers": 0, "joker_points": 0, "values": s, "total": s} for s in big]}}),
        ("donkey: scores not the breakdown", "donkey", 4, {"deals": 5}, {**donkey, "scores": [s + 1 for s in donkey["scores"]]}),
        ("pirate result in a witch-durak sheet", "witch_durak", 3, {"deals": 5}, pirate),
        ("witch result in a pirate sheet", "pirate_party", 3, {"target": 10000}, witch),
        ("strong witchcraft result in a durak sheet", "durak", 3, {"deals": 5}, sw),
        ("pirate: penalty scores that are not the points left", "pirate_party", 3, {"scoring": "penalty", "target": 10000},
         {**pirate, "notes": {**pirate["notes"], "scoring": "penalty"}, "scores": [999, 0, 0]}),
        ("pirate: the scoring of another match", "pirate_party", 3, {"scoring": "penalty", "target": 10000}, pirate),
        ("a seat twice in the order", "durak", 2, {"deals": 5}, {**durak, "order": [0, 0]}),
    ]


@pytest.mark.parametrize("case", range(13))
def test_an_implausible_earlier_result_is_refused(case):
    what, game, players, options, result = _bad_cases()[case]
    with pytest.raises(RecordError):
        Match.from_json(save_of(game, players, [result], options))


def test_seats_of_the_same_name_are_told_apart_on_the_command_line(home):
    """`--seats Twin:normal,Twin:easy,twin:normal`: three seats, three names, each counted once."""
    from cardtable import app as app_mod

    args = app_mod.build_parser().parse_args(["--game", "durak", "--seats", "Twin:normal,Twin:easy,twin:normal",
                                              "--autoplay", "--frames", "1", "--speed", "instant"])
    app = app_mod.start(args)
    try:
        assert [s.name for s in app.top.match.seats] == ["Twin", "Twin 2", "twin 3"]
    finally:
        import pygame
        pygame.quit()


def test_distinct_names_and_a_save_of_twins():
    seats = distinct_names([Seat("Twin", "human"), Seat("Twin", "ai", "easy"), Seat("twin", "ai")])
    assert [s.name for s in seats] == ["Twin", "Twin 2", "twin 3"]
    long = "Ж" * 32
    assert [s.name for s in distinct_names([Seat(long), Seat(long)])] == [long, "Ж" * 30 + " 2"]
    twins = Match("durak", [Seat("Twin"), Seat("Twin")], {}, seed=1).to_json()     # an older program's
    assert [s.name for s in Match.from_json(twins).seats] == ["Twin", "Twin 2"]


def test_the_setup_screen_tells_twins_apart():
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.setup import SetupScene

    app = App((1280, 720), fixed_dt=1 / 60)
    scene = SetupScene(app, "durak")
    for seat in scene.seats[:3]:             # three names typed alike
        seat["name"], seat["auto"] = "Twin", False
    assert [s.name for s in scene.make_match(1).seats][:3] == ["Twin", "Twin 2", "Twin 3"]


@pytest.mark.parametrize("text", ["\u0301\u0301\u0301", "\u0301", "\u3164\u3164", "\u2800", " \u0308 ", "\u115f"])
def test_a_name_that_shows_as_nothing_is_no_name(text):
    assert clean_name(text) == ""
    assert Seat(text).name == "?"


@pytest.mark.parametrize("text,name", [("e\u0301va", "e\u0301va"), ("\u0301Анна", "Анна"), ("Лёша", "Лёша"),
                                       ("李", "李"), ("7", "7"), ("!", "!")])
def test_names_with_marks_on_letters_stay(text, name):
    assert clean_name(text) == name
