"""Rules texts for players: every game in both languages, every rule id of its docs/rules.md
chapter explained by some section, the same sections in ru and en, a translated refusal
reason for every rule id (issue 10, "Rules on screen")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable import engine
from cardtable.ui import rules_text
from cardtable.ui.strings import rules as rule_strings

ROOT = Path(__file__).resolve().parent.parent
RULES_MD = ROOT.parent / "shared" / "RULES.md"

# The rule ids of docs/rules.md by chapter (checked against it, and against the project's binding
# RULES.md when that is beside the checkout).
CHAPTERS = {
    "durak": [f"DUR-{i}" for i in range(1, 23)],
    "witch_durak": ["WIT-1", "WIT-2", "WIT-6", "WIT-7", "WIT-8", "WIT-9", "WIT-10", "WIT-J",
                    "WIT-Q", "WIT-K", "WIT-A", "WIT-T"],
    "strong_witchcraft": [f"SW-{i}" for i in range(1, 14)],
    "donkey": [f"ESL-{i}" for i in range(1, 10)],
    "pirate_party": [f"PIR-{i}" for i in range(1, 21)],
}
GENERAL = ["GEN-1", "GEN-2", "GEN-3"]


def test_chapter_ids_match_the_rules_doc():
    text = (ROOT / "docs" / "rules.md").read_text("utf-8")
    ids = re.findall(r"^\*\*((?:DUR|WIT|SW|ESL|PIR|GEN)-[0-9A-Z]+) — ", text, re.MULTILINE)
    assert ids == [i for chapter in CHAPTERS.values() for i in chapter] + GENERAL


def test_chapter_ids_match_rules_md():
    if not RULES_MD.exists():
        pytest.skip("RULES.md not next to the checkout")
    ids = re.findall(r"^- ((?:DUR|WIT|SW|ESL|PIR|GEN)-[0-9A-Z]+)", RULES_MD.read_text("utf-8"),
                     re.MULTILINE)
    expected = [i for chapter in CHAPTERS.values() for i in chapter] + GENERAL
    assert ids == expected


def test_every_registered_game_has_rules_in_both_languages():
    for info in engine.games():
        assert rules_text.has_rules(info.id), info.id
        for lang in ("en", "ru"):
            assert rules_text.sections(info.id, lang), (info.id, lang)
            assert rules_text.title(info.id, lang)


@pytest.mark.parametrize("game_id", rules_text.game_ids())
def test_ru_and_en_have_the_same_sections(game_id):
    mod = rules_text.module(game_id)
    assert [s[0] for s in mod.EN] == [s[0] for s in mod.RU]
    assert set(mod.SECTION_RULES) == {s[0] for s in mod.EN}
    assert len({s[0] for s in mod.EN}) == len(mod.EN)     # no duplicate section ids
    assert set(mod.TITLE) == {"en", "ru"}
    for table in (mod.EN, mod.RU):
        for sid, heading, text in table:
            assert heading.strip() and len(text) > 40, (game_id, sid)
            assert "  " not in text and not text.startswith(" "), (game_id, sid)


@pytest.mark.parametrize("game_id", rules_text.game_ids())
def test_russian_text_is_russian_and_english_is_english(game_id):
    mod = rules_text.module(game_id)
    cyr = re.compile(r"[а-яё]", re.IGNORECASE)
    for sid, heading, text in mod.RU:
        assert cyr.search(heading) and len(cyr.findall(text)) > len(text) / 3, (game_id, sid)
    for sid, _heading, text in mod.EN:
        # English may quote a Russian word in brackets, but is mostly Latin
        assert len(cyr.findall(text)) < len(text) / 10, (game_id, sid)


@pytest.mark.parametrize("game_id", rules_text.game_ids())
def test_every_rule_of_the_chapter_is_explained(game_id):
    mod = rules_text.module(game_id)
    covered = {r for rules in mod.SECTION_RULES.values() for r in rules}
    missing = [r for r in CHAPTERS[game_id] if r not in covered]
    assert missing == []
    # a section only cites ids that exist
    known = {i for chapter in CHAPTERS.values() for i in chapter}
    assert covered <= known
    assert mod.RULE_SECTION == {r: sid for sid, rules in mod.SECTION_RULES.items() for r in rules}


@pytest.mark.parametrize("game_id", rules_text.game_ids())
def test_option_links_point_at_sections(game_id):
    mod = rules_text.module(game_id)
    sids = {s[0] for s in mod.EN}
    assert set(mod.OPTION_SECTION.values()) <= sids


@pytest.mark.parametrize("game_id", rules_text.game_ids())
def test_option_links_name_only_the_games_options(game_id):
    """A rules text links only options its game has (or values of one): Witch durak's text
    promised Durak's "no transfer in the first bout" and "transfer by showing a trump", which
    its setup screen does not offer and its engine refuses (DUR-14, DUR-15 are Durak's)."""
    info = engine.game_info(game_id)
    names = {opt.name for opt in info.options}
    values = {str(v) for opt in info.options if opt.type == "choice" for v in opt.values}
    mod = rules_text.module(game_id)
    assert set(mod.OPTION_SECTION) - names - values == set()


def test_registered_options_are_explained():
    """Every player-visible option of a registered game links to a rules section."""
    for info in engine.games():
        for opt in info.options:
            if opt.internal:
                continue
            assert rules_text.section_for_option(info.id, opt.name), (info.id, opt.name)


def test_refused_move_links_to_its_rule_section():
    assert rules_text.section_for_rule("DUR-7") == ("durak", "throw_in")
    assert rules_text.section_for_rule("DUR-7", "durak") == ("durak", "throw_in")
    # a durak rule cited in witch durak links into witch durak's own text
    assert rules_text.section_for_rule("DUR-12", "witch_durak") == ("witch_durak", "basics")
    # … and falls back to the durak text where witch durak has no section for it
    assert rules_text.section_for_rule("DUR-21", "witch_durak") == ("durak", "epaulettes")
    assert rules_text.section_for_rule("WIT-Q", "witch_durak") == ("witch_durak", "queen")
    assert rules_text.section_for_rule("SW-6", "strong_witchcraft") == ("strong_witchcraft", "transfer")
    assert rules_text.section_for_rule("ESL-7", "donkey") == ("donkey", "donkey")
    assert rules_text.section_for_rule("PIR-18", "pirate_party") == ("pirate_party", "stacking")
    assert rules_text.section_for_rule("GEN-3", "durak") is None
    assert rules_text.section_for_rule("XYZ-1") is None


def test_unknown_game_has_no_text():
    assert not rules_text.has_rules("chess")
    assert not rules_text.has_rules("../etc")
    assert rules_text.sections("chess", "en") == []
    assert rules_text.title("chess", "ru") == "chess"


def test_every_rule_id_has_a_refusal_reason_in_both_languages():
    ids = [i for chapter in CHAPTERS.values() for i in chapter] + GENERAL
    for i in ids:
        assert rule_strings.EN.get(f"rule.{i}"), i
        assert rule_strings.RU.get(f"rule.{i}"), i
    assert set(rule_strings.EN) == set(rule_strings.RU)
    assert {k for k in rule_strings.EN if k.startswith("rule.")} == {f"rule.{i}" for i in ids}


def test_refusal_message_is_translated():
    from cardtable.ui import i18n
    exc = engine.IllegalAction("DUR-7", "too many cards")
    try:
        i18n.set_language("ru")
        assert i18n.refusal(exc) == rule_strings.RU["rule.DUR-7"]
        i18n.set_language("en")
        assert i18n.refusal(exc) == rule_strings.EN["rule.DUR-7"]
    finally:
        i18n.set_language("en")


def test_section_dataclass_carries_rule_ids():
    secs = rules_text.sections("durak", "ru")
    by_id = {s.id: s for s in secs}
    assert by_id["throw_in"].heading == "Подкидывание"
    assert by_id["throw_in"].rules == ("DUR-7", "DUR-8")
    assert rules_text.sections("durak", "xx")[0].heading == "The aim"   # unknown → English
