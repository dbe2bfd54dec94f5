"""A tournament's state pickled in small parts, so that a worker pickling it lets the desk's thread in between.

Python's pickler is C code: it holds the interpreter for a whole call. A
festival's state (6,000 entries) took 60-110 ms in one call; part by part
(its fields) the longest part was still 24 ms -- the payments -- and the
seating and the undo index 16-23 ms, which a command arriving then waited
for at each of its database statements. Here a long list or dict is pickled
a slice at a time, and the seating and the undo index field by field, with
`between` called between two parts (the application makes a worker wait
there while the desk runs a command). The longest part is then a few
milliseconds.

Only the layout of the bytes changes: what is unpickled is equal to what was
pickled. Objects split field by field must not share a mutable object
between two fields (each field is pickled on its own): the seating's set of
players in is the tournament's own, and `TournamentState.__setstate__` links
it again.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: Items of a list or dict pickled in one call: well under a millisecond's work each at festival scale.
SLICE = 1_000


@dataclass(frozen=True)
class Sliced:
    """A long list (or a dict's items, `is_dict`) pickled slice by slice."""

    slices: tuple[bytes, ...]
    is_dict: bool = False


@dataclass(frozen=True)
class ByField:
    """An object pickled field by field: its class and each field's part."""

    kind: type
    fields: dict[str, Any]


def dumped(value: object, between: Callable[[], object], *, by_field: bool = False) -> object:
    """`value` as parts: bytes for a small value, `Sliced` for a long list or dict, `ByField` for an object split
    field by field (`by_field`: its fields are themselves split the same way)."""
    if by_field:
        fields = {}
        for name, field_value in value.__dict__.items():
            between()
            fields[name] = dumped(field_value, between)
        return ByField(type(value), fields)
    if type(value) in (list, dict) and len(value) > SLICE:  # (not a subclass: it may pickle itself otherwise)
        items = list(value.items()) if isinstance(value, dict) else value
        slices = []
        for at in range(0, len(items), SLICE):
            between()
            slices.append(pickle.dumps(items[at : at + SLICE], pickle.HIGHEST_PROTOCOL))
        return Sliced(tuple(slices), is_dict=isinstance(value, dict))
    return pickle.dumps(value, pickle.HIGHEST_PROTOCOL)


def loaded(part: object, between: Callable[[], object]) -> Any:
    """The value `dumped` made `part` of (anything else -- a copy kept by an earlier version -- as it is)."""
    if isinstance(part, bytes):
        return pickle.loads(part)
    if isinstance(part, Sliced):
        items: list[Any] = []
        for data in part.slices:
            between()
            items.extend(pickle.loads(data))
        return dict(items) if part.is_dict else items
    if isinstance(part, ByField):
        data = {}
        for name, field_part in part.fields.items():
            between()
            data[name] = loaded(field_part, between)
        obj = part.kind.__new__(part.kind)
        setstate = getattr(obj, "__setstate__", None)
        if setstate is not None:
            setstate(data)
        else:
            obj.__dict__.update(data)
        return obj
    return part
