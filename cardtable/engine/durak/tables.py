"""Pre-built Durak actions, events and beating tables, shared by every deal.

Actions and events are immutable values, so the hot paths (random playouts, search AI)
hand out these objects instead of building equal new ones: ``ATTACK[p][c]`` is
``DurakAction(p, "attack", (c,))``, ``COVER[p][a][c]`` the cover of attack card ``a`` by
``c``, ``TO_TABLE[p][k][c]`` the event of ``p`` playing ``c`` to attack slot ``k`` …
A bout never holds more than 6 attack cards (DUR-7), so slot tables stop at 6.
Named Witch eights (WIT-8) and multi-card leads come from small memo dicts.

``BEATS[t][a][c]``: does ``c`` beat ``a`` with trump suit ``t`` in plain durak (DUR-3)?

Hands are also kept as bit masks (bit ``c``: the hand holds card ``c``), so plain durak
answers "which of these cards beat, match a rank on the table, pair up" with one ``&``:
``BEAT_MASK[t][a]`` (the cards beating ``a``), ``RANK_CARDS[c]`` (the four cards of ``c``'s
rank), and :func:`cards_of` turns a mask back into its cards, lowest first, three 12-card
chunks (three ranks each) at a time.
"""

from __future__ import annotations

from .. import zone
from ..core import Event
from ..zone import DISCARD, STOCK, TRUMP
from .actions import DurakAction, DurakArg

PLAYERS = 6
SLOTS = 6  # DUR-7: at most 6 attack cards in a bout
CARDS = range(36)

HAND_ZONE = tuple(zone.hand(p) for p in range(PLAYERS))
TABLE_ZONE = tuple(zone.table(k) for k in range(SLOTS))
COVER_ZONE = tuple(zone.cover(k) for k in range(SLOTS))


def _one_card(kind: str) -> tuple[tuple[DurakAction, ...], ...]:
    return tuple(tuple(DurakAction(p, kind, (c,)) for c in CARDS) for p in range(PLAYERS))


ATTACK = _one_card("attack")
THROW = _one_card("throw")
TRANSFER = _one_card("transfer")
SHOW = _one_card("show")
# COVER_ARG[a]: the arg of a cover of attack card ``a`` by a card not named (one shared pair).
COVER_ARG = tuple((a, None) for a in CARDS)
COVER = tuple(tuple(tuple(DurakAction(p, "cover", (c,), COVER_ARG[a]) for c in CARDS) for a in CARDS)
              for p in range(PLAYERS))
TAKE = tuple(DurakAction(p, "take") for p in range(PLAYERS))
DONE = tuple(DurakAction(p, "done") for p in range(PLAYERS))
REVERSE = tuple(DurakAction(p, "reverse") for p in range(PLAYERS))
KEEP = tuple(DurakAction(p, "keep") for p in range(PLAYERS))
_ONE = {"attack": ATTACK, "throw": THROW, "transfer": TRANSFER, "show": SHOW}
_NAMED: dict[tuple, DurakAction] = {}
# COMBOS[p][most][run]: the multi-card leads from ``run`` (see lead_combos).
COMBOS: tuple[tuple[dict, ...], ...] = tuple(tuple({} for _ in range(7)) for _ in range(PLAYERS))
# RANK_BIT[c]: bit (c >> 2), the rank index of card c, for rank sets as ints.
RANK_BIT = tuple(1 << (c >> 2) for c in CARDS)
COVER_RANK_BIT: dict[int | None, int] = {None: 0, **{c: 1 << (c >> 2) for c in CARDS}}


def one_card(p: int, kind: str, c: int, name: DurakArg) -> DurakAction:
    """The action ``kind`` of ``p`` with card ``c`` (``name``: a Witch eight's suit, WIT-8)."""
    if name is None:
        return _ONE[kind][p][c]
    key = (p, kind, c, name)
    a = _NAMED.get(key)
    if a is None:
        a = _NAMED[key] = DurakAction(p, kind, (c,), name)
    return a


