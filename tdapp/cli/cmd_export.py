"""`tdapp export`: the player directory or a tournament's results as CSV for a spreadsheet (issue 15 part 5).

    tdapp export players --db FILE_OR_URL --out players.csv --operator NAME [--columns all --reason "…"]
    tdapp export results --db FILE_OR_URL --tournament ID --out results.csv

UTF-8 with a byte-order mark (spreadsheets read the accents right); a cell
that would start a formula is written as text. Columns are separated by ``;``
(what a spreadsheet set to Portuguese expects) or, with ``--lang en``, by ``,``.

The players are personal data, so their export follows the desk's rule:
``--operator`` signs in as at the desk (his PIN asked on the terminal or read
from standard input), a list of names (number, name, nickname; the default)
is the registration desk's or the TD's, the whole database with documents,
phones, e-mails and notes (``--columns all``) is the TD's alone and needs
``--reason``; either is stored as an action of the directory (who, when, how
many players, which columns, why) before the file is written. A refusal
writes no file. The results are only read.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from tdapp.domain.errors import RuleError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("export", help="the players or a tournament's results as CSV")
    parser.add_argument("what", choices=("players", "results"), help="the player database, or the results of --tournament")
    parser.add_argument("--db", default=argparse.SUPPRESS, help="database file or URL (default: the desk's database)")
    parser.add_argument("--tournament", type=int, help="tournament number (results)")
    parser.add_argument("--out", required=True, help="CSV file to write")
    parser.add_argument(
        "--columns",
        choices=("names", "all"),
        default="names",
        help="players: names (number, name, nickname; default) or all (with document, phone, e-mail and notes: the TD's alone)",
    )
    parser.add_argument("--reason", default="", help="players: why they are exported (required with --columns all); recorded in the log")
    parser.add_argument(
        "--operator", default="", help="players: who exports (on the list of operators, if there is one; his PIN is asked on the terminal)"
    )
    parser.add_argument(
        "--lang",
        choices=("pt_PT", "en"),
        default="pt_PT",
        help="the spreadsheet's language: pt_PT separates with ';' (default), en with ','",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.application.desk import Desk
    from tdapp.cli.operator_sign_in import sign_in
    from tdapp.domain.ranking.export import csv_delimiter, encode_csv
    from tdapp.paths import default_database
    from tdapp.reports.csv_export import results_csv
    from tdapp.storage.database import open_database

    if args.what == "results" and args.tournament is None:
        raise RuleError("This report needs a tournament (--tournament ID).")
    desk = Desk(open_database(getattr(args, "db", None) or default_database(), create=False))
    out = Path(args.out)
    try:
        delimiter = csv_delimiter(args.lang)
        if args.what == "players":
            personal = args.columns == "all"
            sign_in(desk, args.operator)
            desk.check_directory_export(personal=personal, reason=args.reason)  # refused before anything is made on the disk
            out.parent.mkdir(parents=True, exist_ok=True)
            if not os.access(out.parent, os.W_OK):
                raise RuleError("The folder {folder} cannot be written to; nothing was exported.", folder=str(out.parent))
            text, _count = desk.export_directory(personal=personal, reason=args.reason, delimiter=delimiter)
        else:
            text = results_csv(desk, args.tournament, delimiter=delimiter)
            out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(encode_csv(text))
    finally:
        desk.close()
    print(out)
    return 0
