"""The action log: who did what and when; undo or redo any action from here."""

from __future__ import annotations

import json
from datetime import datetime

from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.log import Action, undone_targets
from tdapp.ui.action_text import describe_action
from tdapp.ui.lazy import refresh_when_shown
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel


class LogPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._undone: set[int] = set()
        self.model: RowsModel[Action] = RowsModel(
            [
                Column(self.tr("No."), lambda a: a.seq, align_right=True),
                Column(self.tr("Time"), lambda a: datetime.fromtimestamp(a.at_ms / 1000).strftime("%d/%m %H:%M:%S")),
                Column(self.tr("Operator"), lambda a: a.operator),
                Column(self.tr("What"), lambda a: describe_action(a, self.name_of)),
                Column(self.tr("Undone"), lambda a: self.tr("undone") if a.seq in self._undone else ""),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        # The selected action's stored data, whole: a column of it showed every row cut at the column's edge.
        self.details_title = QLabel(self)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.details.setMaximumHeight(self.details.fontMetrics().lineSpacing() * 5 + 12)
        self.table.selectionModel().currentRowChanged.connect(lambda current, _previous: self._show_details(current.row()))
        # A stored action that no longer replays (an older version's bug, a restored backup): the
        # tournament is open up to it, and the TD voids it with a reason to go on.
        self.broken_label = QLabel(self)
        self.broken_label.setWordWrap(True)
        self.broken_label.setStyleSheet("background: #b00020; color: white; font-weight: bold; padding: 6px;")
        self.void_button = QPushButton(self)
        self.void_button.clicked.connect(self.void_broken)
        broken_row = QHBoxLayout()
        broken_row.addWidget(self.broken_label, 1)
        broken_row.addWidget(self.void_button)
        self.undo_button = QPushButton(self.tr("Undo the selected action"), self)
        self.redo_button = QPushButton(self.tr("Redo the selected action"), self)
        self.undo_button.clicked.connect(self.undo_selected)
        self.redo_button.clicked.connect(self.redo_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(broken_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.details_title)
        layout.addWidget(self.details)
        layout.addLayout(buttons)
        refresh_when_shown(self, self.refresh, session.changed)
        self.refresh()

    def _show_details(self, row: int) -> None:
        action = self.model.row(row) if 0 <= row < self.model.rowCount() else None
        if action is None:
            self.details_title.setText(self.tr("Select an action to see the data stored with it."))
            self.details.clear()
            return
        self.details_title.setText(self.tr("Data stored with action #{seq}:").format(seq=action.seq))
        self.details.setPlainText(json.dumps(dict(action.payload), ensure_ascii=False))

    def name_of(self, player_id: int) -> str:
        return self.session.player_name(player_id)

    def refresh(self) -> None:
        if self.session.tournament_id is None:
            self.model.set_rows([])
            return
        book = self.session.desk.tournament(self.session.tournament_id)
        log = book.log
        self._undone = undone_targets(log)
        self.model.set_rows(list(reversed(log)))
        self._show_details(self.table.currentIndex().row())
        broken = book.broken
        self.broken_label.setVisible(broken is not None)
        self.void_button.setVisible(broken is not None)
        if broken is not None:
            self.broken_label.setText(
                self.tr(
                    "Action #{seq} ({what}) no longer replays: {reason}. The tournament is shown as it was just before it; "
                    "void it, with a reason, to go on."
                ).format(seq=broken.action.seq, what=describe_action(broken.action, self.name_of), reason=describe(broken.cause))
            )
            self.void_button.setText(self.tr("Void action #{seq}…").format(seq=broken.action.seq))

    def selected(self) -> Action | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def undo_selected(self) -> None:
        action = self.selected()
        if action is not None:
            self.session.undo(action.seq)

    def void_broken(self) -> None:
        book = self.session.desk.tournament(self.session.tournament_id) if self.session.tournament_id is not None else None
        if book is None or book.broken is None:
            return
        seq = book.broken.action.seq
        reason, ok = QInputDialog.getText(
            self, self.tr("Void action #{seq}").format(seq=seq), self.tr("Why is it voided? (kept in the log)"), QLineEdit.EchoMode.Normal
        )
        if ok:
            self.session.void(seq, reason)

    def redo_selected(self) -> None:
        action = self.selected()
        if action is not None:
            self.session.redo(action.seq)
