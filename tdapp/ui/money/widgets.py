"""The money pages' figures table (titles and table styles are `tdapp.ui.page_parts`, the red refusal line `tdapp.ui.feedback`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
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


def lines_view(parent: QWidget, titles: Sequence[str]) -> tuple[LinesModel, QTableView]:
    """A read-only table of `Line`s with the columns (what, count, amount, note)."""
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
    return model, view
