"""Refresh a panel when it can be seen: at once if it is on screen, else when its tab is next shown.

With 2,000 entries a hidden panel's refresh is wasted work on every action
(and on every undo); a panel in a window that is not shown at all (a test,
a screenshot) refreshes at once as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, SignalInstance
from PySide6.QtWidgets import QWidget


class _WhenShown(QObject):
    def __init__(self, widget: QWidget, refresh: Callable[[], object]) -> None:
        super().__init__(widget)
        self.widget = widget
        self.refresh = refresh
        self.stale = False
        widget.installEventFilter(self)

    def changed(self) -> None:
        if "widget" not in self.__dict__:
            return  # see eventFilter
        if self.widget.window().isVisible() and not self.widget.isVisible():
            self.stale = True
            return
        self.stale = False
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Qt may still call a filter whose Python side the cyclic collector already cleared (the widget it
        # watched had no Python owner left, its C++ side a parent): it has nothing left to refresh.
        if "widget" not in self.__dict__:
            return False
        if watched is self.widget and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.refresh()
        return False


def refresh_when_shown(widget: QWidget, refresh: Callable[[], object], signal: SignalInstance) -> None:
    helper = _WhenShown(widget, refresh)
    signal.connect(helper.changed)
