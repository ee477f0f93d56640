"""Legal Durak actions: leads, covers, transfers, shows, throw-ins (DUR-5 … DUR-16).

The order is fixed and depends only on the acting seat's own hand and the public table
(the AI's no-cheating tests rely on that): leads by card, then multi-card leads by rank;
covers by attack slot, then by card; transfers; shows; take.  Which listing runs is declared
by the variant (``DurakState.legal_path``): plain durak's ``"tables"`` takes table-driven fast
paths; Witch durak's ``"masks"`` overrides the hooks (``_attack_actions``, ``_defend_actions``,
``_throw_actions``) with its own mask path (witch_legal.py); ``"rules"`` asks :meth:`beats`,
:meth:`_names` and :meth:`may_throw` card by card.  All of them must list what the readable
rules core (reference.py) lists: tests/test_durak_paths.py.
"""

from __future__ import annotations

from .actions import DurakAction
from .fields import DurakFields  # the deal's fields, typed once (object at run time)
from .rules import LEAD_MOST, room_for_one_more
from .tables import (
    ATTACK,
    ATTACK9,
    BEAT_MASK,
    BIT_CARD,
    CHUNK0,
    CHUNK1,
    CHUNK2,
    COVER,
    DONE,
    KEEP,
    LEADS,
    MULTI,
    RANK_CARDS,
    REVERSE,
    SHOW,
    TAKE,
    THROW,
    THROW9,
    TRANSFER,
    TRANSFER9,
    add_row,
    cards_of,
    chunk_leads,
    cover,
    mask_of,
    one_card,
    rows9,
)


