"""Witch durak ("Дурак колдовской", RULES.md chapter 2): transfer durak with enchanted cards.

Game id ``witch_durak``.  Option ``enchanted_ranks`` says which ranks are enchanted
(a whole set of four replaces the normal cards of its rank, WIT-1).  Everything
else is transfer durak (:class:`~cardtable.engine.durak.state.DurakState`); this
module only answers the rule questions differently:

- :meth:`WitchState.beats` — WIT-2 restrictions of the beaten card (7, J) first,
  then powers of the beating card (6, A), eights as the named suit (WIT-8);
- :meth:`WitchState.transfer_rank` — no transfer with an enchanted ten (WIT-10);
- :meth:`WitchState.may_throw` — enchanted nines whatever the ranks (WIT-9),
  nothing after an enchanted queen covered (WIT-Q);
- the king's choice after a successful defence (WIT-K): actions ``reverse`` / ``keep``.
"""

from __future__ import annotations

from ..core import Action, Event, IllegalAction
from .actions import DurakAction
from .cards import RANK_TEXT, rank_of, suit_of
from .state import DurakState
from .view import WitchView

# WIT-6: the suit each enchanted six beats (♠6 → ♥, ♥6 → ♣, ♣6 → ♦, ♦6 → ♠); suits ♠0 ♥1 ♦2 ♣3.
SIX_INDICATES = {0: 1, 1: 3, 3: 2, 2: 0}
# WIT-A: the ace each enchanted ace beats (♠A → ♦A, ♣A → ♥A, ♦A → ♣A, ♥A → ♠A).
ACE_INDICATES = {0: 2, 3: 1, 2: 3, 1: 0}
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


class WitchBeating:
    """WIT-2 … WIT-A: which card beats which, for an object holding ``enchanted`` (ranks),
    ``trump_suit`` (None: no trump) and ``named`` (the suits named for eights on the table).
    Shared by :class:`WitchState` and :class:`WitchRules`."""

    __slots__ = ()

    def ench(self, c: int, rank: int | None = None) -> bool:
        """Is ``c`` an enchanted card (of ``rank``)?"""
        r = rank_of(c)
        return r in self.enchanted and (rank is None or r == rank)

    # -- which card beats which (WIT-2, 6, 7, 8, J, A) ---------------------------------------
    def beats(self, card: int, attack: int, named: int | None = None) -> bool:
        trump = self.trump_suit
        a_rank = rank_of(attack)
        a_eight = self.ench(attack, 8)
        a_suit = self.named.get(attack, suit_of(attack)) if a_eight else suit_of(attack)
        a_trump = not a_eight and a_suit == trump
        c_rank = rank_of(card)
        c_eight = self.ench(card, 8)
        c_suit = named if c_eight and named is not None else suit_of(card)
        c_trump = not c_eight and c_suit == trump
        c_six = self.ench(card, 6)
        # WIT-2: the beaten card's restriction first, never overridden by the beater's power.
        if self.ench(attack, 7):  # WIT-7
            if c_suit == a_suit and c_rank > a_rank:
                return True
            return c_six and not c_trump and SIX_INDICATES[suit_of(card)] == a_suit
        if self.ench(attack, 11):  # WIT-J: only 6-10 of its own suit or of trumps
            return 6 <= c_rank <= 10 and (c_suit == a_suit or c_trump)
        if c_six and SIX_INDICATES[suit_of(card)] == a_suit:  # WIT-6
            return True
        if self.ench(card, 14) and a_rank == 14 and ACE_INDICATES[suit_of(card)] == a_suit:  # WIT-A
            return True
        if c_suit == a_suit:
            return c_rank > a_rank
        return c_trump and not a_trump



class WitchRules(WitchBeating):
    """The beating rule of Witch durak for one enchanted set, trump suit and named eights,
    without a deal (public, for AI and tools): ``WitchRules({6, 7}, 1).beats(card, attack,
    named=None)``; ``named`` maps eights on the table to the suits they were named."""

    __slots__ = ("enchanted", "trump_suit", "named")

    def __init__(self, enchanted, trump_suit: int | None, named: dict[int, int] | None = None):
        self.enchanted = frozenset(enchanted)
        self.trump_suit = trump_suit
        self.named = dict(named or {})


