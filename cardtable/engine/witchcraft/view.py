"""What a Strong Witchcraft deal shows outside: views, refusals and notation.

:func:`view` is what one seat may know (GEN-2); :func:`refusal` explains, with
the rule id, why an action is not legal (GEN-3); :func:`parse_action` reads the
notation of docs/notation.md back into an action.  Pure functions of a
:class:`~.state.WitchcraftState` (duck-typed here to avoid an import
cycle).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core import Action, IllegalAction
from ..view import View
from .cards import card_str, parse_card
from .moves import SWAction

GAME_ID = "strong_witchcraft"
CARD_COUNTS = {"lay": 4, "attack": 1, "transfer": 1, "cover": 1, "throw": 1, "take": 0, "pass": 0}


def refusal(state: Any, action: Action) -> IllegalAction:
    """Why ``action`` is not legal now: the rule id and a reason (GEN-3)."""
    p, kind = action.player, action.kind
    hand = state.hands[p]
    want = CARD_COUNTS.get(kind)
    if want is None:
        return IllegalAction("GEN-3", f"unknown action {kind!r}")
    if len(action.cards) != want or not all(isinstance(c, int) and 0 <= c < 21 for c in action.cards):
        return IllegalAction("GEN-3", f"{kind!r} takes {want} card(s)")
    if kind == "cover" and not (isinstance(action.arg, int) and 0 <= action.arg < 21):
        return IllegalAction("GEN-3", "a cover names the attack card it beats")
    if kind == "throw" and state.phase != "throw":
        return IllegalAction("SW-7", "cards are thrown only after the lead is beaten or taken, "
                                     "one at a time, each then covered or taken")
    if kind == "lay" and (state.phase != "lead" or p != state.attacker):
        return IllegalAction("SW-12", "a Strong Witchcraft is laid only at the start of one's own turn")
    if p != state.to_act:
        who = state.to_act
        if state.phase == "throw":
            return IllegalAction("SW-8", f"player {who} has the right to throw now, not player {p}")
        return IllegalAction("GEN-3", f"it is player {who}'s move, not player {p}'s")
    cards = action.cards
    missing = [c for c in set(cards) if cards.count(c) > hand.count(c)]
    if missing:
        return IllegalAction("GEN-2", f"player {p} does not hold {card_str(missing[0])}")
    if kind == "lay":
        if state.laid_turn:
            return IllegalAction("SW-12", "only one Strong Witchcraft may be laid per turn")
        return IllegalAction("SW-12", "a Strong Witchcraft is four cards of one strength "
                                      "and four different colours")
    if kind == "attack":
        return IllegalAction("SW-5", "the attacker leads exactly one card at the start of his turn")
    if kind == "transfer":
        if state.phase != "defend" or state.taking:
            return IllegalAction("SW-6", "only the defender may transfer, before taking")
        if max(state.covers) >= 0 or len(state.attack) != state.lead_n:
            return IllegalAction("SW-6", "the lead can no longer be transferred once beaten")
        if cards and cards[0] != state.attack[0]:
            return IllegalAction("SW-6", "a transfer needs a card identical to the lead "
                                         "(same colour and strength)")
        return IllegalAction("SW-6", f"player {state.main} holds fewer cards than he would have to beat")
    if kind == "cover":
        if state.phase != "defend":
            return IllegalAction("SW-5", "there is nothing to beat now")
        if action.arg not in [a for a, cv in zip(state.attack, state.covers) if cv < 0]:
            return IllegalAction("SW-5", "that card is not an unbeaten card on the table")
        return IllegalAction("SW-3", f"{card_str(cards[0])} does not beat {card_str(action.arg)}: "
                                     "it needs a senior colour or the same colour and a higher strength")
    if kind == "throw":
        if state._room() <= 0:
            return IllegalAction("SW-9", "no more cards may be thrown to this defender")
        c = cards[0] if cards else -1
        if c in state.attack or c in state.covers:
            return IllegalAction("SW-7", f"an identical {card_str(c)} already lies on the table "
                                         "(rule of uniqueness)")
        return IllegalAction("SW-7", "a thrown card must have the strength of a card on the table")
    if kind == "take":
        return IllegalAction("SW-5", "only the defender facing an unbeaten card may take")
    if kind == "pass":
        return IllegalAction("SW-8", "only the thrower of the moment may pass")
    return IllegalAction("GEN-3", f"{action} is not a legal action now")


def parse_action(text: str) -> Action:
    """Read the notation of docs/notation.md (``"0:cover W2/F1"``)."""
    head, _, rest = text.strip().partition(" ")
    pl, _, kind = head.partition(":")
    player = int(pl)
    rest = rest.strip()
    if kind == "cover":
        a, _, b = rest.partition("/")
        return SWAction(player, "cover", (parse_card(a),), parse_card(b))
    cards = tuple(parse_card(t) for t in rest.split())
    if kind == "lay":
        cards = tuple(sorted(cards))
    if kind not in ("lay", "attack", "transfer", "throw", "take", "pass"):
        raise ValueError(f"unknown action kind {kind!r}")
    return SWAction(player, kind, cards)


@dataclass(frozen=True, eq=False, kw_only=True)
class WitchcraftView(View):
    """A seat's view of a Strong Witchcraft deal (docs/notation.md, "Strong Witchcraft")."""

    attacker: int
    main_attacker: int
    defender: int
    thrower: int
    passes: int
    taking: bool
    laid_this_turn: bool
    table: list[list[int | None]]
    lead_count: int
    throw_room: int
    stock_size: int
    discard_size: int
    discard_seen: list[int]
    known: list[list[int]]
    laid: list[list[list[int]]]
    active: list[bool]
    finished: list[int]
    witchcraft_wins: list[int]
    wins_needed: int
    first: int

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "hand", "hand_sizes", "to_act", "history",
        "phase", "attacker", "main_attacker", "defender", "thrower", "passes", "taking",
        "laid_this_turn", "table", "lead_count", "throw_room", "stock_size", "discard_size",
        "discard_seen", "known", "laid", "active", "finished", "witchcraft_wins", "wins_needed",
        "first", "result")


def view(state: Any, player: int) -> WitchcraftView:
    """What ``player`` may know (GEN-2)."""
    return WitchcraftView(
        game=GAME_ID, player=player, players=state.num_players,
        options=dict(state.options),
        hand=sorted(state.hands[player]),
        hand_sizes=[len(h) for h in state.hands],
        to_act=state.to_act, is_over=state.is_over, result=state.result,
        history=state._history(player),
        phase=state.phase, attacker=state.attacker, main_attacker=state.main,
        defender=state.defender, thrower=state.thrower, passes=state.passes,
        taking=state.taking, laid_this_turn=state.laid_turn,
        table=[[a, (cv if cv >= 0 else None)] for a, cv in zip(state.attack, state.covers)],
        lead_count=state.lead_n,
        throw_room=max(0, state._room()) if state.phase in ("defend", "throw") else 0,
        stock_size=len(state.stock), discard_size=len(state.discard),
        discard_seen=sorted(state.seen_out),
        known=[sorted(k) for k in state.known],
        laid=[[list(x) for x in lst] for lst in state.laid],
        active=state.active[:], finished=state.order[:],
        witchcraft_wins=state.sw_wins[:], wins_needed=state.wins_needed,
        first=state.first,
    )
