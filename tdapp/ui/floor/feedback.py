"""Refusals shown next to the form that caused them, in red, as well as in the window's banner."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QLabel, QWidget

from tdapp.ui.session import DeskSession

T = TypeVar("T")


class ErrorLabel(QLabel):
    """A red line under a form; empty (and hidden) when the last attempt went through."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet("color: #b00020; font-weight: bold;")
        self.hide()

    def show_error(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))


def run(session: DeskSession, label: ErrorLabel | None, command: Callable[[], T | None]) -> T | None:
    """Run a command through the session; a refusal (from the domain or the desk) lands in `label` too.

    `command` may build a payload with a domain function (which may refuse)
    and then call `session.act`: either way nothing is changed on refusal.
    """
    messages: list[str] = []

    def heard(text: str) -> None:
        messages.append(text)

    session.refused.connect(heard)
    try:
        result = session.attempt(command)
    finally:
        session.refused.disconnect(heard)
    if label is not None:
        label.show_error(messages[-1] if messages and result is None else "")
    return result
