"""Which tournaments count (the TD decides, FS 9.1) and recording a finished tournament's results (FS 9.2).

One row per tournament of the database, with a check box for "counts for the
ranking" (→ ``ranking.tournament.counts``). Without the TD's decision a
tournament counts if its own setup said so; the "Decided by" column says which.
The open tournament's results are handed to the ranking once it is finished
(`Desk.record_ranking_result`); recorded again within 72 hours they replace the
first ones (FS 9.12); they can be withdrawn within 72 hours with a reason.
A Survivor's survivors are placed in the ranking by their chips at the end
(FS 3.1.9): the page then asks for each survivor's final count (filled in from
the last count recorded at the table) and hands them over with the results.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
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

from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.state import Status, TournamentState
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.numbers import NumberSpinBox
from tdapp.ui.page_parts import title_label
from tdapp.ui.ranking.common import RankingRowsModel, date_text, note_label, player_name, ranking_act, run, style_table
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column

COUNTS_COLUMN = 4


@dataclass(frozen=True)
class TournamentLine:
    """A tournament of the database as the ranking sees it."""

    tournament_id: int
    name: str
    status: str
    day: dt.date | None
    counts: bool
    decided_by_td: bool
    season_id: str | None  # the season its results were recorded in
    withdrawn: bool
    points_given: int


class CountsModel(RankingRowsModel[TournamentLine]):
    """The tournaments, with a check box the TD ticks for "counts for the ranking"."""

    def __init__(self, columns: list[Column[TournamentLine]], page: TournamentsPage) -> None:
        super().__init__(columns, page)
        self.page = page

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() == COUNTS_COLUMN:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and index.column() == COUNTS_COLUMN:
            line = self.rows[index.row()]
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if line.counts else Qt.CheckState.Unchecked
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.page.tr("Tick if this tournament awards ranking points (FS 9.1)")
        return super().data(index, role)

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != COUNTS_COLUMN or role != Qt.ItemDataRole.CheckStateRole:
            return False
        checked = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        return self.page.set_counts(self.rows[index.row()].tournament_id, checked)


class TournamentsPage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        statuses = {
            "running": self.tr("running"),
            "scheduled": self.tr("scheduled"),
            "finished": self.tr("finished"),
            "archived": self.tr("archived"),
        }
        self.model = CountsModel(
            [
                Column(self.tr("No."), lambda t: t.tournament_id, align_right=True),
                Column(self.tr("Tournament"), lambda t: t.name),
                Column(self.tr("Date"), lambda t: date_text(t.day) if t.day else ""),
                Column(self.tr("Status"), lambda t: statuses.get(t.status, t.status)),
                Column(self.tr("Counts"), lambda t: self.tr("yes") if t.counts else self.tr("no")),
                Column(self.tr("Decided by"), lambda t: self.tr("the TD") if t.decided_by_td else self.tr("its setup")),
                Column(self.tr("Results"), self._results_text),
                Column(self.tr("Points given"), lambda t: t.points_given if t.season_id else "", align_right=True),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        style_table(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.counts_error = ErrorLabel(self)

        self.open_label = QLabel(self)
        self.open_label.setWordWrap(True)
        self.record_button = QPushButton(self.tr("Record results"), self)
        self.record_button.setToolTip(
            self.tr("Give the open tournament's points to the ranking (FS 9.2); again within 72 hours, the new results replace the old")
        )
        self.record_button.clicked.connect(self.record_results)
        self.withdraw_reason = QLineEdit(self)
        self.withdraw_reason.setPlaceholderText(self.tr("Why the results are withdrawn (required)"))
        self.withdraw_button = QPushButton(self.tr("Withdraw results"), self)
        self.withdraw_button.setToolTip(self.tr("Take the open tournament's points out of the ranking, within 72 hours (FS 9.12)"))
        self.withdraw_button.clicked.connect(self.withdraw_results)
        self.record_error = ErrorLabel(self)
        # FS 3.1.9: a finished Survivor's survivors, one count each (shown only then).
        self.final_chips_box = QGroupBox(self.tr("Survivors' chips at the end (FS 3.1.9: they place them in the ranking)"), self)
        self.final_chips_form = QFormLayout(self.final_chips_box)
        self.final_chips_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.final_chips: dict[int, NumberSpinBox] = {}
        self._final_chips_of: tuple[int | None, tuple[int, ...]] = (None, ())
        self.final_chips_box.hide()

        record_row = QHBoxLayout()
        record_row.addWidget(self.record_button)
        record_row.addSpacing(24)
        record_row.addWidget(self.withdraw_reason, 1)
        record_row.addWidget(self.withdraw_button)
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(self.tr("Results of the open tournament"), self))
        layout.addWidget(self.open_label)
        layout.addWidget(self.final_chips_box)
        layout.addLayout(record_row)
        layout.addWidget(self.record_error)
        layout.addWidget(title_label(self.tr("Which tournaments count"), self))
        layout.addWidget(
            note_label(
                self.tr("Tick the tournaments that award ranking points; a change applies at once to the standings (FS 9.1)."),
                self,
            )
        )
        layout.addWidget(self.table, 1)
        layout.addWidget(self.counts_error)

    def _results_text(self, line: TournamentLine) -> str:
        if line.season_id:
            return self.tr("recorded in {season}").format(season=line.season_id)
        if line.withdrawn:
            return self.tr("withdrawn")
        return ""

    # -- reading --------------------------------------------------------------
    def lines(self) -> list[TournamentLine]:
        ranking = self.session.desk.ranking.state
        open_state = self.session.state
        out = []
        for row in self.session.desk.tournament_rows():
            tid = row.id
            recorded = ranking.results.get(tid)
            if tid in ranking.counting:
                counts = ranking.counting[tid]
            elif recorded is not None:
                counts = recorded.result.counts_for_ranking
            elif tid == self.session.tournament_id and open_state is not None and open_state.config is not None:
                counts = open_state.config.counts_for_ranking
            else:
                counts = False
            start = row.scheduled_start_ms or row.created_at_ms
            out.append(
                TournamentLine(
                    tournament_id=tid,
                    name=row.name,
                    status=row.status,
                    day=recorded.result.date if recorded else (dt.date.fromtimestamp(start / 1000) if start else None),
                    counts=counts,
                    decided_by_td=tid in ranking.counting,
                    season_id=recorded.season_id if recorded else None,
                    withdrawn=tid in ranking.withdrawn,
                    points_given=sum(s.points for s in recorded.scores) if recorded else 0,
                )
            )
        out.sort(key=lambda t: (t.day or dt.date.min, t.tournament_id), reverse=True)
        return out

    def refresh(self) -> None:
        self.model.set_rows(self.lines())
        state = self.session.state
        if state is None or state.config is None:
            self.open_label.setText(self.tr("Open a finished tournament to record its results."))
            self.record_button.setEnabled(False)
            self.withdraw_button.setEnabled(False)
            return
        tid = self.session.tournament_id
        recorded = self.session.desk.ranking.state.results.get(tid) if tid is not None else None
        finished = state.status is Status.FINISHED
        if recorded is not None:
            text = self.tr("{name}: results recorded in season {season}.").format(name=state.config.name, season=recorded.season_id)
        elif finished:
            text = self.tr("{name} is finished: its results can be recorded.").format(name=state.config.name)
        else:
            text = self.tr("{name} is not finished yet: its points are given once it is.").format(name=state.config.name)
        self.open_label.setText(text)
        self._show_final_chips(state if finished and state.config.modality is Modality.SURVIVOR else None)
        self.record_button.setEnabled(True)
        self.record_button.setText(self.tr("Record results again") if recorded is not None else self.tr("Record results"))
        self.withdraw_button.setEnabled(recorded is not None)

    def _show_final_chips(self, state: TournamentState | None) -> None:
        """One count per survivor of a finished Survivor, kept as typed while the same tournament is shown."""
        survivors = sorted(state.alive_ids()) if state is not None else []
        shown = (self.session.tournament_id, tuple(survivors))
        if shown != self._final_chips_of:
            self._final_chips_of = shown
            while self.final_chips_form.rowCount():
                self.final_chips_form.removeRow(0)
            self.final_chips = {}
            for pid in survivors:
                box = NumberSpinBox(self.final_chips_box)
                box.setRange(0, 2_000_000_000)
                box.setGroupSeparatorShown(True)
                box.setSingleStep(100)
                box.setMinimumWidth(box.fontMetrics().horizontalAdvance("2 000 000 000") + 40)
                box.setSpecialValueText(self.tr("not counted"))
                counted = state.prizes.chips.counts.get(pid) if state is not None else None
                box.setValue(counted.chips if counted is not None else 0)
                self.final_chips_form.addRow(player_name(self.session, pid), box)
                self.final_chips[pid] = box
        self.final_chips_box.setVisible(bool(survivors))

    # -- acting ---------------------------------------------------------------
    def set_counts(self, tournament_id: int, counts: bool) -> bool:
        payload = {"tournament_id": tournament_id, "counts": counts}
        return ranking_act(self.session, self.counts_error, "ranking.tournament.counts", payload) is not None

    def record_results(self) -> None:
        tid = self.session.tournament_id
        if tid is None:
            self.record_error.show_error(self.tr("Open a finished tournament first."))
            return
        chips = {pid: box.value() for pid, box in self.final_chips.items() if box.value() > 0}
        run(self.session, self.record_error, lambda: self.session.desk.record_ranking_result(tid, final_chips=chips or None))

    def withdraw_results(self) -> None:
        tid = self.session.tournament_id
        if tid is None:
            return
        payload = {"tournament_id": tid, "reason": self.withdraw_reason.text().strip()}
        if ranking_act(self.session, self.record_error, "ranking.result.withdraw", payload) is not None:
            self.withdraw_reason.clear()
