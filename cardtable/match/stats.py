"""Statistics per game and player name, recorded at the end of each deal.

Stored by :class:`cardtable.match.storage.Store` as ``statistics.json``::

    {"version": 1, "games": {"durak": {"Anna": {"deals": 3, "wins": 1, ...}}}}

Counters per (game, name): ``deals``, ``wins``, ``losses`` (fool / loser /
donkey), ``draws``, ``score_total`` and ``scored_deals`` (penalty points in
Who's the Donkey?, points in Pirate Party; the average is their quotient),
``epaulettes`` (DUR-21), ``matches`` and ``match_wins``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

COUNTERS = ("deals", "wins", "losses", "draws", "score_total", "scored_deals", "epaulettes",
            "matches", "match_wins")


@dataclass
class Row:
    """One line of the statistics scene."""

    name: str
    deals: int
    wins: int
    losses: int
    draws: int
    score_total: int
    scored_deals: int
    epaulettes: int
    matches: int
    match_wins: int

    @property
    def average_score(self) -> float | None:
        """Average penalty (Donkey) or points (Pirate) per scored deal."""
        return self.score_total / self.scored_deals if self.scored_deals else None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.deals if self.deals else None


def _result_dict(result: Any) -> dict:
    if isinstance(result, dict):
        return result
    return result.to_dict()


class Stats:
    """All statistics, as plain data (JSON in, JSON out)."""

    def __init__(self, games: dict[str, dict[str, dict[str, int]]] | None = None):
        self.games: dict[str, dict[str, dict[str, int]]] = games or {}

    # -- recording --
    def _entry(self, game_id: str, name: str) -> dict[str, int]:
        per_game = self.games.setdefault(game_id, {})
        entry = per_game.setdefault(name, {})
        for c in COUNTERS:
            entry.setdefault(c, 0)
        return entry

    def record_deal(self, game_id: str, names: list[str], result: Any) -> None:
        """Count one finished deal.  ``names[p]`` is seat p's name; ``result`` an
        engine ``Result`` or its ``to_dict()``.

        A win is being in ``result.winners``; a game that leaves ``winners`` empty
        counts the first player out as the winner (no winner in a draw).
        """
        r = _result_dict(result)
        losers = set(r.get("losers") or [])
        draw = bool(r.get("draw"))
        winners = set(r.get("winners") or [])
        order = r.get("order") or []
        if not winners and order and not draw:
            winners = {order[0]}
        scores = r.get("scores")
        notes = r.get("notes") or {}
        for p, name in enumerate(names):
            e = self._entry(game_id, name)
            e["deals"] += 1
            if draw:
                e["draws"] += 1
            if p in winners:
                e["wins"] += 1
            if p in losers:
                e["losses"] += 1
                if notes.get("epaulettes"):
                    e["epaulettes"] += 1
            if scores is not None and p < len(scores) and isinstance(scores[p], int):
                e["score_total"] += scores[p]
                e["scored_deals"] += 1

    def record_match(self, game_id: str, names: list[str], winners: list[int]) -> None:
        """Count one finished match; ``winners`` are the seats ranked first."""
        for p, name in enumerate(names):
            e = self._entry(game_id, name)
            e["matches"] += 1
            if p in winners:
                e["match_wins"] += 1

    def reset(self, game_id: str | None = None) -> None:
        """Forget everything, or one game's statistics."""
        if game_id is None:
            self.games.clear()
        else:
            self.games.pop(game_id, None)

    # -- reading --
    def rows(self, game_id: str) -> list[Row]:
        """The players of one game, most deals first, then by name."""
        per_game = self.games.get(game_id, {})
        rows = [Row(name, **{c: e.get(c, 0) for c in COUNTERS}) for name, e in per_game.items()]
        rows.sort(key=lambda r: (-r.deals, r.name.lower()))
        return rows

    # -- JSON --
    def to_json(self) -> dict:
        from cardtable.match.storage import STATS_VERSION
        return {"version": STATS_VERSION, "games": self.games}

    @classmethod
    def from_json(cls, data: dict) -> tuple[Stats, list[str]]:
        """Statistics from a file's data, and the list of entries that were bad
        (dropped)."""
        bad: list[str] = []
        games: dict[str, dict[str, dict[str, int]]] = {}
        raw = data.get("games", {})
        if not isinstance(raw, dict):
            return cls(), ["games"]
        for gid, per_game in raw.items():
            if not isinstance(per_game, dict):
                bad.append(str(gid))
                continue
            for name, entry in per_game.items():
                if not isinstance(entry, dict) or not all(
                        type(entry.get(c, 0)) is int and entry.get(c, 0) >= 0 for c in COUNTERS):
                    bad.append(f"{gid}/{name}")
                    continue
                games.setdefault(gid, {})[name] = {c: entry.get(c, 0) for c in COUNTERS}
        return cls(games), bad
