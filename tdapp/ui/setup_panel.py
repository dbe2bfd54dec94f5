"""The setup panel: everything a tournament is configured with, in four editors.

Tournament (configuration, `tournament.configure`), Blind structure
(`clock.set_structure`, with the wizard and the templates), Chips
(`chips.set`) and Tables (`seating.open_table`). Each editor checks its input
with the domain's own validation as it is typed, shows a refusal next to what
it concerns, and sends one action on Apply; nothing is stored before.

Only the editor on screen re-reads the state when it changes; the others are
marked stale and re-read when they are shown, so a busy evening at the
registration desk never pays for the setup panel.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from tdapp.ui.session import DeskSession
from tdapp.ui.setup.chips_editor import ChipsEditor
from tdapp.ui.setup.config_editor import ConfigEditor
from tdapp.ui.setup.structure_editor import StructureEditor
from tdapp.ui.setup.tables_editor import TablesEditor


class SetupPanel(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.config_editor = ConfigEditor(session, self)
        self.structure_editor = StructureEditor(session, self)
        self.chips_editor = ChipsEditor(session, self)
        self.tables_editor = TablesEditor(session, self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.config_editor, self.tr("Tournament"))
        self.tabs.addTab(self.structure_editor, self.tr("Blind structure"))
        self.tabs.addTab(self.chips_editor, self.tr("Chips"))
        self.tabs.addTab(self.tables_editor, self.tr("Tables"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        self.editors = (self.config_editor, self.structure_editor, self.chips_editor, self.tables_editor)
        self._stale = set(self.editors)
        self.tabs.currentChanged.connect(self._refresh_shown)
        session.changed.connect(self.refresh)

    def refresh(self) -> None:
        self._stale = set(self.editors)
        self._refresh_shown()

    def _refresh_shown(self) -> None:
        editor = self.tabs.currentWidget()
        if self.isVisible() and editor in self._stale:
            self._stale.discard(editor)
            editor.refresh()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self._refresh_shown()
