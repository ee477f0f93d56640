"""The data of one deal of Strong Witchcraft and the queries on it (SW-4 … SW-13).

:class:`WitchcraftDeal` holds the lists that are the truth (``hands``, ``stock``,
``attack``, ``covers`` …, the stock's *last* element being its top card) and,
for speed, type masks derived from them (bit c = card type c): each hand's
types, the types and strengths on the table, the uncovered attack types, the
throwable types, and the next active seat of every seat.  :meth:`_derive`
rebuilds them from the lists, and assigning ``hands`` rebuilds them too.
``to_act`` and ``is_over`` are plain attributes updated at every phase change.
The rules that change a deal are in :mod:`.state`.
"""

from __future__ import annotations

from ..core import Action, GameState, IllegalAction, Result
from .cards import BEATER_MASK, BIT, STRENGTH_BIT, STRENGTH_TYPES, type_mask
from .moves import DRAW, TAKE, TRANSFER, TURN, SWAction, covers
from .view import GAME_ID, WitchcraftView, parse_action, refusal, view

HAND = 6
MAX_THROWN = 5   # SW-9
MAX_FACED = 6    # SW-9


class WitchcraftDeal(GameState):
    """The data of one deal, its derived masks and the queries on them; the
    rules that change it are in :class:`.state.WitchcraftState`."""

    game_id = GAME_ID
    action_type = SWAction
    card_ids = 21
    view_type = WitchcraftView
    # Slots: CPython reads and writes slots much faster than the attributes of an
    # instance dict holding this many keys.  ``to_act`` and ``is_over`` are plain
    # attributes here (they shadow the base class's properties), kept up to date
    # by every phase change.
    __slots__ = ("sets", "wins_needed", "known", "laid", "active", "order", "sw_wins", "discard",
                 "seen_out", "attack", "covers", "lead_n", "taking", "passes", "laid_turn", "first",
                 "stock", "attacker", "main", "defender", "thrower", "phase",
                 "initial_events", "to_act", "is_over", "_hands", "_masks", "_tmask", "_smask",
                 "_umask", "_uncov", "_nactive", "_nxt", "_orders", "_allowed")
    to_act: int | None
    is_over: bool

    # -- set-up ---------------------------------------------------------------
    def _setup(self, deck: list[int], first: int, dealer: int) -> None:
        """Deal ``deck`` (top card first): one card at a time clockwise from the dealer's
        left (the last seat deals unless option ``dealer`` says otherwise, so player 0 gets
        the first card) until everyone holds 6; the rest is the stock."""
        n = self.num_players
        self.sets = int(self.options.get("sets", 1))
        self.wins_needed = 3 if n <= 3 else 2  # SW-12
        self.known: list[list[int]] = [[] for _ in range(n)]
        self.laid: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
        self.active = [True] * n
        self.order: list[int] = []
        self.sw_wins: list[int] = []
        self.discard: list[int] = []
        self.seen_out: list[int] = []
        self.attack: list[int] = []
        self.covers: list[int] = []
        self.lead_n = 0
        self.taking = False
        self.passes = 0
        self.laid_turn = False
        self.first = first
        dealt = deck[:HAND * n]
        self._hands = [dealt[(p - dealer - 1) % n::n] for p in range(n)]
        self.initial_events = [DRAW[(dealer + 1 + i) % n][c] for i, c in enumerate(dealt)]
        self.stock = deck[HAND * n:][::-1]
        self.initial_events.append(TURN[first])
        self.attacker = self.main = self.defender = self.thrower = self.to_act = first
        self.phase = "lead"
        self.is_over = False
        # the derived fields of a fresh deal (what _derive computes, without the scans)
        self._masks = [type_mask(h) for h in self._hands]
        self._tmask = self._smask = self._umask = self._uncov = self._allowed = 0
        self._nactive = n
        self._nxt = [(p + 1) % n for p in range(n)]
        self._orders = {}

    def _derive(self) -> None:
        """Rebuild every derived field from the lists (after set-up or a rebuild
        from a view)."""
        n = self.num_players
        self._masks = [type_mask(h) for h in self._hands]
        table = self.attack + [c for c in self.covers if c >= 0]
        self._tmask = type_mask(table)
        self._smask = 0
        for c in table:
            self._smask |= STRENGTH_BIT[c]
        self._umask = type_mask([a for a, cv in zip(self.attack, self.covers) if cv < 0])
        self._uncov = self.covers.count(-1)
        self._nactive = sum(self.active)
        self._nxt = [self._scan_next(p) for p in range(n)]
        self._orders: dict[int, list[int]] = {}   # draw orders by (attacker, defender)
        self._allowed = self._throw_types()
        self.to_act = {"lead": self.attacker, "defend": self.defender,
                       "throw": self.thrower}.get(self.phase)
        self.is_over = self.phase == "over"

    @property
    def hands(self) -> list[list[int]]:
        """Every player's hand (a multiset as a list)."""
        return self._hands

    @hands.setter
    def hands(self, value: list[list[int]]) -> None:
        self._hands = value
        self._derive()

    @property
    def hand_masks(self) -> list[int]:
        """Each hand as a mask of the card types it holds (cards.BIT), kept by every
        transition; read-only (the AI's playout policy reads it, never writes it)."""
        return self._masks

    @property
    def next_active(self) -> list[int]:
        """For each seat, the next active player to its left (itself if nobody else);
        read-only."""
        return self._nxt

    # -- contract -------------------------------------------------------------
    def _scan_next(self, p: int) -> int:
        n = self.num_players
        q = (p + 1) % n
        for _ in range(n):
            if self.active[q]:
                return q
            q = (q + 1) % n
        return p

    def _next_active(self, p: int) -> int:
        """The next active player to the left of ``p`` (``p`` if nobody else)."""
        return self._nxt[p]

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
        return STRENGTH_TYPES[self._smask] & ~self._tmask

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

    def _refusal(self, action: Action) -> IllegalAction:
        return refusal(self, action)

    # -- results --------------------------------------------------------------
    @property
    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        finished = [p for p in self.order]
        losers = [p for p in range(self.num_players) if p not in finished]
        return Result(order=finished + losers, losers=losers, draw=not losers, scores=None,
                      winners=finished,
                      notes={"witchcraft_wins": list(self.sw_wins),
                             "witchcrafts": [len(x) for x in self.laid]})

    # -- copies and text ------------------------------------------------------
    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand:{p}": list(h) for p, h in enumerate(self.hands)}
        zones["stock"] = list(self.stock)
        zones["table"] = [c for c in (*self.attack, *self.covers) if c is not None and c >= 0]
        zones["laid"] = [c for combos in self.laid for combo in combos for c in combo]
        zones["discard"] = list(self.discard)
        return zones

    def clone(self) -> WitchcraftDeal:
        s = type(self).__new__(type(self))
        s.__dict__.update(self.__dict__)   # the base class's attributes
        for name in WitchcraftDeal.__slots__:
            setattr(s, name, getattr(self, name))
        s.history = self.history[:]
        s._hands = [h[:] for h in self._hands]
        s._masks = self._masks[:]
        s._orders = {}
        s.known = [k[:] for k in self.known]
        s.laid = [x[:] for x in self.laid]
        s.active = self.active[:]
        s.order = self.order[:]
        s.sw_wins = self.sw_wins[:]
        s.discard = self.discard[:]
        s.seen_out = self.seen_out[:]
        s.attack = self.attack[:]
        s.covers = self.covers[:]
        s.stock = self.stock[:]
        return s

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # -- view -----------------------------------------------------------------
    def _view(self, player: int) -> WitchcraftView:
        return view(self, player)
