"""The panels of an open event, in the order of their tabs."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tdapp.ui.session import DeskSession


def build_panels(session: DeskSession, parent: QWidget) -> list[tuple[str, QWidget]]:
    panels: list[tuple[str, QWidget]] = []
    return panels
