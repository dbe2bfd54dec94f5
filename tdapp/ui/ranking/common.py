"""What the ranking pages share: acting on the ranking through the session, names, dates, tables.

The ranking is a stream of its own (`desk.ranking`), not the open
tournament's: its actions go through `session.attempt` so a refusal is
reported like any other, and `session.changed` is emitted after a success so
that every view re-reads.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from tdapp.domain.log import Action
from tdapp.ui import feedback, page_parts
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.numbers import date, date_time
from tdapp.ui.page_parts import BAD, GOOD
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

T = TypeVar("T")
R = TypeVar("R")

NOTE_STYLE = "color: #555555;"


def note_label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setStyleSheet(NOTE_STYLE)
    return label


def run(session: DeskSession, label: ErrorLabel | None, command: Callable[[], T | None]) -> T | None:
    """Run a ranking command; a refusal shows in `label` (and the window's banner); changed is emitted on success."""
    result = feedback.run(session, label, command)
    if result is not None:
        session.changed.emit()
    return result


def ranking_act(session: DeskSession, label: ErrorLabel | None, kind: str, payload: Mapping[str, Any]) -> Action | None:
    """One action of the ranking's rulebook (see `tdapp.domain.ranking.rules` for kinds and payloads)."""
    return run(session, label, lambda: session.desk.ranking_act(kind, dict(payload)))


def player_name(session: DeskSession, player_id: int) -> str:
    return session.player_name(player_id)


def date_text(day: dt.date) -> str:
    return date(day)


def moment_text(at_ms: int) -> str:
    """A wall time (epoch ms) in the desk's local time."""
    return date_time(at_ms) if at_ms else ""


class RankingRowsModel(RowsModel[R], Generic[R]):
    """Rows with a tooltip per row (and for the whole table), a bold column and coloured numbers."""

    def __init__(
        self,
        columns: Sequence[Column[R]],
        parent: Any = None,
        *,
        tooltip: Callable[[R], str] | None = None,
        bold_column: int | None = None,
        signed_columns: Sequence[int] = (),
    ) -> None:
        super().__init__(columns, parent)
        self.tooltip = tooltip
        self.bold_column = bold_column
        self.signed_columns = set(signed_columns)
        self.header_tips: dict[int, str] = {}

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.ToolTipRole and self.tooltip is not None:
            return self.tooltip(self.rows[index.row()])
        if role == Qt.ItemDataRole.FontRole and index.column() == self.bold_column:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and index.column() in self.signed_columns:
            value = self.columns[index.column()].text(self.rows[index.row()])
            if isinstance(value, int) and value:
                return QColor(GOOD if value > 0 else BAD)
        return super().data(index, role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return self.header_tips.get(section)
        return super().headerData(section, orientation, role)


def style_table(view: QTableView) -> None:
    """A read-only ranking table: one row is chosen at a time (its history, its correction)."""
    page_parts.style_table(view, single_selection=True)
