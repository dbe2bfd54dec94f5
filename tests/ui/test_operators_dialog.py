"""Operators at the desk (issue 15 part 3): the TD sets up the list, an operator signs in with his PIN, a refusal names the role."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tdapp.application.desk import Desk
from tdapp.ui.main_window import MainWindow


def test_the_td_lists_operators_and_a_cashier_signs_in_and_is_refused_the_clock(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "ops.db", operator="Ana")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show_operators()
    dialog = window.operators_dialog
    for name, role_index, pin in (("Ana", 0, "2468"), ("Rita", 2, "")):
        qtbot.keyClicks(dialog.name, name)
        dialog.role.setCurrentIndex(role_index)
        qtbot.keyClicks(dialog.pin, pin)
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.list.count() == 2
    assert desk.operators.state.named("Rita").role.value == "cashier"
    # a second TD-less try: the list must keep a TD
    dialog.list.setCurrentRow(0)  # Ana, the only TD
    qtbot.mouseClick(dialog.retire_button, Qt.MouseButton.LeftButton)
    assert "TD" in dialog.error.text()
    dialog.accept()

    window.ask_operator()
    sign_in = window.sign_in_dialog
    sign_in.who.setCurrentIndex(sign_in.who.findData("Ana"))
    qtbot.keyClicks(sign_in.pin, "1111")
    qtbot.mouseClick(sign_in.ok_button, Qt.MouseButton.LeftButton)
    assert sign_in.isVisible() and sign_in.error.text()
    sign_in.who.setCurrentIndex(sign_in.who.findData("Rita"))
    qtbot.mouseClick(sign_in.ok_button, Qt.MouseButton.LeftButton)
    assert not sign_in.isVisible()
    assert window.session.operator == "Rita"

    refusals: list[str] = []
    window.session.refused.connect(refusals.append)
    tid = window.session.create_tournament({"name": "T", "buy_in": {"prize_cents": 900, "fee_cents": 100, "chips": 1000}})
    assert tid is None
    assert refusals and "TD" in refusals[-1]


def test_at_start_the_operator_is_chosen_from_the_list_never_typed(qtbot, tmp_path: Path) -> None:
    """A name typed at an earlier shift does not carry over once the database keeps operators: the list is asked for,
    and a desk whose sign-in was cancelled stores nothing."""
    from PySide6.QtCore import QSettings

    desk = Desk.open(tmp_path / "turno.db", operator="setup")
    desk.add_operator("Ana", "td", pin="2468")
    desk.operator = "Ana"
    desk.add_operator("Rita", "cashier")
    desk.operator = ""  # a desk as tdapp opens it
    settings = QSettings()
    settings.setValue("operator/name", "Zé")  # typed by hand at this machine an hour ago
    settings.setValue("operator/since_ms", desk.now() - 3_600_000)
    try:
        window = MainWindow(desk, ask_operator=True)
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: getattr(window, "sign_in_dialog", None) is not None and window.sign_in_dialog.isVisible(), timeout=5000)
        sign_in = window.sign_in_dialog
        assert [sign_in.who.itemData(i) for i in range(sign_in.who.count())] == ["Ana", "Rita"]
        assert window.session.operator == ""
        sign_in.reject()  # nobody signs in
        refusals: list[str] = []
        window.session.refused.connect(refusals.append)
        log = len(desk.directory.log)
        assert window.session.add_player("Maria") is None
        assert refusals and "Nobody is signed in" in refusals[-1] and len(desk.directory.log) == log
    finally:
        settings.remove("operator/name")
        settings.remove("operator/since_ms")


def test_the_log_tab_shows_who_did_each_action(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt as QtNs

    from tdapp.ui.log_panel import LogPanel

    desk = Desk.open(tmp_path / "quem.db", operator="Ana")
    tid = desk.create_tournament({"name": "T", "buy_in": {"prize_cents": 900, "fee_cents": 100, "chips": 1000}})
    pid = desk.add_player("João Sá")
    desk.operator = "Sara"
    desk.act(tid, "registration.register", {"player_id": pid})
    desk.operator = "Rita"
    desk.act(tid, "money.buy_in", {"player_id": pid, "document": "CC1"})
    window = MainWindow(desk)
    qtbot.addWidget(window)
    assert window.session.open_tournament(tid)
    log = window.event_view.show_panel(LogPanel)
    column = next(c for c in range(log.model.columnCount()) if log.model.headerData(c, QtNs.Orientation.Horizontal) == "Operator")
    shown = {
        log.model.row(r).kind: log.model.data(log.model.index(r, column), QtNs.ItemDataRole.DisplayRole)
        for r in range(log.model.rowCount())
    }
    assert shown["registration.register"] == "Sara" and shown["money.buy_in"] == "Rita" and shown["tournament.create"] == "Ana"
