"""The deal calculator at the final table (FS 7.3): ICM, chip-chop, save chip-chop or a custom split.

The TD types each player's chip count; "Calculate" asks the domain
(`deals.propose_deal`) and shows every player's amount next to the prizes
left, with the ICM figure alongside for information. "Accept deal" sends
exactly the amounts shown; the domain checks them again. A refusal (a stack
left at zero, an amount kept in play too large...) is shown in red next to the
form and nothing changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.money import Cents
from tdapp.domain.prizes.deals import DealMethod, DealProposal, propose_deal
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.messages import describe
from tdapp.ui.money.figures import MoneyFigures
from tdapp.ui.money.widgets import MUTED, wrap_rows
from tdapp.ui.numbers import NumberSpinBox, parse_money, plain_money, signed_money
from tdapp.ui.numbers import money as money_text
from tdapp.ui.page_parts import BAD, GOOD, style_table, title_label
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

#: The calculator opens when this many players or fewer are left (a final table; ICM is exact up to 10).
FINAL_TABLE_MAX = 10
MAX_CHIPS = 2_000_000_000

NAME, CHIPS, AGREED, DEAL, ICM, DIFFERENCE = range(6)


@dataclass(frozen=True)
class Calculation:
    player_ids: tuple[int, ...]
    proposal: DealProposal
    icm: tuple[Cents, ...] | None


def signed_cents(cents: Cents) -> str:
    return signed_money(cents)


class DealPage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.figures: MoneyFigures | None = None
        self.player_ids: tuple[int, ...] = ()
        self.spins: list[QSpinBox] = []
        self.calculation: Calculation | None = None
        self._build()

    def _build(self) -> None:
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-size: 12pt;")
        self.closed = QLabel(self)
        self.closed.setWordWrap(True)
        self.closed.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.closed.setStyleSheet(f"color: {MUTED}; font-size: 12pt; padding: 8px;")

        self.method = QComboBox(self)
        self.method.addItem(self.tr("ICM (Malmuth–Harville)"), DealMethod.ICM.value)
        self.method.addItem(self.tr("Chip-chop"), DealMethod.CHIP_CHOP.value)
        self.method.addItem(self.tr("Save chip-chop"), DealMethod.SAVE_CHOP.value)
        self.method.addItem(self.tr("Custom amounts"), DealMethod.CUSTOM.value)
        self.method.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.method.setToolTip(
            self.tr(
                "ICM: each player's equity under the Independent Chip Model.\n"
                "Chip-chop: prizes left × chips ÷ all chips.\n"
                "Save chip-chop: everyone first gets the smallest prize left, the rest by chips.\n"
                "Custom: the amounts the players agreed."
            )
        )
        self.method.currentIndexChanged.connect(self._method_changed)
        self.play_for = QLineEdit(self)
        self.play_for.setPlaceholderText(plain_money(0))
        self.play_for.setToolTip(self.tr("Taken off first prize before the split; the winner of the play-off takes it (FS 7.3)"))
        self.play_for.setMaximumWidth(140)
        self.play_for.textEdited.connect(lambda _t: self.invalidate())
        self.calculate_button = QPushButton(self.tr("Calculate"), self)
        self.calculate_button.setToolTip(self.tr("Compute each player's amount (Ctrl+Enter)"))
        self.calculate_button.setShortcut("Ctrl+Return")
        self.calculate_button.clicked.connect(self.calculate)
        self.accept_button = QPushButton(self.tr("Accept deal"), self)
        self.accept_button.setToolTip(self.tr("Record the deal with the amounts shown; it replaces the prizes left"))
        self.accept_button.setEnabled(False)
        self.accept_button.clicked.connect(self.accept_deal)
        self.error = ErrorLabel(self)

        self.players = QTableWidget(0, 6, self)
        self.players.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Chips"), self.tr("Agreed (€)"), self.tr("Deal"), self.tr("ICM"), self.tr("Deal − ICM")]
        )
        self.players.verticalHeader().hide()
        self.players.setEditTriggers(
            QAbstractItemView.EditTrigger.AllEditTriggers & ~QAbstractItemView.EditTrigger.CurrentChanged
        )  # only the agreed amounts are editable
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players.itemChanged.connect(lambda item: self.invalidate() if item.column() == AGREED else None)
        self.players.verticalHeader().setDefaultSectionSize(32)
        wrap_rows(self.players)  # a name longer than its column takes a second line, never "…"
        header = self.players.horizontalHeader()
        header.setMinimumSectionSize(100)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(CHIPS, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(CHIPS, 130)
        for column in (AGREED, DEAL, ICM, DIFFERENCE):  # as wide as their amounts: 130 px each left the names 110 px at the least width
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.players.setColumnHidden(AGREED, True)
        self.players.setStyleSheet("font-size: 12pt;")
        self.total = QLabel(self)
        self.total.setStyleSheet("font-size: 12pt; font-weight: bold;")

        self.prizes_model: RowsModel[tuple[int, Cents]] = RowsModel(
            [
                Column(self.tr("Place"), lambda r: r[0], align_right=True),
                Column(self.tr("Prize now"), lambda r: money_text(r[1]), align_right=True),
            ],
            self,
        )
        self.prizes_view = QTableView(self)
        self.prizes_view.setModel(self.prizes_model)
        style_table(self.prizes_view)
        self.prizes_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.prizes_view.setStyleSheet("font-size: 12pt;")
        self.prizes_view.setFixedWidth(260)

        inputs = QHBoxLayout()
        inputs.addWidget(QLabel(self.tr("Method:"), self))
        inputs.addWidget(self.method)
        inputs.addSpacing(16)
        inputs.addWidget(QLabel(self.tr("Kept in play for the winner (€):"), self))
        inputs.addWidget(self.play_for)
        inputs.addSpacing(16)
        inputs.addWidget(self.calculate_button)
        inputs.addWidget(self.accept_button)
        inputs.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(title_label(self.tr("Players still in"), self))
        left.addWidget(self.players, 1)
        left.addWidget(self.total)
        right = QVBoxLayout()
        right.addWidget(title_label(self.tr("Prizes left"), self))
        right.addWidget(self.prizes_view, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right)
        self.form = QWidget(self)
        form_layout = QVBoxLayout(self.form)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addLayout(inputs)
        form_layout.addWidget(self.error)
        form_layout.addLayout(columns, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.closed, 1)  # closed, its reason stands under the heading, not halfway down the page
        layout.addWidget(self.form, 1)

    # -- showing ---------------------------------------------------------------------
    def show_figures(self, figures: MoneyFigures, name_of) -> None:  # type: ignore[no-untyped-def]
        self.figures = figures
        left = figures.prizes_left
        self.prizes_model.set_rows(list(enumerate(left, start=1)))
        self.heading.setText(self._heading(figures, name_of))
        reason = self._closed_reason(figures)
        self.closed.setText(reason)
        self.closed.setVisible(bool(reason))
        self.form.setVisible(not reason)
        if reason:
            return
        ids = tuple(figures.alive)
        if ids != self.player_ids:
            self._rebuild_rows(ids, name_of)
        elif self.calculation is not None and self.calculation.proposal.prizes_left != tuple(left):
            self.invalidate()  # the prizes changed under the figures shown: calculate again

    def _heading(self, figures: MoneyFigures, name_of) -> str:  # type: ignore[no-untyped-def]
        parts = [
            self.tr("{count} players still in; prizes left: {total}.").format(
                count=figures.players_left, total=money_text(sum(figures.prizes_left))
            )
        ]
        for deal in figures.deals:
            shares = ", ".join(f"{name_of(pid)} {money_text(amount)}" for pid, amount in zip(deal.player_ids, deal.amounts, strict=True))
            parts.append(
                self.tr("Deal accepted ({method}) by {operator}: {shares}.").format(
                    method=deal.method, operator=deal.operator or "—", shares=shares
                )
            )
            if deal.play_for_cents:
                parts.append(self.tr("{amount} stays in play for the winner.").format(amount=money_text(deal.play_for_cents)))
        return "\n".join(parts)

    def method_name(self, method: str) -> str:
        index = self.method.findData(method)
        return self.method.itemText(index) if index >= 0 else method

    def _closed_reason(self, figures: MoneyFigures) -> str:
        if figures.table is None and not figures.deals:
            return self.tr("There is no prize table yet, so there is nothing to share.")
        if not figures.prizes_left:
            return self.tr("Every prize has been shared out.") if figures.deals else self.tr("No prizes are left to share.")
        if figures.players_left < 2:
            return self.tr("A deal needs at least two players still in.")
        if figures.players_left > FINAL_TABLE_MAX:
            return self.tr("The deal calculator opens at the final table ({max} players or fewer); {count} players are still in.").format(
                max=FINAL_TABLE_MAX, count=figures.players_left
            )
        return ""

    def _rebuild_rows(self, ids: tuple[int, ...], name_of) -> None:  # type: ignore[no-untyped-def]
        counted = {pid: spin.value() for pid, spin in zip(self.player_ids, self.spins, strict=True)}
        for spin in self.spins:  # the rows are rebuilt: drop the old editors at once, not at the next event loop
            spin.hide()
            spin.deleteLater()
        self.player_ids = ids
        self.spins = []
        self.players.setRowCount(0)
        self.players.setRowCount(len(ids))
        for row, pid in enumerate(ids):
            name = QTableWidgetItem(name_of(pid))
            name.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.players.setItem(row, NAME, name)
            spin = NumberSpinBox(self.players)
            spin.setRange(0, MAX_CHIPS)
            spin.setSpecialValueText(" ")  # empty until the TD counts the stack
            spin.setGroupSeparatorShown(True)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
            spin.setToolTip(self.tr("Chips counted for {name}").format(name=name_of(pid)))
            spin.setValue(counted.get(pid, 0))  # a count already typed survives another player's bust
            spin.valueChanged.connect(lambda _v: self.invalidate())
            self.players.setCellWidget(row, CHIPS, spin)
            self.spins.append(spin)
            agreed = QTableWidgetItem("")
            agreed.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            agreed.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsSelectable)
            agreed.setToolTip(self.tr("The amount {name} agreed to, in euros").format(name=name_of(pid)))
            self.players.setItem(row, AGREED, agreed)
            for column in (DEAL, ICM, DIFFERENCE):
                item = QTableWidgetItem("")
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.players.setItem(row, column, item)
        self.invalidate()

    def _method_changed(self) -> None:
        custom = self.method.currentData() == DealMethod.CUSTOM.value
        self.players.setColumnHidden(AGREED, not custom)
        self.invalidate()

    def invalidate(self) -> None:
        """Any change of input discards the amounts shown: only a fresh calculation can be accepted."""
        self.calculation = None
        self.accept_button.setEnabled(False)
        for row in range(self.players.rowCount()):
            for column in (DEAL, ICM, DIFFERENCE):
                item = self.players.item(row, column)
                if item is not None:
                    item.setText("")
        self.total.setText("")

    # -- acting ------------------------------------------------------------------------
    def set_chips(self, chips: list[int]) -> None:
        for spin, value in zip(self.spins, chips, strict=True):
            spin.setValue(value)

    def agreed_texts(self) -> list[str]:
        return [self.players.item(row, AGREED).text() for row in range(self.players.rowCount())]

    def set_agreed(self, texts: list[str]) -> None:
        for row, text in enumerate(texts):
            self.players.item(row, AGREED).setText(text)

    def calculate(self) -> Calculation | None:
        figures = self.figures
        if figures is None:
            return None
        self.invalidate()
        method = str(self.method.currentData())
        stacks = [spin.value() for spin in self.spins]
        try:
            play_for = parse_money(self.play_for.text()) if self.play_for.text().strip() else 0
            amounts = [parse_money(text) for text in self.agreed_texts()] if method == DealMethod.CUSTOM.value else None
            proposal = propose_deal(method, stacks, figures.prizes_left, play_for_cents=play_for, amounts=amounts)
        except RuleError as exc:
            self.error.show_error(describe(exc))
            return None
        self.error.show_error("")
        try:
            icm: tuple[Cents, ...] | None = propose_deal(DealMethod.ICM, stacks, figures.prizes_left, play_for_cents=play_for).amounts
        except RuleError:
            icm = None
        self.calculation = Calculation(self.player_ids, proposal, icm)
        for row, amount in enumerate(proposal.amounts):
            self.players.item(row, DEAL).setText(money_text(amount))
            if icm is not None:
                self.players.item(row, ICM).setText(money_text(icm[row]))
                difference = amount - icm[row]
                item = self.players.item(row, DIFFERENCE)
                item.setText(signed_cents(difference))
                item.setForeground(
                    Qt.GlobalColor.darkGreen if difference > 0 else (Qt.GlobalColor.darkRed if difference < 0 else Qt.GlobalColor.gray)
                )
        shared = proposal.shared_cents
        left_total = sum(figures.prizes_left)
        if proposal.play_for_cents:
            text = self.tr("Total shared: {shared} + {play_for} kept in play = {left}, the prizes left").format(
                shared=money_text(shared), play_for=money_text(proposal.play_for_cents), left=money_text(left_total)
            )
        else:
            text = self.tr("Total: {shared} = {left}, the prizes left").format(shared=money_text(shared), left=money_text(left_total))
        self.total.setText(text)
        self.total.setStyleSheet(
            f"font-size: 12pt; font-weight: bold; color: {GOOD if shared + proposal.play_for_cents == left_total else BAD};"
        )
        self.accept_button.setEnabled(True)
        return self.calculation

    def accept_deal(self) -> None:
        calculation = self.calculation
        if calculation is None:
            return
        proposal = calculation.proposal
        payload = {
            "method": proposal.method.value,
            "players": [{"player_id": pid, "chips": chips} for pid, chips in zip(calculation.player_ids, proposal.stacks, strict=True)],
            "play_for_cents": proposal.play_for_cents,
            "amounts_cents": list(proposal.amounts),
        }
        if run(self.session, self.error, lambda: self.session.act("prizes.accept_deal", payload)) is not None:
            self.play_for.clear()
            for row in range(self.players.rowCount()):
                self.players.item(row, AGREED).setText("")
            self.invalidate()
