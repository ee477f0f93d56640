"""The score sheet (issue 18, item 5): a proper table at every player and deal count — the
column headers never run into the deal columns, no two cells' texts overlap, all lie in the
sheet, and older deals fold into one column ("deals 1–n") when the latest ones fill it."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import assets, i18n, widgets
from cardtable.ui.assets import px
from cardtable.ui.scene import App
from cardtable.ui.scenes.results import DealResultScene, MatchResultScene
from cardtable.ui.scenes.sheet import fold, sheet_cells, text_rect
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui


def pirate_match(app: App, players: int, deals: int) -> TableScene:
    seats = [Seat("You", "human")] + [Seat(f"Игрок номер {p}", "ai", "normal") for p in range(1, players)]
    m = Match("pirate_party", seats, {"deals": max(deals, 1)}, seed=4)
    scene = TableScene(app, m)
    app.reset(scene)
    app.step()
    sheet = [{"scores": [((d * 37 + p * 101) % 700) - (150 if p % 3 == 0 else 0) for p in range(players)],
              "winners": [d % players], "losers": [], "notes": {"scoring": "collect"}} for d in range(deals)]
    m.sheet["deals"] = sheet
    m.sheet["totals"] = [sum(d["scores"][p] for d in sheet) for p in range(players)]
    return scene


def check(cells, rect) -> None:
    texts = [(c.text, text_rect(c)) for c in cells]
    for text, r in texts:
        assert rect.contains(r), (text, r, rect)
    for i, (ta, a) in enumerate(texts):
        for tb, b in texts[i + 1:]:
            assert not a.colliderect(b), (ta, a, tb, b)
    for c in cells:
        assert c.rect.contains(text_rect(c)), (c.text, c.rect)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("deals", [1, 2, 5, 12, 40])
def test_the_sheet_is_a_table_at_ten_players(size, deals):
    i18n.set_language("ru")
    try:
        app = App(size, fixed_dt=1 / 60)
        scene = pirate_match(app, 10, deals)
        result = DealResultScene(app, scene)
        box, _lines, rect = result.layout(size)
        assert pygame.Rect((0, 0), size).contains(box) and box.contains(rect)
        cells = sheet_cells(scene, rect)
        check(cells, rect)
        names = [c.text for c in cells if c.rect.x == cells[0].rect.x]
        assert len(names) == 11                      # the heading and ten players, none dropped
        heads = [c.text for c in cells if c.rect.y == cells[0].rect.y]
        assert heads[0] == "Игрок" and heads[-1] == scene.table.total_label()
        if deals >= 2:
            shown = heads[1:-1]
            assert shown[-1] == str(deals)           # the latest deal is always there
            if deals == 40:
                assert shown[0] == "раздачи 1–" + str(40 - len(shown) + 1)
        final = MatchResultScene(app, scene)
        rect = final.sheet_rect(size)
        order = scene.match.standings()
        check(sheet_cells(scene, rect, order), rect)
    finally:
        i18n.set_language("en")


def test_folded_deals_add_scores_or_count_marks():
    app = App((1280, 720), fixed_dt=1 / 60)
    scene = pirate_match(app, 3, 4)
    deals = scene.match.sheet["deals"]
    assert fold(scene.table, deals, 1) == str(sum(d["scores"][1] for d in deals))
    marks = [{"losers": [1], "notes": {}}, {"losers": [1], "notes": {}}, {"losers": [2], "notes": {}}]
    assert fold(scene.table, marks, 1) == "●×2" and fold(scene.table, marks, 2) == "●" and \
        fold(scene.table, marks, 0) == ""


def test_the_final_standings_number_a_tie_as_one_place():
    """Six players with no fool: «Первое место делят …» above, and every row «1.» below (not
    1–6); a later place skips the tied ones."""
    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60)
        seats = [Seat(n, "ai", "normal", g) for n, g in
                 [("Маша", "f"), ("Борис", "m"), ("Оля", "f"), ("Петя", "m"), ("Катя", "f"), ("Ваня", "m")]]
        scene = TableScene(app, Match("durak", seats, {}, seed=1))
        app.reset(scene)
        m = scene.match
        m.sheet["totals"] = [0, 0, 0, 0, 0, 0]
        final = MatchResultScene(app, scene)

        def names() -> list[str]:         # the first column under its heading, as drawn
            cells = sheet_cells(scene, final.sheet_rect((960, 600)), m.standings())
            return [c.text for c in cells if c.rect.x == cells[0].rect.x][1:]

        assert names() == ["1. Маша", "1. Борис", "1. Оля", "1. Петя", "1. Катя", "1. Ваня"]
        assert final.winners() == [0, 1, 2, 3, 4, 5]
        m.sheet["totals"] = [1, 0, 2, 0, 1, 0]
        assert names() == ["1. Борис", "1. Петя", "1. Ваня", "4. Маша", "4. Катя", "6. Оля"]
        assert final.winners() == [1, 3, 5]
        m.sheet["totals"], m.sheet["epaulettes"] = [1, 1, 1, 1, 1, 1], [0, 0, 1, 0, 0, 0]
        assert names()[-1] == "6. Оля" and names()[0] == "1. Маша"    # DUR-21: epaulettes rank lower
        assert final.winners() == [0, 1, 3, 4, 5]
    finally:
        i18n.set_language("en")


def tied_match(app: App, game: str) -> TableScene:
    """A finished three-deal match in which Masha and Peter have one loss each and Olga two:
    Peter also won a deal by Strong Witchcraft (SW-12) or Masha got epaulettes (DUR-21)."""
    seats = [Seat("Маша", "human", "normal", "f"), Seat("Пётр", "ai", "normal", "m"), Seat("Оля", "ai", "normal", "f")]
    m = Match(game, seats, {"deals": 3}, seed=2)
    scene = TableScene(app, m)
    app.reset(scene)
    app.step()
    if game == "strong_witchcraft":
        notes = [{"witchcraft_wins": [1]}, {"witchcraft_wins": []}, {"witchcraft_wins": []}]
        m.sheet["witchcraft_wins"] = [0, 1, 0]
    else:
        notes = [{"fool": 0, "epaulettes": True}, {"fool": 1}, {"fool": 2}]
        m.sheet["epaulettes"] = [1, 0, 0]
    m.sheet["deals"] = [{"losers": [loser], "winners": [], "notes": n} for loser, n in zip((0, 1, 2), notes)]
    m.sheet["totals"] = [1, 1, 1]
    m.sheet["totals"][2] = 2
    m.deal_no, m.deal_scored = 2, True
    return scene


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["strong_witchcraft", "durak"])
def test_equal_totals_on_different_places_say_why(game, lang, size):
    """Seen at the end of a Strong Witchcraft match: two players with one loss each stood 1st and
    2nd and nothing said why.  Under the sheet the match result says which tie-break decided,
    with each tied player's count: wins by Strong Witchcraft (more is better), or in durak
    epaulettes (fewer is better); it lies between the sheet and the buttons."""
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60)
        scene = tied_match(app, game)
        m = scene.match
        final = MatchResultScene(app, scene)
        app.push(final)
        app.draw(app.screen)
        assert m.standings() == [1, 0, 2] and m.places() == [2, 1, 3]     # Peter above Masha
        expected = {
            ("strong_witchcraft", "en"): "On equal scores, more wins by Strong Witchcraft rank higher: Пётр 1, Маша 0",
            ("strong_witchcraft", "ru"): "При равном счёте выше тот, у кого больше побед Сильным колдунством: "
                                         "Пётр — 1, Маша — 0",
            ("durak", "en"): "On equal scores, fewer epaulettes rank higher: Пётр 0, Маша 1",
            ("durak", "ru"): "При равном счёте выше тот, у кого меньше погон: Пётр — 0, Маша — 1",
        }[(game, lang)]
        lines = final.note_lines(size[0])
        assert " ".join(lines).replace("\u00a0", " ") == expected
        items = expected.split(": ")[-1].split(", ")             # a name and its count never part
        assert all(item.replace(" ", "\u00a0") in " ".join(lines) for item in items)
        sheet = final.sheet_rect(size)
        y = sheet.bottom + 26
        for line in lines:
            r = assets.font(17).size(line)
            rect = pygame.Rect(0, y, *r)
            rect.centerx = size[0] // 2
            assert pygame.Rect((0, 0), size).contains(rect)
            assert rect.top > sheet.inflate(40, 30).bottom
            assert not any(rect.colliderect(b.rect) for b in final.buttons), (line, rect)
            y += 24
        # an equal total that shares its place needs no word
        m.sheet[("witchcraft_wins" if game == "strong_witchcraft" else "epaulettes")] = [0, 0, 0]
        assert m.places() == [1, 1, 3] and final.note_lines(size[0]) == []
    finally:
        i18n.set_language("en")


def test_a_deals_nought_is_dimmed_so_the_scores_stand_out():
    """Seen on Pirate Party's sheet after six deals: a column per deal of bold yellow zeros with
    the one player who went out among them.  A 0 in a deal's column is dimmed (the colour of the
    headings, not bold); the scores made, and the totals, stay as they were."""
    from cardtable.ui import widgets

    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60)
        scene = pirate_match(app, 4, 3)
        for d, deal in enumerate(scene.match.sheet["deals"]):
            deal["scores"] = [120 * (p == d) for p in range(4)]
        scene.match.sheet["totals"] = [120, 120, 120, 0]
        rect = DealResultScene(app, scene).layout((960, 600))[2]
        cells = sheet_cells(scene, rect)
        deal_x = {c.rect.x for c in cells if c.text in ("1", "2", "3") and c.colour == widgets.MUTED}
        marks = [(c.text, c.colour, c.bold) for c in cells if c.rect.x in deal_x and c.rect.y > cells[0].rect.y]
        assert sorted(marks) == sorted([("120", widgets.ACCENT, True)] * 3 + [("0", widgets.MUTED, False)] * 9)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_long_list_of_winners_stays_whole_in_the_window(size, lang):
    """Witch durak's 6 seats, five sharing the first place: «Первое место делят: Константин,
    Анастасия, Пётр, Ольга и Владимир» ran off both sides of a 960×600 window in one line.  It is
    drawn whole inside the window, in two lines if need be, above the sheet's panel."""
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60)
        seats = [Seat(n, "ai", "normal", g) for n, g in
                 [("Маша", "f"), ("Константин", "m"), ("Анастасия", "f"), ("Пётр", "m"), ("Ольга", "f"),
                  ("Владимир", "m")]]
        scene = TableScene(app, Match("witch_durak", seats, {}, seed=1))
        app.reset(scene)
        scene.match.sheet["totals"] = [1, 0, 0, 0, 0, 0]
        final = MatchResultScene(app, scene)
        app.push(final)
        app.draw(app.screen)
        text = final.winner_text()
        assert text.count(",") == 3 and "Владимир" in text and "Маша" not in text
        drawn = final.winner_drawn
        assert app.screen.get_rect().contains(drawn)
        assert drawn.bottom <= final.sheet_rect(size).inflate(px(40), px(30)).y
        area = final.winner_rect(size)
        _s, rows, _w = widgets._fit_rows(text, area.w, area.h, 26, True, 2, 16)
        assert " ".join(rows) == text                    # whole: no "…"
    finally:
        i18n.set_language("en")


