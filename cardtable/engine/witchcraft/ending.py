"""The end of a Strong Witchcraft bout and of the deal (SW-10 … SW-13).

:class:`EndingMixin` gives :class:`~.state.WitchcraftState` the bout's end (taken or
discarded, SW-10; ``_play`` calls it once every eligible thrower has passed, SW-8), the draws
(SW-11), leaving the deal (SW-13) and laying a Strong Witchcraft (SW-12).  Events come
pre-built from :mod:`.events`.
"""

from __future__ import annotations

from ..core import Event
from .cards import BIT, HAND
from .events import (
    BOUT_END,
    COVER_DISCARD,
    COVER_HAND,
    DRAW,
    FINISH,
    HAND_DISCARD,
    HAND_LAID,
    SINK,
    TABLE_DISCARD,
    TABLE_HAND,
    TURN,
    Events,
    witchcraft_event,
)
from .fields import WitchcraftFields  # the deal's fields, typed once (object at run time)

_item = list.__getitem__   # map(_item, ZONE[d], cards): the event of slot i and card c


class EndingMixin(WitchcraftFields):
    """Bout and deal endings of :class:`~.state.WitchcraftState`."""

    __slots__ = ()

    def _end_bout(self, ev: Events) -> None:
        d, main = self.defender, self.main
        taken = self.taking
        attack, cov = self.attack, self.covers
        events = ev is not SINK   # playout mode builds no events
        if taken:
            hand, known = self._hands[d], self.known[d]
            hand.extend(attack)
            known += attack
            if events:   # the event of slot i and card c is ZONE[d][i][c]
                ev += map(_item, TABLE_HAND[d], attack)
            if self._uncov < len(cov):   # he had covered some (SW-10: he takes his covers too)
                beaten = [c for c in cov if c >= 0]
                hand.extend(beaten)
                known += beaten
                if events:
                    ev += [COVER_HAND[d][i][c] for i, c in enumerate(cov) if c >= 0]
            self._masks[d] |= self._tmask
        else:   # beaten: every attack card is covered
            discard, seen = self.discard, self.seen_out
            discard += attack
            discard += cov
            seen += attack
            seen += cov
            if events:
                ev += map(_item, TABLE_DISCARD[d], attack)
                ev += map(_item, COVER_DISCARD[d], cov)
        if events:
            ev.append(BOUT_END[taken][d][main])
        self.attack = []
        self.covers = []
        self.lead_n = 0
        self.taking = False
        self._tmask = self._smask = self._umask = self._uncov = 0
        self._ready = None
        hands, stock = self._hands, self.stock
        order = self._orders.get(main << 3 | d)
        if order is None:
            order = self._orders[main << 3 | d] = self._draw_order(main, d)
        if stock:
            masks = self._masks
            for q in order:   # _draw, inlined
                hand = hands[q]
                k = HAND - len(hand)
                if k > 0:
                    drawn = stock[:-k - 1:-1]   # top first
                    del stock[-k:]
                    hand.extend(drawn)
                    if events:
                        ev += map(DRAW[q].__getitem__, drawn)
                    m = masks[q]
                    for c in drawn:
                        m |= BIT[c]
                    masks[q] = m
                    if not stock:
                        break
        if not stock:
            for q in order:
                if not hands[q]:
                    self._finish(q, "cards", ev)
        nxt = self._nxt[d] if taken or not self.active[d] else d
        if self._nactive > 1:   # _start_turn, inlined
            self.attacker = self.main = self.defender = self.thrower = self.to_act = nxt
            self.laid_turn = False
            self.phase = "lead"
            if events:
                ev.append(TURN[nxt])
        else:
            self._start_turn(nxt, ev)

    def _draw_order(self, main: int, d: int) -> list[int]:
        """SW-11: the attacker first, then clockwise, the defender last."""
        nxt = self._nxt
        order = [main]
        q = nxt[main]
        while q != main:
            if q != d:
                order.append(q)
            q = nxt[q]
        if d != main:
            order.append(d)
        return order

    def _draw(self, q: int, ev: Events) -> None:
        hand, stock = self._hands[q], self.stock
        k = HAND - len(hand)
        if k > 0 and stock:
            drawn = stock[:-k - 1:-1]   # top first
            del stock[-k:]
            hand.extend(drawn)
            ev += map(DRAW[q].__getitem__, drawn)
            m = self._masks[q]
            for c in drawn:
                m |= BIT[c]
            self._masks[q] = m

    def _finish(self, q: int, how: str, ev: Events) -> None:
        self.active[q] = False
        self._nactive -= 1
        self._nxt = [self._scan_next(p) for p in range(self.num_players)]
        self._orders = {}
        self.order.append(q)
        if how == "witchcraft":
            self.sw_wins.append(q)
            self.discard += self._hands[q]
            ev += map(HAND_DISCARD[q].__getitem__, self._hands[q])
            self._hands[q] = bytearray()
            self._masks[q] = 0
            self.known[q] = []
        ev.append(FINISH[how][q])

    def _start_turn(self, p: int, ev: Events) -> None:
        """SW-13: with one player left holding cards the deal is over."""
        if self._nactive <= 1:
            self.phase = "over"
            self.to_act = None
            self.is_over = True
            if ev is not SINK:   # not in playout mode
                res = self.result
                ev.append(Event("deal_end", info=res.to_dict() if res else {}))
            return
        self.attacker = self.main = self.defender = self.thrower = p
        self.laid_turn = False
        self.phase = "lead"
        self.to_act = p
        ev.append(TURN[p])

    def _lay(self, p: int, combo: tuple[int, ...], ev: Events) -> None:
        """SW-12: lay a Strong Witchcraft (its cards already out of the hand: _play); the 3rd
        (2–3 players) or 2nd (4+) wins."""
        ev += map(HAND_LAID[p].__getitem__, combo)
        self.laid[p].append(tuple(combo))
        self.laid_turn = True
        ev.append(witchcraft_event(p, tuple(combo), len(self.laid[p])))
        if len(self.laid[p]) >= self.wins_needed:
            self._finish(p, "witchcraft", ev)
            self._start_turn(self._next_active(p), ev)
            return
        if not self._hands[p]:
            self._draw(p, ev)
            if not self._hands[p]:
                self._finish(p, "cards", ev)
                self._start_turn(self._next_active(p), ev)
