"""Helpers of the tests that put a network seat's table on screen: a seat joined to a host on
127.0.0.1 with its table scene, and a person's moves made through that scene as clicks would."""

from __future__ import annotations

import time
from collections.abc import Callable

from cardtable.net.client import ClientSeat
from cardtable.ui.scene import App
from cardtable.ui.scenes.net_table import NetTableScene


def seated_scene(port: int, room: str, name: str = "Anna", gender: str | None = "f",
                 size: tuple[int, int] = (960, 600)) -> tuple[ClientSeat, App, NetTableScene]:
    """A seat joined at the table ``room`` of the host on ``port``, its table on screen."""
    me = ClientSeat(f"127.0.0.1:{port}", room)
    me.join(name, gender)
    me.wait_for(lambda c: c.state is not None, 5)
    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    scene = NetTableScene(app, me)
    app.push(scene)
    return me, app, scene


def play_until(app: App, scene: NetTableScene, me: ClientSeat, done: Callable[[], bool],
               seconds: float = 60) -> int:
    """The person's moves, each one of the moves the table offers (a different one each time),
    made through the scene as a click would, each waited for at the host, until ``done()``:
    how many were made."""
    moves, end = 0, time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.step()
        legal = scene.human_actions()
        if legal:
            at = me.state["at"]
            assert scene.try_apply(legal[moves % len(legal)])
            moves += 1
            me.wait_for(lambda c, a=at: c.state["at"] > a or c.deal_over is not None or c.match_over is not None, 5)
        else:
            time.sleep(0.005)
    return moves


def host_from_setup(app: App, game: str, players: int):
    """Setup of ``game`` for ``players`` with seat 2 "a friend over the network", started: the
    lobby of the table this window now hosts (the other seats the computer's)."""
    from cardtable.ui import routes
    from cardtable.ui.scenes.net_lobby import HostLobbyScene

    routes.push(app, "setup", game)
    setup = app.top
    setup.set_players(players)
    while setup.seats[1]["kind"] != "network":
        setup.cycle_seat(1, -1)
    setup.start()
    lobby = app.top
    assert isinstance(lobby, HostLobbyScene)
    return lobby
