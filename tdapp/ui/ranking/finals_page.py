"""The funds and the finals (FS 9.4, 9.5, 9.8.2, 9.9), as `ranking.finals` computes them.

Left: the year's 3 % annual fund, the annual final table's 10 seats (the
quarterly finals' winners, then the best of the annual ranking not yet seated)
and its 50/30/20 payout. Right: a season's 2 % fund, the €300 entries it buys,
the remainder and the qualifiers of its quarterly final; the TD records the
final's winner here (he takes a seat at the annual final table).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from tdapp.domain.ranking.finals import (
    ANNUAL_PAYOUT_PERCENT,
    FinalSeat,
    SeatReason,
    annual_final_payout,
    annual_final_table,
    annual_fund,
    promotional_fund,
    quarterly_final,
)
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.numbers import money as money_text
from tdapp.ui.page_parts import title_label
from tdapp.ui.ranking.common import RankingRowsModel, note_label, player_name, ranking_act, style_table
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column


@dataclass(frozen=True)
class Qualifier:
    place: int  # in the quarterly standing
    player_id: int


class FinalsPage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.year = QComboBox(self)
        self.year.setToolTip(self.tr("The year of the annual final"))
        self.year.currentIndexChanged.connect(self.show_year)
        self.season = QComboBox(self)
        self.season.setToolTip(self.tr("The season of the quarterly final"))
        self.season.currentIndexChanged.connect(self.show_season)

        self.annual_fund = QLabel(self)
        self.annual_fund.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.annual_fund.setWordWrap(True)  # on one line (with the Xtrastacks' fund) it widened the window past its least width
        self.payout = QLabel(self)
        self.payout.setStyleSheet("font-size: 11pt;")
        self.seats_model: RankingRowsModel[tuple[int, FinalSeat]] = RankingRowsModel(
            [
                Column(self.tr("Seat"), lambda s: s[0], align_right=True),
                Column(self.tr("Player"), lambda s: player_name(self.session, s[1].player_id)),
                Column(self.tr("Why"), lambda s: self._seat_reason(s[1])),
            ],
            self,
            bold_column=1,
        )
        self.seats = QTableView(self)
        self.seats.setModel(self.seats_model)
        style_table(self.seats)
        self.seats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.seats.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

        self.quarterly_fund = QLabel(self)
        self.quarterly_fund.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.quarterly_fund.setWordWrap(True)
        self.quarterly_summary = QLabel(self)
        self.quarterly_summary.setWordWrap(True)
        self.winner_label = QLabel(self)
        self.winner_label.setStyleSheet("font-weight: bold;")
        self.qualifiers_model: RankingRowsModel[Qualifier] = RankingRowsModel(
            [
                Column(self.tr("Rank"), lambda q: q.place, align_right=True),
                Column(self.tr("Qualifier"), lambda q: player_name(self.session, q.player_id)),
            ],
            self,
        )
        self.qualifiers = QTableView(self)
        self.qualifiers.setModel(self.qualifiers_model)
        style_table(self.qualifiers)
        self.qualifiers.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.qualifiers.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.prizes_label = QLabel(self)
        self.prizes_label.setWordWrap(True)
        self.winner_button = QPushButton(self.tr("Selected qualifier won the final"), self)
        self.winner_button.setToolTip(
            self.tr("Record the winner of this quarterly final: he takes a seat at the annual final table (FS 9.4)")
        )
        self.winner_button.clicked.connect(self.record_winner)
        self.winner_error = ErrorLabel(self)

        annual_form = QFormLayout()
        annual_form.addRow(self.tr("Year"), self.year)
        left = QVBoxLayout()
        left.addWidget(title_label(self.tr("Annual final table"), self))
        left.addLayout(annual_form)
        left.addWidget(self.annual_fund)
        left.addWidget(self.payout)
        left.addWidget(self.seats, 1)
        left.addWidget(
            note_label(
                self.tr(
                    "4 seats for the winners of the quarterly finals and 6 for the best of the annual ranking not already "
                    "seated (FS 9.4); a seat without a quarterly winner goes to the next best of the ranking."
                ),
                self,
            )
        )
        season_form = QFormLayout()
        season_form.addRow(self.tr("Season"), self.season)
        right = QVBoxLayout()
        right.addWidget(title_label(self.tr("Quarterly final"), self))
        right.addLayout(season_form)
        right.addWidget(self.quarterly_fund)
        right.addWidget(self.quarterly_summary)
        right.addWidget(self.prizes_label)
        right.addWidget(self.winner_label)
        right.addWidget(self.qualifiers, 1)
        right.addWidget(self.winner_button)
        right.addWidget(self.winner_error)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addSpacing(12)
        layout.addLayout(right, 1)

    def _seat_reason(self, seat: FinalSeat) -> str:
        if seat.reason is SeatReason.QUARTERLY_WINNER:
            return self.tr("winner of the quarterly final {season}").format(season=seat.season_id)
        return self.tr("annual ranking, position {position}").format(position=seat.annual_position)

    # -- reading -----------------------------------------------------------------------
    def refresh(self) -> None:
        ranking = self.session.desk.ranking.state
        year = self.year.currentData()
        years = sorted({s.year for s in ranking.seasons.values()}, reverse=True)
        self.year.blockSignals(True)
        self.year.clear()
        for y in years:
            self.year.addItem(str(y), y)
        if year in years:
            self.year.setCurrentIndex(years.index(year))
        self.year.blockSignals(False)
        season_id = self.season.currentData()
        seasons = sorted(ranking.seasons.values(), key=lambda s: (s.year, s.quarter), reverse=True)
        self.season.blockSignals(True)
        self.season.clear()
        for s in seasons:
            self.season.addItem(f"{s.season_id} — {s.name}" if s.name != s.season_id else s.season_id, s.season_id)
        at = self.season.findData(season_id)
        if at >= 0:
            self.season.setCurrentIndex(at)
        self.season.blockSignals(False)
        self.show_year()
        self.show_season()

    def show_year(self) -> None:
        year = self.year.currentData()
        if year is None:
            self.annual_fund.setText(self.tr("Define a season first."))
            self.payout.setText("")
            self.seats_model.set_rows([])
            return
        ranking = self.session.desk.ranking.state
        fund = annual_fund(ranking, year)
        self.annual_fund.setText(
            self.tr("Annual fund (3 %): {amount} · promotional fund (Xtrastacks): {promo}").format(
                amount=money_text(fund), promo=money_text(promotional_fund(ranking, year))
            )
        )
        first, second, third = annual_final_payout(fund)
        self.payout.setText(
            self.tr("Payout: 1st {first} ({p1} %) · 2nd {second} ({p2} %) · 3rd {third} ({p3} %)").format(
                first=money_text(first),
                second=money_text(second),
                third=money_text(third),
                p1=ANNUAL_PAYOUT_PERCENT[0],
                p2=ANNUAL_PAYOUT_PERCENT[1],
                p3=ANNUAL_PAYOUT_PERCENT[2],
            )
        )
        seats = annual_final_table(ranking, year)
        self.seats_model.set_rows(list(enumerate(seats, start=1)))

    def show_season(self) -> None:
        season_id = self.season.currentData()
        if season_id is None:
            self.quarterly_fund.setText("")
            self.quarterly_summary.setText("")
            self.prizes_label.setText("")
            self.winner_label.setText("")
            self.qualifiers_model.set_rows([])
            return
        ranking = self.session.desk.ranking.state
        final = quarterly_final(ranking, season_id)
        self.quarterly_fund.setText(self.tr("Quarterly fund (2 %): {amount}").format(amount=money_text(final.fund_cents)))
        self.quarterly_summary.setText(
            self.tr("{entries} entries of 300 € and {remainder} left over; {seats} qualifiers invited (at least 10, FS 9.9).").format(
                entries=final.entries, remainder=money_text(final.remainder_cents), seats=final.seats
            )
        )
        prizes = []
        for prize in final.prizes:
            if prize.entry_cents:
                prizes.append(self.tr("{place}.º an entry of {amount}").format(place=prize.place, amount=money_text(prize.entry_cents)))
            else:
                prizes.append(self.tr("{place}.º {amount} in cash").format(place=prize.place, amount=money_text(prize.cash_cents)))
        self.prizes_label.setText(
            self.tr("Prizes: {prizes}").format(prizes="; ".join(prizes)) if prizes else self.tr("No prizes yet: the fund is empty.")
        )
        winner = ranking.final_winners.get(season_id)
        self.winner_label.setText(
            self.tr("Winner of the final: {name}").format(name=player_name(self.session, winner)) if winner is not None else ""
        )
        self.winner_button.setEnabled(winner is None)
        self.qualifiers_model.set_rows([Qualifier(i, pid) for i, pid in enumerate(final.qualifiers, start=1)])

    # -- acting ----------------------------------------------------------------------------
    def record_winner(self) -> None:
        rows = self.qualifiers.selectionModel().selectedRows()
        season_id = self.season.currentData()
        if not rows or season_id is None:
            self.winner_error.show_error(self.tr("Select the qualifier who won the final."))
            return
        player_id = self.qualifiers_model.row(rows[0].row()).player_id
        ranking_act(self.session, self.winner_error, "ranking.final.winner", {"season_id": season_id, "player_id": player_id})
