"""The action log: what an action is, and which actions are in force.

Every change of state is an `Action`. State is never edited directly: it is
the fold of the actions in force over an empty state. Undo and redo are
actions too (kinds ``undo`` and ``redo`` naming a target), so the log is
append-only and tells the whole story, including second thoughts.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

UNDO = "undo"
REDO = "redo"
#: Takes out of force, for good, an action that no longer replays (a database
#: from a version with a bug, a restored backup): history is never edited, the
#: void is recorded with its reason and operator like any other action.
VOID = "void"
META_KINDS = frozenset({UNDO, REDO, VOID})
#: The payload key that ties the actions of one command together (a re-entry and its seat, a table break and
#: its moves): they are undone and redone as one. Handlers never see it (`Rulebook.decide` takes it off).
GESTURE = "gesture"
#: Actions that cannot be undone: what they removed is gone from the log itself.
IRREVERSIBLE_KINDS = frozenset({"player.erase"})


@dataclass(frozen=True)
class Action:
    """One recorded change: what, when (epoch milliseconds, UTC) and who."""

    kind: str
    payload: Mapping[str, Any] = field(default_factory=dict)
    at_ms: int = 0
    operator: str = ""
    seq: int = 0

    @property
    def is_meta(self) -> bool:
        return self.kind in META_KINDS

    @property
    def target(self) -> int:
        return int(self.payload["target"])


def undone_targets(log: Iterable[Action]) -> set[int]:
    """The sequence numbers currently undone, after every undo and redo in order."""
    undone: set[int] = set()
    voided: set[int] = set()
    for action in log:
        if action.kind == UNDO:
            undone.add(action.target)
        elif action.kind == REDO:
            undone.discard(action.target)
        elif action.kind == VOID:
            voided.add(action.target)
    return undone | voided


def actions_in_force(log: Iterable[Action]) -> list[Action]:
    """The non-meta actions that are not undone, in log order."""
    entries = list(log)
    undone = undone_targets(entries)
    return [a for a in entries if not a.is_meta and a.seq not in undone]


class LogIndex:
    """What `undone_targets` and `actions_in_force` say of a log, kept up to date as the log grows.

    A festival's log holds tens of thousands of actions; the desk asks after
    every change what Ctrl+Z would undo, whether an action is undone, which
    actions form its gesture. Scanning the log for each answer made every
    command and every undo linear in the log (issue 19); the index answers
    in constant time, and an undo, redo or void moves one action in or out
    of the list in force (found by bisection: the log is in `seq` order).
    """

    def __init__(self, log: Iterable[Action] = ()) -> None:
        self.by_seq: dict[int, Action] = {}
        self.undone: set[int] = set()
        self.voided: set[int] = set()
        self.gestures: dict[str, list[Action]] = {}
        self.metas: list[Action] = []  # the undos, redos and voids, in log order
        self._in_force: list[Action] = []
        self.extend(log)

    def extend(self, actions: Iterable[Action]) -> None:
        for action in actions:
            self.by_seq[action.seq] = action
            if action.is_meta:
                self.metas.append(action)
                _apply_meta(action, self.undone, self.voided, self._in_force, self.by_seq.get)
            else:
                mark = action.payload.get(GESTURE)
                if mark:
                    self.gestures.setdefault(mark, []).append(action)
                self._in_force.append(action)

    def changed_before_since(self, seq: int) -> bool:
        """Whether the actions in force before #seq are no longer those in force when #seq was stored."""
        return bool(self.changed_before(seq))

    def changed_before(self, seq: int, *, since: int | None = None) -> list[int]:
        """The actions before #seq undone, redone or voided since #seq was stored (or since the meta #`since`) and
        not put back as they were (an undo and its redo cancel out): those whose being in force differs from then."""
        boundary = seq if since is None else since
        first: dict[int, Action] = {}  # each earlier target -> the first undo, redo or void of it since then
        for meta in reversed(self.metas):
            if meta.seq <= boundary:
                break
            if meta.target < seq:
                first[meta.target] = meta
        changed = []
        for target, meta in first.items():
            if meta.kind == VOID or target in self.voided or (meta.kind == UNDO) == (target in self.undone):
                changed.append(target)  # a void is for good; else in force then (its first meta undid it), not now
        return sorted(changed)

    def last_undo_of(self, seq: int) -> int | None:
        """The number of the latest undo of #seq (None: never undone)."""
        return next((meta.seq for meta in reversed(self.metas) if meta.kind == UNDO and meta.target == seq), None)

    def is_out_of_force(self, seq: int) -> bool:
        return seq in self.undone or seq in self.voided

    def in_force(self) -> list[Action]:
        """The actions in force, in log order: the index's own list, to read and not to keep (it changes with the log)."""
        return self._in_force

    def in_force_with(self, pending: list[Action]) -> list[Action]:
        """The actions that would be in force once `pending` is appended, leaving the index as it is."""
        in_force = list(self._in_force)
        undone, voided = set(self.undone), set(self.voided)
        known = {a.seq: a for a in pending}

        def lookup(seq: int) -> Action | None:
            return known.get(seq) or self.by_seq.get(seq)

        for action in pending:
            if action.is_meta:
                _apply_meta(action, undone, voided, in_force, lookup)
            else:
                in_force.append(action)
        return in_force


