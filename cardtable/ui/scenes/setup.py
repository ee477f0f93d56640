"""The setup screen: the player count, each seat (a person here, a friend over the network,
an AI with its level, or an outside engine with its command line — docs/protocol.md,
"Outside engines"; and a name with he/she), and every non-internal option of the game (deal
and match scope: variant, teams, match length …), whose valid combinations
:mod:`.setup_options` offers.  Start makes the match (or, with a friend's seat, the lobby
of the table this window hosts)."""

from __future__ import annotations

import functools
import random

import pygame

from cardtable import engine
from cardtable.match import Match, Seat, clean_name, distinct_names
from cardtable.net.engine_process import MAX_COMMAND
from cardtable.ui import assets, explain, i18n, routes, widgets, words
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene
from cardtable.ui.scenes.setup_options import OptionsMixin

SEAT_CHOICES = ("human", "network", "easy", "normal", "hard", "random", "engine")   # network: a friend elsewhere
#: characters of an engine's command line shown in its field (the end: the program's name)
ENGINE_SHOWN = 28


def default_seat(p: int, kind: str, humans: int = 1) -> tuple[str, str | None]:
    """Seat ``p``'s default name and gender: "You" for the only person at the table, "Player
    3" at a hot-seat table (gender unknown until chosen); the computer's names alternate
    women and men."""
    if kind == "human":
        return (t("setup.you") if humans <= 1 else t("setup.player_n", n=p + 1)), None
    if kind == "network":          # until the friend joins with his own name
        return t("net.friend_n", n=p + 1), None
    return words.ai_name(p)


def engine_seat_name(command: str) -> str:
    """An engine seat's name: its script's or program's name (``greedy_bot``), else "Engine"."""
    from cardtable.net.engine_process import program_name

    return program_name(command) or t("setup.engine")


def default_name(p: int, kind: str, humans: int = 1) -> str:
    return default_seat(p, kind, humans)[0]


