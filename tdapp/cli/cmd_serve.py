"""`tdapp serve --db FILE_OR_URL [--host ADDRESS] [--port N]`: the room's pages on the local network, read-only.

It reads the database the desks write (SQLite in WAL mode, or PostgreSQL)
and never writes to it; see `tdapp.web.server`. Qt is not imported, so it
starts in about a second. `--port 0` takes a free port; the address served is
printed on the first line.
"""

from __future__ import annotations

import argparse

DEFAULT_PORT = 8765


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("serve", help="serve the room's pages (clock, seats, payouts, results) read-only on the network")
    parser.add_argument("--db", dest="serve_db", metavar="DB", required=True, help="the desks' database: a file or a URL (it must exist)")
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: every network)"
    )
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any free port)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.web.server import serve

    return serve(args.serve_db, args.host, args.port)
