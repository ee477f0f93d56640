"""A remote seat's table on screen (issue 32): the ordinary table scene driven by a client
seat — it shows the seat's own cards, plays through the host, says in both languages who
dropped out (with a clock) and who is back."""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from types import SimpleNamespace

import pytest
from net_kit import net_match, running_host
from net_ui_kit import host_from_setup, play_until, seated_scene

from cardtable.net import bot
from cardtable.net.client import ClientSeat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.net_table import NetTableScene

pytestmark = pytest.mark.ui


def _frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step()


@contextmanager
def two_seat_table(size: tuple[int, int], mine: str, friends: str):
    """A two-player durak table on a host on 127.0.0.1, two remote seats joined (``mine`` a
    woman's name, ``friends`` a man's), the first one's table on screen at ``size``:
    (my seat, the friend's seat, app, scene, the host's port / table / match / thread)."""
    m, table = net_match("durak", ["remote", "remote"], 3)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        me = ClientSeat(f"127.0.0.1:{port}", table.room)
        me.join(mine, "f")
        friend = ClientSeat(f"127.0.0.1:{port}", table.room)
        friend.join(friends, "m")
        me.wait_for(lambda c: not c.halted and c.state is not None, 5)
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        scene = NetTableScene(app, me)
        app.push(scene)
        _frames(app)
        yield me, friend, app, scene, SimpleNamespace(port=port, table=table, match=m, thread=th)


def test_a_remote_seat_plays_a_whole_deal_through_the_host_and_sees_a_drop():
    i18n.set_language("en")
    with two_seat_table((1280, 720), "Anna", "Boris") as (me, friend, app, scene, host):
        port, table, m, th = host.port, host.table, host.match, host.thread
        assert scene.viewer == me.seat
        assert sorted(scene.current_view()["hand"]) == sorted(me.state["view"]["hand"])
        assert scene.away_text() is None
        # the friend drops: the table says so, in English and in Russian, with a clock
        friend.close()
        assert me.wait_for(lambda c: friend.seat in c.paused, 5)
        _frames(app)
        assert scene.away_text().startswith("Boris: no connection — 0:0")
        assert scene.table.plate_role(scene.current_view(), friend.seat).startswith("no connection 0:0")
        assert not scene.table.plate_role(scene.current_view(), me.seat).startswith("no connection")
        assert any("Boris: connection lost — the game waits" == x[0] for x in scene.toasts)
        i18n.set_language("ru")
        assert scene.away_text().startswith("Boris: нет связи — 0:0")
        i18n.set_language("en")
        back = ClientSeat(f"127.0.0.1:{port}", table.room)
        back.rejoin(friend.token)
        assert me.wait_for(lambda c: not c.paused, 5)
        _frames(app)
        assert scene.away_text() is None
        assert any("Boris is back — the game goes on" == x[0] for x in scene.toasts)
        t = threading.Thread(target=bot.play, args=(back, "normal", None), daemon=True)
        t.start()
        # the person's moves: whatever the table offers, through the scene as a click would
        end = time.monotonic() + 60
        while not m.deal_over and time.monotonic() < end:
            _frames(app, 1)
            legal = scene.human_actions()
            if legal:
                at = len(scene.match.state.history)
                assert scene.try_apply(legal[-1])
                me.wait_for(lambda c, a=at: c.state["at"] > a or c.match_over is not None, 5)
            else:
                time.sleep(0.005)
        assert m.deal_over
        _frames(app, 5)
        assert scene.match.deal_over
        assert scene.current_view()["hand"] == th.call(lambda: m.state.view(me.seat).to_dict()["hand"])
        back.close()
        me.close()


