"""Pirate Party: what the public history says about the other hands, and worlds dealt by it.

PIR-6: only a player with no playable card draws (or, with nothing left to draw,
passes).  So when seat ``p`` drew at moment ``t`` he held no card of the colour
in force, none of the top card's number or symbol and no black card (a Wild is
always playable, a Wild Draw Four is honest without the colour).  Call that set
of cards ``F``.  Every ``F`` card he holds now, or played since, came to his hand
after ``t``: so the ``F`` cards in his hand now number at most the cards he
received since ``t`` (the drawn one, penalties) minus the ``F`` cards he laid
since.  :func:`constraints` reads these bounds from the view's history (plain
public actions: GEN-2, no peeking); :func:`sample_hands` deals the unseen cards
so that every bound holds.

The bounds are kept only where the history can be followed exactly: house rules
that move cards between hands unseen (jump-in, seven-zero, five exchange) switch
the inference off.  The number of cards received is counted generously (a bound
too high is merely weaker, never wrong).

With ``honest=True`` (Hard's worlds) :func:`constraints` also assumes that a Wild Draw
Four is never a bluff (PIR-10), as Normal plays: its player held no card of the
colour it replaced, the same kind of bound.  That is a model of the other players,
not a rule: a bluffer breaks it.  A seat is a proved bluffer once a challenge proves his
bluff, or once he lays more cards of the replaced colour than he received since (the bound
turns negative); his Draw Fours are no longer held honest for the rest of the deal
(:func:`proved_bluffers`), so Hard challenges him again as Normal would.
Without it, a world deals the Draw Four's player cards at random, so he "held" the
colour in most worlds and Hard's search found a challenge good — against Normal
every challenge fails and costs two more cards (PIR-11).
"""

from __future__ import annotations

import random

from cardtable.engine.pirate.actions import parse_action
from cardtable.engine.pirate.cards import BLACK, COLOUR, COLOURS, DECK_COUNTS, DRAW2, FACE, NUM_FACES, WILD4
from cardtable.engine.pirate.view import PirateView

# House rules under which hands change in ways the history does not show to all.
OPAQUE_RULES = ("jump_in", "double_play", "seven_zero", "five_exchange")


class Void:
    """At some moment seat ``player`` held none of ``cards``; at most ``allowance`` of
    them can be in his hand now."""

    __slots__ = ("player", "cards", "allowance")

    def __init__(self, player: int, cards: frozenset[int]):
        self.player = player
        self.cards = cards
        self.allowance = 0

    def __repr__(self) -> str:
        return f"Void(p{self.player}, {len(self.cards)} faces, allowance {self.allowance})"


def playable_faces(top: int, colour: int) -> frozenset[int]:
    """Every card that could be laid on ``top`` with ``colour`` in force (PIR-5, PIR-10)."""
    out = {c for c in range(NUM_FACES) if COLOUR[c] == BLACK or COLOUR[c] == colour}
    if COLOUR[top] != BLACK:
        out |= {c for c in range(52) if FACE[c] == FACE[top]}
    return frozenset(out)


def constraints(view: PirateView, honest: bool = False) -> list[Void]:
    """The void bounds on the other seats' hands that the public history proves; with
    ``honest`` also those of every Wild Draw Four not proved a bluff (module docstring)."""
    return _read(view, honest)[0]


def proved_bluffers(view: PirateView) -> frozenset[int]:
    """The seats the public history proves to have bluffed a Wild Draw Four this deal."""
    return _read(view, True)[1]


