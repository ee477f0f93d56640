"""A person at a network table, as he meets it (issue 32): joining asks for his name and keeps
it, with he/she, for next time; a refused move cites the rule a local table would; leaving
does what it says — the pause has no Restart, Quit tells what leaving does to the others and
does it (a friend's seat closes its connection: the table waits, its host may give the seat to
the computer; a host's table stops until "Continue hosting"), and everyone's table says who is
gone and who is back; the match's end offers the way out, not a new match nobody asked for."""

from __future__ import annotations

import time

import pygame
import pytest
from net_ui_kit import host_from_setup

from cardtable.net.client import ClientSeat
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.scene import App
from cardtable.ui.scenes import userdata
from cardtable.ui.scenes.menu import MENU_ENTRIES, MenuScene
from cardtable.ui.scenes.message import ConfirmScene
from cardtable.ui.scenes.net_table import NetTableScene
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.results import MatchResultScene

pytestmark = pytest.mark.ui


def _frames(*apps: App, n: int = 1) -> None:
    for _ in range(n):
        for app in apps:
            app.step()


def _until(cond, *apps: App, seconds: float = 8) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        _frames(*apps)
        if cond():
            return True
        time.sleep(0.01)
    return False


def _quit_from_pause(app: App, table) -> ConfirmScene:
    app.push(PauseScene(app, table))
    _frames(app)
    [quit_button] = [b for b in app.top.buttons if b.key == "quit"]
    quit_button.on_click()
    _frames(app)
    assert isinstance(app.top, ConfirmScene)
    return app.top


def _press(scene, key: str) -> None:
    [button] = [b for b in scene.buttons if b.key == key]
    button.on_click()


def _menu_entries(app: App) -> list[str]:
    return [e.key for e in MENU_ENTRIES if e.visible is None or e.visible(app)]


@pytest.fixture
def hosted(monkeypatch, tmp_path):
    """A two-player durak table hosted from a window (the person at seat 0, "Player 1"), Boris
    joined from a second one; both tables on screen: (host app, its table, friend app, his)."""
    monkeypatch.setenv("CARDTABLE_NET_BIND", "127.0.0.1")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    userdata.install(app, lang="en", background=False)
    lobby = host_from_setup(app, "durak", 2)
    _frames(app, n=3)
    friend_app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    routes.push(friend_app, "net_join")
    friend_app.top.values.update(address=lobby.address, room=lobby.table.room, name="Boris")
    friend_app.top.join()
    assert _until(lambda: isinstance(app.top, NetTableScene), app)
    host_table, friend_table = app.top, friend_app.top
    assert isinstance(friend_table, NetTableScene)
    yield app, host_table, friend_app, friend_table
    for scene in (host_table, friend_table):
        scene.client.close()
    if host_table.host_lobby is not None:
        host_table.host_lobby.close_for_now()
    i18n.set_language("en")


def test_the_pause_at_a_network_table_has_no_restart(hosted):
    app, host_table, friend_app, friend_table = hosted
    for a, table in ((app, host_table), (friend_app, friend_table)):
        a.push(PauseScene(a, table))
        _frames(a)
        assert [b.key for b in a.top.buttons] == ["resume", "rules", "settings", "quit"]
        a.pop()


def test_a_friend_who_leaves_closes_his_seat_and_the_host_sees_him_gone(hosted):
    app, host_table, friend_app, friend_table = hosted
    confirm = _quit_from_pause(friend_app, friend_table)
    assert confirm.text == ("The others will wait for you, and the host can give your seat to the computer. "
                            "To come back, choose “Join a table” and enter the same room code.")
    _press(confirm, "yes")
    _frames(friend_app)
    assert isinstance(friend_app.top, MenuScene) and friend_table.client.closed
    said = "Boris: connection lost — the game waits"       # once the host's pause is read
    assert _until(lambda: any(x[0] == said for x in host_table.toasts), app)
    assert host_table.away_text().startswith("Boris: no connection — 0:0")


