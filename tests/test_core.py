"""The engine contract's shared pieces: options, events, records (GEN-1, GEN-2, GEN-3)."""

import pytest

from cardtable.engine import RecordError, replay, zone
from cardtable.engine.core import Event, IllegalAction, MatchRules, Option, Result
from cardtable.engine.zone import Zone


def test_bool_option_reads_text_and_refuses_garbage():
    o = Option("italian", "bool", False)
    assert o.check("true") is True and o.check("off") is False and o.check(True) is True
    with pytest.raises(ValueError, match="italian"):
        o.check("maybe")


def test_choice_int_and_set_options():
    assert Option("variant", "choice", "a", ("a", "b")).check("b") == "b"
    with pytest.raises(ValueError):
        Option("variant", "choice", "a", ("a", "b")).check("c")
    assert Option("deals", "int", 1, min=1, max=9).check("3") == 3
    with pytest.raises(ValueError):
        Option("deals", "int", 1, min=1, max=9).check(0)
    ranks = Option("enchanted_ranks", "set", (6, 7), values=(6, 7, 8, 9))
    assert ranks.check([9, 6, 6]) == (6, 9)
    with pytest.raises(ValueError):
        ranks.check([5])


def test_face_down_move_hides_the_card_from_everyone_but_its_owner():
    """GEN-2: a card drawn face down is known only to the player who draws it."""
    e = Event("move", 17, Zone.parse("stock"), Zone.parse("hand:1"), face_up=False, player=1)
    assert e.for_viewer(1).card == 17
    assert e.for_viewer(0).card is None
    assert e.for_viewer(None).card is None
    up = Event("move", 17, Zone.parse("hand:1"), Zone.parse("table:0"), face_up=True, player=1)
    assert up.for_viewer(0).card == 17


def test_zones_are_values_with_a_text_form():
    assert Zone.parse("hand:3") == Zone("hand", 3) == zone.hand(3) and zone.hand(3).seat == 3
    assert Zone.parse("cover:2") == zone.cover(2) and zone.cover(2).slot == 2
    assert Zone.parse("stock") == zone.STOCK and zone.STOCK.seat is None
    for text in ("stock", "trump", "discard", "out", "hand:0", "hand:11", "table:5", "cover:0",
                 "set:4", "laid:2"):
        assert str(Zone.parse(text)) == text
    for bad in ("", "hand:", "hand:-1", "hand:x", ":3", "hand:3:4", "händ:1", None, 3, "hand:１"):
        with pytest.raises(ValueError):
            Zone.parse(bad)


def test_illegal_action_message_cites_the_rule():
    exc = IllegalAction("DUR-7", "the defender cannot beat more cards")
    assert str(exc) == "DUR-7: the defender cannot beat more cards"
    assert exc.rule == "DUR-7"


def test_default_match_rules_count_losers_and_end_by_deals_or_limit():
    """DUR-22: the sheet counts fool results; the match ends after N deals or at the limit."""
    rules = MatchRules()
    sheet = rules.new_sheet(3, {})
    rules.add_deal(sheet, Result(order=[0, 2], losers=[1]), {})
    assert sheet["totals"] == [0, 1, 0]
    assert not rules.is_over(sheet, {"deals": 2, "loss_limit": 0})
    assert rules.is_over(sheet, {"deals": 5, "loss_limit": 1})
    rules.add_deal(sheet, Result(order=[1, 2], losers=[0]), {})
    assert rules.is_over(sheet, {"deals": 2, "loss_limit": 0})
    assert rules.standings(sheet) == [2, 0, 1]


@pytest.mark.parametrize("record", [None, [], {"version": 99}, {"version": 1, "game": "nope", "players": 2,
                                                                 "seed": 1, "actions": []}])
def test_bad_records_are_refused(record):
    with pytest.raises(RecordError):
        replay(record)
