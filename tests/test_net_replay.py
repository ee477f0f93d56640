"""A network deal in the replay viewer, as its seat saw it: the seat never learns the hidden
cards, so it keeps what its host sent it (the view after each action, and the events as it saw
them, :mod:`cardtable.match.seat_record`) and the viewer shows exactly those tables — never
"every hand", never a puzzle from a guessed position.  A deal seen only in part is not kept,
and a kept deal changed by hand is refused, not watched."""

from __future__ import annotations

import json

import pytest
from net_kit import net_match, running_host
from net_ui_kit import play_until, seated_scene

from cardtable.match.replays import ReplayError, from_data
from cardtable.match.seat_record import SeatRecorder, check_outline, seat_replay
from cardtable.match.stats import Stats
from cardtable.match.storage import Store
from cardtable.ui import i18n, routes
from cardtable.ui.scenes import userdata

pytestmark = pytest.mark.ui


def _json(x):
    return json.loads(json.dumps(x))


@pytest.mark.parametrize("game,players", [("durak", 2), ("pirate_party", 4), ("strong_witchcraft", 3)])
def test_a_network_deal_is_kept_as_its_seat_saw_it_and_watched_table_by_table(player_home, game, players):
    """A whole deal from a network seat (the host's computer at the other seats, some of whom
    act before the seat's table is on screen): the statistics file keeps it, and its replay
    shows after each action exactly the table the host sent the seat then — its own hand, the
    others' counts, what was played — through to the host's end of the deal."""
    i18n.set_language("en")
    m, table = net_match(game, ["remote"] + ["ai"] * (players - 1), 4)
    with running_host(between_deals=30.0) as (host, th, port):
        th.call(lambda: host.add_table(table))
        me, app, scene = seated_scene(port, table.room)
        userdata.install(app, lang="en", background=False)
        sent: dict[int, dict] = {}
        real_poll = me.poll

        def poll() -> list[dict]:
            msgs = real_poll()
            sent.update((x["at"], x["view"]) for x in msgs if x["type"] == "state" and x["deal"] == 0)
            return msgs

        me.poll = poll  # type: ignore[method-assign]
        play_until(app, scene, me, lambda: me.deal_over is not None, 90)
        for _ in range(5):
            app.step()
        history = th.call(lambda: list(m.state.history))
        final = th.call(lambda: _json(m.state.view(me.seat).to_dict()))
        me.close()
    [kept] = Store().load_stats().deals
    assert kept["game"] == game and kept["viewer"] == me.seat and "record" not in kept
    assert kept["names"] == ["Anna"] + [f"P{p}" for p in range(1, players)]
    replay = from_data(kept)
    assert replay.seen_from_seat and replay.finished and len(replay) == len(history)
    assert replay.actions == final["history"]
    assert _json(replay.state_at(len(replay)).view(me.seat).to_dict()) == final
    assert len(sent) > len(history) // 2
    for at, view in sent.items():
        assert _json(replay.state_at(at).view(me.seat).to_dict()) == view, at


def _played(recorder: SeatRecorder, game: str = "durak", players: int = 2, seed: int = 3,
            skip: set[int] | None = None, start: int = 0) -> list[dict]:
    """A local deal's views of seat 0, fed to ``recorder`` as state messages (those at ``skip``
    left out, none before ``start``); the views."""
    from cardtable.engine import new_game
    from cardtable.engine.event_data import event_data

    st = new_game(game, players, seed=seed)
    views = []

    def send(events) -> None:
        at = len(st.history)
        views.append(_json(st.view(0).to_dict()))
        if at >= start and at not in (skip or set()):
            recorder.take(0, at, views[-1], [event_data(e.for_viewer(0)) for e in events])

    send([])
    while not st.is_over:
        send(st.apply(st.legal_actions()[0]))
    return views


def test_the_recorder_keeps_a_deal_seen_whole_and_nothing_of_one_seen_in_part():
    """Seen from its dealing to its end: kept, every table in it; joined mid-deal, or one table
    missed: nothing; the same table sent again (a rejoin) changes nothing."""
    whole = SeatRecorder()
    views = _played(whole)
    whole.take(0, len(views) - 1, views[-1], [])          # the last table again
    data = whole.data()
    assert data is not None and data["actions"] == views[-1]["history"]
    assert len(data["steps"]) == len(views) and check_outline(_json(data)) == _json(data)
    replay = seat_replay("durak", ["Anna", "Boris"], 0, _json(data))
    assert [_json(replay.state_at(k).view(0).to_dict()) for k in range(len(views))] == views
    late, gap = SeatRecorder(), SeatRecorder()
    _played(late, start=2)
    _played(gap, skip={5})
    assert late.data() is None and gap.data() is None
    running = SeatRecorder()
    running.take(0, 0, views[0], [])
    assert running.data() is None                          # not over yet


