"""Strong Witchcraft's playout mode (``step``: the transitions of ``apply`` with the event sink)
plays exactly as the engine did before its playout path was fused, and as it does since.

Two checks: seeded random deals of every player count and both deck sizes, played side by
side with ``apply_unchecked`` and ``step``, must agree on every field after every action (the
legal actions, the position's fields, the hand masks, the next seats, who acts, the result);
and playout-mode deals fold their legal actions and positions into a SHA-256 digest taken
from the engine before that work (main at 7dd76eb), so a changed transition shows here.
"""

from __future__ import annotations

import hashlib
import random

import pytest
from test_witchcraft_helpers import deal
from test_witchcraft_rules import ORDER_HANDS, ORDER_MOVES, ORDER_SEATS, ORDER_STOCK

from cardtable.engine import new_game
from cardtable.engine.witchcraft.cards import card_str
from cardtable.engine.witchcraft.position import fields_of

GAME = "strong_witchcraft"


def _fields(st) -> tuple:
    return (fields_of(st), list(st.hand_masks), list(st.next_active), st.to_act, st.is_over)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("sets", [1, 2])
def test_step_matches_apply_unchecked_after_every_action(n, sets):
    for seed in range(12):
        rng = random.Random(1000 * n + seed)
        a = new_game(GAME, n, seed=seed, options={"sets": sets})
        b = new_game(GAME, n, seed=seed, options={"sets": sets})
        while not a.is_over:
            legal = a.legal_actions()
            assert b.legal_actions() == legal
            for p in range(n):   # asked for a seat explicitly
                assert b.legal_actions(p) == a.legal_actions(p)
            action = legal[int(rng.random() * len(legal))]
            a.apply_unchecked(action)
            b.step(action)
            assert _fields(b) == _fields(a), (seed, str(action))
        assert b.legal_actions() == []
        assert b.result.to_dict() == a.result.to_dict()


@pytest.mark.parametrize("n", [2, 3, 4, 6])
@pytest.mark.parametrize("sets", [1, 2])
def test_answers_left_ready_are_the_listing_SW_6_SW_9(n, sets):
    """The answers a transition leaves ready for the next player (``_ready``: the defender's
    after a lead, read from SW-6's and SW-9's tables, or after a throw; the next thrower's
    throws) are exactly what ``legal_actions`` lists from the position for that seat."""
    for seed in range(10):
        rng = random.Random(7 * n + seed)
        st = new_game(GAME, n, seed=seed, options={"sets": sets})
        while not st.is_over:
            legal = st.legal_actions()
            assert legal == st.legal_actions(st.to_act), (seed, [str(x) for x in legal])
            st.step(legal[int(rng.random() * len(legal))])


def _digest(n: int, sets: int, deals: int) -> str:
    h = hashlib.sha256()
    for seed in range(deals):
        rng = random.Random(seed * 7 + n)
        st = new_game(GAME, n, seed=seed, options={"sets": sets})
        k = 0
        while not st.is_over:
            legal = st.legal_actions()
            h.update(repr((st.to_act, [str(x) for x in legal])).encode())
            st.step(legal[int(rng.random() * len(legal))])
            k += 1
            if k % 3 == 0 or st.is_over:
                h.update(repr(_fields(st)).encode())
        h.update(repr(st.result.to_dict()).encode())
    return h.hexdigest()


DIGESTS = {
    (2, 1): "d7f42145d980ca35b2c9fb90770bca625706099edc4cff1c7eed7bebe195695d",
    (3, 1): "083cb291b1906624d0ba4574e07baea27aaa48d89505f6e56ec74cc71404eafb",
    (4, 2): "fb4efc0b582b57fac729f10521b72d09cfb041bbf76aca32a5e61e4a37cd794d",
    (6, 1): "deda7f01f3fd0817ea6522abc28cf7f01c54c0ad62b8dc72028b9f6f9f8c1145",
}


