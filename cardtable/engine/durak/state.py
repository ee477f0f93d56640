"""The Durak deal: dealing, bouts, throw-in windows, transfers, draws, the end (docs/rules.md ch. 1).

One :class:`DurakState` plays every variant (``throw_in``, ``transfer``,
``simple``), Italian, teams, and is the base of Witch durak: the rule
questions a variant may answer differently are small methods —
:meth:`beats`, :meth:`transfer_rank`, :meth:`may_throw`, :meth:`next_seat`
— and play follows ``direction`` (+1 = clockwise; plain durak never changes it).
Who plays which seat's turn (teams, slots) is answered in :mod:`.seats`.
Legal actions are listed by :mod:`.legal`, throw-in windows run by :mod:`.window`,
bout and deal endings by :mod:`.ending`; actions and events come pre-built from
:mod:`.tables` (random playouts and search AI apply hundreds of thousands of them).

Zones of the events: ``stock``, ``trump`` (the face-up card under the stock),
``hand:N``, ``table:K`` (attack card K of the bout), ``cover:K`` (the card on
it), ``discard``.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from ..core import Event, GameState, IllegalAction, Result
from ..rng import below, seeded, shuffled
from .actions import DurakAction, normalize, parse_action
from .cards import rank_of, suit_of
from .ending import EndingMixin
from .legal import LegalMixin
from .position import fields_of
from .refusal import RefusalMixin
from .rules import HAND, bout_limit
from .seats import SeatsMixin
from .sink import SINK, Events
from .tables import (
    BIT,
    BIT_CARD,
    HAND_ZONE,
    RANK_CARDS,
    SAY_DONE,
    SAY_TAKE,
    SUIT_CARDS,
    TO_COVER,
    TO_TABLE,
    TURN_UP,
    cards_of,
    deal_rows,
    mask_of,
    name,
    player_out,
    show,
    transfer,
)
from .view import FLAT, NESTED, SCALAR, DurakView, ObserveMixin
from .window import WindowMixin


class DurakState(EndingMixin, WindowMixin, ObserveMixin, RefusalMixin, LegalMixin, SeatsMixin,
                 GameState[DurakAction]):
    """A deal of Durak.  Players 0…n-1 clockwise; see docs/notation.md."""

    game_id = "durak"
    action_type = DurakAction
    card_ids = 36
    view_type: ClassVar[type[DurakView]] = DurakView
    _pauses = False  # does a variant decide something between bouts (_pause_after_bout)?
    # How the legal actions are listed, declared by each variant (never guessed from which
    # methods it overrides): "tables" — plain durak's pre-built tables and masks (legal.py);
    # "masks" — a variant's own mask path over hands and table masks (Witch durak,
    # witch_legal.py); "rules" — card by card through beats, _names and may_throw.  The
    # differential test (tests/test_durak_paths.py) holds every path to reference.py.
    legal_path: ClassVar[Literal["tables", "masks", "rules"]] = "tables"
    # Slots: a random deal reads these fields a few hundred thousand times a second, and a
    # slot is read at a fixed place in the object instead of looked up in a dictionary of
    # 40-odd names.  The game's own fields, as copied by clone (view.py):
    __slots__ = FLAT + NESTED + SCALAR + ("named", "_throws_key", "_throws_val", "initial_events",
                                         "num_players", "seed", "options", "rigged_deck", "history",
                                         "is_over")  # is_over: phase == "over", kept as a field

    # -- set-up ---------------------------------------------------------------
    @property
    def hands(self) -> list[list[int]]:
        """Each player's cards, lowest first (a new list: the engine keeps hands as the bit
        masks ``hm``, tables.py; assign ``hands`` to change them)."""
        return [list(cards_of(m)) for m in self.hm]

    @hands.setter
    def hands(self, hands: list[list[int]]) -> None:
        self.hm = [mask_of(h) for h in hands]

    @property
    def table(self) -> list[tuple[int, int | None]]:
        """The bout's cards: ``(attack card, cover or None)`` per attack card in play order."""
        return list(zip(self.att, self.cov))

    @property
    def uncovered(self) -> list[int]:
        """The attack cards on the table still to be covered, in play order."""
        return [a for a, c in zip(self.att, self.cov) if c is None]

    @property
    def last_bout(self) -> dict | None:
        """The previous bout: ``{"taken", "defender", "att", "att_by"}`` (for DUR-21)."""
        lb = self._last
        if lb is None:
            return None
        return {"taken": lb[0], "defender": lb[1], "att": list(lb[2]), "att_by": list(lb[3])}

    @last_bout.setter
    def last_bout(self, lb: dict | None) -> None:
        self._last = None if lb is None else (lb["taken"], lb["defender"], lb["att"], lb["att_by"])

    def __init__(self, players: int, seed: int, options: dict, deck: list[int] | None,
                 _blank: bool = False):
        super().__init__(players, seed, options, deck)
        self._configure()
        self.is_over = False
        if _blank:
            return
        n = players
        if deck is None:
            cards = shuffled(seed, "deck", range(36))
        else:
            cards = list(deck)
            if sorted(cards) != list(range(36)):
                raise ValueError("a rigged durak deck holds each of the 36 cards once")
        dealer = options.get("dealer")
        if dealer is None:
            dealer = below(seeded(seed, "dealer"), n)
        self.dealer = dealer
        dealt = HAND * n
        # DUR-4: one card at a time clockwise from the dealer's left: card i goes to seat
        # (dealer + 1 + i) mod n.
        self.hands = [cards[(p - dealer - 1) % n:dealt:n] for p in range(n)]
        ev: list[Event] = [row[c] for row, c in zip(deal_rows(n, dealer), cards)]
        self.known = [[] for _ in range(n)]
        self.out = [False] * n
        self.finished: list[int] = []
        self.emptied_at = [-1] * n
        self.discard: list[int] = []
        self.direction = 1
        self.tick = 0
        self.defended_once = False
        self.bout_no = 0
        self._result: Result | None = None
        self._last: tuple | None = None  # see last_bout
        if dealt < 36:
            # DUR-2: the next card is turned up and lies under the stock, drawn last.
            self.trump_card = cards[dealt]
            self.stock = [self.trump_card] + cards[dealt + 1:][::-1]
            ev.append(TURN_UP[dealer][self.trump_card])
        else:
            # DUR-2: with 6 players the last card dealt (to the dealer) decides trump.
            self.trump_card = cards[35]
            self.stock = []
            self.known[dealer].append(self.trump_card)
            ev.append(Event("trump", self.trump_card, HAND_ZONE[dealer], None, True, dealer,
                            {"card": self.trump_card}))
        self.trump_suit = self._trump_suit_of(self.trump_card)
        first = self._first_attacker(ev)
        self._start_bout(first, first)
        self.initial_events = ev

    def _configure(self) -> None:
        o = self.options
        self.variant = o.get("variant", "throw_in")
        self.transfers = self.variant == "transfer"
        self.italian = bool(o.get("italian", False))
        mode = o.get("teams", "none")
        self.team = [p % 2 for p in range(self.num_players)] if mode != "none" else \
            list(range(self.num_players))
        self.teams_on = mode != "none"
        self.initial_events: list[Event] = []
        # the paths of legal_path (see there), as flags read on the hot paths
        self._plain = self.legal_path == "tables"
        # throw-ins from masks (hand & (ranks on the table | _nines)); with two players the
        # window is decided inline (_open_window)
        self._masks = self.legal_path != "rules"
        self._two_masks = self._masks and self.num_players == 2
        self._throws_key = -1  # see LegalMixin._throws
        self._throws_val = 0  # a mask
        self._no_first = bool(o.get("no_transfer_first_bout"))  # DUR-14
        self._shows_on = bool(o.get("transfer_by_showing_trump"))  # DUR-15
        # Witch durak's enchanted eights, nines, tens as masks and its beat table (witch_legal.py)
        self._e8 = self._nines = 0
        self.queen_lock = self.king_covered = False  # Witch durak's (WIT-Q, WIT-K); see _clear_table

    def _trump_suit_of(self, card: int | None) -> int | None:
        return None if card is None else suit_of(card)

    def _first_attacker(self, ev: Events) -> int:
        """DUR-4: the previous fool's neighbour, or the lowest trump, or the dealer (option
        ``first``, when set, names the first attacker instead)."""
        n = self.num_players
        first = self.options.get("first")
        if first is not None:
            return first
        fool = self.options.get("previous_fool")
        if fool is not None:
            step = 1 if self.options.get("next_deal_leader", "left_of_fool") == "left_of_fool" else -1
            return (fool + step) % n
        best = None
        t = self.trump_suit
        for p in range(n):
            if self._plain:  # the lowest trump of the hand: the lowest bit of its trumps' mask
                m = self.hm[p] & SUIT_CARDS[t]  # type: ignore[index]  # plain durak always has a trump suit (None: Witch durak, WIT-8)
                if not m:
                    continue
                c = BIT_CARD[m & -m]
            else:
                trumps = [c for c in cards_of(self.hm[p]) if self._counts_as_trump_for_lead(c)]
                if not trumps:
                    continue
                c = min(trumps)
            if best is None or c < best[0]:
                best = (c, p)
        if best is None:
            return self.dealer
        c, p = best
        # The holder shows it to everyone (seed 000), so it is public knowledge.
        if c not in self.known[p]:
            self.known[p].append(c)
        ev.append(show(c, p, "lowest_trump"))
        return p

    def _counts_as_trump_for_lead(self, c: int) -> bool:
        return suit_of(c) == self.trump_suit

    def _clear_table(self) -> None:
        self.att: list[int] = []
        self.cov: list[int | None] = []
        self.trc = 0  # every card of a rank on the table, as a mask (DUR-7 throw-ins)
        self.att_by: list[int] = []
        self.showed: list[int] = []
        self.window = 0
        self.window_added = False
        self.queue: list[int] = []
        self.thrower: int | None = None
        self.named: dict[int, int] = {}  # Witch durak: suit named for an eight on the table
        self.queen_lock = False  # Witch durak: an enchanted queen covered (WIT-Q)
        self.king_covered = False  # Witch durak: an enchanted king covered (WIT-K)

    def _start_bout(self, slot: int, attacker: int) -> None:
        self._clear_table()
        self.att_slot = slot
        self.attacker = attacker
        self.leader = attacker
        if self.teams_on:
            self.defender = self._slot_defender(slot)
        else:  # the next active seat after the slot (its own player) in the direction of play
            n, step, out = self.num_players, self.direction, self.out
            for k in range(1, n):
                q = (slot + step * k) % n
                if not out[q]:
                    self.defender = q
                    break
            else:
                raise AssertionError("no defender")
        self.phase = "attack"

    # -- rule questions (overridden by variants) ------------------------------
    def beats(self, card: int, attack: int, named: int | None = None) -> bool:
        """DUR-3/DUR-6: does ``card`` (played with suit name ``named``, Witch eights) cover
        ``attack``?"""
        cs = card & 3  # suit_of, inlined: this runs for every candidate cover
        if cs == attack & 3:
            return card > attack
        return cs == self.trump_suit

    def transfer_rank(self) -> int | None:
        """DUR-12: the rank an attack may be transferred with now, or None."""
        if not self.transfers or not self.att:
            return None
        if self.options.get("no_transfer_first_bout") and self.bout_no == 0:
            return None  # DUR-14
        if any(c is not None for c in self.cov):
            return None
        r = rank_of(self.att[0])
        if any(rank_of(c) != r for c in self.att):
            return None
        return r

    def may_throw(self, card: int, ranks: set[int]) -> bool:
        """DUR-7: may ``card`` be added to a table showing ``ranks``?"""
        return rank_of(card) in ranks

    def _names(self, card: int) -> tuple:
        """The suits ``card`` may be named when played (WIT-8); ``(None,)``: no name."""
        return (None,)

    @property
    def bout_limit(self) -> int:
        """DUR-7: 5 attack cards until someone has defended successfully this deal, then 6."""
        return bout_limit(self.defended_once)

    # -- contract ---------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "attack":
            return self.attacker
        if ph == "defend" or ph == "king":
            return self.defender
        if ph == "over":
            return None
        return self.thrower

    @property
    def result(self) -> Result | None:
        return self._result

    def parse_action(self, text: str) -> DurakAction:
        return parse_action(text)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand:{p}": list(h) for p, h in enumerate(self.hands)}
        zones["stock"] = list(self.stock)  # the trump card lies at its bottom
        zones["table"] = [c for c in (*self.att, *self.cov) if c is not None]
        zones["discard"] = list(self.discard)
        return zones

    def _position(self) -> dict:
        return fields_of(self)

    def _canonical(self, action: DurakAction) -> DurakAction:
        return normalize(action)  # attack cards sorted

    # -- applying ---------------------------------------------------------------
    def apply_unchecked(self, action: DurakAction) -> list[Event]:
        """``_apply`` and the history (GameState.apply_unchecked without its lookups)."""
        self.history.append(action)
        ev: list[Event] = []
        self._play(action, ev)
        return ev

    def _apply(self, action: DurakAction) -> list[Event]:
        ev: list[Event] = []
        self._play(action, ev)
        return ev

    def _play(self, action: DurakAction, ev: Events = SINK) -> None:
        """The effects of a legal action (DUR-5 … DUR-16), its events appended to ``ev`` (a
        list, or ``SINK`` in playout mode: sink.py).  Every way of applying an action (``apply``,
        ``apply_unchecked``, ``step``) runs this: each rule is written once."""
        self.tick += 1
        p, kind = action.player, action.kind
        arg: Any = action.arg  # a DurakArg (actions.py), its shape given by the kind tested below
        if kind == "cover":
            attack, nm = arg
            if nm is not None:  # a named Witch eight covering (WIT-8)
                self._name(p, action.cards[0], nm, ev)
            self._cover(p, action.cards[0], attack, ev)
            return
        if arg is not None:  # a named Witch eight led, thrown in or transferred (WIT-8)
            self._name(p, action.cards[0], arg, ev)
        if kind == "attack":
            for c in action.cards:
                self._to_table(p, c, ev)
            self.leader = p
            if self.variant == "simple":
                self.phase = "defend"
            else:
                self._open_window(1, ev)
        elif kind == "throw":
            self._to_table(p, action.cards[0], ev)
            self.window_added = True
            self._next_thrower(ev, p)  # he may go on adding, else the next of the queue (DUR-8)
        elif kind == "take":
            if ev is not SINK:
                ev.append(SAY_TAKE[p])
            if self.variant == "simple":
                self._end_bout(True, ev)  # DUR-16: no throw-ins
            else:
                self._open_window(3, ev)
        elif kind == "done":
            if ev is not SINK:
                ev.append(SAY_DONE[p])
            self._next_thrower(ev)
        elif kind == "transfer" or kind == "show":
            self._transfer(p, kind, action.cards[0], ev)
        else:
            self._apply_other(action, ev)

    # Playout mode (docs/dev/engine.md): ``_play`` itself, its events left to the default sink and
    # no history (one call less per action than a method calling it).
    step = _play

    def _name(self, p: int, c: int, suit: int, ev: Events) -> None:
        """WIT-8: ``p`` plays the eight ``c`` as a card of ``suit``."""
        self.named[c] = suit
        ev.append(name(c, p, suit))

    def _apply_other(self, action: DurakAction, ev: Events) -> None:
        """Kinds only a variant knows (Witch durak's king choice)."""
        raise IllegalAction("GEN-3", f"unknown action {action.kind}")  # pragma: no cover

    def _leave(self, p: int, ev: Events) -> None:
        """DUR-11: no cards and no stock: the player has finished."""
        self.out[p] = True
        self.finished.append(p)
        ev.append(player_out(p, len(self.finished)))

    def _to_table(self, p: int, c: int, ev: Events, slot: int = -1) -> None:
        """Card ``c`` leaves ``p``'s hand for the table: a new attack card (``slot`` -1) or the
        cover of the attack card in ``slot``.  It is no longer known to be in his hand; an
        emptied hand is noted (the order of DUR-11) and, with no stock left, its player has
        finished (DUR-11).  One method for both (a playout runs one call per card played)."""
        if slot < 0:
            att = self.att
            if ev is not SINK:  # (playouts build no events)
                ev.append(TO_TABLE[p][len(att)][c])
            att.append(c)
            self.cov.append(None)
            self.att_by.append(p)
        else:
            self.cov[slot] = c
            if ev is not SINK:
                ev.append(TO_COVER[p][slot][c])
        self.trc |= RANK_CARDS[c]
        hm = self.hm
        hm[p] ^= BIT[c]
        known = self.known[p]
        if known and c in known:
            known.remove(c)
        if not hm[p]:
            self.emptied_at[p] = self.tick
            if not self.stock:
                self._leave(p, ev)

    def _cover(self, p: int, c: int, attack: int, ev: Events) -> None:
        """DUR-6: ``p`` lays ``c`` on the attack card ``attack``; once every attack card is
        covered the throw-in window opens (DUR-8.2), or simple durak's bout ends (DUR-16).
        Witch durak notes its enchanted queens and kings first (WIT-Q, WIT-K)."""
        cov = self.cov
        self._to_table(p, c, ev, self.att.index(attack))
        if None in cov:
            return
        if self.variant == "simple":
            self._end_bout(False, ev)  # DUR-16
        else:
            self._open_window(2, ev)  # DUR-8.2

    def _transfer(self, p: int, kind: str, c: int, ev: Events) -> None:
        if self.teams_on or True in self.out:
            target = self._transfer_target()
            assert target is not None, "a legal transfer has a target (DUR-12)"
        else:  # everyone is in: the next seat (_next_opponent, inlined)
            target = (p + self.direction) % self.num_players
        if kind == "transfer":
            self._to_table(p, c, ev)
        else:  # DUR-15: the shown trump stays in hand and becomes public
            self.showed.append(p)
            if c not in self.known[p]:
                self.known[p].append(c)
            ev.append(show(c, p, "transfer"))
        ev.append(transfer(p, target))
        self.attacker = p
        self.att_slot = p
        self.defender = target
        self._open_window(1, ev)  # DUR-8.1
