"""Witch durak AI (docs/rules.md chapter 2): always legal for every preset and player count,
no cheating (GEN-2), the eight's name (WIT-8), the king's choice (WIT-K), the nine that stops
a transfer (WIT-9), the queen first (WIT-Q), and Hard's playout policy."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import HardAgent, make_agent
from cardtable.ai import heuristic_witch_durak as w
from cardtable.ai.durak_memory import Memory
from cardtable.engine import determinize, new_game
from cardtable.engine.durak.cards import parse_card
from cardtable.engine.durak.rig import position

ALL = "6 7 8 9 10 J Q K A"
PRESETS = ["game1", "game2", "game3", "all"]


def C(text):
    return parse_card(text)


def witch(n, hands, trump, ranks, attacker=0, stock=(), known=None):
    return position(n, hands, trump=trump, attacker=attacker, stock=stock, known=known,
                    options={"enchanted_ranks": ranks}, game="witch_durak")


def decide(st, level="normal", seed=0):
    p = st.to_act
    return w.choose(st.view(p), st.legal_actions(p), random.Random(seed), level)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_easy_and_normal_always_choose_a_legal_action_WIT_1(preset, n):
    levels = ["normal", "easy"]
    for seed in range(2):
        st = new_game("witch_durak", n, seed=seed * 31 + n, options={"enchanted_ranks": preset})
        rng = random.Random(seed)
        steps = 0
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions(p)
            a = make_agent(levels[(p + seed) % 2], "witch_durak").choose(st.view(p), legal, rng)
            assert a in legal, (preset, n, seed, str(a))
            st.apply(a)
            steps += 1
            assert steps < 3000
    assert st.result is not None


def test_team_witch_durak_ai_is_legal_WIT_T():
    for seed in range(3):
        st = new_game("witch_durak", 4, seed=seed, options={"enchanted_ranks": ALL, "teams": "2x2"})
        rng = random.Random(seed)
        while not st.is_over:
            p = st.to_act
            a = make_agent("normal", "witch_durak").choose(st.view(p), st.legal_actions(p), rng)
            st.apply(a)
        assert st.result.draw or sorted(st.result.winners) in ([0, 2], [1, 3])


def test_no_cheating_same_view_same_choice_GEN_2():
    for i in range(40):
        n = 2 + i % 5
        st = new_game("witch_durak", n, seed=900 + i, options={"enchanted_ranks": ALL})
        rng = random.Random(i)
        for _ in range(rng.randrange(0, 60)):
            nxt = st.clone()
            legal = nxt.legal_actions()
            nxt.apply(legal[rng.randrange(len(legal))])
            if nxt.is_over:
                break
            st = nxt
        p = st.to_act
        view, legal = st.view(p), st.legal_actions(p)
        alt = determinize(view, random.Random(i))
        assert alt.view(p) == view
        for level in ("easy", "normal"):
            a = make_agent(level, "witch_durak").choose(view, legal, random.Random(i))
            b = make_agent(level, "witch_durak").choose(alt.view(p), alt.legal_actions(p), random.Random(i))
            assert a == b and a in legal


def test_rules_match_the_engine_beating_WIT_2():
    st = new_game("witch_durak", 3, seed=5, options={"enchanted_ranks": ALL})
    rules = w.Rules(st.view(0))
    for c in range(36):
        for a in range(36):
            if c == a:
                continue
            if a >> 2 == 2:  # our unplayed eight: beaten only if beaten under every name
                want = True
                for s in st._names(a):
                    st.named[a] = s
                    want &= any(st.beats(c, a, nm) for nm in st._names(c))
                st.named.clear()
            else:
                want = any(st.beats(c, a, nm) for nm in st._names(c))
            assert rules.beats(c, a) == want, (c, a)


def test_eight_named_the_suit_the_defender_cannot_beat_WIT_8():
    # trump ♣; the defender is known to hold 9♠ and A♥ 10♥ (beat an 8 named ♠ or ♥), 7♦ does not
    st = witch(2, ["8♠ K♦ A♠", "9♠ A♥ 7♦ 10♥"], "Q♣", ["8"], known={1: "9♠ A♥ 7♦ 10♥"})
    a = decide(st)
    assert str(a) == "0:attack 8♠ =♦"


def test_name_for_eight_avoids_known_higher_cards_and_trumps_WIT_8():
    # trump ♥ (never nameable): the defender holds 10♠ (beats ♠), A♦ 9♦ (beat ♦), only 7♣ of ♣
    st = witch(2, ["7♦ 8♣ K♠", "9♦ A♦ 10♠ 7♣"], "Q♥", ["8"], known={1: "9♦ A♦ 10♠ 7♣"})
    v = st.view(0)
    rules = w.Rules(v)
    m = Memory(v, beats_fn=rules.beats, value_fn=rules.value)
    assert w.name_for_eight(C("8♣"), 1, m, rules, [0, 2, 3]) == 3
    # with a trump in his hand our unplayed eight is beaten whatever its name
    st = witch(2, ["7♦ 8♣ K♠", "9♦ A♦ 10♠ 6♥"], "Q♥", ["8"], known={1: "9♦ A♦ 10♠ 6♥"})
    v = st.view(0)
    rules = w.Rules(v)
    m = Memory(v, beats_fn=rules.beats, value_fn=rules.value)
    assert m.beat_prob(1, C("8♣")) == 1.0   # the trump 6♥ beats an eight of any name


def test_cover_with_an_eight_names_the_attack_suit_WIT_8():
    st = witch(2, ["7♥ K♠", "8♠ A♦"], "A♣", ["8"])
    st.apply("0:attack 7♥")
    assert str(decide(st)) == "1:cover 8♠/7♥ =♥"


def king_state(p0: str, p2: str):
    st = witch(3, ["10♠ " + p0, "K♠ 7♦ 8♦", p2], "A♣", ["K"])
    st.apply("0:attack 10♠")
    if st.phase == "throw_in":
        st.apply(f"{st.to_act}:done")
    st.apply("1:cover K♠/10♠")
    while st.phase == "throw_in":
        st.apply(f"{st.to_act}:done")
    assert st.phase == "king" and st.to_act == 1
    return st


def test_king_reverses_when_the_attacker_behind_is_stronger_WIT_K():
    # player 0 (who attacks 1 clockwise) keeps many cards, 2 holds one: reverse, so 2 attacks 1
    st = king_state("J♥ Q♥ 9♥ 7♥", "6♦")
    assert str(decide(st)) == "1:reverse"


def test_king_keeps_when_the_attacker_behind_is_weaker_WIT_K():
    st = king_state("6♦", "J♥ Q♥ 9♥ 7♥ 6♠")
    assert str(decide(st)) == "1:keep"


def test_nine_thrown_to_stop_a_transfer_onto_us_WIT_9():
    st = witch(3, ["6♠ K♠ K♥", "6♦ 7♠ Q♣", "9♦ 10♦ J♦"], "A♣", ["9"], known={1: "6♦"})
    st.apply("0:attack 6♠")
    assert st.to_act == 2  # the defender 1 would transfer onto player 2
    assert str(decide(st)) == "2:throw 9♦"


def test_queen_covers_first_to_close_throw_ins_WIT_Q():
    st = witch(3, ["10♠ J♦ K♥", "Q♠ J♥ 7♦", "10♥ A♦"], "A♣", ["Q"])
    st.apply("0:attack 10♠")
    st.apply("2:throw 10♥")
    if st.phase == "throw_in":
        st.apply(f"{st.to_act}:done")
    assert st.to_act == 1 and st.phase == "defend"
    assert str(decide(st)) == "1:cover Q♠/10♠"


def test_hard_is_legal_and_its_playout_handles_eights_and_the_king():
    for seed in range(2):
        st = new_game("witch_durak", 3, seed=seed, options={"enchanted_ranks": ALL})
        agent = HardAgent("witch_durak", iterations=12)
        rng = random.Random(seed)
        for _ in range(40):
            if st.is_over:
                break
            p = st.to_act
            legal = st.legal_actions(p)
            a = agent.choose(st.view(p), legal, rng, 0.05)
            assert a in legal
            st.apply(a)
    st = king_state("6♦", "J♥ Q♥ 9♥ 7♥ 6♠")
    assert str(w.rollout_policy(st, st.legal_actions(), random.Random(0))) in ("1:reverse", "1:keep")
    st = witch(2, ["7♥ K♠", "8♠ A♦"], "A♣", ["8"])
    st.apply("0:attack 7♥")
    picks = {str(w.rollout_policy(st, st.legal_actions(), random.Random(s))) for s in range(30)}
    assert "1:cover 8♠/7♥ =♥" in picks


@pytest.mark.parametrize("ranks,n,seed", [("game2", 3, 19), ("game2", 3, 101), ("all", 3, 85),
                                          ("all", 4, 38), ("game2", 3, 49)])
def test_normal_players_do_not_pass_cards_round_for_ever(ranks, n, seed):
    """Deals where Normal players used to cycle (nobody draws, the same sets taken in turn)."""
    st = new_game("witch_durak", n, seed=seed, options={"enchanted_ranks": ranks})
    rng = random.Random(seed)
    for _ in range(1500):
        if st.is_over:
            break
        p = st.to_act
        legal = st.legal_actions(p)
        st.apply(legal[0] if len(legal) == 1 else w.choose(st.view(p), legal, rng, "normal"))
    assert st.is_over
