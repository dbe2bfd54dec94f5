"""Issue 17, part 7: the first start offers the demonstration (in a file of its own), a new tournament or another database.

The window is driven as the TD drives it: the welcome's buttons are clicked;
what is checked is what he would notice (the page, the window's title and
strip, the tournaments listed) and what he would not see but must hold: the
real database is never written to by the demonstration.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from factories import BUY_IN
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tdapp.application.demo import DEMO_FILE
from tdapp.application.desk import Desk
from tdapp.desk_settings import remembered_database
from tdapp.paths import default_database
from tdapp.storage.models import ActionRow
from tdapp.ui.main_window import MainWindow
from tdapp.ui.new_tournament import NewTournamentDialog
from tdapp.ui.resume import remember
from tdapp.ui.startup import start
from tdapp.ui.welcome import DemoStrip


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This machine's data folder: the embedded database and the demonstration's file live there."""
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path))
    return tmp_path


def stored_actions(desk: Desk) -> int:
    with Session(desk.database.engine) as session:
        return int(session.scalar(select(func.count()).select_from(ActionRow)) or 0)


def shown_window(qtbot, but: MainWindow | None = None) -> MainWindow:
    """The desk's window on screen now (a change of database puts a new one in the old one's place)."""
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible() and w is not but]
    assert len(found) == 1
    qtbot.addWidget(found[0])
    return found[0]


def first_start(qtbot, data_dir: Path) -> tuple[Desk, MainWindow]:
    desk = Desk.open(default_database())
    window = MainWindow(desk)
    qtbot.addWidget(window)
    start(window, demo_if_empty=True, then=lambda: None)
    qtbot.waitExposed(window)
    return desk, window


def test_a_first_start_shows_the_welcome_in_the_window_itself(qtbot, data_dir: Path) -> None:
    desk, window = first_start(qtbot, data_dir)
    page = window.start_page
    assert window.pages.currentWidget() is page
    assert page.welcome.isVisible() and not page.table.isVisible()
    assert QApplication.activeModalWidget() is None  # nothing holds the room back
    buttons = [page.welcome.demo_button, page.welcome.new_button, page.welcome.database_button]
    assert [b.text() for b in buttons] == ["Open the demonstration", "New tournament", "Open a database…"]
    assert all(b.isVisible() and b.isEnabled() for b in buttons)
    assert page.welcome.first_step.text().startswith("To begin:")
    assert stored_actions(desk) == 0  # nothing built anywhere until the TD chooses
    assert not (data_dir / DEMO_FILE).exists()
    desk.close()


def test_the_demonstration_opens_in_its_own_file_and_says_so_and_the_real_database_stays_empty(qtbot, data_dir: Path) -> None:
    desk, window = first_start(qtbot, data_dir)
    qtbot.mouseClick(window.start_page.welcome.demo_button, Qt.MouseButton.LeftButton)
    demo = shown_window(qtbot, but=window)
    assert demo.session.desk.demo and Path(demo.session.desk.database.engine.url.database or "") == data_dir / DEMO_FILE
    assert demo.pages.currentWidget() is demo.event_view
    assert demo.clock_bar.start_button.text() == "Pause"  # a running event at once
    assert demo.windowTitle().startswith("DEMONSTRATION — ")
    strip = demo.findChild(DemoStrip, "demoStrip")
    assert strip is not None and strip.isVisible() and strip.label.text().startswith("DEMONSTRATION")
    assert demo.event_view.title.text() == "DEMO — Knock-out de Sexta"
    assert stored_actions(desk) == 0 and desk.tournament_rows() == []  # the real database: not one action
    # Back to the desk's own database: the welcome again, nothing of the demo in it.
    qtbot.mouseClick(strip.back_button, Qt.MouseButton.LeftButton)
    home = shown_window(qtbot, but=demo)
    assert not home.session.desk.demo and "DEMONSTRATION" not in home.windowTitle()
    assert home.findChild(DemoStrip, "demoStrip") is None
    assert home.start_page.welcome.isVisible()
    assert stored_actions(home.session.desk) == 0
    home.session.desk.close()
    demo.session.desk.close()
    desk.close()


