"""The structure wizard's inputs in a dialog; the proposal comes from the domain's `wizard.propose`.

The summary under the fields follows every change (levels, breaks, color-ups,
the last big blind), so the TD can try a few durations before accepting one.
The chips in play are written as the desk writes counts ("1 000, 5 000" in pt-PT) and read back
however they are typed ("1000, 5000" too), through `tdapp.ui.numbers`.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.clock.structure import Break, Level, Structure
from tdapp.domain.clock.wizard import WizardInput, parse_chips, propose
from tdapp.domain.errors import RuleError
from tdapp.ui.chip_rows import DEFAULT_CHIPS
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.messages import describe
from tdapp.ui.numbers import counts, parse_counts
from tdapp.ui.setup.common import HINT_STYLE
from tdapp.ui.setup.fields import MAX_CHIPS, spin
from tdapp.ui.setup.structure_model import chips_text


class WizardDialog(QDialog):
    def __init__(
        self,
        *,
        starting_stack: int,
        chips: tuple[int, ...],
        players: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Structure wizard"))
        self.proposal: Structure | None = None
        self.starting_stack = spin(1, MAX_CHIPS, step=1000, parent=self)
        self.starting_stack.setValue(starting_stack)
        self.chips = QLineEdit(counts(chips or DEFAULT_CHIPS), self)
        self.chips.setToolTip(self.tr("The denominations in play, e.g. {chips}").format(chips=counts(DEFAULT_CHIPS)))
        self.players = spin(2, 10_000, parent=self)
        self.players.setValue(players)
        self.hours = QDoubleSpinBox(self)
        self.hours.setRange(1, 48)
        self.hours.setSingleStep(0.5)
        self.hours.setDecimals(1)
        self.hours.setValue(6)
        self.hours.setSuffix(self.tr(" h"))
        self.hours.setToolTip(self.tr("Planned time until heads-up"))
        self.level_minutes = spin(1, 240, suffix=self.tr(" min"), parent=self)
        self.level_minutes.setValue(20)
        self.ante_from = spin(1, 100, parent=self)
        self.ante_from.setValue(1)
        self.ante_from.setToolTip(self.tr("First level with the big-blind ante (RPT Art. 32)"))
        self.break_every = spin(0, 50, special=self.tr("about every two hours"), suffix=self.tr(" levels"), parent=self)
        self.break_minutes = spin(1, 120, suffix=self.tr(" min"), parent=self)
        self.break_minutes.setValue(10)
        form = QFormLayout()
        form.addRow(self.tr("Starting stack"), self.starting_stack)
        form.addRow(self.tr("Chips"), self.chips)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Duration"), self.hours)
        form.addRow(self.tr("Level length"), self.level_minutes)
        form.addRow(self.tr("Ante from level"), self.ante_from)
        form.addRow(self.tr("Break every"), self.break_every)
        form.addRow(self.tr("Break length"), self.break_minutes)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(HINT_STYLE)
        self.error = ErrorLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Fill the table"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        for box in (self.starting_stack, self.players, self.level_minutes, self.ante_from, self.break_every, self.break_minutes):
            box.valueChanged.connect(self.update_proposal)
        self.hours.valueChanged.connect(self.update_proposal)
        self.chips.textChanged.connect(self.update_proposal)
        self.setMinimumWidth(420)
        self.update_proposal()

    def wizard_input(self) -> WizardInput:
        return WizardInput(
            starting_stack=self.starting_stack.value(),
            chips=self.chips_typed(),
            players=self.players.value(),
            hours=self.hours.value(),
            level_minutes=self.level_minutes.value(),
            ante_from_level=self.ante_from.value(),
            break_every=self.break_every.value(),
            break_minutes=self.break_minutes.value(),
        )

    def chips_typed(self) -> tuple[int, ...]:
        """The denominations typed, in the desk's habits; what is not a list of them is refused by the domain's `parse_chips`."""
        values = parse_counts(self.chips.text())
        return parse_chips(values if values is not None else self.chips.text())

    def update_proposal(self) -> None:
        try:
            self.proposal = propose(self.wizard_input())
        except RuleError as exc:
            self.proposal = None
            self.error.show_error(describe(exc))
            self.summary.setText("")
            self.ok_button.setEnabled(False)
            return
        self.error.clear_error()
        self.ok_button.setEnabled(True)
        items = self.proposal.items
        levels = [i for i in items if isinstance(i, Level)]
        breaks = [i for i in items if isinstance(i, Break)]
        color_ups = [chips_text(b.color_up) for b in breaks if b.color_up]
        self.summary.setText(
            self.tr("{levels} levels and {breaks} breaks; blinds from {first} to {last}; color-ups: {colorups}.").format(
                levels=len(levels),
                breaks=len(breaks),
                first=f"{chips_text(levels[0].small_blind)}/{chips_text(levels[0].big_blind)}",
                last=f"{chips_text(levels[-1].small_blind)}/{chips_text(levels[-1].big_blind)}",
                colorups=", ".join(color_ups) or self.tr("none"),
            )
        )
