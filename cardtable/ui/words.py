"""Grammar of the messages that name players: "you" for the player, gender for others.

A message about a seat is a template key with variants in the string tables:

- ``key.you``  the seat is the player at the screen ("You are the fool!", «Вы остались в дураках!»);
  ``key.you.f`` / ``.you.m`` where a noun agrees with the player's gender even after «вы»;
- ``key.m`` / ``key.f``  another seat whose gender is known («Даша взяла», «Борис взял»);
- ``key``  anyone else, phrased so that it needs no gender (present tense, «ход: Даша»);
- ``….to_you`` appended when the *other* seat named in the message is the player
  («Борис переводит — теперь отбиваетесь вы»).

:func:`say` picks the most specific variant that exists: ``key.<subject>.to_you``, then
(for m/f) ``key.to_you``, then ``key.<subject>``, then ``key``.  English needs few variants
(``.you`` mostly); Russian needs ``.m``/``.f`` wherever a past tense or an adjective agrees.
Placeholders: ``{name}`` the subject, ``{other}`` the other seat, plus any given.

Who is "you": the only human seat of a table against the computer.  At a hot-seat table
(two or more people) every seat is named, since the table passes from hand to hand.
A seat's gender: chosen in setup for a person (``Seat.gender``), known for the computer's
names (``cardtable.match.names``), else unknown.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.match.names import computer_name, computer_names
from cardtable.ui import i18n
from cardtable.ui.i18n import t

#: a space that text wrapping (``assets.wrap``) never breaks at: "Игрок 5 103" stays whole
NBSP = "\u00a0"


@dataclass(frozen=True)
class Person:
    """A seat as messages name it."""

    name: str
    gender: str | None = None      # "m", "f" or None (unknown)
    you: bool = False              # the player at the screen


#: a person's genders as setup and the Join screen offer them: not said, she, he
GENDERS: tuple[str | None, ...] = (None, "f", "m")


def next_gender(gender: str | None, step: int = 1) -> str | None:
    """The gender after ``gender`` in :data:`GENDERS` (``step`` -1: the one before)."""
    return GENDERS[(GENDERS.index(gender) + step) % len(GENDERS)]


def ai_names(gender: str, lang: str | None = None) -> list[str]:
    """The computer players' names of one gender (``f`` or ``m``) in ``lang``."""
    return list(computer_names(gender, lang or i18n.get_language()))


def ai_name(p: int) -> tuple[str, str]:
    """Seat ``p``'s default computer name and its gender in the current language: women and
    men in turn (``cardtable.match.names``)."""
    return computer_name(p, i18n.get_language())


def known_gender(name: str) -> str | None:
    """The gender of one of the computer's names in any language (else None)."""
    key = name.strip().casefold()
    for lang in i18n.LANGUAGES:
        for gender in ("f", "m"):
            if key in (n.casefold() for n in ai_names(gender, lang)):
                return gender
    return None


def you_names() -> set[str]:
    """The default name of the player's seat in every language ("You", «Вы»)."""
    return {i18n.table(lang).get("setup.you", "") for lang in i18n.LANGUAGES}


def local_ai_name(name: str) -> str:
    """One of the computer's default names in the current language: the name at the same
    place in the same gender's list ("Boris" -> «Борис» in Russian, «Даша» -> "Dasha" in
    English); any other name — one a person typed — as it is."""
    key = name.strip().casefold()
    here = i18n.get_language()
    for lang in i18n.LANGUAGES:
        for gender in ("f", "m"):
            names = [n.casefold() for n in ai_names(gender, lang)]
            if key in names:
                local = ai_names(gender, here)
                i = names.index(key)
                return local[i] if i < len(local) else name
    return name


def seat_name(seat) -> str:
    """The name a seat goes by in the current language: a computer seat still under its
    default name follows the language (no «Ходит Boris» after switching to Russian); a name
    a person typed, and every person's seat but "You", stays as typed (a person at another
    computer sits in a seat of kind "ai" at a network table: ``name_typed`` says so)."""
    if getattr(seat, "kind", "ai") != "human" and not getattr(seat, "name_typed", False):
        return local_ai_name(seat.name)
    return seat.name


