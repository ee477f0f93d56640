"""The computer players' default names, in every language the table speaks.

One list per language and gender; the same place in every language's list is the same person
(Anna / «Анна»), so a table shows a computer seat's default name in its reader's language
(``cardtable.ui.words.local_ai_name``) and knows its gender for the grammar of messages.
The match layer holds them because every seat-naming part needs them: the setup screen, and a
network host with no screen, whose clients translate the names it gives (a host naming its
computer seats «AI 3» would be the one table where they have no name).
"""

from __future__ import annotations

#: language -> gender ("f" / "m") -> the names, in the order the seats take them
COMPUTER_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "f": ("Anna", "Vera", "Dasha", "Zoya", "Katya", "Masha"),
        "m": ("Boris", "Gleb", "Egor", "Ivan", "Lev", "Nikita"),
    },
    "ru": {
        "f": ("Анна", "Вера", "Даша", "Зоя", "Катя", "Маша"),
        "m": ("Борис", "Глеб", "Егор", "Иван", "Лев", "Никита"),
    },
}


def computer_names(gender: str, lang: str = "en") -> tuple[str, ...]:
    """The computer players' names of one gender (``f`` or ``m``) in ``lang`` (English for a
    language that has none)."""
    return COMPUTER_NAMES.get(lang, COMPUTER_NAMES["en"]).get(gender, ())


def computer_name(p: int, lang: str = "en") -> tuple[str, str]:
    """Seat ``p``'s default computer name and its gender: women and men in turn (seat 0 a
    woman), each list in order, so no two of the first twelve seats share a name."""
    gender = "f" if p % 2 == 0 else "m"
    names = computer_names(gender, lang)
    return names[(p // 2) % len(names)], gender
