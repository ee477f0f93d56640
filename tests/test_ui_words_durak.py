"""Messages that name players read right in the Durak family (issue 18): durak, Witch durak
and Strong Witchcraft — table messages, seat roles, status lines, results and their log
lines, in both languages, "you" for the player and the others by name with Russian gender
agreement (seats: words_kit)."""

from __future__ import annotations

import pytest
from words_kit import an_app, check, ev, host, other, seen, table

from cardtable.engine.core import Result
from cardtable.match import Seat
from cardtable.ui import i18n
from cardtable.ui.scenes import table_extras


@pytest.fixture(scope="module")
def app():
    yield from an_app()


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