def test_new_tournament_from_the_welcome(qtbot, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    desk, window = first_start(qtbot, data_dir)
    shown: list[NewTournamentDialog] = []

    def accept(dialog: NewTournamentDialog) -> int:  # the TD keeps the proposed template and clicks OK
        shown.append(dialog)
        dialog.create()
        return 1

    monkeypatch.setattr(NewTournamentDialog, "exec", accept)
    qtbot.mouseClick(window.start_page.welcome.new_button, Qt.MouseButton.LeftButton)
    assert len(shown) == 1
    rows = desk.tournament_rows()
    assert len(rows) == 1 and window.session.tournament_id == rows[0].id
    assert window.pages.currentWidget() is window.event_view
    window.go_home()
    assert not window.start_page.welcome.isVisible() and window.start_page.table.isVisible()  # the list, now
    desk.close()


def test_open_a_database_from_the_welcome_and_it_is_remembered(qtbot, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    other = data_dir / "usb" / "casino.db"
    other.parent.mkdir()
    events = Desk.open(other)
    events.create_tournament({"name": "Main Event", "buy_in": dict(BUY_IN)})
    events.close()
    desk, window = first_start(qtbot, data_dir)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(other), ""))
    qtbot.mouseClick(window.start_page.welcome.database_button, Qt.MouseButton.LeftButton)
    opened = shown_window(qtbot, but=window)
    page = opened.start_page
    assert not page.welcome.isVisible()
    assert [page.model.index(r, 1).data() for r in range(page.model.rowCount())] == ["Main Event"]
    assert remembered_database() == opened.session.desk.database.url  # the next start opens it
    opened.session.desk.close()
    desk.close()


def test_a_missing_or_foreign_file_is_refused_on_the_banner(qtbot, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    desk, window = first_start(qtbot, data_dir)
    foreign = data_dir / "notes.db"
    foreign.write_text("not a database", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(foreign), ""))
    qtbot.mouseClick(window.start_page.welcome.database_button, Qt.MouseButton.LeftButton)
    assert window.isVisible() and "not a tdapp database" in window.banner.text()
    assert remembered_database() is None
    desk.close()


def test_a_restart_that_reopens_a_running_tournament_shows_no_welcome(qtbot, data_dir: Path) -> None:
    desk = Desk.open(default_database())
    tid = desk.create_tournament({"name": "Main Event", "buy_in": dict(BUY_IN)})
    remember(desk.database.url, tid, [])  # what a desk killed in the middle of the event left
    window = MainWindow(desk)
    qtbot.addWidget(window)
    start(window, demo_if_empty=False, then=lambda: None)
    qtbot.waitExposed(window)
    assert window.session.tournament_id == tid and window.pages.currentWidget() is window.event_view
    assert not window.start_page.welcome.isVisible()
    desk.close()


#: The desk's monitor and the room's TV (Qt's offscreen platform, in a process of its own).
SCREENS = {
    "screens": [
        {"name": "DESK", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1},
        {"name": "ROOM", "x": 1920, "y": 0, "width": 1280, "height": 720, "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1},
    ]
}

TWO_MONITORS = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtWidgets import QApplication
    from tdapp.application.demo import build_demo
    from tdapp.application.desk import Desk
    from tdapp.ui.first_frame import FirstWindow
    from tdapp.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])

    def where(window):
        g = window.frameGeometry()
        return {"screen": window.screen().name(), "maximized": window.isMaximized(), "full": window.isFullScreen(),
                "frame": [g.x(), g.y(), g.width(), g.height()]}

    first = FirstWindow(sys.argv[1])
    first.show()
    app.processEvents()
    desk = Desk.open(sys.argv[1])
    window = MainWindow(desk)
    window.session.open_tournament(build_demo(desk))
    first.hand_over(window)
    app.processEvents()
    window.room.open_display("main", ["clock"], "ROOM", 15)
    app.processEvents()
    display = window.room.manager.windows["main"]
    out = {"first": where(first), "desk": where(window), "room": where(display),
           "available": [window.screen().availableGeometry().width(), window.screen().availableGeometry().height()]}
    window.room.close_all()
    desk.close()
    print(json.dumps(out))
    """
)


def test_the_desk_fills_the_screen_it_opens_on_and_the_room_keeps_its_own(tmp_path: Path) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", TDAPP_DATA_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", TWO_MONITORS, str(tmp_path / "tdapp.db")], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    # The first frame and the desk that takes its place: the whole of the desk's monitor (was 1280x800).
    assert out["first"]["maximized"] and out["first"]["frame"] == [0, 0, 1920, 1080]
    assert out["desk"] == {"screen": "DESK", "maximized": True, "full": False, "frame": [0, 0, 1920, 1080]}
    # The room's clock stays full-screen on its own monitor.
    assert out["room"] == {"screen": "ROOM", "maximized": False, "full": True, "frame": [1920, 0, 1280, 720]}
