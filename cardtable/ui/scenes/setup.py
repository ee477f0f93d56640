"""The setup screen, generated from the engine's option schema.

Player count, each seat (human or AI with its level, and a name), every non-internal
option of the game (deal and match scope: variant, teams, match length …).  Only valid
combinations are offered: a value is selectable only if ``GameInfo.resolve_options``
accepts it with the rest of the setup, and a player-count change resets options that no
longer fit (e.g. teams need 4 or 6 players).
"""

from __future__ import annotations

import random

import pygame

from cardtable import engine
from cardtable.match import Match, Seat
from cardtable.ui import i18n, routes, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene

SEAT_CHOICES = ("human", "easy", "normal", "hard", "random")


def default_name(p: int, kind: str) -> str:
    if kind == "human":
        return t("setup.you") if p == 0 else t("setup.player_n", n=p + 1)
    names = t("setup.ai_names").split(",")
    return names[p % len(names)].strip()


class SetupScene(Scene):
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
            self.seats.append({"kind": kind, "name": default_name(p, kind), "auto": True})
        del self.seats[self.players:]

    def valid(self, players: int, options: dict) -> bool:
        try:
            self.info.resolve_options(players, options)
        except ValueError:
            return False
        return True

    def _repair(self) -> None:
        """Reset options that do not fit the player count (one at a time, to defaults)."""
        if self.valid(self.players, self.options):
            return
        for o in self.info.options:
            if o.internal or self.options.get(o.name) == o.default:
                continue
            self.options[o.name] = o.default
            if self.valid(self.players, self.options):
                return

    def set_players(self, n: int) -> None:
        if self.info.min_players <= n <= self.info.max_players:
            self.players = n
            self._fit_seats()
            self._repair()

    def cycle_option(self, opt, step: int = 1) -> None:
        cur = self.options.get(opt.name, opt.default)
        if opt.type == "bool":
            values = [False, True]
        elif opt.type == "int":
            values = [cur + step] if opt.max is None or cur + step <= opt.max else []
            values = [v for v in values if opt.min is None or v >= opt.min]
            for v in values:
                if self.valid(self.players, {**self.options, opt.name: v}):
                    self.options[opt.name] = v
            return
        else:
            values = list(opt.values)
        if cur not in values:
            return
        i = values.index(cur)
        for k in range(1, len(values)):
            v = values[(i + step * k) % len(values)]
            if self.valid(self.players, {**self.options, opt.name: v}):
                self.options[opt.name] = v
                return

    def toggle_set(self, opt, value) -> None:
        cur = list(self.options.get(opt.name, opt.default) or [])
        new = [v for v in cur if v != value] if value in cur else cur + [value]
        new = tuple(v for v in opt.values if v in new)
        if self.valid(self.players, {**self.options, opt.name: new}):
            self.options[opt.name] = new

    def preset_label(self, opt) -> str:
        """The preset a set option's value equals (``opt.<game>.<name>.preset.<preset>``), or custom."""
        cur = tuple(self.options.get(opt.name) or ())
        name = next((k for k, v in opt.presets if tuple(v) == cur), "custom")
        key = f"opt.{self.info.id}.{opt.name}.preset.{name}"
        return t(key) if i18n.has(key) else name

    def cycle_preset(self, opt) -> None:
        cur = tuple(self.options.get(opt.name) or ())
        names = [k for k, _v in opt.presets]
        i = next((k for k, (_n, v) in enumerate(opt.presets) if tuple(v) == cur), -1)
        for k in range(1, len(names) + 1):
            v = tuple(opt.presets[(i + k) % len(names)][1])
            if self.valid(self.players, {**self.options, opt.name: v}):
                self.options[opt.name] = v
                return

    def cycle_seat(self, p: int, step: int = 1) -> None:
        seat = self.seats[p]
        cur = seat["kind"]
        seat["kind"] = SEAT_CHOICES[(SEAT_CHOICES.index(cur) + step) % len(SEAT_CHOICES)]
        if seat["auto"] and (cur == "human") != (seat["kind"] == "human"):
            seat["name"] = default_name(p, seat["kind"])

    def make_match(self, seed: int | None = None) -> Match:
        seats = [Seat(s["name"].strip() or default_name(p, s["kind"]), "human" if s["kind"] == "human" else "ai",
                      "normal" if s["kind"] == "human" else s["kind"]) for p, s in enumerate(self.seats)]
        return Match(self.info.id, seats, dict(self.options),
                     seed if seed is not None else random.randrange(2**31))

    def start(self) -> None:
        try:
            match = self.make_match(self.app.settings.get("seed"))
        except ValueError as exc:
            self.error = str(exc)
            return
        routes.push(self.app, "table", match)

    # -- widgets ------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        W, H = size
        B = widgets.Button
        ws: list[widgets.Button] = []
        x0, y = px(60), px(130)
        ws.append(B("−", lambda: self.set_players(self.players - 1), pygame.Rect(x0 + px(230), y, px(44), px(40)),
                    key="players-"))
        ws.append(B("+", lambda: self.set_players(self.players + 1), pygame.Rect(x0 + px(330), y, px(44), px(40)),
                    key="players+"))
        rows = self.players
        row_h = min(px(46), (H - px(300)) // max(1, rows))
        y += px(60)
        for p in range(rows):
            ry = y + p * row_h
            ws.append(B(lambda p=p: self.seats[p]["name"] + ("|" if self.editing == p else ""),
                        lambda p=p: self._edit(p), pygame.Rect(x0, ry, px(250), row_h - px(6)), size=17,
                        key=f"name{p}"))
            ws.append(B(lambda p=p: t(f"seat.kind.{self.seats[p]['kind']}"), lambda p=p: self.cycle_seat(p),
                        pygame.Rect(x0 + px(260), ry, px(190), row_h - px(6)), size=17, key=f"seat{p}"))
        ox, oy = int(W * 0.42), px(130)
        opts = [o for o in self.info.options if not o.internal]
        # a "set" option with presets takes two rows: the preset picker, then the values
        orow = min(px(48), (H - px(260)) // max(1, len(opts) + sum(1 for o in opts if o.presets)))
        option_rows = []
        i = 0
        for o in opts:
            ry = oy + i * orow
            option_rows.append((o, ry, orow))
            i += 1
            r = pygame.Rect(ox + int(W * 0.25), ry, W - px(40) - ox - int(W * 0.25), orow - px(8))
            if o.type == "set" and o.presets:
                ws.append(B(lambda o=o: self.preset_label(o), lambda o=o: self.cycle_preset(o), r, size=16,
                            key=f"opt-{o.name}-preset"))
                r = pygame.Rect(ox, ry + orow, W - px(40) - ox, orow - px(8))
                i += 1
            if o.type == "set":
                n = len(o.values)
                cw = r.w // max(1, n)
                for k, v in enumerate(o.values):
                    on = v in (self.options.get(o.name) or ())
                    ws.append(B(i18n.option_value(self.info.id, _Choice(o.name), v) + (" ✓" if on else ""),
                                lambda o=o, v=v: self.toggle_set(o, v),
                                pygame.Rect(r.x + k * cw, r.y, cw - px(4), r.h), size=14, primary=on,
                                key=f"opt-{o.name}-{v}"))
            elif o.type == "int":
                ws.append(B("−", lambda o=o: self.cycle_option(o, -1), pygame.Rect(r.x, r.y, px(44), r.h),
                            key=f"opt-{o.name}-"))
                ws.append(B("+", lambda o=o: self.cycle_option(o, 1), pygame.Rect(r.x + px(110), r.y, px(44), r.h),
                            key=f"opt-{o.name}+"))
            else:
                ws.append(B(lambda o=o: i18n.option_value(self.info.id, o, self.options.get(o.name)),
                            lambda o=o: self.cycle_option(o), r, size=16, key=f"opt-{o.name}"))
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
        self.opts = opts
        self.option_rows = option_rows
        self.seat_rows = (y, row_h)

    def open_rules(self) -> None:
        """This game's rules (issue 10: rules reachable from the setup screen)."""
        routes.push(self.app, "rules", self.info.id)

    def _edit(self, p: int) -> None:
        self.editing = None if self.editing == p else p

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            seat = self.seats[self.editing]
            if len(seat["name"]) < 16:
                seat["name"] += event.text
                seat["auto"] = False
            return
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                if event.key == pygame.K_BACKSPACE:
                    self.seats[self.editing]["name"] = self.seats[self.editing]["name"][:-1]
                    self.seats[self.editing]["auto"] = False
                elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                    self.editing = None
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

    def draw(self, surface: pygame.Surface) -> None:
        self.build(surface.get_size())
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("setup.title", game=i18n.game_name(self.info)), px(36), 36)
        widgets.blit_text(surface, t("setup.players"), (px(60), px(138)), 22, widgets.INK, True)
        widgets.blit_text(surface, str(self.players), (px(60 + 302), px(150)), 26, widgets.ACCENT, True,
                          anchor="center")
        for o, ry, orow in self.option_rows:
            widgets.fit_text(surface, i18n.option_label(o), (int(W * 0.42), ry + (orow - px(8)) // 2),
                             int(W * 0.25) - px(12), 17)
            if o.type == "int":
                widgets.blit_text(surface, str(self.options.get(o.name)),
                                  (int(W * 0.42) + int(W * 0.25) + px(77), ry + (orow - px(8)) // 2), 20,
                                  widgets.ACCENT, True, anchor="center")
        if self.error:
            widgets.blit_text(surface, self.error, (W // 2, H - px(120)), 16, widgets.DANGER, anchor="center")
        for b in self.widgets:
            b.draw(surface)


class _Choice:
    type = "choice"

    def __init__(self, name: str):
        self.name = name
