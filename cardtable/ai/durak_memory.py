"""What a Durak seat knows, built only from its view (GEN-2): card values, the
cards still unseen, what each opponent is known to hold, and how likely a
player is to beat a card.  Shared by the Normal heuristic and Witch durak's.

Card memory comes from the view's public fields: ``discarded`` (cards gone to
the discard pile, seen face up on the table), ``known`` (cards a player picked
up when taking, or showed, and has not played since) and the table.  Nothing
else about other hands is used.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.engine.durak.view import DurakView

DECK = range(36)


def rank_index(c: int) -> int:
    """0 for a six … 8 for an ace."""
    return c >> 2


def value(c: int, trump: int | None) -> int:
    """Strength of a card for keeping: 0…8 plain ranks, 9…17 trumps (DUR-3)."""
    r = c >> 2
    return r + 9 if trump is not None and (c & 3) == trump else r


def beats(cover: int, attack: int, trump: int | None) -> bool:
    """Does ``cover`` beat ``attack``? Higher of the same suit, or a trump on a
    non-trump (DUR-3)."""
    if (cover & 3) == (attack & 3):
        return cover > attack
    return trump is not None and (cover & 3) == trump


class Memory:
    """The seat's picture of the deal, from ``view`` only."""

    __slots__ = ("me", "hand", "trump", "stock", "table", "unseen", "known", "hidden", "sizes",
                 "n_active", "endgame", "beats", "value")

    def __init__(self, view: DurakView, use_memory: bool = True,
                 beats_fn: Callable[[int, int, int | None], bool] = beats,
                 value_fn: Callable[[int, int | None], float] = value):
        self.me = view.player
        self.hand = list(view.hand)
        self.trump = view.trump_suit
        self.stock = view.stock_size
        # (a table pair's attack card is never None: only its cover may be)
        self.table = [(a, c) for a, c in view.table if a is not None]
        self.sizes = list(view.hand_sizes)
        self.beats = beats_fn
        self.value = value_fn
        seen = set(self.hand)
        for a, c in self.table:
            seen.add(a)
            if c is not None:
                seen.add(c)
        trump_card = view.trump_card
        if self.stock > 0:
            seen.add(trump_card)  # face up under the stock, drawn last (DUR-2)
        known_raw = view.known
        self.known: list[set[int]] = []
        for p, cards in enumerate(known_raw):
            ks = set(cards) if (use_memory and p != self.me) else set()
            self.known.append(ks)
            seen |= ks
        if use_memory:
            seen |= set(view.discarded)
        self.unseen = [c for c in DECK if c not in seen]
        # Hidden slots per opponent: cards in hand not publicly known.
        self.hidden = [0 if p == self.me else max(0, self.sizes[p] - len(self.known[p]))
                       for p in range(len(self.sizes))]
        finished = set(view.finished)
        self.n_active = sum(1 for p, s in enumerate(self.sizes) if s > 0 and p not in finished) or 1
        self.endgame = self.stock == 0

    def hold_prob(self, p: int) -> float:
        """Chance that player ``p`` holds a given unseen card."""
        n = len(self.unseen)
        return min(1.0, self.hidden[p] / n) if n else 0.0

    def beat_prob(self, p: int, card: int) -> float:
        """Chance that player ``p`` can beat ``card`` (known cards count for certain)."""
        bt, tr = self.beats, self.trump
        for k in self.known[p]:
            if bt(k, card, tr):
                return 1.0
        q = self.hold_prob(p)
        if q <= 0.0:
            return 0.0
        m = sum(1 for u in self.unseen if bt(u, card, tr))
        return 1.0 - (1.0 - q) ** m

    def holds_rank_prob(self, p: int, rank: int) -> float:
        """Chance that player ``p`` holds a card of ``rank`` (0…8)."""
        for k in self.known[p]:
            if k >> 2 == rank:
                return 1.0
        q = self.hold_prob(p)
        m = sum(1 for u in self.unseen if u >> 2 == rank)
        return 1.0 - (1.0 - q) ** m if q > 0 else 0.0
