"""Durak inference for Hard's worlds (cardtable/ai/durak_infer.py): the clues read from the
public history (DUR-5 … DUR-10), worlds that always agree with the view, the evidence working
in exact positions, the fallback to a uniform deal, determinism and no peeking (GEN-2)."""

from __future__ import annotations

import random

import pytest
from durak_kit import play

from cardtable import engine
from cardtable.ai import durak_infer
from cardtable.ai.base import heuristic_module
from cardtable.ai.durak_infer import PASS, SKIP, read_evidence, sample_world, weights
from cardtable.ai.hard import HardAgent
from cardtable.ai.rollouts import fresh_world
from cardtable.engine.durak.cards import parse_cards
from cardtable.engine.durak.rig import rig_deck

WORLDS = 2000


def game(hands: list[str], trump: str, options: dict | None = None):
    """A two-player transfer deal with these hands (seat 1 deals: seat 0 is dealt first)."""
    deck = rig_deck(2, hands, trump=trump)
    opts = dict({"variant": "transfer"}, **(options or {}), dealer=1)
    return engine.new_game("durak", 2, seed=0, options=opts, deck=deck)


def holds_any(world, p: int, cards: list[int]) -> bool:
    return any(c in world.hands[p] for c in cards)


def count_worlds(view, p: int, cards: list[int], deal) -> int:
    """In how many of WORLDS worlds dealt by ``deal`` (seeds 0 …) seat ``p`` holds one of ``cards``."""
    return sum(holds_any(deal(view, random.Random(s)), p, cards) for s in range(WORLDS))


def count_cards(view, p: int, cards: list[int], deal) -> int:
    """How many of ``cards`` seat ``p`` holds in all WORLDS worlds dealt by ``deal`` together."""
    return sum(len(set(cards) & set(deal(view, random.Random(s)).hands[p])) for s in range(WORLDS))


def agrees(world, view) -> bool:
    """The world keeps every hard fact of ``view``: the seat's hand, every hand's size, the
    known cards in their holders' hands, the table, the discard pile, the stock's size and the
    turned-up trump at its bottom (DUR-2), every card once."""
    p, n = view.player, view.players
    wv = world.view(p)
    on_table = [c for pair in view.table for c in pair if c is not None]
    everything = sorted([c for h in world.hands for c in h] + list(world.stock) + list(world.discard)
                        + on_table)
    return (wv.hand == view.hand and wv.hand_sizes == view.hand_sizes
            and wv.stock_size == view.stock_size and wv.known == view.known
            and wv.discarded == view.discarded and wv.table == view.table
            and wv.to_act == view.to_act and wv.phase == view.phase
            and all(set(view.known[q]) <= set(world.hands[q]) for q in range(n))
            and everything == list(range(36))
            and (view.stock_size == 0 or n * 6 >= 36 or world.stock[0] == view.trump_card))


# -- the clues, in exact positions ------------------------------------------------
HAND0 = "9♣ J♣ Q♥ K♥ 10♠ J♠"   # seat 0 in the positions below (trumps: spades)


def seven_led_and_covered(asked: bool):
    """Seat 1 (lowest trump, DUR-4) leads 7♣ and seat 0 covers it with 9♣.  With ``asked`` seat 1
    holds 7♦ and says "done" to the window; without it he holds no 7 or 9 and is skipped."""
    hand1 = "6♥ 7♣ 7♦ 8♠ A♠ A♦" if asked else "6♥ 7♣ 10♦ 8♠ A♠ A♦"
    st = game([HAND0, hand1], trump="6♠")
    play(st, "1:attack 7♣", "1:done" if asked else "0:cover 9♣/7♣")
    if asked:
        play(st, "0:cover 9♣/7♣", "1:done")
    return st


