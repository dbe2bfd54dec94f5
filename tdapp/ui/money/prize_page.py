"""The prize table page: the table in force, where the pool comes from, and its freeze (FS 7.2, 7.4, 7.5, 8.1).

The table is live (it follows every entry) until the TD freezes it when late
registration and re-entry close; the page says which, and who froze it when.
A yellow banner asks for the freeze as soon as the clock has closed late
registration, with one click to do it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.application.book import Command
from tdapp.domain.money import Cents
from tdapp.domain.tournament.state import PaymentKind
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.messages import describe
from tdapp.ui.money.figures import MoneyFigures, format_percent, share_basis_points
from tdapp.ui.money.override_dialog import OverrideDialog
from tdapp.ui.money.widgets import Line, lines_view
from tdapp.ui.numbers import date_time
from tdapp.ui.numbers import money as money_text
from tdapp.ui.page_parts import GOOD, style_table, title_label
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

LIVE_COLOUR = "#b35c00"
BANNER_STYLE = "QFrame#freezeBanner { background: #fff3c4; border: 1px solid #d9a400; border-radius: 3px; }"


def when(at_ms: int) -> str:
    return date_time(at_ms)


def freeze_commands(figures: MoneyFigures) -> list[Command]:
    """Close what is still open, then freeze: one command, so all of it is stored or none (FS 7.5)."""
    commands: list[Command] = []
    if figures.late_registration_open:
        commands.append(("registration.close_late", {}))
    if figures.reentry_exists and figures.reentry_open and not figures.reentry_closed_by_td:
        commands.append(("registration.close_reentry", {}))
    commands.append(("prizes.freeze", {}))
    return commands


class PrizeTablePage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.figures: MoneyFigures | None = None
        #: Shows a dialog and says whether it was accepted; tests replace it to fill the dialog without a modal loop.
        self.run_dialog: Callable[[QDialog], bool] = lambda dialog: dialog.exec() == QDialog.DialogCode.Accepted
        self._build()

    def _build(self) -> None:
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)  # on one line it made the window 100 px wider than its least width
        self.summary.setStyleSheet("font-size: 12pt;")

        self.banner = QFrame(self)
        self.banner.setObjectName("freezeBanner")
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner_text = QLabel(self.banner)
        self.banner_text.setWordWrap(True)
        self.banner_text.setStyleSheet("font-weight: bold; font-size: 11pt; color: #5a4300; padding: 4px;")
        self.banner_button = QPushButton(self.tr("Freeze now"), self.banner)
        self.banner_button.setToolTip(self.tr("Close late registration and re-entry if still open, and freeze the prize table (FS 7.5)"))
        self.banner_button.setStyleSheet("font-weight: bold; padding: 4px 14px;")
        self.banner_button.clicked.connect(self.freeze)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.setContentsMargins(6, 4, 6, 4)
        banner_layout.addWidget(self.banner_text, 1)
        banner_layout.addWidget(self.banner_button)
        self.banner.hide()

        self.table_model: RowsModel[tuple[int, Cents, Cents]] = RowsModel(
            [
                Column(self.tr("Place"), lambda r: r[0], align_right=True),
                Column(self.tr("Prize"), lambda r: money_text(r[1]), align_right=True),
                Column(self.tr("Share"), lambda r: format_percent(share_basis_points(r[1], r[2])), align_right=True),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setModel(self.table_model)
        style_table(self.table)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setStyleSheet("font-size: 12pt;")
        self.table.setMinimumWidth(320)
        self.no_table = QLabel(self)
        self.no_table.setWordWrap(True)
        self.no_table.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.no_table.setStyleSheet("color: #5a4300; font-size: 12pt; padding: 8px;")
        self.no_table.hide()

        self.pool_model, self.pool_view = lines_view(self, [self.tr("What"), self.tr("Count"), self.tr("Amount"), self.tr("Note")])

        self.freeze_button = QPushButton(self.tr("Close late registration and freeze"), self)
        self.freeze_button.setToolTip(
            self.tr("Closes late registration and re-entry and fixes the prize table, in one logged step (FS 7.5)")
        )
        self.freeze_button.clicked.connect(self.freeze)
        self.override_button = QPushButton(self.tr("Override amounts…"), self)
        self.override_button.setToolTip(self.tr("Type the prizes yourself, with the reason; logged (FS 8.1)"))
        self.override_button.clicked.connect(self.override)
        from tdapp.ui.printing import Printing  # the Print menu's own code: the same sheet, the same save dialog

        self.printing = Printing(self.session, self)
        self.print_button = QPushButton(self.tr("Print the payouts…"), self)
        self.print_button.setToolTip(self.tr("Save the payout sheet as PDF to print it (as File › Print › Payout sheet)"))
        self.print_button.clicked.connect(lambda _checked=False: self.printing.save("payouts"))
        self.error = ErrorLabel(self)

        left = QVBoxLayout()
        left.addWidget(title_label(self.tr("Prize table"), self))
        left.addWidget(self.table, 1)
        left.addWidget(self.no_table, 1)
        right = QVBoxLayout()
        right.addWidget(title_label(self.tr("Where the prize pool comes from"), self))
        right.addWidget(self.pool_view, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        buttons = QHBoxLayout()
        buttons.addWidget(self.freeze_button)
        buttons.addWidget(self.override_button)
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.summary)
        layout.addWidget(self.banner)
        layout.addLayout(columns, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.error)

    # -- showing ----------------------------------------------------------------------
    def _rounding_text(self) -> str:
        """The tournament's rounding unit, as the payout sheet states it (the same table on screen, room and paper)."""
        state = self.session.state
        unit = state.config.payout_round_to_cents if state is not None and state.config is not None else 0
        return "\n" + self.tr("Rounded to {unit}, the remainder to first place").format(unit=money_text(unit)) if unit > 1 else ""

    def show_figures(self, figures: MoneyFigures) -> None:
        self.figures = figures
        self._show_status(figures)
        self._show_banner(figures)
        table = figures.table
        if table is None:
            self.table_model.set_rows([])
            self.table.hide()
            self.no_table.setText(describe(figures.table_refusal) if figures.table_refusal else "")
            self.no_table.show()
        else:
            self.no_table.hide()
            self.table.show()
            self.table_model.set_rows([(place, amount, table.pool_cents) for place, amount in enumerate(table.amounts, start=1)])
        pool = figures.desk.pool
        self.summary.setText(
            self.tr("Entries: {entries}   Re-entries: {reentries}   Paid places: {places}   Prize pool: {pool}").format(
                entries=figures.entries, reentries=figures.reentries, places=figures.places, pool=money_text(pool.distributable_cents)
            )
            + self._rounding_text()
        )
        self.pool_model.set_rows(self._pool_lines(figures))
        done = bool(figures.deals)
        self.freeze_button.setEnabled(not done and not figures.finished and (figures.frozen is None or figures.unfrozen_cents != 0))
        if figures.frozen is None and figures.finished:
            label = self.tr("Final")
        elif figures.frozen is None:
            label = self.tr("Close late registration and freeze") if figures.late_registration_open else self.tr("Freeze the prize table")
        else:
            label = self.tr("Freeze again") if figures.unfrozen_cents else self.tr("Frozen")
        self.freeze_button.setText(label)
        self.override_button.setEnabled(not done and figures.table is not None)

    def _show_status(self, figures: MoneyFigures) -> None:
        frozen = figures.frozen
        if figures.deals:
            deal = figures.deals[-1]
            text = self.tr("Deal accepted on {when} by {operator}: the remaining prizes are shared by the deal (FS 7.3).").format(
                when=when(deal.at_ms), operator=deal.operator or "—"
            )
            colour = GOOD
        elif frozen is None and figures.finished:
            text = (
                self.tr("FINAL: the tournament finished on {when}; these are the prizes it paid.").format(when=when(figures.finished_at_ms))
                if figures.finished_at_ms is not None
                else self.tr("FINAL: the tournament is over; these are the prizes it paid.")
            )
            colour = GOOD
        elif frozen is None:
            text = self.tr("LIVE: the table still changes with every entry, until late registration and re-entry close (FS 7.5).")
            colour = LIVE_COLOUR
        elif frozen.overridden:
            text = self.tr("FROZEN (override) on {when} by {operator}. Reason: {reason}").format(
                when=when(frozen.at_ms), operator=frozen.operator or "—", reason=frozen.override_reason or "—"
            )
            colour = GOOD
        else:
            text = self.tr("FROZEN on {when} by {operator}.").format(when=when(frozen.at_ms), operator=frozen.operator or "—")
            colour = GOOD
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {colour}; font-size: 13pt; font-weight: bold;")

    def _show_banner(self, figures: MoneyFigures) -> None:
        if figures.deals:
            self.banner.hide()
            return
        if figures.needs_freeze:
            if figures.reentry_exists and figures.reentry_open:
                text = self.tr("Late registration has closed, but re-entry is still open. Freezing now closes re-entry too.")
            else:
                text = self.tr("Late registration has closed: freeze the prize table now (FS 7.5).")
            self.banner_text.setText(text)
            self.banner_button.setText(self.tr("Freeze now"))
            self.banner.show()
        elif figures.frozen is not None and figures.unfrozen_cents != 0:
            self.banner_text.setText(
                self.tr("{amount} came into the prize pool after the freeze and is not in the table: freeze again or override.").format(
                    amount=money_text(figures.unfrozen_cents)
                )
            )
            self.banner_button.setText(self.tr("Freeze again"))
            self.banner.show()
        else:
            self.banner.hide()

    def _pool_lines(self, figures: MoneyFigures) -> list[Line]:
        pool = figures.desk.pool
        names = {
            PaymentKind.BUY_IN: self.tr("Entries"),
            PaymentKind.LATE_REGISTRATION: self.tr("Late registrations"),
            PaymentKind.REENTRY: self.tr("Re-entries"),
            PaymentKind.REBUY: self.tr("Rebuys"),
            PaymentKind.ADDON: self.tr("Add-ons"),
            PaymentKind.DAY2_ENTRY: self.tr("Day-2 entries"),
        }
        lines = [
            Line(label, money_text(figures.by_kind[kind].prize_cents), str(figures.by_kind[kind].count))
            for kind, label in names.items()
            if kind in figures.by_kind
        ]
        lines.append(Line(self.tr("Prize contributions"), money_text(pool.gross_cents), bold=True))
        if pool.ranking_deduction_cents:
            lines.append(Line(self.tr("− Annual final fund (3 %)"), money_text(-pool.annual_fund_cents), note=self.tr("FS 9.5")))
            lines.append(Line(self.tr("− Quarterly final fund (2 %)"), money_text(-pool.quarterly_fund_cents), note=self.tr("FS 9.8.2")))
        if pool.overlay_cents:
            lines.append(Line(self.tr("+ Guarantee overlay"), money_text(pool.overlay_cents), note=self.tr("added by the house")))
        lines.append(Line(self.tr("Prize pool"), money_text(pool.distributable_cents), bold=True, colour=GOOD))
        desk = figures.desk
        lines.append(Line(self.tr("Fees"), money_text(desk.fees_cents), note=self.tr("the house's; not in the pool (FS 4.3)")))
        if desk.bounties_taken_cents:
            lines.append(Line(self.tr("Bounties"), money_text(desk.bounties_taken_cents), note=self.tr("kept apart (FS 3.1.3)")))
        if desk.xtrastack_cents:
            lines.append(
                Line(self.tr("Xtrastacks"), money_text(desk.xtrastack_cents), note=self.tr("promotional fund, not in the pool (FS 3.1.13)"))
            )
        return lines

    # -- acting -----------------------------------------------------------------------
    def freeze(self) -> None:
        figures = self.figures
        if figures is None:
            return
        run(self.session, self.error, lambda: self.session.act_many(freeze_commands(figures)))

    def override(self) -> None:
        figures = self.figures
        if figures is None or figures.table is None:
            return
        dialog = self.make_override_dialog()
        self.run_dialog(dialog)

    def make_override_dialog(self) -> OverrideDialog:
        figures = self.figures
        assert figures is not None and figures.table is not None
        return OverrideDialog(self.session, list(figures.table.amounts), figures.desk.pool.distributable_cents, self)
