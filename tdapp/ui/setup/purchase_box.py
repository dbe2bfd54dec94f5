"""The fields of one purchase (buy-in, rebuy, add-on, re-entry, day-2 stack): prize part, fee, bounty, chips.

The fee is shown live as a percentage of the entry (prize part + fee, FS 4.3)
and the price at the desk under the fields, so the TD sees at once what a
player will hand over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from tdapp.domain.errors import RuleError
from tdapp.ui.messages import describe
from tdapp.ui.numbers import money as money_text
from tdapp.ui.setup.common import HINT_STYLE, euros_text, parse_money, percent_text
from tdapp.ui.setup.fields import MAX_CHIPS, MAX_LEVEL, FieldRow, MoneyEdit, spin


class PurchaseBox(QGroupBox):
    """A group of purchase fields; optionally checkable (the rule exists or not) and with a period and a limit."""

    def __init__(
        self,
        key: str,
        title: str,
        on_edit: Callable[[], None],
        *,
        checkable: bool = False,
        until: bool = False,
        maximum: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self.key = key
        self.setCheckable(checkable)
        self.prize = MoneyEdit(self)
        self.prize.setToolTip(self.tr("The part of the price that goes to the prize pool, in euros"))
        self.fee = MoneyEdit(self)
        self.fee.setToolTip(self.tr("The house's fee, between 5 % and 20 % of the entry (FS 4.3)"))
        self.fee_percent = QLabel(self)
        self.fee_percent.setStyleSheet(HINT_STYLE)
        self.bounty = MoneyEdit(self)
        self.bounty.setToolTip(self.tr("Paid to the player who eliminates its owner; not in the prize pool (FS 3.1.3)"))
        self.chips = spin(0, MAX_CHIPS, step=1000, parent=self)
        self.until_level = spin(1, MAX_LEVEL, parent=self) if until else None
        self.max_per_player = spin(0, 99, special=self.tr("no limit"), parent=self) if maximum else None
        self.price = QLabel(self)
        self.price.setStyleSheet(HINT_STYLE)
        self.rows: dict[str, FieldRow] = {
            "prize": FieldRow(self.prize, parent=self),
            "fee": FieldRow(self.fee, self.fee_percent, parent=self),
            "bounty": FieldRow(self.bounty, parent=self),
            "chips": FieldRow(self.chips, parent=self),
        }
        self.form = QFormLayout(self)
        self.form.addRow(self.tr("Prize pool part"), self.rows["prize"])
        self.form.addRow(self.tr("Fee"), self.rows["fee"])
        self.form.addRow(self.tr("Bounty"), self.rows["bounty"])
        self.form.addRow(self.tr("Chips"), self.rows["chips"])
        if self.until_level is not None:
            self.rows["until"] = FieldRow(self.until_level, parent=self)
            self.form.addRow(self.tr("Until the end of level"), self.rows["until"])
        if self.max_per_player is not None:
            self.rows["max"] = FieldRow(self.max_per_player, parent=self)
            self.form.addRow(self.tr("Most per player"), self.rows["max"])
        self.form.addRow("", self.price)
        for edit in (self.prize, self.fee, self.bounty):
            edit.textChanged.connect(on_edit)
        for box in (self.chips, self.until_level, self.max_per_player):
            if box is not None:
                box.valueChanged.connect(on_edit)
        self.toggled.connect(on_edit)
        self.set_bounty_visible(False)

    # -- state ---------------------------------------------------------------
    def set_bounty_visible(self, visible: bool) -> None:
        self.form.setRowVisible(self.rows["bounty"], visible)

    def bounty_shown(self) -> bool:
        return self.form.isRowVisible(self.rows["bounty"])

    def load(self, purchase: dict[str, Any] | None, *, until_level: int = 1, max_per_player: int | None = None) -> None:
        if self.isCheckable():
            self.setChecked(purchase is not None)
        p = purchase or {}
        self.prize.setText(euros_text(int(p.get("prize_cents", 0))))
        self.fee.setText(euros_text(int(p.get("fee_cents", 0))))
        self.bounty.setText(euros_text(int(p.get("bounty_cents", 0))))
        self.chips.setValue(int(p.get("chips", 0)))
        if self.until_level is not None:
            self.until_level.setValue(until_level)
        if self.max_per_player is not None:
            self.max_per_player.setValue(max_per_player or 0)

    def purchase(self, errors: dict[str, str]) -> dict[str, int]:
        """The purchase as the configuration stores it; unreadable amounts are noted in `errors` by field key."""
        values: dict[str, int] = {}
        for part, edit in (("prize", self.prize), ("fee", self.fee), ("bounty", self.bounty)):
            try:
                values[f"{part}_cents"] = parse_money(edit.text()) if part != "bounty" or self.bounty_shown() else 0
            except RuleError as exc:
                errors[f"{self.key}.{part}"] = describe(exc)
                values[f"{part}_cents"] = 0
        values["chips"] = self.chips.value()
        self._show_figures(values)
        return values

    def _show_figures(self, values: dict[str, int]) -> None:
        entry = values["prize_cents"] + values["fee_cents"]
        self.fee_percent.setText(self.tr("{percent} of the entry").format(percent=percent_text(values["fee_cents"], entry)))
        price = entry + values["bounty_cents"]
        self.price.setText(self.tr("Price at the desk: {price}").format(price=money_text(price)))

    def show_errors(self, errors: dict[str, str]) -> None:
        for part, row in self.rows.items():
            row.error.show_error(errors.get(f"{self.key}.{part}", ""))
