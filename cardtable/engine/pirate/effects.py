"""Pirate Party: the rarer effects of the deal, a mixin of
:class:`~cardtable.engine.pirate.state.PirateState` — the Draw Four challenge
(PIR-11, PIR-18), catching (PIR-12), hand swaps and rotation (PIR-17), the five
exchange (PIR-20), and penalised attempts to lay an illegal card (PIR-13).
"""

from __future__ import annotations

from bisect import insort

from ..zone import DISCARD
from .actions import DRAWN, MISPLAY, PENDING, SKIPPED, TURN, PirateAction
from .cards import WILD4
from .events import CATCH_EV, CHALLENGE_EV, HAND, Events, _move, _say
from .fields import PirateFields  # the deal's fields, typed once (object at run time)


class EffectsMixin(PirateFields):
    """Methods of the deal's state that are not on the hot path of a plain turn."""

    def _instead(self, action: PirateAction) -> PirateAction | None:
        """With option ``penalties`` an attempt by the player to act to lay a held card that
        is not playable now is not refused but costs two cards and is recorded as
        ``misplay`` (PIR-13).  Misplays are never listed by ``legal_actions``: nobody
        chooses to misplay.  (``action`` has passed GameState.coerce: well-typed fields.)"""
        if not self.rules.penalties or self.phase not in (TURN, DRAWN, SKIPPED, PENDING):
            return None
        p = action.player
        if action.kind not in ("play", "jump", "misplay") or not action.cards:
            return None
        if p != self.current and (not self.rules.jump_in or self.phase == DRAWN):
            return None  # out of turn only an attempted jump-in (PIR-15) can be a misplay
        c = action.cards[0]
        if c not in self.hands[p] or any(a.cards and a.cards[0] == c and a.kind in ("play", "jump")
                                         for a in self._legal(p)):
            return None
        return MISPLAY[p][c]

    def _challenge(self, v: int, ev: Events) -> None:
        """PIR-11 (and PIR-18: a stacked bluff costs the whole sum)."""
        b = self.top_owner
        if self.silent:
            self._draw(v, 2, ev, "silence")  # PIR-19
        prev_colour, prev_silent, prev_owner, bluff = self.wd4_prev
        ev.append(CHALLENGE_EV[v][b][bluff] if b >= 0 else _say(v, "challenge", target=b, bluff=bluff))
        if bluff:
            self.discard.pop()
            insort(self.hands[b], WILD4)
            ev.append(_move(WILD4, DISCARD, HAND[b], True, b))
            self._draw(b, self.pending, ev)
            self.pending = 0
            self.colour, self.silent, self.top_owner = prev_colour, prev_silent, prev_owner
            self.phase = TURN
            self.current = v
        else:
            self._draw(v, self.pending + 2, ev)
            self.pending = 0
            self._advance(v)

    def _catch(self, p: int, t: int, ev: Events) -> None:
        """PIR-12 (PIR-19: catching in silence costs the catcher two)."""
        ev.append(CATCH_EV[p][t])
        self.catchable = -1
        self._draw(t, 2, ev, "caught")
        if self.silent:
            self._draw(p, 2, ev, "silence")

    def _swap(self, p: int, t: int, ev: Events) -> None:
        """PIR-17: the player of a 7 swaps hands with seat ``t``."""
        hp, ht = self.hands[p], self.hands[t]
        for c in hp:
            ev.append(_move(c, HAND[p], HAND[t], False, p))
        for c in ht:
            ev.append(_move(c, HAND[t], HAND[p], False, p))
        self.hands[p], self.hands[t] = ht, hp

    def _rotate(self, p: int, ev: Events) -> None:
        """PIR-17: after a 0 every hand passes to the next player in the direction of play."""
        n, d = self.num_players, self.direction
        new: list[list[int]] = [[] for _ in range(n)]
        for i, h in enumerate(self.hands):
            j = (i + d) % n
            new[j] = h
            for c in h:
                ev.append(_move(c, HAND[i], HAND[j], False, p))
        self.hands = new

    def _give(self, t: int, g: int, ev: Events) -> None:
        """PIR-20: the partner gives ``g``; the five's player gives his offered card."""
        src, _, c = self.offer
        self.hands[src].remove(c)
        self.hands[t].remove(g)
        insort(self.hands[t], c)
        insort(self.hands[src], g)
        ev.append(_move(c, HAND[src], HAND[t], False, src))
        ev.append(_move(g, HAND[t], HAND[src], False, t))
        self.offer = (-1, -1, -1)
        self._advance(src)