def _deal_cells_counted(scene) -> list[int]:
    calls = [0]
    real = scene.table.deal_cell

    def counted(d, p):
        calls[0] += 1
        return real(d, p)

    scene.table.deal_cell = counted
    return calls


@pytest.mark.parametrize("scoring", ["collect", "captain"])
def test_the_sheet_of_many_deals_is_laid_out_in_linear_time(scoring):
    """Issue 37: folding every prefix of the older deals anew made each frame of the result
    screen quadratic in the deals (0.8 s at 200 deals).  Each deal's cells are read once per
    player now, and the same sheet is laid out once for all the frames it is drawn in."""
    from cardtable.ui.scenes import sheet as sheet_mod

    app = App((960, 600), fixed_dt=1 / 60)
    scene = pirate_match(app, 10, 100)
    m = scene.match
    m.sheet["deals"] = [{**d, "winners": [(d["winners"][0] + k) % 10]} for k in range(3) for d in m.sheet["deals"]]
    m.sheet["totals"] = [sum(d["scores"][p] for d in m.sheet["deals"]) for p in range(10)]
    if scoring == "captain":       # marks, not sums: the folded column counts them (●×3)
        for d in scene.match.sheet["deals"]:
            d["scores"] = None
        scene.match.sheet["totals"] = [0] * 10
    rect = DealResultScene(app, scene).layout((960, 600))[2]
    calls = _deal_cells_counted(scene)
    cells = sheet_cells(scene, rect)
    check(cells, rect)
    assert calls[0] == 300 * 10
    laid = [0]
    real = sheet_mod.sheet_cells

    def counted(*a, **kw):
        laid[0] += 1
        return real(*a, **kw)

    sheet_mod.sheet_cells = counted
    try:
        for _ in range(5):
            sheet_mod.draw_sheet(app.screen, scene, rect)
    finally:
        sheet_mod.sheet_cells = real
    assert laid[0] == 1

