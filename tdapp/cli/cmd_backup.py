"""`tdapp backup`: a consistent copy of the database into a folder, now (issue 15 part 1).

    tdapp backup --db FILE --out FOLDER [--keep N]
    tdapp backup --db postgresql://USER@HOST/DB --out FOLDER      (prints the pg_dump command to run)

A SQLite file is copied with SQLite's online backup (desks may keep working)
and the folder rotated: the last N backups (24) and the newest of each day
stay. A PostgreSQL server is backed up with pg_dump; tdapp prints the exact
command, and the pg_restore command that puts it back (the password comes
from ~/.pgpass).
"""

from __future__ import annotations

import argparse
import datetime as dt
import shlex
from pathlib import Path

from tdapp.application.backups import KEEP_LAST


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("backup", help="copy the database into a backup folder now")
    parser.add_argument("--db", default=argparse.SUPPRESS, help="database file or URL (default: the desk's database)")
    parser.add_argument("--out", required=True, help="the backup folder (a USB stick, a network share)")
    parser.add_argument(
        "--keep", type=int, default=KEEP_LAST, help=f"how many recent backups to keep besides one a day (default {KEEP_LAST})"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.paths import default_database
    from tdapp.storage.backup import backup_sqlite, pg_dump_command, pg_restore_command, rotate
    from tdapp.storage.database import _sqlite_path, to_url

    target = str(getattr(args, "db", None) or default_database())
    url = to_url(target)
    now = dt.datetime.now()
    path = _sqlite_path(url)
    if path is None:
        dump = pg_dump_command(url, Path(args.out), now)
        print("A PostgreSQL database is backed up with pg_dump; run:")
        print(shlex.join(dump))
        print("and to put it back (every desk closed):")
        print(shlex.join(pg_restore_command(url, Path(dump[2].removeprefix("--file=")))))
        return 0
    backup = backup_sqlite(path, Path(args.out), now)
    rotate(Path(args.out), args.keep)
    print(backup)
    return 0
