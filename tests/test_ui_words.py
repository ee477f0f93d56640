"""Messages that name players read right in what every game shares (issue 18): the turn
line, generic results and the match winner, the game log, the computers' names' genders and
a seat's gender through a save — in both languages, "you" for the player and the others by
name with Russian gender agreement (seats: words_kit)."""

from __future__ import annotations

import pytest
from words_kit import an_app, check, ev, host, other, table

from cardtable.engine.core import Result
from cardtable.match import Match, Seat
from cardtable.ui import i18n, words
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.results import winner_line
from cardtable.ui.scenes.table import TableScene


@pytest.fixture(scope="module")
def app():
    yield from an_app()


# -- shared: turn line, generic results, match winner, the log -----------------------------------

def test_generic_turn_line_results_and_match_winner(app):
    check(app, "durak", lambda tb, p: words.say("table.turn_of", tb.person(p)), {
        "en": ["Your turn", "Boris to play", "Dasha to play", "Sasha to play"],
        "ru": ["Ваш ход", "Ходит Борис", "Ходит Даша", "Ходит Саша"]})
    from cardtable.ui.tables.base import TableView
    lost = lambda tb, p: TableView.result_lines(tb, Result(order=[], losers=[p], winners=[other(p)]))  # noqa: E731
    check(app, "durak", lost, {
        "en": [["You lose this deal.", "Boris wins this deal."], ["Boris loses this deal.", "Dasha wins this deal."],
               ["Dasha loses this deal.", "Sasha wins this deal."], ["Sasha loses this deal.", "You win this deal."]],
        "ru": [["Вы проиграли эту раздачу.", "Борис выиграл эту раздачу."],
               ["Борис проиграл эту раздачу.", "Даша выиграла эту раздачу."],
               ["Даша проиграла эту раздачу.", "Эту раздачу выигрывает Саша."],
               ["Эту раздачу проигрывает Саша.", "Вы выиграли эту раздачу."]]})
    check(app, "durak", lambda tb, p: winner_line([tb.person(p)]), {
        "en": ["You win the match!", "Boris wins the match!", "Dasha wins the match!", "Sasha wins the match!"],
        "ru": ["Вы выиграли матч!", "Борис выиграл матч!", "Даша выиграла матч!", "Первое место — Саша!"]})
    check(app, "durak", lambda tb, p: winner_line([tb.person(p), tb.person(other(p))]), {
        "en": ["First place shared: you and Boris", "First place shared: Boris and Dasha",
               "First place shared: Dasha and Sasha", "First place shared: Sasha and you"],
        "ru": ["Первое место делят: вы и Борис", "Первое место делят: Борис и Даша",
               "Первое место делят: Даша и Саша", "Первое место делят: Саша и вы"]})


def test_log_lines_name_you_and_others(app):
    line = lambda text: (lambda tb, p: table_extras.describe(host(tb), text.format(p=p, q=other(p))))  # noqa: E731
    check(app, "durak", line("{p}:cover 8♠/7♠"), {
        "en": ["You cover 7♠ with 8♠", "Boris covers 7♠ with 8♠", "Dasha covers 7♠ with 8♠", "Sasha covers 7♠ with 8♠"],
        "ru": ["Вы кроете 7♠ картой 8♠", "Борис кроет 7♠ картой 8♠", "Даша кроет 7♠ картой 8♠",
               "Саша кроет 7♠ картой 8♠"]})
    check(app, "pirate_party", line("{p}:swap @{q}"), {
        "en": ["You swap hands with Boris", "Boris swaps hands with Dasha", "Dasha swaps hands with Sasha",
               "Sasha swaps hands with you"],
        "ru": ["Обмен картами: вы ↔ Борис", "Обмен картами: Борис ↔ Даша", "Обмен картами: Даша ↔ Саша",
               "Обмен картами: Саша ↔ вы"]})
    check(app, "pirate_party", line("{p}:play W+4 g !"), {
        "en": ["You play Wild Draw Four, calling green — “All hands on deck!”",
               "Boris plays Wild Draw Four, calling green — “All hands on deck!”",
               "Dasha plays Wild Draw Four, calling green — “All hands on deck!”",
               "Sasha plays Wild Draw Four, calling green — “All hands on deck!”"],
        "ru": ["Вы кладёте «Закажи цвет и возьми четыре», заказан зелёный — «Свистать всех наверх!»",
               "Борис кладёт «Закажи цвет и возьми четыре», заказан зелёный — «Свистать всех наверх!»",
               "Даша кладёт «Закажи цвет и возьми четыре», заказан зелёный — «Свистать всех наверх!»",
               "Саша кладёт «Закажи цвет и возьми четыре», заказан зелёный — «Свистать всех наверх!»"]})
    check(app, "pirate_party", line("{p}:exchange RS @{q}"), {
        "en": ["You offer red Skip to Boris", "Boris offers red Skip to Dasha", "Dasha offers red Skip to Sasha",
               "Sasha offers you red Skip"],
        "ru": ["Вы предлагаете обмен: «Пропусти ход» (красная) → Борис",
               "Борис предлагает обмен: «Пропусти ход» (красная) → Даша",
               "Даша предлагает обмен: «Пропусти ход» (красная) → Саша",
               "Саша предлагает вам обмен: «Пропусти ход» (красная)"]})
    check(app, "donkey", line("{p}:play 2x7+J"), {
        "en": ["You play two 7s and a joker", "Boris plays two 7s and a joker", "Dasha plays two 7s and a joker",
               "Sasha plays two 7s and a joker"],
        "ru": ["Вы кладёте 2 карты «7» и джокер", "Борис кладёт 2 карты «7» и джокер",
               "Даша кладёт 2 карты «7» и джокер", "Саша кладёт 2 карты «7» и джокер"]})
    # «Владимир кладёт осёл» and "Vladimir plays donkey" were seen in a real window's log (ESL-7):
    # the donkey is an animal, «осла» after a verb, and "the donkey" as on the Play button
    check(app, "donkey", line("{p}:play D"), {
        "en": ["You play the donkey", "Boris plays the donkey", "Dasha plays the donkey", "Sasha plays the donkey"],
        "ru": ["Вы кладёте осла", "Борис кладёт осла", "Даша кладёт осла", "Саша кладёт осла"]})
    hint = lambda tb, p: table_extras.describe(host(tb), f"{p}:play D", own=True)  # noqa: E731
    check(app, "donkey", hint, {"en": ["play the donkey"] * 4, "ru": ["положите осла"] * 4})


