"""The TD's override of the prize table (FS 8.1): typed amounts, a mandatory reason, logged.

The amounts are written as the rest of the desk writes them (pt-PT "2 470,00", English "2,470.00") and read
back however the TD types them ("2 470,00" or "2470,00"), through the desk's one formatter
(`tdapp.ui.numbers`). The dialog only parses what is typed; the domain decides (the amounts must add
up to the prize pool to the cent and must not increase with the place) and
its refusal is shown in red under the table, with nothing changed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.numbers import money as money_text
from tdapp.ui.numbers import money_for_editing, parse_money
from tdapp.ui.page_parts import BAD, GOOD
from tdapp.ui.session import DeskSession


class OverrideDialog(QDialog):
    def __init__(self, session: DeskSession, amounts: list[Cents], pool_cents: Cents, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.pool_cents = pool_cents
        self.setWindowTitle(self.tr("Override the prize table"))
        intro = QLabel(
            self.tr(
                "Type the prize of each place. They must add up to the prize pool, {pool}, and must not increase with the place."
            ).format(pool=money_text(pool_cents)),
            self,
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Prize (€)")])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemChanged.connect(lambda _item: self.update_total())
        for amount in amounts:
            self.add_place(money_for_editing(amount))
        self.add_button = QPushButton(self.tr("Add a place"), self)
        self.add_button.clicked.connect(lambda: self.add_place(""))
        self.remove_button = QPushButton(self.tr("Remove the last place"), self)
        self.remove_button.clicked.connect(self.remove_place)
        places = QHBoxLayout()
        places.addWidget(self.add_button)
        places.addWidget(self.remove_button)
        places.addStretch(1)
        self.total = QLabel(self)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(self.tr("Reason (required; it is logged with the table)"))
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Override the table"))
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(places)
        layout.addWidget(self.total)
        layout.addWidget(QLabel(self.tr("Reason:"), self))
        layout.addWidget(self.reason)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(460, 520)
        self.update_total()

    def add_place(self, text: str) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        place = QTableWidgetItem(str(row + 1))
        place.setFlags(Qt.ItemFlag.ItemIsEnabled)
        place.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        amount = QTableWidgetItem(text)
        amount.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, 0, place)
        self.table.setItem(row, 1, amount)
        self.update_total()

    def remove_place(self) -> None:
        if self.table.rowCount() > 1:
            self.table.removeRow(self.table.rowCount() - 1)
            self.update_total()

    def set_amount(self, place: int, text: str) -> None:
        """Type an amount for a place (1-based), as the TD would."""
        self.table.item(place - 1, 1).setText(text)

    def texts(self) -> list[str]:
        return [(self.table.item(r, 1).text() if self.table.item(r, 1) else "") for r in range(self.table.rowCount())]

    def amounts(self) -> list[Cents]:
        """The typed amounts in cents; a text that is not an amount is refused by the domain's parser."""
        return [parse_money(text) for text in self.texts()]

    def update_total(self) -> None:
        if not hasattr(self, "total"):
            return
        try:
            total = sum(self.amounts())
        except RuleError:
            self.total.setText(self.tr("Total: —  (an amount is not readable)"))
            self.total.setStyleSheet(f"color: {BAD};")
            return
        difference = total - self.pool_cents
        if difference == 0:
            self.total.setText(self.tr("Total: {total} = the prize pool").format(total=money_text(total)))
            self.total.setStyleSheet(f"color: {GOOD}; font-weight: bold;")
        else:
            self.total.setText(
                self.tr("Total: {total}; the prize pool is {pool} (difference {difference})").format(
                    total=money_text(total), pool=money_text(self.pool_cents), difference=money_text(difference)
                )
            )
            self.total.setStyleSheet(f"color: {BAD}; font-weight: bold;")

    def apply(self) -> None:
        reason = self.reason.text().strip()
        if not reason:
            self.error.show_error(self.tr("Give the reason for the override: it is logged with the new table."))
            self.reason.setFocus()
            return
        done = run(
            self.session, self.error, lambda: self.session.act("prizes.override", {"amounts_cents": self.amounts(), "reason": reason})
        )
        if done is not None:
            self.accept()
