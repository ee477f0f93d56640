"""Durak actions and their text notation (docs/notation.md, "Durak actions").

``DurakAction`` is the engine's :class:`~cardtable.engine.core.Action` with the
Durak text form: ``"0:attack 6♠ 6♥"``, ``"2:throw 6♣"``, ``"2:done"``,
``"1:cover 7♠/6♠"`` (``arg`` = the attack card), ``"1:transfer 6♦"``,
``"1:show 6♣"``, ``"1:take"``.  :func:`parse_action` reads that text back
(ASCII suits accepted: ``"1:cover 7s/6s"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from ..core import Action
from .cards import SUITS, card_str, parse_card, parse_suit

# A card: 0 … 35, 4 × (rank − 6) + suit (cards.py).
Card = int
# A suit: 0 … 3 (cards.SUITS), the suit a Witch durak enchanted eight is named (WIT-8).
Suit = int
# A cover's argument, always this pair: the attack card it beats and the suit named for an
# enchanted eight played as the cover (WIT-8), None for any other card.
CoverArg = tuple[Card, Suit | None]
# ``DurakAction.arg`` by kind: cover — a CoverArg; attack, throw, transfer — the suit named for
# an enchanted eight (WIT-8) or None; the others — None.
DurakArg = CoverArg | Suit | None
# The decisions of a deal (Witch durak adds the king's reverse / keep, WIT-K).
Kind = Literal["attack", "throw", "done", "cover", "transfer", "show", "take", "reverse", "keep"]
# What the deal waits for: a lead, the defence, a throw-in window (after a take: take_throw_in),
# Witch durak's king choice (WIT-K), nothing.
Phase = Literal["attack", "defend", "throw_in", "take_throw_in", "king", "over"]

# kind -> how many cards its text carries (None: one or more)
CARD_COUNT: dict[str, int | None] = {  # by Kind, as text is read
    "attack": None, "throw": 1, "done": 0, "cover": 1, "transfer": 1, "show": 1, "take": 0,
    "reverse": 0, "keep": 0,
}


@dataclass(frozen=True, slots=True)
class DurakAction(Action):
    """A Durak decision; only ``__str__`` differs from :class:`Action`.

    ``arg`` (:data:`DurakArg`): for ``cover`` always ``(attack card, named suit)`` — the
    suit None unless the cover is a Witch durak enchanted eight (WIT-8); for ``attack`` /
    ``throw`` / ``transfer`` of such an eight, the named suit (0…3), else None.  The name is
    written ``=♥`` at the end: ``"1:cover 8♠/7♥ =♥"``, ``"0:attack 8♣ =♦"``.
    """

    arg: DurakArg = None

    def __str__(self) -> str:
        head = f"{self.player}:{self.kind}"
        if self.kind == "cover":
            attack, name = self.covering
            if name is not None:
                return f"{head} {card_str(self.cards[0])}/{card_str(attack)} ={SUITS[name]}"
            return f"{head} {card_str(self.cards[0])}/{card_str(attack)}"
        if self.cards:
            head += " " + " ".join(card_str(c) for c in self.cards)
        name = self.named
        if name is not None:
            head += f" ={SUITS[name]}"
        return head

    @property
    def covering(self) -> CoverArg:
        """A ``cover``'s (attack card, named suit or None): its ``arg``, typed."""
        return cast(CoverArg, self.arg)

    @property
    def named(self) -> Suit | None:
        """The suit named for the enchanted eight this action plays (WIT-8), else None."""
        if self.kind == "cover":
            return self.covering[1]
        return cast("Suit | None", self.arg)


def cover_parts(arg: object) -> tuple[object, object]:
    """A cover's ``arg`` as (attack card, named suit); whatever an outside program sent that is
    not such a pair (a refused action's) as (arg, None)."""
    if type(arg) is tuple and len(arg) == 2:
        return arg[0], arg[1]
    return arg, None


def normalize(action: Action) -> DurakAction:
    """The canonical ``DurakAction`` equal to ``action``: attack cards sorted, a cover's
    ``arg`` the pair :data:`CoverArg` (a bare attack card, as a table's drop or an outside
    program may give it, becomes ``(card, None)``)."""
    cards = tuple(action.cards)
    arg = action.arg
    if action.kind == "attack":
        cards = tuple(sorted(cards))
    elif action.kind == "cover" and type(arg) is not tuple:
        arg = (arg, None)
    if type(action) is DurakAction and cards == action.cards and arg is action.arg:
        return action
    return DurakAction(action.player, action.kind, cards, arg)


def parse_action(text: str, kinds: dict[str, int | None] = CARD_COUNT) -> DurakAction:
    """Read ``"N:kind cards"``; raise ``ValueError`` for anything else."""
    if not isinstance(text, str) or ":" not in text:
        raise ValueError(f"not an action: {text!r}")
    who, rest = text.strip().split(":", 1)
    player = int(who)
    words = rest.split()
    if not words:
        raise ValueError(f"no action kind in {text!r}")
    kind, args = words[0].lower(), words[1:]
    if kind not in kinds:
        raise ValueError(f"unknown action kind {kind!r}")
    arg = None
    if args and args[-1].startswith("="):
        arg = parse_suit(args.pop()[1:])
    if kind == "cover":
        if len(args) == 1 and "/" in args[0]:
            args = args[0].split("/")
        if len(args) != 2:
            raise ValueError(f"cover needs 'card/attack card': {text!r}")
        attack = parse_card(args[1])
        return DurakAction(player, kind, (parse_card(args[0]),), (attack, arg))
    cards = tuple(parse_card(a) for a in args)
    want = kinds[kind]
    if want is None and not cards:
        raise ValueError(f"{kind} needs at least one card")
    if want is not None and len(cards) != want:
        raise ValueError(f"{kind} takes {want} card(s), got {len(cards)}")
    if kind == "attack":
        cards = tuple(sorted(cards))
    return DurakAction(player, kind, cards, arg)
