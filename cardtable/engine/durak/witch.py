"""Witch durak ("Дурак колдовской", docs/rules.md chapter 2): transfer durak with enchanted cards.

Game id ``witch_durak``.  Option ``enchanted_ranks`` says which ranks are enchanted
(a whole set of four replaces the normal cards of its rank, WIT-1).  Everything
else is transfer durak (:class:`~cardtable.engine.durak.state.DurakState`); this
module only answers the rule questions differently:

- :meth:`WitchState.beats` — WIT-2 restrictions of the beaten card (7, J) first,
  then powers of the beating card (6, A), eights as the named suit (WIT-8);
- :meth:`WitchState.transfer_rank` — no transfer with an enchanted ten (WIT-10);
- :meth:`WitchState.may_throw` — enchanted nines whatever the ranks (WIT-9),
  nothing after an enchanted queen covered (WIT-Q);
- legal actions on plain durak's bit-mask path, with beat masks per (trump, enchanted
  set): witch_legal.py; the beating rule itself: witch_rules.py;
- the king's choice after a successful defence (WIT-K): actions ``reverse`` / ``keep``.
"""

from __future__ import annotations

from ..core import Action, Event, IllegalAction
from .actions import DurakAction, cover_parts
from .cards import RANK_TEXT, card, rank_of, suit_of
from .sink import Events
from .state import DurakState
from .tables import BIT, RANK_CARDS
from .view import DurakView, WitchView
from .witch_legal import WitchLegalMixin
from .witch_rules import ACE_INDICATES, SIX_INDICATES, WitchBeating, WitchRules

__all__ = ["ACE_INDICATES", "PRESETS", "RANK_ALIASES", "RANK_NAMES", "SIX_INDICATES", "WitchRules",
           "WitchState"]

RANK_NAMES = tuple(RANK_TEXT[r] for r in range(6, 15))
RANK_OF_NAME = {RANK_TEXT[r]: r for r in range(6, 15)}
# Other spellings accepted for ``enchanted_ranks`` (``--option enchanted_ranks=6,7,11``).
RANK_ALIASES = tuple((str(r), RANK_TEXT[r]) for r in range(11, 15)) + tuple(
    (RANK_TEXT[r].lower(), RANK_TEXT[r]) for r in range(11, 15)) + (("T", "10"), ("t", "10"))
# WIT-1 presets from seed 000 (the setup screen offers them; any set is allowed).
PRESETS = {
    "game1": ("6", "7"),
    "game2": ("6", "7", "8", "9", "10"),
    "game3": ("6", "7", "8", "9", "10", "J", "Q"),
    "all": RANK_NAMES,
}


