"""Pirate Party as a person plays it (issue 34, item 5): an AI's jump-in (PIR-15) leaves a
person a grace and never lands mid-drag, and shows on the table; a drawn card that cannot be
played is named and only kept (PIR-6); facing a +4 the default is to take, not to challenge
(PIR-11); the log tells a challenge's outcome, the 0's pass of hands (PIR-17) and, to its drawer
only, the card drawn (GEN-2)."""

from __future__ import annotations

import pygame
import pytest
from test_pirate_kit import rig_deck

from cardtable import engine
from cardtable.match import Match, Seat
from cardtable.ui import i18n, widgets
from cardtable.ui.scene import SETTLE_S, App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables.pirate_reactions import PERSON_GRACE

pytestmark = pytest.mark.ui

# seat 0 (a person) leads R3, Boris (1) must lay R4, Dasha (2) R6: then it is the person's
# turn, and Boris holds the twin R6 to jump in with
HANDS = ["R3 B1 B2 B3 B4 B7 B8", "R4 R6 G1 G2 G3 G4 G6", "R6 Y1 Y2 Y3 Y4 Y6 Y7"]
OPENING = ["0:play R3", "1:play R4", "2:play R6"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def make(hands=HANDS, moves=OPENING, speed="fast", options=None, stock="Y9 G7 G8 G9", lang="en"):
    """The table after ``moves``, built at once (no frames run: an AI may react on the first)."""
    i18n.set_language(lang)
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": speed})
    seats = [Seat("You", "human"), Seat("Boris", "ai", "normal"), Seat("Dasha", "ai", "normal")]
    options = {"jump_in": True, **(options or {})}
    m = Match("pirate_party", seats, options, seed=1)
    opts = m.info.deal_options({**m.deal_options, "dealer": 2, **options})
    m.state = engine.new_game("pirate_party", 3, seed=1, options=opts, deck=rig_deck(hands, "R5", stock))
    for mv in moves:
        m.state.apply(m.state.parse_action(mv))
    m.initial_events = list(m.state.initial_events)
    scene = TableScene(app, m)
    app.push(scene)
    return app, scene


def history(scene) -> list[str]:
    return [str(a) for a in scene.match.state.history]


def still(app, scene) -> float:
    """Step until nothing moves on the table; the time it is still from."""
    for _ in range(600):
        if not scene.table.animating():
            return app.time
        app.step()
    raise AssertionError("the table never came to rest")


def test_an_ai_jump_in_leaves_the_person_a_grace_and_shows_on_the_table_PIR_15():
    """Fast speed: Boris may jump in with R6 on the person's turn; he waits PERSON_GRACE of a
    still table first (it was 0.4–0.6 s), then the table says it — a message and his badge."""
    app, scene = make()
    t0 = still(app, scene)
    while "1:jump R6" not in history(scene):
        assert app.time - t0 < 10, "Boris never jumped in"
        app.step()
    assert app.time - t0 >= PERSON_GRACE - 1 / 60        # whole frames of 1/60 s
    assert scene.match.state.to_act == 2
    for _ in range(3):
        app.step()
    assert "Boris jumps in!" in [x[0] for x in scene.toasts]
    view = scene.current_view()
    assert scene.table.seat_role(view, 1) == "jumped in!"
    i18n.set_language("ru")
    scene.match.seats[1] = Seat("Борис", "ai", "normal", "m")
    scene._refresh_ctx()
    assert scene.table.seat_role(view, 1) == "вмешался!"
    assert scene.table.seat_role(view, 2) == ""


def test_no_ai_jump_in_lands_while_the_person_holds_a_card_PIR_15():
    """The person holds a card for 4 s on his turn: Boris does not jump in under the drag (his
    drop used to do nothing), and the drop is the person's own move."""
    app, scene = make(hands=["R3 B1 B2 B3 B4 B6 B8", HANDS[1], HANDS[2]])
    still(app, scene)
    sp = next(sp for sp in scene.table.sprites.values() if sp.extra.get("hand") and sp.raised)
    x, y = int(sp.pos[0]), int(sp.pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 20, y - 60), rel=(20, -60), buttons=(1, 0, 0)))
    app.step()
    t0 = app.time
    while app.time - t0 < 4:
        app.step()
    assert history(scene) == OPENING
    target = scene.table.discard_pos
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    app.step()
    assert history(scene) == OPENING + ["0:play B6"]


def test_facing_a_draw_four_space_takes_and_challenge_is_not_the_default_PIR_11():
    """Space (the highlighted button) is the safe "Take 4", not "Challenge!"."""
    hands = ["R3 B1 B2 B3 B4 B7 B8", "R4 G5 G1 G2 G3 G4 G6", "W+4 Y1 Y2 Y3 Y4 Y6 Y7"]
    app, scene = make(hands=hands, moves=["0:play R3", "1:play R4", "2:play W+4 g"], speed="instant")
    app.step()
    buttons = {b.key: b for b in scene.buttons}
    assert set(buttons) == {"take", "challenge"}
    assert buttons["take"].primary and not buttons["challenge"].primary
    assert widgets.label(buttons["take"].text) == "Take 4"
    while app.time - scene.shown_at < SETTLE_S:
        app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step()
    assert history(scene)[3] == "0:take"


