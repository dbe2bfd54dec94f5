"""Printing from the desk: every sheet as a PDF to keep, to open, or for the default printer.

The PDF is the document (reportlab, `tdapp.reports`); the desk saves it where
the TD chooses, opens it in the system's viewer (whose print dialog the TD
knows), or hands it straight to the system's default printer.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QWidget

from tdapp.domain.errors import RuleError
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession

#: Documents of the open tournament, with the menu text (translated in context "Printing").
TOURNAMENT_DOCUMENTS = ("payouts", "seating", "seat-cards", "results", "deal", "cash")


class Printing(QObject):
    """Builds a document of the open tournament and sends it where the TD asked."""

    def __init__(self, session: DeskSession, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.window = parent
        # Hooks tests replace: where to save, how to open, how to print.
        self.ask_path = self._ask_path
        self.ask_csv_path = self._ask_csv_path
        self.open_file = lambda path: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        self.send_to_printer = send_to_default_printer

    def titles(self) -> dict[str, str]:
        return {
            "payouts": self.tr("Payout sheet"),
            "seating": self.tr("Seating list"),
            "seat-cards": self.tr("Seat cards"),
            "results": self.tr("Results"),
            "deal": self.tr("Deal sheet"),
            "cash": self.tr("Cash desk reconciliation"),
        }

    def language(self) -> str:
        return str(QSettings().value("ui/language", "pt_PT"))

    def build(self, kind: str, **extra: object) -> bytes | None:
        from tdapp.reports.documents import render

        tid = self.session.tournament_id
        if tid is None and kind != "ranking":
            self.session.refused.emit(self.tr("Open a tournament first."))
            return None
        return self.session.attempt(lambda: render(kind, self.session.desk, tournament_id=tid, lang=self.language(), **extra))  # type: ignore[arg-type]

    def receipt_of(self, player_id: int | None) -> Path | None:
        """The registration receipt of one player (the one selected at the registration desk)."""
        if player_id is None:
            self.session.refused.emit(self.tr("Select the player at the registration desk first."))
            return None
        return self._open_built("receipt", self.build("receipt", player_id=player_id))

    def ranking_sheet(self, year: int | None, season: str | None) -> Path | None:
        """The standings chosen in the Ranking tab: a season's, or the year's with the finals."""
        if year is None:
            self.session.refused.emit(self.tr("Choose the standings in the Ranking tab first."))
            return None
        extra: dict[str, object] = {"season": season} if season else {"year": year}
        return self._open_built("ranking", self.build("ranking", **extra))

    def _open_built(self, kind: str, data: bytes | None) -> Path | None:
        if data is None:
            return None
        path = Path(tempfile.mkdtemp(prefix="tdapp-")) / f"{kind}.pdf"
        path.write_bytes(data)
        self.open_file(path)
        return path

    def save(self, kind: str) -> Path | None:
        data = self.build(kind)
        if data is None:
            return None
        path = self.ask_path(f"{kind}-{self.session.tournament_id}.pdf")
        if path is None:
            return None
        path.write_bytes(data)
        self.session.notice.emit(self.tr("Saved {file}").format(file=str(path)))
        return path

    def save_results_csv(self) -> Path | None:
        """The open tournament's results for a spreadsheet (what `tdapp export results` writes), `;` for a Portuguese one."""
        from tdapp.domain.ranking.export import csv_delimiter, encode_csv
        from tdapp.reports.csv_export import results_csv

        tid = self.session.tournament_id
        if tid is None:
            self.session.refused.emit(self.tr("Open a tournament first."))
            return None
        text = self.session.attempt(lambda: results_csv(self.session.desk, tid, delimiter=csv_delimiter(self.language())))
        if text is None:
            return None
        path = self.ask_csv_path(f"results-{tid}.csv")
        if path is None:
            return None
        path.write_bytes(encode_csv(text))
        self.session.notice.emit(self.tr("Saved {file}").format(file=str(path)))
        return path

    def preview(self, kind: str) -> Path | None:
        data = self.build(kind)
        if data is None:
            return None
        path = Path(tempfile.mkdtemp(prefix="tdapp-")) / f"{kind}-{self.session.tournament_id}.pdf"
        path.write_bytes(data)
        self.open_file(path)
        return path

    def print_now(self, kind: str) -> Path | None:
        data = self.build(kind)
        if data is None:
            return None
        path = Path(tempfile.mkdtemp(prefix="tdapp-")) / f"{kind}-{self.session.tournament_id}.pdf"
        path.write_bytes(data)
        try:
            self.send_to_printer(path)
        except RuleError as exc:
            self.session.refused.emit(describe(exc))
            return None
        self.session.notice.emit(self.tr("Sent to the printer: {title}").format(title=self.titles()[kind]))
        return path

    def _ask_path(self, suggested: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save PDF"), str(Path.home() / suggested), "PDF (*.pdf)")
        return Path(name) if name else None

    def _ask_csv_path(self, suggested: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save for a spreadsheet"), str(Path.home() / suggested), "CSV (*.csv)")
        return Path(name) if name else None


def send_to_default_printer(path: Path) -> None:
    """The system's default printer: Windows' shell "print" verb, CUPS' `lp` elsewhere."""
    if sys.platform == "win32":
        os.startfile(str(path), "print")  # type: ignore[attr-defined]
        return
    lp = shutil.which("lp") or shutil.which("lpr")
    if lp is None:
        raise RuleError("No printer is set up on this computer; save the PDF and print it from another one.")
    result = subprocess.run([lp, str(path)], capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        raise RuleError("The printer refused the document: {detail}", detail=(result.stderr or result.stdout).strip())
