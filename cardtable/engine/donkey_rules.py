"""Legal sets of Who's the Donkey? (ESL-4 … ESL-7) and the reasons for refusals.

Sets are tuples of card ids in canonical form: for each value the lowest ids the
player holds, naturals first then jokers (ids ascending).  Used by
:mod:`cardtable.engine.donkey`; pure functions of a hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .core import Action, IllegalAction
from .donkey_cards import DONKEY, FIRST_JOKER, JOKER_KEY, VALUE, key_str, set_value

if TYPE_CHECKING:
    from .donkey import DonkeyState


def groups(hand: list[int]) -> tuple[dict[int, list[int]], list[int], bool]:
    """(natural value -> sorted ids, sorted jokers, holds the donkey)."""
    nat: dict[int, list[int]] = {}
    jokers: list[int] = []
    donkey = False
    for c in sorted(hand):
        if c < FIRST_JOKER:
            nat.setdefault(c // 8 + 1, []).append(c)
        elif c == DONKEY:
            donkey = True
        else:
            jokers.append(c)
    return nat, jokers, donkey


def lead_sets(hand: list[int], allow_donkey: bool) -> list[tuple[int, ...]]:
    """ESL-4/5/6: one card or several of one value (jokers may join and take
    that value; jokers alone are 14s); the donkey alone if allowed (ESL-7)."""
    nat, jokers, donkey = groups(hand)
    j = len(jokers)
    out: list[tuple[int, ...]] = []
    for ids in nat.values():
        c = len(ids)
        for k in range(1, c + j + 1):
            for m in range(max(1, k - j), min(c, k) + 1):
                out.append(tuple(ids[:m] + jokers[:k - m]))
    for k in range(1, j + 1):
        out.append(tuple(jokers[:k]))
    if donkey and allow_donkey:
        out.append((DONKEY,))
    return out


def raise_sets(hand: list[int], size: int, best: int) -> list[tuple[int, ...]]:
    """ESL-4: sets of exactly ``size`` cards of a value strictly above ``best``."""
    nat, jokers, _ = groups(hand)
    j = len(jokers)
    out: list[tuple[int, ...]] = []
    for v, ids in nat.items():
        if v <= best:
            continue
        for m in range(max(1, size - j), min(len(ids), size) + 1):
            out.append(tuple(ids[:m] + jokers[:size - m]))
    if j >= size and best < JOKER_KEY:
        out.append(tuple(jokers[:size]))
    return out


def singles(hand: list[int]) -> list[tuple[int, ...]]:
    """ESL-6: in a donkey round any one card (one action per value)."""
    seen: set[int] = set()
    out: list[tuple[int, ...]] = []
    for c in sorted(hand):
        k = VALUE[c]
        if k not in seen:
            seen.add(k)
            out.append((c,))
    return out


def refusal(st: DonkeyState, a: Action) -> IllegalAction:
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
