"""Pirate Party: laying a card and drawing, a mixin of
:class:`~cardtable.engine.pirate.state.PirateState` — a card laid on a turn, as an answer or
jumping in with its effects (PIR-5, PIR-7 … PIR-10, PIR-14 … PIR-19), the call "All hands on
deck!" and a black card's colour (PIR-12, PIR-19), drawing with the discard pile reshuffled
into the stock (PIR-6) and the end of the deal.  The most common plain lay and draw are
inlined in ``PirateState._play`` (the one path of ``apply`` and ``step``); everything else
comes here.  Every method appends its events to ``ev``: a list, or the sink in playout mode.
"""

from __future__ import annotations

from bisect import insort

from ..core import Event
from ..rng import seeded, shuffle
from .actions import FIVE, OVER, PENDING, SKIPPED, SWAP_PHASE, TURN
from .cards import BLACK, COLOUR, COLOURS, DRAW2, FACE, REVERSE, SKIP, WILD4, WILD4_FACE
from .events import (
    COLOUR_EV,
    DIR_EV,
    DRAW_EV,
    LAY_EV,
    PENALTY_EV,
    RESHUFFLE_EV,
    SAY_EV,
    SINK,
    TURN_EV,
    Events,
)
from .fields import PirateFields  # the deal's fields, typed once (object at run time)


class LayMixin(PirateFields):
    """Laying, drawing and finishing: the methods of the deal's state behind its fast paths."""

    def _lay(self, p: int, c: int, arg: str | None, jump: bool, ev: Events) -> None:
        """Player ``p`` lays ``c`` (on his turn, as an answer, or jumping in)."""
        hand = self.hands[p]
        hand.remove(c)
        self.discard.append(c)
        if jump:
            self.dp_open = -1
            ev.append(SAY_EV[p]["jump"])
        ev.append(LAY_EV[p][c])
        col = COLOUR[c]
        if arg is None:  # the common case: a coloured card without the call
            if len(hand) == 1:
                self.catchable = p  # PIR-12
            if col != self.colour:
                self.silent = False
                self.colour = col
        else:
            self._call_and_colour(p, c, arg, hand, ev)
        self.top_owner = p
        face = FACE[c]
        n = self.num_players
        nxt = (p + self.direction) % n
        if face < 10 and hand:  # a number, the deal goes on
            self.phase = TURN
            self.current = nxt
            rules = self.rules
            if rules.numbers:
                if face == 0 and rules.seven_zero:  # PIR-17
                    self._rotate(p, ev)
                elif face == 7 and rules.seven_zero:
                    self.phase = SWAP_PHASE
                    self.current = p
                elif face == 5 and rules.five_exchange:  # PIR-20
                    self.phase = FIVE
                    self.current = p
        else:
            if face == DRAW2:  # PIR-8, PIR-18 (the phase is still the one answered)
                self.pending = self.pending + 2 if (self.rules.stacking and self.phase == PENDING) else 2
            elif face == WILD4_FACE:  # PIR-10, PIR-18
                self.pending = self.pending + 4 if (self.rules.stacking and self.phase == PENDING) else 4
            if not hand:  # PIR-14: the last card's draw is still carried out for scoring
                if face == DRAW2 or face == WILD4_FACE:
                    self._draw(nxt, self.pending, ev)
                    self.pending = 0
                self._finish(p, ev)
                return
            self.phase = TURN
            self.current = nxt
            if face == SKIP:  # PIR-7
                self.phase = SKIPPED
            elif face == DRAW2 or face == WILD4_FACE:
                self.phase = PENDING
            elif face == REVERSE:  # PIR-9
                self.direction = d = -self.direction
                self.current = (p + d) % n
                ev.append(DIR_EV[p][d])
        if not jump and self.rules.double_play:
            self.dp_open = p  # PIR-16: he may jump in with the twin card
        ev.append(TURN_EV[self.phase][self.current])

    def _call_and_colour(self, p: int, c: int, arg: str, hand: list[int], ev: Events) -> None:
        """The call "All hands on deck!" (``arg`` ends with ``!``) and a black card's colour."""
        if arg[-1] == "!":
            ev.append(SAY_EV[p]["all_hands"])
            if self.silent:  # PIR-19: the call breaks the silence
                self._draw(p, 2, ev, "silence")
        elif len(hand) == 1:
            self.catchable = p  # PIR-12
        col = COLOUR[c]
        prev_colour = self.colour
        if col == BLACK:
            if c == WILD4:  # PIR-10, PIR-11: remember what a challenge would undo
                bluff = False
                for x in hand:
                    if COLOUR[x] == prev_colour:
                        bluff = True
                        break
                self.wd4_prev = (prev_colour, self.silent, self.top_owner, bluff)
            self.colour = COLOURS.index(arg[0])
            self.silent = self.rules.silent_deals  # PIR-19
            ev.append(COLOUR_EV[p][self.colour])
        elif col != prev_colour:
            self.silent = False
            self.colour = col

    def _draw(self, p: int, k: int, ev: Events, why: str | None = None) -> list[int]:
        """Player ``p`` draws ``k`` cards, reshuffling the discard pile when needed (PIR-6)."""
        hand, stock = self.hands[p], self.stock
        got = []
        evs = DRAW_EV[p] if why is None else PENALTY_EV[why][p]
        for _ in range(k):
            if not stock and not self._refill(ev):
                break
            c = stock.pop()
            insort(hand, c)
            got.append(c)
            ev.append(evs[c])
        return got

    def _refill(self, ev: Events) -> bool:
        d = self.discard
        # While a Wild Draw Four may still be challenged, the card under it stays (PIR-11).
        keep = 2 if d[-1] == WILD4 else 1
        if len(d) <= keep:
            return False
        rest = d[:-keep]
        del d[:-keep]
        shuffle(seeded(self.seed, "reshuffle", self.reshuffles), rest)
        self.reshuffles += 1
        self.stock.extend(rest)
        if ev is not SINK:
            ev += [RESHUFFLE_EV[c] for c in rest]
        return True

    def _finish(self, p: int, ev: Events) -> None:
        self.winner = p
        self.phase = OVER
        self.is_over = True
        self.current = -1
        self.catchable = self.dp_open = -1
        if ev is not SINK:
            res = self.result
            ev.append(Event("deal_end", player=p, info=res.to_dict() if res else None))
