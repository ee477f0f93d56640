"""Cross-game fuzz suite (GEN-1, GEN-2, GEN-3): every game of ``engine.games()``, option
combinations drawn from each game's own option schema, every player count.

Random legal play is interleaved with hostile input — a legal action of another player,
wrong cards, stale actions from other deals and games, fields of the wrong type, garbage
notation (random strings, truncated or mutated notation, unicode, huge numbers) for
``parse_action`` and ``apply(text)``.  Each must be refused with ``IllegalAction`` and leave
the state unchanged (the record and every seat's view compared before and after), while the
invariants hold: the cards are conserved card by card (``card_zones``: every zone of the
full state holds exactly the dealt pack) and by what each seat can count through its view, the player to act always
has a legal action until the deal is over, and the deal ends.

The one documented exception is Pirate Party's option ``penalties`` (PIR-13): an attempt to
lay a held, unplayable card is recorded as ``misplay`` and costs two cards.

Short by default; ``pytest -m soak`` (or ``CARDTABLE_SOAK=<minutes>``) runs for minutes.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections import Counter

import pytest

from cardtable import plugins
from cardtable.engine import Action, IllegalAction, games, new_game, replay
from cardtable.engine.core import GameInfo, GameState

MAX_ACTIONS = 20_000


# -- option combinations from the schema ---------------------------------------------------

def random_options(info: GameInfo, players: int, rng: random.Random) -> dict | None:
    """Random values for every deal option of the schema (internal ones too, within the
    player count), or None when the draw is not a valid combination for ``players``."""
    opts: dict = {}
    for o in info.options:
        if o.scope != "deal" or rng.random() < 0.2:
            continue
        if o.type == "bool":
            opts[o.name] = rng.random() < 0.5
        elif o.type == "choice":
            opts[o.name] = rng.choice(o.values)
        elif o.type == "set":
            names = [name for name, _ in o.presets]
            if names and rng.random() < 0.5:
                opts[o.name] = rng.choice(names)
            else:
                opts[o.name] = rng.sample(list(o.values), rng.randint(1, len(o.values)))
        elif o.type == "int":
            if o.values:
                opts[o.name] = rng.choice(o.values)
            elif o.internal:
                opts[o.name] = rng.randrange(players)
    try:
        info.resolve_options(players, opts)
    except ValueError:
        return None
    return opts


def combos(seed: int, per_count: int) -> list[tuple[str, int, dict, int]]:
    """(game, players, options, deal seed) for every game and player count: the defaults
    first, then ``per_count - 1`` random valid option draws."""
    rng = random.Random(seed)
    out = []
    for info in games():
        for n in range(info.min_players, info.max_players + 1):
            out.append((info.id, n, {}, rng.randrange(2**31)))
            got, tries = 1, 0
            while got < per_count and tries < 200:
                tries += 1
                opts = random_options(info, n, rng)
                if opts is not None:
                    out.append((info.id, n, opts, rng.randrange(2**31)))
                    got += 1
    return out


# -- what a state looks like from outside --------------------------------------------------

def snapshot(state: GameState) -> tuple:
    """The record, every seat's view and the player to act."""
    return state.to_record(), [state.view(p) for p in range(state.num_players)], state.to_act


def card_count(view: dict) -> int:
    """Every card of the deal as far as one seat can count it (sizes and face-up cards): the
    function the game's plugin names in ``count_cards``."""
    entry = plugins.plugin(view["game"])
    assert entry is not None and entry.count_cards, f"no card count for {view['game']}"
    return plugins.load(entry.count_cards)(view)


def pack_of(state: GameState) -> Counter:
    """Every card of the deal, card by card (a multiset: Pirate Party and Strong Witchcraft
    hold copies of a card), from the full-information ``card_zones``."""
    return Counter(c for zone in state.card_zones().values() for c in zone)


def check_cards(state: GameState, pack: Counter) -> None:
    """Card conservation card by card (not by count): the zones hold exactly the pack."""
    now = pack_of(state)
    assert now == pack, f"{state}: cards appeared {dict(now - pack)}, vanished {dict(pack - now)}"


