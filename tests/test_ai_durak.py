"""Durak AI: the no-cheating property (GEN-2), legality in every variant and
player count, Hard's budget, and the Normal heuristic's textbook choices on
rigged positions (DUR-5 … DUR-13)."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import HardAgent, make_agent
from cardtable.ai import heuristic_durak as h
from cardtable.ai.durak_memory import Memory
from cardtable.ai.hard import MIN_ITERATIONS
from cardtable.engine import determinize, new_game
from cardtable.engine.durak.cards import card_str, parse_card, parse_cards
from cardtable.engine.durak.rig import position

CONFIGS = [
    (2, {"variant": "transfer"}),
    (2, {"variant": "throw_in"}),
    (2, {"variant": "simple"}),
    (2, {"variant": "transfer", "transfer_by_showing_trump": True, "no_transfer_first_bout": True}),
    (3, {"variant": "throw_in"}),
    (3, {"variant": "transfer", "italian": True}),
    (4, {"variant": "transfer", "teams": "2x2"}),
    (4, {"variant": "throw_in"}),
    (5, {"variant": "transfer"}),
    (6, {"variant": "throw_in", "teams": "3x3"}),
    (6, {"variant": "transfer"}),
]


def midgame_states(count: int):
    """Seeded random deals stopped after a random number of random actions."""
    for i in range(count):
        n, opts = CONFIGS[i % len(CONFIGS)]
        st = new_game("durak", n, seed=500 + i, options=opts)
        rng = random.Random(i)
        for _ in range(rng.randrange(0, 80)):
            legal = st.legal_actions()
            nxt = st.clone()
            nxt.apply(legal[rng.randrange(len(legal))])
            if nxt.is_over:
                break
            st = nxt
        yield i, st


def redeal(st, p: int, seed: int):
    """The same deal with every card hidden from ``p`` re-dealt; ``p``'s view is unchanged."""
    alt = determinize(st.view(p), random.Random(seed))
    return alt


def hidden(st, p):
    return [sorted(hh) for q, hh in enumerate(st.hands) if q != p], list(st.stock)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_no_cheating_same_view_same_choice(level):
    """GEN-2: re-deal every hidden card keeping the view identical; the choice is the same."""
    count = 24 if level == "hard" else 120
    differ = 0
    for i, st in midgame_states(count):
        p = st.to_act
        view, legal = st.view(p), st.legal_actions(p)
        for k in range(2):
            alt = redeal(st, p, seed=1000 * i + k)
            assert alt.view(p) == view
            assert alt.legal_actions(p) == legal
            differ += hidden(alt, p) != hidden(st, p)
            agent = HardAgent("durak", iterations=24) if level == "hard" else make_agent(level, "durak")
            fresh = HardAgent("durak", iterations=24) if level == "hard" else make_agent(level, "durak")
            a = agent.choose(view, legal, random.Random(i), 0.05)
            b = fresh.choose(alt.view(p), alt.legal_actions(p), random.Random(i), 0.05)
            assert a == b, (i, str(a), str(b))
            assert a in legal
    assert differ > count  # the hidden cards really were different in most worlds


@pytest.mark.parametrize("n,opts", CONFIGS)
def test_every_level_plays_legal_actions_to_the_end(n, opts):
    """Every level returns a legal action in every variant and player count."""
    levels = ["normal", "easy", "random", "normal", "easy", "random"]
    for seed in range(8):
        st = new_game("durak", n, seed=seed, options=opts)
        agents = [make_agent(levels[(p + seed) % 6], "durak") for p in range(n)]
        rng = random.Random(seed)
        steps = 0
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions(p)
            a = agents[p].choose(st.view(p), legal, rng, 0.0)
            assert a in legal
            st.apply(a)
            steps += 1
            assert steps < 2000
        assert st.result is not None


@pytest.mark.parametrize("n,opts", CONFIGS[::2])
def test_hard_plays_legal_actions_to_the_end(n, opts):
    st = new_game("durak", n, seed=n, options=opts)
    hard = HardAgent("durak", iterations=6)
    other = make_agent("normal", "durak")
    rng = random.Random(n)
    while not st.is_over:
        p = st.to_act
        legal = st.legal_actions(p)
        a = (hard if p == 0 else other).choose(st.view(p), legal, rng, 0.01)
        assert a in legal
        st.apply(a)


