"""Every player-visible string: ``t(key, **fmt)`` in the current language (en or ru).

Strings live in string-table modules ``cardtable/ui/strings/<area>.py``, each defining
``EN = {...}`` and ``RU = {...}`` with the same keys.  Every module of that package is
discovered and merged, so a new table or scene adds its own file without editing others;
so are the modules a game's plugin names in ``strings`` (:mod:`cardtable.plugins`), wherever
they live.
Game names and option labels come from the engine (GameInfo/Option ``*_en``/``*_ru``).
"""

from __future__ import annotations

import importlib
import pkgutil

from cardtable.match.storage import system_language  # noqa: F401 - one reading of the locale

LANGUAGES = ("en", "ru")
_tables: dict[str, dict[str, str]] | None = None
_lang = "en"


def _string_module_names() -> list[str]:
    """Every string-table module: the package's, then those the games' plugins name."""
    from cardtable import plugins
    from cardtable.ui import strings
    names = [f"{strings.__name__}.{m.name}"
             for m in sorted(pkgutil.iter_modules(strings.__path__), key=lambda m: m.name)]
    for entry in plugins.plugins():
        names.extend(n for n in entry.strings if n not in names)
    return names


def _load() -> dict[str, dict[str, str]]:
    global _tables
    if _tables is None:
        tables: dict[str, dict[str, str]] = {"en": {}, "ru": {}}
        for name in _string_module_names():
            module = importlib.import_module(name)
            tables["en"].update(getattr(module, "EN", {}))
            tables["ru"].update(getattr(module, "RU", {}))
        _tables = tables
    return _tables


def reload() -> None:
    """Forget the merged tables (the next ``t`` reads every module again)."""
    global _tables
    _tables = None


def string_modules() -> dict[str, tuple[dict, dict]]:
    """Every string-table module: dotted name -> (EN, RU) (for the key-parity test)."""
    out = {}
    for name in _string_module_names():
        module = importlib.import_module(name)
        out[name] = (getattr(module, "EN", {}), getattr(module, "RU", {}))
    return out


def set_language(lang: str) -> None:
    global _lang
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {LANGUAGES}")
    _lang = lang


def get_language() -> str:
    return _lang


def table(lang: str) -> dict[str, str]:
    """The whole string table of ``lang`` (read-only use)."""
    return _load()[lang]


def has(key: str) -> bool:
    return key in _load()[_lang]


def t(key: str, **fmt) -> str:
    """The string ``key`` in the current language, formatted with ``fmt``.

    A missing key falls back to English, then to the key itself (never raises)."""
    tables = _load()
    s = tables[_lang].get(key)
    if s is None:
        s = tables["en"].get(key, key)
    if fmt:
        try:
            return s.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return s
    return s


def plural_form(n: int, lang: str | None = None) -> str:
    """``one``, ``few`` or ``many`` for ``n`` (Russian rules; English has one/many)."""
    lang = lang or _lang
    n = abs(int(n))
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "many"


def tn(key: str, n: int, **fmt) -> str:
    """A counted string: ``key.one`` / ``key.few`` / ``key.many`` chosen for ``n``
    (``{n}`` is filled in), falling back to ``key``."""
    form = f"{key}.{plural_form(n)}"
    return t(form if has(form) else key, n=n, **fmt)


def game_name(info) -> str:
    """A game's display name from its GameInfo."""
    return info.name_ru if _lang == "ru" and info.name_ru else info.name_en


def option_label(opt) -> str:
    return (opt.label_ru if _lang == "ru" and opt.label_ru else opt.label_en) or opt.name


def option_value(game_id: str, opt, value) -> str:
    """A displayed option value: ``opt.<game>.<name>.<value>`` or ``opt.<name>.<value>``
    from the strings tables, else the value itself."""
    if opt.type == "bool":
        return t("common.on") if value else t("common.off")
    if opt.type == "set":
        return ", ".join(option_value(game_id, _Plain(opt.name), v) for v in value) or "—"
    for key in (f"opt.{game_id}.{opt.name}.{value}", f"opt.{opt.name}.{value}"):
        if has(key):
            return t(key)
    return str(value)


class _Plain:
    type = "choice"

    def __init__(self, name: str):
        self.name = name


def refusal(exc) -> str:
    """The text for an IllegalAction: the reason keyed by its rule id (``rule.DUR-7``) where
    one exists, else the engine's reason.  No rule id: that is for the rules screen (F1, or a
    click on the message, opens the rule)."""
    rule = getattr(exc, "rule", "GEN-3")
    key = f"rule.{rule}"
    return t(key) if has(key) else getattr(exc, "reason", str(exc))
