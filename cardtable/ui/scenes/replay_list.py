"""The Replays screen (main menu → Replays): the finished deals the statistics file keeps,
newest first, and a field to open a record or save file by its path (also
``cardtable --replay FILE``).  A file that cannot be watched is said so here, in words, and
nothing is changed (:func:`cardtable.match.replays.load_file` only reads)."""

from __future__ import annotations

from functools import partial

import pygame

from cardtable import engine
from cardtable.match.replays import ReplayError, from_data, load_file
from cardtable.ui import i18n, widgets
from cardtable.ui.assets import px
from cardtable.ui.i18n import t
from cardtable.ui.scene import Scene

MAX_PATH = 1024


def why(exc: ReplayError) -> str:
    """A :class:`ReplayError` in words of the current language."""
    key = f"replay.why.{exc.code}"
    return t(key) if i18n.has(key) else exc.detail


def open_file(app, path: str) -> str | None:
    """Open the replay viewer on the file at ``path``; the reason in words when it cannot be."""
    try:
        replay = load_file(path)
    except ReplayError as exc:
        return t("replay.bad_file", why=why(exc))
    from cardtable.ui.scenes.replay import ReplayScene

    app.push(ReplayScene(app, replay))
    return None


class ReplayListScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.items: list[widgets.Button] = []
        self.path = ""
        self.typing = False
        self.error: str | None = None
        self.open_button = widgets.Button(lambda: t("replay.open"), self.start_typing, size=16, key="open")
        self.back = widgets.Button(lambda: t("learn.back"), self.close, size=18, key="back")
        self.focus = -1

    def close(self) -> None:
        self.app.pop()

    def enter(self) -> None:
        data = self.app.userdata
        deals = list(reversed(data.stats.deals)) if data is not None else []
        self.items = []
        for k, entry in enumerate(deals):
            label = self._label(entry)
            self.items.append(widgets.Button(label, partial(self.watch, entry), size=15, key=f"deal:{k}"))

    @staticmethod
    def _label(entry: dict) -> str:
        try:
            game = i18n.game_name(engine.game_info(entry["game"]))
        except ValueError:
            game = str(entry["game"])
        when = str(entry.get("finished", "")).replace("T", " ")[:16]
        network = f" · {t('replay.network')}" if "seen" in entry else ""     # seen from its seat only
        return f"{game} · {', '.join(entry['names'])} · {when}{network}"

    def watch(self, entry: dict) -> None:
        try:
            replay = from_data(entry)
        except ReplayError as exc:
            self.error = t("replay.bad_file", why=why(exc))
            return
        from cardtable.ui.scenes.replay import ReplayScene

        self.error = None
        self.app.push(ReplayScene(self.app, replay))

    def start_typing(self) -> None:
        self.typing = True
        self.error = None
        pygame.key.start_text_input()

    def submit(self) -> None:
        path = self.path.strip()
        if not path:
            return
        self.error = open_file(self.app, path)

    def _layout(self) -> None:
        W, H = self.app.size
        top, bottom = px(90), H - px(150)
        bh = px(34)
        fit = max(1, (bottom - top) // (bh + px(6)))
        for k, b in enumerate(self.items):
            b.rect = pygame.Rect(W // 2 - px(330), top + k * (bh + px(6)), px(660), bh) if k < fit else pygame.Rect(0, 0, 0, 0)
        self.open_button.rect = pygame.Rect(W // 2 - px(330), H - px(140), px(200), px(38))
        self.back.rect = pygame.Rect(W // 2 - px(110), H - px(52), px(220), px(40))

    def field_rect(self) -> pygame.Rect:
        W, H = self.app.size
        return pygame.Rect(W // 2 - px(120), H - px(140), px(450), px(38))

    def handle(self, event: pygame.event.Event) -> None:
        self._layout()
        if self.typing and event.type == pygame.TEXTINPUT:
            self.path = (self.path + event.text)[:MAX_PATH]
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.typing:
                    self.typing = False
                    return
                self.app.pop()
                return
            if self.typing:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.submit()
                elif event.key == pygame.K_BACKSPACE:
                    self.path = self.path[:-1]
                elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                    try:
                        self.path = (self.path + pygame.scrap.get_text())[:MAX_PATH]
                    except (pygame.error, AttributeError):
                        pass
                return
        for b in [self.open_button, self.back]:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and self.field_rect().collidepoint(event.pos):
            self.start_typing()
            return
        self.focus, _used = widgets.handle_menu([b for b in self.items if b.rect.w], event, self.focus)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout()
        surface.blit(widgets.felt(surface.get_size()), (0, 0))
        W, H = surface.get_size()
        widgets.title(surface, t("replay.title"), px(40), 34, widgets.ACCENT)
        for b in self.items:
            if b.rect.w:
                b.draw(surface)
        if not self.items:
            widgets.text_in_rect(surface, t("replay.none"), pygame.Rect(px(40), px(120), W - px(80), px(80)), 18,
                                 widgets.MUTED)
        self.open_button.draw(surface)
        field = self.field_rect()
        widgets.blit_text(surface, t("replay.path"), (field.x, field.y - px(4)), 13, widgets.MUTED, anchor="bottomleft")
        pygame.draw.rect(surface, (8, 24, 18), field, border_radius=px(8))
        pygame.draw.rect(surface, widgets.ACCENT if self.typing else widgets.MUTED, field, width=px(2),
                         border_radius=px(8))
        shown = ("…" + self.path[-70:] if len(self.path) > 70 else self.path) + ("▏" if self.typing else "")
        widgets.fit_text(surface, shown, (field.x + px(8), field.centery), field.w - px(16), 15)
        if self.error:
            widgets.text_in_rect(surface, self.error, pygame.Rect(px(30), H - px(98), W - px(60), px(40)), 15,
                                 widgets.DANGER, True)
        self.back.draw(surface)