def test_hard_respects_a_tiny_budget():
    """A budget of 0.1 ms means the minimum iteration count: not even two whole worlds, so
    Normal's move, never seconds of search."""
    st = new_game("durak", 2, seed=3, options={"variant": "transfer"})
    p = st.to_act
    view, legal = st.view(p), st.legal_actions(p)
    normal = make_agent("normal", "durak").choose(view, legal, random.Random(random.Random(0).getrandbits(64)))
    for agent in (make_agent("hard", "durak", deterministic=True), make_agent("hard", "durak")):
        a = agent.choose(view, legal, random.Random(0), 0.0001)
        assert a == normal
        stats = agent.last_stats
        assert stats["planned"] == MIN_ITERATIONS
        # two players: Hard's tree (HARD_TREE_FROM), one iteration where each move needs two
        assert stats["tree_iterations"] < 2 * len(legal)
    agent = make_agent("hard", "durak", deterministic=True)
    agent.choose(st.view(p), st.legal_actions(p), random.Random(0), 0.02)
    assert agent.last_stats["planned"] == int(0.02 * h.HARD_STEPS_PER_SECOND[2])


def test_hard_only_one_legal_action_answers_without_search():
    st = position(2, ["6♥", "7♠ 8♠"], trump="A♠", attacker=0)
    agent = HardAgent("durak", iterations=50)
    a = agent.choose(st.view(0), st.legal_actions(0), random.Random(0), 1.0)
    assert str(a) == "0:attack 6♥" and agent.last_stats["iterations"] == 0


# -- Normal's choices on rigged positions ----------------------------------------
STOCK = "6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 6♣ 6♠ 7♠"


def stock_for(*hands: str, base: str = STOCK) -> str:
    """``base`` with each card a hand holds replaced by the lowest card in no hand, no stock
    and not the trump 10♠ (a card lies in one place only: positions are checked, DUR-1)."""
    held = {c for h in hands for c in parse_cards(h)}
    stock = parse_cards(base)
    free = [c for c in range(36) if c not in held and c not in stock and c != parse_card("10♠")]
    return " ".join(card_str(free.pop(0) if c in held else c) for c in stock)


def normal(st, p=None):
    p = st.to_act if p is None else p
    return str(h.choose(st.view(p), st.legal_actions(p), random.Random(0), "normal"))


def test_normal_leads_its_lowest_non_trump_dur5():
    st = position(2, ["6♥ 9♠ K♣ 7♣ A♠ 8♥", "10♥ J♥ Q♥ K♥ A♥ 10♣"], trump="10♠", attacker=0,
                  stock=STOCK, options={"variant": "transfer"})
    assert normal(st) == "0:attack 6♥"


def test_normal_leads_a_low_pair_in_throw_in_dur5():
    st = position(2, ["7♥ 7♣ 6♥ Q♠ A♣ K♥", "10♥ J♥ Q♥ 9♥ A♥ 10♣"], trump="10♠", attacker=0,
                  stock=STOCK, options={"variant": "throw_in"})
    assert normal(st) == "0:attack 7♥ 7♣"


def test_normal_covers_with_the_cheapest_sufficient_card_dur6():
    st = position(2, ["8♥ 9♣ 10♣ J♣ Q♣ K♣", "9♥ K♥ 9♠ J♦ Q♦ A♦"], trump="10♠", attacker=0,
                  stock=stock_for("9♥ K♥ 9♠ J♦ Q♦ A♦"), options={"variant": "throw_in"})
    st.apply("0:attack 8♥")
    assert normal(st) == "1:cover 9♥/8♥"


def test_normal_takes_rather_than_spend_a_high_trump_early_dur6():
    st = position(2, ["6♥ 9♣ 10♣ J♣ Q♣ K♣", "K♠ A♠ 7♦ 8♦ 9♦ 10♦"], trump="10♠", attacker=0,
                  stock="6♦ J♦ Q♦ K♦ A♦ 6♣ 7♣ 8♣ 7♥ 8♥ 6♠ 7♠", options={"variant": "throw_in"})
    st.apply("0:attack 6♥")
    assert normal(st) == "1:take"


def test_normal_covers_with_a_trump_when_the_stock_is_empty_dur11():
    st = position(2, ["6♥ 7♥", "A♠ 7♣"], trump="10♠", attacker=0, options={"variant": "throw_in"})
    st.apply("0:attack 6♥")
    assert normal(st) == "1:cover A♠/6♥"


def test_normal_transfers_with_a_plain_card_dur12():
    st = position(2, ["7♦ 9♣ 10♣ J♣ Q♣ K♣", "7♣ 8♦ 9♥ J♥ Q♥ A♥"], trump="10♠", attacker=0,
                  stock=stock_for("7♦ 8♦", base=STOCK.replace("7♦ ", "6♥ ")),
                  options={"variant": "transfer"})
    st.apply("0:attack 7♦")
    assert normal(st) == "1:transfer 7♣"


def test_normal_remembers_the_discard_pile_in_the_endgame():
    """Stock empty: every higher heart and every trump is gone or in our hand, so the K♥
    cannot be beaten — Normal leads it, not its lowest card (DUR-11 endgame)."""
    st = position(2, ["K♥ 7♣", "8♣ 9♦"], trump="10♠", attacker=0, options={"variant": "throw_in"})
    assert normal(st) == "0:attack K♥"


