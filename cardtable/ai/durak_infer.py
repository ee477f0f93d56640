"""Durak: what the public history says about the other hands, and worlds dealt by it.

Hard's worlds (rollouts.py, tree.py) are re-dealt from the seat's view; the engine's
``determinize`` keeps only the hard facts (the seat's own hand, the discard pile, the table, the
cards seen picked up, ``view.known``, the turned-up trump under the stock) and deals every other
unseen card uniformly.  :func:`sample_world` deals the same unseen cards, the same facts kept
exactly, but weighted by what each player's moves so far make likely, read from the view's
public ``history`` and fields only (GEN-2: never the true state).

:func:`read_evidence` replays the history's bouts, the hand sizes and the draws (DUR-7 … DUR-10),
and checks the replay against the view (hand sizes, stock): a history it cannot follow (a
variant with hidden moves of its own: Witch durak, teams, the Italian pick-up, the showing
transfer; a deal that did not start at its first action) gives no evidence, and the world is
dealt uniformly.  Each piece of evidence is a set of cards a player probably did (``alpha`` > 1)
or did not (``alpha`` < 1) hold at that moment:

- *skipped in a throw-in window* (two players, DUR-8): only a player with a legal addition is
  asked, so an attacker who had room (DUR-7) and was not asked held no card of the table's ranks.
  That is the engine's protocol, nearly a fact: ``alpha`` = :data:`SKIP`;
- *said "done"* (DUR-8): he held a card of the table's ranks (he was asked) but kept it: Normal
  throws in any cheap non-trump it may (:data:`PASS` on those, :data:`KEPT` on the rest);
- *led* (DUR-5, the stock not yet gone): Normal leads its lowest non-trump, and a trump only
  with no non-trump left (:data:`LOWER`, :data:`NEXT_LOWER`, :data:`NO_PLAIN`);
- *took* (DUR-6, DUR-9) one uncovered card: no cheap card that beats it (:data:`TOOK_PLAIN`,
  :data:`TOOK_TRUMP`, :data:`TOOK_HIGH_TRUMP`); where a transfer was open (DUR-12, DUR-13),
  no card of the attack's rank either (:data:`NO_TRANSFER`);
- *covered* the hardest uncovered card: with the cheapest card that beats it (:data:`CHEAPER`);
  covering where a transfer was open: no non-trump of the attack's rank (:data:`NO_TRANSFER`);
- *transferred with a trump*: no non-trump of that rank (:data:`NO_PLAIN`).

The evidence is about the hand at that moment; cards drawn since dilute it (a card held now is
an old one with probability ``(hidden − drawn since) / hidden``).  It stays soft: a person does
not play like Normal.  A player who later lays a card his evidence said he did not hold, having
drawn and picked up nothing since, contradicts it (a clue of ``alpha`` ≤ :data:`FIRM`): his
evidence about his play is dropped for the rest of the deal, only the protocol's facts
(:data:`FACTS`, the skips) kept.  Weights multiply per card; a player's hidden cards are dealt
by successive weighted draws without replacement (Efraimidis & Spirakis' keys), the rest
shuffled into the stock.  The hard constraints (sizes, known cards, the trump under the
stock) hold in every world exactly.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, cast

from cardtable.engine import GameState
from cardtable.engine.durak import DurakState, parse_action
from cardtable.engine.durak.rules import BOUT_LIMIT, HAND, room_for_one_more
from cardtable.engine.durak.view import DurakView, WitchView

from .durak_memory import beats, value
from .rollouts import fresh_world

# Evidence strengths: the factor on the likelihood that the player holds such a card (module
# docstring).  Below 1: he probably does not; above 1: he probably does.
SKIP = 0.03          # DUR-8: not asked in a throw-in window with room: no card of the table's ranks
PASS = 0.5           # said "done" holding a cheap non-trump of the table's ranks
KEPT = 2.0           # ... so what he held of those ranks was dear (a trump, a high card)
LOWER = 0.6          # led a non-trump: no non-trump two or more ranks lower
NEXT_LOWER = 0.85    # ... nor one rank lower (a pair of the led rank may outweigh it)
NO_PLAIN = 0.7       # led (or transferred with) a trump while holding a non-trump
TOOK_PLAIN = 0.5     # took a card he could beat with a higher one of its suit
TOOK_TRUMP = 0.3     # ... with a low trump (6 … J of trumps), the stock not yet gone
TOOK_HIGH_TRUMP = 1.5  # ... so he keeps high trumps (Q, K, A): Normal takes rather than spend one
NO_TRANSFER = 0.6    # took or covered where a transfer with a card of the rank was open
CHEAPER = 0.15       # covered the hardest card with more than the cheapest card beating it
# (How strong each is was measured on the real hands: what share of a clue's cards the player
# held, against the uniform deal's share, with Normal players and with Hard ones (who follow
# Normal less); each strength lies between the two: docs/ai.md, "Inference from play in durak".)

STRENGTH = {k: v for k, v in globals().items() if k in (
    "SKIP", "PASS", "KEPT", "LOWER", "NEXT_LOWER", "NO_PLAIN", "TOOK_PLAIN", "TOOK_TRUMP",
    "TOOK_HIGH_TRUMP", "NO_TRANSFER", "CHEAPER")}

# A clue this strong or stronger is contradicted by a card it said he lacked (the weaker ones,
# a high trump kept or a card one rank lower, are often broken by Normal itself).
FIRM = 0.5
# The clues that are the engine's protocol, not a model of the player: never contradicted by
# his play, kept when his other clues are dropped.
FACTS = frozenset({"SKIP"})

# Options whose deals the replay does not follow (the module docstring).
OPAQUE_OPTIONS = ("italian", "transfer_by_showing_trump")
DECK = 36
SUIT = [sum(1 << (4 * r + s) for r in range(9)) for s in range(4)]  # every card of a suit


@dataclass(frozen=True, slots=True)
class Clue:
    """At some moment ``player`` held cards of ``mask`` (36 bits) with likelihood factor
    ``alpha`` each; ``drawn`` was how many cards he had drawn from the stock by then; ``kind``
    names the evidence (the constant of its ``alpha``)."""

    player: int
    mask: int
    alpha: float
    drawn: int
    kind: str


@dataclass(slots=True)
class Evidence:
    """What one view's history tells: the clues still trusted, the players whose play
    contradicted their clues, and the replayed draws (cards each player drew so far)."""

    clues: list[Clue]
    contradicted: frozenset[int]
    drawn: list[int]


def _mask(cards: Any) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _ranks_mask(ranks: set[int]) -> int:
    """Every card of these ranks (0 = six … 8 = ace)."""
    m = 0
    for r in ranks:
        m |= 0xF << (4 * r)
    return m


def _beaters(a: int, trump: int | None) -> int:
    """Every card that beats ``a`` (DUR-1, DUR-3)."""
    return _mask(c for c in range(DECK) if beats(c, a, trump))


class _Replay:
    """The deal replayed from its history: sizes, stock, table, roles (two players' roles
    exactly; at more players the defender is read from the defence that follows)."""

    def __init__(self, view: DurakView):
        self.view = view
        n = self.n = view.players
        self.trump = view.trump_suit
        self.sizes = [HAND] * n
        self.stock = DECK - HAND * n
        self.drawn = [0] * n
        self.taken: list[int] = [0] * n   # cards each player picked up (public), as a mask
        self.defended = False
        self.att: list[int] = []
        self.cov: list[int | None] = []
        self.main = -1
        self.defender = -1
        self.taker: int | None = None
        self.open = False
        self.bouts = 0
        self.clues: list[Clue] = []
        self.bad: set[int] = set()
        self.window = 0

    # -- bookkeeping -------------------------------------------------------------
    def clue(self, p: int, mask: int, kind: str) -> None:
        if mask and p != self.view.player and (kind in FACTS or p not in self.bad):
            self.clues.append(Clue(p, mask, STRENGTH[kind], self.drawn[p], kind))

    def played(self, p: int, c: int) -> None:
        """``p`` laid ``c``: a clue that said he lacked it, with nothing received since, is
        contradicted (the module docstring)."""
        self.sizes[p] -= 1
        if p in self.bad or (self.taken[p] >> c) & 1:
            return
        bit = 1 << c
        for cl in self.clues:
            if (cl.player == p and cl.alpha <= FIRM and cl.kind not in FACTS and cl.mask & bit
                    and cl.drawn == self.drawn[p]):
                self.bad.add(p)
                return

    def table_ranks(self) -> int:
        return _ranks_mask({c >> 2 for c in self.att} | {c >> 2 for c in self.cov if c is not None})

    def next_active(self, p: int) -> int:
        n = self.n
        for k in range(1, n):
            q = (p + k) % n
            if self.sizes[q] > 0 or self.stock > 0:
                return q
        return p

    def end_bout(self) -> None:
        """DUR-9, DUR-10: the table to the taker or the discard pile, then the draws."""
        if not self.open:
            return
        self.open = False
        cards = self.att + [c for c in self.cov if c is not None]
        if self.taker is not None:
            self.sizes[self.taker] += len(cards)
            self.taken[self.taker] |= _mask(cards)
        else:
            self.defended = True
        a, d, n = self.main, self.defender, self.n
        order = [a] + [q for q in ((a - k) % n for k in range(1, n)) if q != d] + ([d] if d != a else [])
        simple = self.view.options.get("variant") == "simple"  # DUR-16: one card at a time
        while self.stock > 0:
            short = [p for p in order if self.sizes[p] < HAND]
            if not short:
                break
            for p in short:
                k = min(1 if simple else HAND - self.sizes[p], self.stock)
                self.sizes[p] += k
                self.drawn[p] += k
                self.stock -= k
        self.att, self.cov, self.taker = [], [], None
        self.bouts += 1

    def transfer_open(self) -> bool:
        """DUR-12, DUR-13, DUR-14: could the defender pass this attack on now?"""
        opts = self.view.options
        if opts.get("variant") != "transfer" or any(c is not None for c in self.cov):
            return False
        if len({c >> 2 for c in self.att}) != 1:
            return False
        if opts.get("no_transfer_first_bout") and self.bouts == 0:
            return False
        k = len(self.att) + 1
        nxt = self.next_active(self.defender)
        return nxt != self.defender and self.sizes[nxt] >= k and k <= BOUT_LIMIT[self.defended]


def read_evidence(view: DurakView) -> Evidence | None:
    """The clues of ``view``'s public history (module docstring), or None where the history
    cannot be followed exactly (then worlds are dealt uniformly)."""
    opts = view.options
    if isinstance(view, WitchView) or any(opts.get(k) for k in OPAQUE_OPTIONS):
        return None
    if opts.get("teams") not in (None, "none") or view.players * HAND > DECK:
        return None
    try:
        actions = [parse_action(t) for t in view.history]
    except (ValueError, TypeError):
        return None
    r = _Replay(view)
    simple = opts.get("variant") == "simple"  # DUR-16: no throw-ins, no windows
    n, trump = view.players, view.trump_suit
    plain = _mask(c for c in range(DECK) if trump is None or (c & 3) != trump)
    last = len(actions) - 1
    for i, a in enumerate(actions):
        p, k = a.player, a.kind
        if not 0 <= p < n:
            return None
        nxt = actions[i + 1].player if i < last else view.to_act
        nxt_kind = actions[i + 1].kind if i < last else None
        endgame = r.stock == 0
        if k == "attack":
            r.end_bout()
            r.open = True
            r.main = p
            r.defender = (1 - p) if n == 2 else _defender_after(actions, i, view)
            if not endgame:
                _lead_clues(r, p, list(a.cards), plain)
            for c in a.cards:
                r.played(p, c)
            r.att = list(a.cards)
            r.cov = [None] * len(a.cards)
            r.window = 1
        elif not r.open:
            return None
        elif k == "throw":
            c = a.cards[0]
            r.played(p, c)
            r.att.append(c)
            r.cov.append(None)
            if r.window == 0:
                r.window = 1
        elif k == "done":
            if r.window != 0 and not simple:
                cheap = _cheap_mask(r, plain, endgame)
                ranks = r.table_ranks()
                r.clue(p, ranks & cheap, "PASS")
                r.clue(p, ranks & ~cheap, "KEPT")
            if n == 2:
                r.window = 0
            continue
        elif k == "cover":
            c = a.cards[0]
            att = a.covering[0]
            if att not in r.att:
                return None
            _cover_clues(r, p, att, c, plain)
            r.played(p, c)
            r.cov[r.att.index(att)] = c
            r.window = 2 if None not in r.cov else 0
        elif k == "transfer":
            c = a.cards[0]
            if trump is not None and (c & 3) == trump:
                r.clue(p, _ranks_mask({c >> 2}) & plain, "NO_PLAIN")
            r.played(p, c)
            r.att.append(c)
            r.cov.append(None)
            r.main = p
            r.defender = (1 - p) if n == 2 else _defender_after(actions, i, view)
            r.window = 1
        elif k == "take":
            _take_clues(r, p, plain, endgame)
            r.taker = p
            r.window = 3
        else:
            return None
        if n == 2 and k != "done" and not simple:
            _skip_clue(r, k, nxt, nxt_kind)
    if r.open and view.phase == "attack":
        r.end_bout()
    if r.sizes != list(view.hand_sizes) or r.stock != view.stock_size:
        return None
    clues = [c for c in r.clues if c.player not in r.bad or c.kind in FACTS]
    return Evidence(clues, frozenset(r.bad), r.drawn)


def _defender_after(actions: list, i: int, view: DurakView) -> int:
    """At three and more players: the defender of the attack laid at ``i`` — the player of the
    next defence in the history, or the view's defender if none follows yet."""
    for b in actions[i + 1:]:
        if b.kind in ("cover", "take", "transfer", "show"):
            return int(b.player)
        if b.kind == "attack":
            break
    return view.defender


