"""A copy of a state made from its declared types (`tdapp.domain.clone`): the undo machinery keeps it as the lagging
copy after an early undo at an event's end, and replays the end on the original. Anything mutable the two shared
would carry that replay into the copy, and the next undo would be made on a wrong state."""

from __future__ import annotations

import dataclasses
import enum
import pickle
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from factories import MODALITY_CONFIGS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdapp.domain.clone import ATOMS, clone, is_immutable_type
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState
from tests.domain.test_reversal import STEPS, Floor, assert_same, floor_plans


def immutable(value: Any) -> bool:
    """Whether nothing inside `value` can change, by what it holds (not by what it declares)."""
    if type(value) in ATOMS or isinstance(value, enum.Enum):
        return True
    if isinstance(value, (tuple, frozenset)):
        return all(immutable(x) for x in value)
    if dataclasses.is_dataclass(value) and type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return all(immutable(x) for x in vars(value).values())
    return False


def sharing(original: Any, copy: Any) -> list[str]:
    """Where the copy holds a mutable object of the original itself, or one original object as two (or two as one):
    walked side by side, by attribute, key and index."""
    problems: list[str] = []
    copies: dict[int, Any] = {}  # id of an original mutable object -> its copy
    originals: dict[int, Any] = {}
    held: list[Any] = []  # (kept alive while the ids are compared)
    stack = [(original, copy, "state")]
    while stack:
        a, b, path = stack.pop()
        if immutable(a):
            if a is not b and a != b:
                problems.append(f"{path}: {a!r} copied as {b!r}")
            continue
        if a is b:
            problems.append(f"{path}: the same {type(a).__name__} in both")
            continue
        if type(a) is not type(b):
            problems.append(f"{path}: a {type(a).__name__} copied as a {type(b).__name__}")
            continue
        if id(a) in copies or id(b) in originals:
            if copies.get(id(a)) is not b or originals.get(id(b)) is not a:
                problems.append(f"{path}: one object of the original is two in the copy, or two are one")
            continue
        copies[id(a)], originals[id(b)] = b, a
        held.append((a, b))
        if isinstance(a, dict):
            if a.keys() != b.keys():
                problems.append(f"{path}: keys differ")
            stack.extend((a[k], b[k], f"{path}[{k!r}]") for k in a.keys() & b.keys())
        elif isinstance(a, (list, tuple)):
            if len(a) != len(b):
                problems.append(f"{path}: lengths differ")
            stack.extend((x, y, f"{path}[{n}]") for n, (x, y) in enumerate(zip(a, b, strict=False)))
        elif isinstance(a, (set, frozenset)):
            if a != b or not all(immutable(x) for x in a):
                problems.append(f"{path}: a set of mutable things, or not equal")
        elif hasattr(a, "__dict__"):
            stack.append((vars(a), vars(b), f"{path}.__dict__"))
            stack.extend((v, vars(b).get(k), f"{path}.{k}") for k, v in vars(a).items())
        else:
            problems.append(f"{path}: a {type(a).__name__} the walk cannot look into")
    return problems


# -- the cloner on records of its own ---------------------------------------------------------------------------


class Colour(enum.Enum):
    RED = "red"


@dataclass(frozen=True)
class Record:
    n: int
    colour: Colour = Colour.RED
    pair: tuple[int, str] = (0, "")


@dataclass(frozen=True)
class FrozenHolding:
    items: list[int]


@dataclass
class Inner:
    counts: dict[int, list[int]] = field(default_factory=dict)
    tags: set[str] = field(default_factory=set)


@dataclass
class Outer:
    records: list[Record] = field(default_factory=list)
    by_key: dict[str, Record] = field(default_factory=dict)
    inner: Inner = field(default_factory=Inner)
    maybe: Inner | None = None
    anything: Any = None
    holding: FrozenHolding = field(default_factory=lambda: FrozenHolding([]))
    nested: dict[int, dict[int, list[int]]] = field(default_factory=dict)
    shared: set[int] = field(default_factory=set)

    def after_clone(self) -> None:
        self.inner.tags = self.extra  # type: ignore[attr-defined]


def outer() -> Outer:
    made = Outer(
        records=[Record(1), Record(2)],
        by_key={"a": Record(3)},
        inner=Inner({1: [1, 2]}, {"x"}),
        maybe=Inner({2: [3]}),
        anything={"list": [1, [2, 3]], "record": Record(4), "inner": Inner({3: [4]})},
        holding=FrozenHolding([5, 6]),
        nested={1: {2: [7]}},
    )
    made.extra = made.inner.tags  # type: ignore[attr-defined]  # an attribute no field declares, one set held twice
    return made


def test_what_never_changes_is_shared_and_every_container_is_copied() -> None:
    original = outer()
    copy = clone(original)
    assert copy == original and copy is not original
    assert copy.records[0] is original.records[0] and copy.by_key["a"] is original.by_key["a"]  # frozen: shared
    assert copy.records is not original.records and copy.by_key is not original.by_key
    assert copy.inner.counts[1] is not original.inner.counts[1]
    assert copy.maybe is not None and copy.maybe.counts[2] is not original.maybe.counts[2]  # type: ignore[union-attr]
    assert copy.anything["list"][1] is not original.anything["list"][1]  # `Any`: by what it holds
    assert copy.anything["record"] is original.anything["record"]
    assert copy.holding.items is not original.holding.items  # a frozen record holding a list: copied
    assert copy.nested[1][2] is not original.nested[1][2]
    assert copy.extra is copy.inner.tags and copy.extra is not original.extra  # type: ignore[attr-defined]
    assert sharing(original, copy) == []


