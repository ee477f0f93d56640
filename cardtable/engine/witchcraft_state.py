"""The state of one deal of Strong Witchcraft (RULES.md chapter 3, SW-4 … SW-13).

Phases: ``lead`` (the attacker may lay a Strong Witchcraft, then leads one card),
``defend`` (the defender covers, transfers or takes), ``throw`` (the thrower of
the moment throws one card or passes; SW-7/8).  While the defender still
defends, a thrown card sends the deal back to ``defend``; after "take" the
throwers throw one card after another with no answer.  A thrower who cannot
legally throw is passed over without being asked.  The bout ends when every
eligible thrower has passed in a row (SW-8); then the cards are discarded or
taken (SW-10), everyone draws (SW-11) and players out of cards leave (SW-13).

Internally the stock is a list whose *last* element is the top card.
"""

from __future__ import annotations

from .core import Action, Event, GameState, IllegalAction, Result
from .witchcraft_cards import BEATS, card_str, colour_of, parse_card, strength_of

GAME_ID = "strong_witchcraft"
HAND = 6
MAX_THROWN = 5   # SW-9
MAX_FACED = 6    # SW-9
CARD_COUNTS = {"lay": 4, "attack": 1, "transfer": 1, "cover": 1, "throw": 1, "take": 0, "pass": 0}


class SWAction(Action):
    """A Strong Witchcraft action; ``str`` is the notation of docs/notation.md."""

    __slots__ = ()

    def __str__(self) -> str:
        head = f"{self.player}:{self.kind}"
        if self.kind == "cover":
            return f"{head} {card_str(self.cards[0])}/{card_str(self.arg)}"
        if self.cards:
            return head + " " + " ".join(card_str(c) for c in self.cards)
        return head


