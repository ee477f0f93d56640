"""Why a Strong Witchcraft action is illegal now: a reason citing the rule id (GEN-3)."""

from __future__ import annotations

from ..core import Action, IllegalAction
from .actions import CARD_COUNTS
from .cards import card_str
from .fields import WitchcraftFields  # the deal's fields, typed once (object at run time)


class RefusalMixin(WitchcraftFields):
    """``_refusal`` for :class:`~.state.WitchcraftState` (called by the base class's ``apply``
    for an action that is not among the legal ones)."""

    __slots__ = ()

    def _refusal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal now: the rule id and a reason (GEN-3)."""
        p, kind = action.player, action.kind
        hand = self.hands[p]
        want = CARD_COUNTS.get(kind)
        if want is None:
            return IllegalAction("GEN-3", f"unknown action {kind!r}")
        if len(action.cards) != want or not all(isinstance(c, int) and 0 <= c < 21 for c in action.cards):
            return IllegalAction("GEN-3", f"{kind!r} takes {want} card(s)")
        if kind == "cover" and not (isinstance(action.arg, int) and 0 <= action.arg < 21):
            return IllegalAction("GEN-3", "a cover names the attack card it beats")
        if kind == "throw" and self.phase != "throw":
            return IllegalAction("SW-7", "cards are thrown only after the lead is beaten or taken, "
                                         "one at a time, each then covered or taken")
        if kind == "lay" and (self.phase != "lead" or p != self.attacker):
            return IllegalAction("SW-12", "a Strong Witchcraft is laid only at the start of one's own turn")
        if p != self.to_act:
            who = self.to_act
            if self.phase == "throw":
                return IllegalAction("SW-8", f"player {who} has the right to throw now, not player {p}")
            return IllegalAction("GEN-3", f"it is player {who}'s move, not player {p}'s")
        cards = action.cards
        missing = [c for c in set(cards) if cards.count(c) > hand.count(c)]
        if missing:
            return IllegalAction("GEN-2", f"player {p} does not hold {card_str(missing[0])}")
        if kind == "lay":
            if self.laid_turn:
                return IllegalAction("SW-12", "only one Strong Witchcraft may be laid per turn")
            return IllegalAction("SW-12", "a Strong Witchcraft is four cards of one strength "
                                          "and four different colours")
        if kind == "attack":
            return IllegalAction("SW-5", "the attacker leads exactly one card at the start of his turn")
        if kind == "transfer":
            if self.phase != "defend" or self.taking:
                return IllegalAction("SW-6", "only the defender may transfer, before taking")
            if max(self.covers) >= 0 or len(self.attack) != self.lead_n:
                return IllegalAction("SW-6", "the lead can no longer be transferred once beaten")
            if cards and cards[0] != self.attack[0]:
                return IllegalAction("SW-6", "a transfer needs a card identical to the lead "
                                             "(same colour and strength)")
            return IllegalAction("SW-6", f"player {self.main} holds fewer cards than he would have to beat")
        if kind == "cover":
            if self.phase != "defend":
                return IllegalAction("SW-5", "there is nothing to beat now")
            if action.arg not in [a for a, cv in zip(self.attack, self.covers) if cv < 0]:
                return IllegalAction("SW-5", "that card is not an unbeaten card on the table")
            return IllegalAction("SW-3", f"{card_str(cards[0])} does not beat {card_str(action.arg)}: "
                                         "it needs a colour that beats its colour, or the same colour and a higher strength")
        if kind == "throw":
            if self._room() <= 0:
                return IllegalAction("SW-9", "no more cards may be thrown to this defender")
            c = cards[0] if cards else -1
            if c in self.attack or c in self.covers:
                return IllegalAction("SW-7", f"an identical {card_str(c)} already lies on the table "
                                             "(rule of uniqueness)")
            return IllegalAction("SW-7", "a thrown card must have the strength of a card on the table")
        if kind == "take":
            return IllegalAction("SW-5", "only the defender facing an unbeaten card may take")
        if kind == "pass":
            return IllegalAction("SW-8", "only the thrower of the moment may pass")
        return IllegalAction("GEN-3", f"{action} is not a legal action now")
