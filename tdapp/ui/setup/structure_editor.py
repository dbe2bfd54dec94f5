"""The blind structure editor: levels and breaks in a table, the wizard, the shipped templates.

Every edit is checked with the domain's `Structure.from_dict` (the same check
`clock.set_structure` makes); the refusal is shown under the table and its
row painted red, and Apply stays disabled until the structure is playable.
While the clock has started, the levels already played are read-only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.application.templates import structure_template, structure_templates
from tdapp.domain.clock.structure import Structure
from tdapp.domain.errors import RuleError
from tdapp.ui.chip_rows import DEFAULT_CHIPS
from tdapp.ui.feedback import ErrorLabel, act_showing
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession
from tdapp.ui.setup.common import HINT_STYLE, OK_STYLE
from tdapp.ui.setup.structure_model import COLOR_UP, StructureModel, chips_text
from tdapp.ui.setup.wizard_dialog import WizardDialog
from tdapp.ui.shipped_names import shipped_name

DEFAULT_PLAYERS = 60


class StructureEditor(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dirty = False
        self.chips: tuple[int, ...] = ()
        self.model = StructureModel(self)
        self.model.edited.connect(self._edited)

        self.template = QComboBox(self)
        for key, name in structure_templates():
            self.template.addItem(shipped_name(name), key)
        self.template.setToolTip(self.tr("A structure shipped with tdapp, for every modality"))
        self.load_button = QPushButton(self.tr("Load template"), self)
        self.load_button.clicked.connect(self.load_template)
        self.wizard_button = QPushButton(self.tr("Wizard…"), self)
        self.wizard_button.setToolTip(self.tr("Propose a structure from the stack, the chips, the field and the duration"))
        self.wizard_button.clicked.connect(self.open_wizard)
        self.chips_label = QLabel(self)
        self.chips_label.setStyleSheet(HINT_STYLE)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Template"), self))
        top.addWidget(self.template, 1)
        top.addWidget(self.load_button)
        top.addSpacing(12)
        top.addWidget(self.wizard_button)
        top.addSpacing(12)
        top.addWidget(self.chips_label)

        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # "troca das fichas de 100" is wider than an eighth of the window's least width: that column takes what it needs
        self.table.horizontalHeader().setSectionResizeMode(COLOR_UP, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAlternatingRowColors(False)

        self.insert_level_button = QPushButton(self.tr("Insert level"), self)
        self.insert_level_button.setToolTip(self.tr("A level after the selected row (Ins)"))
        self.insert_level_button.clicked.connect(self.insert_level)
        self.insert_break_button = QPushButton(self.tr("Insert break"), self)
        self.insert_break_button.setToolTip(self.tr("A break after the selected row"))
        self.insert_break_button.clicked.connect(self.insert_break)
        self.delete_button = QPushButton(self.tr("Delete"), self)
        self.delete_button.setToolTip(self.tr("Remove the selected row (Del)"))
        self.delete_button.clicked.connect(self.delete)
        for key, slot, what in (
            (Qt.Key.Key_Insert, self.insert_level, self.tr("Insert a level after the selected row")),
            (Qt.Key.Key_Delete, self.delete, self.tr("Remove the selected row")),
        ):
            QShortcut(QKeySequence(key), self.table, slot, context=Qt.ShortcutContext.WidgetShortcut, whatsThis=what)
        self.error = ErrorLabel(self)
        self.status = QLabel(self)
        self.status.setStyleSheet(HINT_STYLE)
        self.revert_button = QPushButton(self.tr("Revert"), self)
        self.revert_button.clicked.connect(self.revert)
        self.apply_button = QPushButton(self.tr("Apply"), self)
        self.apply_button.setToolTip(self.tr("Store the structure (Ctrl+Enter)"))
        self.apply_button.clicked.connect(self.apply)
        shortcut = QShortcut(QKeySequence("Ctrl+Return"), self, self.apply)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.setWhatsThis(self.tr("Store the structure"))
        edit_bar = QHBoxLayout()
        for button in (self.insert_level_button, self.insert_break_button, self.delete_button):
            edit_bar.addWidget(button)
        edit_bar.addStretch(1)
        edit_bar.addWidget(self.status)
        edit_bar.addWidget(self.revert_button)
        edit_bar.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        layout.addLayout(edit_bar)
        self.setEnabled(False)

    # -- reading the state ---------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        self.setEnabled(state is not None and state.config is not None)
        if state is None:
            return
        played = self._played()
        if self.dirty:
            self.model.set_played(played)
            self.validate()
            return
        if state.config is not None:  # the template of the event's modality comes first to hand
            index = self.template.findData(state.config.modality.value)
            self.template.setCurrentIndex(index if index >= 0 else max(0, self.template.findData("freezeout_regular")))
        structure = state.clock.structure
        if structure is not None:
            self.chips = structure.chips
            self.model.set_items(structure.items_json(), played)
        else:
            self.chips = self._chip_set_values()
            self.model.set_items([], 0)
        self.validate()

    def _played(self) -> int:
        """Items already played (read-only): those before the clock's current item, once it has started."""
        state = self.session.state
        if state is None or state.clock.structure is None or not state.clock.started:
            return 0
        index, _spent = state.clock.anchor_at(self.session.now_ms())
        return index

    def _chip_set_values(self) -> tuple[int, ...]:
        state = self.session.state
        chip_set = state.prizes.chips.chip_set if state is not None else None
        return tuple(chip_set.values) if chip_set is not None else ()

    def revert(self) -> None:
        self.dirty = False
        self.error.clear_error()
        self.refresh()

    # -- editing --------------------------------------------------------------------
    def _edited(self) -> None:
        self.dirty = True
        self.status.setText("")
        self.validate()

    def _selected_row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else self.model.rowCount() - 1

    def insert_level(self) -> None:
        row = self.model.insert_level(self._selected_row() + 1)
        self.table.selectRow(row)

    def insert_break(self) -> None:
        row = self.model.insert_break(self._selected_row() + 1)
        self.table.selectRow(row)

    def delete(self) -> None:
        row = self._selected_row()
        if row < self.model.played:
            self.error.show_error(
                self.tr("Level {level} has been played already: it cannot be removed.").format(level=self.model.level_number(row))
            )
            return
        if self.model.remove(row):
            self.table.selectRow(min(row, self.model.rowCount() - 1))

    def set_proposal(self, structure: Structure) -> None:
        """Replace the future of the structure with `structure` (whole, before the clock starts)."""
        played = self.model.played
        kept = self.model.items_json()[:played]
        self.chips = structure.chips
        self.model.set_items(kept + structure.items_json()[played:] if played else structure.items_json(), played)
        self._edited()

    def load_template(self) -> None:
        key = self.template.currentData()
        if not key:
            return
        try:
            structure = structure_template(str(key))
        except RuleError as exc:
            self.error.show_error(describe(exc))
            return
        self.set_proposal(structure)

    def wizard_dialog(self) -> WizardDialog:
        state = self.session.state
        config = state.config if state is not None else None
        stack = config.buy_in.chips if config is not None else 20_000
        players = (config.capacity if config is not None and config.capacity else 0) or max(
            DEFAULT_PLAYERS, len(state.registrations) if state is not None else 0
        )
        return WizardDialog(starting_stack=stack, chips=self.chips or DEFAULT_CHIPS, players=players, parent=self)

    def open_wizard(self) -> None:
        dialog = self.wizard_dialog()
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.proposal is not None:
            self.set_proposal(dialog.proposal)

    # -- checking and applying ------------------------------------------------------
    def payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"items": self.model.items_json()}
        if self.chips:
            payload["chips"] = list(self.chips)
        return payload

    def validate(self) -> bool:
        self.chips_label.setText(
            self.tr("Chips: {chips}").format(chips=", ".join(chips_text(c) for c in self.chips))
            if self.chips
            else self.tr("Chips: not given")
        )
        message, row = "", None
        try:
            Structure.from_dict(self.payload())
        except RuleError as exc:
            message = describe(exc)
            row = self.model.row_of_error(exc.template, exc.params)
        self.model.set_error_row(row)
        if row is not None:
            self.table.scrollTo(self.model.index(row, 0))
        self.error.show_error(message)
        self.apply_button.setEnabled(not message and self.dirty)
        self.revert_button.setEnabled(self.dirty)
        return not message

    def apply(self) -> None:
        if not self.validate():
            return
        if act_showing(self.session, self.error, "clock.set_structure", self.payload()) is None:
            return
        self.dirty = False
        self.refresh()
        self.status.setStyleSheet(OK_STYLE)
        self.status.setText(self.tr("Stored."))
