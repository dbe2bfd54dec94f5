"""A read-only table model over a list of rows, for every long list of the desk.

Views re-read their rows after a change; the model swaps the list in one
reset, so a 2,000-row list costs one repaint, not 2,000 widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

R = TypeVar("R")
Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column(Generic[R]):
    title: str
    text: Callable[[R], Any]
    align_right: bool = False
    sort_key: Callable[[R], Any] | None = None


class RowsModel(QAbstractTableModel, Generic[R]):
    def __init__(self, columns: Sequence[Column[R]], parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.rows: list[R] = []

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def row(self, index: int) -> R:
        return self.rows[index]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = column.text(row)
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.align_right:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return column.sort_key(row) if column.sort_key else column.text(row)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].title
        return None
