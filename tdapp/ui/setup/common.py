"""Small pieces every setup editor shares: the red error line, money text, acting with the refusal shown."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from PySide6.QtWidgets import QLabel, QWidget

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.money import parse_euros
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession

T = TypeVar("T")

ERROR_STYLE = "color: #b00020; font-weight: bold;"
OK_STYLE = "color: #1b5e20; font-weight: bold;"
HINT_STYLE = "color: #555555;"
WARNING_STYLE = "color: #b35c00; font-weight: bold;"


class ErrorLabel(QLabel):
    """A red line under the field or form it concerns; hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(ERROR_STYLE)
        self.hide()

    def show_error(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))

    def clear_error(self) -> None:
        self.show_error("")


def euros_text(cents: int) -> str:
    """An amount as the floor types it back: "90" for whole euros, "90,50" otherwise (no symbol, no grouping)."""
    whole, frac = divmod(cents, 100)
    return str(whole) if frac == 0 else f"{whole},{frac:02d}"


def parse_money(text: str) -> int:
    """Cents from typed text; empty means zero. Refusals come from the domain's `parse_euros`."""
    return 0 if not text.strip() else parse_euros(text)


def percent_text(part: int, whole: int) -> str:
    """`part` as a percentage of `whole` with one decimal and a comma (display only), e.g. "10,0 %"."""
    if whole <= 0:
        return "—"
    tenths = (part * 1_000 + whole // 2) // whole
    return f"{tenths // 10},{tenths % 10} %"


def act_showing(session: DeskSession, label: ErrorLabel, kind: str, payload: Mapping[str, Any]) -> Action | None:
    """Send one action; a refusal appears in `label` (as well as in the window's banner)."""
    return run_showing(session, label, lambda: session.act(kind, payload))


def run_showing(session: DeskSession, label: ErrorLabel, command: Callable[[], T | None]) -> T | None:
    """Run a command that acts through the session; any refusal lands in `label` too; nothing is changed on refusal."""
    messages: list[str] = []
    session.refused.connect(messages.append)
    try:
        try:
            result = command()
        except RuleError as exc:  # a payload built by a domain function may itself be refused
            session.refused.emit(describe(exc))
            result = None
    finally:
        session.refused.disconnect(messages.append)
    label.show_error(messages[-1] if result is None and messages else "")
    return result
