"""What the desk says when there is nothing to show yet, and how it marks a demonstration (issue 17).

- `Welcome`: the start page of a database without tournaments (a first
  start) offers the three ways in, with one line of what to do first. It is a
  part of the window, never a dialog: nothing waits for it, and the room
  screens are not held back by it.
- `DemoStrip`: a window on the demonstration's database says so above its
  clock, in a colour no real event uses, with the way back to the desk's own
  database.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from tdapp.ui.main_window import MainWindow

#: The demonstration's colour: amber with black letters, the desk's other strips are red (refusals) or blue.
DEMO_STYLE = "background: #ffb300; color: #000; font-weight: bold;"


class Welcome(QFrame):
    """The three ways in: the demonstration, a new tournament, another database."""

    demo_requested = Signal()
    new_requested = Signal()
    database_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame#welcome { background: palette(base); border-radius: 6px; }")
        title = QLabel(self.tr("Welcome to tdapp"), self)
        title.setObjectName("welcomeTitle")
        title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        self.first_step = QLabel(
            self.tr(
                "To begin: open the demonstration to see a tournament in play (nothing done there counts), "
                "or create your own tournament now."
            ),
            self,
        )
        self.first_step.setObjectName("welcomeFirstStep")
        self.first_step.setWordWrap(True)
        self.first_step.setStyleSheet("font-size: 13pt;")
        self.demo_button = self._button(self.tr("Open the demonstration"))
        self.new_button = self._button(self.tr("New tournament"))
        self.database_button = self._button(self.tr("Open a database…"))
        self.demo_button.clicked.connect(self.demo_requested.emit)
        self.new_button.clicked.connect(self.new_requested.emit)
        self.database_button.clicked.connect(self.database_requested.emit)
        self.demo_button.setDefault(True)
        choices = QGridLayout()
        choices.setHorizontalSpacing(18)
        choices.setVerticalSpacing(10)
        captions = (
            self.tr("A knock-out in play with 30 made-up players, in a file of its own."),
            self.tr("From a template (Four Seasons, knock-out, satellite…) in a few clicks."),
            self.tr("The database of another desk, or one on a USB stick."),
        )
        for row, (button, caption) in enumerate(zip((self.demo_button, self.new_button, self.database_button), captions, strict=True)):
            note = QLabel(caption, self)
            note.setStyleSheet("font-size: 11pt; color: palette(placeholder-text);")
            choices.addWidget(button, row, 0)
            choices.addWidget(note, row, 1)
        choices.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(14)
        layout.addWidget(title)
        layout.addWidget(self.first_step)
        layout.addSpacing(8)
        layout.addLayout(choices)
        self.setFixedWidth(1040)

    def _button(self, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setMinimumSize(320, 56)
        button.setStyleSheet("font-size: 14pt; padding: 6px 18px;")
        return button


class DemoStrip(QWidget):
    """ "DEMONSTRATION" above the clock of a window on the demonstration's database, with the way back."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("demoStrip")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"QWidget#demoStrip {{ {DEMO_STYLE} }}")
        self.label = QLabel(
            self.tr("DEMONSTRATION — made-up players: nothing done here counts for a ranking or reaches your own database."), self
        )
        self.label.setStyleSheet(DEMO_STYLE + " font-size: 13pt; padding: 4px 8px;")
        self.label.setWordWrap(True)
        self.back_button = QPushButton(self.tr("Back to my database"), self)
        self.back_button.clicked.connect(self.back_requested.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.back_button)


def mark_if_demo(window: MainWindow) -> DemoStrip | None:
    """On the demonstration's database: "DEMONSTRATION" in the title and a strip above the clock, on every page."""
    if not window.session.desk.demo:
        return None
    title = QCoreApplication.translate("DemoStrip", "DEMONSTRATION")
    window.setWindowTitle(f"{title} — {window.windowTitle()}")
    central = window.centralWidget()
    strip = DemoStrip(central)
    central.layout().insertWidget(0, strip)  # type: ignore[attr-defined]

    def back() -> None:
        from tdapp.ui.database_switch import back_to_own_database

        back_to_own_database(window)

    strip.back_requested.connect(back)
    return strip