def _apply_meta(action: Action, undone: set[int], voided: set[int], in_force: list[Action], lookup: Callable[[int], Action | None]) -> None:
    """An undo, redo or void, applied to the sets and the list in force (kept in `seq` order)."""
    target = action.target
    was_in = target not in undone and target not in voided
    if action.kind == UNDO:
        undone.add(target)
    elif action.kind == REDO:
        undone.discard(target)
    elif action.kind == VOID:
        voided.add(target)
    now_in = target not in undone and target not in voided
    subject = lookup(target)
    if subject is None or subject.is_meta or was_in == now_in:
        return
    at = bisect.bisect_left(in_force, target, key=lambda a: a.seq)
    if now_in:
        in_force.insert(at, subject)
    elif at < len(in_force) and in_force[at].seq == target:
        del in_force[at]
    elif subject in in_force:  # a log out of `seq` order (never written so): the slow way, still right
        in_force.remove(subject)


#: Payload keys that name a player of the tournament.
PLAYER_KEYS = ("player_id", "eliminator_id", "keep", "merge")
#: Kinds that change players without naming them in their payload.
TOUCHES_EVERYONE = frozenset({"registration.release_reserved", "tournament.create", "tournament.configure"})


def named_players(actions: Iterable[Action], keys: tuple[str, ...] = PLAYER_KEYS) -> set[int] | None:
    """The players the actions name anywhere in their payloads; None when they may touch anyone (undo, redo...).

    The audit record of a draw (`inputs`) only repeats who was drawn and is skipped.
    """
    found: set[int] = set()
    for action in actions:
        if action.is_meta or action.kind in TOUCHES_EVERYONE:
            return None
        stack: list[Any] = [action.payload]
        while stack:
            value = stack.pop()
            if type(value) is dict or isinstance(value, Mapping):
                for key, item in value.items():
                    if key in keys:
                        if isinstance(item, int) and not isinstance(item, bool):
                            found.add(item)
                    elif key != "inputs" and _nested(item):
                        stack.append(item)
            else:
                stack.extend(item for item in value if _nested(item))
    return found


#: What a payload holds, told apart by its type alone where it can be: asking the `Mapping` ABC of every number,
#: text and entry of a color-up of 400 players took most of the walk.
_FLAT = frozenset({int, str, bool, float, type(None)})
_NESTED = frozenset({dict, list, tuple})


def _nested(item: object) -> bool:
    kind = type(item)
    return kind in _NESTED or (kind not in _FLAT and isinstance(item, Mapping | list | tuple))
