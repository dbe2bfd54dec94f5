"""The cash desk (SPEC 3): everything taken in and paid out for the tournament, reconciled to the cent.

Figures come from `ledger.cash_desk`, with the prizes awarded so far
(`awards.prizes_awarded`); below, who won what.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from tdapp.domain.tournament.state import PaymentKind
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.messages import describe
from tdapp.ui.money.figures import KIND_ORDER, Award, MoneyFigures
from tdapp.ui.money.widgets import Line, lines_view, wrap_rows
from tdapp.ui.numbers import money as money_text
from tdapp.ui.page_parts import BAD, GOOD, style_table, title_label
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

#: Balanced, with prizes or bounties still to pay: normal during play, not an alarm.
OWED = "#b26a00"


def place_text(award: Award, in_deal: str = "deal") -> str:
    if award.first_place is None:  # still in: paid by a deal, or (bounties only) not placed yet
        return in_deal if award.prize_cents else ""
    if award.last_place is not None and award.last_place != award.first_place:
        return f"{award.first_place}–{award.last_place}"
    return str(award.first_place)


class CashDeskPage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.name_of: Callable[[int], str] = str
        self.reconciles = QLabel(self)
        self.lines_model, self.lines = lines_view(self, [self.tr("What"), self.tr("Count"), self.tr("Amount"), self.tr("Note")])
        self.lines.setStyleSheet("font-size: 11pt;")
        self.awards_model: RowsModel[Award] = RowsModel(
            [
                Column(self.tr("Place"), lambda a: place_text(a, self.tr("deal")), align_right=True),
                Column(self.tr("Player"), lambda a: self.name_of(a.player_id)),
                Column(self.tr("Prize"), lambda a: money_text(a.prize_cents) if a.prize_cents else "", align_right=True),
                Column(
                    self.tr("Bounties"),  # "Bounties won" took the room of the winners' names at the least width
                    lambda a: f"{a.bounties}  ({money_text(a.bounty_cents)})" if a.bounties else "",
                    align_right=True,
                ),
            ],
            self,
        )
        self.awards = QTableView(self)
        self.awards.setModel(self.awards_model)
        style_table(self.awards)
        header = self.awards.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.awards.setStyleSheet("font-size: 11pt;")
        wrap_rows(self.awards)  # a long name takes two lines rather than losing its end
        self.awards_error = ErrorLabel(self)
        # The verdict wraps under the awards: across the page it took two lines from the lines' table, whose last line
        # (the house balance) then needed scrolling at the window's least size; on one line it squeezed the names.
        self.reconciles.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(title_label(self.tr("Cash desk"), self))
        left.addWidget(self.lines, 1)
        right = QVBoxLayout()
        right.addWidget(title_label(self.tr("Prizes awarded"), self))
        right.addWidget(self.awards, 1)
        right.addWidget(self.awards_error)
        right.addWidget(self.reconciles)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)

    def show_figures(self, figures: MoneyFigures, name_of: Callable[[int], str]) -> None:
        self.name_of = name_of
        self.lines_model.set_rows(self._lines(figures))
        self.reconciles.setText(self.balance_text(figures))
        colour = GOOD if figures.desk.reconciles else OWED if figures.desk.balanced else BAD
        self.reconciles.setStyleSheet(f"font-size: 14pt; font-weight: bold; color: {colour};")
        self.awards_model.set_rows(figures.awards)
        self.awards_error.show_error(describe(figures.awards_refusal) if figures.awards_refusal else "")

    def balance_text(self, figures: MoneyFigures) -> str:
        """Reconciled (nothing owed either way), balanced with prizes or bounties still owed, or not balanced: never "no" for a drawer that is right."""
        desk = figures.desk
        if desk.reconciles:
            return self.tr("Reconciles to the cent: yes")
        if desk.balanced:
            return self.tr("Balanced to the cent; still owed to players: {prizes} in prizes, {bounties} in bounties").format(
                prizes=money_text(desk.prizes_outstanding_cents), bounties=money_text(desk.bounties_outstanding_cents)
            )
        return self.tr("Does not balance: the drawer should hold {expected}; check the payments and payouts").format(
            expected=money_text(desk.kept_by_house_cents + desk.held_for_ranking_cents + desk.owed_cents)
        )

    def _lines(self, figures: MoneyFigures) -> list[Line]:
        desk = figures.desk
        pool = desk.pool
        names = {
            PaymentKind.BUY_IN: self.tr("Entries"),
            PaymentKind.LATE_REGISTRATION: self.tr("Late registrations"),
            PaymentKind.REENTRY: self.tr("Re-entries"),
            PaymentKind.REBUY: self.tr("Rebuys"),
            PaymentKind.ADDON: self.tr("Add-ons"),
            PaymentKind.DAY2_ENTRY: self.tr("Day-2 entries"),
            PaymentKind.XTRASTACK: self.tr("Xtrastacks"),
        }
        lines = [Line(self.tr("Taken in"), bold=True)]
        for kind in KIND_ORDER:
            totals = figures.by_kind.get(kind)
            if totals is not None:
                lines.append(Line("   " + names[kind], money_text(totals.taken_cents), str(totals.count)))
        lines.append(Line(self.tr("Total taken in"), money_text(desk.taken_cents), bold=True))
        lines.append(Line(self.tr("Where it goes"), bold=True))
        lines.append(Line("   " + self.tr("Fees"), money_text(desk.fees_cents), note=self.tr("the house's")))
        if desk.xtrastack_cents:
            lines.append(
                Line("   " + self.tr("Xtrastacks"), money_text(desk.xtrastack_cents), note=self.tr("promotional fund (FS 3.1.13)"))
            )
        lines.append(
            Line(
                "   " + self.tr("Ranking deduction"),
                money_text(pool.ranking_deduction_cents),
                note=self.tr("3 % annual + 2 % quarterly final (FS 9.5, 9.8.2)"),
            )
        )
        if pool.overlay_cents:
            lines.append(Line("   " + self.tr("Guarantee overlay"), money_text(-pool.overlay_cents), note=self.tr("added by the house")))
        lines.append(Line("   " + self.tr("Prize pool"), money_text(pool.distributable_cents)))
        lines.append(Line("   " + self.tr("Bounties"), money_text(desk.bounties_taken_cents)))
        lines.append(Line(self.tr("Paid out"), bold=True))
        lines.append(Line("   " + self.tr("Prizes awarded"), money_text(desk.prizes_paid_cents)))
        lines.append(Line("   " + self.tr("Prizes outstanding"), money_text(desk.prizes_outstanding_cents)))
        lines.append(Line("   " + self.tr("Bounties paid"), money_text(desk.bounties_paid_cents)))
        lines.append(Line("   " + self.tr("Bounties outstanding"), money_text(desk.bounties_outstanding_cents)))
        lines.append(
            Line(
                self.tr("House balance"),
                money_text(desk.house_balance_cents),
                bold=True,
                note=self.tr("cash that should be in the drawer now"),
            )
        )
        return lines
