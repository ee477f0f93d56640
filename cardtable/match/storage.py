"""Where Card Table keeps its data, and how it writes and reads it safely.

Three files, each UTF-8 JSON (a leading byte order mark is skipped) with a ``version``
field (never pickle):

- ``settings.json`` in the user config directory (:class:`Settings`);
- ``statistics.json`` in the user data directory (see :mod:`cardtable.match.stats`);
- ``autosave.json`` in the user data directory: the running match, written by
  the match runner after every action (:meth:`Store.save_game`).

The folders come from platformdirs; the environment variable ``CARDTABLE_HOME``
replaces both with one folder (tests and portable installs use it).

Writes are atomic: a temporary file in the same folder, ``fsync``, then
``os.replace`` — a crash leaves either the old file or the new one, never half.
Reads never raise: a damaged file (not JSON, not an object, a wrong version, a
bad value) is renamed aside to ``<name>.damaged-<timestamp>``, reported in
:attr:`Store.problems`, and defaults are used.  The other files are untouched.
"""

from __future__ import annotations

import locale
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.match.files import (
    FileDamaged,
    atomic_write_json,
    clean_temp_files,
    keep_aside,
    parse_json,
    read_limited,
    read_limited_check,
)
from cardtable.match.schema import MAX_SAVE_BYTES

if TYPE_CHECKING:
    from cardtable.match.stats import Stats

__all__ = ["FileDamaged", "Problem", "Settings", "Store", "atomic_write_json", "keep_aside",
           "read_versioned", "config_dir", "data_dir"]

APP_NAME = "cardtable"
SETTINGS_VERSION = 1
STATS_VERSION = 1
SAVE_VERSION = 1

SETTINGS_FILE = "settings.json"
STATS_FILE = "statistics.json"
SAVE_FILE = "autosave.json"

LANGUAGES = ("en", "ru")
SPEEDS = ("slow", "normal", "fast", "instant")
THINK_TIMES_MS = (250, 500, 1000, 2000, 4000)
CARD_BACKS = ("red", "blue", "green")   # names a settings file may hold; ui.cards.BACK_COLOURS draws them

