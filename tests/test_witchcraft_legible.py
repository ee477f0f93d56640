"""Strong Witchcraft read at a glance at 960×600 (issue 34, item 9): every spell's name whole
on its face at 11 px or more, the whole name under the pointer with twelve cards in hand (only
a strip of each shows), and the who-beats-whom table's school discs big enough to read (SW-1,
SW-2)."""

from __future__ import annotations

import random

import pygame
import pytest

from cardtable.engine.witchcraft.cards import spell_name
from cardtable.match import Match, Seat
from cardtable.ui import assets, i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.tables.furniture import TIP_SIZE
from cardtable.ui.tables.strong_witchcraft_faces import name_band, name_layout

pytestmark = pytest.mark.ui

HAND_CARD = (69, 99)            # a hand card at 960×600 (the face is drawn at twice that)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_spell_name_is_whole_and_at_least_11_px_on_a_960x600_hand_card_SW_1(lang):
    """«Огненн искра» and 7 px names no more: 21 spells, each whole (every word, in order), in a
    font of 11 px or more, no line narrowed below three quarters of its width."""
    w, h = HAND_CARD[0] * 2, HAND_CARD[1] * 2
    band = name_band(w, h)
    room = band.w - max(3, w // 18) // 2
    for card in range(21):
        name = spell_name(card, lang)
        size, lines = name_layout(name, room, band.h, h)
        assert size / 2 >= 11, (name, size / 2)
        assert " ".join(lines).replace("- ", "") == name and len(lines) <= 2
        assert len(lines) * assets.font_px(size, True).get_linesize() <= band.h + 2, name
        widest = max(assets.font_px(size, True).size(x)[0] for x in lines)
        assert room / widest >= 0.75, (name, room / widest)


def twelve_cards(lang: str) -> TableScene:
    """A 2-player table at 960×600 played on (the person's moves at random) until he holds 12."""
    i18n.set_language(lang)
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    names = ("You", "Boris") if lang == "en" else ("Вы", "Борис")
    scene = TableScene(app, Match("strong_witchcraft", [Seat(names[0], "human"), Seat(names[1], "ai", "normal")],
                                  {}, seed=4))
    app.push(scene)
    rng = random.Random(4)
    for _ in range(3000):
        app.step()
        if app.top is not scene or scene.table.animating():
            continue
        if len(scene.current_view().get("hand") or []) >= 12 and scene.human_actions():
            return scene
        legal = scene.human_actions()
        if legal:
            takes = [a for a in legal if a.kind == "take"]
            scene.try_apply(takes[0] if takes else rng.choice(legal))
    raise AssertionError("never twelve cards")


@pytest.mark.parametrize("lang, first", [("en", "(Fire, strength 1)"), ("ru", "(Огонь, сила 1)")])
def test_with_twelve_cards_the_spell_under_the_pointer_shows_whole_SW_1(lang, first):
    """The pointer on the visible strip of each of twelve overlapping hand cards: the whole
    name shows above it, in the tip's 14 px, inside the window."""
    scene = twelve_cards(lang)
    app, table = scene.app, scene.table
    hand = sorted((sp for sp in table.sprites.values() if sp.extra.get("hand")), key=lambda sp: sp.pos[0])
    assert len(hand) >= 12
    for sp in hand:
        r = table.drawn_rect(sp)                 # a raised (playable) card is drawn higher
        pos = (r.x + 4, r.bottom - 6)           # the strip left of the next card, over the name
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        app.step()
        tip = table.name_tip(scene.current_view(), scene.pointer)
        if sp is hand[-1]:              # the top card lies whole: its own name is there to read
            assert tip is None and not table.covered(sp)
            continue
        assert tip is not None and table.covered(sp)
        box, text = tip
        card = table.spell_under(pos).card
        school, strength = card // 3, card % 3 + 1
        name = spell_name(card, lang)
        assert text == (f"{name} ({['Fire', 'Water', 'Death', 'Air', 'Earth', 'Life', 'Mind'][school]}, "
                        f"strength {strength})" if lang == "en" else
                        f"«{name}» ({['Огонь', 'Вода', 'Смерть', 'Воздух', 'Земля', 'Жизнь', 'Разум'][school]}, "
                        f"сила {strength})")
        assert pygame.Rect(0, 0, 960, 600).contains(box)
        assert box.w >= assets.font(TIP_SIZE, True).size(text)[0] and box.bottom <= r.y
    assert table.spell_tip(0).endswith(first)


def test_the_who_beats_whom_discs_are_20_px_at_960x600_SW_2():
    """The seven schools at a glance: each disc of the legend 20 px across (it was 16, its
    symbol 12 px), the table still laid out whole."""
    app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "instant"})
    scene = TableScene(app, Match("strong_witchcraft", [Seat("You", "human"), Seat("Boris", "ai", "normal")], {}, seed=1))
    app.push(scene)
    app.step()
    table = scene.table
    assert assets.px(table.LEGEND_CHIP) >= 20
    assert table.legend_rect().h >= 7 * assets.px(table.LEGEND_ROW)
