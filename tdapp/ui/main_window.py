"""The desk's main window (interim: the list of tournaments in the open database)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QListWidget, QMainWindow, QVBoxLayout, QWidget

from tdapp import __version__
from tdapp.application.desk import Desk


class MainWindow(QMainWindow):
    def __init__(self, desk: Desk) -> None:
        super().__init__()
        self.desk = desk
        self.setWindowTitle(self.tr("tdapp {version} — tournament director").format(version=__version__))
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addWidget(QLabel(self.tr("Tournaments"), central))
        self.tournament_list = QListWidget(central)
        layout.addWidget(self.tournament_list)
        self.setCentralWidget(central)
        self.resize(1100, 700)
        self.refresh()

    def refresh(self) -> None:
        self.tournament_list.clear()
        for row in self.desk.tournament_rows():
            self.tournament_list.addItem(f"#{row.id}  {row.name}  ({row.status}, {row.entries})")