def test_memory_uses_cards_picked_up_dur9():
    """A card the opponent picked up is known to be in his hand (view's ``known``)."""
    st = position(2, ["J♥ 6♣", "Q♥ 6♦ 7♦"], trump="10♠", attacker=0, stock=stock_for("6♣ 6♦ 7♦"),
                  known={1: "Q♥"})
    mem = Memory(st.view(0))
    assert parse_card("Q♥") not in mem.unseen
    assert mem.beat_prob(1, parse_card("J♥")) == 1.0
    blind = Memory(st.view(0), use_memory=False)
    assert parse_card("Q♥") in blind.unseen and blind.beat_prob(1, parse_card("J♥")) < 1.0


def test_the_learned_evaluation_reads_the_hands_the_table_and_the_stock():
    """durak_playout.eval_features / evaluate (docs/ai.md, "A learned evaluation for durak"):
    per player the hand's size and weakness, its trumps and trumps from the queen up, the size
    again with the stock empty (here) or low, the table's weakness on a defender who takes or
    must still cover, and who is to act; the evaluation is 1 − P(fool) of the fitted logit.
    Walked through a lead (DUR-5), its throw-in window (DUR-8.1), a take and the last throw-in
    window it opens (DUR-8.3, DUR-9)."""
    st = position(2, ["A♠ K♠ Q♠ Q♥", "6♥ 7♣ 8♦ 6♣"], trump="10♠", attacker=0,
                  options={"variant": "throw_in"})
    # weakness: 1 − strength by card (trump A 1.0, K 0.95, Q 0.9; plain Q 0.45, 6 0, 7 0.075, 8 0.15)
    first, second = h.eval_features(st)
    assert first == pytest.approx([4, 0.7, 3, 3, 4, 0, 0, 0, 1], abs=1e-12)
    assert second == pytest.approx([4, 3.775, 0, 0, 4, 0, 0, 0, 0], abs=1e-12)
    assert [round(x, 4) for x in h.evaluate(st)] == [0.9556, 0.0444]
    for text in ("0:attack Q♠", "0:done"):            # the trump queen to cover: weakness 0.1
        st.apply(st.parse_action(text))
    assert h.eval_features(st)[1] == pytest.approx([4, 3.775, 0, 0, 4, 0, 0, 0.1, 1], abs=1e-12)
    st.apply(st.parse_action("1:take"))                # the attacker may still throw in the Q♥
    assert st.phase == "take_throw_in"
    first, second = h.eval_features(st)
    assert first == pytest.approx([3, 0.6, 2, 2, 3, 0, 0, 0, 1], abs=1e-12)
    assert second == pytest.approx([4, 3.775, 0, 0, 4, 0, 0.1, 0, 0], abs=1e-12)
    assert [round(x, 4) for x in h.evaluate(st)] == [0.9636, 0.0364]
    while not st.is_over:                               # a finished deal: its returns
        st.apply(st.legal_actions()[-1])
    assert h.evaluate(st) == st.returns()


@pytest.mark.parametrize("game", ["durak", "witch_durak"])
def test_hard_cuts_durak_playouts_at_two_players_only(game):
    """ROLLOUT_STEPS = {2: 8, 3: None} in durak and Witch durak: at two players Hard's playouts
    stop after 8 actions and durak's learned evaluation scores them; at four they run to the end."""
    from cardtable.ai.rollouts import MAX_PLAYOUT
    agent = HardAgent(game, iterations=400)
    for n, cut, evaluation in ((2, 8, h.evaluate), (4, MAX_PLAYOUT, None)):
        st = new_game(game, n, seed=61 + n)
        p = st.to_act
        agent.choose(st.view(p), st.legal_actions(p), random.Random(1), 0.1)
        assert agent.search.playout_steps == cut and agent.search.evaluate is evaluation


def test_rollout_policy_is_always_legal():
    for i, st in midgame_states(40):
        rng = random.Random(i)
        while not st.is_over:
            legal = st.legal_actions()
            a = h.rollout_policy(st, legal, rng)
            assert a in legal
            st.apply(a)


def _soak_agent(level: str):
    return HardAgent("durak", iterations=200) if level == "hard" else make_agent(level, "durak")


@pytest.mark.soak
def test_soak_no_cheating_many_states():
    """The no-cheating test over 1,500 states, Hard with a real search (run with -m soak)."""
    for i, st in midgame_states(1500):
        p = st.to_act
        view, legal = st.view(p), st.legal_actions(p)
        alt = redeal(st, p, seed=i)
        assert alt.view(p) == view
        for level in ("easy", "normal", "hard"):
            if level == "hard" and i % 10:
                continue
            assert (_soak_agent(level).choose(view, legal, random.Random(i), 0.1)
                    == _soak_agent(level).choose(alt.view(p), alt.legal_actions(p), random.Random(i), 0.1))


