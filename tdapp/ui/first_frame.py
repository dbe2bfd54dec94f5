"""The desk's first frame, before SQLAlchemy and the application layer are imported (issue 19).

Importing SQLAlchemy and the application layer, opening the database and
building the tournament's state take most of a second; the room should not
wait for them. So the desk first shows a window with the clock bar, read from
this machine's local copy of the tournament that was running
(`tdapp.storage.snapshots`: a pickled `TournamentState`, pure domain), and
only after that frame opens the database and builds the real desk, which
takes the window's place (`tdapp.ui.app.run_desk`).

The copy is shown only when it is provably a prefix of the database's log:
the database (SQLite, read-only, with the standard library's `sqlite3`)
holds, at the copy's last position, the action with the copy's chain hash;
the few actions stored after it (a crash leaves the copy behind) are applied
to it by the tournament's rules. Only the clock of the copy is rebuilt when
nothing was stored after it (`ClockOnly`): the registrations, seats and
prizes are read past, so the first frame imports the clock's classes and
none of the rest of the domain (a third of the time to the first frame).
Otherwise (no copy, a log that changed
under it, an undo since, another kind of database) the window shows the
empty clock and "Opening the database…". Either way nothing can be
decided on this window: every command is refused with that message, since
nothing may be stored before the database is open (the Book decides every
command on the database's latest state).
"""

from __future__ import annotations

import gc
import io
import json
import pickle
import sqlite3
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from tdapp import __version__
from tdapp.domain.clock.state import ClockState
from tdapp.domain.log import Action
from tdapp.paths import read_only_uri, user_data_dir
from tdapp.ui import resume
from tdapp.ui.clock_bar import ClockBar
from tdapp.ui.qt_values import STRONG_FOCUS, center, qt_namespace_built, set_focus_policy
from tdapp.ui.screen_fit import fit_to_screen

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


#: The most actions stored after the copy that the first frame applies to it; beyond, the database opens as usual.
MAX_CATCH_UP = 300


def _newer_than_copy(url: str, tournament_id: int, head: int, head_hash: str) -> list[Action] | None:
    """The actions stored after the copy's last one, read-only; None when the copy is not a prefix of the log.

    The copy stands if the database still holds, at the copy's last position,
    the action with the copy's chain hash (the chain makes every action before
    it the same too).
    """
    path = Path(url.removeprefix("sqlite:///"))
    if not path.is_file():
        return None
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True, timeout=0.5)
    except sqlite3.Error:
        return None
    try:
        row = connection.execute(
            "SELECT hash FROM actions WHERE stream = ? AND scope = ? AND position = ?", (TOURNAMENT_STREAM, tournament_id, head)
        ).fetchone()
        if row is None or str(row[0]) != head_hash:
            return None
        rows = connection.execute(
            "SELECT kind, payload, at_ms, operator, seq FROM actions WHERE stream = ? AND scope = ? AND position > ? "
            "ORDER BY position LIMIT ?",
            (TOURNAMENT_STREAM, tournament_id, head, MAX_CATCH_UP + 1),
        ).fetchall()
    except sqlite3.Error:
        return None
    finally:
        connection.close()
    if len(rows) > MAX_CATCH_UP:
        return None
    return [Action(kind, json.loads(payload), at_ms, operator, seq) for kind, payload, at_ms, operator, seq in rows]


class Unshown:
    """A part of the copy the first frame does not show (a registration, a seat, a prize...): read past, never used.

    Built the way pickle builds the real object (`__new__`, then its fields
    or its value), so any class of the domain outside the clock takes its place.
    """

    def __new__(cls, *args: object, **kwargs: object) -> Unshown:
        return object.__new__(cls)

    def __init__(self, *args: object, **kwargs: object) -> None:
        self.fields: object = args

    def __setstate__(self, state: object) -> None:
        self.fields = state


#: The modules whose classes the first frame rebuilds from the copy: the clock's (its state, levels, shot clocks).
SHOWN_MODULES = "tdapp.domain.clock."


class ClockOnly(pickle.Unpickler):
    """Unpickles a copy of the tournament with its clock rebuilt and every other class of tdapp an `Unshown`."""

    def __init__(self, data: bytes) -> None:
        super().__init__(io.BytesIO(data))
        self.unshown: dict[tuple[str, str], type[Unshown]] = {}

    def find_class(self, module: str, name: str) -> Any:
        if module.startswith("tdapp.") and not module.startswith(SHOWN_MODULES):
            key = (module, name)
            if key not in self.unshown:
                self.unshown[key] = type(name, (Unshown,), {"__module__": module, "__qualname__": name})
            return self.unshown[key]
        return super().find_class(module, name)


class ShownState:
    """What the first frame shows of the tournament: its clock, the part of the state the clock bar reads."""

    __slots__ = ("clock",)

    def __init__(self, clock: ClockState) -> None:
        self.clock = clock


