"""A deal as long as the rules allow is saved and continued (issue 37 item 4): the save's
limit on a deal's actions follows from its size limit, which the writer keeps too."""

from __future__ import annotations

import json

from cardtable.match import Match, Seat
from cardtable.match.schema import MAX_ACTIONS, MAX_SAVE_BYTES
from cardtable.match.storage import Store


def endless_durak(actions: int) -> Match:
    """Three seats where every defender takes and nobody throws in: after the stock is gone
    each seat gives one card and takes one every three bouts (DUR-9, DUR-10), so the deal never
    ends by itself — a legal deal of any length."""
    m = Match("durak", [Seat("Anna", "human"), Seat("Boris", "ai"), Seat("Vera", "ai")],
              {"variant": "throw_in"}, seed=1)
    st = m.state
    for _ in range(actions):
        legal = st.legal_actions(st.to_act)
        kinds = {a.kind: a for a in legal}
        m.apply(kinds.get("take") or kinds.get("done") or kinds.get("pass") or legal[0])
    assert not st.is_over
    return m


def test_a_deal_of_over_10000_actions_is_saved_and_continued(tmp_path):
    m = endless_durak(10_050)
    store = Store(tmp_path, tmp_path)
    assert store.save_game({"match": m.to_json()})
    back = store.load_game(lambda data: Match.from_json(data["match"]))
    assert store.problems == []
    assert back is not None and [str(a) for a in back.state.history] == [str(a) for a in m.state.history]
    assert back.state.view(0) == m.state.view(0)


def test_every_save_the_writer_may_write_holds_no_more_actions_than_the_reader_takes():
    """The shortest action's JSON is 6 bytes ('"0:x",'): a file within the size limit the
    reader takes cannot hold more actions than MAX_ACTIONS."""
    assert MAX_ACTIONS >= MAX_SAVE_BYTES // len(json.dumps("0:x") + ",")


def test_a_save_over_the_size_limit_is_not_written_and_the_old_one_stays(tmp_path, monkeypatch):
    import cardtable.match.storage as storage

    store = Store(tmp_path, tmp_path)
    m = endless_durak(50)
    assert store.save_game({"match": m.to_json()})
    before = store.save_path.read_bytes()
    monkeypatch.setitem(storage.MAX_BYTES, "save", len(before) + 10)
    endless = endless_durak(400)
    assert not store.save_game({"match": endless.to_json()})
    assert store.save_path.read_bytes() == before
    assert [(p.file, p.code) for p in store.problems] == [("save", "write_failed")]
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
