"""The panels of an open event, in the order of their tabs.

Each panel is a widget built with the session and re-reads the state when the
session says it changed. A panel's module is imported only when its tab is
first needed (`build_panel`), or after the window's first frame on a worker
thread (`import_in_background`), so that start-up imports what the first
screen shows and nothing else (issue 19: pyqtgraph and numpy for the charts
alone took 0.64 s).
"""

from __future__ import annotations

import functools
import importlib
import itertools
import threading
import weakref
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from tdapp.ui.gui_thread import post, prepare
from tdapp.ui.session import DeskSession

# (module, class, tab title); titles are in English here, translated in the "EventView" context when shown (`panel_title`).
PANELS: tuple[tuple[str, str, str], ...] = (
    ("tdapp.ui.registration_panel", "RegistrationPanel", QT_TRANSLATE_NOOP("EventView", "Registration")),
    ("tdapp.ui.desk_clock", "DeskClockPanel", QT_TRANSLATE_NOOP("EventView", "Clock")),  # the large clock (F4)
    ("tdapp.ui.floor.floor_panel", "FloorPanel", QT_TRANSLATE_NOOP("EventView", "Floor")),
    ("tdapp.ui.money_panel", "MoneyPanel", QT_TRANSLATE_NOOP("EventView", "Money")),
    ("tdapp.ui.setup_panel", "SetupPanel", QT_TRANSLATE_NOOP("EventView", "Setup")),
    ("tdapp.ui.ranking_panel", "RankingPanel", QT_TRANSLATE_NOOP("EventView", "Ranking")),
    ("tdapp.ui.charts_panel", "ChartsPanel", QT_TRANSLATE_NOOP("EventView", "Charts")),
    ("tdapp.ui.rulebook_panel", "RulebookPanel", QT_TRANSLATE_NOOP("EventView", "Rulebook")),
)


def panel_title(title: str) -> str:
    return QCoreApplication.translate("EventView", title)


def build_panel(module_name: str, class_name: str, session: DeskSession, parent: QWidget) -> QWidget:
    """Import the panel's module (if not yet) and build the panel."""
    cls = getattr(importlib.import_module(module_name), class_name)
    return cls(parent) if class_name == "RulebookPanel" else cls(session, parent)


_tokens = itertools.count(1)
_waiting: dict[int, tuple[weakref.ref[QObject], Callable[[], None]]] = {}
_importing: list[threading.Thread] = []  # the workers still importing (`wait_for_imports`)


def _imported(token: int) -> None:
    parent, then = _waiting.pop(token)
    alive = parent()
    if alive is not None and shiboken6.isValid(alive):
        then()


def import_in_background(modules: Sequence[str], parent: QObject, then: Callable[[], None]) -> None:
    """Import `modules` on a worker thread, then call `then` on the desk's thread.

    Importing is Python work that yields the interpreter every few
    milliseconds (`sys.getswitchinterval`), so the desk's event loop (the
    clock's ticks, a click) keeps running while pyqtgraph and numpy load.
    A module that fails to import is left for `build_panel` to report on the
    desk's thread, where the error shows.
    """
    # The worker holds no widget: `then` (which holds the window) waits here, on the desk's thread, and the worker
    # posts only its number back (tdapp.ui.gui_thread).
    prepare()
    token = next(_tokens)
    _waiting[token] = (weakref.ref(parent), then)

    def work() -> None:
        for name in modules:
            try:
                importlib.import_module(name)
            except Exception:  # raised again, visibly, when the panel is built on the desk's thread
                pass
        post(functools.partial(_imported, token))

    worker = threading.Thread(target=work, name="tdapp-panel-imports", daemon=True)
    _importing[:] = [t for t in _importing if t.is_alive()] + [worker]
    worker.start()


def wait_for_imports(timeout_s: float) -> None:
    """Let the background imports finish before the interpreter tears down: a desk closed within a second of its
    start would otherwise leave numpy or pyqtgraph half-imported on a worker while their modules are freed."""
    for worker in list(_importing):
        worker.join(timeout_s)
    _importing[:] = [t for t in _importing if t.is_alive()]
