"""The blind structure as an editable table: one row per level or break, in the JSON form of `clock.set_structure`.

Rows already played are read-only while the clock has started (the domain
refuses to change the past, so the table does not even offer it). The row a
validation message concerns is painted red.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from tdapp.ui.numbers import chips as format_chips

Index = QModelIndex | QPersistentModelIndex

LEVEL, SMALL_BLIND, BIG_BLIND, ANTE, MINUTES, COLOR_UP, STARTS = range(7)
NUMBER_KEYS = {SMALL_BLIND: "small_blind", BIG_BLIND: "big_blind", ANTE: "ante", MINUTES: "minutes", COLOR_UP: "color_up"}
LEVEL_COLUMNS = {SMALL_BLIND, BIG_BLIND, ANTE, MINUTES}
BREAK_COLUMNS = {MINUTES, COLOR_UP}
DEFAULT_BREAK_MINUTES = 10

ERROR_BACKGROUND = QColor("#f9d6d5")
BREAK_BACKGROUND = QColor("#e3eef9")
PLAYED_FOREGROUND = QColor("#8a8a8a")


def chips_text(value: int) -> str:
    """20 000 with a narrow space, as the room's screens write amounts of chips."""
    return format_chips(value)


class StructureModel(QAbstractTableModel):
    edited = Signal()  # the user changed a value (not a reload)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []
        self.played = 0  # rows before this one were played already and cannot change
        self.error_row: int | None = None
        self.headers = [
            QCoreApplication.translate("StructureModel", "Level"),
            QCoreApplication.translate("StructureModel", "Small blind"),
            QCoreApplication.translate("StructureModel", "Big blind"),
            QCoreApplication.translate("StructureModel", "Ante"),
            QCoreApplication.translate("StructureModel", "Minutes"),
            QCoreApplication.translate("StructureModel", "Color-up"),
            QCoreApplication.translate("StructureModel", "Starts at"),
        ]

    # -- content ---------------------------------------------------------------
    def set_items(self, items: Sequence[Mapping[str, Any]], played: int = 0) -> None:
        self.beginResetModel()
        self.rows = [_row(item) for item in items]
        self.played = played
        self.error_row = None
        self.endResetModel()

    def set_played(self, played: int) -> None:
        if played != self.played:
            self.beginResetModel()
            self.played = played
            self.endResetModel()

    def items_json(self) -> list[dict[str, Any]]:
        """The rows as `clock.set_structure` items, levels numbered."""
        out: list[dict[str, Any]] = []
        number = 0
        for row in self.rows:
            if row.get("break"):
                out.append({"break": True, "minutes": row["minutes"], "color_up": row.get("color_up")})
            else:
                number += 1
                item = {k: row[k] for k in ("small_blind", "big_blind", "ante", "minutes")}
                if row.get("ante_kind"):
                    item["ante_kind"] = row["ante_kind"]
                out.append({"level": number, **item})
        return out

    def level_number(self, row: int) -> int:
        return sum(1 for r in self.rows[: row + 1] if not r.get("break"))

    def is_break(self, row: int) -> bool:
        return bool(self.rows[row].get("break"))

    def insert_level(self, at: int) -> int:
        """A level at `at`, copying the level before it (or after it) so that it starts valid; returns its row."""
        at = max(self.played, min(at, len(self.rows)))
        before = next((r for r in reversed(self.rows[:at]) if not r.get("break")), None)
        after = next((r for r in self.rows[at:] if not r.get("break")), None)
        model = before or after or {"small_blind": 100, "big_blind": 200, "ante": 0, "minutes": 20}
        new = {k: model[k] for k in ("small_blind", "big_blind", "ante", "minutes")}
        return self._insert(at, new)

    def insert_break(self, at: int) -> int:
        at = max(self.played, min(at, len(self.rows)))
        return self._insert(at, {"break": True, "minutes": DEFAULT_BREAK_MINUTES, "color_up": None})

    def remove(self, row: int) -> bool:
        if not self.played <= row < len(self.rows):
            return False
        self.beginRemoveRows(QModelIndex(), row, row)
        del self.rows[row]
        self.endRemoveRows()
        self._changed_from(row)
        self.edited.emit()
        return True

    def _insert(self, at: int, row: dict[str, Any]) -> int:
        self.beginInsertRows(QModelIndex(), at, at)
        self.rows.insert(at, row)
        self.endInsertRows()
        self._changed_from(at)
        self.edited.emit()
        return at

    def _changed_from(self, row: int) -> None:
        if self.rows:
            self.dataChanged.emit(self.index(max(0, row), 0), self.index(len(self.rows) - 1, STARTS))

    def set_error_row(self, row: int | None) -> None:
        old, self.error_row = self.error_row, row
        for r in (old, row):
            if r is not None and 0 <= r < len(self.rows):
                self.dataChanged.emit(self.index(r, 0), self.index(r, STARTS))

    def row_of_error(self, template: str, params: Mapping[str, Any]) -> int | None:
        """The row a structure refusal concerns: the level it names, the break after it, or the item position."""
        if "position" in params:
            position = int(params["position"]) - 1
            return position if 0 <= position < len(self.rows) else None
        if "level" not in params:
            return None
        level = int(params["level"])
        after_break = "break after level" in template or "breaks follow" in template
        number = 0
        for index, row in enumerate(self.rows):
            if row.get("break"):
                if after_break and number == level:
                    return index
                continue
            number += 1
            if not after_break and number == level:
                return index
        return None

    # -- Qt model ----------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not index.isValid() or index.row() < self.played:
            return base
        editable = BREAK_COLUMNS if self.is_break(index.row()) else LEVEL_COLUMNS
        return base | Qt.ItemFlag.ItemIsEditable if index.column() in editable else base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], index.column()
        is_break = bool(row.get("break"))
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), row, column)
        if role == Qt.ItemDataRole.EditRole:
            key = NUMBER_KEYS.get(column)
            return int(row.get(key) or 0) if key else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == LEVEL:
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if index.row() == self.error_row:
                return QBrush(ERROR_BACKGROUND)
            if is_break:
                return QBrush(BREAK_BACKGROUND)
            return None
        if role == Qt.ItemDataRole.ForegroundRole and index.row() < self.played:
            return QBrush(PLAYED_FOREGROUND)
        if role == Qt.ItemDataRole.ToolTipRole and index.row() < self.played:
            return QCoreApplication.translate("StructureModel", "Already played: cannot change")
        return None

    def _text(self, index: int, row: dict[str, Any], column: int) -> str:
        if row.get("break"):
            if column == LEVEL:
                return QCoreApplication.translate("StructureModel", "Break")
            if column == MINUTES:
                return str(row["minutes"])
            if column == COLOR_UP:
                return (
                    QCoreApplication.translate("StructureModel", "color up {chip}").format(chip=chips_text(row["color_up"]))
                    if row.get("color_up")
                    else "—"
                )
            if column == STARTS:
                return self._start_text(index)
            return ""
        if column == LEVEL:
            return str(self.level_number(index))
        if column in (SMALL_BLIND, BIG_BLIND, ANTE):
            value = row[NUMBER_KEYS[column]]
            return chips_text(value) if value else ("—" if column == ANTE else "0")
        if column == MINUTES:
            return str(row["minutes"])
        if column == STARTS:
            return self._start_text(index)
        return ""

    def _start_text(self, index: int) -> str:
        minutes = sum(int(r.get("minutes") or 0) for r in self.rows[:index])
        return f"{minutes // 60}:{minutes % 60:02d}"

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or not self.flags(index) & Qt.ItemFlag.ItemIsEditable:
            return False
        key = NUMBER_KEYS.get(index.column())
        if key is None:
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        row = self.rows[index.row()]
        row[key] = (number or None) if key == "color_up" else number
        self._changed_from(index.row())
        self.edited.emit()
        return True


def _row(item: Mapping[str, Any]) -> dict[str, Any]:
    if item.get("break"):
        return {"break": True, "minutes": int(item.get("minutes", 0)), "color_up": item.get("color_up")}
    row = {k: int(item.get(k, 0) or 0) for k in ("small_blind", "big_blind", "ante", "minutes")}
    if item.get("ante_kind"):
        row["ante_kind"] = item["ante_kind"]
    return row
