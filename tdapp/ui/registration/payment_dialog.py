"""The desk's small forms: check-in with a document, and a payment (entry, day-2 entry, re-entry).

They only collect what the floor person confirms (document, stack option,
chips given up, whether to seat the player now); the panel builds the
actions from it and sends them through the session in one go.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.numbers import NumberSpinBox
from tdapp.ui.numbers import chips as format_chips
from tdapp.ui.numbers import money as money_text


def chips_text(chips: int) -> str:
    return format_chips(chips)


@dataclass(frozen=True)
class PriceOption:
    """One thing the player may pay for here (the entry, or one of the three Multistack day-2 stacks)."""

    label: str
    price_cents: int
    chips: int
    day2_option: int | None = None


class CheckInDialog(QDialog):
    """FS 5.1: check-in with an identity document, prefilled from the player database."""

    def __init__(self, player_name: str, document: str, parent: QWidget | None = None, *, can_save: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check in"))
        title = QLabel(player_name, self)
        title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.document = QLineEdit(document, self)
        self.document.setPlaceholderText(self.tr("Identity document seen at the desk"))
        self.document_error = ErrorLabel(self)
        self.save_document = QCheckBox(self.tr("Save the document in the player database"), self)
        self.save_document.setChecked(can_save)
        self.save_document.setVisible(can_save)
        form = QFormLayout()
        column = QVBoxLayout()
        column.addWidget(self.document)
        column.addWidget(self.document_error)
        form.addRow(self.tr("Document"), column)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Check in"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(form)
        layout.addWidget(self.save_document)
        layout.addWidget(self.buttons)
        self.document.selectAll()
        self.document.setFocus()
        self.resize(420, 0)

    def accept(self) -> None:
        if not self.document.text().strip():
            self.document_error.show_error(self.tr("Check-in needs an identity document (FS 5.1)."))
            return
        super().accept()


class PaymentDialog(QDialog):
    """Take a payment: what is bought and its price, the document of a walk-in, the stack given up, the seat now."""

    def __init__(
        self,
        title: str,
        player_name: str,
        options: list[PriceOption],
        parent: QWidget | None = None,
        *,
        document: str | None = None,
        ask_forfeit: bool = False,
        offer_seat: bool = False,
        seat_by_default: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.options = options
        heading = QLabel(player_name, self)
        heading.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        self.group = QButtonGroup(self)
        self.option_buttons: list[QRadioButton] = []
        for i, option in enumerate(options):
            text = self.tr("{what}: {price} — {chips} chips").format(
                what=option.label, price=money_text(option.price_cents), chips=chips_text(option.chips)
            )
            if len(options) == 1:
                label = QLabel(text, self)
                label.setStyleSheet("font-size: 13pt;")
                layout.addWidget(label)
            else:
                button = QRadioButton(text, self)
                button.setStyleSheet("font-size: 12pt;")
                self.group.addButton(button, i)
                self.option_buttons.append(button)
                layout.addWidget(button)
        if self.option_buttons:
            self.option_buttons[0].setChecked(True)
        form = QFormLayout()
        self.document: QLineEdit | None = None
        self.document_error = ErrorLabel(self)
        if document is not None:
            self.document = QLineEdit(document, self)
            self.document.setPlaceholderText(self.tr("Identity document seen at the desk"))
            column = QVBoxLayout()
            column.addWidget(self.document)
            column.addWidget(self.document_error)
            form.addRow(self.tr("Document (check-in)"), column)
        self.forfeit: QSpinBox | None = None
        self.forfeit_error = ErrorLabel(self)
        if ask_forfeit:
            self.forfeit = NumberSpinBox(self)
            self.forfeit.setRange(0, 2_000_000_000)
            self.forfeit.setSingleStep(100)
            self.forfeit.setGroupSeparatorShown(True)
            self.forfeit.setToolTip(self.tr("He still has chips: count the stack he gives up; it leaves the tournament (RPT Art. 7.2)."))
            column = QVBoxLayout()
            column.addWidget(self.forfeit)
            column.addWidget(self.forfeit_error)
            form.addRow(self.tr("Chips he gives up"), column)
        layout.addLayout(form)
        self.seat_now = QCheckBox(self.tr("Draw his seat now"), self)
        self.seat_now.setToolTip(self.tr("A random seat at the tables with the fewest players (RPT Art. 7.1), recorded with the payment."))
        self.seat_now.setChecked(offer_seat and seat_by_default)
        self.seat_now.setVisible(offer_seat)
        layout.addWidget(self.seat_now)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Paid"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if self.forfeit is not None:
            self.forfeit.setFocus()
            self.forfeit.selectAll()
        elif self.document is not None:
            self.document.setFocus()
        self.resize(460, 0)

    def chosen(self) -> PriceOption:
        index = self.group.checkedId() if self.option_buttons else 0
        return self.options[max(index, 0)]

    def document_text(self) -> str:
        return self.document.text().strip() if self.document is not None else ""

    def forfeited_chips(self) -> int:
        return self.forfeit.value() if self.forfeit is not None else 0

    def accept(self) -> None:
        ok = True
        if self.document is not None and not self.document_text():
            self.document_error.show_error(self.tr("Check-in needs an identity document (FS 5.1)."))
            ok = False
        if self.forfeit is not None and self.forfeit.value() <= 0:
            self.forfeit_error.show_error(self.tr("Count the chips he gives up (RPT Art. 7.2)."))
            ok = False
        if ok:
            super().accept()
