"""The desk's control of the room's screens: which view goes on which monitor, shot clocks, announcements.

The displays read the open tournament's state in memory once a second; the
desk only tells the `DisplayManager` what to show where. Announcements typed
by the TD are shown on the screens; they are not tournament state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.ui.room.provider import desk_provider
from tdapp.ui.room.theme import available_themes, load_theme
from tdapp.ui.room.views import VIEW_KEYS
from tdapp.ui.session import DeskSession
from tdapp.ui.shipped_names import shipped_name

if TYPE_CHECKING:  # the manager brings QtMultimedia and QtTextToSpeech (alerts): imported when a screen opens
    from tdapp.ui.room.manager import DisplayManager


def view_titles() -> dict[str, str]:
    return {
        "clock": QCoreApplication.translate("RoomControl", "Clock"),
        "payouts": QCoreApplication.translate("RoomControl", "Payouts"),
        "seating_names": QCoreApplication.translate("RoomControl", "Seating by name"),
        "seating_tables": QCoreApplication.translate("RoomControl", "Seating by table"),
        "announcements": QCoreApplication.translate("RoomControl", "Announcements"),
    }


class RoomScreens:
    """Owns the display manager of the desk and follows the tournament the desk has open."""

    def __init__(self, session: DeskSession, desk_window: QWidget) -> None:
        self.session = session
        self.desk_window = desk_window
        self.messages: list[str] = []
        self.manager: DisplayManager | None = None
        self.changed: list[Callable[[], None]] = []  # called when a display opens or closes (what was running, tdapp.ui.resume)
        session.tournament_opened.connect(self._follow)
        # A change (this desk's, or another desk's taken in) is on the room's screens at once, not at the next second.
        session.changed.connect(self.refresh)

    def ensure_manager(self) -> DisplayManager:
        if self.manager is None:
            from tdapp.ui.room.manager import DisplayManager

            self.manager = DisplayManager(self._provider(), desk_window=self.desk_window)
            self.manager.start()
        return self.manager

    def _provider(self):  # type: ignore[no-untyped-def]
        tid = self.session.tournament_id
        if tid is None:
            raise ValueError("no tournament is open")
        return desk_provider(self.session.desk, tid, self.session.now_ms, lambda: tuple(self.messages))

    def _follow(self, _tid: int) -> None:
        if self.manager is not None:
            self.manager.set_provider(self._provider())

    def open_display(self, key: str, views: list[str] | None, screen_name: str | None, rotation: int | None) -> None:
        self.ensure_manager().open_display(key, views, screen_name=screen_name, rotation_seconds=rotation)
        self._changed()

    def open_shot_clock(self, table: int, screen_name: str | None) -> None:
        self.ensure_manager().open_shot_clock(table, screen_name=screen_name)
        self._changed()

    def displays(self) -> list[dict[str, Any]]:
        """The displays up now: key, the monitor chosen for it (else the one it is on), views, rotation, or a shot clock's table."""
        manager = self.manager
        out: list[dict[str, Any]] = []
        for key, window in manager.windows.items() if manager is not None else ():
            screen = str(manager.settings.value(f"room/{key}/screen", "") or window.placed_on)  # type: ignore[union-attr]
            if hasattr(window, "table"):
                out.append({"key": key, "table": window.table, "screen": screen})
            else:
                out.append({"key": key, "screen": screen, "views": list(window.order), "rotation": window.rotation_seconds})
        return out

    def restore(self, displays: list[dict[str, Any]]) -> None:
        """Put the displays back as they were (after a crash: on the same monitors, with the same views)."""
        if self.session.tournament_id is None:
            return
        for item in displays:
            screen = item.get("screen") or None
            if "table" in item:
                self.open_shot_clock(int(item["table"]), screen)
            else:
                self.open_display(str(item["key"]), list(item.get("views") or ["clock"]), screen, item.get("rotation"))

    def _changed(self) -> None:
        for listener in self.changed:
            listener()

    def set_messages(self, messages: list[str]) -> None:
        self.messages = [m for m in (t.strip() for t in messages) if m]
        self.refresh()

    def refresh(self) -> None:
        """Draw the screens again now, for the second they show (the clock's figures do not move)."""
        if self.manager is not None and self.session.tournament_id is not None:
            self.manager.tick(self.manager.ticker.now_ms())

    def close_all(self, remember: bool = True) -> None:
        """Close every display; `remember=False` when the desk quits (the next start puts them back)."""
        if self.manager is not None:
            self.manager.close_all()
            self.manager = None
        if remember:
            self._changed()


