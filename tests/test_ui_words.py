"""Messages that name players read right (issue 18): "you" for the player, the others by name
with Russian gender agreement (a man, a woman, and a name whose gender is unknown), in both
languages, for every message kind of every game: table messages, seat roles, status lines,
deal and match results and the game log.

Seats of every table here: 0 the player ("You"/«Вы», the only person), 1 Boris/Борис (m),
2 Dasha/Даша (f), 3 Sasha/Саша (a computer name of unknown gender).  A message with a second
person names seat p+1: 0 → Boris, 1 → Dasha, 2 → Sasha, 3 → you.
"""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from cardtable.engine import Event, History
from cardtable.engine.core import Result
from cardtable.match import Match, Seat
from cardtable.ui import i18n, words
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.results import winner_line
from cardtable.ui.scenes.table import TableScene

NAMES = {"en": ("You", "Boris", "Dasha", "Sasha"), "ru": ("Вы", "Борис", "Даша", "Саша")}
GENDERS = (None, "m", "f", None)


@pytest.fixture(scope="module")
def app():
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    yield app
    i18n.set_language("en")


_scenes: dict = {}


def table(app, game: str, lang: str):
    """The game's table with the four seats named in ``lang`` (and the language set)."""
    i18n.set_language(lang)
    if game not in _scenes:
        seats = [Seat("You", "human")] + [Seat(NAMES["en"][p], "ai", "normal", GENDERS[p]) for p in (1, 2, 3)]
        _scenes[game] = TableScene(app, Match(game, seats, {}, seed=1))
    scene = _scenes[game]
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


# -- durak ----------------------------------------------------------------------------------

def test_durak_messages(app):
    msg = lambda e: (lambda tb, p: tb.event_message(e(p)))  # noqa: E731
    check(app, "durak", msg(lambda p: ev("say", p, what="take")), {
        "en": ["You take the cards", "Boris: I take!", "Dasha: I take!", "Sasha: I take!"],
        "ru": ["Вы берёте карты", "Борис: беру!", "Даша: беру!", "Саша: беру!"]})
    check(app, "durak", msg(lambda p: ev("transfer", **{"from": p, "to": other(p)})), {
        "en": ["You transfer to Boris", "Boris transfers to Dasha", "Dasha transfers to Sasha",
               "Sasha transfers to you: now you defend"],
        "ru": ["Вы переводите — теперь отбивается Борис", "Борис переводит — теперь отбивается Даша",
               "Даша переводит — теперь отбивается Саша", "Саша переводит на вас — теперь отбиваетесь вы"]})
    check(app, "durak", msg(lambda p: ev("player_out", p)), {
        "en": ["You are out", "Boris is out", "Dasha is out", "Sasha is out"],
        "ru": ["Вы вышли из игры", "Борис вышел из игры", "Даша вышла из игры", "Саша выходит из игры"]})
    check(app, "durak", msg(lambda p: ev("show", p, 0, reason="lowest_trump")), {
        "en": ["You have the lowest trump, 6♠, and lead", "Boris has the lowest trump, 6♠, and leads",
               "Dasha has the lowest trump, 6♠, and leads", "Sasha has the lowest trump, 6♠, and leads"],
        "ru": ["Младший козырь — 6♠ у вас: вы начинаете", "Младший козырь — 6♠: начинает Борис",
               "Младший козырь — 6♠: начинает Даша", "Младший козырь — 6♠: начинает Саша"]})
    check(app, "durak", msg(lambda p: ev("show", p, 0, reason="transfer")), {
        "en": ["You show 6♠ and transfer", "Boris shows 6♠ and transfers", "Dasha shows 6♠ and transfers",
               "Sasha shows 6♠ and transfers"],
        "ru": ["Вы показываете 6♠ и переводите", "Борис показывает 6♠ и переводит",
               "Даша показывает 6♠ и переводит", "Саша показывает 6♠ и переводит"]})
    check(app, "durak", msg(lambda p: ev("bout_end", p, outcome="beaten")), {
        "en": ["Beaten off!"] * 4, "ru": ["Бито!"] * 4})


def test_durak_roles_and_status(app):
    role = lambda view: (lambda tb, p: tb.seat_role(seen(tb, view(p)), p))  # noqa: E731
    check(app, "durak", role(lambda p: {"finished": [p]}), {
        "en": ["you are out", "out", "out", "out"], "ru": ["вы вышли", "вышел", "вышла", "вне игры"]})
    check(app, "durak", role(lambda p: {"defender": p}), {
        "en": ["you defend", "defends", "defends", "defends"],
        "ru": ["вы отбиваетесь", "отбивается", "отбивается", "отбивается"]})
    check(app, "durak", role(lambda p: {"attacker": p, "defender": other(p)}), {
        "en": ["you attack", "attacks", "attacks", "attacks"], "ru": ["вы ходите", "ходит", "ходит", "ходит"]})
    check(app, "durak", role(lambda p: {"to_act": p, "phase": "throw_in", "defender": other(p)}), {
        "en": ["you throw in", "throws in", "throws in", "throws in"],
        "ru": ["вы подкидываете", "подкидывает", "подкидывает", "подкидывает"]})
    check(app, "durak", role(lambda p: {"phase": "over", "result": {"losers": [p]}}), {
        "en": ["fool"] * 4, "ru": ["дурак"] * 4})
    status = lambda tb, p: tb.status_text(seen(tb, {"to_act": p, "phase": "take_throw_in", "defender": other(p)})) \
        if p else ""  # noqa: E731
    check(app, "durak", status, {
        "en": ["", "Boris may throw in (the defender takes)", "Dasha may throw in (the defender takes)",
               "Sasha may throw in (you take)"],
        "ru": ["", "Подкидывает Борис (отбивающийся берёт)", "Подкидывает Даша (отбивающийся берёт)",
               "Подкидывает Саша (вы берёте)"]})