def cover(p: int, c: int, attack: int, name: int | None) -> DurakAction:
    """``p`` covers ``attack`` with ``c`` (``name``: a Witch eight's suit, WIT-8)."""
    if name is None:
        return COVER[p][attack][c]
    return one_card(p, "cover", c, (attack, name))


def lead_combos(p: int, cards: tuple[int, ...], most: int) -> tuple[DurakAction, ...]:
    """Leads of two or more of ``cards`` (one rank, sorted), at most ``most`` cards (DUR-5),
    in the order of :func:`subsets`."""
    memo = COMBOS[p][most]
    acts = memo.get(cards)
    if acts is None:
        acts = memo[cards] = tuple(DurakAction(p, "attack", s) for s in subsets(list(cards), most)
                                    if len(s) > 1)
    return acts


def subsets(cards: list[int], most: int) -> list[tuple[int, ...]]:
    """Every non-empty subset of ``cards`` with at most ``most`` cards, in a fixed order."""
    out: list[tuple[int, ...]] = [()]
    for c in cards:
        out += [s + (c,) for s in out if len(s) < most]
    return [s for s in out if s]


# -- beating (DUR-3, DUR-6) -----------------------------------------------------------------
BEATS = tuple(tuple(tuple((c & 3 == a & 3 and c > a) or (c & 3 == t and a & 3 != t) for c in CARDS)
                    for a in CARDS) for t in range(4))

BEAT_MASK = tuple(tuple(sum(1 << c for c in CARDS if BEATS[t][a][c]) for a in CARDS)
                  for t in range(4))

# DRAW_ORDER[n][step][a][d]: DUR-10's drawing order when all n players are in: the main
# attacker a, then the others against the direction of play (step), the defender d last.
def _draw_order(n: int, step: int, a: int, d: int) -> tuple[int, ...]:
    rest = [(a - step * k) % n for k in range(1, n)]
    return (a, *[q for q in rest if q != d], *([d] if d != a else []))


# index step: 1 or -1 (the last of three); () where n < 2 or step 0: never read
DRAW_ORDER = tuple(() if n < 2 else tuple(
    () if step == 0 else tuple(tuple(_draw_order(n, step, a, d) for d in range(n)) for a in range(n))
    for step in (0, 1, -1)) for n in range(PLAYERS + 1))

# WINDOW_QUEUE[n][step][a][d]: DUR-8's throw-in queue when all n players are in: the main
# attacker a (unless he defends), then the others from the defender d on in the direction of
# play (step), the defender left out.
def _window_queue(n: int, step: int, a: int, d: int) -> tuple[int, ...]:
    rest = [(d + step * k) % n for k in range(1, n)]
    return (*([a] if a != d else []), *[q for q in rest if q != a])


WINDOW_QUEUE = tuple(() if n < 2 else tuple(
    () if step == 0 else tuple(tuple(_window_queue(n, step, a, d) for d in range(n)) for a in range(n))
    for step in (0, 1, -1)) for n in range(PLAYERS + 1))
# WINDOW_TAILS[n][step][a][d]: (q, the queue after q) for each player q of that queue in turn.
WINDOW_TAILS = tuple(() if n < 2 else tuple(
    () if step == 0 else tuple(tuple(tuple((q, order[i + 1:]) for i, q in enumerate(order))
                                       for order in row) for row in WINDOW_QUEUE[n][step])
    for step in (0, 1, -1)) for n in range(PLAYERS + 1))

# -- hands as bit masks ---------------------------------------------------------------------
BIT = tuple(1 << c for c in CARDS)
RANK_CARDS = tuple(0xF << (c & ~3) for c in CARDS)  # the four cards of c's rank
SUIT_CARDS = tuple(sum(1 << c for c in range(s, 36, 4)) for s in range(4))  # the nine of suit s
# CHUNK[k][m]: the cards of the 12-bit chunk m of a mask at bit 12*k (ranks 3k…3k+2), lowest
# first; MULTI[m]: chunk m with only its ranks held at least twice (multi-card leads, DUR-5).
CHUNK = tuple(tuple(tuple(c + 12 * k for c in range(12) if m >> c & 1) for m in range(4096))
              for k in range(3))
