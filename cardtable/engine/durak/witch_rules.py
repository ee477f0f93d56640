"""Witch durak's beating rule (docs/rules.md WIT-2, WIT-6, WIT-7, WIT-8, WIT-J, WIT-A) as plain
questions, without a deal: :class:`WitchBeating` answers ``beats(card, attack, named)`` for any
object holding ``enchanted`` (ranks), ``trump_suit`` (None: no trump) and ``named`` (the suits
named for eights on the table); :class:`WitchRules` is such an object for the AI and tools, and
:class:`~cardtable.engine.durak.witch.WitchState` plays with the same code.  The deal's fast
path (witch_legal.py) precomputes its beat masks from these answers.
"""

from __future__ import annotations

from .cards import rank_of, suit_of

# WIT-6: the suit each enchanted six beats (♠6 → ♥, ♥6 → ♣, ♣6 → ♦, ♦6 → ♠); suits ♠0 ♥1 ♦2 ♣3.
SIX_INDICATES = {0: 1, 1: 3, 3: 2, 2: 0}
# WIT-A: the ace each enchanted ace beats (♠A → ♦A, ♣A → ♥A, ♦A → ♣A, ♥A → ♠A).
ACE_INDICATES = {0: 2, 3: 1, 2: 3, 1: 0}


class WitchBeating:
    """WIT-2 … WIT-A: which card beats which, for an object holding ``enchanted`` (ranks),
    ``trump_suit`` (None: no trump) and ``named`` (the suits named for eights on the table).
    Shared by :class:`WitchState` and :class:`WitchRules`."""

    __slots__ = ()
    enchanted: frozenset[int]
    trump_suit: int | None
    named: dict[int, int]

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
