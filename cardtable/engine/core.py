"""The engine contract shared by every game (DESIGN.md, "Engine contract").

Every game family implements a subclass of :class:`GameState` and registers a
:class:`GameInfo` with :func:`register`.  The rest of the program (AI, match
runner, UI, tests, outside checks) only talks to this contract:

- :class:`Action` — an immutable move with a short text notation (``str(action)``);
- :class:`Event` — one thing that happened, usually a card moving between zones;
- :class:`GameState` — ``to_act``, ``legal_actions``, ``apply``, ``view``,
  ``is_over``, ``result``, ``clone``, ``parse_action``, ``to_record``; ``apply_unchecked``
  and ``step`` (playout mode: no history, no events) for search and benchmarks;
- :class:`IllegalAction` — raised by ``apply`` with a rule id; the state is unchanged.

No pygame and no I/O here: the engine is pure Python.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Self, TypeVar, cast

from .guards import MAX_ACTION_TEXT, guarded_parse, plain_arg, short
from .info import GameInfo, MatchRules, Option
from .rng import seeded
from .view import History, View
from .zone import Zone

__all__ = ["Action", "Event", "GameInfo", "GameState", "History", "IllegalAction", "MatchRules",
           "Option", "RecordError", "Result", "View", "Zone", "jsonable", "make_action", "seat_rng"]

RECORD_VERSION = 1


class IllegalAction(ValueError):
    """An action the rules do not allow now (GEN-3).

    ``rule`` is the id from docs/rules.md (e.g. ``"DUR-7"``) and ``reason`` an English
    sentence; ``str(exc)`` is ``"DUR-7: reason"``.  The state is left unchanged.
    """

    def __init__(self, rule: str, reason: str):
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason


class RecordError(ValueError):
    """A game record (save file, replay) that cannot be read or replayed."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one player.

    ``kind`` is the verb (``"attack"``, ``"cover"``, ``"take"`` …), ``player`` the
    seat taking it, ``cards`` the cards it plays (game-specific integers), and
    ``arg`` an optional extra value (the attack card a cover lands on, a named
    suit, a target seat …; always hashable).  ``str(action)`` is the notation
    documented in ``docs/notation.md``; each game subclasses ``Action`` (adding
    no fields, only ``__str__``) and its ``parse_action`` reads the text back.
    """

    player: int
    kind: str
    cards: tuple[int, ...] = ()
    arg: Any = None

    def __str__(self) -> str:
        parts = [f"{self.player}:{self.kind}"]
        parts.extend(str(c) for c in self.cards)
        if self.arg is not None:
            parts.append(f"@{self.arg}")
        return " ".join(parts)


_new_object = object.__new__
AT = TypeVar("AT", bound=Action)
_SET_FIELDS = tuple(Action.__dict__[f].__set__ for f in ("player", "kind", "cards", "arg"))


def make_action(cls: type[AT], player: int, kind: str, cards: tuple[int, ...] = (), arg: Any = None) -> AT:
    """``cls(player, kind, cards, arg)`` (``cls`` an :class:`Action` subclass) at half the cost:
    the frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; this
    sets the slots directly.  For engines that build many actions while they play."""
    a: AT = _new_object(cls)
    sp, sk, sc, sa = _SET_FIELDS
    sp(a, player)
    sk(a, kind)
    sc(a, cards)
    sa(a, arg)
    return a


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the UI to animate without diffing states.

    A card movement has ``kind="move"``, the ``card`` (an int, or ``None`` when
    the card is not known to the viewer — filter with :meth:`for_viewer`), ``src``
    and ``dst`` :class:`~cardtable.engine.zone.Zone` values (``str(zone)``:
    ``"stock"``, ``"hand:N"``, ``"table:K"``, ``"cover:K"`` …, see zone.py and
    docs/notation.md), ``face_up`` for how it travels, and ``player`` who caused it.
    Other kinds (``"turn"``, ``"trump"``, ``"bout_end"``, ``"deal_end"``,
    ``"say"`` …) carry their data in ``info`` (shared, read-only dicts).
    """

    kind: str
    card: int | None = None
    src: Zone | None = None
    dst: Zone | None = None
    face_up: bool = True
    player: int | None = None
    info: dict[str, Any] | None = None

    def for_viewer(self, viewer: int | None) -> Event:
        """The event as seen by ``viewer``: a face-down card not in the viewer's
        own hand has its identity removed (GEN-2)."""
        if self.kind != "move" or self.face_up or self.card is None:
            return self
        if viewer is not None:
            src, dst = self.src, self.dst
            if (src is not None and src.seat == viewer and src.kind == "hand") or \
                    (dst is not None and dst.seat == viewer and dst.kind == "hand"):
                return self
        return Event(self.kind, None, self.src, self.dst, False, self.player, self.info)