@pytest.mark.parametrize("n, sets", list(DIGESTS))
def test_playout_digest_unchanged(n, sets):
    assert _digest(n, sets, 40) == DIGESTS[(n, sets)]


# The rules the fused step plays inline, each played through ``step`` alone (no ``apply``) on
# the rigged deals of tests/test_witchcraft_rules.py, to the same exact outcome.

def _step(st, *texts: str) -> None:
    for text in texts:
        legal = st.legal_actions()
        action = next((a for a in legal if str(a) == text), None)
        assert action is not None, (text, [str(a) for a in legal])
        st.step(action)


def _hand(st, p: int) -> list[str]:
    return sorted(card_str(c) for c in st.hands[p])


def test_step_thrower_order_and_draws_SW_8_SW_10_SW_11():
    """SW-8: the attacker throws first and keeps the right until he passes, then the player left
    of the defender, round after round; SW-10: beaten, the defender attacks next; SW-11: the
    draw goes attacker first, then clockwise, the defender last."""
    st = deal(ORDER_HANDS, ORDER_STOCK)      # the rule test's deal, played through step alone
    seq = []
    for text in ORDER_MOVES:
        seq.append(st.to_act)
        _step(st, text)
    assert seq == ORDER_SEATS
    assert st.to_act == 2 and [str(a) for a in st.legal_actions()] == ["2:throw E1", "2:pass"]
    _step(st, "2:pass")
    assert st.phase == "lead" and st.to_act == 1
    assert len(st.discard) == 6
    assert _hand(st, 0) == ["D3", "D3", "D3", "F2", "F3", "L1"]          # drew first: F2 F3
    assert _hand(st, 3) == ["A3", "A3", "L1", "W2", "W2", "W3"]          # then W3
    assert _hand(st, 1) == ["A2", "D2", "E3", "E3", "E3", "M1"]          # the defender last


def test_step_passes_over_a_thrower_with_nothing_to_throw_SW_8():
    """SW-8: a player with nothing to throw is not asked; with nobody left the bout is beaten."""
    st = deal(["F1 D3 D3 D3 E3 E3", "W1 M3 M3 M3 L3 L3", "A2 A2 A2 L2 L2 L2"])
    _step(st, "0:attack F1", "1:cover W1/F1")
    assert st.phase == "lead" and st.to_act == 1 and len(st.discard) == 2


def test_step_take_then_throws_and_next_attacker_SW_7_SW_10():
    """SW-7: after "take" the thrower adds several cards; SW-10: the taker picks up everything
    and skips his turn, the player to his left attacks; SW-11: the attacker draws first."""
    st = deal(["F2 W2 D2 F1 F1 F1", "M1 M1 M1 E3 E3 E3", "A2 E2 L1 L1 L1 D3"], "M3 M3 M2 L3")
    _step(st, "0:attack F2", "1:take")
    assert st.to_act == 0 and [str(a) for a in st.legal_actions()] == ["0:throw W2", "0:throw D2", "0:pass"]
    _step(st, "0:throw W2", "0:throw D2")
    assert st.to_act == 2 and [str(a) for a in st.legal_actions()] == ["2:throw A2", "2:throw E2", "2:pass"]
    _step(st, "2:throw A2", "2:pass")
    assert _hand(st, 1) == ["A2", "D2", "E3", "E3", "E3", "F2", "M1", "M1", "M1", "W2"]
    assert st.to_act == 2 and st.phase == "lead"
    assert _hand(st, 0) == ["F1", "F1", "F1", "M2", "M3", "M3"]
    assert _hand(st, 2) == ["D3", "E2", "L1", "L1", "L1", "L3"]


def test_step_take_after_covering_picks_up_covers_SW_10():
    """SW-10: a defender who takes picks up the lead, the thrown cards and his own covers."""
    st = deal(["F1 A1 D3 D3 D3 E3", "W1 M3 M3 M3 L3 L3"])
    _step(st, "0:attack F1", "1:cover W1/F1", "0:throw A1", "1:take")
    assert st.phase == "lead" and st.to_act == 0
    assert _hand(st, 1) == ["A1", "F1", "L3", "L3", "M3", "M3", "M3", "W1"]


