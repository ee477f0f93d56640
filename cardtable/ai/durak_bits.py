"""A two-player plain-durak endgame as a few ints: the exact solver's fast position.

Plain durak (throw-in, transfer, simple; showing a trump, DUR-15; no transfer in the first
bout, DUR-14) with two players left and the stock's order known: empty, the turned-up trump
alone (DUR-2) — what a card counter knows — or, in a world the chance search deals
(:mod:`.durak_stock`), its last few cards above the trump.  Not Witch durak, not Italian
durak, no teams: those keep the engine's state.

A position is the tuple ``(ha, hd, phase, u, c, flags)``:

- ``ha``, ``hd``: the attacker's and the defender's hands as masks (bit ``x``: card ``x``,
  the engine's 0 … 35);
- ``phase``: :data:`ATTACK_PHASE`, :data:`DEFEND` (nothing covered since the table last grew),
  :data:`COVERED` (the defender is answering on after a cover: the same rules, another key for
  the search's take cut), the throw-in windows :data:`W_LEAD` (after a lead, a transfer or a
  show, DUR-8.1), :data:`W_BEATEN` / :data:`W_BEATEN_ADDED` (every card covered, DUR-8.2;
  before and after a card was added), :data:`W_TAKE` (after a take, DUR-8.3), or :data:`OVER`;
- ``u``: the uncovered attack cards, ``c``: the covered pairs (attack cards and their
  covers together — which cover lies on which card never matters again);
- ``flags``: bit 0 the attacker's seat (0/1: :attr:`Seats.seats` index), bit 1 someone has
  defended this deal (DUR-7's limit 6, else 5), bits 2/3 seat 0/1 showed a trump this bout
  (DUR-15), bit 4 the first bout of a deal with ``no_transfer_first_bout`` (DUR-14), bits 5+
  the stock, top card first, 6 bits a card (the card + 1; 0: no more cards): the next card
  drawn is ``flags >> STOCK_SHIFT & 63``, the turned-up trump the last.  Over: ``flags`` is
  the result, :data:`DRAW_END` or the fool's seat index + 1.

The tuple is its own canonical key (what the rest of the deal depends on and nothing else).
A move is ``(kind, cards, attack)``: ``cards`` a mask (one bit but for a multi-card lead), the
attack card for a cover (else -1).  :func:`legal` lists every legal move, :func:`play` makes
one (a new tuple), :func:`to_action` names it as the engine's ``Action`` — 1:1 with the
engine's legal actions, held to the engine in lockstep by tests/test_durak_endgame_fast.py.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.durak.actions import DurakAction
from cardtable.engine.durak.rules import BOUT_LIMIT, HAND
from cardtable.engine.durak.state import DurakState
from cardtable.engine.durak.tables import (
    ATTACK,
    BEAT_MASK,
    CHUNK0,
    CHUNK1,
    CHUNK2,
    COVER,
    DONE,
    MULTI,
    SHOW,
    SUIT_CARDS,
    TAKE,
    THROW,
    TRANSFER,
    mask_of,
    subsets,
)

Position = tuple[int, int, int, int, int, int]
Move = tuple[int, int, int]

ATTACK_PHASE, DEFEND, COVERED, W_LEAD, W_BEATEN, W_BEATEN_ADDED, W_TAKE, OVER = range(8)
LEAD, COVER_KIND, TRANSFER_KIND, SHOW_KIND, TAKE_KIND, THROW_KIND, DONE_KIND = range(7)
DRAW_END = 0  # an OVER position's flags when nobody is the fool (DUR-11: both out in one bout)

F_SEAT, F_ONCE, F_FIRST = 1, 2, 16
F_SHOWED = (4, 8)
STOCK_SHIFT = 5
STOCK_CARD = 63  # one stock card's field (6 bits: the card + 1)
# The search's guess at a card's cost for its move order (durak_endgame.order_moves too): its
# rank, a trump this much dearer than any plain card.
TRUMP_BONUS = 9
# the lowest bit of each rank's nibble (9 ranks × 4 suits)
_NIBBLE_LOW = sum(1 << (4 * r) for r in range(9))
ALL = (1 << 36) - 1


def rank_cards(m: int) -> int:
    """Every card of the ranks present in mask ``m`` (DUR-7: what may be thrown in)."""
    x = m | m >> 1
    x |= x >> 2
    return (x & _NIBBLE_LOW) * 15


def cards_of(m: int) -> tuple[int, ...]:
    """The cards of mask ``m``, lowest first (tables.cards_of)."""
    return CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]


class Rules:
    """The deal's constant rules: trump, variant, options, and the two seats' engine numbers."""

    __slots__ = ("trump", "trumps", "plain", "beat", "transfers", "simple", "shows", "seats", "cost")

    def __init__(self, trump: int, variant: str, shows: bool, seats: tuple[int, int]):
        self.trump = trump
        self.trumps = SUIT_CARDS[trump]
        self.plain = ALL ^ self.trumps
        # a card's cost in the search's order, by its one-bit mask: its rank, trumps dearer
        self.cost = {1 << x: (x >> 2) + (TRUMP_BONUS if x & 3 == trump else 0) for x in range(36)}
        self.beat = BEAT_MASK[trump]
        self.transfers = variant == "transfer"
        self.simple = variant == "simple"
        self.shows = shows and self.transfers  # DUR-15 is a way to transfer
        self.seats = seats

    def move_cost(self, m: Move) -> int:
        """A move's place in the order: the cost of its cards (a lead of several: their sum),
        a pass last."""
        b = m[1]
        if not b:
            return PASS_COST
        one = self.cost.get(b)
        return one if one is not None else sum(self.cost[1 << x] for x in cards_of(b))


def supported(s: Any) -> bool:
    """Can ``s`` (an engine state, someone to act) be played as a compact position?  Plain
    durak only (its legal path ``tables``), no Italian (DUR-9), no teams, two seats in play,
    every other seat out with no cards, the stock empty or lying on the turned-up trump (its
    order known: the trump alone — nothing hidden — or a world of the chance search)."""
    if type(s) is not DurakState or s.legal_path != "tables" or s.italian or s.teams_on:
        return False
    if s.variant not in ("throw_in", "transfer", "simple") or s.to_act is None:
        return False
    if (s.stock and s.stock[0] != s.trump_card) or s.direction != 1:
        return False
    active = [p for p in range(s.num_players) if not s.out[p]]
    if len(active) != 2 or any(s.hm[p] for p in range(s.num_players) if s.out[p]):
        return False
    if s.attacker not in active or s.defender not in active or s.attacker == s.defender:
        return False
    return s.phase == "attack" or s.phase == "defend" or s.thrower == s.attacker


def from_state(s: Any) -> tuple[Rules, Position]:
    """The compact position of engine state ``s`` (:func:`supported`) and its rules."""
    active = tuple(p for p in range(s.num_players) if not s.out[p])
    seats = (active[0], active[1])
    rules = Rules(s.trump_suit, s.variant, bool(s.options.get("transfer_by_showing_trump")), seats)
    a, d = s.attacker, s.defender
    u = mask_of(x for x, y in zip(s.att, s.cov) if y is None)
    c = mask_of([*(x for x, y in zip(s.att, s.cov) if y is not None),
                 *(y for y in s.cov if y is not None)])
    flags = seats.index(a)
    if s.defended_once:
        flags |= F_ONCE
    for p in s.showed:
        flags |= F_SHOWED[seats.index(p)]
    if s.bout_no == 0 and s.options.get("no_transfer_first_bout"):
        flags |= F_FIRST
    stock = 0
    for x in s.stock:  # the list's end is the stock's top: it ends in the field's low bits
        stock = stock << 6 | (x + 1)
    flags |= stock << STOCK_SHIFT
    ph = s.phase
    if ph == "attack":
        phase = ATTACK_PHASE
    elif ph == "defend":
        phase = DEFEND
    elif ph == "take_throw_in":
        phase = W_TAKE
    elif s.window == 1:
        phase = W_LEAD
    else:
        phase = W_BEATEN_ADDED if s.window_added else W_BEATEN
    return rules, (s.hm[a], s.hm[d], phase, u, c, flags)


def may_add(ha: int, hd: int, u: int, c: int, flags: int) -> bool:
    """DUR-7/DUR-8 (rules.room_for_one_more, as the engine's ``WindowMixin._room`` asks it):
    may the attacker (hand ``ha``) add a card now?  He holds a rank on the table, the bout is
    under its limit (5 attack cards until a first successful defence, 6 after) and the defender
    (``hd``) would not have more cards to beat than he holds."""
    x = u | c
    x |= x >> 1
    x |= x >> 2
    if not ha & (x & _NIBBLE_LOW) * 15:  # the ranks on the table (rank_cards, inlined)
        return False
    uncovered = u.bit_count()
    attack_cards = uncovered + (c.bit_count() >> 1)  # a covered pair: one attack card
    return attack_cards < BOUT_LIMIT[flags >> 1 & 1] and uncovered < hd.bit_count()


def transfer_cards(r: Rules, pos: Position) -> tuple[int, int]:
    """DUR-12/13/15 for the defender now: (cards he may transfer with, trumps he may show);
    both 0 where no transfer stands (something covered, two ranks, DUR-14's first bout)."""
    ha, hd, phase, u, c, flags = pos
    if not r.transfers or c or flags & F_FIRST:
        return 0, 0
    ranks = rank_cards(u)
    if (ranks & _NIBBLE_LOW).bit_count() != 1:  # two ranks on the table: no transfer
        return 0, 0
    k = u.bit_count()
    na = ha.bit_count()  # the target: the attacker, who would defend next
    moves = hd & ranks if k < BOUT_LIMIT[flags >> 1 & 1] and k < na else 0  # DUR-7 for him
    shows = 0
    if r.shows and not flags & F_SHOWED[(flags & F_SEAT) ^ 1] and na >= k:
        shows = hd & ranks & r.trumps  # DUR-15: no card added, so only his count matters
    return moves, shows


# The moves as shared tuples (a search makes millions of them): LEADS[x] the lead of card x,
# COVERS[a][x] the cover of attack card a by x, …
LEADS = tuple((LEAD, 1 << x, -1) for x in range(36))
COVERS = tuple(tuple((COVER_KIND, 1 << x, a) for x in range(36)) for a in range(36))
TRANSFERS = tuple((TRANSFER_KIND, 1 << x, -1) for x in range(36))
SHOWS = tuple((SHOW_KIND, 1 << x, -1) for x in range(36))
THROWS = tuple((THROW_KIND, 1 << x, -1) for x in range(36))
TAKE_MOVE: Move = (TAKE_KIND, 0, -1)
DONE_MOVE: Move = (DONE_KIND, 0, -1)
PASS_COST = 100  # a take or a done: after every card play in the order


def legal(r: Rules, pos: Position) -> list[Move]:
    """Every legal move of the player to act (the engine's legal actions, 1:1), cheapest
    first (:func:`moves`)."""
    return moves(r, pos, False)


def moves(r: Rules, pos: Position, cut: bool) -> list[Move]:
    """The legal moves of the player to act, ordered as the search tries them: the cheapest
    card first (its rank, trumps dearer than any plain card; durak_endgame.order_moves),
    a take or a done last.  ``cut``: without the moves that cannot change the value: leads of
    several cards outside simple durak (the same as a lead and throw-ins, see below), and the
    defender's (durak_endgame.defences): covers of one attack card only (:func:`cover_target`)
    — no one acts between two covers and the covered table is the same in any order — and no take
    in ``COVERED`` — taking before that cover picked up the same cards and left the attacker
    fewer ranks to throw in (DUR-7, DUR-8.3)."""
    ha, hd, phase, u, c, flags = pos
    plain, trumps = r.plain, r.trumps
    if phase == ATTACK_PHASE:
        m = ha & plain
        out = [LEADS[x] for x in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]]
        m = ha & trumps
        out += [LEADS[x] for x in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]]
        # DUR-5: leads of several cards of one rank.  The cut leaves them out but in simple
        # durak: with two players such a lead is the lead of one card and throw-ins of the
        # rest into its window (DUR-8.1) — the very same position, where the search meets it
        if not r.transfers and (r.simple or not cut) and \
                (MULTI[ha & 4095] or MULTI[ha >> 12 & 4095] or MULTI[ha >> 24]):
            most = min(hd.bit_count(), BOUT_LIMIT[flags >> 1 & 1])  # DUR-7
            if r.simple and most > 2:
                most = 2  # DUR-16
            if most >= 2:
                for rank in range(9):
                    run = ha >> (4 * rank) & 15
                    if run & (run - 1):
                        for sub in subsets(list(cards_of(run << 4 * rank)), most):
                            if len(sub) > 1:
                                out.append((LEAD, mask_of(sub), -1))
                out.sort(key=r.move_cost)
        return out
    if phase == DEFEND or phase == COVERED:
        out = []
        beats = r.beat
        for a in ((cover_target(r, hd, u),) if cut else cards_of(u)):  # DUR-6
            row = COVERS[a]
            m = hd & beats[a] & plain
            out += [row[x] for x in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]]
            m = hd & beats[a] & trumps
            out += [row[x] for x in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]]
        if r.transfers and not c:
            shifts, shows = transfer_cards(r, pos)
            if shifts or shows:  # DUR-12, DUR-15
                out += [TRANSFERS[x] for x in cards_of(shifts)]
                out += [SHOWS[x] for x in cards_of(shows)]
                out.sort(key=r.move_cost)
        if not (cut and phase == COVERED):
            out.append(TAKE_MOVE)
        return out
    if phase == OVER:
        return []
    t = ha & rank_cards(u | c)  # DUR-7: ranks on the table (the room: checked by play)
    m = t & plain
    out = [THROWS[x] for x in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]]
    m = t & trumps
    out += [THROWS[x] for x in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]]
    out.append(DONE_MOVE)
    return out


