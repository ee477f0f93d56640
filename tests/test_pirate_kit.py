"""Helpers for the Pirate Party tests: rigged decks in card notation (no tests here).

``rig(["R1 R2 …", "G3 …"], "R5", stock="G2 B7")`` deals seat 0 the first hand, seat
1 the second … (7 cards each), turns ``R5`` as the starter, puts ``G2`` then ``B7``
on top of the stock and the rest of the deck below them in a fixed order.  The
dealer is the last seat, so seat 0 plays first.
"""

from __future__ import annotations

from collections import Counter

import cardtable.engine as engine
from cardtable.engine.pirate.cards import FULL_DECK, card_str, parse_card, parse_cards


def rig_deck(hands: list[str], starter: str | list[str], stock: str = "", dealer: int | None = None) -> list[int]:
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    hs = [parse_cards(h) for h in hands]
    assert all(len(h) == 7 for h in hs), [len(h) for h in hs]
    starters = [parse_card(s) for s in ([starter] if isinstance(starter, str) else starter)]
    top = parse_cards(stock)
    pool = Counter(FULL_DECK)
    pool.subtract(c for h in hs for c in h)
    pool.subtract(starters + top)
    assert min(pool.values()) >= 0, "more copies than the deck holds"
    deck = []
    for r in range(7):
        for i in range(1, n + 1):
            deck.append(hs[(dealer + i) % n][r])
    deck += starters + top
    deck += [c for c in sorted(pool) for _ in range(pool[c])]
    return deck


def rig(hands: list[str], starter: str | list[str], stock: str = "", dealer: int | None = None,
        **options):
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    deck = rig_deck(hands, starter, stock, dealer)
    return engine.new_game("pirate_party", n, seed=0, options={"dealer": dealer, **options}, deck=deck)


def play(state, *texts: str) -> None:
    for t in texts:
        state.apply(t)


def hand(state, p: int) -> str:
    """A seat's hand as sorted card text."""
    return " ".join(card_str(c) for c in sorted(state.hands[p]))


def cards(text: str) -> str:
    return " ".join(card_str(c) for c in sorted(parse_cards(text)))


def legal(state, p: int | None = None) -> set[str]:
    return {str(a) for a in state.legal_actions(p)}


# Three players shed five red cards each; then seat 0 holds R7 G8 over R9 and must play.
SHED3 = ["R1 R2 R3 R4 R6 R7 G8", "R1 R2 R3 R4 R6 B8 B9", "R7 R8 R8 R9 R9 Y1 Y2"]
SHED3_MOVES = ["0:play R1", "1:play R1", "2:play R7", "0:play R2", "1:play R2", "2:play R8",
               "0:play R3", "1:play R3", "2:play R8", "0:play R4", "1:play R4", "2:play R9",
               "0:play R6", "1:play R6", "2:play R9"]


def shed3(stock: str = "G1 G2 G3 G4", **options):
    s = rig(SHED3, "R5", stock, **options)
    play(s, *SHED3_MOVES)
    return s
