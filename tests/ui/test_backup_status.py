"""The desk backs up while a tournament is open and says when; it warns when the folder disappears (issue 15 part 1)."""

from __future__ import annotations

import html
import shutil
import time
from pathlib import Path

from factories import PLAIN_STRUCTURE
from hung_share import HungShare, needs_proc
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from tdapp.application.desk import Desk
from tdapp.ui.main_window import MainWindow

CONFIG = {"name": "Sexta €50", "buy_in": {"prize_cents": 4500, "fee_cents": 500, "chips": 20000}}


def test_backups_while_a_tournament_is_open_and_a_warning_when_the_stick_is_gone(qtbot, tmp_path: Path, monkeypatch) -> None:
    desk = Desk.open(tmp_path / "desk.db", operator="TD")
    tid = desk.create_tournament(CONFIG)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    folder = tmp_path / "usb"
    folder.mkdir()
    QSettings().remove("backup/folder")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    try:
        window.session.open_tournament(tid)
        assert "No backup folder" in window.backup_status.text()
        settings_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and "Settings" in a.text())
        next(a for a in settings_menu.actions() if a.text() == "Backups…").trigger()
        qtbot.waitUntil(lambda: window.backup_status.text().startswith("Last backup"), timeout=10000)
        # (at least one: on a loaded machine a second one a second later was seen once, a file of its own)
        assert len(list(folder.glob("tdapp-*.db"))) >= 1
        # a level change asks for one more backup at once
        assert window.session.act("clock.set_structure", PLAIN_STRUCTURE) is not None
        assert window.session.act("clock.start") is not None
        window.backup_status.poll()
        attempts = window.backup_status.auto.attempts
        taken = {p.name for p in folder.glob("tdapp-*.db")}
        time.sleep(1.1)  # the backups are named to the second: the next one is a file of its own
        assert window.session.act("clock.next_level") is not None
        window.backup_status.poll()
        assert window.backup_status.auto.wait_for(attempts + 1)
        qtbot.waitUntil(lambda: bool({p.name for p in folder.glob("tdapp-*.db")} - taken), timeout=10000)
        shutil.rmtree(folder)  # the stick is pulled out between two backups: said within seconds, in red
        qtbot.waitUntil(lambda: window.backup_status.text().startswith("Backup failed"), timeout=10000)
        assert "not there" in window.backup_status.text() and "b00020" in window.backup_status.styleSheet()
        folder.mkdir()  # and put back: a backup at once, the line says so again
        qtbot.waitUntil(lambda: window.backup_status.text().startswith("Last backup"), timeout=10000)
        assert len(list(folder.glob("tdapp-*.db"))) >= 1
    finally:
        window.backup_status.stop()
        QSettings().remove("backup/folder")


def test_a_desk_on_a_server_offers_the_pg_dump_and_pg_restore_commands(qtbot, tmp_path: Path, monkeypatch, postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    desk = Desk.open(url, operator="TD")
    tid = desk.create_tournament(CONFIG)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    QSettings().remove("backup/folder")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path / "usb"))
    try:
        window.session.open_tournament(tid)
        assert "pg_dump" in window.backup_status.text() and window.backup_status.auto is None  # no copy of a server's file
        settings_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and "Settings" in a.text())
        next(a for a in settings_menu.actions() if a.text() == "Backups…").trigger()
        help_text = html.unescape(window.backup_status.server_help.text()).replace(" \\\n    ", " ")  # one argument a line
        port = url.rsplit(":", 1)[1].split("/")[0]
        assert f"pg_dump --format=custom --file={tmp_path / 'usb'}/tdapp-" in help_text
        assert f"--host=127.0.0.1 --port={port} --username=tdapp" in help_text
        assert "pg_restore --clean --if-exists --no-owner" in help_text and window.backup_status.server_help.isVisible()
    finally:
        window.backup_status.stop()
        QSettings().remove("backup/folder")


@needs_proc
def test_closing_the_desk_never_hangs_on_a_backup_stuck_in_a_dead_share(qtbot, tmp_path: Path, monkeypatch) -> None:
    """The TD closes the window while the network share hangs the backup: the window goes at once, and the share
    holds no backup but the one copy that ends whole when the share answers again."""
    desk = Desk.open(tmp_path / "desk.db", operator="TD")
    tid = desk.create_tournament(CONFIG)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    folder = tmp_path / "share"
    folder.mkdir()
    share = HungShare(folder)
    share.install(monkeypatch)
    QSettings().remove("backup/folder")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    try:
        window.show()
        window.session.open_tournament(tid)
        settings_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and "Settings" in a.text())
        next(a for a in settings_menu.actions() if a.text() == "Backups…").trigger()
        auto = window.backup_status.auto
        assert auto is not None and share.entered.wait(10)
        started = time.monotonic()
        assert window.close()
        assert time.monotonic() - started < 2.0  # it waited 10 s before
        assert not window.isVisible() and auto.running  # the copy was left behind, hung
        assert list(folder.glob("tdapp-*.db")) == []  # nothing in the share passes for a backup
    finally:
        share.released.set()
        QSettings().remove("backup/folder")
    qtbot.waitUntil(lambda: not auto.running, timeout=10000)
    assert [p.name.startswith("tdapp-") and p.suffix == ".db" for p in folder.iterdir()] == [True]
    desk.close()