def clock_of_copy(data: bytes) -> ClockState | None:
    """The clock of a pickled `TournamentState`, the rest of it read past (`ClockOnly`); None for anything else."""
    from tdapp.storage.snapshots import collector_paused

    with collector_paused():
        root = ClockOnly(data).load()
    fields = getattr(root, "fields", None)
    if type(root).__module__ != "tdapp.domain.tournament.state" or type(root).__name__ != "TournamentState":
        return None
    clock = fields.get("clock") if isinstance(fields, dict) else None
    if isinstance(clock, bytes):  # the state is pickled part by part (`TournamentState.__getstate__`)
        with collector_paused():
            clock = ClockOnly(clock).load()
    return clock if isinstance(clock, ClockState) else None


def cached_state(target: str) -> tuple[int, ShownState] | None:
    """The running tournament's clock from this machine's copy and the few actions the database holds after it.

    After a crash the copy is usually some actions behind (it is written every
    few hundred actions and when the desk closes, its state an undo copy with
    the few actions after it kept alongside, `Snapshot.tail`): they are read with
    `sqlite3` and applied by the tournament's own rules to the whole state, as
    the Book does when it reopens (`Book._restore_snapshot`), so the first
    frame shows the clock as it stands, a pause after the copy included. An
    undo among them, or an action that no longer applies, and the database
    opens as usual. With nothing stored after the copy (the desk closed
    normally) only its clock is rebuilt (`clock_of_copy`).
    """
    url = sqlite_url(target)
    if url is None:
        return None
    tournament_id, _displays = resume.to_resume(url)
    if tournament_id is None:
        return None
    from tdapp.storage.snapshots import SnapshotCache, unpickled  # the domain and the standard library only

    snapshot = SnapshotCache(user_data_dir() / "snapshots", url).load(TOURNAMENT_STREAM, tournament_id)
    if snapshot is None:
        return None
    newer = _newer_than_copy(url, tournament_id, snapshot.head, snapshot.head_hash)
    if newer is None or any(action.is_meta for action in newer):
        return None
    try:
        if newer or snapshot.tail:
            from tdapp.domain.tournament.all_rules import TOURNAMENT
            from tdapp.domain.tournament.state import TournamentState

            state = unpickled(snapshot.state)
            if not isinstance(state, TournamentState):
                return None
            for action in (*snapshot.tail, *newer):
                TOURNAMENT.apply(state, action)
            clock: ClockState | None = state.clock
        else:
            clock = clock_of_copy(snapshot.state)
        if clock is None:
            return None
        clock.position(time.time_ns() // 1_000_000)  # a clock that cannot say where it stands is not shown
    except Exception:  # a damaged copy, or an action that no longer applies: the database opens as usual
        return None
    return tournament_id, ShownState(clock)


class CopySession(QObject):
    """What the clock bar needs from a session, over the local copy; every command is refused."""

    changed = Signal()
    refused = Signal(str)

    def __init__(self, tournament_id: int | None, state: ShownState | None, parent: QObject | None = None) -> None:
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
        center(self.opening)  # no `Qt` enum before the first frame (tdapp.ui.qt_values)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.clock_bar)
        layout.addWidget(self.opening, 1)
        self.setCentralWidget(central)
        set_focus_policy(central, STRONG_FOCUS)  # the keys reach the shortcuts (and their refusal)
        central.setFocus()
        self.clock_bar.install_shortcuts(self)
        self.session.refused.connect(lambda text: self.statusBar().showMessage(text, 8000))
        fit_to_screen(self)  # and shown maximized (`show`); the desk takes this geometry and state (`hand_over`)

    def show(self) -> None:
        """Shown, it fills its screen, maximized as `fill_screen` leaves the desk that takes its place; `showMaximized`
        sets that state without PySide6's `Qt` namespace (`tdapp.ui.qt_values`)."""
        self.showMaximized()

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
    """What the first frame showed, for TDAPP_STATUS_FILE (tests and `bench/startup.py`), and what it waited for."""
    state = window.session.state
    position = state.clock.position(window.session.now_ms()) if state is not None else None
    data: dict[str, Any] = {
        "first_frame_at": at,
        "cpu_at_first_frame": time.process_time(),  # the process's own work by then, whatever else the machine runs
        "heavy_at_first_frame": heavy_modules_loaded(),
        "domain_at_first_frame": sorted(name for name in sys.modules if name.startswith(("tdapp.domain.", "tdapp.application."))),
        "qt_namespace_at_first_frame": qt_namespace_built(),
        "gc_at_first_frame": gc.isenabled(),
        "gui_collector_at_first_frame": "tdapp.ui.gui_thread" in sys.modules,
        "first_frame_from_copy": window.from_copy,
        "first_frame_tournament": window.session.tournament_id,
        "first_frame_clock_text": window.clock_bar.time_label.text(),
    }
    if position is not None:
        data["first_frame_clock"] = {"run": position.run.name, "level": position.level, "remaining_seconds": position.remaining_seconds}
    return data
