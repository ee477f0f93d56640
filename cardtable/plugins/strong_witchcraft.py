"""Strong Witchcraft (docs/rules.md chapter 3): its parts and what shared code needs to know."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.plugins import Plugin

if TYPE_CHECKING:  # (a plugin is read without loading its game)
    from cardtable.engine.witchcraft.view import WitchcraftView


def count_cards(view: WitchcraftView) -> int:
    """Every card one seat can count: hands, stock, discard, the table and laid combinations."""
    return (sum(view.hand_sizes) + view.stock_size + view.discard_size
            + sum(c is not None for slot in view.table for c in slot)
            + sum(len(combo) for laid in view.laid for combo in laid))


PLUGIN = Plugin(
    id="strong_witchcraft",
    engine="cardtable.engine.witchcraft",
    ai="cardtable.ai.heuristic_strong_witchcraft",
    table="cardtable.ui.tables.strong_witchcraft:StrongWitchcraftTable",
    strings=("cardtable.ui.strings.strong_witchcraft",),
    rules="cardtable.ui.rules_text.strong_witchcraft",
    rule_prefix="SW",
    loss_word="stats.losses.strong_witchcraft",
    result_notes=(("witchcraft_wins", "seats"), ("witchcrafts", "per_seat")),
    count_cards="cardtable.plugins.strong_witchcraft:count_cards",
    bench_peers=((2, "open_spiel:crazy_eights"), (4, "open_spiel:crazy_eights")),
    lessons="cardtable.lessons.strong_witchcraft",
    puzzles="cardtable.puzzles.strong_witchcraft",
    colour_sample="cardtable.ui.tables.strong_witchcraft_faces:COLOUR_SAMPLE",
)
