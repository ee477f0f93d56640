"""The moment at a deal's and a match's end (issue 34, item 11): what the result screens draw
besides their text and score sheet.

- :func:`hands_left` — the cards the losers still hold, as the engine lays them open once the
  deal is over (``TableView.hands_left``: a view's ``revealed``/``final_hands``; GEN-2 holds:
  nothing is shown before the deal ends);
- :func:`draw_hand_row` — those cards face up in a row, sliding in one after another;
- :func:`draw_epaulettes` — a pair of gold shoulder boards with fringe (DUR-21), drawn as such
  beside the fool's cards, not only named in a line;
- :func:`draw_sparkles` — a few gold stars twinkling round a title for a winner;
- :func:`draw_medal` — a gold, silver or bronze disc with a place number (the match's sheet);
- :func:`entrance` — how far a screen's entrance has come (0 … 1, overshooting a little).

Every function draws with pygame primitives and cached card faces only; the times are in
seconds since the screen came up (``age``), so a test can step them frame by frame.
"""

from __future__ import annotations

import math

import pygame

from cardtable.ui import anim, cards, widgets
from cardtable.ui.assets import px, unscaled

MOMENT_S = 1.6                 # seconds the moment moves (then the screen is still: idle)
ENTRANCE_S = 0.35
CARD_STAGGER_S = 0.08
GOLD, GOLD_DARK, SILVER, BRONZE = (236, 190, 70), (150, 110, 30), (200, 204, 210), (196, 128, 70)
MEDALS = {1: GOLD, 2: SILVER, 3: BRONZE}
MAX_ROWS = 2                   # hands shown under a deal's result (the fool's; a losing team's)


def entrance(age: float) -> float:
    """0 … 1 (with a small overshoot) over :data:`ENTRANCE_S`: how far a panel has come in."""
    return anim.ease_out_back(min(1.0, max(0.0, age / ENTRANCE_S)))


def hands_left(table) -> list[tuple[int, list[int]]]:
    """``(seat, cards)`` of the deal's losers who still hold cards (the fool first), at most
    :data:`MAX_ROWS`; [] while the deal runs or when nobody holds any."""
    m = table.match
    result = m.last_result if m.last_result is not None else m.state.result
    left = table.table.hands_left(table.current_view()) if result is not None else None
    if not left:
        return []
    notes = getattr(result, "notes", None) or {}
    fool = notes.get("fool")
    losers = sorted(result.losers, key=lambda p: (p != fool, p))
    return [(p, sorted(left[p])) for p in losers if p < len(left) and left[p]][:MAX_ROWS]


