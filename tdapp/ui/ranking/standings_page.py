"""Quarterly and annual standings (FS 9.1), a player's history line by line, corrections, CSV export.

The standings come from `ranking.standings` (the tie-break documented there is
shown in the table's tooltip); the history of the selected player from
`player_history`: every tournament with its buy-in and prize points and every
correction with who, when and why (FS 9.12). A correction needs a reason: the
domain refuses it otherwise and the refusal shows in red under the form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.ranking.export import csv_delimiter, encode_csv, standings_csv
from tdapp.domain.ranking.points import LineKind, PointLine
from tdapp.domain.ranking.standings import HistoryEntry, StandingRow, Standings, annual_standings, player_history, quarterly_standings
from tdapp.ui.feedback import ErrorLabel
from tdapp.ui.numbers import chips, language
from tdapp.ui.numbers import money as money_text
from tdapp.ui.page_parts import title_label
from tdapp.ui.ranking.common import (
    RankingRowsModel,
    moment_text,
    note_label,
    player_name,
    ranking_act,
    style_table,
)
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column

POINTS_COLUMN = 2


@dataclass(frozen=True)
class Choice:
    """A standing to show: a season's (quarterly) or a year's (annual)."""

    year: int
    season_id: str | None = None


def place_text(place: int | None, place_to: int | None) -> str:
    if place is None:
        return ""
    return f"{place}–{place_to}" if place_to is not None and place_to != place else str(place)


class StandingsPage(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.standings: Standings | None = None
        self.player_id: int | None = None
        #: Asks where to save the CSV (a file dialog); tests replace it.
        self.choose_path: Callable[[str], str] = self._ask_path

        self.choice = QComboBox(self)
        # As wide as its longest item, in this font ("Annual 2024 — Algarve Best Poker Player" whole): the items come later.
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.choice.setToolTip(self.tr("The annual ranking (Algarve Best Poker Player) or one season's ranking (FS 9.1)"))
        self.choice.currentIndexChanged.connect(self.show_standings)
        self.export_button = QPushButton(self.tr("Export CSV…"), self)
        self.export_button.setToolTip(self.tr("Save the standing shown as a CSV file for a spreadsheet"))
        self.export_button.clicked.connect(self.export_csv)
        self.tie_break = QLabel(self.tr("How ties are broken"), self)
        self.tie_break.setStyleSheet("color: #1a4d8f; text-decoration: underline;")
        self.summary = QLabel(self)
        self.summary.setStyleSheet("color: #555555;")
        self.export_error = ErrorLabel(self)

        self.model: RankingRowsModel[StandingRow] = RankingRowsModel(
            [
                Column(self.tr("Pos."), lambda r: r.position, align_right=True),
                Column(self.tr("Player"), lambda r: player_name(self.session, r.player_id)),
                Column(self.tr("Points"), lambda r: r.points, align_right=True),
                Column(self.tr("Buy-in points"), lambda r: r.buy_in_points, align_right=True),
                Column(self.tr("Prize points"), lambda r: r.result_points, align_right=True),
                Column(self.tr("Corrections"), lambda r: r.correction_points or "", align_right=True),
                Column(self.tr("Wins"), lambda r: r.wins or "", align_right=True),
                Column(self.tr("Tournaments"), lambda r: r.tournaments, align_right=True),
            ],
            self,
            bold_column=POINTS_COLUMN,
            signed_columns=(5,),
        )
        self.tie_break_text = self.tr(
            "Ties are broken in this order, the first difference decides:\n"
            "1. more points;\n"
            "2. more prize points (what the player won: prizes, seats, Sit & Go and Survivor points; corrections excluded);\n"
            "3. more wins;\n"
            "4. better best finish;\n"
            "5. more tournaments played;\n"
            "6. earlier to reach the total (the last tournament or correction that changed it);\n"
            "7. lower player number (the earlier entry in the player database)."
        )
        self.model.tooltip = lambda r: self.tie_break_text
        self.tie_break.setToolTip(self.tie_break_text)
        self.model.header_tips = {
            2: self.tr("Buy-in points + prize points + corrections"),
            3: self.tr("1 point per euro of buy-in, once per tournament (FS 9.2)"),
            4: self.tr(
                "1 point per whole euro of prize received; a satellite seat at its value; Sit & Go and Survivor points (FS 9.2, 3.1.8, 3.1.9)"
            ),
            5: self.tr("Manual corrections, each with who, when and why (FS 9.12)"),
        }
        self.table = QTableView(self)
        self.table.setModel(self.model)
        style_table(self.table)
        self.table.setStyleSheet("font-size: 11pt;")
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().selectionChanged.connect(self._player_selected)

        # -- the player's history --
        self.history_title = title_label(self.tr("Player's history"), self)
        self.history_total = QLabel(self)
        self.history_model: RankingRowsModel[HistoryEntry] = RankingRowsModel(
            [
                Column(self.tr("When"), lambda e: moment_text(e.at_ms)),
                Column(self.tr("Season"), lambda e: e.season_id),
                Column(self.tr("What"), self._what_text),
                Column(self.tr("Place"), lambda e: place_text(e.place, e.place_to), align_right=True),
                Column(self.tr("Buy-in points"), lambda e: self._line_points(e, buy_in=True), align_right=True),
                Column(self.tr("Prize points"), lambda e: self._line_points(e, buy_in=False), align_right=True),
                Column(self.tr("Correction"), lambda e: e.points if e.correction_reason else "", align_right=True),
                Column(self.tr("Total"), lambda e: e.points, align_right=True),
                Column(self.tr("Who"), lambda e: e.operator),
                Column(self.tr("Why"), self._why_text),
            ],
            self,
            tooltip=self._why_text,
            bold_column=7,
            signed_columns=(6,),
        )
        self.history = QTableView(self)
        self.history.setModel(self.history_model)
        style_table(self.history)
        hh = self.history.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(9, QHeaderView.ResizeMode.Stretch)
        # "Why" can be long (a correction's reason, every line of a tournament's points): it wraps, the row grows.
        self.history.setWordWrap(True)
        self.history.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

        # -- a correction --
        self.correction_player = QLabel(self.tr("Select a player in the standings."), self)
        self.correction_player.setStyleSheet("font-weight: bold;")
        self.points = QSpinBox(self)
        self.points.setRange(-100_000, 100_000)
        self.points.setToolTip(self.tr("Points added (negative to take points away)"))
        self.correction_season = QComboBox(self)
        self.correction_season.setToolTip(self.tr("The season whose standing the correction changes"))
        self.reason = QLineEdit(self)
        # The field is narrow beside the history: the placeholder says only that it is required, the tooltip gives examples.
        self.reason.setPlaceholderText(self.tr("Required"))
        self.reason.setToolTip(self.tr("Why the points change (required): e.g. contested within 72 h, prize entered wrong"))
        self.reason.returnPressed.connect(self.add_correction)
        self.correct_button = QPushButton(self.tr("Add correction"), self)
        self.correct_button.setToolTip(self.tr("Logged with who, when and why, and kept apart from the computed points (FS 9.12)"))
        self.correct_button.clicked.connect(self.add_correction)
        self.correction_error = ErrorLabel(self)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Standing:"), self))
        top.addWidget(self.choice)
        top.addWidget(self.summary, 1)
        top.addWidget(self.tie_break)
        top.addSpacing(12)
        top.addWidget(self.export_button)
        upper = QWidget(self)
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        upper_layout.addLayout(top)
        upper_layout.addWidget(self.export_error)
        upper_layout.addWidget(self.table, 1)

        form = QFormLayout()
        form.addRow(self.tr("Player"), self.correction_player)
        form.addRow(self.tr("Points"), self.points)
        form.addRow(self.tr("Season"), self.correction_season)
        form.addRow(self.tr("Reason"), self.reason)
        correction_box = QVBoxLayout()
        correction_box.addWidget(title_label(self.tr("Correction"), self))
        correction_box.addLayout(form)
        correction_box.addWidget(self.correct_button, 0, Qt.AlignmentFlag.AlignLeft)
        correction_box.addWidget(self.correction_error)
        correction_box.addStretch(1)
        history_box = QVBoxLayout()
        heading = QHBoxLayout()
        heading.addWidget(self.history_title)
        heading.addStretch(1)
        heading.addWidget(self.history_total)
        history_box.addLayout(heading)
        history_box.addWidget(self.history, 1)
        lower = QWidget(self)
        lower_layout = QHBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addLayout(history_box, 3)
        lower_layout.addSpacing(8)
        lower_layout.addLayout(correction_box, 1)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(upper)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addWidget(
            note_label(
                self.tr(
                    "Points: 1 per euro of buy-in + 1 per whole euro of prize (FS 9.2); the annual ranking adds up the seasons (FS 9.1)."
                ),
                self,
            )
        )

    # -- texts of the history ----------------------------------------------------
    def _what_text(self, entry: HistoryEntry) -> str:
        if entry.correction_reason:
            if entry.tournament_id is not None:
                return self.tr("Correction (tournament {tournament})").format(tournament=entry.tournament_id)
            return self.tr("Correction")
        return entry.tournament_name

    @staticmethod
    def _line_points(entry: HistoryEntry, *, buy_in: bool) -> int | str:
        if entry.correction_reason:
            return ""
        return sum(line.points for line in entry.lines if (line.kind is LineKind.BUY_IN) == buy_in)

    def _line_text(self, line: PointLine) -> str:
        amount = money_text(line.basis_cents)
        if line.kind is LineKind.BUY_IN:
            return self.tr("buy-in {amount}: {points} pts").format(amount=amount, points=line.points)
        if line.kind is LineKind.PRIZE:
            return self.tr("prize {amount}: {points} pts").format(amount=amount, points=line.points)
        if line.kind is LineKind.SATELLITE_SEAT:
            return self.tr("seat worth {amount}: {points} pts").format(amount=amount, points=line.points)
        if line.kind is LineKind.SURVIVOR:
            return self.tr("survivor's share by chips {amount}: {points} pts").format(amount=amount, points=line.points)
        return self.tr("Sit & Go place: {points} pts (FS 3.1.8)").format(points=line.points)

    def _why_text(self, entry: HistoryEntry) -> str:
        if entry.correction_reason:
            return entry.correction_reason
        text = "; ".join(self._line_text(line) for line in entry.lines) or self.tr("played, no points")
        if entry.recorded_as != self.player_id and self.player_id is not None:
            text += " " + self.tr("(recorded as {name})").format(name=player_name(self.session, entry.recorded_as))
        return text

    # -- reading -------------------------------------------------------------------
    def choices(self) -> list[tuple[str, Choice]]:
        ranking = self.session.desk.ranking.state
        out: list[tuple[str, Choice]] = []
        for year in sorted({s.year for s in ranking.seasons.values()}, reverse=True):
            out.append((self.tr("Annual {year} — Algarve Best Poker Player").format(year=year), Choice(year)))
            for season in ranking.seasons_of_year(year):
                label = self.tr("Season {season} (Q{quarter} {year})").format(season=season.name, quarter=season.quarter, year=year)
                out.append((label, Choice(year, season.season_id)))
        return out

    def refresh(self) -> None:
        current = self.choice.currentData()
        choices = self.choices()
        self.choice.blockSignals(True)
        self.choice.clear()
        for label, choice in choices:
            self.choice.addItem(label, choice)
        index = next((i for i, (_l, c) in enumerate(choices) if c == current), 1 if len(choices) > 1 else 0)
        self.choice.setCurrentIndex(index)
        self.choice.blockSignals(False)
        season_id = self.correction_season.currentData()
        self.correction_season.clear()
        ranking = self.session.desk.ranking.state
        for season in sorted(ranking.seasons.values(), key=lambda s: (s.year, s.quarter), reverse=True):
            self.correction_season.addItem(season.season_id, season.season_id)
        if season_id is not None and self.correction_season.findData(season_id) >= 0:
            self.correction_season.setCurrentIndex(self.correction_season.findData(season_id))
        self.show_standings()

    def show_standings(self) -> None:
        choice = self.choice.currentData()
        ranking = self.session.desk.ranking.state
        if not isinstance(choice, Choice):
            self.standings = None
            self.model.set_rows([])
            self.summary.setText(self.tr("Define a season first."))
            self._show_history()
            return
        if choice.season_id is None:
            self.standings = annual_standings(ranking, choice.year)
        else:
            self.standings = quarterly_standings(ranking, choice.season_id)
            at = self.correction_season.findData(choice.season_id)
            if at >= 0:
                self.correction_season.setCurrentIndex(at)
        rows = self.standings.rows
        self.model.set_rows(rows)
        self.summary.setText(self.tr("{players} players ranked").format(players=len(rows)))
        if self.player_id is not None:
            for i, row in enumerate(rows):
                if row.player_id == self.player_id:
                    self.table.selectRow(i)
                    break
        self._show_history()

    def _player_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.player_id = self.model.row(rows[0].row()).player_id
        self._show_history()

    def _show_history(self) -> None:
        pid = self.player_id
        choice = self.choice.currentData()
        if pid is None or not isinstance(choice, Choice):
            self.history_model.set_rows([])
            self.history_title.setText(self.tr("Player's history"))
            self.history_total.setText("")
            return
        ranking = self.session.desk.ranking.state
        entries = player_history(ranking, pid, choice.year)
        if choice.season_id is not None:
            entries = [e for e in entries if e.season_id == choice.season_id]
        self.history_model.set_rows(entries)
        name = player_name(self.session, ranking.canonical(pid))
        self.history_title.setText(self.tr("History of {name}").format(name=name))
        self.history_total.setText(
            self.tr("{points} points in %n line(s)", "", len(entries)).format(points=chips(sum(e.points for e in entries)))
        )
        self.correction_player.setText(name)

    # -- acting ----------------------------------------------------------------------
    def add_correction(self) -> None:
        if self.player_id is None:
            self.correction_error.show_error(self.tr("Select the player whose points change in the standings."))
            return
        payload = {
            "player_id": self.player_id,
            "points": self.points.value(),
            "reason": self.reason.text().strip(),
            "season_id": self.correction_season.currentData(),
        }
        if ranking_act(self.session, self.correction_error, "ranking.correction.add", payload) is not None:
            self.reason.clear()
            self.points.setValue(0)

    def _ask_path(self, suggested: str) -> str:
        path, _filter = QFileDialog.getSaveFileName(self, self.tr("Export the standing"), suggested, self.tr("CSV files (*.csv)"))
        return path

    def csv_text(self) -> str:
        standings = self.standings
        if standings is None:
            raise RuleError("Define a season first.")
        names = {r.player_id: player_name(self.session, r.player_id) for r in standings.rows}
        header = (
            self.tr("position"),
            self.tr("player number"),
            self.tr("name"),
            self.tr("points"),
            self.tr("tournament points"),
            self.tr("corrections"),
            self.tr("buy-in points"),
            self.tr("prize points"),
            self.tr("wins"),
            self.tr("best place"),
            self.tr("tournaments"),
        )
        return standings_csv(standings, names, header, delimiter=csv_delimiter(language()))

    def export_csv(self) -> None:
        standings = self.standings
        if standings is None:
            self.export_error.show_error(self.tr("Define a season first."))
            return
        suggested = f"ranking-{standings.season_id or standings.year}.csv"
        path = self.choose_path(suggested)
        if not path:
            return
        try:
            Path(path).write_bytes(encode_csv(self.csv_text()))
        except OSError as exc:
            self.export_error.show_error(self.tr("The file could not be written: {error}").format(error=exc.strerror or str(exc)))
            return
        self.export_error.show_error("")
        self.session.notice.emit(self.tr("Standing saved to {path}").format(path=path))
