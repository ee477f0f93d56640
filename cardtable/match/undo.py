"""Undo against the computer: the rule, kept by the match (issue 37; README "Playing").

The rule: **Undo takes back the player's own last move — and the AI moves that followed it —
and only while no card hidden from the player has been seen since that move.**  A card is
seen when it leaves a place hidden from the player face up for him: drawn from the stock
into his hand, played or shown from another seat's hand, passed to him (Pirate Party's 7/0
and five-card exchange); and a challenged Wild Draw Four of another seat tells him whether
it was a bluff (PIR-11).  Once that has happened, Undo is refused with the reason
(:data:`NEW_CARDS`): taking the move back would let him choose again knowing what the
future holds — a peek, not a correction.  Undo goes back one move only: a second Undo (a
Backspace storm) does nothing until he has moved again.

Why this rule and not "undo re-deals the cards he never saw": a re-deal consistent with what
every AI seat knows changes the AI's hands under it, and the AI would then play a different
game than the one on the table; a player can always tell which move Undo takes back and
why it is refused.

Undo exists only where one person plays against the computer (:func:`undo_seat`); the
match marks each deal in which a move was taken back (``Match.undone``, statistics).

The undo point is part of the save (``"undo": {"at": k}``: the player's last move is action
``k`` of the current deal), so Continue offers exactly the Undo the table offered;
:func:`seen_since` recomputes from the record whether something was seen after it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from cardtable.engine import Event, GameState

# Why Undo cannot be used now (the UI says these, strings "undo.refused.<reason>").
NOTHING = "nothing"        # no move of the player's in this deal to take back
NEW_CARDS = "new_cards"    # a card hidden from him was seen since his last move
OVER = "over"              # the deal is over


def undo_seat(seats: Iterable[Any]) -> int | None:
    """The seat Undo serves: the only person at a table of AI seats, else None (hot-seat)."""
    people = [p for p, s in enumerate(seats) if s.kind == "human"]
    return people[0] if len(people) == 1 else None


def reveals(event: Event, seat: int) -> bool:
    """Whether ``event`` shows ``seat`` something that was hidden from it (module docstring)."""
    e = event.for_viewer(seat)
    if e.kind == "say":
        info = e.info or {}
        return "bluff" in info and info.get("target") != seat      # PIR-11: another's bluff told
    if e.card is None or e.src is None:
        return False
    src = e.src
    return src.kind == "stock" or (src.kind == "hand" and src.seat != seat)


@dataclass
class UndoPoint:
    """The player's last move of the deal: the state before it (``before``, kept in memory;
    None after a restore: rebuilt from the record), its index in the deal's history (``at``),
    and whether something hidden was seen since (``spoilt``)."""

    at: int
    before: GameState[Any] | None = None
    spoilt: bool = False


def seen_since(record: dict[str, Any], at: int, seat: int) -> tuple[GameState[Any], bool]:
    """Replaying the deal ``record``: the state before action ``at``, and whether ``seat``
    saw a hidden card in that action or after it.  Raises ValueError when action ``at`` is
    not that seat's (a save the program did not write)."""
    from cardtable.engine import replay

    actions = record["actions"]
    if type(at) is not int or not 0 <= at < len(actions):
        raise ValueError("the undo point is not an action of the deal")
    state = replay({**record, "actions": actions[:at]})
    before = state.clone()
    if state.parse_action(actions[at]).player != seat:
        raise ValueError("the undo point is not the player's move")
    spoilt = False
    for text in actions[at:]:
        events = state.apply(text)
        spoilt = spoilt or any(reveals(e, seat) for e in events)
    return before, spoilt