def test_a_plate_of_a_player_out_says_so_once(app):
    """Seen at Witch durak's six seats: «0 карт · вышла» on every plate of a player out."""
    line = lambda tb, p: tb.badge_parts(seen(tb, {"finished": [p], "hand_sizes": [0, 0, 0, 0]}), p).line  # noqa: E731
    check(app, "durak", line, {
        "en": ["you are out", "out", "out", "out"], "ru": ["вы вышли", "вышел", "вышла", "вне игры"]})


def test_durak_results(app):
    fool = lambda tb, p: tb.result_lines(Result(order=[q for q in range(4) if q != p], losers=[p],  # noqa: E731
                                                notes={"fool": p, "epaulettes": True}))
    check(app, "durak", fool, {
        "en": [["You are the fool!", "…with epaulettes: you took sixes from the last player out!",
                "Out, first to last: Boris, Dasha and Sasha"],
               ["Boris is the fool!", "…with epaulettes: Boris took sixes from the last player out!",
                "Out, first to last: you, Dasha and Sasha"],
               ["Dasha is the fool!", "…with epaulettes: Dasha took sixes from the last player out!",
                "Out, first to last: you, Boris and Sasha"],
               ["Sasha is the fool!", "…with epaulettes: Sasha took sixes from the last player out!",
                "Out, first to last: you, Boris and Dasha"]],
        "ru": [["Вы остались в дураках!", "…да ещё с погонами: вы взяли шестёрки у последнего вышедшего!",
                "Вышли по порядку: Борис, Даша и Саша"],
               ["Борис остался в дураках!", "…да ещё с погонами: Борис взял шестёрки у последнего вышедшего!",
                "Вышли по порядку: вы, Даша и Саша"],
               ["Даша осталась в дураках!", "…да ещё с погонами: Даша взяла шестёрки у последнего вышедшего!",
                "Вышли по порядку: вы, Борис и Саша"],
               ["В дураках — Саша!", "…да ещё с погонами: на последнем ходу пришлось взять шестёрки!",
                "Вышли по порядку: вы, Борис и Даша"]]})
    team = lambda tb, p: tb.result_lines(Result(order=[1, 3], losers=[p, (p + 2) % 4], notes={"fool": p}))[1]  # noqa: E731
    check(app, "durak", team, {
        "en": ["Your team loses: you and Dasha.", "The team of Boris and Sasha loses.",
               "Your team loses: Dasha and you.", "The team of Sasha and Boris loses."],
        "ru": ["Ваша команда проиграла: вы и Даша.", "Проиграла команда: Борис и Саша.",
               "Ваша команда проиграла: Даша и вы.", "Проиграла команда: Саша и Борис."]})


# -- witch durak -----------------------------------------------------------------------------

def test_witch_durak_messages(app):
    msg = lambda e: (lambda tb, p: tb.event_message(e(p)))  # noqa: E731
    check(app, "witch_durak", msg(lambda p: ev("direction", p, reversed=True, direction=-1)), {
        "en": ["You reverse the direction: now counter-clockwise", "Boris reverses the direction: now counter-clockwise",
               "Dasha reverses the direction: now counter-clockwise",
               "Sasha reverses the direction: now counter-clockwise"],
        "ru": ["Вы разворачиваете направление: теперь против часовой стрелки",
               "Борис разворачивает направление: теперь против часовой стрелки",
               "Даша разворачивает направление: теперь против часовой стрелки",
               "Саша разворачивает направление: теперь против часовой стрелки"]})
    check(app, "witch_durak", msg(lambda p: ev("direction", p, reversed=False)), {
        "en": ["You keep the direction", "Boris keeps the direction", "Dasha keeps the direction",
               "Sasha keeps the direction"],
        "ru": ["Вы не меняете направление", "Борис не меняет направление", "Даша не меняет направление",
               "Саша не меняет направление"]})
    check(app, "witch_durak", msg(lambda p: ev("name", p, 8, suit=1)), {     # the player's own: no message
        "en": [None, "Boris: 8♠ is ♥", "Dasha: 8♠ is ♥", "Sasha: 8♠ is ♥"],
        "ru": [None, "Борис: 8♠ — это ♥", "Даша: 8♠ — это ♥", "Саша: 8♠ — это ♥"]})


# -- Strong Witchcraft -----------------------------------------------------------------------

