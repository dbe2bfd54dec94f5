"""Backups during an event, and putting one back (issue 15 part 1).

A SQLite database is copied with SQLite's online backup API
(`sqlite3.Connection.backup`): the copy is one consistent snapshot even while
desks keep storing actions, and nobody waits for it. The copy is written under
a temporary name and renamed, so a backup folder never holds half a file.
Backups are named by their time (``tdapp-20261123-213000.db``) and rotated: the
last `keep` and the newest of each day stay.

A PostgreSQL server is backed up with its own tool, ``pg_dump``
(`pg_dump_command` gives the exact command); tdapp does not copy a server.

Restoring refuses a file that is not a tdapp database, refuses while a desk
still has the live database open, and never overwrites the live file without
keeping it: the live database is first copied beside itself
(``<name>.before-restore-<time>.db``; a damaged one byte for byte).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import re
import shutil
import sqlite3
import time
from pathlib import Path

from sqlalchemy.engine import make_url

from tdapp.domain.errors import RuleError
from tdapp.paths import read_only_uri
from tdapp.storage.database import inspect_sqlite_file

PREFIX = "tdapp-"
_NAME = re.compile(r"^tdapp-(\d{8})-(\d{6})(?:-\d+)?\.db$")
#: The suffix of a copy under way; a file with it is never a backup.
PARTIAL = ".partial"
#: A copy under way this long ago (by its file's time) was abandoned: rotation removes it and its journal.
STALE_PARTIAL_S = 3600
_LEFTOVER = re.compile(r"^tdapp-\d{8}-\d{6}(?:-\d+)?\.db\.partial(?:-journal)?$")


def stamp(now: dt.datetime) -> str:
    return now.strftime("%Y%m%d-%H%M%S")


def copy_sqlite(source: Path, target: Path) -> None:
    """A consistent copy of a live SQLite database (online backup API), written under a temporary name then renamed.

    `target` exists only once the copy is whole and on the disk (after the
    fsync): a copy that fails, or hangs on a dead share and is left behind
    when the desk closes, leaves at most ``<target>.partial``, which nothing
    takes for a backup (`rotate` removes it once it is old).
    """
    partial = target.with_name(target.name + PARTIAL)
    try:
        src = sqlite3.connect(read_only_uri(source), uri=True, timeout=30)
        try:
            dst = sqlite3.connect(partial)
            try:
                src.backup(dst)  # all pages in one step: one snapshot of the database
                dst.execute("PRAGMA journal_mode=DELETE")  # the copy stands alone: no -wal file beside it
            finally:
                dst.close()
        finally:
            src.close()
        with partial.open("rb+") as handle:
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):  # a share gone mid-copy may refuse this too; rotation tries again later
            partial.unlink(missing_ok=True)
        raise
    partial.replace(target)


def folder_missing(folder: Path) -> RuleError | None:
    """The warning when the backup folder is not there (None when it is): the desk says it in red."""
    if folder.is_dir():
        return None
    return RuleError("The backup folder {folder} is not there (a USB stick taken out, a network share gone?).", folder=str(folder))


def backup_sqlite(source: Path, folder: Path, now: dt.datetime) -> Path:
    """Copy `source` into `folder` as ``tdapp-<time>.db``; the folder must exist (a missing USB stick is an error, not a new folder)."""
    missing = folder_missing(folder)
    if missing is not None:
        raise missing
    inspect_sqlite_file(source)
    target = folder / f"{PREFIX}{stamp(now)}.db"
    n = 1
    while target.exists():
        target = folder / f"{PREFIX}{stamp(now)}-{n}.db"
        n += 1
    copy_sqlite(source, target)
    return target


def rotate(folder: Path, keep: int) -> list[Path]:
    """Delete old backups: the last `keep` stay, and the newest of every day. Returns what was deleted."""
    backups = sorted((p for p in folder.iterdir() if _NAME.match(p.name)), key=lambda p: p.name)
    newest_of_day: dict[str, Path] = {}
    for path in backups:
        match = _NAME.match(path.name)
        assert match is not None
        newest_of_day[match.group(1)] = path
    keep_set = set(backups[-keep:] if keep > 0 else []) | set(newest_of_day.values())
    deleted = []
    for path in backups:
        if path not in keep_set:
            path.unlink(missing_ok=True)
            deleted.append(path)
    stale = time.time() - STALE_PARTIAL_S
    for path in folder.iterdir():
        if not _LEFTOVER.match(path.name):
            continue
        with contextlib.suppress(FileNotFoundError):  # another desk's rotation took it first
            if path.stat().st_mtime < stale:  # a copy left hung when a desk closed, or cut off with the power
                path.unlink(missing_ok=True)
                deleted.append(path)
    return deleted


def refuse_if_open(live: Path) -> None:
    """Refuse while a desk (or `tdapp serve`) still has the database open: replacing the file under it would lose
    what it stores next. A database in WAL mode can leave it only when no other connection is open."""
    conn = sqlite3.connect(live, timeout=1)
    try:
        conn.execute("PRAGMA journal_mode=DELETE")
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise RuleError(
                "A desk still has {file} open: close every desk on it, then restore; nothing was restored.", file=str(live)
            ) from exc
    except sqlite3.DatabaseError:
        pass  # a damaged file: no desk can be working on it
    finally:
        conn.close()


def restore_sqlite(backup: Path, live: Path, now: dt.datetime) -> Path | None:
    """Put a backup in place of the live database; returns where the live one was kept (None if there was none).

    The backup must be a tdapp database (refused otherwise, nothing touched).
    The live file is copied aside first (online backup, so its WAL is
    included); only then is it replaced.
    """
    version = inspect_sqlite_file(backup)
    if version is None:
        raise RuleError("{file} is not a tdapp database; nothing was restored.", file=str(backup))
    kept: Path | None = None
    if live.exists() and live.stat().st_size > 0:
        refuse_if_open(live)
        kept = live.with_name(f"{live.stem}.before-restore-{stamp(now)}{live.suffix or '.db'}")
        try:
            copy_sqlite(live, kept)
        except sqlite3.DatabaseError:  # a damaged live file (why one restores) is kept as it is, byte for byte
            kept.with_name(kept.name + PARTIAL).unlink(missing_ok=True)
            for suffix in ("", "-wal"):
                if Path(f"{live}{suffix}").exists():
                    shutil.copy2(f"{live}{suffix}", f"{kept}{suffix}")
    partial = live.with_name(live.name + ".restoring")
    copy_sqlite(backup, partial)
    for extra in (live.with_name(live.name + "-wal"), live.with_name(live.name + "-shm")):
        extra.unlink(missing_ok=True)
    partial.replace(live)
    return kept


def _server_options(url: str) -> tuple[list[str], str]:
    """``--host``/``--port``/``--username`` of a server URL (never its password), and the database's name."""
    parsed = make_url(url.replace("postgresql+psycopg://", "postgresql://"))
    options = []
    if parsed.host:
        options.append(f"--host={parsed.host}")
    if parsed.port:
        options.append(f"--port={parsed.port}")
    if parsed.username:
        options.append(f"--username={parsed.username}")
    return options, str(parsed.database)


def pg_dump_command(url: str, folder: Path, now: dt.datetime, prefix: str = PREFIX) -> list[str]:
    """The exact ``pg_dump`` command that backs up a tdapp server database (custom format, for ``pg_restore``).

    The file is named by the time (``<prefix><time>.dump``), with a number added if that name is taken, so the
    command never overwrites an earlier dump. The password stays out of the command line: pg_dump reads it from
    ``~/.pgpass`` like the desks.
    """
    options, database = _server_options(url)
    target = folder / f"{prefix}{stamp(now)}.dump"
    n = 1
    while target.exists():
        target = folder / f"{prefix}{stamp(now)}-{n}.dump"
        n += 1
    return ["pg_dump", "--format=custom", f"--file={target}", *options, database]


def pg_restore_command(url: str, dump: Path) -> list[str]:
    """The exact ``pg_restore`` command that puts a dump back into the server database (every desk closed first).

    ``--clean --if-exists`` drops what the database holds now (also a database left half-made) before the dump's
    tables are created again; ``--no-owner`` lets another account than the dump's own restore it.
    """
    options, database = _server_options(url)
    return ["pg_restore", "--clean", "--if-exists", "--no-owner", *options, f"--dbname={database}", str(dump)]
