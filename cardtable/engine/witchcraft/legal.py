"""Legal Strong Witchcraft actions (SW-5 … SW-9, SW-12), read from the state's type masks.

Two rules are plain functions, written once: :func:`throw_room` (SW-9) and
:func:`may_transfer` (SW-6); the lead's transition reads them from tables built here at
import (``LEAD_ROOM``, ``LEAD_TRANSFER``) instead of calling them.  :class:`LegalMixin` gives
:class:`~.state.WitchcraftState` ``legal_actions`` (= ``_legal``) and the rule answers behind
it: the throw room, the throwable types (SW-7), whether the lead may be transferred and the
defender's answers.  The order is fixed and
depends only on the acting seat's own hand and the public table: lays (strength 1 first),
leads by card; covers by attack card, then by card, the transfer, take; throws by card, then
pass.  Actions come pre-built and shared from :mod:`.actions`.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import (
    ATTACK_HALVES,
    DEFENCES,
    LAY_HIGH,
    LAY_LOW,
    LAY_PACK_HIGH,
    LAY_PACK_LOW,
    LAYABLE,
    LAYS_BY,
    TAKE,
    THROW_HALVES,
    TRANSFER,
    SWAction,
    covers,
)
from .cards import BEATER_MASK, MAX_FACED, MAX_THROWN, STRENGTH_TYPES
from .fields import WitchcraftFields  # the deal's fields, typed once (object at run time)

# A seat's leads and throws by the low 11 and the high 10 bits of the mask (few local names:
# a call's frame sets and clears each of them).
ATTACK_LOW = [low for low, _ in ATTACK_HALVES]
ATTACK_HIGH = [high for _, high in ATTACK_HALVES]
THROW_LOW = [low for low, _ in THROW_HALVES]
THROW_HIGH = [high for _, high in THROW_HALVES]
TYPE_OF_BIT = {1 << c: c for c in range(21)}   # a one-type mask's card type


def throw_room(thrown: int, on_table: int, unbeaten_held: int) -> int:
    """SW-9: how many more cards may be thrown to the defender, given the cards thrown beyond
    the lead, the cards on the table and how many the defender holds beyond those he still
    has to beat: at most 5 thrown, 6 faced, and never more than he could beat."""
    room = MAX_THROWN - thrown
    faced = MAX_FACED - on_table
    if faced < room:
        room = faced
    return unbeaten_held if unbeaten_held < room else room   # the least of the three


def may_transfer(holds_copy: int, lead_n: int, on_table: int, unbeaten: int, taking: bool,
                 attacker_held: int) -> bool:
    """SW-6: the defender may pass the lead on with a card identical to it (``holds_copy``)
    only while the table holds nothing but the lead, all of it unbeaten, before he took, and
    only to a player holding at least as many cards as he would then have to beat."""
    return bool(holds_copy and lead_n == on_table == unbeaten and not taking
                and lead_n + 1 <= MAX_FACED and lead_n + 1 <= attacker_held)


# The two rules at a fresh lead (one card on the table, unbeaten, nothing thrown, nobody
# taking), read by the lead's transition instead of two calls: LEAD_ROOM[cards the defender
# holds], LEAD_TRANSFER[defender holds a copy][cards the attacker holds after leading].
HELD = range(2 * 63 + 1)   # a hand never holds more than the deck (two sets at most)
LEAD_ROOM = tuple(throw_room(0, 1, held - 1) for held in HELD)
LEAD_TRANSFER = tuple(tuple(int(may_transfer(holds, 1, 1, 1, False, held)) for held in HELD)
                      for holds in range(2))


class LegalMixin(WitchcraftFields):
    """``legal_actions`` and the rule answers of :class:`~.state.WitchcraftState`."""

    __slots__ = ()

    def legal_actions(self, player: int | None = None) -> list[SWAction]:
        """Every legal action of ``player`` now (default: ``to_act``), in a fixed
        order: lays, leads, covers (by attack card, then by card), transfer, take;
        throws then pass."""
        if player is None:
            found = self._ready   # left by the transition that led here (see _ready)
            if found is not None:
                return [*found]
            player = self.to_act
            if player is None:
                return []
        elif self.seat(player) != self.to_act:  # a bool, a float or no seat: refused (GEN-3)
            return []
        ph = self.phase
        hm = self._masks[player]
        if ph == "lead":
            low, high = hm & 2047, hm >> 11
            if self.laid_turn or not (LAY_LOW[low] + LAY_HIGH[high]) & LAYABLE:
                return [*ATTACK_LOW[player][low], *ATTACK_HIGH[player][high]]
            m = LAY_PACK_LOW[low] | LAY_PACK_HIGH[high]   # the colours held, by strength
            lays = LAYS_BY[player]
            return [*lays[0][m & 127], *lays[1][m >> 7 & 127], *lays[2][m >> 14],
                    *ATTACK_LOW[player][low], *ATTACK_HIGH[player][high]]
        if ph == "defend":
            m = self._umask
            if not m or m & (m - 1):   # several uncovered types: never in play, kept general
                return self._defence(player, hm)
            # the one uncovered type (m.bit_length() - 1, without the call)
            return [*self._answers(player, TYPE_OF_BIT[m])]
        m = hm & self._allowed   # "throw" ("over" has nobody to act: not reached)
        return [*THROW_LOW[player][m & 2047], *THROW_HIGH[player][m >> 11]]

    # ``_ready``: the answer of ``legal_actions()`` for the player to act, or None.  Every path
    # of ``_play`` sets it; those that have the facts at hand fill it in — a lead or a throw
    # that leaves one type uncovered (the defender's answers, as _answers gives them) and the
    # thrower found by SW-8's passing over (his throws, from the mask just computed) — so a
    # playout's next legal_actions() is a copy.  The same answers as the listing above:
    # tests/test_witchcraft_step.py compares them action by action.
    def _answers(self, d: int, a: int) -> Sequence[SWAction]:
        """The defender ``d``'s answers when every uncovered card is of type ``a``: his covers
        (by card), the transfer if SW-6 allows it, take (shared, never to be changed)."""
        hm = self._masks[d]
        t = may_transfer(hm >> a & 1, self.lead_n, len(self.attack), self._uncov, self.taking,
                         len(self._hands[self.main]))
        return DEFENCES[t][d][a][hm & BEATER_MASK[a]]

    _legal = legal_actions

    def _room(self) -> int:
        """How many more cards may be thrown now (SW-9)."""
        n_attack = len(self.attack)
        return throw_room(n_attack - self.lead_n, n_attack,
                          len(self._hands[self.defender]) - self._uncov)

    def _throw_types(self) -> int:
        """The mask of types anyone may throw now: a strength on the table and no
        identical card on the table (SW-7), within the limits (SW-9)."""
        if self._room() <= 0:
            return 0
        return STRENGTH_TYPES[self._smask] ^ self._tmask   # the table's types are among them

    def _throwable(self, p: int) -> list[int]:
        """Distinct cards ``p`` may throw now (SW-7, SW-9), ascending."""
        m = self._masks[p] & self._throw_types()
        return [c for c in range(21) if m >> c & 1]

    def _can_transfer(self) -> bool:
        """SW-6 for the lead on the table now."""
        return may_transfer(self._masks[self.defender] >> self.attack[0] & 1, self.lead_n,
                            len(self.attack), self._uncov, self.taking, len(self._hands[self.main]))

    def _defence(self, player: int, hm: int) -> list[SWAction]:
        """The defender's actions, for any set of uncovered types."""
        out: list[SWAction] = []
        um = self._umask
        while um:
            low = um & -um
            um ^= low
            a = low.bit_length() - 1
            beaters = hm & BEATER_MASK[a]
            if beaters:
                out += covers(player, a, beaters)
        if self._can_transfer():
            out.append(TRANSFER[player][self.attack[0]])
        out.append(TAKE[player])
        return out