def test_the_fit_tool_labels_durak_positions_with_the_fool():
    """tools/fit_eval.py --loser: every recorded position of a Normal deal is labelled with that
    deal's fool (durak names no winner), with one feature list per player; a drawn deal is left
    out.  The evaluation's weights come from this (docs/ai.md, "A learned evaluation for durak")."""
    fe = _tool("fit_eval")
    rows = fe.collect("durak", 2, 6, 1, 3, {}, loser=True)
    assert fe.collect("durak", 2, 6, 1, 3, {}) == []          # no deal of durak names a winner
    expected = []
    rng = random.Random(1)
    for d in range(6):                                        # the same deals, played here
        st = new_game("durak", 2, seed=1_000_003 + d)
        snaps, k = [], 0
        while not st.is_over:
            legal = st.legal_actions()
            if k % 3 == 2:
                snaps.append(h.eval_features(st))
            k += 1
            st.apply(legal[0] if len(legal) == 1 else h.choose(st.view(st.to_act), legal, rng, "normal"))
        if len(st.result.losers) == 1:
            expected += [(f, st.result.losers[0]) for f in snaps]
    assert rows == expected and len(rows) > 50
    assert {y for _f, y in rows} == {0, 1}


def _tool(name: str):
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_time_agreement_tool_asks_hard_where_it_searches():
    """tools/time_agreement.py: the decisions it picks are Hard's searching ones (two players,
    cards left in the stock, a choice to make); every budget's move is Hard's own at that budget
    with the deal's random numbers, and a count of differing answers is read off those moves."""
    ta = _tool("time_agreement")
    picked = list(ta.decisions("durak", 4, {"variant": "transfer"}, 3))
    assert len(picked) == 4
    for _, st in picked:     # a hidden card in the stock besides the turned-up trump (DUR-2)
        v = st.view(st.to_act)
        assert v.stock_size > 1 and len(st.legal_actions(st.to_act)) >= 2
    rows, differ = ta.agreement("durak", 4, [0.02, 0.06], {"variant": "transfer"}, 3)
    hard = HardAgent("durak")
    for (deal_seed, st), row in zip(picked, rows):
        view, legal = st.view(st.to_act), st.legal_actions(st.to_act)
        assert row[:2] == [str(hard.choose(view, legal, random.Random(deal_seed), b)) for b in (0.02, 0.06)]
    assert differ[("0.02 s", "0.06 s")] == sum(r[0] != r[1] for r in rows)
    assert set(differ) == {("0.02 s", "0.06 s"), ("0.02 s", "Normal"), ("0.06 s", "Normal")}
    for bad in (["durak", "--option", "variant"], ["durak", "--option", "variant=sideways"],
                ["donkey"], ["durak", "--budgets", "1,1"], ["durak", "--budgets", "0.25,x"],
                ["durak", "--budgets", "0"], ["durak", "--positions", "0"]):
        with pytest.raises(SystemExit) as refused:     # refused with a reason, before any search
            ta.main(bad)
        assert refused.value.code == 2


def test_the_chance_cost_tool_runs_the_chance_search_where_it_applies():
    """tools/chance_cost.py: its decisions are the chance search's (two players, one or two
    hidden stock cards on the turned-up trump, a choice), its counts are the search's own
    answers at the budget's steps, and the search's floor is back in place afterwards."""
    from cardtable.ai import durak_stock

    cc = _tool("chance_cost")
    picked = cc.decisions("durak", 3, {"variant": "transfer"}, 2)
    assert len(picked) == 3
    for view, legal, _normal in picked:
        assert durak_stock.chance_world(view) and 2 <= view.stock_size <= 3 and len(legal) >= 2
    floor = durak_stock.MIN_NODES
    row = cc.cost("durak", picked, 0.05)
    assert durak_stock.MIN_NODES == floor
    steps = HardAgent("durak").iteration_count(0.05, 2)
    assert row["steps"] == steps and row["decisions"] == 3
    durak_stock.MIN_NODES = 0
    try:
        answers = [durak_stock.chance_search(v, lg, n, steps) for v, lg, n in picked]
    finally:
        durak_stock.MIN_NODES = floor
    assert row["solved"] == sum(s["exact"] == 2 for _m, s in answers)
    assert row["alone"] == sum(m is not None for m, _s in answers)
    assert row["spent"] == pytest.approx(sum(s["iterations"] for _m, s in answers) / steps / 3)
    for bad in (["durak", "--option", "variant"], ["donkey"], ["durak", "--budgets", "x"],
                ["durak", "--budgets", "0"], ["durak", "--positions", "0"]):
        with pytest.raises(SystemExit) as refused:
            cc.main(bad)
        assert refused.value.code == 2
