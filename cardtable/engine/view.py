"""What one seat may know (GEN-2): the typed view every game's ``state.view(p)`` returns.

:class:`View` is a frozen dataclass holding the fields every game shares — ``game``,
``player``, ``players``, ``options``, ``to_act``, ``phase`` (a str in every game), ``hand``
(the seat's cards, lowest first), ``hand_sizes``, ``is_over``, ``result`` (a
:class:`~cardtable.engine.core.Result` once the deal is over) and ``history`` (the public
action texts, a lazy :class:`History`) — and one subclass per game adds its own fields
(``DurakView.trump_card`` …).  Read fields as attributes: ``view.hand``, ``view.phase``.

Deprecated: views also answer the mapping protocol with the keys views had when they were
dicts (``view["hand"]``, ``view.get("current")``, ``"table" in view``, ``dict(view)``), so code
written against dict views keeps working while it moves to attributes; new code never reads a
view as a dict, and the shim goes once nothing does (issue 33).  :meth:`View.to_dict` is
exactly that old dict (JSON data) and stays: it is how a view is written out.  Each class says which old key reads which field in ``RENAMED`` (old key ->
field) and how an old key is computed in :meth:`View._legacy`; docs/notation.md lists them.
A view compares equal to another view of the same game with the same fields, and to a dict
equal to its :meth:`to_dict`.

Views are read-only values: their lists are the seat's copies, never the state's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Self

TextFn = Callable[[Sequence[Any], int, int, int], str]


def plain_text(actions: Sequence[Any], i: int, n: int, player: int) -> str:
    """The public text of action ``i`` of ``actions[:n]`` for ``player``: its notation."""
    return str(actions[i])


class History(Sequence[str]):
    """The action texts one seat may see, in order, built when read (a view does not copy
    the deal's history): ``prefix`` (texts of actions before the state's own history, e.g.
    the real deal's history inside a determinized world) then the first ``n`` actions of
    ``actions`` as ``text(actions, i, n, player)`` renders them for ``player`` (GEN-2: a
    family hides what the seat may not see, e.g. Pirate Party's exchanged cards)."""

    __slots__ = ("_prefix", "_actions", "_n", "_player", "_text")

    def __init__(self, prefix: Sequence[str], actions: Sequence[Any], n: int, player: int,
                 text: TextFn = plain_text):
        self._prefix = prefix
        self._actions = actions
        self._n = n
        self._player = player
        self._text = text

    @classmethod
    def of_texts(cls, texts: Sequence[str]) -> History:
        return cls(list(texts), (), 0, -1)

    def __len__(self) -> int:
        return len(self._prefix) + self._n

    def __getitem__(self, i):  # an int or a slice
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        k = len(self._prefix)
        if i < 0:
            i += k + self._n
        if not 0 <= i < k + self._n:
            raise IndexError("history index out of range")
        if i < k:
            return self._prefix[i]
        return self._text(self._actions, i - k, self._n, self._player)

    def __iter__(self) -> Iterator[str]:
        yield from self._prefix
        text, actions, n, p = self._text, self._actions, self._n, self._player
        for i in range(n):
            yield text(actions, i, n, p)

    def texts(self, since: int = 0) -> list[str]:
        """The texts from index ``since`` on, as a new list."""
        return self[since:] if since else list(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (History, list, tuple)):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    # A history is a read-only snapshot (the first ``n`` actions of a list the state only ever
    # appends to), so a copy of a view shares it: deep-copying a view must not copy the whole
    # deal's actions (the table copies the view it shows after every action, issue 37).
    def __copy__(self) -> History:
        return self

    def __deepcopy__(self, memo: dict) -> History:
        return self

    def __repr__(self) -> str:
        return f"History({list(self)!r})"


def _copy(value: Any) -> Any:
    """A copy of JSON-like data (lists, tuples and dicts copied, the rest shared)."""
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


@dataclass(frozen=True, eq=False, kw_only=True)
class View:
    """The fields every game's view holds (see the module docstring)."""

    game: str
    player: int
    players: int
    options: dict
    to_act: int | None
    phase: str
    hand: list[int]
    hand_sizes: list[int]
    is_over: bool
    result: Any = None
    history: History = field(default_factory=lambda: History((), (), 0, -1), repr=False)

    # The keys of the old dict view, in order; old key -> field where the names differ.
    LEGACY: ClassVar[tuple[str, ...]] = ()
    RENAMED: ClassVar[dict[str, str]] = {}
    _KEYS: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls._KEYS = frozenset(cls.LEGACY)

    # -- the old dict view (deprecated: read fields as attributes; see the module docstring) --
    def _legacy(self, key: str) -> Any:
        """The value of old key ``key`` (override for keys computed from fields)."""
        if key == "history":
            return list(self.history)
        if key == "result":
            res = self.result
            return None if res is None else res.to_dict()
        return getattr(self, self.RENAMED.get(key, key))

    def __getitem__(self, key: str) -> Any:
        """Deprecated (``view.field`` instead): the old dict view's ``view[key]``."""
        if key in self._KEYS:
            return self._legacy(key)
        if isinstance(key, str) and key in self.field_names():
            return getattr(self, key)
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        """Deprecated (``view.field`` instead): the old dict view's ``view.get(key)``."""
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return key in self._KEYS or key in self.field_names()

    def keys(self) -> list[str]:
        """The old dict view's keys (``dict(view)`` is :meth:`to_dict`)."""
        return list(self.LEGACY)

    def __iter__(self) -> Iterator[str]:
        return iter(self.LEGACY)

    def __len__(self) -> int:
        return len(self.LEGACY)

    def items(self) -> list[tuple[str, Any]]:
        return [(k, self._legacy(k)) for k in self.LEGACY]

    def values(self) -> list[Any]:
        return [self._legacy(k) for k in self.LEGACY]

    def to_dict(self) -> dict:
        """The view as the old plain dict (JSON data; docs/notation.md, "old key → field")."""
        return {k: _copy(self._legacy(k)) for k in self.LEGACY}

    @classmethod
    def field_names(cls) -> frozenset[str]:
        names = cls.__dict__.get("_FIELD_NAMES")
        if names is None:
            names = frozenset(f.name for f in fields(cls))
            cls._FIELD_NAMES = names  # type: ignore[attr-defined]
        return names

    # -- comparisons ------------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return all(getattr(self, f.name) == getattr(other, f.name) for f in fields(self))
        if isinstance(other, Mapping):
            return self.to_dict() == dict(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any] | View) -> Self:
        """A view from a mapping of its old keys (a :meth:`to_dict`, possibly edited) or of
        its field names; ``ValueError`` when something is missing."""
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            raise ValueError(f"not a view: {type(data).__name__}")
        inverse = {v: k for k, v in cls.RENAMED.items()}
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in data:
                values[f.name] = data[f.name]
            elif inverse.get(f.name) in data:
                values[f.name] = data[inverse[f.name]]
        values = cls._derive_missing(data, values)
        hist = values.get("history")
        if hist is None:
            values["history"] = History((), (), 0, -1)
        elif not isinstance(hist, History):
            values["history"] = History.of_texts(hist)
        res = values.get("result")
        if isinstance(res, Mapping):
            from .core import Result
            values["result"] = Result(**res)
        try:
            return cls(**values)
        except TypeError as exc:
            raise ValueError(f"not a {cls.__name__}: {exc}") from None

    @classmethod
    def _derive_missing(cls, data: Mapping, values: dict) -> dict:
        """Fields an old dict view did not hold, computed from the keys it did (override)."""
        if "is_over" not in values and "phase" in values:
            values["is_over"] = values["phase"] == "over"
        return values
