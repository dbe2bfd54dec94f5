"""The desk's large clock ("Relógio" tab, F4): the TD's own clock face, as The Tournament Director's main window.

Read at a glance from 2 m: the time left in the level, the level with its
blinds and ante, the next level, the time to the break, players left of the
entries, the average stack, the chips in play, the chip leader (from the
counts) and the prize pool. A paused clock, a break and the end of a day are
written on the timer itself, as on the room's screens (the room's
`TimerLabel` and its `HALT_ROLES`), in the desk's own light colours, and a
paused face turns amber behind the figures.

The face is built once. Every quarter second, while it is shown, only the
clock's position is recomputed from the state in memory (as the clock bar
does, so both show the same second) and labels change only when their text
does; the figures that follow the tournament (players, chips, the leader)
are re-read when the session says the state changed. Nothing here reads the
database, so the face never waits for it. Its button sends the clock bar's
own command (`clock_bar.toggle_clock`); Space does the same from anywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tdapp.application.room_view import Blinds, Halt, timer_halt
from tdapp.domain.chips.counts import count_figures
from tdapp.domain.chips.figures import average_stack, chips_in_play
from tdapp.domain.clock.level_clock import ClockPosition, ClockRun
from tdapp.domain.clock.structure import Item, Level
from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.state import TournamentState
from tdapp.ui.clock_bar import toggle_clock
from tdapp.ui.room.fit import FitLabel
from tdapp.ui.room.text import clock, group, money
from tdapp.ui.room.theme import Theme
from tdapp.ui.room.views import HALT_ROLES, TimerLabel, blinds_text, halt_word
from tdapp.ui.session import DeskSession

#: The desk's colours for its clock: dark figures on the desk's light grey, every text at 7:1 or more (as the room's themes).
DESK_THEME = Theme(
    key="desk",
    name="desk",
    background="#f3f5f7",
    foreground="#111820",
    accent="#0b3a82",
    muted="#3c4852",
    warning="#7a2e00",
    panel="#ffffff",
)
#: Behind a paused face: amber, as the clock bar's pause (its text colours keep their 7:1 on it).
PAUSED_BACKGROUND = "#ffe7a3"
#: How often the face looks at the clock (the clock bar's own rhythm: both turn the second together).
TICK_MS = 250


def _blinds(item: Item | None) -> Blinds | None:
    return Blinds(item.small_blind, item.big_blind, item.ante) if isinstance(item, Level) else None


@dataclass(frozen=True)
class Figures:
    """What the face shows besides the clock, read again only when the tournament changes."""

    players_left: int = 0
    entries: int = 0
    average_stack: int = 0
    chips_in_play: int = 0
    prize_pool_cents: int = 0
    leader: str = ""  # "Ana Silva 85 000" from the latest counts; empty when nobody was counted


def read_figures(state: TournamentState, name_of: Callable[[int], str]) -> Figures:
    """The tournament's figures (`name_of(player_id) -> str` names the chip leader)."""
    try:
        pool = prize_pool(state).distributable_cents
    except RuleError:
        pool = 0
    counts = count_figures(state)
    leader = ""
    if counts.leader_id is not None:
        leader = f"{name_of(counts.leader_id)}  {group(counts.leader_chips)}"
    return Figures(
        players_left=state.players_left,
        entries=state.entries + state.reentries,
        average_stack=average_stack(state),
        chips_in_play=chips_in_play(state),
        prize_pool_cents=pool,
        leader=leader,
    )


class StatCell:
    """A caption over its figure."""

    def __init__(self, face: DeskClockFace) -> None:
        self.caption = face.label("muted", bold=False)
        self.caption.height_share = 0.7
        self.value = face.label("foreground")

    def show(self, caption: str, value: str) -> None:
        self.caption.show_text(caption)
        self.value.show_text(value)


