"""Hosting and joining a table over the network (issue 32): the host's lobby and the
join screen.

- :class:`HostLobbyScene` (setup with a seat "a friend over the network"): starts a
  :class:`~cardtable.net.host.Host` in a background thread (autosaving in the data folder's
  ``hosted/``), announces the table on the LAN (zeroconf) unless it listens on loopback only,
  seats the person at this computer through a loopback client, and shows the table's name,
  its address, the short room code and who has joined.  The table starts by itself when
  every seat is taken; the host may hand a seat to the AI meanwhile.
- :class:`JoinScene` (main menu "Join a table"): the tables found on the LAN, and "join by
  address and code" for the rest; the name typed here is the player's at that table.

``CARDTABLE_NET_BIND`` (default ``0.0.0.0``) is the address the host listens on;
checks and tests set ``127.0.0.1`` (then nothing is announced).
"""

from __future__ import annotations

import functools
import os
import threading

import pygame

from cardtable.match import clean_name
from cardtable.match.schema import MAX_NAME
from cardtable.ui import assets, i18n, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene
from cardtable.ui.scenes.net_seats import (  # noqa: F401 - SEATS_FILE: part of this module's face
    SEATS_FILE,
    keep_token,
    kept_tokens,
    last_join,
    remember_join,
)

DEFAULT_PORT = 8765


def bind_address() -> str:
    return os.environ.get("CARDTABLE_NET_BIND", "0.0.0.0")


def take_seat(client, name: str, gender: str | None = None) -> int:
    """Rejoin with the kept token of this table if there is one, else join anew."""
    from cardtable.net.client import NetError
    from cardtable.net.protocol import normal_room
    token = kept_tokens().get(f"{client.uri.removeprefix('ws://')} {normal_room(client.room)}")
    if token:
        try:
            seat = client.rejoin(token)
            return seat
        except NetError as exc:
            if exc.code != "bad_token":
                raise
    seat = client.join(name, gender)
    keep_token(client.uri.removeprefix("ws://"), client.room, client.token or "")
    return seat


