"""Controls for the table selected on the floor: button, next hand, seats, break, and its shot clock.

The countdown is recomputed every second from the state and the wall clock
(`session.now_ms()`); it never counts on its own.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from tdapp.domain.clock.shot_clock import CallKind
from tdapp.domain.seating.draw import draw_break
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.state import TournamentState
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.floor.names import Names
from tdapp.ui.session import DeskSession


def _button(text: str, tip: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setToolTip(tip)
    button.setMinimumHeight(34)
    return button


class TableBox(QWidget):
    bust_requested = Signal()

    def __init__(self, session: DeskSession, names: Names, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.table: int | None = None
        self.seat: int | None = None
        self.title = QLabel(self.tr("Click a seat on a table."), self)
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.title.setWordWrap(True)
        self.selection = QLabel(self)
        self.selection.setWordWrap(True)
        self.selection.setStyleSheet("font-size: 12pt;")
        self.bust_button = _button(self.tr("Out…"), self.tr("Record the selected player (and others in the same hand) out (Ctrl+B)"), self)
        self.button_here = _button(self.tr("Button here"), self.tr("Put the dealer button on the selected seat; the blinds follow"), self)
        self.next_hand_button = _button(
            self.tr("Next hand"), self.tr("Move the button for the next hand (dead-button rule, RPT Art. 33)"), self
        )
        self.win_button = _button(
            self.tr("Wins the button"), self.tr("Win the Button: the selected player won the last hand (FS 3.1.5)"), self
        )
        self.seat_button = _button(self.tr("Close seat"), self.tr("Close or open the selected empty seat"), self)
        self.break_button = _button(
            self.tr("Break table"), self.tr("Draw new seats for every player and close the table (RPT Art. 9)"), self
        )
        self.close_table_button = _button(self.tr("Close table"), self.tr("Close this empty table"), self)
        self.done_button = _button(self.tr("Hand done (hand-for-hand)"), self.tr("This table has finished the hand-for-hand hand"), self)
        grid = QGridLayout()
        for i, b in enumerate(
            (
                self.bust_button,
                self.button_here,
                self.next_hand_button,
                self.win_button,
                self.seat_button,
                self.done_button,
                self.break_button,
                self.close_table_button,
            )
        ):
            grid.addWidget(b, i // 2, i % 2)
        self.bust_button.setStyleSheet("font-weight: bold;")
        self.bust_button.clicked.connect(self.bust_requested.emit)
        self.button_here.clicked.connect(lambda: self._act("seating.set_button", {"table": self.table, "seat": self.seat}))
        self.next_hand_button.clicked.connect(lambda: self._act("seating.next_hand", {"table": self.table}))
        self.win_button.clicked.connect(self._win_the_button)
        self.seat_button.clicked.connect(self._toggle_seat)
        self.break_button.clicked.connect(self._break)
        self.close_table_button.clicked.connect(lambda: self._act("seating.close_table", {"table": self.table}))
        self.done_button.clicked.connect(lambda: self._act("clock.hand_for_hand.table_done", {"table": self.table}))
        # The shot clock of this table.
        shot = QGroupBox(self.tr("Shot clock"), self)
        self.countdown = QLabel("—", shot)
        font = QFont(self.countdown.font())
        font.setPointSize(font.pointSize() + 14)
        font.setBold(True)
        self.countdown.setFont(font)
        self.on_clock = QLabel(shot)
        self.on_clock.setWordWrap(True)
        self.shot_button = _button(self.tr("Shot clock 30 s"), self.tr("The selected player has 30 s to act (RPT Art. 80)"), shot)
        self.time_button = _button(
            self.tr("“Time” 25+5 s"), self.tr("The TD calls time on the selected player: 25 s plus a 5 s count (RPT Art. 29)"), shot
        )
        self.bank_button = _button(
            self.tr("Time Bank +30 s"), self.tr("The player on the clock hands in a Time Bank chip (RPT Art. 80)"), shot
        )
        self.stop_button = _button(self.tr("Stop"), self.tr("The player acted: clear this table's countdown"), shot)
        self.restore_button = _button(
            self.tr("Give back all Time Banks (new day)"), self.tr("Every player gets his Time Banks back (RPT Art. 80.6)"), shot
        )
        self.shot_button.clicked.connect(lambda: self._shot(CallKind.SHOT))
        self.time_button.clicked.connect(lambda: self._shot(CallKind.TIME))
        self.bank_button.clicked.connect(self._time_bank)
        self.stop_button.clicked.connect(lambda: self._act("clock.shot.stop", {"table": self.table}))
        self.restore_button.clicked.connect(lambda: self._act("clock.shot.restore_time_banks", {}))
        shot_grid = QGridLayout(shot)
        shot_grid.addWidget(self.countdown, 0, 0, 1, 2)
        shot_grid.addWidget(self.on_clock, 1, 0, 1, 2)
        shot_grid.addWidget(self.shot_button, 2, 0)
        shot_grid.addWidget(self.time_button, 2, 1)
        shot_grid.addWidget(self.bank_button, 3, 0)
        shot_grid.addWidget(self.stop_button, 3, 1)
        shot_grid.addWidget(self.restore_button, 4, 0, 1, 2)
        self.error = ErrorLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.selection)
        layout.addLayout(grid)
        layout.addWidget(shot)
        layout.addWidget(self.error)
        layout.addStretch(1)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(1000)

    # -- selection and display ---------------------------------------------------
    def select(self, table: int | None, seat: int | None) -> None:
        self.table, self.seat = table, seat
        self.error.show_error("")
        self.refresh(self.session.state)

    def selected_player(self, state: TournamentState | None) -> int | None:
        if state is None or self.table is None or self.seat is None:
            return None
        return state.seating.player_at(self.table, self.seat)

    def refresh(self, state: TournamentState | None) -> None:
        table = state.seating.tables.get(self.table) if state is not None and self.table is not None else None
        if state is None or table is None or not table.is_open:
            self.table = self.seat = None
            self.title.setText(self.tr("Click a seat on a table."))
            self.selection.setText("")
            for b in self._all_buttons():
                b.setEnabled(False)
            self.restore_button.setEnabled(state is not None)
            self.tick()
            return
        button = self.tr("button on seat {seat}").format(seat=table.button) if table.button is not None else self.tr("button not set")
        self.title.setText(
            self.tr("Table {table} — {count} players — {button}").format(table=table.number, count=table.count, button=button)
        )
        player = self.selected_player(state)
        if self.seat is None:
            self.selection.setText(self.tr("No seat selected."))
        elif player is not None:
            self.selection.setText(self.tr("Seat {seat}: <b>{name}</b>").format(seat=self.seat, name=self.names.full(player)))
        elif self.seat in table.closed_seats:
            self.selection.setText(self.tr("Seat {seat}: closed").format(seat=self.seat))
        else:
            self.selection.setText(self.tr("Seat {seat}: empty").format(seat=self.seat))
        config = state.config
        self.win_button.setVisible(config is not None and config.modality is Modality.WIN_THE_BUTTON)
        for b in self._all_buttons():
            b.setEnabled(True)
        has_player = player is not None
        self.bust_button.setEnabled(table.count > 0)
        self.button_here.setEnabled(has_player)
        self.win_button.setEnabled(has_player)
        self.seat_button.setEnabled(self.seat is not None and not has_player)
        self.seat_button.setText(self.tr("Open seat") if self.seat in table.closed_seats else self.tr("Close seat"))
        self.close_table_button.setEnabled(table.count == 0)
        self.break_button.setEnabled(table.count > 0)
        self.done_button.setVisible(state.clock.hand_for_hand)
        self.shot_button.setEnabled(has_player)
        self.time_button.setEnabled(has_player)
        self.tick()

    def _all_buttons(self) -> list[QPushButton]:
        return [
            self.bust_button,
            self.button_here,
            self.next_hand_button,
            self.win_button,
            self.seat_button,
            self.break_button,
            self.close_table_button,
            self.done_button,
            self.shot_button,
            self.time_button,
            self.bank_button,
            self.stop_button,
        ]

    def tick(self) -> None:
        """The countdown of the selected table, from the state and the wall clock."""
        state = self.session.state
        view = state.clock.shot.view(self.table, self.session.now_ms()) if state is not None and self.table is not None else None
        if view is None:
            self.countdown.setText("—")
            self.countdown.setStyleSheet("")
            self.on_clock.setText(self.tr("No countdown at this table."))
            self.bank_button.setEnabled(False)
            self.stop_button.setEnabled(False)
            return
        seconds = -(-view.remaining_ms // 1000)
        self.countdown.setText(f"{seconds} s")
        urgent = view.expired or seconds <= 10
        self.countdown.setStyleSheet("color: #b00020;" if urgent else "color: #1b5e20;")
        kind = self.tr("“time” called") if view.kind is CallKind.TIME else self.tr("shot clock")
        text = self.tr("{name}: {kind}; Time Banks left: {banks}").format(
            name=self.names.full(view.player_id), kind=kind, banks=view.time_banks_left
        )
        if view.expired:
            text += " — " + self.tr("TIME IS UP: fold if facing a bet, else check (RPT Art. 80)")
        elif view.final_count:
            text += " — " + self.tr("count down aloud")
        self.on_clock.setText(text)
        self.bank_button.setEnabled(not view.expired and view.time_banks_left > 0)
        self.stop_button.setEnabled(True)

    # -- commands ------------------------------------------------------------------
    def _act(self, kind: str, payload: dict) -> None:  # type: ignore[type-arg]
        run(self.session, self.error, lambda: self.session.act(kind, payload))

    def _win_the_button(self) -> None:
        player = self.selected_player(self.session.state)
        if player is not None:
            self._act("seating.win_the_button", {"table": self.table, "winners": [player]})

    def _toggle_seat(self) -> None:
        state = self.session.state
        if state is None or self.table is None or self.seat is None:
            return
        closed = self.seat in state.seating.tables[self.table].closed_seats
        self._act("seating.open_seat" if closed else "seating.close_seat", {"table": self.table, "seat": self.seat})

    def _break(self) -> None:
        state = self.session.state
        if state is None or self.table is None:
            return
        number, size = self.table, state.require_config().table_size
        run(self.session, self.error, lambda: self.session.act("seating.break_table", draw_break(state.seating, number, size)))

    def _shot(self, kind: CallKind) -> None:
        player = self.selected_player(self.session.state)
        if player is not None:
            self._act("clock.shot.start", {"table": self.table, "player_id": player, "call": kind.value})

    def _time_bank(self) -> None:
        state = self.session.state
        countdown = state.clock.shot.tables.get(self.table) if state is not None and self.table is not None else None
        if countdown is not None:
            self._act("clock.shot.time_bank", {"table": self.table, "player_id": countdown.player_id})
