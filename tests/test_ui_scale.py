"""The UI scale (cardtable.ui.assets): one factor from the window size scales every font,
button and padding, so large windows (1920×1080, fullscreen) read as well as 1280×720,
and 1280×720 itself is unchanged.  Checked on a live table resized up and back, and on
every menu-like screen at 1920×1080 (widgets inside the window, none overlapping)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import assets, i18n, widgets
from cardtable.ui.scene import App
from cardtable.ui.scenes.menu import MenuScene
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui

PROMPT_SIZE = 19       # the hand prompt's font size (TableScene.draw)


def resize(app: App, w: int, h: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
    app.step()


def test_scale_follows_the_window_and_never_drops_below_720p():
    assert assets.scale_for((1280, 720)) == 1.0
    assert assets.scale_for((960, 600)) == 1.0          # the smallest window keeps today's sizes
    assert assets.scale_for((1366, 768)) == pytest.approx(768 / 720)
    assert assets.scale_for((1920, 1080)) == 1.5
    assert assets.scale_for((2560, 1440)) == 2.0
    assert assets.scale_for((2560, 1080)) == 1.5        # ultrawide: the height decides
    assert assets.scale_for((1920, 1200)) == 1.5        # 16:10: the width decides


def test_720p_sizes_are_unchanged():
    App((1280, 720), fixed_dt=1 / 60)
    assert assets.scale() == 1.0
    assert [assets.px(v) for v in (0, 1, 14, 230)] == [0, 1, 14, 230]
    assert assets.font(18) is assets.font_px(18)
    assert assets.text("Take", 22, bold=True).get_size() == assets.font_px(22, True).size("Take")


def durak_table(size=(1280, 720)) -> tuple[App, TableScene]:
    """A six-player Durak table where the human (seat 0) has to answer an attack (the Take button)."""
    i18n.set_language("en")
    app = App(size, fixed_dt=1 / 60, settings={"speed": "fast"})
    app.push(MenuScene(app))
    seats = [Seat("You", "human")] + [Seat(f"Player {p + 1}", "ai", "normal") for p in range(1, 6)]
    scene = app.push(TableScene(app, Match("durak", seats, {}, seed=3)))
    for _ in range(400):
        app.step()
        if scene.buttons and not scene.table.animating() and scene.human_actions():
            break
    assert scene.buttons, "the human never got a button to press"
    scene.toast("A message for the player")
    app.step()
    return app, scene


def hand_rect(scene: TableScene) -> pygame.Rect:
    """Everything the viewer's hand covers, raised cards included."""
    rects = []
    for sp in scene.table.sprites.values():
        if sp.extra.get("hand"):
            r = sp.rect()
            if sp.raised:
                r.y -= int(sp.size[1] * 0.14)
            rects.append(r)
    assert rects
    return rects[0].unionall(rects[1:])


def prompt_rect(scene: TableScene) -> pygame.Rect:
    status = scene.table.status_text(scene.current_view())
    assert status
    return assets.text(status, PROMPT_SIZE, widgets.INK, True).get_rect(midbottom=scene.status_pos())


def layout(scene: TableScene) -> dict:
    """The table's furniture in screen pixels: what must fit the window and keep off the hand."""
    table = scene.table
    ex = scene.extras if scene.extras.shown else None   # the hint and log, where installed
    return {
        "buttons": [b.rect.copy() for b in scene.buttons],
        "menu": scene.menu_button.rect.copy(),
        "extras": [ex.hint_button.rect.copy(), ex.log_button.rect.copy()] if ex else [],
        "badges": [table.badge_rect(p) for p in range(scene.match.players)],
        "toasts": [box for box, _text, _error in scene.toast_boxes()],
        "prompt": prompt_rect(scene),
        "hand": hand_rect(scene),
        "sprites": {k: (sp.pos, sp.size) for k, sp in table.sprites.items()},
    }


def check_fits(scene: TableScene, size: tuple[int, int]) -> dict:
    screen = pygame.Rect((0, 0), size)
    got = layout(scene)
    hand = got["hand"]
    furniture = [*got["buttons"], got["menu"], *got["extras"], *got["badges"], *got["toasts"], got["prompt"]]
    for r in furniture:
        assert screen.contains(r), (r, size)
        assert not r.colliderect(hand), (r, hand)
    assert screen.contains(hand)
    controls = [*got["buttons"], got["menu"], *got["extras"]]
    for i, a in enumerate(controls):
        for b in controls[i + 1:]:
            assert not a.colliderect(b), (a, b)
    return got


