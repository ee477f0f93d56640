"""Witch durak (docs/rules.md chapter 2): Durak's engine family and table with enchanted cards."""

from cardtable.plugins import Counter, Plugin

PLUGIN = Plugin(
    id="witch_durak",
    engine="cardtable.engine.durak",
    ai="cardtable.ai.heuristic_witch_durak",
    table="cardtable.ui.tables.witch_durak:WitchTable",
    strings=("cardtable.ui.strings.durak", "cardtable.ui.strings.witch"),
    rules="cardtable.ui.rules_text.witch_durak",
    rule_prefix="WIT",
    loss_word="stats.losses.witch_durak",
    stats_columns=(("stats.draws", "draws"), ("stats.epaulettes", "epaulettes")),
    counters=(Counter("epaulettes", note="epaulettes", seats="fool", at_most="losses"),),  # DUR-21
    result_notes=(("fool", "seat"), ("dealer", "seat"), ("epaulettes", "flag")),
    count_cards="cardtable.plugins.durak:count_cards",
    test_options=(("enchanted_ranks", "all"),),
    lessons="cardtable.lessons.witch_durak",
    puzzles="cardtable.puzzles.witch_durak",
)