CHUNK0, CHUNK1, CHUNK2 = CHUNK
MULTI = tuple(sum(0xF << r for r in (0, 4, 8) if (m >> r & 0xF).bit_count() > 1) & m
              for m in range(4096))


def mask_of(cards) -> int:
    """The bit mask of ``cards``."""
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def cards_of(m: int) -> tuple[int, ...]:
    """The cards of mask ``m``, lowest first."""
    return CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]


# Actions by 9-bit chunks of a mask: rows9(ROWS, row, p) is (T0, T1, T2, T3) with T_k[x] the
# actions row[c] of the cards c = 9k + i of each bit i of x, lowest first, so the actions of
# mask m are [*T0[m & 511], *T1[m >> 9 & 511], *T2[m >> 18 & 511], *T3[m >> 27]]: four C-level
# extends instead of a Python call per card.  Built per player on first use (2,048 small tuples).
ATTACK9: list = [None] * PLAYERS
THROW9: list = [None] * PLAYERS
TRANSFER9: list = [None] * PLAYERS


def rows9(rows: list, row: tuple, p: int) -> tuple:
    """``rows[p]``, built from ``row`` (``ATTACK[p]``, …) if it is not yet."""
    t = rows[p]
    if t is None:
        t = rows[p] = tuple(tuple(tuple(row[9 * k + i] for i in range(9) if x >> i & 1)
                                  for x in range(512)) for k in range(4))
    return t


# BIT_CARD[1 << c] = c: the card of a one-bit mask (lowest bit first: m & -m).
BIT_CARD = {1 << c: c for c in CARDS}


def add_row(acts: list, row: tuple, m: int) -> None:
    """Append ``row[c]`` for each card ``c`` of mask ``m``, lowest first (``map(row.__getitem__,
    …)`` would call through a wrapper; a lone card is looked up by its bit)."""
    if m & (m - 1):  # two cards or more: cards_of(m), inlined
        for c in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]:
            acts.append(row[c])
    elif m:
        acts.append(row[BIT_CARD[m]])

# LEADS[p][most][k][m]: the multi-card leads of p from MULTI chunk m at bit 12*k (lead_combos
# for each rank of the chunk, lowest rank first); filled as met.
LEADS: tuple = tuple(tuple(tuple({} for _ in range(3)) for _ in range(7)) for _ in range(PLAYERS))


def chunk_leads(p: int, most: int, k: int, m: int) -> tuple[DurakAction, ...]:
    """The multi-card leads of ``p`` (at most ``most`` cards) from MULTI chunk ``m`` at
    bit ``12*k``: each rank's leads (``lead_combos``), lowest rank first.  A miss costs a
    few lookups per rank (the chunk's table fills over thousands of deals)."""
    memo = LEADS[p][most][k]
    acts = memo.get(m)
    if acts is None:
        chunk = CHUNK[k]
        acts = ()
        for r in (0, 4, 8):  # the chunk's three ranks: a nibble each
            run = m & (15 << r)
            if run & (run - 1):  # two cards or more of the rank
                acts += lead_combos(p, chunk[run], most)
        memo[m] = acts
    return acts


# -- events ---------------------------------------------------------------------------------


def _moves(src, dst, up: bool) -> tuple:
    """``[p][k][c]``: card ``c`` moving from ``src(p, k)`` to ``dst(p, k)``, caused by ``p``."""
    return tuple(tuple(tuple(Event("move", c, src(p, k), dst(p, k), up, p) for c in CARDS)
                       for k in range(SLOTS)) for p in range(PLAYERS))


# DEAL[p][c]: a face-down card from the stock to hand p (the deal, DUR-4, and draws, DUR-10).
DEAL = tuple(tuple(Event("move", c, STOCK, HAND_ZONE[p], False, p) for c in CARDS)
             for p in range(PLAYERS))
