"""The immutable base every rules State is built on, its one cache mechanism, and an immutable mapping.

A state is a value: `play()` returns a new one and never changes the old (DESIGN.md, "Rules are pure and
immutable"). `FrozenState` makes that a property of the class rather than a promise: its attributes are set once,
in `__init__`, through `_init()`, and any later assignment or deletion raises. What a state computes from itself
(its legal moves, its outcome) may be kept, but only through `cached`: the values live in one per-object dict that
is never part of the state's value (equality, hash, JSON).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import wraps
from typing import Any, Generic, TypeVar, cast

__all__ = ["FrozenMap", "FrozenState", "cached"]

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")
S = TypeVar("S", bound="FrozenState")

_set = object.__setattr__


class FrozenState:
    """A base with `__slots__` whose attributes cannot be set or deleted after `__init__`.

    Subclasses declare their fields in `__slots__` (or as a frozen dataclass) and set them with `self._init(...)`.
    Every instance gets an empty `_cache` before `__init__` runs (in `__new__`, so frozen dataclasses and copies
    made by `copy`/`pickle` get one too); only `cached` methods use it.
    """

    __slots__ = ("_cache",)
    _cache: dict[str, Any]

    def __new__(cls, *_args: Any, **_kwargs: Any) -> FrozenState:
        self = object.__new__(cls)
        _set(self, "_cache", {})
        return self

    def _init(self, **fields: object) -> None:
        """Set fields while the state is being made (from `__init__` only)."""
        for name, value in fields.items():
            _set(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a {type(self).__module__}.{type(self).__name__} is immutable (cannot set {name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a {type(self).__module__}.{type(self).__name__} is immutable (cannot delete {name})")

    def __copy__(self) -> FrozenState:
        return self  # an immutable value is its own copy

    def __deepcopy__(self, _memo: dict[int, Any]) -> FrozenState:
        return self

    def __getstate__(self) -> dict[str, Any]:
        # Copies and pickles carry the fields only: a cache is rebuilt on demand. Read through each slot's own
        # descriptor (a slot left unset raises AttributeError and is left out).
        try:
            out: dict[str, Any] = dict(self.__dict__)  # a frozen dataclass keeps its fields here
        except AttributeError:  # slots only
            out = {}
        for klass in type(self).__mro__:
            slots = klass.__dict__.get("__slots__", ())
            for name in (slots,) if isinstance(slots, str) else slots:
                if name in ("_cache", "__dict__", "__weakref__"):
                    continue
                try:
                    out[name] = klass.__dict__[name].__get__(self, klass)
                except AttributeError:
                    pass
        return out

    def __setstate__(self, state: dict[str, Any]) -> None:
        _set(self, "_cache", {})
        for name, value in state.items():
            _set(self, name, value)


def cached(method: Callable[[S], T]) -> Callable[[S], T]:
    """Keep the result of a method without arguments in the state's `_cache` (computed on first use).

    The state is immutable, so the value can never go stale; it is excluded from equality, hashing and JSON.
    """
    name = method.__name__

    @wraps(method)
    def get(self: S) -> T:
        cache = self._cache
        if name in cache:
            return cast(T, cache[name])
        value = cache[name] = method(self)
        return value

    return get


class FrozenMap(Mapping[K, V], Generic[K, V]):
    """An immutable, hashable mapping with structural equality (equal to any mapping with the same items)."""

    __slots__ = ("_items", "_hash")
    _items: dict[K, V]
    _hash: int | None

    def __init__(self, items: Mapping[K, V] | Iterator[tuple[K, V]] | tuple[tuple[K, V], ...] = ()) -> None:
        _set(self, "_items", dict(items))
        _set(self, "_hash", None)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._items == other._items
        if isinstance(other, Mapping):
            return self._items == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash(frozenset(self._items.items()))
            _set(self, "_hash", h)
        return h

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a FrozenMap is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a FrozenMap is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMap, (self._items,))

    def set(self, key: K, value: V) -> FrozenMap[K, V]:
        """A copy with `key` mapped to `value`."""
        items = dict(self._items)
        items[key] = value
        return FrozenMap(items)


class ResolvedMoves(FrozenState):
    """A state whose `_resolve(move)` turns a move (its own, or one parse_move read) into its legal move, or raises
    IllegalMove saying which rule forbids it: `is_legal` is the same question asked without the exception, in every
    game."""

    __slots__ = ()

    def _resolve(self, move: Any) -> Any:
        raise NotImplementedError

    def is_legal(self, move: Any) -> bool:
        """Would `play(move)` be accepted here?"""
        from game.rules import IllegalMove  # the package's error type; base.py is imported while it loads

        try:
            self._resolve(move)
        except IllegalMove:
            return False
        return True


def bits(mask: int) -> Iterator[int]:
    """The indexes of the set bits of a bitboard, lowest first (a board's squares in row-major order)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