# -- the set-up's fast paths and the hands as bytearrays (issue 17, session 8) --------------------

def test_seeded_bits_draws_as_seeded_GEN_1():
    from cardtable.engine.rng import seeded, seeded_bits
    for salt in ((GAME, "deal"), (GAME, "first"), ("x", 2)):
        for seed in (0, 7, -3, 2**40):
            a, b = seeded(seed, *salt), seeded_bits(seed, *salt)
            assert [a.getrandbits(k) for k in (1, 5, 32, 33, 70)] == \
                [b.getrandbits(k) for k in (1, 5, 32, 33, 70)]


def test_default_options_are_a_new_dict_each_deal_and_bad_input_still_refused():
    a, b = new_game(GAME, 3, seed=1), new_game(GAME, 3, seed=2)
    assert a.options == b.options == {"sets": 1, "dealer": None, "first": None, "deals": 1,
                                      "loss_limit": 0}
    a.options["sets"] = 2
    assert new_game(GAME, 3, seed=3).options["sets"] == 1 and b.options["sets"] == 1
    for players, options in ((True, None), (7, None), (3, []), (3, {"sets": 3})):
        with pytest.raises(ValueError):
            new_game(GAME, players, seed=1, options=options)


def test_hands_answers_new_lists_of_the_cards_hand_of_holds():
    st = new_game(GAME, 3, seed=5)
    hands = st.hands
    assert all(type(h) is list for h in hands) and hands == [list(st.hand_of(p)) for p in range(3)]
    hands[0].clear()
    assert len(st.hands[0]) == 6 and len(st.hand_of(0)) == 6
    st.hands = [[0, 0, 1], [2], [3, 4]]   # the setter takes lists and rebuilds the masks
    assert st.hands == [[0, 0, 1], [2], [3, 4]] and st.hand_masks == [0b11, 0b100, 0b11000]


# -- the throws by halves of the mask, the throwable types by XOR (issue 17, session 9) ----------

def test_throws_come_from_the_halves_of_the_mask_in_card_order():
    from cardtable.engine.witchcraft.actions import PASS, THROW, THROW_HALVES, throws
    from cardtable.engine.witchcraft.cards import BIT, parse_card
    f2, a1, e2, m3 = (parse_card(t) for t in ("F2", "A1", "E2", "M3"))   # 1, 9, 13, 20
    m = BIT[m3] | BIT[f2] | BIT[e2] | BIT[a1]
    assert throws(1, m) == (THROW[1][f2], THROW[1][a1], THROW[1][e2], THROW[1][m3], PASS[1])
    assert [str(a) for a in throws(1, m)] == ["1:throw F2", "1:throw A1", "1:throw E2",
                                              "1:throw M3", "1:pass"]
    low, high = THROW_HALVES[1]
    assert (low[m & 2047], high[m >> 11]) == ((THROW[1][f2], THROW[1][a1]),
                                              (THROW[1][e2], THROW[1][m3], PASS[1]))
    assert throws(4, 0) == (PASS[4],) and len(low) == 2048 and len(high) == 1024
    for p in range(6):   # every one-type mask: that throw, then pass
        assert all(throws(p, BIT[c]) == (THROW[p][c], PASS[p]) for c in range(21))


def test_throwable_types_kept_by_the_step_are_the_strengths_on_the_table_minus_its_types():
    from cardtable.engine.witchcraft.cards import STRENGTH_TYPES
    seen = 0
    for seed in range(20):
        rng = random.Random(seed)
        st = new_game(GAME, 2 + seed % 3, seed=seed)
        while not st.is_over:
            legal = st.legal_actions()
            st.step(legal[int(rng.random() * len(legal))])
            if st.phase == "throw":
                assert st._allowed == STRENGTH_TYPES[st._smask] & ~st._tmask == st._throw_types()
                seen += 1
    assert seen > 500


