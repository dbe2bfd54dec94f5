"""Issue 17, part 7: F1 lists every key of the desk, read from the window's own actions and shortcuts.

The check walks the window the way `tdapp.ui.shortcuts_help` does not need to
be told about: every QAction, QShortcut and button that carries a key,
anywhere in the window (menus, panels of every tab, the seat's and the row's
menus once opened), must be in the F1 list with a text of its own. A key
added tomorrow fails this test until it says what it does.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton

from tdapp.application.demo import build_demo
from tdapp.application.desk import Desk
from tdapp.ui.main_window import MainWindow
from tdapp.ui.shortcuts_help import ShortcutsDialog


def native(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def demo_window(qtbot, tmp_path: Path) -> MainWindow:
    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    window.session.open_tournament(build_demo(desk))
    return window


def press_f1(qtbot, window: MainWindow) -> ShortcutsDialog:
    window.activateWindow()
    qtbot.wait(50)  # shortcuts only fire in the active window
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.shortcuts_dialog
    assert isinstance(dialog, ShortcutsDialog) and dialog.isVisible() and not dialog.isModal()
    return dialog


def every_key_in(window: MainWindow) -> set[str]:
    """Every key sequence any object of the window answers to, as the system writes it."""
    keys: set[str] = set()
    for action in window.findChildren(QAction):
        keys |= {native(s) for s in action.shortcuts() if not s.isEmpty()}
    for shortcut in window.findChildren(QShortcut):
        keys |= {native(s) for s in shortcut.keys() if not s.isEmpty()}
    for button in window.findChildren(QAbstractButton):
        if not button.shortcut().isEmpty():
            keys.add(native(button.shortcut()))
    return keys


def test_f1_lists_every_key_of_the_window_with_what_it_does(qtbot, tmp_path: Path) -> None:
    from tdapp.ui.floor.floor_panel import FloorPanel
    from tdapp.ui.registration_panel import RegistrationPanel

    window = demo_window(qtbot, tmp_path)
    window.event_view.build_all()
    state = window.session.state
    assert state is not None
    table, seat = next((t.number, s) for t in state.seating.open_tables() for s in t.players)
    floor = window.event_view.panel(FloorPanel)
    floor.open_seat_menu(table, seat)  # the seat's menu, with its own keys (Ctrl+B on "Out…")
    registration = window.event_view.panel(RegistrationPanel)
    registration.table.selectRow(0)
    registration.open_selected_row_menu()
    for menu in (floor.seat_menu, registration.row_menu):  # closed again, as after Esc: their actions stay
        assert menu is not None
        menu.close()
    dialog = press_f1(qtbot, window)
    lines = dialog.lines()
    listed = {key for _group, _text, keys in lines for key in keys.split(", ")}
    missing = every_key_in(window) - listed
    assert not missing, f"keys of the window not in F1: {sorted(missing)}"
    assert all(text for _group, text, _keys in lines), [line for line in lines if not line[1]]
    # The ones the hand-written list used to leave out, each under its menu or tab.
    where = {(group, key) for group, _text, keys in lines for key in keys.split(", ")}
    for group, key in (
        ("Room", "F11"),
        ("Tournament", "Ctrl+L"),
        ("Edit", "Ctrl+Z"),
        ("Edit", "Ctrl+Shift+Z"),
        ("Help", "F1"),
        ("Floor", "Ctrl+B"),
        ("Floor", "Shift+F10"),
        ("Registration", "Ctrl+Shift+N"),
        ("Registration", "F2"),
        ("Registration", "Shift+F10"),
        ("On any tab", "Space"),
        ("On any tab", "Ctrl+F"),
    ):
        assert (group, key) in where, (group, key)
    texts = {text: keys for _group, text, keys in lines}
    assert texts["Add one minute"] == "Ctrl++, Ctrl+="  # one line per thing done, all its keys on it
    window.session.desk.close()


def test_a_new_action_is_listed_without_editing_the_help(qtbot, tmp_path: Path) -> None:
    from tdapp.ui.money_panel import MoneyPanel

    window = demo_window(qtbot, tmp_path)
    money = window.event_view.panel(MoneyPanel)
    action = QAction("Count the cash box", money, shortcut=QKeySequence("Ctrl+Alt+J"))
    money.addAction(action)
    lines = press_f1(qtbot, window).lines()
    tab = window.event_view.tabs.tabText(window.event_view.tabs.indexOf(money))
    assert (tab, "Count the cash box", native(QKeySequence("Ctrl+Alt+J"))) in lines
    window.session.desk.close()


def test_the_keyboard_still_opens_the_menus_f1_lists(qtbot, tmp_path: Path) -> None:
    """Shift+F10 is now an action of the views (so F1 can list it): it still opens the selected seat's menu."""
    from tdapp.ui.floor.floor_panel import FloorPanel

    window = demo_window(qtbot, tmp_path)
    floor = window.event_view.show_panel(FloorPanel)
    state = window.session.state
    assert state is not None
    table, seat = next((t.number, s) for t in state.seating.open_tables() for s in t.players)
    floor.select(table, seat)
    window.activateWindow()
    qtbot.wait(50)
    floor.view.setFocus()
    qtbot.keyClick(floor.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert floor.seat_menu is not None and floor.seat_menu.isVisible()
    window.session.desk.close()
