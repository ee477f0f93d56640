"""The score sheet (issue 18, item 5): a proper table at every player and deal count — the
column headers never run into the deal columns, no two cells' texts overlap, all lie in the
sheet, and older deals fold into one column ("deals 1–n") when the latest ones fill it."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
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
