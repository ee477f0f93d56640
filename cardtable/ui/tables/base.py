"""The base of every game table: seats on an ellipse, the viewer's hand, sprites that
follow the engine's state, and drag-and-drop driven by the engine's legal actions.

A game subclasses :class:`TableView` (``cardtable/ui/tables/<game_id>.py``, ``TABLE =
MyTable``) and overrides :meth:`layout_centre` (where the table's cards lie),
:meth:`drop_zones`, :meth:`zone_of` / :meth:`action_for_drop` (what a drop means),
:meth:`seat_role` and :meth:`draw_centre`.  The base turns events into tweens: each
``move`` event animates its card from where it was to where the new state puts it.  Its mixins
hold the rest: stage.py (where the sprites go, how they get there), furniture.py (the plates,
piles and labels), table_words.py (what the table says: results, statuses, roles).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from cardtable.engine import Action, View
from cardtable.engine.zone import DISCARD, STOCK, Zone
from cardtable.ui import anim, assets, cards, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import get_language, t
from cardtable.ui.tables import seats
from cardtable.ui.tables.chooser import CANCEL, PICK, Chooser
from cardtable.ui.tables.furniture import Furniture
from cardtable.ui.tables.intents import HANDLED, Play
from cardtable.ui.tables.interact import Interaction
from cardtable.ui.tables.stage import Stage
from cardtable.ui.tables.table_words import TableWords

LABEL_BACKING = (10, 30, 22, 215)     # behind a pile's words while a card flies under them (badges' colour)


@dataclass
class Place:
    """Where one card lies in the current state."""

    pos: tuple
    card: int | None = None
    face_up: bool = True
    angle: float = 0.0
    z: int = 0
    size: tuple | None = None
    hand: bool = False      # a card of the viewer's hand (draggable)
    reveal: bool = False    # an opponent's card laid open where a back lay (the deal is over)


@dataclass
class DropZone:
    """A place a card may be dropped on; ``label`` is shown while it is lit."""

    zone: str
    rect: pygame.Rect
    label: str | None = None


class TableView(Stage, Furniture, TableWords):
    """Generic table: seats, hands, sprites, interaction.  Subclass per game."""

    faces_kind = "plain"
    max_fan = 12          # backs drawn in an opponent's fan (more are summarised by the count)
    max_buttons = 2       # action buttons shown at once (their column is kept free, seats.py)
    deck: tuple[int, ...] = ()   # every card of the game (faces pre-rendered a few per frame)
    WARM_BUDGET = 0.002          # seconds per frame spent pre-rendering card faces

    def __init__(self, ctx):
        self.ctx = ctx                          # TableContext: what the controller lets the view know
        self.sprites: dict[tuple, anim.CardSprite] = {}
        self.fading: list[anim.CardSprite] = []
        self.geom_key: tuple | None = None
        self._synced_geom: tuple | None = None     # the geometry the sprites were last laid out for
        self.interaction = Interaction(self)
        self._warm: list | None = None
        self.zone_rects: list[DropZone] = []
        self.chooser: Chooser | None = None     # an open chooser (takes every input event)
        self.W, self.H = 1280, 720
        self.panel = 0                       # pixels kept free at the right (geometry)
        self._shown_view: View | None = None  # the view the sprites were last laid out from
        self.last_bout: dict | None = None   # the table as it lay before it was last cleared
        self._lay: seats.Layout | None = None  # where everything lies, once geometry() ran
        self._bout_lines: list[str] = []     # the messages said since the bout began (stage.py)

    @property
    def scene(self):
        """The old name of :attr:`ctx` (tables written when they held the scene itself)."""
        return self.ctx

    # -- geometry -----------------------------------------------------------------
    @property
    def lay(self) -> seats.Layout:
        """Where everything lies: the scene runs :meth:`geometry` before the table is drawn,
        placed or hit-tested, so a read before it is a bug."""
        assert self._lay is not None, "geometry() lays out the table before it is read"
        return self._lay

    @property
    def players(self) -> int:
        return self.ctx.match.players

    @property
    def viewer(self) -> int:
        return self.ctx.viewer

    def geometry(self, size: tuple[int, int], panel: int | None = None) -> bool:
        """Recompute sizes when the window, the viewer or the panel kept free at the right
        (``panel``, else the context's: the open game log) changed; True if they did."""
        self.panel = self.ctx.panel if panel is None else panel
        key = (size, self.players, self.viewer, get_language(), self.panel)
        if key == self.geom_key:
            return False
        self.geom_key = key
        self.setup_geometry(size)
        return True

    def setup_geometry(self, size: tuple[int, int]) -> None:
        """Sizes and places for a window of ``size`` (extend in a game table): the seats come
        from :func:`seats.compute`; a game places its own things inside :attr:`centre_rect`."""
        self.W, self.H = W, H = size
        n = self.players
        self.crowded = n > 6
        self._lay = seats.compute(size, n, self.viewer, scale=assets.scale(), extra=self.seat_extra(size),
                                 buttons=self.max_buttons, legend=self.legend_size(size),
                                 centre_min=self.centre_need(size), panel=self.panel)
        self.card_w, self.card_h = self._lay.card
        self.small_w, self.small_h = self.lay.small
        self.centre_rect = self.lay.centre
        self.centre = self.centre_rect.center
        self.seat_xy = {p: box.badge.center for p, box in self.lay.seats.items()}
        self.hand_y = H - self.card_h // 2 - px(14)
        self.table_rect = self.centre_rect.copy()
        self._warm = None

    def fit_in(self, size: tuple[int, int], panel: int = 0) -> float:
        """How much this table's seats shrink laid out in ``size`` (pixels) at the current UI
        scale (:attr:`seats.Layout.fit`, 1 = not at all), with ``panel`` pixels kept free at its
        right under the top row (:func:`seats.compute`); 0 if it cannot be laid out there."""
        lay = self.layout_in(size, panel)
        return lay.fit if lay is not None else 0.0

    def layout_in(self, size: tuple[int, int], panel: int = 0) -> seats.Layout | None:
        """This table's seats laid out in ``size`` (see :meth:`fit_in`), None if they do not fit."""
        try:
            return seats.compute(size, self.players, self.viewer, scale=assets.scale(),
                                 extra=self.seat_extra(size), buttons=self.max_buttons,
                                 legend=self.legend_size(size), centre_min=self.centre_need(size), panel=panel)
        except ValueError:
            return None

    def seat_extra(self, size: tuple[int, int]) -> tuple[int, int]:
        """The size (pixels) of the place this game keeps in front of every seat (none)."""
        return (0, 0)

    def centre_need(self, size: tuple[int, int]) -> tuple[int, int]:
        """The least free middle (pixels) this game's own things need."""
        return (0, 0)

    def legend_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The size (pixels) of a legend this game draws at the top left (none)."""
        return (0, 0)

    def furniture(self) -> dict[str, pygame.Rect]:
        """Named rects of what this table draws in :attr:`centre_rect` that nothing may cover
        (piles, their labels, texts); the geometry test checks them against the seats."""
        return {}

    def warm_sizes(self) -> list[tuple[tuple[int, int], float]]:
        """Card sizes and angles worth pre-rendering for every card of :attr:`deck`."""
        return [((self.card_w, self.card_h), 0.0)]

    def _warm_up(self) -> None:
        """Render a few missing card faces per frame, so no frame pays for many at once."""
        if self._warm is None:
            self._warm = [(c, size, a) for size, a in self.warm_sizes() for c in self.deck]
            self._warm.reverse()
        if not self._warm:
            return
        start = time.perf_counter()
        while self._warm and time.perf_counter() - start < self.WARM_BUDGET:
            c, (w, h), a = self._warm.pop()
            img = cards.face(self.faces_kind, c, w, h)
            if a:
                anim.rotated(img, a)
    def seat_place(self, p: int) -> pygame.Rect:
        """The place in front of seat ``p`` that :meth:`seat_extra` asked for (a game that asks
        for one gets it at every seat: seats.compute)."""
        ex = self.lay.seats[p].extra
        assert ex is not None, "seat_extra() asked for a place in front of every seat"
        return ex

    def legend_place(self) -> pygame.Rect:
        """The legend's place in the top band, which :meth:`legend_size` asked for."""
        legend = self.lay.legend
        assert legend is not None, "legend_size() asked for a legend"
        return legend

    def fan_point(self, p: int) -> tuple[int, int]:
        """Centre of an opponent's fan of backs (below his badge)."""
        return self.lay.seats[p].fan.center

    def badge_size(self) -> tuple[int, int]:
        """An opponent's badge size in screen pixels."""
        return self.lay.badge

    def badge_rect(self, p: int) -> pygame.Rect:
        """Where seat ``p``'s badge is drawn."""
        return self.lay.seats[p].badge.copy()

    def seat_rect(self, p: int) -> pygame.Rect:
        """Seat ``p``'s badge and fan together (e.g. a drop target on a player)."""
        box = self.lay.seats[p]
        return box.badge.union(box.fan) if p != self.viewer else box.badge.copy()

    def zone_pos(self, zone: Zone | None) -> tuple[float, float]:
        """Where a zone is on screen (start/end point of a move); override for game zones."""
        if zone is not None and zone.kind == "hand":
            p = zone.seat
            if p == self.viewer:
                return (self.W / 2, self.hand_y)
            return self.fan_point(p) if p in self.seat_xy else self.centre
        return (self.table_rect.centerx, self.table_rect.centery)

    def zone_face_up(self, zone: Zone | None) -> bool:
        """How a card looks where it comes from (stock/discard/others' hands: face down)."""
        if zone is None or zone.kind in ("stock", "discard", "out"):
            return False
        if zone.kind == "hand":
            return zone.seat == self.viewer
        return True

    # -- state -> places -----------------------------------------------------------
    def view(self) -> View:
        return self.ctx.view

    def person(self, p: int) -> words.Person:
        """Seat ``p`` for a message (cardtable.ui.words.say)."""
        return self.ctx.person(p)

    def hand_order(self, view: View, hand: list[int]) -> list[int]:
        """The viewer's hand in display order (override: e.g. trumps last)."""
        return sorted(hand)

    def layout(self, view: View) -> dict[tuple, Place]:
        places: dict[tuple, Place] = {}
        self.layout_hand(view, places)
        self.layout_opponents(view, places)
        self.layout_centre(view, places)
        return places

    @staticmethod
    def card_key(places: dict, card: int) -> tuple:
        """The sprite key of a visible card: ``("c", card)``, or ``("c", card, k)`` for a
        further copy when a game's deck holds identical cards under one number."""
        key: tuple = ("c", card)
        k = 0
        while key in places:
            k += 1
            key = ("c", card, k)
        return key

    def layout_hand(self, view: View, places: dict) -> None:
        hand = self.hand_order(view, list(view.hand))
        n = len(hand)
        if not n:
            return
        w = self.card_w
        room = self.lay.hand.w - 2      # whole pixels stay inside the hand's rect
        step = min(w * 0.92, (room - w) / max(1, n - 1))
        x0 = self.W / 2 - step * (n - 1) / 2
        hidden = self.ctx.hidden
        for i, c in enumerate(hand):
            off = (i - (n - 1) / 2) / max(1, n)
            places[self.card_key(places, c)] = Place((x0 + i * step, self.hand_y + abs(off) * px(10)), c,
                                                     not hidden, 0.0, 100 + i, hand=not hidden)

    @staticmethod
    def hands_left(view: View) -> list[list[int]] | None:
        """Every seat's hand as the engine lays it open once the deal is over (the view's
        ``revealed``; a game whose view names it otherwise overrides this), else None: the
        table never shows more (GEN-2)."""
        left: list[list[int]] | None = getattr(view, "revealed", None)
        return left if view.is_over else None

    def layout_opponents(self, view: View, places: dict) -> None:
        sizes = view.hand_sizes or []
        left = self.hands_left(view)
        for p, count in enumerate(sizes):
            if p == self.viewer:
                continue
            shown = min(count, self.max_fan // 2 if self.crowded else self.max_fan)
            open_cards = sorted(left[p])[:shown] if left is not None and p < len(left) else None
            fan = self.lay.seats[p].fan
            # the fan, turned cards included, stays inside the seat's fan rect (seats.py)
            room = fan.w - self.small_w * 1.25
            step = min(self.small_w * 0.35, room / max(1, shown - 1))
            tilt = min(3.0, 10.0 / max(1, shown - 1))
            fx, fy = fan.centerx, fan.y + self.small_h / 2 + px(1)
            for i in range(shown):
                k = i - (shown - 1) / 2
                pos = (fx + k * step, fy + abs(k) * 0.8 * assets.scale())
                if open_cards is not None and i < len(open_cards):   # the deal is over: face up
                    places[self.card_key(places, open_cards[i])] = Place(
                        pos, open_cards[i], True, -k * tilt, 10 + i, (self.small_w, self.small_h), reveal=True)
                    continue
                places[("b", p, i)] = Place(pos, None, False, -k * tilt, 10 + i, (self.small_w, self.small_h))

    def layout_centre(self, view: View, places: dict) -> None:
        """Cards on the table (override)."""

    # -- sprites follow the state: sync() (tables/stage.py) ------------------------------
    def animating(self) -> bool:
        return bool(self.fading) or any(sp.moving for sp in self.sprites.values())

    def busy(self) -> bool:
        """Something will change without input: an animation, card faces still being
        rendered (override for more, e.g. an AI about to react out of turn)."""
        return self.animating() or bool(self._warm)

    def update(self, dt: float) -> None:
        if self.geom_key is not None:
            self._warm_up()
        for sp in self.sprites.values():
            sp.update(dt)
        for sp in self.fading:
            sp.update(dt)
        if self.fading:
            self.fading = [sp for sp in self.fading if sp.moving]
        self.interaction.update(dt)

    def out_of_turn(self, dt: float):
        """An intent of an AI seat acting out of turn now (Pirate Party), or None; the
        scene calls it every frame and applies what it returns."""
        return None

    # -- interaction hooks (override per game) -----------------------------------------
    def drop_zones(self, view: View) -> list[DropZone]:
        """Every place a drop may mean something now (rects in screen pixels)."""
        return []

    def zone_of(self, action: Action) -> str | None:
        """The drop zone of a legal action with cards (None: not a drop action)."""
        return None

    def action_for_drop(self, cards_: tuple, zone: str, legal: list[Action]) -> Action | None:
        """What dropping ``cards_`` on ``zone`` would mean, even if illegal (so the engine
        can say why not)."""
        return None

    def button_actions(self, legal: list[Action]) -> list[Action]:
        """Actions offered as buttons (default: those without cards)."""
        return [a for a in legal if not a.cards]

    def button_label(self, action: Action) -> str:
        game = self.ctx.match.game_id
        for key in (f"action.{game}.{action.kind}", f"action.{action.kind}"):
            text = t(key)
            if text != key:
                return text
        return action.kind

    def main_action(self, legal: list[Action]) -> Action | None:
        """The action of the main button (Space)."""
        buttons = self.button_actions(legal)
        return buttons[0] if buttons else None

    def toast_y(self) -> int:
        """Where the older of the two messages shown is centred (the newer one sits above it)."""
        return int(self.H * 0.665)

    def event_sound(self, ev) -> str | None:
        """The sound of an event (names: deal, play, cover, take, shuffle, win, lose)."""
        if ev.kind == "move":
            if ev.src == STOCK:
                return "deal"
            return "play"
        return None

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, flying: bool = True) -> None:
        """The felt, the furniture, the seats and the cards; ``flying=False`` leaves out the
        cards in flight for :meth:`draw_flying` (the scene draws them over its messages)."""
        self.geometry(self.ctx.size)                # the window, less a docked game log
        if self._synced_geom != self.geom_key:     # resized / fullscreen: cards to their new places
            self.sync(instant=True)
        view = self.view()
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        order = sorted(self.sprites.values(), key=lambda s: (s.moving, s.z))
        for sp in order:   # cards lying under the table furniture (e.g. the trump under the stock)
            if sp.z < 0 and not sp.moving:
                anim.draw_sprite(surface, sp)
        self.draw_centre(surface, view)
        for p in range(self.players):
            self.draw_seat(surface, view, p)
        self.interaction.draw_zones(surface)
        dragged = self.interaction.dragged_keys()
        for sp in order:
            if sp.key not in dragged and sp.z >= 0 and not sp.moving:
                anim.draw_sprite(surface, sp)
        if flying:
            self.draw_flying(surface)

    def draw_flying(self, surface: pygame.Surface) -> None:
        """The cards in flight (and those fading out), over everything else of the table."""
        dragged = self.interaction.dragged_keys()
        for sp in sorted((s for s in self.sprites.values() if s.moving), key=lambda s: s.z):
            if sp.key not in dragged:
                anim.draw_sprite(surface, sp)
        for sp in self.fading:
            anim.draw_sprite(surface, sp)
        self.draw_labels(surface, self.view())

    def draw_labels(self, surface: pygame.Surface, view: View) -> None:
        """The piles' words ("Stock: 12", "Trump ♠"), drawn over the cards in flight so that a
        card dealt or drawn past them never hides them (override; none here)."""

    def label(self, surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, color, **kw) -> None:
        """A pile's words in ``rect`` (``widgets.text_in_rect``), on a dark backing while a card
        in flight passes under them, so that a white or red card never swallows white or red
        words; at rest they lie on the bare felt."""
        at = widgets.text_in_rect(None, text, rect, size, color, True, **kw)
        if any(sp.moving and sp.rect().colliderect(at) for sp in self.sprites.values()):
            widgets.panel(surface, at.inflate(px(12), px(4)), LABEL_BACKING, 8)
        widgets.text_in_rect(surface, text, rect, size, color, True, **kw)

    def draw_top(self, surface: pygame.Surface) -> None:
        """Drawn last, over the scene's buttons and messages: the cards being dragged, an open
        chooser."""
        self.interaction.draw_drag(surface)
        if self.chooser is not None:
            self.chooser.draw(surface, self.centre_rect)

    def handle_modal(self, event):
        """An open chooser takes the event first (before buttons, Esc and the hand): returns
        an intent for the controller (a pick: :meth:`chosen`), HANDLED, or None (not its)."""
        ch = self.chooser
        if ch is None:
            return None
        what = ch.handle(event)
        if ch.done and self.chooser is ch:
            self.chooser = None
        if what == PICK:
            return self.chosen(ch.value)
        if what == CANCEL:
            self.chooser_cancelled()
        return None if what is None else HANDLED

    def open_menu(self, menu) -> None:
        """A :class:`chooser.Menu` button was pressed: choose among its actions."""
        self.chooser = Chooser(menu.title, list(menu.options))

    def chosen(self, value):
        """The intent of a chooser's pick (default: play the action picked)."""
        return Play(value) if isinstance(value, Action) else HANDLED

    def chooser_cancelled(self) -> None:
        """A chooser was closed without a choice (Esc, a click outside)."""
        self.interaction.selected = []
        self.interaction.refresh()

    def draw_centre(self, surface: pygame.Surface, view: View) -> None:
        """Piles, table markings (override)."""

    def sprite_rect(self, card: int) -> pygame.Rect | None:
        """Where card ``card`` is drawn now (upright box): where it is on its way, and lifted
        as a playable card of the hand is (``anim.draw_sprite``), so an outline drawn round it
        sits on the card, not on its neighbour below (issue 34, item 6)."""
        sp = self.sprites.get(("c", card))
        if sp is None:
            return None
        return anim.sprite_box(sp)

    def discard_rect(self) -> pygame.Rect | None:
        """Where the discard pile lies (a click there shows the last bout), or None when
        the game's table has no discard pile of its own."""
        pos = self.zone_pos(DISCARD)
        if pos == TableView.zone_pos(self, DISCARD):
            return None
        r = pygame.Rect(0, 0, self.card_w, self.card_h)
        r.center = (int(pos[0]), int(pos[1]))
        return r

    def hand_sprite_at(self, pos: tuple) -> anim.CardSprite | None:
        """The topmost card of the viewer's hand under ``pos``."""
        best = None
        for sp in self.sprites.values():
            if sp.extra.get("hand") and sp.rect().move(0, -int(sp.size[1] * anim.RAISE) if sp.raised else 0
                                                       ).collidepoint(pos):
                if best is None or sp.z > best.z:
                    best = sp
        return best

    def play_events_sounds(self, events) -> None:
        names = []
        for ev in events:
            n = self.event_sound(ev)
            if n and n not in names:
                names.append(n)
        for n in names[:2]:
            assets.play_sound(n)

