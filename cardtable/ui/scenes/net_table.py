"""A seat at a table hosted elsewhere (network play, issue 32): the ordinary table scene
driven by a :class:`~cardtable.net.client.ClientSeat` instead of a local match.

:class:`RemoteMatch` answers what the table scene, its table view and the result screens
read of a :class:`~cardtable.match.Match` (seats, ``state.to_act``, the seat's view and
legal actions, the score sheet, deal and match results) from the host's messages; its
``apply`` sends the action to the host (after the same legality check the local table
makes) and the host's answer comes back as a ``state`` with the events to animate.
Nothing here decides a rule: the host's engine does.

:class:`NetTableScene` polls the seat every frame, animates each new table, says who
dropped out (with a clock) and when the game goes on, shows the host's refusals, and never
runs an AI, an undo or an autosave (the host keeps the match).  Each finished deal and match
counts in the player's statistics, as a local one does, from the host's result once checked,
and a deal the seat saw whole is kept for the replay viewer as the seat saw it.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any, cast

import pygame

from cardtable.engine import IllegalAction, Result, determinize, game_info
from cardtable.engine.event_data import event_from_data
from cardtable.match import Match, Seat, clean_name
from cardtable.net.bot import read_table
from cardtable.net.client import ClientSeat
from cardtable.ui import assets, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.toasts import landing

if TYPE_CHECKING:
    from cardtable.ui.scenes.net_lobby import HostLobbyScene

REFUSALS = ("not_your_turn", "stale", "paused", "illegal", "too_fast")


class RemoteState:
    """The seat's side of the deal: ``to_act``, ``view``, ``legal_actions``, ``history``."""

    def __init__(self, match: RemoteMatch, msg: dict):
        self.match = match
        self.msg = msg
        self._view, self._legal = read_table(match.game_id, match.players, msg["view"], msg["legal"])
        self.num_players = match.players
        self.game_id = match.game_id
        self.history = list(self._view.history)

    @property
    def to_act(self) -> int | None:
        return self._view.to_act

    @property
    def is_over(self) -> bool:
        return bool(self._view.is_over)

    @property
    def result(self):
        return self._view.result

    def view(self, player: int):
        return self._view

    def legal_actions(self, player: int | None = None) -> list:
        if player is None or player == self.match.seat:
            return list(self._legal)
        return []

    def parse_action(self, text: str):
        return read_table(self.game_id, self.num_players, self.msg["view"], [text])[1][0]

    def clone(self) -> RemoteState:
        return self


class PersonSeat(Seat):
    """A person at another computer (played here like an AI seat: no curtain, no Undo): his
    name is shown as he typed it, never as a computer's name in this language."""

    name_typed = True


