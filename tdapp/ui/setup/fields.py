"""Form rows whose refusal shows right under them, and the money and number inputs the editors use."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.numbers import NumberSpinBox

MAX_CHIPS = 100_000_000
MAX_LEVEL = 100


class FieldRow(QWidget):
    """An input (with optional widgets beside it) and, under it, the red line of its refusal."""

    def __init__(self, *widgets: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets = widgets
        self.error = ErrorLabel(self)
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            line.addWidget(widget)
        line.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(line)
        layout.addWidget(self.error)


class MoneyEdit(QLineEdit):
    """An amount in euros as typed at the desk ("90" or "90,50"); parsed by the domain's `parse_euros`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText("0")
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMaximumWidth(110)
        self.setToolTip(self.tr('Euros, e.g. "90" or "90,50"'))


def spin(low: int, high: int, *, step: int = 1, special: str = "", suffix: str = "", parent: QWidget | None = None) -> QSpinBox:
    """A whole-number input; `special` is shown instead of the lowest value (e.g. "no limit" for 0)."""
    box = NumberSpinBox(parent)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setGroupSeparatorShown(high >= 10_000)
    box.setAlignment(Qt.AlignmentFlag.AlignRight)
    box.setMinimumWidth(110)
    if special:
        box.setSpecialValueText(special)
    if suffix:
        box.setSuffix(suffix)
    box.setKeyboardTracking(True)
    return box
