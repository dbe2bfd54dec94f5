"""Knowing at once that another desk stored something, without polling the tables.

PostgreSQL: every commit of an action sends a notification on
`NOTIFY_CHANNEL` (see `ActionStore.insert`); a watcher LISTENs on a
connection of its own and wakes on it, so a registration at one desk is on
the others' screens within milliseconds. SQLite has no notifications: the
watcher reads `PRAGMA data_version` (a counter SQLite bumps when another
connection commits; reading it touches no table) a few times a second.

The callback runs on the watcher's thread: a GUI hands it to its own thread
(a queued Qt signal) before touching anything. A watcher that loses the
server keeps trying, and calls back once it is back so nothing is missed.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

from sqlalchemy.engine import make_url

from tdapp.paths import read_only_uri
from tdapp.storage.database import SERVER_CONNECT_ARGS
from tdapp.storage.store import NOTIFY_CHANNEL

#: SQLite's short poll: how often the change counter is read.
SQLITE_POLL_S = 0.2
#: How long the watcher waits before trying a lost server again.
RECONNECT_S = 2.0


class ChangeWatcher:
    """Calls `on_change()` when another desk (or process) has stored something in the database."""

    def __init__(self, url: str, on_change: Callable[[], None], *, poll_s: float = SQLITE_POLL_S) -> None:
        self.url = url
        self.on_change = on_change
        self.poll_s = poll_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        parsed = make_url(url)
        self.backend = parsed.get_backend_name()
        self._sqlite_path = Path(parsed.database) if self.backend == "sqlite" and parsed.database not in (None, "", ":memory:") else None
        self.connected = threading.Event()

    @property
    def supported(self) -> bool:
        return self.backend == "postgresql" or self._sqlite_path is not None

    def start(self) -> ChangeWatcher:
        if self.supported and self._thread is None:
            target = self._listen if self.backend == "postgresql" else self._poll
            self._thread = threading.Thread(target=target, name="tdapp-change-watcher", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    # -- SQLite ----------------------------------------------------------------------
    def _poll(self) -> None:
        assert self._sqlite_path is not None
        conn = sqlite3.connect(read_only_uri(self._sqlite_path), uri=True, check_same_thread=False)
        try:
            last = conn.execute("PRAGMA data_version").fetchone()[0]
            self.connected.set()
            while not self._stop.wait(self.poll_s):
                try:
                    now = conn.execute("PRAGMA data_version").fetchone()[0]
                except sqlite3.Error:
                    continue
                if now != last:
                    last = now
                    self._call()
        finally:
            conn.close()

    # -- PostgreSQL ------------------------------------------------------------------
    def _conninfo(self) -> str:
        parsed = make_url(self.url).set(drivername="postgresql")
        return parsed.render_as_string(hide_password=False)

    def _listen(self) -> None:
        import psycopg

        first = True
        while not self._stop.is_set():
            try:
                # Keepalives: a network that dropped in silence is noticed within seconds, not hours.
                with psycopg.connect(self._conninfo(), autocommit=True, **SERVER_CONNECT_ARGS) as conn:
                    conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                    self.connected.set()
                    if not first:
                        self._call()  # what was stored while the server was out of reach
                    first = False
                    while not self._stop.is_set():
                        for _notify in conn.notifies(timeout=0.5):
                            self._call()
            except psycopg.Error:
                self.connected.clear()
                self._stop.wait(RECONNECT_S)

    def _call(self) -> None:
        with contextlib.suppress(Exception):  # a failing view must not kill the watcher
            self.on_change()
