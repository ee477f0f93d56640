"""Table geometry (issue 18, item 7): for every game at every player count it allows, in
windows of 960×600 (the smallest), 1280×720 and 1920×1080, no two seats' name plates or hands
overlap, none of them overlaps the viewer's hand, the status line, the action buttons, the
Undo/Hint/Log/Menu corner, the running score's strip, a game's legend or the game's own things in the middle (piles, their
labels, the centre texts, the places in front of each seat) — and everything lies inside the
window.  The rects are the ones the table draws with (``TableView.lay``, ``furniture()``), and
the cards actually laid out (fans of backs at their largest, the hand, Donkey's sets, Strong
Witchcraft's laid cards) are checked to stay inside their seat's rects."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame
import pytest

from cardtable import engine, plugins
from cardtable.match import Match, Seat
from cardtable.ui import assets, i18n, widgets
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables import seats

pytestmark = pytest.mark.ui

SIZES = [(960, 600), (1280, 720), (1920, 1080)]
GAMES = {g.id: (g.min_players, g.max_players) for g in engine.games()}


def table_at(app: App, game: str, n: int) -> TableScene:
    players = [Seat("You", "human")] + [Seat(f"Player {p}", "ai", "normal") for p in range(1, n)]
    scene = TableScene(app, Match(game, players, {}, seed=n))
    app.reset(scene)
    for _ in range(3):
        app.step()
    return scene


def furniture_rects(scene: TableScene) -> dict[str, pygame.Rect]:
    table = scene.table
    lay = table.lay
    rects: dict[str, pygame.Rect] = {}
    for p, box in lay.seats.items():
        rects[f"badge {p}"] = box.badge
        if p != table.viewer:
            rects[f"fan {p}"] = box.fan
        if box.extra is not None:
            rects[f"extra {p}"] = box.extra
    rects.update({"hand": lay.hand, "status": lay.status, "buttons": lay.buttons, "corner": lay.corner})
    if lay.legend is not None:
        rects["legend"] = lay.legend
    if lay.score is not None:
        rects["score"] = lay.score
    for name, r in table.furniture().items():
        rects[f"centre {name}"] = r
    return rects


def bbox(pos, size, angle) -> pygame.Rect:
    """The screen box of a card of ``size`` at ``pos`` turned by ``angle`` degrees."""
    a = math.radians(angle)
    w = size[0] * abs(math.cos(a)) + size[1] * abs(math.sin(a))
    h = size[0] * abs(math.sin(a)) + size[1] * abs(math.cos(a))
    r = pygame.Rect(0, 0, math.ceil(w), math.ceil(h))
    r.center = (round(pos[0]), round(pos[1]))
    return r


def check_cards(scene: TableScene) -> None:
    """The cards of every seat stay in that seat's rects, also with the largest hands."""
    table = scene.table
    lay = table.lay
    n = scene.match.players
    big = replace(scene.current_view(), hand_sizes=[40] * n, hand=[])
    places: dict = {}
    table.layout_opponents(big, places)
    for key, pl in places.items():
        fan = lay.seats[key[1]].fan
        assert fan.contains(bbox(pl.pos, pl.size, pl.angle)), (key, fan)
    hand = lay.hand
    for key, sp in table.sprites.items():
        if sp.extra.get("hand"):
            assert hand.contains(bbox(sp.pos, sp.size, 0).move(0, -int(sp.size[1] * 0.14))), (key, hand)
    if hasattr(table, "set_rect"):          # Donkey: a set of eight cards, its highlight and label
        for p, box in lay.seats.items():
            r = table.set_rect(p, 8).inflate(assets.px(18), assets.px(18))
            assert box.extra.contains(r.inflate(0, 0).union(r.move(0, -assets.px(16)))), (p, r, box.extra)
    if hasattr(table, "laid_anchor"):       # Strong Witchcraft: the most laid combinations
        need = 3 if n <= 3 else 2
        view = replace(scene.current_view(), laid=[[[0, 1, 2, 3]] * need for _ in range(n)], table=[])
        laid: dict = {}
        type(table).layout_centre(table, view, laid)
        for key, pl in laid.items():
            owner = next(p for p, box in lay.seats.items() if box.extra.collidepoint(pl.pos))
            assert lay.seats[owner].extra.contains(bbox(pl.pos, pl.size, pl.angle)), (key, owner)


