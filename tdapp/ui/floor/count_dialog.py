"""One player's chip count, typed at the table: "Contagem de fichas…" on the seat's menu.

The floor counts the stack in front of the player and types it; the dialog
shows his last count and the figures to check it against (the average stack,
the chips in play) and the count in big blinds as it is typed. The domain
decides (`chips.count`: a whole number, a player still in and seated, never
more than the chips in play); its refusal shows in red here and nothing is
recorded.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from tdapp.domain.chips.counts import current_counts
from tdapp.domain.chips.figures import average_stack, chips_in_play
from tdapp.domain.clock.structure import Level
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.numbers import NumberSpinBox, chips
from tdapp.ui.session import DeskSession

#: The largest count the box takes (the domain bounds it by the chips in play).
MAX_CHIPS = 2_000_000_000


def count_time(at_ms: int) -> str:
    """When a count was made, as the floor says it: 21:14."""
    return datetime.fromtimestamp(at_ms / 1000).strftime("%H:%M")


class ChipCountDialog(QDialog):
    def __init__(self, session: DeskSession, player_id: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.player_id = player_id
        self.setWindowTitle(self.tr("Chip count"))
        self.setObjectName("chipCountDialog")
        state = session.state
        assert state is not None
        seat = state.seating.seat_of.get(player_id)
        where = self.tr("Table {table}, seat {seat}").format(table=seat[0], seat=seat[1]) if seat else self.tr("No seat")
        self.who = QLabel(f"<b>{name}</b> — {where}", self)
        self.who.setTextFormat(Qt.TextFormat.RichText)
        last = current_counts(state).get(player_id)
        self.last = QLabel(self)
        if last is None:
            self.last.setText(self.tr("not counted yet"))
        else:
            self.last.setText(
                self.tr("{chips} at {time} (level {level})").format(chips=chips(last.chips), time=count_time(last.at_ms), level=last.level)
            )
        self.average = QLabel(
            self.tr("{average} (chips in play: {in_play})").format(
                average=chips(average_stack(state)), in_play=chips(chips_in_play(state))
            ),
            self,
        )
        self.chips = NumberSpinBox(self)
        self.chips.setObjectName("chips")
        self.chips.setRange(0, MAX_CHIPS)
        self.chips.setSingleStep(100)
        self.chips.setGroupSeparatorShown(True)
        self.chips.setMinimumWidth(220)
        font = self.chips.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.chips.setFont(font)
        self.chips.setValue(last.chips if last is not None else 0)
        self.chips.setAccelerated(True)
        self.big_blinds = QLabel(self)
        position = state.clock.position(session.now_ms())
        item = position.item if position is not None else None
        if position is not None and position.is_break:
            item = position.next_item
        self.big_blind = item.big_blind if isinstance(item, Level) else 0
        self.chips.valueChanged.connect(self._show_big_blinds)
        self._show_big_blinds(self.chips.value())
        form = QFormLayout()
        form.addRow(self.tr("Last count"), self.last)
        form.addRow(self.tr("Average stack"), self.average)
        form.addRow(self.tr("Chips counted"), self.chips)
        form.addRow("", self.big_blinds)
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Record the count"))
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.who)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.chips.setFocus(Qt.FocusReason.OtherFocusReason)
        self.chips.selectAll()  # typing replaces the last count

    def _show_big_blinds(self, value: int) -> None:
        if self.big_blind > 0:
            self.big_blinds.setText(self.tr("{n} big blinds").format(n=chips(value // self.big_blind)))
        else:
            self.big_blinds.setText("")

    def record(self) -> None:
        """Send the count; accepted only when the desk has stored it."""
        self.chips.interpretText()
        payload = {"player_id": self.player_id, "chips": self.chips.value()}
        if run(self.session, self.error, lambda: self.session.act("chips.count", payload)) is not None:
            self.accept()