class WitchcraftState(GameState):
    """One deal.  See the module docstring for the phases."""

    game_id = GAME_ID

    # -- set-up ---------------------------------------------------------------
    def _setup(self, deck: list[int], first: int) -> None:
        """Deal ``deck`` (top card first): one card at a time from player 0
        clockwise until everyone holds 6; the rest is the stock."""
        n = self.num_players
        self.sets = int(self.options.get("sets", 1))
        self.wins_needed = 3 if n <= 3 else 2  # SW-12
        self.hands: list[list[int]] = [[] for _ in range(n)]
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
        self.hist_prefix: list[str] = []
        events = []
        for i in range(HAND * n):
            c = deck[i]
            self.hands[i % n].append(c)
            events.append(Event("move", c, "stock", f"hand:{i % n}", False, None))
        self.stock = deck[HAND * n:][::-1]
        events.append(Event("turn", player=first, info={"attacker": first}))
        self.attacker = self.main = self.defender = self.thrower = first
        self.phase = "lead"
        self.initial_events = events

    # -- contract -------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "lead":
            return self.attacker
        if ph == "defend":
            return self.defender
        if ph == "throw":
            return self.thrower
        return None

    def _next_active(self, p: int) -> int:
        n = self.num_players
        q = (p + 1) % n
        for _ in range(n):
            if self.active[q]:
                return q
            q = (q + 1) % n
        return p

    def _room(self) -> int:
        """How many more cards may be thrown now (SW-9)."""
        uncovered = self.covers.count(-1)
        return min(MAX_THROWN - (len(self.attack) - self.lead_n), MAX_FACED - len(self.attack),
                   len(self.hands[self.defender]) - uncovered)

    def _throwable(self, p: int) -> list[int]:
        """Distinct cards ``p`` may throw now: a strength on the table and no
        identical card on the table (SW-7), within the limits (SW-9)."""
        if self._room() <= 0:
            return []
        table = set(self.attack)
        table.update(c for c in self.covers if c >= 0)
        strengths = {c % 3 for c in table}
        return [c for c in set(self.hands[p]) if c % 3 in strengths and c not in table]

    def _can_transfer(self) -> bool:
        """SW-6: only the lead, before any of it is beaten, to a player holding
        at least as many cards as he would have to beat."""
        if self.taking or len(self.attack) != self.lead_n or max(self.covers) >= 0:
            return False
        if self.attack[0] not in self.hands[self.defender]:
            return False
        return self.lead_n + 1 <= min(MAX_FACED, len(self.hands[self.main]))

    def _legal(self, player: int) -> list[Action]:
        if player != self.to_act:
            return []
        hand = self.hands[player]
        ph = self.phase
        out: list[Action] = []
        if ph == "lead":
            if not self.laid_turn:
                out.extend(SWAction(player, "lay", combo) for combo in witchcrafts(hand))
            out.extend(SWAction(player, "attack", (c,)) for c in sorted(set(hand)))
        elif ph == "defend":
            distinct = sorted(set(hand))
            for a in sorted({a for a, cv in zip(self.attack, self.covers) if cv < 0}):
                out.extend(SWAction(player, "cover", (c,), a) for c in distinct if BEATS[c][a])
            if self._can_transfer():
                out.append(SWAction(player, "transfer", (self.attack[0],)))
            out.append(SWAction(player, "take"))
        elif ph == "throw":
            out.extend(SWAction(player, "throw", (c,)) for c in sorted(self._throwable(player)))
            out.append(SWAction(player, "pass"))
        return out

    def _refusal(self, action: Action) -> IllegalAction:
        p, kind = action.player, action.kind
        hand = self.hands[p]
        want = CARD_COUNTS.get(kind)
        if want is None:
            return IllegalAction("GEN-3", f"unknown action {kind!r}")
        if len(action.cards) != want or not all(isinstance(c, int) and 0 <= c < 21 for c in action.cards):
            return IllegalAction("GEN-3", f"{kind!r} takes {want} card(s)")
        if kind == "cover" and not (isinstance(action.arg, int) and 0 <= action.arg < 21):
            return IllegalAction("GEN-3", "a cover names the attack card it beats")
        if kind == "throw" and self.phase != "throw":
            return IllegalAction("SW-7", "cards are thrown only after the lead is beaten or taken, "
                                         "one at a time, each then covered or taken")
        if kind == "lay" and (self.phase != "lead" or p != self.attacker):
            return IllegalAction("SW-12", "a Strong Witchcraft is laid only at the start of one's own turn")
        if p != self.to_act:
            who = self.to_act
            if self.phase == "throw":
                return IllegalAction("SW-8", f"player {who} has the right to throw now, not player {p}")
            return IllegalAction("GEN-3", f"it is player {who}'s move, not player {p}'s")
        cards = action.cards
        missing = [c for c in set(cards) if cards.count(c) > hand.count(c)]
        if missing:
            return IllegalAction("GEN-2", f"player {p} does not hold {card_str(missing[0])}")
        if kind == "lay":
            if self.laid_turn:
                return IllegalAction("SW-12", "only one Strong Witchcraft may be laid per turn")
            return IllegalAction("SW-12", "a Strong Witchcraft is four cards of one strength "
                                          "and four different colours")
        if kind == "attack":
            return IllegalAction("SW-5", "the attacker leads exactly one card at the start of his turn")
        if kind == "transfer":
            if self.phase != "defend" or self.taking:
                return IllegalAction("SW-6", "only the defender may transfer, before taking")
            if max(self.covers) >= 0 or len(self.attack) != self.lead_n:
                return IllegalAction("SW-6", "the lead can no longer be transferred once beaten")
            if cards and cards[0] != self.attack[0]:
                return IllegalAction("SW-6", "a transfer needs a card identical to the lead "
                                             "(same colour and strength)")
            return IllegalAction("SW-6", f"player {self.main} holds fewer cards than he would have to beat")
        if kind == "cover":
            if self.phase != "defend":
                return IllegalAction("SW-5", "there is nothing to beat now")
            if action.arg not in [a for a, cv in zip(self.attack, self.covers) if cv < 0]:
                return IllegalAction("SW-5", "that card is not an unbeaten card on the table")
            return IllegalAction("SW-3", f"{card_str(cards[0])} does not beat {card_str(action.arg)}: "
                                         "it needs a senior colour or the same colour and a higher strength")
        if kind == "throw":
            if self._room() <= 0:
                return IllegalAction("SW-9", "no more cards may be thrown to this defender")
            c = cards[0] if cards else -1
            if c in self.attack or c in self.covers:
                return IllegalAction("SW-7", f"an identical {card_str(c)} already lies on the table "
                                             "(rule of uniqueness)")
            return IllegalAction("SW-7", "a thrown card must have the strength of a card on the table")
        if kind == "take":
            return IllegalAction("SW-5", "only the defender facing an unbeaten card may take")
        if kind == "pass":
            return IllegalAction("SW-8", "only the thrower of the moment may pass")
        return IllegalAction("GEN-3", f"{action} is not a legal action now")

    # -- applying -------------------------------------------------------------
    def _take_from_hand(self, p: int, c: int) -> None:
        self.hands[p].remove(c)
        k = self.known[p]
        if c in k:
            k.remove(c)

    def _apply(self, action: Action) -> list[Event]:
        p, kind = action.player, action.kind
        ev: list[Event] = []
        if kind == "attack":
            c = action.cards[0]
            self._take_from_hand(p, c)
            d = self._next_active(p)
            self.attack, self.covers, self.lead_n = [c], [-1], 1
            self.main = self.thrower = p
            self.defender = d
            self.taking = False
            self.passes = 0
            self.phase = "defend"
            ev.append(Event("move", c, f"hand:{p}", "table:0", True, p))
        elif kind == "cover":
            c, a = action.cards[0], action.arg
            i = next(i for i, (x, cv) in enumerate(zip(self.attack, self.covers)) if x == a and cv < 0)
            self._take_from_hand(p, c)
            self.covers[i] = c
            ev.append(Event("move", c, f"hand:{p}", f"cover:{i}", True, p))
            if -1 not in self.covers:
                self.phase = "throw"
                self._settle(ev)
        elif kind == "transfer":
            c = action.cards[0]
            self._take_from_hand(p, c)
            self.attack.append(c)
            self.covers.append(-1)
            ev.append(Event("move", c, f"hand:{p}", f"table:{self.lead_n}", True, p))
            self.lead_n += 1
            self.main, self.defender = p, self.main
            self.thrower = p
            ev.append(Event("say", player=p, info={"text": "transfer", "defender": self.defender}))
        elif kind == "take":
            self.taking = True
            self.passes = 0
            self.phase = "throw"
            ev.append(Event("say", player=p, info={"text": "take"}))
            self._settle(ev)
        elif kind == "throw":
            c = action.cards[0]
            self._take_from_hand(p, c)
            i = len(self.attack)
            self.attack.append(c)
            self.covers.append(-1)
            self.passes = 0
            ev.append(Event("move", c, f"hand:{p}", f"table:{i}", True, p))
            if self.taking:
                self._settle(ev)
            else:
                self.phase = "defend"
        elif kind == "pass":
            self.passes += 1
            self.thrower = self._next_thrower(p)
            ev.append(Event("say", player=p, info={"text": "pass"}))
            self._settle(ev)
        elif kind == "lay":
            self._lay(p, action.cards, ev)
        else:  # pragma: no cover - _legal never lists other kinds
            raise IllegalAction("GEN-3", f"unknown action {action}")
        return ev

    def _next_thrower(self, p: int) -> int:
        q = self._next_active(p)
        if q == self.defender:
            q = self._next_active(q)
        return q

    def _settle(self, ev: list[Event]) -> None:
        """In the throw phase: pass over throwers who cannot throw; end the bout
        once every eligible thrower has passed in a row (SW-8)."""
        eligible = sum(self.active) - 1
        while self.passes < eligible:
            if self._throwable(self.thrower):
                return
            self.passes += 1
            self.thrower = self._next_thrower(self.thrower)
        self._end_bout(ev)

    def _end_bout(self, ev: list[Event]) -> None:
        d = self.defender
        taken = self.taking
        table = [(i, c, "table") for i, c in enumerate(self.attack)]
        table += [(i, c, "cover") for i, c in enumerate(self.covers) if c >= 0]
        for i, c, zone in table:
            if taken:
                self.hands[d].append(c)
                self.known[d].append(c)
                ev.append(Event("move", c, f"{zone}:{i}", f"hand:{d}", True, d))
            else:
                self.discard.append(c)
                self.seen_out.append(c)
                ev.append(Event("move", c, f"{zone}:{i}", "discard", False, d))
        ev.append(Event("bout_end", player=d, info={"taken": taken, "defender": d, "attacker": self.main}))
        self.attack, self.covers, self.lead_n, self.taking = [], [], 0, False
        # SW-11: the attacker first, then clockwise, the defender last.
        order = [self.main]
        q = self._next_active(self.main)
        while q != self.main:
            if q != d:
                order.append(q)
            q = self._next_active(q)
        if d != self.main:
            order.append(d)
        for q in order:
            self._draw(q, ev)
        for q in order:
            if not self.hands[q] and not self.stock:
                self._finish(q, "cards", ev)
        if taken or not self.active[d]:
            nxt = self._next_active(d)
        else:
            nxt = d
        self._start_turn(nxt, ev)

    def _draw(self, q: int, ev: list[Event]) -> None:
        hand, stock = self.hands[q], self.stock
        while len(hand) < HAND and stock:
            c = stock.pop()
            hand.append(c)
            ev.append(Event("move", c, "stock", f"hand:{q}", False, q))

    def _finish(self, q: int, how: str, ev: list[Event]) -> None:
        self.active[q] = False
        self.order.append(q)
        if how == "witchcraft":
            self.sw_wins.append(q)
            for c in self.hands[q]:
                self.discard.append(c)
                ev.append(Event("move", c, f"hand:{q}", "discard", False, q))
            self.hands[q] = []
            self.known[q] = []
        ev.append(Event("finish", player=q, info={"player": q, "how": how}))

    def _start_turn(self, p: int, ev: list[Event]) -> None:
        """SW-13: with one player left holding cards the deal is over."""
        if sum(self.active) <= 1:
            self.phase = "over"
            res = self.result
            ev.append(Event("deal_end", info=res.to_dict() if res else {}))
            return
        self.attacker = self.main = self.defender = self.thrower = p
        self.laid_turn = False
        self.phase = "lead"
        ev.append(Event("turn", player=p, info={"attacker": p}))

    def _lay(self, p: int, combo: tuple[int, ...], ev: list[Event]) -> None:
        """SW-12: lay a Strong Witchcraft; the 3rd (2–3 players) or 2nd (4+) wins."""
        for c in combo:
            self._take_from_hand(p, c)
            ev.append(Event("move", c, f"hand:{p}", f"laid:{p}", True, p))
        self.laid[p].append(tuple(combo))
        self.laid_turn = True
        ev.append(Event("witchcraft", player=p, info={"cards": list(combo), "count": len(self.laid[p])}))
        if len(self.laid[p]) >= self.wins_needed:
            self._finish(p, "witchcraft", ev)
            self._start_turn(self._next_active(p), ev)
            return
        if not self.hands[p]:
            self._draw(p, ev)
            if not self.hands[p]:
                self._finish(p, "cards", ev)
                self._start_turn(self._next_active(p), ev)

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
    def clone(self) -> WitchcraftState:
        s = WitchcraftState.__new__(WitchcraftState)
        s.__dict__.update(self.__dict__)
        s.options = self.options
        s.history = self.history[:]
        s.hands = [h[:] for h in self.hands]
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
        head, _, rest = text.strip().partition(" ")
        pl, _, kind = head.partition(":")
        player = int(pl)
        rest = rest.strip()
        if kind == "cover":
            a, _, b = rest.partition("/")
            return SWAction(player, "cover", (parse_card(a),), parse_card(b))
        cards = tuple(parse_card(t) for t in rest.split())
        if kind == "lay":
            cards = tuple(sorted(cards))
        if kind not in ("lay", "attack", "transfer", "throw", "take", "pass"):
            raise ValueError(f"unknown action kind {kind!r}")
        return SWAction(player, kind, cards)

    # -- view -----------------------------------------------------------------
    def view(self, player: int) -> dict:
        res = self.result
        return {
            "game": GAME_ID, "player": player, "players": self.num_players,
            "options": dict(self.options),
            "hand": sorted(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "to_act": self.to_act,
            "history": self.hist_prefix + [str(a) for a in self.history],
            "phase": self.phase, "attacker": self.attacker, "main_attacker": self.main,
            "defender": self.defender, "thrower": self.thrower, "passes": self.passes,
            "taking": self.taking, "laid_this_turn": self.laid_turn,
            "table": [[a, (cv if cv >= 0 else None)] for a, cv in zip(self.attack, self.covers)],
            "lead_count": self.lead_n,
            "throw_room": max(0, self._room()) if self.phase in ("defend", "throw") else 0,
            "stock_size": len(self.stock), "discard_size": len(self.discard),
            "discard_seen": sorted(self.seen_out),
            "known": [sorted(k) for k in self.known],
            "laid": [[list(x) for x in lst] for lst in self.laid],
            "active": self.active[:], "finished": self.order[:],
            "witchcraft_wins": self.sw_wins[:], "wins_needed": self.wins_needed,
            "first": self.first,
            "result": res.to_dict() if res else None,
        }


def witchcrafts(hand: list[int]) -> list[tuple[int, ...]]:
    """Every Strong Witchcraft in ``hand`` (SW-12): four distinct colours of one
    strength, as sorted tuples."""
    out: list[tuple[int, ...]] = []
    for s in range(3):
        cs = sorted({c for c in hand if c % 3 == s})
        k = len(cs)
        if k < 4:
            continue
        for a in range(k):
            for b in range(a + 1, k):
                for c in range(b + 1, k):
                    for d in range(c + 1, k):
                        out.append((cs[a], cs[b], cs[c], cs[d]))
    return out


__all__ = ["GAME_ID", "SWAction", "WitchcraftState", "witchcrafts", "colour_of", "strength_of"]
