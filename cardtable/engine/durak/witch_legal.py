"""Witch durak's legal actions on plain durak's bit-mask path (docs/rules.md WIT-6 … WIT-A, DUR-12).

Plain durak answers "which cards of this hand beat ``a``" with ``hand & BEAT_MASK[trump][a]``
(tables.py).  Witch durak's beating depends on the enchanted set too, so the masks are built
once per (trump suit, enchanted set) from the rule itself (:class:`WitchRules.beats`,
witch_rules.py) and shared by every deal with that pair (:func:`beat_table`):

- ``masks[i]``: the cards that beat attack ``i`` — a card 0…35, or ``36 + s`` for an enchanted
  eight on the table named suit ``s`` (WIT-8: it is an eight of that suit there); enchanted
  eights are left out, because they beat only under a name;
- ``eights[i][k]``: the suits the enchanted eight of suit ``k`` may be named to beat ``i``;
- ``names``: the suits an eight may be named (any but trump).

Named eights are the only special case: a hand without enchanted eights lists its actions
exactly as plain durak does.  Other masks kept by the state (``_configure``): ``_e8`` the
enchanted eights, ``_nines`` the enchanted nines (thrown in whatever the ranks, WIT-9),
``_tens`` the enchanted tens (no transfer, WIT-10).  The order of the actions is the one
:class:`~cardtable.engine.durak.legal.LegalMixin` documents (cards lowest first, an eight
once per name in suit order); tests/test_durak_fast.py and the trace digests pin it.
"""

from __future__ import annotations

from .cards import card
from .fields import WitchFields  # the deal's fields, typed once (object at run time)
from .tables import (
    ATTACK,
    ATTACK9,
    BIT,
    BIT_CARD,
    COVER,
    RANK_CARDS,
    SHOW,
    TAKE,
    THROW,
    THROW9,
    TRANSFER,
    add_row,
    cards_of,
    cover,
    one_card,
    rows9,
)
from .witch_rules import WitchRules

EIGHTS = RANK_CARDS[card(8, 0)]
BELOW_EIGHTS = (1 << card(8, 0)) - 1  # the sixes and sevens
ABOVE_EIGHTS = ~(EIGHTS | BELOW_EIGHTS)
_TABLES: dict[tuple, tuple] = {}


def beat_table(enchanted: frozenset[int], trump: int | None) -> tuple:
    """``(trump, masks, eights, names)`` for this enchanted set and trump suit (see above)."""
    key = (trump, enchanted)
    tab = _TABLES.get(key)
    if tab is None:
        tab = _TABLES[key] = _build(enchanted, trump)
    return tab


def _build(enchanted: frozenset[int], trump: int | None) -> tuple:
    rules = WitchRules(enchanted, trump)
    e8 = EIGHTS if 8 in enchanted else 0
    names = tuple(s for s in range(4) if s != trump)
    plain = [c for c in range(36) if not BIT[c] & e8]
    masks, eights = [], []
    for i in range(36 + 4):
        if i < 36:
            a = i
            rules.named = {}
        else:  # an enchanted eight on the table, named suit i - 36
            a = card(8, 0)
            rules.named = {a: i - 36}
        masks.append(sum(BIT[c] for c in plain if rules.beats(c, a, None)))
        eights.append(tuple(tuple(s for s in names if rules.beats(card(8, k), a, s))
                            for k in range(4)) if e8 else ((), (), (), ()))
    return trump, tuple(masks), tuple(eights), names


class WitchLegalMixin(WitchFields):
    """The Witch durak answers of :class:`~cardtable.engine.durak.legal.LegalMixin`'s hooks."""

    __slots__ = ()

    def _beat_table(self) -> tuple:
        wt = self._wt
        if wt is None or wt[0] != self.trump_suit:
            wt = self._wt = beat_table(self.enchanted, self.trump_suit)
        return wt

    def _named_acts(self, p: int, kind: str, m: int, row) -> list:
        """``row[c]`` for each card of mask ``m``, lowest first; an enchanted eight once per
        suit it may be named (WIT-8)."""
        e = m & self._e8
        acts: list = []
        if not e:
            add_row(acts, row, m)
            return acts
        add_row(acts, row, m & BELOW_EIGHTS)
        names = self._beat_table()[3]
        for c in cards_of(e):
            acts += [one_card(p, kind, c, s) for s in names]
        add_row(acts, row, m & ABOVE_EIGHTS)
        return acts

    def _attack_actions(self, p: int) -> list:
        h = self.hm[p]  # transfer durak: one card
        if h & self._e8:
            return self._named_acts(p, "attack", h, ATTACK[p])
        t0, t1, t2, t3 = ATTACK9[p] or rows9(ATTACK9, ATTACK[p], p)
        return [*t0[h & 511], *t1[h >> 9 & 511], *t2[h >> 18 & 511], *t3[h >> 27]]

    def _throw_actions(self, p: int) -> list:
        m = self._throws(p)
        if not m & self._e8:
            t0, t1, t2, t3 = THROW9[p] or rows9(THROW9, THROW[p], p)
            return [*t0[m & 511], *t1[m >> 9 & 511], *t2[m >> 18 & 511], *t3[m >> 27]]
        return [one_card(p, "throw", c, nm) for c in cards_of(m) for nm in self._names(c)]

    def _defend_actions(self, p: int) -> list:
        """Covers (WIT-2 … WIT-A by mask), transfers (DUR-12/13, WIT-9, WIT-10), take."""
        wt = self._wt
        if wt is None or wt[0] != self.trump_suit:
            wt = self._beat_table()
        masks, eights = wt[1], wt[2]
        h = self.hm[p]
        e8 = self._e8
        he = h & e8
        att, cov, named = self.att, self.cov, self.named
        row = COVER[p]
        acts: list = []
        for a, cv in zip(att, cov):
            if cv is None:
                i = 36 + named.get(a, a & 3) if BIT[a] & e8 else a
                m = h & masks[i]
                if he:
                    ra = row[a]
                    add_row(acts, ra, m & BELOW_EIGHTS)
                    ne = eights[i]
                    for c in cards_of(he):
                        acts += [cover(p, c, a, s) for s in ne[c & 3]]
                    add_row(acts, ra, m & ABOVE_EIGHTS)
                elif m:  # add_row, inlined
                    ra = row[a]
                    while m:
                        b = m & -m
                        acts.append(ra[BIT_CARD[b]])
                        m ^= b
        # DUR-12/13: transfer while nothing is covered and every attack card has one rank
        # (WIT-9), never with an enchanted ten (WIT-10), if the next defender can take it all
        k = len(att)
        trc = self.trc
        if trc == RANK_CARDS[att[0]] and cov.count(None) == k and not trc & self._tens and \
                not (self._no_first and self.bout_no == 0):
            if self.teams_on or True in self.out:
                target = self._transfer_target()
            else:
                target = (p + self.direction) % self.num_players
            if target is not None and self._room(1, self.hm[target].bit_count()):
                m = h & trc
                if m:
                    acts += self._named_acts(p, "transfer", m, TRANSFER[p])
        if self._shows_on:
            acts += map(SHOW[p].__getitem__, self._shows(p))
        acts.append(TAKE[p])
        return acts
