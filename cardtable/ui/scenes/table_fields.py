"""What the table scene's mixins may use of the scene, declared once for the type checker.

The mixins of :class:`~cardtable.ui.scenes.table.TableScene` — :class:`Room` and
:class:`Presses` (table_room.py), :class:`Messages` (toasts.py), :class:`AISeats`
(table_ai.py) — read fields the scene sets in its ``__init__`` and call methods of one
another.  They derive from :class:`TableSceneFields`,
which names those fields and methods with their types while type-checking and is ``object``
at run time (the pattern of the engine's ``durak/fields.py``): nothing changes in the classes
or their MRO as they run.  Contract: a field or method a mixin starts to use is declared here,
with the type the scene gives it (mypy reports any use of a name not declared).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from cardtable.engine import Action
    from cardtable.match import Match
    from cardtable.net.engine_seat import MatchEngines
    from cardtable.ui import widgets
    from cardtable.ui.scene import Scene
    from cardtable.ui.scenes.table_extras import Extras
    from cardtable.ui.scenes.table_hud import Hud
    from cardtable.ui.tables.base import TableView

    class TableSceneFields(Scene):
        """The table scene as its mixins see it (see the module docstring)."""

        match: Match
        table: TableView
        viewer: int                        # whose eyes the table shows
        extras: Extras                     # the hint and game-log panel
        hud: Hud                           # running score, Undo
        buttons: list[widgets.Button]      # the action buttons shown
        menu_button: widgets.Button
        # the messages (toasts.py): [text, error, App.time it goes], newest last
        toasts: list[list]
        _toast_until: dict[str, tuple]     # text -> the state it is true of (a hint)
        _toast_moves: dict[str, int]       # text -> the history length at which it is stale
        # the presses (table_room.py)
        _pressed_at: float                 # App.time of the last action taken by a button or Space
        _pressed_pos: tuple | None         # where that button was clicked (None: Space)
        _click: tuple | None               # where the mouse button being handled went up
        _buttons_at: float                 # App.time the action buttons last changed
        _buttons_shown: int                # how many times they changed
        _held_over: int | None             # _buttons_shown when the left button went down

        # the computer seats (table_ai.py)
        humans: list[int]                  # the seats people play at this computer
        ai_job: dict | None                # the worker thread's decision in progress
        engines: MatchEngines | None       # the outside engines in seats (issue 36)
        engine_log: dict[tuple[int, int], list[str]]   # (deal, action index) -> their faults

        def try_apply(self, action: Action) -> bool:
            raise NotImplementedError

        def speed_factor(self) -> float:
            raise NotImplementedError

        def _after(self, events: list, actor: int | None = None) -> None:
            raise NotImplementedError

        def toast(self, text: str, error: bool = False, *, until_change: bool = False,
                  moves: int | None = None) -> None:
            raise NotImplementedError

        def hud_rects(self) -> list[pygame.Rect]:
            raise NotImplementedError

        def table_size(self) -> tuple[int, int]:
            raise NotImplementedError
else:  # at run time the mixins derive from object: the classes as written
    TableSceneFields = object
