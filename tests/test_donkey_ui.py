"""The Who's the Donkey? table under the dummy driver: choosing a set by value (any
copies), Play button and drag, refusals with the rule id (ESL-4, GEN-3), the donkey
holder's marker, and whole autoplayed matches at 3 and 12 players (ESL-9 sheet)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from test_donkey_rules import hands_of

from cardtable import engine
from cardtable.engine.donkey.cards import DONKEY, VALUE
from cardtable.match import Match, Seat
from cardtable.ui import i18n, words
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables.donkey import DonkeyTable
from tests.ui_kit import click, click_button, drag, run

pytestmark = pytest.mark.ui

SPECS = ("D 3x6 8x1 2", "2x8+J 5x3 5x4", "8x5 5x9", "3x10 8x11 2x12", "4x13 4x12 5x2")


def make_table(players: int = 5, human: bool = True, speed: str = "instant", lang: str = "en"):
    i18n.set_language(lang)
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": speed})
    seats = [Seat(f"P{i}", "human" if (i == 0 and human) else "ai", "normal") for i in range(players)]
    m = Match("donkey", seats, {}, seed=1)
    if players == 5:
        hands = hands_of(*SPECS)
        deck = [hands[i % 5][i // 5] for i in range(65)]
        opts = m.info.deal_options({**m.deal_options, "dealer": 4})
        m.state = engine.new_game("donkey", 5, seed=1, options=opts, deck=deck)
        m.initial_events = list(m.state.initial_events)
    scene = TableScene(app, m, autoplay=not human)
    app.push(scene)
    return app, scene




def click_card(app: App, scene: TableScene, c: int) -> None:
    sp = scene.table.sprites[("c", c)]
    click(app, (int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])))



def test_table_module_is_found():
    from cardtable.ui.tables import table_class
    assert table_class("donkey") is DonkeyTable


def test_select_other_copies_and_press_play_ESL_4():
    app, scene = make_table()
    run(app, 3)
    st = scene.match.state
    assert st.to_act == 0
    sixes = sorted(c for c in st.hands[0] if 40 <= c < 48)
    assert len(sixes) == 3
    # the two highest copies: the engine's action uses the lowest ids; values match
    click_card(app, scene, sixes[2])
    click_card(app, scene, sixes[1])
    run(app, 2)
    play = [b for b in scene.buttons if b.key == "play"]
    assert play and play[0].text == "Play two 6s"
    assert scene.table.interaction.lit  # the table lights up for the selection
    click_button(app, scene, play[0])
    assert str(st.history[0]) == "0:play 2x6"


def test_drag_a_mixed_set_is_refused_with_the_rule_ESL_4():
    app, scene = make_table()
    run(app, 3)
    st = scene.match.state
    six = min(c for c in st.hands[0] if 40 <= c < 48)
    one = min(c for c in st.hands[0] if c < 8)
    click_card(app, scene, six)
    click_card(app, scene, one)
    assert sorted(scene.table.interaction.selected) == sorted([six, one])
    assert not scene.table.interaction.lit and not [b for b in scene.buttons if b.key == "play"]
    before = st.view(0)
    drag(app, scene, one, scene.table.table_rect.center)
    assert st.history == [] and st.view(0) == before
    assert scene.last_refusal is not None and scene.last_refusal.rule == "ESL-4"


def test_in_the_donkey_round_a_second_click_changes_the_card_ESL_6():
    """Seen in a real window: in the donkey round (exactly one card, ESL-6) a click on a 2 and
    then on a 5 left both raised, no Play button and Space doing nothing.  Now the second
    click chooses the other card instead (here a 4, then a 9), its Play button is there and
    Space plays it."""
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    m = Match("donkey", [Seat("P0", "human")] + [Seat(f"P{i}", "ai", "normal") for i in range(1, 4)], {}, seed=1)
    scene = app.push(TableScene(app, m))
    run(app, 40)                                   # past the settling time of a table just shown
    st = m.state
    assert st.donkey_round and st.to_act == 0
    fours = sorted(c for c in st.hands[0] if VALUE[c] == 4)
    nines = sorted(c for c in st.hands[0] if VALUE[c] == 9)
    assert fours and nines
    click_card(app, scene, fours[0])
    click_card(app, scene, nines[0])
    run(app, 2)
    assert scene.table.interaction.selected == [nines[0]]
    play = [b for b in scene.buttons if b.key == "play"]
    assert play and play[0].text == "Play one 9"
    played = len(st.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    run(app, 2)
    assert len(st.history) > played and str(st.history[played]) == "0:play 9"


def test_lead_the_donkey_by_drag_and_marker_ESL_6():
    app, scene = make_table()
    run(app, 3)
    st = scene.match.state
    assert scene.table.status_text(scene.current_view()).startswith("Your lead")
    drag(app, scene, DONKEY, scene.table.table_rect.center)
    assert str(st.history[0]) == "0:play D"
    surf = pygame.Surface((1280, 720))
    for _ in range(30):
        app.step()
        scene.draw(surf)
        if st.donkey_holder is not None:
            break
    assert st.donkey_round or st.donkey_holder is not None


@pytest.mark.parametrize("players,lang", [(3, "en"), (12, "ru")])
def test_autoplay_a_match_to_the_end(players, lang):
    app, scene = make_table(players, human=False, lang=lang)
    surf = pygame.Surface((1280, 720))
    seen_results = False
    for i in range(6000):
        app.step()
        if i % 25 == 0:
            app.top.draw(surf)
        m = scene.match
        if m.last_result is not None and not seen_results:
            seen_results = True
            lines = scene.table.result_lines(m.last_result)
            assert len(lines) >= 2
        if m.is_over:
            break
    m = scene.match
    assert m.is_over and len(m.sheet["deals"]) == 3
    assert m.sheet["totals"] == [sum(d["scores"][p] for d in m.sheet["deals"]) for p in range(players)]


@pytest.mark.parametrize("players,crowded", [(12, True), (3, False)])
def test_the_holders_badge_keeps_the_count_whole_ESL_7(players, crowded):
    """Seen at 12 players in Russian: the holder's badge read «16 карт · ос…».  The donkey card
    drawn in the badge already says who holds it, so a badge too narrow for both shows the count
    whole, without the role."""
    from cardtable.ui.tables.furniture import Furniture
    app, scene = make_table(players=players, human=False, lang="ru")
    try:
        assert Furniture.badge_line(16, "осёл", 52, 13, icon=True) == "16 карт"
        assert Furniture.badge_line(16, "осёл", 52, 13, icon=False) == "16 карт · осёл"
        assert Furniture.badge_line(16, "осёл", 120, 13, icon=True) == "16 карт · осёл"
        assert Furniture.badge_line(5, "", 52, 13, icon=True) == "5 карт"
        run(app, 2)
        view = scene.current_view()
        holder = view.donkey_holder
        sizes = list(view.hand_sizes)
        sizes[holder] = 16
        view = replace(view, hand_sizes=sizes)
        parts = scene.table.badge_parts(view, holder)
        assert parts.line == "16 карт · осёл" and parts.score == "0"
        if crowded:     # a line-high card at the end of the count line
            assert parts.icon_rect.h == 18 and parts.icon_rect.centery == parts.line_rect.centery
        else:           # a card across both lines, in the middle of the plate, the texts left of it
            assert parts.icon_rect.h == parts.rect.h - 8 and parts.icon_rect.centery == parts.rect.centery
            assert parts.pill.right <= parts.icon_rect.x
        assert parts.name_rect.right <= parts.pill.x
        assert parts.line_rect.right <= parts.icon_rect.x
        assert parts.rect.contains(parts.icon_rect)
        # the viewer's own plate is never crowded: his card stands across both lines, inside it
        view = replace(view, donkey_holder=scene.table.viewer)
        mine = scene.table.badge_parts(view, scene.table.viewer)
        assert mine.icon_rect.h == mine.rect.h - 8 and mine.rect.contains(mine.icon_rect)
        assert mine.icon_rect.centery == mine.rect.centery
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang,name", [("ru", "Маша"), ("en", "Masha"), ("ru", "Борис"), ("en", "Boris")])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_holders_name_is_whole_at_twelve_players(lang, name, size):
    """Seen at 12 players at 960×600: while Masha held the donkey her plate read «Mas…» — the
    donkey card as tall as the badge, the score and the name shared one line.  Now the card is a
    line high at the end of the count line: the holder's name reads as whole as everyone's,
    beside a three-digit score, and nothing on the plate covers anything else."""
    i18n.set_language(lang)
    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat(name, "ai", "normal", "f" if name in ("Маша", "Masha") else "m") for _ in range(12)]
    m = Match("donkey", seats, {}, seed=1)
    m.sheet["totals"] = [187 - 7 * p for p in range(12)]
    scene = TableScene(app, m, autoplay=True)
    app.push(scene)
    try:
        run(app, 2)
        view = scene.current_view()
        holder = view.donkey_holder
        for p in range(12):
            parts = scene.table.badge_parts(view, p)
            assert parts.name == name and parts.score == str(187 - 7 * p)
            assert "…" not in parts.line
            boxes = [parts.pill] + ([parts.icon_rect] if p == holder else [])   # drawn over the plate
            for a in [parts.name_rect, parts.line_rect] + boxes:
                assert parts.rect.contains(a)
                assert all(a is b or not a.colliderect(b) for b in boxes), (p, a, boxes)
        assert scene.table.badge_parts(view, holder).icon_rect is not None
    finally:
        i18n.set_language("en")


def test_the_leaders_plate_says_he_led_once_the_others_answer():
    """Seen in Russian: «Борис · 12 карт · ходит» while the turn (the lit plate, the status
    line) was Маша's — Борис had led the round.  The leader's plate says «ходит» only while
    the move is his; once he has led, «зашёл» / «зашла» / «вы зашли» (as short as «ходит»:
    at twelve players the plate keeps the count beside it)."""
    import random
    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
        seats = [Seat("Маша", "human", "normal", "f"), Seat("Борис", "ai", "normal", "m"),
                 Seat("Оля", "ai", "normal", "f"), Seat("Петя", "ai", "normal", "m")]
        scene = TableScene(app, Match("donkey", seats, {}, seed=2))
        app.push(scene)
        table, rng = scene.table, random.Random(2)
        seen: dict[str, str] = {}
        for _ in range(3000):
            view = scene.current_view()
            leader = view.leader
            if leader not in (0, view.donkey_holder) and view.acted and not view.is_over:
                seen["led"] = f"{view.to_act}:{table.seat_role(view, leader)}:{leader}"
                before = replace(view, acted=[], to_act=leader)   # the same round before its lead
                seen["leads"] = f"{leader}:{table.seat_role(before, leader)}:{leader}"
            if seen or view.is_over:
                break
            app.step()
            if scene.human_actions() and not table.animating():
                scene.try_apply(rng.choice(scene.human_actions()))
        forms = {1: "зашёл", 2: "зашла", 3: "зашёл"}
        to_act, role, leader = seen["led"].split(":")
        assert to_act != leader and role == forms[int(leader)]
        to_act, role, leader = seen["leads"].split(":")
        assert role == "ходит"
        assert words.say("donkey.role.led", words.Person("Маша", "f", you=True)) == "вы зашли"
        i18n.set_language("en")
        assert words.say("donkey.role.led", words.Person("Boris", "m")) == "leads"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lead,can_raise", [("J", False), ("3x6", True)])
def test_the_status_never_asks_to_beat_what_nothing_beats(lead, can_raise):
    """Seen at a twelve-player table: facing a lone joker (14, the top value, ESL-5) the status
    said «Перебейте картой старше джокера — или пас», a move no card can make.  When the
    player's only move is to pass, it says so; a set he can beat keeps the usual words."""
    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
        seats = [Seat("Пётр", "ai", "normal", "m"), Seat("Маша", "human", "normal", "f")] + [
            Seat(f"Игрок {i}", "ai", "normal") for i in range(2, 5)]
        m = Match("donkey", seats, {}, seed=1)
        hands = hands_of("D J 3x6 8x1", "2x8+J 5x3 5x4", "8x5 5x9", "3x10 8x11 2x12", "4x13 4x12 5x2")
        deck = [hands[i % 5][i // 5] for i in range(65)]
        m.state = engine.new_game("donkey", 5, seed=1, options=m.info.deal_options({**m.deal_options, "dealer": 4}),
                                  deck=deck)
        m.state.apply(m.state.parse_action(f"0:play {lead}"))
        scene = TableScene(app, m)
        app.push(scene)
        run(app, 3)
        assert m.state.to_act == 1
        kinds = {a.kind for a in scene.human_actions()}
        assert kinds == ({"pass", "play"} if can_raise else {"pass"})
        expected = "Перебейте 3 картами старше 6 — или пас" if can_raise else "Перебить нечем: нажмите «Пас»"
        assert scene.table.status_text(scene.current_view()) == expected
    finally:
        i18n.set_language("en")
