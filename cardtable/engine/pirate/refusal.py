"""Pirate Party: why an action is refused (GEN-3), ``PirateState._refusal``.

``refusal(state, action)`` names the rule an illegal action breaks and says why, in the
order a player would look for the reason (out of turn, a card he lacks, the call, the phase).
"""

from __future__ import annotations

from ..core import IllegalAction
from .actions import DRAWN, PENDING, SKIPPED, TURN
from .cards import BLACK, COLOUR, COLOURS


def refusal(self, action) -> IllegalAction:
    """Why ``action`` is illegal now: a rule id and a reason (GEN-3)."""
    p, k = action.player, action.kind
    if k in ("catch",):
        return IllegalAction("PIR-12", "only a player who did not call 'All hands on deck!' can be "
                             "caught, by another player, before the next player acts")
    if k == "jump":
        return IllegalAction("PIR-15", "a jump-in needs the house rule, the card identical to the top "
                             "card (not a Wild Draw Four, not the starter) and is out of turn only")
    if p != self.current:
        return IllegalAction("PIR-4", f"it is player {self.current}'s decision now, not player {p}'s")
    ph = self.phase
    if k in ("play", "misplay") and action.cards and action.cards[0] not in self.hands[p]:
        return IllegalAction("GEN-3", f"player {p} does not hold {action}")
    if k == "play" and action.arg is not None and "!" in action.arg and len(self.hands[p]) != 2:
        return IllegalAction("PIR-12", "'All hands on deck!' is called with the second-to-last card")
    if k == "play" and action.cards and COLOUR[action.cards[0]] == BLACK and (
            not action.arg or action.arg[0] not in COLOURS):
        return IllegalAction("PIR-10", "a black card calls a colour")
    if ph == SKIPPED:
        return IllegalAction("PIR-7", "a Skip is answered only with the identical Skip, or taken")
    if ph == PENDING:
        if k == "challenge":
            return IllegalAction("PIR-11", "only a Wild Draw Four can be challenged")
        return IllegalAction("PIR-8", "a Draw Two is answered with a Draw Two, a Draw Four with a Draw "
                             "Two of the called colour (PIR-10, PIR-18), or taken")
    if k == "draw":
        return IllegalAction("PIR-6", "only a player with no playable card draws")
    if k == "play" and ph in (TURN, DRAWN):
        return IllegalAction("PIR-5", "the card must match the colour, the number or the symbol, "
                             "or be black (after a draw only the drawn card may be laid)")
    if k == "misplay":
        return IllegalAction("PIR-13", "misplays are counted only with the option 'penalties', "
                             "for a card that is not playable")
    if k in ("swap",):
        return IllegalAction("PIR-17", "a hand swap follows one's own 7 with seven-zero")
    if k in ("exchange", "keep", "give"):
        return IllegalAction("PIR-20", "an exchange follows one's own 5 with five-exchange")
    return IllegalAction("GEN-3", f"{action} is not a legal action now")
