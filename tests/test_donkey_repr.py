"""Who's the Donkey?'s fast representations (docs/history.md, issue 17 session 10, `c6fe62c`):
the hand index's packed counts, the values table, and the records built only when asked for
(``unused``, ``last_round``).  Each is pinned
against the plain computation it replaces, with exact values."""

from __future__ import annotations

import random

from cardtable.engine import new_game
from cardtable.engine.donkey import legal as L
from cardtable.engine.donkey.cards import DECK110, DONKEY, FIRST_JOKER, VALUE, dealt_cards, shuffled_deal
from cardtable.engine.rng import seeded, seeded_bits


def test_deal_and_unused_exact_ESL_2():
    """seed 7, 3 players: the dealer, player 0's hand, the unused cards (sorted) — the same
    as before this representation (``random.Random`` seeded by text, ``random.shuffle``)."""
    s = new_game("donkey", 3, seed=7)
    assert s.dealer == 1
    assert s.hands[0] == [67, 63, 0, 48, 27, 87, 12, 57, 21, 98, 25, 70, 9]
    assert s._unused is None   # not built until asked for
    assert s.unused[:12] == [1, 2, 3, 5, 6, 7, 8, 10, 13, 14, 15, 16] and len(s.unused) == 71
    assert s.unused == sorted(set(DECK110) - set(s._deal_order))
    assert s.clone().unused == s.unused
    for seed in range(50):
        for dealt in (39, 104, 108):
            order, rest = shuffled_deal(seeded(seed, "x"), dealt)
            assert dealt_cards(seeded_bits(seed, "x"), dealt) == order
            assert DONKEY in order and sorted(order + rest) == list(DECK110)
            assert rest == sorted(rest)


def test_unused_of_a_rigged_deck_and_set_ESL_2():
    deck = list(range(109, -1, -1))
    s = new_game("donkey", 3, seed=1, deck=deck[:39])
    assert s.unused == list(range(0, 71))
    s.unused = [1, 2]
    assert s.unused == [1, 2]


def _plain_index(hand):
    nat = [tuple(sorted(c for c in hand if c < FIRST_JOKER and VALUE[c] == v)) for v in range(14)]
    ge = sum(1 << (14 * t + v - 1) for v in range(1, 14) for t in range(1, len(nat[v]) + 1))
    jok = tuple(sorted(c for c in hand if FIRST_JOKER <= c < DONKEY))
    return nat, ge, jok


def test_hand_index_exact_ESL_4():
    hand = [9, 8, 105, 109, 15, 16, 103, 104, 10]
    ix = L.HandIndex(hand)
    assert ix.nat[2] == (8, 9, 10, 15) and ix.nat[3] == (16,) and ix.nat[13] == (103,)
    assert ix.nat[1] == () and ix.nat[0] == () and len(ix.nat) == 14
    assert ix.jok == (104, 105)
    # values held at least once: 2, 3, 13 (bits 1, 2, 12); twice, three and four times: 2
    assert [ix.ge >> 14 * t & 8191 for t in range(6)] == [0, 1 << 1 | 1 << 2 | 1 << 12, 2, 2, 2, 0]
    assert (ix.nat, ix.ge, ix.jok) == _plain_index(hand)


def test_hand_index_add_remove_as_built_ESL_4_ESL_6():
    """``remove`` of legal sets (the lowest ids of a value, then jokers), of any card, and
    ``add`` leave the index a fresh one of the new hand would be."""
    rng = random.Random(5)
    for _ in range(300):
        pack = list(range(110))
        rng.shuffle(pack)
        hand, more = pack[:13], pack[13:20]
        ix = L.HandIndex(hand)
        for _ in range(6):
            if rng.random() < 0.5:   # a legal set: k lowest ids of one value, then jokers
                nat = [v for v in range(1, 14) if ix.nat[v]]
                if not nat:
                    break
                v = rng.choice(nat)
                k = rng.randint(1, len(ix.nat[v]))
                cards = ix.nat[v][:k] + ix.jok[:rng.randint(0, len(ix.jok))]
            else:
                cards = (rng.choice(hand),)
            ix.remove(cards)
            for c in cards:
                hand.remove(c)
            assert (ix.nat, ix.ge, ix.jok) == _plain_index(hand)
        taken = tuple(more[:rng.randint(1, 7)])
        ix.add(taken)
        hand += taken
        assert (ix.nat, ix.ge, ix.jok) == _plain_index(hand)
        assert (ix.copy().nat, ix.copy().ge) == (ix.nat, ix.ge)


def test_values_table():
    assert L._VALUES[0] == () and L._VALUES[1 << 1 | 1 << 2 | 1 << 12] == (2, 3, 13)
    assert len(L._VALUES) == 1 << 13
    assert all(L._VALUES[m] == tuple(v + 1 for v in range(13) if m >> v & 1) for m in range(1 << 13))
    assert L._ABOVE[3] == 0b1111111111000 and L._ABOVE[13] == L._ABOVE[14] == 0


def test_last_round_record_ESL_8():
    st = new_game("donkey", 3, seed=11)
    assert st.last_round is None
    rng = random.Random(3)
    while st.round_no < 3:
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    assert type(st._last) is tuple   # kept as a tuple until asked for
    record = st.last_round
    assert record == {"round": 2, "leader": 1, "winner": 2, "donkey_round": False,
                      "sets": [(), (65,), (107,)], "passed": [0]}
    assert st.last_round is record and st.clone().last_round == record
    st.last_round = None
    assert st.last_round is None
