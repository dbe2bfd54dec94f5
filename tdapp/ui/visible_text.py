"""Every text a person can read on a window, as the screen shows it: for the language checks of `tdapp desk-screens`.

Labels, buttons, group titles, line edits (and their placeholders), spin boxes, combo items, tab titles,
header sections and the cells of item views (written by the view's delegate, so an int reads as the
desk writes it), read-only text panes, the window title. Only what is on screen: hidden widgets and
the rows a view does not show are left out.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QLocale, QModelIndex, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
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
    """Every text on screen that is not shown whole: what a reader of the screenshot would find cut.

    Labels (plain and rich, one line or wrapped), buttons, line edits (the text or, when empty, the
    placeholder), spin boxes, combo boxes, group titles, tab titles, the header sections and the cells
    of item views (Qt elides a cell with "…"), and blank push buttons (a text lost on its way). A cell
    that lies outside its view's viewport is not cut: it is reached by scrolling.
    """
    cut: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        cut += _cut_of(widget)
    return cut


def _cut_of(widget: QWidget) -> list[str]:
    metrics = widget.fontMetrics()
    if isinstance(widget, QLabel):
        return _cut_label(widget)
    if isinstance(widget, QPushButton) and not widget.text() and widget.icon().isNull():
        return [f"(a blank button: {widget.toolTip() or widget.objectName()})"]
    if isinstance(widget, QAbstractButton) and widget.text():
        text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        return [text] if metrics.horizontalAdvance(text) > widget.contentsRect().width() - 4 else []
    if isinstance(widget, QGroupBox) and widget.title():
        return [widget.title()] if metrics.horizontalAdvance(widget.title()) > widget.width() - 8 else []
    if isinstance(widget, QLineEdit):
        return _cut_line_edit(widget)
    if isinstance(widget, QComboBox) and not widget.isEditable():
        return _cut_combo(widget)
    if isinstance(widget, QTabBar):
        return _cut_tabs(widget)
    if isinstance(widget, QHeaderView):
        return _cut_header(widget)
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        return _cut_cells(widget)
    return []


def _cut_label(label: QLabel) -> list[str]:
    if not label.text() or not label.pixmap().isNull():
        return []
    width = label.contentsRect().width() - 2 * label.margin()
    if _is_rich(label):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        if label.wordWrap():
            document.setTextWidth(width)
            return [plain(label.text())] if document.size().height() > label.contentsRect().height() + 2 else []
        return [plain(label.text())] if document.idealWidth() > width + 1 else []
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        return [label.text()] if needed > label.height() + 2 else []
    text = label.text()
    if label.buddy() is not None:  # "&Nome": the ampersand marks the shortcut's letter, it is not drawn
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    longest = max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
    return [text] if longest > width + 1 else []


def _cut_line_edit(edit: QLineEdit) -> list[str]:
    """A line edit's text (or its placeholder while empty) wider than the box: the end is not shown."""
    text = edit.text() if edit.text() else edit.placeholderText()
    if not text or edit.echoMode() != QLineEdit.EchoMode.Normal:
        return []
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    area = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    room = area.width() - margins.left() - margins.right() - 4  # Qt keeps 2 px each side of the text
    return [text] if edit.fontMetrics().horizontalAdvance(text) > room else []


def _cut_combo(combo: QComboBox) -> list[str]:
    text = combo.currentText()
    if not text:
        return []
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo)
    room = field.width() - (combo.iconSize().width() + 4 if not combo.itemIcon(combo.currentIndex()).isNull() else 0)
    return [text] if combo.fontMetrics().horizontalAdvance(text) > room else []


def _cut_tabs(bar: QTabBar) -> list[str]:
    """A tab title elided, or a tab pushed off the bar (behind its scroll buttons)."""
    cut: list[str] = []
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for index in range(bar.count()):
        text = bar.tabText(index).replace("&", "")
        rect = bar.tabRect(index)
        if not bar.isTabVisible(index) or not text:
            continue
        if rect.right() > bar.width() or rect.left() < 0 or bar.fontMetrics().horizontalAdvance(text) > rect.width() - space + 2:
            cut.append(text)
    return cut


def _cut_header(header: QHeaderView) -> list[str]:
    """A header section inside the view narrower than its title."""
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return []
    cut: list[str] = []
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        left = header.sectionViewportPosition(section)
        size = header.sectionSize(section)
        if left < 0 or left + size > header.viewport().width() + 1:
            continue  # partly scrolled away: not cut, reached by scrolling
        title = str(model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or "")
        font = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font) if isinstance(font, QFont) else header.fontMetrics()
        widest = max((metrics.horizontalAdvance(line) for line in title.split("\n")), default=0)
        if widest + 2 * margin > size + 1:
            cut.append(title)
    return cut


def _cut_cells(view: QAbstractItemView) -> list[str]:
    """Cells on screen whose text does not fit the cell: wider than it on one line, or taller than the row once wrapped (Qt elides it, "…")."""
    model = view.model()
    if model is None:
        return []
    cut: list[str] = []
    locale = QLocale()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    viewport = view.viewport().rect()
    columns, rows = _count(model.columnCount), _count(model.rowCount)
    wraps = bool(getattr(view, "wordWrap", lambda: False)())
    for row in range(min(rows, MAX_ROWS)):
        for column in range(columns):
            index = model.index(row, column)
            rect = view.visualRect(index)
            if rect.isEmpty() or not viewport.contains(rect.adjusted(1, 1, -1, -1)) or view.indexWidget(index) is not None:
                continue
            value = index.data(Qt.ItemDataRole.DisplayRole)
            if value is None or value == "":
                continue
            delegate = view.itemDelegateForIndex(index) or view.itemDelegate()
            text = delegate.displayText(value, locale) if delegate is not None else str(value)
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font) if isinstance(font, QFont) else view.fontMetrics()
            room = rect.width() - 2 * margin
            if index.data(Qt.ItemDataRole.CheckStateRole) is not None:
                room -= view.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, view) + 4
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                room -= view.iconSize().width() if view.iconSize().isValid() else 16
            if wraps or "\n" in text:
                # Wrapped at the cell's width (or written on several lines): cut when the lines need more than the row's height.
                flags = int(Qt.TextFlag.TextWordWrap) if wraps else 0
                needed = metrics.boundingRect(QRect(0, 0, max(room, 1), 100_000), flags, text)
                if needed.height() > rect.height() or needed.width() > room:
                    cut.append(text)
            elif metrics.horizontalAdvance(text) > room:
                cut.append(text)
    return cut


def _is_rich(label: QLabel) -> bool:
    return label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text())
    )
