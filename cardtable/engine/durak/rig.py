"""Rigged decks and set positions, for tests and puzzles (docs/notation.md, "Rigged decks").

:func:`rig_deck` builds the 36-card ``deck=`` list for ``new_game`` from the
hands each player should receive; :func:`position` builds a mid-deal state
(e.g. an end game with an empty stock) as a position (docs/notation.md, "Positions"), every
card not in a hand or the stock lying in the discard pile.  Cards may be given as ints or as text
(``"6♠ 7♥"``).
"""

from __future__ import annotations

from ..rng import seeded, shuffle
from .cards import parse_card, parse_cards


def _cards(x) -> list[int]:
    if x is None:
        return []
    if isinstance(x, str):
        return parse_cards(x)
    return [parse_card(c) if isinstance(c, str) else c for c in x]


def rig_deck(players: int, hands: list, trump=None, stock=(), dealer: int | None = None) -> list[int]:
    """The ``deck`` (top first) that deals ``hands[p]`` to player ``p``.

    ``dealer`` defaults to the last seat, so that deck[i] goes to player i mod n.
    A hand given with fewer than 6 cards (or None) is filled from the unused
    cards, highest first; ``stock`` lists the stock's top cards in drawing
    order, the unused rest follows it.  With fewer than 6 players ``trump`` is
    the turned-up card; with 6 players it must be omitted: the dealer's sixth
    card decides trump (DUR-2).
    """
    n = players
    if dealer is None:
        dealer = n - 1
    given = [_cards(h) for h in hands] + [[] for _ in range(n - len(hands))]
    trump_c = _cards([trump])[0] if trump is not None else None
    top = _cards(stock)
    used = [c for h in given for c in h] + top + ([trump_c] if trump_c is not None else [])
    if len(set(used)) != len(used):
        raise ValueError("a card is given twice")
    pool = [c for c in range(35, -1, -1) if c not in set(used)]
    for h in given:
        while len(h) < 6:
            h.append(pool.pop(0))
        if len(h) != 6:
            raise ValueError("a hand holds 6 cards")
    deck = []
    for r in range(6):
        for j in range(n):
            deck.append(given[(dealer + 1 + j) % n][r])
    if n < 6:
        if trump_c is None:
            trump_c = pool.pop()
        deck.append(trump_c)
        deck.extend(top + pool)
    elif trump_c is not None or top:
        raise ValueError("with 6 players the whole deck is dealt: no trump card or stock")
    return deck


def position(players: int, hands: list, *, trump, attacker: int, stock=(), options: dict | None = None,
             defended: bool = False, finished: tuple[int, ...] = (), known: dict | None = None,
             bout: int = 1, game: str = "durak"):
    """A state at the start of a bout: ``hands`` (lists or text), ``stock`` top first (the turned
    up ``trump`` card is its bottom card if the stock is not empty), ``attacker`` to lead,
    ``finished`` players already out; all other cards are in the discard pile.  ``defended``:
    has someone already defended successfully this deal (DUR-7); ``bout`` its number;
    ``game``: ``durak`` or ``witch_durak``."""
    from .. import from_position, game_info
    from .state import DurakState

    info = game_info(game)
    opts = info.resolve_options(players, dict(options or {}, dealer=0))
    st = info.factory(players, 0, opts, None)
    assert isinstance(st, DurakState), game
    st.hands = [_cards(h) for h in hands]
    trump_c = _cards([trump])[0]
    top = _cards(stock)
    st.trump_card = trump_c
    st.trump_suit = st._trump_suit_of(trump_c)
    st.stock = [trump_c] + top[::-1] if top else []
    held = {c for h in st.hands for c in h} | set(st.stock)
    st.discard = [c for c in range(36) if c not in held]
    shuffle(seeded(0, "position"), st.discard)
    st.known = [[] for _ in range(players)]
    for p, cs in (known or {}).items():
        st.known[p] = _cards(cs)
    st.out = [p in finished for p in range(players)]
    st.finished = list(finished)
    st.emptied_at = [-1] * players
    st.defended_once = defended
    st.bout_no = bout
    st.initial_events = []
    st._start_bout(attacker, attacker)
    # through its position text: the state records (to_record holds the position) and replays
    return from_position(game, st.to_position())
