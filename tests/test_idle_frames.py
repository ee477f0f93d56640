"""The frame loop's own costs (issue 19): an idle screen sleeps until input instead of
redrawing 60 times a second, frame statistics keep bounded memory, and a seat's name is
fitted to its badge with a logarithmic number of measurements, cached."""

from __future__ import annotations

import pygame
import pytest

from cardtable.match import Match, Seat
from cardtable.ui import assets
from cardtable.ui import scene as scene_mod
from cardtable.ui.scene import App, FrameLog
from cardtable.ui.scenes.menu import MenuScene
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables import furniture

pytestmark = pytest.mark.ui


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    a = App((1280, 720))                 # real time: no fixed_dt, as a player's program runs
    yield a
    pygame.quit()
    assets.reset_caches()


@pytest.fixture
def sleeps(monkeypatch):
    """Count the idle loop's sleeps instead of sleeping."""
    calls = []
    clock = [0.0]

    def fake_sleep(s):
        calls.append(s)
        clock[0] += s

    monkeypatch.setattr(scene_mod.time, "sleep", fake_sleep)
    monkeypatch.setattr(scene_mod.time, "monotonic", lambda: clock[0])
    return calls


def test_an_idle_menu_sleeps_until_input_or_half_a_second(app, sleeps):
    app.push(MenuScene(app))
    app.step()
    assert app.idle
    sleeps.clear()
    app.step()                            # nothing queued: sleeps in small steps up to IDLE_WAIT_S
    assert sum(sleeps) >= scene_mod.IDLE_WAIT_S and max(sleeps) <= scene_mod.IDLE_POLL_S
    sleeps.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.step()                            # input queued: no sleep at all
    assert sleeps == []


def _table(app, seats):
    m = Match("durak", seats, {}, seed=1)
    t = TableScene(app, m)
    app.push(t)
    return t


def test_a_table_waiting_for_a_person_is_idle_and_a_moving_one_is_not(app, sleeps):
    app.fixed_dt = 1 / 60                 # advance the animations without waiting for them
    t = _table(app, [Seat("Anna", "human"), Seat("Bot", "ai", "normal")])
    assert not t.idle()                   # the deal is still being dealt (cards moving)
    for _ in range(2000):
        app.step()
        if t.idle():
            break
    assert t.idle() and t.match.state.to_act == 0 and not t.table.animating()
    legal = t.match.state.legal_actions(0)
    t.try_apply(legal[0])
    assert not t.idle()                   # a card flies, then the AI answers


def test_an_ai_turn_is_never_idle(app):
    app.fixed_dt = 1 / 60
    t = _table(app, [Seat("Bot", "ai", "random"), Seat("Bot 2", "ai", "random")])
    for _ in range(200):
        app.step()
        assert not t.idle() and not app.idle


def test_results_wait_for_the_player_only_without_a_timer(app):
    from cardtable.ui.scenes import payoff
    from cardtable.ui.scenes.results import MatchResultScene
    t = _table(app, [Seat("Anna", "human"), Seat("Bot", "ai", "normal")])
    r = MatchResultScene(app, t)
    assert not r.idle()                   # its moment (medals, podium rising) moves a while …
    r.update(payoff.MOMENT_S)
    assert r.idle()                       # … then it waits for the player without drawing
    t.autoplay = True
    assert not MatchResultScene(app, t).idle()


def test_frame_statistics_keep_bounded_memory():
    log = FrameLog(size=100)
    for i in range(1000):
        log.append(float(i))
    assert len(log) == 100 and log.count == 1000
    assert log.values() == [float(i) for i in range(900, 1000)]
    small = FrameLog(size=100)
    for i in range(5):
        small.append(float(i))
    assert small.values() == [0.0, 1.0, 2.0, 3.0, 4.0]


def test_app_frame_statistics_use_the_ring(app):
    app.fixed_dt = 1 / 60
    app.push(MenuScene(app))
    for _ in range(5):
        app.step()
    stats = app.stats()
    assert stats["frames"] == 5 and isinstance(app.frame_times, FrameLog)
    assert app.frame_times.size == scene_mod.FRAME_LOG_SIZE


def _old_fit(text, width, size, bold=False):
    """The linear algorithm the cached binary search replaced."""
    s = size
    while s > 11 and assets.font(s, bold).size(text)[0] > width:
        s -= 1
    while len(text) > 1 and assets.font(s, bold).size(text)[0] > width:
        text = text[:-2] + "…"
    return s, text


@pytest.mark.parametrize("text", ["Anna", "Александра Сергеевна", "W" * 32, "i" * 32, "Tom · Dealer",
                                  "Ж" * 10 + " " + "m" * 21])
@pytest.mark.parametrize("width", [40, 90, 150, 400])
def test_fitted_text_fits_and_keeps_the_old_font_size(app, text, width):
    furniture._fitted.clear()
    size, shown = furniture.fitted(text, width, 18, True)
    old_size, _old_text = _old_fit(text, width, 18, True)
    assert size == old_size
    if shown == text:
        assert assets.font(size, True).size(text)[0] <= width
    else:
        assert shown.endswith("…") and text.startswith(shown[:-1])
        assert assets.font(size, True).size(shown)[0] <= width or shown == "…"
        longer = text[:len(shown)] + "…"        # one more character would not fit
        assert assets.font(size, True).size(longer)[0] > width


def test_fitting_a_long_name_measures_logarithmically_and_once(app, monkeypatch):
    furniture._fitted.clear()
    measured = []
    real_font = assets.font

    class Counting:
        def __init__(self, f):
            self.f = f

        def size(self, t):
            measured.append(len(t))
            return self.f.size(t)

    monkeypatch.setattr(assets, "font", lambda s, bold=False: Counting(real_font(s, bold)))
    text = "Long name " * 10_000                 # 100,000 characters
    size, shown = furniture.fitted(text, 150, 18, True)
    assert shown.endswith("…") and len(shown) < 40
    assert len(measured) <= 2 * (18 - 11 + 1).bit_length() + 2 + (len(text)).bit_length()
    measured.clear()
    assert furniture.fitted(text, 150, 18, True) == (size, shown)
    assert measured == []                        # cached: the next frame measures nothing
