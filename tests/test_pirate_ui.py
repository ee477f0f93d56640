"""The Pirate Party table under the dummy driver: duplicate cards get their own sprites,
drag to the pile, refusals with the rule id (PIR-5), the 'All hands on
deck!' button (PIR-12), AI catching a human out of turn, and autoplayed deals at 2 and
10 players."""

from __future__ import annotations

import pygame
import pytest
from test_pirate_kit import SHED3, SHED3_MOVES, rig_deck

from cardtable import engine
from cardtable.engine.pirate.cards import parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n, widgets, words
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables.pirate_faces import FACE_OF
from cardtable.ui.tables.pirate_party import PirateTable
from tests.ui_kit import drag_sprite as drag_to

pytestmark = pytest.mark.ui


def make_table(hands, starter="R5", stock="G1 G2 G3 G4", speed="instant", options=None, moves=()):
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": speed})
    n = len(hands)
    seats = [Seat(f"P{i}", "human" if i == 0 else "ai", "normal") for i in range(n)]
    m = Match("pirate_party", seats, options or {}, seed=1)
    opts = m.info.deal_options({**m.deal_options, "dealer": n - 1, **(options or {})})
    m.state = engine.new_game("pirate_party", n, seed=1, options=opts, deck=rig_deck(hands, starter, stock))
    for mv in moves:
        m.state.apply(mv)
    m.initial_events = list(m.state.initial_events)
    scene = TableScene(app, m)
    app.push(scene)
    for _ in range(3 if speed == "instant" else 150):  # let the deal's animation settle
        app.step()
    return app, scene


def hand_sprites(scene, face: str) -> list:
    f = parse_card(face)
    return [sp for k, sp in scene.table.sprites.items() if sp.extra.get("hand") and FACE_OF[sp.card] == f]



def test_table_module_is_found():
    from cardtable.ui.tables import table_class
    assert table_class("pirate_party") is PirateTable


def test_duplicates_have_their_own_sprites_and_drag_plays_PIR_5():
    app, scene = make_table(["R7 R7 W Y2 B3 B4 B6", "G1 G2 G3 G4 G6 G7 G8"])
    sevens = hand_sprites(scene, "R7")
    assert len(sevens) == 2 and sevens[0].key != sevens[1].key
    drag_to(app, sevens[1], scene.table.discard_pos)
    st = scene.match.state
    assert [str(a) for a in st.history][:1] == ["0:play R7"]
    assert len(hand_sprites(scene, "R7")) == 1


def test_illegal_drop_is_refused_with_the_rule():
    app, scene = make_table(["Y2 R1 B3 B4 B6 B8 B9", "G1 G2 G3 G4 G6 G7 G8"])
    [y2] = hand_sprites(scene, "Y2")
    drag_to(app, y2, scene.table.discard_pos)
    assert not scene.match.state.history
    assert scene.last_refusal is not None and scene.last_refusal.rule == "PIR-5"


def test_call_button_then_drop_PIR_12():
    app, scene = make_table(SHED3, moves=SHED3_MOVES)
    app.step()
    assert scene.table.call_rect is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.table.call_rect.center, button=1))
    app.step()
    assert scene.table.call_armed
    [r7] = hand_sprites(scene, "R7")
    drag_to(app, r7, scene.table.discard_pos)
    assert str(scene.match.state.history[len(SHED3_MOVES)]) == "0:play R7 !"


def test_ai_catches_a_human_who_forgot_PIR_12():
    app, scene = make_table(SHED3, moves=SHED3_MOVES, speed="fast")
    [r7] = hand_sprites(scene, "R7")
    drag_to(app, r7, scene.table.discard_pos)
    texts = [str(a) for a in scene.match.state.history]
    assert texts[-1] == "0:play R7"
    for _ in range(600):
        app.step()
        if any("catch" in str(a) for a in scene.match.state.history):
            break
    assert any(str(a).endswith("catch @0") for a in scene.match.state.history)


@pytest.mark.parametrize("players", [2, 10])
def test_autoplay_deal(players):
    i18n.set_language("ru")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "fast"})
    seats = [Seat(f"P{i}", "ai", ("easy", "normal")[i % 2]) for i in range(players)]
    m = Match("pirate_party", seats, {"jump_in": True, "seven_zero": True, "five_exchange": True}, seed=2)
    scene = TableScene(app, m, autoplay=True)
    app.push(scene)
    for _ in range(400):
        app.step()
    assert len(m.state.history) > 5
    i18n.set_language("en")