def check_layout(scene: TableScene, size, cards: bool = True) -> None:
    screen = pygame.Rect((0, 0), size)
    rects = furniture_rects(scene)
    outside = [k for k, r in rects.items() if not screen.contains(r)]
    assert not outside, {k: rects[k] for k in outside}
    bad = seats.overlaps(rects)
    assert not bad, [(a, rects[a], b, rects[b]) for a, b in bad]
    centre = scene.table.centre_rect
    for name, r in scene.table.furniture().items():
        if name != "legend":
            assert centre.contains(r), (name, r, centre)
    # the buttons really drawn lie in their column and corner
    for b in scene.buttons:
        assert scene.table.lay.buttons.contains(b.rect), (b.key, b.rect)
    assert scene.table.lay.corner.contains(scene.menu_button.rect)
    ex = scene.extras if scene.extras.shown else None   # the hint and log, where installed
    if ex is not None:
        for b in (ex.hint_button, ex.log_button):
            assert scene.table.lay.corner.contains(b.rect), b.rect
    if cards:
        check_cards(scene)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", sorted(GAMES))
def test_nothing_overlaps_at_any_player_count(game, size):
    i18n.set_language("ru")          # the longer words
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        lo, hi = GAMES[game]
        for n in range(lo, hi + 1):
            scene = table_at(app, game, n)
            assert app.size == size
            check_layout(scene, size)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES[:2] + [(1600, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_open_log_hides_nothing_at_any_player_count(game, size):
    """The game log open (session 11): docked beside the table or in the panel a crowded table
    keeps free for it, the table's furniture and cards still overlap nothing and the log lies
    over none of them, nor over the buttons.  (At 1600×900, a UI scale of 1.25, the Durak
    tables' discard pile ended a pixel into its label.)"""
    from cardtable.ui.scenes import table_extras

    i18n.set_language("ru")
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        table_extras.install(app)
        lo, hi = GAMES[game]
        for n in range(lo, hi + 1):
            scene = table_at(app, game, n)
            ex = table_extras.extras(scene)
            ex.toggle_log()
            for _ in range(2):
                app.step()
            log = ex.log_rect
            table_screen = pygame.Rect((0, 0), scene.table_size())
            rects = furniture_rects(scene)
            outside = [k for k, r in rects.items() if not table_screen.contains(r)]
            assert not outside, (n, {k: rects[k] for k in outside})
            bad = seats.overlaps(rects)
            assert not bad, (n, [(a, rects[a], b, rects[b]) for a, b in bad])
            under = [k for k, r in rects.items() if r.colliderect(log) and k != "corner"]
            assert not under, (n, log, under)
            for b in scene.buttons + [scene.menu_button, ex.log_button, ex.hint_button]:
                assert not b.rect.colliderect(log), (n, b.key)
            assert pygame.Rect((0, 0), size).contains(log)
            check_cards(scene)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(960, 1040), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_window_taller_than_wide_lays_the_table_out_in_its_top_square(game, size):
    """Half a 1920×1080 screen (960×1040) or a portrait monitor: Strong Witchcraft's 6 seats
    raised ``ValueError`` there (the cards grew with the height, the width stayed) and every
    Durak table did from 960×1260 on.  The table is laid out in the window's top square, whole,
    and the felt goes on below it."""
    i18n.set_language("ru")
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        lo, hi = GAMES[game]
        for n in range(lo, hi + 1):
            scene = table_at(app, game, n)
            assert app.size == size and scene.table_size() == (size[0], size[0])
            check_layout(scene, (size[0], size[0]), cards=False)   # a tilted back may pass its fan by 1 px
    finally:
        i18n.set_language("en")


def test_the_smallest_window_is_960x600():
    """--size 800x600 opens the smallest window the tables are laid out for (960×600)."""
    app = App((800, 600), fixed_dt=1 / 60)
    assert app.size == (960, 600)


def test_seats_go_clockwise_from_the_viewers_left():
    lay = seats.compute((1280, 720), 12, 5, scale=1.0)
    assert lay.counts == (2, 7, 2)
    assert lay.score is not None and lay.score.right < lay.corner.x and lay.score.w >= 160
    order = [(p - 5) % 12 for p in range(12)]
    sides = {p: lay.seats[p].side for p in range(12)}
    assert sides[5] == "me"
    assert [sides[(5 + r) % 12] for r in range(1, 12)] == ["left"] * 2 + ["top"] * 7 + ["right"] * 2
    left = [lay.seats[(5 + r) % 12].badge.y for r in (1, 2)]
    top = [lay.seats[(5 + r) % 12].badge.x for r in range(3, 10)]
    right = [lay.seats[(5 + r) % 12].badge.y for r in (10, 11)]
    assert left == sorted(left, reverse=True) and top == sorted(top) and right == sorted(right)
    assert order[5] == 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_buttons_never_outgrow_their_column(game):
    """Played at random to the end of a deal at the largest table: the action buttons shown at
    once never exceed the table's max_buttons, so they stay in the column kept free for them."""
    import random

    i18n.set_language("en")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    n = GAMES[game][1]
    options = dict(plugins.plugin(game).test_options)     # the game's special rules (more buttons)
    most = 0
    for seed in range(3):
        players = [Seat("You", "human")] + [Seat(f"P{p}", "ai", "random") for p in range(1, n)]
        m = Match(game, players, options, seed=seed)
        scene = TableScene(app, m)
        app.reset(scene)
        rng = random.Random(seed)
        for _ in range(2500):
            app.step()
            if m.deal_over:
                break
            legal = scene.human_actions()
            if legal and not scene.table.animating() and scene.table.chooser is None:
                most = max(most, len(scene.buttons))
                column = scene.table.lay.buttons
                assert all(column.contains(b.rect) for b in scene.buttons), [b.key for b in scene.buttons]
                assert len(scene.buttons) <= scene.table.max_buttons, [b.key for b in scene.buttons]
                scene.try_apply(rng.choice(legal))
    assert most >= 1


def test_a_wrapped_status_line_does_not_end_on_a_lone_word():
    """A Russian prompt that greedy wrapping at the 960×600 status width split as «… возьмите /
    карту» or «… или / пас» is drawn in as many lines of similar length, each within the width;
    a prompt that fits one line is drawn unchanged."""
    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
        scene = TableScene(app, Match("pirate_party", [Seat("Вы", "human"), Seat("Борис", "ai", "normal", "m")],
                                      {}, seed=1))
        rect = scene.table.lay.status
        for text in ("Ваш ход: 7♥ карта или «Пропуск», иначе возьмите карту",
                     i18n.t("sw.you.throw")):
            widgets._fits.clear()
            size, rows, widths = widgets._fit_rows(text, rect.w, rect.h, 19, True, 2, 14)
            greedy = assets.wrap(text, size, rect.w, True)
            assert len(greedy) == 2 and " " not in greedy[-1]        # the old wrap: a lone last word
            assert len(rows) == 2 and " ".join(rows) == text
            assert all(" " in r for r in rows)
            assert max(widths) <= rect.w and min(widths) * 2 >= max(widths)
            assert widths == [assets.font(size, True).size(r)[0] for r in rows]
        one = "Перебейте 3 картами старше 10 — или пас"
        assert widgets._fit_rows(one, rect.w, rect.h, 19, True, 2, 14)[1] == [one]
    finally:
        i18n.set_language("en")
