"""The desk's automatic backups: the folder the TD chooses, and on the status bar when the last backup was made (issue 15 part 1).

The copy itself runs on its own thread (`tdapp.application.backups.AutoBackup`):
this widget only starts it when a tournament is open, asks for one more at
every level change, and reads its status once a second.
"""

from __future__ import annotations

import shlex
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QWidget

from tdapp.application.backups import AutoBackup
from tdapp.storage.database import _sqlite_path
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession

FOLDER_KEY = "backup/folder"


def shell_lines(command: list[str]) -> str:
    """A command one argument a line, joined by the shell's continuation: it fits a dialog and pastes into a terminal as is."""
    return " \\\n    ".join(shlex.quote(arg) for arg in command)


class BackupStatus(QLabel):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.auto: AutoBackup | None = None
        self.server_help: QMessageBox | None = None
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
        if not text:
            return
        QSettings().setValue(FOLDER_KEY, text)
        if self.source is None:
            self.show_server_commands(Path(text))
            return
        self.stop()
        self.start()

    def show_server_commands(self, folder: Path) -> None:
        """A server database is backed up by the server's own tool: the exact commands, to copy (tdapp never runs them)."""
        import datetime as dt
        from html import escape

        from tdapp.storage.backup import pg_dump_command, pg_restore_command

        url = self.session.desk.database.url
        dump = pg_dump_command(url, folder, dt.datetime.now())
        restore = pg_restore_command(url, Path(dump[2].removeprefix("--file=")))
        self.server_help = QMessageBox(self.window())
        self.server_help.setIcon(QMessageBox.Icon.Information)
        self.server_help.setWindowTitle(self.tr("Backups of a server database"))
        intro = self.tr(
            "This desk works on a PostgreSQL server: back it up with the server's own tool, on the server or any machine "
            "that reaches it (the password comes from ~/.pgpass), for example every few minutes from the server's scheduler:"
        )
        then = self.tr("To put a backup back, close every desk, then:")
        self.server_help.setTextFormat(Qt.TextFormat.RichText)
        self.server_help.setText(
            f"<p>{escape(intro)}</p><pre>{escape(shell_lines(dump))}</pre><p>{escape(then)}</p><pre>{escape(shell_lines(restore))}</pre>"
        )
        self.server_help.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.server_help.open()

    def start(self) -> None:
        """While a tournament is open and a folder is chosen; a server database is backed up with pg_dump instead."""
        folder, source = self.folder(), self.source
        if source is None:
            self.setText(self.tr("Server database: backed up with pg_dump (Settings → Backups…)"))
            return
        if self.auto is not None or folder is None or self.session.tournament_id is None:
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
