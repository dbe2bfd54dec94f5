"""The ranking tab (FS 9): standings with a player's history and corrections, results, seasons, funds and finals.

The ranking is the season's, not the open tournament's: its pages read
`desk.ranking.state` and act on `desk.ranking`. Standings of a large year take
a noticeable fraction of a second, so the pages are re-read only when the tab
is on screen (at once if it is, otherwise when it is next shown).
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from tdapp.ui.ranking.finals_page import FinalsPage
from tdapp.ui.ranking.seasons_page import SeasonsPage
from tdapp.ui.ranking.standings_page import StandingsPage
from tdapp.ui.ranking.tournaments_page import TournamentsPage
from tdapp.ui.session import DeskSession


class RankingPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._stale = True
        self.pages = QTabWidget(self)
        self.standings_page = StandingsPage(session, self)
        self.tournaments_page = TournamentsPage(session, self)
        self.seasons_page = SeasonsPage(session, self)
        self.finals_page = FinalsPage(session, self)
        self.pages.addTab(self.standings_page, self.tr("Standings"))
        self.pages.addTab(self.tournaments_page, self.tr("Results and counting"))
        self.pages.addTab(self.seasons_page, self.tr("Seasons"))
        self.pages.addTab(self.finals_page, self.tr("Funds and finals"))
        self.pages.setTabToolTip(0, self.tr("Quarterly and annual standings, a player's history, corrections, CSV export (FS 9.1, 9.12)"))
        self.pages.setTabToolTip(1, self.tr("Record a finished tournament's points; decide which tournaments count (FS 9.1, 9.2)"))
        self.pages.setTabToolTip(2, self.tr("The seasons (quarters) with their dates (FS 9.1)"))
        self.pages.setTabToolTip(
            3, self.tr("3 % annual and 2 % quarterly funds, the annual final table and the quarterly finals (FS 9.4-9.9)")
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.pages)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Re-read now if the tab is on screen, otherwise when it is next shown."""
        self._stale = True
        if self.isVisible():
            self.refresh_now()

    def refresh_now(self) -> None:
        self._stale = False
        self.seasons_page.refresh()
        self.tournaments_page.refresh()
        self.standings_page.refresh()
        self.finals_page.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh_now()