class LegalMixin(DurakFields):
    """``legal_actions`` and the candidate cards behind it, for :class:`DurakState`."""

    def legal_actions(self, player: int | None = None) -> list[DurakAction]:
        """Every legal action of ``player`` now (default: the player to act)."""
        if player is not None:
            self.seat(player)  # a bool, a float or no seat is refused (GEN-3)
        ph = self.phase
        if ph == "attack":
            p = self.attacker
            if player is not None and player != p:
                return []
            if not self._plain:
                return self._attack_actions(p)
            # plain durak (_attack_actions, inlined): single cards, then multi-card leads
            h = self.hm[p]
            t0, t1, t2, t3 = ATTACK9[p] or rows9(ATTACK9, ATTACK[p], p)
            acts = [*t0[h & 511], *t1[h >> 9 & 511], *t2[h >> 18 & 511], *t3[h >> 27]]
            if self.transfers:
                return acts
            lo, mid, hi = MULTI[h & 4095], MULTI[h >> 12 & 4095], MULTI[h >> 24]  # ranks 6-8, 9-J, Q-A
            if not (lo or mid or hi):  # no rank held twice
                return acts
            return self._multi_leads(p, lo, mid, hi, acts)
        if ph == "defend":
            p = self.defender
            if player is not None and player != p:
                return []
            if not self._plain:
                return self._defend_actions(p)
            # plain durak (the common case of _plain_defend, inlined)
            att = self.att
            if len(att) == 1:  # one attack card (uncovered, or the phase would be a window)
                a = att[0]
                h = self.hm[p]
                m = h & BEAT_MASK[self.trump_suit][a]  # type: ignore[index]  # plain durak always has a trump suit (None: Witch durak, WIT-8)
                acts = []
                if m:  # the covers, lowest card first
                    row = COVER[p][a]
                    if m & (m - 1):  # two or more: cards_of(m), inlined
                        for c in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]:
                            acts.append(row[c])
                    else:
                        acts.append(row[BIT_CARD[m]])
                if self.transfers:
                    # DUR-12/13: one card, so one rank and nothing covered; the next defender
                    # must hold two cards (DUR-7's limit is at least 5)
                    m = h & RANK_CARDS[a]
                    if m and not (self._no_first and self.bout_no == 0):
                        if self.teams_on or True in self.out:
                            target = self._transfer_target()
                        else:
                            target = (p + self.direction) % self.num_players
                        if target is not None and self.hm[target].bit_count() > 1:
                            t0, t1, t2, t3 = TRANSFER9[p] or rows9(TRANSFER9, TRANSFER[p], p)
                            acts += (*t0[m & 511], *t1[m >> 9 & 511], *t2[m >> 18 & 511], *t3[m >> 27])
                    if self._shows_on:
                        acts += map(SHOW[p].__getitem__, self._shows(p))
                acts.append(TAKE[p])
                return acts
            if self.transfers:
                return self._plain_defend(p)
            hand = self.hm[p]
            beats, rows = BEAT_MASK[self.trump_suit], COVER[p]  # type: ignore[index]  # plain durak always has a trump suit (None: Witch durak, WIT-8)
            acts = []
            add = acts.append
            for a, cv in zip(att, self.cov):
                if cv is None:
                    m = hand & beats[a]
                    if m:  # the covers, lowest card first (add_row, inlined)
                        row = rows[a]
                        if m & (m - 1):  # two or more: cards_of(m), inlined
                            for c in CHUNK0[m & 4095] + CHUNK1[m >> 12 & 4095] + CHUNK2[m >> 24]:
                                add(row[c])
                        else:
                            add(row[BIT_CARD[m]])
            add(TAKE[p])
            return acts
        thrower = self.thrower  # None when over, or in Witch durak's "king" phase
        if thrower is None:
            if ph == "king":
                d = self.defender
                return [REVERSE[d], KEEP[d]] if player is None or player == d else []
            return []
        p = thrower
        if player is not None and player != p:
            return []
        if self._masks and not self.hm[p] & self._e8:  # no Witch eight to name: one action a card
            m = self._throws_val if self._throws_key == self.tick * 8 + p else self._throws(p)
        else:
            acts = self._throw_actions(p)
            acts.append(DONE[p])
            return acts
        if not m & (m - 1):  # one card (or none)
            return [THROW[p][BIT_CARD[m]], DONE[p]] if m else [DONE[p]]
        t0, t1, t2, t3 = THROW9[p] or rows9(THROW9, THROW[p], p)
        return [*t0[m & 511], *t1[m >> 9 & 511], *t2[m >> 18 & 511], *t3[m >> 27], DONE[p]]

    def _legal(self, player: int) -> list[DurakAction]:
        return self.legal_actions(player)

    def _throw_actions(self, p: int) -> list[DurakAction]:
        """The throw-ins of ``p`` without ``done`` (a variant's: through ``_names``)."""
        return [one_card(p, "throw", c, nm) for c in cards_of(self._throws(p)) for nm in self._names(c)]

    def _attack_actions(self, p: int) -> list[DurakAction]:
        """DUR-5 lead sizes, within DUR-7's limits."""
        h = self.hm[p]
        if self._plain:
            acts = list(map(ATTACK[p].__getitem__, cards_of(h)))
        else:
            acts = [one_card(p, "attack", c, nm) for c in cards_of(h) for nm in self._names(c)]
        if self.transfers:
            return acts
        return self._multi_leads(p, MULTI[h & 4095], MULTI[h >> 12 & 4095], MULTI[h >> 24], acts)

    def _multi_leads(self, p: int, lo: int, mid: int, hi: int,
                     acts: list[DurakAction]) -> list[DurakAction]:
        """``acts`` and then the leads of two or more cards of one rank: ``lo``, ``mid``,
        ``hi`` are the hand's MULTI chunks (its ranks held at least twice, tables.py)."""
        most = LEAD_MOST[self.defended_once][self.hm[self.defender].bit_count()]  # DUR-7
        if self.variant == "simple" and most > 2:
            most = 2  # DUR-16
        if most < 2:
            return acts
        # multi-card leads of one rank, lowest rank first
        memo = LEADS[p][most]
        if lo:
            acts += memo[0].get(lo) or chunk_leads(p, most, 0, lo)
        if mid:
            acts += memo[1].get(mid) or chunk_leads(p, most, 1, mid)
        if hi:
            acts += memo[2].get(hi) or chunk_leads(p, most, 2, hi)
        return acts

    def _defend_actions(self, p: int) -> list[DurakAction]:
        if self._plain:
            return self._plain_defend(p)
        # a variant's rules asked card by card (Witch durak has its mask path, witch_legal.py)
        hand = cards_of(self.hm[p])
        acts: list[DurakAction] = []
        for a, cv in zip(self.att, self.cov):
            if cv is None:
                acts += [cover(p, c, a, nm) for c in hand for nm in self._names(c)
                         if self.beats(c, a, nm)]
        if self.transfers:
            acts += [one_card(p, "transfer", c, nm) for c in self._transfers(p) for nm in self._names(c)]
            if self._shows_on:
                row = SHOW[p]
                acts += [row[c] for c in self._shows(p)]
        acts.append(TAKE[p])
        return acts

    def _plain_defend(self, p: int) -> list[DurakAction]:
        """Plain durak's covers (DUR-6), transfers (DUR-12 … DUR-14), shows (DUR-15) and take,
        from masks: what ``_transfers`` asks through ``transfer_rank`` is one comparison of
        the table's rank mask (nothing covered, one rank)."""
        h, beats, row = self.hm[p], BEAT_MASK[self.trump_suit], COVER[p]  # type: ignore[index]  # plain durak always has a trump suit (None: Witch durak, WIT-8)
        att, cov = self.att, self.cov
        acts: list[DurakAction] = []
        for a, cv in zip(att, cov):
            if cv is None:
                m = h & beats[a]
                if m:
                    add_row(acts, row[a], m)
        if self.transfers:
            k = len(att)
            trc = self.trc
            if trc == RANK_CARDS[att[0]] and cov.count(None) == k and \
                    not (self._no_first and self.bout_no == 0):
                if self.teams_on or True in self.out:
                    target = self._transfer_target()
                else:
                    target = (p + self.direction) % self.num_players
                m = h & trc
                if m and target is not None and self._room(1, self.hm[target].bit_count()):
                    add_row(acts, TRANSFER[p], m)
            if self._shows_on:
                acts += map(SHOW[p].__getitem__, self._shows(p))
        acts.append(TAKE[p])
        return acts

    def _transfer_target(self) -> int | None:
        return self._next_opponent(self.defender, self.defender)

    def _transfers(self, p: int) -> list[int]:
        """DUR-12/13: cards ``p`` may transfer with."""
        r = self.transfer_rank()
        if r is None:
            return []
        target = self._transfer_target()
        # DUR-7 for the next defender: all the attack cards and this one are his to beat
        if target is None or not room_for_one_more(len(self.att), len(self.att), self.hm[target].bit_count(),
                                                   self.defended_once):
            return []
        return [c for c in cards_of(self.hm[p]) if (c >> 2) + 6 == r]

    def _shows(self, p: int) -> list[int]:
        """DUR-15: trumps of the attack's rank ``p`` may show instead of playing."""
        if not self.options.get("transfer_by_showing_trump") or p in self.showed:
            return []
        r = self.transfer_rank()
        if r is None:
            return []
        target = self._transfer_target()
        if target is None or self.hm[target].bit_count() < len(self.att):
            return []
        t = self.trump_suit
        return [c for c in cards_of(self.hm[p]) if (c >> 2) + 6 == r and c & 3 == t]

    def _table_ranks(self) -> set[int]:
        ranks = {(c >> 2) + 6 for c in self.att}
        ranks.update((c >> 2) + 6 for c in self.cov if c is not None)
        return ranks

    def _throws(self, p: int) -> int:
        """DUR-7: the cards ``p`` may add now (rank on the table, both limits), as a mask.

        Asked several times per decision (window queue, legal actions, after a throw), so
        the last answer is kept for the same player and ``tick`` (the state's move count)."""
        key = self.tick * 8 + p
        if key == self._throws_key:
            return self._throws_val
        hand = self.hm[p]
        if not hand or not self._room(0, self.hm[self.defender].bit_count()):  # DUR-7, WIT-Q
            out = 0
        elif self._masks:  # ranks on the table (and Witch durak's enchanted nines, WIT-9)
            out = hand & (self.trc | self._nines)
        else:
            ranks_set = self._table_ranks()
            out = mask_of(c for c in cards_of(hand) if self.may_throw(c, ranks_set))
        self._throws_key = key
        self._throws_val = out
        return out
