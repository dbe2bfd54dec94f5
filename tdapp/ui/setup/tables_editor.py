"""The tables of the event: open tables by the room's numbers, with their seats and closed seats.

Tables open in the order of the actions, and that order is the room's
predetermined breaking order (RPT Art. 10.2): the list shows it. Several
tables can be opened at once ("tables 1 to 6"), all stored or none.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.seating.state import Table
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.session import DeskSession
from tdapp.ui.setup.common import HINT_STYLE, OK_STYLE
from tdapp.ui.setup.fields import spin
from tdapp.ui.table_model import Column, RowsModel

MAX_TABLE_NUMBER = 999


class TablesEditor(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._table_size = 0
        self.model: RowsModel[Table] = RowsModel(
            [
                Column(self.tr("Table"), lambda t: t.number, align_right=True),
                Column(self.tr("Seats"), lambda t: t.seats, align_right=True),
                Column(self.tr("Closed seats"), lambda t: ", ".join(str(s) for s in sorted(t.closed_seats)) or "—"),
                Column(self.tr("Players"), lambda t: t.count, align_right=True),
                Column(self.tr("Free seats"), lambda t: t.free_seats, align_right=True),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel(self)
        self.summary.setStyleSheet(HINT_STYLE)

        self.number = spin(1, MAX_TABLE_NUMBER, parent=self)
        self.number.setToolTip(self.tr("The table's number in the room"))
        self.count = spin(1, 100, parent=self)
        self.count.setToolTip(self.tr("How many tables to open, numbered from the first"))
        self.seats = spin(2, 10, parent=self)
        self.closed = QLineEdit(self)
        self.closed.setPlaceholderText(self.tr("e.g. 5, 10"))
        self.closed.setToolTip(self.tr("Seats not used at these tables, separated by commas"))
        self.open_button = QPushButton(self.tr("Open"), self)
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_tables)
        self.close_button = QPushButton(self.tr("Close selected table"), self)
        self.close_button.setToolTip(self.tr("Only an empty table can be closed; a table with players is broken on the floor"))
        self.close_button.clicked.connect(self.close_selected)
        self.error = ErrorLabel(self)
        self.status = QLabel(self)
        self.status.setStyleSheet(OK_STYLE)
        for box in (self.number, self.count):
            box.valueChanged.connect(self._update_button)

        form_box = QGroupBox(self.tr("Open tables"), self)
        form = QFormLayout(form_box)
        form.addRow(self.tr("First table number"), self.number)
        form.addRow(self.tr("Number of tables"), self.count)
        form.addRow(self.tr("Seats per table"), self.seats)
        form.addRow(self.tr("Closed seats"), self.closed)
        form.addRow("", self.open_button)
        form.addRow("", self.error)
        form.addRow("", self.status)
        side = QVBoxLayout()
        side.addWidget(form_box)
        side.addWidget(self.close_button)
        side.addStretch(1)
        listing = QVBoxLayout()
        listing.addWidget(self.table, 1)
        listing.addWidget(self.summary)
        layout = QHBoxLayout(self)
        layout.addLayout(listing, 2)
        layout.addLayout(side, 1)
        self.setEnabled(False)

    def refresh(self) -> None:
        state = self.session.state
        config = state.config if state is not None else None
        self.setEnabled(config is not None)
        if state is None or config is None:
            self.model.set_rows([])
            return
        tables = state.seating.open_tables()
        self.model.set_rows(tables)
        self.summary.setText(
            self.tr("{tables} tables open, {seats} seats, {players} players seated.").format(
                tables=len(tables), seats=sum(t.capacity for t in tables), players=sum(t.count for t in tables)
            )
        )
        if self._table_size != config.table_size:  # the event's table size is the usual choice
            self._table_size = config.table_size
            self.seats.setMaximum(config.table_size)
            self.seats.setValue(config.table_size)
        open_numbers = {t.number for t in tables}
        self.number.setValue(next(n for n in range(1, MAX_TABLE_NUMBER + 1) if n not in open_numbers))
        self._update_button()

    def _update_button(self) -> None:
        first, count = self.number.value(), self.count.value()
        if count == 1:
            self.open_button.setText(self.tr("Open table {n}").format(n=first))
        else:
            self.open_button.setText(self.tr("Open tables {first} to {last}").format(first=first, last=first + count - 1))

    def closed_seats(self) -> list[int] | None:
        text = self.closed.text().strip()
        if not text:
            return []
        parts = [p for p in re.split(r"[,;\s]+", text) if p]
        if not all(p.isdigit() for p in parts):
            self.error.show_error(self.tr("Closed seats are seat numbers separated by commas, e.g. 5, 10."))
            return None
        return sorted({int(p) for p in parts})

    def open_tables(self) -> None:
        closed = self.closed_seats()
        if closed is None:
            return
        first, count, seats = self.number.value(), self.count.value(), self.seats.value()
        commands = []
        for number in range(first, first + count):
            payload: dict[str, object] = {"table": number, "seats": seats}
            if closed:
                payload["closed_seats"] = closed
            commands.append(("seating.open_table", payload))
        if run(self.session, self.error, lambda: self.session.act_many(commands)) is None:
            self.status.setText("")
            return
        self.closed.clear()
        self.count.setValue(1)
        self.status.setText(self.tr("Opened.") if count == 1 else self.tr("{count} tables opened.").format(count=count))

    def close_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            self.error.show_error(self.tr("Choose a table in the list first."))
            return
        table = self.model.row(rows[0].row())
        if run(self.session, self.error, lambda: self.session.act("seating.close_table", {"table": table.number})) is not None:
            self.status.setText(self.tr("Table {n} closed.").format(n=table.number))