class SetupScene(OptionsMixin, Scene):
    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.info = engine.game_info(game_id)
        self.players = max(self.info.min_players, min(self.info.max_players, 4 if self.info.max_players >= 4
                                                      else self.info.min_players))
        self.seats: list[dict] = []
        self._fit_seats()
        self.options = {o.name: o.default for o in self.info.options if not o.internal}
        self._repair()
        self.editing: int | None = None
        self.widgets: list[widgets.Button] = []
        self.error = ""

    # -- model ------------------------------------------------------------------------------
    def _fit_seats(self) -> None:
        while len(self.seats) < self.players:
            p = len(self.seats)
            kind = "human" if p == 0 else "normal"
            self.seats.append({"kind": kind, "name": "", "auto": True, "gender": None, "engine": ""})
        del self.seats[self.players:]
        self._auto_names()

    def _auto_names(self) -> None:
        """Default names follow the seats' kinds (a second person, or a friend over the
        network, turns "You" into "Player 1"; at a network table the person here goes by the
        name he last sat at one with, if he gave one)."""
        humans = sum(s["kind"] in ("human", "network") for s in self.seats)
        network = any(s["kind"] == "network" for s in self.seats)
        for p, seat in enumerate(self.seats):
            if seat["kind"] == "engine":        # named after its program (greedy_bot)
                seat["name"], seat["gender"] = engine_seat_name(seat.get("engine", "")), None
            elif seat["auto"]:
                seat["name"], auto_gender = default_seat(p, seat["kind"], humans)
                if seat["kind"] != "human":
                    seat["gender"] = auto_gender
                elif network:
                    from cardtable.ui.scenes.net_seats import last_join
                    _address, name, gender = last_join()
                    if name:
                        seat["name"] = name
                        seat["gender"] = seat.get("gender") or gender
        # a computer's default name steps aside for a name typed for another seat
        spare = [s["auto"] and s["kind"] not in ("human", "engine") for s in self.seats]
        named = words.distinct_names([(s["name"], s.get("gender"), r) for s, r in zip(self.seats, spare)])
        for seat, r, (name, gender) in zip(self.seats, spare, named):
            if r:
                seat["name"], seat["gender"] = name, gender

    def cycle_gender(self, p: int, step: int = 1) -> None:
        """A person's gender, for the grammar of messages (unknown: phrased without it)."""
        seat = self.seats[p]
        seat["gender"] = words.next_gender(seat.get("gender"), step)

    def seat_gender(self, p: int) -> str | None:
        seat = self.seats[p]
        if seat["kind"] == "human" or seat["auto"]:
            return seat.get("gender")
        return words.known_gender(seat["name"])

    def set_players(self, n: int) -> None:
        if self.info.min_players <= n <= self.info.max_players:
            self.players = n
            self._fit_seats()
            self._repair()

    def cycle_seat(self, p: int, step: int = 1) -> None:
        seat = self.seats[p]
        cur = seat["kind"]
        seat["kind"] = SEAT_CHOICES[(SEAT_CHOICES.index(cur) + step) % len(SEAT_CHOICES)]
        if cur == "engine" and self.editing == p:
            self.editing = None
        if (cur == "human") != (seat["kind"] == "human") or "engine" in (cur, seat["kind"]):
            if seat["kind"] in ("human", "engine"):
                seat["gender"] = None
            if cur == "engine":
                seat["auto"] = True
            self._auto_names()

    def make_match(self, seed: int | None = None) -> Match:
        self._auto_names()
        person = ("human", "network")
        # at a network table the person here is not "You" to the others: "Player 1"
        humans = sum(s["kind"] in person for s in self.seats)
        seats = [Seat(s["name"], "engine", "normal", None, s["engine"].strip()) if s["kind"] == "engine" else
                 Seat(clean_name(s["name"]) or default_name(p, s["kind"], humans),
                      "human" if s["kind"] in person else "ai",
                      "normal" if s["kind"] in person else s["kind"], self.seat_gender(p))
                 for p, s in enumerate(self.seats)]
        return Match(self.info.id, distinct_names(seats), dict(self.options),
                     seed if seed is not None else random.randrange(2**31))

    def start(self) -> None:
        problem = explain.setup_problem(self.info.id, self.players, self.options)
        problem = problem or self.engine_problem()
        if problem:
            self.error = problem
            return
        network = any(s["kind"] == "network" for s in self.seats)
        people = [p for p, s in enumerate(self.seats) if s["kind"] == "human"]
        if network and len(people) != 1:
            self.error = t("net.one_person_here")
            return
        if network and any(s["kind"] == "engine" for s in self.seats):
            self.error = t("err.engine.network")      # engines sit at local tables (issue 36)
            return
        try:
            match = self.make_match(self.app.settings.get("seed"))
        except ValueError as exc:
            self.error = str(exc)
            return
        if network:       # friends over the network: this computer hosts the table (issue 32)
            kinds = ["remote" if s["kind"] in ("human", "network") else "ai" for s in self.seats]
            routes.push(self.app, "net_host", match, kinds, people[0])
            return
        data = self.app.userdata
        if data is not None and data.has_save():     # a new match replaces the saved one: ask first
            routes.push(self.app, "confirm", t("confirm.new_title"), t("confirm.new_text"),
                        lambda: routes.push(self.app, "table", match), yes_label=lambda: t("confirm.new_yes"),
                        no_label=lambda: t("confirm.cancel"))
            return
        routes.push(self.app, "table", match)

    def engine_problem(self) -> str:
        """What is wrong with an engine seat's command line (it must name a program that
        exists), in the player's language; "" when every engine can be started."""
        from cardtable.net.engine_process import EngineError, engine_argv

        for p, seat in enumerate(self.seats):
            if seat["kind"] != "engine":
                continue
            if not seat["engine"].strip():
                return t("err.engine.setup_empty", i=p + 1)
            try:
                engine_argv(seat["engine"])
            except EngineError as exc:
                return t(f"err.engine.{exc.code}", i=p + 1, program=exc.program)
        return ""

    def name_text(self, p: int) -> str:
        """Seat ``p``'s name as its box shows it: with a caret while it is edited."""
        return self.seats[p]["name"] + ("|" if self.editing == p else "")

    def gender_text(self, p: int) -> str:
        """Seat ``p``'s gender as its button says it (a person's, for the table's grammar)."""
        return t(f"setup.gender.{self.seats[p].get('gender') or 'unknown'}")

    def kind_text(self, p: int) -> str:
        """Seat ``p``'s kind as its button says it (person, an AI level, an engine)."""
        return t(f"seat.kind.{self.seats[p]['kind']}")

    def engine_shown(self, p: int) -> str:
        """Seat ``p``'s engine field: its command line (the end of a long one), or what to type."""
        seat = self.seats[p]
        text = seat["engine"]
        if len(text) > ENGINE_SHOWN:
            text = "…" + text[-ENGINE_SHOWN + 1:]
        if self.editing == p:
            return text + "|"
        return text or t("setup.engine_command")

    # -- layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> dict:
        """Where everything goes: the players' column on the left (count, a row per seat:
        name, a free slot for a person's gender, kind), the options on the right (a row each:
        the label wrapped on up to three lines at a readable size, its control beside it), the
        buttons at the bottom.  The sizes step down until the rows fit the window."""
        W, H = size
        top, bottom = px(92), H - px(100)
        left = pygame.Rect(px(40), top, min(px(440), int(W * 0.42)), bottom - top)
        right = pygame.Rect(left.right + px(36), top, W - px(40) - left.right - px(36), bottom - top)
        n = self.players
        row = max(px(26), min(px(46), (left.h - px(56)) // max(1, n)))
        seats = []
        for p in range(n):
            y = left.y + px(56) + p * row
            name_w = int(left.w * 0.44)
            kind_w = int(left.w * 0.40)
            h = row - px(6)
            name = pygame.Rect(left.x, y, name_w, h)
            gender = pygame.Rect(name.right + px(6), y, left.w - name_w - kind_w - px(12), h)
            kind = pygame.Rect(left.right - kind_w, y, kind_w, h)
            seats.append((name, gender, kind))
        opts = self.shown_options()
        control_w = min(px(230), int(right.w * 0.48))
        label_w = right.w - control_w - px(14)
        for font, ctrl, gap in ((16, px(40), px(10)), (15, px(36), px(8)), (14, px(32), px(6)), (13, px(28), px(4))):
            rows, y = [], right.y
            for o in opts:
                lines = assets.wrap(i18n.option_label(o), font, label_w)
                h = max(ctrl, len(lines) * px(font + 3))
                rows.append((o, pygame.Rect(right.x, y, label_w, h), lines, font, ctrl))
                y += h + gap
                if o.type == "set":      # its values get a row of their own under the label
                    y += ctrl + gap
            if y - gap <= right.bottom:
                break
        return {"left": left, "right": right, "row": row, "seats": seats, "options": rows,
                "control_w": control_w}

    def _seat_rects(self, p: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Seat ``p``'s row: the name, a free slot (a person's gender), the kind."""
        return self.lay["seats"][p]

    # -- widgets ------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        W, H = size
        B = widgets.Button
        ws: list[widgets.Button] = []
        lay = self.lay = self.layout(size)
        left, right = lay["left"], lay["right"]
        count = pygame.Rect(left.right - px(140), left.y, px(140), px(40))
        ws.append(B("−", lambda: self.set_players(self.players - 1), pygame.Rect(count.x, count.y, px(44), px(40)),
                    key="players-"))
        ws.append(B("+", lambda: self.set_players(self.players + 1),
                    pygame.Rect(count.right - px(44), count.y, px(44), px(40)), key="players+"))
        self.count_rect = count
        font = 17 if lay["row"] >= px(40) else (15 if lay["row"] >= px(32) else 14)
        for p in range(self.players):
            name, gender, kind = self._seat_rects(p)
            if self.seats[p]["kind"] == "engine":   # the program and its arguments, across name and slot
                ws.append(B(functools.partial(self.engine_shown, p), functools.partial(self._edit, p), name.union(gender),
                            size=min(font, 15), key=f"name{p}"))
                ws.append(B(functools.partial(t, "seat.kind.engine"), functools.partial(self.cycle_seat, p), kind, size=font,
                            key=f"seat{p}"))
                continue
            ws.append(B(functools.partial(self.name_text, p),
                        functools.partial(self._edit, p), name, size=font, key=f"name{p}"))
            if self.seats[p]["kind"] == "human":    # a person's gender, for the grammar of the table's messages
                ws.append(B(functools.partial(self.gender_text, p),
                            functools.partial(self.cycle_gender, p), gender, size=min(font, 15), key=f"gender{p}"))
            ws.append(B(functools.partial(self.kind_text, p), functools.partial(self.cycle_seat, p),
                        kind, size=font, key=f"seat{p}"))
        cw = lay["control_w"]
        for o, label, _lines, fsize, ctrl in lay["options"]:
            r = pygame.Rect(right.right - cw, label.y + (label.h - ctrl) // 2, cw, ctrl)
            if o.type == "set":
                if o.presets:
                    ws.append(B(functools.partial(self.preset_label, o), functools.partial(self.cycle_preset, o), r, size=fsize,
                                key=f"opt-{o.name}-preset"))
                row = pygame.Rect(right.x, label.bottom + (label.h and px(4)), right.w, ctrl)
                n = len(o.values)
                step = row.w // max(1, n)
                for k, v in enumerate(o.values):
                    on = v in (self.options.get(o.name) or ())
                    ws.append(B(i18n.option_value(self.info.id, _Choice(o.name), v) + (" ✓" if on else ""),
                                functools.partial(self.toggle_set, o, v),
                                pygame.Rect(row.x + k * step, row.y, step - px(4), row.h), size=fsize - 2,
                                primary=on, key=f"opt-{o.name}-{v}"))
            elif o.type == "int":
                ws.append(B("−", functools.partial(self.cycle_option, o, -1), pygame.Rect(r.x, r.y, px(44), r.h),
                            key=f"opt-{o.name}-"))
                ws.append(B("+", functools.partial(self.cycle_option, o, 1), pygame.Rect(r.x + px(110), r.y, px(44), r.h),
                            key=f"opt-{o.name}+"))
            else:
                ws.append(B(functools.partial(self.option_text, o),
                            functools.partial(self.cycle_option, o), r, size=fsize, key=f"opt-{o.name}"))
        bottom = H - px(80)
        ws.append(B(lambda: t("common.back"), self.app.pop, pygame.Rect(px(40), bottom, px(180), px(54)),
                    key="back"))
        ws.append(B(lambda: t("menu.rules"), self.open_rules, pygame.Rect(px(240), bottom, px(180), px(54)),
                    key="rules"))
        ws.append(B(lambda: t("setup.start"), self.start, pygame.Rect(W - px(300), H - px(84), px(260), px(60)),
                    primary=True, size=24, key="start"))
        mouse = pygame.mouse.get_pos()
        for b in ws:
            b.hover = b.rect.collidepoint(mouse)
        self.widgets = ws
        self.opts = [o for o, *_rest in lay["options"]]

    def open_rules(self) -> None:
        """This game's rules (issue 10: rules reachable from the setup screen)."""
        routes.push(self.app, "rules", self.info.id)

    def _edit(self, p: int) -> None:
        self.editing = None if self.editing == p else p
        self._auto_names()

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            seat = self.seats[self.editing]
            typed = "".join(ch for ch in event.text if ch.isprintable())   # no control characters
            if seat["kind"] == "engine":
                seat["engine"] = (seat["engine"] + typed)[:MAX_COMMAND]
                self._auto_names()
                return
            if typed and len(seat["name"]) < 16:
                seat["name"] = (seat["name"] + typed)[:16]
                seat["auto"] = False
            return
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                seat = self.seats[self.editing]
                if event.key == pygame.K_BACKSPACE and seat["kind"] == "engine":
                    seat["engine"] = seat["engine"][:-1]
                    self._auto_names()
                elif event.key == pygame.K_BACKSPACE:
                    self.seats[self.editing]["name"] = self.seats[self.editing]["name"][:-1]
                    self.seats[self.editing]["auto"] = False
                elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                    self.editing = None
                    self._auto_names()
                return
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key == pygame.K_RETURN:
                self.start()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            for b in self.widgets:
                if b.rect.collidepoint(event.pos) and b.key:
                    if b.key.startswith("seat"):
                        self.cycle_seat(int(b.key[4:]), -1)
                    elif b.key.startswith("gender"):
                        self.cycle_gender(int(b.key[6:]), -1)
                    elif b.key.startswith("opt-"):
                        o = next((o for o in self.opts if f"opt-{o.name}" == b.key), None)
                        if o is not None:
                            self.cycle_option(o, -1)
            return
        for b in list(self.widgets):
            if b.handle(event):
                if self.editing is not None and b.key != f"name{self.editing}":
                    self.editing = None
                return

    def label_cells(self) -> list[tuple[str, pygame.Rect, int]]:
        """The texts beside the widgets: (line, rect, size) — for drawing and the layout test."""
        out = []
        left = self.lay["left"]
        out.append((t("setup.players"), pygame.Rect(left.x, left.y + px(6), self.count_rect.x - left.x - px(8),
                                                    px(30)), 22))
        for _o, label, lines, size, _ctrl in self.lay["options"]:
            y = label.y + (label.h - len(lines) * px(size + 3)) // 2
            for i, line in enumerate(lines):
                out.append((line, pygame.Rect(label.x, y + i * px(size + 3), label.w, px(size + 3)), size))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.build(surface.get_size())
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("setup.title", game=i18n.game_name(self.info)), px(30), 34)
        for text, rect, size in self.label_cells():
            widgets.blit_text(surface, text, rect.midleft, size, widgets.INK, size >= 20, anchor="midleft")
        widgets.blit_text(surface, str(self.players), self.count_rect.center, 26, widgets.ACCENT, True,
                          anchor="center")
        cw = self.lay["control_w"]
        right = self.lay["right"]
        for o, label, _lines, _size, _ctrl in self.lay["options"]:
            if o.type == "int":
                widgets.blit_text(surface, str(self.options.get(o.name)),
                                  (right.right - cw + px(77), label.centery), 20, widgets.ACCENT, True,
                                  anchor="center")
        if self.error:
            widgets.text_in_rect(surface, self.error, pygame.Rect(px(440), H - px(92), W - px(760), px(70)), 16,
                                 widgets.DANGER)
        for b in self.widgets:
            b.draw(surface)


class _Choice:
    type = "choice"

    def __init__(self, name: str):
        self.name = name
