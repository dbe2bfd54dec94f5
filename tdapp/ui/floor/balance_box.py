"""The balance and break suggestions of `plan_for(state)`, each accepted with one click (RPT Art. 9-11).

A broken table's seats are drawn (`draw_break`) when the suggestion is shown,
so the floor reads exactly where each player goes; accepting records that
draw. Only the first break is drawn ahead: the next one's seats depend on it.
The plan is recomputed after every change, and every half minute while it
has a balancing move: a button recorded more than 5 minutes ago is then
flagged although nothing was recorded meanwhile (RPT Art. 10.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from tdapp.domain.errors import RuleError
from tdapp.domain.seating.balance import BALANCE, BalancePlan, plan_for
from tdapp.domain.seating.draw import draw_break
from tdapp.domain.seating.tables import worst_seats
from tdapp.domain.tournament.state import TournamentState
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.floor.names import Names
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

#: How often a listed balancing move is looked at again (its buttons may have gone stale meanwhile).
RECHECK_MS = 30_000


@dataclass(frozen=True)
class Suggestion:
    text: str
    accept_text: str
    kind: str  # "break" or "move"
    table: int  # the table that breaks, or the table the player leaves
    player_id: int | None = None
    to_table: int | None = None
    to_seat: int | None = None
    stale: bool = False  # the move rests on a button recorded more than 5 minutes ago: its line is shown whole


class SuggestionsModel(RowsModel[Suggestion]):
    """The "Accept" cell looks like a green button: one click carries the line out."""

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and index.column() == 0:
            if role == Qt.ItemDataRole.BackgroundRole:
                return QColor("#2e7d32")
            if role == Qt.ItemDataRole.ForegroundRole:
                return QColor("white")
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
        if index.isValid() and role == Qt.ItemDataRole.ToolTipRole:
            return self.rows[index.row()].text
        return super().data(index, role)


class BalanceBox(QWidget):
    def __init__(self, session: DeskSession, names: Names, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.plan: BalancePlan | None = None
        self._drawn: tuple[Any, dict[str, Any]] | None = None  # (seating key, break payload)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.warning = QLabel(self)
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("background: #fff3cd; color: #6d4c00; padding: 6px; border: 1px solid #e0b000; border-radius: 3px;")
        self.warning.hide()
        self.final = QLabel(self)
        self.final.setWordWrap(True)
        self.final.setStyleSheet("background: #e3f2fd; color: #0d3c61; padding: 6px; border-radius: 3px; font-weight: bold;")
        self.final.hide()
        self.model = SuggestionsModel(
            [Column(self.tr("Accept"), lambda s: s.accept_text), Column(self.tr("Suggestion"), lambda s: s.text)], self
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        self.table.verticalHeader().setDefaultSectionSize(44)  # two lines of text, without measuring every row
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # The column narrows with the pane (the window made smaller): a warned line is measured again at its new width.
        self.table.horizontalHeader().sectionResized.connect(lambda _section, _old, _new: self._fit_warned_rows())
        self.table.setToolTip(self.tr("Click “Accept” on a line to carry it out"))
        self.table.clicked.connect(self._clicked)
        self.first_button = QPushButton(self.tr("Accept the first suggestion"), self)
        self.first_button.setToolTip(self.tr("Carry out the suggestion at the top of the list"))
        self.first_button.clicked.connect(lambda: self.accept_row(0))
        self.error = ErrorLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.final)
        layout.addWidget(self.warning)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.first_button)
        self.selected_player: int | None = None
        self._seating_key: Any = None
        #: Time alone makes a button stale: while a balancing move is listed, the plan is looked at again.
        self.recheck = QTimer(self)
        self.recheck.setInterval(RECHECK_MS)
        self.recheck.timeout.connect(self._recheck)

    # -- showing the plan ----------------------------------------------------
    def _recheck(self) -> None:
        state = self.session.state
        if state is not None and self.plan is not None and not self.session.busy:
            self.refresh(state, self._seating_key)

    def _fit_warned_rows(self) -> None:
        """A line with the button's warning (three lines or more) as tall as its text at the column's width: read whole, not cut
        off; never lower than the others' two lines, whichever way the font's metrics wrap it."""
        least = self.table.verticalHeader().defaultSectionSize()
        for i, row in enumerate(self.model.rows):
            if row.stale:
                self.table.setRowHeight(i, max(least, self.table.sizeHintForRow(i)))

    def refresh(self, state: TournamentState | None, seating_key: Any) -> None:
        self._seating_key = seating_key
        self.recheck.stop()
        if state is None or state.config is None or not state.seating.opening_order:
            self.plan = None
            self.model.set_rows([])
            self.summary.setText(self.tr("No table is open."))
            self.warning.hide()
            self.final.hide()
            self.first_button.setEnabled(False)
            return
        try:
            plan = plan_for(state, self.session.now_ms())
        except RuleError as exc:
            self.summary.setText(str(exc))
            self.model.set_rows([])
            return
        self.plan = plan
        rows = self._suggestions(state, plan, seating_key)
        if rows != self.model.rows:  # a recheck that finds the same lines keeps the floor's selection
            self.model.set_rows(rows)
            self._fit_warned_rows()
        if any(move.reason == BALANCE for move in plan.moves):
            self.recheck.start()
        self.first_button.setEnabled(bool(rows))
        if plan.counts.balanced:
            self.summary.setText(self.tr("The tables are balanced."))
        else:
            parts = []
            if plan.breaks:
                parts.append(self.tr("%n table(s) to break", "", len(plan.breaks)))
            parts.append(self.tr("%n player(s) to move", "", len(plan.counts.moves)))
            self.summary.setText(", ".join(parts))
        counts = plan.counts
        if counts.final_table is not None and counts.breaks:
            self.final.setText(
                self.tr("Final table (RPT Art. 11): all {players} players fit at table {table} ({seats} seats).").format(
                    players=state.players_left, table=counts.final_table, seats=counts.final_table_seats
                )
            )
            self.final.show()
        else:
            self.final.hide()
        if counts.stop_rule_applies and counts.stop:
            self.warning.setText(
                self.tr(
                    "Stop play at table(s) {tables}: 3 or more players fewer than the largest table (RPT Art. 10.3).", "", len(counts.stop)
                ).format(tables=", ".join(str(t) for t in counts.stop))
            )
            self.warning.show()
        else:
            self.warning.hide()

    def _suggestions(self, state: TournamentState, plan: BalancePlan, seating_key: Any) -> list[Suggestion]:
        rows: list[Suggestion] = []
        size = state.require_config().table_size
        for i, number in enumerate(plan.breaks):
            accept = self.tr("✔ Break {table}").format(table=number)
            if i == 0:
                payload = self._break_payload(state, number, size, seating_key)
                for entry in payload["seats"] if payload else []:
                    text = self.tr("Table {table} breaks: {name} → table {to_table} seat {to_seat}").format(
                        table=number, name=self.names.full(entry["player_id"]), to_table=entry["table"], to_seat=entry["seat"]
                    )
                    rows.append(Suggestion(text, accept, "break", number, entry["player_id"], entry["table"], entry["seat"]))
                if payload and not payload["seats"]:
                    rows.append(Suggestion(self.tr("Table {table} is empty: close it").format(table=number), accept, "break", number))
                continue
            for move in plan.moves:
                if move.from_table == number and move.player_id is not None:
                    text = self.tr("Table {table} breaks: {name} → table {to_table} (seat drawn after table {first})").format(
                        table=number, name=self.names.full(move.player_id), to_table=move.to_table, first=plan.breaks[0]
                    )
                    rows.append(Suggestion(text, accept, "break", number, move.player_id, move.to_table))
        for move in plan.moves:
            if move.reason != BALANCE:
                continue
            if move.player_id is None:
                text = self.tr(
                    "Move the next big blind of table {table} to table {to_table}: set the button of table {table} first"
                ).format(table=move.from_table, to_table=move.to_table)
            elif move.to_seat is None:
                text = self.tr(
                    "Move {name} (big blind next) from table {table} seat {seat} to table {to_table}: the floor chooses the seat"
                ).format(name=self.names.full(move.player_id), table=move.from_table, seat=move.from_seat, to_table=move.to_table)
            else:
                text = self.tr("Move {name} (big blind next) from table {table} seat {seat} to table {to_table} seat {to_seat}").format(
                    name=self.names.full(move.player_id),
                    table=move.from_table,
                    seat=move.from_seat,
                    to_table=move.to_table,
                    to_seat=move.to_seat,
                )
            if move.stale_tables:
                text += " — " + self.tr("check the button of table {tables}: it was last recorded more than 5 minutes ago").format(
                    tables=", ".join(str(t) for t in move.stale_tables)
                )
            stale = bool(move.stale_tables)
            rows.append(Suggestion(text, self.tr("✔ Move"), "move", move.from_table, move.player_id, move.to_table, move.to_seat, stale))
        return rows

    def _break_payload(self, state: TournamentState, number: int, size: int, seating_key: Any) -> dict[str, Any] | None:
        key = (seating_key, number)
        if self._drawn is not None and self._drawn[0] == key:
            return self._drawn[1]
        try:
            payload = draw_break(state.seating, number, size)
        except RuleError:
            return None
        self._drawn = (key, payload)
        return payload

    # -- accepting ---------------------------------------------------------------
    def _clicked(self, index: QModelIndex) -> None:
        if index.column() == 0:
            self.accept_row(index.row())

    def accept_row(self, row: int) -> None:
        if not 0 <= row < self.model.rowCount():
            return
        suggestion = self.model.row(row)
        if suggestion.kind == "break":
            self._accept_break(suggestion.table)
        else:
            self._accept_move(suggestion)

    def _accept_break(self, number: int) -> None:
        state = self.session.state
        if state is None:
            return
        drawn = self._drawn[1] if self._drawn is not None and self._drawn[0][1] == number else None
        size = state.require_config().table_size
        payload = drawn if drawn is not None else None
        run(self.session, self.error, lambda: self.session.act("seating.break_table", payload or draw_break(state.seating, number, size)))

    def _accept_move(self, s: Suggestion) -> None:
        state = self.session.state
        if state is None or s.to_table is None:
            return
        player = s.player_id if s.player_id is not None else self._selected_at(state, s.table)
        if player is None:
            self.error.show_error(
                self.tr("The button of table {table} is not known: set it, or select the player to move on the table first.").format(
                    table=s.table
                )
            )
            return
        seat = s.to_seat
        if seat is None:
            free = worst_seats(state.seating.tables[s.to_table])
            seat = free[0] if free else None
        payload = {"player_id": player, "table": s.to_table, "seat": seat, "reason": "balance"}
        run(self.session, self.error, lambda: self.session.act("seating.move", payload))

    def _selected_at(self, state: TournamentState, table: int) -> int | None:
        where = state.seating.seat_of.get(self.selected_player) if self.selected_player is not None else None
        return self.selected_player if where is not None and where[0] == table else None
