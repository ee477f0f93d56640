"""Durak deals replay exactly as they did before the engine's speed work (DUR-1 … DUR-22, WIT).

Each configuration plays seeded random deals; every step's legal actions, the chosen action's
events and the acting seat's view go into one SHA-256 digest.  The digests below were taken
from the engine before its hot paths were rewritten (bit-mask hands, slots, inlined windows and
bout ends), so any change in a rule's outcome, an event's order or a view field shows here.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from cardtable.engine import new_game

CONFIGS = {
    "2 throw_in": ("durak", 2, {}),
    "3 throw_in": ("durak", 3, {}),
    "4 throw_in": ("durak", 4, {}),
    "6 throw_in": ("durak", 6, {}),
    "2 transfer": ("durak", 2, {"variant": "transfer"}),
    "4 transfer": ("durak", 4, {"variant": "transfer"}),
    "3 show": ("durak", 3, {"variant": "transfer", "transfer_by_showing_trump": True}),
    "5 italian": ("durak", 5, {"variant": "transfer", "no_transfer_first_bout": True,
                               "italian": True}),
    "2 simple": ("durak", 2, {"variant": "simple"}),
    "5 simple": ("durak", 5, {"variant": "simple"}),
    "4 teams": ("durak", 4, {"teams": "2x2"}),
    "6 teams": ("durak", 6, {"teams": "3x3", "variant": "transfer"}),
    "2 witch": ("witch_durak", 2, {"enchanted_ranks": "all"}),
    "4 witch": ("witch_durak", 4, {"enchanted_ranks": "game2"}),
}

DIGESTS = {
    '2 throw_in': '9925bff859b2e16dc7f1354dafe8b06b1bb641aecb3e4d54e58661361ab2839f',
    '3 throw_in': '8018e037a2dc560632539e3569cb943f6bd211215829f071c353dcda39579180',
    '4 throw_in': '9a2c75c91bfb6b3ea6a581b7030bb61f2bb3ce02918152e45cf673bf8dfa5779',
    '6 throw_in': '8dd3ba11188e48279586460f8e2cd0c4a65cd776d308590781cb8b47635179b7',
    '2 transfer': '203db8fdadd518d002aaad4b52392382e9d29f0ab162ac5587bce073519d1815',
    '4 transfer': '2907ea460ea0655d12135a73fdf9f2e89c0eb5a1ff7a2d068c4216a778724aa0',
    '3 show': 'f7842130c07ac4180aca26db2c4ed0423fdfe37507092f4068fcdb01955d380e',
    '5 italian': '198e2e1b04c083ef9b8949cd2f8d6f949606dfd00e0dde5580f2d7dd4aa577db',
    '2 simple': '0e71c3021b728be994fa01897b03ef571b24caa9b2b2d1c4512a7c538a3ae635',
    '5 simple': 'b67fafd138f518f1d8090bb1032a984a63ce93e3319f2b9173e157dee5982f0c',
    '4 teams': '63dd6f478d27570eb5c1b3e4a9dc3b518636241fbfa4a91596d0d163859f3d2f',
    '6 teams': '9d4bb28720f2e3e9ea6ee830ffffae56d5a37de5b03119869ebd533c8da3672a',
    '2 witch': 'e7c73ef56561a9482d9ce6f73c05d2dabf5131a6a456831d4368e3045353329c',
    '4 witch': '33c1b7bb25d3d9cf765fd5ece5089567efa8cd65ecfcef3e77fd27ddf2702a65',
}


def trace_digest(game: str, players: int, options: dict, deals: int = 6) -> str:
    rng = random.Random(f"trace {game} {players} {sorted(options.items())}")
    h = hashlib.sha256()
    for _ in range(deals):
        st = new_game(game, players, seed=rng.randrange(2**31), options=dict(options))
        h.update(repr(st.initial_events).encode())
        while not st.is_over:
            p = st.to_act
            legal = st.legal_actions()
            h.update(" ".join(map(str, legal)).encode())
            events = st.apply(rng.choice(legal))
            h.update(repr(events).encode())
            h.update(json.dumps(st.view(p), sort_keys=True).encode())
        h.update(json.dumps(st.result.to_dict(), sort_keys=True).encode())
    return h.hexdigest()


@pytest.mark.parametrize("name", list(CONFIGS))
def test_deals_replay_exactly_as_before(name):
    game, players, options = CONFIGS[name]
    assert trace_digest(game, players, options) == DIGESTS[name]