def test_a_host_who_leaves_stops_the_table_until_he_continues_hosting(hosted):
    app, host_table, friend_app, friend_table = hosted
    i18n.set_language("ru")
    confirm = _quit_from_pause(app, host_table)
    assert confirm.text == ("Игра ваших друзей остановится, пока вы не выберете "
                            "«Продолжить стол по сети» в главном меню.")
    i18n.set_language("en")
    _press(confirm, "yes")
    _frames(app)
    assert isinstance(app.top, MenuScene) and host_table.client.closed
    assert not host_table.host_lobby.thread.running
    assert "continue_hosting" in _menu_entries(app)
    assert _until(lambda: friend_table.away_text() == "Connection to the host lost — reconnecting…", friend_app)
    [entry] = [e for e in MENU_ENTRIES if e.key == "continue_hosting"]
    entry.action(app)
    assert _until(lambda: isinstance(app.top, NetTableScene), app, friend_app)
    back = app.top
    # the friend's client rejoins by itself; neither table waits for anyone any more (whether
    # the friend heard the host's own seat leave before the host stopped is a matter of timing)
    assert _until(lambda: friend_table.away_text() is None and back.away_text() is None, app, friend_app)
    assert back.current_view()["hand"] == host_table.current_view()["hand"]
    back.client.close()
    back.host_lobby.close_for_now()


def test_the_match_result_at_a_network_table_offers_the_way_out(hosted):
    app, host_table, friend_app, friend_table = hosted
    friend_table.remote.over = True                  # as the host's match_over says
    friend_app.push(MatchResultScene(friend_app, friend_table))
    _frames(friend_app)
    result = friend_app.top
    assert [(b.key, widgets.label(b.text)) for b in result.buttons] == [("menu", "Main menu")]
    result.go_on()                                   # Enter: the way out, not a new match
    assert isinstance(friend_app.top, MenuScene) and friend_table.client.closed


def test_who_the_table_waits_for_is_what_the_lobby_says_after_a_rejoin():
    """A client that was itself away (its host down) missed the resume of a seat that came back
    meanwhile: the lobby that greets it again says who is away — only seats no AI plays for."""
    c = ClientSeat("127.0.0.1:1", "ROOM42")
    with c._lock:
        c._take({"type": "pause", "seat": 0, "since": 1000.0})
        c._take({"type": "pause", "seat": 2, "since": 1001.0})
        assert c.paused == {0: 1000.0, 2: 1001.0}
        before = time.time()
        c._take({"type": "seat", "seat": 1, "token": "t", "table": "x", "room": "ROOM42", "game": "durak",
                 "players": 4, "options": {}, "name": "Durak",
                 "seats": [{"name": "Anna", "kind": "remote", "present": True, "joined": True},
                           {"name": "Boris", "kind": "remote", "present": True, "joined": True},
                           {"name": "Vera", "kind": "remote", "present": False, "joined": True, "away_s": 12.5},
                           {"name": "Gleb", "kind": "remote", "present": False, "joined": True, "away_s": 3.0,
                            "standin": "normal"}]})
    # Anna is back (no resume heard), Vera still away since her pause, Gleb played by the AI
    assert c.paused == {2: 1001.0}
    with c._lock:
        c._take({"type": "lobby", "started": True,
                 "seats": [{"name": "Anna", "kind": "remote", "present": False, "joined": True, "away_s": 2.0},
                           {"name": "Boris", "kind": "remote", "present": True, "joined": True},
                           {"name": "Vera", "kind": "remote", "present": True, "joined": True},
                           {"name": "Gleb", "kind": "ai", "level": "normal"}]})
    assert list(c.paused) == [0] and before - 2.0 <= c.paused[0] <= time.time() - 2.0


