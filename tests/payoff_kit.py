"""A deal's last bout at the table, for the tests of the moment at its end (issue 34, item 11):
two players, the stock empty, the person holding two sixes, the AI four cards that cannot beat
the six of spades (trump clubs)."""

from __future__ import annotations

from cardtable.engine.durak.rig import position
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene

SIXES, AI_HAND = "6♠ 6♥", "10♦ 10♥ J♦ Q♦"


def last_bout(lang: str = "en", size: tuple[int, int] = (1280, 720), speed: str = "normal",
              names: tuple[str, str] = ("Anna", "Boris"), lead: str = SIXES) -> tuple[App, TableScene]:
    """Anna (the person, she) leads next with ``lead`` in hand; Boris (Normal AI, he) defends."""
    i18n.set_language(lang)
    app = App(size, fixed_dt=1 / 60, settings={"speed": speed})
    m = Match("durak", [Seat(names[0], "human", "normal", "f"), Seat(names[1], "ai", "normal", "m")], {}, seed=1)
    m.state = position(2, [lead, AI_HAND], trump="A♣", attacker=0)
    m.initial_events = []
    table_extras.install(app)
    scene = TableScene(app, m)
    app.push(scene)
    for _ in range(30):
        app.step()
    return app, scene
