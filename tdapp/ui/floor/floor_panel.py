"""The floor panel: the room's tables as tables, and everything the floor does at them.

Left: the tables drawn (or, for a large field, a list of seats). Right: the
selected table's controls and shot clock, the balance suggestions,
hand-for-hand, penalties and rulings. Every change goes through the session
as an action; after it the panel re-reads the state and repaints only the
tables whose picture changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QAction, QCursor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.chips.counts import count_figures, current_counts
from tdapp.domain.clock.shot_clock import CallKind
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.prizes.awards import prize_table
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.seating.lists import SeatLine, unseated_players
from tdapp.domain.tournament.rules import TOURNAMENT
from tdapp.domain.tournament.state import Status, TournamentState
from tdapp.ui.feedback import ErrorLabel, run
from tdapp.ui.floor.balance_box import BalanceBox
from tdapp.ui.floor.bust_dialog import BustDialog
from tdapp.ui.floor.chipset_dialog import ChipSetDialog
from tdapp.ui.floor.colorup_dialog import ColorUpDialog
from tdapp.ui.floor.count_dialog import ChipCountDialog, count_time
from tdapp.ui.floor.names import Names
from tdapp.ui.floor.records import PenaltyBox, RulingBox
from tdapp.ui.floor.table_view import TableLook, TablesView
from tdapp.ui.menu_key import menu_key_action
from tdapp.ui.messages import describe
from tdapp.ui.numbers import chips as chips_text_of
from tdapp.ui.numbers import money as money_text
from tdapp.ui.registration.payment_dialog import PaymentDialog, PriceOption, chips_text
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

#: The chip count of the selected seat's player (also shown beside the seat menu's item).
COUNT_KEYS = "Ctrl+K"
#: Players left over the paid places at which the floor is told the bubble is near.
BUBBLE_WARNING = 10
#: The side pane's least width (its pages' controls); wider when its tab titles need it.
SIDE_LEAST_WIDTH = 420


class FloorPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = Names(session)
        self.selected: tuple[int, int] | None = None  # (table, seat)
        self._operators: tuple[int, dict[int, str]] = (-1, {})
        self._list_dirty = True
        self._table_keys: dict[int, Any] = {}
        self._counts_key: tuple[tuple[int, int], ...] = ()
        #: Shows a dialog and says whether it was accepted; tests replace it to see the dialog without a modal loop.
        self.run_dialog: Callable[[QDialog], bool] = lambda dialog: dialog.exec() == QDialog.DialogCode.Accepted
        self.seat_menu: QMenu | None = None
        # -- banner, standing and news ------------------------------------------------
        self.hfh_banner = QLabel(self)
        self.hfh_banner.setStyleSheet("background: #ef6c00; color: white; font-size: 16pt; font-weight: bold; padding: 6px;")
        self.hfh_banner.setWordWrap(True)
        self.hfh_banner.hide()
        self.standing = QLabel(self)
        self.standing.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.bubble = QLabel(self)
        self.bubble.setStyleSheet("background: #b00020; color: white; font-weight: bold; padding: 3px 8px; border-radius: 3px;")
        self.bubble.hide()
        self.news = QLabel(self)
        self.news.setWordWrap(True)
        self.news.setStyleSheet("background: #e8f5e9; color: #1b5e20; font-weight: bold; padding: 4px; border-radius: 3px;")
        self.news.hide()
        # -- toolbar ---------------------------------------------------------------------
        self.draw_button = self._tool(self.tr("Draw seats"), self.tr("Random seats for every player who has none (RPT Art. 6)"))
        self.open_table_button = self._tool(self.tr("Open a table"), self.tr("Open the next table number"))
        self.bust_button = self._tool(self.tr("Out…"), self.tr("Players out at the selected table (Ctrl+B)"))
        self.bust_button.setStyleSheet("font-weight: bold;")
        self.color_up_button = self._tool(self.tr("Color-up…"), self.tr("Remove the smallest chip and run the chip race (RPT Art. 24)"))
        self.hfh_start_button = self._tool(self.tr("Hand-for-hand"), self.tr("Start hand-for-hand at every table (RPT Art. 79)"))
        self.hfh_next_button = self._tool(self.tr("Next hand"), self.tr("Every table has finished: deal the next hand-for-hand hand"))
        self.hfh_end_button = self._tool(self.tr("End hand-for-hand"), self.tr("Back to normal play; the clock runs again"))
        self.mode_button = self._tool(self.tr("List"), self.tr("Switch between the tables drawn and a list of seats"))
        self.mode_button.setCheckable(True)
        self.zoom_out_button = self._tool("−", self.tr("Smaller tables: more of the room on the screen (Ctrl+wheel)"))
        self.zoom_in_button = self._tool("+", self.tr("Larger tables (Ctrl+wheel)"))
        for b in (self.zoom_out_button, self.zoom_in_button):
            b.setFixedWidth(40)
        self.error = ErrorLabel(self)
        tools = QHBoxLayout()
        for b in (
            self.draw_button,
            self.open_table_button,
            self.bust_button,
            self.color_up_button,
            self.hfh_start_button,
            self.hfh_next_button,
            self.hfh_end_button,
        ):
            tools.addWidget(b)
        tools.addStretch(1)
        tools.addWidget(self.zoom_out_button)
        tools.addWidget(self.zoom_in_button)
        tools.addWidget(self.mode_button)
        header = QHBoxLayout()
        header.addWidget(self.standing)
        header.addWidget(self.bubble)
        header.addStretch(1)
        # -- the room --------------------------------------------------------------------
        self.view = TablesView(self)
        self.list_model: RowsModel[SeatLine] = RowsModel(
            [
                Column(self.tr("Table"), lambda s: s.table, align_right=True),
                Column(self.tr("Seat"), lambda s: s.seat, align_right=True),
                Column(self.tr("Player"), lambda s: s.name),
                Column(self.tr("Position"), lambda s: self._position(s)),
                Column(self.tr("Chips (last count)"), lambda s: self._count_text(s.player_id), align_right=True),
            ],
            self,
        )
        self.list_view = QTableView(self)
        self.list_view.setModel(self.list_model)
        self.list_view.verticalHeader().hide()
        self.list_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        # Table, seat and position as wide as their contents: the player's name gets the rest (at the window's least
        # width, 950 px, the fixed 100 px of the two numbers left the names cut to "Ra…").
        for column in (0, 1, 3):
            self.list_view.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.list_view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list_view.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents)  # the last count
        self.list_view.clicked.connect(self._list_clicked)
        self.list_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list_view.customContextMenuRequested.connect(self._list_menu)
        self.room = QStackedWidget(self)
        self.room.addWidget(self.view)
        self.room.addWidget(self.list_view)
        # -- the side tabs ------------------------------------------------------------------
        from tdapp.ui.floor.table_box import TableBox  # one job per module

        self.table_box = TableBox(session, self.names, self)
        self.balance = BalanceBox(session, self.names, self)
        self.hfh_model: RowsModel[tuple[int, bool]] = RowsModel(
            [
                Column(self.tr("Table"), lambda r: r[0], align_right=True),
                Column(self.tr("This hand"), lambda r: self.tr("done") if r[1] else self.tr("playing — click when done")),
            ],
            self,
        )
        self.hfh_view = QTableView(self)
        self.hfh_view.setModel(self.hfh_model)
        self.hfh_view.verticalHeader().hide()
        self.hfh_view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.hfh_view.clicked.connect(self._hfh_clicked)
        self.hfh_tables_button = QPushButton(self.tr("Play hand-for-hand at the tables open now"), self)
        self.hfh_tables_button.clicked.connect(self._hfh_tables)
        hfh_page = QWidget(self)
        hfh_layout = QVBoxLayout(hfh_page)
        self.hfh_state = QLabel(self.tr("Hand-for-hand is off."), hfh_page)
        self.hfh_state.setWordWrap(True)
        self.hfh_state.setStyleSheet("font-size: 12pt; font-weight: bold;")
        hfh_layout.addWidget(self.hfh_state)
        hfh_layout.addWidget(self.hfh_view, 1)
        hfh_layout.addWidget(self.hfh_tables_button)
        self.penalties = PenaltyBox(session, self.names, self.operator_of, self)
        self.rulings = RulingBox(session, self.names, self.operator_of, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.table_box, self.tr("Table"))
        self.tabs.addTab(self.balance, self.tr("Balance"))
        self.tabs.addTab(hfh_page, self.tr("Hand-for-hand"))
        self.tabs.addTab(self.penalties, self.tr("Penalties"))
        self.tabs.addTab(self.rulings, self.tr("Rulings"))
        # Every tab's title in full, whatever the font: no scroll arrows hiding "Rulings", no title elided. The bar then
        # asks for its whole width, and the pane is never narrower than that (nor than 420 px, the pages' least);
        # "Balance (6)" changes the bar's width at run time, so the least width follows the titles (`_fit_tabs`).
        self.tabs.tabBar().setUsesScrollButtons(False)
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        self._fit_tabs()
        split = QSplitter(self)
        split.addWidget(self.room)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hfh_banner)
        layout.addLayout(header)
        layout.addWidget(self.news)
        layout.addLayout(tools)
        layout.addWidget(self.error)
        layout.addWidget(split, 1)
        # -- wiring ---------------------------------------------------------------------------
        self.view.seat_clicked.connect(self.select)
        self.view.seat_menu_requested.connect(self.open_seat_menu)
        self.table_box.bust_requested.connect(self.open_bust)
        self.draw_button.clicked.connect(self.draw)
        self.open_table_button.clicked.connect(self.open_table)
        self.bust_button.clicked.connect(self.open_bust)
        self.color_up_button.clicked.connect(self.open_color_up)
        self.hfh_start_button.clicked.connect(self._hfh_start)
        self.hfh_next_button.clicked.connect(lambda: self._act("clock.hand_for_hand.next_hand", {}))
        self.hfh_end_button.clicked.connect(lambda: self._act("clock.hand_for_hand.end", {}))
        self.mode_button.toggled.connect(self.set_list_mode)
        self.zoom_out_button.clicked.connect(lambda: self.view.set_zoom(self.view.zoom / 1.25))
        self.zoom_in_button.clicked.connect(lambda: self.view.set_zoom(self.view.zoom * 1.25))
        QShortcut(
            QKeySequence("Ctrl+B"),
            self,
            activated=self.open_bust,
            context=Qt.ShortcutContext.WidgetWithChildrenShortcut,
            whatsThis=self.tr("Players out at the selected table"),
        )
        QShortcut(
            QKeySequence(COUNT_KEYS),
            self,
            activated=lambda: self.open_chip_count(self.selected_player()),
            context=Qt.ShortcutContext.WidgetWithChildrenShortcut,
            whatsThis=self.tr("Chip count of the selected player"),
        )
        self.view.seat_tip = self.seat_tip
        self.menu_key = menu_key_action(
            self, (self.view, self.list_view), self.tr("Menu of the selected seat"), self.open_selected_seat_menu
        )
        session.changed.connect(self.refresh)
        self.refresh()

    def _fit_tabs(self) -> None:
        """The side pane at least as wide as its tab bar with every title whole (the bar's own hint, in this font)."""
        frame = self.tabs.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, self.tabs)
        self.tabs.setMinimumWidth(max(SIDE_LEAST_WIDTH, self.tabs.tabBar().sizeHint().width() + 2 * frame))

    def _tool(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.setMinimumHeight(34)
        return button

    # -- reading the state ----------------------------------------------------------------
    def operator_of(self, seq: int) -> str:
        """Who recorded action `seq`, from the tournament's log (cached until the log grows)."""
        if self.session.tournament_id is None:
            return ""
        log = self.session.desk.tournament(self.session.tournament_id).log
        if self._operators[0] != len(log):
            self._operators = (len(log), {a.seq: a.operator for a in log})
        return self._operators[1].get(seq, "")

    def refresh(self) -> None:
        state = self.session.state
        if not self.news.isHidden() and getattr(self, "news_players", None) and not self.news_still_true():
            self.news.hide()
            self.news_players = []
        enabled = state is not None and state.config is not None
        for b in (
            self.draw_button,
            self.open_table_button,
            self.bust_button,
            self.color_up_button,
            self.hfh_start_button,
            self.mode_button,
        ):
            b.setEnabled(enabled)
        if not enabled or state is None:
            self.view.set_looks([])
            self.list_model.set_rows([])
            self.standing.setText("")
            self.bubble.hide()
            self.hfh_banner.hide()
            self.table_box.refresh(None)
            self.balance.refresh(None, None)
            self.penalties.refresh(None)
            self.rulings.refresh(None)
            return
        stop_before = self._stop_tables()
        seating_key = self._refresh_tables(state)
        self._refresh_standing(state)
        self._refresh_counts(state)
        self._refresh_hand_for_hand(state)
        self.table_box.refresh(state)
        self.balance.selected_player = self.selected_player()
        self.balance.refresh(state, seating_key)
        if self._stop_tables() != stop_before:  # the new plan marks other tables: repaint those
            self._refresh_tables(state)
        suggestions = self.balance.model.rowCount()
        balance_title = self.tr("Balance ({count})").format(count=suggestions) if suggestions else self.tr("Balance")
        if self.tabs.tabText(1) != balance_title:
            self.tabs.setTabText(1, balance_title)
            self._fit_tabs()
        self.penalties.refresh(state)
        self.rulings.refresh(state)
        waiting = len(unseated_players(state))
        self.draw_button.setText(self.tr("Draw seats ({count})").format(count=waiting) if waiting else self.tr("Draw seats"))
        self.draw_button.setEnabled(waiting > 0)
        numbers = list(state.seating.tables)
        self.open_table_button.setText(self.tr("Open table {table}").format(table=max(numbers, default=0) + 1))

    def _refresh_tables(self, state: TournamentState) -> tuple[Any, ...]:
        """Give every drawn table its look; only tables whose raw data changed get new names and a repaint."""
        clock = state.clock
        hfh_tables = set(clock.hand_for_hand_tables) if clock.hand_for_hand else set()
        stop = self._stop_tables()
        names_version = self.names.version
        looks: list[TableLook] = []
        keys: list[Any] = []
        changed = False
        for table in sorted(state.seating.open_tables(), key=lambda t: t.number):
            n = table.number
            hfh = (
                ("done" if n in clock.hand_for_hand_done else "playing")
                if clock.hand_for_hand and (not hfh_tables or n in hfh_tables)
                else ""
            )
            selected = self.selected[1] if self.selected is not None and self.selected[0] == n else None
            raw = (
                table.seats,
                frozenset(table.closed_seats),
                tuple(sorted(table.players.items())),
                table.button,
                table.small_blind,
                table.big_blind,
                selected,
                n in clock.shot.tables,
                hfh,
                n in stop,
                names_version,
            )
            keys.append((n, raw[:6]))
            item = self.view.items_by_table.get(n)
            if item is not None and self._table_keys.get(n) == raw:
                looks.append(item.look)
                continue
            changed = True
            self._table_keys[n] = raw
            looks.append(
                TableLook(
                    number=n,
                    seats=table.seats,
                    closed=raw[1],
                    players=tuple((seat, pid, self.names.short(pid)) for seat, pid in raw[2]),
                    button=table.button,
                    small_blind=table.small_blind,
                    big_blind=table.big_blind,
                    selected_seat=selected,
                    shot_clock=raw[7],
                    hand_for_hand=hfh,
                    stop=raw[9],
                )
            )
        self.view.set_looks(looks)
        if changed or len(looks) != self.list_model.rowCount():
            self._list_dirty = True
        if self.room.currentWidget() is self.list_view and self._list_dirty:
            self._fill_list(state)
        return tuple(keys)

    def _stop_tables(self) -> frozenset[int]:
        """Tables where play stops (RPT Art. 10.3), from the last balance plan."""
        plan = self.balance.plan
        return frozenset(plan.counts.stop) if plan is not None and plan.counts.stop_rule_applies else frozenset()

    def _fill_list(self, state: TournamentState) -> None:
        self._list_dirty = False
        rows = [
            SeatLine(t.number, seat, pid, self.names.full(pid))
            for t in sorted(state.seating.open_tables(), key=lambda t: t.number)
            for seat, pid in sorted(t.players.items())
        ]
        self.list_model.set_rows(rows)

    def _position(self, line: SeatLine) -> str:
        state = self.session.state
        table = state.seating.tables.get(line.table) if state is not None else None
        if table is None:
            return ""
        marks = []
        if table.button == line.seat:
            marks.append(self.tr("button"))
        if table.small_blind == line.seat:
            marks.append(self.tr("small blind"))
        if table.big_blind == line.seat:
            marks.append(self.tr("big blind"))
        return ", ".join(marks)

    def _count_text(self, player: int) -> str:
        """The player's last count ("23 500 · 21:14"), empty when he was never counted (or re-entered since)."""
        state = self.session.state
        count = current_counts(state).get(player) if state is not None else None
        if count is None:
            return ""
        return self.tr("{chips} · {time}").format(chips=chips_text_of(count.chips), time=count_time(count.at_ms))

    def _refresh_counts(self, state: TournamentState) -> None:
        """A new count repaints the list's chips column only (the selection stays where the floor left it)."""
        key = tuple(sorted((pid, c.seq) for pid, c in state.prizes.chips.counts.items()))
        if key == self._counts_key:
            return
        self._counts_key = key
        rows = self.list_model.rowCount()
        if rows:
            column = len(self.list_model.columns) - 1
            self.list_model.dataChanged.emit(self.list_model.index(0, column), self.list_model.index(rows - 1, column))

    def seat_tip(self, table: int, seat: int) -> str:
        """A drawn seat's tooltip: the player and his last chip count."""
        state = self.session.state
        player = state.seating.player_at(table, seat) if state is not None else None
        if player is None:
            return self.tr("Table {table}, seat {seat}: empty").format(table=table, seat=seat)
        count = self._count_text(player)
        text = self.tr("Table {table}, seat {seat}: {name}").format(table=table, seat=seat, name=self.names.full(player))
        return text + "\n" + (self.tr("Chips: {count}").format(count=count) if count else self.tr("Chips: not counted"))

    def _refresh_standing(self, state: TournamentState) -> None:
        left = state.players_left
        entries = state.entries + state.reentries
        try:
            paid = prize_table(state).places
        except RuleError:
            paid = None
        text = self.tr("{left} players left of {entries} entries").format(left=left, entries=entries)
        if paid is not None:
            text += " · " + self.tr("{paid} paid").format(paid=paid)
        else:
            text += " · " + self.tr("prize table not yet known")
        figures = count_figures(state)
        if figures.leader_id is not None:
            text += " · " + self.tr("chip leader: {name} {chips}").format(
                name=self.names.full(figures.leader_id), chips=chips_text_of(figures.leader_chips)
            )
        self.standing.setText(text)
        bubble = ""
        if paid is not None and paid > 0 and left > paid:
            to_go = left - paid
            if to_go == 1:
                bubble = self.tr("ON THE BUBBLE: the next player out wins nothing; {paid} are paid").format(paid=paid)
            elif to_go <= BUBBLE_WARNING:
                bubble = self.tr("Bubble near: {count} more out before the money — think of hand-for-hand (RPT Art. 79)").format(
                    count=to_go
                )
        elif paid is not None and 0 < left <= paid and state.seating.finishes:
            bubble = ""
        self.bubble.setText(bubble)
        self.bubble.setVisible(bool(bubble))

    def _refresh_hand_for_hand(self, state: TournamentState) -> None:
        clock = state.clock
        on = clock.hand_for_hand
        self.hfh_start_button.setVisible(not on)
        self.hfh_next_button.setVisible(on)
        self.hfh_end_button.setVisible(on)
        if not on:
            self.hfh_banner.hide()
            self.hfh_state.setText(self.tr("Hand-for-hand is off."))
            if self.hfh_model.rows:
                self.hfh_model.set_rows([])
            return
        tables = list(clock.hand_for_hand_tables) or [t.number for t in state.seating.open_tables()]
        playing = [t for t in tables if t not in clock.hand_for_hand_done]
        hand = clock.hand_for_hand_hands + 1
        if playing:
            still = self.tr("still playing: tables {tables}").format(tables=", ".join(str(t) for t in playing))
        else:
            still = self.tr("every table is done: deal the next hand")
        self.hfh_banner.setText(self.tr("HAND-FOR-HAND — hand {hand} — {still}").format(hand=hand, still=still))
        self.hfh_banner.show()
        self.hfh_state.setText(
            self.tr("Hand {hand}: {done} of {count} tables done.").format(hand=hand, done=len(tables) - len(playing), count=len(tables))
        )
        rows = [(t, t in clock.hand_for_hand_done) for t in tables]
        if rows != self.hfh_model.rows:
            self.hfh_model.set_rows(rows)

    # -- selection -------------------------------------------------------------------------
    def select(self, table: int, seat: int) -> None:
        """Select a seat (seat 0: the table only); the side panel follows."""
        self.selected = (table, seat) if table else None
        self.table_box.select(table or None, seat or None)
        player = self.selected_player()
        self.penalties.set_player(player)
        self.rulings.set_selection(table or None, player)
        self.balance.selected_player = player
        state = self.session.state
        if state is not None:
            self._refresh_tables(state)

    def selected_player(self) -> int | None:
        state = self.session.state
        if state is None or self.selected is None:
            return None
        return state.seating.player_at(*self.selected)

    def set_list_mode(self, on: bool) -> None:
        self.room.setCurrentWidget(self.list_view if on else self.view)
        self.mode_button.setText(self.tr("Tables") if on else self.tr("List"))
        state = self.session.state
        if on and state is not None and self._list_dirty:
            self._fill_list(state)

    def _list_clicked(self, index: QModelIndex) -> None:
        line = self.list_model.row(index.row())
        self.select(line.table, line.seat)

    def _list_menu(self, pos: QPoint) -> None:
        index = self.list_view.indexAt(pos)
        if not index.isValid():
            return
        self.list_view.selectRow(index.row())
        line = self.list_model.row(index.row())
        self.select(line.table, line.seat)
        self.open_seat_menu(line.table, line.seat, self.list_view.viewport().mapToGlobal(pos))

    # -- the seat's menu ---------------------------------------------------------------------
    def make_seat_menu(self, table: int, seat: int) -> QMenu | None:
        """The floor's actions on one seat, each enabled only when the domain would take it now (its refusal is the tooltip)."""
        state = self.session.state
        if state is None or state.config is None:
            return None
        if self.selected != (table, seat):
            self.select(table, seat)
        player = state.seating.player_at(table, seat)
        config = state.config
        menu = QMenu(self)
        menu.setObjectName("seatMenu")
        menu.setToolTipsVisible(True)
        name = self.names.full(player) if player is not None else self.tr("empty")
        title = menu.addAction(self.tr("Table {table}, seat {seat}: {name}").format(table=table, seat=seat, name=name))
        title.setEnabled(False)
        menu.addSeparator()
        move_row = self._move_row_of(player)

        def add(key: str, text: str, slot: Callable[[], Any], command: tuple[str, dict[str, Any]] | None, shortcut: str = "") -> None:
            action = menu.addAction(text)
            action.setObjectName(key)
            if player is None:
                action.setEnabled(False)
            elif command is not None:
                why_not = self.refusal(*command)
                action.setEnabled(why_not is None)
                action.setToolTip(why_not or "")
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _checked=False: slot())

        add("bust", self.tr("Out…"), self.open_bust, None, "Ctrl+B")
        if config.rebuy is not None:
            price = money_text(config.rebuy.purchase.price_cents)
            add(
                "rebuy",
                self.tr("Rebuy {price}").format(price=price),
                lambda: self.purchase("money.rebuy", player),
                ("money.rebuy", {"player_id": player}),
            )
        if config.addon is not None:
            price = money_text(config.addon.purchase.price_cents)
            add(
                "addon",
                self.tr("Add-on {price}").format(price=price),
                lambda: self.purchase("money.addon", player),
                ("money.addon", {"player_id": player}),
            )
        if config.reentry is not None:
            price = money_text(config.reentry.purchase.price_cents)
            add(
                "reentry",
                self.tr("Re-entry {price}…").format(price=price),
                lambda: self.reentry(player),
                ("money.reentry", {"player_id": player, "forfeited_chips": 1}),  # the stack he gives up is counted in the dialog,
            )
        add("move", self.tr("Move (balance)"), lambda: self.balance.accept_row(-1 if move_row is None else move_row), None)
        if move_row is None:
            menu.findChild(QAction, "move").setEnabled(False)  # type: ignore[union-attr]
        add(
            "count",
            self.tr("Chip count…"),
            lambda: self.open_chip_count(player),
            ("chips.count", {"player_id": player, "chips": 0}),  # the count itself is typed in the dialog
            COUNT_KEYS,
        )
        add("penalty", self.tr("Penalty…"), lambda: self.penalty_for(player), None)
        for key, text, call in (
            ("shot", self.tr("Shot clock 30 s"), CallKind.SHOT),
            ("time", self.tr("“Time” 25+5 s"), CallKind.TIME),
        ):
            add(
                key,
                text,
                lambda call=call: self.table_box._shot(call),
                ("clock.shot.start", {"table": table, "player_id": player, "call": call.value}),
            )
        return menu

    def refusal(self, kind: str, payload: dict[str, Any]) -> str | None:
        """What the domain would answer to this command now: None if it takes it, else its refusal (nothing is recorded)."""
        state = self.session.state
        if state is None:
            return self.tr("Open a tournament first.")
        try:
            TOURNAMENT.decide(state, Action(kind, payload, at_ms=self.session.now_ms(), operator=self.session.operator))
        except RuleError as exc:
            return describe(exc)
        return None

    def open_seat_menu(self, table: int, seat: int, where: QPoint | None = None) -> QMenu | None:
        """Show the seat's menu (without waiting: the menu acts when an item is chosen)."""
        if self.seat_menu is not None:
            self.seat_menu.close()
            self.seat_menu.deleteLater()
        self.seat_menu = self.make_seat_menu(table, seat)
        if self.seat_menu is not None:
            if where is None:
                where = (
                    self.view.viewport().mapToGlobal(self.view.seat_point(table, seat))
                    if table in self.view.items_by_table
                    else QCursor.pos()
                )
            self.seat_menu.popup(where)
        return self.seat_menu

    def open_selected_seat_menu(self) -> QMenu | None:
        """Shift+F10 or the menu key: the menu of the selected seat."""
        if self.selected is None or not self.selected[1]:
            self.error.show_error(self.tr("Click a seat first: its menu opens with Shift+F10 or the menu key."))
            return None
        table, seat = self.selected
        where = None
        if self.room.currentWidget() is self.list_view:
            index = self.list_view.currentIndex()
            where = self.list_view.viewport().mapToGlobal(self.list_view.visualRect(index).center()) if index.isValid() else None
        return self.open_seat_menu(table, seat, where)

    def _move_row_of(self, player: int | None) -> int | None:
        """The balance suggestion that moves this player, if the balance plan has one."""
        state = self.session.state
        where = state.seating.seat_of.get(player) if state is not None and player is not None else None
        if where is None:
            return None
        for row, suggestion in enumerate(self.balance.model.rows):
            if suggestion.kind == "break":
                continue
            if suggestion.player_id == player or (suggestion.player_id is None and suggestion.table == where[0]):
                return row
        return None

    def purchase(self, kind: str, player: int | None) -> None:
        """A rebuy or add-on for the player in the seat: the same command as at the registration desk."""
        if player is None:
            return
        if self._act(kind, {"player_id": player}) is not None:
            self.news.setText(
                self.tr("Recorded: {what} for {name}.").format(
                    name=self.names.full(player), what=self.tr("rebuy") if kind == "money.rebuy" else self.tr("add-on")
                )
            )
            self.news.show()

    def reentry(self, player: int | None) -> None:
        """A re-entry from the seat: the registration desk's payment dialog, with the stack he gives up."""
        state = self.session.state
        if player is None or state is None or state.config is None or state.config.reentry is None:
            return
        purchase = state.config.reentry.purchase
        reg = state.registrations.get(player)
        alive = reg is not None and reg.alive
        dialog = PaymentDialog(
            self.tr("Re-entry"),
            self.names.full(player),
            [PriceOption(self.tr("Re-entry"), purchase.price_cents, purchase.chips)],
            self,
            ask_forfeit=alive,
        )
        if not self.run_dialog(dialog):
            return
        payload: dict[str, Any] = {"player_id": player}
        if alive:
            payload["forfeited_chips"] = dialog.forfeited_chips()
        if self._act("money.reentry", payload) is not None:
            self.news.setText(
                self.tr("{name} re-entered: {chips} chips.").format(name=self.names.full(player), chips=chips_text(purchase.chips))
            )
            self.news.show()

    def make_chip_count_dialog(self, player: int) -> ChipCountDialog:
        return ChipCountDialog(self.session, player, self.names.full(player), self)

    def open_chip_count(self, player: int | None) -> None:
        """The count of the player in the seat (the seat's menu, or Ctrl+K on the selected seat)."""
        if player is None:
            self.error.show_error(self.tr("Click the seat of the player whose chips were counted."))
            return
        why_not = self.refusal("chips.count", {"player_id": player, "chips": 0})
        if why_not is not None:
            self.error.show_error(why_not)
            return
        self.error.clear_error()
        dialog = self.make_chip_count_dialog(player)
        if self.run_dialog(dialog):
            self.news_players = []  # this banner names nobody out
            self.news.setText(
                self.tr("Chip count: {name}, {chips}.").format(name=self.names.full(player), chips=chips_text_of(dialog.chips.value()))
            )
            self.news.show()

    def penalty_for(self, player: int | None) -> None:
        """The penalty form of the Penalties tab, for this player."""
        self.tabs.setCurrentWidget(self.penalties)
        self.penalties.set_player(player)
        self.penalties.reason.setFocus(Qt.FocusReason.PopupFocusReason)

    # -- commands ------------------------------------------------------------------------
    def _act(self, kind: str, payload: dict[str, Any]) -> Any:
        return run(self.session, self.error, lambda: self.session.act(kind, payload))

    def draw(self) -> None:
        state = self.session.state
        if state is not None:
            run(self.session, self.error, lambda: self.session.act("seating.draw", draw_seats(state.seating, unseated_players(state))))

    def open_table(self) -> None:
        state = self.session.state
        if state is not None:
            self._act("seating.open_table", {"table": max(state.seating.tables, default=0) + 1})

    def make_bust_dialog(self) -> BustDialog | None:
        """The bust dialog for the selected table (None, with a red message, when no table is selected)."""
        state = self.session.state
        if state is None:
            return None
        if self.selected is None or self.selected[0] not in state.seating.tables or not state.seating.tables[self.selected[0]].is_open:
            self.error.show_error(self.tr("Click a seat of the table where the hand was played."))
            return None
        self.error.show_error("")
        dialog = BustDialog(self.session, self.selected[0], self.names, self.selected_player(), self)
        dialog.accepted.connect(lambda: self.show_busts(dialog.busted))
        return dialog

    def open_bust(self) -> None:
        dialog = self.make_bust_dialog()
        if dialog is not None:
            self.run_dialog(dialog)

    def show_busts(self, players: list[int]) -> None:
        """Say where the players just out finished (and what they won)."""
        state = self.session.state
        if state is None:
            return
        try:
            table = prize_table(state)
        except RuleError:
            table = None
        parts = []
        for pid in players:
            finish = state.seating.finish_of(pid)
            name = self.names.full(pid)
            if finish is None:
                parts.append(name)
                continue
            if finish.shared:
                text = self.tr("{name}: places {first}–{last} shared (RPT Art. 79)").format(
                    name=name, first=finish.first_place, last=finish.last_place
                )
            else:
                text = self.tr("{name}: place {place}").format(name=name, place=finish.first_place)
            prize = table.prize(finish.last_place) if table is not None else 0
            if prize and table is not None and table.is_seat(finish.last_place):
                text += " — " + self.tr("seat in the target event ({value})").format(value=money_text(prize))  # FS 3.1.4
            elif prize:
                text += " — " + money_text(prize)
            parts.append(text)
        message = self.tr("Out: {players}").format(players="; ".join(parts))
        if table is not None and table.seats:
            # A satellite has no winner: the players at the places that are seats each won one (FS 3.1.4).
            seated = [f.player_id for f in sorted(state.seating.finishes, key=lambda f: f.first_place) if table.is_seat(f.last_place)]
            if state.status is Status.FINISHED and seated:
                names = ", ".join(self.names.full(pid) for pid in seated)
                message += " · " + self.tr("Seats won: {names}").format(names=names)
        else:
            winner = next((f for f in state.seating.finishes if f.first_place == 1 and not f.shared), None)
            if winner is not None:
                message += " · " + self.tr("Winner: {name}").format(name=self.names.full(winner.player_id))
        self.news.setText(message)
        self.news.show()
        self.news_players = list(players)
        self.session.notice.emit(message)

    def news_still_true(self) -> bool:
        """The "Out: …" banner stands only while every player it names is still out (issue 17: a re-entry or an undo takes it down)."""
        state = self.session.state
        players = getattr(self, "news_players", [])
        if state is None:
            return False
        return all(pid in state.registrations and not state.registrations[pid].alive for pid in players)

    def make_chip_set_dialog(self) -> ChipSetDialog:
        return ChipSetDialog(self.session, self)

    def make_color_up_dialog(self) -> ColorUpDialog:
        dialog = ColorUpDialog(self.session, self.names, self)
        dialog.rejected.connect(self._after_color_up)
        return dialog

    def open_color_up(self) -> None:
        state = self.session.state
        if state is None:
            return
        if state.prizes.chips.chip_set is None:
            chip_dialog = self.make_chip_set_dialog()
            if chip_dialog.exec() != QDialog.DialogCode.Accepted:
                return
        self.make_color_up_dialog().exec()

    def _after_color_up(self) -> None:
        state = self.session.state
        if state is not None and state.prizes.chips.color_ups:
            last = state.prizes.chips.color_ups[-1]
            self.news.setText(
                self.tr(
                    "Color-up: {small} chips out of play; {bring} chips of {big} brought to the tables, {back} chips of {small} came back."
                ).format(small=last.removed, big=last.into, bring=last.new_chips, back=last.removed_chips)
            )
            self.news.show()

    def _hfh_start(self) -> None:
        state = self.session.state
        if state is not None:
            self._act("clock.hand_for_hand.start", {"tables": sorted(t.number for t in state.seating.open_tables() if t.count)})

    def _hfh_tables(self) -> None:
        state = self.session.state
        if state is not None:
            self._act("clock.hand_for_hand.tables", {"tables": sorted(t.number for t in state.seating.open_tables() if t.count)})

    def _hfh_clicked(self, index: QModelIndex) -> None:
        table, done = self.hfh_model.row(index.row())
        if not done:
            self._act("clock.hand_for_hand.table_done", {"table": table})

    # -- the rulebook -----------------------------------------------------------------------
    def cite_article(self, text: str) -> None:
        """Take a citation from the rulebook into the ruling form (connect `RulebookPanel.cite` here)."""
        self.rulings.cite(text)
        self.tabs.setCurrentWidget(self.rulings)
