"""Statistics per game and player name, recorded at the end of each deal.

Stored by :class:`cardtable.match.storage.Store` as ``statistics.json``::

    {"version": 1, "games": {"durak": {"Anna": {"deals": 3, "wins": 1, ...}}}}

Counters per (game, name): ``deals``, ``wins``, ``losses`` (the fool, the loser …),
``draws``, ``score_total`` and ``scored_deals`` (penalty or points of games
that score deals; the average is their quotient), ``matches``, ``match_wins`` and
``undone`` (deals in which the player took a move back) — and the game's own counters,
which its plugin declares (:class:`cardtable.plugins.Counter`: Durak's epaulettes, DUR-21).

The file also says which deals of the running match it has counted (``counted``:
``{"match": key, "deals": [deal numbers], "match_over": bool}``): the statistics and the
mark that a deal is counted are one atomic write, so a crash at any moment neither
counts a deal twice nor loses it (the autosave's own ``recorded`` list may lag behind).

It also keeps the last finished deals (``deals``, for the replay viewer) and the lessons and
puzzles done (``progress``); :mod:`cardtable.match.archive` checks both.

Reading checks every entry (:meth:`Stats.from_json`): a known game, a name of 1..32
printable characters, whole counters in range that agree (no more wins than deals …).
An entry may hold a counter any game declares (files written before counters were per
game hold every one); only the game's own are kept.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable import plugins
from cardtable.match.schema import MAX_COUNT, MAX_DEALS, SchemaError, check_result, is_clean_name

# the counters of every game
COUNTERS = ("deals", "wins", "losses", "draws", "score_total", "scored_deals",
            "matches", "match_wins", "undone")
# counters that can never exceed another one
BOUNDED_BY = {"wins": "deals", "losses": "deals", "draws": "deals", "scored_deals": "deals", "undone": "deals",
              "match_wins": "matches"}


def game_counters(game_id: str) -> tuple[plugins.Counter, ...]:
    """The game's own counters (its plugin's), beyond :data:`COUNTERS`."""
    entry = plugins.plugin(game_id)
    return entry.counters if entry is not None else ()


def counters(game_id: str) -> tuple[str, ...]:
    """Every counter of one game: the shared ones, then its own."""
    return COUNTERS + tuple(c.name for c in game_counters(game_id))


def _bounds() -> dict[str, str]:
    """Counter -> the counter it never exceeds, for every game's counters."""
    out = dict(BOUNDED_BY)
    for entry in plugins.plugins():
        out.update((c.name, c.at_most) for c in entry.counters)
    return out
MAX_NAMES = 10_000        # names of one game
MAX_REMOTE_NAMES = 1_000  # … to which a network table may still add its seats' names
MATCH_KEY_CHARS = 32


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
    matches: int
    match_wins: int
    undone: int = 0
    own: dict[str, int] = field(default_factory=dict)   # the game's own counters

    def value(self, name: str) -> Any:
        """A counter (shared or the game's own) or ``average_score`` by name."""
        if name in self.own:
            return self.own[name]
        return getattr(self, name)

    def __getattr__(self, name: str) -> int:
        own = self.__dict__.get("own") or {}
        if name in own:
            count: int = own[name]
            return count
        raise AttributeError(name)

    @property
    def average_score(self) -> float | None:
        """Average penalty (Donkey) or points (Pirate) per scored deal."""
        return self.score_total / self.scored_deals if self.scored_deals else None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.deals if self.deals else None


def _result_dict(result: Any) -> dict[str, Any]:
    if isinstance(result, dict):
        return result
    as_dict: dict[str, Any] = result.to_dict()
    return as_dict


