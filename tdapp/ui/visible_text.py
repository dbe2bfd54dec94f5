"""Every text a person can read on a window, as the screen shows it: for the language checks of `tdapp desk-screens`.

Labels, buttons, group titles, line edits (and their placeholders), spin boxes, combo items, tab titles,
header sections and the cells of item views (written by the view's delegate, so an int reads as the
desk writes it), read-only text panes, the window title. Only what is on screen: hidden widgets and
the rows a view does not show are left out.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QLocale, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabBar,
    QTextEdit,
    QWidget,
)

_TAG = re.compile(r"<[^>]+>")
_ENTITIES = {"&nbsp;": "\u00a0", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&middot;": "·", "&quot;": '"'}
#: The cells read of one item view (enough for every row a screen shows).
MAX_ROWS = 60


def plain(text: str) -> str:
    """A label's rich text as read: tags gone, entities written out."""
    if "<" in text and ">" in text:
        text = _TAG.sub(" ", text)
    for entity, char in _ENTITIES.items():
        text = text.replace(entity, char)
    return text.strip()


def visible_texts(root: QWidget) -> list[str]:
    texts: list[str] = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts += [t for t in _texts_of(widget) if t and t.strip()]
    return [plain(t) for t in texts if t and t.strip()]


def _texts_of(widget: QWidget) -> list[str]:
    if isinstance(widget, QLabel):
        return [widget.text()]
    if isinstance(widget, QAbstractButton):
        return [widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QLineEdit):
        return [widget.text(), widget.placeholderText()]
    if isinstance(widget, QAbstractSpinBox):
        return [widget.text()]
    if isinstance(widget, QComboBox):
        return [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QTabBar):
        return [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QTextEdit):
        return [widget.toPlainText()]
    if isinstance(widget, QAbstractItemView):
        return _view_texts(widget)
    return []


def _view_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    columns, rows = _count(model.columnCount), _count(model.rowCount)
    out = [str(model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or "") for i in range(columns)]
    locale = QLocale()
    for row in range(min(rows, MAX_ROWS)):
        for column in range(columns):
            index: QModelIndex = model.index(row, column)
            value = index.data(Qt.ItemDataRole.DisplayRole)
            if value is None or view.indexWidget(index) is not None:
                continue
            delegate = view.itemDelegateForIndex(index) or view.itemDelegate()
            out.append(delegate.displayText(value, locale) if delegate is not None else str(value))
    return out


def _count(method: Any) -> int:
    """A model's rows or columns, whichever way PySide6 lets it be asked (a list model's columnCount is private: one)."""
    for args in ((), (QModelIndex(),)):
        try:
            return int(method(*args))
        except TypeError:
            continue
    return 1


def cut_texts(root: QWidget) -> list[str]:
    """Labels and buttons on screen narrower than their one-line text (what shows is cut), and blank push buttons."""
    cut: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text() and widget.pixmap().isNull():
            needed = widget.fontMetrics().horizontalAdvance(plain(widget.text())) if not _is_rich(widget) else 0
            if needed and needed > widget.contentsRect().width() + 1:
                cut.append(plain(widget.text()))
        elif isinstance(widget, QPushButton) and not widget.text() and widget.icon().isNull():
            cut.append(f"(a blank button: {widget.toolTip() or widget.objectName()})")  # a text lost on its way
        elif isinstance(widget, QAbstractButton) and widget.text():
            text = widget.text().replace("&", "")
            if widget.fontMetrics().horizontalAdvance(text) > widget.contentsRect().width() - 4:
                cut.append(text)
    return cut


def _is_rich(label: QLabel) -> bool:
    return label.textFormat() == Qt.TextFormat.RichText or (label.textFormat() == Qt.TextFormat.AutoText and "<" in label.text())