class RemoteMatch:
    """What the table scene reads of a match, from a client seat's messages."""

    def __init__(self, client: ClientSeat):
        self.client = client
        info = client.info
        self.game_id: str = info["game"]
        self.info = game_info(self.game_id)
        self.seat: int = info["seat"]
        self.options: dict = info["options"]
        self.seed = 0
        self.budget = None
        self.undone: set[int] = set()
        self.undo_seat: int | None = None       # no Undo at a shared table (match/undo.py)
        self.seats: list[Seat] = []
        self.take_lobby(client.lobby or info["seats"])
        self.sheet: dict = {}
        self.deal_no = 0
        self.last_result: Result | None = None
        self.deal_scored = False
        self.over = False
        self.result_deal: int | None = None     # the deal whose result the host has sent
        self.initial_events: list = []
        self.on_change = None
        self.state: RemoteState | None = None
        if client.state is not None:
            self.take_state(client.state)

    @property
    def players(self) -> int:
        return len(self.seats)

    def take_lobby(self, seats: list[dict]) -> None:
        out = []
        for p, entry in enumerate(seats):
            gender = entry.get("gender") if entry.get("gender") in ("m", "f") else None
            kind = "human" if p == self.seat else "ai"
            make = Seat if entry.get("kind") == "ai" or p == self.seat else PersonSeat
            out.append(make(clean_name(entry.get("name")) or f"{p + 1}", kind, "normal", gender))
        self.seats = out

    def take_state(self, msg: dict) -> list:
        if msg["deal"] != self.deal_no:
            self.deal_scored = False
        self.deal_no = msg["deal"]
        self.sheet = msg["sheet"]
        self.state = RemoteState(self, msg)
        return [event_from_data(e) for e in msg["events"] if isinstance(e, dict)]

    def take_deal_over(self, msg: dict) -> None:
        r = msg["result"]
        self.last_result = Result(list(r.get("order", [])), list(r.get("losers", [])), bool(r.get("draw")),
                                  r.get("scores"), list(r.get("winners", [])), dict(r.get("notes") or {}))
        self.sheet = msg["sheet"]
        self._places = msg["places"]
        self.result_deal = msg["deal"]
        if msg.get("match_over") is True:       # its match_over follows: the panel says so now
            self.over = True

    @property
    def deal_over(self) -> bool:
        return self.state is not None and self.state.is_over

    @property
    def is_over(self) -> bool:
        return self.over

    def apply(self, action: Any) -> list:
        """Send the seat's action to the host; the events come back with its answer."""
        st = self.state
        if st is None or action not in st.legal_actions(self.seat):
            raise self._why_not(action)
        self.client.act(str(action), st.msg)
        return []

    def _why_not(self, action: Any) -> IllegalAction:
        """Why ``action`` is refused, with the rule a local table would cite (DUR-7: "a card
        is beaten by a higher one of its suit or a trump" …): asked of a world dealt from
        this seat's view, where the seat's legal moves are the same as at the host's table
        (they depend only on what the seat may see, GEN-2); the general GEN-3 otherwise."""
        general = IllegalAction("GEN-3", f"{action} is not a legal action now")
        if self.state is None:
            return general
        try:
            world = determinize(self.state.view(self.seat), random.Random(0))
            world.apply(action)
        except IllegalAction as exc:
            return exc
        except Exception:  # noqa: BLE001 - no world from this view: the general refusal
            return general
        return general

    def finish_deal(self) -> Result | None:
        self.deal_scored = True
        return self.last_result

    def next_deal(self) -> list:
        return []                  # the host deals; its state comes in a moment

    def places(self) -> list[int]:
        return list(getattr(self, "_places", [1] * self.players))

    def standings(self) -> list[int]:
        return sorted(range(self.players), key=lambda p: self.places()[p])

    def agent(self, player: int):
        from cardtable.ai import make_agent
        return make_agent("normal", self.game_id)

    def decision_rng(self, player: int) -> random.Random:
        return random.Random(f"{self.deal_no}:{len(self.state.history) if self.state else 0}")

    def add_play_time(self) -> None:
        pass

    def to_json(self) -> dict:
        raise TypeError("a networked table is saved by its host")


