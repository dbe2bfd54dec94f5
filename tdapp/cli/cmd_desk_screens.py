"""`tdapp desk-screens --out DIR [--lang pt_PT|en|both]`: screenshots of every main view of the desk.

The database is built through the application layer (`tdapp.ui.screenshots`);
each language renders in its own process, since the translator must be in
place before the first widget is built. `DESCRIPTION` is what `--help` says.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("pt_PT", "en")

DESCRIPTION = """\
Pictures of every view of the desk, for a review or a manual. A demonstration
is built in a temporary folder (a running knock-out with players out, a final
table, a finished event in the ranking), the desk's window is opened without
showing it, and each view is saved as OUT/<language>/<nn>-<view>.png, with
views.json listing the texts on screen in each picture.

Views: the start page; registration; the large clock; floor (tables, balance,
list, hand-for-hand, penalties, rulings); money (prizes, deal, cash); setup
(tournament, structure, chips, tables); ranking (standings, results, seasons,
finals); charts; rulebook; log; and every dialog (new tournament, bust,
color-up, deal, player, check-in, payment, chip set, prize override, structure
wizard, operators, room screens, F1, chip count, import, merge, erasure, serve,
file, sign-in). --views money,bust renders a part (a group's name selects all
its pages).
"""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "desk-screens",
        help="render every main view of the desk to PNG files (offscreen), in pt-PT and English",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--out", required=True, help="folder for the PNG files; one sub-folder per language (created if missing)")
    parser.add_argument("--lang", choices=(*LANGUAGES, "both"), default="both", help="language of the screens (default: both)")
    parser.add_argument("--views", default="", help="comma-separated views or groups, e.g. start,floor,money (default: all)")
    parser.add_argument("--size", default="1280x800", help="window size WIDTHxHEIGHT (default: 1280x800)")
    parser.set_defaults(func=run)


def _size(text: str) -> tuple[int, int]:
    from tdapp.domain.errors import RuleError

    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise RuleError("The size {size} is not WIDTHxHEIGHT (e.g. 1280x800).", size=text) from None
    if not (640 <= width <= 7680 and 480 <= height <= 4320):
        raise RuleError("The size {size} is outside 640x480 to 7680x4320.", size=text)
    return width, height


def run(args: argparse.Namespace) -> int:
    size = _size(args.size)
    views = [v.strip() for v in args.views.split(",") if v.strip()] or None
    if args.lang == "both":
        from tdapp.ui.screenshots import select_views

        select_views(views)  # refuse an unknown view before starting two renderers
        for lang in LANGUAGES:
            command = [sys.executable, "-m", "tdapp.cli.main", "desk-screens", "--out", args.out, "--lang", lang, "--size", args.size]
            if views:
                command += ["--views", ",".join(views)]
            code = subprocess.call(command)
            if code:
                return code
        return 0
    if "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from tdapp.ui.screenshots import render_desk_screens

    with tempfile.TemporaryDirectory(prefix="tdapp-desk-screens-") as folder:
        written = render_desk_screens(Path(args.out) / args.lang, Path(folder) / "demo.db", lang=args.lang, views=views, size=size)
    for path in written:
        print(path)
    print(f"{len(written)} screenshots in {Path(args.out) / args.lang}", file=sys.stderr)
    return 0
