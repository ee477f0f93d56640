"""Shared helpers of the Strong Witchcraft tests: rigged decks and positions.

``rig(hands, stock)`` builds a whole deck (top card first) that deals the given
6-card hands (player 0 first, one card at a time, docs/notation.md) and puts
``stock`` on top of the stock, the remaining cards below in a fixed order.
"""

from __future__ import annotations

from collections import Counter

from cardtable.engine import new_game
from cardtable.engine.witchcraft import WitchcraftState
from cardtable.engine.witchcraft.cards import card_str, full_deck, parse_card, parse_cards

GAME = "strong_witchcraft"


def cards(text: str) -> list[int]:
    return parse_cards(text)


def rig(hands: list[str], stock: str = "", sets: int = 1) -> list[int]:
    """A full deck dealing ``hands`` (texts of 6 cards each) with ``stock`` on top."""
    hs = [parse_cards(h) for h in hands]
    assert all(len(h) == 6 for h in hs), "every rigged hand holds 6 cards"
    deck = [hs[i % len(hs)][i // len(hs)] for i in range(6 * len(hs))]
    deck += parse_cards(stock)
    rest = Counter(full_deck(sets))
    rest.subtract(deck)
    assert all(v >= 0 for v in rest.values()), f"too many copies: {[(card_str(c), v) for c, v in rest.items() if v < 0]}"
    deck += [c for c in sorted(rest) for _ in range(rest[c])]
    return deck


def deal(hands: list[str], stock: str = "", *, first: int = 0, sets: int = 1, seed: int = 1) -> WitchcraftState:
    return new_game(GAME, len(hands), seed=seed, options={"sets": sets, "first": first},
                    deck=rig(hands, stock, sets))


def play(state: WitchcraftState, *texts: str) -> list:
    events = []
    for t in texts:
        events.extend(state.apply(t))
    return events


def pass_all(state: WitchcraftState) -> None:
    """Every thrower passes until the bout ends."""
    while state.phase == "throw":
        state.apply(f"{state.to_act}:pass")


def hand(state: WitchcraftState, p: int) -> list[str]:
    return sorted(card_str(c) for c in state.hands[p])


def texts(c_list) -> list[str]:
    return sorted(card_str(c) for c in c_list)


def legal(state: WitchcraftState, p: int | None = None) -> list[str]:
    return [str(a) for a in state.legal_actions(p)]


def set_position(state: WitchcraftState, hands: list[str], stock: str) -> None:
    """White-box set-up of an end-game position: ``hands`` and the stock (top
    first); every other card goes to the discard pile, so cards are conserved.
    Only used where a rule needs an almost empty stock."""
    state.hands = [parse_cards(h) for h in hands]
    state.known = [[] for _ in hands]
    state.stock = parse_cards(stock)[::-1]
    rest = Counter(full_deck(state.sets))
    for h in state.hands:
        rest.subtract(h)
    rest.subtract(state.stock)
    for lst in state.laid:
        for combo in lst:
            rest.subtract(combo)
    assert all(v >= 0 for v in rest.values())
    state.discard = [c for c in sorted(rest) for _ in range(rest[c])]
    state.seen_out = []


def census(state: WitchcraftState) -> Counter:
    """Every card in every zone (conservation, SW-1)."""
    c = Counter()
    for h in state.hands:
        c.update(h)
    c.update(state.stock)
    c.update(state.discard)
    c.update(state.attack)
    c.update(x for x in state.covers if x >= 0)
    for lst in state.laid:
        for combo in lst:
            c.update(combo)
    return c


__all__ = ["GAME", "cards", "census", "deal", "hand", "legal", "parse_card", "pass_all", "play", "rig",
           "set_position", "texts"]
