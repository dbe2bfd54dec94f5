"""Pieces the panels' pages share: section titles, read-only tables, the colors of good and bad figures."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView, QWidget

TITLE_STYLE = "font-size: 13pt; font-weight: bold; margin-top: 4px;"
GOOD = "#1b5e20"
BAD = "#b00020"


def title_label(text: str, parent: QWidget) -> QLabel:
    """A section title of a page."""
    label = QLabel(text, parent)
    label.setStyleSheet(TITLE_STYLE)
    return label


def style_table(view: QTableView, *, single_selection: bool = False) -> None:
    """A read-only table chosen by whole rows, in alternating colors, one line per row."""
    view.verticalHeader().hide()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if single_selection:
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setDefaultSectionSize(26)