def test_lays_come_from_the_colours_held_of_each_strength_SW_12():
    from cardtable.engine.witchcraft.actions import LAY_PACK_HIGH, LAY_PACK_LOW, LAYS_BY, lays
    from cardtable.engine.witchcraft.cards import BIT, parse_cards
    hand = parse_cards("F1 W1 D1 A1 E1 F2 W2 D2 A2 M3")
    m = sum(BIT[c] for c in set(hand))
    pk = LAY_PACK_LOW[m & 2047] | LAY_PACK_HIGH[m >> 11]
    assert (pk & 127, pk >> 7 & 127, pk >> 14) == (0b11111, 0b1111, 0b1000000)
    t0, t1, t2 = LAYS_BY[2]
    got = [*t0[pk & 127], *t1[pk >> 7 & 127], *t2[pk >> 14]]
    assert [str(a) for a in got] == ["2:lay F1 W1 D1 A1", "2:lay F1 W1 D1 E1", "2:lay F1 W1 A1 E1",
                                     "2:lay F1 D1 A1 E1", "2:lay W1 D1 A1 E1", "2:lay F2 W2 D2 A2"]
    assert t2[pk >> 14] == () and len(t0[127]) == 35 and t0[0b1110000] == ()
    rng = random.Random(5)
    for _ in range(300):   # any hand mask: the same lays, in the same order, as the reference
        m = rng.getrandbits(21)
        p = rng.randrange(6)
        pk = LAY_PACK_LOW[m & 2047] | LAY_PACK_HIGH[m >> 11]
        t0, t1, t2 = LAYS_BY[p]
        assert [*t0[pk & 127], *t1[pk >> 7 & 127], *t2[pk >> 14]] == lays(p, m)


def test_step_one_card_draws_take_the_top_card_and_keep_the_masks_SW_11():
    """SW-11: after a beaten bout of one card each, the attacker draws the top card, then the
    defender the next (the step's one-card draw), hands and masks as ``apply`` leaves them."""
    from cardtable.engine.witchcraft.cards import type_mask
    hands, stock = ["F1 D3 D3 D3 E3 E3", "W1 M3 M3 M3 L3 L3"], "A2 M1 W3"
    a, b = deal(hands, stock), deal(hands, stock)
    _step(a, "0:attack F1", "1:cover W1/F1")
    for t in ("0:attack F1", "1:cover W1/F1"):
        b.apply(t)
    assert a.phase == "lead" and a.to_act == 1
    assert [card_str(c) for c in a.hand_of(0)] == ["D3", "D3", "D3", "E3", "E3", "A2"]
    assert [card_str(c) for c in a.hand_of(1)] == ["M3", "M3", "M3", "L3", "L3", "M1"]
    assert [card_str(c) for c in a.stock[-1:]] == ["W3"] and a.stock == b.stock
    assert a.hands == b.hands and a.hand_masks == b.hand_masks == [type_mask(h) for h in a.hands]


def test_covers_are_shared_actions_of_the_cards_beating_the_attack_SW_3():
    from cardtable.engine.witchcraft.actions import COVER, SWAction, covers
    from cardtable.engine.witchcraft.cards import BEATER_MASK, BEATS, BIT, parse_card
    f1 = parse_card("F1")
    assert [str(x) for _, x in COVER[1][f1]] == ["1:cover F2/F1", "1:cover F3/F1", "1:cover W1/F1",
                                                 "1:cover W2/F1", "1:cover W3/F1", "1:cover E1/F1",
                                                 "1:cover E2/F1", "1:cover E3/F1"]
    m = BIT[parse_card("E2")] | BIT[parse_card("F3")]
    assert [str(x) for x in covers(1, f1, m)] == ["1:cover F3/F1", "1:cover E2/F1"]
    rng = random.Random(3)
    for _ in range(400):   # any hand: the covers of the reference, in card order, shared
        p, a = rng.randrange(6), rng.randrange(21)
        mask = rng.getrandbits(21) & BEATER_MASK[a]
        want = [SWAction(p, "cover", (c,), a) for c in range(21) if mask >> c & 1 and BEATS[c][a]]
        got = covers(p, a, mask)
        assert list(got) == want and all(x is dict(COVER[p][a])[x.cards[0]] for x in got)


