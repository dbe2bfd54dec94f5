"""`tdapp samples`: build a demonstration database and print every sheet, to look at them.

    tdapp samples --out DIR [--png] [--large N] [--lang pt_PT|en]

Creates `DIR/samples.db` (kept and re-used on the next run) with a finished
14-player knock-out (re-entries, bounties, an ICM deal), a 46-player
freeze-out with everybody seated, optionally a finished event of N entries,
and the 2024 ranking; a logo `DIR/logo.png` is set as the casino's logo.
Then every sheet is written to `DIR/<sheet>.pdf`; with `--png` the first
pages also go to `DIR/png/<sheet>-<page>.png` through `pdftoppm` (poppler-utils).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
from pathlib import Path

from tdapp.domain.errors import RuleError

PNG_PAGES = 2
PNG_DPI = 100


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("samples", help="build a demo database and print every sheet (PDF, and PNG with --png)")
    parser.add_argument("--out", required=True, help="folder for samples.db and the sheets")
    parser.add_argument("--png", action="store_true", help="also render the first pages to PNG with pdftoppm")
    parser.add_argument("--large", type=int, default=0, help="also play a tournament of this many entries (e.g. 2000)")
    parser.add_argument("--lang", choices=("pt_PT", "en"), default=argparse.SUPPRESS, help="language of the sheets (default pt_PT)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    if args.png and shutil.which("pdftoppm") is None:
        raise RuleError("pdftoppm is not installed (package poppler-utils); run without --png for PDF only.")
    written = render_samples(folder, lang=getattr(args, "lang", None) or "pt_PT", large=args.large, png=args.png)
    for path in written:
        print(path)
    return 0


def render_samples(folder: Path, *, lang: str = "pt_PT", large: int = 0, png: bool = False) -> list[Path]:
    from tdapp.application.desk import Desk
    from tdapp.reports.demo import build_demo, draw_logo
    from tdapp.reports.documents import render
    from tdapp.storage.database import open_database

    db = folder / "samples.db"
    if not db.exists():
        build_demo(db, large=large, progress=lambda step: print(f"building: {step}"))
    desk = Desk(open_database(db, create=False))
    try:
        logo = folder / "logo.png"
        if not logo.exists():
            draw_logo(logo)
        desk.store.set_setting("casino_logo", str(logo.resolve()))
        ids = {row.name: row.id for row in desk.tournament_rows()}
        small, running = min(ids.values()), _running(desk)
        receipt_player = max(desk.tournament(small).state.registrations.values(), key=lambda r: (r.reentries, -r.player_id)).player_id
        jobs: list[tuple[str, str, dict[str, object]]] = [
            ("payouts", "payouts", {"tournament_id": small}),
            ("results", "results", {"tournament_id": small}),
            ("deal", "deal", {"tournament_id": small}),
            ("cash", "cash", {"tournament_id": small}),
            ("receipt", "receipt", {"tournament_id": small, "player_id": receipt_player}),
            ("seating", "seating", {"tournament_id": running}),
            ("seat-cards", "seat-cards", {"tournament_id": running}),
            ("ranking", "ranking-2024", {"year": 2024}),
            ("ranking", "ranking-2024-Q2", {"season": "2024-Q2"}),
        ]
        large_id = max(ids.values())
        if large and large_id not in (small, running):
            jobs += [("results", "results-large", {"tournament_id": large_id}), ("payouts", "payouts-large", {"tournament_id": large_id})]
        written: list[Path] = []
        for kind, name, options in jobs:
            pdf = folder / f"{name}.pdf"
            render(kind, desk, lang=lang, out=pdf, **options)  # type: ignore[arg-type]
            written.append(pdf)
            if png:
                written.extend(to_png(pdf, folder / "png"))
        return written
    finally:
        desk.close()


def _running(desk: object) -> int:
    """The demo tournament that is still being played (the one with players seated)."""
    for row in desk.tournament_rows():  # type: ignore[attr-defined]
        if desk.tournament(row.id).state.seating.seat_of:  # type: ignore[attr-defined]
            return row.id
    raise RuleError("The sample database has no tournament with players seated.")


def to_png(pdf: Path, folder: Path, *, pages: int = PNG_PAGES, dpi: int = PNG_DPI) -> list[Path]:
    """The first pages of a PDF as PNG files (pdftoppm names them <stem>-<page>.png)."""
    folder.mkdir(parents=True, exist_ok=True)
    prefix = folder / pdf.stem
    subprocess.run(["pdftoppm", "-png", "-r", str(dpi), "-f", "1", "-l", str(pages), str(pdf), str(prefix)], check=True)
    return sorted(folder.glob(f"{pdf.stem}-[0-9]*.png"))
