"""The rules scene: a game's rules for players (cardtable.ui.rules_text), scrollable, in
Russian or English (its own language button), with a table of contents and tabs for
every game.  Opened from the main menu, the setup screen, the pause overlay and from a
refused move (``RulesScene.for_rule``), which scrolls to the section citing that rule.

Keys: wheel, Up/Down, PageUp/PageDown, Home/End scroll; Left/Right switch game; Esc back.
"""

from __future__ import annotations

from functools import partial

import pygame

from cardtable.ui import assets, i18n, rules_text, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene

BODY = 18      # sizes as at 1280×720 (scaled with the window)
HEAD = 24
LINE = 26


def game_title(game_id: str, lang: str) -> str:
    return rules_text.title(game_id, lang)


class RulesScene(Scene):
    def __init__(self, app, game_id: str | None = None, section: str | None = None,
                 rule: str | None = None):
        super().__init__(app)
        self.games = rules_text.game_ids()
        self.game = game_id if game_id in self.games else self.games[0]
        self.lang = i18n.get_language()
        self.rule = rule
        self.scroll = 0.0
        self.pending_section = section
        self._layout_key: tuple | None = None
        self.items: list[tuple[int, int, pygame.Surface]] = []   # (x offset, y, image)
        self.section_y: dict[str, int] = {}
        self.content_h = 0
        self.text_rect = pygame.Rect(0, 0, 10, 10)
        self.back = widgets.Button(lambda: t("rules.back"), self.close, key="back")
        self.lang_button = widgets.Button(lambda: "English" if self.lang == "ru" else "Русский",
                                          self.toggle_language, size=18, key="lang")
        self.tabs: list[widgets.Button] = []
        self.contents: list[widgets.Button] = []

    @classmethod
    def for_rule(cls, app, rule_id: str, game_id: str | None = None) -> RulesScene:
        """The rules opened at the section explaining ``rule_id`` (a refused move)."""
        found = rules_text.section_for_rule(rule_id, game_id)
        if found is None:
            return cls(app, game_id)
        return cls(app, found[0], found[1], rule=rule_id)

    # -- actions --
    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def toggle_language(self) -> None:
        self.lang = "en" if self.lang == "ru" else "ru"
        self._keep_section()

    def _tab_title(self, game_id: str) -> str:
        """A game's tab: its title in the language the rules are shown in now."""
        return game_title(game_id, self.lang)

    def choose(self, game_id: str) -> None:
        self.game = game_id
        self.scroll = 0.0
        self.rule = None
        self.pending_section = None
        self._layout_key = None

    def goto(self, section_id: str) -> None:
        if section_id in self.section_y:
            self.scroll = float(self.section_y[section_id])
            self._clamp()

    def _keep_section(self) -> None:
        """Re-layout (language or size changed) and stay at the same section."""
        current = self.current_section()
        self._layout_key = None
        self.pending_section = current

    def current_section(self) -> str | None:
        best = None
        for sid, y in self.section_y.items():
            if y <= self.scroll + 5:
                best = sid
        return best

    def _clamp(self) -> None:
        self.scroll = max(0.0, min(self.scroll, float(max(0, self.content_h - self.text_rect.h))))

    # -- layout --
    def _build(self, W: int, H: int) -> None:
        key = (self.game, self.lang, W, H)
        if key == self._layout_key:
            return
        if self._layout_key is not None and self.pending_section is None and \
                self._layout_key[:2] == key[:2]:
            self.pending_section = self.current_section()
        self._layout_key = key
        side_w = max(px(220), min(px(320), W // 4))
        self.text_rect = pygame.Rect(side_w + px(50), px(120), W - side_w - px(90), H - px(220))
        width = self.text_rect.w - px(24)
        line = px(LINE)
        self.items, self.section_y = [], {}
        y = 0
        secs = rules_text.sections(self.game, self.lang)
        for sec in secs:
            self.section_y[sec.id] = y
            for part in assets.wrap(sec.heading, HEAD, width, bold=True):
                self.items.append((0, y, assets.text(part, HEAD, widgets.ACCENT, True)))
                y += px(HEAD + 10)
            # sec.rules (the docs/rules.md ids a section explains) are for the link from a refused
            # move (for_rule), not text for players (issue 34, item 10)
            for para in sec.text.split("\n"):
                if not para.strip():
                    y += line // 2
                    continue
                indent = px(22) if para.startswith("• ") else 0
                lines = assets.wrap(para, BODY, width - indent)
                for n, part in enumerate(lines):
                    x = indent if (n > 0 or not indent) else 0
                    self.items.append((x, y, assets.text(part, BODY, widgets.INK)))
                    y += line
            y += line
        # room below the text so that even the last section can be scrolled to the top
        last = max(self.section_y.values(), default=0)
        self.content_h = max(y, last + self.text_rect.h)
        self.contents = [widgets.Button(sec.heading, partial(self.goto, sec.id),
                                        size=15, key=f"sec-{sec.id}") for sec in secs]
        row = max(px(26), min(px(38), (H - px(230)) // max(1, len(secs))))
        for i, b in enumerate(self.contents):
            b.rect = pygame.Rect(px(30), px(120) + i * row, side_w, row - px(4))
        self.tabs = [widgets.Button(partial(self._tab_title, g), partial(self.choose, g),
                                    size=16, primary=(g == self.game), key=f"game-{g}") for g in self.games]
        gap = px(8)
        tab_w = min(px(230), (W - px(60)) // len(self.tabs) - gap)
        x0 = (W - len(self.tabs) * (tab_w + gap) + gap) // 2
        for i, b in enumerate(self.tabs):
            b.rect = pygame.Rect(x0 + i * (tab_w + gap), px(66), tab_w, px(40))
        if self.pending_section is not None:
            section, self.pending_section = self.pending_section, None
            self.goto(section)
        self._clamp()

    # -- events --
    def handle(self, event: pygame.event.Event) -> None:
        page = max(px(100), self.text_rect.h - px(60))
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -px(60), pygame.K_DOWN: px(60), pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in moves:
                self.scroll += moves[event.key]
                self._clamp()
            elif event.key == pygame.K_HOME:
                self.scroll = 0.0
            elif event.key == pygame.K_END:
                self.scroll = float(self.content_h)
                self._clamp()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = self.games.index(self.game) + (1 if event.key == pygame.K_RIGHT else -1)
                self.choose(self.games[i % len(self.games)])
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * px(60)
            self._clamp()
            return
        for b in [self.back, self.lang_button, *self.tabs, *self.contents]:
            if b.handle(event):
                return

    # -- drawing --
    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        self._build(W, H)
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        widgets.title(surface, t("rules.title_game", game=game_title(self.game, self.lang)), px(14), 34)
        for b in self.tabs:
            b.draw(surface)
        current = self.current_section()
        for b in self.contents:
            b.primary = b.key == f"sec-{current}"
            b.draw(surface)
        frame = self.text_rect.inflate(px(24), px(20))
        widgets.panel(surface, frame, (12, 30, 24, 225), 14)
        highlight = None
        if self.rule:
            found = rules_text.section_for_rule(self.rule, self.game)
            highlight = found[1] if found and found[0] == self.game else None
        old_clip = surface.get_clip()
        surface.set_clip(self.text_rect)
        top = int(self.scroll)
        if highlight in self.section_y:
            ids = list(self.section_y)
            start = self.section_y[highlight]
            nxt = ids.index(highlight) + 1
            end = self.section_y[ids[nxt]] if nxt < len(ids) else self.content_h
            band = pygame.Rect(self.text_rect.x - px(8), self.text_rect.y + start - top - px(6),
                               self.text_rect.w + px(16), end - start - px(LINE) + px(12))
            widgets.panel(surface, band, (250, 200, 70, 40), 10)
        for x, y, img in self.items:
            sy = self.text_rect.y + y - top
            if sy + img.get_height() < self.text_rect.y or sy > self.text_rect.bottom:
                continue
            surface.blit(img, (self.text_rect.x + x, sy))
        surface.set_clip(old_clip)
        if self.content_h > self.text_rect.h:
            track = pygame.Rect(frame.right - px(8), frame.y + px(10), px(4), frame.h - px(20))
            pygame.draw.rect(surface, (40, 70, 58), track, border_radius=px(2))
            h = max(px(30), int(track.h * self.text_rect.h / self.content_h))
            y = track.y + int((track.h - h) * self.scroll / max(1, self.content_h - self.text_rect.h))
            pygame.draw.rect(surface, widgets.MUTED, (track.x - px(1), y, px(6), h), border_radius=px(3))
        widgets.blit_text(surface, t("rules.scroll_hint"), (W // 2, H - px(18)), 14, widgets.MUTED,
                          anchor="midbottom")
        self.back.rect = pygame.Rect(px(30), H - px(80), px(180), px(50))
        self.back.draw(surface)
        self.lang_button.rect = pygame.Rect(W - px(190), H - px(80), px(160), px(50))
        self.lang_button.draw(surface)