def test_strong_witchcraft_messages_roles_results(app):
    msg = lambda e: (lambda tb, p: tb.event_message(e(p)))  # noqa: E731
    g = "strong_witchcraft"
    check(app, g, msg(lambda p: ev("say", p, text="take")), {
        "en": ["You take the spells", "Boris: I take!", "Dasha: I take!", "Sasha: I take!"],
        "ru": ["Вы берёте заклятья", "Борис: беру!", "Даша: беру!", "Саша: беру!"]})
    check(app, g, msg(lambda p: ev("say", p, text="transfer", defender=other(p))), {
        "en": ["You transfer back to Boris", "Boris transfers back to Dasha", "Dasha transfers back to Sasha",
               "Sasha transfers back to you: now you defend"],
        "ru": ["Вы переводите обратно — теперь отбивается Борис", "Борис переводит обратно — теперь отбивается Даша",
               "Даша переводит обратно — теперь отбивается Саша",
               "Саша переводит обратно на вас — теперь отбиваетесь вы"]})
    check(app, g, msg(lambda p: ev("witchcraft", p, count=2)), {
        "en": ["You lay Strong Witchcraft no. 2!", "Boris lays Strong Witchcraft no. 2!",
               "Dasha lays Strong Witchcraft no. 2!", "Sasha lays Strong Witchcraft no. 2!"],
        "ru": ["Вы выкладываете Сильное колдунство № 2!", "Борис выкладывает Сильное колдунство № 2!",
               "Даша выкладывает Сильное колдунство № 2!", "Саша выкладывает Сильное колдунство № 2!"]})
    check(app, g, msg(lambda p: ev("finish", p, how="witchcraft")), {
        "en": ["You win with Strong Witchcraft!", "Boris wins with Strong Witchcraft!",
               "Dasha wins with Strong Witchcraft!", "Sasha wins with Strong Witchcraft!"],
        "ru": ["Вы побеждаете Сильным колдунством!", "Борис побеждает Сильным колдунством!",
               "Даша побеждает Сильным колдунством!", "Саша побеждает Сильным колдунством!"]})
    check(app, g, msg(lambda p: ev("finish", p, how="cards")), {
        "en": ["You are out of cards", "Boris is out of cards", "Dasha is out of cards", "Sasha is out of cards"],
        "ru": ["Вы вышли: карт больше нет", "Борис вышел: карт больше нет", "Даша вышла: карт больше нет",
               "Саша выходит: карт больше нет"]})
    role = lambda view: (lambda tb, p: tb.seat_role(seen(tb, view(p)), p))  # noqa: E731
    check(app, g, role(lambda p: {"phase": "over", "result": {"losers": [p]}}), {
        "en": ["apprentice"] * 4, "ru": ["ученик", "ученик", "ученица", "ученик"]})
    check(app, g, role(lambda p: {"witchcraft_wins": [p]}), {
        "en": ["sorcerer"] * 4, "ru": ["чародей", "чародей", "чародейка", "чародей"]})
    check(app, g, role(lambda p: {"finished": [p]}), {
        "en": ["you are out", "out", "out", "out"], "ru": ["вы вышли", "вышел", "вышла", "вне игры"]})
    result = lambda tb, p: tb.result_lines(Result(order=[q for q in range(4) if q != p], losers=[p]))[0]  # noqa: E731
    check(app, g, result, {
        "en": ["You are the Not Very Clever Sorcerer's Apprentice", "Boris is the Not Very Clever Sorcerer's Apprentice",
               "Dasha is the Not Very Clever Sorcerer's Apprentice",
               "Sasha is the Not Very Clever Sorcerer's Apprentice"],
        "ru": ["Вы — Не Слишком Сообразительный Ученик Чародея", "Борис — Не Слишком Сообразительный Ученик Чародея",
               "Даша — Не Слишком Сообразительная Ученица Чародея",
               "Саша — Не Слишком Сообразительный Ученик Чародея"]})


def test_strong_witchcraft_status_puts_the_verb_first_like_durak(app):
    """The family says «Отбивается Маша» in every game (it said «Маша отбивается» here)."""
    g = "strong_witchcraft"
    for phase, en, ru in (("lead", "leads", "Ходит"), ("defend", "defends", "Отбивается"),
                          ("throw", "may throw in", "Подкидывает")):
        status = lambda tb, p, phase=phase: tb.status_text(  # noqa: E731
            seen(tb, {"to_act": p, "phase": phase, "defender": other(p)})) if p else ""
        check(app, g, status, {"en": ["", f"Boris {en}", f"Dasha {en}", f"Sasha {en}"],
                               "ru": ["", f"{ru} Борис", f"{ru} Даша", f"{ru} Саша"]})
    status = lambda tb, p: tb.status_text(seen(tb, {"to_act": p, "phase": "throw", "taking": True,  # noqa: E731
                                                    "defender": other(p)})) if p else ""
    check(app, g, status, {
        "en": ["", "Boris may throw in (the defender takes)", "Dasha may throw in (the defender takes)",
               "Sasha may throw in (you take)"],
        "ru": ["", "Подкидывает Борис (отбивающийся берёт)", "Подкидывает Даша (отбивающийся берёт)",
               "Подкидывает Саша (вы берёте)"]})


