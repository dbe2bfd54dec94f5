"""Run by test_room_monitors.py in its own process: Qt's offscreen platform with two simulated monitors.

Prints one JSON object with where each window landed.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from tdapp.ui.room.alerts import RoomAlerts
from tdapp.ui.room.demo import build_demo
from tdapp.ui.room.manager import DisplayManager
from tdapp.ui.room.provider import desk_provider


def where(window) -> dict[str, object]:  # type: ignore[no-untyped-def]
    g = window.geometry()
    return {"screen": window.screen().name(), "full": window.isFullScreen(), "geometry": [g.x(), g.y(), g.width(), g.height()]}


def main() -> int:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    settings = QSettings(str(folder / "room.ini"), QSettings.Format.IniFormat)
    demo = build_demo(folder / "demo.db", players=30, busts=5)
    desk_window = QMainWindow()
    desk_window.setScreen(app.screens()[0])
    desk_window.setGeometry(100, 100, 1200, 800)
    desk_window.show()
    present = list(app.screens())
    screens = lambda: present  # noqa: E731 - the monitors "plugged in", changed below
    manager = DisplayManager(
        desk_provider(demo.desk, demo.tournament_id, lambda: demo.at_ms),
        desk_window=desk_window,
        settings=settings,
        screens=screens,
        alerts=RoomAlerts(engine=None),
    )
    out: dict[str, object] = {"screens": [s.name() for s in app.screens()]}
    main_display = manager.open_display("main", ["clock"], screen_name="ROOM")
    seating = manager.open_display("seating", ["seating_names", "seating_tables"])  # no choice: not the desk's monitor
    manager.tick(demo.at_ms)
    app.processEvents()
    out["main"] = where(main_display)
    out["seating"] = where(seating)
    out["desk"] = where(desk_window)
    out["main_time"] = main_display.panels["clock"].time.text()
    out["remembered"] = settings.value("room/main/screen")
    # Unplug ROOM: the display stands in on another monitor that is not the desk's, or a window on the desk's.
    present = [s for s in app.screens() if s.name() != "ROOM"]
    manager.screens_changed()
    app.processEvents()
    out["unplugged"] = where(main_display)
    # Plug it back: the display returns to ROOM, full-screen.
    present = list(app.screens())
    manager.screens_changed()
    app.processEvents()
    out["replugged"] = where(main_display)
    # A second manager on this machine (the next evening) remembers the monitor by its name.
    manager.close_all()
    again = DisplayManager(lambda: demo.view(), desk_window=desk_window, settings=settings, alerts=RoomAlerts(engine=None))
    out["next_day"] = where(again.open_display("main"))
    again.close_all()
    demo.desk.close()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
