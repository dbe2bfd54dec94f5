"""The chip set editor: denominations with their colors and the counts the room owns, and the stacks made of them.

One column per stack the tournament hands out (buy-in, re-entry, rebuy,
add-on, Xtrastack, day-2 stacks, from the domain's `stack_sizes`). Every edit
is checked with the domain's `parse_chip_set` (stacks must add up to the
chips the configuration gives), and the shortage warning comes from the
domain's `shortages` for the number of entries the TD expects.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.chips.chipset import ChipSet, Denomination, chips_needed, parse_chip_set, shortages, stack_sizes, suggest_stack
from tdapp.domain.chips.figures import stacks_handed_out
from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.ui.chip_rows import COLOR_NAMES, color_word, default_color, proposed_values, swatch
from tdapp.ui.feedback import ErrorLabel, act_showing
from tdapp.ui.messages import describe
from tdapp.ui.numbers import NumberDelegate
from tdapp.ui.session import DeskSession
from tdapp.ui.setup.common import HINT_STYLE, OK_STYLE, WARNING_STYLE
from tdapp.ui.setup.fields import spin
from tdapp.ui.setup.structure_model import chips_text

VALUE, COLOR, OWNED = range(3)
FIRST_STACK = 3


class ChipsEditor(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dirty = False
        self._loading = False
        self.kinds: list[str] = []
        self._loaded: ChipSet | None = None  # the stored chip set the rows show
        self.config: TournamentConfig | None = None
        self.kind_names = {
            "buy_in": self.tr("Buy-in stack"),
            "reentry": self.tr("Re-entry stack"),
            "rebuy": self.tr("Rebuy stack"),
            "addon": self.tr("Add-on stack"),
            "xtrastack": self.tr("Xtrastack"),
            "day2_0": self.tr("Day-2 stack 1"),
            "day2_1": self.tr("Day-2 stack 2"),
            "day2_2": self.tr("Day-2 stack 3"),
        }
        self.table = QTableWidget(0, FIRST_STACK, self)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setItemDelegate(NumberDelegate(self.table))  # 25 000 in pt-PT, typed as 25 000 or 25000
        self.table.itemChanged.connect(self._edited)
        self.add_button = QPushButton(self.tr("Add denomination"), self)
        self.add_button.clicked.connect(self.add_denomination)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.clicked.connect(self.remove_denomination)
        self.suggest_button = QPushButton(self.tr("Suggest stacks"), self)
        self.suggest_button.setToolTip(self.tr("Make every stack from the chips above (the TD can then adjust it)"))
        self.suggest_button.clicked.connect(self.suggest)
        self.totals = QLabel(self)
        self.totals.setWordWrap(True)
        self.expected = spin(0, 10_000, special=self.tr("entries so far"), parent=self)
        self.expected.setToolTip(self.tr("Entries expected tonight: the chips needed are counted for them"))
        self.expected.valueChanged.connect(self.validate)
        self.shortage = QLabel(self)
        self.shortage.setWordWrap(True)
        self.error = ErrorLabel(self)
        self.status = QLabel(self)
        self.status.setStyleSheet(HINT_STYLE)
        self.revert_button = QPushButton(self.tr("Revert"), self)
        self.revert_button.clicked.connect(self.revert)
        self.apply_button = QPushButton(self.tr("Apply"), self)
        self.apply_button.clicked.connect(self.apply)
        rows_bar = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.suggest_button):
            rows_bar.addWidget(button)
        rows_bar.addStretch(1)
        rows_bar.addWidget(QLabel(self.tr("Expected entries"), self))
        rows_bar.addWidget(self.expected)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.status)
        bar.addWidget(self.revert_button)
        bar.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(rows_bar)
        layout.addWidget(self.totals)
        layout.addWidget(self.shortage)
        layout.addWidget(self.error)
        layout.addLayout(bar)
        self.setEnabled(False)

    # -- reading the state ---------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        self.config = state.config if state is not None else None
        self.setEnabled(self.config is not None)
        if self.config is None or state is None:
            return
        kinds = list(stack_sizes(self.config))
        chip_set = state.prizes.chips.chip_set
        if kinds == self.kinds and (self.dirty or (chip_set is not None and chip_set is self._loaded)):
            self.validate()  # keep the edits (or the rows already showing this chip set)
            return
        if not self.dirty:
            self.expected.setValue(self.config.capacity or 0)
        self._loaded = chip_set
        if chip_set is not None:
            self.load(chip_set)
            self.dirty = False
        else:
            self.load(ChipSet(tuple(Denomination(v, default_color(v), 0) for v in proposed_values(state))))
            self.suggest()
            self.dirty = True  # a proposal: nothing stored yet
        self.validate()

    def load(self, chip_set: ChipSet) -> None:
        assert self.config is not None
        self._loading = True
        try:
            self.kinds = list(stack_sizes(self.config))
            self.table.setRowCount(0)
            self.table.setColumnCount(FIRST_STACK + len(self.kinds))
            headers = [self.tr("Value"), self.tr("Color"), self.tr("Owned")] + [self.kind_names.get(k, k) for k in self.kinds]
            self.table.setHorizontalHeaderLabels(headers)
            for d in chip_set.denominations:
                self._append(d.value, d.color, d.owned, {k: chip_set.stack(k).get(d.value, 0) for k in self.kinds})
        finally:
            self._loading = False

    def _append(self, value: int, color: str, owned: int, counts: dict[str, int]) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, VALUE, _number(value))
        self.table.setItem(row, OWNED, _number(owned))
        for i, kind in enumerate(self.kinds):
            self.table.setItem(row, FIRST_STACK + i, _number(counts.get(kind, 0)))
        combo = QComboBox(self.table)
        names = list(COLOR_NAMES) if not color or color in COLOR_NAMES else [color, *COLOR_NAMES]
        for name in names:
            combo.addItem(swatch(name), color_word(name), name)
        combo.setCurrentIndex(max(0, combo.findData(color or COLOR_NAMES[0])))
        combo.currentTextChanged.connect(self._edited)
        self.table.setCellWidget(row, COLOR, combo)

    def revert(self) -> None:
        self.dirty = False
        self.kinds = []
        self.error.clear_error()
        self.refresh()

    # -- editing --------------------------------------------------------------------
    def _edited(self, *_args: Any) -> None:
        if self._loading:
            return
        self.dirty = True
        self.status.setText("")
        self.validate()

    def add_denomination(self) -> None:
        values = [d["value"] for d in self.denominations()]
        value = max(values) * 5 if values else 25
        self._loading = True
        try:
            self._append(value, default_color(value), 0, {})
        finally:
            self._loading = False
        self._edited()

    def remove_denomination(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.table.removeRow(rows[0].row())
            self._edited()

    def suggest(self) -> None:
        """Every stack from the denominations listed, by the domain's `suggest_stack` rule."""
        if self.config is None:
            return
        values = [d["value"] for d in self.denominations()]
        sizes = stack_sizes(self.config)
        self._loading = True
        try:
            for i, kind in enumerate(self.kinds):
                try:
                    stack = suggest_stack(values, sizes[kind]) if values else {}
                except RuleError as exc:
                    self.error.show_error(describe(exc))
                    continue
                for row, value in enumerate(values):
                    self.table.setItem(row, FIRST_STACK + i, _number(stack.get(value, 0)))
        finally:
            self._loading = False
        self._edited()

    # -- checking and applying ------------------------------------------------------
    def denominations(self) -> list[dict[str, Any]]:
        out = []
        for row in range(self.table.rowCount()):
            combo = self.table.cellWidget(row, COLOR)
            out.append(
                {
                    "value": _read(self.table.item(row, VALUE)),
                    "color": str(combo.currentData() or "").strip() if isinstance(combo, QComboBox) else "",
                    "owned": _read(self.table.item(row, OWNED)),
                }
            )
        return out

    def payload(self) -> dict[str, Any]:
        denominations = self.denominations()
        stacks: dict[str, dict[str, int]] = {}
        for i, kind in enumerate(self.kinds):
            counts = {str(d["value"]): _read(self.table.item(row, FIRST_STACK + i)) for row, d in enumerate(denominations)}
            stacks[kind] = {v: n for v, n in counts.items() if n}
        return {"denominations": denominations, "stacks": stacks}

    def validate(self) -> bool:
        state = self.session.state
        if self.config is None or state is None:
            return False
        payload = self.payload()
        self._show_totals(payload)
        try:
            chip_set = parse_chip_set(payload, self.config)
        except RuleError as exc:
            self.error.show_error(describe(exc))
            self.shortage.setText("")
            self.apply_button.setEnabled(False)
            self.revert_button.setEnabled(self.dirty)
            return False
        self.error.clear_error()
        needed = chips_needed(chip_set, stacks_handed_out(state, expected_entries=self.expected.value()))
        short = shortages(chip_set, needed)
        if short:
            lines = [
                self.tr("{color} {value}: {needed} needed, {owned} owned").format(
                    color=color_word(s.color), value=chips_text(s.value), needed=chips_text(s.needed), owned=chips_text(s.owned)
                )
                for s in short
            ]
            self.shortage.setStyleSheet(WARNING_STYLE)
            self.shortage.setText(self.tr("The room runs short of chips: {list}.").format(list="; ".join(lines)))
        else:
            self.shortage.setStyleSheet(HINT_STYLE)
            self.shortage.setText(self.tr("The room has enough chips for these stacks."))
        self.apply_button.setEnabled(self.dirty)
        self.revert_button.setEnabled(self.dirty)
        return True

    def _show_totals(self, payload: dict[str, Any]) -> None:
        if self.config is None:
            return
        sizes = stack_sizes(self.config)
        parts = []
        for kind in self.kinds:
            total = sum(int(v) * n for v, n in payload["stacks"].get(kind, {}).items())
            colour = "#1b5e20" if total == sizes[kind] else "#b00020"
            parts.append(
                f'<span style="color:{colour}">{self.kind_names.get(kind, kind)}: {chips_text(total)} / {chips_text(sizes[kind])}</span>'
            )
        self.totals.setText(" &nbsp;·&nbsp; ".join(parts))

    def apply(self) -> None:
        if not self.validate():
            return
        if act_showing(self.session, self.error, "chips.set", self.payload()) is None:
            return
        self.dirty = False
        self.kinds = []
        self.refresh()
        self.status.setStyleSheet(OK_STYLE)
        self.status.setText(self.tr("Stored."))


def _number(value: int) -> QTableWidgetItem:
    item = QTableWidgetItem()
    item.setData(Qt.ItemDataRole.EditRole, int(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _read(item: QTableWidgetItem | None) -> int:
    if item is None:
        return 0
    try:
        return int(item.data(Qt.ItemDataRole.EditRole) or 0)
    except (TypeError, ValueError):
        return 0