def test_a_headless_hosts_computer_seats_go_by_the_computer_names_in_the_clients_language():
    """``cardtable host --seats remote,easy,normal,Boris:random``: the computer seats without a
    name get the names a local game gives them, with their gender (no «AI 2»); a name another
    seat was given is not taken twice; a Russian client shows them in Russian."""
    from cardtable.match import Match
    from cardtable.net import cli
    from cardtable.net.table import HostedTable
    kinds, seats = cli.parse_seats("remote,easy,normal,Boris:random", 4)
    assert [(s.name, s.kind, s.level, s.gender) for s in seats] == [
        ("Player 1", "human", "normal", None), ("Gleb", "ai", "easy", "m"),
        ("Vera", "ai", "normal", "f"), ("Boris", "ai", "random", None)]
    table = HostedTable(Match("durak", seats, {}, 5), kinds)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        me = ClientSeat(f"127.0.0.1:{port}", table.room)
        me.join("Anna", "f")
        me.wait_for(lambda c: c.state is not None, 5)
        assert [(e["name"], e.get("gender")) for e in me.lobby] == [
            ("Anna", "f"), ("Gleb", "m"), ("Vera", "f"), ("Boris", None)]
        i18n.set_language("ru")
        try:
            app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
            scene = NetTableScene(app, me)
            app.push(scene)
            _frames(app)
            assert [scene.seat_name(p) for p in range(4)] == ["Anna", "Глеб", "Вера", "Борис"]
            assert [scene.person(p).gender for p in range(4)] == ["f", "m", "f", "m"]
        finally:
            i18n.set_language("en")
            me.close()


@pytest.mark.parametrize("game,players", [("witch_durak", 2), ("strong_witchcraft", 3), ("donkey", 4),
                                          ("pirate_party", 3)])
def test_a_person_at_a_network_table_plays_a_whole_deal_of_every_game(game, players):
    """A whole deal of each game from a network seat, through the table scene as a click would,
    the host's AIs at the other seats: every table of the client draws and animates the host's
    news (Pirate Party's table once read an Action's ``player`` off the history, which a
    network seat receives as text: the client stopped at the first card drawn), and at the end
    the person's hand is the host's."""
    i18n.set_language("en")
    m, table = net_match(game, ["remote"] + ["ai"] * (players - 1), 4)
    with running_host(between_deals=30.0) as (host, th, port):
        th.call(lambda: host.add_table(table))
        me, app, scene = seated_scene(port, table.room)
        moves = play_until(app, scene, me, lambda: me.deal_over is not None or me.match_over is not None, 90)
        assert th.call(lambda: m.deal_over) and moves > 0
        _frames(app, 5)
        assert scene.match.deal_over
        assert scene.current_view()["hand"] == th.call(lambda: m.state.view(me.seat).to_dict()["hand"])
        if game == "pirate_party":       # the log names to the drawer alone the card he drew (PIR-6)
            from cardtable.ui.scenes import table_extras
            drew = [i for i, a in enumerate(scene.current_view()["history"]) if a == f"{me.seat}:draw"]
            lines = table_extras.extras(scene).lines()
            named = [line for line in lines if line.startswith("You draw ")]
            assert drew and len(named) == len(drew) and "You draw a card" not in named
            assert [p for p, _card in scene.table.draws_seen.values()] == [me.seat] * len(drew)
        me.close()