def test_a_noun_agrees_with_the_players_gender_even_after_vy(app):
    tb = table(app, "strong_witchcraft", "ru")
    tb.scene.match.seats = [Seat("Вы", "human", "normal", "f")] + tb.scene.match.seats[1:]
    host(tb)._refresh_ctx()
    assert tb.seat_role(seen(tb, {"phase": "over", "result": {"losers": [0]}}), 0) == "ученица"
    assert tb.result_lines(Result(order=[1, 2, 3], losers=[0]))[0] == "Вы — Не Слишком Сообразительная Ученица Чародея"
    tb.scene.match.seats = [Seat("Вы", "human")] + tb.scene.match.seats[1:]


# -- Who's the Donkey? -------------------------------------------------------------------------

def test_donkey_round_prompt_does_not_repeat_the_rule_above_it(app, monkeypatch):
    """Seen at 12 seats: the centre said «Круг осла: каждый кладёт одну карту, старшая забирает
    всё» and the prompt under it «Круг осла: положите любую карту — старшая забирает всё (…)».
    The prompt now says what to do and the joker's exception only; and «Вышло из игры: 0» over
    the round's line at every deal's start is gone until someone is out."""
    got = {}
    for lang in ("en", "ru"):
        tb = table(app, "donkey", lang)
        monkeypatch.setattr(tb.scene, "human_actions", lambda: [object()])
        view = seen(tb, {"to_act": 0, "donkey_round": True, "leader": 1})
        got[lang] = (tb.round_text(view), tb.status_text(view), tb.out_text(seen(tb, {"out": []})),
                     tb.out_text(seen(tb, {"out": [2]})))
        monkeypatch.undo()
    assert got == {
        "en": ("Donkey round: one card each, the highest takes everything",
               "Your turn: play any one card (a lone joker counts as 1)", "", "Out of the game: 1"),
        "ru": ("Круг осла: каждый кладёт одну карту, старшая забирает всё",
               "Ваш ход: положите любую карту (одиночный джокер считается за 1)", "", "Вышло из игры: 1")}


def test_donkey_messages_roles_rounds_results(app):
    msg = lambda e: (lambda tb, p: tb.event_message(e(p)))  # noqa: E731
    g = "donkey"
    check(app, g, msg(lambda p: ev("round_end", p, donkey_round=True, winner=p)), {
        "en": ["You take the donkey round!", "Boris takes the donkey round!", "Dasha takes the donkey round!",
               "Sasha takes the donkey round!"],
        "ru": ["Вы забираете круг осла!", "Борис забирает круг осла!", "Даша забирает круг осла!",
               "Саша забирает круг осла!"]})
    check(app, g, msg(lambda p: ev("play", p, text="D")), {
        "en": ["You lead the donkey!", "Boris leads the donkey!", "Dasha leads the donkey!", "Sasha leads the donkey!"],
        "ru": ["Вы ходите ослом!", "Борис ходит ослом!", "Даша ходит ослом!", "Саша ходит ослом!"]})
    check(app, g, msg(lambda p: ev("unlock", p)), {
        "en": ["You won a round and may lead the donkey again", "Boris won a round and may lead the donkey again",
               "Dasha won a round and may lead the donkey again", "Sasha won a round and may lead the donkey again"],
        "ru": ["Вы выиграли круг и снова можете ходить ослом", "Борис выиграл круг и снова может ходить ослом",
               "Даша выиграла круг и снова может ходить ослом", "Саша выигрывает круг и снова может ходить ослом"]})
    role = lambda view: (lambda tb, p: tb.seat_role(seen(tb, view(p)), p))  # noqa: E731
    check(app, g, role(lambda p: {"ran_out": [p]}), {
        "en": ["you are out", "out", "out", "out"], "ru": ["вы вышли", "вышел", "вышла", "вне игры"]})
    check(app, g, role(lambda p: {"leader": p}), {
        "en": ["you lead", "leads", "leads", "leads"], "ru": ["вы ходите", "ходит", "ходит", "ходит"]})
    rounds = lambda tb, p: (tb.round_text(seen(tb, {"round": 2, "leader": p})),  # noqa: E731
                            tb.round_text(seen(tb, {"round": 2, "leader": p, "set_size": p + 1,
                                                    "best_value": 7 + p * 7, "best_player": p})))
    check(app, g, rounds, {
        "en": [("Round 2", "Round 2: one card each · best so far: 7 (yours)"),
               ("Round 2", "Round 2: 2 cards each · best so far: a joker (Boris)"),
               ("Round 2", "Round 2: 3 cards each · best so far: 21 (Dasha)"),
               ("Round 2", "Round 2: 4 cards each · best so far: 28 (Sasha)")],
        "ru": [("Круг 2", "Круг 2: по 1 карте · пока лучшая: 7 (ваша)"),
               ("Круг 2", "Круг 2: по 2 карты · пока лучшая: джокер (Борис)"),
               ("Круг 2", "Круг 2: по 3 карты · пока лучшая: 21 (Даша)"),
               ("Круг 2", "Круг 2: по 4 карты · пока лучшая: 28 (Саша)")]})
    pen = {"total": 34, "donkey": True, "jokers": 1, "joker_points": 14, "values": 0}
    none = {"total": 0, "donkey": False, "jokers": 0, "joker_points": 0, "values": 0}
    result = lambda tb, p: tb.result_lines(Result(order=[q for q in range(4) if q != p], losers=[p],  # noqa: E731
                                                  winners=[q for q in range(4) if q != p],
                                                  notes={"penalty": [pen if q == p else none for q in range(4)]}))
    check(app, g, result, {
        "en": [["Out of cards: Boris, Dasha and Sasha", "You are the donkey: 34 (donkey 20 + one joker 14)"],
               ["Out of cards: you, Dasha and Sasha", "Boris is the donkey: 34 (donkey 20 + one joker 14)"],
               ["Out of cards: you, Boris and Sasha", "Dasha is the donkey: 34 (donkey 20 + one joker 14)"],
               ["Out of cards: you, Boris and Dasha", "Sasha is the donkey: 34 (donkey 20 + one joker 14)"]],
        "ru": [["Без карт: Борис, Даша и Саша", "Осёл — вы: 34 (осёл 20 + 1 джокер 14)"],
               ["Без карт: вы, Даша и Саша", "Осёл — Борис: 34 (осёл 20 + 1 джокер 14)"],
               ["Без карт: вы, Борис и Саша", "Осёл — Даша: 34 (осёл 20 + 1 джокер 14)"],
               ["Без карт: вы, Борис и Даша", "Осёл — Саша: 34 (осёл 20 + 1 джокер 14)"]]})


