"""Outside engines in the UI (issue 36): setup seats one (its command typed in the seat's
row, a bad one refused in both languages), and the table says an engine's faults in its
game log right after the line of the move the AI made for it; the engine ends with the
table.  (UI tests: pygame starts here, so they live apart from tests/test_engine_seat.py,
whose arena runs fork worker processes.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardtable.match import Match, Seat
from cardtable.net.engine_process import live_engines

PY = sys.executable
HOSTILE = Path(__file__).resolve().parent / "engine_bots" / "hostile_bot.py"
GREEDY = f"{PY} {Path(__file__).resolve().parent.parent / 'examples' / 'bots' / 'greedy_bot.py'}"


@pytest.mark.parametrize("lang, empty, missing, shown", [
    ("en", "Seat 2: type the program to run as the engine, with its arguments.",
     "Seat 2: there is no program “no-such-program-xyz” to run as the engine.", "program and arguments…"),
    ("ru", "Место 2: впишите программу, которую запустить как движок, с её аргументами.",
     "Место 2: не найдена программа «no-such-program-xyz», которую нужно запустить как движок.",
     "программа и аргументы…"),
])
def test_setup_seats_an_engine_typed_in_its_row(home, lang, empty, missing, shown):
    import pygame

    from cardtable.ui import i18n
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.setup import SetupScene

    i18n.set_language(lang)
    try:
        app = App((1280, 720), fixed_dt=1 / 60)
        setup = SetupScene(app, "durak")
        app.push(setup)
        setup.set_players(2)
        while setup.seats[1]["kind"] != "engine":
            setup.cycle_seat(1)
        assert setup.engine_shown(1) == shown
        setup.start()
        assert setup.error == empty and app.top is setup
        setup._edit(1)
        for text in ("no-such-program-xyz", " x.py"):
            setup.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
        setup.start()
        assert setup.error == missing and app.top is setup
        for _ in range(len("no-such-program-xyz x.py")):
            setup.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
        setup.handle(pygame.event.Event(pygame.TEXTINPUT, text=GREEDY))
        assert setup.engine_shown(1) == "…" + GREEDY[-27:] + "|"
        m = setup.make_match(seed=3)
        assert [(s.name, s.kind, s.engine) for s in m.seats[1:]] == [("greedy_bot", "engine", GREEDY)]
        setup.cycle_seat(1)                      # engine -> human: a person again, the command kept aside
        assert setup.seats[1]["kind"] == "human" and setup.editing is None
    finally:
        i18n.set_language("en")


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


@pytest.mark.parametrize("lang, said", [
    ("en", "A saved game never starts a program: the engines' seats are played by the computer."),
    ("ru", "Сохранённая игра не запускает программ: за места движков играет компьютер."),
])
def test_a_restored_match_runs_no_program_its_save_names(home, tmp_path, lang, said):
    """A save is a file, and a file is bad until checked: one that names an engine's command
    line (a hostile save could name any program) starts nothing on Continue.  The seat is
    played by its own AI level and the table says so (until play moves on); the program never
    ran."""
    from cardtable.ui import i18n
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.table import TableScene

    marker = tmp_path / "ran"
    command = f"{PY} -c \"open({str(marker)!r}, 'w').write('x')\""
    data = Match("durak", [Seat("You", "human"), Seat("Bot", "engine", engine=command)], {}, seed=2).to_json()
    back = Match.from_json(data)
    i18n.set_language(lang)
    try:
        app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
        scene = app.push(TableScene(app, back, restored=True))
        app.step()
        assert said in [text for text, _e, _t in scene.toasts]
        for _ in range(240):
            app.step()
        assert scene.engines is None and live_engines() == 0 and not marker.exists()
        from cardtable.net.engine_seat import EngineSeat
        agent = back.agent(1)                  # the seat's own level plays it
        assert not isinstance(agent, EngineSeat) and agent.level == "normal"
    finally:
        i18n.set_language("en")