def check_invariants(state: GameState, total: int, seats: str = "all") -> None:
    """Card conservation through the views (of ``"all"`` seats, the seat ``"to_act"`` or
    ``"none"``: a view holds the whole history, so every view at every step of a long
    deal costs O(n²)), the result once over, a legal action for ``to_act`` until then."""
    chosen = {"all": range(state.num_players), "to_act": [state.to_act], "none": []}[
        "all" if state.is_over else seats]
    for p in chosen:
        v = state.view(p)
        assert v["player"] == p
        assert len(v["hand"]) == v["hand_sizes"][p]
        assert card_count(v) == total, (p, card_count(v), total)
    if state.is_over:
        assert state.result is not None
        assert all(state.legal_actions(p) == [] for p in range(state.num_players))
    else:
        assert state.result is None
        assert state.legal_actions(), f"{state}: to_act {state.to_act} has no legal action"


# -- hostile input ----------------------------------------------------------------------------

GARBAGE = ["", " ", ":", "0:", ":take", "0 take", "0:take:take", "-1:take", "0:tak", "\x00",
           "0:\x00", "\u202e0:take", "0:attack 6\u2660\u2660", "0:play", "0:play 0", "0:play -1",
           "0:attack 99\u2660", "1:cover /", "1:cover 6s/", "0:attack \U0001F0A1", "９:take",
           "0:attack 6s " * 50, "9" * 5000 + ":take", "0:play " + "9" * 5000, "0:play 1e999",
           "0:play nan", "0:play inf", "0:name =x", "0:attack 6s =", "0:attack 6s =s =h",
           "0:play 2x", "0:play x5", "0:play 0x13", "0:play 99x13", "0:play 2x99", "0:play 1+",
           "0:play +", "0:swap @", "0:swap @-5", "0:swap @99999999999999999999", "0:play W+4 z",
           "0:play R5 R5 R5", "0:catch @@", "0:exchange", "0:lay", "0:lay 1 2 3",
           "None:take", "True:take", "0.5:take", "0:TAKE", "0 :take", "\t0:take\n",
           "0:attack 6s\u00a06h", "[]", "{}", "0:" + "\u0301" * 20]
ALPHABET = "0123456789:/+=@-x., sShHdDcCtTjJqQkKaARGBYWr\u2660\u2665\u2666\u2663\u00e9\u0416\U0001F0A1\x00"


def garbage_texts(state: GameState, legal: list[Action], rng: random.Random) -> list[str]:
    texts = [rng.choice(GARBAGE)]
    texts.append("".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 24))))
    a = str(rng.choice(legal))
    texts.append(a[:rng.randrange(len(a))])                                # truncated
    words = a.split(" ")
    i = rng.randrange(len(words))
    words[i] = rng.choice(["", "9" * rng.randint(1, 40), "-" + words[i], words[i] * 2, words[i][::-1],
                           words[i] + "\u0301", str(rng.randint(-10**30, 10**30))])
    texts.append(" ".join(words))                                          # one word mutated
    texts.append(f"{rng.choice([state.num_players, -1, 10**20, 'x'])}:{a.split(':', 1)[1]}")
    return texts


def weird_actions(state: GameState, legal: list[Action], pool: list[Action],
                  rng: random.Random) -> list[Action]:
    """Actions that must be refused (or that happen to be legal: the caller checks)."""
    a = rng.choice(legal)
    cls = type(a)
    n = state.num_players
    out = []
    other = rng.choice([p for p in range(n) if p != a.player] or [a.player])
    out.append(cls(other, a.kind, a.cards, a.arg))                          # wrong player
    if a.cards:
        cards = list(a.cards)
        cards[rng.randrange(len(cards))] = rng.choice([-1, 10**9, rng.randrange(200), 2**63])
        out.append(cls(a.player, a.kind, tuple(cards), a.arg))              # wrong card
        out.append(cls(a.player, a.kind, a.cards + a.cards[:1], a.arg))     # one card too many
        out.append(cls(a.player, a.kind, tuple(float(c) for c in a.cards), a.arg))
    else:
        out.append(cls(a.player, a.kind, (rng.randrange(120),), a.arg))
    out.append(cls(a.player, a.kind + "x", a.cards, a.arg))                # unknown kind
    out.append(cls(a.player, a.kind, a.cards, ("junk", 10**9)))            # wrong arg
    out.append(cls(True if a.player == 1 else a.player + 0.0, a.kind, a.cards, a.arg))  # wrong types
    out.append(cls(str(a.player), a.kind, a.cards, a.arg))
    out.append(cls(rng.choice([-1, n, 10**12]), a.kind, a.cards, a.arg))
    out.append(Action(a.player, a.kind, a.cards, a.arg) if cls is not Action else a)  # base class
    if pool:
        out.extend(rng.sample(pool, min(3, len(pool))))                     # stale, other deals
    return out


