"""The running score as a player reads it (issue 18): every seat's score is on his name plate,
whole, at every table size — the strip at the top once cut it with "…" from six players on
and at 960×600 — and the strip says which deal this is and what the score counts, whole.

For every game at its smallest and largest table, in windows of 960×600 and 1280×720, in
English and Russian, with the largest scores a match can reach: each badge's score box lies
inside the badge, level with the name, and covers none of the badge's other texts, and the
second line (count · role) is whole; the strip lies inside the window,
covers none of the table's furniture and says "Deal n · Score: <what it counts>"."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from cardtable import engine
from cardtable.match import Match, Seat
from cardtable.ui import assets, i18n
from cardtable.ui.i18n import tn
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui

SIZES = [(960, 600), (1280, 720)]
TABLES = [(g.id, n) for g in engine.games() for n in sorted({g.min_players, g.max_players})]
BIG = {"pirate_party": 1450, "donkey": 187}        # the widest totals a match shows (else fools: 9)
MEANING = {
    "en": {"durak": "deals lost as the fool", "witch_durak": "deals lost as the fool",
           "strong_witchcraft": "deals lost as the apprentice",
           "donkey": "penalty points", "pirate_party": "points, 500 wins"},
    "ru": {"durak": "сколько раз в дураках", "witch_durak": "сколько раз в дураках",
           "strong_witchcraft": "сколько раз в учениках", "donkey": "штрафные очки",
           "pirate_party": "очки, 500 — победа"},
}
HEAD = {"en": "Deal 3 · Score:", "ru": "Раздача 3 · Счёт:"}


@pytest.fixture(params=["en", "ru"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def table_at(size, game: str, n: int) -> tuple[App, TableScene]:
    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat("Александра", "human", "normal", "f")] + [Seat(f"Константин{p}", "ai", "normal", "m")
                                                         for p in range(1, n)]
    match = Match(game, seats, {}, seed=n)
    match.deal_no = 2
    big = BIG.get(game, 9)
    match.sheet["totals"] = [big - 7 * p for p in range(n)]
    scene = TableScene(app, match)
    app.reset(scene)
    for _ in range(3):
        app.step()
    return app, scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,n", TABLES)
def test_every_seats_score_is_whole_on_its_name_plate(game, n, size, lang):
    app, scene = table_at(size, game, n)
    table = scene.table
    view = scene.current_view()
    totals = scene.match.sheet["totals"]
    for p in range(n):
        b = table.badge_parts(view, p)
        assert b.score == str(totals[p])
        assert b.rect.contains(b.pill), (p, b.rect, b.pill)
        others = [b.name_rect, b.line_rect] + ([b.tag_rect] if b.tag else []) + \
                 ([b.icon_rect] if b.icon_rect is not None else [])
        for r in others:
            assert b.rect.contains(r), (p, r, b.rect)
            assert not r.colliderect(b.pill), (p, r, b.pill, b.line, b.name)
        held = (view.get("hand_sizes") or [0] * n)[p]
        count = tn("seat.cards", held)
        if held == 0 and b.role:                                   # out: «вышла», not «0 карт · вышла»
            assert b.line == b.role, (b.line, b.role)
        else:
            assert b.line.startswith(count), (b.line, count)      # the card count is never cut
        assert "…" not in b.line, b.line                          # nor the role: the score is not in its way
        if b.pill.centery == b.line_rect.centery:     # moved below so that a long name reads whole
            assert b.name == table.ctx.seat_name(p), (p, b.name)
        else:
            assert abs(b.pill.centery - b.name_rect.centery) <= 3


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,n", TABLES)
def test_the_strip_says_the_deal_and_what_the_score_counts(game, n, size, lang):
    app, scene = table_at(size, game, n)
    app.draw(app.screen)
    box, text, font_size = scene.hud.score_box(app.size)
    assert box is not None
    assert text.replace("\n", " ") == f"{HEAD[lang]} {MEANING[lang][game]}"
    assert font_size >= 12
    assert pygame.Rect((0, 0), size).contains(box)
    assert not any(box.colliderect(r) for r in scene.hud._taken())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["strong_witchcraft", "witch_durak"])
def test_beside_a_legend_the_strip_keeps_its_normal_size(game, size, lang):
    """Seen at Strong Witchcraft's table at 960×600: the "who beats whom" legend left the strip
    so little of the top band that it said «Раздача 3 · Счёт: / сколько раз в учениках» in two
    lines of 13 px, smaller than any other text there.  Where one line does not fit, the two
    lines keep the strip's normal 15 px in a strip tall enough for them, and it still covers
    nothing and stays in the window."""
    from cardtable.ui.scenes.table_hud import NORMAL_SIZE

    app, scene = table_at(size, game, 6)
    app.draw(app.screen)
    box, text, font_size = scene.hud.score_box(app.size)
    assert scene.table.lay.legend is not None
    assert font_size == NORMAL_SIZE == 15, (text, font_size)
    assert text.replace("\n", " ") == f"{HEAD[lang]} {MEANING[lang][game]}"
    lines = text.split("\n")
    assert all(assets.font(15, True).size(line)[0] <= box.w - 24 for line in lines)
    assert box.h >= 36 if len(lines) == 1 else box.h == 42
    assert pygame.Rect((0, 0), size).contains(box)
    assert not any(box.colliderect(r) for r in scene.hud._taken())


@pytest.mark.parametrize("size", SIZES)
def test_above_the_plate_the_strip_keeps_two_readable_lines(size, lang):
    """Witch durak with every rank enchanted at 960×600: the legend and the Undo corner fill the
    top band, so the strip goes above the player's plate, where the hand leaves it 196 px — one
    short of «сколько раз в дураках» at 15 px, and it fell to two lines of 13 px.  Two lines of
    14 px fit there in the tall strip."""
    from cardtable.ui.scenes.table_hud import TALL_SIZES

    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat("Александра", "human", "normal", "f")] + [Seat(f"Игрок {p}", "ai", "normal", "m")
                                                         for p in range(1, 6)]
    scene = TableScene(app, Match("witch_durak", seats, {"enchanted_ranks": "all"}, seed=6))
    app.reset(scene)
    for _ in range(3):
        app.step()
    app.draw(app.screen)
    box, text, font_size = scene.hud.score_box(app.size)
    assert text.replace("\n", " ") == f"{HEAD[lang].replace('3', '1')} {MEANING[lang]['witch_durak']}"
    assert font_size in TALL_SIZES, (text, font_size)
    assert pygame.Rect((0, 0), size).contains(box)
    assert not any(box.colliderect(r) for r in scene.hud._taken())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 6])
def test_the_queens_lock_reads_whole_under_the_stock(n, size, lang):
    """«⊗ Дама: подкидывать…» was seen under the stock at 960×600: the words of WIT-Q were cut.
    They now fit the place the table keeps for them, whole, at every table size."""
    from cardtable.ui import widgets

    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat("Александра", "human", "normal", "f")] + [Seat(f"Игрок {p}", "ai", "normal", "m")
                                                         for p in range(1, n)]
    scene = TableScene(app, Match("witch_durak", seats, {"enchanted_ranks": "all"}, seed=6))
    app.reset(scene)
    app.step()
    r = scene.table.furniture()["queen_lock"]
    size_, rows, _widths = widgets._fit_rows("⊗ " + i18n.t("witch.queen_lock"), r.w, r.h, 16, True, 2, 11)
    assert not any("…" in row for row in rows), rows
    assert " ".join(rows) == {"en": "⊗ Queen: no throw-ins", "ru": "⊗ Дама: не подкидывать"}[lang]


ROLE_KEYS = {"durak": "durak.", "witch_durak": "durak.", "strong_witchcraft": "sw.", "donkey": "donkey.",
             "pirate_party": "pirate."}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", [g.id for g in engine.games()])
def test_every_role_reads_whole_on_the_largest_table(game, size, lang):
    """Seen at Strong Witchcraft's 6 seats at 960×600 in Russian: «5 карт · подкидыва…», and at
    Pirate Party's 10 «6 карт · можно …» — the role, the part that says what is going on, cut.
    Where "6 карт · подкидывает" fits in no font size, the plate says "6 · подкидывает" after a
    small card, and where not even that fits, the role alone: every role of the game, beside a
    one- and a two-digit count, reads whole."""
    n = max(g.max_players for g in engine.games() if g.id == game)
    app, scene = table_at(size, game, n)
    table = scene.table
    view = scene.current_view()
    strings = i18n.table(lang)
    roles = [k for k in strings if k.startswith(ROLE_KEYS[game] + "role.") and "{" not in strings[k]]
    assert roles
    compact = alone = 0
    for key in roles:
        seat = table.viewer if key.endswith(".you") else (table.viewer + 1) % n
        for count in (6, 24):
            table.seat_role = lambda v, p, s=seat, k=key: i18n.t(k) if p == s else ""
            sizes = list(view.hand_sizes)
            sizes[seat] = count
            b = table.badge_parts(replace(view, hand_sizes=sizes), seat)
            role = i18n.t(key)
            if b.icon is not None and b.line == tn("seat.cards", count):
                continue                          # Donkey's holder: the card in the badge says it
            assert "…" not in b.line and b.line.endswith(role), (key, count, b.line)
            if b.line == role:                    # the narrowest plates (Pirate Party's 10 seats)
                alone += 1
            elif b.glyph is None:
                assert b.line == f"{tn('seat.cards', count)} · {role}"
            else:
                compact += 1
                assert b.line == f"{count} · {role}"
                assert b.rect.contains(b.glyph) and b.glyph.right < b.line_rect.x
                assert abs(b.glyph.centery - b.line_rect.centery) <= 1
            assert b.rect.contains(b.line_rect)
    if (game, lang, size) in (("strong_witchcraft", "ru", (960, 600)), ("pirate_party", "ru", (960, 600))):
        assert compact                            # the tables where the long form does not fit
    if (game, lang) != ("pirate_party", "ru"):
        assert not alone                          # only there even "6 · можно поймать!" does not
