"""Automatic backups while a tournament is open: every few minutes and at every level change (issue 15 part 1).

The copy runs on a thread of its own, so the clock and the desk never wait
for a slow USB stick or network share; the desk only reads `status` (when
the last backup was made, and the error if the folder went away). Between
backups the same thread looks at the folder every few seconds: a USB stick
pulled out is said within seconds, not at the next backup, and a backup is
made as soon as it is back.

Closing the desk never waits for a hung copy: `stop` waits a moment
(`STOP_WAIT_S`) and then leaves the thread behind. It is a daemon thread, so
the process still ends; what it leaves in the folder is at most a
``.partial`` file, never a backup, because a copy takes its backup's name
only once it is whole and on the disk (`tdapp.storage.backup.copy_sqlite`),
and rotation takes such leftovers away later.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tdapp.domain.errors import RuleError
from tdapp.storage.backup import backup_sqlite, folder_missing, rotate

#: Minutes between automatic backups, and how many recent ones are kept (besides one per day).
EVERY_MINUTES = 5
KEEP_LAST = 24
#: Seconds between two looks at the backup folder (on the backup's thread: a dead network share may hang there, never the desk).
CHECK_FOLDER_S = 2.0
#: How long closing the desk (or choosing another folder) waits for a backup under way before leaving it behind: a copy to a
#: dead network share can hang for minutes, and the desk's thread must not.
STOP_WAIT_S = 1.0


@dataclass(frozen=True)
class BackupStatus:
    last_path: Path | None = None
    last_at: dt.datetime | None = None
    error: str = ""  # the last attempt's failure (the folder gone, the disk full), empty once a backup works again
    error_template: RuleError | None = None


class AutoBackup:
    def __init__(
        self,
        source: Path,
        folder: Path,
        *,
        every_s: float = EVERY_MINUTES * 60,
        keep: int = KEEP_LAST,
        check_s: float = CHECK_FOLDER_S,
        now: Callable[[], dt.datetime] = dt.datetime.now,
    ) -> None:
        self.source = source
        self.folder = folder
        self.every_s = every_s
        self.keep = keep
        self.check_s = check_s
        self.now = now
        self.status = BackupStatus()
        self.folder_gone = False  # the folder was found missing: a backup as soon as it is back
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._done = threading.Condition()
        self._count = 0
        self._thread = threading.Thread(target=self._run, name="tdapp-backup", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = STOP_WAIT_S) -> bool:
        """Stop backing up; True if the thread ended within `timeout`, False if it was left hung in a copy.

        A copy left behind either ends by itself (its backup is then whole and
        its thread stops there) or dies with the process, leaving a ``.partial``
        file that is never taken for a backup.
        """
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout)
        return not self._thread.is_alive()

    def request(self) -> None:
        """A backup now (a level changed); returns at once."""
        self._wake.set()

    def wait_for(self, count: int, timeout: float = 30) -> bool:
        """For tests and shutdown: wait until `count` backups have been attempted."""
        with self._done:
            return self._done.wait_for(lambda: self._count >= count, timeout)

    @property
    def attempts(self) -> int:
        return self._count

    @property
    def running(self) -> bool:
        """The thread is still alive (after `stop`: hung in a copy it was left to)."""
        return self._thread.is_alive()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.backup_now()
            self._wait_for_next()
            self._wake.clear()

    def _wait_for_next(self) -> None:
        """Until the next backup is due or asked for, or the missing folder is back; says at once when it goes missing."""
        deadline = time.monotonic() + self.every_s
        while not self._stop.is_set():
            left = deadline - time.monotonic()
            if left <= 0 or self._wake.wait(min(self.check_s, left)):
                return
            missing = folder_missing(self.folder)
            if missing is None and self.folder_gone:
                return  # the stick is back: a backup now, not at the next turn
            if missing is not None and not self.folder_gone:
                self.folder_gone = True
                self.status = BackupStatus(self.status.last_path, self.status.last_at, missing.render(), missing)

    def backup_now(self) -> BackupStatus:
        started = time.monotonic()
        try:
            path = backup_sqlite(self.source, self.folder, self.now())
            rotate(self.folder, self.keep)
            self.status = BackupStatus(path, self.now())
            self.folder_gone = False
        except RuleError as exc:
            self.folder_gone = folder_missing(self.folder) is not None
            self.status = BackupStatus(self.status.last_path, self.status.last_at, exc.render(), exc)
        except (OSError, Exception) as exc:  # a disk full or a share gone mid-copy must not kill the thread
            self.folder_gone = folder_missing(self.folder) is not None
            self.status = BackupStatus(self.status.last_path, self.status.last_at, str(exc), None)
        finally:
            self.last_duration_s = time.monotonic() - started
            with self._done:
                self._count += 1
                self._done.notify_all()
        return self.status
