"""The small per-table window: a table's shot clock and each player's Time Banks (RPT Art. 80, Art. 29).

Meant for a tablet or a small monitor at the feature table; it reads the
same `RoomView` as the wall screens (its `ShotTable` for one table).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from tdapp.application.room_view import RoomView
from tdapp.domain.clock.shot_clock import CallKind
from tdapp.ui.room.fit import FitLabel
from tdapp.ui.room.text import tr
from tdapp.ui.room.theme import Theme, load_theme, stylesheet
from tdapp.ui.room.views import RoomPanel, elide

SEATS = 10


class ShotClockPanel(RoomPanel):
    key = "shot_clock"
    held_to_least_size = False  # a small screen on the table, read from the seats

    def __init__(self, table: int, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.table = table
        self.title = self.label("accent")
        self.player = self.label("foreground")
        self.seconds = self.label("accent", sample="88")
        self.call = self.label("muted", bold=False)
        self.rows: list[tuple[FitLabel, FitLabel, FitLabel]] = []
        grid = QGridLayout()
        for i in range(SEATS):
            seat = self.label("muted", align=Qt.AlignmentFlag.AlignRight)
            name = self.label("foreground", align=Qt.AlignmentFlag.AlignLeft)
            banks = self.label("accent", align=Qt.AlignmentFlag.AlignRight)
            grid.addWidget(seat, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(banks, i, 2)
            grid.setRowStretch(i, 1)
            self.rows.append((seat, name, banks))
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 6)
        grid.setColumnStretch(2, 3)
        root = QVBoxLayout(self)
        root.addWidget(self.title, 8)
        root.addWidget(self.player, 9)
        root.addWidget(self.seconds, 30)
        root.addWidget(self.call, 7)
        root.addLayout(grid, 46)

    def update_view(self, view: RoomView, second: int) -> None:
        shot = view.shot_table(self.table)
        self.title.show_text(tr("Table {n}").format(n=self.table))
        if shot is None or shot.acting_player_id is None:
            self.player.show_text("")
            self.seconds.show_text("—")
            self.set_role(self.seconds, "muted")
            self.call.show_text(tr("No clock running"))
        else:
            self.player.show_text(elide(shot.acting_name, 28))
            self.seconds.show_text(str(shot.remaining_seconds))
            urgent = shot.expired or shot.final_count or shot.remaining_seconds <= 10
            self.set_role(self.seconds, "warning" if urgent else "accent")
            if shot.expired:
                self.call.show_text(tr("Time is up"))
            elif shot.call is CallKind.TIME:
                self.call.show_text(tr("Time called"))
            else:
                self.call.show_text(tr("Shot clock"))
        players = shot.players if shot is not None else ()
        name_sample = max((elide(p.name) for p in players), key=len, default="")
        for i, (seat, name, banks) in enumerate(self.rows):
            name.set_sample(name_sample)
            banks.set_sample(tr("Time Banks {n}").format(n=8))
            if i < len(players):
                p = players[i]
                seat.show_text(str(p.seat))
                name.show_text(elide(p.name))
                banks.show_text(tr("Time Banks {n}").format(n=p.time_banks_left))
                self.set_role(name, "accent" if p.player_id == (shot.acting_player_id if shot else None) else "foreground")
            else:
                seat.show_text("")
                name.show_text("")
                banks.show_text("")


class ShotClockWindow(QWidget):
    """A top-level window with one table's shot clock."""

    def __init__(self, table: int, *, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.key = f"shot_{table}"
        self.table = table
        self.placed_on = ""
        self.theme = theme or load_theme()
        self.setObjectName("room_shot")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setWindowTitle(tr("Shot clock — table {n}").format(n=table))
        self.panel = ShotClockPanel(table, self.theme, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panel)
        self.apply_theme(self.theme)
        self.resize(800, 480)

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.setStyleSheet(f"#room_shot {{ {stylesheet(theme)} }}")
        self.panel.apply_theme(theme)

    def show_view(self, view: RoomView, second: int) -> None:
        self.panel.update_view(view, second)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)
