"""The desk's window fills the screen it opens on (issue 17): a TD's desk is one window, never a small box on a big screen.

Light on purpose (Qt only): the first frame (`tdapp.ui.first_frame`) uses it
before anything heavy is imported, and the desk takes that window's place
with the same geometry and state.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fill_screen(window: QWidget) -> None:
    """Maximized on its screen; left maximized, the normal geometry is the screen's free area too (a window manager
    that ignores the state still gets a full window). The room screens are windows of their own and keep theirs."""
    from PySide6.QtCore import Qt  # here: importing `Qt` builds its 93 enums, which the first frame does without

    fit_to_screen(window)
    window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def fit_to_screen(window: QWidget) -> None:
    """The normal geometry of `fill_screen`: the screen's free area. The first frame's window is then shown with
    `showMaximized()`, the same state without PySide6's `Qt` namespace (`tdapp.ui.qt_values`)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        window.setGeometry(screen.availableGeometry())
