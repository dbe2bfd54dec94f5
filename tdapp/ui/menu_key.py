"""Shift+F10 and the menu key open the menu of the selection, as the right click does (issue 17).

An action rather than a key caught in an event filter: it carries its text,
so F1 lists it (`tdapp.ui.shortcuts_help`), and Qt calls it only while one of
its widgets has the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


def menu_key_action(parent: QWidget, widgets: Sequence[QWidget], text: str, slot: Callable[[], object]) -> QAction:
    action = QAction(text, parent)
    action.setShortcuts([QKeySequence("Shift+F10"), QKeySequence(Qt.Key.Key_Menu)])
    action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    for widget in widgets:
        widget.addAction(action)
    return action
