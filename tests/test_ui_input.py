"""Input that never misfires (issue 18, item 1): while a drag is live the drag owns the
pointer.  Real mouse events go through the real event loop (``App.step``): a card dragged
onto any button of any game's table presses nothing and slides home; a lost button-up
(focus lost, released outside the window, a motion with no button held, a new press,
Esc, another scene on top) ends the drag with nothing played."""

from __future__ import annotations

import random
from functools import partial

import pygame
import pytest

from cardtable import engine
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.results import DealResultScene
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.table_room import REACT_S
from tests.ui_kit import drag_sprite, run

pytestmark = pytest.mark.ui

GAMES = [info.id for info in engine.games()]


def post(kind, **kw) -> None:
    pygame.event.post(pygame.event.Event(kind, **kw))


def table_with_buttons(game: str, seed: int = 1, players: int = 3) -> tuple[App, TableScene]:
    """A table (the human at seat 0, Easy AIs) played on until the human may play a card
    and also has an action button (Take, Done, Draw …)."""
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    table_extras.install(app)                       # the hint and log buttons, as in the program
    info = engine.game_info(game)
    n = max(info.min_players, min(players, info.max_players))
    m = Match(game, [Seat("You", "human")] + [Seat(f"AI{i}", "ai", "easy") for i in range(1, n)], {}, seed)
    scene = TableScene(app, m)
    app.push(scene)
    rng = random.Random(seed)
    for _ in range(4000):
        app.step()
        if isinstance(app.top, DealResultScene):
            app.top.next()
            continue
        if app.top is not scene:
            break
        legal = scene.human_actions()
        if not legal or scene.table.animating():
            continue
        if any(a.cards for a in legal) and scene.buttons and _playable(scene):
            run(app, 2)
            return app, scene
        scene.try_apply(rng.choice(legal))
    raise AssertionError(f"{game}: no moment with a card to play and an action button")


def _playable(scene):
    return [sp for sp in scene.table.sprites.values() if sp.extra.get("hand") and sp.raised]


def buttons_of(scene) -> list:
    out = list(scene.buttons) + [scene.menu_button]
    ex = scene.extras if scene.extras.shown else None   # the hint and log, where installed
    if ex is not None:
        out += [ex.log_button] + ([ex.hint_button] if ex.can_hint() else [])
    return out


class snapshot:
    """What a misfire would change: the history, the scene on top, the log panel, and any
    message that was not there before."""

    def __init__(self, app, scene):
        self.app, self.scene = app, scene
        self.key = self._key()
        self.toasts = {t[0] for t in scene.toasts}

    def _key(self) -> tuple:
        scene = self.scene
        return (len(scene.match.state.history), type(self.app.top).__name__, scene.extras.log_open)

    def __eq__(self, other) -> bool:
        new = {t[0] for t in self.scene.toasts} - other.toasts
        return self._key() == other.key and not new


def settled_home(app, scene, sp) -> None:
    run(app, 40)
    assert scene.table.interaction.drag is None
    assert sp.extra.get("hand") and not sp.moving
    assert sp.current()[:2] == tuple(sp.pos)


@pytest.mark.parametrize("game", GAMES)
def test_a_drag_released_over_any_button_presses_nothing_and_the_card_goes_home(game):
    app, scene = table_with_buttons(game)
    for button in buttons_of(scene):
        assert button.rect.w > 0, button.key
        sp = _playable(scene)[0]
        before = snapshot(app, scene)
        drag_sprite(app, sp, button.rect.center)
        assert snapshot(app, scene) == before, f"{game}: a drop on {button.key!r} pressed it"
        settled_home(app, scene, sp)
        assert snapshot(app, scene) == before
    # the buttons still work with a real click afterwards (nothing left holding the pointer)
    log = scene.extras.log_button
    post(pygame.MOUSEBUTTONDOWN, pos=log.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=log.rect.center, button=1)
    app.step()
    assert scene.extras.log_open


