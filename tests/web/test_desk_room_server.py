"""Room ▸ Serve the room on the network, at the desk: the address and its QR code, and the QR in the clock's corner."""

from __future__ import annotations

import dataclasses
import socket
import urllib.request
from pathlib import Path

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from tdapp.application.desk import Desk
from tdapp.application.room_view import build_room_view
from tdapp.ui.main_window import MainWindow
from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room.views import announcement_text
from tdapp.ui.room_server import RoomServer, RoomServerDialog, qr_pixmap
from tdapp.web.content import public_names


def test_the_desk_starts_the_server_and_shows_its_address_and_qr(qtbot, room_db: tuple[Path, dict[str, int]]) -> None:  # type: ignore[no-untyped-def]
    db, ids = room_db
    server = RoomServer(f"sqlite:///{db}")
    dialog = RoomServerDialog(server)
    qtbot.addWidget(dialog)
    assert dialog.address.text() == "The room is not served."
    try:
        server.start("127.0.0.1", 0)
        dialog.refresh()
        assert server.url is not None and server.url.startswith("http://127.0.0.1:")
        assert server.url in dialog.address.text()
        assert not dialog.qr.pixmap().isNull()
        with urllib.request.urlopen(f"{server.url}t/{ids['main']}?lang=en", timeout=10) as page:
            assert "Four Seasons — Main Event" in page.read().decode()
        assert dialog.stop_button.isEnabled() and not dialog.start_button.isEnabled()
    finally:
        dialog.stop()
    assert server.url is None and dialog.start_button.isEnabled()


def test_the_room_clock_screen_shows_the_qr_in_a_corner(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = DisplayWindow("main", ("clock",))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    assert not window.corner_qr.isVisible()
    pixmap: QPixmap = qr_pixmap("http://192.0.2.10:8765/", 200)
    window.set_corner_qr(pixmap)
    assert window.corner_qr.isVisible()
    geometry = window.corner_qr.geometry()
    assert geometry.right() > 1280 - 40 and geometry.bottom() > 720 - 40 and geometry.width() >= 150
    window.set_corner_qr(None)
    assert not window.corner_qr.isVisible()


def test_the_qr_code_hides_no_text_of_the_clock_screen(qtbot, room_db: tuple[Path, dict[str, int]]) -> None:  # type: ignore[no-untyped-def]
    """With the QR code in its corner, the announcement ends before it (paged, never cut) and the payouts stop above it."""
    db, ids = room_db
    desk = Desk.open(db)
    try:
        state = desk.tournament(ids["main"]).state
        view = build_room_view(state, desk.now(), public_names(desk.players()))
    finally:
        desk.close()
    view = dataclasses.replace(view, payouts_cents=tuple(100_000 - 3_000 * i for i in range(20)))  # a long prize list
    announcement = announcement_text(view.announcements[0])
    assert len(announcement) > 40  # "Color-up at the break: the 25 chips leave play": wider than the line beside the QR code
    window = DisplayWindow("main", ("clock",))
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    window.show_view(view, 0)
    clock = window.panels["clock"]
    rows_without = clock.payouts_per_page
    window.set_corner_qr(qr_pixmap("http://192.0.2.10:8765/", 200))
    qr = window.corner_qr.geometry()
    for second in range(0, 40, 4):  # every page of the announcement and of the payouts
        window.show_view(view, second)
        for label in clock.labels():
            if label.isVisible() and label.text():
                area = label.contentsRect()  # where its text is drawn
                shown = QRect(label.mapTo(window, area.topLeft()), area.size())
                assert not shown.intersects(qr), (label.text(), shown, qr)
        assert not clock.announcement.shortened()
    assert " ".join(clock.announcement.pages(announcement)) == announcement  # read whole, in turns
    assert 0 < clock.payouts_per_page < rows_without  # the places still all come round, in more pages
    window.set_corner_qr(None)
    assert clock.payouts_per_page == rows_without and clock.announcement.contentsMargins().right() == 0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_room_menu_serves_the_room_and_puts_its_qr_on_the_clock_screen(qtbot, room_db: tuple[Path, dict[str, int]]) -> None:  # type: ignore[no-untyped-def]
    """The TD's path: Room ▸ Serve the room on the network…, Start, tick the QR for the clock; the clock screen then carries it."""
    db, ids = room_db
    desk = Desk.open(db)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    window.session.open_tournament(ids["main"])
    window.room.open_display("main", ["clock"], None, 15)
    display = window.room.manager.windows["main"]  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: display.last_view is not None)
    assert not display.corner_qr.isVisible()
    port = free_port()
    seen: dict[str, object] = {}

    def use_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RoomServerDialog)
        seen["before"] = dialog.address.text()
        dialog.where.setCurrentIndex(dialog.where.findData("127.0.0.1"))
        dialog.port.setValue(port)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        seen["address"] = dialog.address.text()
        seen["qr"] = not dialog.qr.pixmap().isNull()
        dialog.qr_on_clock.click()
        dialog.reject()

    serve = next(a for a in window.menuBar().actions() for a in a.menu().actions() if a.text() == "Serve the room on the network…")
    QTimer.singleShot(0, use_the_dialog)
    serve.trigger()
    try:
        url = f"http://127.0.0.1:{port}/"
        assert seen["before"] == "The room is not served."
        assert seen["address"] == f"Read-only pages at {url}" and seen["qr"]
        # The clock screen carries the QR code of that address in its corner.
        assert display.corner_qr.isVisible()
        assert display.corner_qr.pixmap().toImage() == qr_pixmap(url, 200).toImage()
        # The server keeps serving once the dialog is closed.
        with urllib.request.urlopen(f"{url}t/{ids['main']}?lang=en", timeout=10) as page:
            assert "Four Seasons — Main Event" in page.read().decode()
        process = window.room_server.server.process
    finally:
        window.close()  # closing the desk stops the server it started
    assert process.poll() is not None
    desk.close()


def test_a_server_that_stops_by_itself_takes_its_qr_off_the_clock_and_says_why(qtbot, room_db: tuple[Path, dict[str, int]]) -> None:  # type: ignore[no-untyped-def]
    db, ids = room_db
    desk = Desk.open(db)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.show()
    window.session.open_tournament(ids["main"])
    window.room.open_display("main", ["clock"], None, 15)
    display = window.room.manager.windows["main"]  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: display.last_view is not None)
    serve = next(a for a in window.menuBar().actions() for a in a.menu().actions() if a.text() == "Serve the room on the network…")
    port = free_port()
    texts: list[str] = []

    def start_with_the_qr_on_the_clock() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RoomServerDialog)
        dialog.where.setCurrentIndex(dialog.where.findData("127.0.0.1"))
        dialog.port.setValue(port)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        dialog.qr_on_clock.click()
        dialog.reject()

    def read_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RoomServerDialog)
        texts.append(dialog.address.text())
        texts.append("start enabled" if dialog.start_button.isEnabled() else "start disabled")
        dialog.reject()

    try:
        QTimer.singleShot(0, start_with_the_qr_on_the_clock)
        serve.trigger()
        assert display.corner_qr.isVisible()
        window.room_server.server.process.kill()  # the server dies in the middle of the event
        qtbot.waitUntil(lambda: not display.corner_qr.isVisible(), timeout=10_000)  # no QR to a dead address
        QTimer.singleShot(0, read_the_dialog)
        serve.trigger()
        assert texts[0].startswith("The server stopped: ") and texts[1] == "start enabled"
    finally:
        window.close()
        desk.close()