def test_a_player_skipped_in_a_throw_in_window_held_no_card_of_the_table_ranks_DUR_8():
    """After his lead and after the cover, seat 1 was not asked (DUR-8: only a player with a legal addition is) with
    room to add (DUR-7): he held no seven and no nine.  The worlds deal him one far less often
    than the uniform deal, in exact counts for these seeds."""
    st = seven_led_and_covered(asked=False)
    view = st.view(0)
    assert [str(a) for a in view.history] == ["1:attack 7♣", "0:cover 9♣/7♣"]
    assert view.phase == "attack" and view.to_act == 0  # the bout is over, the draws done
    ev = read_evidence(view)
    assert ev is not None and not ev.contradicted
    skips = [c for c in ev.clues if c.alpha == SKIP]
    sevens = sum(1 << c for c in parse_cards("7♠ 7♥ 7♦ 7♣"))
    nines = sum(1 << c for c in parse_cards("9♠ 9♥ 9♦ 9♣"))
    # skipped after his lead (no other seven) and after the cover (no seven, no nine)
    assert [(c.player, c.mask) for c in skips] == [(1, sevens), (1, sevens | nines)]
    unseen_79 = [c for c in parse_cards("7♠ 7♥ 7♦ 9♠ 9♥ 9♦")]
    uniform = count_worlds(view, 1, unseen_79, fresh_world)
    inferred = count_worlds(view, 1, unseen_79, sample_world)
    assert (uniform, inferred) == (1528, 423)


def test_a_player_who_said_done_kept_his_cheap_cards_of_the_table_ranks_DUR_8():
    """Seat 1 was asked after his lead and after the cover and said "done" both times: Normal
    throws in any non-trump 6 … 9 of the table's ranks it may, so he holds fewer of them in the
    worlds than in the uniform deal; 7♦ (his) is dealt him less often."""
    st = seven_led_and_covered(asked=True)
    view = st.view(0)
    ev = read_evidence(view)
    assert ev is not None
    passes = {(c.player, c.mask) for c in ev.clues if c.alpha == PASS}
    sevens = sum(1 << c for c in parse_cards("7♥ 7♦ 7♣"))   # (7♠ is a trump)
    nines = sum(1 << c for c in parse_cards("9♥ 9♦ 9♣"))
    assert passes == {(1, sevens), (1, sevens | nines)}
    w = weights(view, ev)[1]
    assert w[parse_cards("7♦")[0]] < w[parse_cards("9♦")[0]] < 1 < w[parse_cards("7♠")[0]]
    cheap = parse_cards("7♥ 7♦ 9♥ 9♦")  # unseen by seat 0, not trumps
    uniform = count_cards(view, 1, cheap, fresh_world)
    inferred = count_cards(view, 1, cheap, sample_world)
    assert inferred < uniform * 0.75, (uniform, inferred)


def test_a_lead_tells_the_leader_had_no_lower_non_trump_DUR_5():
    """Normal leads its lowest non-trump while the stock lasts: after 1:attack Q♦, the worlds
    deal seat 1 fewer non-trump sixes … tens than the uniform deal."""
    st = game([HAND0, "Q♦ K♦ A♦ 8♠ A♠ A♣"], trump="6♠")
    play(st, "1:attack Q♦")
    view = st.view(0)
    low = [c for c in range(36) if (c & 3) != (view.trump_suit or 0) and c >> 2 <= 4
           and c not in view.hand and c not in parse_cards("Q♦")]
    uniform = count_cards(view, 1, low, fresh_world)
    inferred = count_cards(view, 1, low, sample_world)
    assert inferred < uniform * 0.9, (uniform, inferred)


