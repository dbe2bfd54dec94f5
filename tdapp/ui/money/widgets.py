"""The money pages' figures table (titles and table styles are `tdapp.ui.page_parts`, the red refusal line `tdapp.ui.feedback`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from tdapp.ui.page_parts import style_table
from tdapp.ui.table_model import Column, RowsModel

MUTED = "#666666"


@dataclass(frozen=True)
class Line:
    """One line of a figures table: a label, an optional count, an amount; bold for totals."""

    label: str
    amount: str = ""
    count: str = ""
    bold: bool = False
    colour: str | None = None
    note: str = ""


class LinesModel(RowsModel[Line]):
    """A figures table whose total lines are bold and whose yes/no answers are coloured."""

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid():
            line = self.rows[index.row()]
            if role == Qt.ItemDataRole.FontRole and line.bold:
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.ForegroundRole:
                if line.colour:
                    return QColor(line.colour)
                if index.column() == 3:
                    return QColor(MUTED)
        return super().data(index, role)


#: Rows measured one by one up to this many: 1,000 rows of awards (a festival's) cost a quarter of a second a refresh.
MEASURED_ROWS = 300


class _RowFitter(QObject):
    """Measures a table's rows while they are few; a child of the rows' header, so it goes (and its connections with it) when the table goes."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view.verticalHeader())
        self.view = view
        model = view.model()
        if model is not None:
            model.modelReset.connect(self.fit)
            model.rowsInserted.connect(self.fit)
        self.fit()

    def fit(self) -> None:
        model = self.view.model()
        measured = model is None or model.rowCount() <= MEASURED_ROWS
        mode = QHeaderView.ResizeMode.ResizeToContents if measured else QHeaderView.ResizeMode.Fixed
        self.view.verticalHeader().setSectionResizeMode(mode)


def wrap_rows(view: QTableView) -> None:
    """Long texts wrap inside their cell and each row is as tall as its cell needs, never elided with "…" (issue 16).

    At the window's least width the money tab's columns share about 900 px: a note such as the ranking deduction's
    or a winner's full name gets a second line in its row instead of losing its end. A row of one line keeps the
    tables' usual height. Beyond `MEASURED_ROWS` rows (a festival's list of awards) the rows keep that height: the
    measuring would slow every refresh of the tab.
    """
    view.setWordWrap(True)
    rows = view.verticalHeader()
    rows.setMinimumSectionSize(rows.defaultSectionSize())
    _RowFitter(view)


def lines_view(parent: QWidget, titles: Sequence[str]) -> tuple[LinesModel, QTableView]:
    """A read-only table of `Line`s with the columns (what, count, amount, note); a long note wraps in its row."""
    model = LinesModel(
        [
            Column(titles[0], lambda line: line.label),
            Column(titles[1], lambda line: line.count, align_right=True),
            Column(titles[2], lambda line: line.amount, align_right=True),
            Column(titles[3], lambda line: line.note),
        ],
        parent,
    )
    view = QTableView(parent)
    view.setModel(model)
    style_table(view)
    header = view.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
    wrap_rows(view)
    return model, view
