"""Russian that reads as Russian, English that reads as English (issue 34, item 8): a Russian
deck prints В Д К Т, the computer's seats are named in the language of the moment, and the
durak discard button says what an English player says (DUR-8: "done"/pass, «Бито»).  The
glossary's words are checked in tests/test_glossary.py."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine.durak.cards import parse_card
from cardtable.match import Match, Seat
from cardtable.ui import cards, i18n, widgets, words
from cardtable.ui.scene import App
from cardtable.ui.scenes import table_extras
from cardtable.ui.scenes.table import TableScene
from tests.test_ui_durak_table import make_table

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_a_russian_deck_prints_v_d_k_t_on_faces_messages_and_the_log():
    """Court cards and aces carry the Russian deck's indices in Russian, the French ones in
    English — the language decides (the face cache keeps one face per language)."""
    queen, nine = parse_card("Q♠"), parse_card("9♠")
    faces = cards.faces_for("french36")
    i18n.set_language("ru")
    assert [faces.name(parse_card(c)) for c in ("J♥", "Q♠", "K♦", "A♣", "10♥")] == ["В♥", "Д♠", "К♦", "Т♣", "10♥"]
    ru_queen, ru_nine = (pygame.image.tobytes(cards.face("french36", c, 70, 100), "RGBA") for c in (queen, nine))
    i18n.set_language("en")
    assert [faces.name(parse_card(c)) for c in ("J♥", "Q♠", "K♦", "A♣", "10♥")] == ["J♥", "Q♠", "K♦", "A♣", "10♥"]
    en_queen, en_nine = (pygame.image.tobytes(cards.face("french36", c, 70, 100), "RGBA") for c in (queen, nine))
    assert ru_queen != en_queen and ru_nine == en_nine

    app, scene = make_table(("human", "normal"))
    i18n.set_language("ru")
    assert table_extras.describe(scene, "1:cover Q♠/J♠") == "P1 кроет В♠ картой Д♠"
    i18n.set_language("en")
    assert table_extras.describe(scene, "1:cover Q♠/J♠") == "P1 covers J♠ with Q♠"


def test_the_computers_names_follow_the_language_a_typed_name_stays():
    """«Ходит Boris» must not happen: a computer seat under its default name is named in the
    language of the moment; a person's name, and any name not on the computer's list, stays."""
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    i18n.set_language("en")
    seats = [Seat("You", "human"), Seat("Boris", "ai", "normal"), Seat("Dasha", "ai", "normal"),
             Seat("Robo", "ai", "normal")]
    scene = TableScene(app, Match("durak", seats, {}, seed=2))
    assert [scene.seat_name(p) for p in range(4)] == ["You", "Boris", "Dasha", "Robo"]
    i18n.set_language("ru")
    assert [scene.seat_name(p) for p in range(4)] == ["Вы", "Борис", "Даша", "Robo"]
    assert words.seat_name(Seat("Boris", "human")) == "Boris"        # a person's own name
    assert words.say("durak.they.attack", scene.person(1)) == "Ходит Борис"
    assert words.local_ai_name("Борис") == "Борис"
    i18n.set_language("en")
    assert words.local_ai_name("Даша") == "Dasha"


def test_the_all_covered_button_reads_pass_in_english_and_bito_in_russian_DUR_8():
    """Every attack card covered, the attacker adds nothing: an English player says "pass"
    (the bout is beaten off when all do), a Russian one «Бито»."""
    app, scene = make_table(("human", "normal"))
    scene.try_apply(scene.match.state.parse_action("0:attack 6♥"))
    for _ in range(300):
        app.step()
        view = scene.match.state.view(0)
        if scene.match.state.to_act == 0 and view.get("phase") == "throw_in":
            break
    assert all(c is not None for _a, c in view["table"])
    done = next(b for b in scene.buttons if b.key == "done")
    assert widgets.label(done.text) == "Pass"
    assert i18n.t("durak.you.throw_in_beaten") == ("All covered: throw in a card of a rank on the table, "
                                                  "or press Pass")
    i18n.set_language("ru")
    assert scene.table.button_label(scene.match.state.parse_action("0:done")) == "Бито"


def test_the_curtain_names_who_plays_next_as_people_say_it():
    """Not «Передайте стол: Анна»: «Сейчас ходит Анна» / "Hand over to Anna"."""
    i18n.set_language("ru")
    assert i18n.t("curtain.pass_to", name="Анна") == "Сейчас ходит Анна"
    i18n.set_language("en")
    assert i18n.t("curtain.pass_to", name="Anna") == "Hand over to Anna"
