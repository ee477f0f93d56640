"""The moment at a deal's and a match's end (issue 34, item 11): the fool's cards turn face up
where his backs lay (GEN-2: not a frame before the deal is over), the deal's result lays them
open with epaulettes drawn as such (DUR-21), and the match's result is a ranking with medals
and a podium, not a flat table.  Played with real drags at Normal speed."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine.durak.cards import parse_card
from cardtable.ui import cards, widgets
from cardtable.ui.scenes import payoff
from cardtable.ui.scenes.results import DealResultScene, MatchResultScene
from tests.payoff_kit import AI_HAND, last_bout
from tests.ui_kit import click, drag, run

pytestmark = pytest.mark.ui


def play_last_bout(app, scene, lead: str) -> list[dict]:
    """Anna drags her two cards onto the table (a lead, then a throw-in, DUR-8.1); Boris cannot
    beat the first and takes.  Until the deal's result comes up, every frame: which of Boris's
    hidden cards have a sprite, and how each shows."""
    first, second = (parse_card(x) for x in lead.split())
    drag(app, scene, first, scene.table.pairs_rect.center)
    run(app, 25)
    drag(app, scene, second, scene.table.pairs_rect.center)
    hidden = [parse_card(x) for x in AI_HAND.split()]
    frames = []
    for _ in range(900):
        if isinstance(app.top, DealResultScene):
            return frames
        sprites = {c: scene.table.sprites.get(("c", c)) for c in hidden}
        frames.append({"over": scene.match.state.is_over,
                       "shown": {c: sp.shown_face_up()[0] for c, sp in sprites.items() if sp is not None}})
        app.step()
    raise AssertionError("no deal result")


def test_the_fools_cards_turn_face_up_where_his_backs_lay_only_once_the_deal_is_over():
    app, scene = last_bout()
    frames = play_last_bout(app, scene, "6♠ 6♥")
    st = scene.match.state
    assert [str(a) for a in st.history][:2] == ["0:attack 6♠", "0:throw 6♥"] and st.result.losers == [1]
    assert all(not f["shown"] for f in frames if not f["over"])           # GEN-2: never before the end
    over = [f["shown"] for f in frames if f["over"]]
    every = {parse_card(x) for x in AI_HAND.split()}
    assert any(set(s) == every and not any(s.values()) for s in over)    # first the backs' side …
    assert set(over[-1]) == every and all(over[-1].values())              # … then turned face up
    fan = scene.table.lay.seats[1].fan
    hand = sorted(st.view(0).revealed[1])
    assert len(hand) == 6 and all(fan.collidepoint(scene.table.sprites[("c", c)].pos) for c in hand)


def drawn(app, monkeypatch) -> tuple[list[str], list[int], list[pygame.Rect]]:
    """One frame: the texts, the card faces of the result's rows of cards and the epaulettes."""
    texts, faces, epaulettes = [], [], []
    real_text, real_row, real_ep = widgets.blit_text, payoff.draw_hand_row, payoff.draw_epaulettes
    real_face = cards.face

    def row(surface, kind, hand, rect, age):
        monkeypatch.setattr(cards, "face", lambda kind, c, w, h: faces.append(c) or real_face(kind, c, w, h))
        try:
            return real_row(surface, kind, hand, rect, age)
        finally:
            monkeypatch.setattr(cards, "face", real_face)

    monkeypatch.setattr(widgets, "blit_text", lambda s, text, *a, **k: texts.append(text) or real_text(s, text, *a, **k))
    monkeypatch.setattr(payoff, "draw_hand_row", row)
    monkeypatch.setattr(payoff, "draw_epaulettes", lambda s, r: epaulettes.append(r) or real_ep(s, r))
    app.draw(app.screen)
    monkeypatch.undo()
    return texts, faces, epaulettes


@pytest.mark.parametrize("lang, names, lines, caption", [
    ("en", ("Anna", "Boris"), ["Boris is the fool!",
                               "…with epaulettes: Boris took sixes from the last player out!",
                               "Out, first to last: you"], "Left in hand"),
    ("ru", ("Анна", "Борис"), ["Борис остался в дураках!",
                               "…да ещё с погонами: Борис взял шестёрки у последнего вышедшего!",
                               "Вышли по порядку: вы"], "Осталось на руках"),
])
def test_the_deal_result_lays_the_fools_cards_open_with_his_epaulettes_DUR_21(lang, names, lines, caption,
                                                                           monkeypatch):
    app, scene = last_bout(lang, names=names)
    play_last_bout(app, scene, "6♠ 6♥")
    top = app.top
    assert scene.table.result_lines(scene.match.last_result) == lines
    run(app, int(payoff.MOMENT_S * 60) + 5)
    assert top.idle()                                   # the moment is over: the app may sleep
    texts, faces, epaulettes = drawn(app, monkeypatch)
    hand = sorted(scene.match.state.view(0).revealed[1])
    assert caption in texts and names[1] in texts
    assert faces == hand                                # the fool's six cards, face up, in order
    [ep] = epaulettes
    box = top.layout(app.screen.get_size())[0]
    [(fool, _label, cards_place)] = top.hand_rows(box, ep.y)
    assert fool == 1 and box.contains(ep) and ep.x > cards_place.x   # in the panel, right of his cards


def test_no_epaulettes_without_sixes_DUR_21(monkeypatch):
    app, scene = last_bout(lead="7♠ 7♥")
    play_last_bout(app, scene, "7♠ 7♥")
    run(app, 120)
    _texts, faces, epaulettes = drawn(app, monkeypatch)
    assert epaulettes == [] and faces == sorted(scene.match.state.view(0).revealed[1])


def test_the_match_result_is_a_ranking_with_medals_and_a_podium(monkeypatch):
    app, scene = last_bout()
    play_last_bout(app, scene, "6♠ 6♥")
    run(app, 40)
    click(app, app.top.button.rect.center)              # "Match result"
    top = app.top
    assert isinstance(top, MatchResultScene)
    sparkled, stood = [], []
    real_sparkles, real_podium = payoff.draw_sparkles, payoff.draw_podium
    monkeypatch.setattr(payoff, "draw_sparkles", lambda s, r, age: sparkled.append(age) or real_sparkles(s, r, age))
    monkeypatch.setattr(payoff, "draw_podium", lambda s, places, area, age: stood.append(places)
                        or real_podium(s, places, area, age))
    run(app, 30)
    assert top.medals == [(0, 1), (1, 2)]               # Anna gold, Boris silver
    assert stood[-1] == {1: ["Anna"], 2: ["Boris"]}
    assert sparkled                                     # the person won the match: her line sparkles
