"""The score sheet of a match as a table: a row per player, a column per deal, the total.

:func:`sheet_cells` lays it out in a rectangle — every column as wide as its widest text, the
row height and font from the number of players — and, when the deals do not all fit, keeps
the latest ones and folds the older ones into one column headed "deals 1–n" (their sum, or
their marks counted: ``●×3``).  No text leaves its cell, and no cell overlaps another (the
results tests check the cells at ten players and many deals).  :func:`draw_sheet` draws them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from cardtable.ui import assets, i18n, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t


@dataclass
class Cell:
    text: str
    rect: pygame.Rect          # the cell; the text is drawn inside it
    align: str                 # "left", "centre" or "right"
    size: int
    colour: tuple
    bold: bool = False


def fold(table_view, deals: list[dict], p: int) -> str:
    """Player ``p``'s mark for several older deals together: the sum of their scores, or
    each mark counted (``●×3``)."""
    if deals and all(d.get("scores") is not None and p < len(d["scores"]) for d in deals):
        return str(sum(d["scores"][p] for d in deals))
    marks = Counter(m for m in (table_view.deal_cell(d, p) for d in deals) if m)
    return " ".join(m if k == 1 else f"{m}×{k}" for m, k in marks.items())


class Folding:
    """The folded column of the older deals, grown one deal at a time: what :func:`fold`
    gives for ``deals[:n]``, without going over the first ``n`` deals again."""

    def __init__(self, every: list[tuple[str, list[str]]], deals: list[dict], players: list[int]):
        self.every, self.deals, self.players = every, deals, players
        self.sums = [0] * len(players)
        self.marks: list[Counter] = [Counter() for _ in players]
        self.scored = True             # every deal so far has a score for every player shown

    def add(self, i: int) -> None:
        d, cells = self.deals[i], self.every[i][1]
        scores = d.get("scores")
        for r, p in enumerate(self.players):
            if scores is not None and p < len(scores):
                self.sums[r] += scores[p]
            else:
                self.scored = False
            if cells[r]:
                self.marks[r][cells[r]] += 1

    def texts(self) -> list[str]:
        if self.scored:
            return [str(x) for x in self.sums]
        return [" ".join(m if k == 1 else f"{m}×{k}" for m, k in marks.items()) for marks in self.marks]


def _fit(text: str, size: int, width: int, bold: bool) -> str:
    f = assets.font(size, bold)
    while len(text) > 1 and f.size(text)[0] > width:
        text = text[:-2] + "…"
    return text


def sheet_cells(table, rect: pygame.Rect, order: list[int] | None = None) -> list[Cell]:
    """Every cell of the score sheet of ``table`` (the TableScene) laid out in ``rect``."""
    m = table.match
    view = table.table
    totals = m.sheet.get("totals", [])
    players = order if order is not None else list(range(m.players))
    rows = len(players) + 1
    row = min(px(30), rect.h // rows)
    size = 17 if row >= px(26) else (15 if row >= px(22) else 13)
    row = max(row, px(size + 4)) if rect.h >= rows * px(size + 4) else rect.h // rows
    font, bold_font = assets.font(size), assets.font(size, True)
    pad, gap = px(8), px(12)
    places = m.places() if order is not None else None       # a tie shares its place: 1, 1, 3
    names = [(f"{places[p]}. " if places else "") + table.seat_name(p) for p in players]
    head_name, head_total = t("result.player"), view.total_label()
    total_texts = [str(totals[p]) if p < len(totals) else "" for p in players]
    total_w = max([bold_font.size(x)[0] for x in total_texts] + [bold_font.size(head_total)[0]])
    name_w = max([font.size(x)[0] for x in names] + [bold_font.size(head_name)[0]])
    inner = rect.w - 2 * pad
    name_w = min(name_w, int(inner * 0.4))
    deals = m.sheet.get("deals", []) if len(m.sheet.get("deals", [])) > 1 else []

    def col(header: str, cells: list[str]) -> int:
        return max([bold_font.size(c)[0] for c in cells] + [bold_font.size(header)[0]]) + gap

    room = inner - name_w - total_w - gap
    every = [(str(i + 1), [view.deal_cell(d, p) for p in players]) for i, d in enumerate(deals)]
    widths = [col(h, c) for h, c in every]
    columns: list[tuple[str, list[str]]] = []
    if sum(widths) <= room:
        columns = every
    else:                  # the latest k deals that fit beside one column folding the older ones
        # (the older deals folded one more at a time and the kept ones' widths summed as k falls:
        # linear in the deals, where folding every prefix anew was quadratic, issue 37)
        kept_w = sum(widths)
        folding = Folding(every, deals, players)
        for k in range(len(every) - 1, -1, -1):
            m_older = len(deals) - k
            kept_w -= widths[m_older - 1]
            folding.add(m_older - 1)
            folded = (t("result.older_deals", n=m_older), folding.texts())
            if col(*folded) + kept_w <= room:
                columns = [folded, *(every[len(every) - k:] if k else [])]
                break
    out: list[Cell] = []
    x_name = rect.x + pad
    x_total = rect.right - pad - total_w
    x = x_total - gap
    spans = []
    for header, cells in reversed(columns):
        w = col(header, cells)
        spans.append((x - w, w, header, cells))
        x -= w
    spans.reverse()
    y = rect.y
    out.append(Cell(_fit(head_name, size, name_w, True), pygame.Rect(x_name, y, name_w, row), "left", size,
                    widgets.MUTED, True))
    for x0, w, header, _cells in spans:
        out.append(Cell(_fit(header, size, w - gap // 2, True), pygame.Rect(x0 + gap // 2, y, w - gap // 2, row),
                        "centre", size, widgets.MUTED, True))
    out.append(Cell(head_total, pygame.Rect(x_total, y, total_w, row), "right", size, widgets.MUTED, True))
    for r in range(len(players)):
        y = rect.y + (r + 1) * row
        out.append(Cell(_fit(names[r], size, name_w, False), pygame.Rect(x_name, y, name_w, row), "left", size,
                        widgets.INK))
        for x0, w, _header, cells in spans:
            if cells[r]:            # a deal's 0 dimmed: the scores made stand out of a column of noughts
                out.append(Cell(cells[r], pygame.Rect(x0 + gap // 2, y, w - gap // 2, row), "centre", size,
                                widgets.MUTED if cells[r] == "0" else widgets.ACCENT, cells[r] != "0"))
        out.append(Cell(total_texts[r], pygame.Rect(x_total, y, total_w, row), "right", size, widgets.INK, True))
    return out


def tie_broken(match) -> list[int]:
    """Players whose equal totals the game's tie-break ranked apart (best first), so the sheet
    shows two equal totals on different places; [] when every equal total shares its place."""
    totals = match.sheet.get("totals", [])
    places = match.places()
    order = match.standings()
    return [p for p in order if any(q != p and totals[q] == totals[p] and places[q] != places[p]
                                    for q in order)]


def tie_note(table) -> str:
    """Under the match's sheet: why equal totals stand on different places, in words ("")."""
    players = tie_broken(table.match)
    return table.table.tie_note(table.match.sheet, players) if players else ""


