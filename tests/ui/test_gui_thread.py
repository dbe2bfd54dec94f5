"""Qt objects die on the GUI thread only (the rare segmentation fault of a long run): the collector runs there, and
a worker's result reaches a widget only if the widget still exists."""

from __future__ import annotations

import gc
import threading
import time
import weakref

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from tdapp.storage.snapshots import collector_paused
from tdapp.ui.gui_thread import COLLECT_CHECK_MS, GuiGarbageCollector, gui_caller, install_gui_collector


class Cycle:
    """Garbage only the cyclic collector frees: it refers to itself."""

    def __init__(self) -> None:
        self.me = self


def test_a_widget_in_a_cycle_is_freed_on_the_gui_thread_while_a_worker_allocates(qtbot, request) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert app is not None
    collector = install_gui_collector(app)
    assert install_gui_collector(app) is collector  # one per application
    assert not gc.isenabled()
    request.addfinalizer(lambda: (collector.timer.stop(), collector.setParent(None)))  # the tests' app lives on
    freed_on: list[int] = []
    holder = Cycle()
    holder.widget = QWidget()  # type: ignore[attr-defined]
    weakref.finalize(holder, lambda: freed_on.append(threading.get_ident()))
    del holder

    stop = threading.Event()

    def allocate() -> None:  # as the database watcher or the snapshot writer do, all the time (bounded: 200,000 at most)
        for _ in range(100):
            if stop.is_set():
                return
            [Cycle() for _ in range(2000)]
            time.sleep(0.005)

    worker = threading.Thread(target=allocate, daemon=True)
    worker.start()
    try:
        qtbot.waitUntil(lambda: bool(freed_on), timeout=5000)
    finally:
        stop.set()
        worker.join(5)
    assert freed_on == [threading.main_thread().ident]


def test_the_collector_runs_the_generation_that_is_due(qtbot) -> None:  # type: ignore[no-untyped-def]
    collector = GuiGarbageCollector()
    try:
        gc.collect()
        [Cycle() for _ in range(collector.thresholds[0] * 3)]
        assert gc.get_count()[0] > collector.thresholds[0]
        qtbot.waitUntil(lambda: gc.get_count()[0] < collector.thresholds[0], timeout=3000)
    finally:
        collector.timer.stop()


def test_the_collector_waits_while_a_worker_builds_a_tournament(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A long undo's worker builds a whole state: a collection on the desk's thread then would walk all of it."""
    collector = GuiGarbageCollector()
    building = threading.Event()
    release = threading.Event()

    def build() -> None:
        with collector_paused():
            building.set()
            release.wait(5)

    worker = threading.Thread(target=build)
    try:
        worker.start()
        building.wait(5)
        gc.collect()
        [Cycle() for _ in range(collector.thresholds[0] * 3)]
        qtbot.wait(3 * COLLECT_CHECK_MS)
        assert gc.get_count()[0] > collector.thresholds[0]  # nothing collected meanwhile
        release.set()
        worker.join(5)
        qtbot.waitUntil(lambda: gc.get_count()[0] < collector.thresholds[0], timeout=3000)  # and then it is
    finally:
        release.set()
        collector.timer.stop()


def test_a_workers_result_reaches_a_living_widget_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    class Target(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.got: list[tuple[object, int]] = []

        def take(self, value: object) -> None:
            self.got.append((value, threading.get_ident()))

    target = Target()
    send = gui_caller(target, "take")
    worker = threading.Thread(target=send, args=("report",))
    worker.start()
    worker.join(5)
    qtbot.waitUntil(lambda: bool(target.got), timeout=3000)
    assert target.got == [("report", threading.main_thread().ident)]


def test_a_workers_result_for_a_deleted_widget_is_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    calls: list[object] = []

    class Target(QWidget):
        def take(self, value: object) -> None:
            calls.append(value)

    parent = QWidget()
    target = Target(parent)
    send = gui_caller(target, "take")
    parent.deleteLater()  # the window closes while the worker is still busy
    del parent, target
    qtbot.wait(50)
    worker = threading.Thread(target=send, args=("late",))
    worker.start()
    worker.join(5)
    ticks = []
    QTimer.singleShot(100, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks), timeout=3000)  # the posted call has had its turn
    assert calls == []
