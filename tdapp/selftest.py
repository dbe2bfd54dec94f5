"""`tdapp --selftest`: prove that an installation works, end to end, without a screen.

It opens a temporary database, builds the demo tournament through real
commands, renders the desk and the room's clock offscreen, prints a PDF and
reads it back, starts `tdapp serve` on 127.0.0.1 and reads the clock page, and (with `--selftest-db FILE`) opens a copy of an existing
database, migrating it after a backup as an upgrade would. It exits 0 only
if every step worked; it is what a freshly built bundle runs.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def _step(name: str, func: Callable[[], str]) -> bool:
    start = time.perf_counter()
    try:
        detail = func()
    except Exception as exc:  # a self-test reports every failure and goes on
        print(f"FAIL  {name}: {type(exc).__name__}: {exc}")
        return False
    print(f"ok    {name} ({(time.perf_counter() - start) * 1000:.0f} ms){': ' + detail if detail else ''}")
    return True


def run_selftest(existing_db: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tdapp import __version__
    from tdapp.application.demo import build_demo
    from tdapp.application.desk import Desk
    from tdapp.paths import resources_dir

    print(f"tdapp {__version__} self-test (Python {sys.version.split()[0]}, resources: {resources_dir()})")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from tdapp.ui.gui_thread import install_gui_collector

    install_gui_collector(app)
    folder = Path(tempfile.mkdtemp(prefix="tdapp-selftest-"))
    results: list[bool] = []
    desk_box: dict[str, object] = {}

    def database() -> str:
        desk = Desk.open(folder / "selftest.db", operator="selftest")
        tid = build_demo(desk)
        state = desk.tournament(tid).state
        if state.players_left != 30 or not state.clock.started:
            raise RuntimeError("the demo tournament is not running with 30 players")
        desk_box["desk"], desk_box["tid"] = desk, tid
        return f"demo tournament #{tid}, {len(desk.tournament(tid).log)} actions"

    def desk_window() -> str:
        from tdapp.ui.main_window import MainWindow

        window = MainWindow(desk_box["desk"])  # type: ignore[arg-type]
        window.session.open_tournament(int(desk_box["tid"]))  # type: ignore[call-overload]
        window.show()
        app.processEvents()
        image = window.grab().toImage()
        window.close()
        if image.isNull() or image.width() < 400:
            raise RuntimeError("the desk did not render")
        if not window.clock_bar.level_label.text():
            raise RuntimeError("the clock bar shows no level")
        return f"{image.width()}x{image.height()}, clock {window.clock_bar.time_label.text()}"

    def room_clock() -> str:
        from tdapp.ui.room.display import DisplayWindow
        from tdapp.ui.room.provider import desk_provider

        desk = desk_box["desk"]
        provide = desk_provider(desk, int(desk_box["tid"]), desk.now)  # type: ignore[arg-type, attr-defined, call-overload]
        window = DisplayWindow("selftest", ("clock",))
        window.resize(1280, 720)
        window.show_view(provide(), 0)
        window.show()
        app.processEvents()
        target = folder / "clock.png"
        if not window.grab().save(str(target)) or target.stat().st_size < 5_000:
            raise RuntimeError("the clock screen did not render")
        window.close()
        return f"{target.stat().st_size // 1024} KiB PNG"

    def pdf() -> str:
        from tdapp.reports.documents import render

        data = render("seating", desk_box["desk"], tournament_id=int(desk_box["tid"]))  # type: ignore[call-overload]
        if not data.startswith(b"%PDF"):
            raise RuntimeError("the seating list is not a PDF")
        text = ""
        try:
            import io

            from pypdf import PdfReader

            text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)
        except ImportError:  # pypdf is a test tool, not bundled; the size check stands
            return f"{len(data) // 1024} KiB"
        state = desk_box["desk"].tournament(int(desk_box["tid"])).state  # type: ignore[attr-defined, call-overload]
        some = next(iter(state.registrations))
        name = desk_box["desk"].players().players[some].name  # type: ignore[attr-defined]
        if name not in text:
            raise RuntimeError(f"{name} is missing from the printed seating list")
        return f"{len(data) // 1024} KiB, names read back"

    def room_server() -> str:
        import urllib.error
        import urllib.request

        from tdapp.web.process import start_server_process

        server = start_server_process(str(folder / "selftest.db"))
        try:
            with urllib.request.urlopen(f"{server.local_url}t/{desk_box['tid']}", timeout=10) as response:
                page = response.read().decode()
            if "demo" not in page.lower() or "js-time" not in page:
                raise RuntimeError("the served clock page does not show the demo tournament")
            try:
                urllib.request.urlopen(urllib.request.Request(server.local_url, data=b"x", method="POST"), timeout=10)
                raise RuntimeError("the server accepted a POST")
            except urllib.error.HTTPError as refused:
                if refused.code != 405:
                    raise RuntimeError(f"a POST was answered {refused.code}, not 405") from refused
        finally:
            server.stop()
        return f"{server.local_url} served the clock, refused a POST"

    def upgrade() -> str:
        assert existing_db is not None
        copy = folder / Path(existing_db).name
        shutil.copy(existing_db, copy)
        desk = Desk.open(copy)
        rows = desk.tournament_rows()
        for row in rows:
            book = desk.tournament(row.id)
            if book.rebuild() != book.state:
                raise RuntimeError(f"tournament {row.id} does not replay")
        detail = f"{len(rows)} tournaments, {len(desk.players().players)} players"
        if desk.database.migrated_from is not None:
            detail += f", migrated from schema {desk.database.migrated_from} after a backup ({desk.database.backup.name})"  # type: ignore[union-attr]
        desk.close()
        return detail

    results.append(_step("database and demo tournament", database))
    if "desk" in desk_box:
        results.append(_step("desk window offscreen", desk_window))
        results.append(_step("room clock offscreen", room_clock))
        results.append(_step("PDF seating list", pdf))
        results.append(_step("room server (tdapp serve)", room_server))
        desk_box["desk"].close()  # type: ignore[attr-defined]
    if existing_db:
        results.append(_step(f"open {existing_db}", upgrade))
    shutil.rmtree(folder, ignore_errors=True)
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if all(results) and results else 1