def test_each_games_own_log_lines_for_its_own_kinds(app):
    """Seen in the log of a Witch durak deal: a king's holder reversing the direction read
    «Борис: reverse» (no line for it) and keeping it «Борис не меняется» / "Boris exchanges
    nothing" (Pirate Party's line for its "keep").  A game's own ``log.<game>.<kind>`` comes
    first; Pirate Party's "keep" reads as its button, «без обмена»."""
    line = lambda text: (lambda tb, p: table_extras.describe(host(tb), text.format(p=p)))  # noqa: E731
    check(app, "witch_durak", line("{p}:reverse"), {
        "en": ["You reverse the direction of play", "Boris reverses the direction of play",
               "Dasha reverses the direction of play", "Sasha reverses the direction of play"],
        "ru": ["Вы разворачиваете направление игры", "Борис разворачивает направление игры",
               "Даша разворачивает направление игры", "Саша разворачивает направление игры"]})
    check(app, "witch_durak", line("{p}:keep"), {
        "en": ["You keep the direction of play", "Boris keeps the direction of play",
               "Dasha keeps the direction of play", "Sasha keeps the direction of play"],
        "ru": ["Вы не меняете направление игры", "Борис не меняет направление игры",
               "Даша не меняет направление игры", "Саша не меняет направление игры"]})
    check(app, "pirate_party", line("{p}:keep"), {
        "en": ["You exchange nothing", "Boris exchanges nothing", "Dasha exchanges nothing",
               "Sasha exchanges nothing"],
        "ru": ["Вы: без обмена", "Борис: без обмена", "Даша: без обмена", "Саша: без обмена"]})


def test_log_calls_a_done_beaten_or_enough_by_its_button(app):
    tb = table(app, "durak", "ru")
    history = ["0:attack 7♠", "1:done", "2:cover 8♠/7♠", "0:done", "1:attack 9♦ 9♥", "2:take", "0:throw 9♣",
               "0:done"]
    assert tb.log_variants(history) == [None, None, None, "beaten", None, None, None, None]
    lines = [table_extras.describe(host(tb), h, variant=v) for h, v in zip(history, tb.log_variants(history))]
    assert lines[1] == "Борис: хватит" and lines[3] == "Вы: бито" and lines[7] == "Вы: хватит"
    tb = table(app, "durak", "en")
    assert table_extras.describe(host(tb), "1:done", variant="beaten") == "Boris: pass"


def test_genders_of_the_computers_names_and_hot_seat_names():
    from cardtable.ui.scenes.setup import default_seat
    i18n.set_language("ru")
    assert [default_seat(p, "normal") for p in range(1, 5)] == [
        ("Борис", "m"), ("Вера", "f"), ("Глеб", "m"), ("Даша", "f")]
    assert default_seat(0, "human", 1) == ("Вы", None)
    assert default_seat(0, "human", 2) == ("Игрок 1", None)
    i18n.set_language("en")
    assert words.known_gender("Даша") == "f" and words.known_gender("boris") == "m"
    assert words.known_gender("Sasha") is None
    # a hot-seat table names everybody: nobody is "you"
    seats = [Seat("Anna", "human", gender="f"), Seat("Boris", "human", gender="m")]
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    scene = TableScene(app, Match("durak", seats, {}, seed=1))
    assert [scene.person(p) for p in (0, 1)] == [words.Person("Anna", "f"), words.Person("Boris", "m")]
    assert scene.table.event_message(ev("player_out", 0)) == "Anna is out"
    i18n.set_language("ru")
    assert scene.table.event_message(ev("player_out", 0)) == "Anna вышла из игры"
    i18n.set_language("en")


def test_seat_gender_round_trips_through_a_save():
    s = Seat("Даша", "ai", "normal", "f")
    assert s.to_dict() == {"name": "Даша", "kind": "ai", "level": "normal", "gender": "f"}
    assert Seat.from_dict(s.to_dict()) == s
    assert Seat.from_dict({"name": "X", "kind": "human"}).gender is None   # saves before genders
    with pytest.raises(ValueError):
        Seat("X", "human", "normal", "x")
