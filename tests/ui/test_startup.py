"""Issue 19, part 1: the desk's first frame waits for nothing the first screen does not show.

The desk is started as a user starts it (`python -m tdapp`) in a child
process, so that what other tests imported does not count; it writes the
heavy modules loaded at its first frame to its status file
(TDAPP_STATUS_FILE, `tdapp.ui.startup`). The panels not on screen are built
afterwards, and then the heavy modules are there: the check can fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_process import DeskProcess
from factories import BUY_IN
from PySide6.QtWidgets import QWidget

from tdapp.application.desk import Desk
from tdapp.ui.first_frame import HEAVY_MODULES
from tdapp.ui.main_window import MainWindow
from tdapp.ui.resume import remember


def test_nothing_heavy_is_imported_before_the_first_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path / "data"))  # the child's data folder (DeskProcess sets the same)
    database = tmp_path / "data" / "tdapp.db"
    database.parent.mkdir()
    desk = Desk.open(database)
    tid = desk.create_tournament({"name": "Main Event", "buy_in": dict(BUY_IN)})
    remember(desk.database.url, tid, [])  # the desk reopens it: the first screen is the event, its clock and a panel
    desk.close()
    process = DeskProcess(tmp_path)
    try:
        first = process.wait_for(lambda s: "desk_frame_at" in s)
        ready = process.wait_for(lambda s: "panels_ready_at" in s)
    finally:
        process.kill()
    assert first["tournament"] == tid and first["page"] == "event"
    assert first["heavy_at_first_frame"] == []  # sqlalchemy among them
    # The first frame is the clock from this machine's copy (the desk's close left it), before SQLAlchemy is imported;
    # the desk itself (database open, tournament verified) takes its place after that frame.
    assert first["first_frame_from_copy"] and first["first_frame_tournament"] == tid
    assert first["first_frame_at"] < first["desk_frame_at"]
    # Nor anything the first frame does not show: of the copy only the clock is rebuilt (no registration, seat or
    # prize class, nor the room's view), PySide6's `Qt` namespace is not built (tdapp.ui.qt_values), and the GUI
    # thread's collector comes after it (the automatic collector is off meanwhile).
    shown = ("tdapp.domain.clock.", "tdapp.application.halt")
    assert "tdapp.domain.clock.state" in first["domain_at_first_frame"]
    assert [name for name in first["domain_at_first_frame"] if "state" in name and not name.startswith(shown)] == []
    assert "tdapp.application.room_view" not in first["domain_at_first_frame"]
    assert first["qt_namespace_at_first_frame"] is False
    assert first["gc_at_first_frame"] is False and first["gui_collector_at_first_frame"] is False
    assert first["gui_collector"] and not first["gc_enabled"]
    # After the first frame every panel is built (the charts bring pyqtgraph and numpy, the sound check QtMultimedia).
    assert set(ready["panels_built"]) >= {"RegistrationPanel", "ChartsPanel", "RankingPanel", "RulebookPanel", "SetupPanel", "LogPanel"}
    assert {"pyqtgraph", "numpy", "sqlalchemy"} <= set(ready["heavy_now"]) <= set(HEAVY_MODULES)


def test_a_panel_is_built_when_its_tab_is_first_needed(qtbot, tmp_path: Path) -> None:
    from tdapp.ui.charts_panel import ChartsPanel
    from tdapp.ui.floor.floor_panel import FloorPanel
    from tdapp.ui.rulebook_panel import RulebookPanel

    desk = Desk.open(tmp_path / "w.db")
    tid = desk.create_tournament({"name": "Main Event", "buy_in": dict(BUY_IN)})
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.session.open_tournament(tid)
    view = window.event_view
    assert view.built_panels() == []
    window.show()
    qtbot.waitUntil(lambda: view.built_panels() == ["RegistrationPanel"])  # the tab on screen, after the first frame
    charts = view.panel(ChartsPanel)
    assert isinstance(charts, ChartsPanel) and view.tabs.widget(view.tabs.indexOf(charts)) is charts
    assert view.tabs.tabText(view.tabs.indexOf(charts)) == "Charts"
    assert view.tabs.currentIndex() == 0  # building it did not switch tabs
    # Clicking a tab that was never shown builds its panel in place.
    view.tabs.setCurrentIndex(view.tabs.count() - 1)
    assert view.tabs.currentWidget() is view.log_panel
    # A citation from the rulebook reaches the floor's ruling form even if the floor was never opened.
    rulebook = view.panel(RulebookPanel)
    rulebook.cite.emit("RPT Art. 40")  # type: ignore[attr-defined]
    floor = view.tabs.currentWidget()
    assert isinstance(floor, FloorPanel)
    done: list[bool] = []
    view.warm_up(done=lambda: done.append(True))
    qtbot.waitUntil(lambda: done == [True], timeout=30_000)
    assert len(view.built_panels()) == view.tabs.count()
    assert not any(
        isinstance(view.tabs.widget(i), QWidget) and view.tabs.widget(i).objectName().startswith("pending")
        for i in range(view.tabs.count())
    )
    desk.close()
