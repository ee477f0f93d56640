"""The table's controls say and stay where a player expects (issue 34): the main button's
label always names what pressing it does now (item 2), the hint's outline sits on the raised
card (item 6), and the top bar's buttons keep their places as Undo and Hint come and go
(item 7).  Everything goes through the table scene with real mouse events."""

from __future__ import annotations

import pytest

from cardtable import engine
from cardtable.engine.durak.cards import card, parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.i18n import t
from cardtable.ui.scene import App
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
    scene = TableScene(app, m)
    app.push(scene)
    run(app, 120)                      # the deal lands
    return app, scene


def action_labels(scene) -> list[tuple[str, bool]]:
    """The action buttons as drawn: (label, is the main button)."""
    scene.draw(scene.app.screen)
    return [(b.text if isinstance(b.text, str) else b.text(), b.primary) for b in scene.buttons]


@pytest.mark.parametrize("lang, beaten, enough", [("en", "Beaten", "Done"), ("ru", "Бито", "Хватит")])
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
