"""The desk's end, in order, on the desk's thread.

Left to the interpreter's teardown, the end comes in no order: worker
threads still running (a panel's module half-imported, the other desks'
watcher), widgets destroyed by the last collection after the modules they
call into are gone, the QApplication before its windows. That is the
crash on exit PySide6 programs are known for (SIGSEGV after the last
frame, now and then). Here the workers are joined, each window lets go of
what it holds (`release`), the desks are closed (their copies written), the
widgets are deleted while Qt still runs, and the cycles they were in are
collected.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tdapp.ui.panels import wait_for_imports

#: How long the end waits for a background import still under way (pyqtgraph and numpy take under a second).
IMPORTS_WAIT_S = 10.0


def shut_down(app: QApplication, desks: Iterable[object]) -> None:
    wait_for_imports(IMPORTS_WAIT_S)
    for widget in app.topLevelWidgets():
        release = getattr(widget, "release", None)
        if callable(release):
            release()
    for desk in desks:
        desk.close()  # type: ignore[attr-defined]
    for widget in app.topLevelWidgets():
        widget.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()  # the automatic collector is off on the desk (tdapp.ui.gui_thread): the cycles die here, not at teardown
