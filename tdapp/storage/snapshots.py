"""A copy, on this machine, of each open tournament's log and state, so that a restart does not replay the whole log.

After a crash or a power cut the room waits for the desk: a festival flight
of 20,000 actions takes seconds to replay. The desk keeps, in the user's data
folder, the log it holds and a pickled copy of the state after it, written
every few hundred actions (off the desk's thread) and when the desk closes.
On opening, the copy is used only if it is provably the same log as the
database's: the database's chain hash at the copy's last position must be the
copy's (the tamper-evident chain makes that a proof of the whole prefix), and
the copy must come from the same code (a fingerprint of tdapp's domain
source). Then only the actions stored after it are read and applied. Anything
else (no copy, another log, other code, a damaged file) falls back to the
full replay: the copy is a cache, never a source of truth, and it never
leaves this machine (a pickle from elsewhere would be code to run).
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import os
import pickle
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tdapp.domain.log import Action

FORMAT = 2

#: The log is pickled in chunks of this many actions, with a look between them (`between_chunks`): pickled whole
#: it is one call that holds the interpreter (170 ms for a 6,000-entry flight's 42,000 actions), and a desk
#: command arriving then waited for all of it.
LOG_CHUNK = 1_000


def _nothing() -> None:
    return None


#: Called between two chunks of a log pickled by the writer's thread: the application makes it wait there while
#: the desk runs a command (`tdapp.application.give_way`). Nothing here by default: storage knows no desk.
between_chunks: Any = _nothing


@cache
def code_fingerprint() -> str:
    """A hash of the domain's source: a state pickled by other rules is not taken."""
    import tdapp
    import tdapp.domain

    digest = hashlib.sha256(tdapp.__version__.encode())
    root = Path(tdapp.domain.__file__).resolve().parent
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


@dataclass(frozen=True)
class Snapshot:
    head: int  # how many actions of the stream the copy holds
    head_hash: str  # the chain's hash of the last of them
    log: list[Action]
    in_force: int  # how many actions in force the log holds
    state: bytes  # the pickled state after the log (before its `tail`)
    #: The most recent undo copies (in-force count, pickled state), so that undoing a recent action
    #: after a restart replays a few hundred actions, not the log.
    checkpoints: tuple[tuple[int, bytes], ...] = ()
    #: The last actions in force, not in `state`: it is an undo copy taken a little before the log's end (pickled
    #: off the desk's thread, `Book._maybe_checkpoint`), and they are applied to it on opening.
    tail: tuple[Action, ...] = ()


#: Set while one thread runs the cyclic collector by hand (the desk's GUI thread, `tdapp.ui.gui_thread`; a Qt
#: test): a worker's pause below must then never turn the automatic collector back on, even if it found it on.
_kept_off = threading.Event()


def keep_collector_off(off: bool) -> None:
    """Turn the automatic collector off for good (True) or back on (False), whatever pauses are under way."""
    if off:
        _kept_off.set()
        gc.disable()
    else:
        _kept_off.clear()
        gc.enable()


_pauses = 0  # how many `collector_paused` blocks are running, on any thread
_pauses_lock = threading.Lock()


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic collector paused while a tournament is unpickled.

    Unpickling a festival's log and state creates hundreds of thousands of
    containers and no garbage at all; the collector, woken again and again
    by the allocations, walked the growing heap each time (a third of the
    reopening at 6,000 entries). A collector already off (the desk runs it
    on its own thread, `tdapp.ui.gui_thread`) stays off.
    """
    global _pauses
    was_on = gc.isenabled()
    gc.disable()
    with _pauses_lock:
        _pauses += 1
    try:
        yield
    finally:
        with _pauses_lock:
            _pauses -= 1
        if was_on and not _kept_off.is_set():  # not if the collector was taken in hand meanwhile
            gc.enable()


def collector_is_paused() -> bool:
    """Whether some thread is building a tournament now: the desk's own collections wait (they would walk it all,
    tens of milliseconds at a time on the desk's thread, while it is being built)."""
    return _pauses > 0


def unpickled(data: bytes) -> Any:
    with collector_paused():
        return pickle.loads(data)


#: The copies of a database nobody opened on this machine for this long are deleted: they are only a cache, and
#: they hold the players' names (a database moved, renamed or deleted would otherwise leave them here for good).
STALE_AFTER_DAYS = 30


