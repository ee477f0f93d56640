"""The table says an outside engine's faults in its game log (issue 36), in both languages,
right after the line of the move the AI made for it; the engine ends with the table.
(A UI test: pygame starts here, so it lives apart from tests/test_engine_seat.py, whose
arena runs fork worker processes.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardtable.match import Match, Seat
from cardtable.net.engine_process import live_engines

PY = sys.executable
HOSTILE = Path(__file__).resolve().parent / "engine_bots" / "hostile_bot.py"


@pytest.mark.parametrize("lang, said", [
    ("en", "H answered something that is not a move: the AI made the move instead."),
    ("ru", "H: ответ — не ход; ход сделал ИИ."),
])
def test_the_table_says_an_engines_fault_in_its_log(home, tmp_path, lang, said):
    """The table scene with a garbage engine: its log holds, after the engine seat's move, the
    line saying the AI made it; the engine is ended when the table goes."""
    from cardtable.ui import i18n
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.table import TableScene
    from cardtable.ui.scenes.table_extras import Extras

    i18n.set_language(lang)
    try:
        app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant", "autoplay": True})
        m = Match("durak", [Seat("H", "engine", engine=f"{PY} {HOSTILE} garbage"), Seat("N", "ai", "normal")],
                  {}, seed=4)
        scene = TableScene(app, m, autoplay=True)
        app.push(scene)
        for _ in range(600):
            if m.deal_over:
                break
            app.step()
        lines = Extras(scene).lines()
        engine_moves = [i for i, a in enumerate(m.state.history) if a.player == 0]
        assert engine_moves and lines.count(said) == len(engine_moves)
        first = lines.index(said)
        assert lines[first - 1].startswith("H ")          # right after the line of its move
        scene.leave()
        assert live_engines() == 0
    finally:
        i18n.set_language("en")
