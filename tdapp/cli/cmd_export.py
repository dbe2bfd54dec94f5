"""`tdapp export`: the player directory or a tournament's results as CSV for a spreadsheet (issue 15 part 5).

    tdapp export players --db FILE_OR_URL --out players.csv
    tdapp export results --db FILE_OR_URL --tournament ID --out results.csv

UTF-8 with a byte-order mark (spreadsheets read the accents right); a cell
that would start a formula is written as text. Columns are separated by ``;``
(what a spreadsheet set to Portuguese expects) or, with ``--lang en``, by ``,``.
The database is only read.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tdapp.domain.errors import RuleError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("export", help="the players or a tournament's results as CSV")
    parser.add_argument("what", choices=("players", "results"), help="the player database, or the results of --tournament")
    parser.add_argument("--db", default=argparse.SUPPRESS, help="database file or URL (default: the desk's database)")
    parser.add_argument("--tournament", type=int, help="tournament number (results)")
    parser.add_argument("--out", required=True, help="CSV file to write")
    parser.add_argument(
        "--lang",
        choices=("pt_PT", "en"),
        default="pt_PT",
        help="the spreadsheet's language: pt_PT separates with ';' (default), en with ','",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.application.desk import Desk
    from tdapp.domain.players.csv_io import directory_csv
    from tdapp.domain.ranking.export import csv_delimiter, encode_csv
    from tdapp.paths import default_database
    from tdapp.reports.csv_export import results_csv
    from tdapp.storage.database import open_database

    if args.what == "results" and args.tournament is None:
        raise RuleError("This report needs a tournament (--tournament ID).")
    desk = Desk(open_database(getattr(args, "db", None) or default_database(), create=False))
    try:
        delimiter = csv_delimiter(args.lang)
        if args.what == "players":
            text = directory_csv(desk.directory.state, delimiter=delimiter)
        else:
            text = results_csv(desk, args.tournament, delimiter=delimiter)
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(encode_csv(text))
    finally:
        desk.close()
    print(out)
    return 0