def cover_target(r: Rules, hd: int, u: int) -> int:
    """The one uncovered attack card the search covers first (``moves``' cut): the one the
    defender (hand ``hd``) has the fewest covers for, the lowest of those — all of them must
    be covered before anyone else acts, so any one will do, and the fewest choices first
    keep the tree small (none: he can only take, or transfer)."""
    if not u & (u - 1):
        return (u & -u).bit_length() - 1
    beats = r.beat
    best, fewest = -1, 99
    for a in cards_of(u):
        n = (hd & beats[a]).bit_count()
        if n < fewest:
            best, fewest = a, n
    return best


def mover(pos: Position) -> int:
    """The seat index (0/1) of the player to act (-1 when over)."""
    phase, flags = pos[2], pos[5]
    if phase == OVER:
        return -1
    seat = flags & F_SEAT
    return seat ^ 1 if phase == DEFEND or phase == COVERED else seat


def to_action(r: Rules, pos: Position, m: Move) -> DurakAction:
    """Move ``m`` of ``pos`` as the engine's action (the pre-built objects of tables.py)."""
    p = r.seats[mover(pos)]
    kind, bits, a = m
    if kind == LEAD:
        cards = cards_of(bits)
        return ATTACK[p][cards[0]] if len(cards) == 1 else DurakAction(p, "attack", cards)
    if kind == TAKE_KIND:
        return TAKE[p]
    if kind == DONE_KIND:
        return DONE[p]
    x = (bits & -bits).bit_length() - 1
    if kind == COVER_KIND:
        return COVER[p][a][x]
    return (TRANSFER if kind == TRANSFER_KIND else SHOW if kind == SHOW_KIND else THROW)[p][x]


