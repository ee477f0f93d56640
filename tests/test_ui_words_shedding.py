"""Messages that name players read right in Who's the Donkey? and Pirate Party (issue 18):
table messages, seat roles, status lines, prompts, results and their log lines, in both
languages, "you" for the player and the others by name with Russian gender agreement
(seats: words_kit)."""

from __future__ import annotations

import pytest
from words_kit import an_app, check, ev, host, other, seen, table

from cardtable.engine.core import Result
from cardtable.ui import i18n
from cardtable.ui.scenes import table_extras


@pytest.fixture(scope="module")
def app():
    yield from an_app()


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