def _grab(app, scene):
    """Press on a playable card and move it 120 px up with the button held; returns the sprite."""
    sp = _playable(scene)[0]
    x, y = int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x + 30, y - 120), rel=(30, -120), buttons=(1, 0, 0))
    app.step()
    assert scene.table.interaction.drag is not None and scene.table.interaction.drag["moved"]
    return sp


@pytest.mark.parametrize("lost", ["focus", "outside", "no_button", "new_press", "escape", "right_button",
                                  "window_left"])
def test_a_lost_button_up_ends_the_drag_cleanly(lost):
    app, scene = table_with_buttons("durak")
    before = snapshot(app, scene)
    sp = _grab(app, scene)
    if lost == "focus":
        post(pygame.WINDOWFOCUSLOST)
    elif lost == "outside":                    # let go beyond the window's edge
        post(pygame.MOUSEMOTION, pos=(1279, 300), rel=(900, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=(1400, 300), button=1)
    elif lost == "no_button":                  # the button-up never arrived; the mouse moves on
        post(pygame.MOUSEMOTION, pos=(600, 200), rel=(5, 5), buttons=(0, 0, 0))
    elif lost == "new_press":                  # … and the next click comes
        post(pygame.MOUSEBUTTONDOWN, pos=scene.menu_button.rect.center, button=1)
        post(pygame.MOUSEBUTTONUP, pos=scene.menu_button.rect.center, button=1)
    elif lost == "escape":
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    elif lost == "right_button":
        post(pygame.MOUSEBUTTONUP, pos=(600, 200), button=3)
    elif lost == "window_left":                # out of the window with the button up
        post(pygame.WINDOWLEAVE)
    app.step()
    assert scene.table.interaction.drag is None
    assert snapshot(app, scene) == before       # nothing played, no pause opened, no message
    settled_home(app, scene, sp)
    # the next drag works as usual
    sp = _grab(app, scene)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    app.step()
    assert scene.table.interaction.drag is None


def test_a_drag_interrupted_by_an_overlay_ends_when_the_table_is_back():
    app, scene = table_with_buttons("durak")
    before = len(scene.match.state.history)
    sp = _grab(app, scene)
    scene.pause()                              # e.g. the window's pause, a result, a curtain …
    assert isinstance(app.top, PauseScene) and scene.table.interaction.drag is None
    post(pygame.MOUSEBUTTONUP, pos=(640, 300), button=1)   # the release lands on the pause overlay
    app.step()
    app.pop()
    settled_home(app, scene, sp)
    assert len(scene.match.state.history) == before


def test_keys_do_nothing_while_a_card_is_held():
    """Space (the main button), H (hint), L (log) and F1 wait until the card is let go."""
    app, scene = table_with_buttons("durak")
    before = snapshot(app, scene)
    sp = _grab(app, scene)
    for k in (pygame.K_SPACE, pygame.K_h, pygame.K_l, pygame.K_F1):
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.step()
    assert snapshot(app, scene) == before and scene.table.interaction.drag is not None
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    app.step()
    settled_home(app, scene, sp)
    assert snapshot(app, scene) == before


def test_a_click_while_cards_fly_leaves_nothing_held():
    """Normal speed: the human attacks, and while the AI's answer animates the player clicks
    and drags a card; nothing sticks to the pointer and the state stays the engine's."""
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "normal"})
    m = Match("durak", [Seat("You", "human"), Seat("AI", "ai", "easy")], {}, seed=4)
    scene = app.push(TableScene(app, m))
    for _ in range(600):
        app.step()
        if scene.human_actions() and not scene.table.animating():
            break
    attack = next(a for a in scene.human_actions() if a.kind == "attack")
    assert scene.try_apply(attack)
    for _ in range(300):                       # until the AI's move is in flight
        app.step()
        if len(m.state.history) > 1 and scene.table.animating():
            break
    sp = next(sp for sp in scene.table.sprites.values() if sp.extra.get("hand"))
    x, y = int(sp.rect().centerx), int(sp.rect().centery)
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x, y - 150), rel=(0, -150), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(x, y - 150), button=1)
    app.step()
    run(app, 120)
    assert scene.table.interaction.drag is None
    assert all(not s.moving for s in scene.table.sprites.values() if s.extra.get("hand"))