def row_step(n: int, w: int, room: int) -> int:
    """The distance between the left edges of ``n`` cards ``w`` wide fanned into ``room``."""
    if n <= 1:
        return w
    return max(px(10), min(w + px(4), (room - w) // (n - 1)))


def draw_hand_row(surface: pygame.Surface, kind: str, hand: list[int], rect: pygame.Rect,
                  age: float) -> list[pygame.Rect]:
    """``hand`` face up, left to right in ``rect`` (overlapping when they must), each card
    sliding up into place :data:`CARD_STAGGER_S` after the one before; the cards' rects."""
    h = rect.h
    w = int(h * 0.7)
    step = row_step(len(hand), w, rect.w)
    out = []
    for i, c in enumerate(hand):
        k = entrance(age - ENTRANCE_S - i * CARD_STAGGER_S)
        r = pygame.Rect(rect.x + i * step, rect.y + int((1 - k) * px(18)), w, h)
        if k > 0:
            surface.blit(cards.face(kind, c, w, h), r)
        out.append(r)
    return out


def draw_epaulettes(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A pair of epaulettes side by side in ``rect``: each a gold shoulder board with a dark
    rim and a button, and a thick bullion fringe hanging from it, spreading a little outwards."""
    gap = rect.w // 8
    w = (rect.w - gap) // 2
    line = max(2, px(3))
    for k, x in enumerate((rect.x, rect.x + w + gap)):
        board = pygame.Rect(x, rect.y, w, max(6, rect.h * 9 // 20))
        top, bottom = board.bottom - board.h // 3, rect.bottom
        n = max(4, (w - 2 * line) // (line + max(1, line // 2)))
        for j in range(n):                 # the fringe, drawn first: the board lies over its top
            fx = board.x + line + (w - 2 * line) * j / max(1, n - 1)
            spread = (fx - board.centerx) / max(1, w) * rect.h * 0.25
            pygame.draw.line(surface, GOLD_DARK if j % 2 else GOLD, (fx, top), (fx + spread, bottom), line)
        pygame.draw.rect(surface, GOLD, board, border_radius=board.h // 2)
        pygame.draw.rect(surface, GOLD_DARK, board, width=max(1, px(2)), border_radius=board.h // 2)
        button = (board.right - board.h // 2 if k == 0 else board.x + board.h // 2, board.centery)
        pygame.draw.circle(surface, GOLD_DARK, button, max(2, board.h // 5))


def draw_sparkles(surface: pygame.Surface, around: pygame.Rect, age: float) -> None:
    """Eight small gold stars twinkling round ``around`` for :data:`MOMENT_S` seconds."""
    if not 0 <= age < MOMENT_S:
        return
    for i in range(8):
        a = i * math.pi / 4 + 0.4
        x = around.centerx + math.cos(a) * (around.w / 2 + px(18))
        y = around.centery + math.sin(a) * (around.h / 2 + px(12))
        k = math.sin(min(1.0, age / MOMENT_S) * math.pi) * (0.6 + 0.4 * math.sin(age * 9 + i))
        r = max(1.0, px(9) * k)
        pts = [(x + math.cos(j * math.pi / 4) * (r if j % 2 == 0 else r / 3),
                y + math.sin(j * math.pi / 4) * (r if j % 2 == 0 else r / 3)) for j in range(8)]
        pygame.draw.polygon(surface, GOLD, pts)


def draw_medal(surface: pygame.Surface, center: tuple[int, int], place: int, radius: int) -> None:
    """A medal of ``place`` 1–3 (gold, silver, bronze) with its number."""
    colour = MEDALS[place]
    pygame.draw.circle(surface, colour, center, radius)
    pygame.draw.circle(surface, GOLD_DARK if place == 1 else (90, 90, 90), center, radius, max(1, px(2)))
    widgets.blit_text(surface, str(place), center, max(9, int(unscaled(radius * 1.2))), (30, 25, 10), True,
                      anchor="center")


def podium_columns(places: dict[int, list[str]], area: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
    """``(place, block)`` for places 1–3 that someone holds, as a podium stands: second on the
    left, first in the middle and highest, third on the right; blocks sit on ``area``'s floor
    and leave room above them for the names."""
    held = [p for p in (2, 1, 3) if places.get(p)]
    if not held:
        return []
    col = min(px(190), area.w // 3)
    names_h = px(30)
    top_room = area.h - names_h
    heights = {1: top_room, 2: top_room * 7 // 10, 3: top_room * 5 // 10}
    x0 = area.centerx - col * len(held) // 2
    out = []
    for i, place in enumerate(held):
        block = pygame.Rect(x0 + i * col + px(4), area.bottom - heights[place], col - px(8), heights[place])
        out.append((place, block))
    return out


def draw_podium(surface: pygame.Surface, places: dict[int, list[str]], area: pygame.Rect, age: float) -> None:
    """The podium of :func:`podium_columns`: each block rises in turn (third, second, first),
    its medal colour, its place's number on it and the names holding it above."""
    order = {3: 0, 2: 1, 1: 2}
    for place, block in podium_columns(places, area):
        k = max(0.0, min(1.0, entrance(age - order[place] * 0.15)))
        risen = pygame.Rect(block.x, block.bottom - int(block.h * k), block.w, max(1, int(block.h * k)))
        colour = MEDALS[place]
        widgets.panel(surface, risen, (*colour, 200), 8)
        if k >= 0.999:
            widgets.blit_text(surface, str(place), (risen.centerx, risen.y + px(8)), 30, (30, 25, 10), True,
                              anchor="midtop")
            names = ", ".join(places[place])
            widgets.text_in_rect(surface, names, pygame.Rect(block.x - px(2), block.y - px(30), block.w + px(4),
                                                             px(28)), 17, widgets.INK, True, lines=1, min_size=11)
