"""What one seat may know (GEN-2): the typed view every game's ``state.view(p)`` returns.

:class:`View` is a frozen dataclass holding the fields every game shares — ``game``,
``player``, ``players``, ``options``, ``to_act``, ``phase`` (a str in every game), ``hand``
(the seat's cards, lowest first), ``hand_sizes``, ``is_over``, ``result`` (a
:class:`~cardtable.engine.core.Result` once the deal is over) and ``history`` (the public
action texts, a lazy :class:`History`) — and one subclass per game adds its own fields
(``DurakView.trump_card`` …).  Read fields as attributes: ``view.hand``, ``view.phase``.

As data a view is its old plain dict: :meth:`View.to_dict` writes it (JSON data: how a view
is saved and sent over the network) and :meth:`View.from_dict` reads one back, checked
(``ValueError`` for anything missing, extra or of the wrong type), so a view that came over
the network is the same typed view as a local one.  Each class says which old key reads which
field in ``RENAMED`` (old key -> field) and how an old key is computed in
:meth:`View._legacy`; docs/notation.md lists them.

For code outside this program only (the engine contract says "plain data"; outside checks
may read a view as a dict): views also answer the mapping protocol with the old keys
(``view["hand"]``, ``view.get("current")``, ``"table" in view``, ``dict(view)``).  Nothing in
the ``cardtable`` package reads a view that way: with ``CARDTABLE_STRICT_VIEWS`` set (the test
run sets it) a mapping read from a ``cardtable`` module raises :class:`ViewReadError`.
A view compares equal to another view of the same game with the same fields, and to a dict
equal to its :meth:`to_dict`.

Views are read-only values: their lists are the seat's copies, never the state's own.
"""

from __future__ import annotations

import os
import sys
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar, Self, Union, get_args, get_origin, get_type_hints

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


def conforms(value: Any, kind: Any) -> bool:
    """Does JSON data ``value`` have the type ``kind`` (a field's annotation: int, bool, str,
    None, ``list[...]``, ``dict``, unions, ``Any``)?  A bool is not an int here."""
    if kind is Any:
        return True
    if kind is None or kind is type(None):
        return value is None
    origin = get_origin(kind)
    if origin is Union or origin is types.UnionType:
        return any(conforms(value, k) for k in get_args(kind))
    if origin is list or kind is list:
        args = get_args(kind)
        return type(value) is list and (not args or all(conforms(v, args[0]) for v in value))
    if origin is dict or kind is dict:
        return type(value) is dict
    if kind is int:
        return type(value) is int
    if kind is float:
        return type(value) in (int, float)
    if isinstance(kind, type):
        return type(value) is kind
    return True


def _copy(value: Any) -> Any:
    """A copy of JSON-like data (lists, tuples and dicts copied, the rest shared)."""
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


class ViewReadError(TypeError):
    """A view read as a dict from inside the ``cardtable`` package (see the module docstring)."""


STRICT_ENV = "CARDTABLE_STRICT_VIEWS"


