"""Per-game table plug-ins: ``cardtable/ui/tables/<game_id>.py`` defines ``TABLE`` (a
:class:`~cardtable.ui.tables.base.TableView` subclass).  :func:`table_class` finds it;
a game without its own module gets the generic base view.  See docs/dev/ui.md.
"""

from __future__ import annotations

import importlib

# A game without its own table module uses this one's (a variant of the same family).
ALIASES: dict[str, str] = {"witch_durak": "durak"}


def table_class(game_id: str):
    """The TableView class for ``game_id``: its own module, else its alias's, else the base."""
    for name in (game_id, ALIASES.get(game_id)):
        if not name:
            continue
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            continue
        return module.TABLE
    from cardtable.ui.tables.base import TableView
    return TableView
