"""The table's controls say and stay where a player expects (issue 34): the main button's
label always names what pressing it does now (item 2), the hint's outline sits on the raised
card (item 6), and the top bar's buttons keep their places as Undo and Hint come and go
(item 7).  Everything goes through the table scene with real mouse events."""

from __future__ import annotations

import pygame
import pytest

from cardtable import engine
from cardtable.engine.durak.cards import card, parse_card
from cardtable.match import Match, Seat
from cardtable.ui import anim, i18n, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, drag, run

pytestmark = pytest.mark.ui


def durak_table(p0: str, p1: str, *, variant: str = "transfer", lang: str = "en",
                size: tuple[int, int] = (1280, 720)) -> tuple[App, TableScene]:
    """Two-player durak at Normal speed, me (P0) against a Normal AI, with these hands; trump
    hearts (A♥ under the stock); I hold the lowest trump, so I lead (DUR-4)."""
    i18n.set_language(lang)
    app = App(size, fixed_dt=1 / 60, settings={"speed": "normal"})
    m = Match("durak", [Seat("P0", "human", "normal"), Seat("P1", "ai", "normal")], {"variant": variant}, seed=1)
    hands = [[parse_card(x) for x in h.split()] for h in (p0, p1)]
    deck = [c for pair in zip(*hands) for c in pair] + [card(14, 1)]
    deck += [c for c in range(36) if c not in deck]
    m.state = engine.new_game("durak", 2, seed=1, options=m.info.deal_options({**m.deal_options, "dealer": 1}),
                              deck=deck)
    m.initial_events = list(m.state.initial_events)
    table_extras.install(app)          # Hint and the game log, as in the game
    scene = TableScene(app, m)
    app.push(scene)
    run(app, 120)                      # the deal lands
    return app, scene


def action_labels(scene) -> list[tuple[str, bool]]:
    """The action buttons as drawn: (label, is the main button)."""
    scene.draw(scene.app.screen)
    return [(b.text if isinstance(b.text, str) else b.text(), b.primary) for b in scene.buttons]


@pytest.mark.parametrize("lang, beaten, enough", [("en", "Pass", "Done"), ("ru", "Бито", "Хватит")])
def test_the_main_button_is_renamed_when_a_throw_in_leaves_a_card_uncovered_DUR_8(lang, beaten, enough):
    """Transfer durak: I lead 7♠, the AI covers with 8♠ and the main button reads «Бито»; I
    throw in 8♣ and, holding 8♦ too, may go on throwing in (DUR-8): the same "done" button now
    stops the throw-ins with 8♣ uncovered, so it reads «Хватит», and pressing it does that."""
    app, scene = durak_table("6♥ 7♠ 8♣ 8♦ 10♠ J♣", "7♥ 8♠ 9♣ 10♦ Q♠ K♦", lang=lang)
    assert (t("durak.beaten"), t("durak.enough")) == (beaten, enough)
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    assert str(scene.match.state.history[-1]) == "0:attack 7♠"
    run(app, 20)
    cover = next(a for a in scene.match.state.legal_actions(1) if a.cards == (parse_card("8♠"),))
    scene.apply_ai(1, cover)
    run(app, 60)
    assert action_labels(scene) == [(beaten, True)]
    drag(app, scene, parse_card("8♣"), scene.table.pairs_rect.center)
    assert str(scene.match.state.history[-1]) == "0:throw 8♣"
    run(app, 30)
    assert action_labels(scene) == [(enough, True)]
    click(app, scene.buttons[0].rect.center)
    assert str(scene.match.state.history[-1]) == "0:done"


