"""Color-up and chip race at a break (RPT Art. 24; DP 10; SPEC section 8).

The dealers count, for every seated player, the chips of the denomination
leaving play; the floor types the counts (a spin box per player), previews
the exchange with `colorup.plan_table` and `colorup.report`, runs the race
digitally (`draw_chip_race`, cards drawn before anything is recorded) and
records it with `chips.color_up`. Nobody is eliminated by the race: the
domain gives a player left without chips one chip of the new denomination.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.chips.actions import color_up_result
from tdapp.domain.chips.colorup import ColorUpResult, RaceRule, SeatCount, TablePlan, draw_chip_race, next_denomination, plan_table, report
from tdapp.domain.clock.structure import Level
from tdapp.domain.tournament.state import TournamentState
from tdapp.ui.chip_rows import color_word
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.floor.names import Names
from tdapp.ui.numbers import chips
from tdapp.ui.session import DeskSession

Index = QModelIndex | QPersistentModelIndex


@dataclass
class CountRow:
    table: int
    seat: int
    player_id: int
    name: str
    count: int = 0
    only_these: bool = False  # the player has no other chips


class CountsModel(QAbstractTableModel):
    """Seated players with the count of removed chips each holds; the count is edited with a spin box."""

    COUNT, ONLY = 3, 4

    def __init__(self, rows: list[CountRow], parent: Any = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self.titles = [self.tr("Table"), self.tr("Seat"), self.tr("Player"), self.tr("Chips to remove"), self.tr("No other chips")]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.titles)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return [row.table, row.seat, row.name, row.count, None][col]
        if role == Qt.ItemDataRole.CheckStateRole and col == self.ONLY:
            return Qt.CheckState.Checked if row.only_these else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, self.COUNT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.column() == self.COUNT:
            return base | Qt.ItemFlag.ItemIsEditable
        if index.column() == self.ONLY:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        row = self.rows[index.row()]
        if index.column() == self.COUNT and role == Qt.ItemDataRole.EditRole:
            try:
                row.count = max(0, int(value))
            except (TypeError, ValueError):
                return False
        elif index.column() == self.ONLY and role == Qt.ItemDataRole.CheckStateRole:
            row.only_these = Qt.CheckState(value) == Qt.CheckState.Checked
        else:
            return False
        self.dataChanged.emit(index, index)
        return True

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.titles[section]
        return None

    def set_count(self, table: int, seat: int, count: int, *, only_these: bool = False) -> None:
        for i, row in enumerate(self.rows):
            if row.table == table and row.seat == seat:
                self.setData(self.index(i, self.COUNT), count)
                self.setData(
                    self.index(i, self.ONLY),
                    Qt.CheckState.Checked.value if only_these else Qt.CheckState.Unchecked.value,
                    Qt.ItemDataRole.CheckStateRole,
                )
                return
        raise KeyError((table, seat))


def current_blinds(state: TournamentState, now_ms: int) -> dict[str, int]:
    """The blinds the chips left must still pay: the level in play, or after a break the next level."""
    position = state.clock.position(now_ms)
    if position is None:
        return {}
    item = position.item if not position.is_break else position.next_item
    if not isinstance(item, Level):
        return {}
    return {"small_blind": item.small_blind, "big_blind": item.big_blind, "ante": item.ante}


class ColorUpDialog(QDialog):
    def __init__(self, session: DeskSession, names: Names, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.recorded: ColorUpResult | None = None
        self.payload: dict[str, Any] | None = None
        state = session.state
        assert state is not None
        self.setWindowTitle(self.tr("Color-up and chip race"))
        self.setMinimumSize(980, 640)
        rows = [
            CountRow(t.number, seat, pid, names.full(pid))
            for t in sorted(state.seating.open_tables(), key=lambda t: t.number)
            for seat, pid in sorted(t.players.items())
        ]
        self.model = CountsModel(rows, self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        # Table, seat and count as wide as their figures: the player's name takes the rest (at 100 px a column, names were cut).
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.view.setWordWrap(False)
        self.view.horizontalHeader().setSectionResizeMode(CountsModel.ONLY, QHeaderView.ResizeMode.ResizeToContents)  # pt-PT title is long
        self.view.setEditTriggers(QTableView.EditTrigger.AllEditTriggers)
        self.removed = QComboBox(self)
        for value in state.prizes.chips.denominations_in_play():
            color = state.prizes.chips.chip_set.denomination(value).color if state.prizes.chips.chip_set else ""
            self.removed.addItem(f"{chips(value)} ({color_word(color)})" if color else chips(value), value)
        self.removed.setToolTip(self.tr("The chip leaving play: the smallest still in play (RPT Art. 24)"))
        self.rule = QComboBox(self)
        for rule, text in (
            (RaceRule.AT_LEAST_HALF, self.tr("race one more chip for half a chip or more")),
            (RaceRule.MORE_THAN_HALF, self.tr("race one more chip for more than half a chip")),
            (RaceRule.NEVER, self.tr("never race a part of a chip")),
        ):
            self.rule.addItem(text, rule.value)
        self.blinds = current_blinds(state, session.now_ms())
        self.preview_button = QPushButton(self.tr("Preview the exchange"), self)
        self.race_button = QPushButton(self.tr("Run the chip race"), self)
        self.record_button = QPushButton(self.tr("Record the color-up"), self)
        self.record_button.setEnabled(False)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.preview_button.clicked.connect(self.preview)
        self.race_button.clicked.connect(self.race)
        self.record_button.clicked.connect(self.record)
        self.close_button.clicked.connect(self.reject)
        self.model.dataChanged.connect(self._counts_changed)
        self.removed.currentIndexChanged.connect(self._counts_changed)
        self.rule.currentIndexChanged.connect(self._counts_changed)
        self.output = QPlainTextEdit(self)
        self.output.setReadOnly(True)
        self.error = ErrorLabel(self)
        form = QFormLayout()
        form.addRow(self.tr("Chip to remove"), self.removed)
        form.addRow(self.tr("Chip race"), self.rule)
        blinds = (
            self.tr("Blinds to pay after the color-up: {sb}/{bb}, ante {ante}").format(
                sb=chips(self.blinds["small_blind"]), bb=chips(self.blinds["big_blind"]), ante=chips(self.blinds["ante"])
            )
            if self.blinds
            else self.tr("No blinds known (the clock has no structure)")
        )
        form.addRow(QLabel(blinds, self))
        buttons = QHBoxLayout()
        for b in (self.preview_button, self.race_button, self.record_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        split = QSplitter(self)
        split.addWidget(self.view)
        split.addWidget(self.output)
        split.setSizes([520, 440])
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Type, for each player, how many chips of that value he has (the dealers count them)."), self))
        layout.addWidget(split, 1)
        layout.addWidget(self.error)
        layout.addLayout(buttons)

    # -- steps ------------------------------------------------------------------
    def _counts_changed(self, *args: Any) -> None:
        self.payload = None
        self.record_button.setEnabled(False)

    def _seat_counts(self) -> dict[int, list[SeatCount]]:
        tables: dict[int, list[SeatCount]] = {}
        for row in self.model.rows:
            tables.setdefault(row.table, []).append(SeatCount(row.seat, row.player_id, row.count, not row.only_these))
        return tables

    def plans(self) -> list[TablePlan]:
        state = self.session.state
        assert state is not None
        removed = self.removed.currentData()
        into = next_denomination(state.prizes.chips.denominations_in_play(), removed)
        rule = RaceRule(self.rule.currentData())
        return [plan_table(table, seats, removed, into, rule) for table, seats in sorted(self._seat_counts().items())]

    def preview(self) -> list[TablePlan] | None:
        plans = run(self.session, self.error, self.plans)
        if plans is None:
            return None
        lines = []
        for p in plans:
            lines.append(
                self.tr(
                    "Table {table}: {removed} × {small} in; {exchanged} × {big} by exchange; {odd} odd chips race for {raced} × {big}"
                ).format(
                    table=p.table,
                    removed=p.removed_chips,
                    small=p.removed,
                    exchanged=sum(p.exchanged),
                    big=p.into,
                    odd=sum(p.odd),
                    raced=p.raced,
                )
            )
        lines.append("")
        lines.extend(self._report_lines(plans))
        self.output.setPlainText("\n".join(lines))
        return plans

    def _report_lines(self, plans: list[TablePlan]) -> list[str]:
        r = report(plans)
        return [
            self.tr("For the whole event: bring {bring} chips of {big}; {back} chips of {small} come back.").format(
                bring=r.bring, big=r.into, back=r.back, small=r.removed
            )
        ]

    def race(self) -> dict[str, Any] | None:
        """Draw the cards for every table's race and show the result before it is recorded."""
        plans = self.preview()
        state = self.session.state
        if plans is None or state is None:
            return None
        by_table = self._seat_counts()
        tables = []
        for plan in plans:
            cards = draw_chip_race(plan)
            seats = [
                {"seat": s.seat, "player_id": s.player_id, "count": s.count, "has_other_chips": s.has_other_chips, "cards": c}
                for s, c in zip(sorted(by_table[plan.table], key=lambda s: s.seat), cards, strict=True)
            ]
            tables.append({"table": plan.table, "seats": seats})
        payload = {"removed": plans[0].removed, "race_rule": self.rule.currentData(), "blinds": self.blinds, "tables": tables}
        result = run(self.session, self.error, lambda: color_up_result(state, payload))
        if result is None:
            return None
        self.payload = payload
        self.output.setPlainText("\n".join([*self._result_lines(result), "", *self._report_lines(plans)]))
        self.record_button.setEnabled(True)
        return payload

    def _result_lines(self, result: ColorUpResult) -> list[str]:
        lines = []
        for t in result.tables:
            winners = [s for s in t.seats if s.won_race]
            saved = [s for s in t.seats if s.saved]
            lines.append(self.tr("Table {table}: %n chip(s) of {big} raced", "", t.raced).format(table=t.table, big=result.into))
            for s in t.seats:
                if s.cards:
                    mark = self.tr("wins a {big} chip").format(big=result.into) if s.won_race else ""
                    lines.append(f"   {s.seat:>2}  {self.names.full(s.player_id)}: {' '.join(s.cards)}  {mark}")
            for s in saved:
                lines.append(
                    "   "
                    + self.tr("{name} keeps one {big} chip: nobody is eliminated by the race (RPT Art. 24.2)").format(
                        name=self.names.full(s.player_id), big=result.into
                    )
                )
            if not winners and not saved:
                lines.append("   " + self.tr("no race at this table"))
        lines.append(self.tr("Chips in play change by {change} (rounding of the race).").format(change=f"{result.value_change:+,}"))
        return lines

    def record(self) -> None:
        if self.payload is None:
            return
        payload = self.payload
        action = run(self.session, self.error, lambda: self.session.act("chips.color_up", payload))
        state = self.session.state
        if action is not None and state is not None:
            self.recorded = state.prizes.chips.color_ups[-1]
            self.record_button.setEnabled(False)
            self.output.appendPlainText("\n" + self.tr("Recorded."))
