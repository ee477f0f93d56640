"""The Undo rule of match/undo.py (issue 37 item 2, issue 34 item 3), headless: Undo takes back
the player's own last move and the AI's answers, one move only, and never once a card hidden
from him was seen since — so Undo is never a peek; the undo point survives a save."""

from __future__ import annotations

import json
import random

import pytest
from leak_kit import seen_cards

from cardtable.engine import RecordError
from cardtable.match import Match, Seat
from cardtable.match.undo import NEW_CARDS, NOTHING, OVER


def _match(game: str, players: int, seed: int) -> Match:
    seats = [Seat("You", "human")] + [Seat(f"AI{i}", "ai", "random") for i in range(1, players)]
    return Match(game, seats, {}, seed=seed)


def _seen(m: Match, events) -> set[int]:
    """What seat 0 sees now: its view's cards and the cards it saw move."""
    out = seen_cards(m.state.view(0).to_dict())
    for e in events:
        card = e.for_viewer(0).card
        if card is not None:
            out.add(card)
    return out


@pytest.mark.parametrize("game", ["durak", "witch_durak"])
def test_undo_is_never_a_peek(game):
    """Random deals (cards are unique in these games): whenever Undo is allowed, every card
    the player saw since his last move he had seen before it."""
    allowed = refused = 0
    for seed in range(12):
        m = _match(game, 2 + seed % 3, seed)
        rng = random.Random(seed)
        seen = _seen(m, m.initial_events)
        at_point: set[int] | None = None
        while not m.deal_over:
            p = m.state.to_act
            action = rng.choice(m.state.legal_actions(p))
            if p == 0:
                at_point = set(seen)
            seen |= _seen(m, m.apply(action))
            if m.deal_over or at_point is None:
                continue
            if m.undo_refusal() is None:
                allowed += 1
                assert seen <= at_point, f"seed {seed}: Undo allowed after {sorted(seen - at_point)} were seen"
                if rng.random() < 0.3:
                    m.take_back()
                    assert m.undo_refusal() == NOTHING          # one move only
                    at_point = None
            else:
                refused += 1
                assert m.undo_refusal() == NEW_CARDS    # (also for a card he knew: played from a hand)
    assert allowed and refused


def test_take_back_gives_the_exact_state_and_marks_the_deal():
    m = _match("durak", 2, 4)
    while m.state.to_act != 0:
        m.apply(m.ai_choose(m.state.to_act))
    assert m.undo_refusal() == NOTHING
    record, hand = m.state.to_record(), list(m.state.view(0).hand)
    m.apply(m.state.legal_actions(0)[0])
    assert m.undo_refusal() is None
    m.take_back()
    assert m.state.to_record() == record and m.state.view(0).hand == hand
    assert m.undone == {0} and m.undo_refusal() == NOTHING
    with pytest.raises(RuntimeError):
        m.take_back()


def _roundtrip(m: Match) -> Match:
    return Match.from_json(json.loads(json.dumps(m.to_json())))


def test_the_undo_point_and_its_refusal_survive_a_save():
    """Issue 34 item 3: after Continue Undo is offered exactly as before — allowed, or
    refused because new cards were seen."""
    m = _match("durak", 2, 4)
    while m.state.to_act != 0:
        m.apply(m.ai_choose(m.state.to_act))
    record = m.state.to_record()
    m.apply(m.state.legal_actions(0)[0])
    back = _roundtrip(m)
    assert back.undo_refusal() is None
    back.take_back()
    assert back.state.to_record() == record and back.undone == {0}
    assert "undo" not in back.to_json()
    # the AI answers until a hidden card is seen: refused, before and after the save
    rng = random.Random(2)
    while m.undo_refusal() is None and not m.deal_over and m.state.to_act != 0:
        m.apply(rng.choice(m.state.legal_actions(m.state.to_act)))
    reason = m.undo_refusal()
    assert reason in (NEW_CARDS, None, OVER)
    if reason != OVER:
        assert _roundtrip(m).undo_refusal() == reason


def test_a_save_with_an_undo_point_the_program_could_not_write_is_refused():
    m = _match("durak", 2, 4)
    while m.state.to_act != 0:
        m.apply(m.ai_choose(m.state.to_act))
    m.apply(m.state.legal_actions(0)[0])
    m.apply(m.ai_choose(m.state.to_act))
    data = m.to_json()
    assert data["undo"] == {"at": 0}
    ai_move = next(i for i, a in enumerate(m.state.history) if a.player != 0)
    for bad in ({"at": ai_move}, {"at": len(m.state.history)}, {"at": -1}, {"at": "1"}, {"at": 1, "x": 2}, []):
        with pytest.raises(RecordError):
            Match.from_json(json.loads(json.dumps({**data, "undo": bad})))
    hot = json.loads(json.dumps(data))
    hot["seats"][1]["kind"] = "human"
    with pytest.raises(RecordError):
        Match.from_json(hot)
