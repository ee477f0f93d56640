"""Pirate Party: listing the legal actions, a mixin of
:class:`~cardtable.engine.pirate.state.PirateState`.

``PirateState.legal_actions`` lists the two most common cases itself (the player to
act on a plain turn, or after drawing); everything else is listed here: the rarer
phases (PIR-7, PIR-8, PIR-10, PIR-11, PIR-17, PIR-18, PIR-20) and the out-of-turn
catches (PIR-12) and jump-ins (PIR-15, PIR-16).  The order is stable: by card, each
card's colour calls in ``r y g b`` order, the call variants after the plain ones.
"""

from __future__ import annotations

from .actions import (
    CATCH,
    CHALLENGE,
    DRAW,
    DRAWN,
    FIVE,
    GIVE,
    GIVE_PHASE,
    JUMPS,
    JUMPS_CALL,
    KEEP,
    OVER,
    PASS,
    PENDING,
    PLAYS,
    PLAYS_CALL,
    SKIPPED,
    SWAP,
    SWAP_PHASE,
    TAKE,
    TURN,
    PirateAction,
    act,
)
from .cards import BLACK, COLOUR, DRAW2, FACE, WILD4, card
from .fields import PirateFields  # the deal's fields, typed once (object at run time)

# PLAYABLE[colour][top card][card]: PIR-5 matching (colour, number/symbol, black).
PLAYABLE = [[tuple(COLOUR[c] == col or (FACE[top] < 13 and FACE[c] == FACE[top]) or COLOUR[c] == BLACK
                   for c in range(54)) for top in range(54)] for col in range(4)]
DRAW_TWOS = tuple(card(col, DRAW2) for col in range(4))
WD4_ANSWERS = tuple((card(col, DRAW2),) for col in range(4))
WD4_ANSWERS_STACKING = tuple((card(col, DRAW2), WILD4) for col in range(4))


class LegalMixin(PirateFields):
    """The legal actions of a seat in any phase (see the module docstring)."""

    def _can_draw(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def _legal(self, p: int) -> list[PirateAction]:
        ph = self.phase
        if ph == OVER:
            return []
        acts = self._own(p) if p == self.current else []
        if self.catchable >= 0 and p != self.catchable:
            acts.append(CATCH[p][self.catchable])
        if self.rules.jump_in and p != self.current and ph in (TURN, SKIPPED, PENDING):
            top = self.discard[-1]
            owner = self.top_owner
            if (owner >= 0 and top != WILD4 and top in self.hands[p]
                    and (owner != p or self.dp_open == p)):
                acts.extend(JUMPS[p][top])
                if len(self.hands[p]) == 2:
                    acts.extend(JUMPS_CALL[p][top])
        return acts

    def _own(self, p: int) -> list[PirateAction]:
        ph = self.phase
        hand = self.hands[p]
        call = len(hand) == 2
        acts: list[PirateAction] = []
        # The answers first: legal_actions lists a plain turn and a draw itself.
        if ph == SKIPPED:
            top = self.discard[-1]
            if top in hand:
                acts.extend(PLAYS[p][top])
                if call:
                    acts.extend(PLAYS_CALL[p][top])
            acts.append(TAKE[p])
        elif ph == PENDING:
            top = self.discard[-1]
            answers: tuple[int, ...]
            if top == WILD4:  # PIR-10, with stacking also a Wild Draw Four (PIR-18)
                answers = (WD4_ANSWERS_STACKING if self.rules.stacking else WD4_ANSWERS)[self.colour]
            else:
                answers = DRAW_TWOS  # PIR-8
            for c in answers:
                if c in hand:
                    acts.extend(PLAYS[p][c])
                    if call:
                        acts.extend(PLAYS_CALL[p][c])
            if top == WILD4:
                acts.append(CHALLENGE[p])
            acts.append(TAKE[p])
        elif ph == TURN:
            mask = PLAYABLE[self.colour][self.discard[-1]]
            plays, calls = PLAYS[p], PLAYS_CALL[p]
            prev = -1
            for c in hand:
                if c != prev and mask[c]:
                    acts.extend(plays[c])
                    if call:
                        acts.extend(calls[c])
                prev = c
            if not acts:
                acts.append(DRAW[p] if self._can_draw() else PASS[p])
        elif ph == DRAWN:
            c = self.drawn
            if PLAYABLE[self.colour][self.discard[-1]][c]:
                acts.extend(PLAYS[p][c])
                if call:
                    acts.extend(PLAYS_CALL[p][c])
            acts.append(PASS[p])
        elif ph == SWAP_PHASE:
            acts = [SWAP[p][t] for t in range(self.num_players) if t != p]
        elif ph == FIVE:
            for c in sorted(set(hand)):  # sorted: a stable order
                acts.extend(act(p, "exchange", c, t) for t in range(self.num_players) if t != p)
            acts.append(KEEP[p])
        elif ph == GIVE_PHASE:
            acts = [GIVE[p][c] for c in sorted(set(hand))]
        return acts
