"""One stream of actions (a tournament, the player directory, the ranking) with undo and redo.

The flow of a command: the actions are inserted in an open transaction (which
numbers them), the rules decide each one and their effects are applied, the
projections are written, and the transaction commits. If a rule refuses or
the commit fails, the transaction rolls back and the state is rebuilt from
the stored log, so neither the database nor the screen keeps half a command.
"""

from __future__ import annotations

import json
import pickle
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from tdapp.domain.errors import RuleError
from tdapp.domain.log import REDO, UNDO, Action, actions_in_force, undone_targets
from tdapp.domain.rulebook import Rulebook
from tdapp.storage.store import ActionStore, encode

S = TypeVar("S")
Command = tuple[str, Mapping[str, Any]]
Projection = Callable[[Session, int | None, Any, Sequence[Action]], None]


#: A copy of the state is kept every so many actions in force, so that an undo replays only what follows it.
CHECKPOINT_EVERY = 500


def thin_checkpoints(checkpoints: list[tuple[int, bytes]], keep_recent: int = 16, stride: int = 8) -> list[tuple[int, bytes]]:
    """Keep the recent copies (undo is mostly of recent actions) and every `stride`-th older one: memory stays bounded."""
    if len(checkpoints) <= keep_recent:
        return checkpoints
    older, recent = checkpoints[:-keep_recent], checkpoints[-keep_recent:]
    return [c for i, c in enumerate(older) if i % stride == 0] + recent


def wall_clock_ms() -> int:
    return time.time_ns() // 1_000_000


def as_stored(kind: str, payload: Mapping[str, Any]) -> dict[str, Any]:
    """The payload exactly as the log will give it back, so the live state and a replay see the same thing.

    A value JSON cannot hold (an object, a set) is refused like any malformed
    action; a tuple becomes a list and a dictionary's keys become text, as
    they will be after reopening.
    """
    try:
        return json.loads(encode(dict(payload)))
    except (TypeError, ValueError) as exc:
        raise RuleError("The action '{kind}' is malformed ({detail}).", kind=kind, detail=str(exc)) from exc


class _Stale(Exception):
    """Another desk stored actions of this stream since this one last looked."""


class StorageFailed(RuleError):
    """The database did not accept the change; nothing was changed."""


@dataclass
class Change:
    """What a command changed, for the views to refresh themselves."""

    stream: str
    tournament_id: int | None
    actions: list[Action] = field(default_factory=list)

    @property
    def kinds(self) -> set[str]:
        return {a.kind for a in self.actions}