def _cheap_mask(r: _Replay, plain: int, endgame: bool) -> int:
    """The cards Normal throws in whenever it may (heuristic_durak.throw): non-trumps of value
    ≤ 3 (6 … 9), ≤ 4 after a take (6 … 10), any non-trump once the stock is gone."""
    if endgame:
        return plain
    top = 4 if r.window == 3 else 3
    return plain & ((1 << (4 * (top + 1))) - 1)


def _lead_clues(r: _Replay, p: int, cards: list[int], plain: int) -> None:
    """DUR-5 with the stock not yet gone: Normal leads its lowest non-trump (heuristic_durak.lead)."""
    trump = r.trump
    if trump is not None and any((c & 3) == trump for c in cards):
        r.clue(p, plain, "NO_PLAIN")  # a trump led: no non-trump left
        return
    rank = max(c >> 2 for c in cards)
    if rank >= 2:
        r.clue(p, plain & ((1 << (4 * (rank - 1))) - 1), "LOWER")
    if rank >= 1:
        r.clue(p, plain & (0xF << (4 * (rank - 1))), "NEXT_LOWER")


def _take_clues(r: _Replay, p: int, plain: int, endgame: bool) -> None:
    """DUR-6: Normal covers one card whenever it cheaply can, and transfers when it may
    (heuristic_durak.defend, too_costly)."""
    if r.transfer_open():
        r.clue(p, _ranks_mask({r.att[0] >> 2}), "NO_TRANSFER")
    uncovered = [a for a, c in zip(r.att, r.cov) if c is None]
    if len(uncovered) != 1:
        return
    a = uncovered[0]
    trump = r.trump
    beat = _beaters(a, trump)
    same = beat & SUIT[a & 3]
    r.clue(p, same & plain, "TOOK_PLAIN")
    trumps = beat & ~plain & ~same if (trump is None or (a & 3) != trump) else beat
    if not trumps:
        return
    if endgame:
        r.clue(p, trumps, "TOOK_PLAIN")
        return
    low = trumps & ((1 << (4 * 6)) - 1)       # trump 6 … J
    r.clue(p, low, "TOOK_TRUMP")
    r.clue(p, trumps & ~low, "TOOK_HIGH_TRUMP")


