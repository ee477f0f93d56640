"""The Witch durak table under the dummy driver (docs/rules.md chapter 2): the eight's suit picker
produces the named action (WIT-8), the king's prompt (WIT-K), enchanted tooltips, faces and
the legend, the no-trump deal and the setup screen's presets (WIT-1)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine.durak.cards import parse_card
from cardtable.engine.durak.rig import position
from cardtable.match import Match, Seat
from cardtable.ui import cards, i18n
from cardtable.ui.i18n import t
from cardtable.ui.scene import App
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables.witch_durak import WitchTable
from cardtable.ui.tables.witch_durak_faces import named_id
from tests.ui_kit import click, click_button, drag

pytestmark = pytest.mark.ui

ALL = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def C(text):
    return parse_card(text)


def make_table(kinds, hands, trump, ranks, attacker=0, stock=(), actions=(), lang="en"):
    i18n.set_language(lang)
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat(f"P{i}", "human" if k == "human" else "ai", "normal" if k == "human" else k)
             for i, k in enumerate(kinds)]
    m = Match("witch_durak", seats, {"enchanted_ranks": ranks}, seed=1)
    st = position(len(kinds), hands, trump=trump, attacker=attacker, stock=stock,
                  options={"enchanted_ranks": ranks}, game="witch_durak")
    for a in actions:
        st.apply(a)
    m.state = st
    m.initial_events = []
    scene = TableScene(app, m)
    app.push(scene)
    app.step()
    return app, scene




def picker_suits(table):
    return [a.arg for _r, a in table.picker_rects()]


def test_eight_opens_the_suit_picker_without_trump_and_plays_the_named_action_WIT_8():
    app, scene = make_table(("human", "normal"), ["8♠ 6♥ 7♠ 9♦", "K♠ 7♦ Q♣ 10♥"], "A♣", ["8"])
    table = scene.table
    assert isinstance(table, WitchTable)
    drag(app, scene, C("8♠"), table.pairs_rect.center)
    assert scene.match.state.history == []          # nothing played yet: the picker asks
    assert picker_suits(table) == [0, 1, 2]          # ♠ ♥ ♦, the trump ♣ excluded
    rect = next(r for r, a in table.picker_rects() if a.arg == 1)
    click(app, rect.center)
    assert str(scene.match.state.history[0]) == "0:attack 8♠ =♥"
    assert table.picker is None
    # on the table the eight wears its named suit
    view = scene.match.state.view(0)
    if [C("8♠"), 1] in view["named"]:
        assert table.sprites[("c", C("8♠"))].card == named_id(C("8♠"), 1)


def test_picker_closes_on_a_click_elsewhere_and_keys_choose_WIT_8():
    app, scene = make_table(("human", "normal"), ["8♠ 6♥ 7♠ 9♦", "K♠ 7♦ Q♣ 10♥"], "A♣", ["8"])
    table = scene.table
    drag(app, scene, C("8♠"), table.pairs_rect.center)
    assert table.picker is not None
    click(app, (5, 700))
    assert table.picker is None and scene.match.state.history == []
    for _ in range(20):      # the card slides back to the hand
        app.step()
    drag(app, scene, C("8♠"), table.pairs_rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))
    app.step()
    assert str(scene.match.state.history[0]) == "0:attack 8♠ =♦"


def test_no_trump_deal_offers_every_suit_WIT_8():
    app, scene = make_table(("human", "normal"), ["8♠ 6♥ 7♠ 9♦", "K♠ 7♦ Q♣ 10♥"], "8♦", ["8"])
    assert scene.match.state.trump_suit is None
    drag(app, scene, C("8♠"), scene.table.pairs_rect.center)
    assert picker_suits(scene.table) == [0, 1, 2, 3]


def test_eight_cover_picker_and_a_refused_eight_cites_the_real_rule_WIT_8():
    # the AI leads 7♥ (its only card but the K♣); our 8♠ covers it only when named ♥
    app, scene = make_table(("normal", "human"), ["7♥ K♣", "8♠ 6♦ 9♣"], "A♣", ["8"], attacker=0,
                            actions=["0:attack 7♥"])
    st = scene.match.state
    assert st.to_act == 1 and st.phase == "defend"
    table = scene.table
    zone = next(z for z in table.drop_zones(st.view(1)) if z.zone == f"cover:{C('7♥')}")
    drag(app, scene, C("8♠"), zone.rect.center)
    assert table.picker is None                      # one name beats: no question asked
    assert str(st.history[-1]) == "1:cover 8♠/7♥ =♥"


def test_refused_eight_drop_is_explained_by_the_beating_rule_not_the_name_WIT_8():
    app, scene = make_table(("normal", "human"), ["K♥ A♠", "8♠ 6♦ 9♣"], "A♣", ["8"], attacker=0,
                            actions=["0:attack K♥"])
    st = scene.match.state
    zone = next(z for z in scene.table.drop_zones(st.view(1)) if z.zone == f"cover:{C('K♥')}")
    drag(app, scene, C("8♠"), zone.rect.center)
    assert scene.last_refusal is not None and scene.last_refusal.rule == "DUR-3"
    assert str(st.history[-1]) == "0:attack K♥"


def king_table(lang="en"):
    return make_table(("normal", "human", "normal"), ["10♠ 9♥", "K♠ 7♦ 8♦", "A♦ A♥"], "A♣", ["K"],
                      stock="6♠ 6♥ 6♦ 6♣ 7♠ 7♥ 7♣ 8♠", actions=["0:attack 10♠", "1:cover K♠/10♠"],
                      lang=lang)


def test_king_prompt_asks_the_defender_and_reverse_turns_the_marker_WIT_K():
    app, scene = king_table()
    st = scene.match.state
    assert st.phase == "king" and scene.viewer == 1
    # once "You beat off with …": a vulgar phrase in English
    assert scene.table.status_text(st.view(1)) == t("witch.you.king") == (
        "You defended with an enchanted king: reverse the direction of play?")
    assert {b.key for b in scene.buttons} == {"reverse", "keep"}
    button = next(b for b in scene.buttons if b.key == "reverse")
    click_button(app, scene, button)
    assert str(st.history[-1]) == "1:reverse" and st.direction == -1
    assert "You reverse the direction: now counter-clockwise" in [x[0] for x in scene.toasts]


def test_king_prompt_in_russian_WIT_K():
    app, scene = king_table("ru")
    assert scene.table.status_text(scene.match.state.view(1)) == "Вы отбились заколдованным королём: " \
                                                                   "развернуть направление игры?"
    assert scene.table.button_label(scene.match.state.legal_actions(1)[0]) == "Развернуть ⟲"
    i18n.set_language("en")


def test_enchanted_tooltips_name_the_power_and_suits_WIT_6_WIT_7_WIT_A():
    app, scene = make_table(("human", "normal"), ["6♠ 7♥ A♣ J♦ 9♠", "K♠ 7♦ Q♣ 10♥"], "K♣", ALL)
    table = scene.table
    assert table.card_tip(C("6♠")) == t("witch.tip.6", target="♥", suit="♠")
    # the power in words, no rule ids (those are for the rules screen)
    assert table.card_tip(C("6♠")) == ("Enchanted six: beats any ♥ card, trumps included, whatever the rank; "
                                       "also beats normally")
    assert table.card_tip(C("A♣")) == "Enchanted ace: beats the ♥ ace, even a trump one; also beats normally"
    assert table.card_tip(C("J♦")) == "Enchanted jack: beaten only by a 6 – 10 of ♦ or of trumps"
    assert table.card_tip(named_id(C("8♠"), 2)) == t("witch.tip.8.named", named="♦")
    sp = table.sprites[("c", C("7♥"))]
    x, y = int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])
    assert table.tooltip_at((x, y)) == table.card_tip(C("7♥"))
    assert [r for _c, r in table.legend_rects] == list(range(6, 15))
    chip = table.legend_rects[0][0]
    assert table.tooltip_at(chip.center).startswith(t("witch.short.6"))


def test_plain_cards_have_no_tooltip_and_enchanted_faces_differ_WIT_1():
    app, scene = make_table(("human", "normal"), ["6♠ 7♥ A♣ J♦ 9♠", "K♠ 7♦ Q♣ 10♥"], "K♣", ["6", "7"])
    table = scene.table
    assert table.card_tip(C("A♣")) is None
    kind = table.faces_kind
    plain = pygame.image.tobytes(cards.face("french36", C("6♠"), 70, 100), "RGBA")
    assert pygame.image.tobytes(cards.face(kind, C("6♠"), 70, 100), "RGBA") != plain
    assert pygame.image.tobytes(cards.face(kind, C("A♣"), 70, 100), "RGBA") == \
        pygame.image.tobytes(cards.face("french36", C("A♣"), 70, 100), "RGBA")


def test_setup_offers_the_presets_and_a_custom_set_WIT_1():
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60)
    setup = SetupScene(app, "witch_durak")
    app.push(setup)
    app.step()
    opt = setup.info.option("enchanted_ranks")
    button = next(b for b in setup.widgets if b.key == "opt-enchanted_ranks-preset")
    assert setup.preset_label(opt) == "Game 1: 6 7"
    seen = []
    for _ in range(4):
        click(app, button.rect.center)
        seen.append(setup.options["enchanted_ranks"])
    assert seen == [("6", "7", "8", "9", "10"), ("6", "7", "8", "9", "10", "J", "Q"), tuple(ALL), ("6", "7")]
    toggle = next(b for b in setup.widgets if b.key == "opt-enchanted_ranks-K")
    click(app, toggle.rect.center)
    assert setup.options["enchanted_ranks"] == ("6", "7", "K")
    assert setup.preset_label(opt) == t("opt.witch_durak.enchanted_ranks.preset.custom")
    assert setup.make_match(seed=3).state.enchanted == {6, 7, 13}
