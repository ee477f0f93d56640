"""What every game's position tests share (docs/notation.md, "Positions"): a state read back
from its position must be the same deal — position text, who acts, phase, every seat's legal
actions and view (without the history: a position holds the state, not the actions that led
to it), result and returns."""

from __future__ import annotations

from collections.abc import Callable


def plain_view(state, p) -> dict:
    """Seat ``p``'s view as a dict without its history."""
    v = state.view(p).to_dict()
    del v["history"]
    return v


def assert_same(a, b, view: Callable = plain_view) -> None:
    """``b`` is the deal ``a`` is, as far as any seat or the rules can tell."""
    assert b.to_position() == a.to_position()
    assert b.to_act == a.to_act and b.phase == a.phase and b.is_over == a.is_over
    for p in range(a.num_players):
        assert [str(x) for x in b.legal_actions(p)] == [str(x) for x in a.legal_actions(p)]
        assert view(b, p) == view(a, p)
    assert b.result == a.result and b.returns() == a.returns()


def play_to_end(state, rng):
    """``state`` played to the end of its deal by random legal actions drawn from ``rng``."""
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def assert_record_replays(deal, position: str, corrupt: tuple[str, str] | None = None) -> None:
    """GEN-1: the record of ``deal``, started from ``position``, carries that position instead
    of a deck and replays to the same end; with ``corrupt`` (a text replacement making the
    position contradict the recorded actions or itself) the record is refused."""
    import pytest

    from cardtable.engine import RecordError, replay

    rec = deal.to_record()
    assert rec["position"] == position and rec["deck"] is None
    again = replay(rec)
    assert again.to_record() == rec
    assert again.result == deal.result and again.returns() == deal.returns()
    if corrupt is not None:
        bad = dict(rec, position=rec["position"].replace(*corrupt))
        assert bad["position"] != rec["position"]
        with pytest.raises(RecordError):
            replay(bad)
