"""`tdapp erase-player`: erase a player's personal data on his request (GDPR art. 17), keeping his results.

    tdapp erase-player --db FILE_OR_URL --player ID --reason "written request of 2026-11-23" --operator TD_NAME [--pseudonym NAME]

Document, phone, e-mail and notes are overwritten in the directory and in
every stored action that held them (and the free space of the file); the name
too when a pseudonym is given. Places, prizes and ranking points stay his, and
`tdapp verify` still passes. It cannot be undone. The TD's alone where the
database keeps a list of operators (his PIN, if he has one, is asked on the
terminal or read from standard input).
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("erase-player", help="erase a player's personal data on his request (results and points stay)")
    parser.add_argument("--db", required=True, help="database file or URL")
    parser.add_argument("--player", type=int, required=True, help="player number")
    parser.add_argument("--reason", required=True, help="the player's request and its date; recorded in the log")
    parser.add_argument(
        "--operator", default="", help="who erases (a TD of the list of operators, if there is one; his PIN is asked on the terminal)"
    )
    parser.add_argument("--pseudonym", help="also replace the name (and drop the nickname) by this")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.application.desk import Desk
    from tdapp.cli.operator_sign_in import sign_in
    from tdapp.storage.database import open_database

    desk = Desk(open_database(args.db, create=False))
    try:
        sign_in(desk, args.operator)
        action = desk.erase_player(args.player, reason=args.reason, pseudonym=args.pseudonym)
    finally:
        desk.close()
    print(f"Personal data of player #{args.player} erased (action #{action.seq}); results, prizes and points kept.")
    return 0