def _is_legal(state: GameState, action) -> bool:
    p = getattr(action, "player", None)
    if type(p) is not int or not 0 <= p < state.num_players:
        return False
    if type(action.cards) is not tuple or any(type(c) is not int for c in action.cards):
        return False
    # a plain core.Action with the same fields counts (docs/notation.md)
    key = (action.player, action.kind, action.cards, action.arg)
    return any(key == (b.player, b.kind, b.cards, b.arg) for b in state.legal_actions(p))


def expect_refused(state: GameState, attempt, before: tuple, legal_before: set,
                   pirate_penalties: bool) -> bool:
    """Apply a hostile ``attempt``; return True when it was accepted (a PIR-13 misplay, or a
    Donkey set named by other copies of the same values)."""
    hist = len(state.history)
    try:
        state.apply(attempt)
    except IllegalAction as exc:
        assert exc.rule and str(exc).startswith(exc.rule), exc
        assert snapshot(state) == before, f"refused {attempt!r} changed the state"
        return False
    assert len(state.history) == hist + 1, attempt
    done = state.history[-1]
    if pirate_penalties and done.kind == "misplay":      # PIR-13
        return True
    # Donkey: copies of a value are interchangeable, a set is read as the lowest ids the
    # player holds of its values (docs/notation.md) — only real card ids, though
    assert state.game_id == "donkey", f"{state}: illegal {attempt!r} was accepted"
    assert not isinstance(attempt, str)
    assert all(type(c) is int and 0 <= c < 110 for c in attempt.cards), attempt
    assert (done.player, done.kind, done.cards, done.arg) in legal_before, (attempt, done)
    return True


def play_fuzzed(game: str, n: int, options: dict, seed: int, pool: list[Action],
                illegal_rate: float = 0.3, per_step: int = 20) -> dict:
    """One deal: random legal play with hostile attempts in between. Returns counters."""
    rng = random.Random(seed)
    state = new_game(game, n, seed=seed, options=options)
    penalties = bool(state.options.get("penalties"))     # PIR-13: a misplay is a penalty
    total = card_count(state.view(0))
    # the dealt pack is the game's pack whatever the shuffle: the same cards as another seed's
    pack = pack_of(state)
    assert pack == pack_of(new_game(game, n, seed=seed + 1, options=options))
    stats = {"actions": 0, "refused": 0, "accepted": 0}
    while not state.is_over:
        assert stats["actions"] < MAX_ACTIONS, f"{state}: the deal does not end"
        check_cards(state, pack)
        k, stride = stats["actions"], 1 + len(state.history) // 150
        check_invariants(state, total, "all" if k % (16 * stride) == 0 else
                         "to_act" if k % stride == 0 else "none")
        actors = state.actors()
        player = rng.choice(actors) if rng.random() < 0.2 else state.to_act
        legal = state.legal_actions(player)
        assert legal, (player, actors)
        # a snapshot holds the whole history: thin out the attempts in very long deals
        if rng.random() < illegal_rate * min(1.0, 400 / (1 + len(state.history))):
            before = snapshot(state)
            legal_before = {(a.player, a.kind, a.cards, a.arg) for p in range(n)
                            for a in state.legal_actions(p)}
            attempts: list = garbage_texts(state, legal, rng) + weird_actions(state, legal, pool, rng)
            for attempt in rng.sample(attempts, min(per_step, len(attempts))):
                if isinstance(attempt, str):
                    try:
                        parsed = state.parse_action(attempt)
                    except (ValueError, IllegalAction):
                        parsed = None
                    if parsed is not None and _is_legal(state, parsed):
                        continue
                elif _is_legal(state, attempt):
                    continue
                if expect_refused(state, attempt, before, legal_before, penalties):
                    stats["accepted"] += 1
                    break
                stats["refused"] += 1
            if state.is_over:
                break
            continue
        action = rng.choice(legal)
        if action.kind == "take" and rng.random() < 0.75:
            # random takers make Italian deals (DUR-9: the taker gets the discard pile too)
            # very long; prefer another move when there is one
            action = rng.choice([a for a in legal if a.kind != "take"] or legal)
        if rng.random() < 0.05:
            pool.append(action)
            del pool[:-300]
        if rng.random() < 0.1:
            state.apply(str(action))          # through the notation
            assert str(state.history[-1]) == str(action)
        else:
            state.apply(action)
        stats["actions"] += 1
    check_invariants(state, total)
    check_cards(state, pack)
    # the whole deal replays from its record (GEN-1), through JSON
    again = replay(json.loads(json.dumps(state.to_record())))
    assert snapshot(again) == snapshot(state)
    return stats


