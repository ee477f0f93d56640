"""The player's data in the running program: settings applied, statistics recorded at
the end of each deal, the match autosaved after every action, and "Continue".

:func:`install` (called once by the app at start-up) loads the files through
:class:`cardtable.match.storage.Store`, applies the settings (language, speed, AI
think time, sound, fullscreen, card back, four-colour suits) and plugs the menu
entries (Continue, Settings, Rules, Statistics) and pause entries (Rules,
Settings) into the scenes.  A table scene calls :func:`attach` (through the app's
``"table"`` hook) so its match autosaves.  Writes happen on a background thread so
the frame loop never waits for ``fsync``; :meth:`UserData.flush` waits for them.
"""

from __future__ import annotations

import atexit
import os
import threading
import time
import weakref
from typing import TYPE_CHECKING, Any

from cardtable.match.storage import CARD_BACKS, SPEEDS, Problem, Settings, Store
from cardtable.ui import i18n, routes, sound
from cardtable.ui.i18n import t

if TYPE_CHECKING:
    import pygame

    from cardtable.ui.scenes.table import TableScene

_CLEAR = object()


class Saver:
    """Writes the newest autosave payload on a worker thread (older pending ones are
    skipped: only the latest state matters)."""

    def __init__(self, store: Store, background: bool = True):
        self.store = store
        self.background = background
        self._cond = threading.Condition()
        self._pending: Any = None
        self._busy = False
        self._thread: threading.Thread | None = None

    def save(self, payload: dict) -> None:
        self._submit(payload)

    def clear(self) -> None:
        self._submit(_CLEAR)

    def _submit(self, item: Any) -> None:
        if not self.background:
            self._write(item)
            return
        with self._cond:
            self._pending = item
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _write(self, item: Any) -> None:
        if item is _CLEAR:
            self.store.clear_game()
        else:
            self.store.save_game(item)

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None:
                    if not self._cond.wait(timeout=5.0):
                        self._thread = None
                        return
                item, self._pending = self._pending, None
                self._busy = True
            try:
                self._write(item)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every submitted write is on disk."""
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)


class UserData:
    """Settings, statistics and the autosave of the running program."""

    def __init__(self, app, store: Store | None = None, *, background: bool = True):
        self.app = app
        self.store = store or Store()
        self.store.clean_temp()              # writes a killed program never finished
        self.settings: Settings = self.store.load_settings()
        self.stats = self.store.load_stats()
        self.saver = Saver(self.store, background)
        # a folder or FIFO in the save's place, and a save that does not restore (cut, another
        # version, hand-edited), is set aside and said now: a new game's first autosave would
        # otherwise replace it before the player ever learnt of it (DESIGN: reported, kept aside)
        if self.store.has_save():
            self.load_match()
        self.recorded: set[int] = set()      # deal numbers of the current match already counted
        self.persisted: set[int] = set()     # … of which the statistics file on disk knows
        self.match_recorded = False
        self.match_persisted = False         # … and the statistics file on disk says so
        self.stats_unwritten = False         # the statistics in memory count more than the file
        self.match_key: str | None = None    # names the running match in the statistics file
        self.table = None
        self.restoring: tuple | None = None   # (match, save) while Continue builds its table

    # -- settings --------------------------------------------------------------------
    def apply(self, names: set[str] | None = None) -> None:
        """Make the program follow :attr:`settings` (only the fields in ``names``, or all)."""
        s = self.settings

        def wanted(*fields: str) -> bool:
            return names is None or any(f in names for f in fields)

        if wanted("language"):
            i18n.set_language(s.language)
        if wanted("speed"):
            self.app.settings["speed"] = s.speed
        if wanted("think_ms"):
            self.app.settings["ai_budget"] = s.think_ms / 1000.0
        if wanted("sound", "volume"):
            sound.apply_settings(s)
        if wanted("four_colour", "card_back", "colour_marks"):
            from cardtable.ui import cards
            style = {"four_colour": s.four_colour, "back": CARD_BACKS.index(s.card_back),
                     "colour_marks": s.colour_marks}
            if any(cards.STYLE.get(k) != v for k, v in style.items()):
                cards.STYLE.update(style)
                cards.clear_cache()
        if wanted("fullscreen") and hasattr(self.app, "toggle_fullscreen") and \
                self.app.fullscreen != s.fullscreen:
            self.app.toggle_fullscreen()
            if self.app.fullscreen != s.fullscreen:   # no fullscreen possible here
                s.fullscreen = self.app.fullscreen

    def change(self, name: str, value: Any) -> None:
        """Change one setting, apply it and store it."""
        setattr(self.settings, name, value)
        self.apply({name})
        self.store.save_settings(self.settings)

    def in_effect(self, name: str) -> Any:
        """The value of setting ``name`` the program follows now: a command-line
        ``--lang``/``--speed``/``--fullscreen`` (this run only), the menu's language button or
        F11 may differ from the stored settings, and the settings screen shows what is so."""
        if name == "language":
            return i18n.get_language()
        if name == "speed" and self.app.settings.get("speed") in SPEEDS:
            return self.app.settings["speed"]
        if name == "fullscreen" and hasattr(self.app, "fullscreen"):
            return bool(self.app.fullscreen)
        return getattr(self.settings, name)

    def sync_language(self) -> None:
        """Remember a language switched elsewhere (menu button)."""
        if self.settings.language != i18n.get_language():
            self.settings.language = i18n.get_language()
            self.store.save_settings(self.settings)

    # -- statistics ------------------------------------------------------------------
    def reset_stats(self, game_id: str | None = None) -> None:
        self.stats.reset(game_id)
        self.store.save_stats(self.stats)

    def count_remote(self, game_id: str, names: list[str], *, result: Any = None, places: Any = None,
                     seen: dict | None = None, viewer: int | None = None) -> bool:
        """Count a deal (its ``result``) or a match (its ``places``) played at a table hosted
        elsewhere, as a local one counts, keep the deal as seat ``viewer`` saw it (``seen``) for
        the replay viewer, and write the file; False when what the host sent is no result of
        that table (nothing is counted, Stats.record_remote_deal)."""
        from cardtable.match.schema import SchemaError

        try:
            if result is not None:
                self.stats.record_remote_deal(game_id, names, result)
            else:
                self.stats.record_remote_match(game_id, names, places)
        except SchemaError:
            return False
        if seen is not None and viewer is not None:
            try:
                self.stats.keep_seen_deal(game_id, names, seen, viewer, time.strftime("%Y-%m-%dT%H:%M:%S"))
            except Exception:  # noqa: BLE001 - a view the game refuses: counted, not kept
                pass
        self.stats_unwritten = not self.store.save_stats(self.stats)
        return True

    # -- the running match ------------------------------------------------------------
    def attach(self, table, *, restored: dict | None = None) -> None:
        """Follow a table scene's match: autosave after every action, statistics at the
        end of each deal.  ``restored`` is the save the match came from (Continue)."""
        self.table = table
        self.match_key = (restored or {}).get("match_key") or os.urandom(8).hex()
        counted, match_counted = self.stats.counted_for(self.match_key)
        # the statistics file is the truth (it counts a deal and notes it in one write);
        # the save's list covers a statistics file set aside since
        self.recorded = set(restored.get("recorded", [])) | counted if restored else set()
        self.match_recorded = match_counted
        # counted only in memory (their write failed: a full disk): written now, or the
        # save's own list stays the truth of what the file holds
        if not self.stats_unwritten or self.store.save_stats(self.stats):
            self.stats_unwritten = False
            self.persisted = set(self.recorded)
            self.match_persisted = match_counted
        else:
            self.persisted = set(restored.get("recorded", [])) if restored else set()
            self.match_persisted = False
        if table.autoplay and not self.app.settings.get("autosave"):
            table.match.on_change = None        # demo runs never touch the player's files
            return
        table.match.on_change = self._changed
        self._changed(table.match)

    def _changed(self, match) -> None:
        names = [s.name for s in match.seats]
        count = False
        if match.deal_scored and match.deal_no not in self.recorded and match.last_result is not None:
            self.recorded.add(match.deal_no)
            self.stats.record_deal(match.game_id, names, match.last_result,
                                   undone=match.deal_no in match.undone)
            # kept for the replay viewer (issue 35), in the same write as the counters
            humans = [p for p, s in enumerate(match.seats) if s.is_human]
            self.stats.keep_deal(match.game_id, names, match.state.to_record(),
                                 humans[0] if humans else None, time.strftime("%Y-%m-%dT%H:%M:%S"))
            count = True
        if match.is_over and not self.match_recorded:
            self.match_recorded = True
            places = match.places()
            winners = [p for p in range(len(names)) if p < len(places) and places[p] == 1]
            self.stats.record_match(match.game_id, names, winners)
            count = True
        if count:
            # attach() names the match before it hooks this method to on_change
            assert self.match_key is not None, "the match is named before its changes are counted"
            # one atomic write: the counters and the note of which deals they include
            self.stats.mark_counted(self.match_key, self.recorded, self.match_recorded)
            self.stats_unwritten = not self.store.save_stats(self.stats)
            if not self.stats_unwritten:
                self.persisted = set(self.recorded)
                self.match_persisted = self.match_recorded
        if match.is_over and self.match_persisted and self.persisted >= self.recorded:
            self.saver.clear()
            return
        # (a finished match whose statistics could not be written — a full disk — keeps its
        # autosave: Continue, once there is room, counts its last deal and the match, issue 37)
        table = self.table
        viewer = table.viewer if table is not None and table.match is match else None
        # Match.to_json is a snapshot of its own: the writer thread never sees the sheet change
        self.saver.save({"match": match.to_json(), "viewer": viewer,
                         "recorded": sorted(self.persisted), "match_key": self.match_key})

    def leave(self) -> None:
        """The player left the table: stop following the match but keep its autosave, so
        the main menu offers Continue (only :meth:`abandon` or a new match replaces it)."""
        if self.table is not None:
            self.table.match.on_change = None
        self.table = None

    def abandon(self) -> None:
        """The player gave the match up: forget the autosave."""
        if self.table is not None:
            self.table.match.on_change = None
        self.table = None
        self.saver.clear()

    def has_save(self) -> bool:
        self.saver.flush(1.0)
        return self.store.has_save()

    def load_match(self):
        """``(match, save dict)`` from the autosave, or None (problems reported)."""
        from cardtable.match import Match
        self.saver.flush()

        def restore(data: dict):
            match = Match.from_json(data["match"])
            check_save_fields(data, match)
            return match, data

        return self.store.load_game(restore)

    def flush(self) -> None:
        self.saver.flush()

    # -- messages -------------------------------------------------------------------
    def take_messages(self) -> list[str]:
        """The collected file problems as sentences in the current language."""
        return [problem_text(p) for p in self.store.take_problems()]


def check_save_fields(data: dict, match) -> None:
    """The autosave's own fields around the match (the match itself is checked by
    ``Match.from_json``); raises ValueError."""
    from cardtable.match.schema import SchemaError, want_keys, want_list, want_seat, want_text

    want_keys(data, "the save", ("version", "match"), ("saved_at", "viewer", "recorded", "match_key"))
    if "saved_at" in data:
        want_text(data["saved_at"], "the save's time")
    want_seat(data.get("viewer"), "the save's viewer", match.players, none_ok=True)
    finished = len(match.sheet["deals"])
    recorded = want_list(data.get("recorded", []), "the counted deals", finished)
    if any(type(d) is not int or not 0 <= d < finished for d in recorded) or len(set(recorded)) != len(recorded):
        raise SchemaError("the counted deals are not finished deals")
    key = data.get("match_key")
    if key is not None and not (isinstance(key, str) and 0 < len(key) <= 32 and key.isascii() and key.isalnum()):
        raise SchemaError("the save's match key is damaged")


def problem_text(p: Problem) -> str:
    what = t(f"storage.file.{p.file}")
    own = f"storage.{p.code}.{p.file}"        # said otherwise for this file (a save has no defaults)
    text = t(own) if i18n.has(own) else t(f"storage.{p.code}", file=what)
    if p.kept_as:
        from pathlib import Path
        text += " " + t("storage.kept_as", name=Path(p.kept_as).name)
    return text


# -- installation ----------------------------------------------------------------------

def of(app) -> UserData:
    """The app's :class:`UserData` (installed on first use)."""
    data = app.userdata
    if data is None:
        data = install(app)
    return data


