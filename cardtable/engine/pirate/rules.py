"""Pirate Party: the option switches of one deal (PIR-3 scoring, house rules PIR-13 … PIR-20).

Kept in one small object so that a deal's state has few attributes (CPython keeps the
attributes of an object with at most 30 of them in a compact, faster layout).
"""

from __future__ import annotations


class HouseRules:
    """The deal's options as plain attributes (read from the resolved option dict)."""

    __slots__ = ("jump_in", "double_play", "seven_zero", "stacking", "silent_deals",
                 "five_exchange", "penalties", "scoring", "numbers", "plain_numbers")

    def __init__(self, o: dict):
        self.jump_in = bool(o.get("jump_in"))  # PIR-15
        self.double_play = self.jump_in and bool(o.get("double_play"))  # PIR-16
        self.seven_zero = bool(o.get("seven_zero"))  # PIR-17
        self.stacking = bool(o.get("stacking"))  # PIR-18
        self.silent_deals = bool(o.get("silent_deals"))  # PIR-19
        self.five_exchange = bool(o.get("five_exchange"))  # PIR-20
        self.penalties = bool(o.get("penalties"))  # PIR-13
        self.scoring: str = o.get("scoring", "collect")  # PIR-3
        self.numbers = self.seven_zero or self.five_exchange  # a 0, 7 or 5 may do more
        # Laying a number only passes the turn (no house rule reacts to it).
        self.plain_numbers = not (self.numbers or self.double_play)

    def __repr__(self) -> str:
        return "HouseRules(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"
