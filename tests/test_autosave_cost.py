"""The autosave after every action costs one action, not the whole deal (issue 37 item 5):
``Match.to_json`` keeps the texts of the actions already written, is a snapshot a writer thread
may serialise while the match goes on, and a view's history is shared, never copied."""

from __future__ import annotations

import copy
import json

from test_long_deals import endless_durak

from cardtable.engine.durak.actions import DurakAction
from cardtable.match import Match


def test_each_autosave_names_only_the_new_actions(monkeypatch):
    m = endless_durak(2000)
    m.to_json()                                   # the deal so far, once
    calls = [0]
    real = DurakAction.__str__

    def counted(self):
        calls[0] += 1
        return real(self)

    monkeypatch.setattr(DurakAction, "__str__", counted)
    for _ in range(20):
        st = m.state
        legal = st.legal_actions(st.to_act)
        m.apply(next((a for a in legal if a.kind in ("take", "done")), legal[0]))
        m.to_json()
    assert calls[0] == 20
    monkeypatch.undo()
    data = json.loads(json.dumps(m.to_json()))
    assert data["record"] == m.state.to_record()
    assert Match.from_json(data).state.view(1) == m.state.view(1)


def test_the_snapshot_does_not_change_with_the_match():
    m = endless_durak(30)
    snap = m.to_json()
    before = json.dumps(snap, sort_keys=True)
    st = m.state
    m.apply(st.legal_actions(st.to_act)[0])
    m.sheet["totals"][0] += 1                      # as a scored deal would
    m.sheet["deals"].append({"x": 1})
    assert json.dumps(snap, sort_keys=True) == before
    m.sheet["deals"].pop()
    m.sheet["totals"][0] -= 1


def test_a_copy_of_a_view_shares_its_history():
    m = endless_durak(500)
    view = m.state.view(0)
    twin = copy.deepcopy(view)
    assert twin.history is view.history and twin == view
    assert len(twin.history) == 500
