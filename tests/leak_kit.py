"""Two worlds that differ only in cards hidden from one seat (GEN-2, issue 37).

:func:`check_two_worlds` deals a game from a rigged deck (world 1) and plays it at random for
up to ``steps`` actions, noting every card seat ``p`` could have seen by then: every number in
a card-holding field of its views, every card it sees move, every card an action names, and what a game's rules show
at a moment (a challenged Wild Draw Four player's hand, PIR-11).  World 2 is the same deal
with every card ``p`` never saw shuffled among its places in the deck; the same actions are
played in it.  For as long as they stay legal, ``p``'s view, its legal actions and the events
as it sees them must be equal in both worlds: a difference is a leak of a hidden card (or of
something computed from one, like whether a Wild Draw Four was a bluff).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine import IllegalAction, new_game

# View fields (old dict keys) that hold seats, counts, flags — never cards; every other number
# in a view is taken for a card (more cards "seen" than were only makes the test weaker).
NOT_CARDS = frozenset((
    "game", "options", "player", "players", "dealer", "hand_sizes", "stock_size", "trump_suit",
    "table_by", "discard_size", "attacker", "leader", "defender", "attack_slot", "to_act",
    "window", "window_queue", "finished", "active", "emptied_at", "teams", "direction", "bout",
    "bout_limit", "tick", "enchanted", "pending_slot", "main_attacker", "thrower", "passes",
    "lead_count", "throw_room", "first", "wins_needed", "witchcraft_wins", "round", "set_size",
    "best_value", "best_player", "passed", "acted", "donkey_holder", "unused_count", "current",
    "pending", "top_owner", "catchable", "double_play_open", "reshuffles", "winner",
    "wd4_prev_owner", "ran_out", "scores", "phase", "history", "colour", "wd4_prev_colour",
    "att_by", "taken"))


def _numbers(value: Any, out: set[int]) -> None:
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in NOT_CARDS:
                _numbers(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _numbers(v, out)


def seen_cards(view: dict) -> set[int]:
    out: set[int] = set()
    for key, value in view.items():
        if key not in NOT_CARDS:
            _numbers(value, out)
    return out


def shown_by_rules(state: Any, action: Any) -> set[int]:
    """Cards the rules show every seat when ``action`` is taken (before it is applied)."""
    if state.game_id == "pirate_party" and action.kind == "challenge":
        return set(state.hands[state.top_owner])       # PIR-11: the challenged hand is shown
    return set()


def _event_cards(events: list, p: int) -> set[int]:
    """The cards ``p`` sees move (face up, or into or out of its own hand)."""
    return {e.for_viewer(p).card for e in events if e.for_viewer(p).card is not None}


def _seen_by(state: Any, p: int) -> tuple:
    view = state.view(p).to_dict()
    return view, [str(a) for a in state.legal_actions(p)] if not state.is_over else []


def check_two_worlds(game: str, players: int, seed: int, options: dict | None, p: int,
                     steps: int, worlds: int = 2) -> int:
    """Play the two worlds (module docstring); return how many steps were compared
    over ``worlds`` second worlds (0: nothing hidden from ``p`` could be moved).  Fails with the first
    difference."""
    rng = random.Random(f"{game}:{players}:{seed}:{p}")
    pack = sorted(c for zone in new_game(game, players, seed=seed, options=options).card_zones().values()
                  for c in zone)
    deck = list(pack)
    for _try in range(50):        # a deck the rules deal (Donkey's donkey among the cards dealt)
        rng.shuffle(deck)
        try:
            world = new_game(game, players, seed=seed, options=options, deck=deck)
            break
        except ValueError:
            continue
    else:
        raise AssertionError(f"{game}: no rigged deck deals")
    actions: list = []
    seen = seen_cards(world.view(p).to_dict()) | _event_cards(getattr(world, "initial_events", []), p)
    while not world.is_over and len(actions) < steps:
        actors = world.actors() if hasattr(world, "actors") else [world.to_act]
        q = actors[0] if rng.random() < 0.85 else rng.choice(actors)
        legal = world.legal_actions(q) or world.legal_actions()
        action = legal[rng.randrange(len(legal))]
        seen |= shown_by_rules(world, action)
        seen.update(action.cards)
        arg = action.arg[0] if action.kind == "cover" and isinstance(action.arg, tuple) else action.arg
        if isinstance(arg, int) and not isinstance(arg, bool):   # (a Durak cover's arg: (card, name))
            seen.add(arg)
        seen |= _event_cards(world.apply(action), p)
        actions.append(action)
        seen |= seen_cards(world.view(p).to_dict())
    hidden_at = [i for i, c in enumerate(deck) if c not in seen]
    compared = 0
    for _world in range(worlds):
        moved = [deck[i] for i in hidden_at]
        rng.shuffle(moved)
        other = list(deck)
        for i, c in zip(hidden_at, moved):
            other[i] = c
        if other == deck:
            continue
        try:
            two = new_game(game, players, seed=seed, options=options, deck=other)
        except ValueError:
            continue          # a deal the rules refuse (Donkey's donkey among the cards not dealt)
        one = new_game(game, players, seed=seed, options=options, deck=deck)
        compared += _compare(one, two, actions, p, f"{game} {players}p seed {seed} options {options} seat {p}")
    return compared


def _compare(one: Any, two: Any, actions: list, p: int, where: str) -> int:
    assert _seen_by(one, p) == _seen_by(two, p), f"{where}: the deal"
    for k, action in enumerate(actions):
        ev1 = one.apply(action)
        try:
            ev2 = two.apply(action)
        except IllegalAction:
            return k        # another seat's hidden cards decide what it may do: worlds part
        v1, v2 = _seen_by(one, p), _seen_by(two, p)
        if (v1[0]["to_act"], v1[0].get("phase")) != (v2[0]["to_act"], v2[0].get("phase")):
            # the engine passes over a seat with nothing to do (an attacker with no card to
            # add): the table learns what a player's "nothing" would tell it; worlds part
            return k
        assert [e.for_viewer(p) for e in ev1] == [e.for_viewer(p) for e in ev2], \
            f"{where}: events of {action}"
        if v1 != v2:
            diff = {key: (v1[0][key], v2[0].get(key)) for key in v1[0] if v1[0][key] != v2[0].get(key)}
            raise AssertionError(f"{where}: after {[str(a) for a in actions[:k + 1]]}: {diff or 'legal'}")
    return len(actions)
