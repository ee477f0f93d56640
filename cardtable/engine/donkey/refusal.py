"""Why an action is refused in Who's the Donkey? (GEN-3), citing ESL-4 … ESL-7.

:func:`refusal` reads only the public fields of the state it is given (it never imports
the state class).
"""

from __future__ import annotations

from typing import Any

from ..core import Action, IllegalAction
from .cards import DONKEY, FIRST_JOKER, VALUE, key_str, set_value


def refusal(st: Any, a: Action) -> IllegalAction:
    """Why ``a`` is not legal in ``st`` (GEN-3), citing the rule."""
    p = a.player
    if st.over:
        return IllegalAction("GEN-3", "the deal is over")
    if p != st.turn:
        return IllegalAction("ESL-4", f"it is player {st.turn}'s turn, not player {p}'s")
    leading = st.size == 0
    if a.kind == "pass":
        if leading:
            return IllegalAction("ESL-4", "the leader must play a set; he cannot pass")
        if st.donkey_round:
            return IllegalAction("ESL-6", "nobody may pass in a donkey round: play one card")
        return IllegalAction("GEN-3", f"{a} is not a legal action now")
    if a.kind != "play":
        return IllegalAction("GEN-3", f"unknown action {a.kind!r} (play or pass)")
    cards = a.cards
    hand = st.hands[p]
    if not cards:
        return IllegalAction("ESL-4", "play at least one card")
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        return IllegalAction("GEN-3", f"player {p} does not hold those cards")
    if DONKEY in cards:
        if not leading:
            return IllegalAction("ESL-6", "only the player leading a round may play the donkey")
        if len(cards) > 1:
            return IllegalAction("ESL-6", "the donkey is played alone")
        if st.locked:
            return IllegalAction("ESL-7", f"player {p} received the donkey in a donkey round and "
                                          "may not lead it before he has won a normal round")
    if st.donkey_round and len(cards) != 1:
        return IllegalAction("ESL-6", "in a donkey round each player plays exactly one card")
    values = {VALUE[c] for c in cards if c < FIRST_JOKER}
    if len(values) > 1:
        return IllegalAction("ESL-4", "a set is cards of one value (jokers may join it)")
    if not leading and not st.donkey_round:
        if len(cards) != st.size:
            return IllegalAction("ESL-4", f"this round is played with sets of {st.size} card(s)")
        if set_value(cards) <= st.best:
            return IllegalAction("ESL-4", f"a raise must be higher than the best set "
                                          f"({st.size}×{key_str(st.best)})")
    return IllegalAction("GEN-3", f"{a} is not a legal action now")
