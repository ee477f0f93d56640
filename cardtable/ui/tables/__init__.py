"""Per-game table plug-ins: ``cardtable/ui/tables/<game_id>.py`` defines ``TABLE`` (a
:class:`~cardtable.ui.tables.base.TableView` subclass).  :func:`table_class` finds it;
a game without its own module gets the generic base view.  See docs/dev/ui.md.
"""

from __future__ import annotations

import importlib

# Games sharing another game's table module (e.g. a variant family).
ALIASES: dict[str, str] = {}


def table_class(game_id: str):
    """The TableView class for ``game_id``."""
    name = ALIASES.get(game_id, game_id)
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
        from cardtable.ui.tables.base import TableView
        return TableView
    return module.TABLE