def test_a_live_table_scales_up_on_resize_and_back():
    app, scene = durak_table()
    small = check_fits(scene, (1280, 720))
    prompt_font = assets.font(PROMPT_SIZE, True)
    button_font = assets.font(scene.buttons[0].size, True)

    resize(app, 1920, 1080)
    assert app.size == (1920, 1080) and assets.scale() == 1.5
    big = check_fits(scene, (1920, 1080))
    # text of the hand prompt and of the buttons is half as large again (within rounding)
    assert assets.font(PROMPT_SIZE, True).get_height() == pytest.approx(prompt_font.get_height() * 1.5, abs=2)
    assert assets.font(scene.buttons[0].size, True).get_height() == pytest.approx(
        button_font.get_height() * 1.5, abs=2)
    assert big["prompt"].h == pytest.approx(small["prompt"].h * 1.5, abs=2)
    for a, b in zip(small["buttons"], big["buttons"]):
        assert (b.w, b.h) == (round(a.w * 1.5), round(a.h * 1.5))
    assert (big["menu"].w, big["menu"].h) == (round(small["menu"].w * 1.5), round(small["menu"].h * 1.5))
    for a, b in zip(small["badges"], big["badges"]):
        assert (b.w, b.h) == (round(a.w * 1.5), round(a.h * 1.5))
    assert big["hand"].h == pytest.approx(small["hand"].h * 1.5, abs=4)

    resize(app, 1280, 720)
    assert assets.scale() == 1.0
    back = check_fits(scene, (1280, 720))
    assert back == small                        # 1280×720 again: every rect exactly as before


def test_fonts_are_cached_not_made_every_frame():
    app, scene = durak_table((1920, 1080))
    for _ in range(5):
        app.step()
    fonts, texts = len(assets._fonts), len(assets._texts)
    for _ in range(30):
        app.step()
    assert len(assets._fonts) == fonts
    assert len(assets._texts) <= texts + 5      # a new message or count, never a re-render per frame


def test_hint_and_log_buttons_scale_with_the_menu_button():
    from cardtable.ui.scenes import table_extras
    app, scene = durak_table((1920, 1080))
    table_extras.install(app)
    app.step()
    ex = table_extras.extras(scene)
    menu = scene.menu_button.rect
    assert ex.log_button.rect.size == menu.size == (assets.px(104), assets.px(36))
    assert ex.log_button.rect.right < menu.x and ex.hint_button.rect.right < ex.log_button.rect.x
    ex.toggle_log()
    app.step()


def test_fullscreen_takes_the_scale_of_its_size():
    app, _scene = durak_table()
    app.toggle_fullscreen()
    app.step()
    assert assets.scale() == assets.scale_for(app.size)
    app.toggle_fullscreen()
    app.step()
    assert app.size == (1280, 720) and assets.scale() == 1.0


def _buttons_of(scene) -> list:
    out = []
    for name in ("buttons", "widgets", "tabs", "contents"):
        out += list(getattr(scene, name, None) or [])
    for name in ("back", "button", "lang_button", "reset_button"):
        b = getattr(scene, name, None)
        if isinstance(b, widgets.Button):
            out.append(b)
    for pair in getattr(scene, "arrows", None) or []:
        out += list(pair)
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_screen_fits_1920x1080(lang, tmp_path, monkeypatch):
    """Menu, game choice, setup (every game, the most players), settings, rules, statistics,
    pause and the curtain at 1920×1080: buttons 1.5 times their 720p size, inside the window,
    none on top of another."""
    from cardtable import engine
    from cardtable.ui.scenes import userdata
    from cardtable.ui.scenes.curtain import CurtainScene
    from cardtable.ui.scenes.pause import PauseScene
    from cardtable.ui.scenes.rules import RulesScene
    from cardtable.ui.scenes.select import GameSelectScene
    from cardtable.ui.scenes.settings import SettingsScene
    from cardtable.ui.scenes.setup import SetupScene
    from cardtable.ui.scenes.statistics import StatisticsScene

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language(lang)
    app = App((1920, 1080), fixed_dt=1 / 60, settings={"speed": "fast"})
    userdata.install(app, lang=lang, speed="fast", fullscreen=False, background=False)
    app.push(MenuScene(app))
    screens = [lambda: MenuScene(app), lambda: GameSelectScene(app), lambda: SettingsScene(app),
               lambda: RulesScene(app, "durak"), lambda: StatisticsScene(app)]
    for info in engine.games():
        def setup(info=info):
            s = SetupScene(app, info.id)
            s.set_players(info.max_players)
            return s
        screens.append(setup)
    seats = [Seat("Anna", "human"), Seat("Boris", "human"), Seat("Vera", "ai", "normal")]
    table = TableScene(app, Match("durak", seats, {}, seed=4))
    screens += [lambda: PauseScene(app, table), lambda: CurtainScene(app, table, 1)]
    screen = pygame.Rect(0, 0, 1920, 1080)
    for make in screens:
        scene = app.push(make())
        app.step()
        app.step()
        buttons = _buttons_of(scene)
        assert buttons, scene
        for b in buttons:
            assert screen.contains(b.rect), (type(scene).__name__, b.key, b.rect)
            assert b.rect.h >= assets.px(26), (type(scene).__name__, b.key, b.rect)
        for i, a in enumerate(buttons):
            for b in buttons[i + 1:]:
                assert not a.rect.colliderect(b.rect), (type(scene).__name__, a.key, b.key)
        app.pop()
    i18n.set_language("en")