def test_every_game_option_and_player_count_refuses_hostile_input_gen3():
    """GEN-3 for every game, player count and sampled option combination of its schema."""
    pool: list[Action] = []
    totals = {"deals": 0, "actions": 0, "refused": 0, "accepted": 0}
    seen = set()
    for game, n, opts, seed in combos(11, per_count=2):
        st = play_fuzzed(game, n, opts, seed, pool, illegal_rate=0.1, per_step=6)
        seen.add((game, n))
        totals["deals"] += 1
        for k in ("actions", "refused", "accepted"):
            totals[k] += st[k]
    expected = {(i.id, n) for i in games() for n in range(i.min_players, i.max_players + 1)}
    assert seen == expected
    assert totals["refused"] > 1000, totals


@pytest.mark.parametrize("game", [i.id for i in games()])
def test_card_check_sees_a_card_twice_or_lost(game):
    """GEN-1: the card-by-card check is not a count: a card swapped for another is caught."""
    state = new_game(game, 3, seed=4)
    pack = pack_of(state)
    check_cards(state, pack)
    hands = [list(h) for h in state.hands]
    hands[0][0] = next(c for c in pack if c not in hands[0])  # same count: one twice, one lost
    state.hands = hands                        # (Durak keeps its hands as masks)
    with pytest.raises(AssertionError, match="appeared"):
        check_cards(state, pack)


def test_option_schema_sampling_reaches_every_value():
    """The sampler covers the schema: each choice value and both bool values appear in a
    valid combination for some player count (so no option is silently never fuzzed)."""
    for info in games():
        drawn: dict[str, set] = {}
        for _g, _n, opts, _s in [c for c in combos(3, per_count=8) if c[0] == info.id]:
            for k, v in opts.items():
                drawn.setdefault(k, set()).add(json.dumps(v))
        for o in info.options:
            if o.scope != "deal" or o.internal:
                continue
            want = {json.dumps(v) for v in (o.values if o.type == "choice" else (True, False)
                                            if o.type == "bool" else ())}
            assert want <= drawn.get(o.name, set()), (info.id, o.name, want - drawn.get(o.name, set()))


@pytest.mark.parametrize("game", [i.id for i in games()])
def test_refusals_after_the_deal_is_over_gen3(game):
    """Once the deal is over every action, even one that was legal a moment ago, is refused."""
    rng = random.Random(5)
    info = next(i for i in games() if i.id == game)
    state = new_game(game, info.min_players, seed=8)
    last = None
    while not state.is_over:
        last = rng.choice(state.legal_actions())
        state.apply(last)
    before = snapshot(state)
    for attempt in (last, str(last), "0:take", ""):
        with pytest.raises(IllegalAction):
            state.apply(attempt)
        assert snapshot(state) == before


def test_non_actions_are_refused_gen3():
    for info in games():
        state = new_game(info.id, info.min_players, seed=2)
        before = snapshot(state)
        for thing in (None, 5, 3.5, b"0:take", ["0:take"], {"player": 0}, object()):
            with pytest.raises(IllegalAction):
                state.apply(thing)
            assert snapshot(state) == before


def _soak_minutes() -> float:
    try:
        return float(os.environ.get("CARDTABLE_SOAK", "0") or 0)
    except ValueError:
        return 0.0