def test_five_exchange_by_dropping_on_a_seat_PIR_20():
    app, scene = make_table(["R5 R1 B3 B4 B6 B8 B9", "G1 G2 G3 G4 G6 G7 G8", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"],
                            options={"five_exchange": True})
    [r5] = hand_sprites(scene, "R5")
    drag_to(app, r5, scene.table.discard_pos)
    assert scene.match.state.view(0)["phase"] == "five"
    [r1] = hand_sprites(scene, "R1")
    drag_to(app, r1, scene.table.seat_xy[2])
    for _ in range(120):
        app.step()
        if len(scene.match.state.history) > 2:
            break
    texts = [str(a) for a in scene.match.state.history]
    assert texts[1] == "0:exchange R1 @2" and texts[2].startswith("2:give ")


def test_no_colour_is_shown_before_the_first_card_lies_on_the_pile():
    """Seen at ten players: «Цвет: жёлтый» and a yellow ring round an empty pile while the
    deal's cards were still flying; the colour shows once the first card has landed."""
    i18n.set_language("en")
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "normal"})
    seats = [Seat("You", "human")] + [Seat(f"P{i}", "ai", "normal") for i in range(1, 10)]
    scene = TableScene(app, Match("pirate_party", seats, {}, seed=7))
    app.push(scene)
    app.step()
    table = scene.table
    top = table.sprites[("c", table.ids.discard[-1])]
    assert top.moving and table.shown_colour(scene.current_view()) is None
    plate = table.colour_plate_rect()
    app.draw(app.screen)
    felt = widgets.felt(app.size).get_at(plate.center)
    assert app.screen.get_at(plate.center) == felt                   # no plate drawn there
    for _ in range(600):
        app.step()
        if not top.moving:
            break
    assert not top.moving
    colour = scene.current_view()["colour"]
    assert table.shown_colour(scene.current_view()) == colour
    app.draw(app.screen)
    assert app.screen.get_at(plate.center) != felt                   # «Colour: …» on its plate


@pytest.mark.parametrize("scoring,target,en,ru", [
    ("collect", 0, "Points (500 wins)", "очки, 500 — победа"),
    ("collect", 200, "Points (200 wins)", "очки, 200 — победа"),
    ("penalty", 0, "Penalty (200 loses)", "штрафные очки, 200 — проигрыш"),
    ("penalty", 150, "Penalty (150 loses)", "штрафные очки, 150 — проигрыш"),
])
def test_the_sheet_and_strip_say_the_matchs_own_target_PIR_3(scoring, target, en, ru):
    """A match played to 50 points said «Очки (500 — победа)» over its sheet and in the strip,
    and ended at 440: the words now give the match's own target (option ``target``)."""
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat("Маша", "human", "normal", "f"), Seat("Пётр", "ai", "normal", "m")]
    scene = TableScene(app, Match("pirate_party", seats, {"scoring": scoring, "target": target}, seed=1))
    app.push(scene)
    app.step()
    i18n.set_language("en")
    assert scene.table.total_label() == en
    i18n.set_language("ru")
    try:
        assert scene.table.score_meaning() == ru
    finally:
        i18n.set_language("en")


def test_a_name_and_its_points_stay_on_one_line():
    """«… Маша 89, Игрок / 5 103» was seen in a deal's result at ten players: the points list
    wrapped inside a name.  Each "name points" keeps together on its line."""
    from cardtable.engine import Result
    from cardtable.ui.scenes.results import DealResultScene
    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
        seats = [Seat("Маша", "ai", "normal", "f")] + [Seat(f"Игрок {p}", "ai", "normal", "m") for p in range(1, 10)]
        m = Match("pirate_party", seats, {}, seed=2)
        scene = TableScene(app, m, autoplay=True)
        app.push(scene)
        app.step()
        pts = [89, 13, 17, 5, 0, 103, 65, 16, 12, 120]
        m.last_result = Result(order=[4, 3, 8, 1, 7, 2, 6, 0, 5, 9], losers=[], scores=[0] * 10, winners=[4],
                               notes={"scoring": "collect", "hand_points": pts})
        _box, lines, _sheet = DealResultScene(app, scene).layout(app.size)
        points = [line for line in lines if "Игрок" in line and "," in line]
        assert len(points) >= 2                                  # the list does wrap at 960×600
        for p in range(10):
            if p != 4:
                item = f"{seats[p].name} {pts[p]}".replace(" ", "\u00a0")
                assert sum(item in line for line in lines) == 1, (item, lines)
    finally:
        i18n.set_language("en")


def test_the_english_article_is_chosen_by_the_sound_not_by_a_second_string():
    """"an 8" came from a parallel key that the Russian table had to repeat word for word."""
    assert [words.a_or_an(f) for f in ("0", "1", "7", "8", "11", "18", "80", "+2", "⊘", "⇄", "apple")] == [
        "a 0", "a 1", "a 7", "an 8", "an 11", "an 18", "an 80", "a +2", "a ⊘", "a ⇄", "an apple"]
    for lang in i18n.LANGUAGES:
        assert not [k for k in i18n.table(lang) if k.endswith(".an")], lang


@pytest.mark.parametrize("starter,said", [("G8", "Your turn: lay a green card or an 8, or draw"),
                                          ("G7", "Your turn: lay a green card or a 7, or draw")])
def test_your_turn_reads_an_8(starter, said):
    """Read aloud: "lay a green card or a 8"."""
    app, scene = make_table(["R7 R1 G3 B4 B6 B8 B9", "Y1 Y2 Y3 Y4 Y6 Y7 Y9"], starter=starter)
    assert scene.match.state.to_act == 0
    assert scene.table.status_text(scene.current_view()) == said
    i18n.set_language("ru")
    try:
        assert scene.table.status_text(scene.current_view()) == (
            f"Ваш ход: зелёная карта или «{starter[1]}», иначе возьмите карту")
    finally:
        i18n.set_language("en")
