"""`tdapp` with no arguments opens a window on the embedded database."""

from __future__ import annotations

from pathlib import Path

from tdapp.application.desk import Desk
from tdapp.ui.main_window import MainWindow


def test_main_window_lists_the_tournaments_of_the_database(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db")
    desk.create_tournament({"name": "Torneio de Sábado", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}})
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    assert window.isVisible()
    texts = [window.tournament_list.item(i).text() for i in range(window.tournament_list.count())]
    assert any("Torneio de Sábado" in t for t in texts)
    desk.close()
