"""`cardtable --selftest`: prove an installed program (or the one-file executable) works.

Opens the real UI (on the dummy video driver when there is no display), loads every part
each game's plugin names, plays one short all-AI deal of every game the engine lists at
instant animation speed, checks after each deal that the table was really drawn (the
window holds many colours, not a blank fill), and returns 0; on any failure it prints what failed and returns 1.  Nothing is read from
or written to the player's settings, statistics or saves.
"""

from __future__ import annotations

import os
import sys
import time
import traceback

MAX_FRAMES_PER_DEAL = 60_000


def _headless_if_needed() -> None:
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY") \
            and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def rendered_colours(surface) -> int:
    """How many distinct colours a 64×36 thumbnail of the window holds."""
    import pygame

    thumb = pygame.transform.smoothscale(surface, (64, 36))
    return len({thumb.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def run(out=print) -> int:
    start = time.perf_counter()
    _headless_if_needed()
    try:
        import pygame

        from cardtable import engine, plugins
        from cardtable.match import Match, Seat
        from cardtable.ui.scene import App
        from cardtable.ui.scenes.table import TableScene
    except Exception as exc:  # a broken bundle: say what is missing
        out(f"selftest: FAILED to import the program: {type(exc).__name__}: {exc}")
        return 1
    failures = []
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant", "autoplay": True})
    try:
        for info in engine.games():
            entry = plugins.plugin(info.id)
            if entry is None:     # a bundle that lost a game's plugin module
                failures.append(f"{info.id}: no plugin")
                continue
            try:
                for name in entry.dotted_names().values():
                    plugins.load(name)
            except Exception as exc:
                failures.append(f"{info.id}: its plugin names {name!r}: {type(exc).__name__}: {exc}")
                continue
            players = max(info.min_players, min(4, info.max_players))
            seats = [Seat(f"AI {i + 1}", "ai", "normal") for i in range(players)]
            t0 = time.perf_counter()
            try:
                match = Match(info.id, seats, {}, seed=1)
                scene = TableScene(app, match, autoplay=True)
                app.reset(scene)
                colours = 0
                while not match.deal_over and app.frames < MAX_FRAMES_PER_DEAL:
                    app.step()
                    if app.frames % 30 == 0:
                        colours = max(colours, rendered_colours(app.screen))
                if not match.deal_over:
                    failures.append(f"{info.id}: the deal did not end")
                    continue
                colours = max(colours, rendered_colours(app.screen))
                if colours < 12:
                    failures.append(f"{info.id}: the table was not drawn ({colours} colours)")
                    continue
                result = match.state.result
                assert result is not None, "the deal was played to its end"
                out(f"selftest: {info.id:18} {players} players  {len(match.state.history):4} actions  "
                    f"{(time.perf_counter() - t0) * 1000:6.0f} ms  losers {result.losers}  ok")
            except Exception as exc:
                failures.append(f"{info.id}: {type(exc).__name__}: {exc}")
                traceback.print_exc()
    finally:
        pygame.quit()
    total = (time.perf_counter() - start) * 1000
    if failures:
        for f in failures:
            out(f"selftest: FAILED {f}")
        return 1
    out(f"selftest: all {len(engine.games())} games played and drawn in {total:.0f} ms")
    return 0
