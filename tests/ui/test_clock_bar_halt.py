"""The desk says a pause in large letters (issue 17): the bar's word and colors change with the clock."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tdapp.application.desk import Desk
from tdapp.ui.main_window import MainWindow
from tdapp.ui.new_tournament import NewTournamentDialog


def test_pausing_shows_a_large_paused_word_and_resuming_hides_it(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    dialog = NewTournamentDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.create()
    bar = window.clock_bar
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)  # start
    assert bar.halt_label.isHidden()
    running_style = bar.time_label.styleSheet()
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)  # pause
    assert bar.start_button.text() == "Resume"
    assert bar.halt_label.isVisible() and bar.halt_label.text() == "PAUSED"
    assert bar.halt_label.font().pointSize() > bar.level_label.font().pointSize() + 6
    assert bar.time_label.styleSheet() != running_style and "#ffb300" in bar.time_label.styleSheet()
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)  # resume
    assert bar.halt_label.isHidden() and bar.time_label.styleSheet() == running_style
    desk.close()
