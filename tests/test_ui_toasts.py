"""The table's messages cover nothing of the table (issue 18): seen in a real window,
«Глеб: беру!» stood over the «Колода»/«Бито» labels.  For every game at its largest table, in
windows of 960×600 and 1280×720, in English and Russian, at several moments of a deal (cards
on the table), two messages — a long one and a short one — are drawn inside the window,
covering none of the piles and their labels, the seats, the cards lying on the table, the
status line, the hand or the controls; the newest is always shown, the older one beside it
only where it fits."""

from __future__ import annotations

import pygame
import pytest

from cardtable import engine
from cardtable.match import Match, Seat
from cardtable.ui import anim, i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes import toasts
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.ui

LARGEST = [(g.id, g.max_players) for g in engine.games()]
LONG = {"en": "The lowest trump is 6♦: Konstantin leads", "ru": "Младший козырь — 6♦: начинает Константин"}
SHORT = {"en": "Gleb: I take!", "ru": "Глеб: беру!"}


def obstacles(scene: TableScene) -> dict[str, pygame.Rect]:
    table = scene.table
    lay = table.lay
    out = {f"centre {k}": r for k, r in table.furniture().items()}
    for p, box in lay.seats.items():
        for i, r in enumerate(box.rects()):
            out[f"seat {p}.{i}"] = r
    out.update({"status": lay.status, "hand": lay.hand, "corner": lay.corner})
    for i, r in enumerate(scene.hud_rects()):          # the action buttons shown, Undo, Menu, Hint, Log
        out[f"control {i}"] = r
    if scene.hud._score[0] is not None:
        out["score"] = scene.hud._score[0]
    for k, sp in table.sprites.items():
        if not sp.moving and not sp.extra.get("hand"):
            out[f"card {k}"] = sp.rect()
    return {k: r for k, r in out.items() if r.w and r.h}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("game,n", LARGEST)
def test_messages_cover_nothing_of_the_table(game, n, size, lang):
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 20, settings={"speed": "fast"})
        seats = [Seat(f"P{p}", "ai", "random") for p in range(n)]
        scene = TableScene(app, Match(game, seats, {}, seed=3), autoplay=True)
        app.reset(scene)
        window = pygame.Rect((0, 0), size)
        checked = 0
        for _ in range(8):
            for _ in range(10):
                app.step()
            if scene.match.deal_over or app.top is not scene:
                break
            app.draw(app.screen)
            scene.toasts = []
            scene.toast(LONG[lang])
            scene.toast(SHORT[lang])
            boxes = scene.toast_boxes()
            assert boxes and boxes[-1][1] == SHORT[lang]          # the newest is always shown
            if len(boxes) == 2:
                assert boxes[0][1].replace("\n", " ") == LONG[lang]
                assert not boxes[0][0].colliderect(boxes[1][0])
            things = obstacles(scene)
            for box, _text, _error in boxes:
                assert window.contains(box)
                hit = [k for k, r in things.items() if box.colliderect(r)]
                assert not hit, (game, size, lang, box, hit)
            checked += 1
        assert checked >= 2
    finally:
        i18n.set_language("en")


def test_the_older_message_stands_above_the_newest_where_there_is_room():
    obstacles = [pygame.Rect(0, 300, 1280, 20)]
    boxes = toasts.place([("first", False), ("second", True)], (1280, 720), 480, (100, 520), obstacles)
    (older, t1, e1, _s1), (newest, t2, e2, _s2) = boxes
    assert (t1, e1, t2, e2) == ("first", False, "second", True)
    assert newest.bottom == 480 and older.bottom == newest.top - 6 and older.centerx == newest.centerx == 640


