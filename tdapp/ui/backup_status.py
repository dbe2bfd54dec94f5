"""The desk's automatic backups: the folder the TD chooses, and on the status bar when the last backup was made (issue 15 part 1).

The copy itself runs on its own thread (`tdapp.application.backups.AutoBackup`):
this widget only starts it when a tournament is open, asks for one more at
every level change, and reads its status once a second.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QWidget

from tdapp.application.backups import AutoBackup
from tdapp.storage.database import _sqlite_path
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession

FOLDER_KEY = "backup/folder"


class BackupStatus(QLabel):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.auto: AutoBackup | None = None
        self._level: int | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.poll)
        session.tournament_opened.connect(lambda _tid: self.start())
        self.setText("")

    @property
    def source(self) -> Path | None:
        return _sqlite_path(self.session.desk.database.url)

    def folder(self) -> Path | None:
        text = str(QSettings().value(FOLDER_KEY, "") or "")
        return Path(text) if text else None

    def choose_folder(self) -> None:
        current = self.folder()
        text = QFileDialog.getExistingDirectory(self, self.tr("Backup folder (a USB stick, a network share)"), str(current or ""))
        if text:
            QSettings().setValue(FOLDER_KEY, text)
            self.stop()
            self.start()

    def start(self) -> None:
        """While a tournament is open and a folder is chosen; a server database is backed up with pg_dump instead."""
        folder, source = self.folder(), self.source
        if self.auto is not None or folder is None or source is None or self.session.tournament_id is None:
            if folder is None and source is not None:
                self.setText(self.tr("No backup folder chosen (Settings → Backups…)"))
            return
        self.auto = AutoBackup(source, folder)
        self.auto.start()
        self.timer.start()

    def stop(self) -> None:
        if self.auto is not None:
            self.auto.stop()
            self.auto = None
        self.timer.stop()

    def poll(self) -> None:
        """Ask for a backup when the level changed; show the last one, in red if the folder is gone."""
        if self.auto is None:
            return
        state = self.session.state
        if state is not None:
            level = state.clock.anchor_at(self.session.now_ms())[0]
            if self._level is not None and level != self._level:
                self.auto.request()
            self._level = level
        status = self.auto.status
        if status.error:
            error = describe(status.error_template) if status.error_template is not None else status.error
            self.setStyleSheet("background: #b00020; color: white; padding: 0 6px;")
            self.setText(self.tr("Backup failed: {error}").format(error=error))
        elif status.last_at is not None:
            self.setStyleSheet("")
            self.setText(self.tr("Last backup {time}").format(time=status.last_at.strftime("%H:%M")))
