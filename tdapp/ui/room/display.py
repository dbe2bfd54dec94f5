"""A display window: one or several views on a screen of the room, rotating between them.

The window builds its views once. `show_view` is called every second with
the current `RoomView`; it picks the view due in the rotation and changes
only the text of its labels.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QStackedLayout, QWidget

from tdapp.application.room_view import RoomView
from tdapp.ui.room.text import tr
from tdapp.ui.room.theme import Theme, load_theme, stylesheet
from tdapp.ui.room.views import RoomPanel, make_view, view_keys

#: Seconds each view stays up when a display rotates between several.
DEFAULT_ROTATION_SECONDS = 20


class DisplayWindow(QWidget):
    """A top-level window showing room views; `key` names it in the settings (e.g. "main", "seating")."""

    def __init__(
        self,
        key: str = "main",
        views: Sequence[str] = ("clock",),
        *,
        theme: Theme | None = None,
        rotation_seconds: int = DEFAULT_ROTATION_SECONDS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.key = key
        self.theme = theme or load_theme()
        self.rotation_seconds = max(1, rotation_seconds)
        self.setWindowTitle(tr("tdapp — room display"))
        self.setObjectName("room_display")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.stack = QStackedLayout(self)
        self.stack.setContentsMargins(0, 0, 0, 0)
        self.panels: dict[str, RoomPanel] = {}
        self.order: list[str] = []
        self.last_view: RoomView | None = None
        self.last_second = 0
        self.updates = 0
        self.placed_on = ""  # name of the monitor the manager put it on
        self.corner_qr = QLabel(self)  # "scan for your seat": the served address, on the clock only
        self.corner_qr.setObjectName("corner_qr")
        self.corner_qr.hide()
        self.has_qr = False
        self.set_views(views)
        self.apply_theme(self.theme)

    # -- configuration ------------------------------------------------------
    def set_views(self, keys: Sequence[str]) -> None:
        """Choose the views this window shows (one, or several in rotation); views are built once."""
        self.order = view_keys(keys)
        for key in self.order:
            if key not in self.panels:
                panel = make_view(key, self.theme, self)
                self.panels[key] = panel
                self.stack.addWidget(panel)
        if self.last_view is not None:
            self.show_view(self.last_view, self.last_second)

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.setStyleSheet(f"#room_display {{ {stylesheet(theme)} }}")
        for panel in self.panels.values():
            panel.apply_theme(theme)

    # -- every second ---------------------------------------------------------
    def current_key(self, second: int) -> str:
        if len(self.order) == 1:
            return self.order[0]
        return self.order[(second // self.rotation_seconds) % len(self.order)]

    def current_panel(self) -> RoomPanel:
        return self.stack.currentWidget()  # type: ignore[return-value]

    def show_view(self, view: RoomView, second: int) -> None:
        """Put `view` on the view due at `second` (the nominal second of the tick)."""
        self.last_view, self.last_second = view, second
        panel = self.panels[self.current_key(second)]
        if self.stack.currentWidget() is not panel:
            self.stack.setCurrentWidget(panel)
        panel.update_view(view, second)
        if self.corner_qr.isVisible() != (self.has_qr and self.current_key(second) == "clock"):
            self._place_corner_qr()
        self.updates += 1

    def set_corner_qr(self, pixmap: QPixmap | None) -> None:
        """Show a QR code (of `tdapp serve`'s address) in the clock's bottom-right corner; None takes it away."""
        self.has_qr = pixmap is not None
        if pixmap is None:
            self.corner_qr.clear()
        else:
            self.corner_qr.setPixmap(pixmap)
            self.corner_qr.adjustSize()
        self._place_corner_qr()
        if self.last_view is not None:  # the clock's text at once in the room left to it (an announcement paged anew)
            self.show_view(self.last_view, self.last_second)

    def _place_corner_qr(self) -> None:
        on_clock = self.has_qr and self.current_key(self.last_second) == "clock"
        if on_clock:
            margin = max(8, self.height() // 60)
            self.corner_qr.move(self.width() - self.corner_qr.width() - margin, self.height() - self.corner_qr.height() - margin)
            self.corner_qr.raise_()
        self.corner_qr.setVisible(on_clock)
        clock = self.panels.get("clock")
        if clock is not None:  # the clock's text makes way for the QR code (the panels fill the window)
            clock.keep_clear(self.corner_qr.geometry().translated(-clock.pos()) if on_clock else None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_corner_qr()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Escape leaves full screen (a TD who opened it on the wrong monitor can get the desk back).
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)