def test_donkey_play_button_and_counted_words(app):
    from cardtable.ui.tables.donkey import play_label
    sevens, jokers, donkey = (48, 49, 50, 51, 52), (104, 105, 106), (109,)
    cases = [sevens[:1], sevens[:2], sevens[:5], sevens[:2] + jokers[:1], jokers[:2], jokers[:1], donkey]
    got = {}
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        got[lang] = [play_label(c) for c in cases]
    assert got == {
        "en": ["Play one 7", "Play two 7s", "Play five 7s", "Play two 7s and a joker", "Play two jokers",
               "Play a joker", "Play the donkey"],
        "ru": ["Сыграть карту «7»", "Сыграть 2 карты «7»", "Сыграть 5 карт «7»", "Сыграть 2 карты «7» и джокер",
               "Сыграть 2 джокера", "Сыграть джокер", "Сыграть осла"]}
    i18n.set_language("ru")
    assert [i18n.tn("donkey.you.raise", n, value="9") for n in (1, 2, 5)] == [
        "Перебейте картой старше 9 — или пас", "Перебейте 2 картами старше 9 — или пас",
        "Перебейте 5 картами старше 9 — или пас"]
    i18n.set_language("en")
    assert [i18n.tn("donkey.you.raise", n, value="9") for n in (1, 2)] == [
        "Beat it with one card higher than 9, or pass", "Beat it with 2 cards higher than 9, or pass"]
    # «старше джокер», "higher than joker" were seen in a real window: the value after "than" agrees
    from cardtable.engine.donkey.cards import JOKER_KEY
    from cardtable.ui.tables.donkey import value_words
    assert value_words(JOKER_KEY, "than") == "a joker" and value_words(7, "than") == "7"
    assert i18n.tn("donkey.you.raise", 1, value=value_words(JOKER_KEY, "than")) == (
        "Beat it with one card higher than a joker, or pass")
    i18n.set_language("ru")
    assert i18n.tn("donkey.you.raise", 2, value=value_words(JOKER_KEY, "than")) == (
        "Перебейте 2 картами старше джокера — или пас")
    assert value_words(JOKER_KEY, "best") == "джокер"
    i18n.set_language("en")


# -- Pirate Party -----------------------------------------------------------------------------


def test_pirate_pending_draw_reads_as_a_sentence(app):
    """«Пётр: +2» in the status line said nothing a player could read aloud; «Даша берёт 4 или
    отвечает» then left the number without its noun."""
    views = [{"to_act": 2, "phase": "pending", "colour": "g", "top": 20, "pending": n} for n in (2, 4, 6)]
    got = {lang: [tb.status_text(seen(tb, v)) for tb in [table(app, "pirate_party", lang)] for v in views]
           for lang in ("en", "ru")}
    assert got == {"en": ["Dasha faces +2", "Dasha faces +4", "Dasha faces +6"],
                   "ru": ["Даша берёт 2 карты или отвечает", "Даша берёт 4 карты или отвечает",
                          "Даша берёт 6 карт или отвечает"]}

