"""Ctrl+Z undoes the TD's last command whole, from every tab, and says what it undid (issue 17)."""

from __future__ import annotations

from pathlib import Path

from factories import config
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdapp.application.desk import Desk
from tdapp.domain.seating.draw import draw_seat, draw_seats
from tdapp.ui.main_window import MainWindow
from tdapp.ui.registration_panel import RegistrationPanel


def test_ctrl_z_in_the_empty_search_box_undoes_the_reentry_with_its_seat_and_names_it(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "u.db")
    ids = [desk.add_player(name) for name in ("Teresa Almeida", "Rui Costa", "Ana Lima", "José Sá")]
    tid = desk.create_tournament(config("freezeout"))
    commands = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    desk.act_many(tid, [*commands, ("seating.open_table", {"table": 1})])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids))
    desk.act(tid, "player.bust", {"busts": [{"player_id": ids[0]}]})
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    window.session.open_tournament(tid)
    session = window.session
    seat = draw_seat(session.state.seating, ids[0], reentry=True)
    assert session.act_many([("money.reentry", {"player_id": ids[0]}), ("seating.seat", seat)]) is not None
    assert session.state.registrations[ids[0]].alive
    window.name_undo()
    assert window.undo_action.text() == "Undo: Teresa Almeida re-entered"
    window.activateWindow()
    window.find_player()  # Ctrl+F: the registration tab's search box has the focus
    panel = window.event_view.panel(RegistrationPanel)
    search = panel.search
    qtbot.waitUntil(lambda: QApplication.focusWidget() is search)
    notices: list[str] = []
    session.notice.connect(notices.append)
    qtbot.keyClick(search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = session.state
    assert not state.registrations[ids[0]].alive and ids[0] not in state.seating.seat_of  # both undone: not paid and unseated
    assert notices == ["Undo: Teresa Almeida re-entered"]
    assert window.statusBar().currentMessage() == "Undo: Teresa Almeida re-entered"
    window.name_undo()
    assert window.redo_action.text() == "Redo: Teresa Almeida re-entered"
    qtbot.keyClick(search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert session.state.registrations[ids[0]].alive and ids[0] in session.state.seating.seat_of
    # Text typed in the box: Ctrl+Z is the box's own (the typing goes), the tournament is untouched.
    qtbot.keyClicks(search, "Ter")
    qtbot.keyClick(search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert search.text() != "Ter"
    assert session.state.registrations[ids[0]].alive and ids[0] in session.state.seating.seat_of
    desk.close()
