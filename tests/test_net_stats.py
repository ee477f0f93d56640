"""Network deals in the player's statistics: a deal and a match played at a table hosted
elsewhere count as a local one does, once each, under the names the table shows — and what a
host sends is checked first, so a hostile host can neither count nonsense nor spoil the file."""

from __future__ import annotations

import json

import pytest
from net_kit import net_match, running_host
from net_ui_kit import play_until, seated_scene

from cardtable.match.schema import SchemaError
from cardtable.match.stats import Stats
from cardtable.match.storage import Store
from cardtable.ui import i18n
from cardtable.ui.scenes import userdata

pytestmark = pytest.mark.ui

PLAIN = {"deals": 0, "wins": 0, "losses": 0, "draws": 0, "score_total": 0, "scored_deals": 0,
         "matches": 0, "match_wins": 0, "undone": 0}


def _row(stats: Stats, game: str, name: str) -> dict[str, int]:
    [row] = [r for r in stats.rows(game) if r.name == name]
    return {c: getattr(row, c) for c in PLAIN}


def test_a_network_match_counts_in_the_players_statistics_once(player_home):
    """A one-deal durak match at a headless host, Anna at seat 0 and the host's computer at
    seat 1: her statistics file then holds the deal and the match, each once, with the fool
    and the winner the host named (a deal_over heard twice is counted once)."""
    i18n.set_language("en")
    m, table = net_match("durak", ["remote", "ai"], 3, {"deals": 1})
    with running_host(between_deals=30.0) as (host, th, port):
        th.call(lambda: host.add_table(table))
        me, app, scene = seated_scene(port, table.room)
        userdata.install(app, lang="en", background=False)
        play_until(app, scene, me, lambda: me.match_over is not None, 90)
        for _ in range(5):
            app.step()
        fool = th.call(lambda: m.last_result.losers)
        assert len(fool) == 1 and th.call(lambda: m.is_over)
        again = dict(me.deal_over or {})
        assert again["type"] == "deal_over"
        scene._take(again)                       # the same result heard again counts nothing
        me.close()
    on_disk = Store().load_stats()
    anna_lost = fool == [0]
    assert _row(on_disk, "durak", "Anna") == dict(PLAIN, deals=1, wins=0 if anna_lost else 1,
                                                  losses=1 if anna_lost else 0, matches=1,
                                                  match_wins=0 if anna_lost else 1)
    assert _row(on_disk, "durak", "P1") == dict(PLAIN, deals=1, wins=1 if anna_lost else 0,
                                               losses=0 if anna_lost else 1, matches=1,
                                               match_wins=1 if anna_lost else 0)
    assert [r.name for r in on_disk.rows("durak")] == ["Anna", "P1"]


def test_a_computer_seat_counts_under_its_name_in_the_players_language(player_home):
    """A host's computer seat goes by the computer's name in the client's language (Борис),
    and its deals count under that name: one row with the local games' Борис, not two."""
    stats = Stats()
    names = ["Анна", "Борис"]
    stats.record_deal("durak", names, {"order": [0], "losers": [1], "draw": False, "scores": None,
                                       "winners": [], "notes": {"fool": 1}})
    stats.record_remote_deal("durak", names, {"order": [1], "losers": [0], "draw": False, "scores": None,
                                              "winners": [], "notes": {"fool": 0}})
    assert _row(stats, "durak", "Борис") == dict(PLAIN, deals=2, wins=1, losses=1)
    assert [r.name for r in stats.rows("durak")] == ["Анна", "Борис"]


GOOD = {"order": [1, 0], "losers": [], "draw": False, "scores": [0, 7], "winners": [0], "notes": {}}


@pytest.mark.parametrize("names,result,why", [
    (["Anna", "Boris"], dict(GOOD, scores=[0, -5]), "below zero"),
    (["Anna", "Boris"], dict(GOOD, losers=[2]), "losers"),
    (["Anna", "Boris"], dict(GOOD, winners=[True]), "winners"),
    (["Anna", "Boris"], dict(GOOD, scores=[0, 10**7]), "score"),
    (["Anna", "Boris"], {"order": [0]}, "result"),
    (["Anna", "Anna"], GOOD, "names"),
    (["Anna", "Bo\x00ris"], GOOD, "names"),
    (["Anna", " "], GOOD, "names"),
    (["Anna"], GOOD, "order"),
])
def test_a_hostile_hosts_result_counts_nothing(player_home, names, result, why):
    """A result that is not one of this table (a seat that is not there, a score below zero or
    past a deal's largest, not a result at all) or names the file could not hold are refused:
    nothing is counted and the file the player has stays as it was."""
    from cardtable.ui.scene import App

    app = App((960, 600), fixed_dt=1 / 60)
    data = userdata.install(app, lang="en", background=False)
    assert data.count_remote("pirate_party", ["Anna", "Boris"], result=GOOD)
    before = json.dumps(Store().load_stats().to_json(), sort_keys=True)
    with pytest.raises(SchemaError, match=why):
        Stats().record_remote_deal("pirate_party", names, result)
    assert data.count_remote("pirate_party", names, result=result) is False
    assert json.dumps(data.stats.to_json(), sort_keys=True) == before
    assert json.dumps(Store().load_stats().to_json(), sort_keys=True) == before
    assert _row(data.stats, "pirate_party", "Anna") == dict(PLAIN, deals=1, wins=1, scored_deals=1)
    assert _row(data.stats, "pirate_party", "Boris") == dict(PLAIN, deals=1, score_total=7, scored_deals=1)


@pytest.mark.parametrize("places", [[1], [1, 3], [0, 1], [1, True], "12", None])
def test_a_hostile_hosts_match_places_count_nothing(places):
    """A match's places must be one whole place per seat, 1 … the number of seats."""
    stats = Stats()
    with pytest.raises(SchemaError, match="places"):
        stats.record_remote_match("durak", ["Anna", "Boris"], places)
    stats.record_remote_match("durak", ["Anna", "Boris"], [2, 1])
    assert _row(stats, "durak", "Boris") == dict(PLAIN, matches=1, match_wins=1)
    assert _row(stats, "durak", "Anna") == dict(PLAIN, matches=1)


def test_a_network_table_adds_no_names_past_a_thousand_players_of_a_game():
    """A host could send new names with every deal. Past MAX_REMOTE_NAMES players of a game,
    a network deal with a name not yet there counts nothing (the file must stay writable);
    one whose names are all there still counts."""
    from cardtable.match.stats import MAX_REMOTE_NAMES

    stats = Stats()
    for k in range(MAX_REMOTE_NAMES - 1):
        stats.record_deal("durak", [f"N{k}", "Anna"], GOOD_DURAK)
    assert len(stats.rows("durak")) == MAX_REMOTE_NAMES
    with pytest.raises(SchemaError, match="more than 1000 players"):
        stats.record_remote_deal("durak", ["Anna", "Newcomer"], GOOD_DURAK)
    assert "Newcomer" not in [r.name for r in stats.rows("durak")]
    assert _row(stats, "durak", "Anna")["deals"] == MAX_REMOTE_NAMES - 1
    stats.record_remote_deal("durak", ["Anna", "N7"], GOOD_DURAK)
    assert _row(stats, "durak", "Anna")["deals"] == MAX_REMOTE_NAMES
    assert _row(stats, "durak", "N7")["deals"] == 2


GOOD_DURAK = {"order": [0], "losers": [1], "draw": False, "scores": None, "winners": [], "notes": {"fool": 1}}