def test_the_copy_changes_on_its_own() -> None:
    original = outer()
    copy = clone(original)
    copy.records.append(Record(9))
    copy.inner.counts[1].append(3)
    copy.anything["list"][1].append(4)
    copy.holding.items.append(7)
    copy.nested[1][2].append(8)
    copy.inner.tags.add("y")
    assert original == outer()


def test_a_record_kept_before_one_of_its_fields_was_added_is_copied_without_it() -> None:
    original = outer()
    del original.inner.counts  # (as unpickled from a copy an earlier version kept)
    copy = clone(original)
    assert not hasattr(copy.inner, "counts") and copy.inner.tags == {"x"}


def test_the_walk_finds_what_a_copy_would_share() -> None:
    """The check the state's tests rely on: it sees a mutable object shared, and an object split in two."""
    original = outer()
    shallow = dataclasses.replace(original)
    assert any("the same list" in p for p in sharing(original, shallow))
    split = clone(original)
    split.extra = set(split.extra)  # type: ignore[attr-defined]
    assert any("two in the copy" in p for p in sharing(original, split))


def test_a_type_is_immutable_only_when_everything_it_declares_is() -> None:
    assert is_immutable_type(Record) and is_immutable_type(Colour) and is_immutable_type(int)
    assert not is_immutable_type(FrozenHolding) and not is_immutable_type(Inner) and not is_immutable_type(list)


# -- the tournament's state --------------------------------------------------------------------------------------


def played(plan: tuple[int, int, list[tuple[str, int]]]) -> Floor:
    seed, players, steps = plan
    floor = Floor(seed, players)
    for step, pick in steps:
        floor.step(step, pick)
    return floor


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(floor_plans(STEPS, most_steps=60))
def test_a_copy_of_a_tournament_equals_it_and_shares_nothing_that_changes(plan: tuple[int, int, list[tuple[str, int]]]) -> None:
    floor = played(plan)
    copy: TournamentState = clone(floor.state)
    assert_same(copy, floor.state)
    assert sharing(floor.state, copy) == []
    assert copy.seating._alive is copy._alive  # the one set the seating reads, one again
    assert pickle.loads(pickle.dumps(copy)) == floor.state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(key for key in MODALITY_CONFIGS if not key.startswith("sit_and_go"))), floor_plans(STEPS, most_steps=40))
def test_a_copy_of_a_tournament_of_every_modality_shares_nothing_that_changes(
    modality: str, plan: tuple[int, int, list[tuple[str, int]]]
) -> None:
    """Bounties, seats won, day-two stacks, a Survivor's end: what each modality keeps, copied as the rest. (A Sit &
    Go seats one table: the generated floor opens four.)"""
    seed, players, steps = plan
    floor = Floor(seed, players, MODALITY_CONFIGS[modality])
    for step, pick in steps:
        floor.step(step, pick)
    copy: TournamentState = clone(floor.state)
    assert_same(copy, floor.state)
    assert sharing(floor.state, copy) == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(floor_plans(STEPS, most_steps=60))
def test_a_tournament_played_on_from_its_copy_leaves_the_original_as_it_was(plan: tuple[int, int, list[tuple[str, int]]]) -> None:
    """Half the evening played, copied; the other half played on the copy (as the end is replayed on the state the
    copy was taken from): the copy is the whole replay, the original still the first half's."""
    seed, players, steps = plan
    floor = Floor(seed, players)
    half = len(steps) // 2
    for step, pick in steps[:half]:
        floor.step(step, pick)
    first_half = len(floor.log)
    before = clone(floor.state)
    copy = clone(floor.state)
    floor.state, original = copy, floor.state
    for step, pick in steps[half:]:
        floor.step(step, pick)
    assert_same(floor.state, TOURNAMENT.replay(floor.log))
    assert_same(original, TOURNAMENT.replay(floor.log[:first_half]))
    assert_same(original, before)


def mutable_parts(root: Any) -> Iterator[tuple[Any, str]]:
    """Each mutable object `root` holds (itself included) once, with the path it was first reached by."""
    stack, visited = [(root, "state")], set()
    while stack:
        value, path = stack.pop()
        if immutable(value) or id(value) in visited:
            continue
        visited.add(id(value))
        yield value, path
        if isinstance(value, dict):
            stack.extend((v, f"{path}[{k!r}]") for k, v in value.items())
        elif isinstance(value, (list, tuple, set, frozenset)):
            stack.extend((v, f"{path}[{n}]") for n, v in enumerate(value))
        elif hasattr(value, "__dict__"):
            stack.extend((v, f"{path}.{k}") for k, v in vars(value).items())


def shared_mutable(one: Any, other: Any) -> list[str]:
    """The mutable objects two states both hold (by their path in `other`): one changed would change the other."""
    held = {id(value): value for value, _path in mutable_parts(one)}  # (the objects kept alive while ids compare)
    return [path for value, path in mutable_parts(other) if id(value) in held]
