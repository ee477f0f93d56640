"""Court cards are figures (issue 18, item 11): Jack, Queen and King are drawn as different
double-ended figures — not a letter in a box — in both colour schemes and at every size,
and the faces are cached (drawn once per size and style)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.ui import cards

pytestmark = pytest.mark.ui

J, Q, K = 20, 24, 28          # ♠ (card = (rank - 6) * 4 + suit)


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    yield
    cards.STYLE["four_colour"] = False
    cards.clear_cache()


def pixels(img: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(img.subsurface(rect), "RGBA")


def colours(img: pygame.Surface, rect: pygame.Rect) -> set:
    sub = img.subsurface(rect)
    return {tuple(sub.get_at((x, y)))[:3] for x in range(0, sub.get_width(), 2) for y in range(0, sub.get_height(), 2)}


@pytest.mark.parametrize("h", [60, 119, 178, 300])
@pytest.mark.parametrize("four", [False, True])
def test_jack_queen_king_are_different_figures(h, four):
    cards.STYLE["four_colour"] = four
    cards.clear_cache()
    w = int(h * cards.ASPECT)
    head = pygame.Rect(int(w * 0.3), int(h * 0.12), int(w * 0.4), int(h * 0.2))   # crowns, cap, faces
    faces = {r: cards.face("french36", c + 1, w, h) for r, c in (("J", J), ("Q", Q), ("K", K))}
    got = {r: pixels(img, head) for r, img in faces.items()}
    assert len(set(got.values())) == 3
    for img in faces.values():   # a figure: skin, gold and the suit's colour, not two flat colours
        cols = colours(img, head)
        assert len(cols) > 12
        assert any(r > 200 and 150 < g < 200 and b < 110 for r, g, b in cols)        # gold


def test_the_robe_follows_the_colour_scheme_and_faces_are_cached():
    w, h = 83, 119
    diamonds = K + 2
    two = cards.face("french36", diamonds, w, h)
    assert cards.face("french36", diamonds, w, h) is two          # cached
    cards.STYLE["four_colour"] = True
    four = cards.face("french36", diamonds, w, h)
    assert four is not two
    robe = pygame.Rect(int(w * 0.3), int(h * 0.36), int(w * 0.4), int(h * 0.1))
    assert pixels(two, robe) != pixels(four, robe)
    blue = [c for c in colours(four, robe) if c[2] > 150 and c[0] < 80]
    assert blue                                                      # four colours: ♦ robes are blue
