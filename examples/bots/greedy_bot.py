#!/usr/bin/env python3
"""A small greedy Card Table engine (standard library only): it sheds its cheapest cards
first, keeps trumps and wild cards, and takes or draws only when nothing else is legal.

It reads nothing but the action texts (docs/notation.md) and the trump in its view, so the
same rule plays every game.  Protocol: docs/protocol.md, "Outside engines".
"""

import json
import sys

FACES = {"J": 11, "Q": 12, "K": 13, "A": 14, "D": 20, "W": 25}
SUITS = "♠♥♦♣"
GIVE_UP = {"take": 100.0, "draw": 90.0, "challenge": 60.0}   # what it would rather not do
STOP = {"done": 30.0, "pass": 30.0, "keep": 30.0}             # adding nothing


def card_value(token: str, trump: str) -> float:
    """The worth of one card text (6♠, 10♥, R5, W+4, F1, 2x8+J): lower sheds first."""
    total = 0.0
    for part in token.split("+"):
        count, _, face = part.rpartition("x")
        digits = "".join(ch for ch in face if ch.isdigit())
        value = int(digits) if digits else FACES.get(face[:1], 0)
        total += value * (int(count) if count.isdigit() else 1)
    return total + (20 if trump and token.endswith(trump) else 0)


def cost(text: str, trump: str) -> float:
    kind, _, rest = text.partition(":")[2].partition(" ")
    if kind in GIVE_UP:
        return GIVE_UP[kind]
    if kind in STOP:
        return STOP[kind]
    cards = [t for t in rest.replace("/", " / ").split() if not t.startswith(("@", "!"))]
    if "/" in cards:                            # a cover: what it costs is the card put on
        cards = cards[:cards.index("/")]
    if len(cards) == 2 and len(cards[1]) == 1:  # a colour called with a wild card (W g)
        cards = cards[:1]
    worth = sum(card_value(c, trump) for c in cards)
    return worth / max(1, len(cards)) - 2 * len(cards)   # many cards at once: better


def main() -> None:
    for line in sys.stdin:
        msg = json.loads(line)
        if msg.get("type") == "seat":                 # the table greets us: answer hello
            print(json.dumps({"v": 1, "type": "hello", "room": msg["room"], "name": "Greedy"}), flush=True)
        elif msg.get("type") == "state" and "request" in msg:
            suit = msg["view"].get("trump_suit")
            trump = SUITS[suit] if isinstance(suit, int) and 0 <= suit < 4 else ""
            best = min(msg["legal"], key=lambda a: (cost(a, trump), a))
            print(json.dumps({"v": 1, "type": "act", "id": msg["request"], "deal": msg["deal"],
                              "at": msg["at"], "action": best}, ensure_ascii=False), flush=True)
        elif msg.get("type") == "bye":
            break


if __name__ == "__main__":
    main()
