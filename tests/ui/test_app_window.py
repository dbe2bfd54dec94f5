"""The desk's window: the start page lists the tournaments; a template creates one in a few clicks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tdapp.application.demo import build_demo
from tdapp.application.desk import Desk
from tdapp.ui.main_window import MainWindow
from tdapp.ui.new_tournament import NewTournamentDialog

CONFIG = {"name": "Torneio de Sábado", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


def test_start_page_lists_tournaments_and_opens_one(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db")
    desk.create_tournament(CONFIG)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    names = [page.model.index(r, 1).data() for r in range(page.model.rowCount())]
    assert names == ["Torneio de Sábado"]
    page.table.selectRow(0)
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.event_view
    assert window.event_view.title.text() == "Torneio de Sábado"
    desk.close()


def test_open_without_a_selection_says_what_to_do(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db")
    desk.create_tournament(CONFIG)  # the list shows (an empty database shows the welcome instead)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.start_page.open_button, Qt.MouseButton.LeftButton)
    assert window.banner.isVisible()
    assert "Choose a tournament" in window.banner.text()
    desk.close()


def test_new_tournament_from_a_template(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    dialog = NewTournamentDialog(window.session, window)
    qtbot.addWidget(dialog)
    knockout = next(i for i, t in enumerate(dialog.templates) if t.key == "knockout")
    dialog.list.setCurrentRow(knockout)
    dialog.name.setText("KO de Sexta")
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    rows = desk.tournament_rows()
    assert [(r.name, r.modality) for r in rows] == [("KO de Sexta", "knockout")]
    state = desk.tournament(rows[0].id).state
    assert state.clock.structure is not None and state.clock.structure.level_count > 10
    assert window.session.tournament_id == rows[0].id
    desk.close()


def test_space_starts_the_clock_and_ctrl_z_undoes_it(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    dialog = NewTournamentDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.create()
    window.activateWindow()
    qtbot.wait(50)  # let the window become active: shortcuts only fire in the active window
    refusals: list[str] = []
    window.session.refused.connect(refusals.append)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not refusals
    state = window.session.state
    assert state is not None and state.clock.started
    assert window.clock_bar.start_button.text() == "Pause"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.state.clock.started
    assert window.clock_bar.start_button.text() == "Start"
    desk.close()


def test_the_demo_button_opens_a_running_event(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path))  # the demonstration's own file goes there
    desk = Desk.open(tmp_path / "w.db")
    desk.create_tournament(CONFIG)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.start_page.demo_button, Qt.MouseButton.LeftButton)
    demo = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    qtbot.addWidget(demo)
    assert demo is not window and demo.session.desk.demo
    assert demo.pages.currentWidget() is demo.event_view
    assert demo.clock_bar.start_button.text() == "Pause"
    assert demo.clock_bar.level_label.text().startswith("Level 1:")
    assert [r.name for r in desk.tournament_rows()] == ["Torneio de Sábado"]  # nothing was added to this database
    demo.session.desk.close()
    desk.close()


def open_demo_here(window: MainWindow) -> None:
    """The demo tournament built in the window's own database (the button opens it in a database of its own)."""
    window.session.open_tournament(build_demo(window.session.desk))


def test_the_log_reads_like_the_floor_speaks_and_undoes_the_selected_action(qtbot, tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "w.db", operator="Ana")
    pid = desk.add_player("Inês Conceição")
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.register", {"player_id": pid})
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.session.open_tournament(tid)
    log = window.event_view.log_panel
    assert log.model.index(0, 3).data() == "Inês Conceição registered"
    assert log.model.index(0, 2).data() == "Ana"
    log.table.selectRow(0)
    qtbot.mouseClick(log.undo_button, Qt.MouseButton.LeftButton)
    assert pid not in window.session.state.registrations
    assert log.model.index(0, 3).data() == "Undo of action #3"
    assert log.model.index(1, 4).data() == "undone"
    desk.close()


def test_ctrl_f_from_any_tab_goes_to_the_registration_search(qtbot, tmp_path: Path) -> None:
    from tdapp.ui.registration_panel import RegistrationPanel

    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    open_demo_here(window)
    window.event_view.tabs.setCurrentIndex(window.event_view.tabs.count() - 1)  # the log
    window.activateWindow()
    qtbot.wait(50)
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    panel = window.event_view.panel(RegistrationPanel)
    assert window.event_view.tabs.currentWidget() is panel
    assert panel.search.hasFocus()
    desk.close()