@pytest.mark.parametrize("deals,button", [(1, "Match result"), (2, "Next deal")])
def test_the_deal_result_waits_for_the_hosts_result_when_a_frame_splits_them(deals, button):
    """The host sends a deal's last table, then its result, then (at the match's end)
    match_over. A client that reads the last table one frame before the result must not
    show the panel from what it had (no loser, the old score sheet, "Next deal" at the end of
    the match): the panel waits for the result. Held back here for 20 frames."""
    from cardtable.ui.scenes.results import DealResultScene
    i18n.set_language("en")
    m, table = net_match("durak", ["remote", "ai"], 3, {"deals": deals})
    with running_host(between_deals=30.0) as (host, th, port):
        th.call(lambda: host.add_table(table))
        me = ClientSeat(f"127.0.0.1:{port}", table.room)
        me.join("Anna", "f")
        me.wait_for(lambda c: c.state is not None, 5)
        held: list[dict] = []
        hold = True
        real_poll = me.poll

        def poll() -> list[dict]:
            msgs, out = held + real_poll(), []
            held.clear()
            for msg in msgs:
                (held if hold and msg["type"] in ("deal_over", "match_over") else out).append(msg)
            return out

        me.poll = poll  # type: ignore[method-assign]
        app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
        scene = NetTableScene(app, me)
        app.push(scene)
        play_until(app, scene, me, lambda: scene.match.deal_over and me.deal_over is not None)
        _frames(app, 20)
        assert scene.match.deal_over and [x["type"] for x in held][:1] == ["deal_over"]
        assert app.top is scene and scene.match.last_result is None       # no panel yet
        hold = False
        _frames(app, 3)
        assert isinstance(app.top, DealResultScene)
        fool = th.call(lambda: m.last_result.losers)
        assert scene.match.last_result.losers == fool and len(fool) == 1
        name = "You" if fool == [me.seat] else "P1"
        assert scene.table.result_lines(scene.match.last_result)[0].startswith(
            "You are the fool!" if name == "You" else "P1 is the fool!")
        assert scene.match.sheet["totals"][fool[0]] == 1
        from cardtable.ui import widgets
        assert widgets.label(app.top.button.text) == button
        me.close()


def test_setup_with_a_friend_over_the_network_hosts_and_the_friend_joins_by_code(monkeypatch, tmp_path):
    """Setup: seat 2 is "a friend over the network" → the lobby shows the address and the room
    code and waits; a friend joining from the Join screen by address and code starts the game,
    both see each other's names; the seat a friend leaves can be handed to the AI."""
    monkeypatch.setenv("CARDTABLE_NET_BIND", "127.0.0.1")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language("en")
    from cardtable.ui import routes
    from cardtable.ui.scenes.net_lobby import HostLobbyScene, JoinScene
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    routes.push(app, "setup", app_game())
    setup = app.top
    setup.set_players(3)
    setup.cycle_seat(1, -1)
    setup.cycle_seat(1, -1)           # normal → easy → a friend over the network
    assert setup.seats[1]["kind"] == "network"
    assert t_kind("network") == ("Friend over the network", "Друг по сети")
    setup.start()
    lobby = app.top
    assert isinstance(lobby, HostLobbyScene)
    try:
        _frames(app)
        assert lobby.address == f"127.0.0.1:{lobby.port}" and len(lobby.table.room) == 6
        assert [e["name"] for e in lobby.client.lobby][0] == "Player 1"
        friend_app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
        routes.push(friend_app, "net_join")
        join = friend_app.top
        assert isinstance(join, JoinScene)
        join.values.update(address=lobby.address, room=lobby.table.room.lower(), name="Boris")
        join.join()
        friend_scene = friend_app.top
        assert isinstance(friend_scene, NetTableScene)
        deadline = time.monotonic() + 5
        while not isinstance(app.top, NetTableScene) and time.monotonic() < deadline:
            _frames(app, 1)
        host_scene = app.top
        assert isinstance(host_scene, NetTableScene) and host_scene.host_lobby is lobby
        assert host_scene.seat_name(1) == "Boris"
        assert friend_scene.seat_name(0) == "Player 1"
        # Boris drops; the host gives his seat to the computer and the game goes on
        friend_scene.client.close()
        assert host_scene.client.wait_for(lambda c: 1 in c.paused, 5)
        _frames(app)
        assert host_scene.away_text().startswith("Boris: no connection")
        host_scene.hand_to_ai()
        assert host_scene.client.wait_for(lambda c: not c.paused, 5)
        _frames(app)
        assert host_scene.away_text() is None
        # said as it is: Boris is not back, the computer plays for him
        assert "The computer plays for Boris — the game goes on" in [x[0] for x in host_scene.toasts]
        assert lobby.thread.call(lambda: lobby.table.standins) == {1: "normal"}
    finally:
        lobby.client.close()
        lobby.thread.stop()