def _cover_clues(r: _Replay, p: int, att: int, c: int, plain: int) -> None:
    """DUR-6: Normal covers the hardest uncovered card first with the cheapest card beating it,
    and transfers instead with a non-trump of the rank (heuristic_durak.cover_plan, defend)."""
    trump = r.trump
    if not any(x is not None for x in r.cov) and r.transfer_open():
        r.clue(p, _ranks_mask({r.att[0] >> 2}) & plain, "NO_TRANSFER")
    uncovered = [a for a, x in zip(r.att, r.cov) if x is None]
    if value(att, trump) < max(value(a, trump) for a in uncovered):
        return
    vc = value(c, trump)
    cheaper = _mask(b for b in range(DECK) if beats(b, att, trump) and value(b, trump) < vc)
    r.clue(p, cheaper, "CHEAPER")


def _skip_clue(r: _Replay, k: str, nxt: int | None, nxt_kind: str | None) -> None:
    """DUR-8 at two players: after a lead, a transfer, a throw-in, the last cover or a take,
    the main attacker is asked whenever he holds a card of the table's ranks and DUR-7 leaves
    room; when the next to act is someone else (or a new bout begins), he held none."""
    if k == "cover" and r.window != 2:
        return
    main = r.main
    if nxt == main and nxt_kind in (None, "throw", "done"):
        return
    if not room_for_one_more(len(r.att), r.cov.count(None), r.sizes[r.defender], r.defended):
        return
    r.clue(main, r.table_ranks(), "SKIP")


