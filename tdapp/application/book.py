"""One stream of actions (a tournament, the player directory, the ranking) with undo and redo.

The flow of a command: a write transaction is opened as the stream's only
writer, the actions other desks stored meanwhile are taken in, the command is
built and decided on that state, its actions are inserted at the next
positions of the stream, the projections are written, and the transaction
commits. If a rule refuses or the commit fails, the transaction rolls back and
the state is rebuilt from the stored log, so neither the database nor the
screen keeps half a command.

Several desks on one database never fork the log: each action is stored at a
position of its stream that the database keeps unique. A desk that loses the
race (another stored that position first) takes in the winner's actions and
decides again; after `MAX_ATTEMPTS` it refuses and stores nothing. No path
stores an action decided on a state older than the log.
"""

from __future__ import annotations

import bisect
import gc
import json
import os
import pickle
import random
import threading
import time
import uuid
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError

from tdapp.application.give_way import command_under_way, give_way, give_way_off_the_main_thread
from tdapp.application.release import release_later
from tdapp.domain.errors import RuleError
from tdapp.domain.log import GESTURE, IRREVERSIBLE_KINDS, REDO, UNDO, VOID, Action, LogIndex, actions_in_force
from tdapp.domain.rulebook import ReplayError, Rulebook
from tdapp.domain.tournament import state as state_module
from tdapp.storage import snapshots as snapshots_module
from tdapp.storage.chain import GENESIS
from tdapp.storage.snapshots import Snapshot, SnapshotCache, collector_paused, unpickled
from tdapp.storage.store import ActionStore, Write, encode, is_lock_timeout, is_position_conflict, is_transient_conflict

S = TypeVar("S")
Command = tuple[str, Mapping[str, Any]]
#: A command built on the state it will be decided on (a new player's number,
#: a seat drawn among the free ones): built again if another desk stored first.
CommandBuilder = Callable[[Any], Iterable[Command]]
Projection = Callable[[Write, int | None, Any, Sequence[Action]], None]


#: A copy of the state is kept every so many actions in force, so that an undo replays only what follows it.
CHECKPOINT_EVERY = 500

#: The undo copy kept alive: a state this many actions in force behind the live one, so that undoing a recent
#: action replays from it instead of unpickling a copy (which grows with the field: 0.1-0.2 s at 6,000 entries).
LAG_BEHIND = 100
#: A seat draw of more players than this is not applied to the lagging copy inside a later command (the draw of a
#: 10,000-entry field: 28-60 ms, once): the copy is built again past it on a worker.
LAG_HEAVY_DRAW = 1000
#: The lagging copy takes at most this many actions inside one command: a copy far behind (a batch of commands, or
#: one a worker built while the desk went on) catches up over the next commands. Taken all at once, the 460 busts of
#: a batch held a deal's command 32 ms at 2,000 entries.
LAG_CATCH_UP = 128
#: This machine's copy is written from the last undo copy and the actions in force after it, up to this many: a copy
#: a worker pickled while the desk ran commands back to back (it gives way to each) may be a few hundred behind, and
#: its tail applied on opening (tens of milliseconds) is cheaper than the live state pickled on the desk's thread
#: (60 ms at 6,000 entries, in the middle of a command).
SNAPSHOT_TAIL = CHECKPOINT_EVERY
#: That copy is rebuilt (after an undo, a redo, at opening) on a worker thread; tests may build it at once.
LAG_IN_BACKGROUND = True
LAG_START_DELAY_S = 0.25
#: How long a long undo or redo off the desk's thread waits for the lagging copy a worker is building (after an early
#: undo at a festival's end: `Book._lag_came`) before it replays from the undo copy before its target.
LAG_WAIT_S = 3.0
#: With the lagging copy built at once (tests), the undo copies an undo in place dropped are built again at once
#: only if this is set too: a test that counts what an undo replays sees the undo's own work.
COPIES_AT_ONCE = False
# A copy unpickled or pickled on a worker waits between its parts while the desk runs a command: unpickling a
# festival's state is 100-200 ms of the interpreter's time, which a command arriving then shared with it part by part.
state_module.between_parts = give_way_off_the_main_thread
snapshots_module.between_chunks = give_way_off_the_main_thread  # the log in this machine's copy, on its writer

#: The actions it replays between two looks at whether the desk runs a command (`give_way`): a few milliseconds.
LAG_SLICE = 64

#: How many times a desk decides again after another desk stored at the same position first.
MAX_ATTEMPTS = 12
#: On a server, a command goes in one round trip (the rows sent with the stream's lock and COMMIT, nothing read first)
#: once this many commands in a row found nobody else storing on the stream. The server refuses the row if another
#: desk stored meanwhile; the command is then decided again on the latest state, the live state rebuilt first (a
#: replay from the last undo copy: milliseconds), so a stream where several desks are busy goes the two trips' way.
ONE_TRIP_AFTER = 2
#: An undo or redo that replays more actions than this is worked out before the write begins, and checked in it:
#: the write (on a SQLite file, the whole file's) is then held for the insert alone, not for seconds of replay,
#: so the other desks -- on this tournament or on another in the same file -- are never kept waiting by it.
REPLAY_OUTSIDE_WRITE = 1_000
#: The state just before an action the undo index does not follow (a deal, the finish) is built for an undo made in
#: place there (`Book._split_base`) from the lagging copy, or from an undo copy at most this many actions before it.
#: Right after an early undo at a festival's end, the lagging copy is on its way and the copies past that undo's
#: target are gone: the copy before the deal may then be 20,000 actions back, and the desk asks first on its own
#: thread whether an undo is long (`replay_length`): that replay held it 3 s at 6,000 entries. Such an undo is long
#: now, and runs off the desk's thread, where it waits for the lagging copy (`Book._lag_came`).
SPLIT_NEAR = REPLAY_OUTSIDE_WRITE
#: Every undo or redo made in place is checked against the replay of the log (the test suite sets it): a state
#: that differs is a bug in a reversal, raised where it happens instead of shown to the room.
CHECK_IN_PLACE = os.environ.get("TDAPP_CHECK_REVERSALS") == "1"
#: An undo of one of the first TRIAL_FIRST actions in force that the rules cannot settle from the index (the
#: tournament created, a structure, tables) is first tried on a short stretch: the replay from scratch without it,
#: up to TRIAL_PAST actions past it. The replay stops at the first action that fails, so one failing there is the
#: whole replay's refusal, known in a few milliseconds (the state at the start is small) instead of seconds off the
#: desk's thread.
TRIAL_FIRST = 16
TRIAL_PAST = 64


T = TypeVar("T")


#: The recent undo copies kept whole by `thin_checkpoints` (one every CHECKPOINT_EVERY actions).
RECENT_COPIES = 16