def app_game() -> str:
    from cardtable.engine import games
    return games()[0].id


def t_kind(kind: str) -> tuple[str, str]:
    out = []
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        out.append(i18n.t(f"seat.kind.{kind}"))
    i18n.set_language("en")
    return tuple(out)


def test_joining_the_same_table_again_takes_the_seat_back(monkeypatch, tmp_path):
    """The Join screen keeps the seat token: after a crash, joining the same address and code
    again rejoins the seat (not a "table full" refusal)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    from cardtable.ui.scenes.net_lobby import kept_tokens, take_seat
    m, table = net_match("durak", ["remote", "ai"], 2)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        first = ClientSeat(f"127.0.0.1:{port}", table.room)
        assert take_seat(first, "Anna") == 0
        assert list(kept_tokens().values()) == [first.token]
        first.close()                       # the program crashed
        again = ClientSeat(f"127.0.0.1:{port}", table.room.lower())
        assert take_seat(again, "Anna") == 0
        assert again.token == first.token and again.joins == 1
        again.close()


def _wait(app: App, cond, seconds: float = 8) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        _frames(app, 1)
        if cond():
            return True
    return False


@pytest.mark.parametrize("lang, entry", [("en", "Continue hosting"), ("ru", "Продолжить стол по сети")])
def test_a_table_hosted_from_the_window_continues_after_the_program_closed(monkeypatch, tmp_path, lang, entry):
    """The host's program closes mid-match (its host thread ends, nothing said): the main
    menu then offers "Continue hosting"; it starts the host again with the same room code,
    takes the person's seat back with its token, and the friend's program rejoins by itself
    — the same match, the same action count, the game goes on.  "Stop hosting" forgets it."""
    monkeypatch.setenv("CARDTABLE_NET_BIND", "127.0.0.1")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    i18n.set_language(lang)
    from cardtable.ui.scenes import net_resume
    from cardtable.ui.scenes.menu import MenuScene
    from cardtable.ui.scenes.net_lobby import HostLobbyScene
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    lobby = host_from_setup(app, "durak", 2)
    assert not net_resume.can_continue()  # not until it is saved
    friend = ClientSeat(lobby.address, lobby.table.room, auto_rejoin=True)
    lobby2 = None
    try:
        friend.join("Boris", "m")
        assert _wait(app, lambda: isinstance(app.top, NetTableScene))
        room, at = lobby.table.room, None
        assert _wait(app, lambda: lobby.thread.call(lambda: lobby.table.started))
        at = lobby.thread.call(lambda: len(lobby.table.match.state.history))
        # the program closes: the host thread ends and the person's connection with it
        lobby.client.close()
        lobby.thread.stop()
        assert net_resume.can_continue()
        app2 = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
        menu = app2.push(MenuScene(app2))
        _frames(app2, 2)
        button = next(b for b in menu.buttons if b.key == "continue_hosting")
        assert button.text() == entry
        button.on_click()
        lobby2 = app2.top
        assert isinstance(lobby2, HostLobbyScene) and lobby2.table.room == room
        assert lobby2.thread.call(lambda: len(lobby2.table.match.state.history)) == at
        assert _wait(app2, lambda: isinstance(app2.top, NetTableScene) and app2.top.viewer == 0)
        # the friend's program took its seat back by itself (a second seat message), and nobody
        # is waited for any more
        assert friend.wait_for(lambda c: c.connected and c.joins == 2 and not c.paused and c.state is not None
                               and c.state["at"] >= at, 10)
        assert _wait(app2, lambda: app2.top.away_text() is None)
        assert app2.top.seat_name(1) == "Boris"
        hand = lobby2.thread.call(lambda: sorted(lobby2.table.match.state.view(0).hand))
        assert sorted(app2.top.current_view()["hand"]) == hand
        lobby2.stop()
        assert not net_resume.can_continue()         # stopped on purpose: not offered again
    finally:
        friend.close()
        for lb in (lobby, lobby2):
            if lb is not None:
                lb.client.close()
                lb.thread.stop()
        i18n.set_language("en")


def test_the_away_banner_covers_nothing_of_the_table_at_960x600():
    """The banner with a dropped player's clock sits where it hides neither the score strip
    nor a name plate nor a button (at 960×600 the top centre would cover the score strip)."""
    i18n.set_language("ru")
    with two_seat_table((960, 600), "Анна", "Борис") as (me, friend, app, scene, _):
        friend.close()
        assert me.wait_for(lambda c: friend.seat in c.paused, 5)
        _frames(app)
        text = scene.away_text()
        assert text is not None and text.startswith("Борис: нет связи — 0:0")
        from cardtable.ui import assets
        from cardtable.ui.assets import px
        size = app.screen.get_size()
        img = assets.font(18).render(text, True, (0, 0, 0))
        top = img.get_rect(midtop=(size[0] // 2, px(8))).inflate(px(24), px(12))
        assert not scene.hud.covers_nothing(top, size)       # the old place hid the score strip
        imgs, box = scene.banner_lines(text, size)
        assert len(imgs) == 1 and scene.hud.covers_nothing(box, size) and box != top
        me.close()


@pytest.mark.parametrize("game,players,lines", [("durak", 6, 1), ("witch_durak", 6, 2), ("donkey", 12, 1),
                                                ("pirate_party", 10, 2)])
@pytest.mark.parametrize("lang,lost", [("ru", "Связь с хостом потеряна — переподключаемся…"),
                                       ("en", "Connection to the host lost — reconnecting…")], ids=["ru", "en"])
def test_the_lost_host_banner_covers_nothing_at_each_games_largest_table_at_960x600(game, players, lines, lang, lost):
    """The host is gone: "reconnecting" shows where it hides no name plate, score strip, pile
    or button — lower down the middle, or broken at its dash into two lines where one does
    not fit (Witch durak's enchanted-cards legend, Pirate Party's ten seats and colour sign)."""
    i18n.set_language(lang)
    try:
        m, table = net_match(game, ["remote"] + ["ai"] * (players - 1), 3)
        with running_host() as (host, th, port):
            th.call(lambda: host.add_table(table))
            me, app, scene = seated_scene(port, table.room, "Анна")
            _frames(app)
        assert me.wait_for(lambda c: not c.connected, 5)
        _frames(app)
        assert scene.away_text() == lost
        size = app.screen.get_size()
        imgs, box = scene.banner_lines(lost, size)
        assert scene.hud.covers_nothing(box, size)
        head, tail = lost.split(" — ")
        from cardtable.ui import assets
        font = assets.font(18)
        want = [lost] if lines == 1 else [head + " —", tail]
        assert [i.get_size() for i in imgs] == [font.size(line) for line in want]
        me.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang,name,gender,said", [
    ("ru", "Борис", "m", "Борис: за него играет компьютер — игра продолжается"),
    ("ru", "Анна", "f", "Анна: за неё играет компьютер — игра продолжается"),
    ("ru", "Kim", None, "Kim: теперь здесь играет компьютер — игра продолжается"),
    ("en", "Anna", "f", "The computer plays for Anna — the game goes on"),
    ("en", "Boris", "m", "The computer plays for Boris — the game goes on"),
])
def test_the_computer_taking_an_away_seat_is_said_in_the_seats_grammar(lang, name, gender, said):
    """The table's words when the host gives an away friend's seat to the computer: Russian
    says «за него» / «за неё» by the friend's gender (no «за игрока Борис», a name left in the
    wrong case), and without a gender a phrase that needs none."""
    from cardtable.ui import words
    i18n.set_language(lang)
    try:
        assert words.say("net.standin", words.Person(name, gender)) == said
        assert words.say("net.back", words.Person(name, gender)).startswith(name)
    finally:
        i18n.set_language("en")