def test_a_defender_who_took_could_not_cover_cheaply_DUR_6():
    """Seat 0 leads 8♥ into seat 1, who takes: Normal would have covered with a higher heart or
    a low trump, and transferred with an eight (DUR-12): seat 1 holds them less often."""
    st = game(["8♥ J♣ Q♥ K♥ 6♠ 10♠", "7♥ 7♣ 10♦ K♣ A♣ A♦"], trump="9♠")
    play(st, "0:attack 8♥", "1:take")
    view = st.view(0)
    ev = read_evidence(view)
    assert ev is not None and {c.player for c in ev.clues} == {1}
    beaters = [c for c in parse_cards("9♥ 10♥ J♥ A♥ 7♠ 8♠ J♠ 8♣ 8♦")]
    uniform = count_worlds(view, 1, beaters, fresh_world)
    inferred = count_worlds(view, 1, beaters, sample_world)
    assert inferred < uniform * 0.75, (uniform, inferred)


def test_evidence_that_contradicts_itself_falls_back_to_the_uniform_deal():
    """Seat 1 said "done" holding 7♦ (a cheap seven Normal throws in), then threw it in with
    nothing drawn since: his play is not Normal's, so his clues about his play are dropped; the
    protocol's fact stays (he was skipped after the throw: no more sevens or nines, DUR-8), and
    every other card is dealt him as uniformly as by the engine's deal."""
    st = seven_led_and_covered(asked=True)
    st2 = game([HAND0, "6♥ 7♣ 7♦ 8♠ A♠ A♦"], trump="6♠")
    play(st2, "1:attack 7♣", "1:done", "0:cover 9♣/7♣", "1:throw 7♦")
    view = st2.view(0)
    ev = read_evidence(view)
    assert ev is not None and ev.contradicted == frozenset({1})
    assert [(c.kind, c.mask) for c in ev.clues] == [
        ("SKIP", sum(1 << c for c in parse_cards("7♠ 7♥ 7♦ 7♣ 9♠ 9♥ 9♦ 9♣")))]
    w = weights(view, ev)[1]
    assert {c for c in range(36) if w[c] != 1} == set(parse_cards("7♠ 7♥ 7♦ 7♣ 9♠ 9♥ 9♦ 9♣"))
    assert read_evidence(st.view(0)).contradicted == frozenset()


@pytest.mark.parametrize("options", [{"italian": True}, {"transfer_by_showing_trump": True}])
def test_histories_the_replay_does_not_follow_give_no_evidence(options):
    """The Italian pick-up and the showing transfer move cards the replay does not track: no
    clues, the uniform deal."""
    st = game([HAND0, "6♥ 7♣ 10♦ 8♠ A♠ A♦"], trump="6♠", options=options)
    play(st, "1:attack 7♣", "0:cover 9♣/7♣")
    assert read_evidence(st.view(0)) is None
    assert read_evidence(seven_led_and_covered(asked=False).view(0)) is not None


# -- every world agrees with the view ----------------------------------------------
CASES = ([("durak", n, {"variant": v}) for v in ("transfer", "throw_in", "simple") for n in (2, 3, 4, 6)]
         + [("durak", 4, {"variant": "throw_in", "teams": "2x2"})]
         + [("witch_durak", n, {}) for n in (2, 4)])


@pytest.mark.parametrize("game_id,n,options", CASES,
                         ids=[f"{g}-{n}p-{'-'.join(map(str, o.values()))}" for g, n, o in CASES])
def test_every_world_agrees_with_the_view_and_the_replay_follows_the_deal(game_id, n, options):
    """All deal long, played by Normal, Easy and Hard-like deviations alike (Easy's random moves):
    the replayed sizes match the view wherever the variant is followed (DUR-10), and every world
    dealt from any seat's view keeps its hard facts."""
    mod = heuristic_module(game_id)
    followed = game_id == "durak" and "teams" not in options
    checked = 0
    for seed in range(3):
        st = engine.new_game(game_id, n, seed=seed, options=options)
        rng = random.Random(seed)
        level = ("normal", "easy", "normal")[seed]
        while not st.is_over:
            p = st.to_act
            view = st.view(p)
            if followed:
                assert read_evidence(view) is not None, [str(a) for a in view.history]
            world = sample_world(view, random.Random(checked))
            assert agrees(world, view), (seed, [str(a) for a in view.history])
            assert sorted(map(str, world.legal_actions(p))) == sorted(map(str, st.legal_actions(p)))
            checked += 1
            st.apply(mod.choose(view, st.legal_actions(p), rng, level))
    assert checked > 30