_DEAL_ROWS: dict[tuple[int, int], tuple] = {}


def deal_rows(n: int, dealer: int) -> tuple:
    """DUR-4: ``DEAL[p]`` for the seat p of each card of the deal in turn — card i goes to
    seat (dealer + 1 + i) mod n."""
    rows = _DEAL_ROWS.get((n, dealer))
    if rows is None:
        rows = _DEAL_ROWS[(n, dealer)] = tuple(DEAL[(dealer + 1 + i) % n] for i in range(6 * n))
    return rows


# TURN_UP[dealer][c]: the card turned up under the stock (DUR-2).
TURN_UP = tuple(tuple(Event("move", c, STOCK, TRUMP, True, p) for c in CARDS)
                for p in range(PLAYERS))
# DRAW_TRUMP[p][c]: the turned-up trump drawn last, face up (DUR-10).
DRAW_TRUMP = tuple(tuple(Event("move", c, TRUMP, HAND_ZONE[p], True, p) for c in CARDS)
                   for p in range(PLAYERS))
TO_TABLE = _moves(lambda p, k: HAND_ZONE[p], lambda p, k: TABLE_ZONE[k], True)
TO_COVER = _moves(lambda p, k: HAND_ZONE[p], lambda p, k: COVER_ZONE[k], True)
# A take (DUR-9): the defender picks up attack and cover cards, face up.
TAKE_ATTACK = _moves(lambda d, k: TABLE_ZONE[k], lambda d, k: HAND_ZONE[d], True)
TAKE_COVER = _moves(lambda d, k: COVER_ZONE[k], lambda d, k: HAND_ZONE[d], True)
# A successful defence (DUR-9): the table goes to the discard pile face down.
DISCARD_ATTACK = _moves(lambda d, k: TABLE_ZONE[k], lambda d, k: DISCARD, False)
DISCARD_COVER = _moves(lambda d, k: COVER_ZONE[k], lambda d, k: DISCARD, False)
SAY_DONE = tuple(Event("say", player=p, info={"what": "done"}) for p in range(PLAYERS))
SAY_TAKE = tuple(Event("say", player=p, info={"what": "take"}) for p in range(PLAYERS))
_EVENTS: dict[tuple, Event] = {}


# BOUT_END[taken][attacker][defender]: the end of a bout (DUR-9).
BOUT_END = tuple(tuple(tuple(Event("bout_end", player=d, info={
    "outcome": "taken" if taken else "beaten", "attacker": a, "defender": d})
    for d in range(PLAYERS)) for a in range(PLAYERS)) for taken in (False, True))


def player_out(p: int, place: int) -> Event:
    """``p`` has finished, ``place``-th (DUR-11)."""
    key = ("player_out", p, place)
    e = _EVENTS.get(key)
    if e is None:
        e = _EVENTS[key] = Event("player_out", player=p, info={"place": place})
    return e


def transfer(p: int, target: int) -> Event:
    """``p`` passes the attack to ``target`` (DUR-12)."""
    key = ("transfer", p, target)
    e = _EVENTS.get(key)
    if e is None:
        e = _EVENTS[key] = Event("transfer", player=p, info={"from": p, "to": target})
    return e


def name(c: int, p: int, suit: int) -> Event:
    """``p`` names ``suit`` for the enchanted eight ``c`` (WIT-8)."""
    key = ("name", c, p, suit)
    e = _EVENTS.get(key)
    if e is None:
        e = _EVENTS[key] = Event("name", c, player=p, info={"suit": suit})
    return e


def show(c: int, p: int, reason: str) -> Event:
    """``p`` shows ``c`` to everyone: the lowest trump (DUR-4) or a transfer by showing (DUR-15)."""
    key = ("show", c, p, reason)
    e = _EVENTS.get(key)
    if e is None:
        e = _EVENTS[key] = Event("show", c, HAND_ZONE[p], HAND_ZONE[p], True, p, {"reason": reason})
    return e