class NetTableScene(TableScene):
    """The table of a remote seat (see the module docstring)."""

    networked = True

    def __init__(self, app, client: ClientSeat):
        self.client = client
        client.wait_for(lambda c: c.state is not None, 5)
        client.poll()                           # what led here is in the client's latest table
        self._away: dict[int, float] = dict(client.paused)
        self.host_lobby: HostLobbyScene | None = None   # set when this computer hosts the table
        self._banner_memo: tuple[tuple, Any] | None = None
        self.counted: set[int] = set()          # deals counted in the statistics (once each)
        self.match_counted = False
        match = self.remote = RemoteMatch(client)
        hooks = app.hooks.get("table")
        app.hooks["table"] = []                 # no autosave: the host keeps the match (_count counts)
        try:
            # RemoteMatch answers everything the table scene reads of a Match (the host keeps the
            # real one); the scene is typed against Match, the class it plays locally
            super().__init__(app, cast(Match, match), restored=True)
        finally:
            if hooks is None:
                app.hooks.pop("table", None)
            else:
                app.hooks["table"] = hooks
        self.viewer = match.seat
        self.standin_button = widgets.Button(lambda: t("net.hand_to_ai", name=self.seat_name(self._longest_away())),
                                             self.hand_to_ai, size=16, key="standin")
        self._refresh_ctx()
        self.table.sync(instant=True)
        # an away seat's plate says so, with its clock, instead of its role in the game
        self.table.role_note = self.away_role

    def away_role(self, p: int) -> str:
        if p not in self._away:
            return ""
        secs = int(max(0.0, time.time() - self._away[p]))
        return t("net.plate_away", clock=f"{secs // 60}:{secs % 60:02d}")

    # -- the host's messages ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for msg in self.client.poll():
            self._take(msg)
        super().update(dt)

    def _take(self, msg: dict) -> None:
        self._take_message(msg)
        self._sync_away()

    def _sync_away(self) -> None:
        """Who the table waits for is what the seat's client last heard (``ClientSeat.paused``):
        a seat back, or given to the computer, is said so once; a wait heard of while this client was away itself (it
        rejoined a host that was down) ends when the host's lobby or table says so."""
        heard = dict(self.client.paused)
        lobby = self.client.lobby or []
        for p in [p for p in self._away if p not in heard]:
            del self._away[p]
            # back himself, or the host gave his seat to the computer until he is
            standin = p < len(lobby) and isinstance(lobby[p], dict) and "standin" in lobby[p]
            self.toast(words.say("net.standin" if standin else "net.back", self.person(p)))
        for p, since in heard.items():
            self._away.setdefault(p, min(time.time(), float(since)))

    def _take_message(self, msg: dict) -> None:
        kind = msg["type"]
        m = self.remote
        if kind == "state":
            events = m.take_state(msg)
            if events or msg.get("reply") is not None:
                if not m.deal_over and self.result_shown:   # take_state has set the state
                    self.next_deal()
                self._after(events, msg.get("actor"))
            else:
                self._view_key = None
                self._refresh_ctx()
                self.table.sync(instant=True)
                self._refresh_buttons()
        elif kind == "lobby":
            m.take_lobby(msg["seats"])
            self._people_key = None
            self._refresh_ctx()
        elif kind == "pause":
            self._away[msg["seat"]] = time.time() - max(0.0, time.time() - float(msg["since"]))
            self.toast(t("net.dropped", name=self.seat_name(msg["seat"])), error=True)
        elif kind == "refused":
            code = msg["code"] if msg["code"] in REFUSALS else "other"
            self.toast(t(f"net.refused.{code}"), error=True)
        elif kind == "deal_over":
            m.take_deal_over(msg)
            if msg["deal"] not in self.counted:
                self.counted.add(msg["deal"])
                seen = self.client.seen_deals.get(msg["deal"])
                self._count(result=msg["result"], seen=seen, viewer=m.seat)
        elif kind == "match_over":
            m.over = True
            m.sheet = msg["sheet"]
            m._places = msg["places"]
            if not self.match_counted:
                self.match_counted = True
                self._count(places=msg["places"])

    def _count(self, **what: Any) -> None:
        """A network deal or match counts in this player's statistics as a local one does,
        under the names the table shows (a computer seat's in this language), and a deal this
        seat saw whole is kept for the replay viewer as it saw it; the host keeps the match."""
        data = self.app.userdata
        if data is not None:
            names = [words.seat_name(seat) for seat in self.remote.seats]
            data.count_remote(self.remote.game_id, names, **what)

    # -- what differs from a local table ------------------------------------------------------
    def _deal_over(self, dt: float) -> None:
        # the host sends the table's last state, then the deal's result: the panel waits for
        # the result (who lost, the sheet, whether the match is over), which a frame may split
        if self.remote.result_deal != self.remote.deal_no:
            return
        super()._deal_over(dt)

    def _ai_turn(self, p: int) -> None:
        pass                                     # the host plays every other seat

    def _start_ai_early(self) -> None:
        pass

    def restart(self) -> None:
        pass                                     # the match is the host's: no Restart is offered

    def leave_table(self) -> None:
        """The person leaves for the main menu: the seat's connection closes, so the others see
        him gone (the table waits, and its host may give the seat to the computer); a table
        hosted here stops until "Continue hosting" (its autosave and the friends' tokens kept)."""
        self.client.close()
        if self.host_lobby is not None:
            self.host_lobby.close_for_now()

    def idle(self) -> bool:
        return False                             # the host's messages come in real time

    def _longest_away(self) -> int:
        return min(self._away.items(), key=lambda x: x[1])[0] if self._away else 0

    def hand_to_ai(self) -> None:
        """The host gives the longest-away seat to the computer until its owner is back."""
        if self.host_lobby is not None and self._away:
            self.host_lobby.hand_to_ai(self._longest_away())

    def handle(self, event) -> None:
        if self.host_lobby is not None and self._away and self.standin_button.handle(event):
            return
        super().handle(event)

    def away_text(self) -> str | None:
        """"Anna is away — 0:42" for the longest-away seat ("reconnecting" when it is this
        program that lost the host), or None."""
        if not self.client.connected and not self.client.closed:
            return t("net.lost")
        if not self._away:
            return None
        p, since = min(self._away.items(), key=lambda x: x[1])
        secs = int(max(0.0, time.time() - since))
        return t("net.away", name=self.seat_name(p), clock=f"{secs // 60}:{secs % 60:02d}")

    def banner_obstacles(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """What the away banner must not cover: what ``hud.covers_nothing`` keeps clear (the
        furniture, the buttons, the score strip) and the cards lying on the table."""
        taken = self.hud.obstacles(size)
        return taken + [landing(sp) for sp in self.table.sprites.values() if not sp.extra.get("hand")]

    def banner_box(self, box: pygame.Rect, size: tuple[int, int], taken: list[pygame.Rect],
                   anywhere: bool = False) -> pygame.Rect | None:
        """Where the away banner goes: the top band's centre, else beside the score strip, else
        right under it, else lower down the window's middle (between the opponents and the
        cards in play), else down its left or right edge — the first that covers none of
        ``taken`` (:meth:`banner_obstacles`), in the window's upper half (``anywhere``: down
        to its bottom); None if nowhere does."""
        w, h = size
        top = box.move(w // 2 - box.centerx, px(8) - box.y)
        strip = self.hud.score_box(size)[0]

        def spots():
            yield top
            if strip is not None:
                yield top.move(strip.right + px(8) - top.x, 0)
                yield top.move(strip.x - top.x, strip.bottom + px(6) - top.y)
            lower = range(px(4), (h if anywhere else h // 2) - top.bottom, px(4))
            for x in (top.x, px(8), w - px(8) - top.w):
                for y in lower:
                    yield top.move(x - top.x, y)

        window = pygame.Rect(0, 0, w, h)
        return next((b for b in spots() if window.contains(b) and b.collidelist(taken) < 0), None)

    def banner_layout(self, text: str, size: tuple[int, int]) -> tuple[list[pygame.Surface], pygame.Rect,
                                                                        pygame.Rect | None, str]:
        """The away banner's text as drawn, its box and, at a table hosted here, the box and
        words of the button that gives the away seat to the computer: the two placed together
        where they cover nothing of the table (:meth:`banner_box`) — the button under the
        banner, else beside it, else each where it fits; its words naming the seat, else
        short beside the banner that names it; the banner's text on one line, else broken at
        its dash into two («Связь с хостом потеряна —» / «переподключаемся…»). On a table too
        full for that, over cards in play (never over a name plate, a pile, the score strip or a
        button); where even that does not fit, at the top centre, the button under it."""
        labels: list[str] = []
        if self.host_lobby is not None and self._away:
            name = self.seat_name(self._longest_away())
            labels = [t("net.hand_to_ai", name=name), t("net.hand_to_ai.short")]
        taken = self.banner_obstacles(size)
        key = (text, size, tuple(labels), tuple(map(tuple, taken)))    # found again only when it moved
        if self._banner_memo is None or self._banner_memo[0] != key:
            self._banner_memo = (key, self._banner_layout(text, size, labels, taken))
        return self._banner_memo[1]

    def _banner_layout(self, text: str, size: tuple[int, int], labels: list[str],
                       taken: list[pygame.Rect]) -> tuple[list[pygame.Surface], pygame.Rect, pygame.Rect | None, str]:
        font = assets.font(18)
        gap = px(6)
        head, dash, tail = text.partition(" — ")
        # the upper half first, then anywhere; on a table too full for that, over cards in play
        # rather than over a name plate, a pile, the score strip or a button
        for keep_clear, anywhere in ((taken, False), (taken, True), (self.hud.obstacles(size), True)):
            for lines in [[text]] + ([[head + dash.rstrip(), tail]] if dash else []):
                imgs = [font.render(line, True, widgets.INK) for line in lines]
                inner = pygame.Rect(0, 0, max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
                box = inner.inflate(px(24), px(12))
                if not labels:
                    spot = self.banner_box(box, size, keep_clear, anywhere)
                    if spot is not None:
                        return imgs, spot, None, ""
                    continue
                for label in labels:
                    found = self._with_button(box, self._button_box(label), size, keep_clear, anywhere)
                    if found is not None:
                        return imgs, found[0], found[1], label
        imgs = [font.render(text, True, widgets.INK)]
        box = imgs[0].get_rect().inflate(px(24), px(12))
        box = box.move(size[0] // 2 - box.centerx, px(8) - box.y)
        if not labels:
            return imgs, box, None, ""
        button = self._button_box(labels[0])
        return imgs, box, button.move(box.centerx - button.centerx, box.bottom + gap - button.y), labels[0]

    def _with_button(self, box: pygame.Rect, button: pygame.Rect, size: tuple[int, int],
                     taken: list[pygame.Rect], anywhere: bool) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The banner's and the button's places: the button under the banner, else beside it,
        else each where it fits; None if none of these covers nothing."""
        gap = px(6)
        under = pygame.Rect(0, 0, max(box.w, button.w), box.h + gap + button.h)
        spot = self.banner_box(under, size, taken, anywhere)
        if spot is not None:
            return (box.move(spot.centerx - box.centerx, spot.y - box.y),
                    button.move(spot.centerx - button.centerx, spot.y + box.h + gap - button.y))
        beside = pygame.Rect(0, 0, box.w + gap + button.w, max(box.h, button.h))
        spot = self.banner_box(beside, size, taken, anywhere)
        if spot is not None:
            return (box.move(spot.x - box.x, spot.centery - box.centery),
                    button.move(spot.right - button.right, spot.centery - button.centery))
        spot = self.banner_box(box, size, taken, anywhere)
        place = self.banner_box(button, size, taken + [spot.inflate(gap * 2, gap * 2)], True) if spot else None
        return (spot, place) if spot is not None and place is not None else None

    def _button_box(self, label: str) -> pygame.Rect:
        """The standin button's size for ``label``: as wide as its words."""
        words = assets.text(label, self.standin_button.size, widgets.INK, True)
        return pygame.Rect(0, 0, words.get_width() + px(32), px(34))

    def banner_lines(self, text: str, size: tuple[int, int]) -> tuple[list[pygame.Surface], pygame.Rect]:
        """The away banner's text as drawn and its box (:meth:`banner_layout`)."""
        imgs, box, _button, _label = self.banner_layout(text, size)
        return imgs, box

    def hud_rects(self) -> list[pygame.Rect]:
        """The scene's own things lying over the table, the away banner and its button among
        them: no message is placed over them, no press on them is a card's."""
        rects = super().hud_rects()
        text = self.away_text() if hasattr(self, "table") else None      # None while being built
        if text:
            _imgs, box, button, _label = self.banner_layout(text, self.table_size())
            rects += [box] + ([button] if button is not None else [])
        return rects

    def draw(self, surface) -> None:
        super().draw(surface)
        text = self.away_text()
        if text:
            imgs, box, button, label = self.banner_layout(text, self.table_size())
            pygame.draw.rect(surface, (120, 40, 40), box, border_radius=px(8))
            y = box.centery - sum(i.get_height() for i in imgs) // 2
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += img.get_height()
            if button is not None:
                self.standin_button.rect = button
                self.standin_button.text = label
                self.standin_button.draw(surface)

