"""The game log (L or the Log button): docked at the window's right with the table laid out
beside it where the table fits there, else in a panel the crowded table keeps free for it
(session 11); opaque: what lies under it must not show between its lines (issue 18, seen in
a real window), and it leaves a game's legend at the top left whole (Strong Witchcraft,
session 9)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.assets import px
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, run

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_log_panel_leaves_the_legend_whole(size, lang):
    """Seen at Strong Witchcraft's six-player table: the open log lay over the "who beats whom"
    legend at the top left, only its first row left showing.  The log now drops down under the
    corner's buttons, clear of the legend, whose pixels stay as they were."""
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        table_extras.install(app)
        seats = [Seat("Марина", "human", gender="f")] + [Seat(f"ИИ{p}", "ai", "easy") for p in range(1, 6)]
        scene = app.push(TableScene(app, Match("strong_witchcraft", seats, {}, seed=7)))
        run(app, 3)
        ex = table_extras.extras(scene)
        legend = scene.table.lay.legend
        app.draw(app.screen)
        before = pygame.image.tobytes(app.screen.subsurface(legend), "RGB")
        click(app, ex.log_button.rect.center)          # a real press and release on "Журнал"
        app.draw(app.screen)
        log = ex.log_rect
        assert ex.log_open and log is not None
        assert not log.colliderect(legend)
        assert pygame.image.tobytes(app.screen.subsurface(legend), "RGB") == before
        menu = scene.menu_button.rect
        assert log.right == menu.right and log.top >= menu.bottom + px(10)
        assert app.screen.get_rect().contains(log)
        for button in (menu, ex.log_button.rect, ex.hint_button.rect, scene.table.lay.buttons):
            assert not log.colliderect(button)
        corner = (log.right - 20, log.bottom - 20)     # opaque: what lies under it does not show
        assert app.screen.get_at(corner)[:3] == table_extras.LOG_PANEL[:3]
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def test_escape_closes_the_open_log_before_it_pauses():
    """L opens the log; Esc closes it and leaves the table playing (seen in a real window: Esc
    opened the pause over the open log); a second Esc pauses."""
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    try:
        table_extras.install(app)
        seats = [Seat("Maria", "human", gender="f")] + [Seat(f"AI{p}", "ai", "easy") for p in range(1, 4)]
        scene = app.push(TableScene(app, Match("witch_durak", seats, {}, seed=3)))
        run(app, 3)
        ex = table_extras.extras(scene)

        def key(k):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
            run(app, 2)

        key(pygame.K_l)
        assert ex.log_open and app.top is scene
        key(pygame.K_ESCAPE)
        assert not ex.log_open and app.top is scene
        key(pygame.K_ESCAPE)
        assert type(app.top).__name__ == "PauseScene"
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("installed", [True, False])
def test_the_table_scene_holds_its_hint_and_log_panel(installed):
    """The scene creates its extras panel itself (issue 33: it was attached by table_extras on
    the first drawn frame and found by getattr): there before any frame, the same object all
    along.  Shown where the app installed the extras: L opens the log and the table is laid
    out beside it; elsewhere L does nothing and the table keeps the whole window."""
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    try:
        if installed:
            table_extras.install(app)
        seats = [Seat("Maria", "human", gender="f")] + [Seat(f"AI{p}", "ai", "easy") for p in range(1, 4)]
        scene = app.push(TableScene(app, Match("durak", seats, {}, seed=3)))
        ex = scene.extras
        assert isinstance(ex, table_extras.Extras) and ex.table is scene and not ex.log_open
        assert ex.shown is installed
        assert scene.table_size() == (1280, 720) and scene.table_panel() == 0
        run(app, 3)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="", scancode=0))
        run(app, 2)
        assert scene.extras is ex and table_extras.extras(scene) is ex
        assert ex.log_open is installed
        dock = ex.dock_width((1280, 720))
        assert scene.table_size() == (1280 - dock, 720)
        assert (dock > 0) is installed
        assert (ex.log_rect in scene.hud_rects()) is installed
    finally:
        pygame.display.quit()


def _layout_rects(table) -> dict[str, pygame.Rect]:
    lay = table.lay
    rects = {"hand": lay.hand, "status": lay.status, "buttons": lay.buttons}
    for p, box in lay.seats.items():
        rects.update({f"badge {p}": box.badge, f"fan {p}": box.fan})
        if box.extra is not None:
            rects[f"extra {p}"] = box.extra
    for name, r in (("legend", lay.legend), ("score", lay.score)):
        if r is not None:
            rects[name] = r
    rects.update({f"centre {k}": r for k, r in table.furniture().items()})
    return rects


def _table_with_extras(size, game, n, name):
    """A seed-5 table of ``game`` at ``size`` with its hint and log (``name``, a woman, against
    easy computers called Константин1 …), a few frames in: (app, scene, extras)."""
    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    table_extras.install(app)
    seats = [Seat(name, "human", gender="f")] + [Seat(f"Константин{p}", "ai", "easy", "m") for p in range(1, n)]
    scene = app.push(TableScene(app, Match(game, seats, {}, seed=5)))
    run(app, 3)
    return app, scene, table_extras.extras(scene)


