"""Why a Durak action is illegal: a reason citing the rule id (GEN-3)."""

from __future__ import annotations

from ..core import Action, IllegalAction
from .actions import cover_parts
from .cards import card_str, rank_of
from .fields import DurakFields  # the deal's fields, typed once (object at run time)

_KINDS = {
    "attack": ("attack",),
    "defend": ("cover", "transfer", "show", "take"),
    "throw_in": ("throw", "done"),
    "take_throw_in": ("throw", "done"),
    "king": ("reverse", "keep"),
}


class RefusalMixin(DurakFields):
    """``_refusal`` for :class:`DurakState`."""

    def _refusal(self, action: Action) -> IllegalAction:
        p, kind = action.player, action.kind
        who = self.to_act
        if p != who:
            return IllegalAction("DUR-8", f"player {p} cannot act now: waiting for player {who} "
                                          f"({self.phase})")
        allowed = _KINDS.get(self.phase, ())
        if kind not in allowed:
            return IllegalAction("DUR-8", f"{kind} is not possible now ({self.phase}); "
                                          f"possible: {', '.join(allowed)}")
        cards = tuple(action.cards)
        for c in cards:
            if not isinstance(c, int) or c not in self.hands[p]:
                return IllegalAction("DUR-6", f"player {p} does not hold {_txt(c)}")
        if kind == "attack":
            if len({rank_of(c) for c in cards}) > 1:
                return IllegalAction("DUR-5", "a lead of several cards must be of one rank")
            if self.variant == "transfer" and len(cards) > 1:
                return IllegalAction("DUR-5", "in transfer durak the lead is exactly one card")
            if self.variant == "simple" and len(cards) > 2:
                return IllegalAction("DUR-16", "in simple durak the lead is one or two cards")
            return IllegalAction("DUR-7", f"{len(cards)} cards exceed the bout's limit "
                                          f"(defender holds {len(self.hands[self.defender])}, "
                                          f"at most {self.bout_limit} per bout)")
        if kind == "throw":
            if not self._throws(p):
                return IllegalAction("DUR-7", "no more cards may be added: the defender's hand "
                                              "or the bout's limit is full")
            return IllegalAction("DUR-7", f"{_txt(cards[0])}: its rank is not on the table")
        if kind == "cover":
            a, _name = cover_parts(action.arg)
            if a not in self.att:
                return IllegalAction("DUR-6", f"{_txt(a)} is not an attack card on the table")
            if self.cov[self.att.index(a)] is not None:
                return IllegalAction("DUR-6", f"{_txt(a)} is already covered")
            return IllegalAction("DUR-3", f"{_txt(cards[0])} does not beat {_txt(a)}")
        if kind in ("transfer", "show"):
            if kind == "show" and not self.options.get("transfer_by_showing_trump"):
                return IllegalAction("DUR-15", "transfer by showing a trump is off")
            if kind == "show" and p in self.showed:
                return IllegalAction("DUR-15", "a trump may be shown only once per bout")
            if self.transfer_rank() is None:
                if not self.transfers:
                    return IllegalAction("DUR-12", "transfers are not played in this variant")
                if self.options.get("no_transfer_first_bout") and self.bout_no == 0:
                    return IllegalAction("DUR-14", "the first bout of a deal cannot be transferred")
                return IllegalAction("DUR-12", "only an attack of one rank, before any cover, "
                                               "can be transferred")
            return IllegalAction("DUR-13", f"{_txt(cards[0])} cannot transfer this attack (rank, "
                                           "the next defender's hand or the bout's limit)")
        return IllegalAction("GEN-3", f"{action} is not a legal action now")


def _txt(c) -> str:
    try:
        return card_str(c)
    except (TypeError, KeyError, IndexError):
        return repr(c)