def test_an_article_cited_in_the_rulebook_lands_in_the_floor_ruling_form(qtbot, tmp_path: Path) -> None:
    from tdapp.ui.floor.floor_panel import FloorPanel
    from tdapp.ui.rulebook_panel import RulebookPanel

    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    open_demo_here(window)
    rulebook = window.event_view.show_panel(RulebookPanel)
    rulebook.cite.emit("RPT Art. 33")
    floor = window.event_view.panel(FloorPanel)
    assert window.event_view.tabs.currentWidget() is floor
    assert floor.rulings.article.text() == "RPT Art. 33"
    desk.close()


def test_room_screens_show_the_open_tournament_and_the_tds_announcement(qtbot, tmp_path: Path) -> None:
    from tdapp.application.room_view import AnnouncementKind
    from tdapp.ui.room_control import RoomControlDialog

    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    open_demo_here(window)
    dialog = RoomControlDialog(window.room, window)
    qtbot.addWidget(dialog)
    dialog.view_boxes["announcements"].setChecked(True)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    dialog.message.setText("Última mão antes do intervalo")
    dialog.add_message()
    manager = window.room.manager
    assert manager is not None and "main" in manager.windows
    assert manager.last_view is not None and manager.last_view.event_name == "DEMO — Knock-out de Sexta"
    texts = [a.text for a in manager.last_view.announcements if a.kind is AnnouncementKind.TEXT]
    assert texts == ["Última mão antes do intervalo"]
    window.room.close_all()
    desk.close()


def test_tournament_menu_jumps_levels_ends_the_day_and_finishes(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    from tdapp.domain.clock.level_clock import ClockRun
    from tdapp.domain.tournament.state import Status

    desk = Desk.open(tmp_path / "w.db")
    window = MainWindow(desk)
    qtbot.addWidget(window)
    open_demo_here(window)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (4, True))
    window.jump_action.trigger()
    assert window.clock_bar.level_label.text().startswith("Level 4:")
    window.ask_yes = lambda _title, _text: True
    window.end_day_action.trigger()
    assert window.session.state.clock.run_state() is ClockRun.ENDED_FOR_DAY
    assert window.clock_bar.start_button.text() == "Resume day"
    window.finish_action.trigger()  # 30 players still in: refused, nothing changes
    assert "30 players are still in" in window.banner.text()
    assert window.session.state.status is Status.RUNNING
    desk.close()


def test_a_second_desk_on_the_same_database_shows_what_the_first_one_did(qtbot, tmp_path: Path) -> None:
    first = Desk.open(tmp_path / "shared.db", operator="Registo")
    pid = first.add_player("Vera Lúcia")
    tid = first.create_tournament(CONFIG)
    second = Desk.open(tmp_path / "shared.db", operator="Diretor")
    window = MainWindow(second)
    qtbot.addWidget(window)
    window.session.open_tournament(tid)
    first.act(tid, "registration.register", {"player_id": pid})
    assert pid not in window.session.state.registrations
    window.session.sync_with_other_desks()  # what the two-second timer does
    assert pid in window.session.state.registrations
    log = window.event_view.log_panel
    log.refresh()
    assert log.model.index(0, 3).data() == "Vera Lúcia registered"
    assert log.model.index(0, 2).data() == "Registo"
    first.close()
    second.close()


def test_the_start_page_writes_the_start_day_first(qtbot, tmp_path: Path) -> None:
    """pt-PT writes "08/06/2024 20:00", not the ISO "2024-06-08 20:00" of the stored data (the desk's English agrees: en_GB)."""
    import datetime as dt

    start_ms = int(dt.datetime(2024, 6, 8, 20, 0).timestamp() * 1000)  # the desk's local time
    desk = Desk.open(tmp_path / "w.db")
    desk.create_tournament({**CONFIG, "scheduled_start_ms": start_ms})
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    starts = [page.model.index(r, 3).data() for r in range(page.model.rowCount())]
    assert starts == ["08/06/2024 20:00"]
    desk.close()
