"""Per-game table layouts: each game's plugin (:mod:`cardtable.plugins`) names its
:class:`~cardtable.ui.tables.base.TableView` subclass; :func:`table_class` finds it, and a
game without one gets the generic base view.  See docs/dev/ui.md and docs/dev/adding-a-game.md.
"""

from __future__ import annotations

from cardtable import plugins


def table_class(game_id: str):
    """The TableView class of ``game_id``: the one its plugin names, else the base view."""
    entry = plugins.plugin(game_id)
    if entry is not None and entry.table:
        return plugins.load(entry.table)
    from cardtable.ui.tables.base import TableView
    return TableView