def _outside_only(method: str) -> None:
    """Raise :class:`ViewReadError` when strict views are on (``CARDTABLE_STRICT_VIEWS``) and the
    code reading a view as a dict (two frames up: the caller of the mapping method) is a module
    of the ``cardtable`` package other than this one."""
    if not os.environ.get(STRICT_ENV):
        return
    caller = sys._getframe(2).f_globals.get("__name__", "")
    if (caller == "cardtable" or caller.startswith("cardtable.")) and caller != __name__:
        raise ViewReadError(f"{caller} reads a view as a dict (view.{method}): read its fields as "
                            "attributes (the mapping protocol is for code outside cardtable)")


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

    # -- the old dict view: to_dict / from_dict, and the mapping protocol for outside code --
    def _legacy(self, key: str) -> Any:
        """The value of old key ``key`` (override for keys computed from fields)."""
        if key == "history":
            return list(self.history)
        if key == "result":
            res = self.result
            return None if res is None else res.to_dict()
        return getattr(self, self.RENAMED.get(key, key))

    def __bool__(self) -> bool:
        """A view is always true (``if view:`` is no dict read: it does not go to ``__len__``)."""
        return True

    # The mapping protocol, for code outside the cardtable package only (the module docstring):
    # hidden from the type checker, so typed code in the package that reads a view as a dict
    # fails mypy as well as the strict test run.
    if not TYPE_CHECKING:
        def __getitem__(self, key: str) -> Any:
            """Outside code's ``view[key]`` (old keys and field names)."""
            _outside_only("__getitem__")
            if key in self._KEYS:
                return self._legacy(key)
            if isinstance(key, str) and key in self.field_names():
                return getattr(self, key)
            raise KeyError(key)

        def get(self, key: str, default: Any = None) -> Any:
            """Outside code's ``view.get(key)``."""
            _outside_only("get")
            try:
                return self[key]
            except KeyError:
                return default

        def __contains__(self, key: object) -> bool:
            _outside_only("__contains__")
            return key in self._KEYS or key in self.field_names()

        def keys(self) -> list[str]:
            """The old dict view's keys (``dict(view)`` is :meth:`to_dict`)."""
            _outside_only("keys")
            return list(self.LEGACY)

        def __iter__(self) -> Iterator[str]:
            _outside_only("__iter__")
            return iter(self.LEGACY)

        def __len__(self) -> int:
            _outside_only("__len__")
            return len(self.LEGACY)

        def items(self) -> list[tuple[str, Any]]:
            _outside_only("items")
            return [(k, self._legacy(k)) for k in self.LEGACY]

        def values(self) -> list[Any]:
            _outside_only("values")
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
    def from_dict(cls, data: Any) -> Self:
        """The view :meth:`to_dict` wrote, read back from JSON data (a view received over the
        network, a file): exactly the class's old keys (``LEGACY``), each value of its field's
        type (``history`` a list of texts, ``result`` a ``Result.to_dict()`` or None), the keys
        computed from fields (``discard_size`` …) agreeing with them; ``ValueError`` naming
        what is wrong.  ``View.from_dict(v.to_dict()) == v`` for every game's view."""
        if type(data) is not dict:
            raise ValueError(f"a {cls.__name__} is a JSON object, not {type(data).__name__}")
        missing = [k for k in cls.LEGACY if k not in data]
        extra = sorted(str(k)[:40] for k in data if k not in cls._KEYS)
        if missing or extra:
            raise ValueError(f"not a {cls.__name__}: missing {missing[:5]}, unknown {extra[:5]}")
        kinds = cls._field_types()
        for key in cls.LEGACY:
            value = data[key]
            if key == "history":
                ok = conforms(value, list[str])
            elif key == "result":
                ok = value is None or _is_result(value)
            else:
                name = cls.RENAMED.get(key, key)
                ok = name not in kinds or conforms(value, kinds[name])
            if not ok:
                raise ValueError(f"not a {cls.__name__}: {key} = {repr(value)[:40]}")
        view = cls.from_mapping(data)
        if view.to_dict() != data:      # a computed key (discard_size …) disagrees with its field
            raise ValueError(f"not a {cls.__name__}: its keys contradict each other")
        return view

    @classmethod
    def _field_types(cls) -> dict[str, Any]:
        """Each field's type (its resolved annotation), by name."""
        kinds = cls.__dict__.get("_FIELD_TYPES")
        if kinds is None:
            hints = get_type_hints(cls)
            kinds = {f.name: hints[f.name] for f in fields(cls)}
            cls._FIELD_TYPES = kinds  # type: ignore[attr-defined]
        return kinds

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


def _is_result(data: Any) -> bool:
    """Is ``data`` a ``Result.to_dict()`` (every key of it, each of its type)?"""
    from .core import Result
    if type(data) is not dict:
        return False
    kinds = get_type_hints(Result)
    names = [f.name for f in fields(Result)]
    return set(data) == set(names) and all(conforms(data[k], kinds[k]) for k in names)