def test_a_drawn_card_that_cannot_be_played_is_named_and_only_kept_PIR_6():
    """The person draws Y9 onto R6: the table names it, says it cannot be played and offers
    "Keep it" alone — no "lay"; the log names it to him, and to nobody else."""
    app, scene = make(speed="instant")
    app.step()
    scene.try_apply(scene.match.state.parse_action("0:draw"))
    app.step()
    view = scene.current_view()
    assert view["phase"] == "drawn"
    assert scene.table.status_text(view) == "You drew yellow 9: it cannot be played, so keep it"
    assert [(b.key, widgets.label(b.text)) for b in scene.buttons] == [("pass", "Keep it")]
    assert scene.table.main_action(scene.human_actions()).kind == "pass"
    i18n.set_language("ru")
    assert scene.table.status_text(view) == "Вы взяли 9 (жёлтая) — она не подходит, оставьте её"
    assert table_extras.extras(scene).lines()[3] == "Вы берёте 9 (жёлтая)"
    i18n.set_language("en")
    assert table_extras.extras(scene).lines()[3] == "You draw yellow 9"
    scene.table.ctx.viewer = 1            # the same log read from another seat: no card named
    assert table_extras.extras(scene).lines()[3] == "You draw a card"
    assert "Y9" not in " ".join(str(h) for h in scene.match.state.view(1)["history"])


def test_a_drawn_card_that_may_be_played_is_named_PIR_6():
    hands = ["R3 B1 B2 B3 B4 B7 B8", HANDS[1], HANDS[2]]
    app, scene = make(hands=hands, stock="B6 G7 G8 G9", speed="instant")
    app.step()
    scene.try_apply(scene.match.state.parse_action("0:draw"))
    app.step()
    assert scene.table.status_text(scene.current_view()) == "You drew blue 6: lay it, or keep it"


@pytest.mark.parametrize("dasha, line", [
    ("W+4 Y1 Y2 Y3 Y4 Y6 Y7", "You challenge: no bluff, so you draw 6 cards"),
    ("W+4 R1 Y2 Y3 Y4 Y6 Y7", "You challenge: a bluff! The Draw Four goes back and its player draws 4 cards"),
])
def test_the_log_tells_what_a_challenge_came_to_PIR_11(dasha, line):
    hands = ["R3 B1 B2 B3 B4 B7 B8", "R4 G5 G1 G2 G3 G4 G6", dasha]
    app, scene = make(hands=hands, moves=["0:play R3", "1:play R4", "2:play W+4 g"], speed="instant")
    app.step()
    scene.try_apply(scene.match.state.parse_action("0:challenge"))
    app.step()
    assert table_extras.extras(scene).lines()[3] == line


def test_the_log_tells_that_a_zero_passed_every_hand_PIR_17():
    hands = ["R0 B1 B2 B3 B4 B7 B8", HANDS[1], HANDS[2]]
    app, scene = make(hands=hands, moves=["0:play R0"], options={"seven_zero": True}, speed="instant")
    app.step()
    assert table_extras.extras(scene).lines()[0] == "You play red 0: every hand passes on in the direction of play"
    i18n.set_language("ru")
    assert table_extras.extras(scene).lines()[0] == "Вы кладёте 0 (красная): все передают карты дальше по ходу игры"


def test_an_ai_challenge_is_logged_with_its_outcome_and_gender_PIR_11():
    """Another's honest-Draw-Four challenge in both languages, with the seat's gender."""
    app, scene = make(speed="instant")
    app.step()
    scene.match.seats[1] = Seat("Boris", "ai", "normal", "m")
    scene._refresh_ctx()
    assert table_extras.describe(scene, "1:challenge", variant="honest 6") == \
        "Boris challenges: no bluff, so he draws 6 cards"
    i18n.set_language("ru")
    scene.match.seats[1] = Seat("Борис", "ai", "normal", "m")
    scene._refresh_ctx()
    assert table_extras.describe(scene, "1:challenge", variant="honest 6") == \
        "Борис требует проверки: блефа нет — сам берёт 6 карт"
    assert table_extras.describe(scene, "1:challenge", variant="bluff 4") == \
        "Борис требует проверки: блеф! Карта возвращается, сыгравший её берёт 4 карты"


def test_a_challenge_earlier_in_the_log_reads_its_outcome_from_the_next_move_PIR_11():
    """After a caught bluff the challenger plays his own turn; after an honest Draw Four he
    misses it (a catch in between changes nothing); with stacking the honest one costs the sum + 2."""
    from cardtable.ui.tables.pirate_words import outcome_variants
    head = ["0:play R3", "1:play R4", "2:play W+4 g", "0:challenge"]
    none = [None] * 5
    assert outcome_variants(head + ["0:play R7"], none)[3] == "bluff 4"
    assert outcome_variants(head + ["1:play G5"], none)[3] == "honest 6"
    assert outcome_variants(head + ["1:catch @2", "1:play G5"], none + [None])[3] == "honest 6"
    stacked = ["0:play R3", "1:play W+4 g", "2:play W+4 b", "0:challenge", "1:play B5"]
    assert outcome_variants(stacked, none, stacking=True)[3] == "honest 10"