def weights(view: DurakView, ev: Evidence) -> dict[int, list[float]]:
    """Each player's factor per card (36 floats) from ``ev``'s clues, diluted by the cards he
    drew since each clue (module docstring); players without clues are left out."""
    out: dict[int, list[float]] = {}
    known = view.known
    for cl in ev.clues:
        p = cl.player
        hidden = view.hand_sizes[p] - len(known[p])
        if hidden <= 0:
            continue
        old = max(0, hidden - (ev.drawn[p] - cl.drawn)) / hidden
        if old <= 0:
            continue
        f = old * cl.alpha + (1.0 - old)
        w = out.get(p)
        if w is None:
            w = out[p] = [1.0] * DECK
        m = cl.mask
        while m:
            c = (m & -m).bit_length() - 1
            m &= m - 1
            w[c] *= f
    return out


class _Plan:
    """One view's dealing plan: the template world, the unseen cards, each opponent's hidden
    count and card weights."""

    __slots__ = ("template", "unseen", "slots", "trump_under", "known")

    def __init__(self, view: DurakView, w: dict[int, list[float]]):
        # (every hidden card of it is dealt again in each world: its own deal is never seen)
        self.template = cast(DurakState, fresh_world(view, random.Random(0)))
        n, me = view.players, view.player
        seen = set(view.hand) | set(view.discarded)
        seen.update(c for pair in view.table for c in pair if c is not None)
        for k in view.known:
            seen.update(k)
        self.trump_under = view.stock_size > 0 and n * HAND < DECK
        if self.trump_under:
            seen.add(view.trump_card)
        self.unseen = [c for c in range(DECK) if c not in seen]
        self.known = [list(k) for k in view.known]
        # (player, hidden count, weights or None), the players with evidence first
        slots = [(p, view.hand_sizes[p] - len(view.known[p]), w.get(p)) for p in range(n) if p != me]
        slots.sort(key=lambda s: s[2] is None)
        self.slots = slots