def test_a_message_moves_off_a_label_and_narrows_into_a_gap():
    label_l, label_r = pygame.Rect(200, 440, 150, 50), pygame.Rect(930, 440, 150, 50)
    status = pygame.Rect(300, 500, 680, 40)
    things = [label_l, label_r, status]
    (box, text, _e, _s), = toasts.place([("x " * 60, False)], (1280, 720), 480, (100, 500), things)
    assert box.bottom == 440 and "\n" not in text     # one line, just above the labels
    (box, text, _e, _s), = toasts.place([("x " * 50, False)], (1280, 720), 480, (410, 500), things)
    assert box.collidelist(things) < 0 and 410 <= box.top and box.bottom <= 500
    assert text.count("\n") == 2 and 350 <= box.x and box.right <= 930    # three lines between the labels


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["durak", "witch_durak"])
def test_a_long_refusal_covers_the_status_line_rather_than_the_table(game, lang):
    """At six players in 960×600 the throw-in limit's refusal (DUR-7, the longest) fits in no
    free place: it stood over the piles' labels and the cards on the table; it covers the
    status line under it instead (what was wrong matters more then than whose turn it is)."""
    from cardtable.engine import IllegalAction
    i18n.set_language(lang)
    try:
        app = App((960, 600), fixed_dt=1 / 20, settings={"speed": "fast"})
        seats = [Seat("Maria", "human", "normal", "f")] + [Seat(f"P{p}", "ai", "normal") for p in range(1, 6)]
        scene = TableScene(app, Match(game, seats, {}, seed=3))
        app.reset(scene)
        for _ in range(300):
            app.step()
            if scene.human_actions():
                break
        app.draw(app.screen)
        text = f"{i18n.refusal(IllegalAction('DUR-7', 'x'))} {i18n.t('rules.link_hint')}"
        scene.toast(text, error=True)
        box, shown, error, _size = scene.toast_layout()[-1]
        assert error and shown.replace("\n", " ") == text
        assert pygame.Rect(0, 0, 960, 600).contains(box)
        hit = [k for k, r in obstacles(scene).items() if box.colliderect(r) and k != "status"]
        assert not hit, (game, lang, box, hit)
    finally:
        i18n.set_language("en")


def _durak_table_with_a_message(text: str):
    """A 6-player Durak at 960×600 waiting for its human, with ``text`` said."""
    i18n.set_language("ru")
    app = App((960, 600), fixed_dt=1 / 20, settings={"speed": "fast"})
    seats = [Seat("Маша", "human", "normal", "f")] + [Seat(f"P{p}", "ai", "normal") for p in range(1, 6)]
    scene = TableScene(app, Match("durak", seats, {}, seed=3))
    app.reset(scene)
    for _ in range(300):
        app.step()
        if scene.human_actions() and not scene.table.animating():
            break
    scene.toasts = []
    scene.toast(text)
    return app, scene


def test_a_card_in_flight_is_drawn_over_a_message_not_under_it():
    """Seen at 6 players: «Маша: беру!» stood over the cards flying to Маша's hand."""
    try:
        app, scene = _durak_table_with_a_message("Маша: беру!")
        box = scene.toast_boxes()[-1][0]
        sp = next(s for s in scene.table.sprites.values() if s.extra.get("hand"))
        x, y = box.center
        sp.raised = False
        sp.tween = anim.Tween((x, y, 0.0), (sp.pos[0], sp.pos[1], 0.0), 10.0)   # on its way home, now here
        assert sp.moving and scene.toast_boxes()[-1][0] == box
        scene.draw(app.screen)
        face = sp.surface()
        for dx, dy in ((0, 0), (-8, -5), (8, 5)):    # the card's pixels where the message's text is
            assert app.screen.get_at((x + dx, y + dy)) == face.get_at((face.get_width() // 2 + dx,
                                                                       face.get_height() // 2 + dy))
    finally:
        i18n.set_language("en")


def test_a_message_is_not_placed_where_a_card_in_flight_will_lie():
    """A message placed on a card's landing place jumped aside when the card landed: it
    avoids where the cards in flight will lie as well as where cards lie."""
    try:
        app, scene = _durak_table_with_a_message("Маша: беру!")
        box = scene.toast_boxes()[-1][0]
        sp = next(s for s in scene.table.sprites.values() if not s.extra.get("hand"))
        start = sp.current()
        sp.move_to(box.center, 0.0, 10.0)            # it will lie where the message stands
        land = pygame.Rect(0, 0, *sp.size)
        land.center = box.center
        assert sp.moving and not sp.rect().colliderect(box)
        moved = scene.toast_boxes()[-1][0]
        assert not moved.colliderect(land), (moved, land)
        assert start[:2] != box.center
    finally:
        i18n.set_language("en")
