"""The desk's start (issue 19): the window and the clock first, the room back on the wall, then the rest.

Order of a start, after the database is open:

1. the tournament that was running on this machine is opened again
   (`tdapp.ui.resume`: after a crash or a power cut nobody has to choose it);
2. the window is shown; nothing heavy is imported before its first frame
   (no pyqtgraph, numpy, reportlab, QtMultimedia or QtTextToSpeech; a test
   checks it);
3. right after the first frame the room displays come back on the monitors
   they were on, with their views, before anybody is asked anything;
4. then the tab on screen is built, the other panels are imported on a
   worker thread and built one per turn of the event loop, and the operator
   is asked for (`then`).

`TDAPP_STATUS_FILE` (for tests and `bench/startup.py` only): the desk keeps a
small JSON file there with what it shows: the wall-clock time of the first
frame, the heavy modules loaded by then, the open tournament, the clock, and
each room display's monitor, views and clock text.
"""

from __future__ import annotations

import gc
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

from tdapp.ui import resume
from tdapp.ui.first_frame import heavy_modules_loaded
from tdapp.ui.gui_thread import GuiGarbageCollector
from tdapp.ui.main_window import MainWindow

if TYPE_CHECKING:
    from tdapp.ui.first_frame import FirstWindow

RESUMABLE = ("running", "scheduled")


class _FirstFrame(QObject):
    """Calls `then` once, on the turn of the event loop after the window's first paint."""

    def __init__(self, window: MainWindow, then: Callable[[], None]) -> None:
        super().__init__(window)
        self.then = then
        self.at: float | None = None
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.at is None:
            self.at = time.time()
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self.then)
        return False


def reopen_running(window: MainWindow) -> list[dict[str, Any]]:
    """Open the tournament that was running on this machine (if it still runs); the displays to put back."""
    session = window.session
    tid, displays = resume.to_resume(session.desk.database.url)
    if tid is None:
        return []
    row = next((r for r in session.desk.tournament_rows() if r.id == tid), None)
    if row is None or row.status not in RESUMABLE or not session.open_tournament(tid):
        return []
    return displays


def keep_running_record(window: MainWindow) -> None:
    """Write what is running (tournament on screen, displays up) whenever it changes."""

    def record() -> None:
        on_event = window.pages.currentWidget() is window.event_view
        tid = window.session.tournament_id if on_event else None
        resume.remember(window.session.desk.database.url, tid, window.room.displays() if tid is not None else [])

    window.pages.currentChanged.connect(lambda _i: record())
    window.session.tournament_opened.connect(lambda _tid: record())
    window.room.changed.append(record)
    record()


def start(
    window: MainWindow,
    *,
    demo_if_empty: bool,
    then: Callable[[], None],
    first: FirstWindow | None = None,
    first_status: dict[str, Any] | None = None,
) -> None:
    """Show the desk as described above; `then` runs after the room is back and the panels are under way.

    `demo_if_empty`: a first start (an empty embedded database): the welcome offers the demonstration first.
    `first`: the window of the first frame (`tdapp.ui.first_frame`), which this desk replaces; `first_status`
    what it showed, for the status file.
    """
    displays = reopen_running(window)
    if window.session.tournament_id is None and demo_if_empty:
        # A first start: the start page shows the welcome (the demonstration, a new tournament, another database,
        # `tdapp.ui.welcome`); nothing is built anywhere until the TD chooses, and Enter opens the demonstration.
        window.start_page.welcome.demo_button.setFocus()
    status = StatusFile.from_environment(window, first_status)

    def after_first_frame() -> None:
        if status is not None:
            status.first_frame(frame.at or time.time())
        window.room.restore(displays)
        keep_running_record(window)
        window.event_view.warm_up(done=status.panels_ready if status is not None else None)
        then()

    frame = _FirstFrame(window, after_first_frame)
    if first is not None:
        first.hand_over(window)
    else:
        window.show()


class StatusFile(QObject):
    """What the desk shows, as JSON, for a test or a benchmark in another process (TDAPP_STATUS_FILE)."""

    def __init__(self, window: MainWindow, path: Path, first: dict[str, Any] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.path = path
        self.data: dict[str, Any] = {"pid": os.getpid(), **(first or {})}
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.write)

    @classmethod
    def from_environment(cls, window: MainWindow, first: dict[str, Any] | None = None) -> StatusFile | None:
        path = os.environ.get("TDAPP_STATUS_FILE")
        return cls(window, Path(path), first) if path else None

    def first_frame(self, at: float) -> None:
        """The desk's own first frame; the first frame of all is the first window's, when there was one."""
        self.data["desk_frame_at"] = at
        self.data.setdefault("first_frame_at", at)
        self.data.setdefault("heavy_at_first_frame", heavy_modules_loaded())
        self.timer.start(200)
        self.write()

    def panels_ready(self) -> None:
        self.data["panels_ready_at"] = time.time()
        self.write()

    def snapshot(self) -> dict[str, Any]:
        window = self.window
        session = window.session
        state = session.state
        now = session.now_ms()
        clock: dict[str, Any] | None = None
        position = state.clock.position(now) if state is not None else None
        if position is not None:
            clock = {"at_ms": now, "run": position.run.name, "level": position.level, "remaining_seconds": position.remaining_seconds}
        room: dict[str, Any] = {}
        manager = window.room.manager
        for key, display in manager.windows.items() if manager is not None else ():
            entry: dict[str, Any] = {"screen": display.screen().name(), "full": display.isFullScreen(), "visible": display.isVisible()}
            panels = getattr(display, "panels", {})
            if hasattr(display, "order"):
                entry["views"] = list(display.order)
            if "clock" in panels:
                entry["clock_text"] = panels["clock"].time.text()
            room[key] = entry
        return {
            **self.data,
            "tournament": session.tournament_id,
            "page": "event" if window.pages.currentWidget() is window.event_view else "start",
            "welcome": window.start_page.welcome.isVisible(),
            "clock": clock,
            "room": room,
            "panels_built": window.event_view.built_panels(),
            "signing_in": bool(getattr(window, "sign_in_dialog", None) and window.sign_in_dialog.isVisible()),
            "heavy_now": heavy_modules_loaded(),
            "gui_collector": QCoreApplication.instance().findChild(GuiGarbageCollector) is not None,  # type: ignore[union-attr]
            "gc_enabled": gc.isenabled(),
        }

    def write(self) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.snapshot()), encoding="utf-8")
        tmp.replace(self.path)
