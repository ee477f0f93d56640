"""Pirate Party actions: the notation, the parser and the cached action objects.

Actions are values (``PirateAction``); the engine hands out shared instances
from the tables below so that listing legal actions allocates nothing.

| text | meaning |
|---|---|
| ``0:play R5`` | lay a card on one's turn (or as an answer to Skip / Draw Two / Draw Four) |
| ``0:play W g`` | a black card names the colour it calls (``r y g b``) |
| ``0:play R5 !`` | lay the second-to-last card calling "All hands on deck!" (PIR-12) |
| ``0:jump R5`` | jump in out of turn with the card identical to the top card (PIR-15/16) |
| ``0:draw`` / ``0:pass`` | draw one card (PIR-6) / keep the drawn card, or pass with nothing to draw |
| ``0:take`` | accept a Skip or the pending Draw Two / Draw Four cards (PIR-7/8/10) |
| ``0:challenge`` | challenge the Wild Draw Four just laid (PIR-11) |
| ``0:catch @2`` | catch seat 2, who did not call "All hands on deck!" (PIR-12) |
| ``0:swap @2`` | after one's 7, swap hands with seat 2 (PIR-17) |
| ``0:exchange R5 @2`` / ``0:keep`` | after one's 5, offer R5 to seat 2 / exchange nothing (PIR-20) |
| ``2:give G7`` | the exchange partner's choice of the card he gives (PIR-20) |
| ``0:misplay R5`` | an attempt to lay an unplayable card, with option ``penalties`` (PIR-13) |

``take_costs(history)`` reads a public history back: what each ``take`` cost its player.
"""

from __future__ import annotations

from typing import Any, Literal, cast

from ..core import Action
from .cards import BLACK, COLOUR, COLOURS, NUM_FACES, card_str, parse_card, parse_colour

MAX_PLAYERS = 10
# A card: its face id 0 … NUM_FACES - 1 (cards.py).
Card = int
# The decisions of a deal (CARD_KINDS carry a card, SEAT_KINDS a seat).
Kind = Literal["play", "jump", "exchange", "give", "misplay", "draw", "pass", "take", "challenge",
               "keep", "catch", "swap"]
# What the deal waits for, by number (the state's ``phase``) and by name (PHASES, in views).
TURN, DRAWN, SKIPPED, PENDING, SWAP_PHASE, FIVE, GIVE_PHASE, OVER = range(8)
PhaseName = Literal["turn", "drawn", "skipped", "pending", "swap", "five", "give", "over"]
PHASES: tuple[PhaseName, ...] = ("turn", "drawn", "skipped", "pending", "swap", "five", "give", "over")
CARD_KINDS = ("play", "jump", "exchange", "give", "misplay")
SIMPLE_KINDS = ("draw", "pass", "take", "challenge", "keep")
SEAT_KINDS = ("catch", "swap")


# A seat: 0 … players - 1.
Seat = int
# What a card laid (``play``, ``jump``) says: the colour a black card calls (``r y g b``) and/or
# ``"!"``, the call "All hands on deck!" (PIR-12): ``"g"``, ``"!"``, ``"g!"``.
Call = str
# ``PirateAction.arg`` by kind: play, jump — a Call or None; catch, swap, exchange — the Seat
# aimed at; the others — None.
PirateArg = Seat | Call | None


class PirateAction(Action):
    """A Pirate Party action; ``arg`` is a :data:`PirateArg` (by kind, above)."""

    __slots__ = ()
    arg: PirateArg   # (the slot of Action, its type declared for this game)

    @property
    def call(self) -> Call | None:
        """What a laid card says (``play``, ``jump``): a black card's colour and/or ``"!"``."""
        return cast("Call | None", self.arg)

    @property
    def target(self) -> Seat:
        """The seat a ``catch``, ``swap`` or ``exchange`` aims at."""
        return cast(Seat, self.arg)

    def __str__(self) -> str:
        head = f"{self.player}:{self.kind}"
        if self.cards:
            head += " " + card_str(self.cards[0])
        arg = self.arg
        if arg is None:
            return head
        if isinstance(arg, int):
            return f"{head} @{arg}"
        if arg[0] != "!":
            head += " " + arg[0]
        if arg[-1] == "!":
            head += " !"
        return head


_CACHE: dict[tuple[int, str, int, Any], PirateAction] = {}


def act(player: int, kind: str, c: int = -1, arg: Any = None) -> PirateAction:
    """The shared action object for these values."""
    key = (player, kind, c, arg)
    a = _CACHE.get(key)
    if a is None:
        a = PirateAction(player, kind, () if c < 0 else (c,), arg)
        _CACHE[key] = a
    return a


