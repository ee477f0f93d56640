"""Extras on every table (issue 10): a Hint button that highlights what a Normal-level
AI would do in the player's place, and a game-log panel listing the deal's actions in
words.  The table scene creates and holds its :class:`Extras` (``scene.extras``); they are
shown at the tables of an app that called :func:`install` (the app's ``table_event`` and
``table_draw`` hooks hand the scene's events and drawing to them); the log is built from
``state.view(viewer).history``, so it shows only what the viewer may know (GEN-2).

Keys: H — hint, L — show/hide the log; the mouse wheel over the log scrolls it back.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from cardtable.engine import Action
from cardtable.ui import assets, i18n, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t

if TYPE_CHECKING:
    from cardtable.ui.scenes.table import TableScene
    from cardtable.ui.tables.base import TableView

HINT_SECONDS = 6.0
LOG_WIDTH = 330          # as at 1280×720 (scaled)
DOCK_WIDTHS = (LOG_WIDTH, 300, 270, 240)   # the docked log's widths to try, widest first
DOCK_MIN_FIT = 0.85      # docked only if the seats keep at least this size (seats.Layout.fit)
DOCK_MIN_HAND = 400      # … and the hand (and the status line over it) this width (1280×720 units)
PANEL_WIDTHS = (LOG_WIDTH, 300, 270, 240, 220, 200)   # the log's widths to try in a crowded table's right strip
LOG_MARGIN = 16          # a docked panel's distance from the window's right edge (the Menu button's) and bottom
LOG_PANEL = (10, 25, 20, 255)
LOG_WHEEL_ROWS = 3       # the log's rows one notch of the mouse wheel scrolls
_CARD = re.compile(r"^\s*(\d+):(\w+)\s*(.*)$")


class Extras:
    """Per-table state of the hint and the log panel."""

    def __init__(self, table: TableScene):
        self.table = table
        self.log_open = False
        self.log_rect: pygame.Rect | None = None
        self.hint: tuple | None = None          # (action, history length, seconds left)
        self.hint_button = widgets.Button(lambda: t("extras.hint"), self.show_hint, size=15, key="hint")
        self.log_button = widgets.Button(lambda: t("extras.log"), self.toggle_log, size=15, key="log")
        self._clock = pygame.time.get_ticks()
        self._rows_key: tuple | None = None
        self._rows: list[tuple] = []
        self.scroll = 0                         # the log's rows hidden below (wheel up: earlier ones)
        self._dock_key: tuple | None = None
        self._dock = 0
        self._panel_key: tuple | None = None
        self._panel = 0

    @property
    def shown(self) -> bool:
        """The panel is at this table: its app installed the extras (:func:`install`) and the
        table is not autoplayed."""
        return not self.table.autoplay and on_draw in self.table.app.hooks.get("table_draw", ())

    # -- hint --
    def has_hint(self) -> bool:
        """The table has a Hint button: a person plays at it (not an autoplayed table)."""
        return bool(self.table.humans) and not self.table.autoplay

    def can_hint(self) -> bool:
        return bool(self.table.human_actions())

    def suggestion(self):
        """What a Normal AI would play for the viewer now (seeing only the viewer's view)."""
        scene = self.table
        legal = scene.human_actions()
        if not legal:
            return None
        mine = scene.hint_action()     # a lesson's or puzzle's own answer (issue 35)
        if mine is not None and mine in legal:
            return mine
        m = scene.match
        viewer = scene.viewer
        choose: Callable[..., Action]
        try:
            from cardtable.ai import make_agent
            choose = make_agent("normal", m.game_id).choose
        except Exception:  # noqa: BLE001 - no AI package: fall back to the match's agent
            choose = m.agent(viewer).choose
        rng = random.Random(f"hint:{m.seed}:{m.deal_no}:{len(m.state.history)}")
        try:
            action = choose(m.state.view(viewer), legal, rng, 0.2)
        except Exception:  # noqa: BLE001 - a hint must never break the table
            return legal[0]
        return action if action in legal else legal[0]

    def show_hint(self) -> None:
        action = self.suggestion()
        if action is None:
            return
        self.hint = (action, len(self.table.match.state.history), HINT_SECONDS)
        if not action.cards and not isinstance(action.arg, int):   # an action of a button: name the button
            what = t("hint.press", button=self.table.table.button_label(action))
        else:
            what = describe(self.table, str(action), own=True)
        self.table.toast(t("extras.hint_text", what=what), until_change=True)

    def hint_cards(self) -> list[int]:
        if self.hint is None:
            return []
        action, hist, left = self.hint
        if left <= 0 or hist != len(self.table.match.state.history):
            self.hint = None
            return []
        cards = list(action.cards)
        if action.kind == "cover":    # the card it covers: Durak's arg (card, named suit), else the card
            attack = action.arg[0] if isinstance(action.arg, tuple) else action.arg
            if isinstance(attack, int):
                cards.append(attack)
        return cards

    # -- log --
    def toggle_log(self) -> None:
        self.log_open = not self.log_open

    def lines(self) -> list[str]:
        scene = self.table
        history = [str(text) for text in scene.current_view().history]
        variants = log_variants(scene.table, history)
        extra = scene.engine_log        # an outside engine's faults (issue 36)
        deal = scene.match.deal_no
        out = []
        for i, (text, v) in enumerate(zip(history, variants)):
            out.append(describe(scene, text, variant=v))
            out.extend(extra.get((deal, i), ()))
        return out

    # -- hooks --
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            if self.can_hint():
                self.show_hint()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.log_open:
            self.log_open = False       # Esc closes the panel on top first; the next one pauses
            return True
        if self.log_button.handle(event):
            return True
        if (self.log_open and self.log_rect is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and self.log_rect.collidepoint(event.pos)):
            return True                 # a click on the log is the log's: nothing under it acts
        pointer = self.table.pointer
        if (event.type == pygame.MOUSEWHEEL and self.log_open and self.log_rect is not None and pointer is not None
                and self.log_rect.collidepoint(pointer)):
            self.scroll = max(0, self.scroll + event.y * LOG_WHEEL_ROWS)   # clamped when drawn
            return True
        if not self.has_hint():
            return False
        self.hint_button.enabled = self.can_hint()
        return widgets.press_in_place(self.hint_button, event)

    def dock_width(self, size: tuple[int, int]) -> int:
        """How many pixels at the window's right the open log takes from the table, which is
        laid out in the rest (its seats, hand and buttons move in, none hidden under the log):
        the widest of :data:`DOCK_WIDTHS` at which the table stays whole (:func:`docks`), else 0
        — at 960×600 every table would lose its hand's width or its name plates, so the log
        goes into a panel the table keeps free for it (:meth:`panel_width`)."""
        if not self.log_open:
            return 0
        table = self.table.table
        key = (size, assets.scale(), table.players, table.viewer, i18n.get_language())
        if key != self._dock_key:
            self._dock_key = key
            self._dock = next((px(w) + px(LOG_MARGIN) for w in DOCK_WIDTHS
                               if docks(table.layout_in((size[0] - px(w) - px(LOG_MARGIN), size[1])))), 0)
        return self._dock

    def panel_width(self, size: tuple[int, int]) -> int:
        """The width of the panel the table keeps free for the open log when it cannot be docked
        (:meth:`dock_width` 0: every table at 960×600), inside the seats' "U" or in the right
        column's place (:func:`seats.compute`): of :data:`PANEL_WIDTHS`, one at which the seats
        keep their size if any does, else at least :data:`DOCK_MIN_FIT`, else as large as they
        stay (Strong Witchcraft's 6 seats at 960×780: 0.8 of 0.9 — the log once dropped over
        them there), then the one showing the most log; 0 when the log is shut or docked, or
        the table cannot be laid out beside a panel at all (the log then lies over its right side)."""
        if not self.log_open or self.dock_width(size):
            return 0
        table = self.table.table
        key = (size, assets.scale(), table.players, table.viewer, i18n.get_language())
        if key != self._panel_key:
            self._panel_key = key
            closed = table.fit_in(size)
            best = None
            for w in PANEL_WIDTHS:
                lay = table.layout_in(size, px(w))
                if lay is not None:      # seats kept whole first, then as large as they stay, then room
                    # a layout asked to keep a panel free has one (seats.compute: inside the "U"
                    # or in the right column's strip)
                    assert lay.panel is not None, "seats.compute keeps the panel it was asked for"
                    got = (lay.fit >= closed - 1e-9, lay.fit >= min(closed, DOCK_MIN_FIT) - 1e-9, lay.fit,
                           panel_room(lay.panel), px(w))
                    best = got if best is None else max(best, got)
            self._panel = best[-1] if best is not None else 0
        return self._panel

    def draw(self, surface: pygame.Surface) -> None:
        now = pygame.time.get_ticks()
        dt, self._clock = (now - self._clock) / 1000.0, now
        if self.hint is not None:
            action, hist, left = self.hint
            self.hint = (action, hist, left - dt)
        menu = self.table.menu_button.rect
        self.log_button.rect = pygame.Rect(menu.x - px(112), menu.y, menu.w, menu.h)
        self.hint_button.rect = pygame.Rect(menu.x - px(224), menu.y, menu.w, menu.h)
        self.log_button.primary = self.log_open
        self.log_button.draw(surface)
        if self.has_hint():          # in its place, greyed while it is not the person's turn (issue 34.7)
            self.hint_button.enabled = self.can_hint()
            self.hint_button.draw(surface)
        for c in self.hint_cards():
            rect = self.table.table.sprite_rect(c)
            if rect is not None:
                pygame.draw.rect(surface, widgets.ACCENT, rect.inflate(px(10), px(10)), width=px(4),
                                 border_radius=px(10))
        if self.log_open:
            size = self.table.table_area()
            panel = self.panel_width(size) and self.table.table.lay.panel
            self.log_rect = panel.copy() if panel else log_place(size, menu, self.dock_width(size))
            self.draw_log(surface, self.log_rect)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        # opaque: undocked, the log lies over badges and fans, which must not show through its lines
        widgets.panel(surface, rect, LOG_PANEL, 12)
        pygame.draw.rect(surface, (60, 100, 80), rect, width=max(1, px(1)), border_radius=px(12))
        pad = px(12)
        widgets.blit_text(surface, t("extras.log_title"), (rect.x + pad, rect.y + px(8)), 16, widgets.ACCENT, True)
        rows, first, total = self.visible_rows(rect)
        step = px(19)
        y = rect.y + px(34)
        for row, indent, colour in rows:
            widgets.blit_text(surface, row, (rect.x + pad + indent, y), 14, colour)
            y += step
        if total > len(rows):          # a thin bar at the right: where these rows lie in the deal's log
            track = pygame.Rect(rect.right - px(6), rect.y + px(34), px(3), len(rows) * step)
            bar = pygame.Rect(track.x, 0, track.w, max(px(12), track.h * len(rows) // total))
            bar.y = track.y + (track.h - bar.h) * first // max(1, total - len(rows))
            pygame.draw.rect(surface, (40, 70, 55), track, border_radius=px(2))
            pygame.draw.rect(surface, widgets.MUTED, bar, border_radius=px(2))

    def visible_rows(self, rect: pygame.Rect) -> tuple[list[tuple], int, int]:
        """The log's rows shown in a panel of ``rect``: (rows, index of the first, all rows).
        The newest at the bottom unless the wheel scrolled up (:attr:`scroll`); scrolled up,
        the same rows stay in view while new actions are added below them."""
        pad = px(12)
        scene = self.table
        key = (id(scene.match.state), scene.viewer, i18n.get_language(), rect.w, assets.scale())
        length = len(scene.match.state.history)
        if (key, length) != self._rows_key:      # describe and wrap only when something happened
            before = len(self._rows) if self._rows_key is not None and self._rows_key[0] == key else None
            self._rows_key = (key, length)
            self._rows = log_rows(self.lines(), rect.w - 2 * pad) or log_rows([t("extras.log_empty")],
                                                                              rect.w - 2 * pad, widgets.MUTED)
            if before is not None and self.scroll and length:
                self.scroll += max(0, len(self._rows) - before)
            elif before is None:
                self.scroll = 0
        fit = max(1, (rect.h - px(40)) // px(19))
        total = len(self._rows)
        self.scroll = min(self.scroll, max(0, total - fit))
        end = total - self.scroll
        first = max(0, end - fit)
        return self._rows[first:end], first, total


def log_place(size: tuple[int, int], menu: pygame.Rect, dock: int = 0) -> pygame.Rect:
    """The log panel, under the corner's buttons, flush with their right edge.  Docked
    (``dock`` pixels at the window's right given up by the table, :meth:`Extras.dock_width`):
    the whole strip down to the bottom margin, beside the table, covering none of it.
    Else dropped down over the table's right side.  It once lay at the top left, over a
    game's legend there (Strong Witchcraft's "who beats whom" lost all but its first row), and
    then over the right-hand seats at every table (Donkey's 12 seats: four name plates hidden)."""
    top = menu.bottom + px(10)
    if dock:
        w = dock - px(LOG_MARGIN)
        return pygame.Rect(size[0] - dock, top, w, size[1] - px(LOG_MARGIN) - top)
    w = min(px(LOG_WIDTH), size[0] - 2 * px(10))
    return pygame.Rect(menu.right - w, top, w, int(size[1] * 0.55))


def log_rows(lines: list[str], width: int, colour=widgets.INK) -> list[tuple[str, int, tuple]]:
    """The log's ``lines`` wrapped to ``width`` pixels as (row, indent, colour): a line's
    further rows indented, so a narrow log still reads one entry per action."""
    indent = px(10)
    rows = []
    for line in lines:
        first, *rest = assets.wrap(line, 14, width)
        rows.append((first, 0, colour))
        if rest:
            rows += [(row, indent, colour) for row in assets.wrap(" ".join(rest), 14, width - indent)]
    return rows


def docks(lay) -> bool:
    """Whether a table laid out beside a docked log (``lay``, None: it did not fit) is still
    whole: its seats at :data:`DOCK_MIN_FIT` of their size or more, its hand and the status
    line over it :data:`DOCK_MIN_HAND` wide (Durak's 4 seats docked at 960×600 had a hand of
    142 px, its prompt cut to «Подкиньте карту того же…»)."""
    return lay is not None and lay.fit >= DOCK_MIN_FIT and lay.hand.w >= px(DOCK_MIN_HAND)


def panel_room(rect: pygame.Rect) -> int:
    """How much of the log a panel of ``rect`` shows: its rows times their width."""
    return max(0, (rect.h - px(40)) // px(19)) * (rect.w - 2 * px(12))


def log_variants(table: TableView, history: list[str]) -> list[str | None]:
    """Per entry of ``history``, a variant of its log line the game's table knows from the
    entries before it (durak: a "done" that ends a beaten bout is «Бито», else «Хватит»)."""
    return table.log_variants(history)


def parse(text: str) -> tuple[int, str, list[str], int | None, bool] | None:
    """An action's notation split: (player, kind, card tokens, other seat, call)."""
    m = _CARD.match(text)
    if m is None:
        return None
    cards, other, call = [], None, False
    for tok in m.group(3).split():
        if re.fullmatch(r"@\d+", tok):
            other = int(tok[1:])
        elif tok == "!":
            call = True
        else:
            cards.append(tok)
    return int(m.group(1)), m.group(2), cards, other, call


def describe(scene: TableScene, text: str, own: bool = False, variant: str | None = None) -> str:
    """One action's notation (``"1:cover 8♠/7♠"``) in words of the current language:
    "Boris covers 7♠ with 8♠", "You cover 7♠ with 8♠" (cardtable.ui.words).  ``own``
    gives the imperative of a hint ("cover 7♠ with 8♠"; a game's own ``hint.<game>.<kind>``
    first, e.g. spells are led «картой …»; so ``log.<game>.<kind>`` for a line: Witch
    durak's "keep" keeps the direction, Pirate Party's exchanges nothing); ``variant`` a game's refinement
    of the line (:func:`log_variants`)."""
    parsed = parse(text)
    if parsed is None:
        return text
    player, kind, tokens, other, call = parsed
    cards_in_words = scene.table.log_cards
    rest = cards_in_words(kind, " ".join(tokens))
    if call:
        rest = t("log.call", text=rest)
    fmt: dict[str, object] = {"kind": kind, "rest": rest, "a": rest, "b": ""}
    if kind == "cover" and "/" in rest:
        fmt["a"], fmt["b"] = rest.split("/", 1)
    if own:
        if other is not None:
            fmt["other"] = _person(scene, other).name
        game = scene.match.game_id
        key = next((k for k in (f"hint.{game}.{kind}", f"hint.{kind}") if i18n.has(k)), "hint.any")
        return " ".join(t(key, **fmt).split())
    game = scene.match.game_id
    key = next((k for k in (f"log.{game}.{kind}", f"log.{kind}") if i18n.has(k)), "log.any")
    variant, _, n = (variant or "").partition(" ")     # "draw 4": a variant with a count
    if n.isdigit():
        fmt["n"] = int(n)
        fmt["cards"] = words.count("seat.cards", int(n))
        if i18n.has(f"{key}.{variant}.n"):
            variant += ".n"
    elif n:                                            # "seen R6": a card the variant names
        fmt["rest"] = cards_in_words(kind, n)
    if variant and i18n.has(f"{key}.{variant}"):
        key = f"{key}.{variant}"
    who = _person(scene, player)
    return " ".join(words.say(key, who, _person(scene, other) if other is not None else None, **fmt).split())


def _person(scene, p: int) -> words.Person:
    try:
        return scene.person(p)
    except (IndexError, AttributeError):
        return words.Person(str(p))


# -- installation --------------------------------------------------------------------

def extras(table: TableScene) -> Extras:
    """The hint and log panel of a table scene (the scene creates and holds it)."""
    return table.extras


def on_event(table: TableScene, event: pygame.event.Event) -> bool:
    if table.autoplay:
        return False
    return table.extras.handle(event)


def on_draw(table: TableScene, surface: pygame.Surface) -> None:
    if table.autoplay:
        return
    table.extras.draw(surface)


def install(app) -> None:
    """Plug the hint and the log into every table scene of ``app``."""
    hooks = app.hooks
    for name, fn in (("table_event", on_event), ("table_draw", on_draw)):
        hooks.setdefault(name, [])
        if fn not in hooks[name]:
            hooks[name].append(fn)
