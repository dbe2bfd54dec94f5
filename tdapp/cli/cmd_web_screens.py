"""`tdapp web-screens --out DIR [--db FILE]`: every page of `tdapp serve` as PNG, TV and phone, pt-PT and English.

Uses the system's headless Chromium (`/usr/bin/chromium`, installed by
`installer/dev.sh test`); without `--db` it builds a demo room first.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("web-screens", help="screenshots of every served page (TV and phone, pt-PT and English)")
    parser.add_argument("--out", required=True, help="folder for the PNG files (created if missing)")
    parser.add_argument("--db", dest="screens_db", metavar="DB", help="database to show (default: a demo room built for the purpose)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tdapp.web.browser import chromium_path
    from tdapp.web.screenshots import write_screenshots

    if chromium_path() is None:
        print("tdapp web-screens: Chromium is not installed (bash installer/dev.sh test installs it)", file=sys.stderr)
        return 2
    written = write_screenshots(Path(args.out), Path(args.screens_db) if args.screens_db else None)
    for path in written:
        print(path)
    print(f"{len(written)} screenshots in {args.out}", file=sys.stderr)
    return 0
