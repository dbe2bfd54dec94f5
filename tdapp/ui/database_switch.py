"""The desk moves to another database: the demonstration's, a chosen file, or back to its own (issue 17).

A window works on one database (its `DeskSession`, panels, room screens and
backups all hang on it), so a change of database is a new window on the new
`Desk`, put where the old one was, which then closes. The real database is
never written to on the way: the demonstration is built in its own file
(`tdapp.application.demo.open_demo`).

A file chosen by the TD becomes this desk's database (as `--db` does:
`tdapp.desk_settings.remember_database`); the demonstration never does, so
the next start opens the desk's own database again.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from tdapp.domain.errors import RuleError
from tdapp.ui.messages import describe

if TYPE_CHECKING:
    from tdapp.application.desk import Desk
    from tdapp.ui.main_window import MainWindow

#: Set on a window whose `Desk` was opened here: closed with the window (the first desk is closed by `run_desk`).
OWNS_DESK = "_owns_desk"


def _tr(text: str) -> str:
    return QCoreApplication.translate("DatabaseSwitch", text)


def open_demo(window: MainWindow) -> MainWindow | None:
    """The demonstration's database, with its running demo on screen; None (and the reason on the banner) if it fails."""
    from tdapp.application.demo import open_demo as open_demo_database

    try:
        desk, tournament_id = open_demo_database(operator=window.session.operator)
    except RuleError as exc:
        window.show_refusal(describe(exc))
        return None
    new = take_place_of(window, desk)
    new.session.open_tournament(tournament_id)
    return new


def choose_database(window: MainWindow) -> MainWindow | None:
    """ "Open a database…": a file chosen in the file dialog becomes this desk's database."""
    from tdapp.paths import user_data_dir

    path, _filter = QFileDialog.getOpenFileName(
        window, _tr("Open a database"), str(user_data_dir()), _tr("tdapp databases (*.db *.sqlite);;All files (*)")
    )
    return open_file(window, Path(path)) if path else None


def open_file(window: MainWindow, path: Path) -> MainWindow | None:
    """Open an existing database file in place of the window's (never creates one: a mistyped name is refused)."""
    from tdapp.application.desk import Desk
    from tdapp.desk_settings import remember_database
    from tdapp.storage.database import open_database

    try:
        desk = Desk(open_database(path, create=False), operator=window.session.operator)
    except RuleError as exc:
        window.show_refusal(describe(exc))
        return None
    if not desk.demo:
        remember_database(desk.database.url)  # the next start opens it, as after `--db`
    return take_place_of(window, desk, keep_record=not desk.demo)


def back_to_own_database(window: MainWindow) -> MainWindow | None:
    """From the demonstration back to the database this desk works on (the remembered one, else the embedded file)."""
    from tdapp.application.desk import Desk
    from tdapp.desk_settings import database_to_open

    try:
        desk = Desk.open(database_to_open(None), operator=window.session.operator)
    except RuleError as exc:
        window.show_refusal(describe(exc))
        return None
    return take_place_of(window, desk, keep_record=True)


def take_place_of(old: MainWindow, desk: Desk, *, keep_record: bool = False) -> MainWindow:
    """A new window on `desk` where `old` was (same screen, size and state); `old` closes.

    `keep_record`: the new window keeps `running.json` up to date, so a crash
    brings its tournament back (not for the demonstration, which a restart
    leaves for the desk's own database).
    """
    from tdapp.ui.main_window import MainWindow
    from tdapp.ui.startup import keep_running_record

    new = MainWindow(desk)
    setattr(new, OWNS_DESK, True)
    if old.session.operator:
        new.session.set_operator(old.session.operator)
    new.setGeometry(old.geometry())
    new.setWindowState(old.windowState())
    new.show()
    if keep_record:
        keep_running_record(new)
    app = QApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(desk.close)
    if getattr(old, OWNS_DESK, False):
        old_desk = old.session.desk
        # Closed once the old window (its session's timers and watcher with it) is gone.
        old.destroyed.connect(lambda _gone=None: QTimer.singleShot(0, old_desk.close))
    old.close()
    old.deleteLater()
    return new
