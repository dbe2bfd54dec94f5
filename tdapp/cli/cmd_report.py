"""`tdapp report`: print a sheet to PDF from a database, for scripts (e.g. the nightly ranking sheets).

    tdapp report payouts    --db FILE --tournament ID --out payouts.pdf [--lang pt_PT|en]
    tdapp report results    --db FILE --tournament ID --out results.pdf
    tdapp report deal       --db FILE --tournament ID --out deal.pdf
    tdapp report seating    --db FILE --tournament ID --out seating.pdf      (by table and by name)
    tdapp report seat-cards --db FILE --tournament ID --out cards.pdf
    tdapp report cash       --db FILE --tournament ID --out cash.pdf
    tdapp report receipt    --db FILE --tournament ID --player ID --out receipt.pdf
    tdapp report ranking    --db FILE --season 2024-Q2 --out q2.pdf          (quarterly)
    tdapp report ranking    --db FILE --year 2024 --out 2024.pdf             (annual)

The database is only read (a missing file is refused, never created). The
casino's name and logo come from its settings `casino_name` and
`casino_logo`. Documents are in pt-PT unless `--lang en`.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tdapp.domain.errors import RuleError
from tdapp.reports.documents import KINDS


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("report", help="print a sheet to PDF: " + ", ".join(KINDS))
    parser.add_argument("kind", choices=KINDS, help="which sheet")
    # Also accepted before the command (`tdapp --db F report ...`): SUPPRESS keeps the value given there.
    parser.add_argument("--db", default=argparse.SUPPRESS, help="database file or URL (default: the desk's database)")
    parser.add_argument("--lang", choices=("pt_PT", "en"), default=argparse.SUPPRESS, help="language of the sheet (default pt_PT)")
    parser.add_argument("--tournament", type=int, help="tournament number")
    parser.add_argument("--player", type=int, help="player number (receipt)")
    parser.add_argument("--season", help="season id for the quarterly ranking, e.g. 2024-Q2")
    parser.add_argument("--year", type=int, help="year for the annual ranking")
    parser.add_argument("--out", required=True, help="PDF file to write")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.application.desk import Desk
    from tdapp.paths import default_database
    from tdapp.reports.documents import render
    from tdapp.storage.database import open_database

    if args.kind == "ranking" and not (args.season or args.year):
        raise RuleError("The ranking needs a season (--season ID) or a year (--year YYYY).")
    if args.kind != "ranking" and args.tournament is None:
        raise RuleError("This report needs a tournament (--tournament ID).")
    target = getattr(args, "db", None) or default_database()
    desk = Desk(open_database(target, create=False))
    try:
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        data = render(
            args.kind,
            desk,
            tournament_id=args.tournament,
            player_id=args.player,
            season=args.season,
            year=args.year,
            lang=getattr(args, "lang", None) or "pt_PT",
            out=out,
        )
    finally:
        desk.close()
    print(f"{out} ({len(data) // 1024 + 1} KB)")
    return 0