def _draw(hand: int, stock: int, most: int) -> tuple[int, int]:
    """Cards from the top of the stock field into ``hand`` until it holds ``most`` or the
    stock is gone: the hand and the stock after."""
    while stock and hand.bit_count() < most:
        hand |= 1 << ((stock & STOCK_CARD) - 1)
        stock >>= 6
    return hand, stock


def _end_bout(r: Rules, ha: int, hd: int, u: int, c: int, flags: int, taken: bool) -> Position:
    """DUR-9 … DUR-11, DUR-19: the bout ends (taken or beaten off), the hands are filled from the
    stock, the deal may be over, else the next bout's lead."""
    if taken:
        hd |= u | c  # the defender picks up the table
    else:
        flags |= F_ONCE  # a successful defence: the limit is 6 from now on (DUR-7)
    stock = flags >> STOCK_SHIFT
    if stock:
        # DUR-10: the attacker draws first, then the defender, each up to six cards from the
        # top; the turned-up trump is the last card drawn (DUR-2).  DUR-16 (simple durak): one
        # card at a time, the attacker then the defender, round and round
        if r.simple:
            while stock and (ha.bit_count() < HAND or hd.bit_count() < HAND):
                ha, stock = _draw(ha, stock, min(HAND, ha.bit_count() + 1))
                hd, stock = _draw(hd, stock, min(HAND, hd.bit_count() + 1))
        else:
            ha, stock = _draw(ha, stock, HAND)
            hd, stock = _draw(hd, stock, HAND)
        flags &= (1 << STOCK_SHIFT) - 1
        flags |= stock << STOCK_SHIFT
    seat = flags & F_SEAT
    if not stock and (not ha or not hd):
        # DUR-11: a player with no cards and no stock has finished; the one left is the fool
        if ha:
            return 0, 0, OVER, 0, 0, seat + 1
        if hd:
            return 0, 0, OVER, 0, 0, (seat ^ 1) + 1
        return 0, 0, OVER, 0, 0, DRAW_END
    flags &= ~(F_SHOWED[0] | F_SHOWED[1] | F_FIRST)  # a new bout (DUR-14: no longer the first)
    if taken:  # DUR-19: the taker does not lead; the attacker leads again
        return ha, hd, ATTACK_PHASE, 0, 0, flags
    return hd, ha, ATTACK_PHASE, 0, 0, flags ^ F_SEAT  # the defender beat it off: he leads