def parse_action(text: str) -> PirateAction:
    """Read the notation above; raise ``ValueError`` for malformed text."""
    tokens = text.split()
    if not tokens or ":" not in tokens[0]:
        raise ValueError(f"expected 'N:kind …', got {text!r}")
    seat, kind = tokens[0].split(":", 1)
    player = int(seat)
    rest = tokens[1:]
    c = -1
    colour = ""
    call = ""
    target = None
    for tok in rest:
        if tok == "!":
            call = "!"
        elif tok.startswith("@"):
            target = int(tok[1:])
        elif len(tok) == 1 and tok.lower() in COLOURS:
            colour = COLOURS[parse_colour(tok)]
        else:
            if c >= 0:
                raise ValueError(f"more than one card in {text!r}")
            c = parse_card(tok)
    if kind in CARD_KINDS and c < 0:
        raise ValueError(f"{kind} needs a card: {text!r}")
    if kind in SEAT_KINDS or kind == "exchange":
        if target is None:
            raise ValueError(f"{kind} needs a seat '@N': {text!r}")
        return act(player, kind, c, target)
    if kind in SIMPLE_KINDS:
        if rest:
            raise ValueError(f"{kind} takes nothing more: {text!r}")
        return act(player, kind)
    if kind in ("play", "jump"):
        arg = (colour + call) or None
        return act(player, kind, c, arg)
    if kind in ("give", "misplay"):
        return act(player, kind, c)
    raise ValueError(f"unknown action kind {kind!r}")


def _variants(player: int, kind: str, c: int, call: bool) -> tuple[PirateAction, ...]:
    bang = "!" if call else ""
    if COLOUR[c] == BLACK:
        return tuple(act(player, kind, c, col + bang) for col in COLOURS)
    return (act(player, kind, c, bang or None),)


# PLAYS[p][c] / PLAYS_CALL[p][c]: every way for seat p to lay card c (without /
# with the call); the same for jump-ins.
PLAYS = [[_variants(p, "play", c, False) for c in range(NUM_FACES)] for p in range(MAX_PLAYERS)]
PLAYS_CALL = [[_variants(p, "play", c, True) for c in range(NUM_FACES)] for p in range(MAX_PLAYERS)]
JUMPS = [[_variants(p, "jump", c, False) for c in range(NUM_FACES)] for p in range(MAX_PLAYERS)]
JUMPS_CALL = [[_variants(p, "jump", c, True) for c in range(NUM_FACES)] for p in range(MAX_PLAYERS)]
DRAW = [act(p, "draw") for p in range(MAX_PLAYERS)]
PASS = [act(p, "pass") for p in range(MAX_PLAYERS)]
TAKE = [act(p, "take") for p in range(MAX_PLAYERS)]
CHALLENGE = [act(p, "challenge") for p in range(MAX_PLAYERS)]
KEEP = [act(p, "keep") for p in range(MAX_PLAYERS)]
CATCH = [[act(p, "catch", -1, t) for t in range(MAX_PLAYERS)] for p in range(MAX_PLAYERS)]
SWAP = [[act(p, "swap", -1, t) for t in range(MAX_PLAYERS)] for p in range(MAX_PLAYERS)]
GIVE = [[act(p, "give", c) for c in range(NUM_FACES)] for p in range(MAX_PLAYERS)]
MISPLAY = [[act(p, "misplay", c) for c in range(NUM_FACES)] for p in range(MAX_PLAYERS)]


def take_costs(history: list[str], stacking: bool = False, starter: str = "") -> list[str | int | None]:
    """What each ``take`` of a public history cost, entry by entry: ``"skip"`` for a Skip's lost
    turn (PIR-7), the number of Draw Two / Draw Four cards drawn (PIR-8/10; with ``stacking`` a
    chain's sum, PIR-18), else None.  ``starter`` is the deal's turned-up card, if known: a
    starter Draw Two is taken as if laid (PIR-4); unknown, its take counts 0.  The same sums as
    ``laying.py``'s ``pending`` (tested against it), for a record where only the text is left."""
    out: list[str | int | None] = []
    last = starter
    pending = 2 if starter.endswith("+2") else 0
    for text in history:
        head, _, rest = text.partition(" ")
        kind = head.partition(":")[2]
        if kind in ("play", "jump") and rest:
            last = rest.split()[0]
            add = 2 if last.endswith("+2") else 4 if last == "W+4" else 0
            if add:
                pending = pending + add if (stacking and pending) else add
        if kind == "challenge":  # PIR-11: a failed or a caught bluff draws at once
            pending = 0
        if kind != "take":
            out.append(None)
        elif last.endswith("S"):
            out.append("skip")
        elif last.endswith("+2") or last == "W+4":
            out.append(pending)
            pending = 0
        else:
            out.append(None)
    return out
