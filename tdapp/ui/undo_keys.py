"""Ctrl+Z reaches the tournament from every tab, unless the text field being typed in has text to undo (issue 17).

A line edit claims Ctrl+Z and Ctrl+Shift+Z for itself (a shortcut override)
even when it has nothing to undo, so on the registration tab, with the search
box focused, the tournament's undo never fired. This filter lets the field
keep the keys only while it has an edit of its own to undo or redo.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit


def field_can(widget: QObject, redo: bool) -> bool | None:
    """Whether the text field has its own edit to undo (redo); None when `widget` is no text field."""
    if isinstance(widget, QAbstractSpinBox):
        widget = widget.findChild(QLineEdit) or widget
    if isinstance(widget, QLineEdit):
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        document = widget.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return None


class UndoKeys(QObject):
    """An application event filter: a text field without its own undo lets Ctrl+Z go to the window's Undo."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            undo = event.matches(QKeySequence.StandardKey.Undo)
            redo = event.matches(QKeySequence.StandardKey.Redo) or (
                event.keyCombination().toCombined() == QKeySequence("Ctrl+Shift+Z")[0].toCombined()
            )
            if undo or redo:
                own = field_can(watched, redo=bool(redo and not undo))
                if own is False:
                    event.ignore()  # not claimed by the field: the shortcut fires
                    return True
        return super().eventFilter(watched, event)
