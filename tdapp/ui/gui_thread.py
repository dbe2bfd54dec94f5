"""Qt objects live and die on the desk's (GUI) thread only; the desk's worker threads never touch them.

Two ways a worker thread can crash Qt, both seen as a rare segmentation
fault after hours:

- **Python's cyclic garbage collector runs in whichever thread happens to
  allocate** when a generation fills up: the database watcher, the snapshot
  writer or the chain check could then destroy a dialog or a timer that
  became garbage on the GUI thread, from the wrong thread. `GuiGarbageCollector`
  turns the automatic collector off and runs the same generational
  collections on the GUI thread, from a timer (the pattern of pyqtgraph's
  `GarbageCollector`).
- **A worker emitting a signal of a widget the GUI thread is deleting.**
  `post` hands a callable to one object that lives as long as the program
  (`_Inbox`); the callable runs on the GUI thread, and `call_if_alive` only
  reaches its target there, through a weak reference, if it still exists.
"""

from __future__ import annotations

import contextlib
import gc
import threading
import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from tdapp.storage.snapshots import collector_is_paused, keep_collector_off

#: How often the GUI thread looks whether a collection is due (a look costs a microsecond).
COLLECT_CHECK_MS = 250


def collect_if_due(thresholds: tuple[int, int, int]) -> int | None:
    """Run the generation the automatic collector would have run now; the generation collected, or None."""
    counts = gc.get_count()
    if counts[0] <= thresholds[0]:
        return None
    generation = 0
    if counts[1] > thresholds[1]:
        generation = 1
        if counts[2] > thresholds[2]:
            generation = 2
    gc.collect(generation)
    return generation


class GuiGarbageCollector(QObject):
    """The cyclic collector, run on the GUI thread only (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds: tuple[int, int, int] = gc.get_threshold()  # type: ignore[assignment]
        keep_collector_off(True)  # a worker's pause (`collector_paused`) then never turns it back on
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(COLLECT_CHECK_MS)
        self.destroyed.connect(lambda: keep_collector_off(False))

    def check(self) -> None:
        if not collector_is_paused():  # a worker building a state (a long undo): walking it now holds the desk
            collect_if_due(self.thresholds)


def install_gui_collector(app: QCoreApplication) -> GuiGarbageCollector:
    """Once per application, on its thread: later calls return the same collector."""
    existing = app.findChild(GuiGarbageCollector)
    if existing is not None:
        return existing
    prepare()
    return GuiGarbageCollector(app)


class _Inbox(QObject):
    arrived = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.arrived.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def _run(self, work: object) -> None:
        with contextlib.suppress(RuntimeError):  # a target deleted between the check and the call
            work()  # type: ignore[operator]


_inbox: _Inbox | None = None
_inbox_lock = threading.Lock()


def prepare() -> None:
    """Create the inbox; called on the GUI thread by whatever will later `post` (the session, the chain check...)."""
    global _inbox
    with _inbox_lock:
        if _inbox is None:
            inbox = _Inbox()
            app = QCoreApplication.instance()
            if app is not None and inbox.thread() is not app.thread():
                inbox.moveToThread(app.thread())  # a thread may push an object it owns to another
            _inbox = inbox


def post(work: Callable[[], object]) -> None:
    """Run `work` soon on the GUI thread; safe from any thread. `work` must not hold a widget strongly."""
    prepare()
    assert _inbox is not None
    _inbox.arrived.emit(work)


def gui_caller(target: QObject, method: str) -> Callable[..., None]:
    """A function any thread may call with arguments: `target.method(*args)` runs soon on the GUI thread, or not at all
    if the target is gone by then. It holds the target weakly, so a worker keeping it never keeps (nor ends) a widget."""
    ref = weakref.ref(target)

    def send(*args: Any) -> None:
        def run() -> None:
            obj = ref()
            if obj is not None and shiboken6.isValid(obj):
                getattr(obj, method)(*args)

        post(run)

    prepare()
    return send
