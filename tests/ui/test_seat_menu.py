"""Floor actions from the seat (issue 17 part 5): the seat's menu on a drawn table and in the list, its keyboard path,
and the print button of the payouts on the money tab."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from tdapp.application.demo import build_demo
from tdapp.application.desk import Desk
from tdapp.domain.chips.counts import current_counts
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui.floor.bust_dialog import BustDialog
from tdapp.ui.floor.count_dialog import ChipCountDialog
from tdapp.ui.floor.floor_panel import FloorPanel
from tdapp.ui.money_panel import MoneyPanel
from tdapp.ui.registration.payment_dialog import PaymentDialog
from tdapp.ui.registration_panel import RegistrationPanel
from tdapp.ui.session import DeskSession

PURCHASE = {"prize_cents": 5000, "fee_cents": 0, "chips": 20000}
BUY_IN = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "seat.db", operator="Ana")
    yield desk
    desk.close()


def start(desk: Desk, players: int = 12, **config: Any) -> tuple[DeskSession, list[int]]:
    session = DeskSession(desk)
    cfg = {"name": "Sexta-feira", "buy_in": BUY_IN, **config}
    ids = [desk.add_player(f"Jogador {n}") for n in range(1, players + 1)]
    tid = session.create_tournament(cfg)
    assert tid is not None
    commands: list[Any] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})]
    assert session.act_many(commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    return session, ids


def floor_on(qtbot, session: DeskSession) -> FloorPanel:  # type: ignore[no-untyped-def]
    panel = FloorPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1500, 950)
    panel.show()
    qtbot.waitExposed(panel)
    with qtbot.waitActive(panel):  # the keys (Shift+F10, Ctrl+B) reach the active window only, as on the desk
        panel.activateWindow()
    return panel


def right_click(panel: FloorPanel, table: int, seat: int) -> QMenu:
    """A right-click on the drawn seat, as the mouse sends it."""
    point = panel.view.seat_point(table, seat)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, panel.view.viewport().mapToGlobal(point))
    QApplication.sendEvent(panel.view.viewport(), event)
    assert panel.seat_menu is not None and panel.seat_menu.isVisible()
    return panel.seat_menu


def item(menu: QMenu, key: str) -> QAction:
    action = menu.findChild(QAction, key)
    assert action is not None, key
    return action


def seat_of(session: DeskSession, pid: int) -> tuple[int, int]:
    return session.state.seating.seat_of[pid]


def rebuy_addon(desk: Desk) -> tuple[DeskSession, list[int]]:
    return start(
        desk,
        modality="rebuy_addon",
        rebuy={"purchase": PURCHASE, "until_level": 6},
        addon={"purchase": PURCHASE, "until_level": 6},
        late_registration_until_level=6,
    )


def test_rebuy_and_add_on_from_the_seat_are_recorded_and_follow_the_rules(qtbot, desk: Desk) -> None:
    session, ids = rebuy_addon(desk)
    panel = floor_on(qtbot, session)
    table, seat = seat_of(session, ids[0])
    menu = right_click(panel, table, seat)
    assert panel.selected == (table, seat)
    assert "Jogador 1" in menu.actions()[0].text()
    assert item(menu, "rebuy").isEnabled() and item(menu, "addon").isEnabled()
    assert item(menu, "rebuy").text().replace("\xa0", " ") == "Rebuy 50,00 €"
    item(menu, "rebuy").trigger()
    item(menu, "addon").trigger()
    purchases = [p.kind.value for p in session.state.payments if p.player_id == ids[0]]
    assert "rebuy" in purchases and "addon" in purchases
    assert "Jogador 1" in panel.news.text()
    menu = right_click(panel, table, seat)
    assert not item(menu, "addon").isEnabled()  # the domain says: one add-on
    assert "already taken the add-on" in item(menu, "addon").toolTip()
    assert not panel.findChild(QAction, "reentry")  # no re-entries in this tournament: no such item


def test_an_empty_seat_offers_nothing_but_its_title(qtbot, desk: Desk) -> None:
    session, _ids = rebuy_addon(desk)
    panel = floor_on(qtbot, session)
    table = session.state.seating.tables[1]
    empty = next(s for s in range(1, table.seats + 1) if s not in table.players)
    menu = right_click(panel, 1, empty)
    assert [a.objectName() for a in menu.actions() if a.isEnabled() and a.objectName()] == []


def test_bust_penalty_and_shot_clock_from_the_seat(qtbot, desk: Desk) -> None:
    """On the demo knock-out, clock running: the bust dialog with the player ticked, the penalty form, his shot clock."""
    session = DeskSession(desk)
    session.open_tournament(build_demo(desk))
    panel = floor_on(qtbot, session)
    ids = sorted(session.state.seating.seat_of)
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, BustDialog)
        shown.append(dialog)
        row = dialog.row_of(ids[3])
        row.eliminator.setCurrentIndex(1)  # a knock-out: he names who eliminated him
        dialog.record()
        return True

    panel.run_dialog = run
    table, seat = seat_of(session, ids[3])
    item(right_click(panel, table, seat), "bust").trigger()
    assert shown and shown[0].row_of(ids[3]).out.isChecked()
    assert not session.state.registrations[ids[3]].alive
    assert panel.news.text().startswith("Out: ")

    table, seat = seat_of(session, ids[5])
    menu = right_click(panel, table, seat)
    item(menu, "penalty").trigger()
    assert panel.tabs.currentWidget() is panel.penalties and panel.penalties.player_id == ids[5]

    menu = right_click(panel, table, seat)
    assert item(menu, "shot").isEnabled()
    item(menu, "shot").trigger()
    assert session.state.clock.shot.tables[table].player_id == ids[5]
    menu = right_click(panel, table, seat)
    assert not item(menu, "shot").isEnabled() and not item(menu, "time").isEnabled()  # one countdown per table


def test_re_entry_from_the_seat_opens_the_payment_dialog(qtbot, desk: Desk) -> None:
    reentry = {"purchase": BUY_IN, "until_level": 6}
    session, ids = start(desk, reentry=reentry, late_registration_until_level=6)
    panel = floor_on(qtbot, session)
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        shown.append(dialog)
        assert isinstance(dialog, PaymentDialog) and dialog.forfeit is not None
        dialog.forfeit.setValue(1500)
        return True

    panel.run_dialog = run
    table, seat = seat_of(session, ids[0])
    menu = right_click(panel, table, seat)
    assert item(menu, "reentry").isEnabled()
    item(menu, "reentry").trigger()
    assert shown and session.state.reentries == 1


def test_move_from_the_seat_carries_out_the_balance_suggestion(qtbot, desk: Desk) -> None:
    session, _ids = start(desk, players=20)
    panel = floor_on(qtbot, session)
    t1 = session.state.seating.tables[1]
    # 7 players at table 1 and 10 at table 2: the balance moves one from table 2.
    for pid in list(t1.players.values())[:3]:
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None, panel.error.text()
    assert panel.balance.model.rowCount() > 0
    suggestion = panel.balance.model.row(0)
    mover = suggestion.player_id
    if mover is None:
        mover = next(iter(session.state.seating.tables[suggestion.table].players.values()))
    table, seat = seat_of(session, mover)
    menu = right_click(panel, table, seat)
    assert item(menu, "move").isEnabled()
    item(menu, "move").trigger()
    assert seat_of(session, mover)[0] != table
    other = next(pid for pid in session.state.seating.tables[suggestion.to_table or 1].players.values() if pid != mover)
    menu = right_click(panel, *seat_of(session, other))
    assert not item(menu, "move").isEnabled()


def test_the_keyboard_opens_the_menu_of_the_selected_seat_and_of_the_list_row(qtbot, desk: Desk) -> None:
    session, ids = rebuy_addon(desk)
    panel = floor_on(qtbot, session)
    table, seat = seat_of(session, ids[2])
    panel.select(table, seat)
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    menu = panel.seat_menu
    assert menu is not None and menu.isVisible() and "Jogador 3" in menu.actions()[0].text()
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    panel.mode_button.setChecked(True)
    panel.list_view.setFocus()
    panel.list_view.selectRow(0)
    line = panel.list_model.row(0)
    panel.select(line.table, line.seat)
    qtbot.keyClick(panel.list_view, Qt.Key.Key_Menu)
    assert panel.seat_menu is not None and panel.seat_menu.isVisible()
    assert panel.seat_menu.actions()[0].text().startswith(f"Table {line.table}, seat {line.seat}")
    item(panel.seat_menu, "rebuy").trigger()
    assert any(p.kind.value == "rebuy" and p.player_id == line.player_id for p in session.state.payments)


def test_the_list_row_has_the_same_menu(qtbot, desk: Desk) -> None:
    session, _ids = rebuy_addon(desk)
    panel = floor_on(qtbot, session)
    panel.mode_button.setChecked(True)
    index = panel.list_model.index(1, 0)
    panel.list_view.customContextMenuRequested.emit(panel.list_view.visualRect(index).center())
    line = panel.list_model.row(1)
    assert panel.selected == (line.table, line.seat)
    assert panel.seat_menu is not None and item(panel.seat_menu, "bust").isEnabled()


def test_the_print_button_of_the_money_tab_saves_the_payout_sheet(qtbot, desk: Desk, tmp_path: Path) -> None:
    session, _ids = start(desk)
    panel = MoneyPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    page = panel.prize_page
    out = tmp_path / "payouts.pdf"
    page.printing.ask_path = lambda _suggested: out
    qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    text = "\n".join(p.extract_text() for p in PdfReader(out).pages)
    rows = page.table_model.rows
    assert rows
    from tdapp.ui.numbers import money

    for _place, prize, _pool in rows:
        assert money(prize).replace("\u202f", " ").replace("\xa0", " ") in text.replace("\u202f", " ").replace("\xa0", " ")


def registration_on(qtbot, session: DeskSession) -> RegistrationPanel:  # type: ignore[no-untyped-def]
    panel = RegistrationPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1400, 800)
    panel.show()
    qtbot.waitExposed(panel)
    with qtbot.waitActive(panel):  # the keys (Shift+F10, F2) reach the active window only, as on the desk
        panel.activateWindow()
    panel.refresh()
    return panel


def test_a_row_of_the_registration_list_has_the_seat_menu(qtbot, desk: Desk) -> None:
    session, ids = rebuy_addon(desk)
    panel = registration_on(qtbot, session)
    panel.select_player(ids[0])
    row = [r.player.id for r in panel.model.rows].index(ids[0])
    panel.table.customContextMenuRequested.emit(panel.table.visualRect(panel.model.index(row, 1)).center())
    menu = panel.row_menu
    assert menu is not None and menu.isVisible() and menu.actions()[0].text() == "Jogador 1"
    assert item(menu, "rebuy").isEnabled() and item(menu, "addon").isEnabled()
    assert not item(menu, "seat").isEnabled()  # he has a seat already
    item(menu, "addon").trigger()
    assert any(p.kind.value == "addon" and p.player_id == ids[0] for p in session.state.payments)
    panel.open_row_menu(QPoint(0, 0))
    assert not item(panel.row_menu, "addon").isEnabled()  # type: ignore[arg-type]
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, BustDialog)
        shown.append(dialog)
        dialog.record()
        return True

    panel.run_dialog = run
    item(panel.row_menu, "bust").trigger()  # type: ignore[arg-type]
    assert shown and shown[0].row_of(ids[0]).out.isChecked()
    assert not session.state.registrations[ids[0]].alive


def test_shift_f10_opens_the_menu_of_the_selected_row(qtbot, desk: Desk) -> None:
    session, ids = rebuy_addon(desk)
    panel = registration_on(qtbot, session)
    panel.select_player(ids[1])
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert panel.row_menu is not None and panel.row_menu.isVisible()
    assert panel.row_menu.actions()[0].text() == "Jogador 2"
    item(panel.row_menu, "rebuy").trigger()
    assert any(p.kind.value == "rebuy" and p.player_id == ids[1] for p in session.state.payments)


# -- the chip count --------------------------------------------------------------------------------------


def count_with(value: int, shown: list[QDialog]):  # type: ignore[no-untyped-def]
    """A stand-in for the modal loop: the floor types `value` in the dialog and presses Record."""

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, ChipCountDialog)
        shown.append(dialog)
        dialog.chips.lineEdit().selectAll()
        QTest.keyClicks(dialog.chips.lineEdit(), str(value))
        dialog.ok_button.click()
        return dialog.result() == QDialog.DialogCode.Accepted

    return run


def test_chip_count_from_the_seat_menu_is_recorded_shown_and_undone_by_name(qtbot, desk: Desk) -> None:
    session, ids = start(desk)
    panel = floor_on(qtbot, session)
    shown: list[QDialog] = []
    panel.run_dialog = count_with(23500, shown)
    table, seat = seat_of(session, ids[0])
    menu = right_click(panel, table, seat)
    assert item(menu, "count").isEnabled() and item(menu, "count").text() == "Chip count…"
    assert item(menu, "count").shortcut().toString() == "Ctrl+K"
    item(menu, "count").trigger()
    assert shown and "Jogador 1" in shown[0].who.text() and shown[0].last.text() == "not counted yet"
    assert current_counts(session.state)[ids[0]].chips == 23500
    assert panel.news.text().replace("\xa0", " ") == "Chip count: Jogador 1, 23 500."
    # where the floor looks: the seat's tooltip, the list's row, the chip leader
    assert "Chips: 23 500 · " in panel.seat_tip(table, seat).replace("\xa0", " ")
    assert "chip leader: Jogador 1 23 500" in panel.standing.text().replace("\xa0", " ")
    panel.mode_button.setChecked(True)
    row = next(r for r, line in enumerate(panel.list_model.rows) if line.player_id == ids[0])
    chips_column = len(panel.list_model.columns) - 1
    assert panel.list_model.index(row, chips_column).data().replace("\xa0", " ").startswith("23 500 · ")
    # Ctrl+Z names the count and takes it back
    assert session.undo_texts()[0] == "Undo: Chip count of Jogador 1: 23\xa0500"
    notices: list[str] = []
    session.notice.connect(notices.append)
    session.undo_last()
    assert notices == ["Undo: Chip count of Jogador 1: 23\xa0500"]
    assert ids[0] not in current_counts(session.state)
    assert panel.list_model.index(row, chips_column).data() == ""


def test_a_refused_count_stays_in_the_dialog_in_red_and_records_nothing(qtbot, desk: Desk) -> None:
    session, ids = start(desk, players=4)  # 80 000 chips in play
    panel = floor_on(qtbot, session)
    dialog = panel.make_chip_count_dialog(ids[1])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.chips.lineEdit().selectAll()
    QTest.keyClicks(dialog.chips.lineEdit(), "90000")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert "more than the tournament has in play" in dialog.error.text()
    assert ids[1] not in session.state.prizes.chips.counts


def test_ctrl_k_counts_the_selected_seat_and_a_second_count_starts_from_the_first(qtbot, desk: Desk) -> None:
    session, ids = start(desk)
    panel = floor_on(qtbot, session)
    shown: list[QDialog] = []
    panel.run_dialog = count_with(18000, shown)
    table, seat = seat_of(session, ids[2])
    panel.select(table, seat)
    panel.activateWindow()
    panel.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.view)  # shortcuts fire in the active window only
    qtbot.keyClick(panel.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert shown and current_counts(session.state)[ids[2]].chips == 18000
    shown[0].deleteLater()
    # a second count shows the first as the last one, ready to be typed over
    dialog = panel.make_chip_count_dialog(ids[2])
    qtbot.addWidget(dialog)
    assert dialog.chips.value() == 18000 and dialog.last.text().replace("\xa0", " ").startswith("18 000 at ")


def test_the_chip_count_dialog_writes_thousands_in_the_desks_language(qtbot, desk: Desk) -> None:
    from tdapp.ui import numbers

    session, ids = start(desk)
    panel = floor_on(qtbot, session)
    numbers.set_language("pt_PT")
    try:
        dialog = panel.make_chip_count_dialog(ids[0])
        qtbot.addWidget(dialog)
        dialog.chips.setValue(125000)
        assert dialog.chips.text() == "125\xa0000"
        dialog.chips.lineEdit().selectAll()
        QTest.keyClicks(dialog.chips.lineEdit(), "47 500")
        dialog.chips.interpretText()
        assert dialog.chips.value() == 47500
    finally:
        numbers.set_language("en")


def test_the_registration_rows_menu_counts_chips_too(qtbot, desk: Desk) -> None:
    session, ids = start(desk)
    panel = registration_on(qtbot, session)
    panel.select_player(ids[3])
    panel.open_row_menu(QPoint(0, 0))
    shown: list[QDialog] = []
    panel.run_dialog = count_with(15500, shown)
    item(panel.row_menu, "count").trigger()  # type: ignore[arg-type]
    assert shown and current_counts(session.state)[ids[3]].chips == 15500