def install(app, *, lang: str | None = None, speed: str | None = None,
            fullscreen: bool | None = None, store: Store | None = None,
            background: bool = True) -> UserData:
    """Load the player's files, apply the settings and plug in the menu/pause entries.

    ``lang``, ``speed`` and ``fullscreen`` (the command-line options ``--lang``,
    ``--speed``, ``--fullscreen``) win over the saved settings for this run only."""
    data = UserData(app, store, background=background)
    app.userdata = data
    skip = {"language"} if lang is not None else set()
    if speed is not None:
        skip.add("speed")
    if fullscreen is not None:
        skip.add("fullscreen")
    data.apply({"language", "speed", "think_ms", "sound", "four_colour", "colour_marks", "fullscreen"} - skip)
    if lang is not None:
        i18n.set_language(lang)
    if speed is not None:
        app.settings["speed"] = speed
    if fullscreen is not None and app.fullscreen != fullscreen:
        app.toggle_fullscreen()
    hooks = app.hooks
    hooks.setdefault("table", [])
    if attach not in hooks["table"]:
        hooks["table"].append(attach)
    hooks.setdefault("table_event", [])
    if table_event not in hooks["table_event"]:
        hooks["table_event"].append(table_event)
    hooks.setdefault("table_draw", [])
    if report_problems not in hooks["table_draw"]:
        hooks["table_draw"].append(report_problems)
    from cardtable.ui.scenes import table_extras
    table_extras.install(app)      # the hint button and the game log
    _register_entries()
    global _current
    if _current is None:
        atexit.register(_flush_current)    # once: an atexit entry per App would keep every App alive
    _current = weakref.ref(data)
    return data