@dataclass
class Result:
    """How a deal ended.

    ``order`` lists players in the order they finished (first out first);
    ``losers`` the fool(s)/loser(s) (empty for a draw); ``scores`` a per-player
    number for the deal (penalty or points, game-specific, ``None`` when the game
    has none); ``notes`` game-specific extras such as ``{"epaulettes": True}``.
    """

    order: list[int]
    losers: list[int]
    draw: bool = False
    scores: list[int] | None = None
    winners: list[int] = field(default_factory=list)
    notes: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"order": self.order, "losers": self.losers, "draw": self.draw,
                "scores": self.scores, "winners": self.winners, "notes": self.notes}

    def copy(self) -> Result:
        """A deep copy (a view's result is the seat's own, never the state's: GEN-2)."""
        return Result(**copy.deepcopy(self.to_dict()))


# A player of a deal: 0 … n-1, clockwise (every game).
Seat = int
# The action class of a game (its ``action_type``): ``GameState[DurakAction]`` …
A = TypeVar("A", bound=Action)


class GameState(Generic[A]):
    """Base class of every game's state: the contract of DESIGN.md, checked here once.

    A family implements ``to_act``, ``_legal(player)`` (or ``legal_actions``),
    ``_apply(action)`` (the rules' effects, returning events; no history), ``_view(player)``
    (its :class:`~cardtable.engine.view.View`), ``clone``, ``parse_action``, ``result``,
    ``returns``, and for positions ``_position()`` (see docs/dev/engine.md).  This base owns
    :meth:`apply` (reads text, coerces any action to ``action_type``, checks types and
    legality, calls ``_apply``, records history), :meth:`apply_unchecked`, :meth:`step`
    (playouts: no history, no events), :meth:`view`,
    :meth:`public_history`, :meth:`to_position` and records.
    """

    game_id: ClassVar[str] = ""
    action_type: ClassVar[type[Action]] = Action
    # Card ids of the game are 0 … card_ids - 1 (for checking hostile input).
    card_ids: ClassVar[int] = 1 << 16
    # Texts of the public history before this state's own ``history`` (a determinized world
    # keeps the real deal's; see view.History); set per instance when not empty.
    history_prefix: Sequence[str] = ()
    # The position text a deal was started from (records replay it), or None.
    start_position: str | None = None
    # The deal's opening events (the cards dealt, a trump turned up, who leads): what the table
    # animates before the first action.  Each family sets its own (or builds them when first
    # read); a deal started from a position has none.
    initial_events: Sequence[Event] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every game's parse_action reads only bounded text and names only seats of the
        # deal, whatever the family wrote: bad input is a ValueError, never an
        # AttributeError/TypeError from deep inside, nor an action of seat -1 (GEN-3).
        super().__init_subclass__(**kwargs)
        parse = cls.__dict__.get("parse_action")
        if parse is not None and not getattr(parse, "_guarded", False):
            # the family's own parser, wrapped once per class
            setattr(cls, "parse_action", guarded_parse(parse))  # noqa: B010

    def __init__(self, players: int, seed: int, options: dict[str, Any], deck: list[int] | None):
        self.num_players = players
        self.seed = seed
        self.options = options
        self.rigged_deck = list(deck) if deck is not None else None
        self.history: list[A] = []

    # -- to implement ---------------------------------------------------------
    @property
    def to_act(self) -> int | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal(self, player: int) -> list[A]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: A) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _refusal(self, action: A) -> IllegalAction:
        """Explain why ``action`` is illegal (a rule id and a reason)."""
        return IllegalAction("GEN-3", f"{action} is not a legal action now")

    def _canonical(self, action: A) -> A:
        """The game's canonical form of an action of ``action_type`` (e.g. attack cards
        sorted); ``ValueError`` / ``IllegalAction`` when it cannot be one."""
        return action

    def _instead(self, action: A) -> A | None:
        """A legal action that an illegal ``action`` counts as (Pirate Party's misplay,
        PIR-13), or None to refuse it."""
        return None

    def _view(self, player: int) -> View:  # pragma: no cover - abstract
        raise NotImplementedError

    @staticmethod
    def _public_text(actions: Sequence[Action], i: int, n: int, player: int) -> str:
        """How ``actions[i]`` (of the first ``n``) reads for ``player`` (GEN-2)."""
        return str(actions[i])

    def _position(self) -> dict[str, Any]:
        """This state as position fields (docs/dev/engine.md, "Positions")."""
        raise ValueError(f"{self.game_id}: positions are not supported yet")

    def clone(self) -> Self:
        """An independent copy: every field of the state — each slot of its classes and each
        attribute of its instance dict, found by looking, so none can be forgotten — as
        :func:`copied` makes it.  A family may override this with a faster copy; tests/test_clone.py
        checks every game's copy shares nothing it could change."""
        cls = type(self)
        new = cls.__new__(cls)
        for name in _slot_names(cls):
            if hasattr(self, name):
                setattr(new, name, copied(getattr(self, name)))
        own = getattr(self, "__dict__", None)
        if own:
            new.__dict__.update({k: copied(v) for k, v in own.items()})
        return new

    def parse_action(self, text: str) -> A:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def result(self) -> Result | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def returns(self) -> list[float]:
        """Per-player reward of a finished deal in [0, 1], for search AI."""
        res = self.result
        if res is None:
            return [0.5] * self.num_players
        if res.scores is not None and not res.losers:
            lo, hi = min(res.scores), max(res.scores)
            span = (hi - lo) or 1
            return [1.0 - (s - lo) / span for s in res.scores]
        return [0.0 if p in res.losers else 1.0 for p in range(self.num_players)]

    # -- provided -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_actions(self, player: int | None = None) -> list[A]:
        """Every legal action of ``player`` now (default: ``to_act``)."""
        if player is None:
            player = self.to_act
        else:
            self.seat(player)
        if player is None or self.is_over:
            return []
        return self._legal(player)

    def actors(self) -> list[int]:
        """Players who have at least one legal action now (``to_act`` first)."""
        first = self.to_act
        if first is None:
            return []
        others = [p for p in range(self.num_players) if p != first and self._legal(p)]
        return [first, *others]

    def seat(self, player: Any) -> int:
        """``player`` if it is a seat of this deal, else ``ValueError`` (a bool, a float, a
        negative or a too large number is not a seat)."""
        if type(player) is not int or not 0 <= player < self.num_players:
            raise ValueError(f"no such player: {player!r} (seats 0…{self.num_players - 1})")
        return player

    def coerce(self, action: Action | str) -> A:
        """``action`` as this game's canonical ``action_type``: text is parsed, any
        :class:`Action` with well-typed fields converted.  ``IllegalAction`` (GEN-3) for
        anything that is not an action of this deal (wrong types, garbage text …)."""
        if isinstance(action, str):
            text = action
            if len(text) > MAX_ACTION_TEXT:
                raise IllegalAction("GEN-3", f"not an action: {len(text)} characters of text")
            try:
                action = self.parse_action(text)
            except IllegalAction:
                raise
            except (ValueError, KeyError, IndexError, TypeError, AttributeError,
                    OverflowError) as exc:
                raise IllegalAction("GEN-3", f"cannot read action {text[:80]!r}: {exc}") from None
        if not isinstance(action, Action):
            raise IllegalAction("GEN-3", f"not an action: {short(action)}")
        # exact types: True == 1 and 6.0 == 6, so a bool seat or a float card would
        # otherwise pass the legality check and poison the history and records (GEN-1)
        p, kind, cards, arg = action.player, action.kind, action.cards, action.arg
        if not (type(p) is int and 0 <= p < self.num_players):
            raise IllegalAction("GEN-3", f"no such player: {short(p)}")
        if type(kind) is not str or len(kind) > 20:
            raise IllegalAction("GEN-3", f"not an action kind: {short(kind)}")
        top = self.card_ids
        if type(cards) is not tuple or len(cards) > 64 or any(
                type(c) is not int or not 0 <= c < top for c in cards):
            raise IllegalAction("GEN-3", f"cards must be a tuple of card numbers: {short(cards)}")
        if not plain_arg(arg):
            raise IllegalAction("GEN-3", f"not an action argument: {short(arg)}")
        cls = self.action_type
        if type(action) is not cls:
            action = make_action(cls, p, kind, cards, arg)
        try:
            return self._canonical(cast(A, action))  # an instance of action_type: the game's A
        except IllegalAction:
            raise
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise IllegalAction("GEN-3", f"not an action of this game: {exc}") from None

    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (an Action or its notation) and return the events.

        Raises :class:`IllegalAction` (citing a rule id) and leaves the state
        unchanged when the action is not legal now.
        """
        act = self.coerce(action)
        if self.is_over:
            raise IllegalAction("GEN-3", "the deal is over")
        if act not in self._legal(act.player):
            instead = self._instead(act)
            if instead is None:
                try:
                    refusal = self._refusal(act)
                except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                    # hostile fields that the game's notation cannot even print: still refused
                    refusal = IllegalAction("GEN-3", f"{short(act)} is not a legal action now")
                raise refusal
            act = instead
        events = self._apply(act)
        self.history.append(act)
        return events

    def apply_unchecked(self, action: A) -> list[Event]:
        """Apply an action of ``legal_actions`` (AI playouts): ``_apply`` and the history,
        without the checks.  A family may replace this by a fused fast path doing exactly
        that (docs/dev/engine.md, "Fast paths")."""
        events = self._apply(action)
        self.history.append(action)
        return events

    def step(self, action: A) -> None:
        """Playout mode (AI search, benchmarks): apply an action of ``legal_actions`` as
        :meth:`apply_unchecked` does, but record no history and build no events.

        Afterwards every answer of the state (``to_act``, ``legal_actions``, ``view``,
        ``result``, ``returns``, ``clone`` …) is what it would be after ``apply_unchecked``,
        except that ``history`` (so a view's public history, ``to_record``) lacks the
        stepped actions: a stepped state is for playouts only, never saved or replayed.
        This default drops ``_apply``'s events; a family overrides it with a path that never
        builds them (docs/dev/engine.md, "Playouts")."""
        self._apply(action)

    def view(self, player: int) -> View:
        """What ``player`` may know now (GEN-2): the game's typed view (view.py).  Its
        result is a copy: changing it never changes the state's (issue 37)."""
        view = self._view(self.seat(player))
        if view.result is not None:
            object.__setattr__(view, "result", view.result.copy())    # a frozen view, built here
        return view

    def public_history(self, player: int, since: int = 0) -> list[str]:
        """The texts of the actions so far as ``player`` may see them (GEN-2), from index
        ``since`` (a log shows only what is new; no copy of the whole history)."""
        self.seat(player)
        if type(since) is not int or since < 0:
            raise ValueError(f"since must be a whole number >= 0, not {since!r}")
        return self._history(player).texts(since)

    def _history(self, player: int) -> History:
        """The public history of ``player`` as a lazy :class:`History` (for views)."""
        h = self.history
        return History(self.history_prefix, h, len(h), player, self._public_text)

    def card_zones(self) -> dict[str, list[int]]:
        """Every card of the deal, zone by zone (full information: for tests and tools,
        never for a seat, GEN-2).  The cards of all zones together are the deal's pack at
        every moment, card by card (the fuzz test checks it)."""
        raise NotImplementedError(f"{type(self).__name__} lists no card zones")

    def to_position(self) -> str:
        """This state as a position text (docs/notation.md, "Positions")."""
        from .position import encode
        return encode(self)

    def to_record(self) -> dict[str, Any]:
        """The whole deal as versioned JSON-ready data (GEN-1)."""
        rec = {
            "version": RECORD_VERSION,
            "game": self.game_id,
            "players": self.num_players,
            "seed": self.seed,
            "options": jsonable(self.options),
            "deck": self.rigged_deck,
            "actions": [str(a) for a in self.history],
        }
        if self.start_position is not None:
            rec["position"] = self.start_position
        return rec

    def __str__(self) -> str:
        return f"<{self.game_id} {self.num_players}p seed={self.seed} after {len(self.history)} actions>"


_INNER = (list, bytearray, dict, set)
_SLOTS: dict[type, tuple[str, ...]] = {}


def _slot_names(cls: type) -> tuple[str, ...]:
    """Every slot of ``cls`` and its bases (kept per class)."""
    names = _SLOTS.get(cls)
    if names is None:
        seen: dict[str, None] = {}
        for klass in reversed(cls.__mro__):
            slots = klass.__dict__.get("__slots__", ())
            for name in (slots,) if isinstance(slots, str) else slots:
                if name not in ("__dict__", "__weakref__"):
                    seen[name] = None
        names = _SLOTS[cls] = tuple(seen)
    return names


def copied(value: Any) -> Any:
    """A state field as ``clone`` copies it: a list, dict, set or bytearray copied, and so are
    the lists, dicts, sets and bytearrays in a list or dict (a state's containers hold one kind
    of item, so the first item tells); anything else — numbers, text, tuples, frozensets, the
    values a deal never changes in place — shared."""
    cls = value.__class__
    if cls is list:
        if value and value[0].__class__ in _INNER:
            return [x.copy() for x in value]
        return value[:]
    if cls is dict:
        if value and next(iter(value.values())).__class__ in _INNER:
            return {k: v.copy() for k, v in value.items()}
        return value.copy()
    if cls is set or cls is bytearray:
        return value.copy()
    return value


def jsonable(value: Any) -> Any:
    """``value`` with tuples turned into lists, recursively (JSON data)."""
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    return value


def seat_rng(seed: int, *salt: Any) -> random.Random:
    """A deterministic RNG for a deal: the same seed and salt give the same shuffle
    (:func:`cardtable.engine.rng.seeded`)."""
    return seeded(seed, *salt)