_memo: list[Any] = [None, None]   # [view, its plan or None]: one decision deals many worlds


def plan_of(view: DurakView) -> _Plan | None:
    """The dealing plan of ``view`` (None: no evidence, deal uniformly), kept for the view."""
    if _memo[0] is not view:
        ev = read_evidence(view)
        w = weights(view, ev) if ev is not None else {}
        _memo[:] = [view, _Plan(view, w) if w else None]
    return _memo[1]


def sample_world(view: DurakView, rng: random.Random) -> GameState[Any]:
    """A world for Hard: the view's hard facts exactly, the unseen cards dealt by the evidence of
    the public history (module docstring); uniformly where there is none."""
    plan = plan_of(view)
    if plan is None:
        return fresh_world(view, rng)
    return deal(plan, rng)


def deal(plan: _Plan, rng: random.Random) -> DurakState:
    """A copy of the plan's template with the opponents' hidden cards and the stock re-dealt."""
    st = plan.template.clone()
    pool = list(plan.unseen)
    hands = st.hands
    rand, log = rng.random, math.log
    for p, k, w in plan.slots:
        if w is None:
            rng.shuffle(pool)
            got = pool[:k]
            del pool[:k]
        else:
            # Efraimidis & Spirakis: the k largest log(u) / w are k successive weighted draws
            keyed = sorted(pool, key=lambda c: log(1.0 - rand()) / w[c], reverse=True)
            got = keyed[:k]
            pool = keyed[k:]
        hands[p] = plan.known[p] + got
    rng.shuffle(pool)
    st.hands = hands
    st.stock = [st.trump_card] + pool if plan.trump_under else pool
    return st