_current: weakref.ref | None = None


def _flush_current() -> None:
    data = _current() if _current is not None else None
    if data is not None:
        data.flush()


def attach(table: TableScene) -> None:
    """Hook for a new table scene (``app.hooks["table"]``)."""
    if table.practice:
        return      # a lesson or puzzle table: never autosaved, never counted (issue 35)
    data = of(table.app)
    restoring = data.restoring
    if restoring is not None and restoring[0] is table.match:
        return      # Continue attaches the table itself once it is sure the table can be shown
    data.attach(table)


def table_event(table: TableScene, event: pygame.event.Event) -> bool:
    """F1 on the table, or a click on a refused-move message, opens the rules at the
    section of the rule it cites (the pause menu has the rules too)."""
    import pygame

    game = table.match.game_id
    refusal = table.last_refusal
    if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
        if refusal is not None:
            routes.push(table.app, "rules_for", refusal.rule, game)
        else:
            routes.push(table.app, "rules", game)
        return True
    if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and refusal is not None
            and any(error for _text, error, _ttl in table.toasts)):
        for rect, error in toast_rects(table):
            if error and rect.collidepoint(event.pos):
                routes.push(table.app, "rules_for", refusal.rule, game)
                return True
    return False


def report_problems(table: TableScene, surface: pygame.Surface) -> None:
    """During a game, say so at once when the autosave or statistics cannot be written."""
    data = table.app.userdata
    if data is not None and data.store.problems:
        for line in data.take_messages():
            table.toast(line, error=True)