@pytest.mark.parametrize("game", GAMES)
def test_a_press_on_the_felt_slid_onto_any_button_presses_nothing(game):
    """Clumsy hands: the button goes down on the felt (or on a card that cannot move yet,
    while the deal flies) and comes up over Take, Log, Menu …: no press begun on a button,
    no click.  Seen in a real window: a slip during the deal opened the log."""
    app, scene = table_with_buttons(game)
    felt = scene.table.centre_rect.center
    for button in buttons_of(scene):
        before = snapshot(app, scene)
        post(pygame.MOUSEBUTTONDOWN, pos=felt, button=1)
        post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)
        app.step()
        run(app, 5)
        assert snapshot(app, scene) == before, f"{game}: a slide onto {button.key!r} pressed it"
    # a press and a release on the button is still a click
    log = scene.extras.log_button
    post(pygame.MOUSEBUTTONDOWN, pos=log.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=log.rect.center, button=1)
    app.step()
    assert scene.extras.log_open


@pytest.mark.parametrize("game,n", [("strong_witchcraft", 6), ("donkey", 12)])
def test_a_card_dropped_or_a_click_on_the_log_lying_over_the_table_plays_nothing(game, n):
    """Where a table can neither dock the open log nor keep a panel free for it, the log lies
    over its right side — over a part of the place cards are played to (so it was at 960×600
    for these crowded tables until session 11; forced here).  A card dropped on the log, or a
    selected card and a click there, played it onto the table hidden under the log; now the
    log is the log's: the card slides home, nothing is played."""
    i18n.set_language("en")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    table_extras.install(app)
    m = Match(game, [Seat("You", "human")] + [Seat(f"AI{i}", "ai", "easy") for i in range(1, n)], {}, 1)
    scene = TableScene(app, m)
    app.push(scene)
    ex = table_extras.extras(scene)
    ex.panel_width = lambda size: 0            # no panel: the log lies over the table
    ex.toggle_log()
    rng = random.Random(1)
    spot = None
    for _ in range(3000):
        app.step()
        if isinstance(app.top, DealResultScene):
            app.top.next()
            continue
        legal = scene.human_actions()
        if not legal or scene.table.animating():
            continue
        under = [z.rect.clip(ex.log_rect) for z in scene.table.interaction.zones
                 if ex.log_rect is not None and z.rect.colliderect(ex.log_rect)]
        if under and _playable(scene):
            spot = under[0].center
            break
        scene.try_apply(rng.choice(legal))
    assert spot is not None and ex.dock_width((960, 600)) == 0
    run(app, 2)
    sp = _playable(scene)[0]
    before = snapshot(app, scene)
    drag_sprite(app, sp, spot)
    assert snapshot(app, scene) == before, "a drop on the log played the card under it"
    settled_home(app, scene, sp)
    x, y = int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)          # select the card with a click …
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    app.step()
    assert scene.table.interaction.selected
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)            # … and click on the log over the table
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    run(app, 5)
    assert snapshot(app, scene) == before, "a click on the log played the selected card under it"
    pygame.display.quit()


def _fast_two_player_durak():
    """You against an easy computer at Fast speed (seed 3: the computer attacks first)."""
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "fast"})
    m = Match("durak", [Seat("You", "human"), Seat("AI", "ai", "easy")], {}, seed=3)
    scene = TableScene(app, m)
    app.push(scene)
    return app, m, scene


def _button(scene, key):
    """The action button ``key`` now shown, or None."""
    return next((b for b in scene.buttons if b.key == key), None)


