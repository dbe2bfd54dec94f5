"""Automatic backups while a tournament is open: every few minutes and at every level change (issue 15 part 1).

The copy runs on a thread of its own, so the clock and the desk never wait
for a slow USB stick or network share; the desk only reads `status` (when
the last backup was made, and the error if the folder went away).
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tdapp.domain.errors import RuleError
from tdapp.storage.backup import backup_sqlite, rotate

#: Minutes between automatic backups, and how many recent ones are kept (besides one per day).
EVERY_MINUTES = 5
KEEP_LAST = 24


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
        now: Callable[[], dt.datetime] = dt.datetime.now,
    ) -> None:
        self.source = source
        self.folder = folder
        self.every_s = every_s
        self.keep = keep
        self.now = now
        self.status = BackupStatus()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._done = threading.Condition()
        self._count = 0
        self._thread = threading.Thread(target=self._run, name="tdapp-backup", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 10) -> None:
        self._stop.set()
        self._wake.set()
        self._thread.join(timeout)

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

    def _run(self) -> None:
        while not self._stop.is_set():
            self.backup_now()
            self._wake.wait(self.every_s)
            self._wake.clear()

    def backup_now(self) -> BackupStatus:
        started = time.monotonic()
        try:
            path = backup_sqlite(self.source, self.folder, self.now())
            rotate(self.folder, self.keep)
            self.status = BackupStatus(path, self.now())
        except RuleError as exc:
            self.status = BackupStatus(self.status.last_path, self.status.last_at, exc.render(), exc)
        except (OSError, Exception) as exc:  # a disk full or a share gone mid-copy must not kill the thread
            self.status = BackupStatus(self.status.last_path, self.status.last_at, str(exc), None)
        finally:
            self.last_duration_s = time.monotonic() - started
            with self._done:
                self._count += 1
                self._done.notify_all()
        return self.status
