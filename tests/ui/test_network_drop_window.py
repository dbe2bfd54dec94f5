"""The network to the PostgreSQL server drops without a word: the desk says so, stores nothing, and its thread
(which drives the clock on the wall) keeps running; when the network is back the desk goes on by itself."""

from __future__ import annotations

import itertools
import time

import pytest
from network_proxy import NetworkProxy
from pgserver import PostgresServer
from PySide6.QtCore import QTimer

from tdapp.application.desk import Desk
from tdapp.storage import database
from tdapp.ui import session as session_module
from tdapp.ui.main_window import MainWindow

CONFIG = {"name": "Torneio da Rede", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}
ANSWER_S = 1.0


def test_a_silent_network_never_freezes_the_desk_and_the_desk_comes_back_by_itself(
    qtbot,  # type: ignore[no-untyped-def]
    postgres_server: PostgresServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(database, "SERVER_ANSWER_S", ANSWER_S)
    monkeypatch.setattr(session_module, "PROBE_EVERY_S", 0.2)
    url = postgres_server.new_database()
    proxy = NetworkProxy(postgres_server.port)
    desk = Desk.open(proxy.url(url), operator="Caixa")
    players = [desk.add_player(f"Jogador {n}") for n in range(1, 3)]
    tid = desk.create_tournament(CONFIG)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    assert window.session.open_tournament(tid)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)  # the clock's own ticks, on the desk's thread
    refusals: list[str] = []
    window.session.refused.connect(refusals.append)

    proxy.silent()
    started = time.monotonic()
    window.session.sync_with_other_desks()  # the desk's regular look at the other desks, now into a silent network
    held = time.monotonic() - started
    assert held < ANSWER_S + database.SERVER_CONNECT_S + 1.5, f"the desk's thread waited {held:.1f} s"
    assert window.offline.isVisible()  # the red line: the database cannot be reached

    # From now on the desk's thread never waits for the network: a command is refused at once, nothing changes.
    ticks.clear()
    started = time.monotonic()
    assert window.session.act("registration.register", {"player_id": players[0]}) is None
    assert time.monotonic() - started < 0.3
    assert "cannot be reached" in refusals[-1] or "não" in refusals[-1]
    assert players[0] not in window.session.state.registrations
    for _ in range(3):
        window.session.sync_with_other_desks()  # the regular look, again and again: never a wait
    qtbot.wait(2_500)
    assert window.offline.isVisible()
    assert len(ticks) >= 30 and max(b - a for a, b in itertools.pairwise(ticks)) < 0.5, "the desk's thread was held"

    notices: list[str] = []
    window.session.notice.connect(notices.append)
    proxy.restore()
    qtbot.waitUntil(lambda: not window.offline.isVisible(), timeout=10_000)  # back by itself, and said
    assert notices and "answers again" in notices[-1]
    assert window.session.act("registration.register", {"player_id": players[0]}) is not None
    timer.stop()
    direct = Desk.open(url)
    assert players[0] in direct.tournament(tid).state.registrations
    assert [a.kind for a in direct.tournament(tid).log].count("registration.register") == 1
    direct.close()
    window.close()
    desk.close()
    proxy.close()