def thin_checkpoints(checkpoints: list[T], keep_recent: int = RECENT_COPIES, stride: int = 8) -> list[T]:
    """Keep the recent copies (undo is mostly of recent actions) and one older copy per `stride` copies' worth of
    actions (the first of positions 0-3,999, of 4,000-7,999, ... at a copy every 500): memory stays bounded.

    By position, not by rank in the list: the copies are thinned again at every new one, and a rule by rank
    (every eighth of the older ones) thinned the older ones again each time, down to the very first: an early
    undo then replayed the log from its beginning.
    """
    if len(checkpoints) <= keep_recent:
        return checkpoints
    older, recent = checkpoints[:-keep_recent], checkpoints[-keep_recent:]
    span = stride * CHECKPOINT_EVERY
    kept: list[T] = []
    spans: set[int] = set()
    for copy in older:
        position = copy if isinstance(copy, int) else copy[0]  # type: ignore[index]
        if position // span not in spans:
            spans.add(position // span)
            kept.append(copy)
    return kept + recent


def _heavy_for_the_lag(action: Action) -> bool:
    """The seat draw of a whole field: applied again to the lagging copy it would hold the desk's thread for tens
    of milliseconds inside a later command."""
    seats = action.payload.get("seats") if action.kind == "seating.draw" else None
    return isinstance(seats, list) and len(seats) > LAG_HEAVY_DRAW


def _targets(actions: list[Action]) -> list[tuple[str, int]]:
    return [(a.kind, a.target) for a in actions]


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


class _LostRace(Exception):
    """Another desk stored an action at the position this one was storing."""


class _Behind(_LostRace):
    """A command sent in one round trip found that another desk had stored first: decided again at once."""


class StorageFailed(RuleError):
    """The database did not accept the change; nothing was changed."""


class StorageBusy(RuleError):
    """Other desks kept storing first on this stream; nothing was stored."""


class BrokenLog(RuleError):
    """A stored action no longer replays: the stream is open up to it and takes nothing but its void."""


@dataclass
class Change:
    """What a command changed, for the views to refresh themselves."""

    stream: str
    tournament_id: int | None
    actions: list[Action] = field(default_factory=list)

    @property
    def kinds(self) -> set[str]:
        return {a.kind for a in self.actions}


@dataclass
class _Decided(Generic[S]):
    """An undo or redo worked out before its write: valid while the stream has not moved (`head`)."""

    head: int
    targets: list[tuple[str, int]]
    state: S


@dataclass
class _Before(Generic[S]):
    """What an undo or redo replaced, kept until anything else changes the actions in force: its exact reverse (the
    redo of that undo, the undo of that redo: a TD's second thoughts) puts it back as it was, instead of working it out
    again -- a replay, or the state before an action the index does not follow built again (seconds at a festival
    while a worker rebuilds the lagging copy that change used up)."""

    generation: int  # the actions in force as the change left them (`Book._generation`) ...
    log_length: int  # ... and the log, its undo or redo the last action
    target: int  # the gesture's first action
    undoing: bool  # what the change did to it
    size: int  # the actions of the gesture it changed
    at: int  # the position in force it changed: the copies up to it stand in both worlds
    by: int  # the undo or redo itself
    state: S | None  # the live state before it, when the change replaced it (None: changed in place)
    checkpoints: list[tuple[int, bytes]]  # the undo copies before it (past `at`, they hold the actions as they were)
    copies_dropped: set[int]


@dataclass
class _Replayed(Generic[S]):
    state: S
    checkpoints: list[tuple[int, bytes]]
    in_force: int  # how many actions in force the state holds
    broken: ReplayError | None


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
        snapshots: SnapshotCache | None = None,
    ) -> None:
        self.store = store
        self.rulebook = rulebook
        self.stream = stream
        self.tournament_id = tournament_id
        self.projection = projection
        self.now = now
        self.snapshots = snapshots
        self._checkpoints: list[tuple[int, bytes]] = []
        self._pending_checkpoint_limit = 0  # set by an undo or redo: copies beyond it no longer stand
        self._pending_checkpoints: list[tuple[int, bytes]] = []  # the copies an undo or redo took on its way
        self._pending_lag: tuple[int, S] | None = None  # the lagging copy a replay kept (`_replay_changed`)
        self.broken: ReplayError | None = None  # the stored action that no longer replays, if any
        self._head_hash: str | None = None  # the chain's hash of the last action this desk holds (None: ask the database)
        # One round trip per command (`ONE_TRIP_AFTER`): the commands in a row that found nobody else storing on the
        # stream, and a number the server gave with the last commit (`ActionStore.reserve_number`).
        self._quiet = 0
        self._reserved: int | None = None
        self._unsure: set[int] = set()  # the numbers of a command sent in one round trip that may have been stored
        self._fetched_head: tuple[int, str | None] | None = None  # the last newer action read and the chain's hash there
        self.restored_from_snapshot = False
        self.log: list[Action] = []
        self._index = LogIndex()
        # The lagging undo copy (see LAG_BEHIND): (actions in force it holds, the state); one a worker built, with
        # the generation of the actions in force it was built for (bumped when they change other than at their end).
        self._lag: tuple[int, S] | None = None
        self._lag_ready: tuple[int, int, S] | None = None
        self._generation = 0
        self.closed = False  # no more lagging copies are built once the desk closes it
        self._lag_built_for = -1
        # The build a worker is making: (the generation it is for, set once it is over whatever became of it, set to
        # start it at once -- a long undo waits for it: `_lag_came`).
        self._lag_building: tuple[int, threading.Event, threading.Event] | None = None
        # The undo copies an undo or redo in place dropped (they held the old actions in force), built again on a
        # worker: (generation, the copies), taken in by the desk's thread when it next reads the copies.
        self._copies_ready: tuple[int, list[tuple[int, bytes]]] | None = None
        self._copies_built_for = -1
        self._copies_dropped: set[int] = set()  # the positions of those copies, until built again
        # The undo copy a worker pickles from the lagging copy (`_start_checkpoint`): under way, and when done
        # (generation, actions in force it holds, the bytes or None if pickling failed, the lagging copy handed back).
        self._pickling = False
        self._pickled: tuple[int, int, bytes | None, S] | None = None
        # The change in place found for a target in this command (`_step_in_place`): the state, what it was asked, it.
        self._step_found: tuple[weakref.ref[S], tuple[int, bool, int | None, int, int], Callable[[], None]] | None = None
        # The refusal found for a gesture in this command (`_refusal_in_place`): what it was asked, the state, it.
        self._refusal_found: tuple[tuple[int, int, int], weakref.ref[S], RuleError | None] | None = None
        self._snapshot_due = False  # a new undo copy: this machine's copy is written from it at the next command
        # The state of the actions in force before an action the undo index does not follow (`_split_step`), built for
        # one look (`replay_length`) and the command after it: (generation, how many actions it holds, the state,
        # whether it is the lagging copy moved there -- handed back when not used, `_drop_split`).
        self._split: tuple[int, int, S, bool] | None = None
        self._before: _Before[S] | None = None  # the last undo or redo, for its exact reverse (`_reverse_of`)
        if log is None and snapshots is not None and self._restore_snapshot():
            self._start_lag_build()
            return
        self._set_log(store.load(stream, tournament_id) if log is None else log)
        self.state: S = self._replay_with_checkpoints(self._index.in_force())
        if snapshots is not None and self.log:
            # This machine's copy at once, not at the next checkpoint: after a crash, the first frame and the
            # reopening start from it and apply only the few actions stored since (tdapp.ui.first_frame).
            self._head_hash = store.hash_at(stream, tournament_id, len(self.log))
            self.save_snapshot()
        self._start_lag_build()

    def _set_log(self, log: list[Action]) -> None:
        """The only places the log changes (`_set_log`, `_extend_log`) keep its index with it."""
        self.log = log
        self._index = LogIndex(log)

    def _extend_log(self, actions: list[Action]) -> None:
        self.log.extend(actions)
        self._index.extend(actions)

    # -- this machine's copy of the log and state: a restart replays only what came after it -----------
    def _restore_snapshot(self) -> bool:
        assert self.snapshots is not None
        scope = self.tournament_id or 0
        snapshot = self.snapshots.load(self.stream, scope)
        if snapshot is None or self.store.hash_at(self.stream, self.tournament_id, snapshot.head) != snapshot.head_hash:
            return False  # no copy, or not the database's log: the full replay decides
        newer, newer_hash = self.store.load_after_with_head(self.stream, self.tournament_id, snapshot.head)
        if any(a.is_meta for a in newer):
            return False
        try:
            state = unpickled(snapshot.state)
            for action in (*snapshot.tail, *newer):
                self.rulebook.apply(state, action)
        except Exception:
            return False
        with collector_paused():  # the log's index is tens of thousands of new containers and no garbage
            self._set_log(list(snapshot.log) + newer)
        self.state = state
        holds = snapshot.in_force - len(snapshot.tail)
        earlier = [(n, data) for n, data in snapshot.checkpoints if n < holds]
        self._checkpoints = [*earlier, (holds, snapshot.state)]
        self._in_force = snapshot.in_force + len(newer)
        self._head_hash = newer_hash or snapshot.head_hash
        self.restored_from_snapshot = True
        if newer:
            self.save_snapshot()  # the copy catches up, so that a crash now would not replay these again
        return True

    def close(self) -> None:
        """The desk is done with this stream: a lagging copy on its way is not built (it would hold a whole state)."""
        self.closed = True
        self._lag = None
        self._lag_ready = None
        self._split = None
        self._pickled = None
        self._before = None

    def save_snapshot(self, *, now: bool = False) -> None:
        """Keep this machine's copy of the stream up to date (at a checkpoint, off the desk's thread; at closing, at once).

        The state written is the last undo copy, with the few actions in force after it (`Snapshot.tail`, applied
        on opening), when there are at most SNAPSHOT_TAIL of them: a copy is already pickled, and pickling the live
        state here took the desk's thread 60-100 ms at 6,000 entries. At closing, or further from a copy, the live
        state is pickled (the first frame after a normal close then reads only its clock).
        """
        if self.snapshots is None or self.broken is not None or self._head_hash is None or not self.log:
            return
        copy = next(((n, data) for n, data in reversed(self._checkpoints) if n <= self._in_force), None)
        if copy is not None and (copy[0] == self._in_force or (not now and self._in_force - copy[0] <= SNAPSHOT_TAIL)):
            holds, state = copy
        else:
            holds, state = self._in_force, pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)
        tail = tuple(self._index.in_force()[holds : self._in_force])
        # The last few copies, and the older ones kept one per span (`thin_checkpoints`): after a restart an early
        # undo starts from the copy before it, not from the beginning of the log. Thinned by position: a desk
        # restored from such a copy holds fewer than RECENT_COPIES copies, and cutting those off by rank lost the
        # older ones at its next save -- after a second restart an early undo replayed the whole log.
        copies = tuple(thin_checkpoints(self._checkpoints, keep_recent=4))
        snapshot = Snapshot(len(self.log), self._head_hash, list(self.log), self._in_force, state, copies, tail)
        scope = self.tournament_id or 0
        if now:
            self.snapshots.save(self.stream, scope, snapshot)
        else:
            self.snapshots.save_soon(self.stream, scope, snapshot)

    # -- commands --------------------------------------------------------
    def execute(self, kind: str, payload: Mapping[str, Any] | None = None, operator: str = "") -> Action:
        return self.execute_many([(kind, payload or {})], operator)[0]

    def execute_many(self, commands: Iterable[Command] | CommandBuilder, operator: str = "") -> list[Action]:
        """Run several actions as one: all are stored, or none.

        `commands` may be a function of the state: it is called on the latest
        state, inside the write transaction, and called again if another desk
        stored first (a new player's number, a seat among the free ones).
        """
        if callable(commands):
            build: CommandBuilder = commands
        else:
            fixed = list(commands)

            def build(_state: Any) -> Iterable[Command]:
                return fixed

        def prepare() -> list[Action]:
            at = self.now()
            pending = [Action(kind, as_stored(kind, payload), at, operator) for kind, payload in build(self.state)]
            if any(a.is_meta for a in pending):
                raise RuleError("Use undo and redo for that.")
            if len(pending) > 1:  # one gesture of the TD: undone and redone as one
                mark = uuid.uuid4().hex[:12]
                pending = [replace(a, payload={**a.payload, GESTURE: mark}) for a in pending]
            return pending

        return self._commit_fresh(prepare, apply_live=True)

    def undo(self, target: int, operator: str = "") -> Action:
        """Undo any action in force with the rest of its gesture, provided no later action depends on them."""
        return self.undo_many([target], operator)[0]

    def redo(self, target: int, operator: str = "") -> Action:
        """Put an undone action (and the rest of its gesture) back in place, provided everything after it still holds."""
        return self.redo_many([target], operator)[0]

    def gesture(self, seq: int) -> list[Action]:
        """The actions stored by the same command as #seq (one gesture of the TD), in log order."""
        action = self.action(seq)
        mark = action.payload.get(GESTURE)
        if not mark:
            return [action]
        return list(self._index.gestures[mark])

    def undo_many(self, targets: Iterable[int], operator: str = "") -> list[Action]:
        """Undo the targets and their gestures in one transaction (one undo action each, the latest first)."""
        wanted = list(targets)

        def prepare() -> list[Action]:
            seqs = sorted({a.seq for t in wanted for a in self.gesture(t) if not self.is_undone(a.seq)}, reverse=True)
            for seq in seqs or wanted:
                self._check_target(seq, want_undone=False)
            at = self.now()
            return [Action(UNDO, {"target": seq}, at, operator) for seq in seqs]

        return self._commit_fresh(prepare, apply_live=False)

    def redo_many(self, targets: Iterable[int], operator: str = "") -> list[Action]:
        """Redo the targets and their gestures in one transaction (in log order)."""
        wanted = list(targets)

        def prepare() -> list[Action]:
            seqs = sorted({a.seq for t in wanted for a in self.gesture(t) if self.is_undone(a.seq)})
            for seq in seqs or wanted:
                self._check_target(seq, want_undone=True)
                if seq in self._index.voided:
                    raise RuleError("Action #{seq} was voided; it cannot be put back.", seq=seq)
            at = self.now()
            return [Action(REDO, {"target": seq}, at, operator) for seq in seqs]

        return self._commit_fresh(prepare, apply_live=False)

    def void(self, target: int, reason: str, operator: str = "") -> Action:
        """Take out, for good and with a reason, the stored action that no longer replays.

        History is not edited: the void is an action of its own, with its
        operator and time, and the log after it replays without the action.
        """
        reason = reason.strip()

        def prepare() -> list[Action]:
            if self.broken is None:
                raise RuleError("Every action of this log replays; use undo instead.")
            if target != self.broken.action.seq:
                raise RuleError(
                    "Only the action that no longer replays (#{seq}) can be voided.",
                    seq=self.broken.action.seq,
                )
            if not reason:
                raise RuleError("Say why the action is voided.")
            return [Action(VOID, {"target": target, "reason": reason}, self.now(), operator)]

        return self._commit_fresh(prepare, apply_live=False, voiding=True)[0]

    def replay_length(self, seq: int, *, look: bool = False) -> int:
        """How many actions an undo or redo of #seq (with its gesture) replays: those in force from the last undo
        copy before it; 1 when it is made in place or refused at once; one more than the actions replayed after
        it is made in place before an action the undo index does not follow (`_split_plan`). The desk runs a long
        one off its thread (`tdapp.ui.session`).

        `look`: the desk's own look, on its thread, before it decides where to run the undo. The state before the
        end is then taken only as it stands (the lagging copy, or one built already), never unpickled from an undo
        copy and replayed up to the deal there: right after the finish was undone (the lagging copy on its way), that
        look held the desk's thread 83 ms at 6,000 entries, and the undo after it as long again. Not near, the undo is
        as long as the replay from the copy before its target, and the desk runs it on a worker, which builds that
        state (`_decide_outside_write`)."""
        if seq not in self._index.by_seq:
            return 0
        if self._reverse_ready(seq):
            return 1  # the exact reverse of the last undo or redo: what it replaced is put back
        if self._step_in_place(self.state, self.action(seq), undoing=not self.is_undone(seq)) is not None:
            return 1  # nothing later depends on it: taken back or put back in place, nothing replayed
        if not self.is_undone(seq) and self._refusal_in_place(self.action(seq), build=not look) is not None:
            return 1  # refused for certain, without replaying
        in_force = self._index.in_force()
        split = self._split_step(self.action(seq), undoing=not self.is_undone(seq), build=not look)
        if split is not None:
            return 1 + len(in_force) - split[0]  # in place before the action the index does not follow, then the rest
        first = min(a.seq for a in self.gesture(seq))
        at = bisect.bisect_left(in_force, first, key=lambda a: a.seq)
        return len(in_force) - self._copy_before(at)[0]

    def last_undoable(self) -> Action | None:
        in_force = self._index.in_force()
        return in_force[-1] if in_force else None

    def last_redoable(self) -> Action | None:
        """The most recently undone action that is still undone (what Ctrl+Shift+Z brings back)."""
        undone = self._index.undone
        if not undone:
            return None
        for action in reversed(self.log):
            if action.kind == UNDO and action.target in undone and action.target not in self._index.voided:
                return self.action(action.target)
        return None

    def action(self, seq: int) -> Action:
        action = self._index.by_seq.get(seq)
        if action is None:
            raise RuleError("There is no action #{seq} in this log.", seq=seq)
        return action

    def is_undone(self, seq: int) -> bool:
        return self._index.is_out_of_force(seq)

    def reload(self) -> None:
        """Re-read the stream from the database (another desk may have written to it)."""
        self._head_hash = None
        self._set_log(self.store.load(self.stream, self.tournament_id))
        self._set_before(None)
        self.state = self._replay_with_checkpoints(self._index.in_force())
        self._in_force_changed()

    def rebuild(self) -> S:
        """A fresh state from the log alone, for comparison with the live one."""
        return self.rulebook.replay(actions_in_force(self.log))

    # -- internals ---------------------------------------------------------
    def _check_target(self, target: int, *, want_undone: bool) -> None:
        action = self.action(target)
        if action.is_meta:
            raise RuleError("Undo and redo themselves cannot be undone; use redo or undo on the original action.")
        if action.kind in IRREVERSIBLE_KINDS:
            raise RuleError("An erasure of personal data cannot be undone: the data is gone.")
        if self.is_undone(target) != want_undone:
            if want_undone:
                raise RuleError("Action #{seq} is not undone.", seq=target)
            raise RuleError("Action #{seq} is already undone.", seq=target)

    # -- several desks on one database ------------------------------------------------
    @property
    def head(self) -> int:
        """How many actions of the stream this desk holds: its positions are 1..head."""
        return len(self.log)

    def sync(self) -> bool:
        """Take in the actions other desks stored on this stream; True if anything changed."""
        newer = self.fetch_newer()
        if not newer:
            return False
        self.take_in(newer)
        return True

    def fetch_newer(self) -> list[Action]:
        """What other desks stored on this stream since this desk's head (read only; `take_in` takes it in)."""
        if self.stream == "tournament" and self.tournament_id is None:
            return []
        newer, head_hash = self.store.load_after_with_head(self.stream, self.tournament_id, self.head)
        self._fetched_head = (newer[-1].seq, head_hash) if newer else None
        return newer

    def take_in_length(self, newer: list[Action]) -> int:
        """How many actions taking in `newer` replays: another desk's undo or redo of an early action replays
        what follows it, from the copy before it. The desk takes a long one in off its thread (`tdapp.ui.session`)."""
        return max((self.replay_length(a.target) for a in newer if a.is_meta), default=0)

    def take_in(self, newer: list[Action]) -> None:
        """Take in actions read by `fetch_newer`; nothing else may take in or store on this Book in between (the
        desk's session refuses every command and defers its syncs while a long take-in runs)."""
        self._take_in(newer)
        self._drop_split()  # a state built by the look that preceded it (`take_in_length`), if unused: the lagging copy back
        fetched, self._fetched_head = self._fetched_head, None
        if fetched is not None and newer and fetched[0] == newer[-1].seq:
            self._head_hash = fetched[1]  # the chain's head, read with them: the next command need not ask for it

    def _take_in(self, newer: list[Action]) -> None:
        self._head_hash = None
        self._quiet = 0
        change, kept = self._one_change(newer), self._kept()
        back = self._reverse_of(change)
        if back is not None and back.state is not None:  # the exact reverse of the last undo or redo it took in
            self._extend_log(newer)
            self._remember(change, back.at, kept)
            self._put_back(back, change)  # type: ignore[arg-type]
            return
        plan = self._in_place_plan(newer)
        if plan is not None:  # another desk's undo or redo of an action nothing later depends on
            at = plan()
            self._extend_log(newer)
            self._remember(change, at, (None, *kept[1:]))
            self._settle_in_place(at, back)
            return
        split = self._split_plan(newer)
        if split is not None:  # one this desk would have made in place before an action the index does not follow
            try:
                at, state = split()
            except Exception:
                self._in_force_changed()  # the lagging copy may have followed it: built again; replayed below
            else:
                self._extend_log(newer)
                self.state = state
                self._remember(change, at, kept)
                self._settle_in_place(at)
                return
        if self.broken is None and any(a.is_meta for a in newer):
            # Another desk's undo or redo: replayed from the copy before what it changed, as an undo here would be
            # (a whole replay, seconds at a festival, would hold this desk's thread and the room screens it drives).
            try:
                state = self._replay_changed(self._index.in_force(), self._index.in_force_with(newer))
            except Exception:
                state = None  # the whole replay below says what no longer replays
            if state is not None:
                self._extend_log(newer)
                self.state = state
                self._remember(change, self._pending_checkpoint_limit, kept)
                self._settle_checkpoints()
                return
        self._set_before(None)
        self._extend_log(newer)
        if self.broken is not None or any(a.is_meta for a in newer):
            self.state = self._replay_with_checkpoints(self._index.in_force())
            self._in_force_changed()
            return
        try:
            for action in newer:
                self.rulebook.apply(self.state, action)
        except RuleError:
            self.state = self._replay_with_checkpoints(self._index.in_force())
            self._in_force_changed()
            return
        self._in_force += len(newer)
        self._advance_lag()
        self._maybe_checkpoint()

    def _commit_fresh(self, prepare: Callable[[], list[Action]], *, apply_live: bool, voiding: bool = False) -> list[Action]:
        """Store a command decided on the latest state; decide again if another desk stored first.

        A short random pause between attempts keeps desks that collided from
        colliding again in step.
        """
        self._unsure = set()
        try:
            for attempt in range(MAX_ATTEMPTS):
                decided = None if apply_live or voiding else self._decide_outside_write(prepare)
                try:
                    return self._commit(prepare, apply_live=apply_live, voiding=voiding, decided=decided)
                except _Behind:
                    continue  # the next attempt reads what the other desk stored, under the lock
                except _LostRace:
                    time.sleep(random.uniform(0, 0.002 * (attempt + 1)))
        finally:
            self._step_found = self._refusal_found = None  # found for this command only
            self._drop_split()
        raise StorageBusy("Another desk is saving on this tournament right now; nothing was stored. Try again.")

    def _note_commit_sent(self, write: Write | None, exc: Exception, stored: list[Action]) -> None:
        """The connection was lost once the message with COMMIT had left: stored or not, only the server knows."""
        if write is not None and write.commit_sent and getattr(exc, "connection_invalidated", False):
            self._unsure = {a.seq for a in stored}

    def _refuse_if_unsure(self, detail: str) -> None:
        """The command's message with COMMIT went to the server (its one round trip, or the second of two) and its
        answer was lost; a look for it failed too, or could not be made. The server may have stored it (a message held
        on the network is delivered when it comes back): the desk must not say that nothing was stored. It takes the
        command in, if it was, at its next look at the server."""
        if self._unsure:
            raise StorageFailed(
                "The server did not answer after the change was sent ({detail}): it may have been stored. The desk shows it "
                "as soon as the server answers again; check the log before entering it again.",
                detail=detail,
            )

    def _decide_outside_write(self, prepare: Callable[[], list[Action]]) -> _Decided[S] | None:
        """A long undo or redo replayed before the write (None for a short one: decided inside, as any command).

        A refusal (a later action depends on the target) is raised from here,
        having stored nothing, exactly as it would be from inside the write.
        """
        if self.broken is not None:
            return None
        pending = prepare()

        def short() -> bool:
            return max(self.replay_length(a.target) for a in pending) <= REPLAY_OUTSIDE_WRITE

        if not pending or short():
            return None
        if self._lag_came(pending) and short():
            return None  # made before the end on the lagging copy, inside the write as any short command
        head = self.head
        state = self._replay_changed(self._index.in_force(), self._index.in_force_with(pending))
        return _Decided(head, _targets(pending), state)

    def _lag_came(self, pending: list[Action]) -> bool:
        """Off the desk's thread (a long undo or redo the desk runs in the background), whether the lagging copy a
        worker was building for these actions in force came within LAG_WAIT_S. An early undo at a festival's end uses
        the copy up (`_split_plan`) and a worker builds it again once the desk has drawn the undo (a third of a second
        later); another early undo in that time found none and replayed from the undo copy before its target: 2 s at
        6,000 entries. It now has the worker start at once and takes the undo in place before the end on the copy:
        45-139 ms at 2,000-6,000 entries in the benchmark. On the desk's own thread it never waits (a replay that long
        is not run there)."""
        building = self._lag_building
        if building is None or threading.current_thread() is threading.main_thread() or self._lag is not None:
            return False
        generation, over, hurry = building
        if generation != self._generation or not any(a.kind in (UNDO, REDO) for a in pending):
            return False
        hurry.set()  # the desk has drawn the undo before: the worker starts at once
        if not over.wait(LAG_WAIT_S):
            return False
        self._adopt_lag()
        return self._lag is not None

    def _commit(
        self,
        prepare: Callable[[], list[Action]],
        *,
        apply_live: bool,
        voiding: bool = False,
        decided: _Decided[S] | None = None,
    ) -> list[Action]:
        with command_under_way():  # the undo copy's rebuild waits meanwhile (`give_way`)
            return self._commit_under_way(prepare, apply_live=apply_live, voiding=voiding, decided=decided)

    def _commit_under_way(
        self,
        prepare: Callable[[], list[Action]],
        *,
        apply_live: bool,
        voiding: bool = False,
        decided: _Decided[S] | None = None,
    ) -> list[Action]:
        stored: list[Action] = []
        live_touched = False
        in_place_at: int | None = None  # an undo or redo made in place: the position in force it changed
        split_at: int | None = None  # one made in place before an action the index does not follow (`_split_plan`)
        before: Any = None  # what the projection noted of the state before an undo or redo in place (`snapshot`)
        tid = self.tournament_id
        new_broken: ReplayError | None = None
        reserved, self._reserved = self._reserved, None  # a number is used once, whatever becomes of this command
        # One round trip: a command decided on the state this desk holds, when nobody else has stored on the stream for
        # a while; the server refuses its row if somebody did (`ActionStore.lock_unread`).
        one_trip = (
            apply_live
            and reserved is not None
            and self._quiet >= ONE_TRIP_AFTER
            and self._head_hash is not None
            and self.broken is None
            and reserved > (self.log[-1].seq if self.log else 0)
        )
        quiet = False  # whether this command found nobody else storing
        write: Write | None = None
        change: tuple[Action, Action, bool, int] | None = None  # the undo or redo it is (`_one_change`)
        back: _Before[S] | None = None  # the last undo or redo it reverses exactly (`_reverse_of`)
        kept: tuple[S | None, list[tuple[int, bytes]], set[int]] = (None, [], set())  # what it replaces (`_kept`)
        try:
            with self.store.write() as write:
                previous_hash = GENESIS
                self.store.reserve_number(write)
                if tid is None and self.stream == "tournament":  # a new tournament: nothing stored on it yet
                    self.store.begin_write(write, self.stream, tid)
                elif one_trip:
                    assert reserved is not None and self._head_hash is not None
                    self.store.lock_unread(write, self.stream, tid, [reserved])
                    previous_hash = self._head_hash
                else:
                    newer, newer_hash = self.store.lock_and_read(write, self.stream, tid, self.head)
                    quiet = not newer
                    if newer:
                        self._take_in(newer)
                        self._head_hash = newer_hash
                    ours = [a for a in newer if a.seq in self._unsure]
                    if ours:  # the one round trip's lost answer: it had been stored, and is now taken in
                        return ours
                    if self._head_hash is None:
                        self._head_hash = self.store.head_hash(self.stream, tid, write)
                    previous_hash = self._head_hash
                if self.broken is not None and not voiding:
                    raise BrokenLog(
                        "Action #{seq} ({kind}) no longer replays ({reason}); nothing can be stored until the TD voids it in the Log.",
                        seq=self.broken.action.seq,
                        kind=self.broken.action.kind,
                        reason=self.broken.cause.render(),
                    )
                pending = prepare()
                if not pending:
                    return []
                tid = self._tournament_id_for(write, pending)
                head = self.head
                self.store.number(write, len(pending))
                for offset, action in enumerate(pending, 1):
                    last = offset == len(pending)
                    action, previous_hash = self.store.insert(write, self.stream, tid, action, head + offset, previous_hash, announce=last)
                    stored.append(action)
                if not apply_live and not voiding:
                    change, kept = self._one_change(stored), self._kept()
                    back = self._reverse_of(change)
                if apply_live:
                    for action in stored:
                        effect = self.rulebook.decide(self.state, action)
                        live_touched = True
                        effect()
                    new_state = self.state
                elif voiding:
                    replayed = self._replay_tolerant(self._index.in_force_with(stored))
                    new_state, new_broken = replayed.state, replayed.broken
                elif decided is not None and decided.head == head and decided.targets == _targets(stored):
                    new_state = decided.state  # nobody stored anything since it was worked out: it stands as it is
                elif back is not None and back.state is not None:
                    before = self._projected()
                    new_state = back.state  # what the undo or redo it reverses replaced: nothing worked out again
                elif (plan := self._in_place_plan(stored)) is not None:
                    before = self._projected()
                    live_touched = True
                    in_place_at = plan()
                    new_state = self.state
                elif (refusal := self._refusal_of(stored)) is not None:
                    if CHECK_IN_PLACE:
                        self._check_refusal(refusal, stored)
                    raise refusal
                elif (split := self._split_plan(stored)) is not None:
                    before = self._projected()
                    try:
                        split_at, new_state = split()
                    except RuleError as refusal:
                        if CHECK_IN_PLACE:
                            self._check_refusal(refusal, stored)
                        raise
                else:
                    new_state = self._replay_changed(self._index.in_force(), self._index.in_force_with(stored))
                if self.projection is not None and before is not None:
                    self.projection(write, tid, new_state, stored, before)  # type: ignore[call-arg]
                elif self.projection is not None:
                    self.projection(write, tid, new_state, stored)
                if apply_live:
                    # While the server stores the command: the lagging copy takes the actions in force it will follow
                    # once these are stored (all stored before; whatever becomes of this command, it holds them).
                    write.meanwhile = lambda: self._advance_lag(ahead=len(stored))
        except RuleError:
            if live_touched:
                self._restore(lag_touched=in_place_at is not None)
            elif split_at is not None:
                self._in_force_changed()  # the lagging copy followed the change: built again
            raise
        except (IntegrityError, OperationalError) as exc:
            if live_touched:
                self._restore(lag_touched=in_place_at is not None)
            elif split_at is not None:
                self._in_force_changed()
            if one_trip and (is_position_conflict(exc) or getattr(exc, "connection_invalidated", False)):
                # Another desk stored first, or the answer was lost with the connection (stored or not: the next
                # attempt reads the stream under the lock and finds this command's numbers if it was).
                self._quiet = 0
                self._unsure = {a.seq for a in stored}
                raise _Behind from exc
            self._note_commit_sent(write, exc, stored)
            if is_position_conflict(exc) or is_transient_conflict(exc):
                raise _LostRace from exc
            if is_lock_timeout(exc):  # another desk held the stream all that time (a long undo): no use waiting again
                raise StorageBusy("Another desk is saving on this tournament right now; nothing was stored. Try again.") from exc
            self._refuse_if_unsure(str(exc.orig or exc))
            raise StorageFailed(
                "The database did not store the change ({detail}); nothing was changed.", detail=str(exc.orig or exc)
            ) from exc
        except SQLAlchemyError as exc:
            if live_touched:
                self._restore(lag_touched=in_place_at is not None)
            elif split_at is not None:
                self._in_force_changed()
            self._note_commit_sent(write, exc, stored)
            self._refuse_if_unsure(str(getattr(exc, "orig", None) or exc))
            raise StorageFailed(
                "The database did not store the change ({detail}); nothing was changed.", detail=str(getattr(exc, "orig", None) or exc)
            ) from exc
        self.tournament_id = tid
        self._head_hash = previous_hash
        self._reserved = write.reserved
        self._quiet = self._quiet + 1 if quiet or one_trip else 0
        committed = getattr(self.projection, "committed", None)
        if committed is not None:
            committed()
        self._extend_log(stored)
        if apply_live:
            self.state = new_state
            self._set_before(None)
            self._in_force += len(stored)
            self._advance_lag()
            self._maybe_checkpoint()
        elif voiding:
            self.state = new_state
            self._set_before(None)
            self._adopt(replayed)
            self.broken = new_broken
            self._in_force_changed()
        elif back is not None and back.state is not None:
            self._remember(change, back.at, kept)
            self._put_back(back, change)  # type: ignore[arg-type]
        elif in_place_at is not None or split_at is not None:
            self.state = new_state
            at = in_place_at if in_place_at is not None else split_at
            self._remember(change, at, kept if in_place_at is None else (None, *kept[1:]))  # type: ignore[arg-type]
            self._settle_in_place(at, back if in_place_at is not None else None)  # type: ignore[arg-type]
        else:
            self.state = new_state
            self._remember(change, self._pending_checkpoint_limit, kept)
            self._settle_checkpoints()
        return stored

    def _projected(self) -> Any:
        """What the projection notes of the live state before an undo or redo worked out from it (in place, before the
        end, or the exact reverse of the last one): the tables stand as it does, so only what the change touched is
        written after it, not the whole field read back and compared (16 ms at 6,000 entries). None without a
        projection that notes it: the whole field is compared."""
        snapshot = getattr(self.projection, "snapshot", None)
        return snapshot(self.state) if snapshot is not None else None

    def _settle_checkpoints(self) -> None:
        """After a replay from a copy (`_replay_changed`) is in force: the copies past the change go, the fresh ones stay."""
        self._in_force = len(self._index.in_force())
        limit = self._pending_checkpoint_limit
        kept = [(n, data) for n, data in self._checkpoints if n <= limit]
        fresh = [(n, data) for n, data in self._pending_checkpoints if n > (kept[-1][0] if kept else 0)]
        self._checkpoints = thin_checkpoints(kept + fresh)
        self._copies_dropped = {n for n in self._copies_dropped if n <= limit}  # the replay took fresh ones past it
        kept, self._pending_lag = self._pending_lag, None
        self._in_force_changed(kept)
        self._start_copies_build()  # those before the change a worker was building: built again for these actions
        if CHECK_IN_PLACE and kept is not None:
            self._check_in_place()  # (the copy the replay kept: the replay's own)

    # -- the lagging undo copy ---------------------------------------------------------
    def _in_force_changed(self, kept: tuple[int, S] | None = None) -> None:
        """An undo, redo, void or replay changed the actions in force other than at their end: the lagging copy
        (if an undo did not consume it) no longer stands; a new one is built off this thread -- unless the replay
        kept one that stands (`kept`: a copy of the lagging copy it started from, `_replay_changed`)."""
        self._generation += 1
        if self._lag is not None or self._lag_ready is not None:
            release_later((self._lag, self._lag_ready))  # (a whole state each: freed off this command's path)
        self._lag = kept
        self._lag_ready = None
        if kept is not None:
            self._lag_built_for = self._generation
        else:
            self._start_lag_build()

    def _start_lag_build(self) -> None:
        """Build the lagging copy from the last undo copy before it, on a worker (pure domain work on its own state)."""
        target = self._in_force - LAG_BEHIND
        if self._in_force < CHECKPOINT_EVERY or target <= 0 or self._lag_built_for == self._generation or self.broken is not None:
            return  # a short log: the copies alone keep undo cheap
        self._lag_built_for = generation = self._generation
        start, data = self._copy_before(target)
        actions = self._index.in_force()[start:target]
        over, hurry = threading.Event(), threading.Event()
        patched = self._patched_lag(target, start, hurry)

        def build() -> None:
            try:
                state = patched() if patched is not None else None
                if state is None:
                    state = self._replay_off_thread(generation, start, data, actions, hurry=hurry)
                if state is not None:
                    gc.freeze()  # it lives until the next build (no cycles: freed whole when dropped), out of the walks
                    if generation == self._generation:
                        self._lag_ready = (generation, target, state)
            finally:
                over.set()

        if LAG_IN_BACKGROUND:
            self._lag_building = (generation, over, hurry)
            threading.Thread(target=build, name="tdapp-undo-copy", daemon=True).start()
        else:
            build()

    def _patched_lag(self, target: int, start: int, hurry: threading.Event) -> Callable[[], S | None] | None:
        """After an undo or redo that used the lagging copy up (made on the state before an action the undo index
        does not follow: `_split_plan`), the copies past its target are gone, and the lagging copy built again from
        the one before the target replayed everything since (seconds at a festival's end, while a further undo had
        to replay as much). The copy the undo or redo dropped nearest before the lagging copy's place, with the target
        taken back or put back in place on it (as on the state the change was made on) and the few actions after it
        replayed, is that copy too.

        The build, when there is such a copy (None: the copies' way)."""
        before = self._current_before()
        if before is None:
            return None
        first_opaque = self.rulebook.first_opaque_after
        opaque = first_opaque(self.state, before.target) if first_opaque is not None else None
        in_force = self._index.in_force()
        limit = min(target, bisect.bisect_left(in_force, opaque, key=lambda a: a.seq) if opaque is not None else target)
        # The copy of the first n actions as they were holds the first n - size as they are with the gesture in force
        # (an undo), or the first n + size without it (a redo): one holding no action the index does not follow past
        # the target (the step could not be taken on it).
        shift = -before.size if before.undoing else before.size
        found = [(n, data) for n, data in before.checkpoints if before.at < n and start < n + shift <= limit]
        if not found:
            return None
        gesture = self.gesture(before.target)
        first, rest, lookup, by = gesture[0], gesture[1:], self._index.by_seq.get, before.by
        reverse = self.rulebook.undo_in_place

        def taken_back(state: S) -> Callable[[], None] | None:
            return reverse(state, first, lookup, rest, undone_by=by) if reverse is not None else None

        step_on = taken_back if before.undoing else self._put_back_on(first, rest)
        if step_on is None:
            return None
        n, data = found[-1]
        start_at = n + shift
        actions = in_force[start_at:target]
        generation = self._generation

        def build() -> S | None:
            if LAG_IN_BACKGROUND:
                hurry.wait(LAG_START_DELAY_S)  # (as `_replay_off_thread`: the undo's own redraw first)
            if self.closed or generation != self._generation:
                return None
            try:
                give_way()
                state = unpickled(data)
                step = step_on(state)
                if step is None:
                    return None  # not on that copy after all: the copies' way
                step()
            except Exception:
                return None
            return self._replay_off_thread(generation, start_at, None, actions, base=state)

        return build

    def _replay_off_thread(
        self,
        generation: int,
        start: int,
        data: bytes | None,
        actions: list[Action],
        *,
        stops: frozenset[int] = frozenset(),
        keep: Callable[[int, S], object] | None = None,
        base: S | None = None,
        hurry: threading.Event | None = None,
    ) -> S | None:
        """A copy's build on a worker (the lagging copy, the undo copies built again): the copy `data` of the first
        `start` actions in force (or the state `base` already built), then `actions` replayed in slices, giving way
        to the desk's commands, with `keep` called at each position of `stops`. None when the desk closed or the
        actions in force changed meanwhile, or the replay failed (the copies stay as they are: undo takes the slower
        way). `hurry`, once set, ends the wait before it starts (a long undo is waiting for it)."""
        if LAG_IN_BACKGROUND and base is None:
            # The undo or opening that asked for it finishes first (and the desk redraws): unpickling holds the
            # interpreter, and started at once it would lengthen the very undo it is there to shorten.
            if hurry is not None:
                hurry.wait(LAG_START_DELAY_S)
            else:
                time.sleep(LAG_START_DELAY_S)
        if self.closed or generation != self._generation:
            return None  # closed meanwhile (a desk that only looked), or already out of date
        try:
            give_way()
            state = base if base is not None else unpickled(data) if data is not None else self.rulebook.new_state()
            position = start
            with collector_paused():
                for target in sorted({*stops, start + len(actions)}):
                    while position < target:
                        give_way()
                        if self.closed or generation != self._generation:
                            return None
                        end = min(target, position + LAG_SLICE)
                        state = self.rulebook.replay(actions[position - start : end - start], state)
                        position = end
                    if keep is not None and target in stops:
                        give_way()
                        keep(target, state)
        except Exception:
            return None
        return state

    def _adopt_lag(self) -> None:
        self._take_pickled()
        ready = self._lag_ready
        if ready is not None and self._lag is None:
            generation, holds, state = ready
            self._lag_ready = None
            if generation == self._generation and holds <= self._in_force:
                self._lag = (holds, state)

    def _drop_lag(self) -> None:
        """The lagging copy no longer stands: freed off this command's path (a whole state, 8-20 ms at 6,000 entries)."""
        release_later(self._lag)
        self._lag = None

    def _advance_lag(self, ahead: int = 0) -> None:
        """After actions appended in force: the lagging copy follows, LAG_BEHIND actions behind (one or two each time).

        With `ahead`, as many actions are being stored: the copy goes where they will take it, among the actions
        already in force (it holds only stored actions, whether or not they are).
        """
        self._adopt_lag()
        if self._lag is None:
            if not ahead:
                self._start_lag_build()
            return
        holds, state = self._lag
        target = min(self._in_force + ahead, self._in_force + LAG_BEHIND) - LAG_BEHIND
        if holds >= target:
            return
        target = min(target, holds + LAG_CATCH_UP)
        pending = self._index.in_force()[holds:target]
        if any(_heavy_for_the_lag(action) for action in pending):
            # The live state took it in its own command; the copy takes it on a worker rather than inside this one.
            self._drop_lag()
            self._lag_built_for = -1
            if not ahead:  # (while a command is stored, the next call builds it: the actions in force are known)
                self._start_lag_build()
            return
        try:
            for action in pending:
                self.rulebook.apply(state, action)
        except Exception:
            self._drop_lag()  # never a copy that may be wrong: undo takes the copies' way
            return
        self._lag = (target, state)

    def _restore(self, *, lag_touched: bool = False) -> None:
        """After a refused or failed command: the state of the stored log again, from the last copy before it."""
        in_force = self._index.in_force()
        n, state = self._last_copy(len(in_force))
        self.state = self.rulebook.replay(in_force[n:], state)
        self._in_force = len(in_force)
        if lag_touched:  # an undo in place had changed the lagging copy too
            self._in_force_changed()

    # -- undo and redo in place: nothing later depends on the target -------------------------
    def _step_in_place(self, state: S, target: Action, *, undoing: bool, by: int | None = None) -> Callable[[], None] | None:
        """The change that takes `target` out of `state` (or puts it back), or None when the replay must decide.

        `by`: the undo being made (its number): what the undo keeps for a redo in place is marked with it, and a
        redo trusts only what the latest undo kept, when nothing before the target changed since.

        A redo asks it twice on the live state in one command (is it long, `replay_length`; then the change
        itself): an early bust's redo walks the field's changes since (12 ms at 6,000 entries), so the second asks
        the first's answer while nothing changed in between (`_step_found`: the same state, log and actions in
        force; cleared once the change is made, and when the command ends)."""
        key = (target.seq, undoing, by if undoing else None, len(self.log), self._generation)
        found = self._step_found
        if found is not None and found[0]() is state and found[1] == key:
            return found[2]
        step = self._find_step(state, target, undoing=undoing, by=by)
        if step is None:
            return None

        def made() -> None:
            self._step_found = None
            step()

        self._step_found = (weakref.ref(state), key, made)
        return made

    def _find_step(self, state: S, target: Action, *, undoing: bool, by: int | None = None) -> Callable[[], None] | None:
        if self.broken is not None or target.is_meta:
            return None
        gesture = self.gesture(target.seq)
        if any(a.kind in IRREVERSIBLE_KINDS or a.seq in self._index.voided for a in gesture):
            return None
        if len(gesture) != 1 and any(self.is_undone(a.seq) == undoing for a in gesture):
            return None  # the desk's gesture is taken back or put back whole (a re-entry and its seat)
        first, rest = gesture[0], gesture[1:]
        lookup = self._index.by_seq.get
        if undoing:
            reverse = self.rulebook.undo_in_place
            if reverse is None:
                return None
            return reverse(state, first, lookup, rest, undone_by=by)
        put_back = self._put_back_on(first, rest)
        return put_back(state) if put_back is not None else None

    def _put_back_on(self, first: Action, rest: list[Action]) -> Callable[[S], Callable[[], None] | None] | None:
        """The redo in place of `first` (with the rest of its gesture) on a given state: what it reads of the log
        (the actions before it changed since, its last undo) read now, so that a worker can take it to a copy."""
        put_back = self.rulebook.redo_in_place
        if put_back is None:
            return None
        lookup = self._index.by_seq.get
        changed = [action for seq in self._index.changed_before(first.seq) if (action := lookup(seq)) is not None]
        undone_by = self._index.last_undo_of(first.seq)
        since_undo = [
            action
            for seq in (self._index.changed_before(first.seq, since=undone_by) if undone_by is not None else [])
            if (action := lookup(seq)) is not None
        ]
        rulebook = self.rulebook

        def on(state: S) -> Callable[[], None] | None:
            try:
                return put_back(
                    state,
                    first,
                    lookup,
                    lambda: rulebook.decide(state, first),
                    unchanged_before=not changed,
                    changed_before=changed,
                    undone_by=undone_by,
                    changed_since_undo=since_undo,
                    with_it=rest,
                    decide_each=lambda action: rulebook.decide(state, action),
                )
            except RuleError:
                return None  # refused on the state as it stands: the replay says why, or finds it holds after all

        return on

    def _refusal_in_place(self, target: Action, *, build: bool = True) -> RuleError | None:
        """The replay's refusal of undoing `target` with its gesture, when it is certain without replaying (None:
        replay to know). `build`: whether the state before the end may be built from an undo copy (`_split_base`)."""
        refuse = self.rulebook.refusal_in_place
        if refuse is None or self.broken is not None or target.is_meta:
            return None
        gesture = self.gesture(target.seq)
        if any(self.is_undone(a.seq) for a in gesture):
            return None
        # A command asks it once a target of its gesture and once more when deciding (`replay_length`,
        # `_refusal_of`): the walks of a seat given early at 6,000 entries take 15 ms, so the answer is kept while
        # the state, the log and the actions in force stand as they were (until the command ends).
        key = (gesture[0].seq, len(self.log), self._generation)
        found = self._refusal_found
        if found is not None and found[0] == key and found[1]() is self.state:
            return found[2]
        refusal = refuse(self.state, gesture[0], self._index.by_seq.get, gesture[1:])
        unsure = False
        if refusal is None and (base := self._split_base_for(gesture, build=build)) is not None:
            if base[1] is None:
                unsure = True  # that state is not near now (the lagging copy on its way): asked again when it is
            else:
                # Certain on the state before an action the index does not follow: the replay fails before reaching it.
                refusal = refuse(base[1], gesture[0], self._index.by_seq.get, gesture[1:])
        refusal = refusal if refusal is not None else self._refusal_by_trial(gesture)
        if not unsure or refusal is not None:
            self._refusal_found = (key, weakref.ref(self.state), refusal)
        return refusal

    def _refusal_by_trial(self, gesture: list[Action]) -> RuleError | None:
        """The refusal of undoing a gesture among the first TRIAL_FIRST actions in force, when the replay without
        it fails within TRIAL_PAST actions past it (None: not there)."""
        in_force = self._index.in_force()
        gone = {a.seq for a in gesture}
        at = bisect.bisect_left(in_force, min(gone), key=lambda a: a.seq)
        end = at + len(gone) + TRIAL_PAST
        if at >= TRIAL_FIRST or end >= len(in_force):
            return None  # far in, or a short log: the replay itself is as short
        try:
            self.rulebook.replay([a for a in in_force[:end] if a.seq not in gone])
        except ReplayError as refused:
            return refused
        return None

    def _refusal_of(self, metas: list[Action]) -> RuleError | None:
        """The certain refusal of these undos, when they take back one gesture, whole."""
        if not metas or any(m.kind != UNDO for m in metas):
            return None
        targets = [target for m in metas if (target := self._index.by_seq.get(m.target)) is not None]
        if len(targets) != len(metas) or any(self.is_undone(t.seq) for t in targets):
            return None
        first = min(targets, key=lambda t: t.seq)
        if sorted(t.seq for t in targets) != [a.seq for a in self.gesture(first.seq)]:
            return None
        return self._refusal_in_place(first)

    def _check_refusal(self, refusal: RuleError, metas: list[Action]) -> None:
        try:
            self.rulebook.replay(self._index.in_force_with(metas))
        except ReplayError as replayed:
            if replayed.render() == refusal.render():
                return
        raise AssertionError(f"a refusal without replaying is not the replay's ({refusal.render()})")

    def _one_change(self, metas: list[Action]) -> tuple[Action, Action, bool, int] | None:
        """(the first undo or redo, its target -- the gesture's first when the gesture is taken whole --, whether it
        is an undo, how many actions it changes) when `metas` are one undo or redo of one action or one gesture."""
        if not metas or metas[0].kind not in (UNDO, REDO):
            return None
        meta = metas[0]
        target = self._index.by_seq.get(meta.target)
        undoing = meta.kind == UNDO
        if target is None or self.is_undone(target.seq) == undoing:
            return None
        size = 1
        if len(metas) > 1:  # one gesture undone or redone whole
            if any(m.kind != meta.kind for m in metas):
                return None
            gesture = self.gesture(target.seq)
            if sorted(m.target for m in metas) != [a.seq for a in gesture]:
                return None
            target, size = gesture[0], len(gesture)
        return meta, target, undoing, size

    def _in_place_plan(self, metas: list[Action]) -> Callable[[], int] | None:
        """One undo or redo that can be made in place: the function that makes it (on the state and the lagging
        copy) and gives the position in force it changed; None when the replay must decide."""
        found = self._one_change(metas)
        if found is None:
            return None
        meta, target, undoing, size = found
        step = self._step_in_place(self.state, target, undoing=undoing, by=meta.seq)
        if step is None:
            return None
        at = bisect.bisect_left(self._index.in_force(), target.seq, key=lambda a: a.seq)

        def apply() -> int:
            step()
            self._lag_in_place(target, undoing, at, size, by=meta.seq)
            return at

        return apply

    # -- in place before an action the index does not follow, the rest replayed --------------------------
    def _split_plan(self, metas: list[Action]) -> Callable[[], tuple[int, S]] | None:
        """One undo or redo the live state cannot take in place only because an action the undo index does not follow
        comes after its target (a deal, the tournament finished, the prize table changed): the function that takes
        it in place on the state just before that action, replays that action and what follows, and gives the
        position in force it changed and the new state. It raises the replay's refusal when one of those no longer
        holds. None when that state's in-place step is not found either: the whole replay decides."""
        change = self._one_change(metas)
        if change is None:
            return None
        meta, target, undoing, size = change
        found = self._split_step(target, undoing=undoing, by=meta.seq)
        if found is None:
            return None
        position, state, step = found
        at = bisect.bisect_left(self._index.in_force(), target.seq, key=lambda a: a.seq)

        def apply() -> tuple[int, S]:
            opaque = self._index.in_force()[position].seq
            split, self._split = self._split, None  # the state is this change's from here on
            kept: S | None = None
            try:
                step()
                after = self._index.in_force_with(metas)
                start = bisect.bisect_left(after, opaque, key=lambda a: a.seq)
                kept = self._copy_as_lag(state, len(after) - start)
                with collector_paused():
                    replayed = self.rulebook.replay(after[start:], state)
            except Exception:
                if split is not None:
                    release_later((split[2], kept))  # (changed by the step: never handed back)
                if split is not None and split[3]:  # it was the lagging copy: another is built
                    self._lag_built_for = -1
                    self._start_lag_build()
                raise
            if kept is not None:
                self._drop_lag()
                self._lag = (start, kept)
            else:
                self._lag_in_place(target, undoing, at, size, by=meta.seq)
            return at, replayed

        return apply

    def _copy_of(self, state: S) -> S | None:
        """A copy sharing nothing mutable with `state` (`tdapp.domain.clone`: 7-13 ms at 6,000 entries, where a pickle's
        round trip takes 75-110 ms), out of the collector's walks as a lagging copy a worker built; None without one
        (the rulebook keeps none, or it failed: never a command's failure)."""
        clone = self.rulebook.clone
        if clone is None or self.closed:
            return None
        try:
            with collector_paused():
                copy = clone(state)
        except Exception:
            return None
        gc.freeze()
        return copy

    def _copy_as_lag(self, state: S, behind: int) -> S | None:
        """A copy of a state an undo or redo is about to change -- the lagging copy a replay starts from, or the state
        before the deal an undo before the end is made on (`_split_plan`) -- kept as the lagging copy: it holds only
        actions the change leaves in force. Without it the change used the lagging copy up, and an early undo right
        after it waited for a worker to build that state again (a copy unpickled, the target taken back on it: 70-90
        ms at 6,000 entries), or built it on the desk's thread.

        Only where a lagging copy would be (`behind`: the actions in force past it, at most LAG_BEHIND): further
        back, it would follow the next commands a slice at a time on the desk's thread."""
        return self._copy_of(state) if behind <= LAG_BEHIND else None

    def _split_step(
        self, target: Action, *, undoing: bool, by: int | None = None, build: bool = True
    ) -> tuple[int, S, Callable[[], None]] | None:
        """(the position in force of the first action after `target`'s gesture the undo index does not follow, the
        state of the actions in force before it, the step that takes the target back or puts it back there), when
        that state is near (`_split_base`) and the step is found on it."""
        if self.broken is not None or target.is_meta:
            return None
        gesture = self.gesture(target.seq)
        base = self._split_base_for(gesture, build=build)
        if base is None or base[1] is None:
            return None
        position, state = base
        step = self._step_in_place(state, gesture[0], undoing=undoing, by=by)
        return (position, state, step) if step is not None else None

    def _split_base_for(self, gesture: list[Action], *, build: bool = True) -> tuple[int, S | None] | None:
        """(the position in force of the first action after `gesture` the undo index does not follow, the state of
        the actions before it, or None when that state is not near: `_split_base`); None when there is no such
        action, or it comes within the gesture."""
        first_opaque = self.rulebook.first_opaque_after
        if first_opaque is None:
            return None
        opaque = first_opaque(self.state, gesture[0].seq)
        if opaque is None or opaque <= gesture[-1].seq:
            return None
        in_force = self._index.in_force()
        position = bisect.bisect_left(in_force, opaque, key=lambda a: a.seq)
        at = bisect.bisect_left(in_force, gesture[0].seq, key=lambda a: a.seq)
        return position, self._split_base(at, position, build=build)

    def _split_base(self, at: int, position: int, *, build: bool = True) -> S | None:
        """The state of the first `position` actions in force, from the lagging copy or an undo copy past `at` (the
        target's position; from one before it the whole replay is as short) and at most SPLIT_NEAR before it (not
        from a copy without `build`: the desk's look, `replay_length`)."""
        split = self._split
        if split is not None and split[0] == self._generation and split[1] == position:
            return split[2]
        self._drop_split()
        self._adopt_lag()
        lag = self._lag
        if lag is not None and at < lag[0] <= position:
            start, state, from_lag = lag[0], lag[1], True
            self._lag = None  # moved: handed back when not used (`_drop_split`)
        else:
            start, data = self._copy_before(position)
            if start <= at or data is None or position - start > SPLIT_NEAR or not build:
                return None
            state, from_lag = unpickled(data), False
        try:
            with collector_paused():
                state = self.rulebook.replay(self._index.in_force()[start:position], state)
        except Exception:
            if from_lag:
                self._lag_built_for = -1  # never a copy that may be wrong: built again at the next command
            return None
        self._split = (self._generation, position, state, from_lag)
        return state

    def _drop_split(self) -> None:
        """The state `_split_base` built, not used by a command: the lagging copy it was is handed back (further on,
        still behind the actions in force)."""
        split, self._split = self._split, None
        if split is None:
            return
        generation, position, state, from_lag = split
        if from_lag and self._lag is None and generation == self._generation and position <= self._in_force:
            self._lag = (position, state)
        else:
            release_later(state)  # (a whole state: freed off this command's path)

    def _lag_in_place(self, target: Action, undoing: bool, at: int, size: int = 1, *, by: int | None = None) -> None:
        """The lagging copy follows an undo or redo in place (of `size` actions from position `at`) when it holds
        the positions that changed."""
        self._adopt_lag()
        if self._lag is None:
            return
        holds, state = self._lag
        if holds <= at:
            return  # it holds only actions before the change: it stands as it is
        if holds < at + size:
            self._drop_lag()  # it holds part of the gesture: built again
            return
        try:
            step = self._step_in_place(state, target, undoing=undoing, by=by)
            if step is not None:
                step()
        except Exception:
            step = None
        if step is None:
            self._drop_lag()  # never a copy that may be wrong: it is built again
            return
        self._lag = (holds - size if undoing else holds + size, state)

    def _settle_in_place(self, at: int, back: _Before[S] | None = None) -> None:
        """After an undo or redo in place is stored: the copies holding the changed position no longer stand (a
        worker builds them again: `_start_copies_build`) -- or, when it reverses the last change exactly (`back`),
        the copies that change dropped stand again."""
        self._in_force = len(self._index.in_force())
        if back is not None:
            held = [(n, data) for n, data in self._checkpoints if n <= at]
            again = [(n, data) for n, data in back.checkpoints if at < n <= self._in_force]
            self._checkpoints = thin_checkpoints(held + again)
            self._copies_dropped = {n for n in self._copies_dropped if n <= at} | {n for n in back.copies_dropped if n > at}
        else:
            self._copies_dropped |= {n for n, _ in self._checkpoints if n > at}
            self._checkpoints = [(n, data) for n, data in self._checkpoints if n <= at]
        self._generation += 1  # a lagging copy a worker is building holds the old actions in force
        self._lag_ready = None
        if self._lag is not None:
            self._lag_built_for = self._generation
        else:
            self._lag_built_for = -1
            self._start_lag_build()
        self._start_copies_build()
        if CHECK_IN_PLACE:
            self._check_in_place()

    # -- second thoughts: the exact reverse of the last undo or redo puts back what it replaced -----------------
    def _kept(self) -> tuple[S | None, list[tuple[int, bytes]], set[int]]:
        """What an undo or redo about to be made replaces: the live state, the undo copies, those being built again."""
        return self.state, list(self._checkpoints), set(self._copies_dropped)

    def _remember(
        self,
        change: tuple[Action, Action, bool, int] | None,
        at: int,
        kept: tuple[S | None, list[tuple[int, bytes]], set[int]],
    ) -> None:
        """An undo or redo is stored: what it replaced, for its exact reverse (`_reverse_of`). Noted just before the
        state is settled, which moves the actions in force one generation on (and may build the lagging copy at
        once, from what is noted here: `_patched_lag`)."""
        if change is None or self.broken is not None:
            self._set_before(None)
            return
        meta, target, undoing, size = change
        state, checkpoints, dropped = kept
        generation = self._generation + 1  # (`_settle_in_place`, `_settle_checkpoints`: one step on)
        self._set_before(_Before(generation, len(self.log), target.seq, undoing, size, at, meta.seq, state, checkpoints, dropped))

    def _set_before(self, before: _Before[S] | None) -> None:
        """What the last undo or redo replaced, noted (or forgotten): the state noted before is freed off this command's
        path (`release_later`): it is often the last reference to a whole state (20 ms to free at 6,000 entries)."""
        old, self._before = self._before, before
        release_later(old)

    def _current_before(self) -> _Before[S] | None:
        """The last undo or redo, while nothing else changed the log or the actions in force since."""
        before = self._before
        if before is None or before.generation != self._generation or before.log_length != len(self.log):
            return None
        return before

    def _reverse_of(self, change: tuple[Action, Action, bool, int] | None) -> _Before[S] | None:
        """The last undo or redo, when `change` (`_one_change`) reverses it exactly and nothing else changed since: the
        actions in force are then those it changed, so the state and the copies it replaced stand again."""
        before = self._current_before()
        if before is None or change is None:
            return None
        _meta, target, undoing, size = change
        return before if (target.seq, undoing, size) == (before.target, not before.undoing, before.size) else None

    def _reverse_ready(self, seq: int) -> bool:
        """Whether an undo or redo of #seq (with its gesture) puts back a state the last one replaced."""
        before = self._current_before()
        if before is None or before.state is None:
            return False
        gesture = self.gesture(seq)
        undoing = not self.is_undone(seq)
        return (gesture[0].seq, undoing, len(gesture)) == (before.target, not before.undoing, before.size)

    def _put_back(self, back: _Before[S], change: tuple[Action, Action, bool, int]) -> None:
        """The exact reverse of the last undo or redo is stored: the state it replaced is the live one again, and the
        copies it dropped stand again. The lagging copy, if it holds what changed, follows the reverse in place (it
        follows the actions in force as the change left them: the copy an undo before the end kept, or one built or
        changed in place since); it is built again when the step is not found on it. Dropped, a TD's early undo
        right after his second thoughts at a festival's end waited for a worker to build it: 70-140 ms at 6,000
        entries."""
        assert back.state is not None
        self.state = back.state
        self._adopt_lag()
        if self._lag is not None and self._lag[0] > back.at:
            meta, target, undoing, size = change
            self._lag_in_place(target, undoing, back.at, size, by=meta.seq)
        self._settle_in_place(back.at, back)

    def _copies_missing(self) -> list[int]:
        """The positions of the undo copies an undo or redo in place dropped, not built again yet (within the
        actions in force: one past their end after an undo is not needed)."""
        return sorted(n for n in self._copies_dropped if n <= self._in_force)

    def _start_copies_build(self) -> None:
        """The undo copies past an early change built again on a worker, from the copy before them, so that a later
        undo or redo that replays starts near what it changes -- not from the early change, or the log's beginning
        (seconds at festival scale). Like the lagging copy: pure domain work on a state of its own, giving way to
        the desk's commands between slices and between the parts of each copy it pickles."""
        missing = self._copies_missing()
        if not missing or self.broken is not None or self.closed or self._copies_built_for == self._generation:
            return
        self._copies_built_for = generation = self._generation
        start, data = self._copy_before(missing[0])
        actions = self._index.in_force()[start : missing[-1]]

        def build() -> None:
            built: list[tuple[int, bytes]] = []
            keep = lambda position, state: built.append((position, pickle.dumps(state, pickle.HIGHEST_PROTOCOL)))  # noqa: E731
            if self._replay_off_thread(generation, start, data, actions, stops=frozenset(missing), keep=keep) is not None:
                if generation == self._generation:
                    self._copies_ready = (generation, built)

        if LAG_IN_BACKGROUND:
            threading.Thread(target=build, name="tdapp-undo-copies", daemon=True).start()
        elif COPIES_AT_ONCE:
            build()

    def _adopt_copies(self) -> None:
        """The copies a worker built again, taken in when they hold the actions in force as they stand."""
        ready = self._copies_ready
        if ready is None:
            return
        self._copies_ready = None  # (cleared once read, as `_take_pickled`)
        if ready[0] != self._generation:
            return
        held = {n for n, _ in self._checkpoints}
        fresh = [(n, data) for n, data in ready[1] if n not in held and n <= self._in_force]
        self._copies_dropped -= {n for n, _ in ready[1]}
        self._checkpoints = thin_checkpoints(sorted([*self._checkpoints, *fresh], key=lambda copy: copy[0]))

    def _check_in_place(self) -> None:
        self._adopt_lag()  # (one built at once: checked too)
        replayed = self.rulebook.replay(self._index.in_force())
        views = getattr(self.rulebook, "index_view", None)
        if replayed != self.state or (views is not None and views(replayed) != views(self.state)):
            raise AssertionError(f"an undo or redo in place gave another state than the replay ({self.stream})")
        if self._lag is not None:
            holds, lag = self._lag
            replayed = self.rulebook.replay(self._index.in_force()[:holds])
            if replayed != lag or (views is not None and views(replayed) != views(lag)):
                raise AssertionError(f"the lagging copy after an undo in place is not the replay's ({self.stream})")

    def _copy_before(self, within: int) -> tuple[int, bytes | None]:
        """The latest pickled undo copy of at most the first `within` actions in force: (how many it holds, its bytes)."""
        self._adopt_copies()
        for n, data in reversed(self._checkpoints):
            if n <= within:
                return n, data
        return 0, None

    def _last_copy(self, within: int) -> tuple[int, S]:
        """The latest undo copy of the first `within` actions in force (how many it holds, the state), or a new state."""
        n, data = self._copy_before(within)
        return n, (unpickled(data) if data is not None else self.rulebook.new_state())

    # -- checkpoints: undo replays from the last copy before what changed -------------
    def _replay_with_checkpoints(self, actions: list[Action]) -> S:
        """Replay from scratch, keeping a copy of the state every CHECKPOINT_EVERY actions.

        An action that no longer replays does not lock the room out: the state
        stops just before it and `broken` names it and what it conflicts with.
        """
        replayed = self._replay_tolerant(actions)
        self._adopt(replayed)
        self.broken = replayed.broken
        return replayed.state

    @collector_paused()  # builds a tournament's objects and no garbage to speak of
    def _replay_tolerant(self, actions: list[Action]) -> _Replayed[S]:
        # Only the copies the thinning would keep are taken: pickling the others cost a third of a festival's replay.
        survivors: list[int] = []
        for boundary in range(CHECKPOINT_EVERY, len(actions) + 1, CHECKPOINT_EVERY):
            survivors = thin_checkpoints([*survivors, boundary])
        keep = set(survivors)
        checkpoints: list[tuple[int, bytes]] = []
        state = self.rulebook.new_state()
        for start in range(0, len(actions), CHECKPOINT_EVERY):
            chunk = actions[start : start + CHECKPOINT_EVERY]
            try:
                state = self.rulebook.replay(chunk, state)
            except ReplayError as exc:
                done = start + chunk.index(exc.action)
                return _Replayed(state, checkpoints, done, exc)
            done = start + len(chunk)
            if done in keep:
                checkpoints.append((done, pickle.dumps(state, pickle.HIGHEST_PROTOCOL)))
        return _Replayed(state, checkpoints, len(actions), None)

    def _adopt(self, replayed: _Replayed[S]) -> None:
        self._checkpoints = replayed.checkpoints
        self._in_force = replayed.in_force

    @collector_paused()  # a replay builds a whole state and no garbage: the collector's walks were the worker's
    # longest holds of the interpreter (over 100 ms at 6,000 entries), the desk's thread waiting
    def _replay_changed(self, before: list[Action], after: list[Action]) -> S:
        """The state for `after`, replayed from the last checkpoint of the prefix it shares with `before`.

        The copies past the change no longer stand; new ones are taken on the
        way (the recent ones and one older one per span, as `thin_checkpoints`
        keeps), so that after undoing an early action the next undo replays
        a few hundred actions again, not the whole log.
        """
        same = 0
        for old, new in zip(before, after, strict=False):
            if old.seq != new.seq:
                break
            same += 1
        self._drop_split()  # the lagging copy, if it was moved there
        self._adopt_lag()
        lag, self._lag = self._lag, None  # used or not, a replay from here on leaves it behind
        self._lag_built_for = -1  # and if this undo is refused, the next command builds another
        release_later(self._pending_lag)  # (one a replay kept, and its command failed)
        self._pending_lag = None
        kept: S | None = None
        if lag is not None and lag[0] <= same:
            n, state = lag  # the live copy a few actions back: at most LAG_BEHIND actions replayed, nothing unpickled
            kept = self._copy_as_lag(state, len(after) - n)
        else:
            release_later(lag)  # (a whole state, left behind: freed off this command's path)
            n, state = self._last_copy(same)
        boundaries = list(range((n // CHECKPOINT_EVERY + 1) * CHECKPOINT_EVERY, len(after) + 1, CHECKPOINT_EVERY))
        # Only past the change: the copies of the unchanged prefix stand (the desk holds them, or a worker builds them
        # again: `_copies_dropped`). An undo of the last action, replayed from the lagging copy past a boundary,
        # pickled a copy there again on the desk's thread (20-60 ms at 2,000-6,000 entries).
        keep = {b for i, b in enumerate(boundaries) if b > same and (i >= len(boundaries) - RECENT_COPIES or i % 8 == 0)}
        fresh: list[tuple[int, bytes]] = []
        done = n
        try:
            for boundary in boundaries:
                state = self.rulebook.replay(after[done:boundary], state)
                done = boundary
                if boundary in keep:
                    fresh.append((boundary, pickle.dumps(state, pickle.HIGHEST_PROTOCOL)))
            state = self.rulebook.replay(after[done:], state)
        except Exception:
            if kept is not None:  # refused: the actions in force stay as they were, and the copy stands as it is
                self._lag, self._lag_built_for = (n, kept), self._generation
            else:
                self._start_lag_build()  # and so will a new lagging copy
            raise
        # Copies of prefixes that no longer stand are dropped, and the fresh ones taken, only once the change is committed.
        self._pending_checkpoint_limit = same
        self._pending_checkpoints = fresh
        self._pending_lag = (n, kept) if kept is not None else None
        return state

    def _maybe_checkpoint(self) -> None:
        """An undo copy every CHECKPOINT_EVERY actions in force, pickled from the lagging copy on a worker.

        Pickled from the live state, it held the desk's thread for the whole pickle once every 500 actions: 28 ms
        at 2,000 entries, 60-120 ms at 6,000. The lagging copy is taken off its place while a worker pickles it part
        by part (giving way to the desk's commands between parts) and handed back with the bytes; meanwhile it does
        not follow the commands, and an undo takes the copies' way. With no lagging copy (a short log: the state is
        small) or none for another CHECKPOINT_EVERY actions (it could not be built), the live state is pickled here.
        Called right after `_advance_lag`, which took in what a worker handed back.
        """
        last = self._checkpoints[-1][0] if self._checkpoints else 0
        if self._pickling:
            pass
        elif self._lag is not None and self._lag[0] - last >= CHECKPOINT_EVERY:
            self._start_checkpoint()
        elif self._in_force - last >= (CHECKPOINT_EVERY if self._lag_built_for != self._generation else 2 * CHECKPOINT_EVERY):
            self._checkpoints = thin_checkpoints([*self._checkpoints, (self._in_force, pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL))])
            self._snapshot_due = True
        if self._snapshot_due:
            self._snapshot_due = False
            self.save_snapshot()

    def _start_checkpoint(self) -> None:
        assert self._lag is not None
        holds, state = self._lag
        self._lag = None  # `_lag_built_for` stays: no other lagging copy is built meanwhile
        self._pickling = True
        generation = self._generation

        def pickle_it() -> None:
            data: bytes | None = None
            try:
                data = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
            except Exception:
                data = None  # the copy is handed back all the same: only this undo copy is missing
            finally:
                self._pickled = (generation, holds, data, state)

        if LAG_IN_BACKGROUND:
            threading.Thread(target=pickle_it, name="tdapp-undo-copy-pickle", daemon=True).start()
        else:
            pickle_it()
            self._adopt_lag()

    def _take_pickled(self) -> None:
        """The undo copy a worker pickled, and the lagging copy it hands back, taken in on the desk's thread --
        unless the actions in force changed meanwhile (other than at their end): then neither stands."""
        done = self._pickled
        if done is None:
            return
        # Cleared only once read: the worker writes it once a job (no other job starts before this), and a swap in
        # one statement could clear a result the worker wrote between its read and its write.
        self._pickled = None
        self._pickling = False
        generation, holds, data, state = done
        if generation != self._generation or self.closed:
            return
        if self._lag is None:
            self._lag = (holds, state)
        last = self._checkpoints[-1][0] if self._checkpoints else 0
        if data is not None and holds > last:
            self._checkpoints = thin_checkpoints([*self._checkpoints, (holds, data)])
            self._snapshot_due = True

    def _tournament_id_for(self, write: Write, pending: list[Action]) -> int | None:
        if self.tournament_id is not None or self.stream != "tournament":
            return self.tournament_id
        return self.store.new_tournament_row(write, pending[0].at_ms)