def test_joining_asks_for_a_name_and_remembers_name_gender_and_address(monkeypatch, tmp_path):
    """The Join screen: an empty name is not sent as "You" (the others would see "You" at their
    table): it asks for one. A friend who joined as Anna, "she", is named so at the host's
    table, and the next Join screen starts from the same address, name and gender, ready for
    the room code; a damaged seats file starts it empty."""
    from net_kit import net_match, running_host

    from cardtable.ui.scenes.net_lobby import SEATS_FILE, JoinScene
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language("ru")
    try:
        m, table = net_match("durak", ["remote", "remote"], 3)
        with running_host() as (host, th, port):
            th.call(lambda: host.add_table(table))
            app = App((960, 600), fixed_dt=1 / 60)
            join = JoinScene(app)
            app.push(join)
            assert (join.values, join.gender, join.editing) == ({"address": "", "room": "", "name": ""}, None, "address")
            join.values.update(address=f"127.0.0.1:{port}", room=table.room, name="  ")
            join.join()
            assert join.error == "Впишите своё имя: его увидят остальные за столом." and join.editing == "name"
            assert app.top is join and th.call(lambda: table.links) == {}
            for ch in "Анна":                        # typed as a person does: the request goes
                join.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            assert join.values["name"] == "  Анна" and join.error == ""    # sent as "Анна"
            join.draw(app.screen)
            [gender] = [b for b in join.buttons if b.key == "gender"]
            assert widgets.label(gender.text) == "он/она"
            gender.on_click()
            assert widgets.label(gender.text) == "она" and join.gender == "f"
            join.join()
            assert isinstance(app.top, NetTableScene)
            entry = th.call(lambda: table.lobby())[0]
            assert (entry["name"], entry["gender"]) == ("Анна", "f")
            app.top.client.close()
            again = JoinScene(app)
            assert (again.values, again.gender, again.editing) == (
                {"address": f"127.0.0.1:{port}", "room": "", "name": "Анна"}, "f", "room")
        # hosting from setup next: the person's seat at a network table goes by the same name
        from net_ui_kit import host_from_setup
        lobby = host_from_setup(app, "durak", 2)
        assert (lobby.table.match.seats[0].name, lobby.table.match.seats[0].gender) == ("Анна", "f")
        assert lobby.table.name == "Дурак: стол игрока Анна"
        lobby.stop()
        (tmp_path / SEATS_FILE).write_text('{"version": 1, "seats": {}, "last": {"address": 5, "name": "\\u0007", '
                                           '"gender": "x"}}', "utf-8")
        fresh = JoinScene(app)
        assert (fresh.values, fresh.gender) == ({"address": "", "room": "", "name": ""}, None)
    finally:
        i18n.set_language("en")


def test_a_refused_move_at_a_network_table_cites_the_rule_a_local_table_would():
    """A lead of two ranks from a network seat is refused as at a table of this computer, with
    DUR-5's words and its rule link — not only "not a legal move now" (GEN-3)."""
    from net_kit import net_match, running_host
    from net_ui_kit import seated_scene

    from cardtable.engine import IllegalAction
    from cardtable.engine.durak.cards import card_str
    i18n.set_language("en")
    m, table = net_match("durak", ["remote", "ai"], 0, {"variant": "throw_in"})    # seat 0 leads
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        me, app, scene = seated_scene(port, table.room)
        _frames(app, n=3)
        hand = scene.current_view()["hand"]
        b = next(c for c in hand if c // 4 != hand[0] // 4)
        text = f"0:attack {card_str(hand[0])} {card_str(b)}"
        with pytest.raises(IllegalAction) as at_host:
            th.call(lambda: m.state.clone().apply(text))
        assert at_host.value.rule == "DUR-5"
        assert not scene.try_apply(scene.match.state.parse_action(text))
        assert scene.last_refusal.rule == "DUR-5"
        assert scene.toasts[-1][0] == f"{i18n.refusal(at_host.value)} {i18n.t('rules.link_hint')}"
        assert me.state["at"] == 0                     # nothing was sent
        me.close()