def text_rect(cell: Cell) -> pygame.Rect:
    """Where the cell's text is drawn."""
    w, h = assets.font(cell.size, cell.bold).size(cell.text)
    r = pygame.Rect(0, 0, w, h)
    r.centery = cell.rect.centery
    if cell.align == "left":
        r.x = cell.rect.x
    elif cell.align == "right":
        r.right = cell.rect.right
    else:
        r.centerx = cell.rect.centerx
    return r


_CACHE: dict[tuple, list[Cell]] = {}


def cached_cells(table, rect: pygame.Rect, order: list[int] | None = None) -> list[Cell]:
    """:func:`sheet_cells`, laid out once for a sheet as it stands (a result screen draws the
    same sheet every frame: 0.8 s a frame at 200 deals before, issue 37)."""
    m = table.match
    deals = m.sheet.get("deals", [])
    key = (id(table), id(m.sheet), len(deals), repr(deals[-1]) if deals else "", tuple(m.sheet.get("totals", [])),
           tuple(rect),
           tuple(order) if order is not None else None, i18n.get_language(), assets.scale(),
           tuple(table.seat_name(p) for p in range(m.players)))
    cells = _CACHE.get(key)
    if cells is None:
        if len(_CACHE) >= 8:
            _CACHE.clear()
        cells = _CACHE[key] = sheet_cells(table, rect, order)
    return cells


def draw_sheet(surface: pygame.Surface, table, rect: pygame.Rect, order: list[int] | None = None) -> None:
    """The score sheet: every player's marks per deal and total (best first when ``order``)."""
    cells = cached_cells(table, rect, order)
    if cells:
        head = cells[0].rect
        y = head.bottom
        pygame.draw.line(surface, (90, 120, 105), (rect.x + px(4), y), (rect.right - px(4), y), max(1, px(1)))
    for c in cells:
        surface.blit(assets.text(c.text, c.size, c.colour, c.bold), text_rect(c))
