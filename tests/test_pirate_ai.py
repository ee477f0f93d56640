"""Pirate Party AI: the heuristic (Easy/Normal) and Hard always pick a legal action,
use only the view, call 'All hands on deck!' at Normal, never bluff a Draw Four at
Normal, answer attacks, and catch (PIR-10 … PIR-12)."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from test_pirate_kit import legal, play, rig, shed3

import cardtable.engine as engine
from cardtable.ai import HardAgent
from cardtable.ai import heuristic_pirate_party as h

HOUSE = ("jump_in", "double_play", "seven_zero", "stacking", "silent_deals", "five_exchange", "penalties")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_heuristic_always_legal_every_option(level):
    rng = random.Random(level)
    for i in range(24):
        n = 2 + i % 9
        opts = {HOUSE[i % 7]: True, "jump_in": HOUSE[i % 7] in ("jump_in", "double_play")}
        s = engine.new_game("pirate_party", n, seed=i, options=opts)
        steps = 0
        while not s.is_over and steps < 3000:
            for q in range(n):  # out-of-turn chances first, as a table would offer them
                if q != s.to_act and s.legal_actions(q):
                    r = h.react(s.view(q), s.legal_actions(q), rng, level)
                    if r is not None:
                        assert r in s.legal_actions(q)
                        s.apply(r)
                        break
            if s.is_over:
                break
            p = s.to_act
            acts = s.legal_actions(p)
            a = h.choose(s.view(p), acts, rng, level)
            assert a in acts
            s.apply(a)
            steps += 1
        assert s.is_over


def test_normal_calls_and_catches():
    s = shed3()
    a = h.choose(s.view(0), s.legal_actions(0), random.Random(1), "normal")
    assert str(a) == "0:play R7 !"
    play(s, "0:play R7")
    assert str(h.react(s.view(2), s.legal_actions(2), random.Random(1), "normal")) == "2:catch @0"
    assert str(h.choose(s.view(1), s.legal_actions(1), random.Random(1), "normal")) == "1:catch @0"


def test_normal_never_bluffs_and_answers_draws():
    s = rig(["W+4 R1 G2 G3 G4 G6 G7", "G+2 B1 B2 B3 B4 B6 B7", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"], "R5")
    a = h.choose(s.view(0), s.legal_actions(0), random.Random(1), "normal")
    assert str(a) == "0:play R1"
    s = rig(["W+4 Y1 G2 G3 G4 G6 G7", "G+2 B1 B2 B3 B4 B6 B7", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"], "R5")
    a = h.choose(s.view(0), s.legal_actions(0), random.Random(1), "normal")
    assert str(a) == "0:play W+4 g"  # honest, calls its strongest colour
    play(s, "0:play W+4 g")
    assert str(h.choose(s.view(1), s.legal_actions(1), random.Random(1), "normal")) == "1:play G+2"


def test_normal_challenges_a_big_hand_but_not_a_small_one():
    s = rig(["W+4 R1 G2 G3 G4 G6 G7", "B1 B2 B3 B4 B6 B7 B8", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"], "R5")
    play(s, "0:play W+4 b")
    assert "1:challenge" in legal(s)
    assert str(h.choose(s.view(1), s.legal_actions(1), random.Random(1), "normal")) == "1:challenge"
    view = replace(s.view(1), hand_sizes=[0, 7, 7])  # he laid his second-to-last card: likely honest
    assert not h._should_challenge(view, random.Random(1), False)


def test_hard_takes_a_draw_four_that_normal_would_challenge_PIR_11():
    """Normal challenges a Draw Four from a big hand; Hard's worlds hold it honest (Normal
    never bluffs), so Hard takes the four cards instead of risking six."""
    s = rig(["W+4 G2 G3 G4 G6 G7 G8", "B1 B2 B3 B4 B6 B7 B8"], "R5")
    play(s, "0:play W+4 b")
    view, acts = s.view(1), s.legal_actions(1)
    assert str(h.choose(view, acts, random.Random(1), "normal")) == "1:challenge"
    assert str(h.hard_reference(view, acts, h.choose(view, acts, random.Random(1), "normal"))) == "1:take"
    hard = HardAgent("pirate_party", iterations=2_000)
    assert str(hard.choose(view, acts, random.Random(1), 0.25)) == "1:take"
    # a Draw Two of the called colour still answers it (PIR-10): the reference keeps it
    s = rig(["W+4 G2 G3 G4 G6 G7 G8", "B+2 B2 B3 B4 B6 B7 B8"], "R5")
    play(s, "0:play W+4 b")
    assert str(h.hard_reference(s.view(1), s.legal_actions(1), s.parse_action("1:play B+2"))) == "1:play B+2"


def test_choice_depends_only_on_the_view():
    rng = random.Random(3)
    for seed in range(20):
        s = engine.new_game("pirate_party", 4, seed=seed, options={"stacking": True})
        for _ in range(rng.randrange(25)):
            if s.is_over:
                break
            acts = s.legal_actions()
            s.apply(acts[rng.randrange(len(acts))])
        if s.is_over:
            continue
        p = s.to_act
        view = s.view(p)
        twin = engine.determinize(view, random.Random(seed))
        a = h.choose(view, s.legal_actions(p), random.Random(seed), "normal")
        b = h.choose(twin.view(p), twin.legal_actions(p), random.Random(seed), "normal")
        assert a == b


def test_rollout_policy_and_hard_pick_legal_actions():
    rng = random.Random(5)
    for seed in range(6):
        s = engine.new_game("pirate_party", 2 + seed, seed=seed, options={"seven_zero": seed % 2 == 0})
        while not s.is_over:
            acts = s.legal_actions()
            a = h.rollout_policy(s, acts, rng)
            assert a in acts
            s.apply(a)
        assert len(h.evaluate(s)) == s.num_players
    agent = HardAgent("pirate_party", iterations=40)
    s = engine.new_game("pirate_party", 3, seed=2)
    for _ in range(6):
        if s.is_over:
            break
        p = s.to_act
        a = agent.choose(s.view(p), s.legal_actions(p), random.Random(1))
        assert a in s.legal_actions(p)
        s.apply(a)


def test_hard_evaluation_is_a_win_chance():
    from cardtable.ai import pirate_playout as pp

    s = engine.new_game("pirate_party", 3, seed=4)
    ev = pp.evaluate(s)
    assert abs(sum(ev) - 1.0) < 1e-9 and all(0.0 < x < 1.0 for x in ev)
    from cardtable.engine.pirate.cards import FACE, SKIP

    # fewer cards, the same action and black cards: better chances (a rigged world)
    s.hands[0] = [c for c in s.hands[0] if FACE[c] >= SKIP]
    assert len(s.hands[0]) == 3
    ev2 = pp.evaluate(s)
    assert ev2[0] > ev[0] and ev2[0] == max(ev2)




def _view_features(state) -> list[list[float]]:
    """The evaluation's features read through the seats' views (the reference for the
    playout code, which reads the world's public fields and each seat's own hand)."""
    from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, DRAW2, FACE, SKIP, WILD4
    n = state.num_players
    first = state.view(0)
    cur, top = first.to_act, first.top
    colour = COLOURS.index(first.colour)
    face = FACE[top] if COLOUR[top] != BLACK else -1
    nxt = (cur + first.direction) % n if cur is not None else -1
    pending = first.pending if first.phase == "pending" else 0
    sizes = [first.hand_sizes[p] + (pending if p == cur else 0) for p in range(n)]
    hands = [state.view(p).hand for p in range(n)]
    draws = [sum(c == WILD4 or (COLOUR[c] != BLACK and FACE[c] == DRAW2) for c in h) for h in hands]
    out = []
    for p in range(n):
        hand = hands[p]
        black = sum(COLOUR[c] == BLACK for c in hand)
        action = sum(COLOUR[c] != BLACK and FACE[c] >= SKIP for c in hand)
        playable = black + sum(COLOUR[c] != BLACK and (COLOUR[c] == colour or FACE[c] == face) for c in hand)
        cols = {COLOUR[c] for c in hand if COLOUR[c] != BLACK}
        size = sizes[p]
        f = [math.log(1 + size), float(p == cur), float(black), float(action),
             float(len(cols)), float(playable), float(p == nxt and n > 2)]
        if n == 2:
            other = sizes[1 - p]
            skr = action - sum(COLOUR[c] != BLACK and FACE[c] == DRAW2 for c in hand)
            f += [float(draws[p] if other <= 2 else 0), float(size == 1), float(draws[p]), float(skr),
                  float(black if other <= 2 else 0)]
        else:
            after, before = (p + first.direction) % n, (p - first.direction) % n
            leader = min(sizes[q] for q in range(n) if q != p)
            third = cur is not None and (cur + 2 * first.direction) % n == p
            f += [math.log(1 + sizes[after]), float(draws[p] if sizes[after] <= 2 else 0),
                  float(draws[before] if size <= 2 else 0), float(size == 1),
                  math.log(1 + size) - math.log(1 + leader), float(third), float(draws[p]),
                  float(action - sum(COLOUR[c] != BLACK and FACE[c] == DRAW2 for c in hand)),
                  float(black if sizes[after] <= 2 else 0)]
        out.append(f)
    return out


def test_playout_view_and_features_read_what_the_views_show():
    """Hard's playouts ask Normal with ``playout_view`` (the fields Normal reads) instead of
    the full view, and the evaluation reads the world's fields: both must agree with the
    seats' views exactly — same choice for the same random numbers, same features — in
    every phase the house rules reach (PIR-7 … PIR-20)."""
    rng = random.Random(5)
    checked = set()
    for i in range(21):
        n = 2 + i % 5
        opts = {HOUSE[i % 7]: True, "jump_in": HOUSE[i % 7] in ("jump_in", "double_play")}
        s = engine.new_game("pirate_party", n, seed=100 + i, options=opts)
        steps = 0
        while not s.is_over and steps < 400:
            p = s.to_act
            acts = s.legal_actions(p)
            seed = rng.getrandbits(32)
            a = h.choose(s.view(p), acts, random.Random(seed), "normal")
            assert h.choose(h.playout_view(s, p), acts, random.Random(seed), "normal") == a
            assert h.eval_features(s) == _view_features(s)
            checked.add(s.view(p).phase)
            s.step(a if rng.random() < 0.8 else acts[rng.randrange(len(acts))])
            steps += 1
    assert {"turn", "drawn", "skipped", "pending", "swap", "five", "give"} <= checked


def test_evaluation_features_at_four_players():
    """The features the 3+ player evaluation adds (next player's hand, draw cards against a
    player about to go out, the leader's distance, who acts third), in a rigged world."""
    from cardtable.engine.pirate.cards import parse_cards

    s = rig(["R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7", "G1 G2 G3 G4 G5 G6 G7",
             "B1 B2 B3 B4 B5 B6 B7"], "R9")
    assert s.to_act == 0 and s.direction == 1
    for p, text in enumerate(["R5 R+2 W+4", "Y3 YS", "G+2", "B1 B2 B3 BR"]):
        s.hands[p] = parse_cards(text)
    log = math.log
    expected = [
        [log(4), 1, 1, 1, 1, 3, 0, log(3), 2, 0, 0, log(4) - log(2), 0, 2, 0, 1],
        [log(3), 0, 0, 1, 1, 0, 1, log(2), 0, 2, 0, log(3) - log(2), 0, 0, 1, 0],
        [log(2), 0, 0, 1, 1, 0, 0, log(5), 0, 0, 1, log(2) - log(3), 1, 1, 0, 0],
        [log(5), 0, 0, 1, 1, 0, 0, log(4), 0, 0, 0, log(5) - log(2), 0, 0, 1, 0],
    ]
    got = h.eval_features(s)
    assert len(got) == 4 and all(len(f) == len(h.EVAL_FEATURES[10]) for f in got)
    for f, e in zip(got, expected):
        assert f == pytest.approx(e, abs=1e-12)
    # seat 2 goes out next unless seat 3 stops him; seat 1 (two cards) sits after seat 0's
    # two draw cards
    assert [round(x, 4) for x in h.evaluate(s)] == [0.3484, 0.0754, 0.5251, 0.0511]


def test_evaluation_features_at_two_players():
    """The 2-player evaluation's own features (draw cards and black cards against a player
    at two cards or fewer, one card left, draw cards, skips and reverses — a skip or reverse
    lets a player of two lay again), in a rigged world, and its estimate there."""
    from cardtable.engine.pirate.cards import parse_cards

    s = rig(["R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7"], "R9")
    assert s.to_act == 0
    s.hands[0], s.hands[1] = parse_cards("R5 R+2 W+4"), parse_cards("Y3 YS")
    log = math.log
    expected = [
        [log(4), 1, 1, 1, 1, 3, 0, 2, 0, 2, 0, 1],
        [log(3), 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0],
    ]
    got = h.eval_features(s)
    assert all(len(f) == len(h.EVAL_FEATURES[2]) for f in got)
    for f, e in zip(got, expected):
        assert f == pytest.approx(e, abs=1e-12)
    assert [round(x, 4) for x in h.evaluate(s)] == [0.821, 0.179]
    # one card left: seat 1 lays his skip and holds the 3 alone
    s.hands[1] = parse_cards("Y3")
    assert h.eval_features(s)[1] == pytest.approx([log(2), 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0], abs=1e-12)


def test_move_difference_fit_recovers_the_weights():
    """tools/fit_eval.py --moves: when each move's mean return is exactly the evaluation's
    mean under some weights, Gauss-Newton finds those weights from another start."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "fit_eval.py"
    spec = importlib.util.spec_from_file_location("fit_eval", path)
    fe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fe)
    true = [-1.5, 0.4, 0.3]
    rng = random.Random(3)
    data = []
    for _ in range(60):
        moves = []
        for _ in range(3):
            feats = [[math.log(1 + rng.randrange(1, 8)), float(rng.random() < 0.3), float(rng.randrange(3))]
                     for _ in range(4)]
            moves.append([(feats, fe._chance(true, feats, 0, 3)[0]), (None, 1.0)])
        data.append((0, moves))
    w = fe.fit_moves(data, [-1.0, 0.0, 0.0], 3, iterations=30, damping=1e-9)
    assert w == pytest.approx(true, abs=1e-6)
    assert fe.move_error(data, w, 3) < 1e-12 < fe.move_error(data, [-1.0, 0.0, 0.0], 3)


def test_winner_fit_reaches_the_maximum_likelihood():
    """tools/fit_eval.py (the winner fit of the conditional logit): at the weights it returns the
    ridge-penalised log-likelihood is flat — each feature's observed total over the winners
    equals its expected total plus ``ridge · w`` — and its log-loss beats the uniform guess."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "fit_eval.py"
    spec = importlib.util.spec_from_file_location("fit_eval", path)
    fe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fe)
    rng = random.Random(5)
    true = [-1.2, 0.6]
    rows = []
    for _ in range(400):
        feats = [[math.log(1 + rng.randrange(1, 8)), float(rng.random() < 0.4)] for _ in range(4)]
        zs = [math.exp(sum(a * b for a, b in zip(true, f))) for f in feats]
        u, y = rng.random() * sum(zs), 0
        while u > zs[y]:
            u -= zs[y]
            y += 1
        rows.append((feats, y))
    ridge = 1e-3
    w = fe.fit(rows, 2, ridge=ridge)
    grad = [0.0, 0.0]
    for feats, y in rows:
        es = [math.exp(sum(a * b for a, b in zip(w, f))) for f in feats]
        ps = [e / sum(es) for e in es]
        for j in range(2):
            grad[j] += feats[y][j] - sum(p * f[j] for p, f in zip(ps, feats))
    assert grad == pytest.approx([ridge * w[0], ridge * w[1]], abs=1e-6)
    loss, uniform, _accuracy = fe.score(rows, w)
    assert loss < uniform
    assert w[0] < -0.5 and w[1] > 0.2            # the signs and rough sizes of the weights dealt
