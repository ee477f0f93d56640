"""Legal Durak actions: leads, covers, transfers, shows, throw-ins (DUR-5 … DUR-16).

The order is fixed and depends only on the acting seat's own hand and the public table
(the AI's no-cheating tests rely on that): leads by card, then multi-card leads by rank;
covers by attack slot, then by card; transfers; shows; take.  Plain durak (``_plain``:
no variant overrides :meth:`beats`, :meth:`_names` or :meth:`may_throw`) takes table-driven
fast paths; a variant such as Witch durak asks those methods card by card.
"""

from __future__ import annotations

from .actions import DurakAction
from .tables import (
    ATTACK,
    BEATS,
    COMBOS,
    COVER,
    COVER_RANK_BIT,
    DONE,
    KEEP,
    RANK_BIT,
    REVERSE,
    SHOW,
    TAKE,
    THROW,
    TRANSFER,
    cover,
    lead_combos,
    one_card,
)

HAND = 6


class LegalMixin:
    """``legal_actions`` and the candidate cards behind it, for :class:`DurakState`."""

    def legal_actions(self, player: int | None = None) -> list[DurakAction]:
        """Every legal action of ``player`` now (default: the player to act)."""
        ph = self.phase
        if ph == "attack":
            p = self.attacker
            if player is None or player == p:
                return self._attack_actions(p)
            return []
        if ph == "defend":
            p = self.defender
            if player is not None and player != p:
                return []
            if not self._plain or self.transfers:
                return self._defend_actions(p)
            # plain durak without transfers (the common case of _defend_actions, inlined)
            hand = sorted(self.hands[p])
            beats, row = BEATS[self.trump_suit], COVER[p]
            acts = []
            for a, cv in zip(self.att, self.cov):
                if cv is None:
                    ba, ra = beats[a], row[a]
                    acts += [ra[c] for c in hand if ba[c]]
            acts.append(TAKE[p])
            return acts
        if ph == "over":
            return []
        if ph == "king":
            p = self.defender
            return [REVERSE[p], KEEP[p]] if player is None or player == p else []
        p = self.thrower
        if p is None or (player is not None and player != p):
            return []
        if self._plain:
            row = THROW[p]
            if self._throws_key == self.tick * 8 + p:  # the answer kept by _throws
                acts = [row[c] for c in self._throws_val]
            else:
                acts = [row[c] for c in self._throws(p)]
        else:
            acts = [one_card(p, "throw", c, nm) for c in self._throws(p) for nm in self._names(c)]
        acts.append(DONE[p])
        return acts

    def _legal(self, player: int) -> list[DurakAction]:
        return self.legal_actions(player)

    def _attack_actions(self, p: int) -> list[DurakAction]:
        """DUR-5 lead sizes, within DUR-7's limits."""
        hand = sorted(self.hands[p])
        if self._plain:
            row = ATTACK[p]
            acts = [row[c] for c in hand]
        else:
            acts = [one_card(p, "attack", c, nm) for c in hand for nm in self._names(c)]
        variant = self.variant
        if variant == "transfer" or len(hand) < 2:
            return acts
        most = min(len(self.hands[self.defender]), HAND if self.defended_once else HAND - 1)
        if variant == "simple":
            most = min(2, most)  # DUR-16
        if most < 2:
            return acts
        # multi-card leads of one rank: runs of equal rank in the sorted hand
        combos = COMBOS[p][most]
        i, r = 0, hand[0] >> 2
        for j in range(1, len(hand)):
            rj = hand[j] >> 2
            if rj != r:
                if j - i > 1:
                    run = tuple(hand[i:j])
                    acts += combos.get(run) or lead_combos(p, run, most)
                i, r = j, rj
        if len(hand) - i > 1:
            run = tuple(hand[i:])
            acts += combos.get(run) or lead_combos(p, run, most)
        return acts

    def _defend_actions(self, p: int) -> list[DurakAction]:
        hand = sorted(self.hands[p])
        acts: list[DurakAction] = []
        if self._plain:
            beats = BEATS[self.trump_suit]
            row = COVER[p]
            for a, cv in zip(self.att, self.cov):
                if cv is None:
                    ba, ra = beats[a], row[a]
                    acts += [ra[c] for c in hand if ba[c]]
        else:
            for a, cv in zip(self.att, self.cov):
                if cv is None:
                    acts += [cover(p, c, a, nm) for c in hand for nm in self._names(c)
                             if self.beats(c, a, nm)]
        if self.transfers:
            transfers = self._transfers(p)
            if transfers:
                if self._plain:
                    row = TRANSFER[p]
                    acts += [row[c] for c in transfers]
                else:
                    acts += [one_card(p, "transfer", c, nm) for c in transfers for nm in self._names(c)]
            if self.options.get("transfer_by_showing_trump"):
                row = SHOW[p]
                acts += [row[c] for c in self._shows(p)]
        acts.append(TAKE[p])
        return acts

    def _transfer_target(self) -> int | None:
        return self._next_opponent(self.defender, self.defender)

    def _transfers(self, p: int) -> list[int]:
        """DUR-12/13: cards ``p`` may transfer with."""
        r = self.transfer_rank()
        if r is None:
            return []
        n_after = len(self.att) + 1
        target = self._transfer_target()
        if target is None or n_after > self.bout_limit or len(self.hands[target]) < n_after:
            return []
        return [c for c in sorted(self.hands[p]) if (c >> 2) + 6 == r]

    def _shows(self, p: int) -> list[int]:
        """DUR-15: trumps of the attack's rank ``p`` may show instead of playing."""
        if not self.options.get("transfer_by_showing_trump") or p in self.showed:
            return []
        r = self.transfer_rank()
        if r is None:
            return []
        target = self._transfer_target()
        if target is None or len(self.hands[target]) < len(self.att):
            return []
        t = self.trump_suit
        return [c for c in sorted(self.hands[p]) if (c >> 2) + 6 == r and c & 3 == t]

    def _table_ranks(self) -> set[int]:
        ranks = {(c >> 2) + 6 for c in self.att}
        ranks.update((c >> 2) + 6 for c in self.cov if c is not None)
        return ranks

    def _throws(self, p: int) -> list[int]:
        """DUR-7: cards ``p`` may add now (rank on the table, both limits), sorted.

        Asked several times per decision (window queue, legal actions, after a throw), so
        the last answer is kept for the same player and ``tick`` (the state's move count)."""
        key = self.tick * 8 + p
        if key == self._throws_key:
            return self._throws_val
        hand = self.hands[p]
        att, cov = self.att, self.cov
        # DUR-7: at most 5 attack cards (6 once someone has defended), no more uncovered
        # cards than the defender holds
        if not hand or len(att) >= HAND - 1 + self.defended_once or \
                cov.count(None) >= len(self.hands[self.defender]):
            out: list[int] = []
        elif self._plain:
            ranks = 0  # bit r: rank index r (card >> 2) lies on the table
            for c in att:
                ranks |= RANK_BIT[c]
            for c in cov:
                ranks |= COVER_RANK_BIT[c]
            out = [c for c in hand if ranks & RANK_BIT[c]]
            if len(out) > 1:
                out.sort()
        else:
            ranks_set = self._table_ranks()
            out = [c for c in sorted(hand) if self.may_throw(c, ranks_set)]
        self._throws_key = key
        self._throws_val = out
        return out
