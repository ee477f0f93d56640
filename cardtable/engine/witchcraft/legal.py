"""Legal Strong Witchcraft actions (SW-5 … SW-9, SW-12), read from the state's type masks.

:class:`LegalMixin` gives :class:`~.state.WitchcraftState` ``legal_actions`` (= ``_legal``)
and the rule answers behind it: the throw room (SW-9), the throwable types (SW-7), whether
the lead may be transferred (SW-6) and the defender's answers.  The order is fixed and
depends only on the acting seat's own hand and the public table: lays (strength 1 first),
leads by card; covers by attack card, then by card, the transfer, take; throws by card, then
pass.  Actions come pre-built and shared from :mod:`.actions`.
"""

from __future__ import annotations

from ..core import Action
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
    covers,
    defence,
)
from .cards import BEATER_MASK, BIT, MAX_FACED, MAX_THROWN, STRENGTH_TYPES


class LegalMixin:
    """``legal_actions`` and the rule answers of :class:`~.state.WitchcraftState`."""

    __slots__ = ()

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every legal action of ``player`` now (default: ``to_act``), in a fixed
        order: lays, leads, covers (by attack card, then by card), transfer, take;
        throws then pass."""
        if player is None:
            found = self._ready   # answered by the playout step that led here
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
            a0, a1 = ATTACK_HALVES[player]
            counts = (LAY_LOW[low] + LAY_HIGH[high]) & LAYABLE
            if not counts or self.laid_turn:
                return [*a0[low], *a1[high]]
            pk = LAY_PACK_LOW[low] | LAY_PACK_HIGH[high]   # the colours held, by strength
            t0, t1, t2 = LAYS_BY[player]
            return [*t0[pk & 127], *t1[pk >> 7 & 127], *t2[pk >> 14], *a0[low], *a1[high]]
        if ph == "defend":
            um = self._umask
            if not um or um & (um - 1):   # several uncovered types: never in play, kept general
                return self._defence(player, hm)
            a = um.bit_length() - 1
            lead_n = self.lead_n
            transfer = (hm >> a & 1 and self._uncov == lead_n == len(self.attack) and not self.taking
                        and lead_n < MAX_FACED and lead_n < len(self._hands[self.main]))  # SW-6
            beaters = hm & BEATER_MASK[a]
            t = 1 if transfer else 0
            found = DEFENCES[t][player][a].get(beaters)
            if found is None:
                found = defence(player, a, beaters, t)
            return [*found]
        m = hm & self._allowed   # "throw" ("over" has nobody to act: not reached)
        low, high = THROW_HALVES[player]
        return [*low[m & 2047], *high[m >> 11]]

    _legal = legal_actions

    def _room(self) -> int:
        """How many more cards may be thrown now (SW-9)."""
        n_attack = len(self.attack)
        return min(MAX_THROWN - (n_attack - self.lead_n), MAX_FACED - n_attack,
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
        """SW-6: only the lead, before any of it is beaten, to a player holding
        at least as many cards as he would have to beat."""
        lead_n = self.lead_n
        if self.taking or len(self.attack) != lead_n or self._uncov != lead_n:
            return False
        if not self._masks[self.defender] & BIT[self.attack[0]]:
            return False
        return lead_n + 1 <= min(MAX_FACED, len(self._hands[self.main]))

    def _defence(self, player: int, hm: int) -> list[Action]:
        """The defender's actions, for any set of uncovered types."""
        out: list[Action] = []
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