def person(seat, you: bool = False) -> Person:
    """A match Seat as a Person (its gender: the seat's, else known from its name)."""
    name = t("setup.you") if you and seat.name in you_names() else seat_name(seat)
    return Person(name, getattr(seat, "gender", None) or known_gender(seat.name), you)


def variants(key: str, who: Person | None, other: Person | None = None) -> list[str]:
    """The keys :func:`say` tries, most specific first."""
    subj = None if who is None else ("you" if who.you else who.gender)
    to_you = other is not None and other.you
    out = []
    if who is not None and who.you and who.gender:
        out.append(f"{key}.you.{who.gender}")      # «Вы — ученица»: a noun agrees even with «вы»
    if to_you:
        if subj:
            out.append(f"{key}.{subj}.to_you")
        if subj != "you":
            out.append(f"{key}.to_you")
    if subj:
        out.append(f"{key}.{subj}")
    out.append(key)
    return out


def say(key: str, who: Person | None, other: Person | None = None, **fmt) -> str:
    """The message ``key`` about ``who`` (and ``other``), in the current language."""
    chosen = next((k for k in variants(key, who, other) if i18n.has(k)), key)
    if who is not None:
        fmt.setdefault("name", who.name)
    if other is not None:
        fmt.setdefault("other", you_word() if other.you else other.name)
    return t(chosen, **fmt)


def you_word() -> str:
    """The player inside a sentence or a list: "you", «вы»."""
    return t("words.you")


def names(people: list[Person]) -> str:
    """People as a list in a sentence: "Anna, Boris and you" / «Анна, Борис и вы»."""
    items = [you_word() if p.you else p.name for p in people]
    if len(items) <= 1:
        return "".join(items)
    return t("words.and", first=", ".join(items[:-1]), last=items[-1])


def a_or_an(text: str) -> str:
    """``text`` after the English indefinite article as it is read aloud: "a 7", "an 8",
    "an 11", "a +2".  For a format field that only the English strings use (Russian has
    no article, so its strings name the plain field instead)."""
    head = text.lstrip()
    vowel = head[:1].lower() in ("a", "e", "i", "o", "u", "8") or head in ("11", "18")
    return ("an " if vowel else "a ") + text


def count(key: str, n: int, **fmt) -> str:
    """A counted phrase (``key.one`` / ``.few`` / ``.many``): "1 card", «2 карты», «5 карт»."""
    return i18n.tn(key, n, **fmt)


def distinct_names(seats: list[tuple[str, str | None, bool]]) -> list[tuple[str, str | None]]:
    """Seats as (name, gender, replaceable) -> (name, gender) with no two seats of one name:
    a replaceable seat (a computer's default name) whose name another seat already has —
    a person who typed "Ivan", or an earlier seat — takes an unused computer name, of the
    same gender if one is left.  Messages name seats, so two "Ivan"s would be ambiguous."""
    fixed = {n.casefold() for n, _g, r in seats if not r}
    taken = {n.casefold() for n, _g, _r in seats}
    seen: set[str] = set()
    out = []
    for name, gender, replaceable in seats:
        if replaceable and (name.casefold() in seen or name.casefold() in fixed):
            name, gender = _spare_name(gender, taken)
            taken.add(name.casefold())
        seen.add(name.casefold())
        out.append((name, gender))
    return out


def _spare_name(gender: str | None, taken: set[str]) -> tuple[str, str | None]:
    for g in (gender or "f", "m" if gender == "f" else "f"):
        for name in ai_names(g):
            if name.casefold() not in taken:
                return name, g
    base, k = ai_names(gender or "f")[0], 2
    while f"{base} {k}".casefold() in taken:
        k += 1
    return f"{base} {k}", gender
