"""Who's the Donkey? (docs/rules.md chapter 4): its parts and what shared code needs to know."""

from cardtable.plugins import Plugin


def count_cards(view) -> int:
    """Every card one seat can count: hands, the sets on the table, the cards out and those
    not dealt.  Once the deal is over the last round's sets stay shown on the table, though
    they are already out or back in a hand (the donkey round's loser takes them)."""
    table = 0 if view["over"] else sum(c is not None for s in view["table"] for c in s)
    return sum(view["hand_sizes"]) + table + len(view["out"]) + view["unused_count"]


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