def _window(r: Rules, ha: int, hd: int, u: int, c: int, flags: int, w: int) -> Position:
    """DUR-8: a throw-in window opens (``w``: W_LEAD, W_BEATEN, W_TAKE); with two players only
    the attacker may add, and the window closes at once when he has nothing he may add."""
    if may_add(ha, hd, u, c, flags):
        return ha, hd, w, u, c, flags
    if w == W_LEAD:
        return ha, hd, DEFEND, u, c, flags
    return _end_bout(r, ha, hd, u, c, flags, w == W_TAKE)


def play(r: Rules, pos: Position, m: Move) -> Position:
    """The position after legal move ``m`` (the engine's ``_play``, DUR-5 … DUR-16)."""
    ha, hd, phase, u, c, flags = pos
    kind, bits, a = m
    if kind == COVER_KIND:  # DUR-6
        hd ^= bits
        u ^= 1 << a
        c |= bits | 1 << a
        if u:
            return ha, hd, COVERED, u, c, flags
        if r.simple:
            return _end_bout(r, ha, hd, u, c, flags, False)  # DUR-16: no throw-ins
        return _window(r, ha, hd, u, c, flags, W_BEATEN)  # DUR-8.2
    if kind == THROW_KIND:
        ha ^= bits
        u |= bits
        if phase == W_BEATEN:
            phase = W_BEATEN_ADDED
        # DUR-8: he may go on adding while he has a rank on the table and there is room
        if may_add(ha, hd, u, c, flags):
            return ha, hd, phase, u, c, flags
        if phase == W_TAKE:
            return _end_bout(r, ha, hd, u, c, flags, True)
        return ha, hd, DEFEND, u, c, flags  # the new cards are his to beat
    if kind == DONE_KIND:
        if phase == W_TAKE:
            return _end_bout(r, ha, hd, u, c, flags, True)  # DUR-8.3
        if phase == W_BEATEN:
            return _end_bout(r, ha, hd, u, c, flags, False)  # DUR-8.2: beaten off
        return ha, hd, DEFEND, u, c, flags
    if kind == TAKE_KIND:
        if r.simple:
            return _end_bout(r, ha, hd, u, c, flags, True)  # DUR-16: no throw-ins
        return _window(r, ha, hd, u, c, flags, W_TAKE)
    if kind == LEAD:
        ha ^= bits
        if r.simple:
            return ha, hd, DEFEND, bits, 0, flags
        return _window(r, ha, hd, bits, 0, flags, W_LEAD)
    # a transfer (DUR-12) or a show (DUR-15): the defender attacks, the attacker defends
    seat = (flags & F_SEAT) ^ 1
    if kind == TRANSFER_KIND:
        hd ^= bits
        u |= bits
    else:
        flags |= F_SHOWED[seat]  # the trump stays in his hand
    return _window(r, hd, ha, u, c, flags ^ F_SEAT, W_LEAD)


def result_for(pos: Position, seat: int) -> int:
    """An OVER position's value for seat index ``seat``: +1 the other is the fool, 0 a draw, -1
    he is the fool."""
    fool = pos[5]
    if fool == DRAW_END:
        return 0
    return -1 if fool - 1 == seat else 1
