"""What one seat may know of a deal of Who's the Donkey? (GEN-2): :class:`DonkeyView`.

Built by :meth:`~cardtable.engine.donkey.state.DonkeyState._view`; fields in
docs/notation.md ("Who's the Donkey?").  Old key ``over`` reads ``is_over``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..view import View


@dataclass(frozen=True, eq=False, kw_only=True)
class DonkeyView(View):
    """A seat's view of a deal of Who's the Donkey?"""

    dealer: int
    round: int
    leader: int
    donkey_round: bool
    set_size: int
    best_value: int | None
    best_player: int | None
    table: list[list[int]]
    passed: list[int]
    acted: list[int]
    donkey_holder: int | None
    donkey_locked: bool
    known: list[list[int]]
    out: list[int]
    unused_count: int
    last_round: dict | None
    ran_out: list[int]
    scores: list[int] | None
    final_hands: list[list[int]] | None

    LEGACY: ClassVar[tuple[str, ...]] = (
        "game", "player", "players", "options", "dealer", "hand", "hand_sizes", "to_act",
        "history", "round", "leader", "donkey_round", "set_size", "best_value", "best_player",
        "table", "passed", "acted", "donkey_holder", "donkey_locked", "known", "out",
        "unused_count", "last_round", "over", "ran_out", "scores", "final_hands")
    RENAMED: ClassVar[dict[str, str]] = {"over": "is_over"}

    @classmethod
    def _derive_missing(cls, data, values: dict) -> dict:
        if "phase" not in values and "over" in data:
            over, size = data["over"], data.get("set_size", 0)
            values["phase"] = "over" if over else "lead" if not size else (
                "donkey" if data.get("donkey_round") else "raise")
        return values
