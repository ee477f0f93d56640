"""Durak (docs/rules.md chapter 1): its parts and what shared code needs to know about it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.plugins import Counter, Plugin

if TYPE_CHECKING:  # (a plugin is read without loading its game)
    from cardtable.engine.durak.view import DurakView


def count_cards(view: DurakView) -> int:
    """Every card one seat can count: hands, stock, discard and the table."""
    return (sum(view.hand_sizes) + view.stock_size + len(view.discarded)
            + sum(c is not None for slot in view.table for c in slot))


PLUGIN = Plugin(
    id="durak",
    engine="cardtable.engine.durak",
    ai="cardtable.ai.heuristic_durak",
    table="cardtable.ui.tables.durak:DurakTable",
    strings=("cardtable.ui.strings.durak",),
    rules="cardtable.ui.rules_text.durak",
    rule_prefix="DUR",
    loss_word="stats.losses.durak",
    stats_columns=(("stats.draws", "draws"), ("stats.epaulettes", "epaulettes")),
    counters=(Counter("epaulettes", note="epaulettes", seats="fool", at_most="losses"),),  # DUR-21
    result_notes=(("fool", "seat"), ("dealer", "seat"), ("epaulettes", "flag")),
    bench_players=(2, 4, 6),
    bench_peers=((2, "jorisperrenet:durak"), (4, "jorisperrenet:durak")),
    count_cards="cardtable.plugins.durak:count_cards",
    lessons="cardtable.lessons.durak",
    puzzles="cardtable.puzzles.durak",
)