def test_pirate_party_messages(app):
    msg = lambda e: (lambda tb, p: tb.event_message(e(p)))  # noqa: E731
    g = "pirate_party"
    check(app, g, msg(lambda p: ev("say", p, say="all_hands")), {
        "en": ["You call: All hands on deck!", "Boris: All hands on deck!", "Dasha: All hands on deck!",
               "Sasha: All hands on deck!"],
        "ru": ["Вы кричите: «Свистать всех наверх!»", "Борис: «Свистать всех наверх!»",
               "Даша: «Свистать всех наверх!»", "Саша: «Свистать всех наверх!»"]})
    check(app, g, msg(lambda p: ev("say", p, say="catch", target=other(p))), {
        "en": ["You catch Boris, who draws two", "Boris catches Dasha, who draws two",
               "Dasha catches Sasha, who draws two", "Sasha catches you: you draw two"],
        "ru": ["Вы ловите: Борис берёт две карты", "Борис ловит: Даша берёт две карты",
               "Даша ловит: Саша берёт две карты", "Саша ловит вас: вы берёте две карты"]})
    check(app, g, msg(lambda p: ev("say", p, say="challenge", target=other(p), bluff=True)), {
        "en": ["You challenge Boris: a bluff! Boris takes the card back and draws four",
               "Boris challenges Dasha: a bluff! Dasha takes the card back and draws four",
               "Dasha challenges Sasha: a bluff! Sasha takes the card back and draws four",
               "Sasha challenges you: a bluff! You take the card back and draw four"],
        "ru": ["Вы проверяете: Борис блефует — забирает карту назад и берёт четыре",
               "Борис проверяет: Даша блефует — забирает карту назад и берёт четыре",
               "Даша проверяет: Саша блефует — забирает карту назад и берёт четыре",
               "Саша проверяет: вы блефуете — забираете карту назад и берёте четыре"]})
    check(app, g, msg(lambda p: ev("say", p, say="challenge", target=other(p), bluff=False)), {
        "en": ["You challenge Boris: no bluff, so you draw six cards",
               "Boris challenges Dasha: no bluff, so Boris draws six cards",
               "Dasha challenges Sasha: no bluff, so Dasha draws six cards",
               "Sasha challenges you: no bluff, so Sasha draws six cards"],
        "ru": ["Вы проверяете: Борис не блефует — вы берёте шесть карт",
               "Борис проверяет: Даша не блефует — Борис берёт шесть карт",
               "Даша проверяет: Саша не блефует — Даша берёт шесть карт",
               "Саша проверяет: вы не блефуете — Саша берёт шесть карт"]})
    check(app, g, msg(lambda p: ev("say", p, say="jump")), {
        "en": ["You jump in!", "Boris jumps in!", "Dasha jumps in!", "Sasha jumps in!"],
        "ru": ["Вы вмешиваетесь!", "Борис вмешивается!", "Даша вмешивается!", "Саша вмешивается!"]})
    check(app, g, msg(lambda p: ev("say", p, say="misplay")), {
        "en": ["Wrong card: you draw two", "Boris plays a wrong card and draws two",
               "Dasha plays a wrong card and draws two", "Sasha plays a wrong card and draws two"],
        "ru": ["Не та карта: вы берёте две", "Борис кладёт не ту карту и берёт две",
               "Даша кладёт не ту карту и берёт две", "Саша кладёт не ту карту и берёт две"]})
    check(app, g, msg(lambda p: ev("colour", p, colour="g")), {
        "en": ["You call green", "Boris calls green", "Dasha calls green", "Sasha calls green"],
        "ru": ["Вы заказываете: зелёный", "Борис заказывает: зелёный", "Даша заказывает: зелёный",
               "Саша заказывает: зелёный"]})
    check(app, g, msg(lambda p: ev("move", p, penalty="silence")), {
        "en": ["You break the silence and draw two", "Boris breaks the silence and draws two",
               "Dasha breaks the silence and draws two", "Sasha breaks the silence and draws two"],
        "ru": ["Вы нарушаете тишину и берёте две карты", "Борис нарушает тишину и берёт две карты",
               "Даша нарушает тишину и берёт две карты", "Саша нарушает тишину и берёт две карты"]})


def test_pirate_party_roles_status_results(app):
    g = "pirate_party"
    role = lambda view: (lambda tb, p: tb.seat_role(seen(tb, view(p)), p))  # noqa: E731
    check(app, g, role(lambda p: {"phase": "over", "winner": p}), {
        "en": ["you are out", "out", "out", "out"], "ru": ["вы вышли", "вышел", "вышла", "без карт"]})
    check(app, g, role(lambda p: {"catchable": p}), {
        "en": ["you didn't call!", "didn't call!", "didn't call!", "didn't call!"],
        "ru": ["вы не крикнули!", "не крикнул!", "не крикнула!", "можно поймать!"]})
    check(app, g, role(lambda p: {"dealer": p}), {
        "en": ["you deal", "dealer", "dealer", "dealer"], "ru": ["вы сдаёте", "сдаёт", "сдаёт", "сдаёт"]})
    status = lambda tb, p: tb.status_text(seen(tb, {"to_act": p, "phase": "drawn"})) if p else ""  # noqa: E731
    check(app, g, status, {
        "en": ["", "Boris drew a card", "Dasha drew a card", "Sasha drew a card"],
        "ru": ["", "Борис взял карту", "Даша взяла карту", "Саша решает, что делать со взятой картой"]})
    tb = table(app, g, "en")
    tb.scene.match.options["scoring"] = "collect"

    def result(tb, p):
        scores = [0] * 4
        scores[p] = 21
        notes = {"scoring": "collect", "hand_points": [5] * 4}
        lines = tb.result_lines(Result(order=[p] + [q for q in range(4) if q != p], losers=[], winners=[p],
                                       scores=scores, notes=notes))
        scores[p] = 1
        one = tb.result_lines(Result(order=[p], losers=[], winners=[p], scores=scores, notes=notes))[1]
        captain = tb.result_lines(Result(order=[p, other(p)], losers=[other(p)], winners=[p],
                                         notes={"scoring": "captain", "hand_points": [5] * 4}))[-1]
        return lines[:2] + [one, captain]
    check(app, g, result, {
        "en": [["You go out!", "You score 21 points", "You score 1 point",
                "You are captain and lead the next deal; Boris (most points) deals it"],
               ["Boris goes out!", "Boris scores 21 points", "Boris scores 1 point",
                "Captain Boris leads the next deal; Dasha (most points) deals it"],
               ["Dasha goes out!", "Dasha scores 21 points", "Dasha scores 1 point",
                "Captain Dasha leads the next deal; Sasha (most points) deals it"],
               ["Sasha goes out!", "Sasha scores 21 points", "Sasha scores 1 point",
                "Captain Sasha leads the next deal; you (most points) deal it"]],
        "ru": [["Вы скинули все карты!", "Вы получаете 21 очко", "Вы получаете 1 очко",
                "Капитан — вы: начинаете следующий тур. Сдаёт Борис (больше всех очков)"],
               ["Борис скинул все карты!", "Борис получает 21 очко", "Борис получает 1 очко",
                "Капитан — Борис: начинает следующий тур. Сдаёт Даша (больше всех очков)"],
               ["Даша скинула все карты!", "Даша получает 21 очко", "Даша получает 1 очко",
                "Капитан — Даша: начинает следующий тур. Сдаёт Саша (больше всех очков)"],
               ["Саша выходит: карт больше нет!", "Саша получает 21 очко", "Саша получает 1 очко",
                "Капитан — Саша: начинает следующий тур. Сдаёте вы (больше всех очков)"]]})


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