class Book(Generic[S]):
    def __init__(
        self,
        store: ActionStore,
        rulebook: Rulebook[S],
        stream: str,
        tournament_id: int | None = None,
        *,
        projection: Projection | None = None,
        now: Callable[[], int] = wall_clock_ms,
        log: list[Action] | None = None,
    ) -> None:
        self.store = store
        self.rulebook = rulebook
        self.stream = stream
        self.tournament_id = tournament_id
        self.projection = projection
        self.now = now
        self.log: list[Action] = store.load(stream, tournament_id) if log is None else log
        self._checkpoints: list[tuple[int, bytes]] = []
        self._pending_checkpoint_limit = 0  # set by an undo or redo: copies beyond it no longer stand
        self.state: S = self._replay_with_checkpoints(actions_in_force(self.log))

    # -- commands --------------------------------------------------------
    def execute(self, kind: str, payload: Mapping[str, Any] | None = None, operator: str = "") -> Action:
        return self.execute_many([(kind, payload or {})], operator)[0]

    def execute_many(self, commands: Iterable[Command], operator: str = "") -> list[Action]:
        """Run several actions as one: all are stored, or none."""
        at = self.now()
        pending = [Action(kind, as_stored(kind, payload), at, operator) for kind, payload in commands]
        if any(a.is_meta for a in pending):
            raise RuleError("Use undo and redo for that.")
        return self._commit_fresh(pending, apply_live=True)

    def undo(self, target: int, operator: str = "") -> Action:
        """Undo any action in force, provided no later action depends on it."""
        self.sync()
        self._check_target(target, want_undone=False)
        action = Action(UNDO, {"target": target}, self.now(), operator)
        return self._commit_fresh([action], apply_live=False)[0]

    def redo(self, target: int, operator: str = "") -> Action:
        """Put an undone action back in its place, provided everything after it still holds."""
        self.sync()
        self._check_target(target, want_undone=True)
        action = Action(REDO, {"target": target}, self.now(), operator)
        return self._commit_fresh([action], apply_live=False)[0]

    def last_undoable(self) -> Action | None:
        in_force = actions_in_force(self.log)
        return in_force[-1] if in_force else None

    def last_redoable(self) -> Action | None:
        """The most recently undone action that is still undone (what Ctrl+Shift+Z brings back)."""
        undone = undone_targets(self.log)
        for action in reversed(self.log):
            if action.kind == UNDO and action.target in undone:
                return self.action(action.target)
        return None

    def action(self, seq: int) -> Action:
        for a in self.log:
            if a.seq == seq:
                return a
        raise RuleError("There is no action #{seq} in this log.", seq=seq)

    def is_undone(self, seq: int) -> bool:
        return seq in undone_targets(self.log)

    def reload(self) -> None:
        """Re-read the stream from the database (another desk may have written to it)."""
        self.log = self.store.load(self.stream, self.tournament_id)
        self.state = self._replay_with_checkpoints(actions_in_force(self.log))

    def rebuild(self) -> S:
        """A fresh state from the log alone, for comparison with the live one."""
        return self.rulebook.replay(actions_in_force(self.log))

    # -- internals ---------------------------------------------------------
    def _check_target(self, target: int, *, want_undone: bool) -> None:
        action = self.action(target)
        if action.is_meta:
            raise RuleError("Undo and redo themselves cannot be undone; use redo or undo on the original action.")
        if self.is_undone(target) != want_undone:
            if want_undone:
                raise RuleError("Action #{seq} is not undone.", seq=target)
            raise RuleError("Action #{seq} is already undone.", seq=target)

    # -- several desks on one database ------------------------------------------------
    def last_seq(self) -> int:
        return self.log[-1].seq if self.log else 0

    def sync(self) -> bool:
        """Take in the actions other desks stored on this stream; True if anything changed."""
        if self.stream == "tournament" and self.tournament_id is None:
            return False
        newer = self.store.load_after(self.stream, self.tournament_id, self.last_seq())
        if not newer:
            return False
        self.log.extend(newer)
        if any(a.is_meta for a in newer):
            self.state = self._replay_with_checkpoints(actions_in_force(self.log))
            return True
        try:
            for action in newer:
                self.rulebook.apply(self.state, action)
        except RuleError:
            self.state = self._replay_with_checkpoints(actions_in_force(self.log))
            return True
        self._in_force += len(newer)
        self._maybe_checkpoint()
        return True

    def _commit_fresh(self, pending: list[Action], *, apply_live: bool) -> list[Action]:
        """Commit, first taking in what other desks stored meanwhile, so the rules decide on the latest state."""
        for _attempt in range(3):
            try:
                return self._commit(pending, apply_live=apply_live)
            except _Stale:
                self.sync()
        return self._commit(pending, apply_live=apply_live, check_others=False)

    def _commit(self, pending: list[Action], *, apply_live: bool, check_others: bool = True) -> list[Action]:
        stored: list[Action] = []
        live_touched = False
        tid = self.tournament_id
        try:
            with self.store.session() as session, session.begin():
                tid = self._tournament_id_for(session, pending)
                if tid is not None and self.tournament_id is not None:
                    self.store.lock_tournament(session, tid)
                for action in pending:
                    stored.append(self.store.insert(session, self.stream, tid, action))
                # The first insert took the database's write lock: nobody can store in between from here on.
                if check_others and self.store.others_wrote(session, self.stream, tid, self.last_seq(), stored[0].seq):
                    raise _Stale
                if apply_live:
                    for action in stored:
                        effect = self.rulebook.decide(self.state, action)
                        live_touched = True
                        effect()
                    new_state = self.state
                else:
                    new_state = self._replay_changed(actions_in_force(self.log), actions_in_force([*self.log, *stored]))
                if self.projection is not None:
                    self.projection(session, tid, new_state, stored)
        except RuleError:
            if live_touched:
                self.state = self.rebuild()
            raise
        except SQLAlchemyError as exc:
            if live_touched:
                self.state = self.rebuild()
            raise StorageFailed(
                "The database did not store the change ({detail}); nothing was changed.", detail=str(exc.orig or exc)
            ) from exc
        self.tournament_id = tid
        committed = getattr(self.projection, "committed", None)
        if committed is not None:
            committed()
        self.log.extend(stored)
        self.state = new_state
        if apply_live:
            self._in_force += len(stored)
            self._maybe_checkpoint()
        else:
            self._in_force = len(actions_in_force(self.log))
            limit = self._pending_checkpoint_limit
            self._checkpoints = [(n, data) for n, data in self._checkpoints if n <= limit]
        return stored

    # -- checkpoints: undo replays from the last copy before what changed -------------
    def _replay_with_checkpoints(self, actions: list[Action]) -> S:
        """Replay from scratch, keeping a copy of the state every CHECKPOINT_EVERY actions."""
        self._checkpoints = []
        state = self.rulebook.new_state()
        for start in range(0, len(actions), CHECKPOINT_EVERY):
            state = self.rulebook.replay(actions[start : start + CHECKPOINT_EVERY], state)
            done = min(start + CHECKPOINT_EVERY, len(actions))
            if done % CHECKPOINT_EVERY == 0:
                self._checkpoints.append((done, pickle.dumps(state, pickle.HIGHEST_PROTOCOL)))
                self._checkpoints = thin_checkpoints(self._checkpoints)
        self._in_force = len(actions)
        return state

    def _replay_changed(self, before: list[Action], after: list[Action]) -> S:
        """The state for `after`, replayed from the last checkpoint of the prefix it shares with `before`."""
        same = 0
        for old, new in zip(before, after, strict=False):
            if old.seq != new.seq:
                break
            same += 1
        usable = [(n, data) for n, data in self._checkpoints if n <= same]
        if usable:
            n, data = usable[-1]
            state = self.rulebook.replay(after[n:], pickle.loads(data))
        else:
            state = self.rulebook.replay(after)
        # Copies of prefixes that no longer stand are dropped only once the change is committed.
        self._pending_checkpoint_limit = same
        return state

    def _maybe_checkpoint(self) -> None:
        last = self._checkpoints[-1][0] if self._checkpoints else 0
        if self._in_force - last >= CHECKPOINT_EVERY:
            self._checkpoints.append((self._in_force, pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)))
            self._checkpoints = thin_checkpoints(self._checkpoints)

    def _tournament_id_for(self, session: Session, pending: list[Action]) -> int | None:
        if self.tournament_id is not None or self.stream != "tournament":
            return self.tournament_id
        return self.store.new_tournament_row(session, pending[0].at_ms)
