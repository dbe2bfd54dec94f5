"""The money tab: the prize table and its freeze, the final-table deal, the cash desk (FS 7, SPEC 3-4).

Every figure is computed once per refresh (`money.figures.money_figures`) from
the domain's functions and handed to the three pages; the widgets only lay it
out and send actions. A light timer notices when the clock closes late
registration so the freeze banner appears without anyone touching the desk.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from tdapp.domain.tournament.registration import late_registration_open
from tdapp.ui.lazy import refresh_when_shown
from tdapp.ui.money.cash_page import CashDeskPage
from tdapp.ui.money.deal_page import DealPage
from tdapp.ui.money.figures import MoneyFigures, money_figures
from tdapp.ui.money.prize_page import PrizeTablePage
from tdapp.ui.session import DeskSession

CLOCK_CHECK_MS = 5_000  # how often the freeze banner re-reads the clock


class MoneyPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.figures: MoneyFigures | None = None
        self.empty = QLabel(self.tr("Open a tournament to see its money."), self)
        self.pages = QTabWidget(self)
        self.prize_page = PrizeTablePage(session, self)
        self.deal_page = DealPage(session, self)
        self.cash_page = CashDeskPage(session, self)
        self.pages.addTab(self.prize_page, self.tr("Prize table"))
        self.pages.addTab(self.deal_page, self.tr("Final-table deal"))
        self.pages.addTab(self.cash_page, self.tr("Cash desk"))
        self.pages.setTabToolTip(0, self.tr("The prizes, the prize pool and the freeze at the end of late registration (FS 7.4, 7.5)"))
        self.pages.setTabToolTip(1, self.tr("ICM, chip-chop or custom deal when the final table agrees (FS 7.3)"))
        self.pages.setTabToolTip(2, self.tr("Everything taken in and paid out, reconciled to the cent"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.empty)
        layout.addWidget(self.pages, 1)
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(CLOCK_CHECK_MS)
        self._clock_timer.timeout.connect(self._check_clock)
        self._clock_timer.start()
        refresh_when_shown(self, self.refresh, session.changed)
        self.refresh()

    def name_of(self, player_id: int) -> str:
        return self.session.player_name(player_id)

    def refresh(self) -> None:
        state = self.session.state
        if state is None or state.config is None:
            self.figures = None
            self.empty.show()
            self.pages.hide()
            return
        self.empty.hide()
        self.pages.show()
        figures = money_figures(state, self.session.now_ms())
        self.figures = figures
        self.prize_page.show_figures(figures)
        self.deal_page.show_figures(figures, self.name_of)
        self.cash_page.show_figures(figures, self.name_of)

    def _check_clock(self) -> None:
        """Refresh when the clock alone has closed late registration (nothing else changes with time here)."""
        figures = self.figures
        state = self.session.state
        if figures is None or state is None or not figures.late_registration_open:
            return
        if not late_registration_open(state, self.session.now_ms()):
            self.refresh()
