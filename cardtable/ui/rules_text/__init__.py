"""Rules of every game written for players, in English and Russian (issue 10).

One module per game (``durak.py`` …, named by the game's plugin in :mod:`cardtable.plugins`
together with the prefix of its rule ids), each defining ``TITLE`` ({lang: str}),
``EN`` and ``RU`` (lists of ``(section_id, heading, text)`` with the same
section ids in the same order), ``SECTION_RULES`` (section id -> the docs/rules.md ids
it explains), ``RULE_SECTION`` (rule id -> section id) and ``OPTION_SECTION``
(setup option name -> section id).  The rules scene renders them; a refused move
links to ``section_for_rule(rule_id, game_id)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

from cardtable import engine, plugins


def game_ids() -> list[str]:
    """Every game with a rules text, in the engine's menu order."""
    return [info.id for info in engine.games() if has_rules(info.id)]


def prefix_game() -> dict[str, str]:
    """Which game's text explains a rule id best when the current game has no section for
    it: rule-id prefix (``"DUR"``) -> game id."""
    return {p.rule_prefix: p.id for p in plugins.plugins() if p.rule_prefix and p.rules}


@dataclass(frozen=True)
class Section:
    """One titled part of a game's rules."""

    id: str
    heading: str
    text: str
    rules: tuple[str, ...]


def module(game_id: str) -> ModuleType | None:
    """The rules-text module of a game, or None when there is none."""
    entry = plugins.plugin(game_id) if isinstance(game_id, str) else None
    if entry is None or not entry.rules:
        return None
    return plugins.load(entry.rules)


def has_rules(game_id: str) -> bool:
    return module(game_id) is not None


def title(game_id: str, lang: str) -> str:
    mod = module(game_id)
    if mod is None:
        return game_id
    return mod.TITLE.get(lang) or mod.TITLE["en"]


def sections(game_id: str, lang: str) -> list[Section]:
    """The sections of a game's rules in ``lang`` (English for an unknown language)."""
    mod = module(game_id)
    if mod is None:
        return []
    table = mod.RU if lang == "ru" else mod.EN
    return [Section(sid, heading, text, tuple(mod.SECTION_RULES.get(sid, ())))
            for sid, heading, text in table]


def section_for_rule(rule_id: str, game_id: str | None = None) -> tuple[str, str] | None:
    """``(game_id, section_id)`` of the section explaining ``rule_id``: the current
    game's own text first, else the game whose chapter the id belongs to."""
    candidates = []
    if game_id:
        candidates.append(game_id)
    prefix = rule_id.split("-", 1)[0]
    owner = prefix_game().get(prefix)
    if owner:
        candidates.append(owner)
    for gid in candidates:
        mod = module(gid)
        if mod is not None and rule_id in mod.RULE_SECTION:
            return gid, mod.RULE_SECTION[rule_id]
    return None


def section_for_option(game_id: str, option: str) -> str | None:
    """The section explaining a setup option of ``game_id``, if any."""
    mod = module(game_id)
    if mod is None:
        return None
    return getattr(mod, "OPTION_SECTION", {}).get(option)
