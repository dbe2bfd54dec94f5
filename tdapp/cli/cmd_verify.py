"""`tdapp verify`: check the tamper-evident chain of every stream of a database.

    tdapp verify --db FILE_OR_URL [--sheet SHORT_HASH ...]

Exit 0 when every chain holds (and every printed hash given is still in the
log); 1 naming the first action of each stream that was edited, deleted,
re-ordered or re-attributed, or the printed hash that is not in the log.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("verify", help="check that no stored action was edited, deleted, re-ordered or re-attributed")
    parser.add_argument("--db", required=True, help="database file or URL")
    parser.add_argument(
        "--sheet", action="append", default=[], metavar="HASH", help="a short hash printed on a sheet: is it still in the log?"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.storage.database import open_database
    from tdapp.storage.verify import sheet_hash_found, verify_chain

    db = open_database(args.db, create=False, upgrade=False)
    try:
        report = verify_chain(db.engine)
        missing = [h for h in args.sheet if not sheet_hash_found(db.engine, h)]
    finally:
        db.engine.dispose()
    for broken in report.breaks:
        print(f"BROKEN: {broken.describe()}")
    for printed in missing:
        print(f"BROKEN: the sheet's hash {printed} is not in this log (the log it was printed from was rewritten or replaced)")
    if report.breaks or missing:
        return 1
    print(f"The chain holds: {report.actions} actions in {report.streams} streams.")
    for printed in args.sheet:
        print(f"The sheet's hash {printed} is in the log.")
    return 0
