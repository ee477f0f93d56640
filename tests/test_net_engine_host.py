"""An outside engine in a seat of the headless host (``cardtable host --seats
"remote,Greedy:engine=python3 greedy_bot.py"``): the host starts the program with the table
and plays its moves, a friend over the network plays the other seat, and the match ends
exactly as the same match played locally with the same engine; a table taken up from a save
starts no program.  Real child processes on 127.0.0.1, all reaped."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest
from net_kit import running_host, sheet, start_bots

from cardtable.match import Match, Seat, play_deal
from cardtable.net import cli
from cardtable.net.engine_process import live_engines
from cardtable.net.engine_seat import MatchEngines
from cardtable.net.table import HostedTable, table_from_save

ROOT = Path(__file__).resolve().parent.parent
GREEDY = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'examples' / 'bots' / 'greedy_bot.py'))}"


def test_engine_seats_are_parsed_checked_and_named():
    kinds, seats = cli.parse_seats(f"remote,Greedy:engine={GREEDY},hard", 3)
    assert kinds == ["remote", "ai", "ai"]
    assert seats[1] == Seat("Greedy", "engine", "normal", None, GREEDY)
    assert (seats[0].kind, seats[2].kind, seats[2].level) == ("human", "ai", "hard")
    # no name given: the script's; a comma inside quotes belongs to the command
    _kinds, seats = cli.parse_seats(f'engine={GREEDY} "--x 1,2",remote', 2)
    assert seats[0].name == "greedy_bot" and seats[0].engine == f'{GREEDY} "--x 1,2"'
    # only the first "engine=" after the start or a name's ":" makes an engine seat
    _kinds, seats = cli.parse_seats(f"Bot:engine={GREEDY} --mode engine=1:x,remote", 2)
    assert (seats[0].name, seats[0].engine) == ("Bot", f"{GREEDY} --mode engine=1:x")
    with pytest.raises(ValueError, match=r"^seat 2: "):
        cli.parse_seats("remote,engine=/no/such/program --fast", 2)
    with pytest.raises(ValueError, match="is not remote, an AI level .* or engine=COMMAND"):
        cli.parse_seats("remote,wizard", 2)


def _local(seed: int) -> Match:
    """The same match played here: seat 0 Normal, seat 1 the same engine."""
    m = Match("durak", [Seat("P0", "ai", "normal"), Seat("Greedy", "engine", "normal", None, GREEDY)],
              {"deals": 2}, seed)
    engines = MatchEngines(m)
    try:
        while True:
            play_deal(m)
            if m.is_over:
                return m
            m.next_deal()
    finally:
        engines.close()


def test_the_host_plays_an_engine_seat_and_the_match_ends_as_the_local_one(tmp_path):
    seed = 12
    kinds, seats = cli.parse_seats(f"P0:remote,Greedy:engine={GREEDY}", 2)
    m = Match("durak", seats, {"deals": 2}, seed)
    table = HostedTable(m, kinds)
    engines, notes = cli.start_engines([table], tmp_path / "engines", restored=False)
    assert notes == [] and len(engines) == 1
    # what a friend at the table learns of the engine's seat: a name and "ai", never its command
    assert table.lobby()[1] == {"name": "Greedy", "kind": "ai", "level": "normal"}
    assert GREEDY not in json.dumps(table.seat_message(0))
    try:
        with running_host(ai_delay=0.0) as (host, th, port):
            th.call(lambda: host.add_table(table))
            [(client, thread)] = start_bots(port, table.room, 1, seed)
            thread.join(120)
            assert not thread.is_alive() and m.is_over
            client.close()
        report = engines[0].report()[1]
    finally:
        for e in engines:
            e.close()
    assert live_engines() == 0
    local = _local(seed)
    assert sheet(m) == sheet(local)
    assert m.state.to_record()["actions"] == local.state.to_record()["actions"]
    # every move of seat 1 in the last deal that was a choice was the engine's own
    assert report["faults"] == {} and report["retired"] is None and report["standin_moves"] == 0
    assert report["engine_moves"] > 0 and report["name"] == "Greedy"
    assert (tmp_path / "engines" / "engine-seat2.log").exists()


def test_a_table_taken_up_from_a_save_starts_no_program():
    kinds, seats = cli.parse_seats(f"remote,Greedy:engine={GREEDY}", 2)
    table = HostedTable(Match("durak", seats, {}, 5), kinds)
    back = table_from_save(table.to_save())
    assert back.match.seats[1].kind == "engine"
    engines, notes = cli.start_engines([back], None, restored=True)
    assert engines == [] and live_engines() == 0
    assert notes == [f"table {back.id}: seat 2 (Greedy) is played by normal, its engine is not started from a save"]