class DeskClockFace(QWidget):
    """The clock face: built once from the room's fitted labels and timer, filled every tick.

    Not a room view: the room's screens are held to the least size for 10 m
    (`room.legibility`), a desk is read from 2 m, so the face only borrows the
    room's widgets and lays them out in proportions of its own.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = DESK_THEME
        self.setObjectName("deskClockFace")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._roles: dict[FitLabel, str] = {}
        self.level = self.label("foreground")
        self.time = TimerLabel(self)
        self.set_role(self.time, "accent")
        self.blinds = self.label("accent")
        self.next_line = self.label("muted", bold=False)
        self.cells = [StatCell(self) for _ in range(6)]
        self.grid = QGridLayout()
        self.grid.setSpacing(0)
        self.grid.setHorizontalSpacing(12)
        root = QVBoxLayout(self)
        root.setContentsMargins(16, 8, 16, 8)
        root.setSpacing(4)
        root.addWidget(self.level, 9)
        root.addWidget(self.time, 40)
        root.addWidget(self.blinds, 13)
        root.addWidget(self.next_line, 8)
        root.addLayout(self.grid, 30)
        self.portrait: bool | None = None
        self.halt = Halt.NONE
        self._paint_background(Halt.NONE)
        self.arrange(False)

    def label(self, role: str, *, bold: bool = True) -> FitLabel:
        widget = FitLabel(parent=self, bold=bold)
        self.set_role(widget, role)
        return widget

    def set_role(self, widget: FitLabel, role: str) -> None:
        """Colour a label by its role in the theme (changed only when the role does)."""
        if self._roles.get(widget) != role:
            self._roles[widget] = role
            widget.setStyleSheet(f"color: {getattr(self.theme, role)}; background: transparent;")

    def resizeEvent(self, event: QResizeEvent) -> None:
        portrait = event.size().height() > event.size().width()
        if portrait != self.portrait:
            self.portrait = portrait
            self.arrange(portrait)
        super().resizeEvent(event)

    def arrange(self, portrait: bool) -> None:
        """Three figures a row on a wide face, two on a tall one."""
        while self.grid.count():
            self.grid.takeAt(0)
        columns = 2 if portrait else 3
        for i, cell in enumerate(self.cells):
            row, column = divmod(i, columns)
            self.grid.addWidget(cell.caption, 2 * row, column)
            self.grid.addWidget(cell.value, 2 * row + 1, column)
        rows = -(-len(self.cells) // columns)
        for r in range(2 * 3):
            self.grid.setRowStretch(r, (2 if r % 2 == 0 else 3) if r < 2 * rows else 0)

    def _paint_background(self, halt: Halt) -> None:
        background = PAUSED_BACKGROUND if halt is Halt.PAUSED else self.theme.background
        self.setStyleSheet(f"QWidget#deskClockFace {{ background: {background}; }}")

    def show_clock(self, position: ClockPosition | None, figures: Figures, event_name: str = "") -> None:
        """Fill the face for this moment; a label whose text is unchanged is not touched."""
        if position is None:
            self.level.show_text(event_name)
            self.time.show_text("--:--")
            self.time.set_stamp("", self.theme.accent, self.theme.panel)
            self.blinds.show_text(self.tr("No blind structure"))
            self.next_line.show_text("")
            self._show_halt(Halt.NONE, late=False)
            self._show_cells(position, figures)
            return
        level = self.tr("Break") if position.is_break else self.tr("Level {n}").format(n=position.level)
        if position.day > 1:
            level = self.tr("Day {d}").format(d=position.day) + " · " + level
        self.level.show_text(level)
        text = clock(position.remaining_seconds)
        self.time.set_sample("8:88:88" if len(text) > 5 else "88:88")
        self.time.show_text(text)
        blinds = _blinds(position.item)
        self.blinds.show_text(halt_word(Halt.BREAK) if position.is_break else blinds_text(blinds))
        following = position.next_item
        if following is None:
            nxt = ""
        elif following.is_break:
            nxt = self.tr("Next: break, {n} min").format(n=following.minutes)
        else:
            nxt = self.tr("Next: {blinds}").format(blinds=blinds_text(_blinds(following)))
        self.next_line.show_text(nxt)
        late = position.running and not position.is_break and position.remaining_seconds <= 60
        self._show_halt(timer_halt(position.run, position.is_break), late=late)
        self._show_cells(position, figures)

    def _show_halt(self, halt: Halt, *, late: bool) -> None:
        digits, word = HALT_ROLES.get(halt, ("warning" if late else "accent", "accent"))
        self.set_role(self.time, digits)
        self.time.set_stamp(halt_word(halt), getattr(self.theme, word), self.theme.panel)
        if halt is not self.halt:
            self.halt = halt
            self._paint_background(halt)

    def _show_cells(self, position: ClockPosition | None, figures: Figures) -> None:
        big_blind = 0
        if position is not None:
            blinds = _blinds(position.item) or _blinds(position.next_item)
            big_blind = blinds.big_blind if blinds is not None else 0
        average = group(figures.average_stack)
        if big_blind > 0 and figures.average_stack:
            average += "  " + self.tr("({n} BB)").format(n=group(figures.average_stack // big_blind))
        to_break = "—"
        if position is not None and position.next_break_in_ms is not None and not position.is_break:
            to_break = clock(-(-position.next_break_in_ms // 1000))
        cells = (
            (self.tr("Break in"), to_break),
            (self.tr("Players left / entries"), f"{group(figures.players_left)} / {group(figures.entries)}"),
            (self.tr("Average stack"), average),
            (self.tr("Chips in play"), group(figures.chips_in_play)),
            (self.tr("Chip leader (last counts)"), figures.leader or "—"),
            (self.tr("Prize pool"), money(figures.prize_pool_cents)),
        )
        for cell, (caption, value) in zip(self.cells, cells, strict=True):
            cell.show(caption, value)


class DeskClockPanel(QWidget):
    """The "Clock" tab: the face and one large start/pause button (Space does the same from anywhere on the desk)."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.face = DeskClockFace(self)
        self.start_button = QPushButton(self.tr("Start"), self)
        self.start_button.setObjectName("deskClockStart")
        self.start_button.setToolTip(self.tr("Start, pause or resume the clock (Space)"))
        self.start_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the window's shortcut
        font = QFont(self.start_button.font())
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        self.start_button.setFont(font)
        self.start_button.setMinimumHeight(56)
        self.start_button.setMinimumWidth(260)
        self.start_button.clicked.connect(lambda: toggle_clock(self.session))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 6)
        layout.addWidget(self.face, 1)
        layout.addLayout(buttons)
        self.figures = Figures()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(TICK_MS)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """The tournament changed: read its figures again, then show the clock."""
        state = self.session.state
        self.figures = read_figures(state, self.session.player_name) if state is not None and state.config else Figures()
        self.tick(force=True)

    def tick(self, force: bool = False) -> None:
        """The clock at this second; skipped while the tab is not on screen."""
        if not force and not self.isVisible():
            return
        state = self.session.state
        config = state.config if state is not None else None
        position = state.clock.position(self.session.now_ms()) if state is not None else None
        self.face.show_clock(position, self.figures, config.name if config is not None else "")
        run = position.run if position is not None else None
        self.start_button.setEnabled(state is not None and position is not None)
        self.start_button.setText(
            {
                ClockRun.NOT_STARTED: self.tr("Start"),
                ClockRun.RUNNING: self.tr("Pause"),
                ClockRun.ENDED_FOR_DAY: self.tr("Resume day"),
                None: self.tr("Start"),
            }.get(run, self.tr("Resume"))
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.tick(force=True)
