"""The UI's wall-clock guard reaches the endgame searches too (issue 31: a decision never
exceeds its budget + 10%): past the deadline an exact search stops as if out of its budget
and hands over, whatever its count of steps would still allow.  The arena and the tests run
without a deadline, so there the searches stay pure functions of the view and the steps."""

from __future__ import annotations

import itertools
import random
import time

from test_witchcraft_endgame import GAME, NORMAL, POSITION

from cardtable.ai.base import HeuristicAgent
from cardtable.ai.durak_endgame import Solver, world_of
from cardtable.ai.durak_endgame import exact_search as durak_exact
from cardtable.ai.endgame_positions import exact_positions
from cardtable.ai.witchcraft_endgame import exact_search as witchcraft_exact
from cardtable.engine import from_position


def big_durak_position():
    """A two-player throw-in position with an empty stock whose search takes > 1,000 positions."""
    for s in itertools.islice(exact_positions("durak", 2, {"variant": "throw_in"}, 1, 8), 200):
        view = s.view(s.to_act)
        solver = Solver(view.player)
        solver.best(world_of(view))
        if solver.nodes > 1_000:
            return s
    raise AssertionError("no position searching 1,000 positions in 200 deals")


def test_a_passed_deadline_stops_the_durak_endgame_search():
    s = big_durak_position()
    p = s.to_act
    view, legal = s.view(p), s.legal_actions(p)
    normal = HeuristicAgent("durak", "normal").choose(view, legal, random.Random(1))
    found, stats = durak_exact(view, legal, normal, None, 1_000_000)
    assert found in legal and stats["exact"] == 1 and stats["nodes"] > 1_000
    found, stats = durak_exact(view, legal, normal, None, 1_000_000, deadline=time.perf_counter() - 1)
    assert found is None and stats["exact"] == -1
    assert stats["nodes"] == 256  # the clock is read every 256 positions


def test_a_passed_deadline_stops_the_witchcraft_endgame_search():
    st = from_position(GAME, POSITION)
    view, legal = st.view(0), st.legal_actions(0)
    normal = NORMAL.choose(view, legal, random.Random(1))
    found, stats = witchcraft_exact(view, legal, normal, NORMAL.choose, 4000)
    assert str(found) == "0:attack L2"
    found, stats = witchcraft_exact(view, legal, normal, NORMAL.choose, 4000,
                                    deadline=time.perf_counter() - 1)
    assert found is None and stats["exact"] == -1
