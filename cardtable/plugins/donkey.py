"""Who's the Donkey? (docs/rules.md chapter 4): its parts and what shared code needs to know."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.plugins import Plugin

if TYPE_CHECKING:  # (a plugin is read without loading its game)
    from cardtable.engine.donkey.view import DonkeyView


def count_cards(view: DonkeyView) -> int:
    """Every card one seat can count: hands, the sets on the table, the cards out and those
    not dealt.  Once the deal is over the last round's sets stay shown on the table, though
    they are already out or back in a hand (the donkey round's loser takes them)."""
    table = 0 if view.is_over else sum(c is not None for s in view.table for c in s)
    return sum(view.hand_sizes) + table + len(view.out) + view.unused_count


PLUGIN = Plugin(
    id="donkey",
    engine="cardtable.engine.donkey",
    ai="cardtable.ai.heuristic_donkey",
    table="cardtable.ui.tables.donkey:DonkeyTable",
    strings=("cardtable.ui.strings.donkey",),
    rules="cardtable.ui.rules_text.donkey",
    rule_prefix="ESL",
    loss_word="stats.losses.donkey",
    stats_columns=(("stats.avg_penalty", "average_score"),),
    result_notes=(("penalty", "per_seat_points"), ("donkey", "seat"), ("dealer", "seat")),
    bench_players=(3, 4, 8),
    bench_peers=((3, "open_spiel:dou_dizhu"),),
    count_cards="cardtable.plugins.donkey:count_cards",
    lessons="cardtable.lessons.donkey",
)
