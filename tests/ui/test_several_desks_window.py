"""Several desks seen from the window: another desk's registration appears at once, a broken log is voided
from the Log tab, and a server out of reach is said on the status bar while nothing is stored."""

from __future__ import annotations

import json

from pgserver import PostgresServer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from sqlalchemy import text

from tdapp.application.desk import Desk
from tdapp.ui.log_panel import LogPanel
from tdapp.ui.main_window import MainWindow
from tdapp.ui.registration_panel import RegistrationPanel

CONFIG = {"name": "Torneio das Mesas", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}


def open_window(qtbot, desk: Desk, tid: int) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    assert window.session.open_tournament(tid)
    return window


def test_a_registration_at_another_desk_is_on_this_screen_within_half_a_second(qtbot, database_url: str) -> None:  # type: ignore[no-untyped-def]
    registration = Desk.open(database_url, operator="Registo")
    newcomer = registration.add_player("Joana Registada")
    tid = registration.create_tournament(CONFIG)
    td = Desk.open(database_url, operator="Director")
    window = open_window(qtbot, td, tid)
    assert window.session.watcher.connected.wait(5)
    panel = window.event_view.show_panel(RegistrationPanel)
    qtbot.wait(300)

    registration.act(tid, "registration.register", {"player_id": newcomer})
    qtbot.waitUntil(lambda: newcomer in window.session.state.registrations, timeout=500)
    qtbot.waitUntil(lambda: newcomer in [row.player.id for row in panel.model.rows if row.status != "none"], timeout=1000)
    registration.close()


def test_the_td_voids_an_action_that_no_longer_replays_from_the_log_tab(qtbot, monkeypatch, database_url: str) -> None:  # type: ignore[no-untyped-def]
    desk = Desk.open(database_url, operator="Ana")
    ana = desk.add_player("Ana Repetida")
    tid = desk.create_tournament(CONFIG)
    desk.act(tid, "registration.register", {"player_id": ana})
    with desk.store.engine.begin() as conn:  # what the old bug left: the same registration twice
        conn.execute(
            text(
                "INSERT INTO actions (stream, tournament_id, scope, position, kind, payload, operator, at_ms) "
                "VALUES ('tournament', :tid, :tid, 3, 'registration.register', :payload, 'Mesa 3', 1700000000000)"
            ),
            {"tid": tid, "payload": json.dumps({"player_id": ana})},
        )
    td = Desk.open(database_url, operator="Director")
    window = open_window(qtbot, td, tid)
    assert "no longer replays" in window.banner.text()
    log = window.event_view.show_panel(LogPanel)
    assert log.broken_label.isVisible() and "already registered" in log.broken_label.text()
    assert log.void_button.isVisible()

    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("registo duplicado da versão antiga", True))
    qtbot.mouseClick(log.void_button, Qt.MouseButton.LeftButton)
    assert td.tournament(tid).broken is None
    assert not log.broken_label.isVisible() and not log.void_button.isVisible()
    newest = log.model.row(0)
    assert newest.kind == "void" and newest.operator == "Director"
    assert window.session.act("registration.register", {"player_id": td.add_player("Depois")}) is not None


def test_a_server_out_of_reach_is_said_on_the_status_bar_and_nothing_is_stored(qtbot) -> None:  # type: ignore[no-untyped-def]
    server = PostgresServer.start()
    try:
        url = server.new_database()
        desk = Desk.open(url, operator="Caixa")
        players = [desk.add_player(f"Jogador {n}") for n in range(1, 3)]
        tid = desk.create_tournament(CONFIG)
        window = open_window(qtbot, desk, tid)
        assert window.session.watcher.connected.wait(5)
        assert not window.offline.isVisible()
        data = str(server.folder / "data")
        server._run("pg_ctl", "-D", data, "-m", "immediate", "-w", "stop")

        assert window.session.act("registration.register", {"player_id": players[0]}) is None
        assert window.offline.isVisible()
        assert "did not store" in window.banner.text() or "não" in window.banner.text()
        assert players[0] not in window.session.state.registrations

        options = f"-p {server.port} -h 127.0.0.1 -k {server.folder}"
        server._run("pg_ctl", "-D", data, "-l", str(server.folder / "server.log"), "-o", options, "-w", "start")
        qtbot.waitUntil(lambda: not window.offline.isVisible(), timeout=10_000)  # the watcher is back: so is the desk
        assert window.session.act("registration.register", {"player_id": players[0]}) is not None
        window.close()
        desk.close()
    finally:
        server.stop()


def test_the_desk_says_at_once_when_the_log_was_changed_outside_tdapp(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    path = tmp_path / "mexido.db"
    desk = Desk.open(path, operator="Ana")
    tid = desk.create_tournament(CONFIG)
    buy = desk.act(tid, "registration.register", {"player_id": desk.add_player("Ana")})
    desk.close()
    window = MainWindow(Desk.open(path))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.chain_check.report is not None, timeout=5000)
    assert window.chain_check.report.holds and not window.banner.isVisible() and not window.chain_broken.isVisible()

    conn = sqlite3.connect(path)
    conn.execute("UPDATE actions SET operator = 'Outro' WHERE seq = ?", (buy.seq,))
    conn.commit()
    conn.close()
    window = MainWindow(Desk.open(path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.chain_check.report is not None, timeout=5000)
    assert not window.chain_check.report.holds
    assert f"#{buy.seq}" in window.banner.text() and window.banner.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # the TD sends the banner away: the status bar still says it
    assert not window.banner.isVisible()
    assert window.chain_broken.isVisible() and f"#{buy.seq}" in window.chain_broken.text() and "tdapp verify" in window.chain_broken.text()


def test_a_pt_pt_desk_says_in_portuguese_what_was_changed(qtbot, qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    from tdapp.ui.app import install_translator

    path = tmp_path / "apagado.db"
    desk = Desk.open(path, operator="Ana")
    tid = desk.create_tournament(CONFIG)
    actions = [desk.act(tid, "registration.register", {"player_id": desk.add_player(name)}) for name in ("Ana", "Rui", "Inês")]
    desk.close()
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM actions WHERE seq = ?", (actions[1].seq,))  # a registration taken out of the file
    conn.commit()
    conn.close()
    translator = install_translator(qapp, "pt_PT")
    try:
        window = MainWindow(Desk.open(path))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.chain_check.report is not None, timeout=5000)
        banner = window.banner.text()
        assert f"ação n.º {actions[2].seq}" in banner and "foi apagada" in banner and "deleted" not in banner
        assert window.chain_broken.text() == f"Registo alterado fora do tdapp na ação n.º {actions[2].seq}: execute 'tdapp verify'"
    finally:
        qapp.removeTranslator(translator)


def test_a_database_in_a_folder_named_with_hash_percent_and_spaces_still_hears_the_other_desks(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "Sala #2 a 100%41 cheia" / "torneio.db"
    registration = Desk.open(path, operator="Registo")
    newcomer = registration.add_player("Joana Registada")
    tid = registration.create_tournament(CONFIG)
    window = open_window(qtbot, Desk.open(path, operator="Director"), tid)
    assert window.session.watcher.connected.wait(5)
    qtbot.wait(300)

    registration.act(tid, "registration.register", {"player_id": newcomer})
    qtbot.waitUntil(lambda: newcomer in window.session.state.registrations, timeout=1000)
    registration.close()
