"""Strong Witchcraft's playout mode: ``step(action)`` without history or events.

The contract is GameState.step's (docs/dev/engine.md): ``step`` changes the state exactly as
``apply_unchecked`` would, builds no events and records no history.  Random playouts and the
search AI call it for every action of every playout, so the common actions are one function
here, with no call per transition: a lead, a cover, a throw, a take and a pass change the
state inline; then, when the throw phase is (re)entered, the passing over of throwers who
cannot throw (SW-8, ``_settle``) and, when every eligible thrower has passed, the end of the
bout (SW-10, SW-11: ``_end_bout``'s event-free branch) run inline too.  The rare actions (a
transfer, a laid Strong Witchcraft) and the endings that finish a player go to the
transitions of :mod:`.state` and :mod:`.ending` with the event sink.  Where the step knows the
next player's answers cheaply (the defender facing one card after a lead or a throw, the
next thrower's throws) it leaves them in ``_ready`` for ``legal_actions``.  tests/test_playout_step.py
and tests/test_witchcraft_step.py compare the two modes action by action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import DEFENCES, defence
from .cards import BEATER_MASK, BIT, HAND, MAX_THROWN, STRENGTH_BIT, STRENGTH_TYPES
from .events import SINK
from .legal import THROW_HIGH, THROW_LOW

if TYPE_CHECKING:  # the deal's fields, declared once (fields.py)
    from .fields import WitchcraftFields
else:
    WitchcraftFields = object


DEFEND, DEFEND_OR_TRANSFER = DEFENCES   # by defender and attack card: answers by beaters' mask
# The kinds, tested by identity: the shared actions of .actions spell them with these (interned)
# strings, and ``is`` needs no comparison call (CPython 3.11 leaves ``==`` unspecialized when its
# jump is long, as these are).  An action spelled otherwise (``parse_action``'s) goes to the
# transitions of .state through ``_RARE`` with the same result.
_THROW, _COVER, _ATTACK, _TAKE, _PASS = "throw", "cover", "attack", "take", "pass"


class StepMixin(WitchcraftFields):
    """``step`` for :class:`~.state.WitchcraftState`."""

    __slots__ = ()

    def step(self, action) -> None:
        """Apply a legal action in playout mode (see the module docstring).  Written with few
        local variables (21): a call's frame sets and clears each of them."""
        kind = action.kind
        if kind is _THROW:
            p = action.player
            c = action.cards[0]
            b = BIT[c]
            hand = self._hands[p]
            hand.remove(c)
            if c not in hand:
                self._masks[p] ^= b
            known = self.known[p]
            if known and c in known:
                known.remove(c)
            self.attack.append(c)
            self.covers.append(-1)
            self._tmask |= b
            m = self._umask = self._umask | b
            self._uncov += 1
            self._space -= 1
            self.passes = 0
            if not self.taking:   # back to the defender, who faces the one card c (SW-6: no transfer)
                self.phase = "defend"
                d = self.to_act = self.defender
                if m == b:
                    m = self._masks[d] & BEATER_MASK[c]   # his beaters
                    found = DEFEND[d][c].get(m)
                    self._ready = found if found is not None else defence(d, c, m, 0)
                else:
                    self._ready = None
                return
        elif kind is _COVER:
            p = action.player
            c = action.cards[0]
            cov = self.covers
            k = self._uncov - 1   # still uncovered after this cover
            i = cov.index(-1)
            if k:   # several uncovered: the first uncovered copy of the card covered
                b = action.arg
                while self.attack[i] != b or cov[i] >= 0:
                    i += 1
            hand = self._hands[p]
            hand.remove(c)
            if c not in hand:
                self._masks[p] ^= BIT[c]
            known = self.known[p]
            if known and c in known:
                known.remove(c)
            cov[i] = c
            self._tmask |= BIT[c]
            self._smask |= STRENGTH_BIT[c]
            self._uncov = k
            if k:   # transferred copies of the lead may still lie uncovered (SW-6)
                self._umask = _uncovered(self.attack, cov)
                self._ready = None
                return
            self._umask = 0
            self.phase = "throw"
        elif kind is _ATTACK:
            p = action.player
            c = action.cards[0]
            hand = self._hands[p]
            hand.remove(c)
            if c not in hand:
                self._masks[p] ^= BIT[c]
            known = self.known[p]
            if known and c in known:
                known.remove(c)
            self.attack, self.covers, self.lead_n = [c], [-1], 1
            self._tmask = self._umask = BIT[c]
            self._smask = STRENGTH_BIT[c]
            self._uncov = 1
            self.main = self.thrower = p
            d = self.defender = self.to_act = self._nxt[p]
            k = len(self._hands[d]) - 1   # the throw room (SW-9): min(5, 6 - 1, cards held - 1)
            self._space = k if k < MAX_THROWN else MAX_THROWN
            self.passes = 0
            self.phase = "defend"
            # the defender's answers (LegalMixin.legal_actions with one lead card c)
            m = self._masks[d]
            b = m & BEATER_MASK[c]   # his beaters
            if m >> c & 1 and len(hand) > 1 and not self.taking:   # SW-6: he may transfer
                found = DEFEND_OR_TRANSFER[d][c].get(b)
                self._ready = found if found is not None else defence(d, c, b, 1)
            else:
                found = DEFEND[d][c].get(b)
                self._ready = found if found is not None else defence(d, c, b, 0)
            return
        elif kind is _TAKE:
            self.taking = True
            self.passes = 0
            self.phase = "throw"
        elif kind is _PASS:
            self.passes += 1
            if self._nactive > 2:   # the next thrower past the defender (with two left: he again)
                p = self._nxt[action.player]
                self.thrower = self._nxt[p] if p == self.defender else p
        else:   # transfer, lay, or a kind not spelled by the shared tables' strings
            _RARE[kind](self, action.player, action, SINK)
            self._ready = None
            return
        # -- _settle (SW-8), inline --------------------------------------------------
        passes = self.passes
        k = self._nactive - 1   # the eligible throwers
        if passes < k:
            if self._space > 0:  # room (SW-9)
                m = self._allowed = STRENGTH_TYPES[self._smask] ^ self._tmask
                p = self.thrower
                b = self._masks[p] & m
                if b:   # the thrower of the moment can throw: his turn (the common case)
                    self.to_act = p
                    self._ready = THROW_LOW[p][b & 2047] + THROW_HIGH[p][b >> 11]
                    return
            else:
                m = self._allowed = 0
            if k == 1:   # two players left: the one thrower cannot throw, so he is passed over
                self.passes = 1   # (SW-8) and, back to him past the defender, the bout ends
            else:
                d = self.defender
                masks = self._masks
                p = self.thrower
                while passes < k:
                    b = masks[p] & m
                    if b:
                        self.passes = passes
                        self.thrower = self.to_act = p
                        self._ready = THROW_LOW[p][b & 2047] + THROW_HIGH[p][b >> 11]
                        return
                    passes += 1
                    p = self._nxt[p]
                    if p == d:
                        p = self._nxt[p]
                self.passes, self.thrower = passes, p
        # -- _end_bout (SW-10, SW-11), inline, without events -------------------------
        d, main = self.defender, self.main
        cov = self.covers
        hands, masks = self._hands, self._masks
        taken = self.taking
        if taken:
            hand, known = hands[d], self.known[d]
            hand.extend(self.attack)
            known += self.attack
            if self._uncov < len(cov):   # he had covered some (SW-10: he takes them too)
                found = [c for c in cov if c >= 0]
                hand.extend(found)
                known += found
            masks[d] |= self._tmask
            self.taking = False
        else:   # beaten: every attack card is covered
            self.discard += self.attack
            self.discard += cov
            self.seen_out += self.attack
            self.seen_out += cov
        self.attack = []
        self.covers = []
        self.lead_n = 0
        self._tmask = self._smask = self._umask = self._uncov = 0
        self._ready = None
        stock = self.stock
        order: Sequence[int] | None
        if self._nactive == 2:   # SW-11 with two players left: the attacker, then the defender
            order = main, d
        else:
            order = self._orders.get(main << 3 | d)
            if order is None:
                order = self._orders[main << 3 | d] = self._draw_order(main, d)
        if stock:
            for p in order:
                hand = hands[p]
                k = HAND - len(hand)
                if k == 1:   # one card, the most common draw
                    c = stock.pop()
                    hand.append(c)
                    masks[p] |= BIT[c]
                    if not stock:
                        break
                elif k > 0:
                    found = stock[:-k - 1:-1]   # top first
                    del stock[-k:]
                    hand.extend(found)
                    m = masks[p]
                    for c in found:
                        m |= BIT[c]
                    masks[p] = m
                    if not stock:
                        break
            if stock:
                p = self._nxt[d] if taken else d
                self.attacker = self.main = self.defender = self.thrower = self.to_act = p
                self.laid_turn = False
                self.phase = "lead"
                return
        for p in order:
            if not hands[p]:
                self._finish(p, "cards", SINK)
        p = self._nxt[d] if taken or not self.active[d] else d
        if self._nactive > 1:
            self.attacker = self.main = self.defender = self.thrower = self.to_act = p
            self.laid_turn = False
            self.phase = "lead"
        else:
            self._start_turn(p, SINK)


def _uncovered(attack: list[int], covers: list[int]) -> int:
    """The mask of the attack cards still uncovered."""
    m = 0
    for x, cv in zip(attack, covers):
        if cv < 0:
            m |= BIT[x]
    return m


_RARE: dict = {}   # kind -> transition(state, player, action, ev) of every kind, filled in by .state
