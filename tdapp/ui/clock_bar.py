"""The clock controls, always visible above every panel (start/pause, ±1 minute, previous/next level).

The readout is recomputed from the clock's state and the wall clock every
second; it never counts on its own, so it cannot drift from the room screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tdapp.application.halt import Halt, timer_halt
from tdapp.domain.clock.level_clock import ClockRun
from tdapp.ui.numbers import chips
from tdapp.ui.qt_values import NO_FOCUS, center, set_focus_policy

if TYPE_CHECKING:  # the first frame shows this bar over the local copy, before SQLAlchemy is imported (tdapp.ui.first_frame)
    from tdapp.ui.session import DeskSession


def clock_text(seconds: int) -> str:
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def toggle_clock(session: DeskSession) -> None:
    """Space, the bar's button and the large clock's: start, pause, resume, or resume the day, as the clock stands."""
    state = session.state
    if state is None:
        return
    run = state.clock.run_state()
    if run is ClockRun.NOT_STARTED:
        session.act("clock.start")
    elif run is ClockRun.RUNNING:
        session.act("clock.pause")
    elif run is ClockRun.ENDED_FOR_DAY:
        session.act("clock.resume_day")
    else:
        session.act("clock.resume")


class ClockBar(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        self.level_label = QLabel(self)
        self.time_label = QLabel("--:--", self)
        font = QFont(self.time_label.font())
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        self.time_label.setFont(font)
        self.time_label.setMinimumWidth(self.time_label.fontMetrics().horizontalAdvance("0:00:00") + 12)
        center(self.time_label)  # no `Qt` enum on the way to the first frame (tdapp.ui.qt_values)
        # Halted (paused, a break, the end of the day) the bar says so in large letters beside the time (issue 17).
        self.halt_label = QLabel(self)
        halt_font = QFont(font)
        halt_font.setPointSize(font.pointSize() + 4)
        self.halt_label.setFont(halt_font)
        center(self.halt_label)
        self.halt_label.hide()
        self.halt = Halt.NONE
        self.start_button = QPushButton(self.tr("Start"), self)
        self.minus_button = QPushButton(self.tr("−1 min"), self)
        self.plus_button = QPushButton(self.tr("+1 min"), self)
        self.previous_button = QPushButton(self.tr("◀ Level"), self)
        self.next_button = QPushButton(self.tr("Level ▶"), self)
        for button, tip in (
            (self.start_button, self.tr("Start, pause or resume the clock (Space)")),
            (self.minus_button, self.tr("Remove one minute (Ctrl+−)")),
            (self.plus_button, self.tr("Add one minute (Ctrl++)")),
            (self.previous_button, self.tr("Back to the previous level (Ctrl+PgUp)")),
            (self.next_button, self.tr("On to the next level (Ctrl+PgDown)")),
        ):
            button.setToolTip(tip)
            set_focus_policy(button, NO_FOCUS)
        layout.addWidget(self.halt_label)
        layout.addWidget(self.time_label)
        layout.addWidget(self.level_label, 1)
        for button in (self.start_button, self.minus_button, self.plus_button, self.previous_button, self.next_button):
            layout.addWidget(button)
        self.start_button.clicked.connect(self.start_or_pause)
        self.minus_button.clicked.connect(lambda: self.session.act("clock.adjust", {"seconds": -60}))
        self.plus_button.clicked.connect(lambda: self.session.act("clock.adjust", {"seconds": 60}))
        self.previous_button.clicked.connect(lambda: self.session.act("clock.previous_level"))
        self.next_button.clicked.connect(lambda: self.session.act("clock.next_level"))
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(250)
        session.changed.connect(self.refresh)
        self.refresh()

    def install_shortcuts(self, window: QWidget) -> None:
        """Space toggles the clock unless a text field has the focus (it claims the key first)."""
        for keys, slot, what in (
            (QKeySequence("Space"), self.start_or_pause, self.tr("Start, pause or resume the clock")),
            (QKeySequence("Ctrl+-"), self.minus_button.click, self.tr("Remove one minute")),
            (QKeySequence("Ctrl++"), self.plus_button.click, self.tr("Add one minute")),
            (QKeySequence("Ctrl+="), self.plus_button.click, self.tr("Add one minute")),
            (QKeySequence("Ctrl+PgUp"), self.previous_button.click, self.tr("Back to the previous level")),
            (QKeySequence("Ctrl+PgDown"), self.next_button.click, self.tr("On to the next level")),
        ):
            QShortcut(keys, window, activated=slot, whatsThis=what)  # F1 lists the key with this text

    def start_or_pause(self) -> None:
        toggle_clock(self.session)

    def refresh(self) -> None:
        state = self.session.state
        position = state.clock.position(self.session.now_ms()) if state is not None else None
        enabled = state is not None
        for button in (self.start_button, self.minus_button, self.plus_button, self.previous_button, self.next_button):
            button.setEnabled(enabled)
        if state is None or position is None:
            self.show_halt(Halt.NONE)
            self.time_label.setText("--:--")
            self.level_label.setText(self.tr("No blind structure") if state is not None else "")
            self.start_button.setText(self.tr("Start"))
            return
        self.time_label.setText(clock_text(position.remaining_seconds))
        item = position.item
        if position.is_break:
            text = self.tr("Break after level {level}").format(level=position.level)
        else:
            if item.ante:
                text = self.tr("Level {level}: {sb}/{bb} ante {ante}").format(
                    level=position.level, sb=chips(item.small_blind), bb=chips(item.big_blind), ante=chips(item.ante)
                )
            else:
                text = self.tr("Level {level}: {sb}/{bb}").format(
                    level=position.level, sb=chips(item.small_blind), bb=chips(item.big_blind)
                )
        if position.structure_exhausted:
            text += "  " + self.tr("— structure ran out: add levels")
        self.level_label.setText(text)
        run = position.run
        self.show_halt(timer_halt(run, position.is_break))
        self.start_button.setText(
            {
                ClockRun.NOT_STARTED: self.tr("Start"),
                ClockRun.RUNNING: self.tr("Pause"),
                ClockRun.ENDED_FOR_DAY: self.tr("Resume day"),
            }.get(run, self.tr("Resume"))
        )

    #: (text color, background) of the halt's word and the time; amber for a pause, as the room's warning.
    HALT_COLORS: ClassVar[dict[Halt, tuple[str, str]]] = {
        Halt.PAUSED: ("#1b0d05", "#ffb300"),
        Halt.BREAK: ("#0b2a16", "#9be7a6"),
        Halt.DAY_ENDED: ("#ffffff", "#5c6670"),
    }

    def show_halt(self, halt: Halt) -> None:
        if halt is self.halt:
            return
        self.halt = halt
        words = {Halt.PAUSED: self.tr("PAUSED"), Halt.BREAK: self.tr("BREAK"), Halt.DAY_ENDED: self.tr("END OF DAY")}
        if halt is Halt.NONE:
            self.halt_label.hide()
            self.time_label.setStyleSheet("")
            return
        color, background = self.HALT_COLORS[halt]
        style = f"color: {color}; background: {background}; border-radius: 4px; padding: 0 10px;"
        self.halt_label.setText(words[halt])
        self.halt_label.setStyleSheet(style)
        self.time_label.setStyleSheet(style)
        self.halt_label.show()
