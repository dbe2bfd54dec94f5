"""`tdapp restore`: put a backup back in place of the database, keeping the live one (issue 15 part 1).

    tdapp restore --from BACKUP.db --db FILE

Refuses a file that is not a tdapp database. The live database is first
copied beside itself (<name>.before-restore-<time>.db), then replaced. Close
every desk on the file first. A PostgreSQL dump goes back with pg_restore.
"""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("restore", help="put a backup back in place of the database (the live one is kept)")
    parser.add_argument("--from", dest="source", required=True, help="the backup file")
    parser.add_argument("--db", default=argparse.SUPPRESS, help="the database file to replace (default: the desk's database)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.domain.errors import RuleError
    from tdapp.paths import default_database
    from tdapp.storage.backup import restore_sqlite
    from tdapp.storage.database import _sqlite_path, to_url

    live = _sqlite_path(to_url(str(getattr(args, "db", None) or default_database())))
    if live is None:
        raise RuleError("A PostgreSQL database is restored with pg_restore, not with tdapp.")
    source = Path(args.source)
    if not source.is_file():
        raise RuleError("{file} is not a tdapp database; nothing was restored.", file=str(source))
    kept = restore_sqlite(source, live, dt.datetime.now())
    if kept is not None:
        print(f"the database as it was is kept in {kept}")
    print(f"{live} restored from {source}")
    return 0