def _read(view: PirateView, honest: bool) -> tuple[list[Void], frozenset[int]]:
    """One pass over the public history: the void bounds and the proved bluffers."""
    opts = view.options
    if any(opts.get(k) for k in OPAQUE_RULES):
        return [], frozenset()
    me = view.player
    discard = list(view.discard)
    top = discard[0] if view.reshuffles == 0 and discard else None
    colour = COLOUR[top] if top is not None else None
    stacking = bool(opts.get("stacking"))
    extra = 2 if (opts.get("penalties") or opts.get("silent_deals")) else 0
    voids: list[Void] = []
    open_by: dict[int, list[Void]] = {}
    pending = 2 if top is not None and FACE[top] == DRAW2 else 0  # PIR-4: a Draw Two starter
    prev: tuple | None = None  # (top, colour) under the last Wild Draw Four
    drew: int | None = None  # the seat that just drew (its next action plays or passes)
    wild4: Void | None = None  # the honesty bound of the last Wild Draw Four (``honest``)
    honesty: list[Void] = []  # every honesty bound still open
    bluffers: set[int] = set()
    history = [parse_action(t) for t in view.history]

    def receive(p: int, k: int) -> None:
        for v in open_by.get(p, ()):
            v.allowance += k

    def drop(v: Void) -> None:
        voids.remove(v)
        open_by[v.player].remove(v)
        honesty.remove(v)

    def void(p: int, cards: frozenset[int] | None = None) -> Void | None:
        if p == me or top is None or colour is None:  # (no colour: no top card)
            return None
        v = Void(p, playable_faces(top, colour) if cards is None else cards)
        voids.append(v)
        open_by.setdefault(p, []).append(v)
        return v

    for i, a in enumerate(history):
        p, k = a.player, a.kind
        if k == "draw":
            void(p)
            receive(p, 1)
            drew = p
            continue
        if k == "pass" and drew != p:
            void(p)  # PIR-6: nothing to draw, nothing playable
        drew = None
        if k in ("play", "misplay"):
            c = a.cards[0]
            for v in open_by.get(p, ()):
                if c in v.cards:
                    v.allowance -= 1
            for v in [v for v in honesty if v.player == p and v.allowance < 0]:
                # PIR-10: more of the replaced colour than he received since: he held it then
                drop(v)
                bluffers.add(p)
            if k == "misplay":
                receive(p, 2 + extra)
                continue
            if c == WILD4:
                prev = (top, colour)
                if honest and k == "play" and p not in bluffers:
                    # PIR-10: an honest Draw Four, none of the colour it replaces
                    wild4 = void(p, frozenset(x for x in range(NUM_FACES) if COLOUR[x] == colour))
                    if wild4 is not None:
                        honesty.append(wild4)
            top = c
            call = a.call or ""
            colour = COLOURS.index(call[0]) if COLOUR[c] == BLACK else COLOUR[c]
            if FACE[c] == DRAW2 or c == WILD4:
                add = 2 if FACE[c] == DRAW2 else 4
                pending = pending + add if (stacking and pending) else add
            if call.endswith("!"):
                receive(p, extra)
        elif k == "take":
            receive(p, pending)
            pending = 0
        elif k == "challenge":
            owner = next((b.player for b in reversed(history[:i]) if b.kind == "play"), None)
            # PIR-11: after a good challenge the challenger plays his own turn at once
            later = [b.player for b in history[i + 1:] if b.kind != "catch"]
            nxt = later[0] if later else view.to_act
            if nxt == p and owner is not None and prev is not None:
                receive(owner, 5 + extra)  # PIR-11: the card back and four more
                bluffers.add(owner)  # it was a bluff: he held the colour
                if wild4 is not None and wild4.player == owner and wild4 in honesty:
                    drop(wild4)
                    wild4 = None
                receive(p, extra)  # PIR-19: a challenge in the silence
                top, colour = prev
            else:
                receive(p, pending + 2 + extra)
            pending = 0
        elif k == "catch":
            receive(a.target, 2)
            receive(p, extra)
    owner = view.top_owner
    if (honest and top is None and view.phase == "pending" and view.top == WILD4
            and owner is not None and 0 <= owner != me and owner not in bluffers):
        # The history could not be followed (a reshuffled stock), but the Draw Four waiting
        # for an answer was laid just now: no card of the colour it replaced (PIR-10).
        prev_colour = COLOURS.index(view.wd4_prev_colour)
        voids.append(Void(owner, frozenset(x for x in range(NUM_FACES) if COLOUR[x] == prev_colour)))
    sizes = view.hand_sizes
    # (a negative allowance would mean the history was misread: such a bound is dropped)
    return [v for v in voids if 0 <= v.allowance < sizes[v.player]], frozenset(bluffers)


def sample_hands(view: PirateView, rng: random.Random, voids: list[Void]) -> list[list[int]] | None:
    """Every seat's hand: the seat's own as given, the others dealt from the unseen cards
    so that each void bound holds (None when the dealing gets stuck)."""
    n, me = view.players, view.player
    counts = list(DECK_COUNTS)
    for c in view.hand:
        counts[c] -= 1
    for c in view.discard:
        counts[c] -= 1
    sizes = view.hand_sizes
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[me] = list(view.hand)
    by_player: dict[int, list[Void]] = {}
    for v in voids:
        by_player.setdefault(v.player, []).append(v)
    faces = range(NUM_FACES)
    # the most constrained seats first
    for p in sorted((q for q in range(n) if q != me), key=lambda q: -len(by_player.get(q, ()))):
        vs = by_player.get(p, [])
        mask = [0] * NUM_FACES
        for i, v in enumerate(vs):
            for c in v.cards:
                mask[c] |= 1 << i
        left = [v.allowance for v in vs]
        full = 0
        for i, x in enumerate(left):
            if x <= 0:
                full |= 1 << i
        h = hands[p]
        for _ in range(sizes[p]):
            allowed = [c for c in faces if counts[c] and not mask[c] & full]
            total = sum(counts[c] for c in allowed)
            if total == 0:
                return None
            r = rng.randrange(total)
            for c in allowed:
                r -= counts[c]
                if r < 0:
                    break
            counts[c] -= 1
            h.append(c)
            m = mask[c]
            while m:
                i = (m & -m).bit_length() - 1
                m &= m - 1
                left[i] -= 1
                if left[i] <= 0:
                    full |= 1 << i
        h.sort()
    return hands