def drawn(scene, monkeypatch) -> tuple[dict, list]:
    """One frame of the scene: the top bar's buttons drawn {key: (rect, enabled)}, and the
    cards drawn [(card, rect)] with the hint's outlines [rect] as ``("outline", rect)``."""
    buttons: dict = {}
    shapes: list = []
    real_button, real_sprite, real_rect = widgets.Button.draw, anim.draw_sprite, pygame.draw.rect
    real_extras = table_extras.Extras.draw
    in_extras = []

    def button(self, surface):
        if self.key in ("undo", "hint", "log", "menu"):
            buttons[self.key] = (self.rect.copy(), self.enabled)
        return real_button(self, surface)

    def sprite(target, sp):
        rect = real_sprite(target, sp)
        shapes.append((sp.card, rect))
        return rect

    def outline(surface, color, rect, *a, **k):
        if in_extras and color == widgets.ACCENT:
            shapes.append(("outline", pygame.Rect(rect)))
        return real_rect(surface, color, rect, *a, **k)

    def extras(self, surface):
        in_extras.append(True)
        try:
            return real_extras(self, surface)
        finally:
            in_extras.pop()

    monkeypatch.setattr(widgets.Button, "draw", button)
    monkeypatch.setattr(anim, "draw_sprite", sprite)
    monkeypatch.setattr(pygame.draw, "rect", outline)
    monkeypatch.setattr(table_extras.Extras, "draw", extras)
    try:
        scene.app.draw(scene.app.screen)
    finally:
        monkeypatch.setattr(widgets.Button, "draw", real_button)
        monkeypatch.setattr(anim, "draw_sprite", real_sprite)
        monkeypatch.setattr(pygame.draw, "rect", real_rect)
        monkeypatch.setattr(table_extras.Extras, "draw", real_extras)
    return buttons, shapes


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_hints_outline_lies_on_the_raised_card(size, monkeypatch):
    """Issue 34, item 6: Hint (clicked) outlines the card a Normal AI would lead; the card is
    raised as every playable card of the hand is, and the outline is round it, not 10–15 px
    lower over its neighbour."""
    app, scene = durak_table("6♥ 7♠ 8♣ 8♦ 10♠ J♣", "7♥ 8♠ 9♣ 10♦ Q♠ K♦", size=size)
    buttons, _ = drawn(scene, monkeypatch)
    click(app, buttons["hint"][0].center)
    hint = scene.extras.hint
    assert hint is not None and len(hint[0].cards) == 1
    [c] = hint[0].cards
    assert scene.table.sprites[("c", c)].raised
    _, shapes = drawn(scene, monkeypatch)
    [card_rect] = [r for k, r in shapes if k == c]
    [ring] = [r for k, r in shapes if k == "outline"]
    assert ring == card_rect.inflate(px(10), px(10))


def test_the_top_bar_buttons_keep_their_places_as_undo_and_hint_come_and_go(monkeypatch):
    """Issue 34, item 7: Undo, Hint, Log and Menu stand in the same places all deal long; Undo
    is greyed until there is a move to take back, Hint while it is not my turn, and a click on
    a greyed one does nothing."""
    app, scene = durak_table("6♥ 7♠ 8♣ 8♦ 10♠ J♣", "7♥ 8♠ 9♣ 10♦ Q♠ K♦", size=(960, 600))
    first, _ = drawn(scene, monkeypatch)
    places = {k: r for k, (r, _on) in first.items()}
    assert set(places) == {"undo", "hint", "log", "menu"}
    assert {k: on for k, (_r, on) in first.items()} == {"undo": False, "hint": True, "log": True, "menu": True}
    history = len(scene.match.state.history)
    click(app, places["undo"].center)                   # greyed: nothing to take back
    assert len(scene.match.state.history) == history
    assert t("undo.done") not in [text for text, _e, _ttl in scene.toasts]
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    assert str(scene.match.state.history[-1]) == "0:attack 7♠"
    seen = set()
    for _ in range(20):                                 # the AI thinks: my Hint is greyed
        app.step()
        now, _ = drawn(scene, monkeypatch)
        assert {k: r for k, (r, _on) in now.items()} == places
        seen.add((now["undo"][1], now["hint"][1]))
    assert (True, False) in seen
    click(app, places["hint"].center)
    assert scene.extras.hint is None