class WitchState(WitchBeating, WitchLegalMixin, DurakState):
    """A deal of Witch durak."""

    game_id = "witch_durak"
    view_type = WitchView
    _pauses = True  # WIT-K: the king's reversal
    legal_path = "masks"  # witch_legal.py

    def _configure(self) -> None:
        super()._configure()
        self.variant = "transfer"  # WIT-1: transfer is on
        self.transfers = True
        names = self.options.get("enchanted_ranks", PRESETS["game1"])
        self.enchanted = frozenset(RANK_OF_NAME[str(r)] if str(r) in RANK_OF_NAME else int(r)
                                   for r in names)
        self.pending_slot: int | None = None
        # the enchanted cards the mask path asks about (witch_legal.py)
        ench = {r: RANK_CARDS[card(r, 0)] if r in self.enchanted else 0 for r in range(6, 15)}
        self._e8, self._nines, self._tens = ench[8], ench[9], ench[10]
        self._wt: tuple | None = None  # the beat table for this trump (witch_legal.py)
        self._queens, self._kings = ench[12], ench[13]

    # -- trump (WIT-8) ----------------------------------------------------------------------
    def _trump_suit_of(self, card: int | None) -> int | None:
        if card is None or self.ench(card, 8):
            return None  # an enchanted eight turned up: the deal has no trump
        return suit_of(card)

    def _counts_as_trump_for_lead(self, c: int) -> bool:
        return self.trump_suit is not None and suit_of(c) == self.trump_suit and not self.ench(c, 8)

    def _names(self, card: int) -> tuple:
        if self.ench(card, 8):
            return tuple(s for s in range(4) if s != self.trump_suit)
        return (None,)

    # -- transfer and throw-in (WIT-9, WIT-10, WIT-Q) ------------------------------------------
    def transfer_rank(self) -> int | None:
        if any(self.ench(c, 10) for c in self.att):
            return None  # WIT-10
        return super().transfer_rank()

    def may_throw(self, card: int, ranks: set[int]) -> bool:
        return rank_of(card) in ranks or self.ench(card, 9)  # WIT-9

    def _cover(self, p: int, c: int, attack: int, ev: Events) -> None:
        # noted before the card is laid: the window that the cover may open reads them
        b = BIT[c]
        if b & self._queens:
            self.queen_lock = True  # WIT-Q: no more throw-ins this bout
        elif b & self._kings:
            self.king_covered = True  # WIT-K: the king's choice after the bout
        DurakState._cover(self, p, c, attack, ev)

    # -- the king's reversal (WIT-K) -----------------------------------------------------------
    def _pause_after_bout(self, taken: bool, slot: int) -> bool:
        if taken or not self.king_covered or self.out[self.defender] or self.out.count(False) <= 2:
            return False
        self._clear_table()
        self.pending_slot = slot
        self.phase = "king"
        return True

    def _apply_other(self, action: DurakAction, ev: Events) -> None:
        if action.kind == "reverse":
            self.direction = -self.direction
        ev.append(Event("direction", player=action.player,
                        info={"direction": self.direction, "reversed": action.kind == "reverse"}))
        slot, self.pending_slot = self.pending_slot, None
        assert slot is not None, "the king's choice waits with the next slot (WIT-K)"
        self._start_bout(slot, self._slot_holder(slot))

    # -- views ---------------------------------------------------------------------------------
    def _view_extra(self, player: int) -> dict:  # WitchView's fields
        return {"enchanted": sorted(self.enchanted), "queen_lock": self.queen_lock,
                "king_covered": self.king_covered, "pending_slot": self.pending_slot}

    def _restore_extra(self, view: DurakView) -> None:
        assert isinstance(view, WitchView), type(view)
        self.queen_lock = view.queen_lock
        self.king_covered = view.king_covered
        self.pending_slot = view.pending_slot

    # -- refusals ------------------------------------------------------------------------------
    def _refusal(self, action: Action) -> IllegalAction:
        p, kind = action.player, action.kind
        if p == self.to_act and action.cards and all(
                isinstance(c, int) and c in self.hands[p] for c in action.cards):
            c = action.cards[0]
            arg = action.arg
            name = cover_parts(arg)[1] if kind == "cover" else (
                arg if kind in ("attack", "throw", "transfer") else None)
            if kind in ("attack", "throw", "transfer", "cover"):
                if self.ench(c, 8) and name is None:
                    return IllegalAction("WIT-8", "name a suit for the enchanted eight")
                if self.ench(c, 8) and name == self.trump_suit:
                    return IllegalAction("WIT-8", "an enchanted eight cannot be named the trump suit")
                if not self.ench(c, 8) and name is not None:
                    return IllegalAction("WIT-8", "only an enchanted eight is given a suit")
            if kind == "throw" and self.queen_lock:
                return IllegalAction("WIT-Q", "an enchanted queen covered: no more throw-ins this bout")
            if kind == "transfer" and any(self.ench(a, 10) for a in self.att):
                return IllegalAction("WIT-10", "an attack with an enchanted ten cannot be transferred")
            if kind == "cover":
                a = cover_parts(arg)[0]
                if a in self.att and self.cov[self.att.index(a)] is None:
                    if self.ench(a, 7):
                        return IllegalAction("WIT-7", "an enchanted seven is beaten only by a higher "
                                                      "card of its suit or a non-trump six naming it")
                    if self.ench(a, 11):
                        return IllegalAction("WIT-J", "an enchanted jack is beaten only by 6-10 of "
                                                      "its suit or of trumps")
        return super()._refusal(action)