# Migrations of older file formats: {kind: {old_version: function(data) -> data of
# old_version + 1}}.  A file older than the current version with no migration
# path is refused with a message (and kept aside), never half-read.
MIGRATIONS: dict[str, dict[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {
    "settings": {}, "statistics": {}, "save": {},
}


# -- folders --------------------------------------------------------------------

def _home() -> Path | None:
    """``CARDTABLE_HOME`` if set, a leading ``~`` read as the user's home folder (a shell leaves
    it unexpanded inside quotes or after ``=`` in some forms; a folder named ``~`` in the current
    folder is never what was meant)."""
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home).expanduser() if home else None


def config_dir() -> Path:
    """The folder of ``settings.json``."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder of statistics and the autosave."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


# -- low-level file operations (cardtable/match/files.py) -------------------------------

# The largest file of each kind that is read at all (a save holds one deal's actions and
# the results of the earlier deals: tens of KiB; a size over these is not ours).
MAX_BYTES = {"settings": 64 * 1024, "statistics": 8 * 1024 * 1024, "save": MAX_SAVE_BYTES}


def read_versioned(path: Path, kind: str, current: int) -> dict[str, Any] | None:
    """Read a versioned JSON object; None when the file does not exist.

    Migrates older versions through :data:`MIGRATIONS`.  Raises
    :class:`FileDamaged` with code ``"damaged"`` (unreadable, not JSON, not an
    object, no version), ``"not_a_file"``/``"too_large"`` (see
    :func:`~cardtable.match.files.read_limited`), ``"old_version"`` (older with no
    migration) or ``"new_version"`` (written by a newer program).
    """
    raw = read_limited(Path(path), MAX_BYTES.get(kind, MAX_BYTES["save"]))
    if raw is None:
        return None
    data = parse_json(raw)
    if not isinstance(data, dict):
        raise FileDamaged("damaged", "not a JSON object")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise FileDamaged("damaged", f"no valid version field ({repr(version)[:40]})")
    if version > current:
        raise FileDamaged("new_version", f"format {version} is newer than {current}")
    steps = MIGRATIONS.get(kind, {})
    while version < current:
        step = steps.get(version)
        if step is None:
            raise FileDamaged("old_version", f"format {version} is older than {current} "
                                             "and cannot be converted")
        try:
            data = step(dict(data))
        except Exception as exc:  # a migration must never crash the program
            raise FileDamaged("old_version", f"converting format {version} failed: {exc}") from None
        version += 1
        data["version"] = version
    migrated: dict[str, Any] | None = data
    return migrated


# -- settings --------------------------------------------------------------------

def system_language() -> str:
    """``"ru"`` when the system locale is Russian (or Ukrainian/Belarusian), else ``"en"``."""
    names = [os.environ.get(v, "") for v in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        names.append(locale.getlocale()[0] or "")
    except (ValueError, TypeError):
        pass
    for name in names:
        if name:
            return "ru" if name.lower()[:2] in ("ru", "uk", "be") else "en"
    return "en"


@dataclass
class Settings:
    """The player's preferences (issue 10, settings scene)."""

    language: str = field(default_factory=system_language)
    speed: str = "normal"
    think_ms: int = 1000          # AI think time of the Hard level
    sound: bool = True
    volume: int = 70              # 0..100
    fullscreen: bool = False
    card_back: str = "red"
    four_colour: bool = False
    colour_marks: bool = False    # a shape per colour on Pirate Party's and Strong Witchcraft's cards

    def to_json(self) -> dict[str, Any]:
        return {"version": SETTINGS_VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a file's data; the names of fields with a bad value
        (which get their default) are returned too."""
        s = cls()
        bad = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if _valid_setting(f.name, value):
                setattr(s, f.name, value)
            else:
                bad.append(f.name)
        return s, bad


def _valid_setting(name: str, value: Any) -> bool:
    if name == "language":
        return value in LANGUAGES
    if name == "speed":
        return value in SPEEDS
    if name == "think_ms":
        return type(value) is int and value in THINK_TIMES_MS
    if name == "volume":
        return type(value) is int and 0 <= value <= 100
    if name == "card_back":
        return value in CARD_BACKS
    if name in ("sound", "fullscreen", "four_colour", "colour_marks"):
        return isinstance(value, bool)
    return False


# -- the store ---------------------------------------------------------------------

@dataclass
class Problem:
    """A file that could not be used as it was.

    ``file`` is ``"settings"``, ``"statistics"`` or ``"save"``; ``code`` one of
    ``damaged``, ``not_a_file``, ``too_large``, ``invalid_values``, ``old_version``,
    ``new_version``, ``write_failed``, ``restore_failed``; ``kept_as`` where the bad
    file now is.
    The UI turns ``file``/``code`` into a sentence (strings table ``storage``).
    """

    file: str
    code: str
    detail: str
    kept_as: str | None = None

    def __str__(self) -> str:
        where = f" (kept as {self.kept_as})" if self.kept_as else ""
        return f"{self.file}: {self.code}: {self.detail}{where}"


class Store:
    """Settings, statistics and the autosave of one user.

    Every method is safe: problems are appended to :attr:`problems` (the UI shows
    them once and clears the list) instead of raised.
    """

    def __init__(self, config: Path | None = None, data: Path | None = None):
        self.config_dir = Path(config) if config is not None else config_dir()
        self.data_dir = Path(data) if data is not None else data_dir()
        self.problems: list[Problem] = []
        self._failing: set[str] = set()     # kinds whose last write failed (reported once)
        self._stuck: set[tuple[str, str]] = set()   # (kind, code) of a bad file that could not be moved

    def clean_temp(self) -> list[str]:
        """Remove the temporary files of writes a killed program never finished (start-up)."""
        if self.data_dir == self.config_dir:
            return clean_temp_files(self.data_dir, (SETTINGS_FILE, STATS_FILE, SAVE_FILE))
        return (clean_temp_files(self.config_dir, (SETTINGS_FILE,))
                + clean_temp_files(self.data_dir, (STATS_FILE, SAVE_FILE)))

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def stats_path(self) -> Path:
        return self.data_dir / STATS_FILE

    @property
    def save_path(self) -> Path:
        return self.data_dir / SAVE_FILE

    # -- shared helpers --
    def _read(self, path: Path, kind: str, current: int) -> dict[str, Any] | None:
        try:
            return read_versioned(path, kind, current)
        except FileDamaged as exc:
            self._report(path, kind, exc)
            return None

    def _report(self, path: Path, kind: str, exc: FileDamaged) -> None:
        """Set a bad file aside and report it.  One that cannot be moved (its folder is
        read-only, or is not a folder) is reported once, not at every look (the menu asks
        whether there is a save to continue again and again)."""
        kept = keep_aside(path)
        if kept is None:
            if (kind, exc.code) in self._stuck:
                return
            self._stuck.add((kind, exc.code))
        self.problems.append(Problem(kind, exc.code, exc.detail, str(kept) if kept else None))

    def _write(self, path: Path, kind: str, data: dict[str, Any]) -> bool:
        try:
            # never a file the reader would refuse for its size (it would be set aside); the
            # autosave, written after every action, on one line
            atomic_write_json(path, data, max_bytes=MAX_BYTES.get(kind, MAX_BYTES["save"]), compact=kind == "save")
        except (OSError, TypeError, ValueError) as exc:
            if kind not in self._failing:     # a read-only folder: say so once, not per action
                self._failing.add(kind)
                self.problems.append(Problem(kind, "write_failed", str(exc)[:300]))
            return False
        self._failing.discard(kind)
        return True

    def _set_aside_copy(self, path: Path, kind: str, code: str, detail: str) -> None:
        """Keep the hand-edited original aside; the caller rewrites a clean file."""
        kept = keep_aside(path)
        self.problems.append(Problem(kind, code, detail, str(kept) if kept else None))

    # -- settings --
    def load_settings(self) -> Settings:
        """The saved settings, or defaults (a bad file is kept aside and reported;
        single bad values fall back to their default and the file is rewritten)."""
        data = self._read(self.settings_path, "settings", SETTINGS_VERSION)
        if data is None:
            return Settings()
        settings, bad = Settings.from_json(data)
        if bad:
            self._set_aside_copy(self.settings_path, "settings", "invalid_values",
                                 "bad value(s) for " + ", ".join(bad))
            self.save_settings(settings)
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self._write(self.settings_path, "settings", settings.to_json())

    # -- statistics --
    def load_stats(self) -> Stats:
        """The statistics (:class:`cardtable.match.stats.Stats`), or empty ones."""
        from cardtable.match.stats import Stats

        data = self._read(self.stats_path, "statistics", STATS_VERSION)
        if data is None:
            return Stats()
        stats, bad = Stats.from_json(data)
        if bad:
            self._set_aside_copy(self.stats_path, "statistics", "invalid_values",
                                 "bad entries: " + ", ".join(bad[:5]))
            self.save_stats(stats)
        return stats

    def save_stats(self, stats: Stats) -> bool:
        return self._write(self.stats_path, "statistics", stats.to_json())

    # -- autosave --
    def has_save(self) -> bool:
        """Whether there is an autosave to offer; something else in its place (a folder,
        a FIFO, a device, a file too large to be ours) is set aside and reported."""
        try:
            read_limited_check(self.save_path, MAX_BYTES["save"])
        except FileDamaged as exc:
            self._report(self.save_path, "save", exc)
            return False
        return self.save_path.is_file()

    def save_game(self, payload: dict[str, Any]) -> bool:
        """Autosave: ``payload`` is the match runner's dict (``{"match":
        Match.to_json(), ...}``); the file gets ``version`` and ``saved_at``."""
        data = dict(payload)
        data["version"] = SAVE_VERSION
        data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
        return self._write(self.save_path, "save", data)

    def load_game(self, restore: Callable[[dict[str, Any]], Any] | None = None) -> Any:
        """The autosaved dict — or ``restore(dict)`` when given (e.g. a function
        calling ``Match.from_json``) — or None when there is no usable save.

        A truncated, garbage, too old/new save, or one that ``restore`` rejects
        (any exception), is kept aside and reported; never raises.
        """
        data = self._read(self.save_path, "save", SAVE_VERSION)
        if data is None:
            return None
        if "match" not in data or not isinstance(data["match"], dict):
            self._set_aside_copy(self.save_path, "save", "damaged", "no match in the save")
            return None
        if restore is None:
            return data
        try:
            return restore(data)
        except Exception as exc:  # a save that does not restore must not crash the program
            self._set_aside_copy(self.save_path, "save", "restore_failed",
                                 f"{type(exc).__name__}: {exc}")
            return None

    def set_aside_save(self, code: str, detail: str) -> None:
        """Keep the autosave aside (renamed, never deleted) and report ``code``."""
        self._set_aside_copy(self.save_path, "save", code, detail)

    def clear_game(self) -> None:
        """Forget the autosave (the game finished or was abandoned)."""
        try:
            self.save_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            if "save" not in self._failing:
                self._failing.add("save")
                self.problems.append(Problem("save", "write_failed", str(exc)[:300]))

    def take_problems(self) -> list[Problem]:
        """Return and forget the problems collected so far (for a one-time message)."""
        out, self.problems = self.problems, []
        return out
