"""`tdapp restore`: put a backup back in place of the database, keeping the live one (issue 15 part 1).

    tdapp restore --from BACKUP.db --db FILE

Refuses a file that is not a tdapp database, and refuses while a desk still
has the file open (close every desk on it first). The live database is first
copied beside itself (<name>.before-restore-<time>.db), then replaced. A PostgreSQL dump goes back with pg_restore:
given a server's URL, tdapp prints the exact command and changes nothing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import shlex
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("restore", help="put a backup back in place of the database (the live one is kept)")
    parser.add_argument("--from", dest="source", required=True, help="the backup file")
    parser.add_argument("--db", default=argparse.SUPPRESS, help="the database file to replace (default: the desk's database)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.domain.errors import RuleError
    from tdapp.paths import default_database
    from tdapp.storage.backup import pg_dump_command, pg_restore_command, restore_sqlite
    from tdapp.storage.database import _sqlite_path, to_url

    url = to_url(str(getattr(args, "db", None) or default_database()))
    live = _sqlite_path(url)
    source = Path(args.source)
    if live is None:  # tdapp does not write a server's database itself: it says how, and changes nothing
        print("A PostgreSQL database is put back with pg_restore. Close every desk, keep what the server holds now:")
        print(shlex.join(pg_dump_command(url, source.parent, dt.datetime.now(), prefix="tdapp-before-restore-")))
        print("then put the backup back:")
        print(shlex.join(pg_restore_command(url, source)))
        return 1
    if not source.is_file():
        raise RuleError("{file} is not a tdapp database; nothing was restored.", file=str(source))
    kept = restore_sqlite(source, live, dt.datetime.now())
    if kept is not None:
        print(f"the database as it was is kept in {kept}")
    print(f"{live} restored from {source}")
    return 0