def test_the_dealing_is_deterministic_for_a_seed():
    st = seven_led_and_covered(asked=True)
    view = st.view(0)
    durak_infer.plan_of(view)
    a = [sample_world(view, random.Random(s)).hands for s in range(5)]
    durak_infer._memo[:] = [None, None]   # a fresh read of the view gives the same worlds
    b = [sample_world(st.view(0), random.Random(s)).hands for s in range(5)]
    assert a == b and len({str(h) for h in a}) > 1


def test_the_worlds_depend_only_on_the_view_GEN_2():
    """Two deals that differ in seat 1's hidden cards but give seat 0 the same view deal the
    same worlds for the same seed, and Hard with inferred worlds makes the same choice."""
    a = game([HAND0, "6♥ 7♣ 10♦ 8♠ A♠ A♦"], trump="6♠")
    b = game([HAND0, "6♥ 7♣ 10♥ 8♠ A♥ K♦"], trump="6♠")
    for st in (a, b):
        play(st, "1:attack 7♣")
    va, vb = a.view(0), b.view(0)
    assert va.hand == vb.hand and list(va.history) == list(vb.history)
    assert a.hands[1] != b.hands[1]
    for s in range(10):
        assert sample_world(va, random.Random(s)).hands == sample_world(vb, random.Random(s)).hands
    agent = HardAgent("durak", iterations=400, sample_world=sample_world)
    legal = a.legal_actions(0)
    assert legal == b.legal_actions(0)
    assert agent.choose(va, legal, random.Random(3), 1.0) == agent.choose(vb, legal, random.Random(3), 1.0)


def test_the_arena_seats_hard_with_inferred_worlds():
    """``hardinfer`` (Hard dealing its worlds by inference, whatever durak's default) plays the
    arena's deals, and refuses the games it has no inference for."""
    from cardtable import arena
    summary = arena.run("durak", 2, ["hardinfer@0.01", "normal"], 2, 1, {"variant": "transfer"}, 0.01,
                        workers=1, duplicate_report=True)
    assert summary["levels"]["hardinfer@0.01"]["deals"] == 2
    assert summary["levels"]["hardinfer@0.01"]["searches"] >= 1
    with pytest.raises(ValueError, match="witch_durak deals no worlds by inference"):
        arena._agent("hardinfer", "witch_durak")


@pytest.mark.parametrize("on", [frozenset(), frozenset({2})])
def test_durak_hard_deals_by_inference_at_the_table_sizes_switched_on(monkeypatch, on):
    """heuristic_durak.sample_world (Hard's hook) is the inference at the table sizes of
    INFER_WORLDS and the uniform deal elsewhere; Witch durak keeps the uniform deal."""
    from cardtable.ai import heuristic_durak, heuristic_witch_durak
    from cardtable.ai.hooks import HardHooks
    monkeypatch.setattr(heuristic_durak, "INFER_WORLDS", on)
    assert HardHooks.of(heuristic_durak).sample_world is heuristic_durak.sample_world
    assert HardHooks.of(heuristic_witch_durak).sample_world is None
    view = seven_led_and_covered(asked=False).view(0)
    differ = 0
    for s in range(5):
        got = heuristic_durak.sample_world(view, random.Random(s)).hands
        inferred = sample_world(view, random.Random(s)).hands
        uniform = fresh_world(view, random.Random(s)).hands
        assert got == (inferred if on else uniform)
        differ += inferred != uniform
    assert differ == 5
    four = engine.new_game("durak", 4, seed=1, options={"variant": "transfer"})
    v4 = four.view(four.to_act)
    assert heuristic_durak.sample_world(v4, random.Random(0)).hands == fresh_world(v4, random.Random(0)).hands
