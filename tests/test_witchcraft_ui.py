"""The Strong Witchcraft table under the dummy driver: the lay button (SW-12), drag to
lead (SW-5), a refused cover with its rule (SW-3, GEN-3), the seniority wheel's focus
(SW-2), and a whole autoplayed deal at 2 and 4 players."""

from __future__ import annotations

import pygame
import pytest
from test_witchcraft_helpers import rig

from cardtable import engine
from cardtable.engine.witchcraft.cards import parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables.strong_witchcraft import StrongWitchcraftTable
from tests.ui_kit import click, click_button, run
from tests.ui_kit import drag as drag_by


def drag(app, scene, c, target) -> None:
    """Spell cards are grabbed at their centre."""
    drag_by(app, scene, c, target, grab=0.0)


pytestmark = pytest.mark.ui

HANDS = ["F1 W1 D1 A1 E2 F3", "L1 L1 L1 M1 M1 M1"]


def make_table(players: int = 2, human: bool = True, lang: str = "en", hands=None, first: int = 0):
    i18n.set_language(lang)
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat(f"P{i}", "human" if (i == 0 and human) else "ai", "normal") for i in range(players)]
    m = Match("strong_witchcraft", seats, {}, seed=1)
    if hands is not None:
        opts = m.info.deal_options({**m.deal_options, "first": first})
        m.state = engine.new_game("strong_witchcraft", players, seed=1, options=opts, deck=rig(hands))
        m.initial_events = list(m.state.initial_events)
    scene = TableScene(app, m, autoplay=not human)
    app.push(scene)
    return app, scene





def test_table_module_is_found():
    from cardtable.ui.tables import table_class
    assert table_class("strong_witchcraft") is StrongWitchcraftTable


def test_lay_button_lists_the_combination_SW_12():
    app, scene = make_table(hands=HANDS)
    run(app, 3)
    lays = [b for b in scene.buttons if b.key == "lay"]
    assert len(lays) == 1 and "(1)" in lays[0].text
    click_button(app, scene, lays[0])
    st = scene.match.state
    assert str(st.history[0]) == "0:lay F1 W1 D1 A1"
    run(app, 2)
    assert not [b for b in scene.buttons if b.key == "lay"]
    assert ("c", parse_card("A1")) in scene.table.sprites       # laid in front of the player


def test_drag_to_lead_and_wheel_focus_SW_5_SW_2():
    app, scene = make_table(hands=HANDS)
    run(app, 3)
    table = scene.table
    f3 = parse_card("F3")
    sp = table.sprites[("c", f3)]
    click(app, (int(sp.pos[0]), int(sp.pos[1])))           # select: the wheel shows Fire
    assert table.focus_colour() == 0
    surf = pygame.Surface((1280, 720))
    scene.draw(surf)
    drag(app, scene, f3, table.pairs_rect.center)
    st = scene.match.state
    assert str(st.history[0]) == "0:attack F3"


def test_dropping_a_card_that_does_not_beat_is_refused_SW_3():
    """GEN-3: a drop on the attack card with a card that does not beat it is refused with
    the rule id and changes nothing."""
    app, scene = make_table(hands=["L1 L1 L1 M1 M1 M1", "F1 W1 D1 A1 E2 F3"], first=1)
    st = scene.match.state
    st.apply("1:attack F3")               # red 3 onto the human: green and purple cannot beat it
    scene.table.sync(instant=True)
    run(app, 2)
    assert st.to_act == 0 and st.phase == "defend"
    zones = {z.zone: z for z in scene.table.drop_zones(scene.current_view())}
    assert "cover:0" in zones and "transfer" in zones
    drag(app, scene, parse_card("L1"), zones["cover:0"].rect.center)
    assert scene.last_refusal is not None and scene.last_refusal.rule == "SW-3"
    assert st.to_act == 0 and len(st.history) == 1
    take = [b for b in scene.buttons if b.key == "take"]
    assert take
    click_button(app, scene, take[0])
    assert str(st.history[1]) == "0:take"


@pytest.mark.parametrize("players,lang", [(2, "en"), (4, "ru")])
def test_autoplay_a_deal_to_the_end(players, lang):
    app, scene = make_table(players, human=False, lang=lang)
    surf = pygame.Surface((1280, 720))
    for i in range(4000):
        app.step()
        if i % 25 == 0:
            app.top.draw(surf)
        if scene.match.last_result is not None:
            lines = scene.table.result_lines(scene.match.last_result)
            assert len(lines) >= 2
            break
    assert scene.match.last_result is not None


def test_many_strong_witchcrafts_are_laid_through_one_button_and_a_chooser_SW_12():
    app, scene = make_table(hands=["F1 W1 D1 A1 E1 L1", "L2 L2 L2 M2 M2 M2"])
    run(app, 3)
    lays = [a for a in scene.human_actions() if a.kind == "lay"]
    assert len(lays) > 2
    buttons = [b for b in scene.buttons if b.key == "lay"]
    assert len(buttons) == 1 and len(scene.buttons) <= scene.table.max_buttons
    click_button(app, scene, buttons[0])
    chooser = scene.table.chooser
    assert [o.value for o in chooser.options] == lays
    rects = chooser.rects(scene.table.centre_rect)[1]
    click(app, rects[1].center)
    assert scene.match.state.history[0] == lays[1]
    assert scene.table.chooser is None


@pytest.mark.parametrize("size,lang", [((960, 600), "ru"), ((960, 600), "en"), ((1920, 1080), "ru")])
def test_the_laid_count_over_a_seat_is_never_cut_SW_12(size, lang):
    """Seen at 6 players in a 960×600 window: «Сильное…» over the laid sets, the count lost.
    The label is the full words where they fit whole, else "✦ 1/2" — never cut."""
    from cardtable.ui.tables.furniture import fitted
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        seats = [Seat("P0", "human")] + [Seat(f"P{i}", "ai", "easy") for i in range(1, 6)]
        scene = app.push(TableScene(app, Match("strong_witchcraft", seats, {}, seed=1)))
        run(app, 2)
        table = scene.table
        full = {"en": "Strong Witchcraft 1/2", "ru": "Сильное колдунство 1/2"}[lang]
        for p in range(6):
            width = table.lay.seats[p].extra.w
            label = table.laid_label(1, 2, width)
            assert label in (full, "✦ 1/2")
            assert fitted(label, width, 10, True)[1] == label, (p, label, width)
        if size == (960, 600):
            assert table.laid_label(1, 2, table.lay.seats[1].extra.w) == "✦ 1/2"
        assert table.laid_label(1, 2, size[0] // 2) == full
    finally:
        i18n.set_language("en")
