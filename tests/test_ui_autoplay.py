"""Autoplay (every seat AI, instant speed) runs a match of every Durak variant and player
count to its result screen (issue 3), and the command line's --frames/--screenshot/
--frame-stats work under the dummy driver."""

from __future__ import annotations

import json

import pytest

from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.results import DealResultScene, MatchResultScene
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import play_to_result

pytestmark = pytest.mark.ui

CASES = [(v, n, {}) for v in ("throw_in", "transfer", "simple") for n in range(2, 7)]
CASES += [("throw_in", 4, {"teams": "2x2"}), ("transfer", 6, {"teams": "3x3"}),
          ("transfer", 3, {"transfer_by_showing_trump": True, "no_transfer_first_bout": True}),
          ("throw_in", 3, {"italian": True})]


@pytest.mark.parametrize("variant,players,extra", CASES)
def test_autoplayed_match_reaches_the_result_screen(variant, players, extra):
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat(f"AI{p}", "ai", "random" if p % 2 else "normal") for p in range(players)]
    m = Match("durak", seats, {"variant": variant, "deals": 2, **extra}, seed=players * 7 + len(variant))
    app.push(TableScene(app, m, autoplay=True))
    seen: set = set()
    play_to_result(app, 3000, seen)
    assert DealResultScene.__name__ in seen
    assert len(m.sheet["deals"]) == 2
    assert m.is_over


@pytest.mark.parametrize("players", range(2, 7))
def test_autoplayed_witch_durak_reaches_the_result_screen(players):
    """Witch durak (chapter 2) uses the Durak table family; it too plays to its result."""
    from cardtable import engine
    if "witch_durak" not in {g.id for g in engine.games()}:
        pytest.skip("witch_durak is not registered")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    m = Match("witch_durak", [Seat(f"AI{p}", "ai", "random") for p in range(players)], {}, seed=players)
    app.push(TableScene(app, m, autoplay=True))
    play_to_result(app, 3000)
    assert isinstance(app.top, MatchResultScene) and m.is_over


def test_command_line_autoplay_frames_screenshot_and_stats(tmp_path):
    from cardtable.app import main
    shot, stats = tmp_path / "out.png", tmp_path / "stats.json"
    rc = main(["--autoplay", "--game", "durak", "--players", "6", "--seed", "3", "--speed", "fast",
               "--frames", "120", "--screenshot", str(shot), "--frame-stats", str(stats), "--lang", "en"])
    assert rc == 0
    assert shot.stat().st_size > 10_000
    data = json.loads(stats.read_text())
    assert data["frames"] == 120
    assert set(data) >= {"median_ms", "p95_ms", "p99_ms", "max_ms"}


def test_command_line_rejects_bad_options():
    from cardtable.app import main
    assert main(["--game", "durak", "--players", "5", "--option", "teams=2x2", "--frames", "1"]) == 2
    assert main(["--game", "nosuchgame", "--frames", "1"]) == 2
    assert main(["--game", "durak", "--option", "variant=transfer", "--seats", "human,hard",
                 "--frames", "3"]) == 0


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(20))
def test_soak_autoplay_fast_speed_every_variant(seed):
    """Long run (``-m soak``): fast animations, many seeds; the table keeps up with the engine."""
    i18n.set_language("ru" if seed % 2 else "en")
    variant = ("throw_in", "transfer", "simple")[seed % 3]
    players = 2 + seed % 5
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "fast"})
    m = Match("durak", [Seat(f"AI{p}", "ai", "normal") for p in range(players)],
              {"variant": variant, "deals": 2}, seed=1000 + seed)
    app.push(TableScene(app, m, autoplay=True))
    play_to_result(app, 60000)
    assert m.is_over
    i18n.set_language("en")
