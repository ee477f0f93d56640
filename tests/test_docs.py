"""The documentation holds together: docs/rules.md defines every rule id the code and the tests
cite (and only the project's binding ids, GEN-3's "cites the rule id" needs somewhere to point
to), and every relative link in README.md and docs/ resolves to a file — and a heading — of the
repository, never to a path outside it."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

from cardtable import plugins

ROOT = Path(__file__).resolve().parent.parent
RULES_DOC = ROOT / "docs" / "rules.md"
BINDING = ROOT.parent / "shared" / "RULES.md"   # the project's binding file, beside a checkout

# A rule's definition in docs/rules.md: a paragraph opening with its bold id, "**DUR-7 — …".
DEFINITION = re.compile(r"^\*\*([A-Z]{2,4}-[0-9A-Z]+) — ", re.MULTILINE)


def defined_ids() -> list[str]:
    return DEFINITION.findall(RULES_DOC.read_text("utf-8"))


def citation(prefixes: set[str]) -> re.Pattern[str]:
    """A rule id of one of ``prefixes`` anywhere in a text (``DUR-7``, ``DUR-7's``, ``WIT-Q``),
    not part of a longer word (``SHA-512`` has no rule prefix; ``UTF-8`` neither)."""
    alt = "|".join(sorted(prefixes))
    return re.compile(rf"(?<![\w-])((?:{alt})-[0-9A-Z]+)(?!\w)")


def cited_ids() -> dict[str, list[str]]:
    """Every rule id cited in cardtable/, tests/, README.md and docs/ -> where (file:line)."""
    prefixes = {i.split("-")[0] for i in defined_ids()}
    pattern = citation(prefixes)
    files = [*sorted((ROOT / "cardtable").rglob("*.py")), *sorted((ROOT / "tests").rglob("*.py")),
             ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    where: dict[str, list[str]] = {}
    for path in files:
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            for rule in pattern.findall(line):
                where.setdefault(rule, []).append(f"{path.relative_to(ROOT)}:{n}")
    return where


def test_rules_doc_defines_each_id_once_in_chapters():
    ids = defined_ids()
    assert [i for i, k in Counter(ids).items() if k > 1] == []
    # chapter by chapter, in the order the chapters and the binding file give them
    prefixes = list(dict.fromkeys(i.split("-")[0] for i in ids))
    assert prefixes == ["DUR", "WIT", "SW", "ESL", "PIR", "GEN"]
    assert ids[:3] == ["DUR-1", "DUR-2", "DUR-3"] and ids[-1] == "GEN-3"
    assert len(ids) == 22 + 12 + 13 + 9 + 20 + 3


def test_every_cited_rule_id_is_defined_in_the_rules_doc():
    """A refused move, a test or a comment that cites DUR-7 or WIT-Q points at a rule a reader
    of the repository can find (GEN-3); an id nobody defines is a typo or a rule never written."""
    defined = set(defined_ids())
    cited = cited_ids()
    assert {"DUR-7", "WIT-Q", "SW-9", "ESL-6", "PIR-12", "GEN-3"} <= set(cited)   # the scan works
    missing = {rule: where[:3] for rule, where in cited.items() if rule not in defined}
    assert missing == {}


def test_the_rules_doc_has_the_binding_ids():
    """docs/rules.md uses exactly the ids of the project's binding rules file, in its order
    (checked where that file is beside the checkout, as in CI)."""
    if not BINDING.exists():
        pytest.skip("the binding RULES.md is not beside this checkout")
    binding = re.findall(r"^- ((?:DUR|WIT|SW|ESL|PIR|GEN)-[0-9A-Z]+) ", BINDING.read_text("utf-8"),
                         re.MULTILINE)
    assert binding and defined_ids() == binding


def test_every_game_cites_a_chapter_of_the_rules_doc():
    defined = set(defined_ids())
    for plugin in plugins.plugins():
        if plugin.rule_prefix:
            assert f"{plugin.rule_prefix}-1" in defined, plugin.id


# --- links -------------------------------------------------------------------------------------

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`\n]*`")


def markdown_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def links(text: str) -> list[str]:
    """The targets of the text's links and images, outside code blocks and code spans."""
    return LINK.findall(CODE.sub("", FENCE.sub("", text)))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower()
    kept = "".join(ch for ch in text
                   if ch in " -_" or unicodedata.category(ch)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text("utf-8"))
    return {slug(m) for m in re.findall(r"^#{1,6}\s+(.*?)\s*#*\s*$", text, re.MULTILINE)}


def test_slug_is_githubs():
    assert slug("4. Who's the Donkey?") == "4-whos-the-donkey"
    assert slug("1.2 A bout") == "12-a-bout"
    assert links("see [a](x.md#y), `[b](no.md)`, ![c](p.png \"t\")") == ["x.md#y", "p.png"]


@pytest.mark.parametrize("doc", markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve_inside_the_repository(doc: Path):
    broken = []
    for target in links(doc.read_text("utf-8")):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):        # https:, mailto: …
            continue
        file_part, _, anchor = target.partition("#")
        dest = (doc.parent / file_part).resolve() if file_part else doc
        if ROOT not in dest.parents and dest != ROOT:
            broken.append(f"{target}: outside the repository")
        elif not dest.exists():
            broken.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            broken.append(f"{target}: no such heading")
    assert broken == []


def test_nothing_points_outside_the_repository():
    """The rules reference is docs/rules.md: README, docs and the program never send a reader
    to a file beside the checkout (a fresh clone has none)."""
    files = [*markdown_files(), *sorted((ROOT / "cardtable").rglob("*.py"))]
    outside = [f"{p.relative_to(ROOT)}:{n}" for p in files
               for n, line in enumerate(p.read_text("utf-8").splitlines(), 1)
               if "../shared" in line or "shared/RULES" in line]
    assert outside == []
