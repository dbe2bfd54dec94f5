"""Room ▸ Serve the room on the network: start `tdapp serve` on the desk's database, show its address and QR code.

The server is a process of its own (`tdapp.web.process`), reading the same
database read-only; the desk only starts it, shows where it is, and stops it
when asked or when the desk closes. The room clock screen can show the same
QR code in a corner ("scan for your seat").
"""

from __future__ import annotations

import io

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdapp.web.process import ServerProcess, start_server_process

DEFAULT_PORT = 8765
#: How often the desk looks whether its server still runs (milliseconds).
CHECK_MS = 2000


def qr_pixmap(url: str, size: int = 240) -> QPixmap:
    import segno

    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=8, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation)


class RoomServer(QWidget):
    """The desk's handle on its server process (one at a time).

    A server that stops by itself (its database refused, the process killed)
    is noticed within seconds: `changed` fires, so the QR code leaves the
    room's screens (phones would find nothing there), and `stopped_reason`
    keeps its last words for the dialog.
    """

    changed = Signal()

    def __init__(self, database_url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database_url = database_url
        self.server: ServerProcess | None = None
        self.qr_on_clock = False
        self.stopped_reason = ""
        self.watch = QTimer(self)
        self.watch.setInterval(CHECK_MS)
        self.watch.timeout.connect(self.check)

    @property
    def url(self) -> str | None:
        return self.server.url if self.server is not None and self.server.running() else None

    def start(self, host: str, port: int) -> None:
        self.stop()
        self.stopped_reason = ""
        self.server = start_server_process(self.database_url, host, port)
        self.watch.start()
        self.changed.emit()

    def stop(self) -> None:
        self.watch.stop()
        if self.server is not None:
            self.server.stop()
            self.server = None
            self.changed.emit()

    def check(self) -> None:
        """Whether the server still runs; if it stopped by itself, say so (and why, in its own last line)."""
        if self.server is None or self.server.running():
            return
        errors = list(self.server.errors)
        code = self.server.process.returncode
        self.stopped_reason = errors[-1] if errors else self.tr("the process ended (code {code})").format(code=code)
        self.server = None
        self.watch.stop()
        self.changed.emit()


class RoomServerDialog(QDialog):
    def __init__(self, server: RoomServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.setWindowTitle(self.tr("Serve the room on the network"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # opened anew each time; the server lives on
        self.where = QComboBox()
        self.where.addItem(self.tr("The casino's network (every screen and phone)"), "0.0.0.0")
        self.where.addItem(self.tr("This computer only"), "127.0.0.1")
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.qr_on_clock = QCheckBox(self.tr("Show the QR code on the room clock screen"))
        self.qr_on_clock.setChecked(server.qr_on_clock)
        self.qr_on_clock.toggled.connect(self._qr_toggled)
        form = QFormLayout()
        form.addRow(self.tr("Listen on"), self.where)
        form.addRow(self.tr("Port"), self.port)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = QPushButton(self.tr("Start"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.address)
        layout.addWidget(self.qr)
        layout.addWidget(self.qr_on_clock)
        layout.addWidget(close)
        server.changed.connect(self.refresh)
        self.refresh()

    def start(self) -> None:
        try:
            self.server.start(str(self.where.currentData()), self.port.value())
        except RuntimeError as exc:
            self.address.setText(self.tr("The server did not start: {reason}").format(reason=str(exc)))
            return
        self.refresh()

    def stop(self) -> None:
        self.server.stop()
        self.refresh()

    def _qr_toggled(self, on: bool) -> None:
        self.server.qr_on_clock = on
        self.server.changed.emit()

    def refresh(self) -> None:
        url = self.server.url
        self.start_button.setEnabled(url is None)
        self.stop_button.setEnabled(url is not None)
        if url is None:
            if self.server.stopped_reason:
                self.address.setText(self.tr("The server stopped: {reason}").format(reason=self.server.stopped_reason))
            else:
                self.address.setText(self.tr("The room is not served."))
            self.qr.clear()
            return
        self.address.setText(self.tr("Read-only pages at {url}").format(url=url))
        self.qr.setPixmap(qr_pixmap(url))
