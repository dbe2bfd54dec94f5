"""The desk checks the log's tamper-evident chain when it opens a database, off the GUI's thread.

A chain that no longer holds means stored actions were changed outside
tdapp (the database file edited directly): the desk says so at once, in red,
and names the first action; `tdapp verify` prints every stream's report.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tdapp.storage.verify import CONTEXT, ChainBreak, ChainReport, verify_chain
from tdapp.ui.gui_thread import gui_caller


def problem_text(broken: ChainBreak) -> str:
    """What was found, in the desk's language (the template is English, as `tdapp verify` prints it)."""
    try:
        return QCoreApplication.translate(CONTEXT, broken.template).format(**broken.params)
    except (KeyError, IndexError, ValueError):  # a broken translation must never hide the finding
        return broken.problem


def _check(engine: object, deliver: Callable[[ChainReport], None]) -> None:
    try:
        report = verify_chain(engine)  # type: ignore[arg-type]
    except Exception:  # a database out of reach is said elsewhere; the check is tried at the next start
        return
    deliver(report)


class ChainCheck(QObject):
    finished = Signal(object)  # the ChainReport, delivered on the GUI's thread

    def __init__(self, engine: object, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.report: ChainReport | None = None
        self.finished.connect(self._keep)

    def start(self) -> None:
        # The worker holds the engine and a weak way back, never this object (tdapp.ui.gui_thread).
        threading.Thread(target=_check, args=(self.engine, gui_caller(self, "_deliver")), name="tdapp-chain-check", daemon=True).start()

    def _deliver(self, report: ChainReport) -> None:
        self.finished.emit(report)

    def _keep(self, report: ChainReport) -> None:
        self.report = report

    def message(self, report: ChainReport) -> str:
        if report.holds:
            return self.tr("Log verified: the chain of %n action(s) holds.", "", report.actions)
        first = report.breaks[0]
        return self.tr(
            "The log was changed outside tdapp: action #{seq} ({kind}) {problem}. Run 'tdapp verify' for the whole report and call the casino's audit."
        ).format(seq=first.seq, kind=first.kind, problem=problem_text(first))

    def short_message(self, report: ChainReport) -> str:
        """What stays on the status bar while the desk is open: the first changed action, and what to run."""
        first = report.breaks[0]
        return self.tr("Log changed outside tdapp at action #{seq}: run 'tdapp verify'").format(seq=first.seq)
