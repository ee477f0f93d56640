"""docs/glossary.md holds one word per thing of each game, in English and Russian; every
text a player reads uses it (issue 34, item 8): the words of the glossary occur in that
game's strings, and the words it rules out occur nowhere in them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable import engine, lessons, puzzles
from cardtable.ui import i18n, rules_text

GLOSSARY = Path(__file__).resolve().parent.parent / "docs" / "glossary.md"


def glossary() -> dict[str, tuple[list[str], list[list[str]]]]:
    """game id -> (string key prefixes, rows of [thing, en, ru, never en, never ru])."""
    games: dict[str, tuple[list[str], list[list[str]]]] = {}
    game = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            game = line[3:].strip()
            games[game] = ([], [])
        elif game and line.startswith("Strings:"):
            games[game][0].extend(re.findall(r"`([^`]+)`", line))
        elif game and line.startswith("|") and not line.startswith("|---") and "never" not in line:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            games[game][1].append(cells)
    return games


def course_texts(entry: dict, lang: str) -> list[str]:
    """The texts of a lesson or a puzzle in ``lang``: its title, each step's words, its end."""
    found: list[str] = []

    def walk(value) -> None:
        if isinstance(value, dict):
            if lang in value and isinstance(value[lang], str):
                found.append(value[lang])
            else:
                for v in value.values():
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk({k: v for k, v in entry.items() if k not in ("position", "move", "reply", "goal")})
    return found


def game_texts(game: str, lang: str) -> list[str]:
    """Every text of ``game`` a player may read in ``lang``: its strings, its rules text, its
    options' labels, and its lessons and puzzles (issue 35)."""
    prefixes = glossary()[game][0]
    texts = [v for k, v in i18n.table(lang).items() if any(k.startswith(p) for p in prefixes)]
    for section in rules_text.sections(game, lang):
        texts += [section.heading, section.text]
    info = engine.game_info(game)
    texts += [o.label_ru if lang == "ru" else o.label_en for o in info.options]
    for entry in lessons.lessons(game) + [p for p in puzzles.puzzles() if p["game"] == game]:
        texts += course_texts(entry, lang)
    return texts


GAMES = list(glossary())


def test_glossary_covers_every_game():
    assert set(GAMES) == {g.id for g in engine.games()}
    assert all(rows for _p, rows in glossary().values())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_strings_use_the_glossary_terms(game, lang):
    """Each term of the glossary is used, and none of the words it rules out is (item 8:
    «защищающийся» beside «отбивающийся», «Прикуп», «Семь-вошь», «Семь:» beside «Семёрка:»,
    «с заказом», SW-3's "senior colour" beside the legend's "beats", "times the fool")."""
    text = "\n".join(game_texts(game, lang)).casefold()
    col = 1 if lang == "en" else 2
    missing, banned = [], []
    for row in glossary()[game][1]:
        if row[col] and row[col].casefold() not in text:
            missing.append(row[col])
        banned += [w.strip() for w in row[col + 2].split(",") if w.strip() and w.strip().casefold() in text]
    assert (missing, banned) == ([], [])
