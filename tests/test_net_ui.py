"""A remote seat's table on screen (issue 32): the ordinary table scene driven by a client
seat — it shows the seat's own cards, plays through the host, says in both languages who
dropped out (with a clock) and who is back."""

from __future__ import annotations

import threading
import time

import pytest
from net_kit import net_match, running_host

from cardtable.net import bot
from cardtable.net.client import ClientSeat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.net_table import NetTableScene

pytestmark = pytest.mark.ui


def _frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step()


def test_a_remote_seat_plays_a_whole_deal_through_the_host_and_sees_a_drop():
    i18n.set_language("en")
    m, table = net_match("durak", ["remote", "remote"], 3)
    with running_host() as (host, th, port):
        th.call(lambda: host.add_table(table))
        me = ClientSeat(f"127.0.0.1:{port}", table.room)
        me.join("Anna", "f")
        friend = ClientSeat(f"127.0.0.1:{port}", table.room)
        friend.join("Boris", "m")
        me.wait_for(lambda c: not c.halted and c.state is not None, 5)
        app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
        scene = NetTableScene(app, me)
        app.push(scene)
        _frames(app)
        assert scene.viewer == me.seat
        assert sorted(scene.current_view()["hand"]) == sorted(me.state["view"]["hand"])
        # the friend drops: the table says so, in English and in Russian, with a clock
        friend.close()
        assert me.wait_for(lambda c: friend.seat in c.paused, 5)
        _frames(app)
        assert scene.away_text().startswith("Boris: no connection — 0:0")
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