def toast_rects(table) -> list:
    """Where the table scene draws its messages: (rect, error) pairs."""
    return [(box, error) for box, _text, error in table.toast_boxes()]


def show_messages(app) -> None:
    """Show collected file problems (if any) in a message overlay."""
    lines = of(app).take_messages()
    if lines:
        routes.push(app, "message", t("storage.title"), lines)


def continue_game(app, *, autoplay: bool = False) -> bool:
    """Main menu "Continue" (and ``--continue``): restore the autosaved table exactly.
    Returns whether a table was restored."""
    data = of(app)
    loaded = data.load_match()
    if loaded is None:
        show_messages(app)
        return False
    match, save = loaded
    import pygame

    data.restoring = (match, save)
    try:
        scene = routes.make(app, "table", match, autoplay=autoplay, restored=True)
        viewer = save.get("viewer")
        if isinstance(viewer, int) and viewer in scene.humans:
            scene.viewer = viewer
        scene.draw(pygame.Surface(app.size))     # the first frame, off screen: can it be shown?
    except Exception as exc:  # noqa: BLE001 - a save the table cannot show must not crash the program
        # set aside (kept, never deleted) and said so; nothing was autosaved from it yet
        data.saver.flush()
        data.store.set_aside_save("restore_failed", f"{type(exc).__name__}: {str(exc)[:200]}")
        show_messages(app)
        return False
    finally:
        data.restoring = None
    data.attach(scene, restored=save)
    app.push(scene)
    return True


def _register_entries() -> None:
    from cardtable.ui.scenes import menu, pause

    def open_settings(app, *_):
        routes.push(app, "settings")

    def open_rules(app, table=None):
        routes.push(app, "rules", table.match.game_id if table is not None else None)

    def open_stats(app):
        routes.push(app, "statistics")

    # These entries only touch the player's files when the app installed them (tests
    # of other scenes build bare Apps and must not load or write anything).
    def language(app):
        i18n.set_language("ru" if i18n.get_language() == "en" else "en")
        if app.userdata is not None:
            app.userdata.sync_language()

    def has_save(app) -> bool:
        return app.userdata is not None and app.userdata.has_save()

    menu.add_menu_entry("continue", continue_game, 5, visible=has_save)
    menu.add_menu_entry("rules", open_rules, 30)
    menu.add_menu_entry("statistics", open_stats, 40)
    menu.add_menu_entry("settings", open_settings, 50)
    menu.add_menu_entry("language", language, 80)
    pause.add_pause_entry("rules", open_rules, 40)
    pause.add_pause_entry("settings", open_settings, 50)
