"""`tdapp server`: prepare the database several desks share, and tell each desk where it is.

    tdapp server init --db postgresql://user@host/tdapp   create or upgrade the schema (run once, and after each update)
    tdapp server use --db postgresql://user@host/tdapp    this desk opens that database from now on
    tdapp server use --embedded                           back to this machine's own file

The password is best kept out of the URL, in the user's `~/.pgpass`
(`%APPDATA%\\postgresql\\pgpass.conf` on Windows), which psycopg reads.
"""

from __future__ import annotations

import argparse

from tdapp.desk_settings import forget_database, remember_database, shown_url


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("server", help="prepare a shared database server and point this desk at it")
    actions = parser.add_subparsers(dest="server_command", metavar="ACTION", required=True)
    init = actions.add_parser("init", help="create or upgrade the tdapp schema in a database (PostgreSQL URL or file)")
    init.add_argument("--db", required=True, help="postgresql://user@host[:port]/database, or a file")
    init.set_defaults(func=run_init)
    use = actions.add_parser("use", help="the database this desk opens when started without --db")
    where = use.add_mutually_exclusive_group(required=True)
    where.add_argument("--db", help="postgresql://user@host[:port]/database, or a file")
    where.add_argument("--embedded", action="store_true", help="this machine's own database file again")
    use.set_defaults(func=run_use)


def run_init(args: argparse.Namespace) -> int:
    from tdapp.storage.database import open_database
    from tdapp.storage.migrations import CURRENT_VERSION

    db = open_database(args.db)
    try:
        if db.migrated_from is not None:
            print(f"{shown_url(db.url)}: upgraded from schema {db.migrated_from} to {CURRENT_VERSION}.")
        else:
            print(f"{shown_url(db.url)}: tdapp schema {CURRENT_VERSION}, ready for the desks.")
        print(f"On each desk: tdapp server use --db {shown_url(db.url)}")
    finally:
        db.engine.dispose()
    return 0


def run_use(args: argparse.Namespace) -> int:
    if args.embedded:
        forget_database()
        print("This desk opens its own database file again.")
        return 0
    from tdapp.storage.database import open_database

    db = open_database(args.db, create=False) if "://" not in args.db else open_database(args.db)
    db.engine.dispose()
    remember_database(db.url)
    print(f"This desk now opens {shown_url(db.url)}.")
    return 0
