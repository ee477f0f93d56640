"""What the tests of the messages that name players share (issue 18): a table of each game
whose four seats are named in either language, and a way to show it a view in which only the
fields a test is about say who does what.

Seats of every table here: 0 the player ("You"/«Вы», the only person), 1 Boris/Борис (m),
2 Dasha/Даша (f), 3 Sasha/Саша (a computer name of unknown gender).  A message with a second
person names seat p+1: 0 → Boris, 1 → Dasha, 2 → Sasha, 3 → you.
"""

from __future__ import annotations

from dataclasses import fields, replace

from cardtable.engine import Event, History
from cardtable.engine.core import Result
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene

NAMES = {"en": ("You", "Boris", "Dasha", "Sasha"), "ru": ("Вы", "Борис", "Даша", "Саша")}
GENDERS = (None, "m", "f", None)


def an_app():
    """The tests' app (their ``app`` fixture yields from it): English when done."""
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    yield app
    i18n.set_language("en")


_scenes: dict = {}


def table(app, game: str, lang: str):
    """The game's table with the four seats named in ``lang`` (and the language set)."""
    i18n.set_language(lang)
    if (app, game) not in _scenes:
        seats = [Seat("You", "human")] + [Seat(NAMES["en"][p], "ai", "normal", GENDERS[p]) for p in (1, 2, 3)]
        _scenes[app, game] = TableScene(app, Match(game, seats, {}, seed=1))
    scene = _scenes[app, game]
    scene.match.seats = [Seat(NAMES[lang][0], "human")] + [
        Seat(NAMES[lang][p], "ai", "normal", GENDERS[p]) for p in (1, 2, 3)]
    scene._refresh_ctx()            # the seats as the controller hands them to the table view
    return scene.table


# A view's fields that name seats or say who does what: a message test sets the ones it is about.
SEATS = ("attacker", "defender", "leader", "main_attacker", "thrower", "dealer", "top_owner", "catchable",
         "donkey_holder", "best_player", "winner")
WHO = ("finished", "ran_out", "witchcraft_wins", "passed", "acted")


def seen(tb, given: dict):
    """The table's view with only ``given`` saying who does what: a real typed view (the table
    reads attributes), every seat field blank (-1 or None), nobody out or done yet, no result
    and no history, then the fields ``given`` (``result`` as a ``Result``'s losers)."""
    view = tb.view()
    names = {f.name for f in fields(view)}
    blank: dict = {"to_act": None, "result": None, "history": History.of_texts(())}
    for name in SEATS:
        if name in names:
            blank[name] = None if getattr(view, name) is None or name in ("best_player", "winner") else -1
    blank.update({name: [] for name in WHO if name in names})
    if "teams" in names:
        blank["teams"] = None
    given = dict(given)
    if isinstance(given.get("result"), dict):
        given["result"] = Result(order=[], losers=given["result"]["losers"])
    return replace(view, **{**blank, **given})


def host(tb) -> TableScene:
    """The table scene hosting the table view ``tb``."""
    return next(s for s in _scenes.values() if s.table is tb)


def check(app, game: str, make, expected: dict) -> None:
    """``make(table, p)`` for the four seats in both languages equals ``expected[lang]``."""
    got = {lang: [make(table(app, game, lang), p) for p in range(4)] for lang in ("en", "ru")}
    assert got == expected


def ev(kind, p=None, card=None, **info):
    return Event(kind, card=card, player=p, info=info)


def other(p: int) -> int:
    return (p + 1) % 4

