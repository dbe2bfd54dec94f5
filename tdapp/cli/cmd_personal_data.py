"""`tdapp personal-data`: everything tdapp holds on one player, as JSON and a printed sheet (GDPR art. 15; issue 15 part 4).

    tdapp personal-data --db FILE_OR_URL --player ID --reason "request of 2026-11-23" --operator NAME --out FOLDER [--lang en]

The TD's alone where the database keeps a list of operators (`--operator`
names him, and his PIN, if he has one, is asked on the terminal or read
from standard input); the export is stored as an action of the directory (who, when, why).
Writes player-<ID>.json and player-<ID>.pdf into FOLDER.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("personal-data", help="export everything held on one player (JSON and PDF)")
    parser.add_argument("--db", default=argparse.SUPPRESS, help="database file or URL (default: the desk's database)")
    parser.add_argument("--player", type=int, required=True, help="player number")
    parser.add_argument("--reason", required=True, help="why (the player's request and its date); recorded in the log")
    parser.add_argument(
        "--operator", default="", help="who exports (a TD of the list of operators, if there is one; his PIN is asked on the terminal)"
    )
    parser.add_argument("--out", required=True, help="folder to write player-ID.json and player-ID.pdf into")
    parser.add_argument("--lang", choices=("pt_PT", "en"), default=argparse.SUPPRESS, help="language of the sheet (default pt_PT)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.application.desk import Desk
    from tdapp.cli.operator_sign_in import sign_in
    from tdapp.paths import default_database
    from tdapp.reports.personal_data import save
    from tdapp.storage.database import open_database

    desk = Desk(open_database(getattr(args, "db", None) or default_database(), create=False))
    try:
        sign_in(desk, args.operator)
        data = desk.export_personal_data(args.player, args.reason)
        json_path, pdf_path = save(data, Path(args.out), lang=getattr(args, "lang", None) or "pt_PT", printed_at_ms=desk.now())
    finally:
        desk.close()
    print(json_path)
    print(pdf_path)
    return 0
