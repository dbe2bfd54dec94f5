"""The start page: tournaments of the database (running, scheduled, finished), new, duplicate, archive, demo.

A database without tournaments (a first start) shows the welcome instead of an
empty list (`tdapp.ui.welcome`, issue 17).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from tdapp.storage.models import TournamentRow
from tdapp.ui.lazy import refresh_when_shown
from tdapp.ui.numbers import date_time
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel
from tdapp.ui.welcome import Welcome

STATUS_ORDER = {"running": 0, "scheduled": 1, "finished": 2, "archived": 3}


def _when(ms: int | None) -> str:
    """The start as the desk writes a moment (08/06/2024 20:00), not the ISO form of the stored data."""
    return date_time(ms) if ms else ""


class StartPage(QWidget):
    new_requested = Signal()
    demo_requested = Signal()
    database_requested = Signal()  # "Open a database…"

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        statuses = {
            "running": self.tr("running"),
            "scheduled": self.tr("scheduled"),
            "finished": self.tr("finished"),
            "archived": self.tr("archived"),
        }
        self.model: RowsModel[TournamentRow] = RowsModel(
            [
                Column(self.tr("No."), lambda r: r.id, align_right=True),
                Column(self.tr("Tournament"), lambda r: r.name),
                Column(self.tr("Status"), lambda r: statuses.get(r.status, r.status)),
                Column(self.tr("Start"), lambda r: _when(r.scheduled_start_ms)),
                Column(self.tr("Entries"), lambda r: r.entries, align_right=True),
                Column(self.tr("Players left"), lambda r: r.players_left, align_right=True),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.filter = QComboBox(self)
        self.filter.addItem(self.tr("Running and scheduled"), ("running", "scheduled"))
        self.filter.addItem(self.tr("Finished"), ("finished",))
        self.filter.addItem(self.tr("Archived"), ("archived",))
        self.filter.addItem(self.tr("All"), tuple(STATUS_ORDER))
        self.filter.currentIndexChanged.connect(lambda _i: self.refresh())
        self.open_button = QPushButton(self.tr("Open"), self)
        self.new_button = QPushButton(self.tr("New tournament…"), self)
        self.duplicate_button = QPushButton(self.tr("Duplicate"), self)
        self.archive_button = QPushButton(self.tr("Archive"), self)
        self.demo_button = QPushButton(self.tr("Open the demo tournament"), self)
        self.database_button = QPushButton(self.tr("Open a database…"), self)
        self.open_button.clicked.connect(self.open_selected)
        self.new_button.clicked.connect(self.new_requested.emit)
        self.duplicate_button.clicked.connect(self.duplicate_selected)
        self.archive_button.clicked.connect(self.archive_selected)
        self.demo_button.clicked.connect(self.demo_requested.emit)
        self.database_button.clicked.connect(self.database_requested.emit)
        self.demo_button.setVisible(not session.desk.demo)  # on the demonstration's database already
        self.welcome = Welcome(self)
        self.welcome.demo_requested.connect(self.demo_requested.emit)
        self.welcome.new_requested.connect(self.new_requested.emit)
        self.welcome.database_requested.connect(self.database_requested.emit)
        self.list_part = QWidget(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show:"), self))
        top.addWidget(self.filter)
        top.addStretch(1)
        top.addWidget(self.database_button)
        top.addWidget(self.demo_button)
        buttons = QHBoxLayout()
        for button in (self.open_button, self.new_button, self.duplicate_button, self.archive_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        title = QLabel(self.tr("Tournaments"), self)
        title.setStyleSheet("font-size: 18pt; font-weight: bold;")
        listing = QVBoxLayout(self.list_part)
        listing.setContentsMargins(0, 0, 0, 0)
        listing.addWidget(title)
        listing.addLayout(top)
        listing.addWidget(self.table, 1)
        listing.addLayout(buttons)
        self.welcome_part = QWidget(self)
        centred = QVBoxLayout(self.welcome_part)
        centred.addStretch(1)
        centred.addWidget(self.welcome, 0, Qt.AlignmentFlag.AlignHCenter)
        centred.addStretch(2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.welcome_part, 1)
        layout.addWidget(self.list_part, 1)
        refresh_when_shown(self, self.refresh, session.changed)
        self.refresh()

    def refresh(self) -> None:
        every = self.session.desk.tournament_rows()
        self.welcome_part.setVisible(not every)  # nothing in this database yet: the ways in instead of an empty list
        self.list_part.setVisible(bool(every))
        wanted = self.filter.currentData() or ()
        rows = [r for r in every if r.status in wanted]
        rows.sort(key=lambda r: (STATUS_ORDER.get(r.status, 9), -(r.scheduled_start_ms or r.created_at_ms)))
        self.model.set_rows(rows)

    def selected(self) -> TournamentRow | None:
        indexes = self.table.selectionModel().selectedRows()
        return self.model.row(indexes[0].row()) if indexes else None

    def select_id(self, tournament_id: int) -> None:
        for i, row in enumerate(self.model.rows):
            if row.id == tournament_id:
                self.table.selectRow(i)
                return

    def open_selected(self) -> None:
        row = self.selected()
        if row is None:
            self.session.refused.emit(self.tr("Choose a tournament in the list first."))
            return
        self.session.open_tournament(row.id)

    def duplicate_selected(self) -> None:
        """A new tournament with the same configuration and structure, no players."""
        row = self.selected()
        if row is None:
            self.session.refused.emit(self.tr("Choose a tournament in the list first."))
            return
        source = self.session.desk.tournament(row.id).state
        if source.config is None:
            return
        config = source.config.to_dict()
        config["name"] = self.tr("{name} (copy)").format(name=source.config.name)
        then = []
        if source.clock.structure is not None:
            then.append(("clock.set_structure", source.clock.structure.to_dict()))
        self.session.create_tournament(config, then)

    def archive_selected(self) -> None:
        row = self.selected()
        if row is None:
            self.session.refused.emit(self.tr("Choose a tournament in the list first."))
            return
        previous = self.session.tournament_id
        self.session.tournament_id = row.id
        self.session.act("tournament.archive")
        self.session.tournament_id = previous
        self.refresh()

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.open_selected()
            return
        super().keyPressEvent(event)