def test_a_network_deal_in_the_replay_list_and_viewer(player_home):
    """The replay list says a deal was played over the network («по сети»), and its viewer
    offers neither every hand nor a puzzle (the other hands are a guess); the deal steps to
    its end, the seat's own hand the one it was sent."""
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.replay import ReplayScene

    recorder = SeatRecorder()
    views = _played(recorder)
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    data = userdata.install(app, lang="ru", background=False)
    data.stats.record_remote_deal("durak", ["Аня", "Борис"], views[-1]["result"])
    data.stats.keep_seen_deal("durak", ["Аня", "Борис"], _json(recorder.data()), 0, "2026-11-29T15:04:00")
    data.store.save_stats(data.stats)
    routes.push(app, "replays")
    app.step()
    [item] = app.top.items
    assert item.text == "Дурак · Аня, Борис · 2026-11-29 15:04 · по сети"
    item.on_click()
    app.step()
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    keys = [b.key for b in viewer.controls]
    assert "hands" not in keys and "puzzle" not in keys and "forward" in keys
    for _ in range(len(views) - 1):
        viewer.forward()
        for _ in range(3):
            app.step()
    assert viewer.i == len(views) - 1
    assert _json(viewer.match.state.view(0).to_dict()) == views[-1]
    i18n.set_language("en")


def _kept(recorder_data: dict) -> dict:
    return {"game": "durak", "names": ["Anna", "Boris"], "viewer": 0, "seen": recorder_data,
            "finished": "2026-11-29T15:04:00"}


@pytest.mark.parametrize("change,kept", [
    (lambda d: d["seen"]["steps"].pop(), False),                              # a table short
    (lambda d: d["seen"]["steps"][3]["view"].update(hand=[1, "x"]), True),    # not a hand
    (lambda d: d["seen"]["steps"][0]["view"].update(player=1), True),         # another seat's view
    (lambda d: d["seen"]["steps"][2].update(events="boom"), False),
    (lambda d: d["seen"]["actions"].__setitem__(0, 7), False),
    (lambda d: d.update(viewer=5), False),
    (lambda d: d.pop("viewer"), False),
    (lambda d: d["seen"].update(extra=1), False),
])
def test_a_network_deal_changed_by_hand_is_refused(change, kept):
    """A kept network deal whose data the program could not have written is not watched (the
    replay list says why); the statistics file's reader drops at once what is wrong in its
    outline (``kept`` False), keeping the rest; a view the game refuses is found when watched."""
    recorder = SeatRecorder()
    _played(recorder)
    good = _kept(_json(recorder.data()))
    assert from_data(good).seen_from_seat
    bad = _json(good)
    change(bad)
    with pytest.raises(ReplayError) as exc:
        from_data(bad)
    assert exc.value.code == "invalid"
    stats, dropped = Stats.from_json({"version": 1, "games": {}, "deals": [good, bad]})
    assert stats.deals == ([good, bad] if kept else [good])
    assert dropped == ([] if kept else ["deals/1"])


def test_a_hosts_views_that_no_replay_could_show_are_not_kept():
    """What the host sent is checked before it is kept: a deal whose views the game refuses
    (a card twice in the seat's hand) is counted but not kept."""
    recorder = SeatRecorder()
    views = _played(recorder)
    data = _json(recorder.data())
    data["steps"][1]["view"]["hand"] = [0, 0, 1, 2, 3, 4]
    stats = Stats()
    with pytest.raises(Exception):  # noqa: B017 - SchemaError or ValueError, the game's refusal
        stats.keep_seen_deal("durak", ["Anna", "Boris"], data, 0, "2026-11-29T15:04:00")
    assert stats.deals == []
    stats.keep_seen_deal("durak", ["Anna", "Boris"], _json(recorder.data()), 0, "2026-11-29T15:04:00")
    assert [d["viewer"] for d in stats.deals] == [0] and len(views) > 10


def test_a_network_deal_larger_than_its_share_of_the_file_is_not_kept(monkeypatch):
    """A kept network deal may take MAX_SEEN_BYTES of the statistics file as it is written
    there (indented): twenty of them stay inside what the file may hold, so a host sending long
    deals cannot make the player's statistics unwritable. A deal one byte over is not kept, and
    one changed by hand to be larger is dropped on reading."""
    from cardtable.match import seat_record
    from cardtable.match.schema import SchemaError

    recorder = SeatRecorder()
    _played(recorder, "donkey", 12, seed=1)
    data = recorder.data()
    assert data is not None and 20 * seat_record.MAX_SEEN_BYTES <= 5 * 1024 * 1024
    size = seat_record.file_bytes(data)
    assert size == len(json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
    monkeypatch.setattr(seat_record, "MAX_SEEN_BYTES", size)
    assert recorder.data() == data and check_outline(data) == data
    monkeypatch.setattr(seat_record, "MAX_SEEN_BYTES", size - 1)
    assert recorder.data() is None
    with pytest.raises(SchemaError, match="larger"):
        check_outline(data)
