"""i18n: every string key exists in both languages; run-time switching; refusal texts."""

from __future__ import annotations

import string

from cardtable.engine import IllegalAction
from cardtable.ui import i18n


def _fields(s: str) -> set[str]:
    """The placeholders of ``s``; ``{a_face}`` (English's "an 8", words.a_or_an) counts as ``{face}``."""
    return {f.removeprefix("a_") for _, f, _, _ in string.Formatter().parse(s) if f}


#: grammar variants one language may have alone (cardtable.ui.words: Russian genders, the
#: 2–4 plural form, a noun agreeing with the player's gender)
ONE_LANGUAGE_SUFFIXES = (".you.m", ".you.f", ".m", ".f", ".few")


def test_every_key_exists_in_both_languages():
    """Every key is in both tables, except a grammar variant of a key that is."""
    problems = []
    for name, (en, ru) in i18n.string_modules().items():
        for key in sorted(set(en) ^ set(ru)):
            suffix = next((s for s in ONE_LANGUAGE_SUFFIXES if key.endswith(s)), None)
            base = key[:-len(suffix)] if suffix else None
            if suffix == ".few":
                base += ".many"
            if base is None or base not in en or base not in ru:
                problems.append(f"{name}: {key} only in {'EN' if key in en else 'RU'}")
    assert not problems, "\n".join(problems)


#: fields a language may leave out: the name in a phrasing without it, the number in
#: "one card each", English's number word, the count with its noun («4 карты» where "+4" will do)
OPTIONAL_FIELDS = {"name", "n", "word", "cards"}


def test_placeholders_match_between_languages():
    problems = []
    for name, (en, ru) in i18n.string_modules().items():
        for key in set(en) & set(ru):
            if not _fields(en[key]) ^ _fields(ru[key]) <= OPTIONAL_FIELDS:
                problems.append(f"{name}: {key}")
    assert not problems, "\n".join(problems)


def test_no_key_defined_twice_across_modules():
    seen: dict[str, str] = {}
    dup = []
    for name, (en, _ru) in i18n.string_modules().items():
        for key in en:
            if key in seen:
                dup.append(f"{key}: {seen[key]} and {name}")
            seen[key] = name
    assert not dup, "\n".join(dup)


def test_switch_language_at_run_time():
    i18n.set_language("en")
    assert i18n.t("menu.play") == "Play"
    i18n.set_language("ru")
    try:
        assert i18n.t("menu.play") == "Играть"
        assert i18n.t("durak.msg.take", name="Вера") == "Вера: беру!"
    finally:
        i18n.set_language("en")


def test_missing_key_falls_back_to_the_key():
    assert i18n.t("no.such.key") == "no.such.key"


def test_refusal_shows_the_translation_or_engine_reason_without_the_rule_id():
    """Rule ids are for the rules screen (F1), not for the player's message (issue 18)."""
    i18n.set_language("en")
    exc = IllegalAction("ZZZ-1", "engine reason")
    assert i18n.refusal(exc) == "engine reason"
    assert i18n.refusal(IllegalAction("DUR-6", "x")) == (
        "Cover with a higher card of the same suit or with a trump — or take.")


def test_system_language_follows_locale(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert i18n.system_language() == "ru"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "en"


def test_counted_strings_use_plural_forms():
    i18n.set_language("ru")
    try:
        assert [i18n.tn("seat.cards", n) for n in (1, 3, 5, 11, 21, 22)] == [
            "1 карта", "3 карты", "5 карт", "11 карт", "21 карта", "22 карты"]
    finally:
        i18n.set_language("en")
    assert [i18n.tn("seat.cards", n) for n in (1, 2)] == ["1 card", "2 cards"]