def test_strong_witchcraft_log_names_the_spells(app):
    """The log and the hint read spell names, not their codes ("W1")."""
    line = lambda text: (lambda tb, p: table_extras.describe(host(tb), text.format(p=p)))  # noqa: E731
    check(app, "strong_witchcraft", line("{p}:cover W1/D1"), {
        "en": ["You cover Touch of Decay with Ice Arrows", "Boris covers Touch of Decay with Ice Arrows",
               "Dasha covers Touch of Decay with Ice Arrows", "Sasha covers Touch of Decay with Ice Arrows"],
        "ru": ["Вы кроете «Касание тлена» картой «Ледяные стрелы»",
               "Борис кроет «Касание тлена» картой «Ледяные стрелы»",
               "Даша кроет «Касание тлена» картой «Ледяные стрелы»",
               "Саша кроет «Касание тлена» картой «Ледяные стрелы»"]})
    tb = table(app, "strong_witchcraft", "ru")
    assert table_extras.describe(host(tb), "2:lay F3 E3") == (
        "Даша выкладывает Сильное колдунство: «Огненный смерч», «Землетрясение»")
    # «ходите «Чтение мыслей»» read awkwardly in a real window: a spell is led «картой …»
    assert table_extras.describe(host(tb), "0:attack M2", own=True) == "ходите картой «Чтение мыслей»"
    tb = table(app, "durak", "ru")
    assert table_extras.describe(host(tb), "0:attack 6♥", own=True) == "ходите с 6♥"
    tb = table(app, "strong_witchcraft", "en")
    assert table_extras.describe(host(tb), "1:throw A3") == "Boris throws in Hurricane"
    assert table_extras.describe(host(tb), "0:attack M2", own=True) == "attack with Mind Reading"


def test_pirate_log_says_what_a_take_took_and_russian_cards_read_after_any_verb(app):
    """«Вера кладёт зелёная 9» (a nominative after a verb) and a bare «Борис берёт» were seen in
    a real window: a number card reads «9 (зелёная)» like the action cards, and a take names a
    Skip's lost turn (PIR-7) or the penalty cards (PIR-8/10)."""
    history = ["0:play G9", "1:play GS", "2:take", "3:play G+2", "0:play Y+2", "1:take", "2:draw", "2:pass"]
    tb = table(app, "pirate_party", "ru")
    variants = tb.log_variants(history)
    assert variants == [None, None, "skip", None, None, "draw 2", None, None]
    lines = [table_extras.describe(host(tb), h, variant=v) for h, v in zip(history, variants)]
    assert lines[:3] == ["Вы кладёте 9 (зелёная)", "Борис кладёт «Пропусти ход» (зелёная)", "Даша пропускает ход"]
    assert lines[5] == "Борис берёт 2 карты" and lines[6] == "Даша берёт карту"
    tb = table(app, "pirate_party", "en")
    lines = [table_extras.describe(host(tb), h, variant=v) for h, v in zip(history, variants)]
    assert lines[:3] == ["You play green 9", "Boris plays green Skip", "Dasha misses a turn"]
    assert lines[5] == "Boris takes 2 cards"
    assert table_extras.describe(host(tb), "0:take", variant="skip") == "You miss a turn"