# -- two players left: the step's shortcuts (issue 17, session 10) -------------------------------

def test_two_player_step_a_thrower_with_nothing_to_throw_ends_the_bout_SW_8():
    """SW-8 at two players: the attacker is the one thrower; with nothing to throw he is passed
    over (one pass) and the beaten bout ends; the defender leads next, after the draws (SW-11)."""
    st = deal(["F1 D3 D3 D3 E3 E3", "W1 M3 M3 M3 L3 L3"], "A2 M1 W3")
    _step(st, "0:attack F1", "1:cover W1/F1")
    assert (st.phase, st.to_act, st.thrower, st.passes) == ("lead", 1, 1, 1)
    assert [card_str(c) for c in st.discard] == ["F1", "W1"]
    left = len(st.stock)
    _step(st, "1:attack M1", "0:take")   # he holds no card of strength 1 to throw
    assert (st.phase, st.to_act, st.thrower, st.passes, st.taking) == ("lead", 1, 1, 1, False)
    assert _hand(st, 0) == ["A2", "D3", "D3", "D3", "E3", "E3", "M1"]
    assert _hand(st, 1) == ["L3", "L3", "M3", "M3", "M3", "W3"] and len(st.stock) == left - 1


def test_step_takes_actions_spelled_otherwise():
    """An action whose kind is another string object than the shared tables' (``parse_action``'s)
    changes the state in playout mode exactly as the shared one does."""
    from cardtable.engine.witchcraft.actions import SWAction
    for n in (2, 3):
        for seed in range(6):
            rng = random.Random(seed)
            a = new_game(GAME, n, seed=seed)
            b = new_game(GAME, n, seed=seed)
            while not a.is_over:
                legal = a.legal_actions()
                assert b.legal_actions() == legal
                action = legal[int(rng.random() * len(legal))]
                kind = "".join(list(action.kind))   # equal, not the same object
                assert kind == action.kind and kind is not action.kind
                a.step(action)
                b.step(SWAction(action.player, kind, action.cards, action.arg))
                assert _fields(a) == _fields(b), (seed, str(action))


def test_lead_and_throw_tables_by_seat_are_the_halves_and_uncovered_mask():
    """The leads' and throws' tables read by seat (few local names in the hot calls) are the
    halves themselves; ``_uncovered`` masks the attack cards still uncovered."""
    from cardtable.engine.witchcraft import legal
    from cardtable.engine.witchcraft.actions import ATTACK_HALVES, THROW_HALVES
    from cardtable.engine.witchcraft.cards import BIT, parse_card
    from cardtable.engine.witchcraft.state import _uncovered
    for p in range(6):
        assert legal.ATTACK_LOW[p] is ATTACK_HALVES[p][0] and legal.ATTACK_HIGH[p] is ATTACK_HALVES[p][1]
        assert legal.THROW_LOW[p] is THROW_HALVES[p][0] and legal.THROW_HIGH[p] is THROW_HALVES[p][1]
    m = BIT[parse_card("F1")] | BIT[parse_card("E3")]
    assert [str(x) for x in legal.THROW_LOW[1][m & 2047] + legal.THROW_HIGH[1][m >> 11]] == [
        "1:throw F1", "1:throw E3", "1:pass"]
    f1, w1, e3 = parse_card("F1"), parse_card("W1"), parse_card("E3")
    assert _uncovered([f1, f1, e3], [w1, -1, -1]) == BIT[f1] | BIT[e3]
    assert _uncovered([f1, e3], [w1, -1]) == BIT[e3] and _uncovered([f1], [w1]) == 0