def prune_stale(folder: Path, days: float = STALE_AFTER_DAYS) -> int:
    """Delete the copies of the databases not opened here for `days`; how many databases' copies went."""
    limit = time.time() - days * 86_400
    gone = 0
    with contextlib.suppress(OSError):
        for entry in folder.iterdir():
            files = list(entry.glob("*")) if entry.is_dir() else []
            if entry.is_dir() and all(f.stat().st_mtime < limit for f in files) and entry.stat().st_mtime < limit:
                for f in files:
                    f.unlink(missing_ok=True)
                entry.rmdir()
                gone += 1
    return gone


class SnapshotCache:
    """The copies of one database's streams, in a folder of this machine's own."""

    def __init__(self, folder: Path, database_url: str) -> None:
        key = hashlib.sha256(database_url.encode()).hexdigest()[:20]
        self.folder = folder / key
        self._lock = threading.Lock()  # one write at a time
        self._queue = threading.Condition()
        self._pending: dict[tuple[str, int], Snapshot] = {}  # the newest copy asked for, per stream: older ones are dropped
        self._written: dict[tuple[str, int], int] = {}  # the head of the copy on disk, per stream
        self._worker: threading.Thread | None = None

    def keep_and_prune(self) -> None:
        """Mark this database's copies as in use today, and delete those of databases not opened here for a month.

        Run by the desk on a thread of its own once the database is open (a
        few hundred folders to look at, never on the way to the first frame).
        """
        with contextlib.suppress(OSError):
            os.utime(self.folder)
        threading.Thread(target=prune_stale, args=(self.folder.parent,), name="tdapp-snapshot-prune", daemon=True).start()

    def _path(self, stream: str, scope: int) -> Path:
        return self.folder / f"{stream}-{scope}.snapshot"

    def load(self, stream: str, scope: int) -> Snapshot | None:
        try:
            with self._path(stream, scope).open("rb") as handle, collector_paused():
                data: dict[str, Any] = pickle.load(handle)
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError):
            return None
        if data.get("format") != FORMAT or data.get("code") != code_fingerprint():
            return None
        log = data["log"]
        if log and isinstance(log[0], bytes):  # in chunks (a copy written before them holds the actions)
            with collector_paused():
                log = [action for chunk in log for action in pickle.loads(chunk)]
        checkpoints = tuple(data.get("checkpoints", ()))
        return Snapshot(data["head"], data["head_hash"], log, data["in_force"], data["state"], checkpoints, tuple(data.get("tail", ())))

    def save_soon(self, stream: str, scope: int, snapshot: Snapshot) -> None:
        """Write on a thread of its own (the log is pickled there, not on the desk's thread).

        One writer at a time, and only the newest copy asked for: a desk that
        stores faster than the disk writes never piles copies up in memory.
        """
        with self._queue:
            self._pending[(stream, scope)] = snapshot
            if self._worker is None:
                self._worker = threading.Thread(target=self._write_pending, name="tdapp-snapshot", daemon=True)
                self._worker.start()

    def _write_pending(self) -> None:
        while True:
            with self._queue:
                if not self._pending:
                    self._worker = None
                    self._queue.notify_all()
                    return
                (stream, scope), snapshot = self._pending.popitem()
            self.save(stream, scope, snapshot)

    def save(self, stream: str, scope: int, snapshot: Snapshot) -> None:
        chunks = []
        for at in range(0, len(snapshot.log), LOG_CHUNK):
            between_chunks()
            chunks.append(pickle.dumps(snapshot.log[at : at + LOG_CHUNK], pickle.HIGHEST_PROTOCOL))
        data = {
            "format": FORMAT,
            "code": code_fingerprint(),
            "head": snapshot.head,
            "head_hash": snapshot.head_hash,
            "log": chunks,
            "in_force": snapshot.in_force,
            "state": snapshot.state,
            "checkpoints": list(snapshot.checkpoints),
            "tail": list(snapshot.tail),
        }
        with self._lock, contextlib.suppress(OSError):
            if snapshot.head < self._written.get((stream, scope), 0):
                return  # a newer copy is already on disk
            self.folder.mkdir(parents=True, exist_ok=True)
            target = self._path(stream, scope)
            partial = target.with_suffix(f".{os.getpid()}.partial")
            with partial.open("wb") as handle:
                pickle.dump(data, handle, pickle.HIGHEST_PROTOCOL)
                handle.flush()
                os.fsync(handle.fileno())
            partial.replace(target)
            self._written[(stream, scope)] = snapshot.head

    def clear(self) -> None:
        """Forget every copy of this database (after an erasure of personal data they held)."""
        self.wait()
        with self._lock:
            for path in self.folder.glob("*.snapshot"):
                path.unlink(missing_ok=True)

    def wait(self, timeout: float = 30) -> None:
        """Until every copy asked for is on disk."""
        with self._queue:
            self._queue.wait_for(lambda: self._worker is None, timeout)
