"""`tdapp screens --out DIR`: screenshots of every room view at every size, rendered offscreen.

A demonstration tournament is built through the application layer (a
`Desk` on a temporary database, `tdapp.ui.room.demo`) and each view of the
room's screens is rendered to PNG at 1280x720, 1920x1080, 3840x2160 and in
portrait 1080x1920, plus the per-table shot clock at 800x480 and 1280x720.
Files are named `<view>_<width>x<height>.png`.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("screens", help="render the room's screens to PNG files (offscreen)")
    parser.add_argument("--out", required=True, help="folder for the PNG files (created if missing)")
    parser.add_argument("--theme", default="default", help="theme from resources/themes (default: default)")
    parser.add_argument("--views", default="", help="comma-separated views (default: all)")
    parser.add_argument("--lang", dest="screens_lang", choices=("pt_PT", "en"), default="en", help="language of the screens (default: en)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from tdapp.ui.app import install_translator
    from tdapp.ui.numbers import set_language
    from tdapp.ui.room.screens import render_screens

    app = QApplication.instance() or QApplication(sys.argv[:1])
    translator = install_translator(app, args.screens_lang)  # type: ignore[arg-type]
    try:
        with tempfile.TemporaryDirectory(prefix="tdapp-screens-") as folder:
            written = render_screens(
                Path(args.out),
                Path(folder) / "demo.db",
                theme_key=args.theme,
                views=[v for v in args.views.split(",") if v] or None,
            )
    finally:
        if translator is not None:  # run in-process (tests, the selftest): the next command starts in its own language
            app.removeTranslator(translator)
        set_language("pt_PT")
    for path in written:
        print(path)
    print(f"{len(written)} screenshots in {args.out}", file=sys.stderr)
    return 0