def test_pirate_log_says_how_many_penalty_cards_a_take_took(app):
    """«Борис берёт штрафные карты» did not say how many: the log counts them as the engine
    sums them — a Draw Two 2, a Draw Four 4, and with stacking (PIR-18) the chain's sum."""
    from cardtable.ui.tables.pirate_words import take_variants
    history = ["1:play W+4 g", "2:take", "3:play G+2", "0:take", "0:play G3", "1:play G+2", "2:play Y+2", "3:take"]
    assert take_variants(history) == [None, "draw 4", None, "draw 2", None, None, None, "draw 2"]
    stacked = ["0:play G+2", "1:play Y+2", "2:play Y+2", "3:take", "0:play W+4 r", "1:take"]
    assert take_variants(stacked, stacking=True) == [None, None, None, "draw 6", None, "draw 4"]
    assert take_variants(history, stacking=True)[-1] == "draw 4"
    # a starter Draw Two or Skip (PIR-4) is taken with no card laid before it
    assert take_variants(["1:take"], starter="G+2") == ["draw 2"]
    assert take_variants(["1:play G+2", "2:take"], True, "R+2") == [None, "draw 4"]
    assert take_variants(["1:take"], starter="GS") == ["skip"]
    want = {"ru": ["Вы берёте 2 карты", "Борис берёт 4 карты", "Даша берёт 6 карт", "Саша берёт 2 карты"],
            "en": ["You take 2 cards", "Boris takes 4 cards", "Dasha takes 6 cards", "Sasha takes 2 cards"]}
    for lang, lines in want.items():
        tb = table(app, "pirate_party", lang)
        got = [table_extras.describe(host(tb), f"{p}:take", variant=f"draw {n}") for p, n in enumerate((2, 4, 6, 2))]
        assert got == lines
        # without a count (a starter Draw Two's take) the line stays as it was
        assert table_extras.describe(host(tb), "1:take", variant="draw") == (
            "Борис берёт штрафные карты" if lang == "ru" else "Boris takes the penalty cards")


def test_strong_witchcraft_throw_in_refusal_reads_naturally():
    """«…не повторяя цвет и силу — и только после…» / "…whose colour and strength are not there
    yet…" read badly in a real window (SW-7): said again, the time first, then the twin rule."""
    from cardtable.engine import IllegalAction
    exc = IllegalAction("SW-7", "x")
    i18n.set_language("en")
    try:
        assert i18n.refusal(exc) == ("Throw in only once the lead is beaten or taken, a card of a strength on the "
                                     "table — but never the twin (same colour and strength) of a card lying there.")
        i18n.set_language("ru")
        assert i18n.refusal(exc) == ("Подкидывать можно, только когда заход отбит или взят, — карту той силы, что "
                                     "есть на столе, но не двойника (того же цвета и силы) уже лежащей там карты.")
        # Durak's throw-in limit, shorter: «…и в пределах ограничений (…)» took three lines at 960×600
        assert i18n.refusal(IllegalAction("DUR-7", "x")) == (
            "Подкидывайте только достоинство, которое уже есть на столе: непокрытых карт — не больше, чем у "
            "защитника, а всего не больше 6 (до первого отбоя — 5).")
    finally:
        i18n.set_language("en")


def test_pirate_prompts_name_the_colour_as_an_adjective(app):
    """«Ваш ход: карта цвета «красный» или «5»» read like a form to fill in (a real window, ten
    players): the colour agrees with «карта» now, and with «ответьте … «Возьми две»»."""
    views = [{"to_act": 0, "phase": "turn", "colour": "r", "top": 5},
             {"to_act": 0, "phase": "turn", "colour": "b", "top": None},
             {"to_act": 0, "phase": "pending", "colour": "g", "top": 53, "pending": 4},
             {"to_act": 0, "phase": "pending", "colour": "g", "top": 20, "pending": 2},
             {"to_act": 0, "phase": "pending", "colour": "g", "top": 20, "pending": 6},
             {"to_act": 0, "phase": "turn", "colour": "y", "top": 13 + 10},      # yellow Skip
             {"to_act": 0, "phase": "turn", "colour": "g", "top": 26 + 11},      # green Draw Two
             {"to_act": 0, "phase": "turn", "colour": "b", "top": 39 + 12}]      # blue Reverse
    got = {}
    for lang in ("en", "ru"):
        tb = table(app, "pirate_party", lang)
        legal_of, viewer = tb.ctx.legal_of, tb.ctx.viewer
        tb.ctx.legal_of, tb.ctx.viewer = (lambda: ["a move"]), 0     # the viewer may act
        try:
            got[lang] = [tb.status_text(seen(tb, v)) for v in views]
        finally:
            tb.ctx.legal_of, tb.ctx.viewer = legal_of, viewer
    assert got == {
        "en": ["Your turn: lay a red card or a 5, or draw",
               "Your turn: lay a blue card or a black card, or draw",
               "Draw 4! Answer with a green Draw Two, challenge, or take 4 cards",
               "Draw 2! Answer with a Draw Two, or take 2 cards", "Draw 6! Answer with a Draw Two, or take 6 cards",
               "Your turn: lay a yellow card or a Skip, or draw",
               "Your turn: lay a green card or a Draw Two, or draw",
               "Your turn: lay a blue card or a Reverse, or draw"],
        "ru": ["Ваш ход: красная карта или «5», иначе возьмите карту",
               "Ваш ход: синяя или чёрная карта, иначе возьмите карту",
               "Возьмите 4 карты — или ответьте зелёной «Возьми две», или потребуйте проверки",
               "Возьмите 2 карты — или ответьте картой «Возьми две»",
               "Возьмите 6 карт — или ответьте картой «Возьми две»",
               "Ваш ход: жёлтая карта или «Пропусти ход», иначе возьмите карту",
               "Ваш ход: зелёная карта или «Возьми две», иначе возьмите карту",
               "Ваш ход: синяя карта или «Наоборот», иначе возьмите карту"]}
