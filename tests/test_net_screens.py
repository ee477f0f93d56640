"""The network screens at the smallest window (960×600), in both languages: the host's lobby
with twelve seats, the table's name, and the banner that names an away friend with the host's
button that gives his seat to the computer, at each game's largest table."""

from __future__ import annotations

import time

import pygame
import pytest
from net_ui_kit import host_from_setup

from cardtable.ui import assets, i18n, widgets
from cardtable.ui.scene import App
from cardtable.ui.scenes import userdata
from cardtable.ui.scenes.net_lobby import HostLobbyScene
from cardtable.ui.scenes.net_table import NetTableScene

pytestmark = pytest.mark.ui


def _host(monkeypatch, tmp_path, lang: str, game: str, players: int) -> tuple[App, HostLobbyScene]:
    """A table of ``players`` hosted from a 960×600 window, seat 2 a friend over the network,
    the rest Normal AIs: the app and its lobby."""
    monkeypatch.setenv("CARDTABLE_NET_BIND", "127.0.0.1")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language(lang)
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    userdata.install(app, lang=lang, background=False)
    lobby = host_from_setup(app, game, players)
    app.step()
    return app, lobby


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lobby_lists_twelve_seats_apart_and_above_its_button(monkeypatch, tmp_path, lang):
    app, lobby = _host(monkeypatch, tmp_path, lang, "donkey", 12)
    try:
        app.draw(app.screen)
        assert lobby.table.name == ("Кто осёл?" if lang == "ru" else "Who's the Donkey?")  # "Player 1" names no table
        rows = lobby.seat_rows(12, 236, (960, 600))
        rects = [r for r, _name, _status in rows]
        assert [r.x < 480 for r in rects] == [True] * 6 + [False] * 6          # two columns
        assert all(r.bottom <= lobby.back.rect.top and 0 <= r.x and r.right <= 960 for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    finally:
        lobby.stop()
        i18n.set_language("en")


def test_a_table_is_named_after_its_host_in_a_name_that_fits():
    """A name the LAN list and the lobby show whole (a name has at most 32 characters): the
    game's and the host's, else only the host's, else the game's; and none for the default
    "Player 1". The lobby's title is made smaller where a name would not fit the window."""
    from cardtable.ui.scenes.net_lobby import table_name
    i18n.set_language("ru")
    try:
        assert table_name("Дурак", "Анна", 0) == "Дурак: стол игрока Анна"
        assert table_name("Пиратская партия", "Анастасия", 0) == "Стол игрока Анастасия"
        assert table_name("Пиратская партия", "Константин Константинович", 0) == "Пиратская партия"
        assert table_name("Пиратская партия", "Игрок 1", 0) == "Пиратская партия"
    finally:
        i18n.set_language("en")
    assert table_name("Durak", "Anna", 0) == "Durak: Anna's table"
    assert table_name("Durak", "Player 3", 2) == "Durak"
    App((960, 600), fixed_dt=1 / 60)              # the UI's scale at 960×600
    wide = "Who's the Donkey?: Konstantin's table and more"
    size = widgets.title_size(wide, 960, 44)
    assert size < 44 and assets.font(size, True).size(wide)[0] <= 960 - 2 * assets.px(24)
    assert widgets.title_size("Durak", 960, 44) == 44


@pytest.mark.parametrize("game,players", [("durak", 6), ("witch_durak", 6), ("strong_witchcraft", 6),
                                          ("donkey", 12), ("pirate_party", 10)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_away_banner_and_the_hosts_button_cover_nothing(monkeypatch, tmp_path, lang, game, players):
    """The friend's connection drops: the host's table names him with a clock and offers to
    give his seat to the computer — neither over a name plate, a pile, the score strip, a
    button nor each other; the button names him where there is room, else says it short."""
    from cardtable.net.client import ClientSeat
    app, lobby = _host(monkeypatch, tmp_path, lang, game, players)
    friend = ClientSeat(lobby.address, lobby.table.room)
    friend.join("Борис" if lang == "ru" else "Boris", "m")
    end = time.monotonic() + 8
    while not isinstance(app.top, NetTableScene) and time.monotonic() < end:
        app.step()
    host = app.top
    assert isinstance(host, NetTableScene)
    try:
        friend.close()
        while host.away_text() is None and time.monotonic() < end:
            app.step()
            time.sleep(0.01)
        app.draw(app.screen)
        text = host.away_text()
        assert text is not None and text.startswith("Борис: нет связи — 0:0" if lang == "ru" else "Boris: no connection — 0:0")
        size = host.table_size()
        _imgs, box, button, label = host.banner_layout(text, size)
        assert button is not None and not box.colliderect(button)
        assert host.hud.covers_nothing(box, size) and host.hud.covers_nothing(button, size)
        full = "Отдать место игрока Борис компьютеру" if lang == "ru" else "Give Boris's seat to the computer"
        short = "Отдать место компьютеру" if lang == "ru" else "Let the computer play"
        assert label in (full, short) and host.standin_button.rect == button
        assert widgets.label(host.standin_button.text) == label
        assert box in host.hud_rects() and button in host.hud_rects()     # no message over them
        assert all(not r.colliderect(box) and not r.colliderect(button) for r, _t, _e in host.toast_boxes())
        # a table too full for both (cards in play everywhere): over the cards, still not over a
        # plate, a pile, the score strip or a button (a crowded bout once put it over a plate)
        everywhere = pygame.Rect(0, 0, *size)
        host.banner_obstacles = lambda s: host.hud.obstacles(s) + [everywhere]  # type: ignore[method-assign]
        _imgs, box, button, label = host.banner_layout(text, size)
        assert button is not None and not box.colliderect(button) and label in (full, short)
        assert host.hud.covers_nothing(box, size) and host.hud.covers_nothing(button, size)
    finally:
        host.client.close()
        host.host_lobby.close_for_now()
        i18n.set_language("en")
        pygame.display.quit()