class HostLobbyScene(Scene):
    """The host's lobby (see the module docstring)."""

    def __init__(self, app, match, kinds: list[str], me: int, *, table=None):
        """A new table of ``match`` (seat kinds ``kinds``, the person here in seat ``me``), or
        ``table``, a saved one taken up again (:mod:`~cardtable.ui.scenes.net_resume`)."""
        super().__init__(app)
        from cardtable.net.discovery import _local_address
        from cardtable.net.host import Host, HostThread
        from cardtable.net.table import HostedTable
        from cardtable.ui.scenes.net_resume import hosting_here, remember_hosting

        restored = table is not None
        if table is None:
            person = match.seats[me].name
            game = match.info.name_ru if i18n.get_language() == "ru" else match.info.name_en
            name = table_name(game, person, me)
            if not unnamed(person, me):
                # the name he hosts under is the one he joins with next time, and hosts under
                remember_join(last_join()[0], person, match.seats[me].gender)
            table = HostedTable(match, kinds, name=name)
        name = table.name
        self.table = table
        save_dir = None
        try:
            from cardtable.match.storage import data_dir
            save_dir = data_dir() / "hosted"
        except Exception:  # noqa: BLE001 - no data folder: the table is not saved
            save_dir = None
        bind = bind_address()
        self.host = Host(bind=bind, port=DEFAULT_PORT, save_dir=save_dir, between_deals=2.0)
        self.host.add_table(self.table)
        self.thread = HostThread(self.host)
        try:
            self.port = self.thread.start()
        except OSError:                       # the usual port is taken: any free one
            self.host.port = 0
            self.thread = HostThread(self.host)
            self.port = self.thread.start()
        loopback = bind.startswith("127.")
        self.address = f"{'127.0.0.1' if loopback else _local_address()}:{self.port}"
        self.announcer = None
        if not loopback:
            try:
                from cardtable.net.discovery import Announcer
                self.announcer = Announcer()
                self.announcer.announce(name, self.table.id, self.port, match.game_id, len(self.table.remote_seats()) - 1)
            except Exception:  # noqa: BLE001 - no multicast here: joining by address still works
                self.announcer = None
        from cardtable.net.client import ClientSeat
        self.client = ClientSeat(f"127.0.0.1:{self.port}", self.table.room, auto_rejoin=True)
        if restored:                          # the person's own seat back, with its token
            self.client.rejoin(self.table.tokens[me])
        else:
            self.client.join(match.seats[me].name, match.seats[me].gender, seat=me)
        remember_hosting(self.table.id, me)
        hosting_here(self.table.id, self.thread)
        self.me = me
        self.back = widgets.Button(lambda: t("net.stop_hosting"), self.stop, key="back")

    def stop(self) -> None:
        from cardtable.ui.scenes.net_resume import forget_hosting
        forget_hosting()                      # a table stopped on purpose is not offered again
        self.close_for_now()
        self.app.pop()

    def close_for_now(self) -> None:
        """Stop the host and its announcement, the table kept for "Continue hosting" (the main
        menu offers it while its match is not over; the friends' clients rejoin by themselves)."""
        self.client.close()
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        self.thread.stop()

    def hand_to_ai(self, p: int) -> None:
        self.thread.call(lambda: self.table.hand_to_ai(p, "normal") if p in self.table.away else None)

    def update(self, dt: float) -> None:
        if self.client.started and self.client.state is not None:
            from cardtable.ui.scenes.net_table import NetTableScene
            scene = NetTableScene(self.app, self.client)
            scene.host_lobby = self
            routes_replace(self.app, scene)

    def idle(self) -> bool:
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stop()
            return
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, self.table.name, px(40), 34)
        y = px(100)
        for label, value in ((t("net.address"), self.address), (t("net.room_code"), self.table.room)):
            widgets.blit_text(surface, label, (W // 2 - px(20), y), 22, widgets.MUTED, anchor="topright")
            widgets.blit_text(surface, value, (W // 2, y - px(4)), 30, widgets.ACCENT, True)
            y += px(46)
        widgets.blit_text(surface, t("net.tell_friends"), (W // 2, y), 18, widgets.MUTED, anchor="midtop")
        y += px(44)
        lobby = self.client.lobby or []
        self.back.rect = pygame.Rect(0, 0, px(260), px(44))
        self.back.rect.midbottom = (W // 2, H - px(30))
        for p, (at, name_size, status_size) in enumerate(self.seat_rows(len(lobby), y, (W, H))):
            entry = lobby[p]
            if entry.get("kind") == "ai":
                status = t(f"seat.kind.{entry.get('level', 'normal')}")
            elif p == self.me:
                status = t("net.you_here")
            elif entry.get("present"):
                status = t("net.joined")
            else:
                status = t("net.waiting")
            widgets.blit_text(surface, entry.get("name", "?"), at.topleft, name_size, widgets.INK)
            colour = widgets.ACCENT if entry.get("present") or entry.get("kind") == "ai" else widgets.MUTED
            x = at.x + at.w * 7 // 13
            while status_size > 12 and assets.font(status_size).size(status)[0] > at.right - x:
                status_size -= 1               # "you, at this computer" in a crowded column
            widgets.blit_text(surface, status, (x, at.y), status_size, colour)
        self.back.draw(surface)

    def seat_rows(self, n: int, top: int, size: tuple[int, int]) -> list[tuple[pygame.Rect, int, int]]:
        """Where each seat's row goes (its rect: the name at the left, its status from 7/13 of the
        way) and its font sizes, between ``top`` and the Stop button: one column, rows closer
        and smaller as they must; two columns where one would crowd (twelve seats at 960×600)."""
        W, _H = size
        room = self.back.rect.top - px(12) - top
        step = min(px(36), room // max(1, n))
        if step >= px(28):
            return [(pygame.Rect(W // 2 - px(240), top + i * step, px(520), step), 22, 20) for i in range(n)]
        rows = (n + 1) // 2
        step = min(px(36), room // max(1, rows))
        width = min(px(440), W // 2 - px(30))
        small = 20 if step >= px(30) else 18
        return [(pygame.Rect(W // 2 + (px(10) if i >= rows else -px(10) - width), top + (i % rows) * step,
                             width, step), small, small - 2) for i in range(n)]


def unnamed(person: str, me: int) -> bool:
    """The person hosting from seat ``me`` gave no name: his seat's is setup's default."""
    return person in (t("setup.you"), t("setup.player_n", n=me + 1))


def table_name(game: str, person: str, me: int) -> str:
    """A hosted table's name (the lobby's title, the LAN's list): after the person hosting it
    when he gave his name ("Durak: Anna's table", else "Anna's table" where that is too long
    for a name), else the game's."""
    if unnamed(person, me):
        return game
    names = [t("net.table_name", game=game, name=person), t("net.table_name.short", name=person)]
    return next((n for n in names if len(n) <= MAX_NAME), game)


def routes_replace(app, scene) -> None:
    """Put ``scene`` in place of the top scene."""
    app.pop()
    app.push(scene)


class JoinScene(Scene):
    """Tables on the LAN, and joining by address and room code."""

    FIELDS = ("address", "room", "name")

    def __init__(self, app):
        super().__init__(app)
        address, name, gender = last_join()
        self.values = {"address": address, "room": "", "name": name}
        self.gender: str | None = gender           # for the grammar of messages naming him
        self.editing = "room" if address else "address"
        self.found: list = []
        self.error = ""
        self.searching = True
        self.buttons: list[widgets.Button] = []
        self.join_button = widgets.Button(lambda: t("net.join"), self.join, primary=True, key="join")
        self.back = widgets.Button(lambda: t("common.back"), app.pop, key="back")
        if not bind_address().startswith("127."):
            threading.Thread(target=self._browse, daemon=True).start()
        else:
            self.searching = False

    def _browse(self) -> None:
        try:
            from cardtable.net.discovery import browse
            self.found = browse(2.0)
        except Exception:  # noqa: BLE001 - no multicast: only joining by address
            self.found = []
        self.searching = False

    def field_text(self, field: str) -> str:
        """What field ``field``'s box shows: its value, with a caret while it is edited."""
        return self.values[field] + ("|" if self.editing == field else "")

    def edit(self, field: str) -> None:
        """Type into field ``field`` from now on (its box was clicked)."""
        self.editing = field

    def pick(self, where: str) -> None:
        self.values["address"] = where
        self.editing = "room"

    def join(self) -> None:
        from cardtable.net.client import ClientSeat, NetError
        from cardtable.ui.scenes.net_table import NetTableScene
        name = clean_name(self.values["name"])
        if not name:                  # the others see him by it: not "You", not empty
            self.error, self.editing = t("net.need_name"), "name"
            return
        client = ClientSeat(self.values["address"], self.values["room"], auto_rejoin=True)
        try:
            take_seat(client, name, self.gender)
        except NetError as exc:
            self.error = t("err.join", reason=t(f"net.why.{exc.code}") if exc.code in WHY else exc.reason)
            return
        remember_join(self.values["address"], name, self.gender)
        routes_replace(self.app, NetTableScene(self.app, client))

    def cycle_gender(self) -> None:
        """He, she or not said (the messages then need no gender), as in setup."""
        self.gender = words.next_gender(self.gender)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT and self.editing:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            self.values[self.editing] = (self.values[self.editing] + typed)[:64]
            if self.error == t("net.need_name") and self.editing == "name" and clean_name(self.values["name"]):
                self.error = ""               # asked for a name, he is typing it
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key == pygame.K_BACKSPACE and self.editing:
                self.values[self.editing] = self.values[self.editing][:-1]
            elif event.key == pygame.K_TAB:
                i = self.FIELDS.index(self.editing) if self.editing in self.FIELDS else -1
                self.editing = self.FIELDS[(i + 1) % len(self.FIELDS)]
            elif event.key == pygame.K_RETURN:
                self.join()
            return
        for b in [self.join_button, self.back, *self.buttons]:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("net.join_title"), px(36), 32)
        y = px(90)
        widgets.blit_text(surface, t("net.on_lan"), (W // 2, y), 20, widgets.MUTED, anchor="midtop")
        y += px(32)
        self.buttons = []
        if self.searching:
            widgets.blit_text(surface, t("net.searching"), (W // 2, y), 18, widgets.MUTED, anchor="midtop")
            y += px(34)
        elif not self.found:
            widgets.blit_text(surface, t("net.none_found"), (W // 2, y), 18, widgets.MUTED, anchor="midtop")
            y += px(34)
        for f in self.found[:5]:
            b = widgets.Button(f"{f.name} — {f.where}", functools.partial(self.pick, f.where), key=f"lan-{f.where}")
            b.rect = pygame.Rect(0, 0, px(520), px(38))
            b.rect.midtop = (W // 2, y)
            b.draw(surface)
            self.buttons.append(b)
            y += px(44)
        y += px(14)
        widgets.blit_text(surface, t("net.by_address"), (W // 2, y), 20, widgets.MUTED, anchor="midtop")
        y += px(34)
        for field in self.FIELDS:
            label = t(f"net.field.{field}")
            widgets.blit_text(surface, label, (W // 2 - px(20), y + px(8)), 20, widgets.MUTED, anchor="topright")
            box = pygame.Rect(W // 2, y, px(300), px(38))
            b = widgets.Button(functools.partial(self.field_text, field),
                               functools.partial(self.edit, field), key=f"field-{field}")
            b.rect = box
            b.draw(surface)
            self.buttons.append(b)
            if field == "name":           # beside it: he, she or not said
                g = widgets.Button(lambda: t(f"setup.gender.{self.gender or 'unknown'}"), self.cycle_gender,
                                   size=18, key="gender")
                g.rect = pygame.Rect(box.right + px(10), y, px(110), px(38))
                g.draw(surface)
                self.buttons.append(g)
            y += px(46)
        if self.error:
            widgets.blit_text(surface, self.error, (W // 2, y + px(4)), 18, (255, 150, 130), anchor="midtop")
        self.join_button.rect = pygame.Rect(0, 0, px(220), px(46))
        self.join_button.rect.midbottom = (W // 2 + px(120), H - px(30))
        self.back.rect = pygame.Rect(0, 0, px(220), px(46))
        self.back.rect.midbottom = (W // 2 - px(120), H - px(30))
        self.join_button.draw(surface)
        self.back.draw(surface)


WHY = ("bad_room", "table_full", "unreachable", "seat_taken")
