"""The match runner: deals in series, the score sheet, saves (DUR-22, ESL-9, GEN-1)."""

import json

import pytest

from cardtable.engine import RecordError, games
from cardtable.match import Match, Seat, play_deal


def seats(n, level="random"):
    return [Seat(f"P{i}", "ai", level) for i in range(n)]


def test_a_three_deal_durak_match_counts_each_fool_once():
    """DUR-22: the sheet counts fool results; the match ends after the chosen number of deals."""
    m = Match("durak", seats(3), {"deals": 3}, seed=11)
    fools = []
    while True:
        result = play_deal(m)
        fools.extend(result.losers)
        if m.is_over:
            break
        m.next_deal()
    assert m.deal_no == 2 and len(m.sheet["deals"]) == 3
    assert m.sheet["totals"] == [fools.count(p) for p in range(3)]
    assert m.standings()[-1] in fools or not fools
    with pytest.raises(RuntimeError):
        m.next_deal()


def test_loss_limit_ends_the_match_early():
    """DUR-22: the match ends when a player reaches the chosen number of fool results."""
    m = Match("durak", seats(2), {"deals": 50, "loss_limit": 1}, seed=3)
    while not m.is_over:
        result = play_deal(m)
        if not m.is_over:
            assert not result.losers        # only draws let it go on
            m.next_deal()
    assert max(m.sheet["totals"]) == 1 and len(m.sheet["deals"]) < 50


def test_donkey_match_of_a_chosen_time_ends_after_the_deal_that_passes_it():
    """ESL-9: a match lasts a chosen time; the runner keeps the play time in the sheet."""
    m = Match("donkey", seats(4), {"minutes": 1}, seed=5)
    play_deal(m)
    assert not m.is_over                    # a fraction of a second played
    m.next_deal()
    m._clock -= 61                          # as if a minute of play went by in this deal
    play_deal(m)
    assert m.is_over and m.sheet["elapsed_s"] >= 60


@pytest.mark.parametrize("game,players", [(g.id, min(g.max_players, g.min_players + 2)) for g in games()])
def test_a_saved_match_restores_exactly_and_plays_on(game, players):
    """GEN-1: a match saved mid-deal (as JSON) comes back with the same deal, sheet and seats."""
    m = Match(game, [Seat("Me", "human")] + seats(players - 1, "normal"), {}, seed=21)
    for _ in range(15):
        if m.deal_over:
            break
        m.apply(m.ai_choose(m.state.to_act))
    data = json.loads(json.dumps(m.to_json()))
    back = Match.from_json(data)
    assert back.to_json() == m.to_json()
    for p in range(players):
        assert back.state.view(p) == m.state.view(p)
    assert [s.to_dict() for s in back.seats] == [s.to_dict() for s in m.seats]
    # both continue identically: the AI's choice depends only on the seat's view and the seed
    while not m.deal_over:
        a = m.ai_choose(m.state.to_act)
        assert back.ai_choose(back.state.to_act) == a
        m.apply(a)
        back.apply(str(a))
    assert back.state.result.to_dict() == m.state.result.to_dict()


@pytest.mark.parametrize("damage", [{"version": 2}, {"game": "chess"}, {"seats": []},
                                    {"record": {"version": 1, "game": "durak", "players": 3, "seed": 1,
                                                "actions": ["0:take"]}}])
def test_a_damaged_match_save_is_refused(damage):
    m = Match("durak", seats(3), {}, seed=2)
    data = m.to_json() | damage
    with pytest.raises(RecordError):
        Match.from_json(data)


def test_ai_choice_only_sees_the_seat_view():
    """GEN-2: the runner hands the agent the seat's view and its legal actions only."""
    m = Match("durak", seats(2, "normal"), {}, seed=9)
    seen = {}

    class Spy:
        level = "spy"

        def choose(self, view, legal, rng, budget):
            seen["view"], seen["legal"] = view, legal
            return legal[0]

    p = m.state.to_act
    m._agents[p] = Spy()
    m.ai_choose(p)
    assert seen["view"] == m.state.view(p)
    assert seen["legal"] == m.state.legal_actions(p)


def test_places_share_a_tie_and_count_each_games_tie_breaks():
    """A tie shares its place and the next place skips (1, 1, 3); a game's tie-break
    (Durak's epaulettes DUR-21, Strong Witchcraft's witchcraft wins, Pirate's direction of
    scoring, PIR-3) parts players the totals alone would tie."""
    from cardtable.engine import game_info
    base = game_info("donkey").match
    assert base.places({"totals": [0, 0, 1, 0]}) == [1, 1, 4, 1]
    assert base.places({"totals": [5, 3, 3, 9, 3]}) == [4, 1, 1, 5, 1]
    durak = game_info("durak").match
    sheet = {"totals": [1, 1, 0], "epaulettes": [1, 0, 0]}
    assert durak.standings(sheet) == [2, 1, 0] and durak.places(sheet) == [3, 2, 1]
    assert durak.places({"totals": [1, 1, 2], "epaulettes": [0, 0, 2]}) == [1, 1, 3]
    sw = game_info("strong_witchcraft").match
    assert sw.places({"totals": [0, 0, 1], "witchcraft_wins": [0, 2, 0]}) == [2, 1, 3]
    pirate = game_info("pirate_party").match
    assert pirate.places({"totals": [200, 500, 500], "mode": "collect"}) == [3, 1, 1]
    assert pirate.places({"totals": [200, 80, 80], "mode": "penalty"}) == [3, 1, 1]
