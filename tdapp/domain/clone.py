"""A copy of a state made from the types its dataclasses declare: what cannot change is shared, not copied.

An undo at a festival's end is taken on the state before the deal, and that state is then replayed into the new
live one. Keeping a copy of it for the next undo cost a pickle and an unpickle (75 ms at 6,000 entries: every one of
the half million objects made again); most of them are records that never change once made (a payment, a bust, a
finish: frozen dataclasses) or numbers. This copies only the containers and the mutable records, reading from each
dataclass's annotations which of its fields can hold something mutable (a list of frozen records is copied with one
`list()` call, a dict of lists one list at a time). Whatever the annotations do not settle (`Any`, a union of a
mutable and something else, an undeclared attribute) is copied by what it holds at run time.

The copy holds no mutable object of the original. Each field is copied on its own, so an object a state holds twice
would be two in the copy: a class that shares one on purpose puts it back in `after_clone` (as its `__setstate__`
does after a pickle). The tests walk the original and the copy side by side and check both (`tests/domain/
test_clone.py`).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from typing import Any

Copier = Callable[[Any], Any]

#: Types whose values never change: shared between a state and its copy.
ATOMS: frozenset[type] = frozenset({int, str, bool, float, complex, bytes, type(None), range})

_copiers: dict[type, Copier | None] = {}  # a value's run-time type -> how it is copied (None: shared)
_immutable: dict[type, bool] = {}


def clone(value: Any) -> Any:
    """A copy of `value` sharing nothing mutable with it."""
    return _dynamic(value)


def is_immutable_type(cls: type) -> bool:
    """Whether every value of `cls` is immutable as declared: an atom, an enum, or a frozen dataclass whose fields
    are all declared immutable."""
    known = _immutable.get(cls)
    if known is not None:
        return known
    _immutable[cls] = False  # (a frozen dataclass that holds itself: not taken as immutable while it is worked out)
    if cls in ATOMS or issubclass(cls, enum.Enum):
        result = True
    elif dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen and "__dict__" in _slot_free(cls):  # type: ignore[attr-defined]
        hints = _hints(cls)
        result = hints is not None and all(_copier_for_hint(hints.get(f.name, Any)) is None for f in dataclasses.fields(cls))
    else:
        result = False
    _immutable[cls] = result
    return result


def _slot_free(cls: type) -> set[str]:
    """'__dict__' when the instances keep their attributes in one (no `__slots__` anywhere up the line)."""
    return {"__dict__"} if all("__slots__" not in vars(base) for base in cls.__mro__[:-1]) else set()


def _hints(cls: type) -> dict[str, Any] | None:
    try:
        return typing.get_type_hints(cls)
    except Exception:
        return None  # a name only known to the type checker: every field is copied by what it holds


def _copier_for_hint(hint: Any) -> Copier | None:
    """How a value declared `hint` is copied (None: it is immutable, shared)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any or hint is object or isinstance(hint, typing.TypeVar):
        return _dynamic
    if origin is typing.Literal or origin is typing.ClassVar:
        return None
    if origin in (typing.Union, types.UnionType):
        members = [_copier_for_hint(a) for a in args]
        if all(m is None for m in members):
            return None
        mutable = [m for a, m in zip(args, members, strict=True) if a is not type(None)]
        if len(mutable) == 1 and mutable[0] is not None:
            inner = mutable[0]
            return lambda v: None if v is None else inner(v)
        return _dynamic
    if origin is None:
        if isinstance(hint, type):
            if is_immutable_type(hint):
                return None
            if _is_plain_dataclass(hint):
                return _dataclass_copier(hint)
        return _dynamic
    if origin in (tuple, frozenset):
        parts = [a for a in args if a is not Ellipsis]
        return None if all(_copier_for_hint(a) is None for a in parts) else _dynamic
    if origin is list:
        item = _copier_for_hint(args[0]) if args else _dynamic
        if item is None:
            return list
        return lambda v: [item(x) for x in v]
    if origin is set:
        return set if args and _copier_for_hint(args[0]) is None else _dynamic
    if origin is dict:
        if not args or _copier_for_hint(args[0]) is not None:
            return _dynamic
        item = _copier_for_hint(args[1])
        if item is None:
            return dict
        return lambda v: {k: item(x) for k, x in v.items()}
    return _dynamic  # a container type not declared above: copied by what it holds


def _is_plain_dataclass(cls: type) -> bool:
    return dataclasses.is_dataclass(cls) and bool(_slot_free(cls)) and not _custom_copy(cls)


def _custom_copy(cls: type) -> bool:
    return any(name in vars(base) for base in cls.__mro__[:-1] for name in ("__deepcopy__", "__copy__"))


def _dataclass_copier(cls: type) -> Copier:
    found = _copiers.get(cls, _copiers)
    if found is not _copiers:
        return found  # type: ignore[return-value]
    hints = _hints(cls) or {}
    fields = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    # (set before the fields are worked out: a dataclass that holds one of its own kind finds itself here)
    mutable: list[tuple[str, Copier]] = []
    count = len(fields)
    new, set_attribute = object.__new__, object.__setattr__

    def copy_one(value: Any) -> Any:
        attributes = value.__dict__
        copied = attributes.copy()
        for name, copier in mutable:
            held = copied.get(name)  # (absent: a record pickled before the field was added)
            if held is not None:
                copied[name] = copier(held)
        if len(attributes) != count:  # attributes set outside the declared fields: copied by what they hold
            for name in attributes.keys() - declared:
                copied[name] = _dynamic(attributes[name])
        made = new(type(value))
        set_attribute(made, "__dict__", copied)  # (a frozen record holding something mutable too)
        if after is not None:
            after(made)
        return made

    declared = set(fields)
    after = getattr(cls, "after_clone", None)
    _copiers[cls] = copy_one
    for name in fields:
        copier = _copier_for_hint(hints.get(name, Any))
        if copier is not None:
            mutable.append((name, copier))
    return copy_one


def _dynamic(value: Any) -> Any:
    """A value copied by what it holds at run time."""
    kind = type(value)
    copier = _copiers.get(kind, _copiers)
    if copier is _copiers:
        copier = _runtime_copier(kind)
        _copiers[kind] = copier
    return value if copier is None else copier(value)  # type: ignore[operator]


def _runtime_copier(kind: type) -> Copier | None:
    if is_immutable_type(kind):
        return None
    if kind is list:
        return lambda v: [_dynamic(x) for x in v]
    if kind is dict:
        return lambda v: {k: _dynamic(x) for k, x in v.items()}
    if kind is set:
        return lambda v: {_dynamic(x) for x in v}
    if kind is tuple or kind is frozenset:
        return _rebuilt_if_needed
    if _is_plain_dataclass(kind):
        return _dataclass_copier(kind)
    return copy.deepcopy  # anything else (a frozen record holding a mutable field, a class of its own)


def _rebuilt_if_needed(value: tuple[Any, ...] | frozenset[Any]) -> tuple[Any, ...] | frozenset[Any]:
    """A tuple or frozenset: itself when all it holds is shared, else one of the same kind holding the copies."""
    copied = [_dynamic(x) for x in value]
    return value if all(a is b for a, b in zip(value, copied, strict=True)) else type(value)(copied)
