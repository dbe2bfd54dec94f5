"""The room's displays: which window is on which monitor, and the one-second heartbeat that feeds them.

The TD picks a monitor for each display; the choice is remembered on this
machine (QSettings, keyed by the screen's name, which survives reboots and
re-plugging, unlike its position in the list). When that monitor is
unplugged the display moves to another monitor that is not the desk's (or,
with only the desk's monitor left, becomes a normal window so the TD can
keep working); when a monitor of that name comes back, the display returns
to it, full-screen.

Every second (`SecondTicker`) the manager asks the provider for one
`RoomView`, lets the alerts compare it with the last, and hands it to every
window. A provider error leaves the screens as they were (and is counted):
the wall never goes blank because of a bad moment on the desk.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from tdapp.application.room_view import RoomView
from tdapp.ui.room.alerts import RoomAlerts
from tdapp.ui.room.display import DEFAULT_ROTATION_SECONDS, DisplayWindow
from tdapp.ui.room.fonts import load_room_fonts
from tdapp.ui.room.shot_window import ShotClockWindow
from tdapp.ui.room.theme import Theme, load_theme
from tdapp.ui.room.ticker import SecondTicker

RoomWindow = DisplayWindow | ShotClockWindow


class DisplayManager(QObject):
    def __init__(
        self,
        provider: Callable[[], RoomView],
        *,
        desk_window: QWidget | None = None,
        settings: QSettings | None = None,
        screens: Callable[[], Sequence[QScreen]] | None = None,
        alerts: RoomAlerts | None = None,
        ticker: SecondTicker | None = None,
        theme: Theme | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        load_room_fonts()
        self.provider = provider
        self.desk_window = desk_window
        self.settings = settings or QSettings()
        self.screens = screens or QGuiApplication.screens
        self.alerts = alerts if alerts is not None else RoomAlerts(self)
        self.ticker = ticker or SecondTicker(self)
        self.ticker.tick.connect(self.tick)
        self.theme = theme or load_theme(str(self.settings.value("room/theme", "default")))
        self.windows: dict[str, RoomWindow] = {}
        self.failures = 0
        self.last_view: RoomView | None = None
        app = QGuiApplication.instance()
        if app is not None:
            app.screenAdded.connect(self._screens_changed_later)  # type: ignore[attr-defined]
            app.screenRemoved.connect(self._screens_changed_later)  # type: ignore[attr-defined]

    # -- the heartbeat -------------------------------------------------------------
    def start(self) -> None:
        self.ticker.start()
        self.tick(self.ticker.now_ms())

    def stop(self) -> None:
        self.ticker.stop()

    def set_provider(self, provider: Callable[[], RoomView]) -> None:
        self.provider = provider
        self.alerts._last = None  # a new tournament is not a level change

    def tick(self, nominal_ms: int) -> None:
        try:
            view = self.provider()
        except Exception:
            self.failures += 1
            return
        self.last_view = view
        self.alerts.observe(view)
        second = nominal_ms // 1000
        for window in self.windows.values():
            window.show_view(view, second)

    # -- windows ------------------------------------------------------------------
    def open_display(
        self, key: str = "main", views: Sequence[str] | None = None, *, screen_name: str | None = None, rotation_seconds: int | None = None
    ) -> DisplayWindow:
        """Open (or re-place) a display; views and monitor default to what this machine remembers."""
        group = f"room/{key}"
        if views is None:
            saved = str(self.settings.value(f"{group}/views", "clock"))
            views = [v for v in saved.split(",") if v] or ["clock"]
        rotation = rotation_seconds or int(self.settings.value(f"{group}/rotation", DEFAULT_ROTATION_SECONDS))  # type: ignore[call-overload]
        self.settings.setValue(f"{group}/views", ",".join(views))
        self.settings.setValue(f"{group}/rotation", rotation)
        if screen_name is not None:
            self.settings.setValue(f"{group}/screen", screen_name)
        window = self.windows.get(key)
        if not isinstance(window, DisplayWindow):
            window = DisplayWindow(key, views, theme=self.theme, rotation_seconds=rotation)
            self.windows[key] = window
        else:
            window.set_views(views)
            window.rotation_seconds = rotation
        self.place(window)
        if self.last_view is not None:
            window.show_view(self.last_view, self.ticker.now_ms() // 1000)
        return window

    def open_shot_clock(self, table: int, *, screen_name: str | None = None) -> ShotClockWindow:
        """A table's shot clock: full-screen on its monitor if one is chosen, else a small window."""
        key = f"shot_{table}"
        if screen_name is not None:
            self.settings.setValue(f"room/{key}/screen", screen_name)
        window = self.windows.get(key)
        if not isinstance(window, ShotClockWindow):
            window = ShotClockWindow(table, theme=self.theme)
            self.windows[key] = window
        self.place(window)
        if self.last_view is not None:
            window.show_view(self.last_view, self.ticker.now_ms() // 1000)
        return window

    def choose_screen(self, key: str, screen_name: str) -> None:
        """The TD's choice of monitor for a display, remembered on this machine."""
        self.settings.setValue(f"room/{key}/screen", screen_name)
        window = self.windows.get(key)
        if window is not None:
            self.place(window)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.settings.setValue("room/theme", theme.key)
        for window in self.windows.values():
            window.apply_theme(theme)

    def close_display(self, key: str) -> None:
        window = self.windows.pop(key, None)
        if window is not None:
            window.close()
            window.deleteLater()

    def close_all(self) -> None:
        self.stop()
        for key in list(self.windows):
            self.close_display(key)
        self.alerts.shutdown()

    # -- monitors -----------------------------------------------------------------
    def desk_screen(self) -> QScreen | None:
        return self.desk_window.screen() if self.desk_window is not None else None

    def screen_named(self, name: str) -> QScreen | None:
        return next((s for s in self.screens() if s.name() == name), None)

    def target_screen(self, key: str) -> tuple[QScreen | None, bool]:
        """(screen, full screen?) for a display: its remembered monitor, else another one not the desk's."""
        wanted = str(self.settings.value(f"room/{key}/screen", ""))
        screens = list(self.screens())
        if not screens:
            return None, False
        desk = self.desk_screen()
        desk_name = desk.name() if desk is not None else None
        chosen = self.screen_named(wanted) if wanted else None
        if chosen is not None:
            return chosen, True
        others = [s for s in screens if s.name() != desk_name]
        if others and (wanted or not key.startswith("shot_")):
            return others[0], True
        return (desk or screens[0]), False

    def place(self, window: RoomWindow) -> None:
        screen, full = self.target_screen(window.key)
        if screen is None:
            return
        if window.isFullScreen():
            window.showNormal()
        window.setScreen(screen)
        if full:
            window.setGeometry(screen.geometry())
            window.showFullScreen()
        else:
            area = screen.availableGeometry()
            width, height = max(640, area.width() // 2), max(360, area.height() // 2)
            window.setGeometry(area.x() + (area.width() - width) // 2, area.y() + (area.height() - height) // 2, width, height)
            window.showNormal()
        window.placed_on = screen.name()

    def _screens_changed_later(self, _screen: QScreen | None = None) -> None:
        # On removal Qt still lists the screen while the signal is delivered: look again once it is gone.
        QTimer.singleShot(0, self.screens_changed)

    def screens_changed(self) -> None:
        """A monitor was plugged or unplugged: every display goes to its remembered monitor or a stand-in."""
        for window in self.windows.values():
            self.place(window)
