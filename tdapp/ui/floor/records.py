"""Penalties (RPT Art. 71) and the ruling log, with when and by whom each was recorded.

The hands of a missed-orbits penalty are counted by the domain
(`floor.actions.missed_hands`: players at the table, the penalised player
included, times the orbits); the form shows the count before it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.floor.actions import missed_hands
from tdapp.domain.floor.state import Penalty, PenaltyKind, Ruling
from tdapp.domain.tournament.state import TournamentState
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.floor.names import Names
from tdapp.ui.numbers import NumberSpinBox, chips
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel


def when(at_ms: int) -> str:
    return datetime.fromtimestamp(at_ms / 1000).strftime("%d/%m %H:%M")


def _table_view(model: RowsModel, parent: QWidget, stretch: int) -> QTableView:  # type: ignore[type-arg]
    view = QTableView(parent)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setWordWrap(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class PenaltyBox(QWidget):
    def __init__(self, session: DeskSession, names: Names, operator_of: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.operator_of = operator_of
        self.player_id: int | None = None
        self.player = QLabel(self.tr("Click the player's seat on a table."), self)
        self.player.setStyleSheet("font-weight: bold;")
        self.kind = QComboBox(self)
        for kind, text in (
            (PenaltyKind.WARNING, self.tr("Warning")),
            (PenaltyKind.MISSED_HANDS, self.tr("Missed hands")),
            (PenaltyKind.MISSED_ORBITS, self.tr("Missed orbits")),
            (PenaltyKind.DISQUALIFICATION, self.tr("Disqualification")),
        ):
            self.kind.addItem(text, kind.value)
        self.hands = QSpinBox(self)
        self.hands.setRange(1, 200)
        self.orbits = QSpinBox(self)
        self.orbits.setRange(1, 20)
        self.chips = NumberSpinBox(self)
        self.chips.setRange(0, 2_000_000_000)
        self.chips.setGroupSeparatorShown(True)
        self.chips.setSingleStep(1000)
        self.computed = QLabel(self)
        self.computed.setStyleSheet("font-weight: bold; color: #0d3c61;")
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(self.tr("What happened"))
        self.article = QLineEdit("RPT Art. 71", self)
        self.give_button = QPushButton(self.tr("Give the penalty"), self)
        self.give_button.setMinimumHeight(32)
        self.error = ErrorLabel(self)
        self.form = QFormLayout()
        self.form.addRow(self.tr("Player"), self.player)
        self.form.addRow(self.tr("Penalty"), self.kind)
        self.form.addRow(self.tr("Hands"), self.hands)
        self.form.addRow(self.tr("Orbits"), self.orbits)
        self.form.addRow(self.tr("Chips removed"), self.chips)
        self.form.addRow("", self.computed)
        self.form.addRow(self.tr("Reason"), self.reason)
        self.form.addRow(self.tr("Article"), self.article)
        self.model: RowsModel[Penalty] = RowsModel(
            [
                Column(self.tr("Time"), lambda p: when(p.at_ms)),
                Column(self.tr("Operator"), lambda p: self.operator_of(p.seq)),
                Column(self.tr("Player"), lambda p: self.names.full(p.player_id)),
                Column(self.tr("Table"), lambda p: p.table or ""),
                Column(self.tr("Penalty"), self.describe),
                Column(self.tr("Reason"), lambda p: p.reason),
                Column(self.tr("Article"), lambda p: p.article),
            ],
            self,
        )
        self.list = _table_view(self.model, self, 5)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        buttons = QHBoxLayout()
        buttons.addWidget(self.give_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.list, 1)
        self.kind.currentIndexChanged.connect(self._update_form)
        self.orbits.valueChanged.connect(self._update_form)
        self.give_button.clicked.connect(self.give)
        self._update_form()

    def describe(self, p: Penalty) -> str:
        if p.kind is PenaltyKind.WARNING:
            return self.tr("warning")
        if p.kind is PenaltyKind.DISQUALIFICATION:
            return self.tr("disqualified; {chips} chips removed").format(chips=chips(p.chips_removed))
        if p.kind is PenaltyKind.MISSED_ORBITS:
            return self.tr("missed orbits: {hands} hands").format(hands=p.hands)
        return self.tr("missed hands: {hands}").format(hands=p.hands)

    def set_player(self, player_id: int | None) -> None:
        self.player_id = player_id
        self.player.setText(self.names.full(player_id) if player_id is not None else self.tr("Click the player's seat on a table."))
        self._update_form()

    def _update_form(self) -> None:
        kind = PenaltyKind(self.kind.currentData())
        for widget, shown in (
            (self.hands, kind is PenaltyKind.MISSED_HANDS),
            (self.orbits, kind is PenaltyKind.MISSED_ORBITS),
            (self.chips, kind is PenaltyKind.DISQUALIFICATION),
        ):
            widget.setVisible(shown)
            label = self.form.labelForField(widget)
            if label is not None:
                label.setVisible(shown)
        self.computed.setText(self.hands_text() if kind is PenaltyKind.MISSED_ORBITS else "")

    def hands_text(self) -> str:
        state = self.session.state
        where = state.seating.seat_of.get(self.player_id) if state is not None and self.player_id is not None else None
        if where is None:
            return self.tr("Select a seated player: the hands depend on his table.")
        at_table = state.seating.tables[where[0]].count  # type: ignore[union-attr]
        try:
            hands = missed_hands(at_table, self.orbits.value())
        except RuleError:
            return ""
        return self.tr(
            "= {hands} hands away ({players} players at table {table} × %n orbit(s), RPT Art. 71)", "", self.orbits.value()
        ).format(hands=hands, players=at_table, table=where[0])

    def give(self) -> None:
        kind = PenaltyKind(self.kind.currentData())
        payload: dict[str, object] = {
            "player_id": self.player_id,
            "kind": kind.value,
            "reason": self.reason.text(),
            "article": self.article.text(),
        }
        if kind is PenaltyKind.MISSED_HANDS:
            payload["hands"] = self.hands.value()
        elif kind is PenaltyKind.MISSED_ORBITS:
            payload["orbits"] = self.orbits.value()
        elif kind is PenaltyKind.DISQUALIFICATION:
            payload["chips_removed"] = self.chips.value()
        if run(self.session, self.error, lambda: self.session.act("floor.penalty", payload)) is not None:
            self.reason.clear()

    def refresh(self, state: TournamentState | None) -> None:
        rows = list(reversed(state.floor.penalties)) if state is not None else []
        if rows != self.model.rows:
            self.model.set_rows(rows)
        self._update_form()


class RulingBox(QWidget):
    def __init__(self, session: DeskSession, names: Names, operator_of: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.operator_of = operator_of
        self.players: list[int] = []
        self.selected_player: int | None = None
        self.selected_table: int | None = None
        self.decision = QLineEdit(self)
        self.decision.setPlaceholderText(self.tr("The decision, as announced at the table"))
        self.article = QLineEdit(self)
        self.article.setPlaceholderText(self.tr("e.g. RPT Art. 40"))
        self.article.setToolTip(self.tr("The article the ruling applies; or cite it from the Rulebook tab"))
        self.table = QSpinBox(self)
        self.table.setRange(0, 999)
        self.table.setSpecialValueText(self.tr("none"))
        self.players_label = QLabel(self.tr("none"), self)
        self.players_label.setWordWrap(True)
        self.add_player_button = QPushButton(self.tr("Add the selected player"), self)
        self.clear_players_button = QPushButton(self.tr("Clear"), self)
        self.record_button = QPushButton(self.tr("Record the ruling"), self)
        self.record_button.setMinimumHeight(32)
        self.error = ErrorLabel(self)
        # The buttons under the names, not beside them: in the floor's side panel they squeezed "Players" to "Jogador".
        players_buttons = QHBoxLayout()
        players_buttons.addWidget(self.add_player_button)
        players_buttons.addWidget(self.clear_players_button)
        players_buttons.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Decision"), self.decision)
        form.addRow(self.tr("Article"), self.article)
        form.addRow(self.tr("Table"), self.table)
        form.addRow(self.tr("Players"), self.players_label)
        form.addRow("", players_buttons)
        self.model: RowsModel[Ruling] = RowsModel(
            [
                Column(self.tr("Time"), lambda r: when(r.at_ms)),
                Column(self.tr("Operator"), lambda r: self.operator_of(r.seq)),
                Column(self.tr("Table"), lambda r: r.table or ""),
                Column(self.tr("Players"), lambda r: ", ".join(self.names.full(p) for p in r.player_ids)),
                Column(self.tr("Article"), lambda r: r.article),
                Column(self.tr("Decision"), lambda r: r.decision),
            ],
            self,
        )
        self.list = _table_view(self.model, self, 5)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        buttons.addWidget(self.record_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.list, 1)
        self.add_player_button.clicked.connect(self.add_selected_player)
        self.clear_players_button.clicked.connect(self.clear_players)
        self.record_button.clicked.connect(self.record)

    def set_selection(self, table: int | None, player_id: int | None) -> None:
        self.selected_table, self.selected_player = table, player_id
        if table is not None and not self.decision.text():
            self.table.setValue(table)

    def add_selected_player(self) -> None:
        if self.selected_player is not None and self.selected_player not in self.players:
            self.players.append(self.selected_player)
        self._show_players()

    def clear_players(self) -> None:
        self.players = []
        self._show_players()

    def _show_players(self) -> None:
        self.players_label.setText(", ".join(self.names.full(p) for p in self.players) or self.tr("none"))

    def cite(self, text: str) -> None:
        self.article.setText(text.strip())

    def record(self) -> None:
        payload: dict[str, object] = {"decision": self.decision.text(), "article": self.article.text(), "player_ids": list(self.players)}
        if self.table.value():
            payload["table"] = self.table.value()
        if run(self.session, self.error, lambda: self.session.act("floor.ruling", payload)) is not None:
            self.decision.clear()
            self.article.clear()
            self.clear_players()

    def refresh(self, state: TournamentState | None) -> None:
        rows = list(reversed(state.floor.rulings)) if state is not None else []
        if rows != self.model.rows:
            self.model.set_rows(rows)
