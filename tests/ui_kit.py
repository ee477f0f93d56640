"""Helpers shared by the table UI tests (dummy video driver): step frames, click, and drag a
card with real mouse events, so the tests go through the same input path as a player."""

import pygame


def run(app, frames: int = 5) -> None:
    for _ in range(frames):
        app.step()


def play_to_result(app, max_frames: int, seen: set | None = None) -> None:
    """Step an autoplayed table until the match result screen is on top (at most ``max_frames``
    frames); ``seen`` collects the type names of the scenes on top along the way."""
    from cardtable.ui.scenes.results import MatchResultScene

    for _ in range(max_frames):
        app.step()
        if seen is not None:
            seen.add(type(app.top).__name__)
        if isinstance(app.top, MatchResultScene):
            return
    raise AssertionError(f"no result screen after {app.frames} frames")


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def click_button(app, scene, button) -> None:
    """Click a table's action button as a person does: no sooner than ``REACT_S`` after the
    buttons last changed (the table takes no faster press: it was aimed at what stood there)."""
    from cardtable.ui.scenes.table_room import REACT_S

    while app.time - scene._buttons_at < REACT_S:
        app.step()
    click(app, button.rect.center)


def drag_sprite(app, sp, target, grab: float = 0.3) -> None:
    """Press on the sprite (``grab`` of its width left of its centre, where a fanned card
    shows), move, and release on ``target``."""
    x, y = int(sp.pos[0] - sp.size[0] * grab), int(sp.pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 40, y - 60), rel=(40, -60),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    app.step()


def drag(app, scene, c: int, target, grab: float = 0.3) -> None:
    """Drag card ``c`` of the table scene's hand onto ``target``."""
    drag_sprite(app, scene.table.sprites[("c", c)], target, grab)
