"""The desk's first frame, before SQLAlchemy and the application layer are imported (issue 19).

Importing SQLAlchemy and the application layer, opening the database and
building the tournament's state take most of a second; the room should not
wait for them. So the desk first shows a window with the clock bar, read from
this machine's local copy of the tournament that was running
(`tdapp.storage.snapshots`: a pickled `TournamentState`, pure domain), and
only after that frame opens the database and builds the real desk, which
takes the window's place (`tdapp.ui.app.run_desk`).

The copy is shown only when it is provably the database's current state: the
database (SQLite, read-only, with the standard library's `sqlite3`) holds no
action after the copy's last one, and that action's chain hash is the
copy's. Otherwise (no copy, a stale one, another kind of database) the window
shows the empty clock and "Opening the database…". Either way nothing can be
decided on this window: every command is refused with that message, since
nothing may be stored before the database is open (the Book decides every
command on the database's latest state).
"""

from __future__ import annotations

import pickle
import sqlite3
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import quote

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from tdapp import __version__
from tdapp.domain.tournament.state import TournamentState
from tdapp.paths import user_data_dir
from tdapp.ui import resume
from tdapp.ui.clock_bar import ClockBar
from tdapp.ui.screen_fit import fill_screen

#: Modules the first frame must not wait for (issue 19); the test and the benchmark read this list (`tdapp.ui.startup`).
HEAVY_MODULES = ("pyqtgraph", "numpy", "reportlab", "PySide6.QtMultimedia", "PySide6.QtTextToSpeech", "aiohttp", "sqlalchemy")
TOURNAMENT_STREAM = "tournament"  # tdapp.storage.store.TOURNAMENT_STREAM (not imported: it brings SQLAlchemy)


def heavy_modules_loaded() -> list[str]:
    return [name for name in HEAVY_MODULES if name in sys.modules]


def sqlite_url(target: str) -> str | None:
    """The URL the desk will open for `target` when it is a SQLite file (as `tdapp.storage.database.to_url`), else None."""
    if "://" not in target:
        return f"sqlite:///{Path(target).expanduser().resolve()}"
    return target if target.startswith("sqlite:///") and ":memory:" not in target else None


def _database_head(url: str, tournament_id: int) -> tuple[int, str] | None:
    """(position, hash) of the tournament's last stored action, read-only; None if it cannot be read."""
    path = Path(url.removeprefix("sqlite:///"))
    if not path.is_file():
        return None
    try:
        connection = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=0.5)
    except sqlite3.Error:
        return None
    try:
        row = connection.execute(
            "SELECT position, hash FROM actions WHERE stream = ? AND scope = ? ORDER BY position DESC LIMIT 1",
            (TOURNAMENT_STREAM, tournament_id),
        ).fetchone()
    except sqlite3.Error:
        return None
    finally:
        connection.close()
    return (int(row[0]), str(row[1])) if row else None


def cached_state(target: str) -> tuple[int, TournamentState] | None:
    """The running tournament's state from this machine's copy, if the database holds nothing newer."""
    url = sqlite_url(target)
    if url is None:
        return None
    tournament_id, _displays = resume.to_resume(url)
    if tournament_id is None:
        return None
    from tdapp.storage.snapshots import SnapshotCache  # the domain and the standard library only

    snapshot = SnapshotCache(user_data_dir() / "snapshots", url).load(TOURNAMENT_STREAM, tournament_id)
    if snapshot is None or _database_head(url, tournament_id) != (snapshot.head, snapshot.head_hash):
        return None
    try:
        state = pickle.loads(snapshot.state)
    except Exception:  # a damaged copy is no copy: the database opens as usual
        return None
    return (tournament_id, state) if isinstance(state, TournamentState) else None


class CopySession(QObject):
    """What the clock bar needs from a session, over the local copy; every command is refused."""

    changed = Signal()
    refused = Signal(str)

    def __init__(self, tournament_id: int | None, state: TournamentState | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tournament_id = tournament_id
        self.state = state

    def now_ms(self) -> int:
        return time.time_ns() // 1_000_000

    def act(self, kind: str, payload: Mapping[str, Any] | None = None) -> None:
        self.refused.emit(self.opening_text())
        return None

    def opening_text(self) -> str:
        return self.tr("Opening the database… nothing can be changed until it is open.")


class FirstWindow(QMainWindow):
    """The window of the first frame: the clock bar from the copy (or empty) and "Opening the database…"."""

    def __init__(self, target: str) -> None:
        super().__init__()
        cached = cached_state(target)
        self.session = CopySession(*(cached or (None, None)), parent=self)
        self.setWindowTitle(self.tr("tdapp {version} — tournament director").format(version=__version__))
        self.clock_bar = ClockBar(self.session, self)  # type: ignore[arg-type]
        self.clock_bar.setObjectName("firstClockBar")
        self.opening = QLabel(self.session.opening_text(), self)
        self.opening.setObjectName("opening")
        self.opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.clock_bar)
        layout.addWidget(self.opening, 1)
        self.setCentralWidget(central)
        central.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the keys reach the shortcuts (and their refusal)
        central.setFocus()
        self.clock_bar.install_shortcuts(self)
        self.session.refused.connect(lambda text: self.statusBar().showMessage(text, 8000))
        fill_screen(self)  # the desk takes this geometry and state (`hand_over`)

    @property
    def from_copy(self) -> bool:
        return self.session.state is not None

    def hand_over(self, window: QMainWindow) -> None:
        """The real desk takes this window's place (same position, size and state), then this one goes."""
        window.setGeometry(self.geometry())
        window.setWindowState(self.windowState())
        window.show()
        self.clock_bar.timer.stop()
        self.close()
        self.deleteLater()


class OnFirstPaint(QObject):
    """Calls `then(at)` once, on the turn of the event loop after `widget`'s first paint."""

    def __init__(self, widget: QWidget, then: Callable[[float], None]) -> None:
        super().__init__(widget)
        self.then = then
        self.at: float | None = None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.at is None:
            self.at = time.time()
            watched.removeEventFilter(self)
            QTimer.singleShot(0, lambda: self.then(self.at or time.time()))
        return False


def status_of_first_frame(window: FirstWindow, at: float) -> dict[str, Any]:
    """What the first frame showed, for TDAPP_STATUS_FILE (tests and `bench/startup.py`)."""
    state = window.session.state
    position = state.clock.position(window.session.now_ms()) if state is not None else None
    data: dict[str, Any] = {
        "first_frame_at": at,
        "heavy_at_first_frame": heavy_modules_loaded(),
        "first_frame_from_copy": window.from_copy,
        "first_frame_tournament": window.session.tournament_id,
        "first_frame_clock_text": window.clock_bar.time_label.text(),
    }
    if position is not None:
        data["first_frame_clock"] = {"run": position.run.name, "level": position.level, "remaining_seconds": position.remaining_seconds}
    return data