def _assert_nothing_under(app, scene, ex, log) -> None:
    """No seat, hand, button, legend, pile or card of the table lies under the open ``log``,
    none of the scene's buttons either, and the log is inside the window."""
    covered = {k: r for k, r in _layout_rects(scene.table).items() if r.colliderect(log)}
    assert not covered, (log, covered)
    cards = [k for k, sp in scene.table.sprites.items()
             if pygame.Rect(0, 0, *sp.size).move(sp.pos[0] - sp.size[0] / 2, sp.pos[1] - sp.size[1] / 2)
             .colliderect(log)]
    assert not cards, cards
    for b in [scene.menu_button, ex.log_button, ex.hint_button] + scene.buttons:
        assert not log.colliderect(b.rect), b.key
    assert app.screen.get_rect().contains(log)


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size,game,n,dock", [
    ((1280, 720), "donkey", 12, 330), ((1280, 720), "pirate_party", 10, 330),
    ((1280, 720), "durak", 6, 330), ((1280, 720), "strong_witchcraft", 6, 240),
    ((1280, 720), "donkey", 10, 330), ((1280, 720), "strong_witchcraft", 5, 330),
    ((1280, 720), "pirate_party", 3, 330)])
def test_an_open_log_is_docked_beside_the_table_and_hides_none_of_it(size, game, n, dock, lang):
    """Seen at Donkey's 12 seats: the open log lay over the right-hand seats' name plates and
    fans.  Where the table fits beside it without its seats shrinking much, the log is docked at
    the window's right and the table laid out in the rest: no seat, hand, button, legend, pile
    or card lies under the log, and closing it gives the table its whole window back."""
    i18n.set_language(lang)
    try:
        app, scene, ex = _table_with_extras(size, game, n, "Александра")
        closed = scene.table.lay.hand.copy()
        click(app, ex.log_button.rect.center)
        run(app, 2)
        log = ex.log_rect
        assert ex.log_open and ex.dock_width(size) == px(dock) + px(table_extras.LOG_MARGIN)
        assert log.right == scene.menu_button.rect.right and log.bottom == size[1] - px(table_extras.LOG_MARGIN)
        assert scene.table.W == log.x and scene.table_size() == (log.x, size[1])
        _assert_nothing_under(app, scene, ex, log)
        click(app, ex.log_button.rect.center)
        run(app, 2)
        assert not ex.log_open and scene.table.W == size[0] and scene.table.lay.hand == closed
    finally:
        i18n.set_language("en")
        pygame.display.quit()


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game,n,panel,fit,same_seats", [
    ("donkey", 12, (535, 236, 200, 189), 0.9, True), ("donkey", 10, (491, 240, 330, 185), 0.95, True),
    ("strong_witchcraft", 6, (724, 159, 220, 237), 0.75, False),
    ("strong_witchcraft", 5, (644, 165, 300, 231), 0.8, False),
    ("durak", 4, (614, 189, 330, 236), 1.0, False), ("donkey", 8, (484, 245, 330, 180), 1.0, True)])
def test_a_crowded_table_gives_the_log_a_place_of_its_own(game, n, panel, fit, same_seats, lang):
    """Seen at 960×600: Donkey's 12 seats and Strong Witchcraft's 6 cannot make room for a
    docked log (their name plates would shrink past reading), and the log dropped down over the
    right-hand seats' name plates and fans; and Durak's 4 seats, docked beside the log, kept a
    hand of 142 px, its prompt cut to «Подкиньте карту того же…».  Now at 960×600 the table
    keeps a panel free for the log: inside the seats' "U", right of the middle (Donkey: the
    seats stay where they were), or where the right column was, under the top row (Strong
    Witchcraft, Durak: those seats move to the top row and the left).  No name plate, fan,
    button, pile or card lies under the log, and the hand keeps its whole width."""
    size = (960, 600)
    i18n.set_language(lang)
    try:
        app, scene, ex = _table_with_extras(size, game, n, "Маша")
        closed = {p: (box.badge.copy(), box.fan.copy()) for p, box in scene.table.lay.seats.items()}
        hand, status = scene.table.lay.hand.copy(), scene.table.lay.status.copy()
        click(app, ex.log_button.rect.center)
        run(app, 2)
        log = ex.log_rect
        assert scene.table.lay.hand == hand and scene.table.lay.status == status
        assert ex.log_open and ex.dock_width(size) == 0 and scene.table.W == size[0]
        assert tuple(log) == panel and log == scene.table.lay.panel and scene.table.lay.fit == fit
        _assert_nothing_under(app, scene, ex, log)
        opened = {p: (box.badge, box.fan) for p, box in scene.table.lay.seats.items()}
        assert (opened == closed) == same_seats
        click(app, ex.log_button.rect.center)
        run(app, 2)
        assert not ex.log_open and scene.table.lay.panel is None
        assert {p: (box.badge, box.fan) for p, box in scene.table.lay.seats.items()} == closed
    finally:
        i18n.set_language("en")
        pygame.display.quit()


