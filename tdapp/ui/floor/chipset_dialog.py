"""Define the chip set (`chips.set`) when a color-up needs it: denominations, colors, chips owned, starting stack.

Prefilled from the structure's chips and `chipset.suggest_stack`; the
domain checks that the stack adds up to the chips the tournament gives.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from tdapp.domain.chips.chipset import stack_sizes, suggest_stack
from tdapp.domain.errors import RuleError
from tdapp.ui.chip_rows import color_key, color_word, default_color, proposed_values
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.numbers import chips as format_chips
from tdapp.ui.numbers import parse_count
from tdapp.ui.session import DeskSession

DEFAULT_OWNED = 1000


class ChipSetDialog(QDialog):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        state = session.state
        assert state is not None
        self.config = state.require_config()
        values = list(proposed_values(state))
        try:
            stack = suggest_stack(values, self.config.buy_in.chips)
        except RuleError:
            stack = {}
        self.setWindowTitle(self.tr("Chip set"))
        self.table = QTableWidget(len(values), 4, self)
        self.table.setHorizontalHeaderLabels([self.tr("Value"), self.tr("Color"), self.tr("Chips owned"), self.tr("In the starting stack")])
        for row, value in enumerate(values):
            for col, text in enumerate(
                (format_chips(value), color_word(default_color(value, "")), format_chips(DEFAULT_OWNED), format_chips(stack.get(value, 0)))
            ):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.setMinimumWidth(520)
        note = QLabel(
            self.tr(
                "The tournament gives {chips} chips per entry. Edit the values, colors, the chips the room owns and the starting stack."
            ).format(chips=format_chips(self.config.buy_in.chips)),
            self,
        )
        note.setWordWrap(True)
        self.error = ErrorLabel(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save the chip set"))
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def _cell(self, row: int, col: int) -> str:
        item = self.table.item(row, col)
        return item.text().strip() if item is not None else ""

    def payload(self) -> dict[str, Any]:
        """The `chips.set` payload; text that is not a number is passed on as is for the domain to refuse."""
        denominations: list[dict[str, Any]] = []
        buy_in: dict[str, Any] = {}
        for row in range(self.table.rowCount()):
            value: Any = _number(self._cell(row, 0))
            if value in ("", None):
                continue
            denominations.append({"value": value, "color": color_key(self._cell(row, 1)), "owned": _number(self._cell(row, 2)) or 0})
            count = _number(self._cell(row, 3))
            if count:
                buy_in[str(value)] = count
        stacks: dict[str, Any] = {"buy_in": buy_in}
        values = [d["value"] for d in denominations if isinstance(d["value"], int)]
        for kind, chips in stack_sizes(self.config).items():
            if kind == "buy_in":
                continue
            if chips == self.config.buy_in.chips:
                stacks[kind] = dict(buy_in)
            else:
                try:
                    stacks[kind] = {str(v): n for v, n in suggest_stack(values, chips).items()}
                except RuleError:
                    pass
        return {"denominations": denominations, "stacks": stacks}

    def save(self) -> None:
        payload = self.payload()
        if run(self.session, self.error, lambda: self.session.act("chips.set", payload)) is not None:
            self.accept()


def _number(text: str) -> Any:
    value = parse_count(text)
    return value if value is not None and value >= 0 else (text or None)
