"""A desk that starts while its PostgreSQL server is down (after a power cut the desk is often up first) says so and
opens by itself once the server answers: never a traceback, never a desk that has to be started again by hand."""

from __future__ import annotations

import json
import textwrap
import time
from pathlib import Path

import pytest
from desk_process import DeskProcess
from pgserver import PostgresServer

from tdapp.application.desk import Desk
from tdapp.cli.main import main

#: The desk as `tdapp` starts it, plus a reporter of what its windows show (a file the test reads).
DRIVER = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from tdapp.ui.app import run_desk

    qt = QApplication(sys.argv[:1])

    def report():
        modal = qt.activeModalWidget()
        if modal is not None:
            modal.reject()  # the operator's name: not needed here
        shown = [w for w in qt.topLevelWidgets() if w.isVisible()]
        first = next((w for w in shown if type(w).__name__ == "FirstWindow"), None)
        desk = next((w for w in shown if type(w).__name__ == "MainWindow"), None)
        state = {"first": first.opening.text() if first else None, "desk": desk.windowTitle() if desk else None}
        with open(sys.argv[1] + ".part", "w", encoding="utf-8") as out:
            json.dump(state, out)
        import os
        os.replace(sys.argv[1] + ".part", sys.argv[1])
        QTimer.singleShot(100, report)

    QTimer.singleShot(100, report)
    sys.exit(run_desk(None, "en"))
    """
)


def read(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def wait_for(path: Path, desk: DeskProcess, condition, timeout: float) -> dict:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = read(path)
        if state and condition(state):
            return state
        assert desk.process.poll() is None, f"the desk ended: {Path(desk.log.name).read_text()[-3000:]}"
        time.sleep(0.1)
    raise AssertionError(f"never shown; last {read(path)}; output:\n{Path(desk.log.name).read_text()[-3000:]}")


def test_a_desk_started_while_its_server_is_down_opens_by_itself_when_it_is_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    server = PostgresServer.start()
    desk: DeskProcess | None = None
    try:
        url = server.new_database()
        setup = Desk.open(url, operator="TD")
        setup.create_tournament({"name": "Main Event", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}})
        setup.close()
        monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path / "data"))  # the desk process's data folder (DeskProcess)
        assert main(["server", "use", "--db", url]) == 0  # this desk works on the server
        data = str(server.folder / "data")
        server._run("pg_ctl", "-D", data, "-m", "fast", "-w", "stop")  # the power cut: the server is not back yet

        report = tmp_path / "shown.json"
        desk = DeskProcess(tmp_path, (str(report),), driver=DRIVER)
        waiting = wait_for(report, desk, lambda s: s["first"] and "cannot be reached" in s["first"], timeout=90)
        assert "127.0.0.1" in waiting["first"] and waiting["desk"] is None
        time.sleep(2)
        assert desk.process.poll() is None  # still there, waiting, not ended by the refused connection

        options = f"-p {server.port} -h 127.0.0.1 -k {server.folder}"
        server._run("pg_ctl", "-D", data, "-l", str(server.folder / "server.log"), "-o", options, "-w", "start")
        shown = wait_for(report, desk, lambda s: s["desk"] is not None, timeout=60)  # opened by itself
        assert shown["first"] is None
        output = Path(desk.log.name).read_text()
        assert "Traceback" not in output, output[-3000:]
    finally:
        if desk is not None:
            desk.kill()
        server.stop()
