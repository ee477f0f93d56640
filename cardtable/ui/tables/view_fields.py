"""What the table view's mixins may use of the view, declared once for the type checker.

:class:`~cardtable.ui.tables.base.TableView` is built from :class:`Stage` (stage.py: where the
sprites go and how they get there), :class:`Furniture` (furniture.py: the seats' plates, piles
and labels) and :class:`TableWords` (table_words.py: what the table says in words); they read
fields the view sets in its ``__init__`` and ``geometry`` and call its methods.  They derive
from :class:`TableViewFields`, which names those fields and methods with their types while
type-checking and is ``object`` at run time (the pattern of the engine's ``durak/fields.py``):
the classes and their MRO run as written.  Contract: a field or method a
mixin starts to use is declared here with the type the view gives it (mypy reports any use of
a name not declared); the bodies are the view's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from cardtable.engine import Event, View
    from cardtable.engine.zone import Zone
    from cardtable.ui import anim, words
    from cardtable.ui.tables.base import Place
    from cardtable.ui.tables.context import TableContext
    from cardtable.ui.tables.interact import Interaction

    class TableViewFields:
        """The table view as its mixins see it (see the module docstring)."""

        ctx: TableContext                        # what the controller lets the view know
        sprites: dict[tuple, anim.CardSprite]    # the cards shown, by key (``("c", card)`` …)
        fading: list[anim.CardSprite]            # sprites leaving the table
        geom_key: tuple | None                   # the sizes the geometry was computed for
        interaction: Interaction                 # the hand's selection and drag
        faces_kind: str                          # the deck's faces (cards.face)
        card_w: int                              # the viewer's hand cards (pixels)
        card_h: int
        _bout_lines: list[str]                   # the messages said since the bout began
        _shown_view: View | None                 # the view the sprites were last laid out from
        last_bout: dict | None                   # the table as it lay before it was last cleared

        @property
        def players(self) -> int:
            raise NotImplementedError

        @property
        def viewer(self) -> int:
            raise NotImplementedError

        def geometry(self, size: tuple[int, int], panel: int | None = None) -> bool:
            raise NotImplementedError

        def badge_rect(self, p: int) -> pygame.Rect:
            raise NotImplementedError

        def person(self, p: int) -> words.Person:
            raise NotImplementedError

        def zone_pos(self, zone: Zone | None) -> tuple[float, float]:
            raise NotImplementedError

        def zone_face_up(self, zone: Zone | None) -> bool:
            raise NotImplementedError

        def view(self) -> View:
            raise NotImplementedError

        def layout(self, view: View) -> dict[tuple, Place]:
            raise NotImplementedError

        def seat_role(self, view: View, p: int) -> str:
            raise NotImplementedError

        def event_message(self, ev: Event) -> str | None:
            raise NotImplementedError
else:  # at run time the mixins derive from object: the classes as written
    TableViewFields = object