class WitchState(WitchBeating, DurakState):
    """A deal of Witch durak."""

    game_id = "witch_durak"
    view_type = WitchView
    _pauses = True  # WIT-K: the king's reversal

    def _configure(self) -> None:
        super()._configure()
        self.variant = "transfer"  # WIT-1: transfer is on
        self.transfers = True
        names = self.options.get("enchanted_ranks", PRESETS["game1"])
        self.enchanted = frozenset(RANK_OF_NAME[str(r)] if str(r) in RANK_OF_NAME else int(r)
                                   for r in names)
        self.pending_slot: int | None = None

    def _clear_table(self) -> None:
        super()._clear_table()
        self.queen_lock = False
        self.king_covered = False

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

    def _throws(self, p: int) -> tuple[int, ...]:
        if self.queen_lock:
            return ()  # WIT-Q
        return super()._throws(p)

    def _cover(self, p: int, c: int, attack: int, ev: list[Event]) -> None:
        if self.ench(c, 12):
            self.queen_lock = True
        if self.ench(c, 13):
            self.king_covered = True
        super()._cover(p, c, attack, ev)

    # -- the king's reversal (WIT-K) -----------------------------------------------------------
    def _pause_after_bout(self, taken: bool, slot: int) -> bool:
        active = sum(1 for o in self.out if not o)
        if taken or not self.king_covered or self.out[self.defender] or active <= 2:
            return False
        self._clear_table()
        self.pending_slot = slot
        self.phase = "king"
        return True

    def _apply_other(self, action: DurakAction, ev: list[Event]) -> None:
        if action.kind == "reverse":
            self.direction = -self.direction
        ev.append(Event("direction", player=action.player,
                        info={"direction": self.direction, "reversed": action.kind == "reverse"}))
        slot, self.pending_slot = self.pending_slot, None
        self._start_bout(slot, self._slot_player(slot))

    # -- views ---------------------------------------------------------------------------------
    def _view_extra(self, player: int) -> dict:  # WitchView's fields
        return {"enchanted": sorted(self.enchanted), "queen_lock": self.queen_lock,
                "king_covered": self.king_covered, "pending_slot": self.pending_slot}

    def _restore_extra(self, view: dict) -> None:
        self.queen_lock = view.queen_lock
        self.king_covered = view.king_covered
        self.pending_slot = view.pending_slot

    def _clone_extra(self, new) -> None:
        new.enchanted = self.enchanted
        new.queen_lock = self.queen_lock
        new.king_covered = self.king_covered
        new.pending_slot = self.pending_slot

    # -- refusals ------------------------------------------------------------------------------
    def _refusal(self, action: Action) -> IllegalAction:
        p, kind = action.player, action.kind
        if p == self.to_act and action.cards and all(
                isinstance(c, int) and c in self.hands[p] for c in action.cards):
            c = action.cards[0]
            arg = action.arg
            name = arg[1] if kind == "cover" and isinstance(arg, tuple) else (
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
                a = arg[0] if isinstance(arg, tuple) else arg
                if a in self.att and self.cov[self.att.index(a)] is None:
                    if self.ench(a, 7):
                        return IllegalAction("WIT-7", "an enchanted seven is beaten only by a higher "
                                                      "card of its suit or a non-trump six naming it")
                    if self.ench(a, 11):
                        return IllegalAction("WIT-J", "an enchanted jack is beaten only by 6-10 of "
                                                      "its suit or of trumps")
        if kind == "cover" and isinstance(action.arg, tuple) and len(action.arg) == 2:
            # a named eight's cover: the attack card is the first part of arg (WIT-8)
            action = DurakAction(p, kind, tuple(action.cards), action.arg[0])
        return super()._refusal(action)
