"""Refusals shown next to the form that caused them, in red, as well as in the window's banner (GUI.md).

Every panel sends its actions through `run` (or `act_showing`) with the
`ErrorLabel` under the form the user used: the session reports a refusal in
the banner, and the same text lands in the label, which empties again once an
attempt goes through.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tdapp.domain.log import Action
from tdapp.ui.session import DeskSession

T = TypeVar("T")

ERROR_STYLE = "color: #b00020; font-weight: bold;"


class ErrorLabel(QLabel):
    """A red line under the form it concerns (its text can be selected and copied); hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(ERROR_STYLE)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def show_error(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))

    def clear_error(self) -> None:
        self.show_error("")


def run(session: DeskSession, label: ErrorLabel | None, command: Callable[[], T | None]) -> T | None:
    """Run a command through the session; a refusal (from the domain or the desk) lands in `label` too.

    `command` may build a payload with a domain function (which may refuse)
    and then call `session.act`: either way nothing is changed on refusal.
    """
    messages: list[str] = []
    session.refused.connect(messages.append)
    try:
        result = session.attempt(command)
    finally:
        session.refused.disconnect(messages.append)
    if label is not None:
        label.show_error(messages[-1] if messages and result is None else "")
    return result


def act_showing(session: DeskSession, label: ErrorLabel | None, kind: str, payload: Mapping[str, Any]) -> Action | None:
    """Send one action of the open tournament; a refusal appears in `label` (as well as in the window's banner)."""
    return run(session, label, lambda: session.act(kind, payload))