@pytest.mark.parametrize("how", ["click", "space"])
def test_a_double_click_on_take_does_not_take_the_next_attack_too(how):
    """At Fast speed, two players: «Беру» pressed, the computer attacks again and the next
    «Беру» stands in the same place 0.33 s later — inside a double-click's span, so a
    double-click (or a double tap of Space) took the next attack unseen.  The second press
    within SETTLE_S of an action taken by a button, once other buttons came, does nothing; a
    press after that takes as always."""
    from cardtable.ui.scene import SETTLE_S

    app, m, scene = _fast_two_player_durak()
    take_button = partial(_button, scene, "take")

    def press(rect):
        if how == "click":
            post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
            post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
        else:
            post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        app.step()

    pressed = float("-inf")
    first = None
    while first is None:                                  # a «Беру» followed at once by the next one
        app.step()
        assert not m.deal_over and app.time < 120
        b = take_button()
        if (b is None or scene.table.animating() or app.time - max(pressed, scene.shown_at) <= SETTLE_S
                or app.time - scene._buttons_at < REACT_S):      # a person sees it first
            continue
        rect = b.rect.copy()
        takes = sum(1 for a in m.state.history if a.kind == "take")
        press(rect)
        assert sum(1 for a in m.state.history if a.kind == "take") == takes + 1
        pressed = app.time
        while app.time - pressed < SETTLE_S and not m.deal_over:
            app.step()
            if take_button() is not None and take_button().rect == rect:
                first = rect                              # the next «Беру», where the first was
                break
    history = list(m.state.history)
    press(first)                                          # the second click of the double-click
    assert m.state.history == history
    while app.time - pressed < SETTLE_S or app.time - scene._buttons_at < REACT_S:
        app.step()
    if take_button() is not None and m.state.history == history:
        press(take_button().rect)                          # a deliberate press later takes
        assert sum(1 for a in m.state.history if a.kind == "take") == takes + 2


def test_a_button_takes_no_press_sooner_than_a_hand_can_reach_it():
    """The computer attacks and «Беру» comes up under a pointer whose click was already on its
    way (aimed at the felt): a press within REACT_S of the button's coming presses nothing; the
    same click once the button has stood there REACT_S takes the cards."""
    app, m, scene = _fast_two_player_durak()
    while _button(scene, "take") is None or scene.table.animating():
        app.step()
        assert not m.deal_over and app.time < 120
    assert app.time - scene._buttons_at < REACT_S          # it has just come up
    history = list(m.state.history)
    rect = _button(scene, "take").rect.copy()
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
    app.step()
    assert m.state.history == history and _button(scene, "take").rect == rect
    while app.time - scene._buttons_at < REACT_S:
        app.step()
    assert m.state.history == history
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
    app.step()
    assert m.state.history == history + [m.state.history[-1]] and m.state.history[-1].kind == "take"


def test_a_press_held_while_other_buttons_came_presses_none_of_them():
    """The left button goes down on «Беру»; before it comes up the attack is taken (Space) and
    the computer attacks again, so the next «Беру» stands where the first was.  The release
    presses nothing: a button takes only a press that began on it.  A new click takes."""
    from cardtable.ui.scene import SETTLE_S

    app, m, scene = _fast_two_player_durak()
    take_button = partial(_button, scene, "take")

    def takes():
        return sum(1 for a in m.state.history if a.kind == "take")

    while True:                                           # a «Беру» the next attack brings back
        while take_button() is None or scene.table.animating() or app.time - scene.shown_at <= SETTLE_S:
            app.step()
            assert not m.deal_over and app.time < 120
        rect = take_button().rect.copy()
        post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)   # held on «Беру» …
        app.step()
        before = takes()
        post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)   # … taken by Space
        app.step()
        assert takes() == before + 1
        pressed = app.time
        while not m.deal_over and (take_button() is None or app.time - pressed <= SETTLE_S):
            app.step()
        if take_button() is not None and take_button().rect == rect:
            break
        post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
        app.step()
        assert not m.deal_over and app.time < 120
    history = list(m.state.history)
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)          # the held press ends over it
    app.step()
    assert m.state.history == history
    while app.time - scene._buttons_at < REACT_S:
        app.step()
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)        # a click of its own takes
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
    app.step()
    assert takes() == len([a for a in history if a.kind == "take"]) + 1