class RoomControlDialog(QDialog):
    def __init__(self, screens: RoomScreens, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.screens = screens
        self.setWindowTitle(self.tr("Room screens"))
        titles = view_titles()
        self.monitor = QComboBox(self)
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            self.monitor.addItem(f"{screen.name()} ({size.width()}×{size.height()})", screen.name())
        self.display_key = QComboBox(self)
        self.display_key.addItem(self.tr("Main display"), "main")
        self.display_key.addItem(self.tr("Second display"), "second")
        self.display_key.addItem(self.tr("Third display"), "third")
        self.view_boxes: dict[str, QCheckBox] = {}
        views = QGroupBox(self.tr("Views (several rotate)"), self)
        views_layout = QVBoxLayout(views)
        for key in VIEW_KEYS:
            box = QCheckBox(titles[key], views)
            box.setChecked(key == "clock")
            self.view_boxes[key] = box
            views_layout.addWidget(box)
        self.rotation = QSpinBox(self)
        self.rotation.setRange(3, 120)
        self.rotation.setValue(15)
        self.rotation.setSuffix(" s")
        self.theme = QComboBox(self)
        for key in available_themes():
            self.theme.addItem(_theme_name(key), key)
        self.open_button = QPushButton(self.tr("Show on this monitor"), self)
        self.open_button.clicked.connect(self.open_display)
        self.close_button = QPushButton(self.tr("Close all room screens"), self)
        self.close_button.clicked.connect(lambda: self.screens.close_all())
        self.table = QSpinBox(self)
        self.table.setRange(1, 999)
        self.shot_button = QPushButton(self.tr("Open the shot clock of this table"), self)
        self.shot_button.clicked.connect(lambda: self.screens.open_shot_clock(self.table.value(), self.monitor.currentData()))
        self.message = QLineEdit(self)
        self.message.setPlaceholderText(self.tr("e.g. Last hand before the break"))
        self.messages = QListWidget(self)
        self.messages.addItems(self.screens.messages)
        add = QPushButton(self.tr("Announce"), self)
        add.clicked.connect(self.add_message)
        remove = QPushButton(self.tr("Remove selected"), self)
        remove.clicked.connect(self.remove_message)
        form = QFormLayout()
        form.addRow(self.tr("Display"), self.display_key)
        form.addRow(self.tr("Monitor"), self.monitor)
        form.addRow(views)
        form.addRow(self.tr("Rotate every"), self.rotation)
        form.addRow(self.tr("Theme"), self.theme)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.close_button)
        shot = QHBoxLayout()
        shot.addWidget(self.table)
        shot.addWidget(self.shot_button)
        announce = QHBoxLayout()
        announce.addWidget(self.message, 1)
        announce.addWidget(add)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(QGroupBox(self.tr("Shot clock at a table"), self))
        layout.addLayout(shot)
        layout.addWidget(QGroupBox(self.tr("Announcements on the screens"), self))
        layout.addLayout(announce)
        layout.addWidget(self.messages)
        layout.addWidget(remove)

    def chosen_views(self) -> list[str]:
        return [key for key, box in self.view_boxes.items() if box.isChecked()] or ["clock"]

    def open_display(self) -> None:
        manager = self.screens.ensure_manager()
        theme = self.theme.currentData()
        if theme and theme != manager.theme.key:
            manager.set_theme(load_theme(theme))
        self.screens.open_display(self.display_key.currentData(), self.chosen_views(), self.monitor.currentData(), self.rotation.value())

    def add_message(self) -> None:
        text = self.message.text().strip()
        if text:
            self.messages.addItem(text)
            self.message.clear()
            self._publish()

    def remove_message(self) -> None:
        for item in self.messages.selectedItems():
            self.messages.takeItem(self.messages.row(item))
        self._publish()

    def _publish(self) -> None:
        self.screens.set_messages([self.messages.item(i).text() for i in range(self.messages.count())])


def _theme_name(key: str) -> str:
    """The theme's own name in the desk's language ("Verde casino"), not its file name; a theme that does not read shows its key."""
    try:
        return shipped_name(load_theme(key).name)
    except RuleError:
        return key
