"""The pygame user interface: scene manager, scenes, card rendering, animation, tables.

Layering (DESIGN.md): the UI imports the engine and the match runner, never the other way
round.  Rules never live here: the UI asks the engine what is legal and shows its refusals.
See docs/dev/ui.md for how the pieces fit and how to add a game table.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
