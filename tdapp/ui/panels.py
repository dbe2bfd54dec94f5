"""The panels of an open event, in the order of their tabs.

Each panel is a widget built with the session and re-reads the state when the
session says it changed.
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tdapp.ui.session import DeskSession

# (module, class, tab title); titles are translated in the "EventView" context.
PANELS: tuple[tuple[str, str, str], ...] = (
    ("tdapp.ui.registration_panel", "RegistrationPanel", QCoreApplication.translate("EventView", "Registration")),
    ("tdapp.ui.floor.floor_panel", "FloorPanel", QCoreApplication.translate("EventView", "Floor")),
    ("tdapp.ui.money_panel", "MoneyPanel", QCoreApplication.translate("EventView", "Money")),
    ("tdapp.ui.setup_panel", "SetupPanel", QCoreApplication.translate("EventView", "Setup")),
    ("tdapp.ui.ranking_panel", "RankingPanel", QCoreApplication.translate("EventView", "Ranking")),
    ("tdapp.ui.charts_panel", "ChartsPanel", QCoreApplication.translate("EventView", "Charts")),
    ("tdapp.ui.rulebook_panel", "RulebookPanel", QCoreApplication.translate("EventView", "Rulebook")),
)


def build_panels(session: DeskSession, parent: QWidget) -> list[tuple[str, QWidget]]:
    panels: list[tuple[str, QWidget]] = []
    for module_name, class_name, _title in PANELS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):  # a panel still being written; any other missing module is a real error
                continue
            raise
        cls = getattr(module, class_name)
        widget = cls(parent) if class_name == "RulebookPanel" else cls(session, parent)
        panels.append((QCoreApplication.translate("EventView", _title), widget))
    return panels