class Stats:
    """All statistics, as plain data (JSON in, JSON out)."""

    def __init__(self, games: dict[str, dict[str, dict[str, int]]] | None = None,
                 counted: dict[str, Any] | None = None, deals: list[dict[str, Any]] | None = None,
                 progress: dict[str, list[str]] | None = None):
        self.games: dict[str, dict[str, dict[str, int]]] = games or {}
        self.counted: dict[str, Any] | None = counted     # deals of the running match counted here
        self.deals: list[dict[str, Any]] = deals or []     # the last finished deals (archive.py), oldest first
        self.progress: dict[str, list[str]] = progress or {"lessons": [], "puzzles": []}   # lessons, puzzles done

    def keep_deal(self, game_id: str, names: list[str], record: dict[str, Any], viewer: int | None,
                  finished: str) -> None:
        """Keep a finished deal for the replay viewer (the oldest goes beyond
        :data:`~cardtable.match.archive.MAX_KEPT_DEALS`)."""
        from cardtable.match.archive import MAX_KEPT_ACTIONS, MAX_KEPT_DEALS

        if len(record.get("actions", ())) > MAX_KEPT_ACTIONS:
            return          # a deal this long would crowd the file; it is not kept
        entry: dict[str, Any] = {"game": game_id, "names": list(names), "record": record, "finished": finished}
        if viewer is not None:
            entry["viewer"] = viewer
        self.deals = (self.deals + [entry])[-MAX_KEPT_DEALS:]

    def keep_seen_deal(self, game_id: str, names: list[str], seen: dict[str, Any], viewer: int,
                       finished: str) -> None:
        """Keep a deal played at a table hosted elsewhere, as seat ``viewer`` saw it
        (:class:`cardtable.match.seat_record.SeatRecorder`), for the replay viewer — once the
        replay viewer could watch it (every view read with the game's checks: what a host sent
        is not trusted); raises SchemaError (or ValueError) and keeps nothing otherwise."""
        from cardtable.match.archive import MAX_KEPT_DEALS
        from cardtable.match.seat_record import seat_replay

        self._check_remote_names(game_id, names)
        seat_replay(game_id, names, viewer, seen)
        entry = {"game": game_id, "names": list(names), "seen": seen, "viewer": viewer, "finished": finished}
        self.deals = (self.deals + [entry])[-MAX_KEPT_DEALS:]

    def mark_done(self, kind: str, item_id: str) -> bool:
        """Remember a lesson (``kind`` "lessons") or puzzle ("puzzles") as done; False when it
        already was."""
        done = self.progress.setdefault(kind, [])
        if item_id in done:
            return False
        from cardtable.match.archive import MAX_DONE

        done.append(item_id)
        del done[:-MAX_DONE]
        return True

    def mark_counted(self, key: str, deals: set[int] | list[int], match_over: bool) -> None:
        """Note (in the same file write as the counters) which deals of match ``key`` are in."""
        self.counted = {"match": key, "deals": sorted(deals), "match_over": bool(match_over)}

    def counted_for(self, key: str | None) -> tuple[set[int], bool]:
        """The deals of match ``key`` already counted here, and whether its end is."""
        c = self.counted
        if key is None or c is None or c.get("match") != key:
            return set(), False
        return set(c["deals"]), bool(c["match_over"])

    # -- recording --
    def _entry(self, game_id: str, name: str) -> dict[str, int]:
        per_game = self.games.setdefault(game_id, {})
        entry = per_game.setdefault(name, {})
        for c in counters(game_id):
            entry.setdefault(c, 0)
        return entry

    def record_deal(self, game_id: str, names: list[str], result: Any, undone: bool = False) -> None:
        """Count one finished deal.  ``names[p]`` is seat p's name; ``result`` an
        engine ``Result`` or its ``to_dict()``; ``undone``: a move was taken back in it.

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
        seats = {"losers": losers, "winners": winners, "all": range(len(names))}
        named = {k: {v} for k, v in notes.items() if isinstance(v, int) and not isinstance(v, bool)
                 and 0 <= v < len(names)}      # a note naming one seat ("fool"): that seat
        own = [(c.name, seats[c.seats] if c.seats in seats else named.get(c.seats, set()))
               for c in game_counters(game_id) if notes.get(c.note)]
        for p, name in enumerate(names):
            e = self._entry(game_id, name)
            e["deals"] += 1
            if undone:
                e["undone"] += 1
            if draw:
                e["draws"] += 1
            if p in winners:
                e["wins"] += 1
            if p in losers:
                e["losses"] += 1
            for counter, who in own:
                if p in who:
                    e[counter] += 1
            if scores is not None and p < len(scores) and isinstance(scores[p], int):
                e["score_total"] += scores[p]
                e["scored_deals"] += 1

    def record_remote_deal(self, game_id: str, names: list[str], result: Any) -> None:
        """Count a deal played at a table hosted elsewhere, as :meth:`record_deal` counts a
        local one, from what the host sent: every name clean and different, ``result`` the JSON
        of a result of this table (``check_result``) with no score below zero (a game's scores
        are penalties or points, never negative).  Anything else raises SchemaError and
        counts nothing: a host's data is not trusted, and one bad entry would cost the file."""
        self._check_remote_names(game_id, names)
        checked = check_result(result, len(names), "the host's result")
        if checked["scores"] is not None and min(checked["scores"]) < 0:
            raise SchemaError("the host's result has a score below zero")
        self.record_deal(game_id, names, checked)

    def record_remote_match(self, game_id: str, names: list[str], places: Any) -> None:
        """Count a match played at a table hosted elsewhere: ``places`` (the host's, one per
        seat, 1 = first) decide who won it, as :meth:`record_match`; raises SchemaError."""
        self._check_remote_names(game_id, names)
        if not (isinstance(places, list) and len(places) == len(names)
                and all(type(x) is int and 1 <= x <= len(names) for x in places)):
            raise SchemaError("the host's places are not one place per seat")
        self.record_match(game_id, names, [p for p, place in enumerate(places) if place == 1])

    def _check_remote_names(self, game_id: str, names: list[str]) -> None:
        """A network table's game and seat names, before they count: a known game, different
        clean names, and no more than :data:`MAX_REMOTE_NAMES` players of that game once they
        are in (a host sending a new set of names with every deal could otherwise grow the file
        past what it may hold, and no statistics would be written any more)."""
        from cardtable.engine import games as known_games

        if game_id not in {g.id for g in known_games()}:
            raise SchemaError(f"no such game: {game_id[:40]!r}")
        if not names or not all(is_clean_name(n) for n in names) or len(set(names)) != len(names):
            raise SchemaError("the seats' names are not different clean names")
        known = self.games.get(game_id, {})
        if len(known) + sum(n not in known for n in names) > MAX_REMOTE_NAMES:
            raise SchemaError(f"more than {MAX_REMOTE_NAMES} players of {game_id} with a network table's names")

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
        extra = counters(game_id)[len(COUNTERS):]
        rows = [Row(name, **{c: e.get(c, 0) for c in COUNTERS}, own={c: e.get(c, 0) for c in extra})
                for name, e in per_game.items()]
        rows.sort(key=lambda r: (-r.deals, r.name.lower()))
        return rows

    # -- JSON --
    def to_json(self) -> dict[str, Any]:
        from cardtable.match.storage import STATS_VERSION
        data: dict[str, Any] = {"version": STATS_VERSION, "games": self.games}
        if self.counted is not None:
            data["counted"] = self.counted
        if self.deals:
            data["deals"] = self.deals
        if any(self.progress.values()):
            data["progress"] = self.progress
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Stats, list[str]]:
        """Statistics from a file's data, and the list of entries that were bad
        (dropped)."""
        from cardtable.engine import games as known_games

        known = {g.id for g in known_games()}
        bounds = _bounds()
        bad: list[str] = []
        games: dict[str, dict[str, dict[str, int]]] = {}
        extra = [k for k in data if k not in ("version", "games", "counted", "deals", "progress")]
        if extra:
            bad.append(str(extra[0])[:40])
        raw = data.get("games", {})
        if not isinstance(raw, dict):
            return cls(), ["games"]
        for gid, per_game in raw.items():
            if gid not in known or not isinstance(per_game, dict) or len(per_game) > MAX_NAMES:
                bad.append(str(gid)[:40])
                continue
            for name, entry in per_game.items():
                if not is_clean_name(name) or not _valid_entry(entry, bounds):
                    bad.append(f"{gid}/{name[:40]!r}")
                    continue
                games.setdefault(gid, {})[name] = {c: entry.get(c, 0) for c in counters(gid)}
        counted = data.get("counted")
        if counted is not None and not _valid_counted(counted):
            bad.append("counted")
            counted = None
        from cardtable.match import archive

        deals, progress = archive.read(data, bad)
        return cls(games, counted, deals, progress), bad


def _valid_entry(entry: Any, bounds: dict[str, str]) -> bool:
    """Whole counters in range, each at most its bound; ``bounds`` names every game's."""
    known = set(COUNTERS) | set(bounds)
    if not isinstance(entry, dict) or any(k not in known for k in entry):
        return False
    values = {c: entry.get(c, 0) for c in known}
    if not all(type(v) is int and 0 <= v <= MAX_COUNT for v in values.values()):
        return False
    return all(values[c] <= values[limit] for c, limit in bounds.items())


def _valid_counted(c: Any) -> bool:
    if not isinstance(c, dict) or set(c) != {"match", "deals", "match_over"}:
        return False
    key, deals = c["match"], c["deals"]
    return (isinstance(key, str) and 0 < len(key) <= MATCH_KEY_CHARS and key.isascii() and key.isalnum()
            and isinstance(deals, list) and len(deals) <= MAX_DEALS + 1
            and all(type(d) is int and 0 <= d <= MAX_DEALS for d in deals)
            and len(set(deals)) == len(deals) and type(c["match_over"]) is bool)
