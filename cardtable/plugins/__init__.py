"""One plugin entry per game: the one place where shared code learns what a game brings.

Every module of this package (``cardtable/plugins/<game_id>.py``) defines ``PLUGIN``, a
:class:`Plugin` naming the game's parts by dotted name — its engine family, heuristic AI,
table layout, strings, rules text — and declaring what the shared screens and stores need
(statistics columns and counters, the word for a loss, the notes of its deal results …).
The registry finds those modules itself (:func:`plugins`); nothing lists the games by hand.
docs/dev/adding-a-game.md says how to add one.

Contract:

- A plugin module imports nothing but this package: an entry is plain data, so any layer
  (engine tests, AI, match runner, bench, UI, app) may read it without loading pygame or
  another game.  Dotted names are resolved only when asked (:func:`load`): ``"pkg.mod"`` is
  a module, ``"pkg.mod:Name"`` an attribute of one.
- :func:`plugin` returns ``None`` for a game without a plugin (a toy game of a test); shared
  code then falls back to generic behaviour (generic AI, the base table, no rules text).
- :func:`register` adds an entry by hand (tests); discovery calls it for every module.
"""

from __future__ import annotations

import importlib
import pkgutil
import threading
from dataclasses import dataclass
from typing import Any

__all__ = ["Counter", "Plugin", "load", "plugin", "plugins", "register", "result_notes"]

# The kinds of a deal result's note (Result.notes) that saves check (match/schema.py).
NOTE_KINDS = ("seat", "seats", "per_seat", "per_seat_points", "flag")


@dataclass(frozen=True)
class Counter:
    """A statistics counter of one game beyond the shared ones (deals, wins, losses …):
    a finished deal adds 1 for every seat in ``seats`` (``"losers"``, ``"winners"``,
    ``"all"``, or the name of a note naming one seat, e.g. ``"fool"``) when the result's
    note ``note`` is true.  ``at_most`` names the counter it
    can never exceed (a check on reading the statistics file)."""

    name: str
    note: str
    seats: str = "losers"
    at_most: str = "deals"


@dataclass(frozen=True)
class Plugin:
    """What shared code knows about one game (see the module docstring).

    ``id``             the engine's game id (``engine.game_info(id)``).
    ``engine``         the module that registers the game with ``cardtable.engine`` when imported.
    ``ai``             the heuristic AI module: ``choose(view, legal, rng, level)``, optionally
                       ``rollout_policy``, ``evaluate``, ``PLAYOUT_STEPS`` (docs/ai.md); None: generic.
    ``table``          ``"module:Class"`` of its :class:`~cardtable.ui.tables.base.TableView`.
    ``strings``        its string-table modules (``EN``/``RU``), merged by ``ui.i18n``.
    ``rules``          its rules-text module (``ui/rules_text``'s contract).
    ``rule_prefix``    the docs/rules.md chapter prefix of its rule ids (``"DUR"``): a refused move
                       citing ``DUR-7`` opens this game's rules when the current game has none.
    ``loss_word``      string key of the statistics column that counts losses (``Fool``).
    ``stats_columns``  the statistics screen's extra columns: ``(string key, row field)``, a field
                       of :class:`cardtable.match.stats.Row` (``draws``, ``score_total``,
                       ``average_score``) or the name of one of ``counters``.
    ``counters``       the game's own statistics counters (:class:`Counter`).
    ``result_notes``   ``(note, kind)`` of its results' notes that name seats or hold one value
                       per seat (:data:`NOTE_KINDS`); saves check them; other notes: plain data.
    ``bench_players``  player counts the engine benchmark measures.
    ``bench_peers``    ``(players, peer)`` pairs: other projects' engines the benchmark compares
                       this game with at that player count (names of ``cardtable.bench_peers.PEERS``).
    ``count_cards``    ``"module:function"``: view -> every card the seat can count (sizes and
                       face-up cards); shared tests check that no card appears or vanishes.
    ``test_options``   options under which shared tests play it (its special rules switched on).
    ``lessons``        the module of its lessons (``LESSONS``, :mod:`cardtable.lessons`); None: none.
    ``puzzles``        the module of its puzzles (``PUZZLES``) and exact solver (``SOLVER``,
                       :mod:`cardtable.puzzles`); None: its positions are no puzzles.
    ``colour_sample``  ``"module:NAME"`` of a ``(faces kind, cards)`` pair: cards of its deck that
                       differ only in colour, one per colour, which the Settings preview shows so
                       that the colour-blind shapes can be seen switched on (issue 34.12); loading
                       the module registers the faces. None: its cards carry no colour marks.
    """

    id: str
    engine: str
    ai: str | None = None
    table: str | None = None
    strings: tuple[str, ...] = ()
    rules: str | None = None
    rule_prefix: str = ""
    loss_word: str = "stats.losses"
    stats_columns: tuple[tuple[str, str], ...] = ()
    counters: tuple[Counter, ...] = ()
    result_notes: tuple[tuple[str, str], ...] = ()
    bench_players: tuple[int, ...] = (2, 4)
    bench_peers: tuple[tuple[int, str], ...] = ()
    count_cards: str | None = None
    test_options: tuple[tuple[str, Any], ...] = ()
    lessons: str | None = None
    puzzles: str | None = None
    colour_sample: str | None = None

    def dotted_names(self) -> dict[str, str]:
        """Every part named by dotted name (field -> name), for checks."""
        names = {"engine": self.engine, "ai": self.ai, "table": self.table, "rules": self.rules,
                 "count_cards": self.count_cards, "lessons": self.lessons, "puzzles": self.puzzles,
                 "colour_sample": self.colour_sample}
        names.update({f"strings[{i}]": s for i, s in enumerate(self.strings)})
        return {k: v for k, v in names.items() if v}


_REGISTRY: dict[str, Plugin] = {}
_discovered = False
_discovering = False
_lock = threading.RLock()


def register(entry: Plugin) -> Plugin:
    """Add (or replace) a game's entry."""
    _REGISTRY[entry.id] = entry
    return entry


def _discover() -> None:
    # Threads (a network host's, its clients' AI, the table's Hard AI) may ask at once: the
    # registry is "found" only once it is whole, and the others wait for it (a thread that
    # saw it half-built cached "no heuristic" for a game, issue 32).  A plugin module that
    # asks while it is being imported gets what is registered so far, as before.
    global _discovered, _discovering
    if _discovered:
        return
    with _lock:
        if _discovered or _discovering:
            return
        _discovering = True
        try:
            for mod in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
                module = importlib.import_module(f"{__name__}.{mod.name}")
                entry = getattr(module, "PLUGIN", None)
                if isinstance(entry, Plugin):
                    register(entry)
        finally:
            _discovering = False
        _discovered = True


def plugins() -> list[Plugin]:
    """Every game's entry, by game id."""
    _discover()
    return [_REGISTRY[k] for k in sorted(_REGISTRY)]


def plugin(game_id: str) -> Plugin | None:
    """The entry of ``game_id``, or None when the game has none."""
    _discover()
    return _REGISTRY.get(game_id)


def load(name: str) -> Any:
    """The module (``"pkg.mod"``) or attribute (``"pkg.mod:Name"``) a dotted name names."""
    module_name, _, attr = name.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attr) if attr else module


def result_notes() -> dict[str, str]:
    """Every game's result notes that saves check: note -> kind (one kind per name)."""
    out: dict[str, str] = {}
    for entry in plugins():
        out.update(entry.result_notes)
    return out
