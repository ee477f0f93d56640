"""Intents: what a player's input means, returned by a table's interaction to the
controller (the table scene), which resolves them through the match.

``Interaction.handle(event)`` returns ``None`` (not mine: let someone else have the
event), :data:`HANDLED` (consumed, nothing to resolve) or one of the intents below.
The interaction never applies anything itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine import Action


class Intent:
    """Base of every intent (``HANDLED`` is the empty one)."""


@dataclass(frozen=True)
class Play(Intent):
    """Apply ``action`` for the viewer: a card dropped on a target, a picker's choice.
    The engine may still refuse it (a drop's meaning need not be legal: GEN-3)."""

    action: Action


@dataclass(frozen=True)
class NotHere(Intent):
    """Cards dropped where they mean nothing (a zone, but no move of these cards)."""


@dataclass(frozen=True)
class AIMove(Intent):
    """An AI seat's move out of turn a game schedules (Pirate Party's catch, jump-in)."""

    player: int
    action: Action


HANDLED = Intent()
