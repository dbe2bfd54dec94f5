"""The registration desk: find a player, register, check in, take the money, seat him.

Floor staff work it standing with players queueing, so the list follows the
search as it is typed (accents ignored, in the domain's directory search),
Enter does the most likely next step for the selected player, every button
says what it costs, and a refusal shows in red right under the buttons.
The payment and the seat a late entrant draws are sent together
(`session.act_many`), so either both are stored or neither.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QSettings, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStyle,
    QStyleOptionFrame,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdapp.application.book import Command
from tdapp.domain.errors import RuleError
from tdapp.domain.players.directory import Player
from tdapp.domain.seating.draw import NoFreeSeat, draw_seat
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.ledger import prize_pool
from tdapp.domain.tournament.registration import day_one_over
from tdapp.domain.tournament.state import RegStatus, TournamentState
from tdapp.ui.feedback import ERROR_STYLE
from tdapp.ui.lazy import refresh_when_shown
from tdapp.ui.menu_key import menu_key_action
from tdapp.ui.messages import describe
from tdapp.ui.numbers import money as money_text
from tdapp.ui.registration import rows as R
from tdapp.ui.registration.payment_dialog import CheckInDialog, PaymentDialog, PriceOption, chips_text
from tdapp.ui.registration.player_dialog import MergeDialog, PlayerDialog
from tdapp.ui.session import DeskSession
from tdapp.ui.table_model import Column, RowsModel

SEARCH_LIMIT = 300  # rows shown for a search; more means "type more"
LARGE_DATABASE = 500  # above this many players, the search waits for a pause in the typing
TYPING_PAUSE_MS = 150

STATUS_COLOURS = {
    RegStatus.ENTERED.value: "#1b5e20",
    RegStatus.CHECKED_IN.value: "#0d47a1",
    RegStatus.WAITING.value: "#b35c00",
    R.BUSTED: "#777777",
    RegStatus.NO_SHOW.value: "#777777",
    R.NONE: "#777777",
}


class DeskModel(RowsModel[R.DeskRow]):
    """The desk's rows, with the status column coloured so the eye finds who has paid."""

    STATUS_COLUMN = 5

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and index.isValid() and index.column() == self.STATUS_COLUMN:
            colour = STATUS_COLOURS.get(self.rows[index.row()].status)
            return QColor(colour) if colour else None
        return super().data(index, role)


class SearchEdit(QLineEdit):
    """The search box; Up, Down and Page keys move through the results without leaving it."""

    moved = Signal(int)

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        steps = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_PageUp: -10, Qt.Key.Key_PageDown: 10}
        if event.key() in steps:
            self.moved.emit(steps[event.key()])
            return
        super().keyPressEvent(event)

    def minimumSizeHint(self) -> QSize:
        """Never narrower than its placeholder whole, in the box's own (large) font: "Find a player… (Ctrl+F)" with its shortcut."""
        hint = super().minimumSizeHint()
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        margins = self.textMargins()
        text = (
            self.fontMetrics().horizontalAdvance(self.placeholderText()) + 4 + margins.left() + margins.right()
        )  # Qt keeps 2 px each side
        needed = self.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, QSize(text, hint.height()), self)
        return QSize(max(hint.width(), needed.width()), hint.height())


class RegistrationPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: Shows a dialog and says whether it was accepted; tests replace it to fill dialogs without a modal loop.
        self.run_dialog: Callable[[QDialog], bool] = lambda dialog: dialog.exec() == QDialog.DialogCode.Accepted
        #: Asks where to save a PDF (None: cancelled); tests replace it.
        self.ask_pdf_path: Callable[[str], str | None] = self._ask_pdf_path
        self._selected_id: int | None = None
        self.open_pdfs = True  # open a saved PDF in the system's viewer (to print it)
        self._last_seat: dict[str, Any] | None = None  # payload of the last seat drawn here, for "dealt in"
        self._build()
        refresh_when_shown(self, self.refresh, session.changed)
        self.refresh()

    # -- layout ---------------------------------------------------------------
    def _build(self) -> None:
        self.search = SearchEdit(self)
        self.search.setPlaceholderText(self.tr("Find a player… (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(
            self.tr("Name, nickname, document or phone; accents do not matter. Enter: the next step for the selected player.")
        )
        self.search.setStyleSheet("font-size: 14pt; padding: 4px;")
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(TYPING_PAUSE_MS)
        self._search_timer.timeout.connect(lambda: self.refresh(select_first=True))
        self.search.textChanged.connect(self._search_changed)
        self.search.returnPressed.connect(self._enter_in_search)
        self.search.moved.connect(self._move_selection)
        self.scope = QComboBox(self)
        self.scope.addItem(self.tr("Search everybody"), "all")
        self.scope.addItem(self.tr("Search this tournament"), "tournament")
        self.scope.setToolTip(
            self.tr(
                "Where the search looks: the whole player database or this tournament's players. An empty search lists this tournament's players."
            )
        )
        self.scope.currentIndexChanged.connect(lambda _i: self.refresh(select_first=True))
        self.new_button = self._button(self.tr("New player…"), self.new_player, self.tr("Create a player in the database (Ctrl+Shift+N)"))
        self.edit_button = self._button(self.tr("Edit…"), self.edit_player, self.tr("Change the selected player's details (F2)"))
        self.import_button = self._button(
            self.tr("Import…"), self.import_players, self.tr("Import players from a CSV file (a spreadsheet or another program)")
        )
        # A small button beside Import (the row is full at 1280 px): its tooltip says what it does.
        self.undo_import_button = QToolButton(self)
        self.undo_import_button.setText("↶")
        self.undo_import_button.setAccessibleName(self.tr("Undo the last import…"))
        self.undo_import_button.setToolTip(
            self.tr(
                "Undo the last import: take every player of the last CSV import out again, as one command (refused if one of them plays)"
            )
        )
        self.undo_import_button.clicked.connect(lambda _checked=False: self.undo_last_import())
        self.export_button = self._button(
            self.tr("Export…"),
            self.export_players,
            self.tr("Save the players of the database as a CSV file for a spreadsheet (recorded in the log)"),
        )
        self.merge_button = self._button(
            self.tr("Merge…"), self.merge_player, self.tr("Merge two entries of the same person; choose the one to keep")
        )
        # Ctrl+F is the main window's (it works from every tab and lands here).
        QShortcut(QKeySequence("Ctrl+Shift+N"), self, activated=self.new_player, whatsThis=self.tr("New player"))
        QShortcut(QKeySequence("F2"), self, activated=self.edit_player, whatsThis=self.tr("Edit the selected player"))

        self.model = DeskModel(
            [
                Column(self.tr("No."), lambda r: r.player.id, align_right=True),
                Column(self.tr("Name"), lambda r: r.player.name),
                Column(self.tr("Nickname"), lambda r: r.player.nickname),
                Column(self.tr("Document"), lambda r: r.player.document),
                Column(self.tr("Phone"), lambda r: r.player.phone),
                Column(self.tr("Status"), lambda r: r.status_text),
                Column(self.tr("Seat"), lambda r: r.seat_text),
                Column(self.tr("Purchases"), lambda r: r.purchases_text),
            ],
            self,
        )
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # never ResizeToContents: 2,000 rows
        for column, width in enumerate((46, 190, 90, 100, 125, 150, 62, 120)):
            header.resizeSection(column, width)
        header.setStretchLastSection(True)
        self.table.selectionModel().currentRowChanged.connect(lambda current, _prev: self._row_chosen(current.row()))
        self.table.activated.connect(lambda _index: self.do_next_step())
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._row_menu_at)
        self.menu_key = menu_key_action(self, (self.table,), self.tr("Menu of the selected player"), self.open_selected_row_menu)
        self.row_menu: QMenu | None = None
        self.found = QLabel(self)
        self.found.setStyleSheet("color: #555;")

        # The search has a row of its own (with where it looks): beside six buttons it was cut to "Procurar u…" at
        # 1280 px; the player buttons go on the row below it.
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.scope)
        tools = QHBoxLayout()
        for button in (self.new_button, self.edit_button, self.merge_button, self.import_button):
            tools.addWidget(button)
        tools.addWidget(self.undo_import_button)
        tools.addWidget(self.export_button)
        tools.addStretch(1)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addLayout(tools)
        left.addWidget(self.table, 1)
        left.addWidget(self.found)

        # The selected player's card.
        self.name_label = QLabel(self)
        self.name_label.setStyleSheet("font-size: 18pt; font-weight: bold;")
        self.name_label.setWordWrap(True)
        self.details_label = QLabel(self)
        self.details_label.setStyleSheet("color: #555;")
        self.details_label.setWordWrap(True)
        self.status_label = QLabel(self)
        self.status_label.setStyleSheet("font-size: 13pt;")
        self.status_label.setWordWrap(True)
        self.seat_label = QLabel(self)
        self.seat_label.setStyleSheet("font-size: 26pt; font-weight: bold; color: #0d47a1;")
        # Wrapped when the card is at its narrowest (the window's least width, 950 px), where "Mesa 10, lugar 10" beside
        # the print button was cut: big and whole on two lines, parted at the comma (`_show_seat` binds each number to its word).
        self.seat_label.setWordWrap(True)
        self.dealt_label = QLabel(self)
        self.dealt_label.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.dealt_label.setWordWrap(True)
        self.purchases_label = QLabel(self)
        self.purchases_label.setWordWrap(True)
        self.receipt_label = QLabel(self)
        self.receipt_label.setStyleSheet("color: #1b5e20; font-weight: bold;")
        self.receipt_label.setWordWrap(True)
        self.next_label = QLabel(self)
        self.next_label.setStyleSheet("color: #555; font-style: italic;")
        seat_box = QFrame(self)
        seat_box.setFrameShape(QFrame.Shape.StyledPanel)
        seat_layout = QVBoxLayout(seat_box)
        self.print_card_button = self._button(
            self.tr("Print seat card…"), self.print_seat_card, self.tr("Save his seat card as PDF to print it")
        )
        seat_row = QHBoxLayout()
        seat_row.addWidget(self.seat_label, 1)
        seat_row.addWidget(self.print_card_button, 0, Qt.AlignmentFlag.AlignTop)
        seat_layout.addLayout(seat_row)
        seat_layout.addWidget(self.dealt_label)
        self.seat_box = seat_box

        self.register_button = self._button(self.tr("Register"), self.register, self.tr("Put him on the list of this tournament"))
        self.pre_register_button = self._button(self.tr("Pre-register ▾"), None, self.tr("A booking (FS 4.1): choose how it was made"))
        menu = QMenu(self.pre_register_button)
        for channel, label in (
            ("in_person", self.tr("In person")),
            ("email", self.tr("By e-mail")),
            ("sms", self.tr("By SMS")),
            ("phone", self.tr("By phone")),
        ):
            menu.addAction(label, lambda channel=channel: self.pre_register(channel))
        self.pre_register_button.setMenu(menu)
        self.confirm_button = self._button(
            self.tr("Confirm booking"),
            self.confirm,
            self.tr("Confirm the pre-registration in person, up to 30 min before the start (FS 4.1)"),
        )
        self.check_in_button = self._button(
            self.tr("Check in…"), self.check_in, self.tr("With an identity document (FS 5.1); opens 1 h before the start (FS 5.2)")
        )
        self.pay_button = self._button(self.tr("Pay the entry…"), self.pay, "")
        self.walk_in_button = self._button(
            self.tr("Walk-in: pay now…"), self.walk_in, self.tr("Register, check in with his document and pay, all at once")
        )
        self.cancel_button = self._button(
            self.tr("Cancel registration"), self.cancel, self.tr("Take him off the list (not after paying: undo the payment instead)")
        )
        self.promote_button = self._button(
            self.tr("Call from waiting list"), self.promote, self.tr("A seat is free: he comes off the waiting list (RPT Art. 72)")
        )
        self.reentry_button = self._button(self.tr("Re-entry…"), self.reentry, "")
        self.rebuy_button = self._button(self.tr("Rebuy"), self.rebuy, "")
        self.addon_button = self._button(self.tr("Add-on"), self.addon, "")
        self.xtrastack_button = self._button(self.tr("Xtrastack"), self.xtrastack, "")
        self.seat_button = self._button(
            self.tr("Draw a seat"), self.seat, self.tr("A random seat at the tables with the fewest players (RPT Art. 7.1)")
        )
        self.step_buttons = {
            R.REGISTER: self.register_button,
            R.PRE_REGISTER: self.pre_register_button,
            R.CONFIRM: self.confirm_button,
            R.CHECK_IN: self.check_in_button,
            R.PAY: self.pay_button,
            R.WALK_IN: self.walk_in_button,
            R.CANCEL: self.cancel_button,
            R.PROMOTE: self.promote_button,
            R.REENTRY: self.reentry_button,
            R.REBUY: self.rebuy_button,
            R.ADDON: self.addon_button,
            R.XTRASTACK: self.xtrastack_button,
            R.SEAT: self.seat_button,
        }
        self._tooltips = {step: button.toolTip() for step, button in self.step_buttons.items()}
        grid = QGridLayout()
        order = (
            (self.register_button, self.pre_register_button),
            (self.confirm_button, self.check_in_button),
            (self.pay_button, self.walk_in_button),
            (self.promote_button, self.cancel_button),
            (self.reentry_button, self.seat_button),
            (self.rebuy_button, self.addon_button),
            (self.xtrastack_button,),
        )
        for row, buttons in enumerate(order):
            for column, button in enumerate(buttons):
                button.setMinimumHeight(34)
                grid.addWidget(button, row, column)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet(ERROR_STYLE + " font-size: 11pt;")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        # The way out of "every seat is taken": open the next table from here (the refusal names it).
        self.open_table_button = QPushButton(self)
        self.open_table_button.setObjectName("wayOut")
        self.open_table_button.clicked.connect(self.open_next_table)
        self.open_table_button.hide()
        self._table_to_open: int | None = None

        self.call_next_button = self._button(
            self.tr("Call next"), self.call_next, self.tr("Call the first player of the waiting list (RPT Art. 72)")
        )
        self.release_button = self._button(
            self.tr("Release reserved seats"),
            self.release_reserved,
            self.tr("After level 1, unpaid registrations lose their seat (FS 5.4.2)"),
        )
        self.waiting_label = QLabel(self)
        self.waiting_label.setWordWrap(True)
        event_row = QHBoxLayout()
        event_row.addWidget(self.call_next_button)
        event_row.addWidget(self.release_button)

        right = QVBoxLayout()
        right.addWidget(self.name_label)
        right.addWidget(self.details_label)
        right.addWidget(self.status_label)
        right.addWidget(self.seat_box)
        right.addWidget(self.purchases_label)
        right.addWidget(self.next_label)
        right.addLayout(grid)
        right.addWidget(self.error_label)
        right.addWidget(self.open_table_button, 0, Qt.AlignmentFlag.AlignLeft)
        right.addWidget(self.receipt_label)
        right.addStretch(1)
        right.addWidget(self.waiting_label)
        right.addLayout(event_row)
        card = QWidget(self)
        card.setLayout(right)
        card.setMinimumWidth(440)
        card.setMaximumWidth(560)

        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(card)
        self.summary_label = QLabel(self)
        self.summary_label.setStyleSheet("font-size: 12pt; font-weight: bold; padding: 4px; background: #eef3f8; border-radius: 3px;")
        self.summary_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.summary_label)

    # -- the row's menu -----------------------------------------------------------
    def open_selected_row_menu(self) -> None:
        """Shift+F10 or the menu key: the menu of the selected row, where the row is."""
        index = self.table.currentIndex()
        self.open_row_menu(self.table.visualRect(index).center() if index.isValid() else QPoint(0, 0))

    def _row_menu_at(self, pos: QPoint) -> None:
        index = self.table.indexAt(pos)
        if index.isValid():
            self.table.selectRow(index.row())
            self.open_row_menu(pos)

    def make_row_menu(self) -> QMenu | None:
        """The seat's actions for the selected player, each enabled as his buttons are (the desk's steps, from the domain's checks)."""
        player = self.selected_player()
        state = self.state
        if player is None or state is None or state.config is None:
            return None
        steps = R.steps_for(state, player.id, self.session.now_ms())
        menu = QMenu(self)
        menu.setObjectName("rowMenu")
        menu.setToolTipsVisible(True)
        title = menu.addAction(player.display_name)
        title.setEnabled(False)
        menu.addSeparator()
        seat = state.seating.seat_of.get(player.id)
        bust = menu.addAction(self.tr("Out…"))
        bust.setObjectName("bust")
        bust.setEnabled(seat is not None)
        bust.setToolTip("" if seat is not None else self.tr("Only a seated player can be out."))
        bust.triggered.connect(lambda _checked=False: self.bust())
        count = menu.addAction(self.tr("Chip count…"))
        count.setObjectName("count")
        count.setEnabled(seat is not None)
        count.setToolTip("" if seat is not None else self.tr("Chips are counted at the table: the player has no seat."))
        count.triggered.connect(lambda _checked=False: self.chip_count())
        for step in (R.REENTRY, R.REBUY, R.ADDON, R.XTRASTACK, R.SEAT):
            button = self.step_buttons[step]
            if button.isHidden():
                continue  # this tournament has no such purchase
            action = menu.addAction(button.text())
            action.setObjectName(step)
            action.setEnabled(steps[step].enabled)
            action.setToolTip(steps[step].why_not)
            action.triggered.connect(lambda _checked=False, b=button: b.click())
        return menu

    def open_row_menu(self, pos: QPoint) -> QMenu | None:
        """Show the selected row's menu at `pos` (table viewport coordinates), without waiting."""
        if self.row_menu is not None:
            self.row_menu.close()
            self.row_menu.deleteLater()
        self.row_menu = self.make_row_menu()
        if self.row_menu is not None:
            self.row_menu.popup(self.table.viewport().mapToGlobal(pos))
        return self.row_menu

    def bust(self) -> None:
        """The floor's bust dialog for the selected player's table, with him ticked."""
        from tdapp.ui.floor.bust_dialog import BustDialog
        from tdapp.ui.floor.names import Names

        player = self._player_or_none()
        state = self.state
        seat = state.seating.seat_of.get(player.id) if player is not None and state is not None else None
        if player is None or seat is None:
            return
        self.run_dialog(BustDialog(self.session, seat[0], Names(self.session), player.id, self))

    def chip_count(self) -> None:
        """The floor's chip count dialog for the selected player (the seat menu's own, issue 17 part 5)."""
        from tdapp.ui.floor.count_dialog import ChipCountDialog

        player = self._player_or_none()
        if player is not None and self.state is not None and player.id in self.state.seating.seat_of:
            self.run_dialog(ChipCountDialog(self.session, player.id, player.display_name, self))

    def _button(self, text: str, slot: Callable[[], Any] | None, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        if slot is not None:
            button.clicked.connect(lambda _checked=False: slot())
        button.setToolTip(tip)
        return button

    # -- reading the state ------------------------------------------------------
    @property
    def state(self) -> TournamentState | None:
        state = self.session.state
        return state if state is not None and state.config is not None else None

    def players_to_show(self) -> tuple[list[Player], bool]:
        """The players the list shows, and whether there were more than the limit."""
        directory = self.session.desk.players()
        text = self.search.text().strip()
        state = self.state
        in_tournament = self.scope.currentData() == "tournament" or (not text and state is not None)
        if text:
            found = directory.search(text, limit=len(directory.players) or 1)
        elif state is not None:
            found = [directory.players[pid] for pid in state.registrations if pid in directory.players]
            found.sort(key=lambda p: p.name.casefold())
        else:
            found = directory.active()
            found.sort(key=lambda p: p.name.casefold())
        if in_tournament and state is not None:
            regs = state.registrations
            found = [p for p in found if p.id in regs and regs[p.id].status is not RegStatus.CANCELLED]
        limit = SEARCH_LIMIT if text else max(SEARCH_LIMIT, 5_000)
        return found[:limit], len(found) > limit

    def _search_changed(self, _text: str) -> None:
        """Search as you type; a large database is searched once the typing pauses, so keys never queue up."""
        if len(self.session.desk.players().players) > LARGE_DATABASE:
            self._search_timer.start()
        else:
            self.refresh(select_first=True)

    def _enter_in_search(self) -> None:
        if self._search_timer.isActive():  # Enter before the pause: search now, then act on the first result
            self._search_timer.stop()
            self.refresh(select_first=True)
        self.do_next_step()

    def refresh(self, select_first: bool = False) -> None:
        self._search_timer.stop()
        players, more = self.players_to_show()
        snapshot = R.Snapshot(self.state)
        self.model.set_rows(snapshot.rows(players))
        ids = [row.player.id for row in self.model.rows]
        if self._selected_id in ids and not select_first:
            self.table.selectRow(ids.index(self._selected_id))
        elif ids and (select_first or self._selected_id is None or self._selected_id not in ids):
            self.table.selectRow(0)
        else:
            self._selected_id = None
        if more:
            self.found.setText(self.tr("The first {count} players are shown: type more to narrow the search.").format(count=len(ids)))
        else:
            in_event = not self.search.text().strip() and self.state is not None
            if len(ids) == 1:
                text = self.tr("1 player in this tournament") if in_event else self.tr("1 player")
            else:
                text = self.tr("{count} players in this tournament") if in_event else self.tr("{count} players")
            self.found.setText(text.format(count=len(ids)))
        self._update_card()
        self._update_summary()

    def _row_chosen(self, row: int) -> None:
        self._selected_id = self.model.row(row).player.id if 0 <= row < len(self.model.rows) else None
        self.receipt_label.clear()
        self._update_card()

    def _move_selection(self, step: int) -> None:
        if not self.model.rows:
            return
        current = self.table.currentIndex().row()
        row = min(max(current + step, 0), len(self.model.rows) - 1)
        self.table.selectRow(row)

    def selected_player(self) -> Player | None:
        if self._selected_id is None:
            return None
        return self.session.desk.players().players.get(self._selected_id)

    def select_player(self, player_id: int) -> None:
        """Show and select a player, searching for him if the list does not hold him."""
        ids = [row.player.id for row in self.model.rows]
        if player_id not in ids:
            player = self.session.desk.players().players.get(player_id)
            self.scope.setCurrentIndex(0)
            self.search.setText(player.name if player else "")
            self.refresh(select_first=True)
            ids = [row.player.id for row in self.model.rows]
        if player_id in ids:
            self.table.selectRow(ids.index(player_id))

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    # -- the card ---------------------------------------------------------------
    def _update_card(self) -> None:
        state = self.state
        player = self.selected_player()
        now = self.session.now_ms()
        steps = R.steps_for(state, player.id if player else None, now)
        for step, button in self.step_buttons.items():
            button.setEnabled(steps[step].enabled)
            button.setToolTip(self._tooltips[step] if steps[step].enabled else steps[step].why_not)
        self._update_prices(state)
        self.edit_button.setEnabled(player is not None)
        self.merge_button.setEnabled(player is not None)
        if player is None:
            self.name_label.setText(self.tr("No player selected"))
            for label in (self.details_label, self.status_label, self.purchases_label, self.next_label):
                label.clear()
            self.seat_box.hide()
            return
        self.name_label.setText(player.display_name)
        details = [self.tr("No. {id}").format(id=player.id), player.document, player.phone, player.email]
        self.details_label.setText("  ·  ".join(d for d in details if d))
        row = R.Snapshot(state).row(player)
        self.status_label.setText(row.status_text)
        colour = STATUS_COLOURS.get(row.status, "#222222")
        self.status_label.setStyleSheet(f"font-size: 13pt; font-weight: bold; color: {colour};")
        paid = sum(p.total_cents for p in state.payments if p.player_id == player.id) if state is not None else 0
        purchases = row.purchases_text
        self.purchases_label.setText(
            self.tr("{purchases} — paid {amount}").format(purchases=purchases, amount=money_text(paid)) if purchases else ""
        )
        self._show_seat(row.seat, player.id)
        step = R.next_step(state, player.id, now)
        label = self.step_buttons[step].text().rstrip("…▾ ") if step else ""
        self.next_label.setText(self.tr("Enter: {step}").format(step=label) if step else "")

    def _show_seat(self, seat: tuple[int, int] | None, player_id: int) -> None:
        if seat is None:
            self.seat_box.hide()
            return
        self.seat_box.show()
        text = self.tr("Table {table}, seat {seat}").format(table=seat[0], seat=seat[1])
        self.seat_label.setText(re.sub(r" (?=\d)", "\u00a0", text))  # "Mesa 10," / "lugar 10", never "lugar" / "10"
        last = self._last_seat
        if last is not None and last.get("player_id") == player_id and (last.get("table"), last.get("seat")) == seat:
            dealt = last.get("dealt_in")
            if dealt is True:
                self.dealt_label.setText(self.tr("Dealt in now: he plays the next hand."))
                self.dealt_label.setStyleSheet("font-size: 12pt; font-weight: bold; color: #1b5e20;")
            elif dealt is False:
                self.dealt_label.setText(self.tr("Not dealt in yet: he sits between the button and the small blind (RPT Art. 7.1)."))
                self.dealt_label.setStyleSheet("font-size: 12pt; font-weight: bold; color: #b35c00;")
            else:
                self.dealt_label.setText(self.tr("The table's button is unknown: ask the dealer whether he is dealt in."))
                self.dealt_label.setStyleSheet("font-size: 12pt; font-weight: bold; color: #555;")
            self.dealt_label.show()
        else:
            self.dealt_label.hide()

    def _update_prices(self, state: TournamentState | None) -> None:
        """Each money button says what the player hands over; buttons for what this tournament lacks are hidden."""
        config = state.config if state is not None else None
        if config is None:
            return
        late = state.clock.started if state is not None else False
        if config.modality is Modality.MULTISTACK:
            self.pay_button.setText(self.tr("Pay entry (day 1 / 2)…"))
        elif late:
            self.pay_button.setText(self.tr("Late entry {price}…").format(price=money_text(config.buy_in.price_cents)))
        else:
            self.pay_button.setText(self.tr("Pay entry {price}…").format(price=money_text(config.buy_in.price_cents)))
        if self.pay_button.isEnabled():
            self.pay_button.setToolTip(self.tr("Take the entry; the document checks him in if he has not yet (FS 5.1)"))
        for button, rule, text in (
            (self.reentry_button, config.reentry, self.tr("Re-entry {price}…")),
            (self.rebuy_button, config.rebuy, self.tr("Rebuy {price}")),
            (self.addon_button, config.addon, self.tr("Add-on {price}")),
        ):
            button.setVisible(rule is not None)
            if rule is not None:
                button.setText(text.format(price=money_text(rule.purchase.price_cents)))
                if button.isEnabled():
                    button.setToolTip(self.tr("{chips} chips").format(chips=chips_text(rule.purchase.chips)))
        self.xtrastack_button.setVisible(config.xtrastack is not None)
        if config.xtrastack is not None:
            self.xtrastack_button.setText(self.tr("Xtrastack {price}").format(price=money_text(config.xtrastack.price_cents)))
            if self.xtrastack_button.isEnabled():
                self.xtrastack_button.setToolTip(
                    self.tr("{chips} chips; the money goes to the ranking's promotional fund (FS 3.1.13)").format(
                        chips=chips_text(config.xtrastack.chips)
                    )
                )

    def _update_summary(self) -> None:
        state = self.state
        if state is None:
            self.summary_label.setText(self.tr("No tournament is open: the search covers the player database."))
            self.waiting_label.clear()
            self.call_next_button.setEnabled(False)
            self.release_button.setEnabled(False)
            return
        c = R.summary_counts(state)
        parts = [
            self.tr("Entries {n}").format(n=c["entries"]),
            self.tr("Re-entries {n}").format(n=c["reentries"]),
            self.tr("Rebuys {n}").format(n=c["rebuys"]),
            self.tr("Add-ons {n}").format(n=c["addons"]),
            self.tr("Xtrastacks {n}").format(n=c["xtrastacks"]),
            self.tr("Players left {n}").format(n=c["players_left"]),
            self.tr("Prize pool {amount}").format(amount=money_text(prize_pool(state).distributable_cents)),
        ]
        if state.config is not None and state.config.capacity is not None:
            parts.append(
                self.tr("Seats {taken}/{capacity}").format(
                    taken=state.seats_taken_at(self.session.now_ms()), capacity=state.config.capacity
                )
            )
        self.summary_label.setText("   ·   ".join(parts))
        waiting = state.waiting_list
        names = self.session.desk.players().players
        if waiting:
            first = names[waiting[0]].display_name if waiting[0] in names else f"#{waiting[0]}"
            self.waiting_label.setText(self.tr("Waiting list: {count} — next: {name}").format(count=len(waiting), name=first))
        else:
            self.waiting_label.setText(self.tr("Waiting list: empty"))
        self.call_next_button.setEnabled(bool(waiting))
        self.release_button.setEnabled(state.clock.started and not state.reserved_seats_released)

    # -- sending ------------------------------------------------------------------
    def send(self, commands: list[Command], receipt: str = "") -> bool:
        """Send the actions together; a refusal shows in red under the buttons (the window shows it in the banner too)."""
        messages: list[str] = []
        self.session.refused.connect(messages.append)
        try:
            done = self.session.act_many(commands) if commands else None
        finally:
            self.session.refused.disconnect(messages.append)
        if done is None:
            self.show_refusal("\n".join(messages))
            return False
        self.error_label.hide()
        self.open_table_button.hide()
        self.receipt_label.setText(receipt)
        return True

    def show_refusal(self, text: str, *, open_table: int | None = None) -> None:
        """The refusal in red; with `open_table`, the button that opens that table beside it (the way out)."""
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))
        self.receipt_label.clear()
        self._table_to_open = open_table
        if open_table is not None:
            self.open_table_button.setText(self.tr("Open table {table}").format(table=open_table))
        self.open_table_button.setVisible(open_table is not None)

    def open_next_table(self) -> None:
        """Open the table the refusal named; then the TD seats the player again (his pending step is his next one)."""
        table = self._table_to_open
        if table is None:
            return
        if self.send(
            [("seating.open_table", {"table": table})], self.tr("Table {table} is open: seat the player again.").format(table=table)
        ):
            self._table_to_open = None

    def _draw(self, player_id: int, *, reentry: bool = False) -> dict[str, Any] | None:
        state = self.state
        if state is None:
            return None
        try:
            return draw_seat(state.seating, player_id, reentry=reentry)
        except RuleError as exc:
            text = describe(exc)
            self.show_refusal(text, open_table=exc.next_table if isinstance(exc, NoFreeSeat) else None)
            self.session.refused.emit(text)
            return None

    def _send_with_seat(self, commands: list[Command], player_id: int, seat_now: bool, receipt: str, *, reentry: bool = False) -> bool:
        seat: dict[str, Any] | None = None
        if seat_now:
            seat = self._draw(player_id, reentry=reentry)
            if seat is None:
                return False
            commands = [*commands, ("seating.seat", seat)]
        if seat is not None:
            self._last_seat = seat
        if not self.send(commands, receipt):
            return False
        return True

    def _player_or_none(self) -> Player | None:
        player = self.selected_player()
        if player is None:
            self.show_refusal(self.tr("Choose a player in the list first."))
        return player

    # -- the desk's steps ------------------------------------------------------------
    def do_next_step(self) -> None:
        """Enter: the most likely next step for the selected player."""
        player = self.selected_player()
        step = R.next_step(self.state, player.id if player else None, self.session.now_ms())
        actions: dict[str, Callable[[], Any]] = {
            R.REGISTER: self.register,
            R.CONFIRM: self.confirm,
            R.CHECK_IN: self.check_in,
            R.PAY: self.pay,
            R.PROMOTE: self.promote,
            R.SEAT: self.seat,
            R.REENTRY: self.reentry,
        }
        if step in actions:
            actions[step]()

    def register(self) -> None:
        if player := self._player_or_none():
            self.send(
                [("registration.register", {"player_id": player.id})], self.tr("{name} is registered.").format(name=player.display_name)
            )

    def pre_register(self, channel: str) -> None:
        if player := self._player_or_none():
            self.send([("registration.register", {"player_id": player.id, "pre": True, "channel": channel})])

    def confirm(self) -> None:
        if player := self._player_or_none():
            self.send([("registration.confirm", {"player_id": player.id})])

    def cancel(self) -> None:
        if player := self._player_or_none():
            self.send([("registration.cancel", {"player_id": player.id})])

    def promote(self) -> None:
        if player := self._player_or_none():
            self.send(
                [("registration.promote", {"player_id": player.id})],
                self.tr("{name} has a seat: check him in and take the entry.").format(name=player.display_name),
            )

    def call_next(self) -> None:
        state = self.state
        if state is None or not state.waiting_list:
            self.show_refusal(self.tr("The waiting list is empty."))
            return
        pid = state.waiting_list[0]
        name = self.session.desk.players().players[pid].display_name
        if self.send(
            [("registration.promote", {"player_id": pid})], self.tr("{name} has a seat: check him in and take the entry.").format(name=name)
        ):
            receipt = self.receipt_label.text()
            self.select_player(pid)
            self.receipt_label.setText(receipt)

    def release_reserved(self) -> None:
        self.send([("registration.release_reserved", {})], self.tr("Unpaid reserved seats are released."))

    def check_in(self) -> None:
        player = self._player_or_none()
        state = self.state
        if player is None or state is None:
            return
        reg = state.registrations.get(player.id)
        document = (reg.document if reg is not None and reg.document else "") or player.document
        dialog = CheckInDialog(player.display_name, document, self, can_save=not player.document)
        if not self.run_dialog(dialog):
            return
        text = dialog.document.text().strip()
        if self.send(
            [("registration.check_in", {"player_id": player.id, "document": text})],
            self.tr("{name} is checked in.").format(name=player.display_name),
        ):
            if dialog.save_document.isChecked() and not player.document:
                self.session.directory_act("player.update", {"player_id": player.id, "document": text})

    def _entry_options(self, state: TournamentState) -> list[PriceOption]:
        config = state.config
        assert config is not None
        entry = self.tr("Late registration") if state.clock.started else self.tr("Entry")
        if config.modality is Modality.MULTISTACK and day_one_over(state):
            # FS 3.1.10: once day 1 is over a newcomer buys one of the day-2 stacks.
            return [
                PriceOption(self.tr("Day 2, stack {n}").format(n=i + 1), option.price_cents, option.chips, i)
                for i, option in enumerate(config.multistack_day2)
            ]
        day_one = self.tr("Day 1 entry") if config.modality is Modality.MULTISTACK else entry
        return [PriceOption(day_one, config.buy_in.price_cents, config.buy_in.chips)]

    def pay(self, *, walk_in: bool = False) -> None:
        player = self._player_or_none()
        state = self.state
        if player is None or state is None:
            return
        reg = None if walk_in else state.registrations.get(player.id)
        needs_document = walk_in or reg is None or reg.status is not RegStatus.CHECKED_IN
        prefill = (reg.document if reg is not None and reg.document else "") or player.document
        title = self.tr("Walk-in: register and pay") if walk_in else self.tr("Pay the entry")
        dialog = PaymentDialog(
            title,
            player.display_name,
            self._entry_options(state),
            self,
            document=prefill if needs_document else None,
            offer_seat=R.can_draw_a_seat(state),
            seat_by_default=R.seat_now_by_default(state),
        )
        if not self.run_dialog(dialog):
            return
        option = dialog.chosen()
        payload: dict[str, Any] = {"player_id": player.id}
        if needs_document:
            payload["document"] = dialog.document_text()
        if option.day2_option is not None:
            payload["day2_option"] = option.day2_option
        commands: list[Command] = [("registration.register", {"player_id": player.id})] if walk_in else []
        commands.append(("money.buy_in", payload))
        receipt = self.tr("{name} paid {price}: {chips} chips.").format(
            name=player.display_name, price=money_text(option.price_cents), chips=chips_text(option.chips)
        )
        self._send_with_seat(commands, player.id, dialog.seat_now.isChecked(), receipt)

    def walk_in(self) -> None:
        self.pay(walk_in=True)

    def reentry(self) -> None:
        player = self._player_or_none()
        state = self.state
        if player is None or state is None or state.config is None:
            return
        if state.config.reentry is None:
            self.send([("money.reentry", {"player_id": player.id})])  # the domain says why not
            return
        reg = state.registrations.get(player.id)
        alive = reg is not None and reg.alive
        purchase = state.config.reentry.purchase
        dialog = PaymentDialog(
            self.tr("Re-entry"),
            player.display_name,
            [PriceOption(self.tr("Re-entry"), purchase.price_cents, purchase.chips)],
            self,
            ask_forfeit=alive,
            offer_seat=R.can_draw_a_seat(state),
            seat_by_default=R.can_draw_a_seat(state) and (state.seating.seated_count > 0 or player.id in state.seating.seat_of),
        )
        if not self.run_dialog(dialog):
            return
        payload: dict[str, Any] = {"player_id": player.id}
        if alive:
            payload["forfeited_chips"] = dialog.forfeited_chips()
        receipt = self.tr("{name} re-entered for {price}: {chips} chips.").format(
            name=player.display_name, price=money_text(purchase.price_cents), chips=chips_text(purchase.chips)
        )
        self._send_with_seat([("money.reentry", payload)], player.id, dialog.seat_now.isChecked(), receipt, reentry=True)

    def _simple_purchase(self, kind: str, label: str, price_cents: int | None, chips: int | None) -> None:
        player = self._player_or_none()
        if player is None:
            return
        receipt = ""
        if price_cents is not None and chips is not None:
            receipt = self.tr("{name}: {what}, take {price} and give {chips} chips.").format(
                name=player.display_name, what=label, price=money_text(price_cents), chips=chips_text(chips)
            )
        self.send([(kind, {"player_id": player.id})], receipt)

    def rebuy(self) -> None:
        rule = self.state.config.rebuy if self.state is not None and self.state.config is not None else None
        self._simple_purchase(
            "money.rebuy", self.tr("rebuy"), rule.purchase.price_cents if rule else None, rule.purchase.chips if rule else None
        )

    def addon(self) -> None:
        rule = self.state.config.addon if self.state is not None and self.state.config is not None else None
        self._simple_purchase(
            "money.addon", self.tr("add-on"), rule.purchase.price_cents if rule else None, rule.purchase.chips if rule else None
        )

    def xtrastack(self) -> None:
        rule = self.state.config.xtrastack if self.state is not None and self.state.config is not None else None
        self._simple_purchase("money.xtrastack", self.tr("Xtrastack"), rule.price_cents if rule else None, rule.chips if rule else None)

    def seat(self) -> None:
        player = self._player_or_none()
        if player is None:
            return
        self._send_with_seat([], player.id, True, "")

    def _ask_pdf_path(self, suggested: str) -> str | None:
        path, _filter = QFileDialog.getSaveFileName(self, self.tr("Save the seat card"), suggested, self.tr("PDF (*.pdf)"))
        return path or None

    def print_seat_card(self) -> None:
        """Save the selected player's seat card as PDF and open it for printing."""
        from tdapp.ui.registration.seat_card import seat_card_pdf

        player = self._player_or_none()
        state = self.state
        if player is None or state is None or self.session.tournament_id is None:
            return
        seat = state.seating.seat_of.get(player.id)
        if seat is None:
            self.show_refusal(self.tr("He has no seat yet."))
            return
        path = self.ask_pdf_path(str(Path.home() / f"seat-card-T{seat[0]}-S{seat[1]}.pdf"))
        if not path:
            return
        lang = str(QSettings().value("ui/language", "pt_PT"))
        tid = self.session.tournament_id
        if self.session.attempt(lambda: seat_card_pdf(self.session.desk, tid, player.id, lang=lang, out=path)) is None:
            return
        self.receipt_label.setText(self.tr("Seat card saved: {path}").format(path=path))
        if self.open_pdfs:
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    # -- the player database ------------------------------------------------------
    def new_player(self) -> None:
        state = self.state
        dialog = PlayerDialog(self.session, self, offer_register=state is not None)
        text = self.search.text().strip()
        if text and not any(ch.isdigit() for ch in text):
            dialog.name.setText(text)  # what was searched for and not found is most likely his name
        if not self.run_dialog(dialog) or dialog.player_id is None:
            return
        self.select_player(dialog.player_id)
        if dialog.offers_register and dialog.register_now.isChecked():
            self.register()

    def import_players(self) -> None:
        """A CSV of players, previewed and mapped, stored as one import that undoes as one (issue 15 part 5)."""
        from tdapp.ui.registration.import_dialog import ImportPlayersDialog

        self.import_dialog = ImportPlayersDialog(self.session, self)
        self.import_dialog.open()

    def undo_last_import(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        label = self.session.desk.last_import()
        if label is None:
            self.session.refused.emit(self.tr("There is no import to undo."))
            return
        count = len(self.session.desk.imported(label))
        answer = QMessageBox.question(
            self,
            self.tr("Undo the last import"),
            self.tr("Take the %n player(s) of the import of {label} out of the player database?", "", count).format(label=label),
        )
        if answer == QMessageBox.StandardButton.Yes and self.session.undo_import(label) is not None:
            self.session.notice.emit(self.tr("The import of {label} was undone.").format(label=label))

    def export_players(self) -> None:
        """The player database as CSV: names, or everything (the TD's), recorded in the log (`DirectoryExportDialog`)."""
        from tdapp.ui.registration.export_dialog import DirectoryExportDialog

        self.export_dialog = DirectoryExportDialog(self.session, self)
        self.export_dialog.open()

    def edit_player(self) -> None:
        player = self.selected_player()
        if player is None:
            return
        dialog = PlayerDialog(self.session, self, player=player)
        self.run_dialog(dialog)

    def merge_player(self) -> None:
        player = self.selected_player()
        if player is None:
            return
        dialog = MergeDialog(self.session, player, self)
        if self.run_dialog(dialog):
            self.select_player(dialog.kept_id)
