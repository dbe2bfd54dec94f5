"""Seasons (quarters with the dates the organiser sets, FS 9.1): define one, change its dates, see them all.

The form proposes the calendar quarter's dates for the year and quarter
chosen; the organiser may move them. Overlaps, dates outside the year and a
quarter given twice are refused by the domain, whose message shows in red.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.ranking.state import Season
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.page_parts import title_label
from tdapp.ui.ranking.common import RankingRowsModel, date_text, note_label, ranking_act, style_table
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column


def calendar_quarter(year: int, quarter: int) -> tuple[dt.date, dt.date]:
    """The calendar dates of a quarter, as the form's first proposal."""
    first = dt.date(year, 3 * quarter - 2, 1)
    after = dt.date(year + 1, 1, 1) if quarter == 4 else dt.date(year, 3 * quarter + 1, 1)
    return first, after - dt.timedelta(days=1)


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _iso(edit: QDateEdit) -> str:
    return edit.date().toString("yyyy-MM-dd")


class SeasonsPage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        today = dt.date.fromtimestamp(session.now_ms() / 1000)
        self.year = QSpinBox(self)
        self.year.setRange(2000, 2100)
        self.year.setValue(today.year)
        self.quarter = QSpinBox(self)
        self.quarter.setRange(1, 4)
        self.quarter.setValue((today.month - 1) // 3 + 1)
        self.season_id = QLineEdit(self)
        self.season_id.setToolTip(self.tr("A short name to refer to the season, e.g. 2026-Q2; left empty, year and quarter make it"))
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("e.g. Spring season"))
        self.starts_on = QDateEdit(self)
        self.ends_on = QDateEdit(self)
        for edit in (self.starts_on, self.ends_on):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("dd/MM/yyyy")
        self.define_button = QPushButton(self.tr("Define the season"), self)
        self.define_button.setToolTip(self.tr("A quarter of the ranking with these dates (FS 9.1); seasons may not overlap"))
        self.redate_button = QPushButton(self.tr("Change the dates of the selected season"), self)
        self.redate_button.setToolTip(self.tr("Move the selected season to the dates above; its recorded tournaments must stay inside"))
        self.error = ErrorLabel(self)
        self.year.valueChanged.connect(self._propose)
        self.quarter.valueChanged.connect(self._propose)
        self.define_button.clicked.connect(self.define)
        self.redate_button.clicked.connect(self.redate)
        self._propose()

        self.model: RankingRowsModel[Season] = RankingRowsModel(
            [
                Column(self.tr("Season"), lambda s: s.season_id),
                Column(self.tr("Name"), lambda s: s.name),
                Column(self.tr("Year"), lambda s: s.year, align_right=True),
                Column(self.tr("Quarter"), lambda s: s.quarter, align_right=True),
                Column(self.tr("From"), lambda s: date_text(s.starts_on)),
                Column(self.tr("To"), lambda s: date_text(s.ends_on)),
                Column(
                    self.tr("Tournaments counted"),
                    lambda s: len(self.session.desk.ranking.state.counting_results(s.season_id)),
                    align_right=True,
                ),
            ],
            self,
            bold_column=0,
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        style_table(self.table)
        # Every column as wide as its contents, the season's name whole on one line; the last column takes the room left.
        # (A stretched name column got what the others left: at the window's least width, in a slightly wider font, a
        # column narrower than "Seasons", its words cut.) Narrower than all of them, the table scrolls sideways.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setMinimumSectionSize(self.table.verticalHeader().defaultSectionSize())
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

        form = QFormLayout()
        when = QHBoxLayout()
        when.addWidget(self.year)
        when.addWidget(note_label(self.tr("quarter"), self))
        when.addWidget(self.quarter)
        when.addStretch(1)
        form.addRow(self.tr("Year"), when)
        form.addRow(self.tr("Season"), self.season_id)
        form.addRow(self.tr("Name"), self.name)
        dates = QHBoxLayout()
        dates.addWidget(self.starts_on)
        dates.addWidget(note_label(self.tr("to"), self))
        dates.addWidget(self.ends_on)
        dates.addStretch(1)
        form.addRow(self.tr("Dates"), dates)
        buttons = QHBoxLayout()
        buttons.addWidget(self.define_button)
        buttons.addWidget(self.redate_button)
        buttons.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(title_label(self.tr("New season"), self))
        left.addLayout(form)
        left.addLayout(buttons)
        left.addWidget(self.error)
        left.addWidget(
            note_label(
                self.tr(
                    "The quarterly ranking adds up a season's counting tournaments; the annual ranking adds up "
                    "the year's seasons (FS 9.1). A tournament belongs to the season that covers the day it was played."
                ),
                self,
            )
        )
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(title_label(self.tr("Seasons"), self))
        right.addWidget(self.table, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)

    def _propose(self) -> None:
        year, quarter = self.year.value(), self.quarter.value()
        first, last = calendar_quarter(year, quarter)
        self.starts_on.setDate(_qdate(first))
        self.ends_on.setDate(_qdate(last))
        self.season_id.setPlaceholderText(f"{year}-Q{quarter}")

    def refresh(self) -> None:
        seasons = sorted(self.session.desk.ranking.state.seasons.values(), key=lambda s: (s.year, s.quarter))
        self.model.set_rows(seasons)

    def selected(self) -> Season | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def define(self) -> None:
        year, quarter = self.year.value(), self.quarter.value()
        payload = {
            "season_id": self.season_id.text().strip() or f"{year}-Q{quarter}",
            "year": year,
            "quarter": quarter,
            "name": self.name.text().strip(),
            "starts_on": _iso(self.starts_on),
            "ends_on": _iso(self.ends_on),
        }
        if ranking_act(self.session, self.error, "ranking.season.define", payload) is not None:
            self.season_id.clear()
            self.name.clear()

    def redate(self) -> None:
        season = self.selected()
        if season is None:
            self.error.show_error(self.tr("Select the season whose dates change."))
            return
        payload = {"season_id": season.season_id, "starts_on": _iso(self.starts_on), "ends_on": _iso(self.ends_on)}
        ranking_act(self.session, self.error, "ranking.season.redate", payload)
