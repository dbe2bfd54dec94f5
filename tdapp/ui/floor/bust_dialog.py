"""Players out: who, who eliminated them, and their stacks when the hand began (one hand, one table).

Several players may go out in the same hand; the domain ranks them by their
starting stacks (DP "Ordem de eliminação") or shares their places in
hand-for-hand (RPT Art. 79). In a knock-out the eliminator must be named:
he wins the bounty (FS 3.1.3); the domain refuses the bust otherwise and the
refusal shows in red here, with nothing recorded.

A satellite's seat is never shared (FS 3.1.4): players who started the hand
with equal stacks are ranked by a card draw (DP 11). When this table's
players ticked could reach a seat (`seat_draw_may_decide`) the form shows a
"Card draw" column, so the floor records the draw with the bust instead of
meeting a refusal it could not answer.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.prizes.ending import seat_draw_may_decide
from tdapp.domain.tournament.config import Modality
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.floor.names import Names
from tdapp.ui.numbers import NumberSpinBox
from tdapp.ui.session import DeskSession


class BustRow:
    """One player of the table: out or not, eliminated by whom, stack at the start of the hand, place in a card draw."""

    def __init__(self, seat: int, player_id: int, name: str, draw_places: int, parent: QWidget) -> None:
        self.seat = seat
        self.player_id = player_id
        self.out = QCheckBox(QCoreApplication.translate("BustDialog", "Seat {seat}: {name}").format(seat=seat, name=name), parent)
        self.eliminator = QComboBox(parent)
        self.stack = NumberSpinBox(parent)
        self.stack.setRange(0, 2_000_000_000)
        self.stack.setSingleStep(100)
        self.stack.setGroupSeparatorShown(True)
        self.stack.setSpecialValueText(QCoreApplication.translate("BustDialog", "not counted"))
        self.stack.setToolTip(
            QCoreApplication.translate(
                "BustDialog", "His chips when the hand began: with several players out, the bigger stack finishes higher"
            )
        )
        self.draw = NumberSpinBox(parent)
        self.draw.setRange(0, draw_places)
        self.draw.setSpecialValueText(QCoreApplication.translate("BustDialog", "no draw"))
        self.draw.setToolTip(
            QCoreApplication.translate(
                "BustDialog", "Equal stacks for a satellite seat: his place in the card draw, 1 for the highest card (FS 3.1.4)"
            )
        )
        self.out.toggled.connect(self._enable)
        self._enable(False)

    def _enable(self, on: bool) -> None:
        self.eliminator.setEnabled(on)
        self.stack.setEnabled(on)
        self.draw.setEnabled(on)


class BustDialog(QDialog):
    def __init__(self, session: DeskSession, table: int, names: Names, preselect: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        self.busted: list[int] = []
        state = session.state
        assert state is not None
        config = state.require_config()
        self.knockout = config.modality is Modality.KNOCKOUT
        self.setWindowTitle(self.tr("Players out at table {table}").format(table=table))
        players = sorted(state.seating.tables[table].players.items())
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Out in this hand</b>"), self), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Eliminated by</b>"), self), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Stack at the start of the hand</b>"), self), 0, 2)
        self.draw_shown = False
        self.draw_header = QLabel(self.tr("<b>Card draw</b>"), self)
        self.draw_header.hide()
        grid.addWidget(self.draw_header, 0, 3)
        self.rows: list[BustRow] = []
        for i, (seat, pid) in enumerate(players, start=1):
            row = BustRow(seat, pid, names.full(pid), state.players_left, self)
            row.eliminator.addItem(self.tr("— nobody named —"), None)
            for other_seat, other in players:
                if other != pid:
                    row.eliminator.addItem(self.tr("Seat {seat}: {name}").format(seat=other_seat, name=names.full(other)), other)
            grid.addWidget(row.out, i, 0)
            grid.addWidget(row.eliminator, i, 1)
            grid.addWidget(row.stack, i, 2)
            grid.addWidget(row.draw, i, 3)
            row.draw.hide()
            self.rows.append(row)
            if pid == preselect:
                row.out.setChecked(True)
            row.out.toggled.connect(self._show_draw)
        hint = self.tr(
            "Tick every player out in this hand. With several out, give each one's stack at the start of the hand: the bigger stack finishes higher."
        )
        if self.knockout:
            hint += " " + self.tr("Knock-out: name who eliminated each player; he wins the bounty (FS 3.1.3).")
        self.hint = QLabel(hint, self)
        self.hint.setWordWrap(True)
        self.draw_hint = QLabel(
            self.tr(
                "Satellite: a seat is never shared (FS 3.1.4). Players who started the hand with equal stacks draw a card: "
                "give each one's place in the draw, 1 for the highest card."
            ),
            self,
        )
        self.draw_hint.setWordWrap(True)
        self.draw_hint.setStyleSheet("font-weight: bold;")
        self.draw_hint.hide()
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Record: out"))
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.draw_hint)
        layout.addLayout(grid)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._show_draw()

    def _show_draw(self) -> None:
        """The card-draw column, while the players ticked could tie for a satellite seat (FS 3.1.4, DP 11)."""
        state = self.session.state
        ticked = sum(row.out.isChecked() for row in self.rows)
        shown = state is not None and seat_draw_may_decide(state, self.table, ticked)
        if shown == self.draw_shown:
            return
        self.draw_shown = shown
        for widget in (self.draw_header, self.draw_hint, *(row.draw for row in self.rows)):
            widget.setVisible(shown)

    def row_of(self, player_id: int) -> BustRow:
        return next(r for r in self.rows if r.player_id == player_id)

    def payload(self) -> dict[str, Any]:
        busts = []
        for row in self.rows:
            if not row.out.isChecked():
                continue
            entry: dict[str, Any] = {"player_id": row.player_id}
            eliminator = row.eliminator.currentData()
            if eliminator is not None:
                entry["eliminator_id"] = eliminator
            if row.stack.value() > 0:
                entry["starting_stack"] = row.stack.value()
            if self.draw_shown and row.draw.value() > 0:
                entry["draw"] = row.draw.value()
            busts.append(entry)
        return {"busts": busts}

    def record(self) -> None:
        payload = self.payload()
        if run(self.session, self.error, lambda: self.session.act("player.bust", payload)) is not None:
            self.busted = [b["player_id"] for b in payload["busts"]]
            self.accept()