@pytest.mark.parametrize("size,game,n,fit", [((960, 780), "strong_witchcraft", 6, 0.75), ((960, 840), "donkey", 12, 0.75)])
def test_a_panel_even_where_the_seats_must_shrink_for_it(size, game, n, fit):
    """In a taller window the crowded tables' cards are larger and their seats already shrunk
    (Strong Witchcraft's 6 at 960×780: 0.9; Donkey's 12 at 960×840: 0.8); a panel beside them
    would shrink them a step more, so the log dropped down over the right-hand seats there.
    A panel is kept free all the same: no name plate, fan, card or button under the log."""
    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    try:
        table_extras.install(app)
        seats = [Seat("You", "human")] + [Seat(f"AI{p}", "ai", "easy") for p in range(1, n)]
        scene = app.push(TableScene(app, Match(game, seats, {}, seed=5)))
        run(app, 3)
        ex = table_extras.extras(scene)
        ex.toggle_log()
        run(app, 2)
        log = ex.log_rect
        assert ex.dock_width(size) == 0 and log == scene.table.lay.panel and scene.table.lay.fit == fit
        _assert_nothing_under(app, scene, ex, log)
    finally:
        pygame.display.quit()


def test_a_resize_with_the_log_open_docks_or_drops_it_for_the_new_size():
    """Donkey's 12 seats, the log open mid-deal: docked at 1280×720, in a panel inside the
    seats at 960×600 (no room to dock there), docked again back at 1280×720 — each time the table laid out as
    the new size allows, the cards where that layout puts them."""
    from tests.test_ui_resize import resize

    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "normal"})
    try:
        table_extras.install(app)
        seats = [Seat("Маша", "human", "normal", "f")] + [Seat(f"Игрок {p}", "ai", "normal", "m") for p in range(1, 12)]
        scene = app.push(TableScene(app, Match("donkey", seats, {}, seed=3)))
        run(app, 20)                                   # cards in flight
        ex = table_extras.extras(scene)
        ex.toggle_log()
        run(app, 2)
        docked = ex.log_rect.copy()
        assert scene.table.W == docked.x < 1280
        resize(app, 960, 600)
        run(app, 2)
        assert ex.dock_width((960, 600)) == 0 and scene.table.W == 960
        assert ex.log_rect == scene.table.lay.panel == pygame.Rect(535, 236, 200, 189)
        resize(app, 1280, 720)
        run(app, 2)
        assert ex.log_rect == docked and scene.table.W == docked.x
        hand = [sp for sp in scene.table.sprites.values() if sp.extra.get("hand") and not sp.moving]
        assert hand and all(sp.pos[0] < docked.x for sp in hand)
    finally:
        pygame.display.quit()


def test_the_wheel_over_the_log_scrolls_it_back_and_new_actions_keep_the_place():
    """The panel of Donkey's 12 seats at 960×600 shows 7 rows — less than one round.  The mouse
    wheel over it scrolls back (3 rows a notch, a bar at its right says where); scrolled back,
    the rows in view stay while the others play on; wheeled down, the newest are shown again.
    The wheel anywhere else does not scroll it."""
    import random

    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    try:
        table_extras.install(app)
        seats = [Seat("You", "human")] + [Seat(f"AI{p}", "ai", "easy") for p in range(1, 12)]
        m = Match("donkey", seats, {}, seed=5)
        scene = app.push(TableScene(app, m))
        ex = table_extras.extras(scene)
        ex.toggle_log()
        rng = random.Random(5)
        while len(m.state.history) < 30:
            app.step()
            legal = scene.human_actions()
            if legal and len(m.state.history) < 30:
                scene.try_apply(rng.choice(legal))
        run(app, 2)
        log = ex.log_rect
        newest, first, total = ex.visible_rows(log)
        assert len(newest) == 7 and first == total - 7 and total > 30

        def wheel(y, at):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                                 precise_y=float(y)))
            run(app, 1)

        wheel(1, scene.table.lay.hand.center)              # not over the log: nothing scrolls
        assert ex.visible_rows(log) == (newest, first, total)
        wheel(2, log.center)
        back, first2, _ = ex.visible_rows(log)
        assert first2 == first - 6 and back == ex._rows[first - 6:first + 1]
        played = len(m.state.history)
        while len(m.state.history) == played:          # someone plays on
            app.step()
            if scene.human_actions():
                scene.try_apply(scene.human_actions()[0])
        run(app, 2)
        rows, first3, total3 = ex.visible_rows(log)
        assert total3 > total and rows == back                 # the same rows in view
        wheel(-50, log.center)
        rows, first4, total4 = ex.visible_rows(log)
        assert first4 == total4 - 7 and rows == ex._rows[-7:]
    finally:
        pygame.display.quit()
