"""Room ▸ Serve the room on the network, at the desk: the address and its QR code, and the QR in the clock's corner."""

from __future__ import annotations

import urllib.request
from pathlib import Path

from PySide6.QtGui import QPixmap

from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room_server import RoomServer, RoomServerDialog, qr_pixmap


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
