"""Pirate Party (docs/rules.md chapter 5): its parts and what shared code needs to know."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.plugins import Plugin

if TYPE_CHECKING:  # (a plugin is read without loading its game)
    from cardtable.engine.pirate.view import PirateView


def count_cards(view: PirateView) -> int:
    """Every card one seat can count: hands, the discard pile and the stock."""
    return sum(view.hand_sizes) + len(view.discard) + view.stock_size


PLUGIN = Plugin(
    id="pirate_party",
    engine="cardtable.engine.pirate",
    ai="cardtable.ai.heuristic_pirate_party",
    table="cardtable.ui.tables.pirate_party:PirateTable",
    strings=("cardtable.ui.strings.pirate_party",),
    rules="cardtable.ui.rules_text.pirate_party",
    rule_prefix="PIR",
    loss_word="stats.losses.pirate_party",
    stats_columns=(("stats.points", "score_total"), ("stats.avg_points", "average_score")),
    result_notes=(("hand_points", "per_seat"), ("dealer", "seat"), ("leader", "seat")),
    bench_peers=((2, "rlcard:uno"), (2, "rlcard:uno-env"), (2, "open_spiel:crazy_eights")),
    count_cards="cardtable.plugins.pirate_party:count_cards",
    test_options=(("scoring", "captain"), ("seven_zero", True), ("jump_in", True), ("five_exchange", True)),
    lessons="cardtable.lessons.pirate_party",
    colour_sample="cardtable.ui.tables.pirate_faces:COLOUR_SAMPLE",
)
