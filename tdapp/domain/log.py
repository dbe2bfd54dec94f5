"""The action log: what an action is, and which actions are in force.

Every change of state is an `Action`. State is never edited directly: it is
the fold of the actions in force over an empty state. Undo and redo are
actions too (kinds ``undo`` and ``redo`` naming a target), so the log is
append-only and tells the whole story, including second thoughts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
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
            if isinstance(value, Mapping):
                for key, item in value.items():
                    if key in keys:
                        if isinstance(item, int) and not isinstance(item, bool):
                            found.add(item)
                    elif key != "inputs" and isinstance(item, Mapping | list | tuple):
                        stack.append(item)
            else:
                stack.extend(item for item in value if isinstance(item, Mapping | list | tuple))
    return found