def fuzz_for(minutes: float) -> int:
    """Fuzz new option draws and seeds for ``minutes``; return the number of deals."""
    end = time.monotonic() + minutes * 60
    pool: list[Action] = []
    round_ = 0
    deals = 0
    while time.monotonic() < end:
        round_ += 1
        for game, n, opts, seed in combos(1000 + round_, per_count=3):
            play_fuzzed(game, n, opts, seed, pool)
            deals += 1
            if time.monotonic() >= end:
                break
    print(f"fuzz soak: {deals} deals in {minutes} min")
    return deals


@pytest.mark.soak
def test_fuzz_soak():
    """Long mode (``pytest -m soak``): CARDTABLE_SOAK minutes, 3 by default."""
    assert fuzz_for(_soak_minutes() or 3.0) > 0


@pytest.mark.skipif(not _soak_minutes(), reason="set CARDTABLE_SOAK=<minutes> for a long run")
def test_fuzz_for_cardtable_soak_minutes():
    """Long mode in a plain ``pytest`` run when CARDTABLE_SOAK=<minutes> is set."""
    assert fuzz_for(_soak_minutes()) > 0


# -- regressions found by this suite ----------------------------------------------------------

def _first_legal(game: str, players: int, options: dict | None = None, seed: int = 4):
    state = new_game(game, players, seed=seed, options=options)
    return state, state.legal_actions()[0]


@pytest.mark.parametrize("game,players", [("durak", 2), ("donkey", 3), ("pirate_party", 2)])
def test_bool_seat_and_float_cards_are_refused_gen3(game, players):
    """GEN-3/GEN-1: True == 1 and 6.0 == 6, so these used to pass the legality check and
    put an action into the history whose notation is "True:take" or cannot be printed."""
    state, a = _first_legal(game, players)
    before = snapshot(state)
    cls = type(a)
    hostile = [cls(float(a.player), a.kind, a.cards, a.arg)]
    if a.player in (0, 1):
        hostile.append(cls(bool(a.player), a.kind, a.cards, a.arg))
    if a.cards:
        hostile.append(cls(a.player, a.kind, tuple(float(c) for c in a.cards), a.arg))
    for h in hostile:
        with pytest.raises(IllegalAction) as exc:
            state.apply(h)
        assert exc.value.rule == "GEN-3"
        assert snapshot(state) == before


def test_unprintable_fields_are_refused_not_crashing_gen3():
    """GEN-3: a refusal explains itself with the action's notation; a hostile ``arg`` the
    notation cannot print (a tuple where a suit goes) used to raise TypeError instead."""
    state = new_game("durak", 2, seed=1)
    while not any(x.kind == "take" for x in state.legal_actions()):   # to the defender's turn
        state.apply(state.legal_actions()[0])
    a = state.legal_actions()[0]
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        state.apply(type(a)(a.player, "take", (), ("junk", 10**9)))
    with pytest.raises(IllegalAction):
        state.apply(type(a)(a.player, a.kind, (10**9,), None))
    assert snapshot(state) == before


def test_donkey_refuses_card_ids_that_are_not_cards_gen3():
    """GEN-3: Donkey reads a set by its values (copies are interchangeable), and VALUE[-1]
    is a real value, so card id -1 used to be accepted as a card of the player's hand."""
    state = new_game("donkey", 3, seed=1)
    p = state.to_act
    a = next(x for x in state.legal_actions() if x.kind == "play" and len(x.cards) == 1)
    before = snapshot(state)
    for bad in (-1, -110, 110, 10**9):
        with pytest.raises(IllegalAction):
            state.apply(type(a)(p, "play", (bad,)))
        assert snapshot(state) == before
    state.apply(type(a)(p, "play", a.cards))          # the real card still plays


def test_pirate_penalties_refuse_non_actions_and_float_cards_pir13():
    """PIR-13 turns a held unplayable card into a misplay; anything that is not an action
    (None used to raise AttributeError) or names a float card is refused (GEN-3)."""
    state = new_game("pirate_party", 2, seed=3, options={"penalties": True})
    p = state.to_act
    before = snapshot(state)
    held = state.hands[p][0]
    for thing in (None, 7, type(state.legal_actions()[0])(p, "play", (float(held),))):
        with pytest.raises(IllegalAction):
            state.apply(thing)
        assert snapshot(state) == before
